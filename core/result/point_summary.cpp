#include "core/result/point_summary.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

namespace surfio {

Spread spreadOf(const std::vector<double>& values)
{
    Spread s;
    s.n = int(values.size());
    if (values.empty())
        return s;
    double sum = 0;
    for (double v : values)
        sum += v;
    s.mean = sum / double(s.n);
    const auto [min, max] = std::minmax_element(values.begin(), values.end());
    s.min = *min;
    s.max = *max;
    if (s.n > 1) {
        double squares = 0;
        for (double v : values)
            squares += (v - s.mean) * (v - s.mean);
        s.stddev = std::sqrt(squares / double(s.n - 1));
    }
    s.cv = s.mean != 0 ? s.stddev / s.mean : 0.0;
    return s;
}

RunFigures figuresOf(const JobResult& run)
{
    RunFigures f;
    f.readIops = run.iops(run.read);
    f.writeIops = run.iops(run.write);
    f.iops = f.readIops + f.writeIops;
    f.megabytesPerSecond = (run.bandwidth(run.read) + run.bandwidth(run.write)) / 1e6;
    const uint64_t ios = run.read.ios + run.write.ios;
    f.meanLatencyNs = ios ? (run.read.latSumNs + run.write.latSumNs) / double(ios) : 0.0;
    LatencyHistogram all = run.read.histogram;
    all.merge(run.write.histogram);
    f.p99LatencyNs = all.percentile(99);
    f.hasPercentiles = !all.empty();
    if (run.read.ios > 0) {
        f.readP50Ns = run.read.histogram.percentile(50);
        f.readP99Ns = run.read.histogram.percentile(99);
        f.readP999Ns = run.read.histogram.percentile(99.9);
    }
    if (run.write.ios > 0) {
        f.writeP50Ns = run.write.histogram.percentile(50);
        f.writeP99Ns = run.write.histogram.percentile(99);
        f.writeP999Ns = run.write.histogram.percentile(99.9);
    }
    return f;
}

QList<RunFigures> figuresOf(const QList<JobResult>& runs)
{
    QList<RunFigures> figures;
    figures.reserve(runs.size());
    for (const JobResult& run : runs)
        figures.append(figuresOf(run));
    return figures;
}

QList<RunFigures> figuresKeeping(const QList<JobResult>& runs, const QList<JobResult>& before,
                                 const QList<RunFigures>& beforeFigures)
{
    std::map<std::tuple<int, int, int>, const RunFigures*> kept;
    for (qsizetype i = 0; i < before.size() && i < beforeFigures.size(); ++i)
        if (beforeFigures[i].hasPercentiles)
            kept[{before[i].round, before[i].point, before[i].trial}] = &beforeFigures[i];
    QList<RunFigures> figures = figuresOf(runs);
    for (qsizetype i = 0; i < runs.size(); ++i) {
        if (figures[i].hasPercentiles)
            continue;
        if (const auto it = kept.find({runs[i].round, runs[i].point, runs[i].trial}); it != kept.end())
            figures[i] = *it->second;
    }
    return figures;
}

bool countsForPoint(const ResultSet& results, const JobResult& run)
{
    const SteadyStateSpec& steady = results.matrix.steadyState;
    const int first = results.steadyState.windowFirstRound;
    if (!steady.enabled || first < 0)
        return true;
    return run.round >= first && run.round < first + steady.window;
}

namespace {

template <typename FiguresOf>
PointSummary summarizeWith(const ResultSet& results, int point, const QList<int>& runs, FiguresOf figuresOfRun)
{
    PointSummary s;
    s.point = point;
    s.runs = runs;
    std::vector<double> iops, readIops, writeIops, mbps, meanLat, p99Lat;
    for (int i : runs) {
        s.spec = results.points[i].spec;
        const RunFigures f = figuresOfRun(i);
        iops.push_back(f.iops);
        readIops.push_back(f.readIops);
        writeIops.push_back(f.writeIops);
        mbps.push_back(f.megabytesPerSecond);
        meanLat.push_back(f.meanLatencyNs);
        p99Lat.push_back(f.p99LatencyNs);
    }
    s.iops = spreadOf(iops);
    s.readIops = spreadOf(readIops);
    s.writeIops = spreadOf(writeIops);
    s.megabytesPerSecond = spreadOf(mbps);
    s.meanLatencyNs = spreadOf(meanLat);
    s.p99LatencyNs = spreadOf(p99Lat);
    return s;
}

}  // namespace

PointSummary summarizePoint(const ResultSet& results, int point, const QList<int>& runs)
{
    return summarizeWith(results, point, runs, [&](int i) { return figuresOf(results.points[i]); });
}

PointSummary summarizePoint(const ResultSet& results, const QList<RunFigures>& figures, int point,
                            const QList<int>& runs)
{
    return summarizeWith(results, point, runs, [&](int i) { return figures[i]; });
}

QList<PointSummary> summarize(const ResultSet& results)
{
    return summarize(results, figuresOf(results.points));
}

QList<PointSummary> summarize(const ResultSet& results, const QList<RunFigures>& figures)
{
    std::map<int, QList<int>> runsByPoint;
    for (int i = 0; i < results.points.size(); ++i)
        if (countsForPoint(results, results.points[i]))
            runsByPoint[results.points[i].point].append(i);
    QList<PointSummary> out;
    out.reserve(qsizetype(runsByPoint.size()));
    for (const auto& [point, runs] : runsByPoint)
        out.append(summarizePoint(results, figures, point, runs));
    return out;
}

}  // namespace surfio
