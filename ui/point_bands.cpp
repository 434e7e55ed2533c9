#include "ui/point_bands.h"

#include "core/text/units.h"

#include <QChart>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QStringList>
#include <QValueAxis>

namespace surfio {

namespace {

// Between the plot area's background and its grid, so grid and series stay on top.
constexpr qreal kZValue = 0.5;

}  // namespace

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

namespace {

bool sequential(Pattern p)
{
    return p == Pattern::Read || p == Pattern::Write || p == Pattern::ReadWrite;
}

QString sizeText(const JobSpec& spec)
{
    return spec.blockSplit.empty() ? formatSize(spec.blockSize)
                                   : QString::fromStdString(blockSplitName(spec.blockSplit));
}

}  // namespace

PointBands::Varying PointBands::varyingAmong(const QList<JobSpec>& specs)
{
    Varying v{false, false, false, false, false};
    for (const JobSpec& s : specs) {
        const JobSpec& first = specs.front();
        v.order |= sequential(s.pattern) != sequential(first.pattern);
        v.size |= s.blockSize != first.blockSize || s.blockSplit != first.blockSplit;
        v.mix |= s.effectiveReadPercent() != first.effectiveReadPercent();
        v.depth |= s.queueDepth != first.queueDepth;
        v.jobs |= s.jobs != first.jobs;
    }
    if (!(v.order || v.size || v.mix || v.depth || v.jobs))
        v.size = v.mix = true;  // one point: what it is
    return v;
}

QString PointBands::labelFor(const JobSpec& spec, Varying varying)
{
    QStringList parts;
    if (varying.order)
        parts << (sequential(spec.pattern) ? tr("sequential") : tr("random"));
    if (varying.size)
        parts << sizeText(spec);
    if (varying.mix) {
        const int read = spec.effectiveReadPercent();
        parts << (read == 100 ? tr("read") : read == 0 ? tr("write") : tr("%1% read").arg(QLocale().toString(read)));
    }
    if (varying.depth)
        parts << tr("QD %1").arg(QLocale().toString(spec.queueDepth));
    if (varying.jobs)
        parts << tr("%n job(s)", nullptr, int(spec.jobs));
    return parts.join(QStringLiteral(" · "));
}

QString PointBands::labelFor(const JobSpec& spec)
{
    return labelFor(spec, Varying());
}

QString PointBands::shortLabelFor(const JobSpec& spec, Varying varying)
{
    QStringList parts;
    if (varying.order)
        parts << (sequential(spec.pattern) ? tr("seq", "short for sequential") : tr("rnd", "short for random"));
    if (varying.size)
        parts << sizeText(spec);
    if (varying.mix) {
        const int read = spec.effectiveReadPercent();
        parts << (read == 100 ? tr("R", "short for read")
                  : read == 0 ? tr("W", "short for write")
                              : tr("%1%R", "short for % read").arg(QLocale().toString(read)));
    }
    if (varying.depth)
        parts << tr("Q%1", "short for queue depth").arg(QLocale().toString(spec.queueDepth));
    if (varying.jobs)
        parts << tr("×%1", "short for jobs").arg(spec.jobs);
    return parts.join(QLatin1Char(' '));
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

}  // namespace surfio
