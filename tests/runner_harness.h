#pragma once

// A Runner on its own worker thread, as the GUI and the command line use it,
// for tests: start() runs a matrix there; the destructor stops it and the thread.
// RunnerEvents records what it emits, for the test's thread to read.

#include "core/run/runner.h"

#include <QTest>
#include <QThread>

#include <functional>
#include <mutex>
#include <optional>

struct RunnerHarness {
    QThread thread;
    surfio::Runner runner;

    RunnerHarness()
    {
        surfio::registerRunnerTypes();
        runner.moveToThread(&thread);
        QObject::connect(
            &thread, &QThread::finished, &thread, [this] { const std::lock_guard lock(ended_); }, Qt::DirectConnection);
    }
    ~RunnerHarness() { join(); }
    // Stops the run and waits for the thread to end; again, nothing.
    void join()
    {
        runner.requestStop();
        thread.quit();
        thread.wait();
        // QThread::wait() returns without a lock ThreadSanitizer sees when the
        // thread has already ended (Qt's threads are detached, its QMutex a
        // futex): taking the lock the thread took as it finished orders all it
        // did before what this thread does next, such as freeing what it made.
        const std::lock_guard lock(ended_);
    }
    // Starts the thread with the run as its first work, once per harness.
    // Everything the test did before (the matrix copied here, RunnerEvents'
    // connections) then happens before the run by the thread's creation,
    // which ThreadSanitizer sees; a queued call would cross through Qt's
    // event queue, whose futex-based lock it cannot see in Debian's Qt.
    void start(const surfio::Matrix& m)
    {
        surfio::RunRequest request;
        request.matrix = m;
        start(request);
    }
    void start(const surfio::RunRequest& request)
    {
        Q_ASSERT(!thread.isRunning());
        QObject::connect(&thread, &QThread::started, &runner, [this, request] { runner.runRequest(request); });
        thread.start();
    }

private:
    std::mutex ended_;
};

// What a Runner emitted, recorded on the Runner's thread through direct
// connections, under a lock the test's reads take too. (A queued connection
// hands its arguments over through Qt's event queue, whose futex-based lock
// ThreadSanitizer cannot see in Debian's Qt; it then reports the test's reads
// of data the Runner wrote as races.) The GUI's queued hand-off is Qt's own.
struct RunnerEvents : QObject {
    struct Seen {
        QList<std::pair<int, surfio::JobSpec>> started;
        QList<std::pair<int, QList<surfio::IntervalSample>>> samples;
        QList<std::pair<int, surfio::JobResult>> points;
        QList<surfio::RunProgress> progress;
        QList<surfio::SteadyStateReport> steady;
        std::optional<surfio::ResultSet> finished;
    };

    explicit RunnerEvents(RunnerHarness& harness)
        : harness_(harness)
    {
        using surfio::Runner;
        surfio::Runner& runner = harness.runner;
        connect(
            &runner, &Runner::pointStarted, this,
            [this](int i, const surfio::JobSpec& s) { record([&](Seen& seen) {
                                                          seen.started.append({i, s});
                                                      }); },
            Qt::DirectConnection);
        connect(
            &runner, &Runner::samplesReady, this,
            [this](int i, const QList<surfio::IntervalSample>& s) {
                record([&](Seen& seen) { seen.samples.append({i, s}); });
            },
            Qt::DirectConnection);
        connect(
            &runner, &Runner::pointFinished, this,
            [this](int i, const surfio::JobResult& r) { record([&](Seen& seen) {
                                                            seen.points.append({i, r});
                                                        }); },
            Qt::DirectConnection);
        connect(
            &runner, &Runner::progress, this,
            [this](const surfio::RunProgress& p) { record([&](Seen& seen) { seen.progress.append(p); }); },
            Qt::DirectConnection);
        connect(
            &runner, &Runner::steadyStateChanged, this,
            [this](const surfio::SteadyStateReport& r) { record([&](Seen& seen) { seen.steady.append(r); }); },
            Qt::DirectConnection);
        connect(
            &runner, &Runner::finished, this,
            [this](const surfio::ResultSet& r) { record([&](Seen& seen) { seen.finished = r; }); },
            Qt::DirectConnection);
    }
    // The Runner's thread ends before the connections to it go.
    ~RunnerEvents() override { harness_.join(); }

    // A copy of what was recorded so far.
    Seen seen() const
    {
        const std::lock_guard lock(mutex_);
        return seen_;
    }
    // Waits, handling the test thread's events, until `done` holds for what was recorded.
    bool waitFor(const std::function<bool(const Seen&)>& done, int ms) const
    {
        return QTest::qWaitFor(
            [&] {
                const std::lock_guard lock(mutex_);
                return done(seen_);
            },
            ms);
    }
    bool waitFinished(int ms) const
    {
        return waitFor([](const Seen& seen) { return seen.finished.has_value(); }, ms);
    }
    bool waitStarted(int ms) const
    {
        return waitFor([](const Seen& seen) { return !seen.started.isEmpty(); }, ms);
    }

private:
    template <typename F> void record(F&& add)
    {
        const std::lock_guard lock(mutex_);
        add(seen_);
    }

    RunnerHarness& harness_;
    mutable std::mutex mutex_;
    Seen seen_;
};
