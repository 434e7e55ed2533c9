#include "ui/window/run_controller.h"

#include <QEventLoop>
#include <QTimer>

namespace surfio {

RunController::RunController(QObject* parent)
    : QObject(parent)
{
    connect(&thread_, &RunnerThread::finished, this, [this](const ResultSet& results) {
        running_ = false;
        if (!keepTargets_)
            kept_.release();
        Q_EMIT runningChanged(false);
        Q_EMIT finished(results);
    });
}

void RunController::start(const Matrix& matrix)
{
    RunRequest request;
    request.matrix = matrix;
    start(request);
}

void RunController::start(const RunRequest& request)
{
    if (running_)
        return;
    Runner* runner = thread_.start(request, keepTargets_ ? &kept_ : nullptr);
    connect(runner, &Runner::progress, this, &RunController::progress);
    connect(runner, &Runner::pointStarted, this, &RunController::pointStarted);
    connect(runner, &Runner::samplesReady, this, &RunController::samplesReady);
    connect(runner, &Runner::pointFinished, this, &RunController::pointFinished);
    connect(runner, &Runner::steadyStateChanged, this, &RunController::steadyStateChanged);
    running_ = true;
    Q_EMIT runningChanged(true);
}

void RunController::stop()
{
    thread_.stop();
}

void RunController::setKeepTargets(bool keep)
{
    keepTargets_ = keep;
    if (!keep && !running_)
        kept_.release();
}

void RunController::stopAndWait()
{
    if (!running_)
        return;
    stop();
    // The finished signal is queued to this thread: take it from the event loop.
    QEventLoop loop;
    connect(this, &RunController::runningChanged, &loop, &QEventLoop::quit);
    // The engine gives in-flight I/O 5 s after a stop; do not wait much longer.
    QTimer::singleShot(std::chrono::seconds(10), &loop, &QEventLoop::quit);
    if (running_)
        loop.exec(QEventLoop::ExcludeUserInputEvents);
}

}  // namespace surfio
