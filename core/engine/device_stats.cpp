#include "core/engine/device_stats.h"

#include <algorithm>
#include <fstream>
#include <sstream>

namespace surfio {

namespace {

enum Field {
    ReadIos,
    ReadMerges,
    ReadSectors,
    ReadTicks,
    WriteIos,
    WriteMerges,
    WriteSectors,
    WriteTicks,
    InFlight,
    IoTicks,
    TimeInQueue
};

// Counters only grow; one that went back (a device detached and another
// attached under its name) gives 0 rather than a huge difference.
uint64_t delta(const DiskCounters& before, const DiskCounters& after, Field f)
{
    const uint64_t a = after.field[f], b = before.field[f];
    return a >= b ? a - b : 0;
}

}  // namespace

bool parseDiskStat(const std::string& line, DiskCounters& counters)
{
    std::istringstream in(line);
    for (uint64_t& value : counters.field)
        if (!(in >> value))
            return false;
    return true;
}

bool readDiskCounters(const std::string& name, DiskCounters& counters)
{
    std::ifstream in("/sys/class/block/" + name + "/stat");
    std::string line;
    return in && std::getline(in, line) && parseDiskStat(line, counters);
}

DiskUtil diskUtilBetween(const std::string& name, const DiskCounters& before, const DiskCounters& after, double msec)
{
    DiskUtil d;
    d.name = name;
    d.readIos = delta(before, after, ReadIos);
    d.writeIos = delta(before, after, WriteIos);
    d.readMerges = delta(before, after, ReadMerges);
    d.writeMerges = delta(before, after, WriteMerges);
    d.readSectors = delta(before, after, ReadSectors);
    d.writeSectors = delta(before, after, WriteSectors);
    d.readTicks = delta(before, after, ReadTicks);
    d.writeTicks = delta(before, after, WriteTicks);
    d.inQueue = delta(before, after, TimeInQueue);
    d.msec = msec;
    // As fio: io_ticks over the span, at most 100 % (the two clocks differ a little).
    d.util = msec > 0 ? std::min(100.0, 100.0 * double(delta(before, after, IoTicks)) / msec) : 0;
    return d;
}

DiskWatch::DiskWatch(const std::vector<TargetInfo>& targets)
{
    for (const TargetInfo& t : targets)
        for (const TargetDevice& d : t.devices)
            if (std::find(names_.begin(), names_.end(), d.name) == names_.end())
                names_.push_back(d.name);
}

void DiskWatch::start(uint64_t nowNs)
{
    atStart_.assign(names_.size(), {});
    readAtStart_.assign(names_.size(), false);
    for (size_t i = 0; i < names_.size(); ++i)
        readAtStart_[i] = readDiskCounters(names_[i], atStart_[i]);
    startNs_ = nowNs;
    started_ = true;
}

std::vector<DiskUtil> DiskWatch::finish(uint64_t nowNs) const
{
    std::vector<DiskUtil> utils;
    if (!started_)
        return utils;
    const double msec = double(nowNs - startNs_) / 1e6;
    for (size_t i = 0; i < names_.size(); ++i) {
        DiskCounters now;
        if (readAtStart_[i] && readDiskCounters(names_[i], now))
            utils.push_back(diskUtilBetween(names_[i], atStart_[i], now, msec));
    }
    return utils;
}

const DiskUtil* ownDiskOf(const JobResult& result, const TargetInfo& target)
{
    if (target.devices.empty())
        return nullptr;
    const TargetDevice& top = target.devices.front();
    // fio names a partition's disk instead (its diskutil.c climbs to the queue).
    const auto it = std::find_if(result.diskUtil.begin(), result.diskUtil.end(), [&](const DiskUtil& d) {
        return d.name == top.name || (!top.disk.empty() && d.name == top.disk);
    });
    return it == result.diskUtil.end() ? nullptr : &*it;
}

std::vector<const DiskUtil*> targetsOwnDisks(const JobResult& result)
{
    std::vector<const DiskUtil*> own;
    for (const TargetInfo& t : result.targets)
        if (const DiskUtil* d = ownDiskOf(result, t); d && std::find(own.begin(), own.end(), d) == own.end())
            own.push_back(d);
    return own;
}

}  // namespace surfio
