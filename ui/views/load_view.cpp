#include "ui/views/load_view.h"

#include "ui/models/shown_result.h"

#include "core/analysis/analysis_text.h"
#include "core/text/units.h"
#include "render/chart_render.h"
#include "render/scale_axis.h"
#include "ui/widgets/direction_colors.h"
#include "ui/widgets/status_row.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCursor>
#include <QGraphicsLayout>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineEdit>
#include <QLineSeries>
#include <QLocale>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QSettings>
#include <QStackedLayout>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace surfio {

namespace {

constexpr int kChartMargin = 6;
constexpr double kHeadroom = 1.05;  // keeps the highest point off the frame
// Latencies spanning more than a decade go on a log scale: a QD sweep's p99
// climbs from tens of microseconds to tens of milliseconds, and on a linear
// scale everything before the knee would lie flat on the floor. Within a
// decade a linear scale shows the bend as it is.
constexpr double kLogSpan = 10;
const QString kSloKey = QStringLiteral("load/sloNs");
constexpr qreal kLabelZ = 100;  // above every series

// Reads stay blue and writes orange as in every chart; other groups (mixes,
// more block sizes) take colours that are neither.
const std::array<QColor, 6> kOtherColors{QColor(0x0f, 0x76, 0x6e), QColor(0x7c, 0x3a, 0xed), QColor(0xbe, 0x18, 0x5d),
                                         QColor(0x4d, 0x7c, 0x0f), QColor(0x92, 0x40, 0x0e), QColor(0x33, 0x41, 0x55)};
const QColor kSloColor(0xdc, 0x26, 0x26);

QList<QColor> groupColors(const QList<LoadGroup>& groups)
{
    QList<QColor> colors;
    bool readTaken = false;
    bool writeTaken = false;
    size_t other = 0;
    for (const LoadGroup& g : groups) {
        if (g.readPercent == 100 && !readTaken) {
            colors.append(kReadColor);
            readTaken = true;
        } else if (g.readPercent == 0 && !writeTaken) {
            colors.append(kWriteColor);
            writeTaken = true;
        } else {
            colors.append(kOtherColors[other++ % kOtherColors.size()]);
        }
    }
    return colors;
}

QPen linePen(const QColor& color, qreal width, Qt::PenStyle style = Qt::SolidLine)
{
    QPen pen(color, width, style);
    pen.setCosmetic(true);
    return pen;
}

const std::array<Nanoseconds, 11> kCommonSlos{
    std::chrono::microseconds(50),  std::chrono::microseconds(100), std::chrono::microseconds(200),
    std::chrono::microseconds(500), std::chrono::milliseconds(1),   std::chrono::milliseconds(2),
    std::chrono::milliseconds(5),   std::chrono::milliseconds(10),  std::chrono::milliseconds(20),
    std::chrono::milliseconds(50),  std::chrono::milliseconds(100)};

// What the load of a point was: its depth, and its rate when it had one.
QString loadText(const LoadPoint& p)
{
    if (p.rateIops > 0)
        return LoadView::tr("QD %1 at %2 IOPS").arg(p.iodepth).arg(formatCount(double(p.rateIops)));
    return LoadView::tr("QD %1").arg(p.iodepth);
}

// The unit of one of ScaleAxis's latency labels, as the person's language writes it.
QString unitOf(const QString& label)
{
    QString unit = label;
    return unit.remove(QStringLiteral("%1")).trimmed().toLower();
}

}  // namespace

LoadView::LoadView(const ShownResult* shown, bool remember, QWidget* parent)
    : QWidget(parent)
    , shown_(shown)
    , remember_(remember)
    , slo_(Matrix{}.slo)
{
    auto* stack = new QStackedLayout(this);

    empty_ = new QLabel(this);
    empty_->setObjectName(QStringLiteral("loadEmpty"));
    empty_->setAlignment(Qt::AlignCenter);
    empty_->setWordWrap(true);
    empty_->setMargin(fontMetrics().height());
    empty_->setTextInteractionFlags(Qt::TextSelectableByMouse);  // the options can be copied
    stack->addWidget(empty_);

    page_ = new QWidget(this);
    auto* layout = new QVBoxLayout(page_);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(makeControls());
    makeChart();
    layout->addWidget(view_, 1);
    verdictBox_ = new QWidget(page_);
    verdictGrid_ = new QGridLayout(verdictBox_);
    verdictGrid_->setHorizontalSpacing(fontMetrics().averageCharWidth() * 2);
    verdictGrid_->setColumnStretch(1, 1);
    layout->addWidget(verdictBox_);
    stack->addWidget(page_);

    connect(shown_, &ShownResult::runBegun, this, &LoadView::beginRun);
    connect(shown_, &ShownResult::runAdded, this, &LoadView::recompute);
    connect(shown_, &ShownResult::runFinished, this, &LoadView::recompute);
    connect(shown_, &ShownResult::resultShown, this, &LoadView::showResult);
    if (shown_->isRunning())
        beginRun();
    else
        showResult();
}

QWidget* LoadView::makeControls()
{
    auto* box = new QWidget(this);
    auto* row = new QHBoxLayout(box);
    sloBox_ = new QComboBox(box);
    sloBox_->setObjectName(QStringLiteral("loadSlo"));
    sloBox_->setEditable(true);
    sloBox_->setInsertPolicy(QComboBox::NoInsert);
    sloBox_->setCompleter(nullptr);  // inline completion would take "20" for "200 µs"
    for (const Nanoseconds slo : kCommonSlos)
        sloBox_->addItem(sloText(slo), QVariant::fromValue(qint64(slo.count())));
    sloBox_->setToolTip(tr("The latency objective: the most IOPS whose p99 latency stays within it is marked. "
                           "Pick one or type it, e.g. 750 µs or 2 ms. A result opened from a file starts with "
                           "the objective it was run with."));
    sloBox_->setMinimumContentsLength(8);
    auto* label = new QLabel(tr("&Latency objective, p99 ≤"), box);
    label->setBuddy(sloBox_);
    row->addWidget(label);
    row->addWidget(sloBox_);
    row->addStretch(1);
    connect(sloBox_, &QComboBox::activated, this,
            [this](int index) { chooseSlo(Nanoseconds(sloBox_->itemData(index).toLongLong())); });
    connect(sloBox_->lineEdit(), &QLineEdit::editingFinished, this, &LoadView::takeSloText);
    return box;
}

void LoadView::makeChart()
{
    chart_ = new QChart;
    // The last IOPS label is centred on the plot's right edge.
    setTightLayout(chart_, kChartMargin, kChartMargin + fontMetrics().horizontalAdvance(QStringLiteral("000k")) / 2);

    x_ = new ScaleAxis(chart_);
    x_->setTitleText(tr("IOPS"));
    chart_->addAxis(x_, Qt::AlignBottom);
    y_ = new ScaleAxis(chart_);
    chart_->addAxis(y_, Qt::AlignLeft);

    // The labels follow their markers as the plot resizes or its scales change.
    connect(chart_, &QChart::plotAreaChanged, this, &LoadView::placeLabels);
    connect(x_, &QValueAxis::rangeChanged, this, &LoadView::placeLabels);
    connect(y_, &QValueAxis::rangeChanged, this, &LoadView::placeLabels);

    sloLabel_ = addLabel(kSloColor.darker(120));

    view_ = new QChartView(chart_, page_);
    view_->setRenderHint(QPainter::Antialiasing);
    view_->setMinimumHeight(fontMetrics().height() * 12);
}

QLineSeries* LoadView::addLine(const QString& name, const QPen& pen, bool inLegend)
{
    auto* series = new QLineSeries(chart_);
    series->setName(name);
    series->setPen(pen);
    chart_->addSeries(series);
    series->attachAxis(x_);
    series->attachAxis(y_);
    for (QLegendMarker* marker : chart_->legend()->markers(series))
        marker->setVisible(inLegend);
    return series;
}

// A marker the size of a few points: the knee a filled diamond, the best
// point under the SLO a ring in the SLO's colour around its point. Its words
// are the series' name, drawn by a MarkerLabel.
QScatterSeries* LoadView::addMarker(const QColor& color, bool ring)
{
    auto* series = new QScatterSeries(chart_);
    series->setMarkerShape(ring ? QScatterSeries::MarkerShapeCircle : QScatterSeries::MarkerShapeRotatedRectangle);
    series->setMarkerSize(fontMetrics().height() * (ring ? 1.3 : 1.0));
    series->setColor(ring ? QColor(Qt::transparent) : color);
    QPen pen(ring ? kSloColor : color.darker(150), ring ? 2.0 : 1.0);
    pen.setCosmetic(true);
    series->setPen(pen);
    chart_->addSeries(series);
    series->attachAxis(x_);
    series->attachAxis(y_);
    for (QLegendMarker* marker : chart_->legend()->markers(series))
        marker->setVisible(false);
    return series;
}

LoadView::MarkerLabel LoadView::addLabel(const QColor& color)
{
    MarkerLabel label;
    label.box = new QGraphicsRectItem(chart_);
    label.box->setZValue(kLabelZ);
    QColor fill(Qt::white);  // the chart's light theme
    fill.setAlphaF(0.85f);
    label.box->setBrush(fill);
    label.box->setPen(Qt::NoPen);
    label.text = new QGraphicsSimpleTextItem(label.box);
    QFont bold = font();
    bold.setBold(true);
    label.text->setFont(bold);
    label.text->setBrush(color);
    label.box->hide();
    return label;
}

namespace {

// Whether a segment crosses or lies in a rectangle.
bool crosses(const QLineF& line, const QRectF& rect)
{
    if (rect.contains(line.p1()) || rect.contains(line.p2()))
        return true;
    const std::array<QLineF, 4> edges{
        QLineF(rect.topLeft(), rect.topRight()), QLineF(rect.topRight(), rect.bottomRight()),
        QLineF(rect.bottomRight(), rect.bottomLeft()), QLineF(rect.bottomLeft(), rect.topLeft())};
    return std::any_of(edges.begin(), edges.end(),
                       [&](const QLineF& edge) { return line.intersects(edge) == QLineF::BoundedIntersection; });
}

}  // namespace

// Where a label of `size` goes beside the point `at`, `off` away from it:
// above and to the left first, where a load curve (flat, then rising) leaves
// room, then the other corners, then the same a line further out; inside the
// plot and, as far as it can, clear of the labels placed before it, of the
// SLO's line, then of the curves.
QPointF LoadView::labelCorner(QPointF at, qreal off, QSizeF size, const QList<QRectF>& taken,
                              const LinesToAvoid& lines) const
{
    const QRectF plot = chart_->plotArea();
    QList<QPointF> corners;
    for (const qreal away : {off, off + size.height()})
        corners << QPointF(at.x() - away - size.width(), at.y() - away - size.height())
                << QPointF(at.x() + away, at.y() - away - size.height()) << QPointF(at.x() + away, at.y() + away)
                << QPointF(at.x() - away - size.width(), at.y() + away);
    const auto onAny = [](const QList<QLineF>& among, const QRectF& rect) {
        return std::any_of(among.begin(), among.end(), [&](const QLineF& l) { return crosses(l, rect); });
    };
    // How bad a place is: 0 clear of all, 1 on a curve, 2 on the SLO's line, 3 on a label.
    const auto badness = [&](const QRectF& rect) {
        if (std::any_of(taken.begin(), taken.end(), [&](const QRectF& t) { return t.intersects(rect); }))
            return 3;
        if (onAny(lines.objective, rect))
            return 2;
        return onAny(lines.curves, rect) ? 1 : 0;
    };
    std::optional<QPointF> best;
    int bestBadness = 4;
    for (const QPointF& corner : std::as_const(corners)) {
        const QRectF rect(corner, size);
        if (!plot.contains(rect))
            continue;
        if (const int bad = badness(rect); bad < bestBadness) {
            best = corner;
            bestBadness = bad;
        }
    }
    return best.value_or(corners[0]);
}

void LoadView::placeLabel(const MarkerLabel& label, const QString& text, QPointF at, qreal off, QList<QRectF>& taken,
                          const LinesToAvoid& lines) const
{
    if (text.isEmpty()) {
        label.box->hide();
        return;
    }
    constexpr qreal kPad = 2;
    label.text->setText(text);
    label.text->setPos(kPad, kPad);
    const QSizeF size = label.text->boundingRect().size() + QSizeF(2 * kPad, 2 * kPad);
    label.box->setRect(QRectF(QPointF(0, 0), size));
    const QPointF corner = labelCorner(at, off + kPad, size, taken, lines);
    label.box->setPos(corner);
    label.box->show();
    taken.append(QRectF(corner, size));
}

// The lines a label should not sit on, in the chart's coordinates: the
// SLO's line and each curve's segments.
LoadView::LinesToAvoid LoadView::drawnLines() const
{
    LinesToAvoid lines;
    auto add = [&](QLineSeries* series, QList<QLineF>& to) {
        for (qsizetype i = 1; series && i < series->count(); ++i)
            to.append(
                QLineF(chart_->mapToPosition(series->at(i - 1), series), chart_->mapToPosition(series->at(i), series)));
    };
    add(sloLine_, lines.objective);
    for (const Trace& trace : traces_) {
        add(trace.p99, lines.curves);
        add(trace.mean, lines.curves);
    }
    return lines;
}

void LoadView::placeLabels() const
{
    QList<QRectF> taken;
    const LinesToAvoid lines = drawnLines();
    // The SLO's words at the right end of its line, above it, clear of the curves where they can be.
    const bool slo = sloLine_ && sloLine_->count() == 2;
    placeLabel(sloLabel_, slo ? sloLine_->name() : QString(), slo ? chart_->mapToPosition(sloLine_->at(1)) : QPointF(),
               0, taken, {{}, lines.curves});
    for (const Trace& trace : traces_) {
        for (const auto& [label, marker] :
             {std::pair(trace.kneeLabel, trace.knee), std::pair(trace.bestLabel, trace.best)}) {
            const bool shown = marker->count() > 0;
            placeLabel(label, shown ? marker->name() : QString(),
                       shown ? chart_->mapToPosition(marker->at(0), marker) : QPointF(), marker->markerSize() / 2,
                       taken, lines);
        }
    }
}

void LoadView::addTrace(int index, const QColor& color)
{
    Trace trace;
    trace.p99 = addLine(QString(), linePen(color, 2.0), true);
    trace.p99->setPointsVisible(true);
    trace.p99->setMarkerSize(6);
    trace.p99->setObjectName(QStringLiteral("loadP99_%1").arg(index));
    trace.mean = addLine(QString(), linePen(color, 1.5, Qt::DashLine), false);
    trace.mean->setObjectName(QStringLiteral("loadMean_%1").arg(index));
    trace.knee = addMarker(color, false);
    trace.knee->setObjectName(QStringLiteral("loadKnee_%1").arg(index));
    trace.best = addMarker(color, true);
    trace.best->setObjectName(QStringLiteral("loadBest_%1").arg(index));
    trace.kneeLabel = addLabel(color.darker(130));
    trace.bestLabel = addLabel(color.darker(130));
    for (QLineSeries* line : {trace.p99, trace.mean})
        connect(line, &QLineSeries::hovered, this, [this, index](const QPointF& at, bool state) {
            if (state)
                showPointTip(index, at);
        });

    const StatusRow row =
        addStatusRow(verdictGrid_, verdictBox_, index, color, QStringLiteral("loadGroup%1").arg(index),
                     QStringLiteral("loadVerdict%1").arg(index));
    trace.name = row.name;
    trace.verdict = row.text;
    traces_.append(trace);
}

// The series stay while the groups keep their colours; the points change through replace().
void LoadView::rebuildTraces()
{
    const QList<QColor> colors = groupColors(groups_);
    if (colors == colors_)
        return;
    chart_->removeAllSeries();
    for (const Trace& trace : std::as_const(traces_)) {
        delete trace.name;
        delete trace.verdict;
        delete trace.kneeLabel.box;
        delete trace.bestLabel.box;
    }
    traces_.clear();
    colors_ = colors;
    sloLine_ = nullptr;
    if (colors.isEmpty())
        return;
    for (int i = 0; i < colors.size(); ++i)
        addTrace(i, colors[i]);
    // Named on the plot, at its end, rather than in a legend that has room for the groups only.
    sloLine_ = addLine(QString(), linePen(kSloColor, 1.5, Qt::DashDotLine), false);
    sloLine_->setObjectName(QStringLiteral("loadSloLine"));
}

// A run begins: its SLO, and the runs a resumed one has done already.
void LoadView::beginRun()
{
    const Matrix& matrix = shown_->result().matrix;
    slo_ = matrix.slo;
    plannedLoad_ = plansLoadGroup(matrix.expand());
    showSloInControl();
    recompute();
}

// A saved result: its own SLO.
void LoadView::showResult()
{
    slo_ = shown_->result().matrix.slo;
    showSloInControl();
    recompute();
}

void LoadView::chooseSlo(Nanoseconds slo)
{
    if (!(slo.count() > 0))
        return;
    if (slo == slo_) {
        showSloInControl();
        return;
    }
    slo_ = slo;
    if (remember_)
        QSettings().setValue(kSloKey, qint64(slo.count()));
    showSloInControl();
    recompute();
    Q_EMIT sloChosen(slo_);
}

Nanoseconds LoadView::sloForRun(const Matrix& matrix) const
{
    if (matrix.slo != Matrix{}.slo || !remember_)
        return matrix.slo;
    const qint64 remembered = QSettings().value(kSloKey, qint64(0)).toLongLong();
    return remembered > 0 ? Nanoseconds(remembered) : matrix.slo;
}

std::optional<Nanoseconds> LoadView::parseSlo(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("^\\s*([0-9]+(?:[.,][0-9]+)?)\\s*(\\S*)\\s*$"));
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    bool ok = false;
    double value = QLocale().toDouble(m.captured(1), &ok);
    if (!ok)
        value = QLocale::c().toDouble(QString(m.captured(1)).replace(QLatin1Char(','), QLatin1Char('.')), &ok);
    const QString unit = m.captured(2).toLower();
    const std::pair<double, QStringList> units[] = {
        {1, {QStringLiteral("ns"), unitOf(ScaleAxis::tr("%1 ns"))}},
        {1e3, {QStringLiteral("us"), QStringLiteral("µs"), QStringLiteral("μs"), unitOf(ScaleAxis::tr("%1 µs"))}},
        {1e6, {QString(), QStringLiteral("ms"), unitOf(ScaleAxis::tr("%1 ms"))}},
        {1e9, {QStringLiteral("s"), unitOf(ScaleAxis::tr("%1 s"))}}};
    for (const auto& [scale, names] : units) {
        const double ns = value * scale;
        if (names.contains(unit) && ok && ns >= 1 && ns < double(std::numeric_limits<int64_t>::max()))
            return Nanoseconds(std::llround(ns));
    }
    return std::nullopt;
}

QString LoadView::sloText(Nanoseconds slo)
{
    return ScaleAxis::latencyLabel(double(slo.count()));
}

void LoadView::takeSloText()
{
    const QString text = sloBox_->currentText();
    if (text == sloText(slo_))
        return;  // as shown, perhaps rounded: not a new choice
    if (const std::optional<Nanoseconds> slo = parseSlo(text)) {
        chooseSlo(*slo);
        return;
    }
    showSloInControl();
    QToolTip::showText(sloBox_->mapToGlobal(QPoint(0, sloBox_->height())),
                       tr("“%1” is not a latency: write it as 750 µs or 2 ms.").arg(text), sloBox_);
}

void LoadView::showSloInControl()
{
    const QSignalBlocker block(sloBox_);
    const int index = sloBox_->findData(QVariant::fromValue(qint64(slo_.count())));
    if (index >= 0)
        sloBox_->setCurrentIndex(index);
    sloBox_->setEditText(sloText(slo_));
}

void LoadView::recompute()
{
    groups_ = findLoad(shown_->result(), shown_->figures(), double(slo_.count()));
    refresh();
}

QString LoadView::emptyText() const
{
    if (shown_->isRunning() && plannedLoad_)
        return tr("Latency against load is drawn once three points of the sweep have finished.");
    return tr("Latency against load needs at least three points that differ only in queue depth (or in rate "
              "limit), for the same block size and mix.\n\nRun a queue-depth sweep (the preset qd-sweep, or "
              "--iodepth=1,2,4,8,16,32,64,128,256) to see where latency starts to climb faster than IOPS (the "
              "knee) and the most IOPS within a latency objective.");
}

void LoadView::refresh()
{
    auto* stack = static_cast<QStackedLayout*>(layout());
    stack->setCurrentWidget(groups_.isEmpty() ? static_cast<QWidget*>(empty_) : page_);
    empty_->setText(emptyText());
    rebuildTraces();
    if (groups_.isEmpty())
        return;
    updateAxes();
    for (int i = 0; i < groups_.size(); ++i)
        showGroup(i);
    sloLine_->setName(tr("SLO: p99 ≤ %1").arg(sloText(slo_)));
    sloLine_->replace({QPointF(0, y(double(slo_.count()))), QPointF(x_->max(), y(double(slo_.count())))});
    placeLabels();
}

double LoadView::y(double ns) const
{
    return log_ ? std::log10(std::max(ns, 1.0)) : ns;
}

void LoadView::showGroup(int index)
{
    const LoadGroup& g = groups_[index];
    const LoadCurve& c = g.curve;
    const Trace& trace = traces_[index];
    const QString label = loadGroupLabel(g);
    trace.p99->setName(label);
    trace.mean->setName(label);
    trace.name->setText(label);
    trace.verdict->setText(loadVerdict(g, double(slo_.count())));

    QList<QPointF> p99;
    QList<QPointF> mean;
    for (const LoadPoint& p : c.points) {
        // A point without a histogram (one fio host's share) has no latency to draw.
        if (p.p99LatencyNs > 0)
            p99.append(QPointF(p.iops, y(p.p99LatencyNs)));
        if (p.meanLatencyNs > 0)
            mean.append(QPointF(p.iops, y(p.meanLatencyNs)));
    }
    trace.p99->replace(p99);
    trace.mean->replace(mean);

    const auto at = [&](int i) { return QPointF(c.points[size_t(i)].iops, y(c.points[size_t(i)].p99LatencyNs)); };
    const bool same = c.knee >= 0 && c.knee == c.bestUnderSlo;
    const QString best = tr("best ≤ %1").arg(sloText(slo_));
    // A knee without a p99 (one fio host's share) has nowhere to be drawn.
    const bool knee = c.knee >= 0 && c.points[size_t(c.knee)].p99LatencyNs > 0;
    trace.knee->replace(knee ? QList<QPointF>{at(c.knee)} : QList<QPointF>{});
    trace.best->replace(c.bestUnderSlo >= 0 ? QList<QPointF>{at(c.bestUnderSlo)} : QList<QPointF>{});
    // One label where the two fall on the same point.
    trace.knee->setName(!knee  ? QString()
                        : same ? tr("knee, %1: %2").arg(best, loadText(c.points[size_t(c.knee)]))
                               : tr("knee %1").arg(loadText(c.points[size_t(c.knee)])));
    trace.best->setName(
        c.bestUnderSlo < 0 || same ? QString() : tr("%1: %2").arg(best, loadText(c.points[size_t(c.bestUnderSlo)])));
}

void LoadView::updateAxes()
{
    double high = 0;
    double lowNs = double(slo_.count());
    double highNs = lowNs;
    for (const LoadGroup& g : std::as_const(groups_)) {
        for (const LoadPoint& p : g.curve.points) {
            high = std::max(high, p.iops);
            for (const double ns : {p.meanLatencyNs, p.p99LatencyNs}) {
                if (ns > 0) {
                    lowNs = std::min(lowNs, ns);
                    highNs = std::max(highNs, ns);
                }
            }
        }
    }
    x_->setLinearRange(high > 0 ? high * kHeadroom : 1, ScaleAxis::countLabel);
    log_ = highNs > kLogSpan * lowNs;
    if (log_) {
        y_->setLogRange(lowNs, highNs, ScaleAxis::latencyLabel);
        y_->setTitleText(tr("Latency: p99 solid, mean dashed (log scale)"));
    } else {
        y_->setLinearRange(highNs * kHeadroom, ScaleAxis::latencyLabel);
        y_->setTitleText(tr("Latency: p99 solid, mean dashed"));
    }
}

void LoadView::showPointTip(int group, const QPointF& at) const
{
    if (group >= groups_.size())
        return;
    const std::vector<LoadPoint>& points = groups_[group].curve.points;
    const auto nearest = std::min_element(points.begin(), points.end(), [&](const LoadPoint& a, const LoadPoint& b) {
        return std::abs(a.iops - at.x()) < std::abs(b.iops - at.x());
    });
    if (nearest == points.end())
        return;
    QToolTip::showText(QCursor::pos(),
                       tr("%1: %2 IOPS · p99 %3 · mean %4")
                           .arg(loadText(*nearest), formatCount(nearest->iops), formatLatency(nearest->p99LatencyNs),
                                formatLatency(nearest->meanLatencyNs)),
                       view_);
}

ChartFigure LoadView::figure() const
{
    ChartFigure figure;
    if (groups_.isEmpty())
        return figure;
    figure.plot = [this](QPainter& painter, const QRectF& room, const ChartLook& look) {
        paintChart(painter, room, chart_, look, [this] { placeLabels(); });
    };
    return figure;
}

}  // namespace surfio
