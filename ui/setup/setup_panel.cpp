#include "ui/setup/setup_panel.h"

#include "core/matrix/run_costs.h"
#include "ui/setup/matrix_editor.h"
#include "ui/setup/preset_picker.h"
#include "ui/setup/target_panel.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
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
    connect(presetPicker_, &PresetPicker::presetChosen, this,
            [this](const Preset& preset) { matrixEditor_->setMatrix(keepingEngine(preset.matrix)); });
    connect(targetPanel_, &TargetPanel::changed, this, [this] {
        updateRunCosts();
        updateStart();
        Q_EMIT targetsChanged();
    });
    connect(matrixEditor_, &MatrixEditor::changed, this, [this] {
        followHosts();
        updateStart();
    });

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(buildEditor(), 1);
    layout->addLayout(buildFooter());
}

// The target, the preset and the matrix, in a scroll area as wide as they need.
QWidget* SetupPanel::buildEditor()
{
    auto* editor = new QWidget;
    auto* editorLayout = new QVBoxLayout(editor);
    editorLayout->addWidget(targetPanel_);
    editorLayout->addWidget(presetPicker_);
    editorLayout->addWidget(matrixEditor_, 1);
    auto* scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("setupScroll"));
    scroll->setWidget(editor);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(editor->minimumSizeHint().width()
                            + scroll->style()->pixelMetric(QStyle::PM_ScrollBarExtent));
    return scroll;
}

// What stops a run from starting, and Start and Stop.
QLayout* SetupPanel::buildFooter()
{
    startButton_ = new QPushButton(Text::tr("Start"));
    startButton_->setObjectName(QStringLiteral("startButton"));
    stopButton_ = new QPushButton(Text::tr("Stop"));
    stopButton_->setEnabled(false);
    problemLabel_ = new QLabel;
    problemLabel_->setWordWrap(true);
    problemLabel_->setForegroundRole(QPalette::BrightText);
    connect(startButton_, &QPushButton::clicked, this, &SetupPanel::startClicked);
    connect(stopButton_, &QPushButton::clicked, this, &SetupPanel::stopClicked);

    auto* footer = new QVBoxLayout;
    footer->setContentsMargins(style()->pixelMetric(QStyle::PM_LayoutLeftMargin), 0,
                               style()->pixelMetric(QStyle::PM_LayoutRightMargin),
                               style()->pixelMetric(QStyle::PM_LayoutBottomMargin));
    footer->addWidget(problemLabel_);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(startButton_);
    buttons->addWidget(stopButton_);
    footer->addLayout(buttons);
    return footer;
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
    return matrix;
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
    const bool can = problem.isEmpty() && !running_;
    startButton_->setEnabled(can);
    Q_EMIT canStartChanged(can);
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
