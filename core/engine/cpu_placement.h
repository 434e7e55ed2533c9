#pragma once

#include "job_result.h"
#include "job_spec.h"

#include <cstdint>
#include <string>
#include <vector>

namespace surfio {

// Which kernel thread serves each I/O of a target, so that the submitting
// worker hands every I/O over to it and waits for it to hand the completion
// back.
enum class HandOff {
    None,        // a device's own queue and interrupt (a disk), or unknown
    LoopWorker,  // a loop device's worker thread reads or writes its backing file
    IoWorker,    // io_uring's worker (iou-wrk) takes each I/O: a file on tmpfs or ramfs
};

// The hand-off a target's I/O goes through, from what Target found (its
// filesystem, its devices).
HandOff handOffOf(const TargetInfo& target);

// The deepest queue at which a job through this hand-off runs faster with
// each worker pinned to one CPU; 0: never. docs/engine.md, "CPU placement",
// has the measurements.
uint32_t pinnedDepthLimit(HandOff handOff);

// Where a job's workers run when --cpus_allowed does not say: at a queue
// depth low enough that nearly every I/O is a hand-off to a kernel thread,
// one CPU each (worker i on the i-th CPU this process may use, counted from
// firstCpu), so that the hand-off stays on one CPU; else wherever the
// scheduler puts them. `allowed` is the process's own CPU set, ascending.
struct CpuPlacement {
    std::vector<uint32_t> cpus;  // the CPU of worker i; empty: the scheduler places them
};
CpuPlacement choosePlacement(const JobSpec& spec, bool uring, const std::vector<TargetInfo>& targets,
                             const std::vector<uint32_t>& allowed, uint32_t firstCpu);

// The CPUs this process may run on, ascending (sched_getaffinity), and the one
// the calling thread runs on now.
std::vector<uint32_t> allowedCpus();
uint32_t currentCpu();

} // namespace surfio
