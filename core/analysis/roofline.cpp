// How the two limits are read, and why this way:
// - A limit is a cap, read from the points that sit on it: the IOPS limit from
//   I/Os a second counted in the model's units (iops × units), the bandwidth
//   limit from bytes a second. Sorted by the size of one unit of I/O (bs /
//   units), a capped sweep runs IOPS plateau first and bandwidth plateau last,
//   so each split of that order into a left run, a middle and a right run (a
//   run holds none or at least kPlateauPoints points) seeds a candidate: the
//   medians of the left and the right run. A median, so that one odd point
//   does not move a limit.
// - A candidate then settles: each point is classed against the roof it
//   implies (within kPlateauTolerance below it or above it: bound by whichever
//   limit is lower there; further below: neither, and it stops counting
//   towards a limit), and each limit is again the median of its points, until
//   nothing changes. A limit needs kPlateauPoints points within the tolerance
//   of it, a point at the crossover counting for both; one that a point
//   exceeds by more than kCapSlack is no cap, and the candidate is dropped. Of
//   the rest, the roof nearest to every point wins: smallest largest relative
//   residual, points below both included, so that a roof explains the points
//   rather than declaring them below it.
// - The 256 KiB-units model is fitted the same way. It is reported only where
//   min does not fit within the tolerance and it fits better: on power-of-two
//   sizes both describe a capped volume alike, and noise should not pick one.
// - A device without a cap, at a low queue depth, bends smoothly instead:
//   1 / IOPS = t0 + bs / T, a fixed time per I/O plus the transfer. Its first
//   points look like an IOPS plateau and its last like a bandwidth plateau,
//   with the points between below both. Where that curve fits every point
//   within the tolerance and the roof leaves kBendPoints or more below both,
//   its IOPS plateau is latency at that queue depth, not a limit of the volume,
//   and is not reported; T is the device's own transfer rate, so a bandwidth
//   plateau stays where its points reached it.

#include "core/analysis/roofline.h"

#include "core/analysis/median.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

namespace surfio {

const char* rooflineModelName(RooflineModel model)
{
    return model == RooflineModel::Units256k ? "256k-units" : "min";
}

const char* boundName(Bound bound)
{
    switch (bound) {
    case Bound::Iops:
        return "iops";
    case Bound::Bandwidth:
        return "bandwidth";
    case Bound::Neither:
        break;
    }
    return "neither";
}

namespace {

constexpr double kNoRoof = std::numeric_limits<double>::infinity();
constexpr int kMaxSettleRounds = 16;
// How far a point may stand above a limit before the limit is no cap: two of a
// plateau's points may each be the tolerance off its level, on either side.
constexpr double kCapSlack = 2 * kPlateauTolerance;
// Below both for at least this many points before a bend can be told from a
// roof (one point off the plateaus shows no curve).
constexpr int kBendPoints = 2;

double unitsOf(RooflineModel model, uint64_t blockSize)
{
    if (model == RooflineModel::Min)
        return 1;
    return double((blockSize + kCloudUnitBytes - 1) / kCloudUnitBytes);
}

// A point that can be fitted (positive size and IOPS), seen through one model.
struct Sample {
    size_t index = 0;  // in the caller's order
    uint64_t blockSize = 0;
    double iops = 0;
    double units = 1;
    double unitIops() const { return iops * units; }
    double bandwidth() const { return iops * double(blockSize); }
    double unitSize() const { return double(blockSize) / units; }
};

// One roof: a limit of 0 is not there and caps nothing.
struct Candidate {
    double iops = 0;
    double bandwidth = 0;
    std::vector<Bound> bounds;  // per sample
    double residual = kNoRoof;  // largest relative residual over all samples
    int neither = 0;
    bool hasLimit() const { return iops > 0 || bandwidth > 0; }
};

double roofAt(const Sample& s, double iopsLimit, double bandwidthLimit)
{
    const double byIops = iopsLimit > 0 ? iopsLimit / s.units : kNoRoof;
    const double byBandwidth = bandwidthLimit > 0 ? bandwidthLimit / double(s.blockSize) : kNoRoof;
    return std::min(byIops, byBandwidth);
}

// Each sample against the roof: on it (bound by the lower limit there; from
// the crossover up the bandwidth) or well below it.
std::vector<Bound> classify(const std::vector<Sample>& samples, double iopsLimit, double bandwidthLimit)
{
    std::vector<Bound> bounds;
    bounds.reserve(samples.size());
    for (const Sample& s : samples) {
        const double roof = roofAt(s, iopsLimit, bandwidthLimit);
        if (roof == kNoRoof || s.iops < roof * (1 - kPlateauTolerance)) {
            bounds.push_back(Bound::Neither);
            continue;
        }
        const bool bandwidthLower = bandwidthLimit > 0 && bandwidthLimit / double(s.blockSize) <= roof;
        bounds.push_back(bandwidthLower ? Bound::Bandwidth : Bound::Iops);
    }
    return bounds;
}

// The median of a plateau's points, or 0 when fewer than kPlateauPoints
// points are within the tolerance of it. A point at the crossover, bound by
// the other limit but as near this one, is on both plateaus: it counts
// towards this one without moving it.
double plateauLevel(const std::vector<Sample>& samples, const std::vector<Bound>& bounds, Bound plateau)
{
    auto valueOf = [plateau](const Sample& s) { return plateau == Bound::Iops ? s.unitIops() : s.bandwidth(); };
    std::vector<double> values;
    for (size_t i = 0; i < samples.size(); ++i) {
        if (bounds[i] == plateau)
            values.push_back(valueOf(samples[i]));
    }
    const double level = median(values);
    int near = 0;
    for (size_t i = 0; i < samples.size(); ++i)
        near += bounds[i] != Bound::Neither && std::fabs(valueOf(samples[i]) - level) <= kPlateauTolerance * level;
    return level > 0 && near >= kPlateauPoints ? level : 0;
}

// The seed's limits, moved until the points on each plateau agree with them.
// A point at the crossover may swap plateaus as they move; then the last
// state stands, a roof like the others.
bool settle(const std::vector<Sample>& samples, Candidate& c)
{
    for (int round = 0; round < kMaxSettleRounds; ++round) {
        c.bounds = classify(samples, c.iops, c.bandwidth);
        const double iops = plateauLevel(samples, c.bounds, Bound::Iops);
        const double bandwidth = plateauLevel(samples, c.bounds, Bound::Bandwidth);
        if (iops == c.iops && bandwidth == c.bandwidth)
            break;
        c.iops = iops;
        c.bandwidth = bandwidth;
    }
    c.bounds = classify(samples, c.iops, c.bandwidth);
    if (!c.hasLimit())
        return false;
    c.residual = 0;
    c.neither = 0;
    for (size_t i = 0; i < samples.size(); ++i) {
        const double roof = roofAt(samples[i], c.iops, c.bandwidth);
        if (samples[i].iops > roof * (1 + kCapSlack))
            return false;
        c.residual = std::max(c.residual, std::fabs(samples[i].iops - roof) / samples[i].iops);
        c.neither += c.bounds[i] == Bound::Neither;
    }
    return true;
}

// Nearer to every point first, then fewer points left below both.
bool betterThan(const Candidate& a, const Candidate& b)
{
    const double eps = 1e-9;
    if (a.residual < b.residual - eps)
        return true;
    if (a.residual > b.residual + eps)
        return false;
    return a.neither < b.neither;
}

// The best roof of one model, seeded from every split of the samples (sorted
// by unit size) into a left run, a middle and a right run.
Candidate bestRoof(const std::vector<Sample>& samples)
{
    const size_t n = samples.size();
    Candidate best;
    best.bounds.assign(n, Bound::Neither);
    best.neither = int(n);
    auto runLengths = [](size_t room) {
        std::vector<size_t> lengths{0};
        for (size_t k = size_t(kPlateauPoints); k <= room; ++k)
            lengths.push_back(k);
        return lengths;
    };
    for (size_t left : runLengths(n)) {
        for (size_t right : runLengths(n - left)) {
            std::vector<double> unitIops, bandwidths;
            for (size_t i = 0; i < left; ++i)
                unitIops.push_back(samples[i].unitIops());
            for (size_t i = n - right; i < n; ++i)
                bandwidths.push_back(samples[i].bandwidth());
            Candidate c;
            c.iops = median(unitIops);
            c.bandwidth = median(bandwidths);
            if (c.hasLimit() && settle(samples, c) && betterThan(c, best))
                best = std::move(c);
        }
    }
    return best;
}

// The smooth curve of a device without a cap, 1 / IOPS = t0 + bs / T, fitted
// by least squares on the relative error of 1 / IOPS (t0, 1 / T ≥ 0).
struct LatencyCurve {
    double secondsPerIo = 0;    // t0
    double secondsPerByte = 0;  // 1 / T
    double residual = 0;        // largest relative residual of the IOPS
};

LatencyCurve fitLatencyCurve(const std::vector<Sample>& samples)
{
    // Columns y and y·bs, the size counted in largest sizes so that both
    // columns are alike in size and the 2×2 normal equations well conditioned.
    double s11 = 0, s12 = 0, s22 = 0, b1 = 0, b2 = 0, scale = 0;
    for (const Sample& s : samples)
        scale = std::max(scale, double(s.blockSize));
    for (const Sample& s : samples) {
        const double c1 = s.iops, c2 = s.iops * double(s.blockSize) / scale;
        s11 += c1 * c1;
        s12 += c1 * c2;
        s22 += c2 * c2;
        b1 += c1;
        b2 += c2;
    }
    double t0 = -1, perScale = -1;
    const double det = s11 * s22 - s12 * s12;
    if (det > 0) {
        t0 = (b1 * s22 - b2 * s12) / det;
        perScale = (b2 * s11 - b1 * s12) / det;
    }
    if (t0 < 0 || perScale < 0) {
        // One term alone: whichever takes more off the sum of squares (b² / s).
        const bool fixedOnly = b1 * b1 / s11 >= b2 * b2 / s22;
        t0 = fixedOnly ? b1 / s11 : 0;
        perScale = fixedOnly ? 0 : b2 / s22;
    }
    LatencyCurve curve{t0, perScale / scale, 0};
    for (const Sample& s : samples) {
        const double modelled = 1 / (curve.secondsPerIo + curve.secondsPerByte * double(s.blockSize));
        curve.residual = std::max(curve.residual, std::fabs(s.iops - modelled) / s.iops);
    }
    return curve;
}

// Where the smooth curve fits every point and the roof leaves some below
// both, its IOPS plateau is the curve's top (latency at this queue depth), not
// a limit. Its bandwidth limit stays where the points reached the curve's
// transfer rate T, the most the device moves however long its I/Os.
Candidate withoutLatencyPlateau(const std::vector<Sample>& samples, const Candidate& roof)
{
    if (roof.neither < kBendPoints)
        return roof;
    const LatencyCurve curve = fitLatencyCurve(samples);
    if (curve.residual > kPlateauTolerance)
        return roof;
    int atTransferRate = 0;
    for (size_t i = 0; i < samples.size(); ++i) {
        const double bandwidth = samples[i].bandwidth();
        atTransferRate +=
            roof.bounds[i] == Bound::Bandwidth && bandwidth * curve.secondsPerByte >= 1 - kPlateauTolerance;
    }
    Candidate c;
    c.bandwidth = atTransferRate >= kPlateauPoints ? roof.bandwidth : 0;
    if (c.hasLimit() && settle(samples, c))
        return c;
    Candidate none;
    none.bounds.assign(samples.size(), Bound::Neither);
    none.neither = int(samples.size());
    return none;
}

// The points that can be fitted (positive size and IOPS) through one model,
// by unit size.
std::vector<Sample> samplesOf(const std::vector<RooflinePoint>& points, RooflineModel model)
{
    std::vector<Sample> samples;
    for (size_t i = 0; i < points.size(); ++i) {
        const RooflinePoint& p = points[i];
        if (p.blockSize > 0 && p.iops > 0 && std::isfinite(p.iops))
            samples.push_back({i, p.blockSize, p.iops, unitsOf(model, p.blockSize)});
    }
    std::stable_sort(samples.begin(), samples.end(), [](const Sample& a, const Sample& b) {
        return a.unitSize() < b.unitSize() || (a.unitSize() == b.unitSize() && a.blockSize < b.blockSize);
    });
    return samples;
}

// What a roof's residual says in the result: nothing when it has no limit.
double reportedResidual(const Candidate& c)
{
    return c.hasLimit() ? c.residual : 0;
}

}  // namespace

RooflineFit fitRoofline(const std::vector<RooflinePoint>& points)
{
    RooflineFit fit;
    fit.bounds.assign(points.size(), Bound::Neither);
    const std::vector<Sample> minSamples = samplesOf(points, RooflineModel::Min);
    std::set<uint64_t> sizes;
    for (const Sample& s : minSamples) {
        sizes.insert(s.blockSize);
        fit.highestIops = std::max(fit.highestIops, s.iops);
        fit.highestBandwidth = std::max(fit.highestBandwidth, s.bandwidth());
    }
    if (int(sizes.size()) < kMinRooflineSizes)
        return fit;
    fit.fitted = true;

    const std::vector<Sample> unitsSamples = samplesOf(points, RooflineModel::Units256k);
    const Candidate minRoof = bestRoof(minSamples);
    const Candidate unitsRoof = bestRoof(unitsSamples);
    const bool units = minRoof.residual > kPlateauTolerance && betterThan(unitsRoof, minRoof);
    const std::vector<Sample>& samples = units ? unitsSamples : minSamples;
    const Candidate chosen = withoutLatencyPlateau(samples, units ? unitsRoof : minRoof);
    fit.model = units ? RooflineModel::Units256k : RooflineModel::Min;
    fit.iopsLimit = chosen.iops;
    fit.bandwidthLimit = chosen.bandwidth;
    if (fit.iopsLimit > 0 && fit.bandwidthLimit > 0)
        fit.crossoverBlockSize = fit.bandwidthLimit / fit.iopsLimit;
    if (chosen.hasLimit()) {
        fit.maxResidual = chosen.residual;
        fit.otherModelResidual = reportedResidual(units ? minRoof : unitsRoof);
    }
    for (size_t i = 0; i < samples.size(); ++i)
        fit.bounds[samples[i].index] = chosen.bounds[i];
    return fit;
}

double rooflineIops(const RooflineFit& fit, uint64_t blockSize)
{
    if (!fit.fitted || blockSize == 0 || (fit.iopsLimit <= 0 && fit.bandwidthLimit <= 0))
        return 0;
    const Sample s{0, blockSize, 0, unitsOf(fit.model, blockSize)};
    return roofAt(s, fit.iopsLimit, fit.bandwidthLimit);
}

}  // namespace surfio
