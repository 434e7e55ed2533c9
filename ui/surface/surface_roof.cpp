#include "ui/surface/surface_roof.h"

#include "core/analysis/promised.h"
#include "core/text/units.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace surfio {

namespace {

// A row alone is drawn this share of the read % axis wide, each side.
constexpr float kRibbonHalfWidth = 0.015f;
// The roof's net: columns this many a doubling of the block size (the
// bandwidth roof B / bs curves between them), and rows between two fitted
// mixes, so the net reads as a lid over the surface.
constexpr int kColumnsPerOctave = 2;
constexpr int kRowsBetweenMixes = 3;
// The I/O unit's steps drawn at most this many times (a 256 KiB unit to 16 MiB).
constexpr int kMostUnitSteps = 64;

struct RoofText {
    Q_DECLARE_TR_FUNCTIONS(SurfaceRoof)
};

bool hasRoof(SurfaceMetric metric)
{
    return metric == SurfaceMetric::Iops || metric == SurfaceMetric::Bandwidth;
}

bool holdsAPointOf(const SurfaceGrid::Slice& slice, int row, const LimitsGroup& group)
{
    for (int c = 0; c < slice.columns(); ++c)
        if (!slice.isSplit(c) && group.points.contains(slice.at(row, c).pointIndex))
            return true;
    return false;
}

// The plain block sizes' places, ascending (the splits sit past them).
std::vector<double> plainPositions(const SurfaceGrid::Slice& slice)
{
    std::vector<double> xs;
    for (int c = 0; c < slice.columns(); ++c)
        if (!slice.isSplit(c))
            xs.push_back(slice.positions[size_t(c)]);
    return xs;
}

bool within(const std::vector<double>& xs, double x)
{
    return !xs.empty() && x > xs.front() && x < xs.back();
}

// A row's read % as a ribbon's two edges, inside the axis.
std::pair<float, float> ribbonEdges(const SurfaceGrid::Slice& slice, int row)
{
    const auto low = float(slice.readPercents.front());
    const auto high = float(slice.readPercents.back());
    const float half = kRibbonHalfWidth * std::max(high - low, 1.0f);
    const auto z = float(slice.readPercents[size_t(row)]);
    return {std::max(low, z - half), std::min(high, z + half)};
}

// The roof at z, a share t of the way from one line to the next (same x).
std::vector<QVector3D> patchRow(const RoofLine& from, const RoofLine& to, double t, float z, double lift)
{
    std::vector<QVector3D> row;
    for (size_t i = 0; i < from.points.size(); ++i) {
        const double y = (1 - t) * from.points[i].y() + t * to.points[i].y();
        row.emplace_back(float(from.points[i].x()), float(y + lift), z);
    }
    return row;
}

std::vector<QVector3D> patchRow(const RoofLine& line, float z, double lift)
{
    return patchRow(line, line, 0, z, lift);
}

// The plain block sizes and `perOctave` steps between the first and the last.
std::vector<double> withOctaveSteps(const std::vector<double>& plain, int perOctave)
{
    std::vector<double> xs = plain;
    if (plain.size() > 1 && plain.front() > 0) {
        const double steps = std::floor(perOctave * std::log2(plain.back() / plain.front()));
        for (int k = 1; k < int(steps); ++k)
            xs.push_back(std::round(plain.front() * std::exp2(k / double(perOctave))));
    }
    return xs;
}

// A roof's height in the metric at a block size, from its IOPS there.
double inMetric(double iops, uint64_t blockSize, SurfaceMetric metric)
{
    return metric == SurfaceMetric::Iops ? iops : iops * double(blockSize) / 1e6;
}

// Where the roof is drawn: the plain block sizes, the steps of the net
// between them, and each fitted mix's crossover (the roof's corner).
std::vector<double> roofColumns(const std::vector<double>& plain, const SliceLimits& limits)
{
    std::vector<double> xs = withOctaveSteps(plain, kColumnsPerOctave);
    for (const SliceLimits::Row& r : limits.rows)
        if (within(plain, r.group.fit.crossoverBlockSize))
            xs.push_back(std::round(r.group.fit.crossoverBlockSize));
    std::sort(xs.begin(), xs.end());
    xs.erase(std::unique(xs.begin(), xs.end()), xs.end());
    return xs;
}

}  // namespace

SliceLimits SliceLimits::of(const SurfaceGrid::Slice& slice, const QList<LimitsGroup>& limits)
{
    SliceLimits out;
    for (int r = 0; r < slice.rows(); ++r) {
        const auto group = std::find_if(limits.begin(), limits.end(), [&](const LimitsGroup& g) {
            return g.fit.fitted && holdsAPointOf(slice, r, g);
        });
        if (group != limits.end())
            out.rows.push_back({r, *group});
    }
    return out;
}

bool SliceLimits::reachesALimit() const
{
    return std::any_of(rows.begin(), rows.end(),
                       [](const Row& r) { return r.group.fit.iopsLimit > 0 || r.group.fit.bandwidthLimit > 0; });
}

std::optional<double> roofValue(const RooflineFit& fit, uint64_t blockSize, SurfaceMetric metric)
{
    if (!hasRoof(metric))
        return std::nullopt;
    return inMetric(rooflineIops(fit, blockSize), blockSize, metric);
}

double highestRoof(const SurfaceGrid::Slice& slice, const SliceLimits& limits, SurfaceMetric metric)
{
    double highest = 0;
    for (const SliceLimits::Row& r : limits.rows)
        for (const double x : plainPositions(slice))
            highest = std::max(highest, roofValue(r.group.fit, uint64_t(x), metric).value_or(0));
    return highest;
}

std::vector<RoofLine> roofLines(const SurfaceGrid::Slice& slice, const SliceLimits& limits, SurfaceMetric metric,
                                const MetricScale& scale)
{
    const std::vector<double> plain = plainPositions(slice);
    std::vector<RoofLine> lines;
    if (!hasRoof(metric)) {
        for (const SliceLimits::Row& r : limits.rows)
            if (const double c = r.group.fit.crossoverBlockSize; within(plain, c))
                lines.push_back({r.row, true, {QPointF(c, 0), QPointF(c, scale.top())}});
        return lines;
    }
    const std::vector<double> xs = roofColumns(plain, limits);
    for (const SliceLimits::Row& r : limits.rows) {
        if (r.group.fit.iopsLimit <= 0 && r.group.fit.bandwidthLimit <= 0)
            continue;
        RoofLine line{r.row, false, {}};
        for (const double x : xs) {
            const double raw = roofValue(r.group.fit, uint64_t(x), metric).value_or(0);
            line.points.emplace_back(x, std::min(scale.shown(raw), scale.top()));
        }
        lines.push_back(line);
    }
    return lines;
}

std::vector<RoofPatch> roofPatches(const SurfaceGrid::Slice& slice, const std::vector<RoofLine>& lines, double axisTop)
{
    std::vector<RoofPatch> patches;
    for (size_t i = 0; i < lines.size();) {
        // Roofs of neighbouring rows, one after another in the list, make one piece.
        size_t end = i + 1;
        while (!lines[i].crossover && end < lines.size() && !lines[end].crossover
               && lines[end].row == lines[end - 1].row + 1)
            ++end;
        const double lift = lines[i].crossover ? 0 : kRoofLift * axisTop;
        RoofPatch patch;
        if (end - i > 1) {
            for (size_t k = i; k + 1 < end; ++k) {
                const auto z0 = float(slice.readPercents[size_t(lines[k].row)]);
                const auto z1 = float(slice.readPercents[size_t(lines[k + 1].row)]);
                for (int step = 0; step <= kRowsBetweenMixes; ++step) {
                    const double t = step / double(kRowsBetweenMixes + 1);
                    patch.push_back(patchRow(lines[k], lines[k + 1], t, z0 + float(t) * (z1 - z0), lift));
                }
            }
            patch.push_back(patchRow(lines[end - 1], float(slice.readPercents[size_t(lines[end - 1].row)]), lift));
        } else {
            const auto [low, high] = ribbonEdges(slice, lines[i].row);
            patch = {patchRow(lines[i], low, lift), patchRow(lines[i], high, lift)};
        }
        patches.push_back(std::move(patch));
        i = end;
    }
    return patches;
}

namespace {

// Where the promised roof is drawn: the plain block sizes, steps between
// them, each corner where the bandwidth promise meets the IOPS promise
// (k B / I where a size counts as k I/Os), and each step of the I/O unit.
std::vector<double> promisedColumns(const std::vector<double>& plain, const VolumePromise& p)
{
    std::vector<double> xs = withOctaveSteps(plain, kPromisedStepsPerOctave);
    const auto unit = double(p.ioUnitBytes);
    for (int k = 1; k <= (unit > 0 ? kMostUnitSteps : 1); ++k) {
        if (p.iops > 0 && p.bandwidth > 0) {
            const double knee = std::round(k * p.bandwidth / p.iops);
            if (within(plain, knee) && (unit <= 0 || (knee > (k - 1) * unit && knee <= k * unit)))
                xs.push_back(knee);
        }
        if (unit > 0 && within(plain, k * unit)) {
            xs.push_back(k * unit);
            xs.push_back(k * unit + 1);
        }
    }
    std::sort(xs.begin(), xs.end());
    xs.erase(std::unique(xs.begin(), xs.end()), xs.end());
    return xs;
}

}  // namespace

std::optional<double> promisedValue(const VolumePromise& promise, uint64_t blockSize, SurfaceMetric metric)
{
    const double iops = hasRoof(metric) ? promisedIops(promise, blockSize) : 0;
    if (iops <= 0)
        return std::nullopt;
    return inMetric(iops, blockSize, metric);
}

double highestPromised(const SurfaceGrid::Slice& slice, const VolumePromise& promise, SurfaceMetric metric)
{
    double highest = 0;
    for (const double x : plainPositions(slice))
        highest = std::max(highest, promisedValue(promise, uint64_t(x), metric).value_or(0));
    return highest;
}

RoofLine promisedRoofLine(const SurfaceGrid::Slice& slice, const VolumePromise& promise, SurfaceMetric metric,
                          const MetricScale& scale)
{
    const std::vector<double> plain = plainPositions(slice);
    RoofLine line;
    if (plain.size() < 2 || plain.front() <= 0 || !promisedValue(promise, uint64_t(plain.front()), metric))
        return line;
    for (const double x : promisedColumns(plain, promise)) {
        const double raw = promisedValue(promise, uint64_t(x), metric).value_or(0);
        line.points.emplace_back(x, std::min(scale.shown(raw), scale.top()));
    }
    return line;
}

RoofPatch promisedPatch(const SurfaceGrid::Slice& slice, const RoofLine& line, double axisTop)
{
    if (line.points.empty() || slice.readPercents.empty())
        return {};
    // The same line on every mix, drawn as the fitted roof's lid is, so the net reads as one.
    std::vector<RoofLine> rows;
    for (int r = 0; r < slice.rows(); ++r)
        rows.push_back({r, false, line.points});
    return roofPatches(slice, rows, axisTop).front();
}

QString promisedRoofName(const VolumePromise& promise, bool aboveScale)
{
    const QString profile = QString::fromStdString(promise.profile);
    QString name = promise.sizeBytes > 0 ? RoofText::tr("promised: %1 %2").arg(profile, formatSize(promise.sizeBytes))
                                         : RoofText::tr("promised: %1").arg(profile);
    QStringList figures;
    if (promise.iops > 0)
        figures.append(RoofText::tr("%1 IOPS").arg(QLocale().toString(qRound64(promise.iops))));
    if (promise.bandwidth > 0)
        figures.append(RoofText::tr("%1 MiB/s").arg(QLocale().toString(promise.bandwidth / double(1 << 20), 'g', 4)));
    if (!figures.isEmpty())
        name = RoofText::tr("%1, %2").arg(name, figures.join(QStringLiteral(" · ")));
    // Its top cut off by the scale: the figures say how high it goes.
    return aboveScale ? RoofText::tr("%1 (above the scale)").arg(name) : name;
}

bool promisedAboveScale(const SurfaceGrid::Slice& slice, const VolumePromise& promise, SurfaceMetric metric,
                        const MetricScale& scale)
{
    return scale.shown(highestPromised(slice, promise, metric)) > scale.top() * (1 + 1e-9);
}

}  // namespace surfio
