#pragma once

#include "core/analysis/analysis.h"
#include "core/matrix/matrix.h"
#include "core/result/point_summary.h"
#include "core/result/result_set.h"
#include "render/chart_export.h"

#include <QColor>
#include <QLineF>
#include <QList>
#include <QWidget>

#include <optional>

class QChart;
class QChartView;
class QComboBox;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QGridLayout;
class QLabel;
class QLineSeries;
class QScatterSeries;

namespace surfio {

class ShownResult;

class ScaleAxis;

// Latency against load, SNIA PTS's response-time chart: for every group of
// points that differ only in queue depth or rate (findLoad), IOPS (x) against
// p99 (solid) and mean (dashed) latency (y), the knee and the most IOPS under
// the latency objective (SLO) marked, the SLO as a horizontal line, and each
// group's verdict under the chart. It fills in as the points of a run finish.
// Without such a group it says what a result needs to have one.
//
// The SLO belongs to the result on show: an opened result shows its own, a
// run the one it was started with (sloForRun), until the person picks
// another here. That choice is the result's from then on (sloChosen: a save
// writes it) and, when the view remembers, the SLO of the next runs whose
// matrix sets none of its own.
class LoadView : public QWidget {
    Q_OBJECT
public:
    // The latency against load of the result on show, which it follows: a
    // run starts with its own SLO, a saved result with the one it was run
    // with. remember: keep the person's choice of SLO in QSettings (not in a demo).
    LoadView(const ShownResult* shown, bool remember, QWidget* parent = nullptr);

    Nanoseconds slo() const { return slo_; }
    // As the person's pick in the control: redraws, remembers, emits sloChosen.
    void chooseSlo(Nanoseconds slo);
    // The SLO a run of `matrix` starts with: its own where it sets one (other
    // than the default), otherwise the person's last choice when remembered.
    Nanoseconds sloForRun(const Matrix& matrix) const;

    const QList<LoadGroup>& groups() const { return groups_; }
    // Whether latencies are drawn on a log scale: the series then hold log10(ns).
    bool logLatency() const { return log_; }

    // "500 µs", "2ms", "1.5 ms", "750us"; a bare number is in milliseconds.
    // nullopt when it is none of these or not above zero.
    static std::optional<Nanoseconds> parseSlo(const QString& text);
    static QString sloText(Nanoseconds slo);

    // The chart for an export (chart_export.h); no plot before a load group.
    ChartFigure figure() const;

Q_SIGNALS:
    void sloChosen(surfio::Nanoseconds slo);

private:
    // A marker's words on a pale box, so no line strikes through them.
    struct MarkerLabel {
        QGraphicsRectItem* box = nullptr;  // owns the text
        QGraphicsSimpleTextItem* text = nullptr;
    };
    // What one group draws; they live as long as the groups keep their colours.
    struct Trace {
        QLineSeries* p99 = nullptr;
        QLineSeries* mean = nullptr;
        QScatterSeries* knee = nullptr;
        QScatterSeries* best = nullptr;
        MarkerLabel kneeLabel;
        MarkerLabel bestLabel;
        QLabel* name = nullptr;
        QLabel* verdict = nullptr;
    };

    QWidget* makeControls();
    void makeChart();
    QLineSeries* addLine(const QString& name, const QPen& pen, bool inLegend);
    QScatterSeries* addMarker(const QColor& color, bool ring);
    MarkerLabel addLabel(const QColor& color);
    // What a label avoids, the objective's line first.
    struct LinesToAvoid {
        QList<QLineF> objective;
        QList<QLineF> curves;
    };
    QPointF labelCorner(QPointF at, qreal off, QSizeF size, const QList<QRectF>& taken,
                        const LinesToAvoid& lines) const;
    void placeLabel(const MarkerLabel& label, const QString& text, QPointF at, qreal off, QList<QRectF>& taken,
                    const LinesToAvoid& lines) const;
    LinesToAvoid drawnLines() const;
    void placeLabels() const;
    void rebuildTraces();
    void addTrace(int index, const QColor& color);
    void recompute();
    void refresh();
    void showGroup(int index);
    void updateAxes();
    void showPointTip(int group, const QPointF& at) const;
    void takeSloText();
    void showSloInControl();
    double y(double ns) const;
    QString emptyText() const;

    void beginRun();
    void showResult();

    const ShownResult* shown_;
    bool remember_;
    QList<LoadGroup> groups_;
    Nanoseconds slo_;
    bool plannedLoad_ = false;  // the running matrix will form a load group
    bool log_ = false;

    QList<Trace> traces_;
    QList<QColor> colors_;  // of traces_
    QLabel* empty_ = nullptr;
    QWidget* page_ = nullptr;
    QComboBox* sloBox_ = nullptr;
    QWidget* verdictBox_ = nullptr;
    QGridLayout* verdictGrid_ = nullptr;
    QChart* chart_ = nullptr;
    QChartView* view_ = nullptr;
    ScaleAxis* x_ = nullptr;
    ScaleAxis* y_ = nullptr;
    QLineSeries* sloLine_ = nullptr;
    MarkerLabel sloLabel_;
};

}  // namespace surfio
