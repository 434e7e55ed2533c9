#pragma once

#include <QCategoryAxis>

#include <functional>

class QChart;

namespace surfio {

// An axis whose ticks and labels Surfio chooses: round steps on a linear
// scale, elapsed time in seconds or minutes, or decades (with 2 and 5 between
// when few) on a log scale. QValueAxis and QLogValueAxis only take printf
// formats, which can say neither "1 ms" nor "12.5k"; a category axis whose
// categories end at the ticks can. On a log axis the series hold log10 of
// the value, so the labels keep the value's own units.
//
// It fits the number of ticks to the plot's length as the chart resizes:
// Qt Charts elides labels ("...") that get less room than their size.
class ScaleAxis : public QCategoryAxis {
    Q_OBJECT
public:
    using Labeler = std::function<QString(double value)>;

    // Without a chart the tick count stays at a default that suits most plots.
    explicit ScaleAxis(QChart* chart = nullptr);

    // From 0 to a round maximum at or above `max`.
    void setLinearRange(double max, const Labeler& label);
    // Elapsed seconds from 0: seconds first, then minutes and hours.
    void setTimeRange(double seconds);
    // Series values are log10(value); the range covers whole decades around
    // [low, high] (both > 0).
    void setLogRange(double low, double high, const Labeler& label);
    // Room below the first tick, in axis units (log10 on a log axis).
    void setLowerPadding(double padding);
    // Fits the tick count to the plot area now; it otherwise follows the
    // chart's layout once the event loop runs.
    void fitToPlot();

    // Tick labels, shorter than table figures: "20k", "1.5M"; "500 µs", "2 ms".
    static QString countLabel(double value);
    static QString latencyLabel(double ns);

private:
    enum class Kind { Linear, Time, Log };

    void apply();
    int maxSteps() const;
    void setLinearTicks(double high, int steps, const Labeler& label);
    void setTimeTicks(double seconds, int steps);
    void setLogTicks(double low, double high, int steps, const Labeler& label);
    void setTicks(double min, double max, const QList<double>& ticks, const Labeler& label);

    QChart* chart_;
    Kind kind_ = Kind::Linear;
    double low_ = 0, high_ = 1;
    double padding_ = 0;
    Labeler label_;
    int appliedSteps_ = 0;
    bool hasRange_ = false;
};

}  // namespace surfio
