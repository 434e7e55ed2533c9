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
//
// How fio reports a point on several targets: PerPoint (a job file for a
// person) puts every target's section in the point's reporting group, so
// fio gives one result per point; PerTarget (Surfio's fio engine) starts a
// group per target (new_group=1), so fio's group_reporting gives one result
// per target (and per host in client mode), which readFioPointJson adds up.
enum class FioGroups { PerPoint, PerTarget };
QString toFioJobFile(const Matrix& matrix, QString* notes = nullptr, FioGroups groups = FioGroups::PerPoint);

// The file fio opens for one of Surfio's targets: the target, or in a
// directory (on a host: a path ending in '/') the scratch file
// "surfio-fio.scratch" that every point shares.
QString fioTargetFile(const std::string& target, bool remote);

// The section of a point's target t (from 0) in a job file: the point's own
// name for the first, "-f2", "-f3", ... after it.
QString fioTargetSectionSuffix(size_t t);

// The jobs Surfio gives a point's target t (from 0; job i works on target
// i % targets): a target with none has no section in the job file.
uint32_t fioJobsOnTarget(const JobSpec& point, size_t t);

// fio's spelling of a size: "512", "4k", "1m", "1536" — the largest unit
// that divides it.
QString fioSize(uint64_t bytes);

// The section name of a point: "p3-randrw-4k-r70-qd32-j1" ("-rate500" with a
// rate_iops); index counts from 1.
QString fioSectionName(const JobSpec& point, int index);

}  // namespace surfio
