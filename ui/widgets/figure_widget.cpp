#include "ui/widgets/figure_widget.h"

#include <QPainter>

namespace surfio {

FigureWidget::FigureWidget(QWidget* parent)
    : QWidget(parent)
{
    setMinimumSize(320, 200);
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
    options.caption = false;  // the tab says what was measured around it
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    paintChartFigure(painter, QRectF(rect()), options, figure_);
}

}  // namespace surfio
