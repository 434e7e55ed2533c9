#include "core/matrix/steady_state.h"

#include <algorithm>
#include <cmath>

namespace surfio {

SteadyStateCheck checkSteadyState(const std::vector<double>& window)
{
    SteadyStateCheck c;
    const size_t n = window.size();
    if (n < 2)
        return c;
    double sumX = 0, sumY = 0;
    for (size_t i = 0; i < n; ++i) {
        sumX += double(i);
        sumY += window[i];
    }
    const double meanX = sumX / double(n);
    c.mean = sumY / double(n);
    double sxy = 0, sxx = 0;
    for (size_t i = 0; i < n; ++i) {
        sxy += (double(i) - meanX) * (window[i] - c.mean);
        sxx += (double(i) - meanX) * (double(i) - meanX);
    }
    c.slope = sxy / sxx;
    c.excursion = std::fabs(c.slope) * double(n - 1);
    const auto [lo, hi] = std::minmax_element(window.begin(), window.end());
    c.range = *hi - *lo;
    // A small tolerance so a value exactly on the limit (as in PTS's own
    // examples) is not failed by rounding.
    const double eps = 1e-9 * std::fabs(c.mean);
    c.rangeOk = c.range <= kSteadyRangeShare * std::fabs(c.mean) + eps;
    c.slopeOk = c.excursion <= kSteadySlopeShare * std::fabs(c.mean) + eps;
    return c;
}

}  // namespace surfio
