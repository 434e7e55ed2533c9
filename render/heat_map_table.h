#pragma once

#include "core/plot/metric_scale.h"
#include "render/chart_export.h"

#include <QList>
#include <QString>
#include <QStringList>

class QPainter;
class QRectF;

namespace surfio {

// One cell of a heat map: its value in the scale's unit, blank until measured.
struct HeatMapCell {
    double value = 0;
    bool measured = false;
    int pointIndex = -1;
};

// A heat map as it is painted: one cell per read mix × block size coloured
// from the metric scale, the mixes named down the left and the block sizes
// along the bottom.
struct HeatMapTable {
    QStringList rowHeaders;     // top to bottom
    QStringList columnHeaders;  // left to right
    QList<HeatMapCell> cells;   // row-major; unmeasured cells stay blank
    MetricScale scale;          // colours from 0 to its top; values are in its unit
    QString rowTitle;           // "Read %"
    QString columnTitle;        // "Block size"
};

// Cells with their values printed, headers and axis titles within room (no
// colour scale: the figure's). The same painting goes to the screen (in the
// application's font) and to an export (in the export's look), so what is
// shown is what is saved.
// A cell's value as the map prints it: three significant figures in the
// scale's unit ("25.6", "812", "1.48").
QString heatMapCellText(double value);

void paintHeatMap(QPainter& painter, const QRectF& room, const HeatMapTable& table, const ChartLook& look);

}  // namespace surfio
