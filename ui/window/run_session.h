#pragma once

#include "core/result/result_set.h"
#include "core/run/run_policy.h"
#include "core/run/runner.h"
#include "ui/window/launch_options.h"

#include <QElapsedTimer>
#include <QObject>

class QTimer;

namespace surfio {

class RunController;

// The window's runs, through the RunController: the result file and journal
// each run gets (a new one in the runs directory, --save's, or a demo's one
// result), its start and resume, the progress line while it goes, the
// result written and the journal settled when it ends, and how smooth the
// window stayed meanwhile (--report-stalls).
class RunSession : public QObject {
    Q_OBJECT
public:
    explicit RunSession(const LaunchOptions& launch, QObject* parent = nullptr);

    RunController* controller() const { return controller_; }
    bool isRunning() const;
    bool stopAsked() const { return stopAsked_; }  // since the last start

    // A new run of the matrix, journaled next to its result; false with
    // what stopped it and the exit code a --quit-when-done run ends with.
    bool start(const Matrix& matrix, QString& error, int& exitCode);
    // The request that runs what an interrupted run's journal is missing,
    // said in the log; false with the journal's problem.
    bool resumeRequest(const QString& journal, RunRequest& request, QString& error);
    void startRequest(const RunRequest& request);
    void stop();  // the run ends within half a second
    // The finished run's costs learned and its result written, then its
    // journal goes: the result's path, empty when none was written.
    QString keepRun(const ResultSet& results);
    void reportStalls();  // --report-stalls: the longest pause of the window during the run
    void mentionInterruptedRuns();

    // Where the workbench keeps every run's result and journal.
    static QString runsDirectory();
    // The one result a demo keeps: its last whole loop's, in the runs directory.
    static QString demoResultPath();

Q_SIGNALS:
    void starting(const RunRequest& request);  // the views start over
    void progressed(double fraction, const QString& line);
    void logged(const QString& line);

private:
    bool chooseRunFiles(const Matrix& matrix, RunRequest& request, QString& error, int& exitCode);
    void onPointStarted(const JobSpec& spec);
    void onPointFinished(int index, const JobResult& result);
    void onProgress(const RunProgress& progress);
    void measureStalls(bool running);

    LaunchOptions launch_;
    RunController* controller_ = nullptr;
    QString output_;  // where the running run's result goes; its journal is next to it
    QString journal_;
    std::shared_ptr<const JournalLock> journalLock_;  // held until the journal is settled
    bool reservedOutput_ = false;                     // output_ is a name createResultFile made for this run
    QString format_;                                  // json, or a resumed command-line run's own format
    JobSpec runningSpec_;                             // the point the progress line speaks of
    bool stopAsked_ = false;                          // since the last start
    // How smooth the window stays: the longest gap between ticks of a 5 ms timer during a run.
    QTimer* stallTimer_ = nullptr;
    QElapsedTimer sinceTick_;
    qint64 longestStallMs_ = 0;
};

}  // namespace surfio
