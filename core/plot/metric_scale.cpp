#include "core/plot/metric_scale.h"

#include "core/plot/nice_numbers.h"

#include <QLocale>

#include <cmath>
#include <vector>

namespace surfio {

namespace {

// The fewest decimals (up to 3) that print value exactly.
int decimalsOf(double value)
{
    for (int d = 0; d < 3; ++d) {
        const double scaled = std::abs(value) * std::pow(10.0, d);
        if (std::abs(scaled - std::round(scaled)) < 1e-6 * std::max(1.0, scaled))
            return d;
    }
    return 3;
}

bool isLatency(SurfaceMetric metric)
{
    return metric == SurfaceMetric::MeanLatency || metric == SurfaceMetric::P99Latency;
}

// Raw per unit, smallest first: a unit is taken once the range reaches
// `from` of it (1000 µs make ms; 10,000 IOPS make thousands).
struct Rung {
    double divisor;
    double from;
};

std::vector<Rung> ladderOf(SurfaceMetric metric)
{
    if (isLatency(metric))
        return {{1, 0}, {1e3, 1}, {1e6, 1}, {1e9, 1}};  // ns, µs, ms, s
    if (metric == SurfaceMetric::Bandwidth)
        return {{1, 0}, {1e3, 10}};         // MB/s, GB/s
    return {{1, 0}, {1e3, 10}, {1e6, 10}};  // IOPS, thousands, millions
}

}  // namespace

MetricScale MetricScale::forRange(SurfaceMetric metric, double largest)
{
    MetricScale scale;
    scale.metric_ = metric;
    const std::vector<Rung> ladder = ladderOf(metric);
    for (size_t i = 1; i < ladder.size(); ++i) {
        if (largest >= ladder[i].divisor * ladder[i].from) {
            scale.unitIndex_ = int(i);
            scale.divisor_ = ladder[i].divisor;
        }
    }
    scale.top_ = niceMax(scale.shown(largest));
    scale.step_ = niceStep(scale.top_);
    scale.decimals_ = std::max(decimalsOf(scale.step_), decimalsOf(scale.top_));
    return scale;
}

QString MetricScale::unit() const
{
    if (isLatency(metric_)) {
        switch (unitIndex_) {
        case 0:
            return tr("ns");
        case 1:
            return tr("µs");
        case 2:
            return tr("ms");
        default:
            return tr("s");
        }
    }
    if (metric_ == SurfaceMetric::Bandwidth)
        return unitIndex_ == 0 ? tr("MB/s") : tr("GB/s");
    switch (unitIndex_) {
    case 0:
        return tr("IOPS");
    case 1:
        return tr("IOPS (thousands)");
    default:
        return tr("IOPS (millions)");
    }
}

QString MetricScale::title() const
{
    switch (metric_) {
    case SurfaceMetric::MeanLatency:
        return tr("Mean latency (%1)").arg(unit());
    case SurfaceMetric::P99Latency:
        return tr("p99 latency (%1)").arg(unit());
    case SurfaceMetric::Iops:
    case SurfaceMetric::Bandwidth:
        break;
    }
    return unit();
}

QString MetricScale::number(double shown) const
{
    return QLocale().toString(shown, 'f', decimalsOf(shown));
}

QString MetricScale::labelFormat() const
{
    return QStringLiteral("%.%1f").arg(decimals_);
}

}  // namespace surfio
