#pragma once

// What the analysis says, in words for people: the verdict lines of the
// terminal summary, the Surface tab, the Results tooltips and the Load tab.

#include "core/analysis/analysis.h"

#include <QString>

namespace surfio {

// "randread · 100 % read · QD 32 × 1": what a limits group's points share.
QString limitsGroupLabel(const LimitsGroup& group);
// "IOPS-limited at 3,010 below 8 KiB · bandwidth-limited at 24.1 MiB/s from
// 8 KiB", or what was not reached ("no IOPS limit reached up to 12,300 IOPS"),
// or "latency-bound at QD 1: …" for a group too shallow to saturate.
QString limitsVerdict(const LimitsGroup& group);
// "IOPS", "bandwidth", "neither: latency or queue depth".
QString boundText(Bound bound);
// "burst at 18,900 IOPS for 12.4 s (0.9 GiB), then 3,010 IOPS sustained",
// "dropped from 2,048 to 400 IOPS after 6.00 GiB written (a write cache
// filling?)", with its stalls after it: " · no I/O completed for 0.5 s from 3.0 s".
QString regimesVerdict(const Regimes& regimes);
// "trial 1 ran at 0.70× the other trials' mean IOPS".
QString firstRunText(const FirstRunEffect& effect);
// "randread · 4 KiB · 100 % read · 1 job".
QString loadGroupLabel(const LoadGroup& group);
// "knee at QD 16: 84.0k IOPS, p99 450 µs (Kneedle) · most IOPS with p99 ≤ 1 ms: 92.0k at QD 32".
QString loadVerdict(const LoadGroup& group, double sloNs);
// "aws-gp2 at 100 GiB promises 300 IOPS and 128 MiB/s, bursts to 3,000 IOPS
// (I/Os counted in 256 KiB units)".
QString promiseHeading(const VolumePromise& promise);
// "met: 3,010 of 3,000 IOPS promised", "below: 2,010 of 3,000 IOPS promised,
// 990 short (33 %)", "not reached: up to 1,210 of 3,000 IOPS; a point at QD 4
// would reach it", "burst at 3,010 IOPS for 12.4 s; a full bucket at 100 GiB
// lasts 33 min: the credits were nearly spent".
QString promiseCheckText(const PromiseCheck& check, const VolumePromise& promise);
// "IOPS", "bandwidth", "burst".
QString promiseLimitText(PromiseLimit limit);
// "met", "below", "above", "not reached", in the person's language.
QString promiseVerdictText(PromiseVerdict verdict);
// "randread · 4 KiB · 100 % read · QD 32 × 4": what a host-limit group's points share.
QString hostLimitGroupLabel(const HostLimitGroup& group);
// "the host's limit is 400,000 IOPS, reached at 16 targets (25,000 IOPS per
// target below it)", or "scales with the targets: 2,000 IOPS each, no host
// limit reached up to 4,000 IOPS at 2 targets"; the same for bandwidth.
QString hostLimitVerdict(const HostLimitGroup& group);
// Every verdict, one per line under a heading, for the end of the terminal
// table; empty when the result supports none.
QString analysisSummary(const Analysis& analysis);

}  // namespace surfio
