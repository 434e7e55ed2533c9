#pragma once

#include "core/result/point_summary.h"

#include <optional>

namespace surfio {

// Welch's t-test of two samples with unequal variances, as a comparison of
// two runs' trials asks it: do their means differ by more than their noise?
struct WelchTest {
    double t = 0;                 // (mean b − mean a) / standard error of the difference
    double degreesOfFreedom = 0;  // Welch–Satterthwaite
    double p = 1;                 // two-sided
};

// The test of two samples' spreads; nullopt unless both hold at least two
// values. Two samples without variance differ for certain (p = 0) when their
// means differ, and not at all (p = 1) when they are equal.
std::optional<WelchTest> welchTest(const Spread& a, const Spread& b);

// The two-sided tail of Student's t distribution: P(|T| ≥ |t|) with
// `degreesOfFreedom` (> 0, not necessarily whole), from Boost.Math.
double studentTwoSidedP(double t, double degreesOfFreedom);

}  // namespace surfio
