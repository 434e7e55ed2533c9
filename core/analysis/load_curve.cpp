#include "core/analysis/load_curve.h"

#include <algorithm>
#include <limits>

// How the knee is found.
//
// Kneedle (Satopää, Albrecht, Irwin, Raghavan, "Finding a 'Kneedle' in a
// Haystack: Detecting Knee Points in System Behavior", ICDCS 2011) reads the
// shape of the whole curve rather than one step of it, so one noisy point
// does not move the knee. p99 against IOPS is convex and increasing: latency
// stays nearly flat while IOPS grows with the load, then shoots up once IOPS
// saturates. Both axes are normalised to [0, 1]; Kneedle rotates a convex
// increasing curve by 180° into the concave one it is defined on, where its
// difference curve y − x becomes x_norm − y_norm here. That difference is
// largest at the point farthest from the chord between the ends: the last
// point before latency shoots up. It is a knee only when the difference then
// falls below Kneedle's threshold, its maximum less S times the mean step of
// x_norm (S = 1, the paper's choice): a maximum at the last point, or a curve
// that stays near its chord (latency growing in step with IOPS), has none.
// Normalising stretches any range to [0, 1], noise on a flat p99 too, so the
// knee must also be what it means: from it to the highest load, p99 grows
// relatively more than IOPS.
//
// Kneedle needs x to rise with the load. Where IOPS falls past saturation
// (a device thrashing under too many I/Os) the curve folds back, and where
// IOPS does not move at all x cannot be normalised; there the knee is the
// last point before the first step where p99 grows relatively faster than
// IOPS (Δp99 / p99 > ΔIOPS / IOPS from one load to the next), the same point
// Kneedle names on a classic curve, found from neighbours alone and so on any
// curve.

namespace surfio {

namespace {

// Unthrottled runs after every fixed rate of their depth: the most load.
uint64_t rateKey(const LoadPoint& p)
{
    return p.rateIops == 0 ? std::numeric_limits<uint64_t>::max() : p.rateIops;
}

bool lessLoad(const LoadPoint& a, const LoadPoint& b)
{
    if (a.iodepth != b.iodepth)
        return a.iodepth < b.iodepth;
    return rateKey(a) < rateKey(b);
}

// The ranges of IOPS (x) and p99 (y) over the curve.
struct Span {
    double loX = 0, hiX = 0, loY = 0, hiY = 0;
};

Span spanOf(const std::vector<LoadPoint>& points)
{
    Span s{points[0].iops, points[0].iops, points[0].p99LatencyNs, points[0].p99LatencyNs};
    for (const LoadPoint& p : points) {
        s.loX = std::min(s.loX, p.iops);
        s.hiX = std::max(s.hiX, p.iops);
        s.loY = std::min(s.loY, p.p99LatencyNs);
        s.hiY = std::max(s.hiY, p.p99LatencyNs);
    }
    return s;
}

bool kneedleApplies(const std::vector<LoadPoint>& points)
{
    if (int(points.size()) < kMinLoadPoints)
        return false;
    const Span span = spanOf(points);
    if (!(span.hiX > span.loX) || !(span.hiY > span.loY))
        return false;
    double most = 0;
    for (const LoadPoint& p : points) {
        if (p.iops < most * (1 - kLoadIopsNoise))
            return false;
        most = std::max(most, p.iops);
    }
    return true;
}

// Whether p99 grew relatively more than IOPS from one point to a later one.
bool latencyOutgrowsIops(const LoadPoint& before, const LoadPoint& after)
{
    if (!(before.p99LatencyNs > 0) || !(before.iops > 0))
        return false;
    const double latencyGrowth = (after.p99LatencyNs - before.p99LatencyNs) / before.p99LatencyNs;
    const double iopsGrowth = (after.iops - before.iops) / before.iops;
    return latencyGrowth > 0 && latencyGrowth > iopsGrowth;
}

// Kneedle's knee of p99 against IOPS; points sorted, kneedleApplies().
int kneedleKnee(const std::vector<LoadPoint>& points)
{
    const size_t n = points.size();
    const Span span = spanOf(points);
    std::vector<double> x(n), difference(n);
    for (size_t i = 0; i < n; ++i) {
        x[i] = (points[i].iops - span.loX) / (span.hiX - span.loX);
        difference[i] = x[i] - (points[i].p99LatencyNs - span.loY) / (span.hiY - span.loY);
    }
    const size_t top = size_t(std::max_element(difference.begin(), difference.end()) - difference.begin());
    if (!(difference[top] > 0))
        return -1;
    constexpr double kSensitivity = 1;
    const double meanStep = (x[n - 1] - x[0]) / double(n - 1);
    const double threshold = difference[top] - kSensitivity * meanStep;
    const bool fallsAway =
        std::any_of(difference.begin() + long(top) + 1, difference.end(), [&](double d) { return d < threshold; });
    return fallsAway && latencyOutgrowsIops(points[top], points[n - 1]) ? int(top) : -1;
}

// The last point before p99 grows relatively faster than IOPS; points sorted.
int latencyGrowthKnee(const std::vector<LoadPoint>& points)
{
    for (size_t i = 1; i < points.size(); ++i)
        if (latencyOutgrowsIops(points[i - 1], points[i]))
            return int(i - 1);
    return -1;
}

// The most IOPS with a known p99 within the objective; the lower load on a tie.
int bestUnderSlo(const std::vector<LoadPoint>& points, double sloNs)
{
    int best = -1;
    for (size_t i = 0; i < points.size(); ++i) {
        const LoadPoint& p = points[i];
        if (p.p99LatencyNs > 0 && p.p99LatencyNs <= sloNs && (best < 0 || p.iops > points[size_t(best)].iops))
            best = int(i);
    }
    return best;
}

}  // namespace

const char* kneeMethodName(KneeMethod method)
{
    switch (method) {
    case KneeMethod::Kneedle:
        return "kneedle";
    case KneeMethod::LatencyGrowth:
        return "latency-growth";
    }
    return "?";
}

LoadCurve analyzeLoad(std::vector<LoadPoint> points, double sloNs)
{
    LoadCurve curve;
    std::stable_sort(points.begin(), points.end(), lessLoad);
    curve.points = std::move(points);
    curve.bestUnderSlo = bestUnderSlo(curve.points, sloNs);
    if (int(curve.points.size()) < kMinLoadPoints)
        return curve;
    if (kneedleApplies(curve.points)) {
        curve.kneeMethod = KneeMethod::Kneedle;
        curve.knee = kneedleKnee(curve.points);
    } else {
        curve.kneeMethod = KneeMethod::LatencyGrowth;
        curve.knee = latencyGrowthKnee(curve.points);
    }
    return curve;
}

}  // namespace surfio
