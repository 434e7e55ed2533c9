#pragma once

#include "core/matrix/matrix.h"

#include <QString>

namespace surfio {

// A matrix as a fio job file that fio 3.33 runs unchanged and that gives the
// same workload: a [global] section with what every point shares (engine,
// direct, targets, region, runtime and ramp, seed), then, in Surfio's run
// order, one stonewalled section per point and trial, named after the point
// ("p3-randrw-4k-r70-qd32-j1", "-rate500" with a rate_iops, "-t2" for the
// second trial). Rate steps (--rate-steps) are left out: their rate is known
// only once their point has run. A matrix
// that preconditions starts with sections writing each target's region twice
// in 128 KiB sequential writes.
//
// What fio cannot express, or does differently (steady-state rounds, a
// shuffled order whose seed a run has not picked yet, writing a block
// device without asking), is written as comments in the file and, when
// notes is given, as sentences for a person there, one a line (empty when
// the file says everything).
QString toFioJobFile(const Matrix& matrix, QString* notes = nullptr);

// fio's spelling of a size: "512", "4k", "1m", "1536" — the largest unit
// that divides it.
QString fioSize(uint64_t bytes);

// The section name of a point: "p3-randrw-4k-r70-qd32-j1" ("-rate500" with a
// rate_iops); index counts from 1.
QString fioSectionName(const JobSpec& point, int index);

}  // namespace surfio
