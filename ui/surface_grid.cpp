#include "surface_grid.h"

#include <algorithm>

namespace surfio {

namespace {

bool hasMix(Pattern p)
{
    return p == Pattern::ReadWrite || p == Pattern::RandReadWrite;
}

template<typename T>
void appendOnce(std::vector<T>& list, const T& value)
{
    if (std::find(list.begin(), list.end(), value) == list.end())
        list.push_back(value);
}

bool sameSlice(const SurfaceGrid::Slice& slice, const JobSpec& spec)
{
    return slice.pattern == spec.pattern && slice.queueDepth == spec.queueDepth && slice.jobs == spec.jobs;
}

int indexIn(const auto& sorted, const auto& value)
{
    const auto it = std::lower_bound(sorted.begin(), sorted.end(), value);
    return it != sorted.end() && *it == value ? int(it - sorted.begin()) : -1;
}

} // namespace

SurfaceGrid::Figures SurfaceGrid::Figures::of(const JobResult& result)
{
    Figures f;
    f.iops = result.iops(result.read) + result.iops(result.write);
    f.megabytesPerSecond = (result.bandwidth(result.read) + result.bandwidth(result.write)) / 1e6;
    const uint64_t ios = result.read.ios + result.write.ios;
    f.meanLatencyNs = ios ? (result.read.latSumNs + result.write.latSumNs) / double(ios) : 0.0;
    LatencyHistogram all = result.read.histogram;
    all.merge(result.write.histogram);
    f.p99LatencyNs = all.percentile(99);
    return f;
}

int SurfaceGrid::Slice::pointCount() const
{
    return int(std::count_if(cells.begin(), cells.end(), [](const Cell& c) { return c.pointIndex >= 0; }));
}

int SurfaceGrid::Slice::measuredCount() const
{
    return int(std::count_if(cells.begin(), cells.end(), [](const Cell& c) { return c.figures.has_value(); }));
}

void SurfaceGrid::setMatrix(const Matrix& matrix)
{
    const std::vector<JobSpec> specs = matrix.expand();
    slices_.clear();
    for (const JobSpec& spec : specs) {
        auto slice = std::find_if(slices_.begin(), slices_.end(), [&](const Slice& s) { return sameSlice(s, spec); });
        if (slice == slices_.end()) {
            slices_.push_back({spec.pattern, spec.queueDepth, spec.jobs, {}, {}, {}});
            slice = slices_.end() - 1;
        }
        appendOnce(slice->blockSizes, spec.blockSize);
        appendOnce(slice->readPercents, spec.effectiveReadPercent());
    }
    for (Slice& slice : slices_) {
        std::sort(slice.blockSizes.begin(), slice.blockSizes.end());
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

void SurfaceGrid::setResults(const QList<JobResult>& points)
{
    setMatrix(matrixOf(points));
    // The derived matrix may hold crossings the run never reached (a stopped
    // run): those cells keep no point.
    for (Slice& slice : slices_)
        for (Cell& cell : slice.cells)
            cell.pointIndex = -1;
    positions_.assign(size_t(points.size()), Position{});
    for (qsizetype i = 0; i < points.size(); ++i)
        setResult(int(i), points[i]);
}

SurfaceGrid::Position SurfaceGrid::setResult(int index, const JobResult& result)
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
    cell.figures = Figures::of(result);
    return p;
}

SurfaceGrid::Position SurfaceGrid::positionOf(int index) const
{
    return index >= 0 && size_t(index) < positions_.size() ? positions_[size_t(index)] : Position{};
}

Matrix SurfaceGrid::matrixOf(const QList<JobResult>& points)
{
    Matrix m;
    m.sweeps.front().patterns.clear();
    m.sweeps.front().queueDepths.clear();
    m.sweeps.front().jobCounts.clear();
    m.sweeps.front().readPercents.clear();
    m.sweeps.front().blockSizes.clear();
    if (!points.isEmpty())
        m.base = points.first().spec;
    for (const JobResult& point : points) {
        const JobSpec& s = point.spec;
        appendOnce(m.sweeps.front().patterns, s.pattern);
        appendOnce(m.sweeps.front().queueDepths, s.queueDepth);
        appendOnce(m.sweeps.front().jobCounts, s.jobs);
        // A pattern without a mix ignores the list, so its leftover
        // readPercent must not add rows to the patterns that have one.
        if (hasMix(s.pattern))
            appendOnce(m.sweeps.front().readPercents, s.readPercent);
        appendOnce(m.sweeps.front().blockSizes, s.blockSize);
    }
    if (m.sweeps.front().readPercents.empty())
        m.sweeps.front().readPercents = {100};
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
        if (!sameSlice(slices_[s], spec))
            continue;
        const int row = indexIn(slices_[s].readPercents, spec.effectiveReadPercent());
        const int column = indexIn(slices_[s].blockSizes, spec.blockSize);
        if (row >= 0 && column >= 0)
            return {int(s), row, column};
        return {};
    }
    return {};
}

} // namespace surfio
