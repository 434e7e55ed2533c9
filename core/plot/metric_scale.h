#pragma once

#include <QCoreApplication>
#include <QString>

namespace surfio {

// What the surface, its chart and its heat map plot upwards.
enum class SurfaceMetric { Iops, Bandwidth, MeanLatency, P99Latency };

// One unit for a metric over the range shown, so that an axis title, its
// ticks and the colour scale agree: latency in ms once it reaches a thousand
// µs, IOPS in thousands once they reach ten thousand, MB/s as GB/s from ten
// thousand. Raw values are IOPS, MB/s and nanoseconds; shown values are in
// the unit chosen.
class MetricScale {
    Q_DECLARE_TR_FUNCTIONS(MetricScale)
public:
    MetricScale() = default;
    // The unit for values from 0 to largest (raw); top() is a round number
    // at or above it in that unit, divided by step() into 4 to 8 steps.
    static MetricScale forRange(SurfaceMetric metric, double largest);

    SurfaceMetric metric() const { return metric_; }
    double shown(double raw) const { return raw / divisor_; }
    double top() const { return top_; }
    double step() const { return step_; }
    int decimals() const { return decimals_; }  // enough for every tick

    QString unit() const;                // "ms", "IOPS (thousands)", "MB/s"
    QString title() const;               // "p99 latency (ms)", "IOPS (thousands)"
    QString number(double shown) const;  // a tick: "2.5", "300" in the locale
    QString labelFormat() const;         // the same as a printf format, for the 3D axis

private:
    SurfaceMetric metric_ = SurfaceMetric::Iops;
    int unitIndex_ = 0;   // into the metric's ladder of units
    double divisor_ = 1;  // raw per shown unit
    double top_ = 1;
    double step_ = 1;
    int decimals_ = 0;
};

}  // namespace surfio
