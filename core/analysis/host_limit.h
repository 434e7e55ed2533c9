#pragma once

// The host's own limit, read from points that differ only in how many
// targets they run on (--target-count): while each volume is the limit, the
// sum grows by one volume's share with every target, y(n) = s·n; where the
// host is (its network, its HBA, the provider's per-instance cap), it stays
// flat, y(n) = min(s·n, H) — the OCI page's 400,000 IOPS over twenty 1 TB
// volumes. A small piecewise-linear fit over the counts.

#include <cstdint>
#include <vector>

namespace surfio {

enum class HostLimitShape {
    None,        // too few counts: no verdict at all
    Linear,      // every count on the line: no host limit reached
    Saturating,  // the line, then a flat level: the host's limit (flat from the first count: shared at once)
    Irregular,   // neither fits within kHostLimitTolerance
};
const char* hostLimitShapeName(HostLimitShape shape);  // "none", "linear", "saturating", "irregular"

struct HostLimitSample {
    uint32_t targets = 0;  // how many the point ran on
    double value = 0;      // its aggregate IOPS, or bandwidth
};

struct HostLimitFit {
    HostLimitShape shape = HostLimitShape::None;
    double perTarget = 0;    // s: what each target adds on the linear part
    double hostLimit = 0;    // H: the flat level; 0 unless Saturating
    uint32_t reachedAt = 0;  // the fewest targets measured at the level; 0 unless Saturating
    double kneeTargets = 0;  // H / s: where the line meets the level; 0 unless Saturating
    double maxResidual = 0;  // largest |measured − modelled| / measured, of the shape reported
    double highest = 0;      // the most any count reached
    uint32_t mostTargets = 0;
    uint32_t fewestTargets = 0;
    double atFewest = 0;  // what the fewest targets reached
    double atMost = 0;    // what the most targets reached
};

// Counts to read a line from, and the flat counts a host limit needs.
constexpr int kMinHostCounts = 2;
constexpr int kHostPlateauCounts = 2;
// A count is on the model within this share of what it measured.
constexpr double kHostLimitTolerance = 0.10;

// Fits one sample per count (any order; a count given twice is averaged;
// counts of 0 are left out).
HostLimitFit fitHostLimit(const std::vector<HostLimitSample>& samples);

}  // namespace surfio
