#include "core/engine/job_result.h"

#include "core/engine/message_text.h"

#include <algorithm>
#include <cmath>

namespace surfio {

void DirectionTotals::merge(const DirectionTotals& o)
{
    bytes += o.bytes;  // parts of short I/Os count even without a whole I/O
    if (o.ios == 0)
        return;
    latMinNs = ios ? std::min(latMinNs, o.latMinNs) : o.latMinNs;
    latMaxNs = std::max(latMaxNs, o.latMaxNs);
    ios += o.ios;
    latSumNs += o.latSumNs;
    latSumSqNs += o.latSumSqNs;
    histogram.merge(o.histogram);
}

double DirectionTotals::stddevLatNs() const
{
    if (ios < 2)
        return 0.0;
    const double mean = latSumNs / double(ios);
    const double variance = (latSumSqNs - double(ios) * mean * mean) / double(ios - 1);
    return variance > 0 ? std::sqrt(variance) : 0.0;
}

void DirectionTotals::setLatencyMoments(double meanNs, double stddevNs)
{
    const double n = double(ios);
    latSumNs = meanNs * n;
    latSumSqNs = ios > 1 ? stddevNs * stddevNs * (n - 1) + n * meanNs * meanNs : n * meanNs * meanNs;
}

void CpuUse::merge(const CpuUse& o)
{
    seconds += o.seconds;
    userSeconds += o.userSeconds;
    systemSeconds += o.systemSeconds;
    contextSwitches += o.contextSwitches;
}

CpuUse JobResult::cpu() const
{
    CpuUse sum;
    for (const WorkerTotals& w : workers)
        sum.merge(w.cpu);
    return sum;
}

double JobResult::cpuMicrosecondsPerIo() const
{
    const uint64_t ios = read.ios + write.ios;
    const CpuUse c = cpu();
    return ios ? (c.userSeconds + c.systemSeconds) * 1e6 / double(ios) : 0;
}

std::string targetKindName(TargetKind k)
{
    switch (k) {
    case TargetKind::File:
        return messages::kKindFile;
    case TargetKind::Directory:
        return messages::kKindDirectory;
    case TargetKind::BlockDevice:
        return messages::kKindBlockDevice;
    }
    return "?";
}

}  // namespace surfio
