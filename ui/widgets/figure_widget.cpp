#include "ui/widgets/figure_widget.h"

#include <QFontMetricsF>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <cmath>

namespace surfio {

FigureWidget::FigureWidget(QWidget* parent)
    : QWidget(parent)
{
    setMinimumSize(320, 200);
    setMouseTracking(true);
}

void FigureWidget::setFigure(const ChartFigure& figure, const QString& title)
{
    figure_ = figure;
    title_ = title;
    update();
}

void FigureWidget::paintEvent(QPaintEvent*)
{
    if (!figure_.plot)
        return;
    ChartExportOptions options;
    options.title = title_;
    options.size = size();
    options.caption = false;      // the tab says what was measured around it
    options.screenFont = font();  // its labels as large as the tab's
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    paintChartFigure(painter, QRectF(rect()), options, figure_);
}

QString FigureWidget::valueAt(QPointF at) const
{
    if (!figure_.spots)
        return {};
    const double reach = 1.5 * QFontMetricsF(font()).height();
    const ChartSpot* nearest = nullptr;
    double best = reach;
    for (const ChartSpot& spot : *figure_.spots) {
        const double d = std::hypot(spot.at.x() - at.x(), spot.at.y() - at.y());
        if (d <= best) {
            best = d;
            nearest = &spot;
        }
    }
    return nearest ? nearest->text : QString();
}

void FigureWidget::tellValue(QMouseEvent* event)
{
    const QString value = valueAt(event->position());
    if (value.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(event->globalPosition().toPoint(), value, this);
}

void FigureWidget::mouseMoveEvent(QMouseEvent* event)
{
    tellValue(event);
    QWidget::mouseMoveEvent(event);
}

void FigureWidget::mousePressEvent(QMouseEvent* event)
{
    tellValue(event);
    QWidget::mousePressEvent(event);
}

}  // namespace surfio
