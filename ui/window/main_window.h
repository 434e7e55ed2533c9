#pragma once

#include "core/result/result_set.h"
#include "core/run/run_policy.h"
#include "ui/setup/fio_availability.h"
#include "ui/window/launch_options.h"

#include <QMainWindow>

class QAction;
class QLabel;
class QMenu;
class QPlainTextEdit;
class QProgressBar;
class QSettings;

namespace surfio {

class DemoController;
class DemoView;
class FileActions;
class FioImporter;
class LaunchTasks;
class ResultViews;
class RunSession;
class SetupPanel;

// The workbench: the Setup dock (SetupPanel) on the left, the views of the
// run and of the result (ResultViews) and the Log, the menus and the status
// line. Its parts do the work: RunSession runs through the RunController,
// FileActions opens, saves and exports, FioImporter takes fio's jobs in.
// This window wires them and says what happened.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(const LaunchOptions& launch = {}, QWidget* parent = nullptr);
    ~MainWindow() override;

    // For the end of a --quit-when-done run: 0 when it succeeded.
    int exitCode() const { return exitCode_; }

    void start();
    void stop();
    // Help → About: Surfio's version, the engine that runs here, fio, Qt and the kernel.
    QString aboutText() const;
    bool openResult(const QString& path);  // shows a saved run, Surfio's or fio's JSON; false with a message shown
    bool saveResult(const QString& path);
    // File → Compare with…: saved results (Surfio's or fio's JSON) set
    // against the one on show in the Compare tab. The files that read are
    // added; false when one did not, with a message naming it.
    bool compareWith(const QStringList& paths);
    void stopComparing();
    // A fio job file or a pasted fio command line into the matrix editor and
    // the targets; what is not used goes to the Log tab. False with the
    // importer's message shown.
    bool importFioJob(const QString& path);
    bool importFioCommand(const QString& command);
    // Runs what an interrupted run's journal is missing; false with a message shown.
    bool resumeJournal(const QString& path);
    // Where the workbench keeps every run's result and journal.
    static QString runsDirectory();
    // The one result a demo keeps: its last whole loop's, in the runs directory.
    static QString demoResultPath();

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void buildLayout();
    void buildSetupDock();
    void buildErrorPanel();
    void buildStatusBar();
    void buildActions();
    void buildFileMenu();
    void buildRunMenu();
    void buildViewMenu();
    void buildSettingsMenu();
    void connectParts();
    void connectRun();
    void restoreState();
    void restoreSetup(const QSettings& settings);
    void restoreShownResult(int tab);
    QSize firstSize() const;
    void fitIntoScreen();
    void saveSettings() const;
    void updateStartEnabled();
    void showError(const QString& message);
    void sayLaunchProblem(const QString& text);  // LaunchTasks::sayProblem
    void onStarting(const RunRequest& request);
    void onRunningChanged(bool running);
    void showProgress(double fraction, const QString& line);
    void onFinished(const ResultSet& results);
    void sayHowItEnded(const ResultSet& results);
    void showOpened(const QString& path, const ResultSet& results);
    void keepAsRecent(const QString& path, const ResultSet& results);
    void enableResultActions(const ResultSet& results);
    void takeIntoSetup(const Matrix& matrix);  // its targets and all of it, as it is
    void updateFullScreenKeys();
    void stopDemo();  // a touch or key: the loop stops, the workbench is usable
    void updateDemoFace();
    void openLaunchFiles();  // --open and --compare
    void chooseAndCompare();
    void sayCompareProblems(const QStringList& problems);
    void log(const QString& line);
    void lookForFio();
    void showing(const QString& name);
    void sayWhereItWillRun();
    void loadShownMatrix();

    LaunchOptions launch_;
    FioAvailability fio_;  // what the look-up for fio found, for About
    RunSession* session_ = nullptr;
    SetupPanel* setup_ = nullptr;
    ResultViews* views_ = nullptr;
    FileActions* files_ = nullptr;
    FioImporter* importer_ = nullptr;
    LaunchTasks* launchTasks_ = nullptr;  // the launch options' scripting: --save, --screenshot, --quit-when-done…
    QPlainTextEdit* logView_ = nullptr;
    DemoView* demoView_ = nullptr;    // the demo's face, in full screen while it loops
    DemoController* demo_ = nullptr;  // its loop; null without --demo
    QLabel* errorPanel_ = nullptr;
    QLabel* progressLabel_ = nullptr;
    QProgressBar* progressBar_ = nullptr;
    QAction* startAction_ = nullptr;
    QAction* stopAction_ = nullptr;
    QAction* saveAction_ = nullptr;
    QAction* exportCsvAction_ = nullptr;
    QAction* stopComparingAction_ = nullptr;
    QAction* resumeAction_ = nullptr;
    QAction* rerunAction_ = nullptr;
    QAction* fullScreenAction_ = nullptr;
    QAction* leaveFullScreenAction_ = nullptr;
    QStringList announcedTargets_;  // the targets the status line last named
    QString shownName_;             // the file of the result on show, for the title bar
    int exitCode_ = 0;
    bool startWhenInspected_ = false;
};

}  // namespace surfio
