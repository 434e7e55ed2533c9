#include "core/matrix/matrix.h"

#include "core/engine/io_plan.h"
#include "core/text/units.h"

#include <algorithm>
#include <cmath>

namespace surfio {

Sweep sweepOfPoint(const JobSpec& point)
{
    Sweep sweep;
    sweep.patterns = {point.pattern};
    sweep.queueDepths = {point.queueDepth};
    sweep.jobCounts = {point.jobs};
    sweep.rateIops = {point.rateIops};
    sweep.readPercents = {point.effectiveReadPercent()};
    sweep.blockSizes.clear();
    if (point.blockSplit.empty())
        sweep.blockSizes = {point.blockSize};
    else
        sweep.blockSplits = {point.blockSplit};
    return sweep;
}

bool tracks(const SteadyStateTracker& tracker, const JobSpec& point)
{
    return point.blockSplit.empty() && point.blockSize == tracker.blockSize
           && point.effectiveReadPercent() == tracker.readPercent && point.rateSharePercent == 0;
}

namespace {

bool hasMix(Pattern p)
{
    return p == Pattern::ReadWrite || p == Pattern::RandReadWrite;
}

// The block-size columns of a sweep: sizes, then splits, PTS puts the largest first.
std::vector<JobSpec> columnsOf(const Sweep& sweep, const JobSpec& row, bool descending)
{
    std::vector<JobSpec> columns;
    std::vector<uint64_t> sizes = sweep.blockSizes;
    if (descending)
        std::stable_sort(sizes.begin(), sizes.end(), std::greater<>());
    for (uint64_t bs : sizes) {
        JobSpec spec = row;
        spec.blockSize = bs;
        spec.blockSplit.clear();
        columns.push_back(spec);
    }
    for (const BlockSplit& split : sweep.blockSplits) {
        JobSpec spec = row;
        spec.blockSplit = split;
        spec.blockSize = 0;
        for (const BlockSplitPart& part : split)
            spec.blockSize = std::max(spec.blockSize, part.size);
        columns.push_back(spec);
    }
    return columns;
}

size_t mixesOf(const Sweep& sweep, Pattern pattern)
{
    return hasMix(pattern) ? sweep.readPercents.size() : std::min<size_t>(1, sweep.readPercents.size());
}

// The targets of each count of the sweep, outermost: all of them without the axis.
std::vector<JobSpec> targetBases(const Sweep& sweep, const JobSpec& base)
{
    if (sweep.targetCounts.empty())
        return {base};
    std::vector<JobSpec> bases;
    for (uint32_t count : sweep.targetCounts) {
        JobSpec b = base;
        // A count above the targets is refused by checkMatrix (MatrixRule::TargetCount).
        b.targets.resize(std::min<size_t>(count, base.targets.size()));
        bases.push_back(std::move(b));
    }
    return bases;
}

void expandLoad(const Sweep& sweep, const JobSpec& base, bool pts, std::vector<JobSpec>& points)
{
    for (Pattern pattern : sweep.patterns)
        for (uint32_t depth : sweep.queueDepths)
            for (uint32_t jobs : sweep.jobCounts)
                for (uint64_t rate : sweep.rateIops)
                    for (size_t m = 0; m < mixesOf(sweep, pattern); ++m) {
                        JobSpec row = base;
                        row.pattern = pattern;
                        row.queueDepth = depth;
                        row.jobs = jobs;
                        row.rateIops = rate;
                        row.rateSharePercent = 0;
                        row.readPercent = sweep.readPercents[m];
                        for (JobSpec& spec : columnsOf(sweep, row, pts))
                            points.push_back(std::move(spec));
                    }
}

void expandSweep(const Sweep& sweep, const JobSpec& targets, bool pts, std::vector<JobSpec>& points)
{
    for (const JobSpec& base : targetBases(sweep, targets))
        expandLoad(sweep, base, pts, points);
}

// Each unthrottled point followed by its rate steps.
std::vector<JobSpec> withRateSteps(const std::vector<JobSpec>& points, const std::vector<int>& steps)
{
    std::vector<JobSpec> out;
    for (const JobSpec& point : points) {
        out.push_back(point);
        if (point.rateIops != 0)
            continue;
        for (int share : steps) {
            JobSpec step = point;
            step.rateSharePercent = share;
            out.push_back(std::move(step));
        }
    }
    return out;
}

}  // namespace

std::string matrixOrderName(MatrixOrder o)
{
    switch (o) {
    case MatrixOrder::AsListed:
        return "listed";
    case MatrixOrder::Pts:
        return "pts";
    case MatrixOrder::Shuffled:
        return "shuffled";
    }
    return "?";
}

bool parseMatrixOrder(const std::string& s, MatrixOrder& o)
{
    for (MatrixOrder candidate : {MatrixOrder::AsListed, MatrixOrder::Pts, MatrixOrder::Shuffled})
        if (s == matrixOrderName(candidate)) {
            o = candidate;
            return true;
        }
    return false;
}

uint64_t Matrix::pointCount() const
{
    const auto times = [](uint64_t a, uint64_t b) {
        uint64_t product;
        return __builtin_mul_overflow(a, b, &product) ? UINT64_MAX : product;
    };
    const auto plus = [](uint64_t a, uint64_t b) { return b > UINT64_MAX - a ? UINT64_MAX : a + b; };
    uint64_t count = 0;
    for (const Sweep& sweep : sweeps) {
        const uint64_t columns = sweep.blockSizes.size() + sweep.blockSplits.size();
        const uint64_t rows = times(sweep.queueDepths.size(), sweep.jobCounts.size());
        // Each rate is a point; each unthrottled one brings its rate steps.
        const uint64_t unthrottled = uint64_t(std::count(sweep.rateIops.begin(), sweep.rateIops.end(), 0));
        const uint64_t rates = plus(sweep.rateIops.size(), times(unthrottled, rateSteps.size()));
        const uint64_t counts = std::max<uint64_t>(1, sweep.targetCounts.size());
        for (Pattern pattern : sweep.patterns) {
            const uint64_t points = times(times(times(times(counts, rows), rates), mixesOf(sweep, pattern)), columns);
            count = plus(count, points);
        }
    }
    return count;
}

std::vector<JobSpec> Matrix::expand() const
{
    std::vector<JobSpec> points;
    for (const Sweep& sweep : sweeps)
        expandSweep(sweep, base, order == MatrixOrder::Pts, points);
    if (order == MatrixOrder::Shuffled && points.size() > 1) {
        // Fisher–Yates with our own generator, so a seed means the same order everywhere.
        Xoshiro256 rng(orderSeed);
        for (size_t i = points.size() - 1; i > 0; --i)
            std::swap(points[i], points[rng.below(i + 1)]);
    }
    // After the shuffle: a rate step needs its point measured first.
    return rateSteps.empty() ? points : withRateSteps(points, rateSteps);
}

bool Matrix::writes() const
{
    const auto points = expand();
    return precondition || std::any_of(points.begin(), points.end(), [](const JobSpec& s) { return s.writes(); });
}

bool Matrix::reads() const
{
    const auto points = expand();
    return std::any_of(points.begin(), points.end(), [](const JobSpec& s) { return s.reads(); });
}

std::vector<uint64_t> Matrix::distinctBlockSizes() const
{
    std::vector<uint64_t> sizes;
    for (const Sweep& sweep : sweeps) {
        sizes.insert(sizes.end(), sweep.blockSizes.begin(), sweep.blockSizes.end());
        for (const BlockSplit& split : sweep.blockSplits)
            for (const BlockSplitPart& part : split)
                sizes.push_back(part.size);
    }
    std::sort(sizes.begin(), sizes.end());
    sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
    return sizes;
}

bool Matrix::shrunk() const
{
    return (presetRuntime.count() > 0 && base.runtime < presetRuntime)
           || (presetRegion > 0 && base.regionSize != 0 && base.regionSize < presetRegion);
}

int rateStepBase(const std::vector<JobSpec>& points, size_t step)
{
    if (step >= points.size() || points[step].rateSharePercent == 0)
        return -1;
    for (size_t i = step; i-- > 0;)
        if (points[i].rateSharePercent == 0)
            return int(i);
    return -1;
}

uint64_t rateStepIops(double unthrottledIops, int sharePercent, uint64_t workers)
{
    const double perWorker = unthrottledIops * sharePercent / 100.0 / double(std::max<uint64_t>(workers, 1));
    // Up, but not past a whole number that rounding errors only seem to exceed.
    const double rate = std::ceil(perWorker * (1 - 1e-12));
    return rate >= 1 ? toCount(rate) : 1;
}

Matrix quickMatrix()
{
    Matrix m;
    m.base.regionSize = 256ULL << 20;
    m.base.runtime = std::chrono::seconds(3);
    m.base.rampTime = std::chrono::seconds(1);
    Sweep& s = m.sweeps.front();
    s.patterns = {Pattern::RandReadWrite};
    s.queueDepths = {32};
    s.jobCounts = {1};
    s.readPercents = {100, 50, 0};
    s.blockSizes = {4096, 65536, 1ULL << 20};
    return m;
}

QStringList targetPaths(const Matrix& matrix)
{
    QStringList paths;
    for (const std::string& t : matrix.base.targets)
        paths << QString::fromStdString(t);
    return paths;
}

}  // namespace surfio
