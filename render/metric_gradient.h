#pragma once

#include <QColor>
#include <QGradientStops>

namespace surfio {

// One colour scale for the surface, the heat map and anything else that
// colours a metric, so they read alike. Viridis: dark blue for low, yellow for
// high, even steps in perceived lightness and readable with colour blindness.
// It encodes magnitude only; whether high is good (IOPS) or bad (latency) is
// the metric's business.
QGradientStops metricGradientStops();

// The scale at t in [0, 1] (clamped).
QColor metricColor(double t);

}  // namespace surfio
