#pragma once

// Regimes in time: the levels a point's interval samples hold, and where
// they change — a burst that drains its credits and falls to a baseline, a
// drive's write cache that fills, a slow decay. Found by binary segmentation
// of interval IOPS and bandwidth into pieces of constant level, tested
// against the samples' own noise, and by fitting a slow slide (regimes.cpp
// lists the steps).

#include "core/engine/job_result.h"

#include <optional>
#include <span>
#include <vector>

namespace surfio {

struct RegimeSegment {
    double startS = 0;  // seconds since the measured part began (samples' t)
    double endS = 0;
    double iops = 0;       // reads + writes, the segment's mean
    double bandwidth = 0;  // bytes/s, reads + writes
    bool stall = false;    // no I/O completed in it (iops and bandwidth 0): a regime of its own, in no level
};

enum class RegimeKind {
    Steady,  // one level
    Burst,   // higher first, then lower and sustained (credits drained)
    Drop,    // a write point that falls after some GiB written (a drive's cache full)
    Decay,   // a slow slide, no single step
    Rise,    // lower first, then higher
    Stall,   // one level, but with stretches in which no I/O completed
};
const char* regimeKindName(RegimeKind kind);  // "steady", "burst", "drop", "decay", "rise", "stall"

// Burst, Drop and Rise hold the levels between steps. Decay (and a Rise
// that slides up) holds the level before the slide where there is one, the
// slide (its mean), and the level after it where there is one. With steps
// in both directions the kind follows the overall shape: the run ends lower
// than it began (Burst, Drop) or higher (Rise); when its first and last
// levels are within kMinRegimeChange, the first change decides. A stall
// (a stretch of kMinStallSeconds or more with no completion: a throttle's
// debt, a drive's hiccup) is a segment of its own, flagged `stall`, inside
// whichever kind the levels make; it is left out of every level, and a run
// of one level with stalls is a Stall.
struct Regimes {
    RegimeKind kind = RegimeKind::Steady;
    std::vector<RegimeSegment> segments;  // in time order; one for Steady, none without samples
    double changeS = 0;                   // when the first step came, or the slide began; 0 for Steady
    double bytesBeforeChange = 0;         // moved (reads + writes) before it
    double sustainedIops = 0;             // the level at the end: the last level's; for a slide, that of the
                                          // run's last kMinRegimeSeconds (two intervals at least); a trimmed
                                          // mean of its intervals (kSustainedTrim), so one odd interval
                                          // does not move it
    double sustainedBandwidth = 0;
    double stallSeconds = 0;  // the stalls' length, in all

    // The first segment that is a level (not a stall); nullptr when none is.
    const RegimeSegment* firstLevel() const;
    // The stalls, in time order.
    std::vector<RegimeSegment> stalls() const;

    // The point's mean over the whole run mixes levels.
    bool mixed() const { return kind != RegimeKind::Steady; }
};

constexpr double kMinRegimeSeconds = 1.0;  // a shorter piece is not a regime
constexpr double kMinRegimeChange = 0.20;  // neighbours differ by at least this share (of the larger)
constexpr double kMinSlideSeconds = 3.0;   // a slide takes at least this long; a faster change is a step
constexpr double kMinStallSeconds = 0.2;   // no completion for this long is a stall; shorter is a spike
constexpr double kSustainedTrim = 0.02;    // of the sustained level's intervals, left out at each end (one at
                                           // least, from five intervals on)

// The regimes of one run's samples. writes: the run writes only (a drop
// then reads as a cache filling).
Regimes findRegimes(std::span<const IntervalSample> samples, bool writes);

// trial 1 against the rest: the ratio value[0] / mean(value[1..]) when it
// differs from that mean by more than the others' range (max − min) and by
// more than kFirstRunChange; nullopt otherwise, or with fewer than 3 values
// (with one other trial, either of the two could be the odd one).
std::optional<double> firstRunRatio(const std::vector<double>& trialValues);
constexpr double kFirstRunChange = 0.10;

}  // namespace surfio
