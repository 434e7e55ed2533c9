#pragma once

#include <vector>

namespace surfio {

// SNIA PTS steady-state test of one tracking variable over a window of rounds
// (x = 0..n-1): the range max−min is within 20 % of the window's mean and the
// least-squares line's excursion over the window, 4·|slope| for five rounds
// ((n−1)·|slope| in general), is within 10 % of the mean.
struct SteadyStateCheck {
    double mean = 0;
    double range = 0;
    double slope = 0;
    double excursion = 0;  // |slope| · (n − 1)
    bool rangeOk = false;
    bool slopeOk = false;
    bool steady() const { return rangeOk && slopeOk; }
};

constexpr double kSteadyRangeShare = 0.20;
constexpr double kSteadySlopeShare = 0.10;

// The check over `window` (needs at least two values; fewer give not steady).
SteadyStateCheck checkSteadyState(const std::vector<double>& window);

}  // namespace surfio
