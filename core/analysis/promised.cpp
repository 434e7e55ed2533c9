#include "core/analysis/promised.h"

#include "core/analysis/analysis.h"
#include "core/result/result_set.h"

#include <algorithm>
#include <cmath>

namespace surfio {

namespace {

// What one limits group (or, without any, the run's points together) shows
// of a limit: where it plateaued, the most it reached, and enough of its
// shape to say which point would reach a promise it did not.
struct Evidence {
    int group = -1;
    bool latencyBound = false;
    double iopsLimit = 0;  // counted as the provider counts; 0: no plateau
    double bandwidthLimit = 0;
    double highestIops = 0;  // counted
    double highestBandwidth = 0;
    uint64_t outstanding = 1;
    uint64_t smallestBs = 0, largestBs = 0;
    double iopsAtSmallest = 0;      // I/Os a second at the smallest block size
    double bandwidthAtLargest = 0;  // bytes/s at the largest
};

Evidence fromGroup(const LimitsGroup& g, int index, const VolumePromise& p)
{
    Evidence e;
    e.group = index;
    e.latencyBound = g.latencyBound != LatencyBound::No;
    // A 256k-units fit's limit is already in units; a plain one's plateau is
    // at block sizes up to the crossover, where an I/O counts as one unless
    // the unit is smaller.
    e.iopsLimit = g.fit.iopsLimit;
    if (g.fit.model == RooflineModel::Min && g.fit.iopsLimit > 0 && !g.blockSizes.isEmpty())
        e.iopsLimit = p.countedIops(g.fit.iopsLimit, g.blockSizes.front());
    e.bandwidthLimit = g.fit.bandwidthLimit;
    e.highestBandwidth = g.fit.highestBandwidth;
    e.outstanding = g.outstanding();
    for (qsizetype i = 0; i < g.blockSizes.size(); ++i) {
        e.highestIops = std::max(e.highestIops, p.countedIops(g.iops[i], g.blockSizes[i]));
        e.highestBandwidth = std::max(e.highestBandwidth, g.iops[i] * double(g.blockSizes[i]));
    }
    if (!g.blockSizes.isEmpty()) {
        e.smallestBs = g.blockSizes.front();
        e.iopsAtSmallest = g.iops.front();
        e.largestBs = g.blockSizes.back();
        e.bandwidthAtLargest = g.iops.back() * double(g.blockSizes.back());
    }
    return e;
}

// The promise is one volume's: points of --target-count above one are
// several volumes' sums, held against nothing (analysis.host_limit has them).
bool oneVolume(const JobResult& r)
{
    return r.spec.targets.size() <= 1;
}
bool oneVolume(const ResultSet& results, const LimitsGroup& g)
{
    return g.points.isEmpty() || oneVolume(results.points[size_t(g.points.front())]);
}

// Without a limits group: the run's points, for what they reached.
Evidence fromPoints(const ResultSet& results, const VolumePromise& p)
{
    Evidence e;
    e.latencyBound = true;
    for (const JobResult& r : results.points) {
        if (!r.error.empty() || r.stopped || !r.spec.blockSplit.empty() || !oneVolume(r))
            continue;
        const double iops = r.iops(r.read) + r.iops(r.write);
        const uint64_t bs = r.spec.blockSize;
        e.highestIops = std::max(e.highestIops, p.countedIops(iops, bs));
        e.highestBandwidth = std::max(e.highestBandwidth, r.bandwidth(r.read) + r.bandwidth(r.write));
        if (e.smallestBs == 0 || bs < e.smallestBs || (bs == e.smallestBs && iops > e.iopsAtSmallest)) {
            e.smallestBs = bs;
            e.iopsAtSmallest = iops;
            e.outstanding = uint64_t(r.spec.queueDepth) * r.spec.jobs;
        }
        e.largestBs = std::max(e.largestBs, bs);
        e.bandwidthAtLargest = std::max(e.bandwidthAtLargest, r.bandwidth(r.read) + r.bandwidth(r.write));
    }
    return e;
}

PromiseVerdict verdictOf(double measured, double promised)
{
    if (measured > promised * kPromiseAbove)
        return PromiseVerdict::Above;
    return measured >= promised * kPromiseMet ? PromiseVerdict::Met : PromiseVerdict::Below;
}

uint64_t powerOfTwoAtLeast(double v)
{
    uint64_t n = 1;
    while (double(n) < v && n < (uint64_t{1} << 40))
        n <<= 1;
    return n;
}

// By Little's law the depth that keeps `wanted` a second in flight, from
// what `outstanding` reached; a power of two, with a quarter to spare.
uint32_t depthFor(double wanted, double reached, uint64_t outstanding)
{
    if (reached <= 0)
        return 0;
    return uint32_t(std::min<uint64_t>(powerOfTwoAtLeast(1.25 * wanted / reached * double(outstanding)), 65536));
}

PromiseCheck iopsCheck(const Evidence& e, const VolumePromise& p)
{
    PromiseCheck c;
    c.limit = PromiseLimit::Iops;
    c.promised = p.iops;
    c.group = e.group;
    if (e.iopsLimit > 0) {
        c.measured = e.iopsLimit;
        c.verdict = verdictOf(e.iopsLimit, p.iops);
    } else if (e.highestIops >= p.iops * kPromiseMet) {
        c.measured = e.highestIops;  // there, though no plateau showed
        c.verdict = verdictOf(e.highestIops, p.iops);
    } else {
        c.measured = e.highestIops > 0 ? std::optional<double>(e.highestIops) : std::nullopt;
        c.verdict = PromiseVerdict::NotReached;
        c.neededDepth = depthFor(p.iops, p.countedIops(e.iopsAtSmallest, e.smallestBs), e.outstanding);
        c.neededBlockSize = e.smallestBs;
    }
    return c;
}

PromiseCheck bandwidthCheck(const Evidence& e, const VolumePromise& p)
{
    PromiseCheck c;
    c.limit = PromiseLimit::Bandwidth;
    c.promised = p.bandwidth;
    c.group = e.group;
    if (e.bandwidthLimit > 0) {
        c.measured = e.bandwidthLimit;
        c.verdict = verdictOf(e.bandwidthLimit, p.bandwidth);
    } else if (e.highestBandwidth >= p.bandwidth * kPromiseMet) {
        c.measured = e.highestBandwidth;
        c.verdict = verdictOf(e.highestBandwidth, p.bandwidth);
    } else {
        c.measured = e.highestBandwidth > 0 ? std::optional<double>(e.highestBandwidth) : std::nullopt;
        c.verdict = PromiseVerdict::NotReached;
        // Blocks at least as large as the crossover, at a depth that keeps enough in flight.
        const double crossover = p.iops > 0 ? p.bandwidth / p.iops : double(e.largestBs);
        c.neededBlockSize = std::max<uint64_t>(e.largestBs, powerOfTwoAtLeast(crossover));
        const double reachedAtLargest = e.largestBs ? e.bandwidthAtLargest / double(e.largestBs) : 0;
        const double wantedIos = p.bandwidth / double(c.neededBlockSize);
        c.neededDepth = depthFor(wantedIos, reachedAtLargest, e.outstanding);
    }
    return c;
}

// The first burst the run saw (the bucket is fullest at the start), held
// against the model; without one, whether a limit stood at the burst ceiling.
PromiseCheck burstCheck(const ResultSet& results, const Analysis& a, const VolumePromise& p)
{
    PromiseCheck c;
    c.limit = PromiseLimit::Burst;
    c.promised = p.burst.iops;
    c.modelSeconds = p.burst.fullSeconds;
    for (const RunRegimes& r : a.regimes) {
        if (r.regimes.kind != RegimeKind::Burst || r.regimes.segments.empty() || !oneVolume(results.points[r.run]))
            continue;
        const JobResult& run = results.points[r.run];
        c.run = r.run;
        c.measured = p.countedIops(r.regimes.segments.front().iops, run.spec.blockSize);
        c.seenSeconds = r.regimes.changeS;
        c.burstEnded = true;
        c.verdict = verdictOf(*c.measured, p.burst.iops);
        return c;
    }
    double highest = 0;
    for (int i = 0; i < a.limits.size(); ++i)
        if (a.limits[i].latencyBound == LatencyBound::No && oneVolume(results, a.limits[i]))
            highest = std::max(highest, fromGroup(a.limits[i], i, p).iopsLimit);
    if (highest <= 0)  // no group reached an IOPS limit: what the points held
        highest = fromPoints(results, p).highestIops;
    if (highest > 0)
        c.measured = highest;
    // Held at the ceiling throughout: the run was shorter than a full bucket.
    if (highest >= p.burst.iops * kPromiseMet) {
        c.verdict = verdictOf(highest, p.burst.iops);
        for (const JobResult& r : results.points)
            c.seenSeconds = std::max(c.seenSeconds, r.seconds);
    }
    return c;
}

}  // namespace

const char* promiseLimitName(PromiseLimit limit)
{
    return limit == PromiseLimit::Iops ? "iops" : limit == PromiseLimit::Bandwidth ? "bandwidth" : "burst";
}

const char* promiseVerdictName(PromiseVerdict verdict)
{
    switch (verdict) {
    case PromiseVerdict::Met:
        return "met";
    case PromiseVerdict::Below:
        return "below";
    case PromiseVerdict::Above:
        return "above";
    case PromiseVerdict::NotReached:
        break;
    }
    return "not reached";
}

Promised checkPromise(const ResultSet& results, const Analysis& a)
{
    Promised out;
    out.promise = results.matrix.volume;
    const VolumePromise& p = out.promise;
    const bool measured = std::any_of(results.points.begin(), results.points.end(),
                                      [](const JobResult& r) { return r.error.empty() && !r.stopped; });
    if (p.empty() || !measured)  // no finished point (a run stopped or failed in its first): nothing to hold
        return out;
    // Groups deep enough to show a limit; else the shallow ones, which say
    // what was reached; else the points themselves.
    QList<Evidence> evidence;
    for (int i = 0; i < a.limits.size(); ++i)
        if (a.limits[i].fit.fitted && a.limits[i].latencyBound == LatencyBound::No && oneVolume(results, a.limits[i]))
            evidence.append(fromGroup(a.limits[i], i, p));
    for (int i = 0; evidence.isEmpty() && i < a.limits.size(); ++i)
        if (oneVolume(results, a.limits[i]))
            evidence.append(fromGroup(a.limits[i], i, p));
    if (evidence.isEmpty())
        evidence.append(fromPoints(results, p));
    for (const Evidence& e : evidence) {
        if (p.iops > 0)
            out.checks.append(iopsCheck(e, p));
        if (p.bandwidth > 0)
            out.checks.append(bandwidthCheck(e, p));
    }
    if (p.hasBurst)
        out.checks.append(burstCheck(results, a, p));
    return out;
}

double promisedIops(const VolumePromise& p, uint64_t blockSize)
{
    if (blockSize == 0 || (p.iops <= 0 && p.bandwidth <= 0))
        return 0;
    double iops = p.iops > 0 ? p.iops / p.countedIops(1, blockSize) : HUGE_VAL;
    if (p.bandwidth > 0)
        iops = std::min(iops, p.bandwidth / double(blockSize));
    return iops;
}

}  // namespace surfio
