#pragma once

// Latency against load: IOPS (x) against mean and p99 latency (y) as demand
// rises — SNIA PTS's response-time chart — from points that differ only in
// queue depth or in their fixed arrival rate (rate_iops, vdbench's curve).
// The knee is where latency starts to grow faster than IOPS; "best under
// SLO" is the most IOPS whose p99 stays within a latency objective.

#include <cstdint>
#include <vector>

namespace surfio {

struct LoadPoint {
    int point = -1;  // index into Matrix::expand()
    uint32_t iodepth = 1;
    uint64_t rateIops = 0;  // the job's rate_iops × numjobs; 0: unthrottled
    double iops = 0;
    double meanLatencyNs = 0;
    double p99LatencyNs = 0;
};

enum class KneeMethod {
    Kneedle,        // Satopää et al. 2011, on the normalised p99 curve
    LatencyGrowth,  // the last point before p99 first grows faster (relatively) than IOPS
};
const char* kneeMethodName(KneeMethod method);  // "kneedle", "latency-growth"

struct LoadCurve {
    std::vector<LoadPoint> points;  // by load ascending: depth, then rate
    // The last point before latency shoots up: the most IOPS the storage
    // gives before it makes every I/O wait. Index into points; -1: none found.
    int knee = -1;
    KneeMethod kneeMethod = KneeMethod::Kneedle;  // how the knee was found; meaningless when knee < 0
    int bestUnderSlo = -1;                        // index: the most IOPS with p99 ≤ slo; -1: none
};

constexpr int kMinLoadPoints = 3;  // fewer: no knee at all
// How far IOPS may fall below the most reached at a lower load and still
// count as flat, not as falling: noise of ±5 % on a saturated device can put
// one point 10 % below another.
constexpr double kLoadIopsNoise = 0.10;

// points in any order; sloNs > 0. The knee is Kneedle's where it applies
// (at least kMinLoadPoints points, IOPS and p99 not all equal, IOPS never
// falling more than kLoadIopsNoise below a lower load's), latency-growth's
// otherwise; load_curve.cpp says why.
LoadCurve analyzeLoad(std::vector<LoadPoint> points, double sloNs);

}  // namespace surfio
