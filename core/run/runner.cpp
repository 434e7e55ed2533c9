#include "core/run/runner.h"

#include "core/engine/engine.h"
#include "core/engine/host_limits.h"
#include "core/engine/point_warnings.h"
#include "core/engine/target.h"
#include "core/fio/fio_engine.h"
#include "core/matrix/steady_state.h"
#include "core/run/journal.h"
#include "core/run/kept_targets.h"
#include "core/text/engine_text.h"
#include "core/text/units.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <map>
#include <memory>
#include <optional>
#include <random>
#include <set>
#include <tuple>

namespace surfio {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Runner)
};

constexpr qint64 kBatchMs = 100;  // ~10 sample batches per second
constexpr uint64_t kPreconditionBlock = uint64_t(128) * 1024;
constexpr uint32_t kPreconditionDepth = 32;

double pointSeconds(const JobSpec& s)
{
    return double((s.runtime + s.rampTime).count()) / 1e9;
}

bool tracks(const SteadyStateTracker& t, const JobSpec& s)
{
    return s.blockSplit.empty() && s.blockSize == t.blockSize && s.effectiveReadPercent() == t.readPercent;
}

QString trackerLabel(const SteadyStateTracker& t, int points)
{
    if (points > 1)
        return Text::tr("%1 %2% read IOPS, mean of %3 points")
            .arg(formatSize(t.blockSize))
            .arg(t.readPercent)
            .arg(points);
    return Text::tr("%1 %2% read IOPS").arg(formatSize(t.blockSize)).arg(t.readPercent);
}

// The tracker's value in one round: the mean, over the points it tracks, of
// each point's mean IOPS over its trials.
std::optional<double> roundValue(const QList<JobResult>& runs, const SteadyStateTracker& t, int round)
{
    std::map<int, std::pair<double, int>> byPoint;
    for (const JobResult& r : runs)
        if (r.round == round && tracks(t, r.spec)) {
            auto& [sum, n] = byPoint[r.point];
            sum += r.iops(r.read) + r.iops(r.write);
            ++n;
        }
    if (byPoint.empty())
        return std::nullopt;
    double total = 0;
    for (const auto& [point, sumAndCount] : byPoint)
        total += sumAndCount.first / sumAndCount.second;
    return total / double(byPoint.size());
}

// Updates the report after `round` finished; true when every tracker is steady.
bool updateSteadyState(SteadyStateReport& report, const SteadyStateSpec& spec, const QList<JobResult>& runs, int round)
{
    report.rounds = round + 1;
    bool allSteady = report.rounds >= spec.window;
    for (SteadyStateReport::Series& series : report.series) {
        series.values.resize(round + 1);
        series.values[round] = roundValue(runs, series.tracker, round).value_or(0.0);
        if (report.rounds >= spec.window) {
            const std::vector<double> window(series.values.end() - spec.window, series.values.end());
            allSteady = allSteady && checkSteadyState(window).steady();
        }
    }
    report.windowFirstRound = std::max(0, report.rounds - spec.window);
    report.reached = allSteady;
    return allSteady;
}

// What one run of a point cost beyond its runtime and ramp, or for a point
// that ends by bytes, how fast it moved them.
void addPointCost(RunTimings& timings, const JobSpec& spec, const JobResult& run, double wallSeconds)
{
    if (spec.runtime.count() > 0) {
        timings.overhead.add(inFlightGiB(spec), wallSeconds - pointSeconds(spec));
    } else if (run.seconds > 0) {
        timings.boundedBytes += run.read.bytes + run.write.bytes;
        timings.boundedSeconds += run.seconds;
    }
}

// A killed run leaves its directory target's scratch file behind (nothing
// ran its cleanup). Resuming it removes the ones its journal names, when
// they are Surfio's own scratch files and their process is gone.
void removeStaleScratch(const ResultSet& done)
{
    static const QRegularExpression scratch(QStringLiteral("^surfio-scratch-(\\d+)\\.dat$"));
    std::set<std::string> paths;
    for (const QList<JobResult>* runs : {&done.points, &done.preconditioning})
        for (const JobResult& r : *runs)
            for (const TargetInfo& t : r.targets)
                if (t.kind == TargetKind::Directory)
                    paths.insert(t.ioPath);
    for (const std::string& path : paths) {
        const QFileInfo file(QString::fromStdString(path));
        const auto m = scratch.match(file.fileName());
        if (!m.hasMatch() || !file.isFile())
            continue;
        const qint64 pid = m.captured(1).toLongLong();
        if (pid == QCoreApplication::applicationPid() || QFileInfo::exists(QStringLiteral("/proc/%1").arg(pid)))
            continue;  // its run may still be going
        QFile::remove(file.filePath());
    }
}

}  // namespace

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

void Runner::run(const Matrix& matrix)
{
    RunRequest request;
    request.matrix = matrix;
    runRequest(request);
}

void Runner::runRequest(const RunRequest& request)
{
    // stop_ is not reset here: a stop requested before the run began still counts.
    const bool resuming = request.resume;
    ResultSet results;
    if (resuming) {
        results = request.done;
        results.stopped = false;
        results.error.clear();
        // A run cut short by a stop is not a measurement of its point: it runs again.
        results.points.removeIf([](const JobResult& r) { return r.stopped; });
        results.preconditioning.removeIf([](const JobResult& r) { return r.stopped; });
    } else {
        results.started = QDateTime::currentDateTime();
        results.host = HostInfo::current();
    }
    results.matrix = request.matrix;
    Matrix& matrix = results.matrix;
    if (matrix.order == MatrixOrder::Shuffled && matrix.orderSeed == 0)
        matrix.orderSeed = std::random_device{}() | (uint64_t(std::random_device{}()) << 32) | 1;
    QElapsedTimer clock;
    clock.start();

    Journal journal;
    // The journal stays: the caller removes it once the whole result is written.
    // The targets close (a directory's scratch file goes) before finished says
    // the run is over, so whoever hears it finds the directory as it was;
    // unless they are kept for the next run, which a failed run's are not.
    std::vector<std::unique_ptr<Target>> targets;
    std::vector<uint64_t> sizes = request.matrix.distinctBlockSizes();
    if (request.matrix.precondition)
        sizes.push_back(kPreconditionBlock);
    // A journaled run is kept without its latency bins and time series, which
    // the journal holds, and whole again at the end: a matrix that runs for
    // hours keeps its memory flat (the window that shows the runs has them).
    bool spilled = false;
    auto finish = [&] {
        if (kept_ && results.error.isEmpty() && !targets.empty())
            kept_->keep(request.matrix, sizes, std::move(targets));
        targets.clear();
        QString error;
        if (spilled && !restoreFromJournal(journal.path(), results.points, error)) {
            const QString lost = Text::tr("%1: the result keeps each run's totals, but not the latency percentiles "
                                          "and time series of the runs it could not read back")
                                     .arg(error);
            results.error = results.error.isEmpty() ? lost : results.error + QStringLiteral("; ") + lost;
        }
        Q_EMIT finished(results);
    };
    auto failWith = [&](const QString& message, bool input) {
        results.error = message;
        results.inputError = input;
        finish();
    };
    auto failInput = [&](const QString& message) { failWith(message, true); };
    // The engine's problems, in the language Surfio speaks.
    auto fail = [&](const Problem& p) { failWith(engineText(p.message), p.kind == Problem::Kind::Input); };

    const std::vector<JobSpec> points = matrix.expand();
    if (points.empty())
        return failInput(Text::tr("the matrix has no points: give at least one block size, mix, depth and job count"));
    if (matrix.trials < 1 || matrix.trials > kMaxTrials)
        return failInput(Text::tr("--trials=%1 is outside 1 to %2").arg(matrix.trials).arg(kMaxTrials));
    const bool viaFio = matrix.base.engine == EngineChoice::Fio;
    const bool remote = viaFio && !matrix.hosts.empty();
    if (!matrix.hosts.empty() && !viaFio)
        return failInput(Text::tr("hosts are given but the engine is not fio: only fio runs on other hosts "
                                  "(--engine=fio)"));
    for (const JobSpec& spec : points) {
        // fio's hosts have CPUs of their own, which this machine cannot count.
        if (const std::string message = validateSpec(spec, remote ? 0 : configuredCpus()); !message.empty())
            return fail(Problem::input(message));
        if (const Problem p = remote ? Problem{} : checkBufferMemory(spec))
            return fail(p);
    }
    FioRun fioRun;
    if (viaFio) {
        QString why;
        if (!findFio(fioRun.fio, why))
            return failInput(why);
        fioRun.hosts = matrix.hosts;
        fioRun.options = matrix.fioOptions;
    }
    if (remote && matrix.writes() && !matrix.base.allowWriteDevice)
        for (const std::string& t : matrix.base.targets)
            if (QString::fromStdString(t).startsWith(QLatin1String("/dev/")))
                return failInput(Text::tr("the matrix writes to %1 on the fio hosts, whose devices Surfio "
                                          "cannot check for filesystems or mounts: give --allow-write-device "
                                          "(the workbench asks) if whatever is on it may be destroyed")
                                     .arg(QString::fromStdString(t)));
    const SteadyStateSpec& steady = matrix.steadyState;
    if (steady.enabled) {
        if (steady.window < 2 || steady.maxRounds < steady.window || steady.maxRounds > kMaxRounds)
            return failInput(Text::tr("steady state needs a window of at least 2 rounds and at most %1 rounds, "
                                      "no fewer than the window: raise --steady-rounds")
                                 .arg(kMaxRounds));
        if (steady.trackers.empty())
            return failInput(Text::tr("steady state needs a tracking variable: give --steady-track, e.g. 4k/0"));
        if (results.steadyState.series.isEmpty())
            for (const SteadyStateTracker& t : steady.trackers) {
                if (std::none_of(points.begin(), points.end(), [&](const JobSpec& s) { return tracks(t, s); }))
                    return failInput(Text::tr("steady state tracks %1 at %2 % read, which no point of the matrix "
                                              "runs: add that point, or track another with --steady-track (the "
                                              "matrix editor's tracked block size and read %)")
                                         .arg(formatSize(t.blockSize))
                                         .arg(t.readPercent));
                const auto matching =
                    std::count_if(points.begin(), points.end(), [&](const JobSpec& s) { return tracks(t, s); });
                results.steadyState.series.append({t, trackerLabel(t, int(matching)), {}});
            }
    }

    if (resuming)
        removeStaleScratch(results);

    // Open every target before any is created or written, so bad input touches nothing.
    if (kept_ && !remote)  // a matrix on fio's hosts has no targets here to keep
        targets = kept_->take(request.matrix, sizes);
    // On fio's hosts the targets are theirs: fio checks and lays them out there.
    for (const std::string& path : remote || !targets.empty() ? std::vector<std::string>{} : matrix.base.targets) {
        Problem problem;
        auto target = Target::open(path, matrix.base, matrix.writes(), sizes, problem);
        if (!target)
            return fail(problem);
        targets.push_back(std::move(target));
    }
    std::vector<Target*> targetPtrs;
    targetPtrs.reserve(targets.size());
    for (const std::unique_ptr<Target>& target : targets)
        targetPtrs.push_back(target.get());

    RunTimings& timings = results.timings;
    timings = RunTimings{};
    timings.measured = !targets.empty();
    if (timings.measured)
        timings.kind = targets.front()->info().kind;

    if (!request.journalPath.isEmpty()) {
        QString error;
        const bool ok =
            resuming ? journal.reopen(request.journalPath, error)
                     : journal.create(request.journalPath, results, request.outputPath, request.outputFormat, error);
        if (!ok)
            return failInput(error);
    }
    auto record = [&](const JobResult& r, bool precondition) {
        QString error;
        if (journal.isOpen() && !(precondition ? journal.appendPreconditioning(r, error) : journal.appendRun(r, error)))
            results.error = error;
        return results.error.isEmpty();
    };

    // One job on the given targets (on fio's hosts: none here), through
    // Surfio's engine or fio.
    auto execute = [&](const JobSpec& spec, const std::vector<Target*>& on, const SampleSink& sink,
                       const std::function<void()>& tick) {
        if (!viaFio)
            return runJob(spec, on, stop_, sink);
        JobSpec forFio = spec;
        if (!remote) {  // fio works on the files Surfio checked and laid out
            forFio.targets.clear();
            for (const Target* t : on)
                forFio.targets.push_back(t->info().ioPath);
        }
        JobResult r = runFioJob(fioRun, forFio, stop_, sink, tick);
        r.spec = spec;
        if (!remote) {
            r.targets.clear();
            for (const Target* t : on)
                r.targets.push_back(t->info());
            r.warnings = pointWarnings(r);  // now that the targets say which devices fio's disk_util names
        }
        return r;
    };

    const int maxRounds = steady.enabled ? steady.maxRounds : 1;
    double roundSeconds = 0;
    for (const JobSpec& spec : points)
        roundSeconds += pointSeconds(spec) * matrix.trials;
    const double totalSeconds = roundSeconds * maxRounds;
    auto emitProgress = [&](const QString& phase, double fraction, double eta) {
        RunProgress progress;
        progress.points = int(points.size());
        progress.phase = phase;
        progress.fraction = fraction;
        progress.elapsedSeconds = double(clock.elapsed()) / 1e3;
        progress.etaSeconds = eta;
        progress.trials = matrix.trials;
        progress.maxRounds = maxRounds;
        Q_EMIT this->progress(progress);
    };

    // Lay out first (skipped where Surfio laid the file out before): reads
    // never meet a hole, and preconditioning's 128 KiB passes leave none at a
    // region's tail either.
    for (size_t t = 0; t < targets.size(); ++t) {
        QElapsedTimer layoutClock;
        layoutClock.start();
        const Problem p = targets[t]->layOut(matrix.reads(), stop_, [&](double f) {
            emitProgress(QStringLiteral("layout"), (double(t) + f) / double(targets.size()), totalSeconds);
        });
        if (targets[t]->laidOutBytes() > 0) {
            timings.layoutBytes += targets[t]->laidOutBytes();
            timings.layoutSeconds += double(layoutClock.nsecsElapsed()) / 1e9;
        }
        if (stop_.load()) {
            results.stopped = true;
            return finish();
        }
        if (p)
            return fail(p);
    }

    // SNIA PTS workload-independent preconditioning: twice the region in
    // 128 KiB sequential writes of incompressible data, per target. A resumed
    // run keeps a target's recorded pass, except a directory's: its scratch
    // file is new.
    for (size_t t = 0; matrix.precondition && t < matrix.base.targets.size() && !stop_.load(); ++t) {
        const std::vector<std::string> only{matrix.base.targets[t]};
        const auto forThisTarget = [&](const JobResult& r) { return r.spec.targets == only; };
        if ((remote || targets[t]->info().kind != TargetKind::Directory)
            && std::any_of(results.preconditioning.begin(), results.preconditioning.end(), forThisTarget))
            continue;
        results.preconditioning.removeIf(forThisTarget);
        JobSpec pass = matrix.base;
        pass.targets = only;
        pass.pattern = Pattern::Write;
        pass.readPercent = 0;
        pass.percentageRandom = 0;
        pass.blockSize = kPreconditionBlock;
        pass.blockSplit.clear();
        pass.queueDepth = kPreconditionDepth;
        pass.jobs = 1;
        pass.rateIops = 0;
        pass.rampTime = Nanoseconds(0);
        pass.runtime = Nanoseconds(0);
        // On hosts the region is --size, or the whole file or device, which only fio knows there.
        const uint64_t total = 2 * (remote ? matrix.base.regionSize : targets[t]->info().regionSize);
        pass.byteTotal = total;
        const size_t count = matrix.base.targets.size();
        FioRun wholeTarget = fioRun;
        if (remote && total == 0)
            wholeTarget.options.insert(wholeTarget.options.begin(), {"time_based=0", "loops=2"});
        uint64_t written = 0;
        const SampleSink sink = [&](const IntervalSample& s) {
            written += s.write.bytes;
            emitProgress(QStringLiteral("precondition"),
                         (double(t) + double(written) / double(std::max<uint64_t>(total, 1))) / double(count),
                         totalSeconds);
        };
        QElapsedTimer passClock;
        passClock.start();
        JobResult r = remote ? runFioJob(wholeTarget, pass, stop_, sink) : execute(pass, {targets[t].get()}, sink, {});
        if (!remote && !r.stopped && r.error.empty()) {
            timings.layoutBytes += r.write.bytes;
            timings.layoutSeconds += double(passClock.nsecsElapsed()) / 1e9;
        }
        if (!r.error.empty())
            return failWith(Text::tr("preconditioning %1 failed: %2")
                                .arg(QString::fromStdString(matrix.base.targets[t]), engineText(r.error)),
                            false);
        if (r.stopped)
            break;
        results.preconditioning.append(r);
        if (!record(r, true))
            return finish();
    }
    if (stop_.load()) {
        results.stopped = true;
        return finish();
    }

    std::set<std::tuple<int, int, int>> done;
    for (const JobResult& r : results.points)
        done.insert({r.round, r.point, r.trial});

    double doneSeconds = 0;
    bool over = false;
    for (int round = 0; round < maxRounds && !over && !stop_.load(); ++round) {
        for (size_t i = 0; i < points.size() && !over && !stop_.load(); ++i) {
            const int index = int(i);
            const double thisPoint = pointSeconds(points[i]);
            for (int trial = 0; trial < matrix.trials && !over && !stop_.load(); ++trial) {
                if (done.count({round, index, trial})) {
                    doneSeconds += thisPoint;
                    continue;
                }
                Q_EMIT pointStarted(index, points[i]);
                const qint64 pointStartMs = clock.elapsed();
                QList<IntervalSample> batch;
                qint64 lastEmit = clock.elapsed();
                // Samples go out in batches with the progress, about 10 times a second.
                auto flush = [&] {
                    const qint64 now = clock.elapsed();
                    if (now - lastEmit < kBatchMs)
                        return;
                    if (!batch.isEmpty())
                        Q_EMIT samplesReady(index, batch);
                    batch.clear();
                    lastEmit = now;
                    RunProgress progress;
                    progress.point = index;
                    progress.points = int(points.size());
                    progress.phase = QStringLiteral("running");
                    progress.trial = trial;
                    progress.trials = matrix.trials;
                    progress.round = round;
                    progress.maxRounds = maxRounds;
                    const double inPoint = std::min(thisPoint, double(now - pointStartMs) / 1e3);
                    progress.fraction = totalSeconds > 0 ? (doneSeconds + inPoint) / totalSeconds : 0;
                    progress.elapsedSeconds = double(now) / 1e3;
                    progress.etaSeconds = std::max(0.0, totalSeconds - doneSeconds - inPoint);
                    Q_EMIT this->progress(progress);
                };
                const SampleSink sink = [&](const IntervalSample& s) {
                    batch.append(s);
                    flush();
                };
                QElapsedTimer wall;
                wall.start();
                JobResult result = execute(points[i], targetPtrs, sink, flush);
                if (!batch.isEmpty())
                    Q_EMIT samplesReady(index, batch);
                if (result.error.empty() && !result.stopped)
                    addPointCost(timings, points[i], result, double(wall.nsecsElapsed()) / 1e9);
                doneSeconds += thisPoint;
                if (!result.error.empty() && !result.stalled) {
                    // The failed run's partial figures are not a measurement: keep the finished ones.
                    results.error = engineText(result.error);
                    over = true;
                    break;
                }
                if (result.stalled) {
                    // In-flight I/Os stopped completing after the measured time: what
                    // completed until then is a measurement, kept as a stopped point.
                    results.error = engineText(result.error);
                    result.stopped = true;
                }
                result.point = index;
                result.trial = trial;
                result.round = round;
                // A stopped run is kept, marked as such, with what it measured until the stop.
                // A stopped run is shown but not journaled: a resume runs it again.
                const bool journaled = !result.stopped && journal.isOpen();
                if (!result.stopped && !record(result, false))
                    over = true;
                results.points.append(journaled && results.error.isEmpty() ? withoutDetail(result) : result);
                spilled = spilled || (journaled && results.error.isEmpty());
                Q_EMIT pointFinished(index, result);
                if (result.stopped) {
                    results.stopped = true;
                    over = true;
                }
            }
        }
        if (steady.enabled && !over && !stop_.load()) {
            const bool steadyNow = updateSteadyState(results.steadyState, steady, results.points, round);
            Q_EMIT steadyStateChanged(results.steadyState);
            if (steadyNow)
                break;
        }
    }
    results.stopped = results.stopped || (stop_.load() && results.error.isEmpty());
    finish();
}

}  // namespace surfio
