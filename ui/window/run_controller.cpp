#include "ui/window/run_controller.h"

#include "core/run/runner.h"

#include <QEventLoop>
#include <QTimer>

namespace surfio {

RunController::RunController(QObject* parent)
    : QObject(parent)
{
    registerRunnerTypes();
    thread_.setObjectName(QStringLiteral("surfio-runner"));
    thread_.start();
}

RunController::~RunController()
{
    // No event loop here: whoever listened may be half destroyed already.
    if (runner_) {
        runner_->disconnect(this);
        runner_->requestStop();  // run() returns within half a second, or after the engine's drain limit
    }
    thread_.quit();
    thread_.wait();
    delete runner_;  // its thread has ended; a finished runner was deleted with it
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
    runner_ = new Runner;
    if (keepTargets_)
        runner_->keepTargetsIn(&kept_);
    runner_->moveToThread(&thread_);
    connect(runner_, &Runner::progress, this, &RunController::progress);
    connect(runner_, &Runner::pointStarted, this, &RunController::pointStarted);
    connect(runner_, &Runner::samplesReady, this, &RunController::samplesReady);
    connect(runner_, &Runner::pointFinished, this, &RunController::pointFinished);
    connect(runner_, &Runner::steadyStateChanged, this, &RunController::steadyStateChanged);
    connect(runner_, &Runner::finished, this, [this](const ResultSet& results) {
        runner_->deleteLater();  // on its own thread, after run() has returned
        runner_ = nullptr;
        running_ = false;
        if (!keepTargets_)
            kept_.release();
        Q_EMIT runningChanged(false);
        Q_EMIT finished(results);
    });
    running_ = true;
    Q_EMIT runningChanged(true);
    Runner* runner = runner_;
    QMetaObject::invokeMethod(
        runner, [runner, request] { runner->runRequest(request); }, Qt::QueuedConnection);
}

void RunController::stop()
{
    if (runner_)
        runner_->requestStop();
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
