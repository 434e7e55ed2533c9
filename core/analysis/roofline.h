#pragma once

// A volume's two limits, read from points that differ only in block size: a
// capped volume (a cloud block volume, a throttled device) serves at most I
// I/Os and B bytes a second, so IOPS(bs) = min(I, B / bs) — the roofline that
// the OCI page and the seeds read off their charts by hand. Some clouds count
// an I/O above 256 KiB as ceil(bs / 256 KiB) I/Os (AWS); that model is fitted
// too and the better fit reported.

#include <cstdint>
#include <vector>

namespace surfio {

enum class RooflineModel {
    Min,        // IOPS(bs) = min(I, B / bs)
    Units256k,  // IOPS(bs) = min(I / ceil(bs / 256 KiB), B / bs)
};
const char* rooflineModelName(RooflineModel model);  // "min", "256k-units", as the JSON spells it

// What held a point back.
enum class Bound {
    Iops,       // on the IOPS plateau (within kPlateauTolerance of the limit)
    Bandwidth,  // on the bandwidth plateau
    Neither,    // below both: latency or queue depth is the limit
};
const char* boundName(Bound bound);  // "iops", "bandwidth", "neither"

struct RooflinePoint {
    uint64_t blockSize = 0;  // bytes
    double iops = 0;
};

struct RooflineFit {
    bool fitted = false;  // false: fewer than kMinRooflineSizes block sizes, no verdict at all
    RooflineModel model = RooflineModel::Min;
    // A limit is reported only where the data shows it: at least
    // kPlateauPoints points within kPlateauTolerance of it. 0: not reached.
    double iopsLimit = 0;
    double bandwidthLimit = 0;      // bytes/s
    double crossoverBlockSize = 0;  // bytes, B / I; 0 unless both limits are reported
    // Largest |measured − modelled| / measured over the points (a point below
    // both included: it is that far under the roof), for the model reported,
    // and for the other one (how much better the reported one fits). 0 where
    // there is no roof to compare (that model, or the one reported, found no
    // limit).
    double maxResidual = 0;
    double otherModelResidual = 0;
    // The most the points reached, for "no IOPS limit reached up to N IOPS".
    double highestIops = 0;
    double highestBandwidth = 0;  // bytes/s
    std::vector<Bound> bounds;    // one per point, in the order given (all Neither unless fitted)
};

constexpr int kMinRooflineSizes = 3;
constexpr int kPlateauPoints = 2;
constexpr double kPlateauTolerance = 0.05;
constexpr uint64_t kCloudUnitBytes = uint64_t{256} * 1024;

// Fits both models to one point per block size (any order; IOPS ≥ 0; a point
// without IOPS is Neither and does not count towards kMinRooflineSizes) and
// reports the better one. A smooth latency-bound curve (a low queue depth on a
// device without a cap) yields no IOPS limit: see roofline.cpp.
RooflineFit fitRoofline(const std::vector<RooflinePoint>& points);

// The fitted model's IOPS at a block size (for drawing the roof); a limit
// that was not reported does not cap it. 0 when !fit.fitted or no limit was
// reported.
double rooflineIops(const RooflineFit& fit, uint64_t blockSize);

}  // namespace surfio
