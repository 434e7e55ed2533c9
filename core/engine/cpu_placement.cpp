#include "core/engine/cpu_placement.h"

#include "core/engine/block_device.h"
#include "core/engine/problem.h"

#include <algorithm>
#include <filesystem>
#include <linux/magic.h>
#include <pthread.h>
#include <sched.h>
#include <sys/stat.h>
#include <sys/vfs.h>

namespace surfio {

HandOff handOffOf(const TargetInfo& target)
{
    if (target.kind != TargetKind::BlockDevice && target.filesystem == "tmpfs")
        return HandOff::IoWorker;
    // A loop device over a file on a disk waits for the disk, not for its worker.
    const auto isLoop = [](const TargetDevice& d) { return d.name.rfind("loop", 0) == 0; };
    if (!target.devices.empty() && std::all_of(target.devices.begin(), target.devices.end(), isLoop))
        return HandOff::LoopWorker;
    return HandOff::None;
}

HandOff handOffOfPath(const std::string& path)
{
    // A file not made yet: where it will be.
    std::error_code ec;
    std::filesystem::path p(path);
    while (!std::filesystem::exists(p, ec) && p.has_parent_path() && p.parent_path() != p)
        p = p.parent_path();
    struct stat st {};
    if (stat(p.c_str(), &st) != 0)
        return HandOff::None;
    TargetInfo t;
    if (S_ISBLK(st.st_mode)) {
        t.kind = TargetKind::BlockDevice;
        t.devices = devicesUnder(st.st_rdev);
        return handOffOf(t);
    }
    if (!S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode))
        return HandOff::None;  // /dev/null and the like: devtmpfs says it is tmpfs
    struct statfs fs {};
    if (statfs(p.c_str(), &fs) == 0 && fs.f_type == TMPFS_MAGIC)
        t.filesystem = "tmpfs";
    t.devices = devicesUnder(st.st_dev);
    return handOffOf(t);
}

// Measured 2026-12-02 on the 2-vCPU VM (docs/engine.md, "CPU placement"):
// pinned, a tmpfs file runs 2-9x faster at depth 1 to 4 and slower from 8
// (its iou-wrk threads inherit the worker's CPU, and at depth they need more
// than one); a loop device 1.2-1.3x faster at depth 1 and 2, even at 4, and
// mixed from 8 (its worker is not bound, so pinning only stops the chase).
uint32_t pinnedDepthLimit(HandOff handOff)
{
    switch (handOff) {
    case HandOff::IoWorker:
        return 4;
    case HandOff::LoopWorker:
        return 2;
    case HandOff::None:
        break;
    }
    return 0;
}

bool placementIsSurfios(const JobSpec& spec)
{
    return spec.engine != EngineChoice::Sync && spec.engine != EngineChoice::Fio && spec.direct
           && spec.cpusAllowed.empty() && !spec.sqthreadPoll && !spec.hipri;
}

CpuPlacement choosePlacement(const JobSpec& spec, bool uring, const std::vector<TargetInfo>& targets,
                             const std::vector<uint32_t>& allowed, uint32_t firstCpu)
{
    CpuPlacement placement;
    if (!uring || !placementIsSurfios(spec) || targets.empty() || spec.jobs > allowed.size())
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

bool pinThreadTo(const std::vector<uint32_t>& cpus, std::string& why)
{
    cpu_set_t set;
    CPU_ZERO(&set);
    for (uint32_t cpu : cpus)
        if (cpu < CPU_SETSIZE)
            CPU_SET(cpu, &set);
    if (CPU_COUNT(&set) == 0) {
        why = errorText(EINVAL);
        return false;
    }
    const int err = pthread_setaffinity_np(pthread_self(), sizeof set, &set);
    if (err != 0)
        why = errorText(err);
    return err == 0;
}

}  // namespace surfio
