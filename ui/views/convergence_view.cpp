#include "ui/views/convergence_view.h"

#include "core/matrix/steady_state.h"
#include "core/text/units.h"
#include "render/chart_render.h"
#include "render/image_export.h"
#include "render/scale_axis.h"
#include "ui/widgets/status_row.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QFileInfo>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGridLayout>
#include <QImage>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QPainter>
#include <QStackedLayout>
#include <QSvgGenerator>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <vector>

namespace surfio {

namespace {

constexpr int kChartMargin = 6;
constexpr double kHeadroom = 1.05;  // keeps the highest line off the frame
constexpr int kMostRoundLabels = 10;

// Values in a window whose range is within kSteadyRangeShare of the mean fit
// in a band of half that either side of it when centred: the band a steady
// tracker sits in. Its edges at the full share mark what no window value can
// reach and pass.
constexpr double kBandShare = kSteadyRangeShare / 2;
constexpr double kEdgeShare = kSteadyRangeShare;

// Neither read blue nor write orange: a tracker is a mix, not a direction.
const std::array<QColor, 6> kTrackerColors{QColor(0x0f, 0x76, 0x6e), QColor(0x7c, 0x3a, 0xed),
                                           QColor(0xbe, 0x18, 0x5d), QColor(0x4d, 0x7c, 0x0f),
                                           QColor(0x92, 0x40, 0x0e), QColor(0x33, 0x41, 0x55)};

QColor trackerColor(int index)
{
    return kTrackerColors[size_t(index) % kTrackerColors.size()];
}

QPen linePen(const QColor& color, qreal width, Qt::PenStyle style = Qt::SolidLine, qreal alpha = 1.0)
{
    QColor c = color;
    c.setAlphaF(float(alpha));
    QPen pen(c, width, style);
    pen.setCosmetic(true);
    return pen;
}

// The rounds a window covers, from 0, and the check over them.
struct Window {
    int first = 0;
    int count = 0;  // 0: no window yet
    SteadyStateCheck check;
};

Window windowOf(const QList<double>& values, int reportFirst, int size)
{
    const int n = int(values.size());
    Window w;
    if (reportFirst >= 0 && reportFirst < n) {
        w.first = reportFirst;
        w.count = std::min(size, n - reportFirst);
    } else if (n >= size) {
        w.first = n - size;
        w.count = size;
    }
    if (w.count < 2)
        return {};
    w.check = checkSteadyState(std::vector<double>(values.begin() + w.first, values.begin() + w.first + w.count));
    return w;
}

QString percentOfMean(double value, double mean)
{
    if (!(mean > 0))
        return QStringLiteral("–");
    return QLocale().toString(100 * value / mean, 'f', 1);
}

QString trackerLabel(const SteadyStateReport::Series& series)
{
    if (!series.label.isEmpty())
        return series.label;
    return ConvergenceView::tr("%1 %2 % read IOPS")
        .arg(formatSize(series.tracker.blockSize), QLocale().toString(series.tracker.readPercent));
}

// Ticks at round 1 and at round steps (every round when few): category labels
// can be localized, unlike a value axis's printf format.
void setRoundTicks(QCategoryAxis* axis, int last)
{
    int step = 1;
    for (int s : {1, 2, 5, 10, 20, 50, 100, 200, 500, 1000}) {
        step = s;
        if (last / s <= kMostRoundLabels)
            break;
    }
    for (const QString& old : axis->categoriesLabels())
        axis->remove(old);
    axis->setStartValue(0.5);
    axis->setRange(0.5, last + 0.5);
    const QLocale locale;
    if (step > 1)
        axis->append(locale.toString(1), 1);
    for (int round = step; round <= last; round += step)
        axis->append(locale.toString(round), round);
}

}  // namespace

ConvergenceView::ConvergenceView(QWidget* parent)
    : QWidget(parent)
{
    auto* stack = new QStackedLayout(this);

    empty_ = new QLabel(this);
    empty_->setObjectName(QStringLiteral("convergenceEmpty"));
    empty_->setAlignment(Qt::AlignCenter);
    empty_->setWordWrap(true);
    empty_->setMargin(fontMetrics().height());
    stack->addWidget(empty_);

    page_ = new QWidget(this);
    auto* layout = new QVBoxLayout(page_);
    layout->setContentsMargins(0, 0, 0, 0);
    statusBox_ = new QWidget(page_);
    statusGrid_ = new QGridLayout(statusBox_);
    statusGrid_->setHorizontalSpacing(fontMetrics().averageCharWidth() * 2);
    statusGrid_->setColumnStretch(1, 1);
    layout->addWidget(statusBox_);

    chart_ = new QChart;
    // The last round label is centred on the plot's right edge.
    setTightLayout(chart_, kChartMargin, kChartMargin + fontMetrics().horizontalAdvance(QStringLiteral("000")) / 2);

    x_ = new QCategoryAxis(chart_);
    x_->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    x_->setTitleText(tr("Round"));
    chart_->addAxis(x_, Qt::AlignBottom);
    y_ = new ScaleAxis(chart_);
    y_->setTitleText(tr("IOPS"));
    chart_->addAxis(y_, Qt::AlignLeft);

    view_ = new QChartView(chart_, page_);
    view_->setRenderHint(QPainter::Antialiasing);
    view_->setMinimumHeight(fontMetrics().height() * 12);
    layout->addWidget(view_, 1);
    stack->addWidget(page_);

    refresh();
}

void ConvergenceView::setSpec(const SteadyStateSpec& spec)
{
    spec_ = spec;
    refresh();
}

void ConvergenceView::setReport(const SteadyStateReport& report)
{
    report_ = report;
    refresh();
}

void ConvergenceView::clear()
{
    report_ = SteadyStateReport{};
    refresh();
}

QLineSeries* ConvergenceView::addLine(const QString& name, const QPen& pen, bool inLegend)
{
    auto* series = new QLineSeries(chart_);
    series->setName(name);
    series->setPen(pen);
    chart_->addSeries(series);
    series->attachAxis(x_);
    series->attachAxis(y_);
    if (!inLegend) {
        for (QLegendMarker* marker : chart_->legend()->markers(series))
            marker->setVisible(false);
    }
    return series;
}

void ConvergenceView::addTrace(int index, bool inLegend)
{
    const QColor color = trackerColor(index);
    const QLocale locale;
    Trace trace;

    // The tracker's own line first: first in the legend. The overlays are
    // drawn over it, but they are thin or faint.
    trace.values = addLine(QString(), linePen(color, 2.0), true);
    trace.values->setPointsVisible(true);
    trace.values->setMarkerSize(6);

    trace.band = new QAreaSeries(chart_);
    trace.bandUpper = new QLineSeries(trace.band);
    trace.bandLower = new QLineSeries(trace.band);
    trace.band->setUpperSeries(trace.bandUpper);
    trace.band->setLowerSeries(trace.bandLower);
    trace.band->setName(tr("±%1 % of mean").arg(locale.toString(100 * kBandShare)));
    QColor fill = color;
    fill.setAlphaF(0.16);
    trace.band->setBrush(fill);
    trace.band->setPen(Qt::NoPen);
    chart_->addSeries(trace.band);
    trace.band->attachAxis(x_);
    trace.band->attachAxis(y_);
    for (QLegendMarker* marker : chart_->legend()->markers(trace.band)) {
        // A sample drawn "from the series" is blank and elides the name
        // (Qt 6.4): a plain swatch of the fill instead.
        marker->setShape(QLegend::MarkerShapeRectangle);
        marker->setPen(linePen(color, 1.0, Qt::SolidLine, 0.5));
        marker->setVisible(inLegend);
    }

    const QPen edgePen = linePen(color, 1.0, Qt::DotLine, 0.7);
    trace.edgeUpper = addLine(tr("±%1 % of mean").arg(locale.toString(100 * kEdgeShare)), edgePen, inLegend);
    trace.edgeLower = addLine(QString(), edgePen, false);
    trace.mean = addLine(tr("Window mean"), linePen(color, 1.2, Qt::SolidLine, 0.8), inLegend);
    trace.fit = addLine(tr("Least-squares line"), linePen(color.darker(130), 1.5, Qt::DashLine), inLegend);

    const StatusRow row =
        addStatusRow(statusGrid_, statusBox_, index, color, QStringLiteral("convergenceTracker%1").arg(index),
                     QStringLiteral("convergenceStatus%1").arg(index));
    trace.name = row.name;
    trace.status = row.text;

    traces_.append(trace);
}

void ConvergenceView::rebuildTraces(int count)
{
    if (count == traces_.size())
        return;
    // removeAllSeries deletes the series; an area series takes its two
    // lines, its children, with it.
    chart_->removeAllSeries();
    for (const Trace& trace : std::as_const(traces_)) {
        delete trace.name;
        delete trace.status;
    }
    traces_.clear();
    // Several trackers share the overlays' meaning: the legend names only
    // the trackers, and one tracker's overlays explain all of them.
    for (int i = 0; i < count; ++i)
        addTrace(i, count == 1);
}

QString ConvergenceView::emptyText() const
{
    if (!spec_.enabled)
        return tr("Steady state is off: turn on 'Repeat until steady state' in the matrix editor. "
                  "The matrix then runs in rounds until the tracked points' IOPS settle, "
                  "and this chart shows them converge.");
    return tr("Steady state is on: the chart fills in as each round finishes, for at most %Ln rounds.", nullptr,
              spec_.maxRounds);
}

QString ConvergenceView::statusText(const SteadyStateReport::Series& series, int window, int first) const
{
    const QLocale locale;
    const int rounds = std::max(report_.rounds, int(series.values.size()));
    const int maxRounds = std::max(spec_.maxRounds, rounds);
    const bool ended = !report_.reached && rounds >= spec_.maxRounds;
    const QString round = locale.toString(rounds);
    const QString cap = locale.toString(maxRounds);

    const Window w = windowOf(series.values, first, window);
    if (w.count == 0) {
        if (ended)
            return tr("Round %1 of at most %2 · steady state not reached after %Ln rounds", nullptr, rounds)
                .arg(round, cap);
        return tr("Round %1 of at most %2 · not yet steady: the check needs %Ln rounds", nullptr, window)
            .arg(round, cap);
    }
    const QString from = locale.toString(w.first + 1);
    const QString to = locale.toString(w.first + w.count);
    const QString range = percentOfMean(w.check.range, w.check.mean);
    const QString rangeLimit = locale.toString(100 * kSteadyRangeShare);
    const QString excursion = percentOfMean(w.check.excursion, w.check.mean);
    const QString slopeLimit = locale.toString(100 * kSteadySlopeShare);
    if (w.check.steady())
        return tr("Round %1 of at most %2 · window %3–%4: range %5 % of mean (≤ %6 %), "
                  "slope excursion %7 % (≤ %8 %) · steady")
            .arg(round, cap, from, to, range, rangeLimit, excursion, slopeLimit);
    if (ended)
        return tr("Round %1 of at most %2 · window %3–%4: range %5 % of mean (≤ %6 %), "
                  "slope excursion %7 % (≤ %8 %) · steady state not reached after %Ln rounds",
                  nullptr, rounds)
            .arg(round, cap, from, to, range, rangeLimit, excursion, slopeLimit);
    return tr("Round %1 of at most %2 · window %3–%4: range %5 % of mean (≤ %6 %), "
              "slope excursion %7 % (≤ %8 %) · not yet steady")
        .arg(round, cap, from, to, range, rangeLimit, excursion, slopeLimit);
}

void ConvergenceView::refresh()
{
    int rounds = report_.rounds;
    for (const auto& series : std::as_const(report_.series))
        rounds = std::max(rounds, int(series.values.size()));
    const bool shown = !report_.series.isEmpty() && rounds > 0;
    auto* stack = static_cast<QStackedLayout*>(layout());
    stack->setCurrentWidget(shown ? page_ : empty_);
    empty_->setText(emptyText());

    rebuildTraces(shown ? int(report_.series.size()) : 0);
    const int window = std::max(2, spec_.window);
    double high = 0;
    for (int i = 0; i < traces_.size(); ++i) {
        const auto& series = report_.series[i];
        const Trace& trace = traces_[i];
        const QString label = trackerLabel(series);
        trace.values->setName(label);
        trace.name->setText(label);
        trace.status->setText(statusText(series, window, report_.windowFirstRound));

        QList<QPointF> values;
        values.reserve(series.values.size());
        for (int r = 0; r < series.values.size(); ++r) {
            values.append(QPointF(r + 1, series.values[r]));
            high = std::max(high, series.values[r]);
        }
        trace.values->replace(values);

        const Window w = windowOf(series.values, report_.windowFirstRound, window);
        const auto across = [&w](double y0, double y1) {
            return w.count == 0 ? QList<QPointF>{}
                                : QList<QPointF>{QPointF(w.first + 1, y0), QPointF(w.first + w.count, y1)};
        };
        const double mean = w.check.mean;
        trace.mean->replace(across(mean, mean));
        trace.bandUpper->replace(across(mean * (1 + kBandShare), mean * (1 + kBandShare)));
        trace.bandLower->replace(across(mean * (1 - kBandShare), mean * (1 - kBandShare)));
        trace.edgeUpper->replace(across(mean * (1 + kEdgeShare), mean * (1 + kEdgeShare)));
        trace.edgeLower->replace(across(mean * (1 - kEdgeShare), mean * (1 - kEdgeShare)));
        // The least-squares line passes through the window's centre and mean.
        const double half = w.check.slope * (w.count - 1) / 2;
        trace.fit->replace(across(mean - half, mean + half));
        if (w.count > 0)
            high = std::max(high, mean * (1 + kEdgeShare));
    }
    updateAxes(high, std::max(spec_.maxRounds, rounds));
}

void ConvergenceView::updateAxes(double high, int lastRound)
{
    setRoundTicks(x_, std::max(1, lastRound));
    y_->setLinearRange(high > 0 ? high * kHeadroom : 1, ScaleAxis::countLabel);
}

void ConvergenceView::layOutUnshown() const
{
    // Never shown: no layout yet, and a chart view sizes its chart only in
    // its resize event. Lay out at the view's own size now; a resize of an
    // unshown widget sends no event, so its layout must be told.
    page_->resize(size());
    page_->layout()->invalidate();
    page_->layout()->activate();
    chart_->resize(view_->size());
    view_->setSceneRect(chart_->geometry());
    chart_->layout()->activate();
    y_->fitToPlot();
    chart_->layout()->activate();
}

void ConvergenceView::paintContents(QPainter& painter) const
{
    // The labels as widgets, the chart from its scene: vector output for SVG
    // and no dependence on a viewport an unshown widget has not sized.
    statusBox_->render(&painter, statusBox_->pos(), QRegion(), QWidget::DrawChildren);
    chart_->scene()->render(&painter, QRectF(view_->geometry()), chart_->sceneBoundingRect());
}

bool ConvergenceView::exportImage(const QString& path) const
{
    if (!isImageExportPath(path) || traces_.isEmpty())
        return false;
    if (!isVisible())
        layOutUnshown();
    return exportPainting(path, page_->size(), devicePixelRatioF(), tr("Surfio steady-state convergence"),
                          [this](QPainter& painter) { paintContents(painter); });
}

}  // namespace surfio
