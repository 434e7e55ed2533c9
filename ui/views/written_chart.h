#pragma once

#include "core/engine/job_result.h"
#include "ui/views/sample_decimator.h"

#include <QChartView>
#include <QWidget>

#include <vector>

class QChart;
class QLineSeries;
class QToolButton;

namespace surfio {

class ScaleAxis;

// Bandwidth against the data written so far instead of time: a drive's write
// cache (an SLC cache) fills after so many GiB whatever the time it took, so
// its drop lines up at one x from run to run (fio-plot#151, CrystalDiskMark#13).
// Each interval is drawn at the GiB written by its end, read and write MB/s
// alike; an interval that writes nothing leaves x where it was. The lines are
// decimated as the Live view's are (SampleDecimator), at the plot's width.
class WrittenChart : public QChartView {
    Q_OBJECT
public:
    explicit WrittenChart(QWidget* parent = nullptr);

    void clear();
    // In run order: x is the sum of the bytes written by these samples so far.
    void add(const IntervalSample& sample);
    void add(const std::vector<IntervalSample>& samples);
    // The series from the lines at the plot's width, the axes grown to them.
    void refresh();
    double writtenGib() const { return writtenBytes_ / double(1ULL << 30); }

private:
    struct Line {
        SampleDecimator decimator;
        QList<QLineSeries*> series;  // one per unbroken piece; the first in the legend
        bool moved = false;          // a value above 0 came: else the line is not drawn (a write-only run's reads)
    };
    void addLine(const QString& name, const QColor& color);
    QLineSeries* makeSeries(const Line& line, bool inLegend);

    QChart* chart_ = nullptr;
    ScaleAxis* x_ = nullptr;
    ScaleAxis* y_ = nullptr;
    std::vector<Line> lines_;  // read, write
    double writtenBytes_ = 0;
};

// What a chart's x axis is: elapsed time, or the GiB written so far. Two
// buttons, one pressed.
class XAxisSwitch : public QWidget {
    Q_OBJECT
public:
    enum class Axis { Time, Written };
    explicit XAxisSwitch(QWidget* parent = nullptr);

    Axis axis() const;
    void setAxis(Axis axis);

Q_SIGNALS:
    void axisChanged(surfio::XAxisSwitch::Axis axis);

private:
    QToolButton* time_ = nullptr;
    QToolButton* written_ = nullptr;
};

}  // namespace surfio
