#include "ui/main_window.h"

#include "core/engine/host_limits.h"
#include "core/fio/fio_export.h"
#include "core/fio/fio_json.h"
#include "core/matrix/matrix_json.h"
#include "core/matrix/run_costs.h"
#include "core/result/result_csv.h"
#include "core/result/result_file_name.h"
#include "core/result/result_json.h"
#include "core/run/journal.h"
#include "core/run/run_policy.h"
#include "core/text/engine_text.h"
#include "core/text/input_file.h"
#include "core/text/language.h"
#include "core/text/units.h"
#include "core/text/verify_text.h"
#include "ui/convergence_view.h"
#include "ui/fio_availability.h"
#include "ui/fio_command_dialog.h"
#include "ui/host_selector.h"
#include "ui/live_view.h"
#include "ui/matrix_editor.h"
#include "ui/models/results_model.h"
#include "ui/point_detail.h"
#include "ui/preset_picker.h"
#include "ui/results_table.h"
#include "ui/run_controller.h"
#include "ui/surface_guide.h"
#include "ui/surface_view.h"
#include "ui/target_panel.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDesktopServices>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHeaderView>
#include <QInputDialog>
#include <QJsonDocument>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QSysInfo>
#include <QTabWidget>
#include <QTableView>
#include <QTextStream>
#include <QTimer>
#include <QUrl>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>
#include <set>

namespace surfio {

namespace {

QString etaText(double seconds)
{
    const qint64 s = std::llround(seconds);
    if (s >= 3600)
        return MainWindow::tr("%1 h %2 min").arg(s / 3600).arg((s % 3600) / 60);
    if (s >= 60)
        return MainWindow::tr("%1 min %2 s").arg(s / 60).arg(s % 60);
    return MainWindow::tr("%1 s").arg(s);
}

// "Finished: 4 points", or with trials and rounds "Finished: 4 points from 8 runs".
QString runsText(const ResultSet& results, bool stopped)
{
    std::set<int> points;
    for (const JobResult& r : results.points)
        points.insert(r.point);
    const int n = int(points.size());
    const int runs = int(results.points.size());
    if (runs == n)
        return stopped ? MainWindow::tr("Stopped: %n point(s) kept", nullptr, n)
                       : MainWindow::tr("Finished: %n point(s)", nullptr, n);
    return stopped ? MainWindow::tr("Stopped: %n point(s) kept from %1 runs", nullptr, n).arg(runs)
                   : MainWindow::tr("Finished: %n point(s) from %1 runs", nullptr, n).arg(runs);
}

}  // namespace

MainWindow::MainWindow(const LaunchOptions& launch, QWidget* parent)
    : QMainWindow(parent)
    , launch_(launch)
    , controller_(new RunController(this))
{
    setWindowTitle(tr("Surfio"));
    buildLayout();
    buildActions();
    restoreState();
    updateRunCosts();

    connect(controller_, &RunController::runningChanged, this, &MainWindow::onRunningChanged);
    connect(controller_, &RunController::pointStarted, this, &MainWindow::onPointStarted);
    connect(controller_, &RunController::progress, this, &MainWindow::onProgress);
    connect(controller_, &RunController::samplesReady, liveView_, &LiveView::addSamples);
    connect(controller_, &RunController::pointFinished, this, &MainWindow::onPointFinished);
    connect(controller_, &RunController::steadyStateChanged, convergenceView_, &ConvergenceView::setReport);
    connect(controller_, &RunController::finished, this, &MainWindow::onFinished);
    connect(targetPanel_, &TargetPanel::changed, this, [this] {
        updateRunCosts();
        updateStartEnabled();
        sayWhereItWillRun();
        if (startWhenInspected_ && !targetPanel_->isInspecting()) {
            startWhenInspected_ = false;
            start();
        }
    });
    connect(matrixEditor_, &MatrixEditor::changed, this, [this] {
        followHosts();
        updateStartEnabled();
    });
    connect(surfaceView_, &SurfaceView::pointSelected, this, &MainWindow::selectResultRow);
    // One choice of host for both views of the result.
    connect(surfaceView_, &SurfaceView::hostChanged, this, &MainWindow::showResultsHost);
    connect(surfaceView_, &SurfaceView::pointActivated, this, &MainWindow::showPointDetail);
    connect(resultsHost_, &HostSelector::hostChanged, this, [this](const QString& host) {
        showResultsHost(host);
        surfaceView_->setHost(host);
    });
    followHosts();
    updateStartEnabled();
    lookForFio();

    // Only when asked: it wakes the window 200 times a second.
    stallTimer_ = new QTimer(this);
    stallTimer_->setInterval(5);
    connect(stallTimer_, &QTimer::timeout, this,
            [this] { longestStallMs_ = std::max(longestStallMs_, sinceTick_.restart() - stallTimer_->interval()); });

    mentionInterruptedRuns();
    if (launch_.demo) {
        findChild<QDockWidget*>(QStringLiteral("setupDock"))
            ->hide();  // the charts get the booth's screen; View → Setup panel
        showFullScreen();
    }
    updateFullScreenKeys();
    if (launch_.autostart)
        QTimer::singleShot(0, this, &MainWindow::start);
}

MainWindow::~MainWindow()
{
    // Members die before the children: nothing the run still sends may reach them.
    controller_->disconnect(this);
    controller_->stopAndWait();
}

void MainWindow::buildLayout()
{
    targetPanel_ = new TargetPanel;
    matrixEditor_ = new MatrixEditor;
    presetPicker_ = new PresetPicker;
    presetPicker_->setMatrixSource([this] { return matrixEditor_->matrix(); });
    // A preset says what to run; the targets stay the TargetPanel's.
    connect(presetPicker_, &PresetPicker::presetChosen, this,
            [this](const Preset& preset) { matrixEditor_->setMatrix(keepingEngine(preset.matrix)); });
    startButton_ = new QPushButton(tr("Start"));
    startButton_->setObjectName(QStringLiteral("startButton"));
    stopButton_ = new QPushButton(tr("Stop"));
    stopButton_->setEnabled(false);
    problemLabel_ = new QLabel;
    problemLabel_->setWordWrap(true);
    problemLabel_->setForegroundRole(QPalette::BrightText);
    connect(startButton_, &QPushButton::clicked, this, &MainWindow::start);
    connect(stopButton_, &QPushButton::clicked, this, &MainWindow::stop);

    // The editor scrolls when the screen is short (a laptop's 768 px);
    // what stops a run from starting and Start itself stay in sight below it.
    auto* editor = new QWidget;
    auto* editorLayout = new QVBoxLayout(editor);
    editorLayout->addWidget(targetPanel_);
    editorLayout->addWidget(presetPicker_);
    editorLayout->addWidget(matrixEditor_, 1);
    auto* editorScroll = new QScrollArea;
    editorScroll->setObjectName(QStringLiteral("setupScroll"));
    editorScroll->setWidget(editor);
    editorScroll->setWidgetResizable(true);
    editorScroll->setFrameShape(QFrame::NoFrame);
    editorScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    editorScroll->setMinimumWidth(editor->minimumSizeHint().width()
                                  + editorScroll->style()->pixelMetric(QStyle::PM_ScrollBarExtent));
    auto* setup = new QWidget;
    auto* setupLayout = new QVBoxLayout(setup);
    setupLayout->setContentsMargins(0, 0, 0, 0);
    setupLayout->addWidget(editorScroll, 1);
    auto* footer = new QVBoxLayout;
    footer->setContentsMargins(style()->pixelMetric(QStyle::PM_LayoutLeftMargin), 0,
                               style()->pixelMetric(QStyle::PM_LayoutRightMargin),
                               style()->pixelMetric(QStyle::PM_LayoutBottomMargin));
    footer->addWidget(problemLabel_);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(startButton_);
    buttons->addWidget(stopButton_);
    footer->addLayout(buttons);
    setupLayout->addLayout(footer);
    auto* dock = new QDockWidget(tr("Setup"), this);
    dock->setObjectName(QStringLiteral("setupDock"));
    dock->setWidget(setup);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::LeftDockWidgetArea, dock);

    liveView_ = new LiveView;
    surfaceView_ = new SurfaceView;
    convergenceView_ = new ConvergenceView;
    resultsModel_ = new ResultsModel(this);
    resultsProxy_ = new QSortFilterProxyModel(this);
    resultsProxy_->setSourceModel(resultsModel_);
    resultsProxy_->setSortRole(ResultsModel::SortRole);
    resultsTable_ = new ResultsTable(!launch_.demo);  // a demo keeps no column choice
    resultsTable_->setModel(resultsProxy_);
    resultsTable_->setSortingEnabled(true);
    resultsTable_->sortByColumn(ResultsModel::Index, Qt::AscendingOrder);
    resultsTable_->setSelectionBehavior(QAbstractItemView::SelectRows);
    resultsTable_->setSelectionMode(QAbstractItemView::SingleSelection);
    resultsTable_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    resultsTable_->verticalHeader()->hide();
    resultsTable_->setToolTip(tr("Double-click a point for its time series and latency histogram"));
    connect(resultsTable_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (current.isValid())
                    surfaceView_->selectPoint(resultsProxy_->data(current, ResultsModel::PointIndexRole).toInt());
            });
    connect(resultsTable_, &QTableView::activated, this, [this](const QModelIndex& index) {
        showPointDetail(resultsProxy_->data(index, ResultsModel::PointIndexRole).toInt());
    });
    resultsTable_->setObjectName(QStringLiteral("resultsTable"));
    resultsHost_ = new HostSelector;
    resultsPage_ = new QWidget;
    auto* resultsLayout = new QVBoxLayout(resultsPage_);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    auto* resultsControls = new QHBoxLayout;
    resultsControls->setContentsMargins(style()->pixelMetric(QStyle::PM_LayoutLeftMargin), 0, 0, 0);
    resultsControls->addWidget(resultsHost_);
    resultsControls->addStretch(1);
    resultsLayout->addLayout(resultsControls);
    resultsLayout->addWidget(resultsTable_, 1);
    logView_ = new QPlainTextEdit;
    logView_->setReadOnly(true);
    logView_->setMaximumBlockCount(10000);

    tabs_ = new QTabWidget;
    tabs_->setObjectName(QStringLiteral("views"));
    tabs_->addTab(liveView_, tr("Live"));
    tabs_->addTab(surfaceView_, tr("Surface"));
    tabs_->addTab(resultsPage_, tr("Results"));
    tabs_->addTab(convergenceView_, tr("Steady state"));
    tabs_->addTab(logView_, tr("Log"));

    errorPanel_ = new QLabel;
    errorPanel_->setWordWrap(true);
    errorPanel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    errorPanel_->setAutoFillBackground(true);
    QPalette warning = errorPanel_->palette();
    warning.setColor(QPalette::Window, QColor(0xf8, 0xd7, 0xda));
    warning.setColor(QPalette::WindowText, QColor(0x72, 0x1c, 0x24));
    errorPanel_->setPalette(warning);
    errorPanel_->setMargin(8);
    errorPanel_->hide();

    auto* central = new QWidget;
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(errorPanel_);
    layout->addWidget(tabs_, 1);
    setCentralWidget(central);

    progressLabel_ = new QLabel(tr("Ready"));
    progressLabel_->setSizePolicy(QSizePolicy::Ignored,
                                  QSizePolicy::Preferred);  // a long message never widens the window
    progressBar_ = new QProgressBar;
    progressBar_->setRange(0, 1000);
    progressBar_->setTextVisible(false);
    progressBar_->hide();
    statusBar()->addWidget(progressLabel_, 1);
    statusBar()->addPermanentWidget(progressBar_);
}

void MainWindow::buildActions()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Open result…"), QKeySequence::Open, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open a Surfio or fio result"), runsDirectory(),
                                                          tr("Surfio and fio JSON results (*.json);;All files (*)"));
        if (!path.isEmpty())
            openResult(path);
    });
    QMenu* recent = file->addMenu(tr("&Recent runs"));
    connect(recent, &QMenu::aboutToShow, this, [this, recent] { fillRecentRuns(recent); });
    file->addAction(tr("&Import a fio job file…"), this, &MainWindow::chooseFioJob);
    file->addAction(tr("&Paste a fio command line…"), this, &MainWindow::pasteFioCommand);
    file->addSeparator();
    saveAction_ = file->addAction(tr("&Save result…"), QKeySequence::Save, this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Save the result"), QStringLiteral("surfio-result.json"), tr("Surfio results (*.json)"));
        if (!path.isEmpty())
            saveResult(path);
    });
    exportCsvAction_ = file->addAction(tr("Export &CSV…"), this, &MainWindow::exportCsv);
    file->addAction(tr("Export c&harts as PNG or SVG…"), this, &MainWindow::exportCharts);
    file->addAction(tr("Export the matrix as a &fio job file…"), this, &MainWindow::exportFioJob);
    file->addAction(tr("Export the s&urface as PNG…"), this, &MainWindow::exportSurface);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
    saveAction_->setEnabled(false);
    exportCsvAction_->setEnabled(false);

    QMenu* run = menuBar()->addMenu(tr("&Run"));
    startAction_ = run->addAction(tr("&Start"), QKeySequence(Qt::CTRL | Qt::Key_R), this, &MainWindow::start);
    stopAction_ = run->addAction(tr("S&top"), QKeySequence(Qt::Key_Escape), this, &MainWindow::stop);
    stopAction_->setEnabled(false);
    rerunAction_ = run->addAction(tr("Run this &matrix again"), this, &MainWindow::loadShownMatrix);
    rerunAction_->setToolTip(tr("Puts the matrix and targets of the result on show into the Setup editor"));
    rerunAction_->setEnabled(false);
    run->addSeparator();
    resumeAction_ = run->addAction(tr("&Resume interrupted run…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Resume an interrupted run"), runsDirectory(),
                                                          tr("Surfio journals (*.journal)"));
        if (!path.isEmpty())
            resumeJournal(path);
    });

    QMenu* view = menuBar()->addMenu(tr("&View"));
    fullScreenAction_ = view->addAction(tr("&Full screen"), QKeySequence(Qt::Key_F11), this,
                                        [this](bool full) { full ? showFullScreen() : showNormal(); });
    fullScreenAction_->setCheckable(true);
    auto* setupDock = findChild<QDockWidget*>(QStringLiteral("setupDock"));
    QAction* showSetup = setupDock->toggleViewAction();
    showSetup->setText(tr("&Setup panel"));
    view->addAction(showSetup);
    leaveFullScreenAction_ = new QAction(tr("Leave full screen"), this);
    leaveFullScreenAction_->setShortcut(QKeySequence(Qt::Key_Escape));
    connect(leaveFullScreenAction_, &QAction::triggered, this, &QWidget::showNormal);
    addAction(leaveFullScreenAction_);  // its key works in full screen, with no menu entry

    QMenu* settings = menuBar()->addMenu(tr("Se&ttings"));
    QMenu* language = settings->addMenu(tr("&Language"));
    // A demo leaves the settings as it found them.
    language->setEnabled(!launch_.demo);
    auto* languages = new QActionGroup(this);
    const auto addLanguage = [&](const QString& code, const QString& name) {
        QAction* action = language->addAction(name);
        action->setCheckable(true);
        action->setChecked(languageSetting() == code);
        languages->addAction(action);
        connect(action, &QAction::triggered, this, [this, code, name] {
            setLanguageSetting(code);
            QMessageBox::information(this, tr("Language"),
                                     code.isEmpty() ? tr("Surfio will speak the system's language from its next start.")
                                                    : tr("Surfio will speak %1 from its next start.").arg(name));
        });
    };
    addLanguage({}, tr("The system's language"));
    language->addSeparator();
    for (const Language& l : shippedLanguages())
        addLanguage(l.code, l.nativeName);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("How to read the &surface"), this, [this] { SurfaceGuide(this).exec(); });
    help->addAction(tr("&About Surfio"), this, [this] { QMessageBox::about(this, tr("About Surfio"), aboutText()); });
}

QString MainWindow::aboutText() const
{
    std::string whyNot;
    const QString engine = ioUringAvailable(whyNot)
                               ? tr("io_uring (liburing %1), psync where io_uring is unavailable")
                                     .arg(QStringLiteral(SURFIO_LIBURING_VERSION))
                               : tr("psync: io_uring is unavailable here (%1)").arg(engineText(whyNot));
    const QString fio = !fio_.known  ? tr("still looking")
                        : fio_.found ? tr("fio %1 (%2)").arg(fio_.program.version, fio_.program.path)
                                     : fio_.error;
    return tr("<p><b>Surfio %1</b></p><p>A storage I/O benchmarking workbench.</p>"
              "<p>Engine: %2<br>fio: %3<br>Qt %4 · kernel %5</p>")
        .arg(QStringLiteral(SURFIO_VERSION), engine.toHtmlEscaped(), fio.toHtmlEscaped(),
             QString::fromLatin1(qVersion()), QSysInfo::kernelVersion());
}

void MainWindow::restoreState()
{
    QSettings settings;
    Matrix matrix = quickMatrix();
    const QByteArray saved = settings.value(QStringLiteral("matrix")).toByteArray();
    if (!saved.isEmpty()) {
        Matrix fromSettings;
        QString error;  // a bad saved matrix: the quick one instead
        if (matrixFromJson(QJsonDocument::fromJson(saved).object(), fromSettings, error))
            matrix = fromSettings;
    }
    QStringList targets = settings.value(QStringLiteral("targets")).toStringList();
    if (launch_.hasMatrix)
        matrix = launch_.options.matrix;
    if (launch_.hasTargets) {
        targets.clear();
        for (const std::string& t : launch_.options.matrix.base.targets)
            targets << QString::fromStdString(t);
        targetPanel_->setAllowWriteDevice(matrix.base.allowWriteDevice, matrix.base.force);
    }
    if (targets.isEmpty())
        targets << QDir::tempPath();  // a scratch file: the first Start needs no other click
    if (saved.isEmpty() && !launch_.hasMatrix && !launch_.hasTargets) {
        std::chrono::nanoseconds total{0};
        const std::vector<JobSpec> points = matrix.expand();
        for (const JobSpec& p : points)
            total += p.runtime + p.rampTime;
        progressLabel_->setText(tr("First run: the quick matrix, %n point(s) in about %1, on a scratch file in %2. "
                                   "Press Start.",
                                   nullptr, int(points.size()))
                                    .arg(formatDuration(total), targets.front()));
    }
    targetPanel_->setTargets(targets);
    announcedTargets_ = targetPanel_->targets();  // the first start's own line names them
    matrixEditor_->setMatrix(matrix);

    if (!restoreGeometry(settings.value(QStringLiteral("geometry")).toByteArray()))
        resize(firstSize());  // the window manager places it
    else if (!launch_.demo)   // full screen: a resize now would cancel it
        fitIntoScreen();
    QMainWindow::restoreState(settings.value(QStringLiteral("windowState")).toByteArray());
    tabs_->setCurrentIndex(settings.value(QStringLiteral("tab"), 0).toInt());
    showLaunchTab();
}

// The screen the window is on, or the primary one.
static QRect availableScreen(const QWidget* window)
{
    const QScreen* screen = window->screen() ? window->screen() : QGuiApplication::primaryScreen();
    return screen ? screen->availableGeometry() : QRect(0, 0, 1280, 800);
}

// A first start: most of a laptop's short screen, four fifths of a larger one.
QSize MainWindow::firstSize() const
{
    const QRect screen = availableScreen(this);
    return screen.size() * (screen.height() < 900 ? 0.95 : 0.8);
}

// A geometry saved on a larger screen (or a docked laptop's monitor) is
// brought back inside this one.
void MainWindow::fitIntoScreen()
{
    if (windowState() & (Qt::WindowMaximized | Qt::WindowFullScreen))
        return;  // the window system sizes it
    const QRect screen = availableScreen(this);
    const QSize frame = frameGeometry().size() - geometry().size();
    const QSize fits = size().boundedTo(screen.size() - frame);
    if (fits != size())
        resize(fits);
    if (!screen.contains(frameGeometry()))
        move(std::clamp(x(), screen.left(), std::max(screen.left(), screen.right() + 1 - frameGeometry().width())),
             std::clamp(y(), screen.top(), std::max(screen.top(), screen.bottom() + 1 - frameGeometry().height())));
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("matrix"),
                      QJsonDocument(matrixToJson(matrixEditor_->matrix())).toJson(QJsonDocument::Compact));
    settings.setValue(QStringLiteral("targets"), targetPanel_->targets());
    settings.setValue(QStringLiteral("geometry"), saveGeometry());
    settings.setValue(QStringLiteral("windowState"), saveState());
    settings.setValue(QStringLiteral("tab"), tabs_->currentIndex());
}

void MainWindow::updateStartEnabled()
{
    QString problem = targetPanel_->firstProblem();
    if (problem.isEmpty())
        problem = matrixEditor_->firstProblem();
    problemLabel_->setText(problem);
    problemLabel_->setVisible(!problem.isEmpty());
    const bool canStart = problem.isEmpty() && !controller_->isRunning();
    startButton_->setEnabled(canStart);
    startAction_->setEnabled(canStart);
}

void MainWindow::start()
{
    if (controller_->isRunning())
        return;
    if (targetPanel_->isInspecting()) {
        startWhenInspected_ = true;  // --autostart before the target facts are in
        return;
    }
    updateStartEnabled();
    if (!startButton_->isEnabled()) {
        showError(problemLabel_->text());
        exitCode_ = 2;
        finishLaunchTasks();
        return;
    }
    Matrix matrix = matrixEditor_->matrix();
    matrix.base.targets.clear();
    for (const QString& t : targetPanel_->targets())
        matrix.base.targets.push_back(t.toStdString());
    matrix.base.allowWriteDevice = targetPanel_->allowWriteDevice();
    matrix.base.force = targetPanel_->force();
    if (matrix.writes() && !targetPanel_->confirmWrites(this)) {
        exitCode_ = 2;
        finishLaunchTasks();  // automation must not wait for a run that will not come
        return;
    }

    RunRequest request;
    if (!chooseRunFiles(matrix, request)) {
        finishLaunchTasks();
        return;
    }
    controller_->setKeepTargets(launch_.demo);  // the demo's loops run on the same laid-out targets
    startRequest(request, runsToGo(request));
    if (!launch_.demo)  // the demo's matrix is not the person's to find at the next start
        saveSettings();
}

// Every run is journaled next to its result: --save's file, or a new one in
// the runs directory. A demo keeps only its last loop's result, in one
// place, and no journal: there is nothing of it to resume.
bool MainWindow::chooseRunFiles(const Matrix& matrix, RunRequest& request)
{
    const QString directory = launch_.save.isEmpty() ? runsDirectory() : QFileInfo(launch_.save).absolutePath();
    RunFiles files{launch_.save, QStringLiteral("json"), !launch_.demo};
    if (launch_.demo && files.output.isEmpty())
        files.output = demoResultPath();
    QString journal;
    if (!files.output.isEmpty() && !newRunRequest(matrix, files, request, journal)) {
        showError(tr("%1 exists: it belongs to an interrupted run. Resume it with Run → Resume interrupted run, "
                     "or remove it to start over")
                      .arg(journal));
        exitCode_ = 2;
        return false;
    }
    if (!QDir().mkpath(directory)) {
        showError(tr("%1 cannot be created: the run's result and journal go there").arg(directory));
        exitCode_ = 1;
        return false;
    }
    if (!files.output.isEmpty())
        return true;
    QString error;
    files.output = createResultFile(directory, QDateTime::currentDateTime(), error);
    if (files.output.isEmpty()) {
        showError(error);
        exitCode_ = 1;
        return false;
    }
    reservedOutput_ = true;
    return newRunRequest(matrix, files, request, journal);  // a name just made has no journal beside it
}

void MainWindow::startRequest(const RunRequest& request, int runsToGo)
{
    stopAsked_ = false;
    errorPanel_->hide();
    results_ = request.done;
    resultsModel_->clear();
    const std::vector<JobSpec> planned = request.matrix.expand();
    liveView_->setPlan(QList<JobSpec>(planned.begin(), planned.end()));
    liveView_->clear();
    surfaceView_->setMatrix(request.matrix);
    convergenceView_->clear();
    convergenceView_->setSpec(request.matrix.steadyState);
    if (!request.done.points.isEmpty()) {
        resultsModel_->setResults(request.done);
        for (const JobResult& r : request.done.points)
            surfaceView_->addPoint(r.point, r);
    }
    showResultsHost(resultsModel_->host());
    runOutput_ = request.outputPath;
    runFormat_ = request.outputFormat;
    runJournal_ = request.journalPath;
    QStringList targets;
    for (const std::string& t : request.matrix.base.targets)
        targets << QString::fromStdString(t);
    log(tr("Run started: %n run(s) to go on %1", nullptr, runsToGo).arg(targets.join(QStringLiteral(", "))));
    if (!runJournal_.isEmpty())
        log(tr("Journal: %1 (Run → Resume interrupted run picks it up if Surfio is stopped)").arg(runJournal_));
    controller_->start(request);
    setWindowTitle(tr("Running on %1 — Surfio").arg(targets.join(QStringLiteral(", "))));
}

bool MainWindow::resumeJournal(const QString& path)
{
    if (controller_->isRunning())
        return false;
    RunRequest request;
    int finished = 0;
    QString error;
    if (!resumeRunRequest(path, request, finished, error)) {
        QMessageBox::warning(this, tr("Resume an interrupted run"), error);
        return false;
    }
    // A device is written again only when the target panel allows it for these very targets.
    QStringList targets;
    for (const std::string& t : request.matrix.base.targets)
        targets << QString::fromStdString(t);
    const bool sameTargets = targets == targetPanel_->targets();
    request.matrix.base.allowWriteDevice = sameTargets && targetPanel_->allowWriteDevice();
    request.matrix.base.force = sameTargets && targetPanel_->force();
    log(tr("Resuming %1: %n run(s) already finished", nullptr, finished).arg(path));
    startRequest(request, runsToGo(request));
    return true;
}

QString MainWindow::runsDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/runs");
}

QString MainWindow::demoResultPath()
{
    return QDir(runsDirectory()).filePath(QStringLiteral("surfio-demo-last.json"));
}

void MainWindow::mentionInterruptedRuns()
{
    const QStringList journals = QDir(runsDirectory()).entryList({QStringLiteral("*.journal")}, QDir::Files);
    if (!journals.isEmpty())
        log(tr("%n interrupted run(s) in %1: Run → Resume interrupted run finishes them", nullptr, int(journals.size()))
                .arg(runsDirectory()));
}

void MainWindow::stop()
{
    if (!controller_->isRunning())
        return;
    progressLabel_->setText(tr("Stopping…"));
    stopAsked_ = true;  // also when the run ends before it hears of it: a demo loops no more
    controller_->stop();
}

void MainWindow::onRunningChanged(bool running)
{
    stopButton_->setEnabled(running);
    stopAction_->setEnabled(running);
    resumeAction_->setEnabled(!running);
    rerunAction_->setEnabled(!running && !results_.matrix.sweeps.empty());
    targetPanel_->setReadOnly(running);
    matrixEditor_->setReadOnly(running);
    presetPicker_->setEnabled(!running);
    progressBar_->setVisible(running);
    if (running) {
        // The run's result is whole only when it ends (onFinished).
        saveAction_->setEnabled(false);
        exportCsvAction_->setEnabled(false);
        progressBar_->setValue(0);
        longestStallMs_ = 0;
        sinceTick_.start();
        if (launch_.reportStalls)
            stallTimer_->start();
    } else {
        stallTimer_->stop();
    }
    updateStartEnabled();
}

void MainWindow::onPointStarted(int index, const JobSpec& spec)
{
    liveView_->beginPoint(index, spec);
    runningSpec_ = spec;
}

void MainWindow::onProgress(const RunProgress& p)
{
    progressBar_->setValue(int(p.fraction * 1000));
    if (p.phase == QLatin1String("layout")) {
        progressLabel_->setText(tr("Laying out the target with random data: %1%").arg(int(p.fraction * 100)));
        return;
    }
    if (p.phase == QLatin1String("precondition")) {
        progressLabel_->setText(tr("Preconditioning: writing the region twice with 128 KiB sequential writes: %1%")
                                    .arg(int(p.fraction * 100)));
        return;
    }
    const QString size = runningSpec_.blockSplit.empty()
                             ? formatSize(runningSpec_.blockSize)
                             : QString::fromStdString(blockSplitName(runningSpec_.blockSplit));
    if (p.maxRounds > 1)
        progressLabel_->setText(tr("Round %1 (at most %2) · point %3/%4 · trial %5/%6 · %7 · %8% read · elapsed %9")
                                    .arg(p.round + 1)
                                    .arg(p.maxRounds)
                                    .arg(p.point + 1)
                                    .arg(p.points)
                                    .arg(p.trial + 1)
                                    .arg(p.trials)
                                    .arg(size)
                                    .arg(runningSpec_.effectiveReadPercent())
                                    .arg(etaText(p.elapsedSeconds)));
    else if (p.trials > 1)
        progressLabel_->setText(tr("%1/%2 · trial %3/%4 · %5 · %6% read · elapsed %7 · about %8 left")
                                    .arg(p.point + 1)
                                    .arg(p.points)
                                    .arg(p.trial + 1)
                                    .arg(p.trials)
                                    .arg(size)
                                    .arg(runningSpec_.effectiveReadPercent())
                                    .arg(etaText(p.elapsedSeconds), etaText(p.etaSeconds)));
    else
        progressLabel_->setText(tr("%1/%2 · %3 · %4% read · elapsed %5 · about %6 left")
                                    .arg(p.point + 1)
                                    .arg(p.points)
                                    .arg(size)
                                    .arg(runningSpec_.effectiveReadPercent())
                                    .arg(etaText(p.elapsedSeconds), etaText(p.etaSeconds)));
}

void MainWindow::onPointFinished(int index, const JobResult& result)
{
    // The journal keeps a finished run's bins and samples; the views keep
    // the figures they gave, so a run of hours does not pile them up here.
    // A stopped run is not journaled: it stays whole. The run's result
    // brings them all back when it ends (onFinished).
    const RunFigures figures = figuresOf(result);
    const JobResult kept = runJournal_.isEmpty() || result.stopped ? result : withoutDetail(result);
    resultsModel_->addPoint(index, kept, figures);
    surfaceView_->addPoint(index, kept, figures);
    showResultsHost(resultsModel_->host());
    log(tr("Point %1 finished: %2 read IOPS, %3 write IOPS")
            .arg(index + 1)
            .arg(QLocale().toString(result.iops(result.read), 'f', 0),
                 QLocale().toString(result.iops(result.write), 'f', 0)));
    if (const QString why = checkedNothingText(result.verify); !why.isEmpty())
        log(tr("Point %1: %2").arg(index + 1).arg(why));
}

void MainWindow::onFinished(const ResultSet& results)
{
    results_ = results;
    RunCostBook(RunCostBook::defaultPath(), !launch_.demo).learn(results.timings);  // a demo keeps nothing
    updateRunCosts();
    const QString output = runOutput_;
    showing(saveRunResult(results) ? QFileInfo(output).fileName() : tr("unsaved run"));
    // Which rounds count is known only now, and the runs come back whole
    // from the journal: the views take the final result.
    resultsModel_->finishRun(results);
    surfaceView_->finishRun(results);
    showResultsHost(resultsModel_->host());
    saveAction_->setEnabled(!results.points.isEmpty());
    exportCsvAction_->setEnabled(!results.points.isEmpty());
    if (!results.error.isEmpty()) {
        showError(results.error);
        exitCode_ = results.inputError ? 2 : 1;
        progressLabel_->setText(tr("Failed"));
    } else if (results.stopped) {
        progressLabel_->setText(runsText(results, true));
        log(progressLabel_->text());
        exitCode_ = 0;
    } else {
        progressLabel_->setText(runsText(results, false));
        log(progressLabel_->text());
        exitCode_ = 0;
    }
    if (launch_.reportStalls) {
        log(tr("Longest pause of the window during the run: %1 ms").arg(longestStallMs_));
        QTextStream(stdout) << tr("longest event-loop stall: %1 ms").arg(longestStallMs_) << Qt::endl;
    }
    if (launch_.demo && !stopAsked_ && !results.stopped && results.error.isEmpty()) {
        QTimer::singleShot(0, this, &MainWindow::start);  // a booth demo loops until stopped
        return;
    }
    controller_->setKeepTargets(false);  // a directory's scratch file goes with the demo
    finishLaunchTasks();
}

// Into the run's result file, then its journal goes. A demo's stopped or
// failed loop leaves the last whole loop's result as it was.
bool MainWindow::saveRunResult(const ResultSet& results)
{
    const bool whole = results.error.isEmpty() && !results.stopped;
    const bool save = !runOutput_.isEmpty() && !results.points.isEmpty() && (whole || !launch_.demo);
    QString error;
    bool written = false;
    if (save && !writeWholeFile(runOutput_, resultDocument(results, runFormat_), error)) {
        log(tr("The result could not be written to %1: %2; the journal %3 keeps every finished point")
                .arg(runOutput_, error, runJournal_));
    } else if (save) {
        written = true;
        log(tr("Saved the result to %1").arg(runOutput_));
    } else if (reservedOutput_ && QFileInfo(runOutput_).size() == 0 && !QFileInfo::exists(runJournal_)) {
        QFile::remove(runOutput_);  // the name this run took, unused
    }
    settleJournal(runJournal_, results, written);
    reservedOutput_ = false;
    runOutput_.clear();
    runJournal_.clear();
    return written;
}

void MainWindow::finishLaunchTasks()
{
    // Give the views a moment to draw the last point before they are captured.
    QTimer::singleShot(300, this, [this] {
        if (!launch_.save.isEmpty() && !saveResult(launch_.save))
            exitCode_ = 1;
        if (!launch_.surfacePng.isEmpty()) {
            tabs_->setCurrentWidget(surfaceView_);
            if (!surfaceView_->exportPng(launch_.surfacePng, QSize(1280, 960))) {
                log(tr("Could not write the surface to %1").arg(launch_.surfacePng));
                exitCode_ = 1;
            }
        }
        showLaunchTab();
        QPixmap shot;
        if (!launch_.screenshot.isEmpty()) {
            shot = grab();
            surfaceView_->paintSurfaceInto(shot, this);
        }
        if (!launch_.screenshot.isEmpty() && !shot.save(launch_.screenshot)) {
            log(tr("Could not write the screenshot to %1").arg(launch_.screenshot));
            exitCode_ = 1;
        }
        if (!launch_.detailPng.isEmpty() && !saveFirstPointDetail(launch_.detailPng)) {
            log(tr("Could not write the first point's detail to %1").arg(launch_.detailPng));
            exitCode_ = 1;
        }
        if (launch_.quitWhenDone)
            QApplication::exit(exitCode_);
    });
}

void MainWindow::showLaunchTab()
{
    const QList<std::pair<QString, QWidget*>> views{{QStringLiteral("live"), liveView_},
                                                    {QStringLiteral("surface"), surfaceView_},
                                                    {QStringLiteral("results"), resultsPage_},
                                                    {QStringLiteral("steady-state"), convergenceView_},
                                                    {QStringLiteral("log"), logView_}};
    for (const auto& [name, view] : views)
        if (name == launch_.tab)
            tabs_->setCurrentWidget(view);
    if (launch_.setupTab == QLatin1String("method"))
        matrixEditor_->setCurrentPage(MatrixEditor::Page::Method);
    else if (launch_.setupTab == QLatin1String("points"))
        matrixEditor_->setCurrentPage(MatrixEditor::Page::Points);
}

void MainWindow::showError(const QString& message)
{
    errorPanel_->setText(tr("The run failed: %1").arg(message));
    errorPanel_->show();
    log(errorPanel_->text());
}

bool MainWindow::openResult(const QString& path)
{
    QString error;
    ResultSet results;
    QByteArray data;
    QString fioError;
    // Not Surfio's own: perhaps fio's JSON or json+ output.
    if (!readInputFile(path, InputKind::Result, data, error)
        || (!readResultData(data, path, results, error) && !readFioJson(data, results, fioError))) {
        QMessageBox::warning(this, tr("Open result"), error);
        return false;
    }
    convergenceView_->clear();
    convergenceView_->setSpec(results.matrix.steadyState);
    if (results.matrix.steadyState.enabled)
        convergenceView_->setReport(results.steadyState);
    results_ = results;
    resultsModel_->setResults(results);
    surfaceView_->setResults(results);
    showResultsHost(resultsModel_->host());
    liveView_->setResults(results.points);
    saveAction_->setEnabled(!results.points.isEmpty());
    exportCsvAction_->setEnabled(!results.points.isEmpty());
    errorPanel_->hide();
    log(tr("Opened %1: %n point(s)", nullptr, int(results.points.size())).arg(path));
    showing(QFileInfo(path).fileName());
    progressLabel_->setText(tr("Showing %1: %n point(s) on %2", nullptr, int(results.points.size()))
                                .arg(QFileInfo(path).fileName(), targetsOf(results.matrix)));
    return true;
}

// A new choice of targets: the status line names where Start will run.
void MainWindow::sayWhereItWillRun()
{
    const QStringList targets = targetPanel_->targets();
    if (targets == announcedTargets_ || controller_->isRunning())
        return;
    announcedTargets_ = targets;
    progressLabel_->setText(targets.isEmpty() ? tr("No target: choose one in Setup")
                                              : tr("Start runs on %1").arg(targets.join(QStringLiteral(", "))));
}

// The targets of a matrix, for people.
QString MainWindow::targetsOf(const Matrix& matrix)
{
    QStringList targets;
    for (const std::string& t : matrix.base.targets)
        targets << QString::fromStdString(t);
    return targets.isEmpty() ? tr("an unknown target") : targets.join(QStringLiteral(", "));
}

// The title bar names the result on show (a file, or the run going on) and its target.
void MainWindow::showing(const QString& name)
{
    shownName_ = name;
    rerunAction_->setEnabled(!results_.matrix.sweeps.empty() && !controller_->isRunning());
    setWindowTitle(name.isEmpty() ? tr("Surfio") : tr("%1 · %2 — Surfio").arg(name, targetsOf(results_.matrix)));
}

// File → Recent runs: the newest results in the runs folder.
void MainWindow::fillRecentRuns(QMenu* menu)
{
    menu->clear();
    QFileInfoList runs = QDir(runsDirectory()).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Time);
    runs.removeIf([](const QFileInfo& run) { return run.size() == 0; });  // a name a running or cut-short run holds
    for (const QFileInfo& run : runs.mid(0, kRecentRuns)) {
        const QString path = run.filePath();
        menu->addAction(tr("%1 (%2)").arg(run.fileName(), QLocale().toString(run.lastModified(), QLocale::ShortFormat)),
                        this, [this, path] { openResult(path); });
    }
    if (runs.isEmpty())
        menu->addAction(tr("No runs saved yet in %1").arg(runsDirectory()))->setEnabled(false);
    menu->addSeparator();
    menu->addAction(tr("Open the runs folder…"), this,
                    [] { QDesktopServices::openUrl(QUrl::fromLocalFile(runsDirectory())); });
}

// Run → Run this matrix again: the shown result's matrix and targets into the editor.
void MainWindow::loadShownMatrix()
{
    if (results_.matrix.sweeps.empty() || controller_->isRunning())
        return;
    QStringList targets;
    for (const std::string& t : results_.matrix.base.targets)
        targets << QString::fromStdString(t);
    if (!targets.isEmpty())
        targetPanel_->setTargets(targets);
    announcedTargets_ = targetPanel_->targets();  // this action's own status line names them
    matrixEditor_->setMatrix(results_.matrix);
    progressLabel_->setText(tr("The matrix of %1 is in the editor: press Start to run it again")
                                .arg(shownName_.isEmpty() ? tr("the result on show") : shownName_));
}

bool MainWindow::saveResult(const QString& path)
{
    QString error;
    if (writeWholeFile(path, QJsonDocument(toJson(results_)).toJson(QJsonDocument::Indented), error)) {
        log(tr("Saved the result to %1").arg(path));
        return true;
    }
    QMessageBox::warning(this, tr("Save result"), tr("%1 cannot be written: %2").arg(path, error));
    return false;
}

void MainWindow::exportCsv()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export CSV"), QStringLiteral("surfio-result.csv"),
                                                      tr("CSV files (*.csv)"));
    QString error;
    if (!path.isEmpty() && !writeWholeFile(path, toCsv(results_).toUtf8(), error))
        QMessageBox::warning(this, tr("Export CSV"), tr("%1 cannot be written: %2").arg(path, error));
}

void MainWindow::exportFioJob()
{
    Matrix matrix = matrixEditor_->matrix();
    for (const QString& t : targetPanel_->targets())
        matrix.base.targets.push_back(t.toStdString());
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export as a fio job file"), QStringLiteral("surfio.fio"), tr("fio job files (*.fio);;All files (*)"));
    if (path.isEmpty())
        return;
    QString notes;
    QString error;
    if (!writeWholeFile(path, toFioJobFile(matrix, &notes).toUtf8(), error)) {
        QMessageBox::warning(this, tr("Export as a fio job file"), tr("%1 cannot be written: %2").arg(path, error));
        return;
    }
    log(tr("Exported the matrix as a fio job file to %1").arg(path));
    if (!notes.isEmpty())
        log(notes);
}

void MainWindow::chooseFioJob()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import a fio job file"), {},
                                                      tr("fio job files (*.fio *.ini *.job);;All files (*)"));
    if (!path.isEmpty())
        importFioJob(path);
}

void MainWindow::pasteFioCommand()
{
    FioCommandDialog dialog(this);
    // A command the importer refuses stays in the dialog, to be put right.
    while (dialog.exec() == QDialog::Accepted)
        if (importFioCommand(dialog.command()))
            return;
}

bool MainWindow::importFioJob(const QString& path)
{
    QByteArray text;
    QString error;
    if (!readInputFile(path, InputKind::FioJobFile, text, error)) {
        QMessageBox::warning(this, tr("Import a fio job file"), error);
        return false;
    }
    FioImport import;
    if (!importFioJobFile(QString::fromUtf8(text), import, error)) {
        QMessageBox::warning(this, tr("Import a fio job file"), tr("%1 cannot be imported: %2").arg(path, error));
        return false;
    }
    loadImport(import, QFileInfo(path).fileName());
    return true;
}

bool MainWindow::importFioCommand(const QString& command)
{
    FioImport import;
    QString error;
    if (!importFioCommandLine(command, import, error)) {
        QMessageBox::warning(this, tr("Paste a fio command line"), tr("The command cannot be imported: %1").arg(error));
        return false;
    }
    loadImport(import, {});
    return true;
}

void MainWindow::loadImport(const FioImport& import, const QString& fileName)
{
    QStringList targets;
    for (const std::string& t : import.matrix.base.targets)
        targets << QString::fromStdString(t);
    if (!targets.isEmpty())
        targetPanel_->setTargets(targets);
    announcedTargets_ = targetPanel_->targets();  // this action's own status line names them
    matrixEditor_->setMatrix(keepingEngine(import.matrix));
    // Whole sentences for a file and for a pasted command, so each translates as one.
    const bool pasted = fileName.isEmpty();
    const int points = int(import.matrix.expand().size());
    log(pasted ? tr("Imported the fio command line as the matrix: %n point(s)", nullptr, points)
               : tr("Imported %1 as the matrix: %n point(s)", nullptr, points).arg(fileName));
    for (const QString& line : import.unused)
        log(line);
    for (const QString& line : import.notes)
        log(line);
    const int unused = int(import.unused.size());
    QString status;
    if (unused == 0)
        status = pasted ? tr("Imported the fio command line: every option is used")
                        : tr("Imported %1: every option is used").arg(fileName);
    else
        status =
            pasted ? tr("Imported the fio command line: %n option(s) not used by Surfio's engine, listed in the "
                        "Log tab",
                        nullptr, unused)
                   : tr("Imported %1: %n option(s) not used by Surfio's engine, listed in the Log tab", nullptr, unused)
                         .arg(fileName);
    progressLabel_->setText(status);  // the status line, which the next action replaces
}

// A preset or an imported job says what to run; like the targets, the engine
// and fio's hosts stay the person's unless it names an engine of its own.
Matrix MainWindow::keepingEngine(Matrix matrix) const
{
    if (matrix.base.engine == EngineChoice::Auto && matrix.hosts.empty()) {
        const Matrix shown = matrixEditor_->matrix();
        matrix.base.engine = shown.base.engine;
        matrix.hosts = shown.hosts;
    }
    return matrix;
}

void MainWindow::lookForFio()
{
    // fio --version runs a process: never on this thread.
    auto* watcher = new QFutureWatcher<FioAvailability>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        watcher->deleteLater();
        fio_ = watcher->result();
        matrixEditor_->setFioAvailability(fio_);
    });
    watcher->setFuture(QtConcurrent::run(&FioAvailability::probe));
}

void MainWindow::followHosts()
{
    QStringList hosts;
    for (const std::string& host : matrixEditor_->matrix().hosts)
        hosts << QString::fromStdString(host);
    targetPanel_->setRemoteHosts(hosts);
}

void MainWindow::showResultsHost(const QString& host)
{
    resultsModel_->setHost(host);
    resultsHost_->setHosts(resultsModel_->hosts());
    resultsHost_->setHost(resultsModel_->host());
}

void MainWindow::exportCharts()
{
    const QString png = tr("PNG images (*.png)");
    QString filter = png;
    QString path = QFileDialog::getSaveFileName(this, tr("Export charts"), QStringLiteral("surfio-live.png"),
                                                png + QStringLiteral(";;") + tr("SVG drawings (*.svg)"), &filter);
    if (path.isEmpty())
        return;
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg"))
        path += filter == png ? QStringLiteral(".png") : QStringLiteral(".svg");  // the format follows the filter
    if (!liveView_->exportImage(path))
        QMessageBox::warning(this, tr("Export charts"),
                             tr("%1 cannot be written: check that the folder exists and is writable").arg(path));
}

void MainWindow::exportSurface()
{
    const QStringList sizes{QStringLiteral("1280 × 960"), QStringLiteral("1920 × 1440"), QStringLiteral("2560 × 1920"),
                            QStringLiteral("3840 × 2880")};
    QInputDialog dialog(this);
    dialog.setWindowTitle(tr("Export the surface"));
    dialog.setLabelText(tr("Image size in pixels (width × height):"));
    dialog.setComboBoxItems(sizes);
    dialog.setComboBoxEditable(true);
    dialog.setTextValue(sizes.at(1));
    // Sized to its label alone, the window manager cuts the title ("Export th… e").
    const int titleRoom = dialog.fontMetrics().horizontalAdvance(dialog.windowTitle()) * 2;
    dialog.setMinimumWidth(std::max(dialog.sizeHint().width(), titleRoom + 160));
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString chosen = dialog.textValue();
    static const QRegularExpression pattern(QStringLiteral("^\\s*(\\d+)\\s*[x×*]\\s*(\\d+)\\s*$"));
    const QRegularExpressionMatch m = pattern.match(chosen);
    const QSize size = m.hasMatch() ? QSize(m.captured(1).toInt(), m.captured(2).toInt()) : QSize();
    if (size.width() < 16 || size.height() < 16 || size.width() > 16384 || size.height() > 16384) {
        QMessageBox::warning(this, tr("Export the surface"),
                             tr("\"%1\" is not a size: give width × height in pixels, e.g. 1920 × 1440").arg(chosen));
        return;
    }
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the surface"),
                                                      QStringLiteral("surfio-surface.png"), tr("PNG images (*.png)"));
    if (!path.isEmpty() && !surfaceView_->exportPng(path, size))
        QMessageBox::warning(this, tr("Export the surface"), tr("%1 cannot be written").arg(path));
}

// --detail-png: the first point's detail window, as a person opens it.
bool MainWindow::saveFirstPointDetail(const QString& path)
{
    const JobResult* point = resultsModel_->point(0);
    const PointSummary* summary = resultsModel_->summary(0);
    if (!point || !summary)
        return false;
    PointDetail detail(*point, *summary, this);
    detail.show();
    QApplication::processEvents();
    return detail.grab().save(path);
}

void MainWindow::showPointDetail(int index)
{
    const JobResult* point = resultsModel_->point(index);
    const PointSummary* summary = resultsModel_->summary(index);
    if (!point || !summary)
        return;
    const auto show = [this](const JobResult& run, const PointSummary& of) {
        auto* detail = new PointDetail(run, of, this);
        detail->setAttribute(Qt::WA_DeleteOnClose);
        detail->show();
    };
    // While a run goes on, the views keep its finished runs without their
    // bins and samples: the journal has them, megabytes of it after hours,
    // so it is read off this thread. (One host's share has none to read.)
    if (!controller_->isRunning() || runJournal_.isEmpty() || !resultsModel_->host().isEmpty()) {
        show(*point, *summary);
        return;
    }
    struct ReadBack {
        QList<JobResult> runs;
        QString error;
    };
    auto* watcher = new QFutureWatcher<ReadBack>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, index, of = *summary, show] {
        watcher->deleteLater();
        const ReadBack read = watcher->result();
        // The run may have ended meanwhile (its journal removed): the views
        // then have the whole run.
        const JobResult* now = resultsModel_->point(index);
        if (!read.error.isEmpty() && !controller_->isRunning() && now && now->trial == read.runs.front().trial
            && now->round == read.runs.front().round) {
            show(*now, of);
            return;
        }
        if (!read.error.isEmpty())
            log(tr("Point %1: its latency histogram and time series could not be read back: %2")
                    .arg(index + 1)
                    .arg(read.error));
        show(read.runs.front(), of);
    });
    watcher->setFuture(QtConcurrent::run([journal = runJournal_, run = *point] {
        ReadBack read{{run}, {}};
        restoreFromJournal(journal, read.runs, read.error);
        return read;
    }));
}

// The editor's estimate from what points cost on this machine, for the kind of the first target.
void MainWindow::updateRunCosts()
{
    const QStringList targets = targetPanel_->targets();
    const TargetKind kind = targets.isEmpty() ? TargetKind::Directory : targetKindByName(targets.first().toStdString());
    matrixEditor_->setRunCosts(kind, RunCostBook(RunCostBook::defaultPath(), !launch_.demo).costs(kind));
}

void MainWindow::selectResultRow(int index)
{
    const int row = resultsModel_->rowOfPoint(index);
    if (row < 0)
        return;
    const QModelIndex proxyIndex = resultsProxy_->mapFromSource(resultsModel_->index(row, 0));
    resultsTable_->selectionModel()->setCurrentIndex(proxyIndex,
                                                     QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

void MainWindow::log(const QString& line)
{
    logView_->appendPlainText(QStringLiteral("%1  %2").arg(QTime::currentTime().toString(Qt::ISODate), line));
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (controller_->isRunning()) {
        // A demo loop has nothing to lose or resume.
        if (!launch_.quitWhenDone && !launch_.demo
            && QMessageBox::question(this, tr("Stop the run?"),
                                     tr("A run is going. Stop it and close? The finished points are saved, and Run → "
                                        "Resume interrupted run can finish the rest later."))
                   != QMessageBox::Yes) {
            event->ignore();
            return;
        }
        controller_->stopAndWait();
    }
    if (!launch_.demo)
        saveSettings();
    event->accept();
}

void MainWindow::changeEvent(QEvent* event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::WindowStateChange)
        updateFullScreenKeys();
}

// F11 toggles full screen. In full screen Esc leaves it; out of it Esc is Run → Stop.
void MainWindow::updateFullScreenKeys()
{
    const bool full = isFullScreen();
    fullScreenAction_->setChecked(full);
    leaveFullScreenAction_->setEnabled(full);
    stopAction_->setShortcut(full ? QKeySequence() : QKeySequence(Qt::Key_Escape));
}

}  // namespace surfio
