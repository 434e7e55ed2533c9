#pragma once

#include "core/compare/comparison.h"
#include "core/plot/metric_scale.h"
#include "core/plot/surface_grid.h"
#include "render/chart_export.h"

#include <QCoreApplication>

#include <optional>
#include <vector>

namespace surfio {

// The surface of one slice painted with QPainter rather than rendered with
// OpenGL: quads of read % × block size raised to the metric, coloured from
// the metric scale, seen from the front left and drawn back to front, with
// the floor's two axes labelled and the metric ticked up a back edge. Any
// painter takes it, so a report's PDF keeps it as vectors and a machine
// without a display (surfio report over SSH) draws it alike. A slice of one
// row or one column is a line over the floor.
class SurfaceSketch {
    Q_DECLARE_TR_FUNCTIONS(SurfaceSketch)
public:
    // The figure of the slice's measured cells; no plot when none is measured.
    static ChartFigure figure(const SurfaceGrid::Slice& slice, SurfaceMetric metric);
    // A ratio per cell of the slice (B ÷ A, nullopt where a run lacks the
    // point) raised from 0 and coloured on a diverging scale centred on 1×:
    // blue above, vermilion below, even steps of log2 either side, with its
    // legend. axisTitle names the ratio ("B ÷ A, IOPS"). A slice of one
    // read mix or one block size is a flat line (SliceChart::ratioFigure).
    static ChartFigure ratioFigure(const SurfaceGrid::Slice& slice, const std::vector<std::optional<double>>& ratios,
                                   const QString& axisTitle);
    // The ratio of later run `run` to A at each cell of A's slice (a grid
    // of A's points), from the comparison; nullopt where it has none.
    static std::vector<std::optional<double>> ratiosOf(const SurfaceGrid::Slice& slice, const Comparison& comparison,
                                                       int run);
    // "B is 2.10× A in IOPS (geometric mean over 12 points)"; empty without a ratio.
    static QString ratioHeadline(const std::vector<std::optional<double>>& ratios, const Comparison& comparison,
                                 int run);
    // "B ÷ A, IOPS": the ratio axis's title.
    static QString ratioAxisTitle(const Comparison& comparison, int run);
};

}  // namespace surfio
