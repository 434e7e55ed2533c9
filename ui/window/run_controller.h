#pragma once

#include "core/matrix/matrix.h"
#include "core/result/result_set.h"
#include "core/run/kept_targets.h"
#include "core/run/runner_thread.h"

#include <QList>
#include <QObject>

namespace surfio {

// The window's run: a Runner on its thread (core/run/runner_thread.h), its
// signals passed on. Everything it emits arrives on the GUI thread as value
// types; the GUI thread never waits on the engine, except in stopAndWait()
// when closing.
class RunController : public QObject {
    Q_OBJECT
public:
    explicit RunController(QObject* parent = nullptr);

    bool isRunning() const { return running_; }
    void start(const Matrix& matrix);
    void start(const RunRequest& request);  // with a journal, or resuming one
    void stop();                            // returns at once; finished() follows within half a second
    void stopAndWait();                     // stop, and wait for the run to end (closing the window)
    // Whether each run leaves its targets open and laid out for the next one
    // (the demo's loops); false closes them (a directory's scratch file goes)
    // once no run is going.
    void setKeepTargets(bool keep);

Q_SIGNALS:
    void runningChanged(bool running);
    void progress(const surfio::RunProgress& progress);
    void pointStarted(int index, const surfio::JobSpec& spec);
    void samplesReady(int index, const QList<surfio::IntervalSample>& samples);
    void pointFinished(int index, const surfio::JobResult& result);
    void steadyStateChanged(const surfio::SteadyStateReport& report);
    void finished(const surfio::ResultSet& results);

private:
    bool running_ = false;
    bool keepTargets_ = false;
    KeptTargets kept_;     // used by the runner's thread only while a run goes
    RunnerThread thread_;  // after kept_: its end waits for the runner, which may hold kept_
};

}  // namespace surfio
