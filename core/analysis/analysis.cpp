#include "core/analysis/analysis.h"

#include "core/result/point_summary.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace surfio {

namespace {

// The runs that count for each point's figures: those of the steady-state
// window (or all), finished without an error and not stopped early.
std::map<int, QList<int>> countedRuns(const ResultSet& results)
{
    std::map<int, QList<int>> runs;
    for (int i = 0; i < results.points.size(); ++i) {
        const JobResult& r = results.points[i];
        if (r.error.empty() && !r.stopped && countsForPoint(results, r))
            runs[r.point].append(i);
    }
    return runs;
}

QList<PointSummary> countedSummaries(const ResultSet& results, const QList<RunFigures>& figures)
{
    QList<PointSummary> out;
    for (const auto& [point, runs] : countedRuns(results))
        out.append(summarizePoint(results, figures, point, runs));
    return out;
}

FitDirection directionOf(const JobSpec& spec)
{
    const int read = spec.effectiveReadPercent();
    return read == 100 ? FitDirection::Read : read == 0 ? FitDirection::Write : FitDirection::Both;
}

double iopsIn(const PointSummary& s, FitDirection d)
{
    return d == FitDirection::Read ? s.readIops.mean : d == FitDirection::Write ? s.writeIops.mean : s.iops.mean;
}

// What the points of one limits group share: everything but the block size.
// The target count keeps the points of --target-count apart.
using LimitsKey = std::tuple<int, int, int, uint32_t, uint32_t, uint64_t, size_t>;

LimitsKey limitsKey(const JobSpec& s)
{
    return {int(s.pattern), s.effectiveReadPercent(), s.effectiveRandomPercent(), s.queueDepth, s.jobs,
            s.rateIops,     s.targets.size()};
}

// What the points of one load curve share: everything but the queue depth
// (at one fixed rate, rate steps aside), or everything but the rate (at one
// depth: the unthrottled point and its rates or rate steps). The first field
// says which varies: 0 depth, 1 rate; then the fixed one. The target count
// keeps the points of --target-count apart.
using LoadKey = std::tuple<int, int, int, int, uint64_t, uint32_t, uint64_t, size_t>;

std::vector<LoadKey> loadKeys(const JobSpec& s)
{
    std::vector<LoadKey> keys;
    const size_t targets = s.targets.size();
    if (s.rateSharePercent == 0)
        keys.emplace_back(0, int(s.pattern), s.effectiveReadPercent(), s.effectiveRandomPercent(), s.blockSize, s.jobs,
                          s.rateIops, targets);
    keys.emplace_back(1, int(s.pattern), s.effectiveReadPercent(), s.effectiveRandomPercent(), s.blockSize, s.jobs,
                      uint64_t(s.queueDepth), targets);
    return keys;
}

// What the points of one host-limit group share: everything but the target count.
using HostKey = std::tuple<int, int, int, uint64_t, std::string, uint32_t, uint32_t, uint64_t, int>;

HostKey hostKey(const JobSpec& s)
{
    return {int(s.pattern),
            s.effectiveReadPercent(),
            s.effectiveRandomPercent(),
            s.blockSize,
            blockSplitName(s.blockSplit),
            s.queueDepth,
            s.jobs,
            s.rateIops,
            s.rateSharePercent};
}

HostLimitGroup fitHostGroup(const std::map<size_t, PointSummary>& byCount)
{
    HostLimitGroup g;
    const JobSpec& spec = byCount.begin()->second.spec;
    g.pattern = spec.pattern;
    g.blockSize = spec.blockSize;
    g.blockSplit = spec.blockSplit.empty() ? std::string() : blockSplitName(spec.blockSplit);
    g.readPercent = spec.effectiveReadPercent();
    g.iodepth = spec.queueDepth;
    g.jobs = spec.jobs;
    g.rateIops = spec.rateIops;
    std::vector<HostLimitSample> iops, bandwidth;
    for (const auto& [count, s] : byCount) {
        g.points.append(s.point);
        g.targets.append(uint32_t(count));
        iops.push_back({uint32_t(count), s.iops.mean});
        bandwidth.push_back({uint32_t(count), s.megabytesPerSecond.mean * 1e6});
    }
    g.iops = fitHostLimit(iops);
    g.bandwidth = fitHostLimit(bandwidth);
    return g;
}

LimitsGroup fitGroup(const QList<const PointSummary*>& members)
{
    LimitsGroup g;
    const JobSpec& spec = members.front()->spec;
    g.pattern = spec.pattern;
    g.readPercent = spec.effectiveReadPercent();
    g.randomPercent = spec.effectiveRandomPercent();
    g.iodepth = spec.queueDepth;
    g.jobs = spec.jobs;
    g.rateIops = spec.rateIops;
    g.direction = directionOf(spec);
    std::vector<RooflinePoint> points;
    for (const PointSummary* s : members) {
        g.points.append(s->point);
        g.blockSizes.append(s->spec.blockSize);
        g.iops.append(iopsIn(*s, g.direction));
        points.push_back({s->spec.blockSize, g.iops.last()});
    }
    g.fit = fitRoofline(points);
    return g;
}

// A latency-bound group keeps what its points reached and loses its limits:
// its plateaus are the time an I/O takes at that depth, not caps.
void readAsLatency(LimitsGroup& g, LatencyBound why)
{
    g.latencyBound = why;
    RooflineFit& f = g.fit;
    f.iopsLimit = f.bandwidthLimit = f.crossoverBlockSize = 0;
    f.maxResidual = f.otherModelResidual = 0;
    f.model = RooflineModel::Min;
    std::fill(f.bounds.begin(), f.bounds.end(), Bound::Neither);
}

// The same points but for depth and jobs: a deeper group of them tells
// whether a shallower one's plateau was a cap.
bool sameButDepth(const LimitsGroup& a, const LimitsGroup& b)
{
    return a.pattern == b.pattern && a.readPercent == b.readPercent && a.randomPercent == b.randomPercent
           && a.rateIops == b.rateIops && a.direction == b.direction;
}

// Where a deeper group went past this group's roof at some block size (by
// more than a cap's slack), the roof was latency at this depth: limits are
// only read from points deep enough to saturate.
void checkAgainstDeeper(LimitsGroup& g, const QList<LimitsGroup>& all)
{
    constexpr double kPastRoof = 1 + 2 * kPlateauTolerance;
    for (const LimitsGroup& deeper : all) {
        if (!sameButDepth(g, deeper) || deeper.outstanding() <= g.outstanding())
            continue;
        for (qsizetype i = 0; i < deeper.blockSizes.size(); ++i) {
            const double roof = rooflineIops(g.fit, deeper.blockSizes[i]);
            if (roof > 0 && deeper.iops[i] > roof * kPastRoof) {
                readAsLatency(g, LatencyBound::DeeperWentOn);
                g.deeperIodepth = deeper.iodepth;
                g.deeperJobs = deeper.jobs;
                g.deeperBlockSize = deeper.blockSizes[i];
                g.deeperIops = deeper.iops[i];
                return;
            }
        }
    }
}

}  // namespace

QList<LimitsGroup> findLimits(const ResultSet& results, const QList<RunFigures>& figures)
{
    // One point per block size in a group: the first listed, should two
    // sweeps name the same point.
    std::map<LimitsKey, std::map<uint64_t, PointSummary>> groups;
    for (const PointSummary& s : countedSummaries(results, figures))
        if (s.spec.blockSplit.empty())
            groups[limitsKey(s.spec)].emplace(s.spec.blockSize, s);
    QList<LimitsGroup> out;
    for (const auto& [key, bySize] : groups) {
        if (int(bySize.size()) < kMinRooflineSizes)
            continue;
        QList<const PointSummary*> members;
        for (const auto& [size, s] : bySize)
            members.append(&s);
        out.append(fitGroup(members));
        if (out.last().outstanding() <= 1)
            readAsLatency(out.last(), LatencyBound::OneAtATime);
    }
    // Checked against the fits as found, before any is cleared.
    const QList<LimitsGroup> found = out;
    for (LimitsGroup& g : out)
        if (g.latencyBound == LatencyBound::No)
            checkAgainstDeeper(g, found);
    return out;
}

QList<LoadGroup> findLoad(const ResultSet& results, const QList<RunFigures>& figures, double sloNs)
{
    std::map<LoadKey, QList<PointSummary>> groups;
    for (const PointSummary& s : countedSummaries(results, figures))
        if (s.spec.blockSplit.empty())
            for (const LoadKey& key : loadKeys(s.spec))
                groups[key].append(s);
    // The rate a point offers in all: per job, on every fio host.
    const uint64_t hosts = std::max<uint64_t>(1, results.matrix.hosts.size());
    QList<LoadGroup> out;
    for (const auto& [key, members] : groups) {
        if (members.size() < kMinLoadPoints)
            continue;
        LoadGroup g;
        const JobSpec& spec = members.front().spec;
        g.pattern = spec.pattern;
        g.blockSize = spec.blockSize;
        g.readPercent = spec.effectiveReadPercent();
        g.jobs = spec.jobs;
        g.byRate = std::get<0>(key) == 1;
        std::vector<LoadPoint> points;
        for (const PointSummary& s : members)
            points.push_back({s.point, s.spec.queueDepth, s.spec.rateIops * s.spec.jobs * hosts, s.iops.mean,
                              s.meanLatencyNs.mean, s.p99LatencyNs.mean});
        g.curve = analyzeLoad(std::move(points), sloNs);
        out.append(g);
    }
    return out;
}

bool plansLoadGroup(const std::vector<JobSpec>& specs)
{
    std::map<LoadKey, int> count;
    for (const JobSpec& s : specs)
        if (s.blockSplit.empty())
            for (const LoadKey& key : loadKeys(s))
                if (++count[key] >= kMinLoadPoints)
                    return true;
    return false;
}

QList<HostLimitGroup> findHostLimits(const ResultSet& results, const QList<RunFigures>& figures)
{
    // One point per count in a group: the first listed, should two sweeps name the same point.
    std::map<HostKey, std::map<size_t, PointSummary>> groups;
    for (const PointSummary& s : countedSummaries(results, figures))
        groups[hostKey(s.spec)].emplace(s.spec.targets.size(), s);
    QList<HostLimitGroup> out;
    for (const auto& [key, byCount] : groups)
        if (int(byCount.size()) >= kMinHostCounts)
            out.append(fitHostGroup(byCount));
    return out;
}

QList<FirstRunEffect> findFirstRuns(const ResultSet& results, const QList<RunFigures>& figures)
{
    QList<FirstRunEffect> out;
    for (const auto& [point, runs] : countedRuns(results)) {
        // Trials compare within a round: rounds of steady state move on purpose.
        // Trials in order; a round whose trial 1 did not count (it failed) has none to compare.
        std::map<int, std::map<int, double>> byRound;
        for (int i : runs)
            byRound[results.points[i].round][results.points[i].trial] = figures[i].iops;
        for (const auto& [round, byTrial] : byRound) {
            std::vector<double> values;
            for (const auto& [trial, iops] : byTrial)
                values.push_back(iops);
            if (!byTrial.contains(0))
                continue;
            if (const std::optional<double> ratio = firstRunRatio(values)) {
                out.append({point, *ratio});
                break;
            }
        }
    }
    return out;
}

std::optional<Regimes> regimesOfRun(const JobResult& run)
{
    if (!run.error.empty() || run.stopped || run.samples.empty())
        return std::nullopt;
    Regimes r = findRegimes(std::span<const IntervalSample>(run.samples.get()), run.spec.effectiveReadPercent() == 0);
    if (!r.mixed())
        return std::nullopt;
    return r;
}

QList<RunRegimes> findRegimesOfRuns(const ResultSet& results)
{
    QList<RunRegimes> out;
    for (int i = 0; i < results.points.size(); ++i) {
        const JobResult& run = results.points[i];
        if (const std::optional<Regimes> r = regimesOfRun(run))
            out.append({run.point, run.trial, run.round, i, *r});
    }
    return out;
}

Analysis analyze(const ResultSet& results, double sloNs)
{
    const QList<RunFigures> figures = figuresOf(results.points);
    Analysis a;
    a.sloNs = sloNs;
    a.limits = findLimits(results, figures);
    a.regimes = findRegimesOfRuns(results);
    a.firstRun = findFirstRuns(results, figures);
    a.load = findLoad(results, figures, sloNs);
    a.promised = checkPromise(results, a);
    a.hostLimit = findHostLimits(results, figures);
    return a;
}

Analysis analyze(const ResultSet& results)
{
    return analyze(results, double(results.matrix.slo.count()));
}

const LimitsGroup* Analysis::limitsOf(int point, int* indexInGroup) const
{
    for (const LimitsGroup& g : limits) {
        const qsizetype i = g.points.indexOf(point);
        if (i >= 0 && g.fit.fitted) {
            if (indexInGroup)
                *indexInGroup = int(i);
            return &g;
        }
    }
    return nullptr;
}

QList<RunRegimes> Analysis::regimesOf(int point) const
{
    QList<RunRegimes> out;
    for (const RunRegimes& r : regimes)
        if (r.point == point)
            out.append(r);
    return out;
}

const FirstRunEffect* Analysis::firstRunOf(int point) const
{
    for (const FirstRunEffect& f : firstRun)
        if (f.point == point)
            return &f;
    return nullptr;
}

}  // namespace surfio
