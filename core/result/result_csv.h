#pragma once

#include "core/result/result_set.h"

#include <QString>

namespace surfio {

// One header line, then one row per point (RFC 4180 quoting): its figures are
// the means over the runs that count for it (trials, or the steady-state
// window), followed by the spread of its IOPS over those runs. Column names
// follow fio's where they exist; latencies in nanoseconds, bandwidth in bytes/s.
// The verify columns (empty with verify off) are totals over those runs: the
// reads checked and skipped (checked + skipped = the runs' reads) and the bytes checked.
// The CPU columns are fio's usr_cpu, sys_cpu and ctx for the point's workers
// together, and CPU microseconds per I/O; the disk_ columns add up the
// targets' own devices (disk_util the busiest one's, disk_queue_depth the
// requests in flight at them on average); warnings lists what the devices and
// the CPU say about the figures, "; "-separated. Then the analysis
// (core/analysis): bound (iops, bandwidth or neither, where the point's
// limits group was fitted), regimes (the kinds of its runs that held more
// than one level, ";"-separated), sustained_iops (the level those runs ended
// at) and first_run_ratio (trial 1 against the others, where out of line).
// Empty cells: not recorded, or nothing to say.
QString toCsv(const ResultSet& results);

}  // namespace surfio
