#pragma once

#include "core/plot/metric_scale.h"
#include "core/plot/surface_grid.h"
#include "render/chart_export.h"
#include "render/heat_map_table.h"

#include <QColor>
#include <QCoreApplication>

#include <optional>
#include <vector>

class QAbstractAxis;
class QChart;

namespace surfio {

// A slice's flat charts, for any matrix: the metric against block size with
// one line per read mix (a base-2 axis labelled in KiB and MiB, splits by
// name past the largest size), or the same as a heat map with each cell's
// value. A slice of one block size and several mixes is one line over the
// read %. One maker for the 2D tab, its exports and the report, so what a
// person sees is what a report prints.
class SliceChart {
    Q_DECLARE_TR_FUNCTIONS(surfio::SliceChart)
public:
    enum class Kind { Lines, HeatMap };

    // The chart as an export's figure: the lines, or the heat map with its
    // colour scale. Empty (no plot) when nothing in the slice is measured.
    static ChartFigure figure(const SurfaceGrid::Slice& slice, Kind kind, SurfaceMetric metric);
    // The scale of a slice's measured cells in the metric.
    static MetricScale scale(const SurfaceGrid::Slice& slice, SurfaceMetric metric);
    // A new chart of one line per read mix over block size (x in octaves
    // above 1 KiB, log2(bytes / 1024)), or of the one block size over the
    // read % (x in percent); the caller owns it.
    static QChart* lines(const SurfaceGrid::Slice& slice, SurfaceMetric metric, const MetricScale& scale);
    // Whether lines() draws the slice over the read % rather than block size.
    static bool overReadPercent(const SurfaceGrid::Slice& slice) { return slice.columns() == 1 && slice.rows() > 1; }
    // The point index of each point of lines()'s line number `line`, in its order.
    static std::vector<int> linePoints(const SurfaceGrid::Slice& slice, int line);
    // Where a block size sits on the lines' x axis: octaves above 1 KiB.
    static double octave(double bytes);
    // One later run's ratio to A over a slice of one read mix (or one block
    // size): a line over block size (or read %) from 0, each point
    // labelled with its ratio ("2.03×"), and 1× drawn across for even. The
    // Compare tab draws this rather than a surface of one line.
    static ChartFigure ratioFigure(const SurfaceGrid::Slice& slice, const std::vector<std::optional<double>>& ratios,
                                   const QString& axisTitle);
    static QChart* ratioLines(const SurfaceGrid::Slice& slice, const std::vector<std::optional<double>>& ratios,
                              const QString& axisTitle);
    // The colour of line (or bar set) i: Okabe and Ito's, told apart with colour blindness.
    static QColor seriesColor(int i);
    // The heat map's cells, most reads on top as the surface seen from above.
    static HeatMapTable heatMap(const SurfaceGrid::Slice& slice, SurfaceMetric metric, const MetricScale& scale);

private:
    static QAbstractAxis* blockSizeAxis(const SurfaceGrid::Slice& slice);
    static QAbstractAxis* readPercentAxis();
};

}  // namespace surfio
