#pragma once

#include "job_spec.h"

#include <cstdint>
#include <vector>

namespace surfio {

// A test matrix: the cross product of the swept lists, everything else from
// base. It expands in a fixed, documented order, outermost first:
// pattern, queue depth, jobs, read %, block size — each list in the order
// given. Patterns without a mix (read, write, randread, randwrite) take one
// point per combination whatever the read % list holds.
struct Matrix {
    JobSpec base;
    std::vector<Pattern> patterns{Pattern::RandRead};
    std::vector<uint32_t> queueDepths{1};
    std::vector<uint32_t> jobCounts{1};
    std::vector<int> readPercents{100};
    std::vector<uint64_t> blockSizes{4096};

    std::vector<JobSpec> expand() const;
    bool writes() const;                           // any point writes
    bool reads() const;                            // any point reads
    std::vector<uint64_t> distinctBlockSizes() const;
};

// The matrix of `surfio run` with no options: a few block sizes × a few mixes,
// a few seconds each, under two minutes in all.
Matrix quickMatrix();

} // namespace surfio
