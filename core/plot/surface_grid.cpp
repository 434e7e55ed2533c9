#include "core/plot/surface_grid.h"

#include "core/result/point_summary.h"
#include "core/text/units.h"

#include <algorithm>
#include <cmath>

namespace surfio {

namespace {

bool hasMix(Pattern p)
{
    return p == Pattern::ReadWrite || p == Pattern::RandReadWrite;
}

template <typename T> void appendOnce(std::vector<T>& list, const T& value)
{
    if (std::find(list.begin(), list.end(), value) == list.end())
        list.push_back(value);
}

// A rate step's rate follows what its point reached, which differs from point
// to point and round to round: its slice is its share's.
// A slice's target count for a point: 0 without the axis.
uint32_t targetCountOf(const JobSpec& spec, bool axis)
{
    return axis ? uint32_t(spec.targets.size()) : 0;
}

bool sameSlice(const SurfaceGrid::Slice& slice, const JobSpec& spec, bool axis)
{
    return slice.targetCount == targetCountOf(spec, axis) && slice.pattern == spec.pattern
           && slice.queueDepth == spec.queueDepth && slice.jobs == spec.jobs
           && slice.rateSharePercent == spec.rateSharePercent
           && (spec.rateSharePercent > 0 || slice.rateIops == spec.rateIops);
}

int indexIn(const auto& sorted, const auto& value)
{
    const auto it = std::lower_bound(sorted.begin(), sorted.end(), value);
    return it != sorted.end() && *it == value ? int(it - sorted.begin()) : -1;
}

struct ColumnKey {
    uint64_t blockSize = 0;
    BlockSplit split;
    bool operator==(const ColumnKey&) const = default;
};

SurfaceGrid::Figures operator+(SurfaceGrid::Figures a, const SurfaceGrid::Figures& b)
{
    a.iops += b.iops;
    a.megabytesPerSecond += b.megabytesPerSecond;
    a.meanLatencyNs += b.meanLatencyNs;
    a.p99LatencyNs += b.p99LatencyNs;
    return a;
}

SurfaceGrid::Figures operator/(SurfaceGrid::Figures a, double n)
{
    a.iops /= n;
    a.megabytesPerSecond /= n;
    a.meanLatencyNs /= n;
    a.p99LatencyNs /= n;
    return a;
}

}  // namespace

SurfaceGrid::Figures SurfaceGrid::Figures::of(const RunFigures& run)
{
    Figures f;
    f.iops = run.iops;
    f.megabytesPerSecond = run.megabytesPerSecond;
    f.meanLatencyNs = run.meanLatencyNs;
    f.p99LatencyNs = run.p99LatencyNs;
    return f;
}

double SurfaceGrid::Figures::value(SurfaceMetric metric) const
{
    switch (metric) {
    case SurfaceMetric::Iops:
        return iops;
    case SurfaceMetric::Bandwidth:
        return megabytesPerSecond;
    case SurfaceMetric::MeanLatency:
        return meanLatencyNs;
    case SurfaceMetric::P99Latency:
        return p99LatencyNs;
    }
    return 0;
}

bool SurfaceGrid::Slice::hasSplits() const
{
    return std::any_of(splits.begin(), splits.end(), [](const BlockSplit& s) { return !s.empty(); });
}

QString SurfaceGrid::Slice::columnName(int column) const
{
    return isSplit(column) ? QString::fromStdString(blockSplitName(splits[size_t(column)]))
                           : formatSize(blockSizes[size_t(column)]);
}

JobSpec SurfaceGrid::Slice::spec() const
{
    JobSpec spec;
    spec.pattern = pattern;
    spec.queueDepth = queueDepth;
    spec.jobs = jobs;
    spec.rateIops = rateIops;
    spec.rateSharePercent = rateSharePercent;
    spec.targets.assign(targetCount, {});
    return spec;
}

double SurfaceGrid::Slice::largest(SurfaceMetric metric) const
{
    double largest = 0;
    for (const Cell& cell : cells)
        if (cell.figures)
            largest = std::max(largest, cell.figures->value(metric));
    return largest;
}

int SurfaceGrid::Slice::pointCount() const
{
    return int(std::count_if(cells.begin(), cells.end(), [](const Cell& c) { return c.pointIndex >= 0; }));
}

int SurfaceGrid::Slice::measuredCount() const
{
    return int(std::count_if(cells.begin(), cells.end(), [](const Cell& c) { return c.figures.has_value(); }));
}

double SurfaceGrid::splitPosition(uint64_t largestPlainSize, int k)
{
    double first = 1;
    while (first <= double(largestPlainSize))
        first *= 2;
    return first * std::exp2(k);
}

void SurfaceGrid::setMatrix(const Matrix& matrix)
{
    const std::vector<JobSpec> specs = matrix.expand();
    slices_.clear();
    targetAxis_ =
        std::any_of(matrix.sweeps.begin(), matrix.sweeps.end(), [](const Sweep& s) { return !s.targetCounts.empty(); });
    std::vector<std::vector<ColumnKey>> columns;
    for (const JobSpec& spec : specs) {
        auto slice = std::find_if(slices_.begin(), slices_.end(),
                                  [&](const Slice& s) { return sameSlice(s, spec, targetAxis_); });
        if (slice == slices_.end()) {
            slices_.push_back({spec.pattern,
                               spec.queueDepth,
                               spec.jobs,
                               spec.rateSharePercent > 0 ? 0 : spec.rateIops,
                               spec.rateSharePercent,
                               {},
                               {},
                               {},
                               {},
                               {},
                               targetCountOf(spec, targetAxis_)});
            columns.emplace_back();
            slice = slices_.end() - 1;
        }
        appendOnce(columns[size_t(slice - slices_.begin())], ColumnKey{spec.blockSize, spec.blockSplit});
        appendOnce(slice->readPercents, spec.effectiveReadPercent());
    }
    for (size_t s = 0; s < slices_.size(); ++s) {
        Slice& slice = slices_[s];
        std::vector<ColumnKey>& keys = columns[s];
        // Plain sizes ascending, then the splits as listed.
        const auto splitsFrom =
            std::stable_partition(keys.begin(), keys.end(), [](const ColumnKey& k) { return k.split.empty(); });
        std::sort(keys.begin(), splitsFrom,
                  [](const ColumnKey& a, const ColumnKey& b) { return a.blockSize < b.blockSize; });
        const uint64_t largest = splitsFrom == keys.begin() ? 0 : (splitsFrom - 1)->blockSize;
        int k = 0;
        for (auto it = keys.begin(); it != keys.end(); ++it) {
            slice.blockSizes.push_back(it->blockSize);
            slice.splits.push_back(it->split);
            slice.positions.push_back(it->split.empty() ? double(it->blockSize) : splitPosition(largest, k++));
        }
        std::sort(slice.readPercents.begin(), slice.readPercents.end());
        slice.cells.assign(slice.blockSizes.size() * slice.readPercents.size(), Cell{});
    }
    positions_.assign(specs.size(), Position{});
    for (size_t i = 0; i < specs.size(); ++i) {
        const Position p = find(specs[i]);
        positions_[i] = p;
        slices_[size_t(p.slice)].at(p.row, p.column).pointIndex = int(i);
    }
}

void SurfaceGrid::setResults(const ResultSet& results, const QList<RunFigures>& figures)
{
    setMatrix(matrixOf(results.points));
    // The derived matrix may hold crossings the run never reached (a stopped
    // run): those cells keep no point.
    for (Slice& slice : slices_)
        for (Cell& cell : slice.cells)
            cell.pointIndex = -1;
    positions_.clear();
    for (const JobResult& run : results.points) {
        if (run.point < 0)
            continue;
        const Position p = find(run.spec);
        if (!p.valid())
            continue;
        if (size_t(run.point) >= positions_.size())
            positions_.resize(size_t(run.point) + 1);
        positions_[size_t(run.point)] = p;
        slices_[size_t(p.slice)].at(p.row, p.column).pointIndex = run.point;
    }
    setCounted(results, figures);
}

SurfaceGrid::Position SurfaceGrid::setResult(int index, const JobResult& result, const RunFigures& figures)
{
    if (index < 0)
        return {};
    Position p = positionOf(index);
    if (!p.valid()) {
        p = find(result.spec);
        if (!p.valid())
            return {};
        if (size_t(index) >= positions_.size())
            positions_.resize(size_t(index) + 1);
        positions_[size_t(index)] = p;
    }
    Cell& cell = slices_[size_t(p.slice)].at(p.row, p.column);
    cell.pointIndex = index;
    cell.sum = cell.sum + Figures::of(figures);
    ++cell.runs;
    cell.figures = cell.sum / double(cell.runs);
    return p;
}

void SurfaceGrid::setCounted(const ResultSet& results, const QList<RunFigures>& figures)
{
    for (Slice& slice : slices_)
        for (Cell& cell : slice.cells) {
            cell.figures.reset();
            cell.runs = 0;
            cell.sum = {};
        }
    for (int i = 0; i < results.points.size(); ++i) {
        const JobResult& run = results.points[i];
        if (countsForPoint(results, run))
            setResult(run.point, run, figures[i]);
    }
}

SurfaceGrid::Position SurfaceGrid::positionOf(int index) const
{
    return index >= 0 && size_t(index) < positions_.size() ? positions_[size_t(index)] : Position{};
}

Matrix SurfaceGrid::matrixOf(const QList<JobResult>& points)
{
    Matrix m;
    Sweep& sweep = m.sweeps.front();
    sweep.patterns.clear();
    sweep.queueDepths.clear();
    sweep.jobCounts.clear();
    sweep.readPercents.clear();
    sweep.blockSizes.clear();
    sweep.blockSplits.clear();
    sweep.rateIops.clear();
    if (!points.isEmpty())
        m.base = points.first().spec;
    for (const JobResult& point : points) {
        const JobSpec& s = point.spec;
        appendOnce(sweep.targetCounts, uint32_t(s.targets.size()));
        if (s.targets.size() > m.base.targets.size())
            m.base.targets = s.targets;
        appendOnce(sweep.patterns, s.pattern);
        appendOnce(sweep.queueDepths, s.queueDepth);
        appendOnce(sweep.jobCounts, s.jobs);
        if (s.rateSharePercent > 0)
            appendOnce(m.rateSteps, s.rateSharePercent);
        else
            appendOnce(sweep.rateIops, s.rateIops);
        // A pattern without a mix ignores the list, so its leftover
        // readPercent must not add rows to the patterns that have one.
        if (hasMix(s.pattern))
            appendOnce(sweep.readPercents, s.readPercent);
        if (s.blockSplit.empty())
            appendOnce(sweep.blockSizes, s.blockSize);
        else
            appendOnce(sweep.blockSplits, s.blockSplit);
    }
    if (sweep.readPercents.empty())
        sweep.readPercents = {100};
    if (sweep.rateIops.empty())
        sweep.rateIops = {0};
    // One count is no axis: every point on all the targets.
    if (sweep.targetCounts.size() < 2)
        sweep.targetCounts.clear();
    std::sort(sweep.targetCounts.begin(), sweep.targetCounts.end());
    std::sort(m.rateSteps.begin(), m.rateSteps.end());
    return m;
}

SurfaceGrid::Block SurfaceGrid::measuredBlock(const Slice& slice)
{
    Block byRows;
    Block byColumns;
    for (int c = 0; c < slice.columns(); ++c)
        byRows.columns.push_back(c);
    for (int r = 0; r < slice.rows(); ++r)
        byColumns.rows.push_back(r);
    for (int r = 0; r < slice.rows(); ++r) {
        bool complete = true;
        for (int c = 0; c < slice.columns() && complete; ++c)
            complete = slice.at(r, c).figures.has_value();
        if (complete)
            byRows.rows.push_back(r);
    }
    for (int c = 0; c < slice.columns(); ++c) {
        bool complete = true;
        for (int r = 0; r < slice.rows() && complete; ++r)
            complete = slice.at(r, c).figures.has_value();
        if (complete)
            byColumns.columns.push_back(c);
    }
    if (byRows.rows.empty())
        byRows.columns.clear();
    if (byColumns.columns.empty())
        byColumns.rows.clear();
    const auto cells = [](const Block& b) { return b.rows.size() * b.columns.size(); };
    return cells(byRows) >= cells(byColumns) ? byRows : byColumns;
}

SurfaceGrid::Position SurfaceGrid::find(const JobSpec& spec) const
{
    for (size_t s = 0; s < slices_.size(); ++s) {
        const Slice& slice = slices_[s];
        if (!sameSlice(slice, spec, targetAxis_))
            continue;
        const int row = indexIn(slice.readPercents, spec.effectiveReadPercent());
        int column = -1;
        for (int c = 0; c < slice.columns() && column < 0; ++c)
            if (slice.blockSizes[size_t(c)] == spec.blockSize && slice.splits[size_t(c)] == spec.blockSplit)
                column = c;
        if (row >= 0 && column >= 0)
            return {int(s), row, column};
        return {};
    }
    return {};
}

}  // namespace surfio
