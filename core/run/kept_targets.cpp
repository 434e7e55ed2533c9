#include "core/run/kept_targets.h"

namespace surfio {

KeptTargets::Opening KeptTargets::openingOf(const Matrix& matrix, const std::vector<uint64_t>& blockSizes)
{
    const JobSpec& base = matrix.base;
    Opening o;
    o.paths = base.targets;
    o.blockSizes = blockSizes;
    o.regionOffset = base.regionOffset;
    o.regionSize = base.regionSize;
    o.direct = base.direct;
    o.verify = base.verify != VerifyChoice::Off;
    o.hipri = base.hipri;
    o.allowWriteDevice = base.allowWriteDevice;
    o.force = base.force;
    o.keepScratch = base.keepScratch;
    o.writes = matrix.writes();
    o.reads = matrix.reads();
    return o;
}

std::vector<std::unique_ptr<Target>> KeptTargets::take(const Matrix& matrix, const std::vector<uint64_t>& blockSizes)
{
    std::vector<std::unique_ptr<Target>> taken;
    if (openingOf(matrix, blockSizes) == opening_)
        taken.swap(targets_);
    release();
    return taken;
}

void KeptTargets::keep(const Matrix& matrix, const std::vector<uint64_t>& blockSizes,
                       std::vector<std::unique_ptr<Target>> targets)
{
    opening_ = openingOf(matrix, blockSizes);
    targets_ = std::move(targets);
}

void KeptTargets::release()
{
    targets_.clear();
    opening_ = {};
}

}  // namespace surfio
