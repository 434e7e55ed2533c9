#include "ui/setup/setup_panel.h"

#include "core/matrix/preset.h"
#include "core/matrix/run_costs.h"
#include "ui/setup/matrix_editor.h"
#include "ui/setup/matrix_summary.h"
#include "ui/setup/preset_picker.h"
#include "ui/setup/target_panel.h"
#include "ui/widgets/readable_color.h"

#include <QApplication>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QVBoxLayout>

namespace surfio {

namespace {

// The window's translation context: these messages were the window's before it had pages.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(surfio::MainWindow)
};

}  // namespace

SetupPanel::SetupPanel(QWidget* parent)
    : QWidget(parent)
    , targetPanel_(new TargetPanel)
    , matrixEditor_(new MatrixEditor)
    , presetPicker_(new PresetPicker)
{
    presetPicker_->setMatrixSource([this] { return matrixEditor_->matrix(); });
    // A preset says what to run; the targets stay the TargetPanel's.
    connect(presetPicker_, &PresetPicker::presetChosen, this, [this](const Preset& preset) {
        matrixEditor_->setMatrix(keepingEngine(preset.matrix));
        fitRegionToTargets();
    });
    connect(targetPanel_, &TargetPanel::changed, this, [this] {
        fitRegionToTargets();
        updateRunCosts();
        updateStart();
        Q_EMIT targetsChanged();
    });
    connect(matrixEditor_, &MatrixEditor::changed, this, [this] {
        followHosts();
        updateStart();
    });

    matrixEditor_->setStatusShown(false);  // the footer says it, beside Start
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(buildEditor(), 1);
    layout->addLayout(buildFooter());
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget*, QWidget* now) { showFocused(now); });
    updateSummary();
}

// The target, the preset and the matrix, in a scroll area as wide as they need.
QWidget* SetupPanel::buildEditor()
{
    auto* editor = new QWidget;
    auto* editorLayout = new QVBoxLayout(editor);
    editorLayout->addWidget(targetPanel_);
    editorLayout->addWidget(presetPicker_);
    editorLayout->addWidget(matrixEditor_, 1);
    scroll_ = new QScrollArea;
    scroll_->setObjectName(QStringLiteral("setupScroll"));
    scroll_->setWidget(editor);
    scroll_->setWidgetResizable(true);
    scroll_->setFrameShape(QFrame::NoFrame);
    scroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll_->setMinimumWidth(editor->minimumSizeHint().width()
                             + scroll_->style()->pixelMetric(QStyle::PM_ScrollBarExtent));
    return scroll_;
}

// What stops a run from starting; what Start runs, and Start and Stop.
QLayout* SetupPanel::buildFooter()
{
    startButton_ = new QPushButton(Text::tr("Start"));
    startButton_->setObjectName(QStringLiteral("startButton"));
    stopButton_ = new QPushButton(Text::tr("Stop"));
    stopButton_->setEnabled(false);
    connect(startButton_, &QPushButton::clicked, this, &SetupPanel::startClicked);
    connect(stopButton_, &QPushButton::clicked, this, &SetupPanel::stopClicked);
    summaryLabel_ = new QLabel;
    summaryLabel_->setObjectName(QStringLiteral("runSummary"));
    summaryLabel_->setWordWrap(true);
    detailsLabel_ = new QLabel;
    detailsLabel_->setObjectName(QStringLiteral("runDetails"));
    detailsLabel_->setWordWrap(true);

    auto* footer = new QVBoxLayout;
    footer->setContentsMargins(style()->pixelMetric(QStyle::PM_LayoutLeftMargin), 0,
                               style()->pixelMetric(QStyle::PM_LayoutRightMargin),
                               style()->pixelMetric(QStyle::PM_LayoutBottomMargin));
    footer->addLayout(buildProblemRow());
    footer->addWidget(detailsLabel_);
    auto* startRow = new QHBoxLayout;
    startRow->addWidget(summaryLabel_, 1);
    startRow->addWidget(startButton_);
    startRow->addWidget(stopButton_);
    footer->addLayout(startRow);
    return footer;
}

// Why Start cannot start, with a warning sign, in a colour that reads on the background.
QLayout* SetupPanel::buildProblemRow()
{
    problemIcon_ = new QLabel;
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    problemIcon_->setPixmap(
        QIcon::fromTheme(QStringLiteral("dialog-warning"), style()->standardIcon(QStyle::SP_MessageBoxWarning))
            .pixmap(QSize(iconSize, iconSize), devicePixelRatioF()));
    problemLabel_ = new QLabel;
    problemLabel_->setObjectName(QStringLiteral("startProblem"));
    problemLabel_->setWordWrap(true);
    problemLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPalette palette = problemLabel_->palette();
    palette.setColor(QPalette::WindowText, errorTextColor(palette));
    problemLabel_->setPalette(palette);
    auto* row = new QHBoxLayout;
    row->addWidget(problemIcon_, 0, Qt::AlignTop);
    row->addWidget(problemLabel_, 1);
    return row;
}

QStringList SetupPanel::targets() const
{
    return targetPanel_->targets();
}

void SetupPanel::setTargets(const QStringList& targets)
{
    targetPanel_->setTargets(targets);
}

void SetupPanel::setTargetsOf(const Matrix& matrix)
{
    const QStringList targets = targetPaths(matrix);
    if (!targets.isEmpty())
        targetPanel_->setTargets(targets);
    if (!matrix.volume.spec.empty())
        setVolumeSpec(QString::fromStdString(matrix.volume.spec));
}

bool SetupPanel::takeVolumeOf(const Matrix& matrix)
{
    const QString spec = QString::fromStdString(matrix.volume.spec);
    if (spec.isEmpty() || targets().isEmpty() || targets() != targetPaths(matrix))
        return false;
    if (spec != targetPanel_->volumeSpec())
        setVolumeSpec(spec);
    return true;
}

void SetupPanel::setVolumeSpec(const QString& spec)
{
    targetPanel_->setVolumeSpec(spec);
}

void SetupPanel::setAllowWriteDevice(bool allow, bool force)
{
    targetPanel_->setAllowWriteDevice(allow, force);
}

Matrix SetupPanel::matrix() const
{
    return matrixEditor_->matrix();
}

void SetupPanel::setMatrix(const Matrix& matrix)
{
    matrixEditor_->setMatrix(matrix);
}

Matrix SetupPanel::runMatrix() const
{
    Matrix matrix = matrixEditor_->matrix();
    matrix.base.targets.clear();
    for (const QString& t : targetPanel_->targets())
        matrix.base.targets.push_back(t.toStdString());
    matrix.base.allowWriteDevice = targetPanel_->allowWriteDevice();
    matrix.base.force = targetPanel_->force();
    matrix.volume = targetPanel_->volumePromise();
    return matrix;
}

void SetupPanel::fitRegionToTargets()
{
    Matrix m = matrixEditor_->matrix();
    const uint64_t region = m.base.regionSize;
    const bool fitted = m.presetRegionFitted;
    fitPresetRegion(m, targetPanel_->targetBytes());
    if (m.base.regionSize != region || m.presetRegionFitted != fitted)
        matrixEditor_->setMatrix(m);
}

Matrix SetupPanel::keepingEngine(Matrix matrix) const
{
    if (matrix.base.engine == EngineChoice::Auto && matrix.hosts.empty()) {
        const Matrix shown = matrixEditor_->matrix();
        matrix.base.engine = shown.base.engine;
        matrix.hosts = shown.hosts;
    }
    return matrix;
}

void SetupPanel::grantDeviceWrites(Matrix& matrix) const
{
    const bool sameTargets = targetPaths(matrix) == targetPanel_->targets();
    matrix.base.allowWriteDevice = sameTargets && targetPanel_->allowWriteDevice();
    matrix.base.force = sameTargets && targetPanel_->force();
}

bool SetupPanel::isInspecting() const
{
    return targetPanel_->isInspecting();
}

bool SetupPanel::confirmWrites(QWidget* parent)
{
    return targetPanel_->confirmWrites(parent);
}

void SetupPanel::updateStart()
{
    QString problem = targetPanel_->firstProblem();
    if (problem.isEmpty())
        problem = matrixEditor_->firstProblem();
    problemLabel_->setText(problem);
    problemLabel_->setVisible(!problem.isEmpty());
    problemIcon_->setVisible(!problem.isEmpty());
    const bool can = problem.isEmpty() && !running_;
    startButton_->setEnabled(can);
    startButton_->setToolTip(problem);  // a disabled button still shows its tooltip
    updateSummary();
    Q_EMIT canStartChanged(can);
}

void SetupPanel::updateSummary()
{
    const Matrix matrix = matrixEditor_->matrix();
    const RunEstimate estimate = matrixEditor_->estimate();
    summaryLabel_->setText(summaryHeadline(matrix, estimate));
    const QString details = summaryDetails(matrix, estimate);
    detailsLabel_->setText(details);
    detailsLabel_->setVisible(!details.isEmpty());
}

// The field and a line around it (its neighbours' edges), or the top of one taller than the view.
void SetupPanel::showFocused(QWidget* focused)
{
    QWidget* content = scroll_->widget();
    if (!focused || !content->isAncestorOf(focused) || !focused->isVisible())
        return;
    const int margin = fontMetrics().height() / 2;
    const QRect field = QRect(focused->mapTo(content, QPoint(0, 0)), focused->size()).adjusted(0, -margin, 0, margin);
    QScrollBar* bar = scroll_->verticalScrollBar();
    const int height = scroll_->viewport()->height();
    if (field.top() < bar->value() || field.height() > height)
        bar->setValue(field.top());
    else if (field.bottom() >= bar->value() + height)
        bar->setValue(field.bottom() + 1 - height);
}

bool SetupPanel::canStart() const
{
    return startButton_->isEnabled();
}

QString SetupPanel::problem() const
{
    return problemLabel_->text();
}

void SetupPanel::setRunning(bool running)
{
    running_ = running;
    stopButton_->setEnabled(running);
    targetPanel_->setReadOnly(running);
    matrixEditor_->setReadOnly(running);
    presetPicker_->setEnabled(!running);
}

// The editor's estimate from what points cost on this machine, for the kind of the first target.
void SetupPanel::updateRunCosts()
{
    const QStringList targets = targetPanel_->targets();
    const TargetKind kind = targets.isEmpty() ? TargetKind::Directory : targetKindByName(targets.first().toStdString());
    matrixEditor_->setRunCosts(kind, RunCostBook(RunCostBook::defaultPath(), false).costs(kind));  // only read here
    updateSummary();
}

void SetupPanel::setFioAvailability(const FioAvailability& fio)
{
    matrixEditor_->setFioAvailability(fio);
}

void SetupPanel::showSetupTab(const QString& name)
{
    if (name == QLatin1String("method"))
        matrixEditor_->setCurrentPage(MatrixEditor::Page::Method);
    else if (name == QLatin1String("points"))
        matrixEditor_->setCurrentPage(MatrixEditor::Page::Points);
}

void SetupPanel::followHosts()
{
    QStringList hosts;
    for (const std::string& host : matrixEditor_->matrix().hosts)
        hosts << QString::fromStdString(host);
    targetPanel_->setRemoteHosts(hosts);
}

}  // namespace surfio
