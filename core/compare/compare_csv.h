#pragma once

#include "core/compare/comparison.h"

#include <QString>

namespace surfio {

// A comparison as CSV: one row per matched point ("status" matched), then
// one per point not every run has (unmatched, with the runs lacking it in
// "missing_in") and per key that several points of one run share
// (ambiguous, with those points). The key columns under fio's names (empty
// for a dropped key), then per run its value and trials, and per later run
// its ratio to A, verdict and Welch's p; target_count, a key added later,
// comes last so that the columns before it keep their places.
QString comparisonCsv(const Comparison& comparison);

}  // namespace surfio
