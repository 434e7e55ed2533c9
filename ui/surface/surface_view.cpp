#include "ui/surface/surface_view.h"

#include "core/analysis/analysis_text.h"
#include "core/result/host_results.h"
#include "core/text/units.h"
#include "render/slice_chart.h"
#include "ui/models/shown_result.h"
#include "ui/surface/flat_slice_view.h"
#include "ui/surface/surface_graph.h"
#include "ui/views/host_selector.h"
#include "ui/widgets/color_scale_bar.h"
#include "ui/widgets/metric_box.h"
#include "ui/widgets/promised_lines.h"
#include "ui/widgets/readable_color.h"
#include "ui/widgets/slice_box.h"

#include <Q3DCamera>
#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QImage>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QStackedWidget>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include <algorithm>

namespace surfio {

namespace {

// Limits verdicts under the chart, one per mix; more go to its tooltip.
constexpr int kMostVerdictLines = 3;
// The same for the promise's verdicts, under its heading.
constexpr int kMostPromiseLines = 2;
// A roof far above the measured points would flatten them: the scale takes
// it in up to this many times their highest.
constexpr double kMostRoofOverPoints = 1.5;
// The promise, three times: a volume giving far less than promised is what
// it is drawn for, and its knee should show; higher, its figures in the
// legend say how high it goes.
constexpr double kMostPromiseOverPoints = 3;
// Room above the highest value drawn, so a roof or a point at it stays off
// the plot's border.
constexpr double kHeadroom = 1.05;

}  // namespace

SurfaceView::SurfaceView(ShownResult* shown, QWidget* parent)
    : QWidget(parent)
    , shown_(shown)
{
    QLayout* controls = buildControls();
    QLayout* body = buildPages();
    QLayout* readouts = buildReadouts();
    controlRow_ = new QWidget(this);
    controlRow_->setLayout(controls);
    controls->setContentsMargins(0, 0, 0, 0);
    readoutRow_ = new QWidget(this);
    readoutRow_->setLayout(readouts);
    readouts->setContentsMargins(0, 0, 0, 0);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(controlRow_);
    layout->addLayout(body, 1);
    layout->addWidget(verdict_);
    layout->addWidget(readoutRow_);
    layout->addWidget(status_);
    connectControls();
    connectPages();
    followShown();
    if (shown_->isRunning())  // what the result on show has so far
        beginRun();
    else
        showResult();
}

void SurfaceView::followShown()
{
    connect(shown_, &ShownResult::runBegun, this, &SurfaceView::beginRun);
    connect(shown_, &ShownResult::runAdded, this, &SurfaceView::addRun);
    connect(shown_, &ShownResult::runFinished, this, &SurfaceView::finishRun);
    connect(shown_, &ShownResult::resultShown, this, &SurfaceView::showResult);
    connect(shown_, &ShownResult::analysisChanged, this, &SurfaceView::refresh);
    connect(shown_, &ShownResult::hostChanged, this, &SurfaceView::showHost);
    connect(shown_, &ShownResult::selectionChanged, this, &SurfaceView::showPicked);
    connect(shown_, &ShownResult::comparedChanged, this, [this] {
        overlays_.setRuns(shown_->comparedRuns(), shown_->comparedNames(), shown_->compareKeys());
        refresh();
    });
}

// Metric, host, slice and view, in a row above the pages.
QLayout* SurfaceView::buildControls()
{
    metricBox_ = new MetricBox(this);
    auto* metricLabel = new QLabel(tr("Metri&c:"), this);
    metricLabel->setBuddy(metricBox_);

    hostSelector_ = new HostSelector(this);

    sliceBox_ = new QComboBox(this);
    sliceBox_->setObjectName(QStringLiteral("slice"));
    sliceBox_->setToolTip(tr("Which pattern, queue depth and job count to show"));
    sliceLabel_ = new QLabel(tr("S&lice:"), this);
    sliceLabel_->setBuddy(sliceBox_);

    cameraBox_ = new QComboBox(this);
    cameraBox_->setObjectName(QStringLiteral("camera"));
    cameraBox_->addItem(tr("Iso"), int(Q3DCamera::CameraPresetIsometricRight));
    cameraBox_->addItem(tr("Front"), int(Q3DCamera::CameraPresetFront));
    cameraBox_->addItem(tr("Side"), int(Q3DCamera::CameraPresetRight));
    cameraBox_->addItem(tr("Top"), int(Q3DCamera::CameraPresetDirectlyAbove));
    cameraLabel_ = new QLabel(tr("Vie&w:"), this);
    cameraLabel_->setBuddy(cameraBox_);
    resetCamera_ = new QPushButton(tr("Reset view"), this);
    resetCamera_->setToolTip(tr("Back to the iso view at the first zoom, centred"));
    roofBox_ = new QCheckBox(tr("Limits roof"), this);
    roofBox_->setObjectName(QStringLiteral("roof"));
    roofBox_->setChecked(true);
    promisedBox_ = new QCheckBox(tr("Promised roof"), this);
    promisedBox_->setObjectName(QStringLiteral("promisedRoof"));
    promisedBox_->setChecked(true);
    promisedBox_->hide();

    auto* controls = new QHBoxLayout;
    controls->addWidget(metricLabel);
    controls->addWidget(metricBox_);
    controls->addWidget(hostSelector_);
    controls->addWidget(sliceLabel_);
    controls->addWidget(sliceBox_, 1);  // the room the row leaves: a slice's name is long
    controls->addWidget(cameraLabel_);
    controls->addWidget(cameraBox_);
    controls->addWidget(resetCamera_);
    controls->addWidget(roofBox_);
    controls->addWidget(promisedBox_);
    controls->addStretch();
    return controls;
}

// The pages the slice is shown on (the 3D surface joins them in
// createSurface), and the colour scale beside them.
QLayout* SurfaceView::buildPages()
{
    pages_ = new QStackedWidget(this);
    emptyPage_ = new QLabel(tr("No points yet: run a matrix or open a saved run."), pages_);
    emptyPage_->setAlignment(Qt::AlignCenter);
    emptyPage_->setWordWrap(true);
    pages_->addWidget(emptyPage_);
    flat_ = new FlatSliceView(pages_);
    pages_->addWidget(flat_);
    graph_ = SurfaceGraph::create(pages_);
    if (graph_)
        pages_->addWidget(graph_);
    scaleBar_ = new ColorScaleBar(this);
    scaleBar_->setObjectName(QStringLiteral("colorScale"));

    auto* body = new QHBoxLayout;
    body->addWidget(pages_, 1);
    body->addWidget(scaleBar_);
    return body;
}

// How to handle the view and the point picked, in a row below the pages;
// the status line, under it, is laid out by the constructor.
QLayout* SurfaceView::buildReadouts()
{
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("status"));
    status_->setWordWrap(true);
    selection_ = new QLabel(this);
    selection_->setObjectName(QStringLiteral("selection"));
    selection_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    hint_ = new QLabel(this);
    hint_->setObjectName(QStringLiteral("hint"));
    verdict_ = new QLabel(this);
    verdict_->setObjectName(QStringLiteral("limits"));
    verdict_->setWordWrap(true);
    verdict_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    verdict_->hide();

    overlayLegend_ = new QLabel(this);
    overlayLegend_->setObjectName(QStringLiteral("overlays"));
    overlayLegend_->setTextFormat(Qt::RichText);
    overlayLegend_->setWordWrap(true);
    overlayLegend_->hide();

    auto* readouts = new QHBoxLayout;
    readouts->addWidget(overlayLegend_, 1);
    readouts->addWidget(hint_, 1);
    readouts->addWidget(selection_);
    return readouts;
}

void SurfaceView::connectControls()
{
    connect(metricBox_, &QComboBox::currentIndexChanged, this, [this](int i) { setMetric(Metric(i)); });
    connect(hostSelector_, &HostSelector::hostChanged, shown_, &ShownResult::setHost);
    connect(sliceBox_, &QComboBox::activated, this, [this] { followRun_ = false; });
    connect(sliceBox_, &QComboBox::currentIndexChanged, this, [this](int i) {
        slice_ = std::max(0, i);
        refresh();
    });
    connect(cameraBox_, &QComboBox::currentIndexChanged, this, &SurfaceView::setCamera);
    connect(resetCamera_, &QPushButton::clicked, this, &SurfaceView::resetCamera);
    connect(roofBox_, &QCheckBox::toggled, this, &SurfaceView::refresh);
    connect(promisedBox_, &QCheckBox::toggled, this, &SurfaceView::refresh);
}

// A point picked or double-clicked on a page.
void SurfaceView::connectPages()
{
    connect(flat_, &FlatSliceView::pointPicked, this, [this](int index) {
        if (!quiet_)
            shown_->select(index);
    });
    connect(flat_, &FlatSliceView::pointActivated, this, &SurfaceView::pointActivated);
    if (!graph_)
        return;
    connect(graph_, &SurfaceGraph::pointPicked, this, &SurfaceView::surfacePointPicked);
    connect(graph_, &SurfaceGraph::doubleClicked, this, [this] {
        if (shown_->selected() >= 0)
            Q_EMIT pointActivated(shown_->selected());
    });
}

void SurfaceView::setShowcase()
{
    showcase_ = true;
    controlRow_->hide();
    readoutRow_->hide();
    status_->hide();
    verdict_->hide();
    if (graph_)
        graph_->setShowcase();
}

void SurfaceView::turnCamera(float degrees)
{
    if (graph_)
        graph_->turn(degrees);
}

bool SurfaceView::isSurfaceWindow(const QObject* object) const
{
    return graph_ && graph_->isWindow(object);
}

// Back to the iso view at the first zoom, centred.
void SurfaceView::resetCamera()
{
    if (!graph_)
        return;
    graph_->resetZoom();
    if (cameraBox_->currentIndex() == 0)
        setCamera(0);
    else
        cameraBox_->setCurrentIndex(0);
}

// A run begins: axes from its matrix, and the slice of what a resumed run did last.
void SurfaceView::beginRun()
{
    updateHosts();
    followRun_ = true;
    rebuildSliceBox();
    if (const qsizetype done = shown_->result().points.size(); done > 0)
        addRun(int(done) - 1);
}

// The grid has the run: the view follows the run's slice until the person picks one.
void SurfaceView::addRun(int at)
{
    updateHosts();
    const JobResult& run = shown_->result().points[at];
    if (!onHost(run, shown_->host()))
        return;
    const SurfaceGrid::Position where = shown_->grid().positionOf(run.point);
    if (!where.valid())
        return;
    if (where.slice != slice_ && followRun_)
        sliceBox_->setCurrentIndex(where.slice);
    else if (where.slice == slice_)
        refresh();
    else if (shown_->grid().positionOf(shown_->selected()).slice == where.slice)
        updateSelectionLabel();
}

// The run ended: each cell takes the mean of the runs that count, which a
// steady-state run knows only now (its window). Layout and selection stay.
void SurfaceView::finishRun()
{
    updateHosts();
    refresh();
}

// A result opens on its deepest slice (queue depth × jobs), the first of
// those as deep: the one a roof and the promise's verdicts are about, where
// a QD 1 slice is latency-bound. A run's slices follow the run instead.
void SurfaceView::showResult()
{
    updateHosts();
    followRun_ = false;
    rebuildSliceBox();
    const auto& slices = shown_->grid().slices();
    const auto depth = [](const SurfaceGrid::Slice& s) { return uint64_t(s.queueDepth) * s.jobs; };
    const auto deepest = std::max_element(slices.begin(), slices.end(),
                                          [&](const auto& a, const auto& b) { return depth(a) < depth(b); });
    if (deepest != slices.end())
        sliceBox_->setCurrentIndex(int(deepest - slices.begin()));
}

void SurfaceView::updateHosts()
{
    hostSelector_->setHosts(shown_->hosts());
    hostSelector_->setHost(shown_->host());
    metricBox_->setHostChosen(!shown_->host().isEmpty());  // may turn from the p99 to the mean
}

void SurfaceView::showHost()
{
    updateHosts();
    refresh();
}

void SurfaceView::showPicked(int index)
{
    const SurfaceGrid::Position at = shown_->grid().positionOf(index);
    if (at.valid() && at.slice != slice_) {
        // The person picked it elsewhere (a results table): stay on its slice.
        followRun_ = false;
        sliceBox_->setCurrentIndex(at.slice);
        return;
    }
    applySelection();
}

SurfaceView::Metric SurfaceView::currentMetric() const
{
    return metric_;
}

void SurfaceView::setMetric(Metric metric)
{
    if (metric == metric_)
        return;
    metric_ = metric;
    metricBox_->setMetric(metric);
    refresh();
}

bool SurfaceView::hasOpenGL() const
{
    return graph_ != nullptr;
}

bool SurfaceView::drawsSurface() const
{
    return page() == Page::Surface && graph_->drawsAny();
}

ChartFigure SurfaceView::figure()
{
    ChartFigure figure;
    switch (page()) {
    case Page::Surface:
        figure.colorScale = scale_;
        figure.plot = [this](QPainter& painter, const QRectF& room, const ChartLook& look) {
            // In device pixels, so a 4K export gets a 4K render.
            const QRectF device = painter.transform().mapRect(room);
            const QImage image = graph_->render(device.size().toSize(), look);
            painter.drawImage(room, image);
        };
        break;
    case Page::HeatMap:
    case Page::Chart:
    case Page::OnePoint:
        figure = flat_->figure();
        break;
    case Page::Empty:
        break;
    }
    return figure;
}

bool SurfaceView::exportPng(const QString& path, const QSize& size)
{
    ChartExportOptions options;
    options.size = size;
    options.caption = false;
    const ChartFigure shown = figure();
    QString error;
    return shown.plot && !size.isEmpty() && exportChart(path, options, shown, error);
}

JobSpec SurfaceView::sliceSpec() const
{
    const SurfaceGrid::Slice* slice = currentSlice();
    return slice ? slice->spec() : JobSpec();
}

void SurfaceView::paintSurfaceInto(QPixmap& windowGrab, const QWidget* window) const
{
    if (page() == Page::Surface)
        graph_->paintInto(windowGrab, window);
}

void SurfaceView::rebuildSliceBox()
{
    fillSliceBox(sliceBox_, sliceLabel_, shown_->grid());
    slice_ = 0;
    refresh();
}

void SurfaceView::refresh()
{
    const QScopedValueRollback quiet(quiet_, true);
    const SurfaceGrid::Slice* slice = currentSlice();
    sliceLimits_ =
        slice && shown_->host().isEmpty() ? SliceLimits::of(*slice, shown_->analysis().limits) : SliceLimits{};
    if (slice) {
        updateRoofBox(*slice);
        updatePromisedBox(*slice);
        scale_ = scaleOf(*slice);
    }
    if (graph_)
        graph_->clear(overlays_);
    overlayLegend_->hide();
    if (!slice) {
        pages_->setCurrentWidget(emptyPage_);
    } else if (slice->columns() < 2 && slice->rows() < 2) {
        const SurfaceGrid::Cell& cell = slice->at(0, 0);
        flat_->showOnePoint(*slice, cell.figures ? figureText(*cell.figures) : QString());
        pages_->setCurrentWidget(flat_);
    } else if (slice->columns() < 2 || slice->rows() < 2) {
        // The roof is over block size: a line over the read % has none.
        const bool roof = roofShown() && !SliceChart::overReadPercent(*slice);
        const bool promised = promisedShown() && !SliceChart::overReadPercent(*slice);
        flat_->showChart(
            *slice, metric_, scale_, roof ? roofLines(*slice, sliceLimits_, metric_, scale_) : std::vector<RoofLine>{},
            promised ? promisedRoofLine(*slice, promise(), metric_, scale_) : RoofLine{}, promisedName(*slice));
        pages_->setCurrentWidget(flat_);
    } else if (graph_) {
        showSurface(*slice);
    } else {
        flat_->showHeatMap(*slice, metric_, scale_);
        pages_->setCurrentWidget(flat_);
    }
    const bool surface = page() == Page::Surface;
    cameraLabel_->setVisible(surface);
    cameraBox_->setVisible(surface);
    resetCamera_->setVisible(surface);
    scaleBar_->setScale(scale_);
    scaleBar_->setVisible(surface || page() == Page::HeatMap);
    updateHint();
    applySelection();
    updateStatus();
}

void SurfaceView::showSurface(const SurfaceGrid::Slice& slice)
{
    std::vector<RoofPatch> roof;
    if (roofShown())
        roof = roofPatches(slice, roofLines(slice, sliceLimits_, metric_, scale_), scale_.top());
    RoofPatch promised;
    if (promisedShown())
        promised = promisedPatch(slice, promisedRoofLine(slice, promise(), metric_, scale_), scale_.top());
    QString legend = graph_->show(slice, metric_, scale_, roof, promised, overlays_);
    if (!promised.empty())
        legend = roofLegend(slice, !roof.empty()) + (legend.isEmpty() ? QString() : QStringLiteral("<br>") + legend);
    overlayLegend_->setText(legend);
    overlayLegend_->setVisible(!legend.isEmpty());
    pages_->setCurrentWidget(graph_);
}

void SurfaceView::applySelection()
{
    const QScopedValueRollback quiet(quiet_, true);
    const SurfaceGrid::Position at = shown_->grid().positionOf(shown_->selected());
    const bool here = at.valid() && at.slice == slice_;
    switch (page()) {
    case Page::Surface:
        graph_->select(here ? at.row : -1, here ? at.column : -1);
        break;
    case Page::HeatMap:
    case Page::Chart:
        flat_->select(here ? shown_->selected() : -1);
        break;
    case Page::OnePoint:
    case Page::Empty:
        break;
    }
    updateSelectionLabel();
    updateVerdict();
}

void SurfaceView::updateStatus()
{
    const SurfaceGrid::Slice* slice = currentSlice();
    if (!slice) {
        status_->clear();
        return;
    }
    const int measured = slice->measuredCount();
    const int total = int(slice->cells.size());
    const QString locMeasured = QLocale().toString(measured);
    QString text;
    switch (page()) {
    case Page::Surface:
        if (measured == total)
            text = tr("%1 of %Ln point(s)", nullptr, total).arg(locMeasured);
        else if (graph_->drawsAny())
            text = tr("%1 of %Ln point(s) measured; the surface shows the rows and columns measured so far.", nullptr,
                      total)
                       .arg(locMeasured);
        else
            text = tr("%1 of %Ln point(s) measured; the surface appears once measured points form a 2 × 2 grid.",
                      nullptr, total)
                       .arg(locMeasured);
        break;
    case Page::HeatMap:
        if (measured == total)
            text = tr("%1 of %Ln point(s). No OpenGL here, so the surface is shown as a table.", nullptr, total)
                       .arg(locMeasured);
        else
            text = tr("%1 of %Ln point(s) measured; blank cells are not measured yet. No OpenGL here, so the "
                      "surface is shown as a table.",
                      nullptr, total)
                       .arg(locMeasured);
        break;
    case Page::Chart:
        if (measured == total)
            text = tr("%1 of %Ln point(s).", nullptr, total).arg(locMeasured);  // a sentence follows
        else
            text = tr("%1 of %Ln point(s) measured; the chart shows those.", nullptr, total).arg(locMeasured);
        text += QLatin1Char(' ')
                + (slice->columns() > 1 ? tr("Only the block size varies here, so this is its line: a surface also "
                                             "needs two read % values or more.")
                                        : tr("Only the read mix varies here, so this is its line: a surface also "
                                             "needs two block sizes or more."));
        break;
    case Page::OnePoint:
        text = tr("%1 of %Ln point(s)", nullptr, total).arg(locMeasured);
        break;
    case Page::Empty:
        break;
    }
    status_->setText(text);
}

void SurfaceView::updateSelectionLabel()
{
    selection_->setText(pointText(shown_->selected()));
}

QString SurfaceView::pointText(int index) const
{
    const SurfaceGrid::Position at = shown_->grid().positionOf(index);
    if (!at.valid())
        return {};
    const QLocale locale;
    const SurfaceGrid::Slice& slice = shown_->grid().slices()[size_t(at.slice)];
    const SurfaceGrid::Cell& cell = slice.at(at.row, at.column);
    const QString size = slice.columnName(at.column);
    const QString read = locale.toString(slice.readPercents[size_t(at.row)]);
    const QString number = locale.toString(index + 1);
    if (cell.figures && cell.runs > 1)
        return tr("#%1: %2, %3 % read: %4 (mean of %Ln run(s))", nullptr, cell.runs)
            .arg(number, size, read, figureText(*cell.figures));
    if (cell.figures)
        return tr("#%1: %2, %3 % read: %4").arg(number, size, read, figureText(*cell.figures));
    return tr("#%1: %2, %3 % read: not measured yet").arg(number, size, read);
}

void SurfaceView::updateHint()
{
    const bool points = page() == Page::Surface || page() == Page::HeatMap || page() == Page::Chart;
    hint_->setText(points ? tr("Click a point to read its figures; double-click it for its details.") : QString());
}

void SurfaceView::surfacePointPicked(int row, int column)
{
    if (quiet_)
        return;
    const SurfaceGrid::Slice* slice = currentSlice();
    shown_->select(slice && row >= 0 && column >= 0 ? slice->at(row, column).pointIndex : -1);
}

void SurfaceView::setCamera(int choice)
{
    if (graph_ && choice >= 0)
        graph_->setCamera(cameraBox_->itemData(choice).toInt());
}

bool SurfaceView::roofShown() const
{
    return roofBox_->isEnabled() && roofBox_->isChecked();
}

void SurfaceView::updateRoofBox(const SurfaceGrid::Slice& slice)
{
    const QString why = roofUnavailable(slice);
    const QSignalBlocker blocker(roofBox_);
    roofBox_->setEnabled(why.isEmpty());
    roofBox_->setToolTip(why.isEmpty() ? tr("Draw the limits fitted to each read mix over its points: IOPS(bs) = "
                                            "min(I, B / bs), the most a volume capped at I IOPS and B bytes a "
                                            "second serves (in MB/s for MB/s). Latency has no roof: a wall marks "
                                            "the crossover block size B / I instead.")
                                       : why);
}

QString SurfaceView::roofUnavailable(const SurfaceGrid::Slice& slice) const
{
    if (!shown_->host().isEmpty())
        return tr("The limits are fitted on all hosts together: choose all hosts to see them.");
    if (sliceLimits_.empty())
        return tr("No limits fitted here: a roof needs a read mix measured at %1 block sizes or more.")
            .arg(kMinRooflineSizes);
    if (!sliceLimits_.reachesALimit())
        return tr("No limit reached here: the points reached neither an IOPS nor a bandwidth limit (the line "
                  "under the chart says up to what).");
    if (slice.rows() > 1 && !graph_)
        return tr("No OpenGL here: the table cannot show the roof.");
    return {};
}

bool SurfaceView::promisedShown() const
{
    return !promise().empty() && promisedBox_->isEnabled() && promisedBox_->isChecked();
}

const VolumePromise& SurfaceView::promise() const
{
    return shown_->result().matrix.volume;
}

void SurfaceView::updatePromisedBox(const SurfaceGrid::Slice& slice)
{
    const QString why = promisedUnavailable(slice);
    const QSignalBlocker blocker(promisedBox_);
    promisedBox_->setVisible(!promise().empty() && !showcase_);
    promisedBox_->setEnabled(why.isEmpty());
    promisedBox_->setToolTip(why.isEmpty() ? tr("Draw what %1 promises at each block size: its IOPS (counted in "
                                                "the provider's I/O unit) up to its bandwidth, the most the volume "
                                                "paid for serves.")
                                                 .arg(QString::fromStdString(promise().spec))
                                           : why);
}

QString SurfaceView::promisedUnavailable(const SurfaceGrid::Slice& slice) const
{
    if (promise().empty())
        return {};
    if (slice.targetCount > 1)
        return tr("The promise is one volume's: this slice ran on %n target(s) together.", nullptr,
                  int(slice.targetCount));
    if (!promisedValue(promise(), 4096, metric_))
        return tr("The promise is of IOPS and bandwidth: latency has no promised roof.");
    if (slice.columns() < 2 || SliceChart::overReadPercent(slice))
        return tr("The promised roof is over block size: this slice has one block size.");
    if (slice.rows() > 1 && !graph_)
        return tr("No OpenGL here: the table cannot show the roof.");
    return {};
}

QString SurfaceView::promisedName(const SurfaceGrid::Slice& slice) const
{
    return promisedRoofName(promise(), promisedAboveScale(slice, promise(), metric_, scale_));
}

QString SurfaceView::roofLegend(const SurfaceGrid::Slice& slice, bool fitted) const
{
    const auto swatch = [](const QColor& colour, const QString& name) {
        return QStringLiteral("<span style=\"color:%1\">■</span> %2").arg(colour.name(), name.toHtmlEscaped());
    };
    QString legend = swatch(promisedColor(), promisedName(slice));
    if (fitted)
        legend = swatch(roofColor(), tr("Limits roof")) + QStringLiteral("  ") + legend;
    return legend;
}

// What bounds each mix of the slice, the picked point's first, after the
// promise's verdicts where there is a promise (the picked mix's first too).
void SurfaceView::updateVerdict()
{
    const SurfaceGrid::Position at = shown_->grid().positionOf(shown_->selected());
    const int picked = at.valid() && at.slice == slice_ ? at.row : -1;
    std::vector<const SliceLimits::Row*> rows;
    for (auto it = sliceLimits_.rows.rbegin(); it != sliceLimits_.rows.rend(); ++it)
        rows.push_back(&*it);
    std::stable_partition(rows.begin(), rows.end(), [picked](const SliceLimits::Row* r) { return r->row == picked; });
    QStringList lines;
    for (const SliceLimits::Row* r : rows)
        lines.append(tr("%1 % read: %2").arg(QLocale().toString(r->group.readPercent), limitsVerdict(r->group)));
    QStringList shown = lines.mid(0, kMostVerdictLines);
    if (lines.size() > kMostVerdictLines)
        shown.append(
            tr("… and %n more mix(es): hover here for every one", nullptr, int(lines.size()) - kMostVerdictLines));
    const QStringList promised =
        promisedLines(shown_->analysis(), palette(), rows.empty() ? -1 : limitsIndexOf(rows.front()->group));
    const bool cut = lines.size() > kMostVerdictLines || promised.size() > 1 + kMostPromiseLines;
    if (promised.isEmpty()) {
        verdict_->setTextFormat(Qt::PlainText);
        verdict_->setText(shown.join(QLatin1Char('\n')));
        verdict_->setToolTip(cut ? lines.join(QLatin1Char('\n')) : QString());
    } else {  // rich text, for the verdict words' colours
        QStringList html = promised.mid(0, 1 + kMostPromiseLines);
        if (promised.size() > 1 + kMostPromiseLines)
            html.append(tr("… and %n more verdict(s) against the promise: hover here for every one", nullptr,
                           int(promised.size()) - 1 - kMostPromiseLines)
                            .toHtmlEscaped());
        for (const QString& line : std::as_const(shown))
            html.append(line.toHtmlEscaped());
        QStringList every = promised;
        for (const QString& line : std::as_const(lines))
            every.append(line.toHtmlEscaped());
        verdict_->setTextFormat(Qt::RichText);
        verdict_->setText(html.join(QStringLiteral("<br>")));
        verdict_->setToolTip(cut ? every.join(QStringLiteral("<br>")) : QString());
    }
    verdict_->setVisible((!lines.isEmpty() || !promised.isEmpty()) && !showcase_);
}

// Where a slice's row's group sits in the analysis' limits (rows hold copies); -1: not there.
int SurfaceView::limitsIndexOf(const LimitsGroup& group) const
{
    const QList<LimitsGroup>& limits = shown_->analysis().limits;
    for (qsizetype i = 0; i < limits.size(); ++i)
        if (limits[i].points == group.points)
            return int(i);
    return -1;
}

SurfaceView::Page SurfaceView::page() const
{
    QWidget* shown = pages_->currentWidget();
    if (shown == flat_) {
        switch (flat_->shown()) {
        case FlatSliceView::Shown::HeatMap:
            return Page::HeatMap;
        case FlatSliceView::Shown::Chart:
            return Page::Chart;
        case FlatSliceView::Shown::OnePoint:
            return Page::OnePoint;
        }
    }
    if (graph_ && shown == graph_)
        return Page::Surface;
    return Page::Empty;
}

MetricScale SurfaceView::scaleOf(const SurfaceGrid::Slice& slice) const
{
    double largest = slice.largest(metric_);
    if (roofShown())
        largest = std::max(largest, std::min(highestRoof(slice, sliceLimits_, metric_), kMostRoofOverPoints * largest));
    if (promisedShown())
        largest =
            std::max(largest, std::min(highestPromised(slice, promise(), metric_), kMostPromiseOverPoints * largest));
    if (graph_)
        largest = std::max(largest, overlays_.largest(slice, metric_));
    return MetricScale::forRange(metric_, kHeadroom * largest);
}

double SurfaceView::rawValue(const SurfaceGrid::Figures& figures) const
{
    return figures.value(metric_);
}

double SurfaceView::plotValue(const SurfaceGrid::Figures& figures) const
{
    return scale_.shown(rawValue(figures));
}

QString SurfaceView::figureText(const SurfaceGrid::Figures& figures) const
{
    switch (metric_) {
    case Metric::Iops:
        return tr("%1 IOPS").arg(formatCount(figures.iops));
    case Metric::Bandwidth:
        return tr("%1 MB/s").arg(QLocale().toString(figures.megabytesPerSecond, 'f', 1));
    case Metric::MeanLatency:
        return formatLatency(figures.meanLatencyNs);
    case Metric::P99Latency:
        return formatLatency(figures.p99LatencyNs);
    }
    return {};
}

const SurfaceGrid::Slice* SurfaceView::currentSlice() const
{
    const auto& slices = shown_->grid().slices();
    return slice_ >= 0 && size_t(slice_) < slices.size() ? &slices[size_t(slice_)] : nullptr;
}

}  // namespace surfio
