#include "ui/views/point_bands.h"

#include "core/text/units.h"
#include "ui/widgets/direction_colors.h"

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
// Over the series (Qt Charts stacks them at 4) and under the legend (5):
// a level is read against the data it sums up.
constexpr qreal kLevelZValue = 4.5;
// The tint of a run's regimes, alternately stronger and lighter: visible
// beside the light grey of every other point, never hiding the lines.
const QColor kRegimeColor(0x7c, 0x3a, 0xed);
constexpr float kRegimeAlpha[] = {0.14f, 0.06f};

}  // namespace

// The regimes' levels, drawn by the bands in a layer of their own over the series.
class PointBands::LevelLines : public QGraphicsItem {
public:
    explicit LevelLines(PointBands* bands)
        : QGraphicsItem(bands->chart_)
        , bands_(bands)
    {
        setZValue(kLevelZValue);
    }
    void geometryChanged() { prepareGeometryChange(); }
    QRectF boundingRect() const override { return bands_->chart_->plotArea(); }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override { bands_->paintLevels(painter); }

private:
    PointBands* bands_;
};

PointBands::PointBands(QChart* chart, QValueAxis* timeAxis)
    : QGraphicsObject(chart)
    , chart_(chart)
    , axis_(timeAxis)
    , levelLines_(new LevelLines(this))
{
    setZValue(kZValue);
    setFlag(QGraphicsItem::ItemHasNoContents, false);
    connect(chart, &QChart::plotAreaChanged, this, [this] {
        prepareGeometryChange();
        levelLines_->geometryChanged();
        update();
        levelLines_->update();
    });
    connect(timeAxis, &QValueAxis::rangeChanged, this, [this] {
        update();
        levelLines_->update();
    });
}

PointBands::~PointBands()
{
    delete levelLines_;  // a sibling in the chart, which would otherwise outlive us
}

void PointBands::setLevelAxis(QValueAxis* axis)
{
    levelAxis_ = axis;
    connect(axis, &QValueAxis::rangeChanged, this, [this] { levelLines_->update(); });
}

void PointBands::setRegimes(const QList<Regime>& regimes)
{
    regimes_ = regimes;
    update();
    levelLines_->update();
}

QColor PointBands::regimeColor()
{
    return kRegimeColor;
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

namespace {

// A segment's level split between the directions as their I/Os (or bytes)
// were in its samples: the level is the detector's, which leaves spikes out.
struct Shares {
    double readIos = 0, writeIos = 0, readBytes = 0, writeBytes = 0;
};

Shares sharesIn(const JobResult& run, const RegimeSegment& segment)
{
    Shares shares;
    for (const IntervalSample& s : run.samples) {
        if (s.t <= segment.startS + 1e-9 || s.t > segment.endS + 1e-9)
            continue;
        shares.readIos += double(s.read.ios);
        shares.writeIos += double(s.write.ios);
        shares.readBytes += double(s.read.bytes);
        shares.writeBytes += double(s.write.bytes);
    }
    return shares;
}

double shareOf(double part, double other)
{
    return part + other > 0 ? part / (part + other) : 0;
}

QList<PointBands::Level> levelsIn(const JobResult& run, const RegimeSegment& segment, PointBands::LevelOf level)
{
    const Shares shares = sharesIn(run, segment);
    const struct {
        bool used;
        double iopsShare, bytesShare;
        QColor color;
    } sides[] = {
        {run.read.ios > 0, shareOf(shares.readIos, shares.writeIos), shareOf(shares.readBytes, shares.writeBytes),
         kReadColor},
        {run.write.ios > 0, shareOf(shares.writeIos, shares.readIos), shareOf(shares.writeBytes, shares.readBytes),
         kWriteColor},
    };
    QList<PointBands::Level> levels;
    for (const auto& side : sides) {
        if (!side.used)
            continue;
        if (level == PointBands::LevelOf::Iops) {
            const double iops = segment.iops * side.iopsShare;
            levels.append({iops, side.color, formatCount(iops)});
        } else {
            const double mbps = segment.bandwidth * side.bytesShare / 1e6;
            levels.append({mbps, side.color, QLocale().toString(mbps, 'f', mbps < 10 ? 2 : 1)});
        }
    }
    return levels;
}

}  // namespace

QList<PointBands::Regime> PointBands::regimesOf(const JobResult& run, const Regimes& regimes, LevelOf level,
                                                double offset)
{
    QList<Regime> out;
    for (size_t i = 0; i < regimes.segments.size(); ++i) {
        const RegimeSegment& segment = regimes.segments[i];
        Regime regime{offset + segment.startS, offset + segment.endS, int(i), {}};
        if (level != LevelOf::Nothing)
            regime.levels = levelsIn(run, segment, level);
        out.append(regime);
    }
    return out;
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

double PointBands::yFor(double value) const
{
    const QRectF area = chart_->plotArea();
    const double min = levelAxis_->min();
    const double max = levelAxis_->max();
    if (max <= min)
        return area.bottom();
    return area.bottom() - (value - min) / (max - min) * area.height();
}

void PointBands::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    const QRectF area = chart_->plotArea();
    if ((bands_.isEmpty() && regimes_.isEmpty()) || area.isEmpty())
        return;
    painter->save();
    painter->setClipRect(area);
    paintRegimes(painter, area);
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

void PointBands::paintRegimes(QPainter* painter, const QRectF& area) const
{
    QColor edge = kRegimeColor;
    edge.setAlphaF(0.6f);
    QPen edgePen(edge, 1, Qt::DashLine);
    edgePen.setCosmetic(true);
    painter->setPen(edgePen);
    for (const Regime& regime : regimes_) {
        QColor tint = kRegimeColor;
        tint.setAlphaF(kRegimeAlpha[regime.index % 2]);
        const qreal left = xFor(regime.start);
        painter->fillRect(QRectF(QPointF(left, area.top()), QPointF(xFor(regime.end), area.bottom())), tint);
        if (regime.index > 0)
            painter->drawLine(QPointF(left, area.top()), QPointF(left, area.bottom()));
    }
}

void PointBands::paintLevels(QPainter* painter) const
{
    const QRectF area = chart_->plotArea();
    if (!levelAxis_ || regimes_.isEmpty() || area.isEmpty())
        return;
    painter->save();
    painter->setClipRect(area);
    painter->setRenderHint(QPainter::Antialiasing);
    QFont font = chart_->font();
    font.setPointSizeF(font.pointSizeF() * 0.85);
    painter->setFont(font);
    const QFontMetricsF metrics(font);
    const qreal pad = metrics.averageCharWidth() * 0.5;
    // The chart's background is a theme's gradient: a backdrop that sets off its text.
    QColor backdrop = chart_->titleBrush().color().lightness() < 128 ? QColor(Qt::white) : QColor(Qt::black);
    backdrop.setAlphaF(0.7f);
    for (const Regime& regime : regimes_) {
        const qreal left = xFor(regime.start);
        const qreal right = xFor(regime.end);
        for (const Level& level : regime.levels) {
            const qreal y = yFor(level.value);
            const QColor ink = level.color.darker(140);
            QPen pen(ink, 2, Qt::DashLine);
            pen.setCosmetic(true);
            painter->setPen(pen);
            painter->drawLine(QPointF(left, y), QPointF(right, y));
            // The level's figure above its line, on a backdrop that keeps it
            // readable over the data, at the regime's end: its start is where
            // a throttle's slack and a ramp's first intervals show.
            const qreal width = metrics.horizontalAdvance(level.text);
            if (level.text.isEmpty() || width + 3 * pad > right - left)
                continue;
            QRectF box(right - 2 * pad - width, y - metrics.height() - pad / 2, width + pad, metrics.height());
            if (box.top() < area.top())
                box.moveTop(y + pad / 2);  // a level near the top: its figure under the line
            painter->fillRect(box, backdrop);
            painter->setPen(ink);
            painter->drawText(box, Qt::AlignCenter, level.text);
        }
    }
    painter->restore();
}

}  // namespace surfio
