#include "ui/views/live_view.h"

#include "core/analysis/analysis.h"
#include "core/analysis/analysis_text.h"
#include "core/text/units.h"
#include "render/chart_render.h"
#include "render/image_export.h"
#include "render/scale_axis.h"
#include "ui/views/point_bands.h"
#include "ui/views/written_chart.h"
#include "ui/widgets/direction_colors.h"

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
#include <QStackedWidget>
#include <QSvgGenerator>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

namespace surfio {

namespace {

constexpr int kRefreshMs = 100;   // 10 Hz: smooth to the eye, cheap for the UI
constexpr int kMinBuckets = 100;  // before the charts have a size
// What each line keeps, however long the run: a pixel each up to this plot
// width, coarser past it. Six lines of 48-byte buckets: 0.6 MB at most.
constexpr int kKeptBuckets = 2048;
constexpr int kChartMargin = 6;
constexpr double kHeadroom = 1.05;  // keeps the highest line off the frame
const QColor kTemperatureColor(0xb9, 0x1c, 0x1c);

QPen tracePen(const QColor& color, qreal width, qreal alpha = 1.0)
{
    QColor c = color;
    c.setAlphaF(float(alpha));
    QPen pen(c, width);
    pen.setCosmetic(true);
    return pen;
}

double mbps(const IntervalSample& s, const IntervalSample::Direction& d)
{
    return s.seconds > 0 ? double(d.bytes) / s.seconds / 1e6 : 0.0;
}

std::optional<double> logLatency(const IntervalSample::Direction& d, double ns)
{
    // A direction without completions in the interval has no latency: a gap.
    if (d.ios == 0 || !(ns > 0))
        return std::nullopt;
    return std::log10(ns);
}

QString bandwidthLabel(double value)
{
    return QLocale().toString(value, value >= 1000 ? 'f' : 'g', value >= 1000 ? 0 : 3);
}

std::optional<double> celsius(const IntervalSample& s)
{
    return std::isnan(s.temperatureC) ? std::nullopt : std::optional(s.temperatureC);
}

QString mbpsText(double value)
{
    return QLocale().toString(value, 'f', value < 10 ? 2 : 1);
}

}  // namespace

LiveView::LiveView(QWidget* parent)
    : QWidget(parent)
    , refreshTimer_(new QTimer(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(makeFigures());

    stack_ = new QStackedWidget(this);
    charts_ = new QWidget(stack_);
    auto* chartsLayout = new QVBoxLayout(charts_);
    chartsLayout->setContentsMargins(0, 0, 0, 0);
    chartsLayout->setSpacing(0);
    stack_->addWidget(charts_);
    written_ = new WrittenChart(stack_);
    stack_->addWidget(written_);
    layout->addWidget(stack_, 1);
    connect(axisSwitch_, &XAxisSwitch::axisChanged, this, &LiveView::showAxis);

    makePlot(IopsPlot, tr("IOPS"));
    makePlot(BandwidthPlot, tr("MB/s"));
    makePlot(LatencyPlot, tr("Latency"));
    makePlot(TemperaturePlot, tr("°C"));
    for (const PlotId bottom : {LatencyPlot, TemperaturePlot})
        plots_[bottom].x->setTitleText(tr("Elapsed time"));

    using S = IntervalSample;
    const QPen readPen = tracePen(kReadColor, 1.5);
    const QPen writePen = tracePen(kWriteColor, 1.5);
    addTrace(IopsPlot, tr("Read"), readPen, [](const S& s) { return std::optional(s.iops(s.read)); });
    addTrace(IopsPlot, tr("Write"), writePen, [](const S& s) { return std::optional(s.iops(s.write)); });
    addTrace(BandwidthPlot, tr("Read"), readPen, [](const S& s) { return std::optional(mbps(s, s.read)); });
    addTrace(BandwidthPlot, tr("Write"), writePen, [](const S& s) { return std::optional(mbps(s, s.write)); });
    // The mean sits under the p99; a lighter line keeps the two apart.
    addTrace(LatencyPlot, tr("Read p99"), readPen, [](const S& s) { return logLatency(s.read, s.read.p99LatNs); });
    addTrace(LatencyPlot, tr("Read mean"), tracePen(kReadColor, 1.0, 0.45),
             [](const S& s) { return logLatency(s.read, s.read.meanLatNs); });
    addTrace(LatencyPlot, tr("Write p99"), writePen, [](const S& s) { return logLatency(s.write, s.write.p99LatNs); });
    addTrace(LatencyPlot, tr("Write mean"), tracePen(kWriteColor, 1.0, 0.45),
             [](const S& s) { return logLatency(s.write, s.write.meanLatNs); });
    addTrace(TemperaturePlot, tr("Hottest drive"), tracePen(kTemperatureColor, 1.5), celsius);
    traces_.back().gapWhereMissing = false;
    // The reference run under the live one: reads and writes together, as the Compare tab counts them.
    QPen referencePen = tracePen(QColor(0x70, 0x70, 0x70), 1.5);
    referencePen.setStyle(Qt::DashLine);
    addTrace(IopsPlot, tr("Reference"), referencePen,
             [](const S& s) { return std::optional(s.iops(s.read) + s.iops(s.write)); });
    traces_.back().reference = true;
    addTrace(BandwidthPlot, tr("Reference"), referencePen,
             [](const S& s) { return std::optional(mbps(s, s.read) + mbps(s, s.write)); });
    traces_.back().reference = true;
    setReference({}, {}, {});

    refreshTimer_->setInterval(kRefreshMs);
    connect(refreshTimer_, &QTimer::timeout, this, [this] {
        if (!dirty_) {
            refreshTimer_->stop();
            return;
        }
        dirty_ = false;
        refresh();
    });
    clear();
}

QWidget* LiveView::makeFigures()
{
    auto* box = new QWidget(this);
    auto* layout = new QHBoxLayout(box);
    auto* grid = new QGridLayout;
    grid->setHorizontalSpacing(fontMetrics().averageCharWidth() * 3);
    grid->setVerticalSpacing(0);
    const QString headings[] = {tr("IOPS"), tr("MB/s"), tr("p99 latency")};
    for (int column = 0; column < 3; ++column) {
        auto* heading = new QLabel(headings[column], box);
        heading->setAlignment(Qt::AlignRight | Qt::AlignBottom);
        grid->addWidget(heading, 0, column + 1);
    }
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.8);
    big.setBold(true);
    const struct {
        QString name;
        QColor color;
    } rows[] = {{tr("Read"), kReadColor}, {tr("Write"), kWriteColor}};
    for (int row = 0; row < 2; ++row) {
        auto* name = new QLabel(rows[row].name, box);
        QPalette palette = name->palette();
        palette.setColor(QPalette::WindowText, rows[row].color);
        name->setPalette(palette);
        QFont bold = font();
        bold.setBold(true);
        name->setFont(bold);
        grid->addWidget(name, row + 1, 0, Qt::AlignLeft | Qt::AlignVCenter);
        for (int column = 0; column < 3; ++column) {
            auto* figure = new QLabel(box);
            figure->setFont(big);
            figure->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
            figure->setTextInteractionFlags(Qt::TextSelectableByMouse);
            grid->addWidget(figure, row + 1, column + 1);
            figures_[row * 3 + column] = figure;
        }
    }
    layout->addLayout(grid);
    layout->addSpacing(fontMetrics().averageCharWidth() * 4);
    auto* about = new QVBoxLayout;
    pointLabel_ = new QLabel(box);
    pointLabel_->setAlignment(Qt::AlignRight | Qt::AlignTop);
    pointLabel_->setSizePolicy(QSizePolicy::Ignored,
                               QSizePolicy::Preferred);  // a long point name never widens the window
    about->addWidget(pointLabel_);
    regimeLabel_ = new QLabel(box);
    regimeLabel_->setObjectName(QStringLiteral("regimes"));
    regimeLabel_->setAlignment(Qt::AlignRight | Qt::AlignTop);
    regimeLabel_->setWordWrap(true);
    regimeLabel_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    QPalette palette = regimeLabel_->palette();
    palette.setColor(QPalette::WindowText, PointBands::regimeColor());  // the charts' tint of regimes
    regimeLabel_->setPalette(palette);
    about->addWidget(regimeLabel_);
    about->addStretch(1);
    axisSwitch_ = new XAxisSwitch(box);
    about->addWidget(axisSwitch_, 0, Qt::AlignRight);
    layout->addLayout(about, 1);
    return box;
}

void LiveView::showAxis()
{
    const bool written = axisSwitch_->axis() == XAxisSwitch::Axis::Written;
    stack_->setCurrentWidget(written ? static_cast<QWidget*>(written_) : charts_);
    written_->refresh();
}

void LiveView::makePlot(PlotId id, const QString& title)
{
    Plot plot;
    plot.chart = new QChart;
    plot.chart->setBackgroundRoundness(0);
    plot.chart->setMargins(QMargins(kChartMargin, kChartMargin / 2, kChartMargin, kChartMargin / 2));
    plot.chart->layout()->setContentsMargins(0, 0, 0, 0);
    plot.chart->legend()->setAlignment(Qt::AlignTop);
    plot.chart->legend()->layout()->setContentsMargins(0, 0, 0, 0);

    plot.x = new ScaleAxis(plot.chart);
    plot.x->setLabelsVisible(false);  // only the bottom chart repeats them
    plot.chart->addAxis(plot.x, Qt::AlignBottom);
    plot.y = new ScaleAxis(plot.chart);
    plot.y->setTitleText(title);
    plot.chart->addAxis(plot.y, Qt::AlignLeft);
    plot.bands = new PointBands(plot.chart, plot.x);
    if (id == IopsPlot || id == BandwidthPlot) {
        plot.bands->setLevelAxis(plot.y);
        plot.levelOf = id == IopsPlot ? PointBands::LevelOf::Iops : PointBands::LevelOf::MBps;
    }

    plot.view = new QChartView(plot.chart, charts_);
    plot.view->setRenderHint(QPainter::Antialiasing);
    // The temperature, a slow line under the others, takes half their
    // height, and room enough for the time axis it carries.
    plot.view->setMinimumHeight(fontMetrics().height() * (id == TemperaturePlot ? 10 : 8));
    static_cast<QVBoxLayout*>(charts_->layout())->addWidget(plot.view, id == TemperaturePlot ? 1 : 2);
    // A new width changes the decimation and may need the charts realigned.
    connect(plot.chart, &QChart::plotAreaChanged, this, &LiveView::scheduleRefresh);
    Q_ASSERT(plots_.size() == id);
    plots_.append(plot);
}

void LiveView::addTrace(PlotId plot, const QString& name, const QPen& pen,
                        std::function<std::optional<double>(const IntervalSample&)> value)
{
    Trace trace;
    trace.decimator.setMaxBuckets(kKeptBuckets);
    trace.plot = plot;
    trace.name = name;
    trace.pen = pen;
    trace.value = std::move(value);
    trace.series.append(makeSeries(trace, true));
    traces_.push_back(std::move(trace));
}

QLineSeries* LiveView::makeSeries(const Trace& trace, bool inLegend) const
{
    const Plot& plot = plots_[trace.plot];
    auto* series = new QLineSeries(plot.chart);
    series->setName(trace.name);
    series->setPen(trace.pen);
    plot.chart->addSeries(series);
    series->attachAxis(plot.x);
    series->attachAxis(plot.y);
    // Pieces after a gap continue the same line: one legend entry is enough.
    if (!inLegend) {
        for (QLegendMarker* marker : plot.chart->legend()->markers(series))
            marker->setVisible(false);
    }
    return series;
}

void LiveView::clear()
{
    points_.clear();
    written_->clear();
    seenSpecs_ = plan_;
    varying_ = plan_.isEmpty() ? PointBands::Varying{} : PointBands::varyingAmong(plan_);
    for (Trace& trace : traces_)
        resetTrace(trace);
    referenceFedTo_ = -1;
    for (QLabel* figure : figures_)
        figure->setText(QStringLiteral("–"));
    pointLabel_->clear();
    regimeLabel_->clear();
    regimeLabel_->setToolTip({});
    verdicts_.clear();
    for (const Plot& plot : plots_)
        plot.bands->setRegimes({});
    showTemperature(false);
    dirty_ = false;
    resetAxes();
    updateBands();
}

// The points a run is about to go through: the labels name what differs between them from the first.
void LiveView::setPlan(const QList<JobSpec>& points)
{
    plan_ = points;
    seenSpecs_ = plan_;
    varying_ = plan_.isEmpty() ? PointBands::Varying{} : PointBands::varyingAmong(plan_);
}

void LiveView::beginPoint(int index, const JobSpec& spec)
{
    seenSpecs_.append(spec);
    varying_ = PointBands::varyingAmong(seenSpecs_);
    PointBands::Varying whole = varying_;  // the point on show, whole: its depth and jobs too
    whole.size = whole.mix = whole.depth = whole.jobs = true;
    pointLabel_->setText(tr("Point %1 · %2").arg(QLocale().toString(index + 1), PointBands::labelFor(spec, whole)));
    // Each run of a point (trials, steady-state rounds) gets its own stretch
    // of the clock; a point announced twice before any sample keeps one.
    if (!points_.isEmpty() && points_.back().index == index && points_.back().end == points_.back().start) {
        points_.back().spec = spec;
    } else {
        const double start = points_.isEmpty() ? 0.0 : points_.back().end;
        points_.append(Point{index, spec, start, start});
        feedReference(points_.back());
    }
    scheduleRefresh();
}

void LiveView::setReference(const ResultSet& reference, const QString& name, const QList<SpecKey>& keys)
{
    reference_.clear();
    referenceName_ = name;
    referenceKeys_ = keys;
    // Each point's first run that kept its samples.
    for (const JobResult& run : reference.points)
        if (!run.samples.empty())
            reference_.try_emplace(pointKeyOf(run.spec, keys),
                                   QList<IntervalSample>(run.samples.begin(), run.samples.end()));
    for (Trace& trace : traces_) {
        if (!trace.reference)
            continue;
        trace.name = tr("%1 (reference)").arg(name);
        for (QLineSeries* series : trace.series)
            series->setName(trace.name);
        const QChart* chart = plots_[trace.plot].chart;
        for (QLegendMarker* marker : chart->legend()->markers(trace.series.front()))
            marker->setVisible(!reference_.empty());
        resetTrace(trace);
    }
    // The points already on the clock (a result on show) get theirs too.
    referenceFedTo_ = -1;
    for (const Point& point : points_)
        feedReference(point);
    scheduleRefresh();
}

// The reference's run of the point just begun, on its stretch of the clock.
void LiveView::feedReference(const Point& point)
{
    if (reference_.empty() || !point.spec)
        return;
    const auto found = reference_.find(pointKeyOf(*point.spec, referenceKeys_));
    for (Trace& trace : traces_) {
        if (!trace.reference)
            continue;
        trace.decimator.addGap(std::max(point.start, referenceFedTo_));
        if (found == reference_.end())
            continue;
        // No further than the live point will run: the next point's stretch is its own reference's.
        const double runtime = std::chrono::duration<double>(point.spec->runtime).count();
        for (IntervalSample sample : found->second) {
            if (sample.t > runtime + 1e-9)
                break;
            sample.t += point.start;
            if (sample.t > referenceFedTo_)
                feed(trace, sample);
        }
    }
    if (found != reference_.end() && !found->second.isEmpty())
        referenceFedTo_ = std::max(
            referenceFedTo_,
            std::min(found->second.back().t, std::chrono::duration<double>(point.spec->runtime).count()) + point.start);
}

void LiveView::addSamples(int index, const QList<IntervalSample>& samples)
{
    if (points_.isEmpty() || points_.back().index != index) {
        // The runner reports points in order, so samples of an earlier point
        // cannot arrive; an unannounced point still gets its place on the clock.
        const bool earlier =
            std::any_of(points_.begin(), points_.end(), [index](const Point& p) { return p.index == index; });
        if (earlier)
            return;
        const double start = points_.isEmpty() ? 0.0 : points_.back().end;
        points_.append(Point{index, std::nullopt, start, start});
        pointLabel_->setText(tr("Point %1").arg(QLocale().toString(index + 1)));
    }
    Point& point = points_.back();
    for (IntervalSample sample : samples) {
        written_->add(sample);
        sample.t += point.start;
        point.end = std::max(point.end, sample.t);
        for (Trace& trace : traces_)
            if (!trace.reference)
                feed(trace, sample);
        if (!temperatureShown_ && !std::isnan(sample.temperatureC))
            showTemperature(true);
    }
    if (!samples.isEmpty())
        showLatest(samples.back());
    scheduleRefresh();
}

void LiveView::finishPoint(int index, const JobResult& result)
{
    // The run is the last stretch of the clock; one whose samples never came has none.
    if (points_.isEmpty() || points_.back().index != index)
        return;
    const std::optional<Regimes> regimes = regimesOfRun(result);
    if (!regimes)
        return;
    const double start = points_.back().start;
    for (const Plot& plot : plots_)
        plot.bands->setRegimes(plot.bands->regimes() + PointBands::regimesOf(result, *regimes, plot.levelOf, start));
    showVerdict(index, result, *regimes);
}

// "Point 3, trial 2: burst at 20.0k IOPS for 4 s (…), then 5,000 IOPS sustained".
void LiveView::showVerdict(int index, const JobResult& result, const Regimes& regimes)
{
    QString run = tr("Point %1").arg(QLocale().toString(index + 1));
    if (result.trial > 0)
        run = tr("%1, trial %2").arg(run, QLocale().toString(result.trial + 1));
    if (result.round > 0)
        run = tr("%1, round %2").arg(run, QLocale().toString(result.round + 1));
    const QString verdict = tr("%1: %2").arg(run, regimesVerdict(regimes));
    verdicts_.append(verdict);
    regimeLabel_->setText(verdict);
    regimeLabel_->setToolTip(verdicts_.join(QLatin1Char('\n')));
}

void LiveView::setResults(const QList<JobResult>& points)
{
    QList<JobSpec> specs;
    for (const JobResult& run : points)
        specs.append(run.spec);
    setPlan(specs);
    clear();
    for (const JobResult& run : points) {
        beginPoint(run.point, run.spec);
        addSamples(run.point, QList<IntervalSample>(run.samples.begin(), run.samples.end()));
        finishPoint(run.point, run);
    }
    // A finished run shows at once rather than on the next tick.
    dirty_ = false;
    refresh();
}

// No samples, and the one series it keeps (in the legend) empty.
void LiveView::resetTrace(Trace& trace) const
{
    trace.decimator.clear();
    dropSeriesBeyond(trace, 1);
    trace.series.front()->clear();
}

void LiveView::feed(Trace& trace, const IntervalSample& sample)
{
    if (const auto y = trace.value(sample))
        trace.decimator.add(sample.t, *y);
    else if (trace.gapWhereMissing)
        trace.decimator.addGap(sample.t);
}

void LiveView::showTemperature(bool shown)
{
    temperatureShown_ = shown;
    Plot& temperature = plots_[TemperaturePlot];
    temperature.view->setVisible(shown);
    for (const Plot* plot : {&plots_[LatencyPlot], &temperature}) {
        const bool bottom = (plot == &temperature) == shown;
        plot->x->setLabelsVisible(bottom);
        plot->x->setTitleVisible(bottom);
    }
}

void LiveView::showLatest(const IntervalSample& sample)
{
    const struct {
        const IntervalSample::Direction& d;
        int first;
    } directions[] = {{sample.read, ReadIops}, {sample.write, WriteIops}};
    for (const auto& [d, first] : directions) {
        const bool idle = d.ios == 0;
        figures_[first]->setText(idle ? QStringLiteral("–") : formatCount(sample.iops(d)));
        figures_[first + 1]->setText(idle ? QStringLiteral("–") : mbpsText(mbps(sample, d)));
        figures_[first + 2]->setText(idle ? QStringLiteral("–") : formatLatency(d.p99LatNs));
    }
}

void LiveView::scheduleRefresh()
{
    dirty_ = true;
    if (!refreshTimer_->isActive())
        refreshTimer_->start();
}

int LiveView::plotWidth() const
{
    return std::max(kMinBuckets, int(plots_.front().chart->plotArea().width()));
}

void LiveView::refresh() const
{
    alignPlotAreas();
    // One bucket per pixel: min and max each give at most two points per pixel.
    const int width = plotWidth();
    for (Trace& trace : traces_) {
        const QList<QList<QPointF>> pieces = trace.decimator.segments(width);
        while (trace.series.size() < pieces.size())
            trace.series.append(makeSeries(trace, false));
        for (int i = 0; i < trace.series.size(); ++i) {
            if (i < pieces.size())
                trace.series[i]->replace(pieces[i]);
            else if (trace.series[i]->count() > 0)
                trace.series[i]->clear();
        }
        // Gaps close as a long run's buckets widen: the pieces they split off
        // go with them, or a series per gap ever seen would pile up (tens of
        // KiB each) for as long as the run lasts.
        dropSeriesBeyond(trace, std::max(1, int(pieces.size())));
    }
    updateAxes();
    updateBands();
    written_->refresh();
}

void LiveView::dropSeriesBeyond(Trace& trace, int keep) const
{
    while (trace.series.size() > keep) {
        QLineSeries* extra = trace.series.takeLast();
        plots_[trace.plot].chart->removeSeries(extra);
        delete extra;
    }
}

void LiveView::resetAxes()
{
    for (const Plot& plot : plots_)
        plot.x->setTimeRange(0);
    plots_[IopsPlot].y->setLinearRange(1, ScaleAxis::countLabel);
    plots_[BandwidthPlot].y->setLinearRange(1, bandwidthLabel);
    // Latencies in ns: 10 µs to 10 ms until there are some.
    plots_[LatencyPlot].y->setLogRange(1e4, 1e7, ScaleAxis::latencyLabel);
    plots_[TemperaturePlot].y->setLinearRange(1, bandwidthLabel);
    latencyScaled_ = false;
}

void LiveView::updateAxes() const
{
    // Axes only grow during a run, to round values, so they do not jitter.
    const double end = points_.isEmpty() ? 0.0 : points_.back().end;
    if (end > plots_.front().x->max()) {
        for (const Plot& plot : plots_)
            plot.x->setTimeRange(end);
    }

    double high[PlotCount] = {};
    double low = std::numeric_limits<double>::infinity();
    for (const Trace& trace : traces_) {
        for (const QLineSeries* series : trace.series) {
            for (const QPointF& p : series->points()) {
                high[trace.plot] = std::max(high[trace.plot], p.y());
                if (trace.plot == LatencyPlot)
                    low = std::min(low, p.y());
            }
        }
    }
    if (high[IopsPlot] > plots_[IopsPlot].y->max())
        plots_[IopsPlot].y->setLinearRange(high[IopsPlot] * kHeadroom, ScaleAxis::countLabel);
    if (high[BandwidthPlot] > plots_[BandwidthPlot].y->max())
        plots_[BandwidthPlot].y->setLinearRange(high[BandwidthPlot] * kHeadroom, bandwidthLabel);
    if (high[TemperaturePlot] > plots_[TemperaturePlot].y->max())
        plots_[TemperaturePlot].y->setLinearRange(high[TemperaturePlot] * kHeadroom, bandwidthLabel);
    ScaleAxis* latency = plots_[LatencyPlot].y;
    if (!std::isfinite(low))
        return;
    if (!latencyScaled_ || low < latency->min() || high[LatencyPlot] > latency->max()) {
        const double from = latencyScaled_ ? std::min(low, latency->min()) : low;
        const double to = latencyScaled_ ? std::max(high[LatencyPlot], latency->max()) : high[LatencyPlot];
        latency->setLogRange(std::pow(10.0, from), std::pow(10.0, to), ScaleAxis::latencyLabel);
        latencyScaled_ = true;
    }
}

void LiveView::updateBands() const
{
    QList<PointBands::Band> labelled;
    QList<PointBands::Band> plain;
    for (const Point& point : points_) {
        if (point.spec)
            labelled.append({point.start, point.end, PointBands::labelFor(*point.spec, varying_),
                             PointBands::shortLabelFor(*point.spec, varying_)});
        else
            labelled.append({point.start, point.end, {}, {}});
        plain.append({point.start, point.end, {}, {}});
    }
    for (const Plot& plot : plots_)
        plot.bands->setBands(&plot == &plots_.front() ? labelled : plain);
}

QList<const LiveView::Plot*> LiveView::shownPlots() const
{
    QList<const Plot*> shown;
    for (const Plot& plot : plots_)
        if (&plot != &plots_[TemperaturePlot] || temperatureShown_)
            shown.append(&plot);
    return shown;
}

void LiveView::alignPlotAreas() const
{
    // Stacked charts share the time axis: line their plot areas up whatever
    // the width of each one's axis labels. Laying the charts out first makes
    // plot areas and margins agree; a layout still pending would mislead.
    struct Room {
        qreal left, right;
    };
    QList<Room> rooms;
    qreal left = 0;
    qreal right = 0;
    const QList<const Plot*> shown = shownPlots();
    for (const Plot* plot : shown) {
        plot->chart->layout()->activate();
        const QRectF area = plot->chart->plotArea();
        const QMargins m = plot->chart->margins();
        const Room room{area.left() - m.left(), plot->chart->size().width() - area.right() - m.right()};
        left = std::max(left, room.left);
        right = std::max(right, room.right);
        rooms.append(room);
    }
    // The last time label is centred on the plot's right edge: leave it room.
    const int rightMargin = kChartMargin + fontMetrics().horizontalAdvance(QStringLiteral("00:00 h")) / 2;
    for (int i = 0; i < shown.size(); ++i) {
        QChart* chart = shown[i]->chart;
        QMargins m = chart->margins();
        const int wantLeft = kChartMargin + int(std::lround(left - rooms[i].left));
        const int wantRight = rightMargin + int(std::lround(right - rooms[i].right));
        if (wantLeft != m.left() || wantRight != m.right()) {
            m.setLeft(wantLeft);
            m.setRight(wantRight);
            chart->setMargins(m);
            chart->layout()->activate();
        }
    }
}

void LiveView::renderCharts(QPainter& painter) const
{
    // The scenes, not the views: vector output for SVG, and no dependence on
    // a view's viewport, which an unshown widget has not sized.
    for (const Plot* plot : shownPlots())
        plot->chart->scene()->render(&painter, QRectF(plot->view->geometry()), plot->chart->sceneBoundingRect());
}

void LiveView::layOutUnshown() const
{
    // Widgets never shown have no layout yet, a chart view sizes its chart
    // only in its resize event, and the axes fit their ticks to the plot
    // through the event loop: do all of it now, at the view's own size.
    charts_->resize(size() - QSize(0, stack_->y()));
    charts_->layout()->activate();
    for (const Plot* plot : shownPlots()) {
        plot->chart->resize(plot->view->size());
        plot->view->setSceneRect(plot->chart->geometry());
        plot->chart->layout()->activate();
        plot->x->fitToPlot();
        plot->y->fitToPlot();
        plot->chart->layout()->activate();
    }
}

ChartFigure LiveView::figure() const
{
    ChartFigure figure;
    if (points_.isEmpty())
        return figure;
    if (!isVisible())
        layOutUnshown();
    refresh();
    figure.plot = [this](QPainter& painter, const QRectF& room, const ChartLook& look) {
        QList<QChart*> charts;
        for (const Plot* plot : shownPlots())
            charts.append(plot->chart);
        paintCharts(painter, room, charts, look);
    };
    return figure;
}

bool LiveView::exportImage(const QString& path) const
{
    if (!isImageExportPath(path))
        return false;
    if (!isVisible())
        layOutUnshown();
    refresh();
    return exportPainting(path, charts_->size(), devicePixelRatioF(), tr("Surfio live charts"),
                          [this](QPainter& painter) { renderCharts(painter); });
}

}  // namespace surfio
