#pragma once

#include "core/matrix/matrix.h"
#include "core/result/result_set.h"
#include "render/slice_chart.h"
#include "ui/widgets/heat_map_chart.h"

#include <QWidget>

class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QStackedWidget;

namespace surfio {

class MetricBox;
class ShownResult;

// The 2D tab, the surface's flat companion for any matrix: a slice's lines
// or heat map (slice_chart.h). A metric selector as on the Surface;
// a matrix with several patterns, depths or job counts gets a slice
// selector. Each cell is the mean of its point's runs that count
// (surface_grid.h). Exported like every chart (chart_export.h).
class FlatChartsView : public QWidget {
    Q_OBJECT
public:
    using Kind = SliceChart::Kind;

    // The charts of the result on show (all hosts summed), which they follow.
    explicit FlatChartsView(const ShownResult* shown, QWidget* parent = nullptr);

    Kind kind() const { return kind_; }
    void setKind(Kind kind);
    SurfaceMetric currentMetric() const { return metric_; }
    void setMetric(SurfaceMetric metric);
    int sliceCount() const;

    bool hasChart() const;  // a slice with a measured point
    // The slice shown as a spec (pattern, depth, jobs), for a title.
    JobSpec sliceSpec() const;
    // The chart shown, for an export: the lines or the heat map with its colour scale.
    ChartFigure figure() const;
    const HeatMapTable& heatMapTable() const { return heat_->table(); }

private:
    void addRun(int at);  // of the shown result's runs
    const SurfaceGrid::Slice* currentSlice() const;
    void rebuildSliceBox();
    void refresh();

    const ShownResult* shown_;
    SurfaceMetric metric_ = SurfaceMetric::Iops;
    MetricScale scale_;
    Kind kind_ = Kind::Lines;
    int slice_ = 0;

    MetricBox* metricBox_ = nullptr;
    QLabel* sliceLabel_ = nullptr;
    QComboBox* sliceBox_ = nullptr;
    QComboBox* kindBox_ = nullptr;
    QStackedWidget* pages_ = nullptr;
    QLabel* empty_ = nullptr;
    QChartView* lines_ = nullptr;
    HeatMapChart* heat_ = nullptr;
};

}  // namespace surfio
