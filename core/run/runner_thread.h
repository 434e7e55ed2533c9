#pragma once

#include "core/run/runner.h"

#include <QObject>
#include <QThread>

namespace surfio {

class KeptTargets;

// A Runner on a worker thread of its own, for both front ends (the window's
// RunController, `surfio run`): the one place that moves a Runner to a
// thread, starts it and lets it go. What the Runner emits reaches the
// caller's thread as value types.
class RunnerThread : public QObject {
    Q_OBJECT
public:
    explicit RunnerThread(QObject* parent = nullptr);  // starts the thread
    ~RunnerThread() override;                          // asks a run going to stop, and waits for the thread

    // A new Runner for request, or null while one runs. Connect its signals
    // now: it starts once this thread's caller returns to its event loop.
    // kept: targets it leaves laid out for the next run (the demo's loops).
    Runner* start(const RunRequest& request, KeptTargets* kept = nullptr);
    Runner* runner() const { return runner_; }  // the run going, or null
    void stop();                                // returns at once; finished() follows

Q_SIGNALS:
    // After the Runner's own finished(), once it is let go.
    void finished(const surfio::ResultSet& results);

private:
    QThread thread_;
    Runner* runner_ = nullptr;  // lives on thread_; deleted there once finished
};

}  // namespace surfio
