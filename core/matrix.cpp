#include "matrix.h"

#include <algorithm>

namespace surfio {

namespace {
bool hasMix(Pattern p)
{
    return p == Pattern::ReadWrite || p == Pattern::RandReadWrite;
}
}

std::vector<JobSpec> Matrix::expand() const
{
    std::vector<JobSpec> points;
    for (Pattern pattern : patterns)
        for (uint32_t depth : queueDepths)
            for (uint32_t jobs : jobCounts)
                for (size_t m = 0; m < (hasMix(pattern) ? readPercents.size() : std::min<size_t>(1, readPercents.size())); ++m)
                    for (uint64_t bs : blockSizes) {
                        JobSpec spec = base;
                        spec.pattern = pattern;
                        spec.queueDepth = depth;
                        spec.jobs = jobs;
                        spec.readPercent = readPercents[m];
                        spec.blockSize = bs;
                        points.push_back(spec);
                    }
    return points;
}

bool Matrix::writes() const
{
    const auto points = expand();
    return std::any_of(points.begin(), points.end(), [](const JobSpec& s) { return s.writes(); });
}

bool Matrix::reads() const
{
    const auto points = expand();
    return std::any_of(points.begin(), points.end(), [](const JobSpec& s) { return s.reads(); });
}

std::vector<uint64_t> Matrix::distinctBlockSizes() const
{
    std::vector<uint64_t> sizes = blockSizes;
    std::sort(sizes.begin(), sizes.end());
    sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
    return sizes;
}

Matrix quickMatrix()
{
    Matrix m;
    m.base.regionSize = 256ULL << 20;
    m.base.runtime = std::chrono::seconds(3);
    m.base.rampTime = std::chrono::seconds(1);
    m.patterns = {Pattern::RandReadWrite};
    m.queueDepths = {32};
    m.jobCounts = {1};
    m.readPercents = {100, 50, 0};
    m.blockSizes = {4096, 65536, 1ULL << 20};
    return m;
}

} // namespace surfio
