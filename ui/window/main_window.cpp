#include "ui/window/main_window.h"

#include "core/engine/host_limits.h"
#include "core/fio/fio_job_file.h"
#include "core/matrix/matrix_json.h"
#include "core/matrix/run_costs.h"
#include "core/result/saved_result.h"
#include "core/text/engine_text.h"
#include "core/text/units.h"
#include "render/image_export.h"
#include "render/report/report.h"
#include "ui/demo/demo_controller.h"
#include "ui/demo/demo_view.h"
#include "ui/models/shown_result.h"
#include "ui/setup/setup_panel.h"
#include "ui/surface/surface_view.h"
#include "ui/views/compare_view.h"
#include "ui/views/convergence_view.h"
#include "ui/views/flat_charts_view.h"
#include "ui/views/live_view.h"
#include "ui/views/load_view.h"
#include "ui/views/result_views.h"
#include "ui/views/results_page.h"
#include "ui/window/file_actions.h"
#include "ui/window/fio_importer.h"
#include "ui/window/language_menu.h"
#include "ui/window/launch_tasks.h"
#include "ui/window/recent_runs.h"
#include "ui/window/run_controller.h"
#include "ui/window/run_session.h"
#include "ui/window/surface_guide.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QSysInfo>
#include <QTextStream>
#include <QTime>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>
#include <set>

namespace surfio {

namespace {

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

// The targets of a matrix, for people.
QString targetsText(const Matrix& matrix)
{
    const QStringList targets = targetPaths(matrix);
    return targets.isEmpty() ? MainWindow::tr("an unknown target") : targets.join(QStringLiteral(", "));
}

// The screen the window is on, or the primary one.
QRect availableScreen(const QWidget* window)
{
    const QScreen* screen = window->screen() ? window->screen() : QGuiApplication::primaryScreen();
    return screen ? screen->availableGeometry() : QRect(0, 0, 1280, 800);
}

}  // namespace

MainWindow::MainWindow(const LaunchOptions& launch, QWidget* parent)
    : QMainWindow(parent)
    , launch_(launch)
    , session_(new RunSession(launch, this))
{
    setWindowTitle(tr("Surfio"));
    buildLayout();
    files_ = new FileActions(views_, this);
    files_->setUnattended(launch_.unattended());
    launchTasks_ = new LaunchTasks(launch_, {this, views_, setup_, files_, logView_, demoView_}, this);
    connect(launchTasks_, &LaunchTasks::logged, this, &MainWindow::log);
    connect(launchTasks_, &LaunchTasks::failed, this, [this] { exitCode_ = 1; });
    connect(launchTasks_, &LaunchTasks::done, this, [this] {
        if (launch_.quitWhenDone)
            QApplication::exit(exitCode_);
    });
    views_->compare()->setKeys(launch_.compareKeys);
    views_->compare()->setMetric(launch_.compareMetric);
    if (launch_.compareRatio)
        views_->compare()->setShow(CompareView::Show::RatioSurface);
    importer_ = new FioImporter(this);
    buildActions();
    restoreState();
    setup_->updateRunCosts();
    connectRun();
    if (demoView_) {
        demo_ = new DemoController(launch_, demoView_, session_->controller(), setup_, this);
        connect(demo_, &DemoController::said, this, &MainWindow::log);
        connect(demo_, &DemoController::stopAsked, this, &MainWindow::stopDemo);
    }
    connectParts();
    updateStartEnabled();
    lookForFio();
    session_->mentionInterruptedRuns();
    if (launch_.demo) {
        demo_->keepWindowGeometry(saveGeometry());  // the workbench's, for when the demo ends
        findChild<QDockWidget*>(QStringLiteral("setupDock"))
            ->hide();  // the charts get the booth's screen; View → Setup panel
        // The whole screen also where no window manager makes full screen so (a kiosk's bare X).
        if (const QScreen* s = screen())
            setGeometry(s->geometry());
        showFullScreen();
    }
    updateFullScreenKeys();
    if (!launch_.open.isEmpty() || !launch_.compare.isEmpty())
        QTimer::singleShot(0, this, &MainWindow::openLaunchFiles);
    if (launch_.autostart)
        QTimer::singleShot(0, this, &MainWindow::start);
}

MainWindow::~MainWindow()
{
    // Members die before the children: nothing the run still sends may reach them.
    session_->disconnect(this);
    session_->controller()->disconnect(this);
    session_->controller()->stopAndWait();
}

QString MainWindow::runsDirectory()
{
    return RunSession::runsDirectory();
}

QString MainWindow::demoResultPath()
{
    return RunSession::demoResultPath();
}

void MainWindow::buildLayout()
{
    buildSetupDock();
    views_ = new ResultViews(!launch_.demo);  // a demo keeps no column choice
    logView_ = new QPlainTextEdit;
    logView_->setReadOnly(true);
    logView_->setMaximumBlockCount(10000);
    views_->addTab(logView_, tr("Log"));
    buildErrorPanel();

    auto* central = new QWidget;
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(errorPanel_);
    layout->addWidget(views_, 1);
    if (launch_.demo) {
        demoView_ = new DemoView(launch_.demoReference);
        demoView_->hide();  // until full screen (updateDemoFace)
        layout->addWidget(demoView_, 1);
    }
    setCentralWidget(central);
    buildStatusBar();
}

void MainWindow::buildSetupDock()
{
    setup_ = new SetupPanel;
    auto* dock = new QDockWidget(tr("Setup"), this);
    dock->setObjectName(QStringLiteral("setupDock"));
    dock->setWidget(setup_);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::LeftDockWidgetArea, dock);
}

// Why the run failed, above the views until the next run or result.
void MainWindow::buildErrorPanel()
{
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
}

void MainWindow::buildStatusBar()
{
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
    buildFileMenu();
    buildRunMenu();
    buildViewMenu();
    buildSettingsMenu();
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("How to read the &surface"), this, [this] { SurfaceGuide(this).exec(); });
    help->addAction(tr("&About Surfio"), this, [this] { QMessageBox::about(this, tr("About Surfio"), aboutText()); });
}

void MainWindow::buildFileMenu()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Open result…"), QKeySequence::Open, files_, &FileActions::chooseAndOpen);
    file->addAction(tr("Compare &with…"), this, &MainWindow::chooseAndCompare)
        ->setToolTip(tr("Sets saved results against the one on show, point by point, in the Compare tab"));
    stopComparingAction_ = file->addAction(tr("Stop c&omparing"), this, &MainWindow::stopComparing);
    stopComparingAction_->setEnabled(false);
    QMenu* recent = file->addMenu(tr("&Recent runs"));
    connect(recent, &QMenu::aboutToShow, files_, [this, recent] { files_->fillRecentRuns(recent); });
    file->addAction(tr("&Import a fio job file…"), importer_, &FioImporter::chooseJobFile);
    file->addAction(tr("&Paste a fio command line…"), importer_, &FioImporter::pasteCommand);
    file->addSeparator();
    saveAction_ = file->addAction(tr("&Save result…"), QKeySequence::Save, files_, &FileActions::chooseAndSave);
    exportCsvAction_ = file->addAction(tr("Export &CSV…"), files_, &FileActions::exportCsv);
    file->addAction(tr("Export the c&hart on show as PNG or SVG…"), files_, &FileActions::exportChart);
    file->addAction(tr("Export a re&port (HTML or PDF)…"), files_, &FileActions::exportReport)
        ->setToolTip(tr("One file to send: summary, charts, table, flagged points, the comparison on show and how "
                        "it was measured"));
    file->addAction(tr("Export the matrix as a &fio job file…"), files_,
                    [this] { files_->exportFioJob(setup_->runMatrix()); });
    file->addAction(tr("Export the s&urface as PNG or SVG…"), files_, &FileActions::exportSurface);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
    saveAction_->setEnabled(false);
    exportCsvAction_->setEnabled(false);
}

void MainWindow::buildRunMenu()
{
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
}

// F11 toggles full screen, in full screen Esc leaves it (updateFullScreenKeys).
void MainWindow::buildViewMenu()
{
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
}

void MainWindow::buildSettingsMenu()
{
    QMenu* settings = menuBar()->addMenu(tr("&Settings"));
    auto* language = new LanguageMenu(this, settings);
    language->setEnabled(!launch_.demo);  // a demo leaves the settings as it found them
    settings->addMenu(language);
}

void MainWindow::connectRun()
{
    RunController* controller = session_->controller();
    connect(controller, &RunController::runningChanged, this, &MainWindow::onRunningChanged);
    connect(controller, &RunController::pointStarted, views_->live(), &LiveView::beginPoint);
    connect(controller, &RunController::samplesReady, views_->live(), &LiveView::addSamples);
    connect(controller, &RunController::pointFinished, views_->live(), &LiveView::finishPoint);
    connect(controller, &RunController::pointFinished, views_, &ResultViews::addPoint);
    connect(controller, &RunController::steadyStateChanged, views_->convergence(), &ConvergenceView::setReport);
    connect(controller, &RunController::finished, this, &MainWindow::onFinished);
    connect(session_, &RunSession::starting, this, &MainWindow::onStarting);
    connect(session_, &RunSession::progressed, this, &MainWindow::showProgress);
    connect(session_, &RunSession::logged, this, &MainWindow::log);
}

void MainWindow::connectParts()
{
    connect(setup_, &SetupPanel::startClicked, this, &MainWindow::start);
    connect(setup_, &SetupPanel::stopClicked, this, &MainWindow::stop);
    connect(setup_, &SetupPanel::canStartChanged, startAction_, &QAction::setEnabled);
    connect(setup_, &SetupPanel::targetsChanged, this, [this] {
        sayWhereItWillRun();
        if (startWhenInspected_ && !setup_->isInspecting()) {
            startWhenInspected_ = false;
            start();
        }
    });
    connect(views_, &ResultViews::logged, this, &MainWindow::log);
    connect(files_, &FileActions::opened, this, &MainWindow::showOpened);
    connect(files_, &FileActions::logged, this, &MainWindow::log);
    connect(files_, &FileActions::saved, this, [this](const QString& path) { keepAsRecent(path, views_->shown()); });
    connect(importer_, &FioImporter::imported, this,
            [this](const FioImport& import) { takeIntoSetup(setup_->keepingEngine(import.matrix)); });
    connect(importer_, &FioImporter::logged, this, &MainWindow::log);
    connect(importer_, &FioImporter::statusChanged, progressLabel_, &QLabel::setText);
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
    const QSettings settings;
    restoreSetup(settings);
    if (!restoreGeometry(settings.value(QStringLiteral("geometry")).toByteArray()))
        resize(firstSize());  // the window manager places it
    else if (!launch_.demo)   // full screen: a resize now would cancel it
        fitIntoScreen();
    QMainWindow::restoreState(settings.value(QStringLiteral("windowState")).toByteArray());
    restoreShownResult(settings.value(QStringLiteral("tab"), 0).toInt());
    launchTasks_->showTab();  // --tab, --setup-tab, --2d-chart from the start
}

// The result on show when the window closed, on its tab; without one the
// Surface tab's hint (run a matrix or open a saved run). A launch that opens,
// compares, runs or demos something shows that instead.
void MainWindow::restoreShownResult(int tab)
{
    const bool ownStart = launch_.demo || launch_.autostart || !launch_.open.isEmpty() || !launch_.compare.isEmpty();
    const QString last = ownStart ? QString() : RecentRuns::lastShown();
    ResultSet results;
    QString error;
    if (!last.isEmpty() && readSavedResult(last, results, error) && !results.points.isEmpty()) {
        showOpened(last, results);
        views_->setCurrentIndex(tab);
        return;
    }
    if (!last.isEmpty())
        log(tr("The result on show at the last close could not be opened again: %1").arg(error));
    views_->setCurrentWidget(views_->surface());
}

// The matrix and targets of the last start, or the launch options'; on a
// first start the quick matrix on a scratch file, and a line saying so.
void MainWindow::restoreSetup(const QSettings& settings)
{
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
        targets = targetPaths(launch_.options.matrix);
        setup_->setAllowWriteDevice(matrix.base.allowWriteDevice, matrix.base.force);
    }
    if (targets.isEmpty())
        targets << QDir::tempPath();  // a scratch file: the first Start needs no other click
    if (saved.isEmpty() && !launch_.hasMatrix && !launch_.hasTargets) {
        const double seconds = estimateRun(matrix, TargetKind::Directory, RunCosts::none()).pointSeconds;
        const auto total = std::chrono::nanoseconds(std::llround(seconds * 1e9));
        const size_t points = matrix.expand().size();
        progressLabel_->setText(tr("First run: the quick matrix, %n point(s) in about %1, on a scratch file in %2. "
                                   "Press Start.",
                                   nullptr, int(points))
                                    .arg(formatDuration(total), targets.front()));
    }
    setup_->setTargets(targets);
    if (!launch_.options.matrix.volume.spec.empty())  // --volume=…
        setup_->setVolumeSpec(QString::fromStdString(launch_.options.matrix.volume.spec));
    announcedTargets_ = setup_->targets();  // the first start's own line names them
    setup_->setMatrix(matrix);
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
                      QJsonDocument(matrixToJson(setup_->matrix())).toJson(QJsonDocument::Compact));
    settings.setValue(QStringLiteral("targets"), setup_->targets());
    settings.setValue(QStringLiteral("geometry"), saveGeometry());
    settings.setValue(QStringLiteral("windowState"), saveState());
    settings.setValue(QStringLiteral("tab"), views_->currentIndex());
}

void MainWindow::updateStartEnabled()
{
    setup_->updateStart();  // Run → Start follows (canStartChanged)
}

void MainWindow::start()
{
    if (session_->isRunning())
        return;
    if (setup_->isInspecting()) {
        startWhenInspected_ = true;  // --autostart before the target facts are in
        return;
    }
    updateStartEnabled();
    if (!setup_->canStart()) {
        showError(setup_->problem());
        exitCode_ = 2;
        launchTasks_->finish();
        return;
    }
    Matrix matrix = setup_->runMatrix();
    matrix.slo = views_->load()->sloForRun(matrix);  // the result records the objective it is read against
    if (matrix.writes() && !setup_->confirmWrites(this)) {
        exitCode_ = 2;
        launchTasks_->finish();  // automation must not wait for a run that will not come
        return;
    }
    QString error;
    if (!session_->start(matrix, error, exitCode_)) {
        showError(error);
        launchTasks_->finish();
        return;
    }
    if (!launch_.demo)  // the demo's matrix is not the person's to find at the next start
        saveSettings();
}

bool MainWindow::resumeJournal(const QString& path)
{
    if (session_->isRunning())
        return false;
    RunRequest request;
    QString error;
    if (!session_->resumeRequest(path, request, error)) {
        QMessageBox::warning(this, tr("Resume an interrupted run"), error);
        return false;
    }
    setup_->grantDeviceWrites(request.matrix);
    session_->startRequest(request);
    return true;
}

void MainWindow::stop()
{
    if (!session_->isRunning())
        return;
    progressLabel_->setText(tr("Stopping…"));
    session_->stop();
}

void MainWindow::onStarting(const RunRequest& request)
{
    errorPanel_->hide();
    views_->beginRun(request);
    if (demo_)
        demo_->beginRun(request.matrix);
    views_->shownResult()->setName(tr("the run going on"));  // the file's name when it finishes (showing)
    setWindowTitle(tr("Running on %1 — Surfio").arg(targetPaths(request.matrix).join(QStringLiteral(", "))));
}

void MainWindow::onRunningChanged(bool running)
{
    stopAction_->setEnabled(running);
    resumeAction_->setEnabled(!running);
    rerunAction_->setEnabled(!running && !views_->shown().matrix.sweeps.empty());
    setup_->setRunning(running);
    progressBar_->setVisible(running);
    if (running) {
        // The run's result is whole only when it ends (onFinished).
        saveAction_->setEnabled(false);
        exportCsvAction_->setEnabled(false);
        progressBar_->setValue(0);
    }
    updateStartEnabled();
}

void MainWindow::showProgress(double fraction, const QString& line)
{
    progressBar_->setValue(int(fraction * 1000));
    progressLabel_->setText(line);
}

void MainWindow::onFinished(const ResultSet& results)
{
    const QString saved = session_->keepRun(results);
    setup_->updateRunCosts();
    views_->finishRun(results);
    if (demo_)
        demo_->finishRun(results);
    showing(saved.isEmpty() ? tr("unsaved run") : QFileInfo(saved).fileName());
    if (!saved.isEmpty() && !launch_.demo)
        keepAsRecent(saved, results);
    enableResultActions(results);
    sayHowItEnded(results);
    session_->reportStalls();
    if (demo_ && demo_->nextLoop(results, session_->stopAsked())) {
        QTimer::singleShot(0, this, &MainWindow::start);  // a booth demo loops until stopped (a Start after runs once)
        return;
    }
    session_->controller()->setKeepTargets(false);  // a directory's scratch file goes with the demo
    launchTasks_->finish();
}

void MainWindow::stopDemo()
{
    if (!demo_ || demo_->isOver())
        return;
    demo_->end();
    stop();
    // Out of full screen at the workbench's own geometry, inside the screen, on the last result's surface.
    restoreGeometry(demo_->windowGeometry());
    findChild<QDockWidget*>(QStringLiteral("setupDock"))->show();
    fitIntoScreen();
    views_->setCurrentWidget(views_->surface());
    updateDemoFace();
    log(tr("Demo stopped: the workbench is yours"));
}

// In full screen the demo's face, out of it (Esc, F11) the workbench, the loops going on.
void MainWindow::updateDemoFace()
{
    if (demo_)
        demo_->showFace(isFullScreen(), views_);
}

// The error panel or the status line, and the exit code of a --quit-when-done run.
void MainWindow::sayHowItEnded(const ResultSet& results)
{
    if (!results.error.isEmpty()) {
        showError(results.error);
        exitCode_ = results.inputError ? 2 : 1;
        progressLabel_->setText(tr("Failed"));
        return;
    }
    progressLabel_->setText(runsText(results, results.stopped));
    log(progressLabel_->text());
    exitCode_ = 0;
}

void MainWindow::showError(const QString& message)
{
    errorPanel_->setText(tr("The run failed: %1").arg(message));
    errorPanel_->show();
    sayLaunchProblem(errorPanel_->text());
}

void MainWindow::sayLaunchProblem(const QString& text)
{
    launchTasks_->sayProblem(text);
}

bool MainWindow::openResult(const QString& path)
{
    return files_->open(path);
}

bool MainWindow::saveResult(const QString& path)
{
    return files_->save(path);
}

bool MainWindow::compareWith(const QStringList& paths)
{
    QList<ResultSet> runs;
    QStringList names;
    QStringList problems;
    for (const QString& path : paths) {
        ResultSet results;
        QString error;
        if (!readSavedResult(path, results, error))
            problems.append(error);
        else if (results.points.isEmpty())
            problems.append(tr("%1 holds no finished point: there is nothing in it to compare").arg(path));
        else {
            runs.append(results);
            names.append(QFileInfo(path).fileName());
            log(tr("Compare: added %1 as %2").arg(path, runLetter(views_->compare()->addedRuns() + int(runs.size()))));
        }
    }
    if (!runs.isEmpty()) {
        views_->shownResult()->addCompared(runs, names);
        views_->setCurrentWidget(views_->compare());
    }
    stopComparingAction_->setEnabled(views_->compare()->addedRuns() > 0);
    if (!problems.isEmpty())
        sayCompareProblems(problems);
    return problems.isEmpty();
}

void MainWindow::chooseAndCompare()
{
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Compare with saved results"), runsDirectory(),
                                                            tr("Surfio and fio JSON results (*.json);;All files (*)"));
    if (!paths.isEmpty())
        compareWith(paths);
}

void MainWindow::stopComparing()
{
    views_->shownResult()->clearCompared();
    stopComparingAction_->setEnabled(false);
    log(tr("Compare: stopped; the compared runs are let go"));
}

// A message box, or for automation (--quit-when-done) the log and exit code 2.
void MainWindow::sayCompareProblems(const QStringList& problems)
{
    const QString text = tr("Not compared:\n%1").arg(problems.join(QLatin1Char('\n')));
    if (launch_.unattended()) {
        sayLaunchProblem(text);
        exitCode_ = 2;
        return;
    }
    log(text);
    QMessageBox::warning(this, tr("Compare with saved results"), text);
}

// --open and --compare; without --autostart the launch's screenshot and quit follow.
void MainWindow::openLaunchFiles()
{
    if (!launch_.open.isEmpty() && !openResult(launch_.open))
        exitCode_ = 2;
    if (!launch_.compare.isEmpty())
        compareWith(launch_.compare);
    if (!launch_.autostart)
        launchTasks_->finish();
}

bool MainWindow::importFioJob(const QString& path)
{
    return importer_->importJobFile(path);
}

bool MainWindow::importFioCommand(const QString& command)
{
    return importer_->importCommand(command);
}

// File → Recent runs lists it, and the next start shows it.
void MainWindow::keepAsRecent(const QString& path, const ResultSet& results)
{
    RecentRuns::remember(path, results);
    RecentRuns::setLastShown(path);
}

void MainWindow::showOpened(const QString& path, const ResultSet& results)
{
    if (!launch_.demo)
        keepAsRecent(path, results);
    views_->showResult(results);
    enableResultActions(results);
    errorPanel_->hide();
    log(tr("Opened %1: %n point(s)", nullptr, int(results.points.size())).arg(path));
    if (!launch_.demo && setup_->takeVolumeOf(results.matrix))
        log(tr("Setup: the cloud volume is %1, as in %2")
                .arg(QString::fromStdString(results.matrix.volume.spec), QFileInfo(path).fileName()));
    showing(QFileInfo(path).fileName());
    progressLabel_->setText(tr("Showing %1: %n point(s) on %2", nullptr, int(results.points.size()))
                                .arg(QFileInfo(path).fileName(), targetsText(results.matrix)));
}

void MainWindow::enableResultActions(const ResultSet& results)
{
    saveAction_->setEnabled(!results.points.isEmpty());
    exportCsvAction_->setEnabled(!results.points.isEmpty());
}

// A new choice of targets: the status line names where Start will run.
void MainWindow::sayWhereItWillRun()
{
    const QStringList targets = setup_->targets();
    if (targets == announcedTargets_ || session_->isRunning())
        return;
    announcedTargets_ = targets;
    progressLabel_->setText(targets.isEmpty() ? tr("No target: choose one in Setup")
                                              : tr("Start runs on %1").arg(targets.join(QStringLiteral(", "))));
}

// The title bar names the result on show (a file, or the run going on) and its target.
void MainWindow::showing(const QString& name)
{
    shownName_ = name;
    views_->shownResult()->setName(name);
    if (const int added = views_->compare()->addedRuns(); added > 0)
        log(tr("Compare: %1 is A now; the %n compared run(s) are matched against it again", nullptr, added).arg(name));
    rerunAction_->setEnabled(!views_->shown().matrix.sweeps.empty() && !session_->isRunning());
    setWindowTitle(name.isEmpty() ? tr("Surfio")
                                  : tr("%1 · %2 — Surfio").arg(name, targetsText(views_->shown().matrix)));
}

// Run → Run this matrix again: the shown result's matrix and targets into the editor.
void MainWindow::loadShownMatrix()
{
    const Matrix& shown = views_->shown().matrix;
    if (shown.sweeps.empty() || session_->isRunning())
        return;
    takeIntoSetup(shown);
    progressLabel_->setText(tr("The matrix of %1 is in the editor: press Start to run it again")
                                .arg(shownName_.isEmpty() ? tr("the result on show") : shownName_));
}

void MainWindow::takeIntoSetup(const Matrix& matrix)
{
    setup_->setTargetsOf(matrix);
    announcedTargets_ = setup_->targets();  // the action's own status line names them
    setup_->setMatrix(matrix);
}

void MainWindow::lookForFio()
{
    // fio --version runs a process: never on this thread.
    auto* watcher = new QFutureWatcher<FioAvailability>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        watcher->deleteLater();
        fio_ = watcher->result();
        setup_->setFioAvailability(fio_);
    });
    watcher->setFuture(QtConcurrent::run(&FioAvailability::probe));
}

void MainWindow::log(const QString& line)
{
    logView_->appendPlainText(QStringLiteral("%1  %2").arg(QTime::currentTime().toString(Qt::ISODate), line));
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (session_->isRunning()) {
        // A demo loop has nothing to lose or resume.
        if (!launch_.quitWhenDone && !launch_.demo
            && QMessageBox::question(this, tr("Stop the run?"),
                                     tr("A run is going. Stop it and close? The finished points are saved, and Run → "
                                        "Resume interrupted run can finish the rest later."))
                   != QMessageBox::Yes) {
            event->ignore();
            return;
        }
        session_->controller()->stopAndWait();
    }
    if (!launch_.demo)
        saveSettings();
    event->accept();
}

void MainWindow::changeEvent(QEvent* event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::WindowStateChange) {
        updateFullScreenKeys();
        updateDemoFace();
    }
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
