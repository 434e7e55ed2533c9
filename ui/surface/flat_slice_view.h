#pragma once

#include "core/plot/metric_scale.h"
#include "core/plot/surface_grid.h"
#include "render/chart_export.h"
#include "ui/surface/surface_roof.h"

#include <QStackedWidget>

#include <vector>

class QChart;
class QChartView;
class QLabel;
class QTableView;

namespace surfio {

class HeatMapModel;

// A slice the 3D surface cannot show, flat: its line when only the block
// size or only the read mix varies, the heat-map table where there is no
// OpenGL, and a single point in words. The line and the table's cells are
// render/slice_chart's, as on the 2D tab and in the report; this adds what a
// person does with them: pick a point (click, arrow keys in the table),
// double-click it for its details, the fitted roof as dashed lines and the
// volume's promised roof as a dash-dotted one.
class FlatSliceView : public QStackedWidget {
    Q_OBJECT
public:
    enum class Shown { OnePoint, HeatMap, Chart };

    explicit FlatSliceView(QWidget* parent = nullptr);

    // figure: the point's measured figure in words; empty when not measured.
    void showOnePoint(const SurfaceGrid::Slice& slice, const QString& figure);
    void showHeatMap(const SurfaceGrid::Slice& slice, SurfaceMetric metric, const MetricScale& scale);
    // roof: the fitted limits' lines (surface_roof.h), none when not drawn;
    // promised: the volume's promised roof (no points: not drawn), named in the legend.
    void showChart(const SurfaceGrid::Slice& slice, SurfaceMetric metric, const MetricScale& scale,
                   const std::vector<RoofLine>& roof, const RoofLine& promised = {}, const QString& promisedName = {});
    Shown shown() const;

    void select(int pointIndex);  // -1: none; not sent back as pointPicked
    // What is on show for an export: the line or the table painted in the
    // export's look, the one point's words as laid out at the export's size.
    ChartFigure figure() const;

Q_SIGNALS:
    // The person picked a point (-1: none); select() follows if the owner agrees.
    void pointPicked(int index);
    void pointActivated(int index);

private:
    QChart* newChart() const;  // the slice's line, its roofs and the selected point
    void addRoofSeries(QChart* chart, const RoofLine& roof, const QString& name, const QPen& pen) const;
    void markSelected(QChart* chart) const;
    void connectChart();
    int nearestChartPoint(const QPointF& point) const;  // -1: none
    QImage renderOnePoint(const QSize& size) const;

    SurfaceGrid::Slice slice_;
    SurfaceMetric metric_ = SurfaceMetric::Iops;
    MetricScale scale_;
    std::vector<RoofLine> roof_;
    RoofLine promised_;
    QString promisedName_;
    std::vector<int> chartPoints_;  // point index per point of the line
    int selected_ = -1;
    bool quiet_ = false;  // selection changes made here, not by the person

    QLabel* onePoint_ = nullptr;
    QTableView* heatMap_ = nullptr;
    HeatMapModel* heatModel_ = nullptr;
    QChartView* chartView_ = nullptr;
};

}  // namespace surfio
