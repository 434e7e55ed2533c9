#pragma once

#include "core/analysis/analysis.h"

#include <QJsonObject>

namespace surfio {

// A result's "analysis" block: {"limits": [...], "regimes": [...],
// "first_run": [...], "load": [...], "host_limit": [...], "slo_ns": N} (docs/json-format.md).
// Written for other tools; Surfio computes it again from the data it reads.
QJsonObject toJson(const Analysis& analysis);

}  // namespace surfio
