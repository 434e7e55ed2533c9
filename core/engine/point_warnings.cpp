#include "core/engine/point_warnings.h"

#include "core/engine/device_stats.h"
#include "core/engine/message_text.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace surfio {

namespace {

// A device's count against the engine's, each as a rate over its own span
// (fio's disk_util spans its whole job, ramp included). Background I/O on a
// shared disk only adds to the device's side: it can never make "fewer", and
// makes "more" only at half the engine's own rate in the same direction.
constexpr double kFewerBelow = 0.5;       // under half the data reached the device: a cache served the rest
constexpr double kMoreAbove = 1.5;        // a split makes two requests or more of one I/O
constexpr uint64_t kFewestJudged = 1000;  // below, a handful of other I/Os sways the ratio
// Busy this much of its time, a thread has no room left to issue I/O sooner.
constexpr double kBusyPercent = 95;
// Longer than this past the asked interval, and four times it: a pause, not a late wake-up.
constexpr double kPausedSeconds = 0.25;

struct Flow {
    uint64_t ios = 0;
    uint64_t bytes = 0;
    uint64_t merges = 0;  // the device's: I/Os merged into a queued request
};

struct Direction {
    const char* fewer;  // the templates for this direction
    const char* more;
    Flow engine;
    Flow device;
};

std::string oneDecimal(double value)
{
    char text[32];
    const auto end = std::to_chars(text, text + sizeof text, value, std::chars_format::fixed, 1).ptr;
    return std::string(text, end);
}

void judge(const std::string& device, const Direction& d, double engineSeconds, double deviceSeconds,
           std::vector<std::string>& warnings)
{
    if (d.engine.ios < kFewestJudged || engineSeconds <= 0 || deviceSeconds <= 0)
        return;
    const double toEngineSpan = engineSeconds / deviceSeconds;
    // Bytes, not requests: readahead and merging make fewer, larger requests
    // of the same data. fio 3.33 writes no sectors (a request always moves
    // some): there, the requests and merges stand in.
    const bool sectorsKnown = d.device.bytes > 0 || d.device.ios == 0;
    const double dataShare = !sectorsKnown
                                 ? double(d.device.ios + d.device.merges) * toEngineSpan / double(d.engine.ios)
                             : d.engine.bytes ? double(d.device.bytes) * toEngineSpan / double(d.engine.bytes)
                                              : 1.0;
    const double requestsPerIo = double(d.device.ios) * toEngineSpan / double(d.engine.ios);
    if (dataShare < kFewerBelow)
        warnings.push_back(
            formatMessage(d.fewer, {device, std::to_string(d.device.ios), std::to_string(std::llround(dataShare * 100)),
                                    std::to_string(d.engine.ios)}));
    else if (requestsPerIo > kMoreAbove)
        warnings.push_back(formatMessage(
            d.more, {device, std::to_string(d.device.ios), std::to_string(d.engine.ios), oneDecimal(requestsPerIo)}));
}

// The engine's I/Os on the targets whose own device is disk. Each of
// Surfio's workers works on one target; fio's jobs spread over every file,
// so a fio run is judged only where all its targets share the device.
bool engineFlowsOn(const JobResult& r, const DiskUtil& disk, Flow& read, Flow& write)
{
    std::vector<bool> on(r.targets.size());
    for (size_t i = 0; i < r.targets.size(); ++i)
        on[i] = ownDiskOf(r, r.targets[i]) == &disk;
    if (std::all_of(on.begin(), on.end(), [](bool b) { return b; })) {
        read = {r.read.ios, r.read.bytes};
        write = {r.write.ios, r.write.bytes};
        return true;
    }
    if (r.engine.name.rfind("fio", 0) == 0)
        return false;
    for (const WorkerTotals& w : r.workers)
        if (w.target < on.size() && on[w.target]) {
            read = {read.ios + w.readIos, read.bytes + w.readBytes};
            write = {write.ios + w.writeIos, write.bytes + w.writeBytes};
        }
    return true;
}

void judgeDevices(const JobResult& r, std::vector<std::string>& warnings)
{
    using namespace messages;
    for (const DiskUtil* disk : targetsOwnDisks(r)) {
        Flow read, write;
        if (!engineFlowsOn(r, *disk, read, write))
            continue;
        const double deviceSeconds = disk->msec / 1000;
        const Flow deviceReads{disk->readIos, disk->readSectors * 512, disk->readMerges};
        const Flow deviceWrites{disk->writeIos, disk->writeSectors * 512, disk->writeMerges};
        judge(disk->name, {kDeviceFewerReads, kDeviceMoreReads, read, deviceReads}, r.seconds, deviceSeconds, warnings);
        judge(disk->name, {kDeviceFewerWrites, kDeviceMoreWrites, write, deviceWrites}, r.seconds, deviceSeconds,
              warnings);
    }
}

void judgeCpu(const JobResult& r, std::vector<std::string>& warnings)
{
    unsigned recorded = 0, busy = 0;
    double busiest = 0;
    for (const WorkerTotals& w : r.workers) {
        if (!w.cpu.recorded())
            continue;
        ++recorded;
        busiest = std::max(busiest, w.cpu.busyPercent());
        busy += w.cpu.busyPercent() >= kBusyPercent ? 1 : 0;
    }
    if (busy == 0)
        return;
    // A thread's CPU time cannot exceed its span; the two clocks can, by a hair.
    const std::string top = std::to_string(std::lround(std::min(busiest, 100.0)));
    warnings.push_back(recorded == 1
                           ? formatMessage(messages::kWorkerBusy, {top})
                           : formatMessage(messages::kWorkersBusy, {std::to_string(busy), std::to_string(recorded),
                                                                    std::to_string(std::lround(kBusyPercent)), top}));
}

// A tick of the sampler far later than asked: the whole process was stopped
// (SIGSTOP, a debugger, a suspended VM) or starved of CPU, so for that long
// nothing was issued while the clock ran. The device's own stalls do not
// stretch an interval: the sampler keeps its time and counts nothing.
void judgePauses(const JobResult& r, std::vector<std::string>& warnings)
{
    const double asked = std::chrono::duration<double>(r.spec.interval).count();
    if (asked <= 0)
        return;
    // Between ticks, not the drain after the last one: that lasts as long as a slow device takes.
    const double longest = r.longestTickSeconds;
    if (longest > 4 * asked && longest - asked > kPausedSeconds)
        warnings.push_back(
            formatMessage(messages::kRunPaused, {oneDecimal(longest), std::to_string(std::llround(asked * 1000))}));
}

// Sensors give millidegrees, NVMe's whole kelvins (84.85 °C): half a tenth
// rounds up from the millidegrees, not from the binary double below them.
std::string celsiusText(double c)
{
    return oneDecimal(std::floor(double(std::llround(c * 1000) + 50) / 100) / 10);
}

// A drive may throttle from its warning temperature on: NVMe's WCTEMP (the
// default of the over-temperature threshold the nvme driver shows as
// temp1_max) is the lowest temperature that indicates an overheating
// condition. The message names the highest threshold reached.
void judgeTemperatures(const JobResult& r, std::vector<std::string>& warnings)
{
    for (const DriveTemperature& t : r.temperatures) {
        if (t.peakC >= t.critC)
            warnings.push_back(formatMessage(messages::kDriveAtCriticalTemperature,
                                             {t.device, celsiusText(t.peakC), celsiusText(t.critC)}));
        else if (t.peakC >= t.maxC)
            warnings.push_back(formatMessage(messages::kDriveAtWarningTemperature,
                                             {t.device, celsiusText(t.peakC), celsiusText(t.maxC)}));
    }
}

}  // namespace

std::vector<std::string> pointWarnings(const JobResult& result)
{
    std::vector<std::string> warnings;
    judgeDevices(result, warnings);
    judgeCpu(result, warnings);
    judgePauses(result, warnings);
    judgeTemperatures(result, warnings);
    return warnings;
}

}  // namespace surfio
