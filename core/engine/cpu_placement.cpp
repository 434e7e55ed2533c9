#include "cpu_placement.h"

#include <algorithm>
#include <sched.h>

namespace surfio {

HandOff handOffOf(const TargetInfo& target)
{
    if (target.kind != TargetKind::BlockDevice && (target.filesystem == "tmpfs" || target.filesystem == "ramfs"))
        return HandOff::IoWorker;
    if (!target.devices.empty() && target.devices.front().name.rfind("loop", 0) == 0)
        return HandOff::LoopWorker;
    return HandOff::None;
}

// Measured 2026-12-02 on the 2-vCPU VM (docs/engine.md, "CPU placement"):
// pinned, a tmpfs file runs 2.3-9x faster at depth 1 to 4 and slower from 8
// (its iou-wrk threads inherit the worker's CPU, and at depth they need more
// than one); a loop device 1.3-1.5x faster at depth 1 and 2, even at 4, and
// mixed from 8 (its worker is not bound, so pinning only stops the chase).
uint32_t pinnedDepthLimit(HandOff handOff)
{
    switch (handOff) {
    case HandOff::IoWorker: return 4;
    case HandOff::LoopWorker: return 2;
    case HandOff::None: break;
    }
    return 0;
}

CpuPlacement choosePlacement(const JobSpec& spec, bool uring, const std::vector<TargetInfo>& targets,
                             const std::vector<uint32_t>& allowed, uint32_t firstCpu)
{
    CpuPlacement placement;
    // The person's own cpus_allowed, and rings whose completions a kernel
    // thread of their own reaps or polls, keep what they asked for.
    if (!uring || !spec.direct || !spec.cpusAllowed.empty() || spec.sqthreadPoll || spec.hipri || allowed.empty()
        || targets.empty())
        return placement;
    for (const TargetInfo& t : targets)
        if (spec.queueDepth > pinnedDepthLimit(handOffOf(t)))
            return placement;
    const auto first = std::find(allowed.begin(), allowed.end(), firstCpu);
    const size_t start = first == allowed.end() ? 0 : size_t(first - allowed.begin());
    for (uint32_t i = 0; i < spec.jobs; ++i)
        placement.cpus.push_back(allowed[(start + i) % allowed.size()]);
    return placement;
}

std::vector<uint32_t> allowedCpus()
{
    std::vector<uint32_t> cpus;
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) != 0)
        return cpus;
    for (uint32_t cpu = 0; cpu < CPU_SETSIZE; ++cpu)
        if (CPU_ISSET(cpu, &set))
            cpus.push_back(cpu);
    return cpus;
}

uint32_t currentCpu()
{
    const int cpu = sched_getcpu();
    return cpu < 0 ? 0 : uint32_t(cpu);
}

} // namespace surfio
