#pragma once

#include "core/analysis/analysis.h"
#include "core/plot/metric_scale.h"
#include "core/plot/surface_grid.h"
#include "core/volume/volume_promise.h"

#include <QColor>
#include <QList>
#include <QPointF>
#include <QString>
#include <QVector3D>

#include <optional>
#include <vector>

namespace surfio {

// The limits fitted to a slice of the surface (analysis.h): each read % row
// whose block sizes make a fitted limits group, and the roof that group's fit
// draws over the row — IOPS(bs) = min(I, B / bs) for IOPS, the same in MB/s
// for MB/s. Latency has no roof: it gets a wall at the crossover block size
// (B / I), where the volume stops being IOPS-bound and becomes bandwidth-bound.
struct SliceLimits {
    struct Row {
        int row = -1;  // of the slice
        LimitsGroup group;
    };
    std::vector<Row> rows;  // the rows of the slice with a fitted group, ascending

    // Rows match groups by their points, so a group's other keys (random %,
    // rate) need not be the slice's to find it.
    static SliceLimits of(const SurfaceGrid::Slice& slice, const QList<LimitsGroup>& limits);
    bool empty() const { return rows.empty(); }
    bool reachesALimit() const;  // some row reports an IOPS or a bandwidth limit
};

// The roof's colour: apart from the colour scale (viridis) and the chart's
// orange selection.
inline QColor roofColor()
{
    return {0xc0, 0x1c, 0x28};
}

// One row's roof, or its crossover wall, in the slice's plot units: x the
// block size in bytes, ascending; y in the scale's unit, at most its top.
struct RoofLine {
    int row = -1;
    bool crossover = false;  // a wall at the crossover: (c, 0) and (c, top)
    std::vector<QPointF> points;
};

// A piece to draw as a surface: rows of (x, y, z), x ascending along a row,
// z ascending across rows, every row as long (what QSurfaceDataProxy takes).
using RoofPatch = std::vector<std::vector<QVector3D>>;

// The fitted roof's height at a block size for a metric, raw (IOPS, MB/s of
// 10^6 bytes); nullopt for latency, which the roof does not bound.
std::optional<double> roofValue(const RooflineFit& fit, uint64_t blockSize, SurfaceMetric metric);
// The highest the roofs reach at the slice's plain block sizes, raw; 0 without one.
double highestRoof(const SurfaceGrid::Slice& slice, const SliceLimits& limits, SurfaceMetric metric);

// The roof of each row that reaches a limit, at the slice's plain block
// sizes, half-octave steps between them (B / bs curves) and every row's
// crossover (the roof's corner), so neighbouring rows share their x and
// join; for latency, the crossover walls.
std::vector<RoofLine> roofLines(const SurfaceGrid::Slice& slice, const SliceLimits& limits, SurfaceMetric metric,
                                const MetricScale& scale);

// The lines as surface pieces: roofs of neighbouring rows joined into one
// piece (with rows between them, so its net reads as a lid), a row alone (or
// a wall) a narrow ribbon along its read %, so a roof never spans a mix that
// was not fitted. A roof is lifted by kRoofLift of the
// axis' top: drawn exactly where the points meet it, the surface would hide it.
std::vector<RoofPatch> roofPatches(const SurfaceGrid::Slice& slice, const std::vector<RoofLine>& lines, double axisTop);
constexpr double kRoofLift = 0.015;

// The promised roof's colour: apart from the fitted roof's red, the
// measured line's blue and the colour scale (it lies over its top).
inline QColor promisedColor()
{
    return {0x24, 0x1f, 0x31};
}

// What a volume's promise serves at a block size (promised.h's
// promisedIops: its IOPS counted in the provider's I/O unit, and its
// bandwidth), raw in the metric's unit; nullopt for latency, or without a
// promise of IOPS or bandwidth.
std::optional<double> promisedValue(const VolumePromise& promise, uint64_t blockSize, SurfaceMetric metric);
// The highest the promised roof reaches at the slice's plain block sizes, raw; 0 without one.
double highestPromised(const SurfaceGrid::Slice& slice, const VolumePromise& promise, SurfaceMetric metric);
// The promised roof over the slice's plain block sizes: at each of them,
// kPromisedStepsPerOctave steps between, the knee where the bandwidth
// promise takes over, and either side of each step the I/O unit makes, so
// its corners show; y in the scale's unit, at most its top. No points
// where it has none (latency, no promise, fewer than two block sizes).
RoofLine promisedRoofLine(const SurfaceGrid::Slice& slice, const VolumePromise& promise, SurfaceMetric metric,
                          const MetricScale& scale);
constexpr int kPromisedStepsPerOctave = 4;
// The promised line as a lid over every mix of the slice (the promise does
// not depend on the mix), rows between the mixes as on the fitted roof's
// lid, lifted as the fitted roof is. Empty without points.
RoofPatch promisedPatch(const SurfaceGrid::Slice& slice, const RoofLine& line, double axisTop);
// The promised roof's name for a legend, with what it promises:
// "promised: aws-gp3 100 GiB, 3,000 IOPS · 125 MiB/s", and "(above the
// scale)" after it when aboveScale: the line is cut at the axis' top.
QString promisedRoofName(const VolumePromise& promise, bool aboveScale = false);
// Whether the promised roof over the slice reaches above the scale's top
// (drawn cut there).
bool promisedAboveScale(const SurfaceGrid::Slice& slice, const VolumePromise& promise, SurfaceMetric metric,
                        const MetricScale& scale);

}  // namespace surfio
