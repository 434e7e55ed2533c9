#pragma once

#include "core/matrix/matrix.h"
#include "core/result/result_set.h"

#include <QList>
#include <QWidget>

class QAreaSeries;
class QCategoryAxis;
class QChart;
class QChartView;
class QGridLayout;
class QLabel;
class QLineSeries;
class QPainter;

namespace surfio {

class ScaleAxis;

// SNIA PTS steady state as it converges: per tracker, its IOPS each round,
// and over the current window (the last `window` rounds, or the report's
// windowFirstRound) the window's mean, the ±10 % band around it, the ±20 %
// band's edges and the least-squares line. A status line per tracker above
// the chart gives the check's figures and verdict (checkSteadyState, the same
// check the runner makes). Without a report it says how to turn steady state
// on, or that the first round has not finished yet.
class ConvergenceView : public QWidget {
    Q_OBJECT
public:
    explicit ConvergenceView(QWidget* parent = nullptr);

    // The window size and the round cap the run uses.
    void setSpec(const SteadyStateSpec& spec);
    // After every round of a run, and once for a saved run. Rounds and
    // windowFirstRound count from 0, as everywhere in core; people see them
    // from 1.
    void setReport(const SteadyStateReport& report);
    // Forgets the report; the spec stays.
    void clear();

    // .png or .svg by suffix: the status lines and the chart. False when there
    // is no report to show or the suffix is neither.
    bool exportImage(const QString& path) const;

private:
    // The series of one tracker; they live as long as the trackers stay the same.
    struct Trace {
        QLineSeries* values = nullptr;
        QAreaSeries* band = nullptr;
        QLineSeries* bandUpper = nullptr;
        QLineSeries* bandLower = nullptr;
        QLineSeries* edgeUpper = nullptr;
        QLineSeries* edgeLower = nullptr;
        QLineSeries* mean = nullptr;
        QLineSeries* fit = nullptr;
        QLabel* name = nullptr;
        QLabel* status = nullptr;
    };

    void rebuildTraces(int count);
    void addTrace(int index, bool inLegend);
    QLineSeries* addLine(const QString& name, const QPen& pen, bool inLegend);
    void refresh();
    void updateAxes(double high, int lastRound);
    QString statusText(const SteadyStateReport::Series& series, int window, int first) const;
    QString emptyText() const;
    void layOutUnshown() const;
    void paintContents(QPainter& painter) const;

    SteadyStateSpec spec_;
    SteadyStateReport report_;
    QList<Trace> traces_;
    QLabel* empty_ = nullptr;
    QWidget* page_ = nullptr;
    QWidget* statusBox_ = nullptr;
    QGridLayout* statusGrid_ = nullptr;
    QChart* chart_ = nullptr;
    QChartView* view_ = nullptr;
    QCategoryAxis* x_ = nullptr;
    ScaleAxis* y_ = nullptr;
};

}  // namespace surfio
