#pragma once

#include "core/engine/job_result.h"
#include "core/engine/job_spec.h"

#include <cstdint>
#include <string>
#include <vector>

namespace surfio {

// Which kernel thread serves each I/O of a target, so that the submitting
// worker hands every I/O over to it and waits for it to hand the completion
// back.
enum class HandOff {
    None,        // a device's own queue and interrupt (a disk, a loop device over one), or unknown
    LoopWorker,  // a loop device over memory: its worker thread copies to and from its backing file
    IoWorker,    // io_uring's worker (iou-wrk) takes each I/O: a file on tmpfs
};

// The hand-off a target's I/O goes through, from what Target found (its
// filesystem, its devices), or from its path alone, as export-fio has it.
HandOff handOffOf(const TargetInfo& target);
HandOff handOffOfPath(const std::string& path);

// The deepest queue at which a job through this hand-off runs faster with
// each worker pinned to one CPU; 0: never. docs/engine.md, "CPU placement",
// has the measurements.
uint32_t pinnedDepthLimit(HandOff handOff);

// Whether the spec leaves Surfio to place its workers: direct I/O through
// Surfio's io_uring engine, no cpus_allowed of the person's own, no ring
// with a kernel thread of its own (SQPOLL) or polled completions (IOPOLL).
bool placementIsSurfios(const JobSpec& spec);

// Where a job's workers run: at a queue depth low enough that nearly every
// I/O is a hand-off to a kernel thread, one CPU each (worker i on the i-th
// CPU this process may use, counted from firstCpu), so that the hand-off
// stays on one CPU; else, and when there are more jobs than CPUs, wherever
// the scheduler puts them. `allowed` is the process's own CPU set, ascending.
struct CpuPlacement {
    std::vector<uint32_t> cpus;  // the CPU of worker i; empty: the scheduler places them
};
CpuPlacement choosePlacement(const JobSpec& spec, bool uring, const std::vector<TargetInfo>& targets,
                             const std::vector<uint32_t>& allowed, uint32_t firstCpu);

// The CPUs the calling thread may run on, ascending (sched_getaffinity), and
// the one it runs on now.
std::vector<uint32_t> allowedCpus();
uint32_t currentCpu();

// Keeps the calling thread on these CPUs; false with the system's reason
// (none of them is one this system has, or the kernel refuses).
bool pinThreadTo(const std::vector<uint32_t>& cpus, std::string& why);

}  // namespace surfio
