#pragma once

#include "result_set.h"

#include <QString>

namespace surfio {

// One header line, then one row per point (RFC 4180 quoting). Column names
// follow fio's where they exist; latencies in nanoseconds, bandwidth in bytes/s.
QString toCsv(const ResultSet& results);

} // namespace surfio
