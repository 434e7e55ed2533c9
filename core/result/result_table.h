#pragma once

#include "core/result/point_summary.h"
#include "core/result/result_set.h"

#include <QString>

namespace surfio {

// The readable terminal table: a header saying how it was measured, then
// one line per run as runs finish, or one line per point for the whole result.
// After the figures of each direction: the workers' CPU (usr + sys, fio's %)
// and the requests in flight at the targets' own devices; under a line, the
// warnings of its runs (point_warnings.h).
QString tableHeader(const ResultSet& results, const JobResult& first);
// One target's line in the header: what it is, its region and alignment, how
// it was laid out. The header has one for each target any run used; a table
// written as runs finish adds the line of a target before the first run on it
// (--target-count).
QString targetLine(const TargetInfo& target);
bool usesTarget(const std::vector<TargetInfo>& targets, const TargetInfo& target);  // by host and the path given
// The targets the runs used, each once, in the order they first ran.
std::vector<TargetInfo> distinctTargets(const ResultSet& results);
QString tableColumns();
// How the run was made, one sentence a line: preset (and whether shrunk),
// order, trials, preconditioning, steady state. Empty for a plain run.
QString methodLines(const ResultSet& results);
// One finished run; a later trial or round says which it is.
QString tableRow(int index, const JobResult& run);

// The whole result, one line per point with the means of its counted runs.
// With more than one run per point the lines add the runs, the IOPS standard
// deviation and CV, and mark unstable points (CV above kUnstableCv).
QString resultTable(const ResultSet& results);
QString summaryColumns(bool spread);
QString summaryRow(const PointSummary& summary, const ResultSet& results, bool spread);

}  // namespace surfio
