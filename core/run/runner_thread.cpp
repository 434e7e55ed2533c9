#include "core/run/runner_thread.h"

namespace surfio {

RunnerThread::RunnerThread(QObject* parent)
    : QObject(parent)
{
    registerRunnerTypes();
    thread_.setObjectName(QStringLiteral("surfio-runner"));
    thread_.start();
}

RunnerThread::~RunnerThread()
{
    // No event loop here: whoever listened may be half destroyed already.
    if (runner_) {
        runner_->disconnect(this);
        runner_->requestStop();  // run() returns within half a second, or after the engine's drain limit
    }
    thread_.quit();
    thread_.wait();  // a finished runner's deleteLater is carried out as the thread ends
    delete runner_;
}

Runner* RunnerThread::start(const RunRequest& request, KeptTargets* kept)
{
    if (runner_)
        return nullptr;
    runner_ = new Runner;
    if (kept)
        runner_->keepTargetsIn(kept);
    runner_->moveToThread(&thread_);
    connect(runner_, &Runner::finished, this, [this](const ResultSet& results) {
        runner_->deleteLater();  // on its own thread, after run() has returned
        runner_ = nullptr;
        Q_EMIT finished(results);
    });
    Runner* runner = runner_;
    QMetaObject::invokeMethod(
        runner, [runner, request] { runner->runRequest(request); }, Qt::QueuedConnection);
    return runner;
}

void RunnerThread::stop()
{
    if (runner_)
        runner_->requestStop();
}

}  // namespace surfio
