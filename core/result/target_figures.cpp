#include "core/result/target_figures.h"

#include <algorithm>

namespace surfio {

namespace {

void add(TargetFigures::Direction& d, uint64_t ios, uint64_t bytes, double meanLatNs)
{
    // The mean over the target's workers, each weighed by its I/Os.
    const double latSum = d.meanLatNs * double(d.ios) + meanLatNs * double(ios);
    d.ios += ios;
    d.bytes += bytes;
    d.meanLatNs = d.ios ? latSum / double(d.ios) : 0;
}

void rates(TargetFigures::Direction& d, double seconds)
{
    d.iops = seconds > 0 ? double(d.ios) / seconds : 0;
    d.bwBytes = seconds > 0 ? double(d.bytes) / seconds : 0;
}

}  // namespace

std::vector<TargetFigures> targetFigures(const JobResult& run)
{
    if (run.workers.empty())
        return {};
    std::vector<TargetFigures> figures(run.targets.size());
    for (size_t i = 0; i < run.targets.size(); ++i) {
        figures[i].path = run.targets[i].path;
        figures[i].host = run.targets[i].host;
    }
    for (const WorkerTotals& w : run.workers) {
        if (w.target >= figures.size())
            continue;
        add(figures[w.target].read, w.readIos, w.readBytes, w.readMeanLatNs);
        add(figures[w.target].write, w.writeIos, w.writeBytes, w.writeMeanLatNs);
    }
    // Surfio's engine gives every target a worker of its own. Where one has
    // none (fio reports a point's jobs as one group, group_reporting), how
    // the sum splits over the targets is not known.
    std::vector<bool> worked(figures.size(), false);
    for (const WorkerTotals& w : run.workers)
        if (w.target < worked.size())
            worked[w.target] = true;
    if (std::find(worked.begin(), worked.end(), false) != worked.end())
        return {};
    for (TargetFigures& t : figures) {
        rates(t.read, run.seconds);
        rates(t.write, run.seconds);
    }
    return figures;
}

}  // namespace surfio
