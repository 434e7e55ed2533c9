#pragma once

// Promised against measured: the limits the analysis found (roofline.h) and
// the bursts it saw (regimes.h), held against what the provider promises for
// the volume (core/volume/volume_promise.h). Each limit gets a verdict —
// met, below (with the shortfall), above (bursting, or a larger volume than
// stated) or not reached (no point was deep or large enough, and which would
// be) — read from every limits group that could show it.

#include "core/volume/volume_promise.h"

#include <QList>
#include <QString>

#include <optional>

namespace surfio {

struct Analysis;
struct LimitsGroup;
struct ResultSet;

enum class PromiseLimit { Iops, Bandwidth, Burst };
const char* promiseLimitName(PromiseLimit limit);  // "iops", "bandwidth", "burst"

enum class PromiseVerdict { Met, Below, Above, NotReached };
const char* promiseVerdictName(PromiseVerdict verdict);  // "met", "below", "above", "not reached"

constexpr double kPromiseMet = 0.95;    // at least this share of the promise is met
constexpr double kPromiseAbove = 1.15;  // more than this share is above it
// A burst that lasted less than this share of a full bucket's time began
// with the bucket partly spent; more than kBurstLonger, the bucket is larger.
constexpr double kBurstShorter = 0.5;
constexpr double kBurstLonger = 1.5;

struct PromiseCheck {
    PromiseLimit limit = PromiseLimit::Iops;
    PromiseVerdict verdict = PromiseVerdict::NotReached;
    double promised = 0;             // IOPS (as the provider counts them) or bytes/s
    std::optional<double> measured;  // none: nothing the data shows can stand for it
    // What it was read from: a limits group (index into Analysis::limits),
    // or for a burst the run (index into ResultSet::points); -1: none.
    int group = -1;
    int run = -1;
    // Not reached: what would reach it (0: not needed).
    uint32_t neededDepth = 0;
    uint64_t neededBlockSize = 0;
    // A burst: how long it lasted, and how long a full bucket lasts.
    double seenSeconds = 0;
    double modelSeconds = 0;
    bool burstEnded = false;  // the run saw it end
};

struct Promised {
    VolumePromise promise;
    QList<PromiseCheck> checks;
    bool empty() const { return promise.empty(); }
};

// The checks of a result whose matrix holds a promise (empty otherwise),
// from its analysis (limits and regimes already found).
Promised checkPromise(const ResultSet& results, const Analysis& analysis);

// For the roof on the Surface: the promised IOPS at a block size, as a
// volume would serve them (its IOPS promise counted in the provider's unit,
// and its bandwidth promise), 0 without a promise of either.
double promisedIops(const VolumePromise& promise, uint64_t blockSize);

}  // namespace surfio
