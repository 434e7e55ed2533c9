#include "core/plot/nice_numbers.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace surfio {

namespace {

constexpr int kMostSteps = 8;

}  // namespace

double niceStep(double value, int maxSteps)
{
    maxSteps = std::max(1, maxSteps);
    if (!(value > 0))
        return 1;
    static constexpr std::array<double, 4> ladder{1, 2, 2.5, 5};
    // value / decade < 10 * maxSteps, so the next decade's 1 always fits.
    const double decade = std::pow(10.0, std::floor(std::log10(value / maxSteps)));
    for (const double d : {decade, 10 * decade}) {
        for (double m : ladder) {
            const double step = m * d;
            // A little tolerance so a value already round stays where it is.
            if (std::ceil(value / step - 1e-9) <= maxSteps)
                return step;
        }
    }
    return 10 * decade;
}

double niceMax(double value)
{
    if (!(value > 0))
        return 1;
    static constexpr std::array<double, 11> ladder{1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10};
    const double decade = std::pow(10.0, std::floor(std::log10(value)));
    for (double m : ladder) {
        if (m * decade >= value * (1 - 1e-9))
            return m * decade;
    }
    return 10 * decade;
}

double niceStep(double max)
{
    if (!(max > 0))
        return 1;
    static constexpr std::array<double, 4> ladder{1, 2, 2.5, 5};
    const double exponent = std::floor(std::log10(max)) - 1;
    for (int d = 0; d < 3; ++d) {
        const double decade = std::pow(10.0, exponent + d);
        for (double m : ladder) {
            const double steps = max / (m * decade);
            if (steps <= kMostSteps + 1e-9 && std::abs(steps - std::round(steps)) < 1e-6)
                return m * decade;
        }
    }
    return max / 4;
}

}  // namespace surfio
