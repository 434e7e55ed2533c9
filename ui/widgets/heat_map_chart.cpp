#include "ui/widgets/heat_map_chart.h"

#include <QPaintEvent>
#include <QPainter>

namespace surfio {

HeatMapChart::HeatMapChart(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("heatMapChart"));
}

void HeatMapChart::setTable(const HeatMapTable& table)
{
    table_ = table;
    update();
}

QSize HeatMapChart::sizeHint() const
{
    return {480, 320};
}

void HeatMapChart::paintEvent(QPaintEvent* /*event*/)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    ChartLook look = ChartLook::forScreen(font());
    look.text = palette().color(QPalette::WindowText);
    look.axisLine = palette().color(QPalette::Mid);
    paintHeatMap(painter, QRectF(rect()), table_, look);
}

}  // namespace surfio
