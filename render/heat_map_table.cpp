#include "render/heat_map_table.h"

#include "render/metric_gradient.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

#include <algorithm>

namespace surfio {

namespace {

// Dark text on the light end of the scale (by luma: yellow is light), white on the dark end.
QColor textOn(const QColor& background)
{
    constexpr int kLightLuma = 140;
    return qGray(background.rgb()) > kLightLuma ? QColor(0x10, 0x10, 0x10) : QColor(Qt::white);
}

double widestOf(const QStringList& texts, const QFontMetricsF& metrics)
{
    double widest = 0;
    for (const QString& text : texts)
        widest = std::max(widest, metrics.horizontalAdvance(text));
    return widest;
}

}  // namespace

QString heatMapCellText(double value)
{
    const int decimals = value >= 100 ? 0 : value >= 10 ? 1 : 2;
    return QLocale().toString(value, 'f', decimals);
}

void paintHeatMap(QPainter& painter, const QRectF& room, const HeatMapTable& table, const ChartLook& look)
{
    const int rows = int(table.rowHeaders.size());
    const int columns = int(table.columnHeaders.size());
    if (rows == 0 || columns == 0 || table.cells.size() < qsizetype(rows) * columns)
        return;
    const QFontMetricsF ticks(look.tick);
    const QFontMetricsF titles(look.axisTitle);
    const double gap = look.em * 0.4;
    // Titles outside the headers: the rows' read upwards at the left, the columns' under the bottom.
    const double left = room.left() + titles.height() + gap + widestOf(table.rowHeaders, ticks) + gap;
    const double bottom = room.bottom() - titles.height() - gap - ticks.height() - gap;
    const QRectF grid(left, room.top(), room.right() - left, bottom - room.top());
    if (!grid.isValid())
        return;
    const double cellWidth = grid.width() / columns;
    const double cellHeight = grid.height() / rows;
    painter.save();
    painter.setFont(look.tick);
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < columns; ++c) {
            const HeatMapCell& cell = table.cells[qsizetype(r) * columns + c];
            const QRectF box(grid.left() + c * cellWidth, grid.top() + r * cellHeight, cellWidth, cellHeight);
            if (!cell.measured)
                continue;
            const double top = table.scale.top() > 0 ? table.scale.top() : 1;
            const QColor colour = metricColor(cell.value / top);
            painter.fillRect(box, colour);
            painter.setPen(textOn(colour));
            const QString text = ticks.elidedText(heatMapCellText(cell.value), Qt::ElideRight, cellWidth - gap);
            painter.drawText(box, Qt::AlignCenter, text);
        }
    }
    painter.setPen(QPen(look.axisLine, std::max(1.0, look.em / 16)));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(grid);
    painter.setPen(look.text);
    for (int r = 0; r < rows; ++r)
        painter.drawText(QRectF(room.left(), grid.top() + r * cellHeight, left - gap - room.left(), cellHeight),
                         Qt::AlignRight | Qt::AlignVCenter, table.rowHeaders[r]);
    for (int c = 0; c < columns; ++c)
        painter.drawText(QRectF(grid.left() + c * cellWidth, grid.bottom() + gap, cellWidth, ticks.height()),
                         Qt::AlignHCenter | Qt::AlignTop,
                         ticks.elidedText(table.columnHeaders[c], Qt::ElideRight, cellWidth));
    painter.setFont(look.axisTitle);
    painter.drawText(QRectF(grid.left(), room.bottom() - titles.height(), grid.width(), titles.height()),
                     Qt::AlignCenter, table.columnTitle);
    painter.translate(room.left(), grid.center().y());
    painter.rotate(-90);
    painter.drawText(QRectF(-grid.height() / 2, 0, grid.height(), titles.height()), Qt::AlignCenter, table.rowTitle);
    painter.restore();
}

}  // namespace surfio
