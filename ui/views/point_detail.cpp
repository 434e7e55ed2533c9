#include "ui/views/point_detail.h"

#include "core/analysis/analysis.h"
#include "core/analysis/analysis_text.h"
#include "core/engine/device_stats.h"
#include "core/text/engine_text.h"
#include "core/text/units.h"
#include "core/text/verify_text.h"
#include "render/scale_axis.h"
#include "ui/models/target_figures_model.h"
#include "ui/views/point_bands.h"
#include "ui/views/sample_decimator.h"
#include "ui/views/written_chart.h"
#include "ui/widgets/direction_colors.h"

#include <QChart>
#include <QChartView>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGraphicsLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QScreen>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace surfio {

namespace {

// A long point has hundreds of thousands of intervals; 1000 buckets is finer
// than any screen this dialog fits on.
constexpr int kTimeBuckets = 1000;
// Below the lowest decade, so single-count buckets sit above the frame.
constexpr double kCountFloor = 0.15;

struct Side {
    QString name;  // "Read", for people
    QString key;   // "read", for object names
    QColor color;
    const DirectionTotals& totals;
    const IntervalSample::Direction& (*of)(const IntervalSample&);
};

const IntervalSample::Direction& readOf(const IntervalSample& s)
{
    return s.read;
}
const IntervalSample::Direction& writeOf(const IntervalSample& s)
{
    return s.write;
}

std::array<Side, 2> sidesOf(const JobResult& point)
{
    return {Side{PointDetail::tr("Read"), QStringLiteral("read"), kReadColor, point.read, readOf},
            Side{PointDetail::tr("Write"), QStringLiteral("write"), kWriteColor, point.write, writeOf}};
}

QPen pen(const QColor& color, qreal width, Qt::PenStyle style = Qt::SolidLine, qreal alpha = 1.0)
{
    QColor c = color;
    c.setAlphaF(float(alpha));
    QPen p(c, width, style);
    p.setCosmetic(true);
    return p;
}

QChart* makeChart(const QFontMetrics& metrics)
{
    auto* chart = new QChart;
    chart->setBackgroundRoundness(0);
    // The last label of the bottom axis is centred on the plot's right edge.
    const int right = 6 + metrics.horizontalAdvance(QStringLiteral("100 ms")) / 2;
    chart->setMargins(QMargins(6, 4, right, 4));
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->legend()->setAlignment(Qt::AlignTop);
    return chart;
}

QLineSeries* addSeries(QChart* chart, const QString& name, const QPen& pen, QAbstractAxis* x, QAbstractAxis* y)
{
    auto* series = new QLineSeries(chart);
    series->setName(name);
    series->setPen(pen);
    chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
    return series;
}

const QColor kWarningColor(0xb3, 0x5c, 0x00);  // amber text, readable in light and dark themes

void setTextColor(QWidget* widget, const QColor& color)
{
    QPalette palette = widget->palette();
    palette.setColor(QPalette::WindowText, color);
    widget->setPalette(palette);
}

QLabel* selectableLabel(const QString& text, QWidget* parent)
{
    auto* label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

// "loop0", or "loop0, under loop1" for a device the target reaches through another.
QString deviceName(const JobResult& point, const DiskUtil& disk)
{
    QString name = QString::fromStdString(disk.name);
    for (const TargetInfo& t : point.targets)
        for (const TargetDevice& d : t.devices)
            if (d.name == disk.name && !d.above.empty())
                return PointDetail::tr("%1, under %2").arg(name, QString::fromStdString(d.above));
    return name;
}

QChartView* makeView(QChart* chart, QWidget* parent)
{
    auto* view = new QChartView(chart, parent);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(view->fontMetrics().height() * 12);
    return view;
}

// "Read" or "Write", bold, in the direction's colour.
QLabel* sideName(const Side& side, QWidget* parent)
{
    auto* name = new QLabel(side.name, parent);
    setTextColor(name, side.color);
    QFont bold = name->font();
    bold.setBold(true);
    name->setFont(bold);
    return name;
}

// A direction's IOPS, MB/s, mean, p50, p99 and p99.9; a dash where it did nothing.
QStringList totalsCells(const JobResult& point, const DirectionTotals& d)
{
    const QLocale locale;
    const bool idle = d.ios == 0;
    const bool noHistogram = d.histogram.total() == 0;
    const QString dash = QStringLiteral("–");
    return {
        idle ? dash : formatCount(point.iops(d)),
        idle ? dash : locale.toString(point.bandwidth(d) / 1e6, 'f', 1),
        idle ? dash : formatLatency(d.meanLatNs()),
        noHistogram ? dash : formatLatency(d.histogram.percentile(50)),
        noHistogram ? dash : formatLatency(d.histogram.percentile(99)),
        noHistogram ? dash : formatLatency(d.histogram.percentile(99.9)),
    };
}

QLabel* addFact(QFormLayout* facts, const QString& label, const QString& text, QWidget* parent)
{
    QLabel* value = selectableLabel(text, parent);
    facts->addRow(label, value);
    return value;
}

// "io_uring (registered buffers, …)".
QString engineFact(const EngineInfo& engine)
{
    const QStringList features = engineFeatures(engine);
    const QString name = engine.name.empty() ? PointDetail::tr("unknown") : QString::fromStdString(engine.name);
    return features.isEmpty() ? name : PointDetail::tr("%1 (%2)").arg(name, features.join(QStringLiteral(", ")));
}

QString kindText(TargetKind kind)
{
    switch (kind) {
    case TargetKind::File:
        return PointDetail::tr("file");
    case TargetKind::Directory:
        return PointDetail::tr("directory");
    case TargetKind::BlockDevice:
        return PointDetail::tr("block device");
    }
    return {};
}

// "/data/f (file, 1.0 GiB) via /data/f.surfio", one a target; the spec's paths for a result without them.
QStringList targetsFact(const JobResult& point)
{
    QStringList targets;
    for (const TargetInfo& t : point.targets) {
        QString text =
            PointDetail::tr("%1 (%2, %3)").arg(QString::fromStdString(t.path), kindText(t.kind), formatSize(t.size));
        if (!t.ioPath.empty() && t.ioPath != t.path)
            text = PointDetail::tr("%1 via %2").arg(text, QString::fromStdString(t.ioPath));
        targets.append(text);
    }
    if (targets.isEmpty()) {
        for (const std::string& path : point.spec.targets)
            targets.append(QString::fromStdString(path));
    }
    return targets;
}

// The charts and totals are one run; say which, and how all of them spread.
QString runsFact(const JobResult& point, const PointSummary& summary)
{
    const QLocale locale;
    const Spread& iops = summary.iops;
    QString text = PointDetail::tr("%n run(s) counted: %1 ± %2 IOPS (CV %3 %), from %4 to %5; the figures and "
                                   "charts here are of trial %6, round %7",
                                   nullptr, iops.n)
                       .arg(formatCount(iops.mean), formatCount(iops.stddev), locale.toString(iops.cv * 100, 'f', 1),
                            formatCount(iops.min), formatCount(iops.max), locale.toString(point.trial + 1),
                            locale.toString(point.round + 1));
    if (summary.unstable())
        text += QLatin1Char('\n')
                + PointDetail::tr("Unstable: the IOPS vary by more than %1 % between runs, so the mean says "
                                  "little about one run.")
                      .arg(locale.toString(kUnstableCv * 100, 'f', 0));
    return text;
}

QString measuredFact(const JobResult& point)
{
    const QString measured = PointDetail::tr("%1 s").arg(QLocale().toString(point.seconds, 'f', 2));
    return point.stopped ? PointDetail::tr("%1, stopped before its runtime ended").arg(measured) : measured;
}

// "burst at 20.0k IOPS for 4 s (312 MiB), then 5,000 IOPS sustained", and what that does to the mean.
QString regimesFact(const Regimes& regimes)
{
    return PointDetail::tr("%1; the mean mixes regimes: sustained level %2 IOPS")
        .arg(regimesVerdict(regimes), formatCount(regimes.sustainedIops));
}

QString verifyFact(const JobResult::Verify& v)
{
    QString text;
    if (!v.recorded)
        text = PointDetail::tr("crc32c; this result does not record how many reads were checked");
    else if (v.checkedReads + v.skippedReads == 0)
        text = PointDetail::tr("crc32c; writes stamped, no reads to check");
    else
        text = PointDetail::tr("crc32c: %1 (%2 of data)").arg(verifiedReadsText(v), formatSize(v.checkedBytes));
    if (v.checkedNothing())
        text += QLatin1Char('\n') + checkedNothingText(v);
    return text;
}

// A latency histogram: counts against latency, both logarithmic.
struct HistogramPlot {
    QChart* chart = nullptr;
    ScaleAxis* x = nullptr;  // log10 of the latency in ns
    ScaleAxis* y = nullptr;  // log10 of the count
    double topDecade = 0;    // of the count axis, as asked: the axis may round its top up
};

// Each direction's buckets as dots, and the axes' ranges around them.
void addHistogramDots(HistogramPlot& plot, const std::array<Side, 2>& sides, qreal markerSize)
{
    double lowNs = std::numeric_limits<double>::infinity();
    double highNs = 0;
    uint64_t maxCount = 0;
    for (const Side& side : sides) {
        const LatencyHistogram& h = side.totals.histogram;
        QList<QPointF> points;
        for (const LatencyHistogram::Bin& b : h.bins()) {
            // The 0 ns bucket has no logarithm; 1 ns is as far left as it matters.
            const double ns = std::max(histogram::bucketValue(b.index), 1.0);
            points.append(QPointF(std::log10(ns), std::log10(double(b.count))));
            lowNs = std::min(lowNs, ns);
            highNs = std::max(highNs, ns);
            maxCount = std::max(maxCount, uint64_t(b.count));
        }
        if (points.isEmpty())
            continue;
        // Dots, not a line: a line would invent counts across empty buckets.
        auto* series = new QScatterSeries(plot.chart);
        series->setName(side.name);
        series->setObjectName(side.key + QStringLiteral("-histogram"));
        series->setMarkerSize(markerSize);
        series->setColor(side.color);
        series->setBorderColor(side.color);
        plot.chart->addSeries(series);
        series->attachAxis(plot.x);
        series->attachAxis(plot.y);
        series->replace(points);
    }
    if (highNs > 0)
        plot.x->setLogRange(lowNs, highNs, ScaleAxis::latencyLabel);
    else
        plot.x->setLogRange(1e4, 1e7, ScaleAxis::latencyLabel);
    // A decade above the peak keeps the percentile labels clear of the dots.
    plot.topDecade = std::ceil(std::log10(double(std::max<uint64_t>(maxCount, 1)) * 10));
    plot.y->setLowerPadding(kCountFloor);
    plot.y->setLogRange(1, std::pow(10.0, plot.topDecade), ScaleAxis::countLabel);
}

// A percentile of one direction, marked on the histogram.
struct PercentileMarker {
    const Side* side;
    QString id;  // "p99", for object names
    double x;
    QString label;
};

// p50, p99 and p99.9 of each direction that has a histogram, left to right.
QList<PercentileMarker> percentileMarkers(const std::array<Side, 2>& sides)
{
    QList<PercentileMarker> markers;
    for (const Side& side : sides) {
        const LatencyHistogram& h = side.totals.histogram;
        if (h.total() == 0)
            continue;
        const struct {
            double p;
            QString id;
            QString name;
        } percentiles[] = {{50, QStringLiteral("p50"), PointDetail::tr("p50")},
                           {99, QStringLiteral("p99"), PointDetail::tr("p99")},
                           {99.9, QStringLiteral("p99.9"), PointDetail::tr("p99.9")}};
        for (const auto& [p, id, name] : percentiles) {
            const double ns = h.percentile(p);
            markers.append({&side, id, std::log10(std::max(ns, 1.0)),
                            PointDetail::tr("%1 %2").arg(name, ScaleAxis::latencyLabel(ns))});
        }
    }
    std::sort(markers.begin(), markers.end(),
              [](const PercentileMarker& a, const PercentileMarker& b) { return a.x < b.x; });
    return markers;
}

// Percentile markers: dashed vertical lines, each labelled at its top.
// Close markers get lines of different heights so their labels do not
// overlap; a label takes about a sixth of the axis.
void addPercentileMarkers(const HistogramPlot& plot, const QList<PercentileMarker>& markers)
{
    static constexpr double kLevels[] = {0.94, 0.85, 0.76, 0.67, 0.58, 0.49};
    constexpr int kLevelCount = int(std::size(kLevels));
    const double labelSpan = (plot.x->max() - plot.x->min()) / 6;
    double levelFreeFrom[kLevelCount];
    std::fill(std::begin(levelFreeFrom), std::end(levelFreeFrom), -std::numeric_limits<double>::infinity());
    // Heights from the requested range: the axis may round its top up.
    const double bottom = -kCountFloor;
    const double span = plot.topDecade - bottom;
    for (const PercentileMarker& m : markers) {
        int level = 0;
        while (level < kLevelCount - 1 && levelFreeFrom[level] > m.x)
            ++level;
        levelFreeFrom[level] = m.x + labelSpan;
        QLineSeries* line = addSeries(plot.chart, m.label, pen(m.side->color, 1.0, Qt::DashLine), plot.x, plot.y);
        line->setObjectName(m.side->key + QLatin1Char('-') + m.id);
        line->append(QPointF(m.x, bottom));
        line->append(QPointF(m.x, bottom + span * kLevels[level]));
        line->setPointLabelsFormat(m.label);
        line->setPointLabelsColor(m.side->color);
        line->setPointLabelsVisible(true);
        line->setPointLabelsClipping(false);
        line->setPointConfiguration(0, QXYSeries::PointConfiguration::LabelVisibility, false);
        for (QLegendMarker* marker : plot.chart->legend()->markers(line))
            marker->setVisible(false);
    }
}

}  // namespace

PointDetail::PointDetail(const JobResult& point, int index, QWidget* parent)
    : QDialog(parent)
{
    build(point, index, nullptr);
}

PointDetail::PointDetail(const JobResult& shownRun, const PointSummary& summary, QWidget* parent)
    : QDialog(parent)
{
    build(shownRun, summary.point, &summary);
}

void PointDetail::build(const JobResult& point, int index, const PointSummary* summary)
{
    regimes_ = regimesOfRun(point);
    setWindowTitle(tr("Point %1 — %2").arg(QLocale().toString(index + 1), PointBands::labelFor(point.spec)));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(makeHeader(point, index, summary));
    QWidget* observations = makeObservations(point);
    if (observations)
        layout->addWidget(observations);

    auto* charts = new QSplitter(Qt::Vertical, this);
    charts->setChildrenCollapsible(false);
    charts->addWidget(makeRunCharts(point));
    charts->addWidget(makeHistogramChart(point));
    layout->addWidget(charts, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    // Room for the totals table, what the devices and the CPU did, and two
    // readable charts, in text units so it scales with the font, within the screen.
    const QFontMetrics metrics = fontMetrics();
    const int observationLines = observations ? observations->sizeHint().height() / metrics.height() + 1 : 0;
    QSize size(std::max(sizeHint().width(), metrics.averageCharWidth() * 140),
               metrics.height() * (52 + observationLines));
    if (const QScreen* s = screen())
        size = size.boundedTo(s->availableGeometry().size() * 0.9);
    resize(size);
}

QWidget* PointDetail::makeHeader(const JobResult& point, int index, const PointSummary* summary)
{
    auto* header = new QWidget(this);
    auto* outer = new QHBoxLayout(header);
    outer->setContentsMargins(0, 0, 0, 0);
    auto* layout = new QVBoxLayout;
    layout->addWidget(makeTitle(point, index, header));
    layout->addLayout(makeTotals(point, header));
    layout->addLayout(makeFacts(point, summary, header));
    outer->addLayout(layout, 1);
    // Beside the totals, in the room the header leaves: the dialog grows no taller.
    if (QWidget* targets = makeTargets(point))
        outer->addWidget(targets, 0, Qt::AlignTop);
    return header;
}

// "Point 3: randrw · 4 KiB · 70% read · QD 32 × 4 jobs", large and bold.
QLabel* PointDetail::makeTitle(const JobResult& point, int index, QWidget* parent)
{
    const JobSpec& spec = point.spec;
    const QLocale locale;
    auto* title = new QLabel(tr("Point %1: %2 · %3 · %4% read · QD %5 × %n job(s)", nullptr, int(spec.jobs))
                                 .arg(locale.toString(index + 1), QString::fromStdString(patternName(spec.pattern)),
                                      spec.blockSplit.empty() ? formatSize(spec.blockSize)
                                                              : QString::fromStdString(blockSplitName(spec.blockSplit)),
                                      locale.toString(spec.effectiveReadPercent()), locale.toString(spec.queueDepth)),
                             parent);
    QFont titleFont = title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    title->setFont(titleFont);
    title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return title;
}

// IOPS, MB/s and the latency percentiles, a row for reads and one for writes.
QGridLayout* PointDetail::makeTotals(const JobResult& point, QWidget* parent)
{
    auto* totals = new QGridLayout;
    totals->setHorizontalSpacing(fontMetrics().averageCharWidth() * 3);
    const QString headings[] = {tr("IOPS"), tr("MB/s"), tr("Mean"), tr("p50"), tr("p99"), tr("p99.9")};
    for (int c = 0; c < 6; ++c) {
        auto* heading = new QLabel(headings[c], parent);
        heading->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        totals->addWidget(heading, 0, c + 1);
    }
    const auto sides = sidesOf(point);
    for (int r = 0; r < 2; ++r) {
        totals->addWidget(sideName(sides[r], parent), r + 1, 0);
        const QStringList cells = totalsCells(point, sides[r].totals);
        for (int c = 0; c < 6; ++c) {
            auto* cell = new QLabel(cells[c], parent);
            cell->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
            cell->setTextInteractionFlags(Qt::TextSelectableByMouse);
            totals->addWidget(cell, r + 1, c + 1);
        }
    }
    totals->setColumnStretch(7, 1);
    return totals;
}

// The engine, the targets, how the point's runs spread, the time measured,
// what verify checked, and the point's error.
QFormLayout* PointDetail::makeFacts(const JobResult& point, const PointSummary* summary, QWidget* parent)
{
    auto* facts = new QFormLayout;
    facts->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    addFact(facts, tr("Engine:"), engineFact(point.engine), parent);
    if (!point.engine.fallbackReason.empty())
        addFact(facts, tr("Fallback:"), engineText(point.engine.fallbackReason), parent);
    const QStringList targets = targetsFact(point);
    addFact(facts, targets.size() > 1 ? tr("Targets:") : tr("Target:"),
            targets.isEmpty() ? QStringLiteral("–") : targets.join(QLatin1Char('\n')), parent);
    if (summary && summary->iops.n > 1) {
        QLabel* runs = addFact(facts, tr("Runs:"), runsFact(point, *summary), parent);
        runs->setObjectName(QStringLiteral("runs"));
        if (summary->unstable())
            setTextColor(runs, kWarningColor);
    }
    addFact(facts, tr("Measured:"), measuredFact(point), parent);
    if (regimes_) {
        QLabel* regimes = addFact(facts, tr("Regimes:"), regimesFact(*regimes_), parent);
        regimes->setObjectName(QStringLiteral("regimes"));
        setTextColor(regimes, PointBands::regimeColor());
    }
    if (point.spec.verify != VerifyChoice::Off) {
        QLabel* verify = addFact(facts, tr("Verify:"), verifyFact(point.verify), parent);
        verify->setObjectName(QStringLiteral("verify"));
        if (point.verify.checkedNothing())
            setTextColor(verify, kWarningColor);
    }
    if (!point.error.empty()) {
        QLabel* error = addFact(facts, tr("Error:"), engineText(point.error), parent);
        setTextColor(error, Qt::darkRed);
    }
    return facts;
}

QWidget* PointDetail::makeObservations(const JobResult& point)
{
    const CpuUse cpu = point.cpu();
    if (point.diskUtil.empty() && !cpu.recorded() && point.warnings.empty())
        return nullptr;  // a result from before Surfio recorded them
    const QLocale locale;
    auto* box = new QGroupBox(tr("What the devices and the CPU did"), this);
    box->setObjectName(QStringLiteral("observations"));
    auto* layout = new QVBoxLayout(box);

    if (point.diskUtil.empty()) {
        layout->addWidget(selectableLabel(tr("No device figures: the target lies on no block device (tmpfs, NFS), "
                                             "the run was on fio's hosts, or Surfio did not record them yet."),
                                          box));
    } else {
        layout->addWidget(makeDiskTable(point, box));
        double depth = 0;
        for (const DiskUtil* d : targetsOwnDisks(point))
            depth += d->meanQueueDepth();
        QLabel* asked = selectableLabel(
            tr("Depth asked: %1 in flight per job × %n job(s); the targets' own devices had %2 in flight on average.",
               nullptr, int(point.spec.jobs))
                .arg(locale.toString(point.spec.queueDepth), locale.toString(depth, 'f', 1)),
            box);
        asked->setObjectName(QStringLiteral("device-depth"));
        layout->addWidget(asked);
    }

    QLabel* cpuLine = selectableLabel(
        cpu.recorded()
            ? tr("CPU: %1 % user, %2 % system (the worker threads' mean, as fio's usr_cpu and sys_cpu), %3 context "
                 "switches, %4 µs per I/O.")
                  .arg(locale.toString(cpu.userPercent(), 'f', 1), locale.toString(cpu.systemPercent(), 'f', 1),
                       locale.toString(qulonglong(cpu.contextSwitches)),
                       locale.toString(point.cpuMicrosecondsPerIo(), 'f', 2))
            : tr("CPU: not recorded."),
        box);
    cpuLine->setObjectName(QStringLiteral("cpu"));
    layout->addWidget(cpuLine);

    if (!point.warnings.empty()) {
        QStringList texts;
        for (const std::string& w : point.warnings)
            texts.append(engineText(w));
        QLabel* warnings = selectableLabel(texts.join(QLatin1Char('\n')), box);
        warnings->setObjectName(QStringLiteral("warnings"));
        setTextColor(warnings, kWarningColor);
        layout->addWidget(warnings);
    }
    return box;
}

// Each target's own figures beside the sum, for a point on more than one.
QWidget* PointDetail::makeTargets(const JobResult& point)
{
    if (point.targets.size() < 2)
        return nullptr;
    auto* box = new QGroupBox(tr("On its %n target(s)", nullptr, int(point.targets.size())), this);
    box->setObjectName(QStringLiteral("targets"));
    auto* layout = new QVBoxLayout(box);
    auto* model = new TargetFiguresModel(box);
    model->setRun(point);
    if (model->rowCount() == 0) {
        layout->addWidget(selectableLabel(tr("How the I/O split over the targets is not known: fio reports the jobs "
                                             "of a host together."),
                                          box));
        return box;
    }
    auto* table = new QTableView(box);
    table->setObjectName(QStringLiteral("targetFigures"));
    table->setModel(model);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->setSelectionMode(QAbstractItemView::NoSelection);
    for (int c : {TargetFiguresModel::ReadIops, TargetFiguresModel::ReadMBps, TargetFiguresModel::ReadMeanLat})
        table->setColumnHidden(c, !model->hasReads());
    for (int c : {TargetFiguresModel::WriteIops, TargetFiguresModel::WriteMBps, TargetFiguresModel::WriteMeanLat})
        table->setColumnHidden(c, !model->hasWrites());
    // Compact rows, every one in sight up to a handful; more scroll.
    table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + fontMetrics().height() / 3);
    const int rows = std::min(model->rowCount(), 6);
    table->setFixedHeight(table->horizontalHeader()->sizeHint().height()
                          + rows * table->verticalHeader()->defaultSectionSize() + 2 * table->frameWidth());
    table->resizeColumnsToContents();
    table->setMinimumWidth(table->horizontalHeader()->length() + 2 * table->frameWidth()
                           + table->verticalScrollBar()->sizeHint().width());
    layout->addWidget(table);
    return box;
}

// One row per device, fio's disk_util figures.
QWidget* PointDetail::makeDiskTable(const JobResult& point, QWidget* parent)
{
    const QLocale locale;
    auto* table = new QWidget(parent);
    table->setObjectName(QStringLiteral("disk-util"));
    auto* grid = new QGridLayout(table);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(fontMetrics().averageCharWidth() * 3);
    const struct {
        QString heading;
        QString tip;
    } columns[] = {
        {tr("Device"), {}},
        {tr("Reads"), tr("Read requests the device completed (fio's read_ios)")},
        {tr("Writes"), tr("Write requests the device completed (fio's write_ios)")},
        {tr("Merged"), tr("Reads / writes merged into a request already queued (read_merges / write_merges)")},
        {tr("Data read"), tr("read_sectors, 512 bytes each")},
        {tr("Written"), tr("write_sectors, 512 bytes each")},
        {tr("Busy reading"), tr("Time the read requests spent, added up over the requests (read_ticks)")},
        {tr("Busy writing"), tr("Time the write requests spent, added up over the requests (write_ticks)")},
        {tr("Util"), tr("Share of the time the device had a request in flight (util)")},
        {tr("Depth"), tr("Requests in flight on average: in_queue over the measured time")},
    };
    for (int c = 0; c < int(std::size(columns)); ++c) {
        auto* heading = new QLabel(columns[c].heading, table);
        heading->setToolTip(columns[c].tip);
        heading->setAlignment((c == 0 ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
        QFont bold = heading->font();
        bold.setBold(true);
        heading->setFont(bold);
        grid->addWidget(heading, 0, c);
    }
    const auto ms = [&](uint64_t v) { return tr("%1 ms").arg(locale.toString(qulonglong(v))); };
    int row = 1;
    for (const DiskUtil& d : point.diskUtil) {
        const QString cells[] = {
            deviceName(point, d),
            locale.toString(qulonglong(d.readIos)),
            locale.toString(qulonglong(d.writeIos)),
            tr("%1 / %2").arg(locale.toString(qulonglong(d.readMerges)), locale.toString(qulonglong(d.writeMerges))),
            formatSize(d.readSectors * 512),
            formatSize(d.writeSectors * 512),
            ms(d.readTicks),
            ms(d.writeTicks),
            tr("%1 %").arg(locale.toString(d.util, 'f', 1)),
            locale.toString(d.meanQueueDepth(), 'f', 1),
        };
        for (int c = 0; c < int(std::size(cells)); ++c) {
            QLabel* cell = selectableLabel(cells[c], table);
            cell->setWordWrap(false);
            cell->setAlignment((c == 0 ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
            grid->addWidget(cell, row, c);
        }
        ++row;
    }
    grid->setColumnStretch(int(std::size(columns)), 1);
    return table;
}

QWidget* PointDetail::makeRunCharts(const JobResult& point)
{
    auto* panel = new QWidget(this);
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* axisSwitch = new XAxisSwitch(panel);
    layout->addWidget(axisSwitch, 0, Qt::AlignRight);
    auto* stack = new QStackedWidget(panel);
    stack->addWidget(makeTimeChart(point));
    auto* written = new WrittenChart(stack);
    written->add(point.samples.get());
    stack->addWidget(written);
    layout->addWidget(stack, 1);
    const bool wrote = point.write.bytes > 0;
    axisSwitch->setEnabled(wrote);
    if (!wrote)
        axisSwitch->setToolTip(tr("This point wrote nothing: its bandwidth has no GiB written to be drawn against"));
    connect(axisSwitch, &XAxisSwitch::axisChanged, stack, [stack, written](XAxisSwitch::Axis axis) {
        stack->setCurrentIndex(axis == XAxisSwitch::Axis::Written ? 1 : 0);
        written->refresh();
    });
    return panel;
}

QChartView* PointDetail::makeTimeChart(const JobResult& point)
{
    QChart* chart = makeChart(fontMetrics());
    chart->setTitle(tr("Over the point's run"));
    auto* x = new ScaleAxis(chart);
    x->setTitleText(tr("Elapsed time"));
    chart->addAxis(x, Qt::AlignBottom);
    auto* iopsAxis = new ScaleAxis(chart);
    iopsAxis->setTitleText(tr("IOPS"));
    chart->addAxis(iopsAxis, Qt::AlignLeft);
    auto* latencyAxis = new ScaleAxis(chart);
    // "p99" alone: a short time chart elides a longer title; the ticks say it is a latency.
    latencyAxis->setTitleText(tr("p99"));
    latencyAxis->setGridLineVisible(false);  // the IOPS grid is enough; two grids confuse
    chart->addAxis(latencyAxis, Qt::AlignRight);

    const auto sides = sidesOf(point);
    double maxIops = 0;
    double lowLat = std::numeric_limits<double>::infinity();
    double highLat = 0;
    for (const Side& side : sides) {
        if (side.totals.ios == 0)
            continue;
        SampleDecimator iops(kTimeBuckets);
        SampleDecimator p99(kTimeBuckets);
        for (const IntervalSample& s : point.samples) {
            const IntervalSample::Direction& d = side.of(s);
            iops.add(s.t, s.iops(d));
            maxIops = std::max(maxIops, s.iops(d));
            if (d.ios > 0 && d.p99LatNs > 0) {
                p99.add(s.t, std::log10(d.p99LatNs));
                lowLat = std::min(lowLat, d.p99LatNs);
                highLat = std::max(highLat, d.p99LatNs);
            } else {
                p99.addGap(s.t);
            }
        }
        QLineSeries* iopsSeries = addSeries(chart, tr("%1 IOPS").arg(side.name), pen(side.color, 1.5), x, iopsAxis);
        iopsSeries->setObjectName(side.key + QStringLiteral("-iops"));
        const QList<QList<QPointF>> iopsPieces = iops.segments();
        if (!iopsPieces.isEmpty())
            iopsSeries->replace(iopsPieces.front());
        bool first = true;
        for (const QList<QPointF>& piece : p99.segments()) {
            QLineSeries* series =
                addSeries(chart, tr("%1 p99").arg(side.name), pen(side.color, 1.5, Qt::DashLine, 0.6), x, latencyAxis);
            series->setObjectName(side.key + QStringLiteral("-p99-time"));
            series->replace(piece);
            if (!first) {
                for (QLegendMarker* marker : chart->legend()->markers(series))
                    marker->setVisible(false);
            }
            first = false;
        }
    }
    x->setTimeRange(point.samples.empty() ? point.seconds : point.samples.back().t);
    iopsAxis->setLinearRange(std::max(maxIops * 1.05, 1.0), ScaleAxis::countLabel);
    if (highLat > 0)
        latencyAxis->setLogRange(lowLat, highLat, ScaleAxis::latencyLabel);
    else
        latencyAxis->setLogRange(1e4, 1e7, ScaleAxis::latencyLabel);
    if (regimes_) {
        auto* bands = new PointBands(chart, x);
        bands->setLevelAxis(iopsAxis);
        bands->setRegimes(PointBands::regimesOf(point, *regimes_, PointBands::LevelOf::Iops));
    }
    return makeView(chart, this);
}

QChartView* PointDetail::makeHistogramChart(const JobResult& point)
{
    QChart* chart = makeChart(fontMetrics());
    chart->setTitle(tr("Latency histogram"));
    HistogramPlot plot{chart, new ScaleAxis(chart), new ScaleAxis(chart)};
    plot.x->setTitleText(tr("Completion latency"));
    chart->addAxis(plot.x, Qt::AlignBottom);
    plot.y->setTitleText(tr("I/Os"));
    chart->addAxis(plot.y, Qt::AlignLeft);

    const auto sides = sidesOf(point);
    addHistogramDots(plot, sides, fontMetrics().height() * 0.35);
    addPercentileMarkers(plot, percentileMarkers(sides));
    return makeView(chart, this);
}

}  // namespace surfio
