#pragma once

#include "core/engine/job_result.h"
#include "core/engine/job_spec.h"
#include "core/engine/target.h"

#include <atomic>
#include <functional>
#include <string>
#include <vector>

namespace surfio {

// Called on the engine's calling thread once per interval (spec.interval).
using SampleSink = std::function<void(const IntervalSample&)>;

// Runs one job against opened, laid-out targets: spec.jobs worker threads
// spread round-robin over the targets, each with its own io_uring ring (or the
// psync fallback). Returns when the job ends: runtime or byte total reached,
// stop set (the result is marked stopped), or an I/O error (result.error).
// Blocks the calling thread, which takes the interval snapshots.
JobResult runJob(const JobSpec& spec, const std::vector<Target*>& targets, const std::atomic<bool>& stop,
                 const SampleSink& onSample = {});

}  // namespace surfio
