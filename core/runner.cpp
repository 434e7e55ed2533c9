#include "runner.h"

#include "engine.h"
#include "target.h"

#include <QCoreApplication>

#include <memory>

namespace surfio {

namespace {
constexpr qint64 kBatchMs = 100;  // ~10 sample batches per second

double pointSeconds(const JobSpec& s)
{
    return double((s.runtime + s.rampTime).count()) / 1e9;
}
}

Runner::Runner(QObject* parent)
    : QObject(parent)
{
}

void registerRunnerTypes()
{
    qRegisterMetaType<JobSpec>();
    qRegisterMetaType<JobResult>();
    qRegisterMetaType<IntervalSample>();
    qRegisterMetaType<QList<IntervalSample>>();
    qRegisterMetaType<ResultSet>();
    qRegisterMetaType<RunProgress>();
    qRegisterMetaType<Matrix>();
    qRegisterMetaType<RunRequest>();
    qRegisterMetaType<SteadyStateReport>();
}

void Runner::runRequest(const RunRequest& request)
{
    run(request.matrix);
}

void Runner::run(const Matrix& matrix)
{
    // stop_ is not reset here: a stop requested before run() began still counts.
    ResultSet results;
    results.started = QDateTime::currentDateTime();
    results.host = HostInfo::current();
    QElapsedTimer clock;
    clock.start();

    auto fail = [&](const Problem& p) {
        results.error = QString::fromStdString(p.message);
        results.inputError = p.kind == Problem::Kind::Input;
        Q_EMIT finished(results);
    };

    const std::vector<JobSpec> points = matrix.expand();
    if (points.empty())
        return fail(Problem::input("the matrix has no points: give at least one block size, mix, depth and job count"));
    for (const JobSpec& spec : points) {
        if (const std::string message = validateSpec(spec); !message.empty())
            return fail(Problem::input(message));
        if (const Problem p = checkBufferMemory(spec))
            return fail(p);
    }

    // Open every target before any is created or written, so bad input touches nothing.
    std::vector<std::unique_ptr<Target>> targets;
    std::vector<Target*> targetPtrs;
    for (const std::string& path : matrix.base.targets) {
        Problem problem;
        auto target = Target::open(path, matrix.base, matrix.writes(), matrix.distinctBlockSizes(), problem);
        if (!target)
            return fail(problem);
        targetPtrs.push_back(target.get());
        targets.push_back(std::move(target));
    }

    double totalSeconds = 0;
    for (const JobSpec& spec : points)
        totalSeconds += pointSeconds(spec);

    for (size_t t = 0; t < targets.size(); ++t) {
        const Problem p = targets[t]->layOut(matrix.reads(), stop_, [&](double f) {
            RunProgress progress;
            progress.points = int(points.size());
            progress.phase = QStringLiteral("layout");
            progress.fraction = (double(t) + f) / double(targets.size());
            progress.elapsedSeconds = double(clock.elapsed()) / 1e3;
            progress.etaSeconds = totalSeconds;
            Q_EMIT this->progress(progress);
        });
        if (stop_.load()) {
            results.stopped = true;
            Q_EMIT finished(results);
            return;
        }
        if (p)
            return fail(p);
    }

    double doneSeconds = 0;
    for (size_t i = 0; i < points.size() && !stop_.load(); ++i) {
        const int index = int(i);
        Q_EMIT pointStarted(index, points[i]);
        const qint64 pointStartMs = clock.elapsed();
        QList<IntervalSample> batch;
        qint64 lastEmit = clock.elapsed();
        const double thisPoint = pointSeconds(points[i]);
        auto sink = [&](const IntervalSample& s) {
            batch.append(s);
            const qint64 now = clock.elapsed();
            if (now - lastEmit < kBatchMs)
                return;
            Q_EMIT samplesReady(index, batch);
            batch.clear();
            lastEmit = now;
            RunProgress progress;
            progress.point = index;
            progress.points = int(points.size());
            progress.phase = QStringLiteral("running");
            const double inPoint = std::min(thisPoint, double(now - pointStartMs) / 1e3);
            progress.fraction = totalSeconds > 0 ? (doneSeconds + inPoint) / totalSeconds : 0;
            progress.elapsedSeconds = double(now) / 1e3;
            progress.etaSeconds = std::max(0.0, totalSeconds - doneSeconds - inPoint);
            Q_EMIT this->progress(progress);
        };
        JobResult result = runJob(points[i], targetPtrs, stop_, sink);
        if (!batch.isEmpty())
            Q_EMIT samplesReady(index, batch);
        doneSeconds += thisPoint;
        if (!result.error.empty()) {
            // The failed point's partial figures are not a measurement: keep the finished ones.
            results.error = QString::fromStdString(result.error);
            break;
        }
        // A stopped point is kept, marked as such, with what it measured until the stop.
        results.points.append(result);
        Q_EMIT pointFinished(index, result);
        if (result.stopped) {
            results.stopped = true;
            break;
        }
    }
    results.stopped = results.stopped || (stop_.load() && results.error.isEmpty());
    Q_EMIT finished(results);
}

} // namespace surfio
