#pragma once

// A Runner on its own worker thread, as the GUI and the command line use it,
// for tests: start() runs a matrix there; the destructor stops it and the thread.
// RunnerEvents records what it emits on the test's thread.

#include "runner.h"

#include <QTest>
#include <QThread>

#include <optional>

struct RunnerHarness {
    QThread thread;
    surfio::Runner runner;

    RunnerHarness()
    {
        surfio::registerRunnerTypes();
        runner.moveToThread(&thread);
    }
    ~RunnerHarness() { join(); }
    // Stops the run and waits for the thread to end; again, nothing.
    void join()
    {
        runner.requestStop();
        thread.quit();
        thread.wait();
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
};

// What a Runner emitted, received on the test's thread through queued
// connections as the GUI receives it. (QSignalSpy would append on the Runner's
// thread while the test reads, and a signal sent before wait() is missed.)
struct RunnerEvents : QObject {
    QList<std::pair<int, surfio::JobSpec>> started;
    QList<std::pair<int, QList<surfio::IntervalSample>>> samples;
    QList<std::pair<int, surfio::JobResult>> points;
    QList<surfio::RunProgress> progress;
    QList<surfio::SteadyStateReport> steady;
    std::optional<surfio::ResultSet> finished;

    explicit RunnerEvents(RunnerHarness& harness)
        : harness_(harness)
    {
        using surfio::Runner;
        surfio::Runner& runner = harness.runner;
        connect(&runner, &Runner::pointStarted, this,
                [this](int i, const surfio::JobSpec& s) { started.append({i, s}); }, Qt::QueuedConnection);
        connect(&runner, &Runner::samplesReady, this,
                [this](int i, const QList<surfio::IntervalSample>& s) { samples.append({i, s}); }, Qt::QueuedConnection);
        connect(&runner, &Runner::pointFinished, this,
                [this](int i, const surfio::JobResult& r) { points.append({i, r}); }, Qt::QueuedConnection);
        connect(&runner, &Runner::progress, this,
                [this](const surfio::RunProgress& p) { progress.append(p); }, Qt::QueuedConnection);
        connect(&runner, &Runner::steadyStateChanged, this,
                [this](const surfio::SteadyStateReport& r) { steady.append(r); }, Qt::QueuedConnection);
        connect(&runner, &Runner::finished, this,
                [this](const surfio::ResultSet& r) { finished = r; }, Qt::QueuedConnection);
    }
    // What the lists hold was made on the Runner's thread and handed over
    // through Qt's event queue, whose lock ThreadSanitizer cannot see: the
    // thread is joined (which it sees) before they are freed.
    ~RunnerEvents() override { harness_.join(); }
    bool waitFinished(int ms) { return QTest::qWaitFor([this] { return finished.has_value(); }, ms); }
    bool waitStarted(int ms) { return QTest::qWaitFor([this] { return !started.isEmpty(); }, ms); }

private:
    RunnerHarness& harness_;
};
