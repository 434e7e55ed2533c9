#pragma once

#include "ui/chart_export.h"
#include "ui/metric_scale.h"
#include "ui/surface_grid.h"

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
    // legend. axisTitle names the ratio ("B ÷ A, IOPS").
    static ChartFigure ratioFigure(const SurfaceGrid::Slice& slice, const std::vector<std::optional<double>>& ratios,
                                   const QString& axisTitle);
};

}  // namespace surfio
