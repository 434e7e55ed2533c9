#include "core/run/runner.h"

#include "core/access/udisks_opener.h"
#include "core/engine/engine.h"
#include "core/engine/host_limits.h"
#include "core/engine/point_warnings.h"
#include "core/engine/target.h"
#include "core/fio/fio_engine.h"
#include "core/matrix/matrix_check.h"
#include "core/matrix/run_costs.h"
#include "core/matrix/steady_state.h"
#include "core/run/journal.h"
#include "core/run/kept_targets.h"
#include "core/text/engine_text.h"
#include "core/text/units.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <functional>
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

// The pass SNIA PTS preconditioning makes over one target: 128 KiB
// sequential writes of incompressible data until `byteTotal` (0: fio's
// loops say how much).
JobSpec preconditionPass(const JobSpec& base, const std::string& target, uint64_t byteTotal)
{
    JobSpec pass = base;
    pass.targets = {target};
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
    pass.byteTotal = byteTotal;
    return pass;
}

// What a run starts from: a new result, or a resumed run's finished ones.
ResultSet startingResults(const RunRequest& request)
{
    ResultSet results;
    if (request.resume) {
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
    return results;
}

// Which runs a result holds: round, point, trial.
using RunKeys = std::set<std::tuple<int, int, int>>;

// One run of a request, from its checks to finished(): the state its steps
// share and the steps, in the order run() takes them. A step is false when
// the run ends there, results_ saying why; finish() then always follows.
class MatrixRun {
public:
    MatrixRun(Runner& runner, const RunRequest& request, std::atomic<bool>& stop, KeptTargets* kept);
    void run();

private:
    bool validate();
    bool openDevices();
    const DeviceGrant* grantFor(const std::string& path) const;
    bool openTargets();
    bool openJournal();
    bool layOut();
    bool precondition();
    void runPoints();
    void finish();

    const Matrix& matrix() const { return results_.matrix; }
    bool failWith(const QString& message, bool input);
    bool failInput(const QString& message) { return failWith(message, true); }
    bool fail(const Problem& p);  // the engine's problems, in the language Surfio speaks
    bool endStopped();
    void addSteadyStateSeries();
    bool record(const JobResult& r, bool precondition);
    JobResult execute(const JobSpec& spec, const std::vector<Target*>& on, const SampleSink& sink,
                      const std::function<void()>& tick);
    RunProgress progressOf(const QString& phase) const;
    void emitProgress(const QString& phase, double fraction);
    bool isPassOver(const JobResult& pass, size_t target) const;
    bool keepsPreconditioning(size_t target) const;
    JobResult preconditionTarget(size_t target);
    bool runRound(int round, const RunKeys& done);
    bool runPoint(int round, int index, int trial);
    bool setStepRate(JobSpec& step, int round, int index);
    bool keepRun(JobResult result, int round, int index, int trial);
    void takeSample(const IntervalSample& sample);
    void flushSamples();
    bool steadyAfter(int round);

    Runner& runner_;
    const RunRequest& request_;
    std::shared_ptr<const DeviceGrants> asked_;  // what UDisks2 opened for this run, beside the request's
    std::atomic<bool>& stop_;
    KeptTargets* kept_;
    ResultSet results_;
    QElapsedTimer clock_;
    std::vector<JobSpec> points_;  // of one round, in run order
    bool viaFio_ = false;
    bool remote_ = false;  // on fio's hosts, whose targets are theirs
    FioRun fioRun_;
    std::vector<uint64_t> sizes_;  // every block size the targets see
    // The targets close (a directory's scratch file goes) before finished says
    // the run is over, so whoever hears it finds the directory as it was;
    // unless they are kept for the next run, which a failed run's are not.
    std::vector<std::unique_ptr<Target>> targets_;
    std::vector<Target*> targetPtrs_;
    // The journal stays: the caller removes it once the whole result is written.
    Journal journal_;
    // A journaled run is kept without its latency bins and time series, which
    // the journal holds, and whole again at the end: a matrix that runs for
    // hours keeps its memory flat (the window that shows the runs has them).
    bool spilled_ = false;
    int maxRounds_ = 1;
    double totalSeconds_ = 0;  // the points' own time, every trial and round: what progress counts
    double doneSeconds_ = 0;

    // The run of a point now going; its samples wait here for the next batch.
    struct CurrentRun {
        int point = 0;
        int trial = 0;
        int round = 0;
        double seconds = 0;  // its runtime and ramp
        qint64 startMs = 0;
        qint64 lastEmitMs = 0;
        QList<IntervalSample> batch;
    };
    CurrentRun current_;
};

MatrixRun::MatrixRun(Runner& runner, const RunRequest& request, std::atomic<bool>& stop, KeptTargets* kept)
    : runner_(runner)
    , request_(request)
    , stop_(stop)
    , kept_(kept)
    , results_(startingResults(request))
{
    clock_.start();
    sizes_ = request.matrix.distinctBlockSizes();
    if (request.matrix.precondition)
        sizes_.push_back(kPreconditionBlock);
    points_ = matrix().expand();
    viaFio_ = matrix().base.engine == EngineChoice::Fio;
    remote_ = viaFio_ && !matrix().hosts.empty();
    maxRounds_ = matrix().steadyState.enabled ? matrix().steadyState.maxRounds : 1;
    // The kind of target weighs only the layout, which progress leaves out.
    totalSeconds_ = estimateRun(matrix(), TargetKind::File, RunCosts::none()).pointSeconds;
}

void MatrixRun::run()
{
    if (validate() && openTargets() && openJournal() && layOut() && precondition())
        runPoints();
    finish();
}

// The matrix's rules first, then what only a run can check.
bool MatrixRun::validate()
{
    if (MatrixRefusal refusal; !checkMatrix(matrix(), refusal))
        return failInput(refusal.message);
    if (!remote_)
        for (const JobSpec& spec : points_)
            if (const Problem p = checkBufferMemory(spec))
                return fail(p);
    if (viaFio_) {
        QString why;
        if (!findFio(fioRun_.fio, why))
            return failInput(why);
        fioRun_.hosts = matrix().hosts;
        fioRun_.options = matrix().fioOptions;
    }
    if (remote_ && matrix().writes() && !matrix().base.allowWriteDevice)
        for (const std::string& t : matrix().base.targets)
            if (QString::fromStdString(t).startsWith(QLatin1String("/dev/")))
                return failInput(Text::tr("the matrix writes to %1 on the fio hosts, whose devices Surfio "
                                          "cannot check for filesystems or mounts: give --allow-write-device "
                                          "(the workbench asks) if whatever is on it may be destroyed")
                                     .arg(QString::fromStdString(t)));
    if (matrix().steadyState.enabled && results_.steadyState.series.isEmpty())
        addSteadyStateSeries();
    return true;
}

void MatrixRun::addSteadyStateSeries()
{
    for (const SteadyStateTracker& t : matrix().steadyState.trackers) {
        const auto matching =
            std::count_if(points_.begin(), points_.end(), [&t](const JobSpec& s) { return tracks(t, s); });
        results_.steadyState.series.append({t, trackerLabel(t, int(matching)), {}});
    }
}

// Devices this user may not open: UDisks2 opens them now, once, for the
// whole run, unless a front end asked already (the request's grants). Off
// the GUI thread: polkit's agent may wait for a person to type.
bool MatrixRun::openDevices()
{
    DevicesToOpen devices = devicesToOpen(request_.matrix);
    devices.paths.removeIf([this](const QString& path) { return grantFor(path.toStdString()); });
    if (devices.paths.isEmpty())
        return true;
    if (!devices.problem.isEmpty())
        return failInput(devices.problem);
    UDisksOpening opening = UDisksOpener::open(devices, true);
    if (!opening.grants)
        return failInput(opening.error);
    asked_ = std::move(opening.grants);
    return true;
}

const DeviceGrant* MatrixRun::grantFor(const std::string& path) const
{
    const DeviceGrant* grant = request_.grants ? request_.grants->find(path) : nullptr;
    return grant || !asked_ ? grant : asked_->find(path);
}

// Every target opens before any is created or written, so bad input touches nothing.
bool MatrixRun::openTargets()
{
    if (request_.resume)
        removeStaleScratch(results_);
    if (kept_ && !remote_)  // a matrix on fio's hosts has no targets here to keep
        targets_ = kept_->take(request_.matrix, sizes_);
    if (!remote_ && targets_.empty() && !openDevices())
        return false;
    // On fio's hosts the targets are theirs: fio checks and lays them out there.
    if (!remote_ && targets_.empty())
        for (const std::string& path : matrix().base.targets) {
            Problem problem;
            auto target = Target::open(path, matrix().base, matrix().writes(), sizes_, problem, grantFor(path));
            if (!target)
                return fail(problem);
            targets_.push_back(std::move(target));
        }
    for (const std::unique_ptr<Target>& target : targets_)
        targetPtrs_.push_back(target.get());

    RunTimings& timings = results_.timings;
    timings = RunTimings{};
    timings.measured = !targets_.empty();
    if (timings.measured)
        timings.kind = targets_.front()->info().kind;
    return true;
}

bool MatrixRun::openJournal()
{
    if (request_.journalPath.isEmpty())
        return true;
    QString error;
    const bool ok = request_.resume ? journal_.reopen(request_.journalPath, error)
                                    : journal_.create(request_.journalPath, results_, request_.outputPath,
                                                      request_.outputFormat, error);
    return ok || failInput(error);
}

// Laying out comes first (skipped where Surfio laid the file out before):
// reads never meet a hole, and preconditioning's 128 KiB passes leave none
// at a region's tail either.
bool MatrixRun::layOut()
{
    for (size_t t = 0; t < targets_.size(); ++t) {
        QElapsedTimer layoutClock;
        layoutClock.start();
        const Problem p = targets_[t]->layOut(matrix().reads(), stop_, [this, t](double f) {
            emitProgress(QStringLiteral("layout"), (double(t) + f) / double(targets_.size()));
        });
        if (targets_[t]->laidOutBytes() > 0) {
            results_.timings.layoutBytes += targets_[t]->laidOutBytes();
            results_.timings.layoutSeconds += double(layoutClock.nsecsElapsed()) / 1e9;
        }
        if (stop_.load())
            return endStopped();
        if (p)
            return fail(p);
    }
    return true;
}

// SNIA PTS workload-independent preconditioning: twice the region in
// 128 KiB sequential writes of incompressible data, per target.
bool MatrixRun::precondition()
{
    const std::vector<std::string>& paths = matrix().base.targets;
    for (size_t t = 0; matrix().precondition && t < paths.size() && !stop_.load(); ++t) {
        if (keepsPreconditioning(t))
            continue;
        const JobResult r = preconditionTarget(t);
        if (!r.error.empty())
            return failWith(
                Text::tr("preconditioning %1 failed: %2").arg(QString::fromStdString(paths[t]), engineText(r.error)),
                false);
        if (r.stopped)
            break;
        results_.preconditioning.append(r);
        if (!record(r, true))
            return false;
    }
    if (stop_.load())
        return endStopped();
    return true;
}

bool MatrixRun::isPassOver(const JobResult& pass, size_t target) const
{
    return pass.spec.targets == std::vector<std::string>{matrix().base.targets[target]};
}

// A resumed run keeps a target's recorded pass, except a directory's: its scratch file is new.
bool MatrixRun::keepsPreconditioning(size_t target) const
{
    if (!remote_ && targets_[target]->info().kind == TargetKind::Directory)
        return false;
    return std::any_of(results_.preconditioning.begin(), results_.preconditioning.end(),
                       [this, target](const JobResult& r) { return isPassOver(r, target); });
}

JobResult MatrixRun::preconditionTarget(size_t target)
{
    results_.preconditioning.removeIf([this, target](const JobResult& r) { return isPassOver(r, target); });
    // On hosts the region is --size, or the whole file or device, which only fio knows there.
    const uint64_t total = 2 * (remote_ ? matrix().base.regionSize : targets_[target]->info().regionSize);
    const JobSpec pass = preconditionPass(matrix().base, matrix().base.targets[target], total);
    FioRun wholeTarget = fioRun_;
    if (remote_ && total == 0)
        wholeTarget.options.insert(wholeTarget.options.begin(), {"time_based=0", "loops=2"});
    const size_t count = matrix().base.targets.size();
    uint64_t written = 0;
    const SampleSink sink = [this, target, total, count, &written](const IntervalSample& s) {
        written += s.write.bytes;
        emitProgress(QStringLiteral("precondition"),
                     (double(target) + double(written) / double(std::max<uint64_t>(total, 1))) / double(count));
    };
    QElapsedTimer passClock;
    passClock.start();
    JobResult r =
        remote_ ? runFioJob(wholeTarget, pass, stop_, sink) : execute(pass, {targets_[target].get()}, sink, {});
    if (!remote_ && !r.stopped && r.error.empty()) {
        results_.timings.layoutBytes += r.write.bytes;
        results_.timings.layoutSeconds += double(passClock.nsecsElapsed()) / 1e9;
    }
    return r;
}

void MatrixRun::runPoints()
{
    RunKeys done;
    for (const JobResult& r : results_.points)
        done.insert({r.round, r.point, r.trial});
    for (int round = 0; round < maxRounds_ && !stop_.load(); ++round) {
        if (!runRound(round, done))
            break;
        if (matrix().steadyState.enabled && !stop_.load() && steadyAfter(round))
            break;
    }
    results_.stopped = results_.stopped || (stop_.load() && results_.error.isEmpty());
}

// Every point and trial of a round but those a resumed run holds; false when the matrix ends.
bool MatrixRun::runRound(int round, const RunKeys& done)
{
    for (size_t i = 0; i < points_.size() && !stop_.load(); ++i)
        for (int trial = 0; trial < matrix().trials && !stop_.load(); ++trial) {
            if (done.count({round, int(i), trial})) {
                doneSeconds_ += pointSeconds(points_[i]);
                continue;
            }
            if (!runPoint(round, int(i), trial))
                return false;
        }
    return true;
}

// One run of a point; false when the matrix ends with it.
bool MatrixRun::runPoint(int round, int index, int trial)
{
    JobSpec spec = points_[size_t(index)];
    if (spec.rateSharePercent > 0 && !setStepRate(spec, round, index))
        return false;
    Q_EMIT runner_.pointStarted(index, spec);
    current_ = CurrentRun{index, trial, round, pointSeconds(spec), clock_.elapsed(), clock_.elapsed(), {}};
    QElapsedTimer wall;
    wall.start();
    // A point of --target-count runs on the first of the targets (none here on fio's hosts).
    const std::vector<Target*> on(
        targetPtrs_.begin(), targetPtrs_.begin() + std::ptrdiff_t(std::min(spec.targets.size(), targetPtrs_.size())));
    JobResult result = execute(
        spec, on, [this](const IntervalSample& s) { takeSample(s); }, [this] { flushSamples(); });
    if (!current_.batch.isEmpty())
        Q_EMIT runner_.samplesReady(index, current_.batch);
    if (result.error.empty() && !result.stopped)
        addPointCost(results_.timings, spec, result, double(wall.nsecsElapsed()) / 1e9);
    doneSeconds_ += current_.seconds;
    if (!result.error.empty() && !result.stalled) {
        // The failed run's partial figures are not a measurement: keep the finished ones.
        results_.error = engineText(result.error);
        return false;
    }
    return keepRun(std::move(result), round, index, trial);
}

// A rate step runs at its share of the IOPS its point reached unthrottled in
// this round (the mean of its trials there, a resumed run's from the
// journal); its result's spec keeps the rate it ran at. A point that failed
// has ended the matrix before its steps; one that measured nothing ends it here.
bool MatrixRun::setStepRate(JobSpec& step, int round, int index)
{
    const int base = rateStepBase(points_, size_t(index));
    double sum = 0;
    int runs = 0;
    for (const JobResult& r : results_.points)
        if (r.point == base && r.round == round && !r.stopped && r.error.empty()) {
            sum += r.iops(r.read) + r.iops(r.write);
            ++runs;
        }
    if (runs == 0 || sum <= 0)
        return failWith(Text::tr("point %1 runs at %2 % of the IOPS point %3 reached unthrottled, but point %3 "
                                 "measured no I/O in round %4: its rate steps cannot run")
                            .arg(index + 1)
                            .arg(step.rateSharePercent)
                            .arg(base + 1)
                            .arg(round + 1),
                        false);
    // On fio's hosts every host runs numjobs jobs, each at the rate.
    const uint64_t workers = uint64_t(step.jobs) * std::max<uint64_t>(1, matrix().hosts.size());
    step.rateIops = rateStepIops(sum / runs, step.rateSharePercent, workers);
    return true;
}

// A finished run into the result and the journal; false when the matrix ends with it.
bool MatrixRun::keepRun(JobResult result, int round, int index, int trial)
{
    if (result.stopped && !result.stalled && result.read.ios + result.write.ios == 0) {
        // Stopped before it counted an I/O (in its ramp, or at its first
        // instant): it measured nothing, and is no point at 0 IOPS.
        results_.stopped = true;
        return false;
    }
    if (result.stalled) {
        // In-flight I/Os stopped completing after the measured time: what
        // completed until then is a measurement, kept as a stopped point.
        results_.error = engineText(result.error);
        result.stopped = true;
    }
    result.point = index;
    result.trial = trial;
    result.round = round;
    // A stopped run is kept, marked as such, with what it measured until the stop.
    // A stopped run is shown but not journaled: a resume runs it again.
    const bool journaled = !result.stopped && journal_.isOpen();
    const bool recorded = result.stopped || record(result, false);
    results_.points.append(journaled && results_.error.isEmpty() ? withoutDetail(result) : result);
    spilled_ = spilled_ || (journaled && results_.error.isEmpty());
    Q_EMIT runner_.pointFinished(index, result);
    if (result.stopped)
        results_.stopped = true;
    return recorded && !result.stopped;
}

void MatrixRun::takeSample(const IntervalSample& sample)
{
    current_.batch.append(sample);
    flushSamples();
}

// Samples go out in batches with the progress, about 10 times a second.
void MatrixRun::flushSamples()
{
    const qint64 now = clock_.elapsed();
    if (now - current_.lastEmitMs < kBatchMs)
        return;
    if (!current_.batch.isEmpty())
        Q_EMIT runner_.samplesReady(current_.point, current_.batch);
    current_.batch.clear();
    current_.lastEmitMs = now;
    RunProgress progress = progressOf(QStringLiteral("running"));
    progress.point = current_.point;
    progress.trial = current_.trial;
    progress.round = current_.round;
    const double inPoint = std::min(current_.seconds, double(now - current_.startMs) / 1e3);
    progress.fraction = totalSeconds_ > 0 ? (doneSeconds_ + inPoint) / totalSeconds_ : 0;
    progress.elapsedSeconds = double(now) / 1e3;
    progress.etaSeconds = std::max(0.0, totalSeconds_ - doneSeconds_ - inPoint);
    Q_EMIT runner_.progress(progress);
}

// True when every tracker is steady after this round.
bool MatrixRun::steadyAfter(int round)
{
    const bool steady = updateSteadyState(results_.steadyState, matrix().steadyState, results_.points, round);
    Q_EMIT runner_.steadyStateChanged(results_.steadyState);
    return steady;
}

RunProgress MatrixRun::progressOf(const QString& phase) const
{
    RunProgress progress;
    progress.points = int(points_.size());
    progress.phase = phase;
    progress.trials = matrix().trials;
    progress.maxRounds = maxRounds_;
    return progress;
}

// Before the points (laying out, preconditioning): all of their time is still to come.
void MatrixRun::emitProgress(const QString& phase, double fraction)
{
    RunProgress progress = progressOf(phase);
    progress.fraction = fraction;
    progress.elapsedSeconds = double(clock_.elapsed()) / 1e3;
    progress.etaSeconds = totalSeconds_;
    Q_EMIT runner_.progress(progress);
}

bool MatrixRun::record(const JobResult& r, bool precondition)
{
    QString error;
    if (journal_.isOpen() && !(precondition ? journal_.appendPreconditioning(r, error) : journal_.appendRun(r, error)))
        results_.error = error;
    return results_.error.isEmpty();
}

// One job on the given targets (on fio's hosts: none here), through Surfio's engine or fio.
JobResult MatrixRun::execute(const JobSpec& spec, const std::vector<Target*>& on, const SampleSink& sink,
                             const std::function<void()>& tick)
{
    if (!viaFio_)
        return runJob(spec, on, stop_, sink);
    JobSpec forFio = spec;
    if (!remote_) {  // fio works on the files Surfio checked and laid out
        forFio.targets.clear();
        for (const Target* t : on)
            forFio.targets.push_back(t->info().ioPath);
    }
    JobResult r = runFioJob(fioRun_, forFio, stop_, sink, tick);
    r.spec = spec;
    if (!remote_) {
        r.targets.clear();
        for (const Target* t : on)
            r.targets.push_back(t->info());
        r.warnings = pointWarnings(r);  // now that the targets say which devices fio's disk_util names
    }
    return r;
}

bool MatrixRun::failWith(const QString& message, bool input)
{
    results_.error = message;
    results_.inputError = input;
    return false;
}

bool MatrixRun::fail(const Problem& p)
{
    return failWith(engineText(p.message), p.kind == Problem::Kind::Input);
}

bool MatrixRun::endStopped()
{
    results_.stopped = true;
    return false;
}

void MatrixRun::finish()
{
    if (kept_ && results_.error.isEmpty() && !targets_.empty())
        kept_->keep(request_.matrix, sizes_, std::move(targets_));
    targetPtrs_.clear();
    targets_.clear();
    QString error;
    if (spilled_ && !restoreFromJournal(journal_.path(), results_.points, error)) {
        const QString lost = Text::tr("%1: the result keeps each run's totals, but not the latency percentiles "
                                      "and time series of the runs it could not read back")
                                 .arg(error);
        results_.error = results_.error.isEmpty() ? lost : results_.error + QStringLiteral("; ") + lost;
    }
    Q_EMIT runner_.finished(results_);
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

// stop_ is not reset here: a stop requested before the run began still counts.
void Runner::runRequest(const RunRequest& request)
{
    MatrixRun run(*this, request, stop_, kept_);
    run.run();
}

}  // namespace surfio
