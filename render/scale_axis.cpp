#include "render/scale_axis.h"

#include "core/plot/nice_numbers.h"

#include <QChart>
#include <QFontMetricsF>
#include <QLocale>

#include <array>
#include <cmath>

namespace surfio {

namespace {

// Before the chart has a size.
constexpr int kDefaultSteps = 6;
constexpr int kMostSteps = 8;  // as niceStep(max) (core/plot/nice_numbers.h)

}  // namespace

ScaleAxis::ScaleAxis(QChart* chart)
    : QCategoryAxis(chart)
    , chart_(chart)
{
    setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    if (chart) {
        // Queued: new labels set during the chart's layout pass would keep the
        // old labels' room, and Qt would elide them.
        connect(chart, &QChart::plotAreaChanged, this, &ScaleAxis::fitToPlot, Qt::QueuedConnection);
    }
}

int ScaleAxis::maxSteps() const
{
    const QRectF area = chart_ ? chart_->plotArea() : QRectF();
    if (area.isEmpty())
        return kDefaultSteps;
    const QFontMetricsF metrics(labelsFont());
    // Qt gives each label an equal share of the length, less padding, and
    // elides it when that is smaller than the label: keep two label heights
    // (or a wide label and a half) per label.
    const double length = orientation() == Qt::Vertical ? area.height() : area.width();
    const double slot = orientation() == Qt::Vertical ? 2 * metrics.height()
                                                      : 1.5 * metrics.horizontalAdvance(QStringLiteral("00:00 h"));
    const int labels = int(length / slot);
    return std::clamp(labels - 1, 1, kMostSteps);
}

void ScaleAxis::setLinearRange(double max, const Labeler& label)
{
    hasRange_ = true;
    kind_ = Kind::Linear;
    high_ = max;
    label_ = label;
    apply();
}

void ScaleAxis::setTimeRange(double seconds)
{
    hasRange_ = true;
    kind_ = Kind::Time;
    high_ = seconds;
    apply();
}

void ScaleAxis::setLogRange(double low, double high, const Labeler& label)
{
    hasRange_ = true;
    kind_ = Kind::Log;
    low_ = low;
    high_ = high;
    label_ = label;
    apply();
}

void ScaleAxis::setLowerPadding(double padding)
{
    padding_ = padding;
    apply();
}

void ScaleAxis::fitToPlot()
{
    if (maxSteps() != appliedSteps_)
        apply();
}

void ScaleAxis::apply()
{
    if (!hasRange_)
        return;
    appliedSteps_ = maxSteps();
    switch (kind_) {
    case Kind::Linear:
        setLinearTicks(high_, appliedSteps_, label_);
        break;
    case Kind::Time:
        setTimeTicks(high_, appliedSteps_);
        break;
    case Kind::Log:
        setLogTicks(low_, high_, appliedSteps_, label_);
        break;
    }
}

QString ScaleAxis::countLabel(double value)
{
    const QLocale locale;
    if (value >= 1e9)
        return locale.toString(value / 1e9, 'g', 3) + QLatin1Char('G');
    if (value >= 1e6)
        return locale.toString(value / 1e6, 'g', 3) + QLatin1Char('M');
    if (value >= 1e3)
        return locale.toString(value / 1e3, 'g', 3) + QLatin1Char('k');
    return locale.toString(value, 'g', 3);
}

QString ScaleAxis::latencyLabel(double ns)
{
    const QLocale locale;
    if (ns >= 1e9)
        return tr("%1 s").arg(locale.toString(ns / 1e9, 'g', 3));
    if (ns >= 1e6)
        return tr("%1 ms").arg(locale.toString(ns / 1e6, 'g', 3));
    if (ns >= 1e3)
        return tr("%1 µs").arg(locale.toString(ns / 1e3, 'g', 3));
    return tr("%1 ns").arg(locale.toString(ns, 'g', 3));
}

void ScaleAxis::setLinearTicks(double high, int steps, const Labeler& label)
{
    const double step = niceStep(high, steps);
    const int n = std::max(1, int(std::ceil(high / step - 1e-9)));
    QList<double> ticks;
    for (int i = 0; i <= n; ++i)
        ticks.append(i * step);
    setTicks(0, n * step, ticks, label);
}

void ScaleAxis::setTimeTicks(double seconds, int steps)
{
    const QLocale locale;
    // A run under a second (a demo's 500 ms points) is drawn on its own
    // length, in milliseconds, not on a second's axis.
    seconds = std::max(seconds, 0.01);
    if (seconds < 1) {
        setLinearTicks(seconds, steps,
                       [locale](double s) { return tr("%1 ms").arg(locale.toString(std::round(s * 1000), 'g', 4)); });
        return;
    }
    if (niceStep(seconds, steps) < 60) {
        setLinearTicks(seconds, steps, [locale](double s) { return tr("%1 s").arg(locale.toString(s, 'g', 4)); });
        return;
    }
    // Whole minutes and hours read better than 250 s steps.
    static constexpr std::array<double, 12> ladder{60,   120,  300,   600,   900,   1800,
                                                   3600, 7200, 10800, 21600, 43200, 86400};
    double step = ladder.back();
    for (double s : ladder) {
        if (std::ceil(seconds / s - 1e-9) <= steps) {
            step = s;
            break;
        }
    }
    const int n = std::max(1, int(std::ceil(seconds / step - 1e-9)));
    QList<double> ticks;
    for (int i = 0; i <= n; ++i)
        ticks.append(i * step);
    setTicks(0, n * step, ticks, [locale](double s) {
        const auto total = qint64(std::llround(s));
        if (total >= 3600) {
            const QString minutes = locale.toString(total / 60 % 60).rightJustified(2, locale.zeroDigit().at(0));
            return tr("%1:%2 h").arg(locale.toString(total / 3600), minutes);
        }
        return tr("%1 min").arg(locale.toString(total / 60));
    });
}

void ScaleAxis::setLogTicks(double low, double high, int steps, const Labeler& label)
{
    // Whole exponents, counted in ints (clamped to 1e±300 so they fit).
    const int lo = int(std::floor(std::log10(std::clamp(low, 1e-300, 1e300))));
    const int hi = std::max(lo + 1, int(std::ceil(std::log10(std::clamp(high, 1e-300, 1e300)))));
    const int decades = hi - lo;
    // Few decades leave the plot bare: 2 and 5 between them help reading.
    // Many on a short axis: label every other (or third) decade.
    const bool fine = decades <= 2 && 3 * decades <= steps;
    const int every = std::max(1, int(std::ceil(double(decades) / steps)));
    const int top = lo + every * int(std::ceil(double(decades) / every));
    QList<double> ticks;
    for (int e = lo; e <= top; e += every) {
        const double d = e;
        ticks.append(d);
        if (fine && e < top) {
            ticks.append(d + std::log10(2.0));
            ticks.append(d + std::log10(5.0));
        }
    }
    setTicks(lo, top, ticks, [label](double exponent) { return label(std::pow(10.0, exponent)); });
}

void ScaleAxis::setTicks(double min, double max, const QList<double>& ticks, const Labeler& label)
{
    QStringList labels;
    for (double tick : ticks) {
        QString text = label(tick);
        // Category labels must be unique; rounding can make two equal.
        while (labels.contains(text))
            text.append(QChar(0x200B));
        labels.append(text);
    }
    // Unchanged ticks: leave the axis alone rather than relayout the chart.
    if (labels == categoriesLabels() && min - padding_ == this->min() && max == this->max())
        return;
    for (const QString& old : categoriesLabels())
        remove(old);
    // A category ending where the axis starts puts a label on the start.
    setStartValue(min);
    setRange(min - padding_, max);
    for (int i = 0; i < ticks.size(); ++i)
        append(labels[i], ticks[i]);
}

}  // namespace surfio
