#include "ui/widgets/color_scale_bar.h"

#include "render/metric_gradient.h"

#include <QLinearGradient>
#include <QPainter>

#include <cmath>

namespace surfio {

namespace {

constexpr int kBarWidth = 16;
constexpr int kTickLength = 4;
constexpr int kGap = 3;

}  // namespace

ColorScaleBar::ColorScaleBar(QWidget* parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Preferred);
}

void ColorScaleBar::setScale(const MetricScale& scale)
{
    scale_ = scale;
    updateGeometry();
    update();
}

QList<double> ColorScaleBar::ticks() const
{
    QList<double> values;
    const int steps = int(std::lround(scale_.top() / scale_.step()));
    for (int i = 0; i <= steps; ++i)
        values.append(i * scale_.step());
    return values;
}

QStringList ColorScaleBar::tickLabels() const
{
    QStringList labels;
    for (double value : ticks())
        labels.append(scale_.number(value));
    return labels;
}

QRect ColorScaleBar::barRect() const
{
    const QFontMetrics metrics(font());
    // The title on top, and half a label of room at either end of the bar.
    const int top = metrics.height() * 2;
    const int bottom = height() - metrics.height();
    return QRect(0, top, kBarWidth, std::max(1, bottom - top));
}

QList<QRect> ColorScaleBar::tickLabelRects() const
{
    const QFontMetrics metrics(font());
    const QRect bar = barRect();
    const QList<double> values = ticks();
    const QStringList labels = tickLabels();
    QList<QRect> rects;
    for (qsizetype i = 0; i < values.size(); ++i) {
        const int y = bar.bottom() - int(std::lround(values[i] / scale_.top() * bar.height()));
        QRect text = metrics.boundingRect(labels[i]);
        text.moveTo(bar.right() + kTickLength + kGap, y - metrics.height() / 2);
        text.setHeight(metrics.height());
        rects.append(text);
    }
    return rects;
}

QSize ColorScaleBar::sizeHint() const
{
    const QFontMetrics metrics(font());
    int labels = 0;
    for (const QString& label : tickLabels())
        labels = std::max(labels, metrics.horizontalAdvance(label));
    const int width = std::max(metrics.horizontalAdvance(title()), kBarWidth + kTickLength + kGap + labels);
    return {width + kGap, metrics.height() * 12};
}

QSize ColorScaleBar::minimumSizeHint() const
{
    return {sizeHint().width(), QFontMetrics(font()).height() * 6};
}

void ColorScaleBar::paintEvent(QPaintEvent* /*event*/)
{
    QPainter painter(this);
    const QFontMetrics metrics(font());
    painter.setPen(palette().color(QPalette::WindowText));
    painter.drawText(QRect(0, 0, width(), metrics.height() * 2), Qt::AlignLeft | Qt::AlignVCenter, title());

    const QRect bar = barRect();
    QLinearGradient gradient(bar.bottomLeft(), bar.topLeft());
    gradient.setStops(metricGradientStops());
    painter.fillRect(bar, gradient);
    painter.drawRect(bar.adjusted(0, 0, -1, -1));

    const QList<QRect> rects = tickLabelRects();
    const QStringList labels = tickLabels();
    for (qsizetype i = 0; i < rects.size(); ++i) {
        const int y = rects[i].center().y();
        painter.drawLine(bar.right(), y, bar.right() + kTickLength, y);
        painter.drawText(rects[i], Qt::AlignLeft | Qt::AlignVCenter, labels[i]);
    }
}

}  // namespace surfio
