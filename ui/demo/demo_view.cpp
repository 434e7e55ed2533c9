#include "ui/demo/demo_view.h"

#include "core/matrix/preset.h"
#include "core/text/units.h"
#include "render/chart_render.h"
#include "render/points_chart.h"
#include "ui/models/shown_result.h"
#include "ui/surface/surface_view.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLegend>
#include <QLocale>
#include <QStackedWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace surfio {

namespace {

// About a second of 100 ms samples: figures that change slower than a person reads.
constexpr size_t kRecentSamples = 10;
// The slow turn: a swing 30° either way of where it stands, there and back
// in 40 s. Never round to its back, where the labels read mirrored.
constexpr int kTurnIntervalMs = 50;
constexpr double kSwingDegrees = 30;
constexpr double kSwingSeconds = 40;
// After a person touched the surface, it stays where they left it this long.
constexpr qint64 kHoldAfterTouchMs = 8000;

QLabel* makeLabel(QWidget* parent, const char* name, Qt::Alignment alignment = Qt::AlignLeft | Qt::AlignVCenter)
{
    auto* label = new QLabel(parent);
    label->setObjectName(QLatin1String(name));
    label->setAlignment(alignment);
    return label;
}

void setPixelSize(QLabel* label, int pixels, bool bold = false)
{
    QFont font = label->font();
    font.setPixelSize(std::max(pixels, 12));
    font.setBold(bold);
    label->setFont(font);
}

// A figure on one line: at `pixels`, or smaller where its text would not fit
// the width it has (a million IOPS on a narrow screen). Its width never
// widens the window.
void fitFigure(QLabel* label, int pixels)
{
    setPixelSize(label, pixels, true);
    const int width = label->contentsRect().width();
    const int needed = QFontMetrics(label->font()).horizontalAdvance(label->text());
    if (width > 0 && needed > width)
        setPixelSize(label, int(pixels * double(width) / needed), true);
}

// The preset's title as this loop runs it: a title naming the preset's own
// runtime ("…, QD32, 10 s") loses it when the run is shortened (--runtime),
// and every heading ends with how many points run and for how long each.
QString headingTitle(const Preset& preset, const Matrix& matrix)
{
    QString title = preset.title;
    const QString presetRuntime = QStringLiteral(", ") + formatDuration(matrix.presetRuntime);
    if (matrix.presetRuntime != matrix.base.runtime && title.endsWith(presetRuntime))
        title.chop(presetRuntime.size());
    return title;
}

// The first sentence of a preset's description: what it does, in words a
// person passing by reads in a glance (the rest is in surfio presets NAME).
QString firstSentence(const QString& text)
{
    for (const QString& end : {QStringLiteral(". "), QStringLiteral("。")})
        if (const qsizetype at = text.indexOf(end); at >= 0)
            return text.left(at + 1);
    return text;
}

// "4 KiB" never broken over two lines.
QString unitsKeptTogether(QString text)
{
    for (const char* unit : {" B ", " KiB", " MiB", " GiB"})
        text.replace(QLatin1String(unit), QString(QLatin1String(unit)).replace(QLatin1Char(' '), QChar(0x00a0)));
    return text;
}

}  // namespace

DemoView::DemoView(const DemoReference& reference, QWidget* parent)
    : QWidget(parent)
    , reference_(reference)
    , turnTimer_(new QTimer(this))
{
    setObjectName(QStringLiteral("demoView"));
    shown_ = new ShownResult(this);
    stage_ = new QStackedWidget(this);
    // The figures' share of the width is theirs, the heading's height its own: the stage takes what is left.
    stage_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    surface_ = new SurfaceView(shown_, stage_);
    surface_->setShowcase();
    points_ = new QChartView(new QChart, stage_);
    points_->setObjectName(QStringLiteral("demoPoints"));
    points_->setRenderHint(QPainter::Antialiasing);
    stage_->addWidget(points_);
    stage_->addWidget(surface_);
    for (auto signal : {&ShownResult::runBegun, &ShownResult::runFinished, &ShownResult::resultShown})
        connect(shown_, signal, this, &DemoView::showStage);
    connect(shown_, &ShownResult::runAdded, this, &DemoView::showStage);
    howToStop_ = makeLabel(this, "howToStop", Qt::AlignCenter);
    howToStop_->setWordWrap(true);

    auto* body = new QHBoxLayout;
    body->addWidget(buildFigures(), 4);
    body->addWidget(stage_, 5);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(buildHeader());
    layout->addLayout(body, 1);
    layout->addWidget(howToStop_);

    turnTimer_->setInterval(kTurnIntervalMs);
    connect(turnTimer_, &QTimer::timeout, this, &DemoView::turn);
    showFigures();
    showStage();
}

// The device's name, and the preset playing with what it does.
QWidget* DemoView::buildHeader()
{
    auto* header = new QWidget(this);
    device_ = makeLabel(header, "device");
    device_->setWordWrap(true);
    preset_ = makeLabel(header, "preset");
    preset_->setWordWrap(true);
    presetAbout_ = makeLabel(header, "presetAbout", Qt::AlignLeft | Qt::AlignTop);
    presetAbout_->setWordWrap(true);
    auto* layout = new QVBoxLayout(header);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(device_);
    layout->addWidget(preset_);
    layout->addWidget(presetAbout_);
    return header;
}

// The current IOPS, huge; MB/s and latency under them; the workload and the race.
QWidget* DemoView::buildFigures()
{
    figures_ = new QWidget(this);
    figures_->setObjectName(QStringLiteral("demoFigures"));
    iops_ = makeLabel(figures_, "iops");
    iops_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    iopsUnit_ = makeLabel(figures_, "iopsUnit");
    iopsUnit_->setText(tr("IOPS"));
    bandwidth_ = makeLabel(figures_, "bandwidth");
    bandwidth_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    latency_ = makeLabel(figures_, "latency");
    latency_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    for (QLabel* figure : {iops_, bandwidth_, latency_})
        figure->installEventFilter(this);  // fitted to the width the layout gives them
    workload_ = makeLabel(figures_, "workload");
    workload_->setWordWrap(true);
    race_ = makeLabel(figures_, "race");  // one line, fitted like the figures
    race_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    race_->installEventFilter(this);
    race_->setVisible(reference_.isSet());
    QPalette accent = race_->palette();
    accent.setColor(QPalette::WindowText, QColor(0x1a, 0x5f, 0xb4));
    race_->setPalette(accent);

    auto* layout = new QVBoxLayout(figures_);
    layout->addStretch(1);
    layout->addWidget(iops_);
    layout->addWidget(iopsUnit_);
    layout->addSpacing(12);
    layout->addWidget(bandwidth_);
    layout->addWidget(latency_);
    layout->addSpacing(12);
    layout->addWidget(workload_);
    layout->addWidget(race_);
    layout->addStretch(1);
    return figures_;
}

void DemoView::beginRun(const Matrix& matrix, int position, int count)
{
    specs_ = matrix.expand();
    shown_->beginRun(matrix);
    if (!deviceKnown_)
        device_->setText(matrix.base.targets.empty() ? QString() : QString::fromStdString(matrix.base.targets.front()));
    Preset preset;
    QString error;
    const QString name = QString::fromStdString(matrix.preset);
    const bool known = !name.isEmpty() && findPreset(name, preset, error);
    QString title = known ? tr("%1: %2").arg(preset.name, headingTitle(preset, matrix)) : tr("Your matrix");
    if (count > 1)
        title = tr("%1 (preset %2 of %3)").arg(title).arg(position).arg(count);
    const int points = int(specs_.size());
    preset_->setText(unitsKeptTogether(
        tr("%1 · %Ln point(s) of %2 each", nullptr, points)
            .arg(title, formatDuration(matrix.base.runtime).replace(QLatin1Char(' '), QChar(0x00a0)))));
    presetAbout_->setText(known ? firstSentence(preset.description) : QString());
    presetAbout_->setVisible(known);
}

// The figures on show stay until the new point's first sample: a point
// starting shows no empty figure.
void DemoView::beginPoint(int, const JobSpec& spec)
{
    if (recent_.empty()) {
        showPoint(spec);
        return;
    }
    nextSpec_ = spec;
}

void DemoView::showPoint(const JobSpec& spec)
{
    spec_ = spec;
    nextSpec_.reset();
    recent_.clear();
    workload_->setText(unitsKeptTogether(workloadText(spec)));
    showFigures();
}

void DemoView::addSamples(int, const QList<IntervalSample>& samples)
{
    if (samples.isEmpty())
        return;
    if (nextSpec_) {
        const JobSpec next = *nextSpec_;
        showPoint(next);
    }
    for (const IntervalSample& s : samples) {
        recent_.push_back(s);
        if (recent_.size() > kRecentSamples)
            recent_.pop_front();
    }
    showFigures();
}

void DemoView::addPoint(int index, const JobResult& result)
{
    shown_->addRun(index, result);
    if (!deviceKnown_ && !result.targets.empty()) {
        device_->setText(deviceNameOf(result.targets.front()));
        deviceKnown_ = true;
    }
}

QString DemoView::raceText() const
{
    return reference_.isSet() ? QString(raceFull_).replace(QChar(0x00a0), QLatin1Char(' ')) : QString();
}

// The figures of the last second: IOPS and MB/s of reads and writes
// together, the mean latency of every I/O in it.
void DemoView::showFigures()
{
    double seconds = 0, ios = 0, bytes = 0, latencySum = 0;
    for (const IntervalSample& s : recent_) {
        seconds += s.seconds;
        for (const IntervalSample::Direction& d : {s.read, s.write}) {
            ios += double(d.ios);
            bytes += double(d.bytes);
            latencySum += d.meanLatNs * double(d.ios);
        }
    }
    if (seconds <= 0) {  // only before the demo's first sample
        iops_->setText(QStringLiteral("–"));
        bandwidth_->setText(tr("– MB/s"));
        latency_->setText(tr("– mean latency"));
        raceFull_ = reference_.isSet() ? tr("Racing %1").arg(reference_.deviceName()) : QString();
        fitFigures();
        return;
    }
    const double iops = ios / seconds;
    const double mbps = bytes / seconds / 1e6;
    iops_->setText(QLocale().toString(qRound64(iops)));
    bandwidth_->setText(tr("%1 MB/s").arg(QLocale().toString(mbps, 'f', mbps < 10 ? 1 : 0)));
    latency_->setText(ios > 0 ? tr("%1 mean latency").arg(formatLatency(latencySum / ios)) : tr("– mean latency"));
    if (reference_.isSet())  // a workload the reference did not run is raced against nothing
        raceFull_ = unitsKeptTogether(reference_.ratioText(spec_, iops));
    fitFigures();
}

bool DemoView::showsSurface() const
{
    return stage_->currentWidget() == surface_;
}

void DemoView::showStage()
{
    const bool surface = surface_->drawsSurface();
    if (!surface)
        showPoints();
    stage_->setCurrentWidget(surface ? static_cast<QWidget*>(surface_) : points_);
    howToStop_->setText(surface
                            ? tr("Drag the surface to turn it · touch the figures or press any key to stop the demo")
                            : tr("Touch the figures or press any key to stop the demo"));
}

void DemoView::showPoints()
{
    std::vector<PointsChart::Point> points;
    const SurfaceGrid& grid = shown_->grid();
    for (size_t i = 0; i < specs_.size(); ++i) {
        PointsChart::Point point{specs_[i], std::nullopt};
        if (const SurfaceGrid::Position at = grid.positionOf(int(i)); at.valid()) {
            const SurfaceGrid::Cell& cell = grid.slices()[size_t(at.slice)].at(at.row, at.column);
            if (cell.figures)
                point.value = cell.figures->value(SurfaceMetric::Iops);
        }
        points.push_back(point);
    }
    QChart* old = points_->chart();
    QChart* chart = PointsChart::bars(points, SurfaceMetric::Iops);
    setTightLayout(chart, height() / 60, height() / 30);
    chart->legend()->setAlignment(Qt::AlignTop);
    points_->setChart(chart);
    delete old;  // released, not deleted, by setChart
    fitChartFonts();
}

// The bars' axes and legend readable from where the figures are read.
void DemoView::fitChartFonts()
{
    QChart* chart = points_->chart();
    QFont font = this->font();
    font.setPixelSize(std::max(height() / 40, 12));
    chart->legend()->setFont(font);
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsFont(font);
        QFont title = font;
        title.setBold(true);
        axis->setTitleFont(title);
    }
    if (auto* groups = qobject_cast<QBarCategoryAxis*>(chart->axes(Qt::Horizontal).value(0)))
        fitGroupNames(groups, font);
}

// Each group's name whole under its bars, in a smaller font where it
// would not fit: Qt Charts gives a name the plot's width over one more than
// the groups, less its padding, and cuts it short ("rand…") past that.
void DemoView::fitGroupNames(QBarCategoryAxis* groups, QFont font)
{
    if (groups->count() == 0 || points_->width() <= 0)
        return;
    // The plot is the chart less its value axis: about six characters and its title.
    const double plotWidth = points_->width() - 6.0 * font.pixelSize();
    const double room = 0.8 * plotWidth / (groups->count() + 1) - font.pixelSize();
    const QFontMetrics metrics(font);
    int widest = 1;
    for (const QString& name : groups->categories())
        widest = std::max(widest, metrics.horizontalAdvance(name));
    if (widest > room)
        font.setPixelSize(std::max(12, int(font.pixelSize() * room / widest)));
    groups->setLabelsFont(font);
}

// Readable from three metres: the IOPS a seventh of the view's height (a
// twelfth of the screen's at least, in full screen), the rest in proportion.
void DemoView::fitFonts()
{
    const int h = height();
    fitFigures();
    setPixelSize(iopsUnit_, h / 24);
    setPixelSize(device_, h / 16, true);
    setPixelSize(workload_, h / 26);
    race_->setMinimumHeight(QFontMetrics(race_->font()).height());  // kept when raced against nothing
    setPixelSize(preset_, h / 30, true);
    setPixelSize(presetAbout_, h / 50);
    setPixelSize(howToStop_, h / 40);
}

void DemoView::fitFigures()
{
    for (QLabel* figure : {iops_, bandwidth_, latency_})
        fitFigure(figure, figurePixels(figure));
    fitRace();
}

// The IOPS a seventh of the view's height, the others half that.
int DemoView::figurePixels(const QLabel* figure) const
{
    return figure == iops_ ? height() / 7 : height() / 14;
}

// The race on one line: a twenty-second of the height, smaller where it
// would not fit down to a twenty-fourth (still read from three metres),
// and cut short only past that (a long device name on a narrow screen).
void DemoView::fitRace()
{
    const int pixels = height() / 22;
    setPixelSize(race_, pixels, true);
    const int width = race_->contentsRect().width();
    const int needed = QFontMetrics(race_->font()).horizontalAdvance(raceFull_);
    if (width > 0 && needed > width)
        setPixelSize(race_, std::max((height() + 23) / 24, int(pixels * double(width) / needed)), true);
    const bool laidOut = race_->isVisible() && width > 0;
    race_->setText(laidOut ? QFontMetrics(race_->font()).elidedText(raceFull_, Qt::ElideRight, width) : raceFull_);
}

void DemoView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitFonts();
    fitChartFonts();
}

void DemoView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    qApp->installEventFilter(this);
    turnTimer_->start();
}

void DemoView::hideEvent(QHideEvent* event)
{
    QWidget::hideEvent(event);
    qApp->removeEventFilter(this);
    turnTimer_->stop();
}

void DemoView::turn()
{
    if (sinceTouch_.isValid() && sinceTouch_.elapsed() < kHoldAfterTouchMs)
        return;
    const double next = swingPhase_ + 2 * M_PI * kTurnIntervalMs / 1000.0 / kSwingSeconds;
    surface_->turnCamera(float(kSwingDegrees * (std::sin(next) - std::sin(swingPhase_))));
    swingPhase_ = std::fmod(next, 2 * M_PI);
}

// Watches the whole application while shown: keys reach whatever has the focus.
bool DemoView::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Resize && (watched == iops_ || watched == bandwidth_ || watched == latency_))
        fitFigure(static_cast<QLabel*>(watched), figurePixels(static_cast<QLabel*>(watched)));
    if (event->type() == QEvent::Resize && watched == race_)
        fitRace();
    if (asksToStop(watched, event)) {
        Q_EMIT stopAsked();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

bool DemoView::asksToStop(QObject* watched, QEvent* event)
{
    switch (event->type()) {
    case QEvent::KeyPress: {
        const auto* key = static_cast<QKeyEvent*>(event);
        static const QList<int> kept{Qt::Key_Escape, Qt::Key_F11,  Qt::Key_Shift, Qt::Key_Control,
                                     Qt::Key_Alt,    Qt::Key_Meta, Qt::Key_AltGr};
        return !key->isAutoRepeat() && !kept.contains(key->key()) && isVisible();
    }
    case QEvent::MouseButtonPress:
    case QEvent::TouchBegin: {
        // A press a widget ignores comes again for its parents: where it is, not who gets it, decides.
        const auto* widget = qobject_cast<QWidget*>(watched);
        const auto* press = static_cast<QPointerEvent*>(event);
        const bool onSurface =
            surface_->isSurfaceWindow(watched)
            || (widget && !press->points().isEmpty()
                && QRectF(stage_->rect()).contains(stage_->mapFromGlobal(press->points().first().globalPosition())));
        if (onSurface)
            sinceTouch_.start();  // turning it by hand: the slow turn waits
        return !onSurface && widget && (widget == this || isAncestorOf(widget));
    }
    default:
        return false;
    }
}

}  // namespace surfio
