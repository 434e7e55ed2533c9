#pragma once

#include "result_set.h"

#include <QString>

namespace surfio {

// The readable terminal table: a header saying how it was measured, then
// one line per point.
QString tableHeader(const ResultSet& results, const JobResult& first);
QString tableColumns();
QString tableRow(int index, const JobResult& point);

} // namespace surfio
