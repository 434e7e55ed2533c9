#pragma once

#include "render/chart_export.h"

#include <QList>

#include <functional>

class QChart;
class QPainter;
class QRectF;

namespace surfio {

// Paints Qt Charts into an export: each chart takes the look's fonts and
// colours and the size of its share of room for the time it is painted, then
// gets its own back, so a chart on screen is left as it was. Charts in a
// list (in their scenes: the Live tab's plots) are stacked top to bottom in
// equal shares, their plot areas' edges aligned. A single chart outside any
// scene (made for the export) is put in one meanwhile.
void paintCharts(QPainter& painter, const QRectF& room, const QList<QChart*>& charts, const ChartLook& look);
// placeItems puts what the view adds to the chart's scene (labels at a
// value) where they belong at the chart's size: called once it is resized
// for the export and again once it is back.
void paintChart(QPainter& painter, const QRectF& room, QChart* chart, const ChartLook& look,
                const std::function<void()>& placeItems = {});

// A chart laid out tight for a tab: square corners, a margin of `margin`
// pixels round the plot (`right` on the right, where half the last x label
// hangs past the plot's edge), the legend on top with each series' line as
// its sample (dashed and dotted series told apart).
void setTightLayout(QChart* chart, int margin, int right);

}  // namespace surfio
