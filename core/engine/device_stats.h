#pragma once

// What the block devices under a run's targets did while it measured: the
// kernel's per-device counters (Documentation/block/stat.rst) read when the
// measured part starts and when it ends, as fio's disk_util.

#include "core/engine/job_result.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace surfio {

// The first 11 fields of a device's stat file: reads, read merges, read
// sectors, read ticks, the same four for writes, in flight, io_ticks,
// time_in_queue. Later kernels add discard and flush fields after them.
struct DiskCounters {
    std::array<uint64_t, 11> field{};
};

// False when the line has fewer than 11 numbers.
bool parseDiskStat(const std::string& line, DiskCounters& counters);

// The counters of a device by its sysfs name (a partition has its own).
bool readDiskCounters(const std::string& name, DiskCounters& counters);

// What the device did between two readings msec apart.
DiskUtil diskUtilBetween(const std::string& name, const DiskCounters& before, const DiskCounters& after, double msec);

// Every device under some targets, each once, watched over one span.
class DiskWatch {
public:
    explicit DiskWatch(const std::vector<TargetInfo>& targets);
    bool started() const { return started_; }
    void start(uint64_t nowNs);
    // The deltas since start() of the devices whose counters could be read
    // both times; empty when start() never ran (the job ended in its ramp).
    std::vector<DiskUtil> finish(uint64_t nowNs) const;

private:
    std::vector<std::string> names_;
    std::vector<DiskCounters> atStart_;
    std::vector<bool> readAtStart_;
    uint64_t startNs_ = 0;
    bool started_ = false;
};

// The disk_util entry of the target's own device (a file's filesystem's, the
// device itself); nullptr when it has none or it was not read.
const DiskUtil* ownDiskOf(const JobResult& result, const TargetInfo& target);

// The disk_util entries of the targets' own devices (a file's filesystem's,
// a device itself), each once: the ones whose counts compare with the
// engine's. Devices further down (a loop device's backing store, a RAID's
// members) see the I/O as the layers above pass it on.
std::vector<const DiskUtil*> targetsOwnDisks(const JobResult& result);

}  // namespace surfio
