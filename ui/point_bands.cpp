#include "point_bands.h"

#include "units.h"

#include <QChart>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QValueAxis>

namespace surfio {

namespace {

// Between the plot area's background and its grid, so grid and series stay on top.
constexpr qreal kZValue = 0.5;

} // namespace

PointBands::PointBands(QChart* chart, QValueAxis* timeAxis)
    : QGraphicsObject(chart)
    , chart_(chart)
    , axis_(timeAxis)
{
    setZValue(kZValue);
    setFlag(QGraphicsItem::ItemHasNoContents, false);
    connect(chart, &QChart::plotAreaChanged, this, [this] {
        prepareGeometryChange();
        update();
    });
    connect(timeAxis, &QValueAxis::rangeChanged, this, [this] { update(); });
}

void PointBands::setBands(const QList<Band>& bands)
{
    bands_ = bands;
    update();
}

QString PointBands::labelFor(const JobSpec& spec)
{
    const int read = spec.effectiveReadPercent();
    const QString size = formatSize(spec.blockSize);
    if (read == 100)
        return tr("%1 · read").arg(size);
    if (read == 0)
        return tr("%1 · write").arg(size);
    return tr("%1 · %2% read").arg(size, QLocale().toString(read));
}

QString PointBands::shortLabelFor(const JobSpec& spec)
{
    return formatSize(spec.blockSize);
}

QRectF PointBands::boundingRect() const
{
    return chart_->plotArea();
}

double PointBands::xFor(double seconds) const
{
    const QRectF area = chart_->plotArea();
    const double min = axis_->min();
    const double max = axis_->max();
    if (max <= min)
        return area.left();
    return area.left() + (seconds - min) / (max - min) * area.width();
}

void PointBands::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    const QRectF area = chart_->plotArea();
    if (bands_.isEmpty() || area.isEmpty())
        return;
    painter->save();
    painter->setClipRect(area);
    const QColor ink = chart_->titleBrush().color();
    QColor shade = ink;
    shade.setAlphaF(0.05);
    QColor line = ink;
    line.setAlphaF(0.35);
    QPen boundaryPen(line);
    boundaryPen.setCosmetic(true);
    QFont font = chart_->font();
    font.setPointSizeF(font.pointSizeF() * 0.85);
    painter->setFont(font);
    const QFontMetricsF metrics(font);
    const qreal pad = metrics.averageCharWidth() * 0.5;

    for (int i = 0; i < bands_.size(); ++i) {
        const Band& band = bands_[i];
        const qreal left = xFor(band.start);
        const qreal right = xFor(band.end);
        if (i % 2 == 1)
            painter->fillRect(QRectF(QPointF(left, area.top()), QPointF(right, area.bottom())), shade);
        if (i > 0) {
            painter->setPen(boundaryPen);
            painter->drawLine(QPointF(left, area.top()), QPointF(left, area.bottom()));
        }
        const qreal room = right - left - 2 * pad;
        for (const QString& text : {band.label, band.shortLabel}) {
            if (text.isEmpty() || metrics.horizontalAdvance(text) > room)
                continue;
            painter->setPen(ink);
            painter->drawText(QPointF(left + pad, area.top() + pad + metrics.ascent()), text);
            break;
        }
    }
    painter->restore();
}

} // namespace surfio
