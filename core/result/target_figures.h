#pragma once

#include "core/engine/job_result.h"

#include <string>
#include <vector>

namespace surfio {

// What one target did in a run, beside the run's sum: the OCI page's host
// maximum reads the sum over the volumes, and whether each volume gave its
// share. Derived from the workers (each works on one target), so results
// written before these figures show them too, and nothing is added to the
// engine's loop. Per worker only the mean latency is known.
struct TargetFigures {
    std::string path;  // as given (on fio's hosts, "host:file")
    std::string host;  // fio's client mode: the server; empty: this machine
    struct Direction {
        uint64_t ios = 0;
        uint64_t bytes = 0;
        double iops = 0;
        double bwBytes = 0;  // bytes per second
        double meanLatNs = 0;
    } read, write;
    double iops() const { return read.iops + write.iops; }
    double bwBytes() const { return read.bwBytes + write.bwBytes; }
};

// One entry per target of the run, in its order. Rates are over the run's
// measured time, so the targets add up to the run's IOPS and bandwidth.
// Empty when the split is not known: the run has no workers (a result from
// before they were saved), or a target has none (fio's group_reporting
// reports the jobs of one host as one).
std::vector<TargetFigures> targetFigures(const JobResult& run);

}  // namespace surfio
