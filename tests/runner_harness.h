#pragma once

// A Runner on its own worker thread, as the GUI and the command line use it,
// for tests: start() queues a run; the destructor stops it and the thread.

#include "runner.h"

#include <QThread>

struct RunnerHarness {
    QThread thread;
    surfio::Runner runner;

    RunnerHarness()
    {
        surfio::registerRunnerTypes();
        runner.moveToThread(&thread);
        thread.start();
    }
    ~RunnerHarness()
    {
        runner.requestStop();
        thread.quit();
        thread.wait();
    }
    void start(const surfio::Matrix& m)
    {
        QMetaObject::invokeMethod(&runner, [this, m] { runner.run(m); }, Qt::QueuedConnection);
    }
};
