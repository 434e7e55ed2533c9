#pragma once

#include "core/fio/fio_job_file.h"
#include "core/result/result_set.h"
#include "core/run/runner.h"
#include "ui/fio_availability.h"
#include "ui/launch_options.h"

#include <QElapsedTimer>
#include <QMainWindow>

class QAction;
class QLabel;
class QMenu;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;
class QTimer;

namespace surfio {

class ConvergenceView;
class HostSelector;
class LiveView;
class MatrixEditor;
class PresetPicker;
class ResultsModel;
class RunController;
class SurfaceView;
class TargetPanel;

// The workbench: target and matrix on the left, Start/Stop and progress, and
// the Live, Surface, Results and Log views. Runs go through RunController;
// this window only reacts to what it emits.
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
    void buildActions();
    void buildLayout();
    void restoreState();
    QSize firstSize() const;
    void fitIntoScreen();
    void saveSettings() const;
    void updateStartEnabled();
    void showError(const QString& message);
    void onRunningChanged(bool running);
    void onPointStarted(int index, const JobSpec& spec);
    void onProgress(const RunProgress& progress);
    void onPointFinished(int index, const JobResult& result);
    void onFinished(const ResultSet& results);
    bool saveRunResult(const ResultSet& results);                    // true when this run's result was written
    bool chooseRunFiles(const Matrix& matrix, RunRequest& request);  // false with the problem shown
    void updateFullScreenKeys();
    void finishLaunchTasks();
    void showLaunchTab();
    void showPointDetail(int index);
    bool saveFirstPointDetail(const QString& path);
    void selectResultRow(int index);
    void updateRunCosts();
    void log(const QString& line);
    void exportCsv();
    void exportCharts();
    void exportFioJob();
    void chooseFioJob();
    void pasteFioCommand();
    void loadImport(const FioImport& import, const QString& fileName);  // empty: a pasted command
    Matrix keepingEngine(Matrix matrix) const;
    void lookForFio();
    void followHosts();  // the targets are paths on the editor's fio hosts
    void showResultsHost(const QString& host);
    void exportSurface();
    void startRequest(const RunRequest& request, int runsToGo);
    void mentionInterruptedRuns();
    void showing(const QString& name);
    void sayWhereItWillRun();
    void fillRecentRuns(QMenu* menu);
    void loadShownMatrix();
    static QString targetsOf(const Matrix& matrix);
    static constexpr int kRecentRuns = 10;

    LaunchOptions launch_;
    FioAvailability fio_;  // what the look-up for fio found, for About
    RunController* controller_ = nullptr;
    TargetPanel* targetPanel_ = nullptr;
    MatrixEditor* matrixEditor_ = nullptr;
    PresetPicker* presetPicker_ = nullptr;
    LiveView* liveView_ = nullptr;
    SurfaceView* surfaceView_ = nullptr;
    ConvergenceView* convergenceView_ = nullptr;
    ResultsModel* resultsModel_ = nullptr;
    QSortFilterProxyModel* resultsProxy_ = nullptr;
    QTableView* resultsTable_ = nullptr;
    QWidget* resultsPage_ = nullptr;
    HostSelector* resultsHost_ = nullptr;
    QPlainTextEdit* logView_ = nullptr;
    QTabWidget* tabs_ = nullptr;
    QLabel* errorPanel_ = nullptr;
    QLabel* problemLabel_ = nullptr;
    QLabel* progressLabel_ = nullptr;
    QProgressBar* progressBar_ = nullptr;
    QPushButton* startButton_ = nullptr;
    QPushButton* stopButton_ = nullptr;
    QAction* startAction_ = nullptr;
    QAction* stopAction_ = nullptr;
    QAction* saveAction_ = nullptr;
    QAction* exportCsvAction_ = nullptr;
    QAction* resumeAction_ = nullptr;
    QAction* rerunAction_ = nullptr;
    QAction* fullScreenAction_ = nullptr;
    QAction* leaveFullScreenAction_ = nullptr;
    QStringList announcedTargets_;  // the targets the status line last named
    QString shownName_;             // the file of the result on show, for the title bar
    ResultSet results_;             // the run on show: finished, or opened from a file
    QString runOutput_;             // where the running run's result goes; its journal is next to it
    QString runJournal_;
    bool reservedOutput_ = false;  // runOutput_ is a name createResultFile made for this run
    QString runFormat_;            // json, or a resumed command-line run's own format
    JobSpec runningSpec_;          // the point the progress line speaks of
    // How smooth the window stays: the longest gap between ticks of a 5 ms timer during a run.
    QTimer* stallTimer_ = nullptr;
    QElapsedTimer sinceTick_;
    qint64 longestStallMs_ = 0;
    int exitCode_ = 0;
    bool startWhenInspected_ = false;
    bool stopAsked_ = false;  // since the last start
};

}  // namespace surfio
