#include "render/metric_gradient.h"

#include <algorithm>
#include <cmath>

namespace surfio {

QGradientStops metricGradientStops()
{
    return {
        {0.00, QColor(0x44, 0x01, 0x54)}, {0.25, QColor(0x3b, 0x52, 0x8b)}, {0.50, QColor(0x21, 0x91, 0x8c)},
        {0.75, QColor(0x5e, 0xc9, 0x62)}, {1.00, QColor(0xfd, 0xe7, 0x25)},
    };
}

QColor metricColor(double t)
{
    const QGradientStops stops = metricGradientStops();
    t = std::clamp(t, 0.0, 1.0);
    for (qsizetype i = 1; i < stops.size(); ++i) {
        if (t > stops[i].first)
            continue;
        const auto& [t0, c0] = stops[i - 1];
        const auto& [t1, c1] = stops[i];
        const double f = (t - t0) / (t1 - t0);
        const auto mix = [f](int a, int b) { return int(std::lround(a + (b - a) * f)); };
        return QColor(mix(c0.red(), c1.red()), mix(c0.green(), c1.green()), mix(c0.blue(), c1.blue()));
    }
    return stops.last().second;
}

}  // namespace surfio
