#include "core/analysis/host_limit.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace surfio {

namespace {

struct Candidate {
    double perTarget = 0;
    double hostLimit = 0;  // 0: the line alone
    size_t flatFrom = 0;   // index of the first flat count
    double residual = 0;
};

// Least squares through the origin over the first `n` samples.
double slopeOf(const std::vector<HostLimitSample>& s, size_t n)
{
    double xy = 0, xx = 0;
    for (size_t i = 0; i < n; ++i) {
        xy += double(s[i].targets) * s[i].value;
        xx += double(s[i].targets) * double(s[i].targets);
    }
    return xx > 0 ? xy / xx : 0;
}

double residualOf(const std::vector<HostLimitSample>& s, const Candidate& c)
{
    double worst = 0;
    for (size_t i = 0; i < s.size(); ++i) {
        double model = c.perTarget * double(s[i].targets);
        if (c.hostLimit > 0 && i >= c.flatFrom)
            model = c.hostLimit;
        const double scale = std::max(s[i].value, model);
        if (scale > 0)
            worst = std::max(worst, std::abs(s[i].value - model) / scale);
    }
    return worst;
}

// The line over the first k counts, the level over the rest; a residual of 1
// (no fit) where the level is not where the line bends.
Candidate saturatingAt(const std::vector<HostLimitSample>& s, size_t k)
{
    Candidate c;
    c.perTarget = slopeOf(s, k);
    c.flatFrom = k;
    double sum = 0;
    for (size_t i = k; i < s.size(); ++i)
        sum += s[i].value;
    c.hostLimit = sum / double(s.size() - k);
    // The level is where the line stops: below its next count, above its last.
    const bool bends = c.hostLimit < c.perTarget * double(s[k].targets) * (1 - kHostLimitTolerance)
                       && c.hostLimit >= c.perTarget * double(s[k - 1].targets) * (1 - kHostLimitTolerance);
    c.residual = bends ? residualOf(s, c) : 1;
    return c;
}

std::vector<HostLimitSample> byCount(const std::vector<HostLimitSample>& samples)
{
    std::map<uint32_t, std::pair<double, int>> sums;
    for (const HostLimitSample& s : samples)
        if (s.targets > 0) {
            sums[s.targets].first += s.value;
            ++sums[s.targets].second;
        }
    std::vector<HostLimitSample> out;
    for (const auto& [targets, sum] : sums)
        out.push_back({targets, sum.first / sum.second});
    return out;
}

// The level over every count: the limit shared from the first count on (the
// targets sit on one device, or the host is the limit at once).
Candidate flatFromFirst(const std::vector<HostLimitSample>& s)
{
    Candidate c;
    c.perTarget = s.front().value / double(s.front().targets);
    for (const HostLimitSample& one : s)
        c.hostLimit += one.value / double(s.size());
    c.residual = residualOf(s, c);
    return c;
}

}  // namespace

const char* hostLimitShapeName(HostLimitShape shape)
{
    switch (shape) {
    case HostLimitShape::None:
        return "none";
    case HostLimitShape::Linear:
        return "linear";
    case HostLimitShape::Saturating:
        return "saturating";
    case HostLimitShape::Irregular:
        break;
    }
    return "irregular";
}

HostLimitFit fitHostLimit(const std::vector<HostLimitSample>& samples)
{
    const std::vector<HostLimitSample> s = byCount(samples);
    HostLimitFit fit;
    if (int(s.size()) < kMinHostCounts)
        return fit;
    fit.mostTargets = s.back().targets;
    fit.fewestTargets = s.front().targets;
    fit.atFewest = s.front().value;
    fit.atMost = s.back().value;
    for (const HostLimitSample& one : s)
        fit.highest = std::max(fit.highest, one.value);
    Candidate line;
    line.perTarget = slopeOf(s, s.size());
    line.residual = residualOf(s, line);
    // The line wins whenever it fits: a level is only read where the data bends.
    if (line.residual <= kHostLimitTolerance) {
        fit.shape = HostLimitShape::Linear;
        fit.perTarget = line.perTarget;
        fit.maxResidual = line.residual;
        return fit;
    }
    Candidate best;
    best.residual = 1;
    for (size_t k = 1; k + kHostPlateauCounts <= s.size(); ++k)
        if (const Candidate c = saturatingAt(s, k); c.residual < best.residual)
            best = c;
    if (const Candidate flat = flatFromFirst(s); best.residual > kHostLimitTolerance)
        best = flat;
    if (best.residual > kHostLimitTolerance) {
        fit.shape = HostLimitShape::Irregular;
        fit.perTarget = line.perTarget;
        fit.maxResidual = line.residual;
        return fit;
    }
    fit.shape = HostLimitShape::Saturating;
    fit.perTarget = best.perTarget;
    fit.hostLimit = best.hostLimit;
    // The first count at the level: where the knee falls on a measured count,
    // the line's last count may be it.
    for (const HostLimitSample& one : s)
        if (one.value >= best.hostLimit * (1 - kHostLimitTolerance / 2)) {
            fit.reachedAt = one.targets;
            break;
        }
    fit.kneeTargets = best.perTarget > 0 ? best.hostLimit / best.perTarget : 0;
    fit.maxResidual = best.residual;
    return fit;
}

}  // namespace surfio
