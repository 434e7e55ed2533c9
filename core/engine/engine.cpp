#include "core/engine/engine.h"

#include "core/engine/cpu_placement.h"
#include "core/engine/device_stats.h"
#include "core/engine/drive_temperature.h"
#include "core/engine/host_limits.h"
#include "core/engine/io_plan.h"
#include "core/engine/message_text.h"
#include "core/engine/point_warnings.h"
#include "core/engine/target.h"
#include "core/engine/worker.h"

#include <algorithm>
#include <cerrno>
#include <condition_variable>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <system_error>
#include <thread>

namespace surfio {

void SharedDirection::reset()
{
    constexpr auto r = std::memory_order_relaxed;
    ios.store(0, r);
    bytes.store(0, r);
    latSumNs.store(0, r);
    latSumSqNs.store(0, r);
    latMinNs.store(UINT64_MAX, r);
    latMaxNs.store(0, r);
    histogram.reset();
}

void SharedDirection::addTo(DirectionTotals& into) const
{
    constexpr auto r = std::memory_order_relaxed;
    DirectionTotals d;
    d.ios = ios.load(r);
    d.bytes = bytes.load(r);
    d.latSumNs = double(latSumNs.load(r));
    d.latSumSqNs = latSumSqNs.load(r);
    d.latMinNs = d.ios ? latMinNs.load(r) : 0;
    d.latMaxNs = latMaxNs.load(r);
    histogram.addTo(d.histogram);
    into.merge(d);
}

void fillRandom(void* data, size_t size, uint64_t seed)
{
    Xoshiro256 rng(seed);
    auto* out = static_cast<unsigned char*>(data);
    size_t i = 0;
    for (; i + 8 <= size; i += 8) {
        const uint64_t v = rng.next();
        std::memcpy(out + i, &v, 8);
    }
    for (; i < size; ++i)
        out[i] = static_cast<unsigned char>(rng.next());
}

std::string ioFailure(const Worker& worker, bool read, uint64_t offset, uint64_t length, int err, uint64_t done)
{
    using namespace messages;
    if (done > 0) {
        const std::initializer_list<std::string> where{std::to_string(length), std::to_string(offset),
                                                       *worker.targetPath, std::to_string(done),
                                                       std::to_string(offset + done)};
        if (err == 0)
            return formatMessage(read ? kReadRestReachedEnd : kWriteRestReachedEnd, where);
        if (err == ENOSPC)
            return formatMessage(read ? kReadRestNoSpace : kWriteRestNoSpace, where);
        return formatMessage(read ? kReadRestFailed : kWriteRestFailed,
                             {std::to_string(length), std::to_string(offset), *worker.targetPath, std::to_string(done),
                              std::to_string(offset + done), errorText(err)});
    }
    const std::initializer_list<std::string> where{std::to_string(length), std::to_string(offset), *worker.targetPath};
    if (err == 0)
        return formatMessage(read ? kReadReachedEnd : kWriteReachedEnd, where);
    if (err == ENOSPC)
        return formatMessage(read ? kReadNoSpace : kWriteNoSpace, where);
    return formatMessage(read ? kReadFailed : kWriteFailed,
                         {std::to_string(length), std::to_string(offset), *worker.targetPath, errorText(err)});
}

bool pinToAllowedCpus(Worker& w)
{
    const std::vector<uint32_t>& cpus = w.spec->cpusAllowed;
    if (cpus.empty())
        return true;
    std::string why;
    if (pinThreadTo(cpus, why))
        return true;
    w.fail(formatMessage(messages::kCannotPinWorker, {cpuListName(cpus), why}));
    return false;
}

void pinForHandOff(Worker& w)
{
    if (w.pinCpu < 0)
        return;
    if (std::string why; !pinThreadTo({uint32_t(w.pinCpu)}, why)) {
        addReason(w.engine.fallbackReason,
                  formatMessage(messages::kCannotPinForHandOff, {std::to_string(w.pinCpu), why}));
        return;
    }
    w.pinnedCpu = w.pinCpu;
}

namespace {

// SURFIO_FAULT_SHORT_IO=N, fault injection for the tests of short
// completions, which no local target gives mid-file: every N-th I/O of each
// worker is first submitted at half its length (a multiple of the target's
// direct-I/O alignment), so the kernel really completes it short and the
// worker's own path issues the rest, then counts the I/O once, whole, with
// its latency from the first submission. Read once per job, before the
// workers start; unset, empty or 0: off. False with a message for a value it
// cannot use.
bool faultShortIoEvery(uint32_t& every, std::string& error)
{
    every = 0;
    const char* text = std::getenv("SURFIO_FAULT_SHORT_IO");
    if (!text || !*text)
        return true;
    uint64_t n = 0;
    for (const char* p = text; *p; ++p) {
        n = n * 10 + uint64_t(*p - '0');  // n stays below 2^36 until the check stops it
        if (*p < '0' || *p > '9' || n > UINT32_MAX) {
            error = formatMessage(messages::kFaultShortIoInvalid, {text});
            return false;
        }
    }
    every = uint32_t(n);
    return true;
}

// Sums the counters of the workers that are past their ramp.
void collect(const std::vector<std::unique_ptr<Worker>>& workers, DirectionTotals& read, DirectionTotals& write)
{
    read = {};
    write = {};
    for (const auto& w : workers) {
        if (!w->measuring.load(std::memory_order_acquire))
            continue;
        w->read.addTo(read);
        w->write.addTo(write);
    }
}

IntervalSample::Direction intervalOf(const DirectionTotals& now, const DirectionTotals& before,
                                     LatencyHistogram& scratch)
{
    IntervalSample::Direction d;
    d.ios = now.ios - std::min(now.ios, before.ios);
    d.bytes = now.bytes - std::min(now.bytes, before.bytes);
    if (d.ios) {
        d.meanLatNs = (now.latSumNs - before.latSumNs) / double(d.ios);
        scratch = now.histogram;
        scratch.subtract(before.histogram);
        d.p99LatNs = scratch.percentile(99.0);
    }
    return d;
}

// What ran, over all workers: each may have had to drop a feature (buffers
// over the locked-memory limit, a ring that fell back to psync) on its own.
EngineInfo combinedEngine(const std::vector<std::unique_ptr<Worker>>& workers)
{
    EngineInfo e = workers.front()->engine;
    size_t registered = 0, psync = 0;
    std::string reasons;
    for (const auto& w : workers) {
        registered += w->engine.registeredBuffers ? 1 : 0;
        psync += w->engine.name == "psync" ? 1 : 0;
        if (!w->engine.fallbackReason.empty() && reasons.find(w->engine.fallbackReason) == std::string::npos)
            addReason(reasons, w->engine.fallbackReason);
    }
    const std::string all = std::to_string(workers.size());
    e.registeredBuffers = registered == workers.size();
    if (registered > 0 && registered < workers.size())
        addReason(reasons, formatMessage(messages::kBuffersRegisteredBySome, {std::to_string(registered), all}));
    if (psync > 0 && psync < workers.size()) {
        e.name = "io_uring+psync";
        addReason(reasons, formatMessage(messages::kPsyncFallbackInSome, {std::to_string(psync), all}));
    } else if (psync == workers.size()) {
        e.name = "psync";
    }
    e.fallbackReason = reasons;
    return e;
}

// The CPUs Surfio's placement pinned the workers to, in fio's list syntax;
// empty when it pinned none (a refusal leaves one out).
std::string pinnedCpus(const std::vector<std::unique_ptr<Worker>>& workers)
{
    std::vector<uint32_t> cpus;
    for (const auto& w : workers)
        if (w->pinnedCpu >= 0)
            cpus.push_back(uint32_t(w->pinnedCpu));
    std::sort(cpus.begin(), cpus.end());
    cpus.erase(std::unique(cpus.begin(), cpus.end()), cpus.end());
    return cpus.empty() ? std::string() : cpuListName(cpus);
}

// What the steps of one job share: its inputs, what was decided before the
// workers start, the workers, and the result they all fill in.
struct Job {
    Job(const JobSpec& s, const std::vector<Target*>& t, const std::atomic<bool>& st, JobResult& r)
        : spec(s)
        , targets(t)
        , stop(st)
        , result(r)
    {
        result.spec = spec;
        for (const Target* target : targets)
            result.targets.push_back(target->info());
    }
    const JobSpec& spec;
    const std::vector<Target*>& targets;
    const std::atomic<bool>& stop;     // the caller's stop request
    std::atomic<bool> jobStop{false};  // a worker failed, or a target went
    JobResult& result;
    uint32_t shortEvery = 0;  // SURFIO_FAULT_SHORT_IO's N; 0: off
    bool uring = false;       // io_uring workers; else psync
    std::string whyNotUring;  // why not, when io_uring was not there
    bool verify = false;
    uint64_t generation = 0;  // what this job's writes carry in their verify headers
    std::vector<std::unique_ptr<Worker>> workers;
    // A target deleted, replaced or truncated under the run: found at the
    // ticks, it stops the job; its message is the cause the workers' own
    // errors (reads past the new end) may only show the effect of.
    Problem targetProblem;
};

// The engine the job asks for, as far as the host has it; false with
// result.error set when the job cannot run as asked.
bool chooseEngine(Job& job)
{
    const JobSpec& spec = job.spec;
    JobResult& result = job.result;
    if (spec.engine == EngineChoice::Fio) {
        result.engine.name = "fio";
        result.error = messages::kFioNotThroughRunJob;
        return false;
    }
    if (!faultShortIoEvery(job.shortEvery, result.error))
        return false;
    job.uring = spec.engine != EngineChoice::Sync && ioUringAvailable(job.whyNotUring);
    if (spec.engine == EngineChoice::IoUring && !job.uring) {
        result.engine.name = "io_uring";
        result.error = formatMessage(messages::kIoUringAskedButUnavailable, {job.whyNotUring});
        return false;
    }
    return true;
}

// Every size an I/O can have, split parts included, must suit every target
// (Target::open checks the sizes it is given; this catches a spec it was not given).
Problem checkSizesAndPolling(const JobSpec& spec, const std::vector<Target*>& targets)
{
    for (const Target* t : targets) {
        for (uint64_t bs : spec.blockSizes())
            if (Problem p = t->checkBlockSize(bs, spec.direct); p)
                return p;
        if (Problem p = t->checkPolling(spec.hipri); p)
            return p;
    }
    return {};
}

// How many of the job's workers run on target i of n: they go round-robin.
unsigned jobsOnTarget(const JobSpec& spec, unsigned target, unsigned nTargets)
{
    return (spec.jobs - target + nTargets - 1) / nTargets;
}

// With verify on, the jobs that share a target each get a part of its
// region of their own: a read of one job never races a write of another to
// the same bytes (which could show a half-written block, a false
// mismatch). Within a worker, uring_worker.cpp keeps reads that overlap an
// in-flight write of its own from being checked. A part is whole blocks.
uint64_t verifySlice(const JobSpec& spec, const TargetInfo& t, unsigned target, unsigned nTargets)
{
    return t.regionSize / jobsOnTarget(spec, target, nTargets) / spec.blockSize * spec.blockSize;
}

Problem checkVerifySlices(const JobSpec& spec, const std::vector<Target*>& targets)
{
    const unsigned nTargets = unsigned(targets.size());
    for (unsigned i = 0; i < nTargets; ++i)
        if (const TargetInfo& t = targets[i]->info(); verifySlice(spec, t, i, nTargets) < spec.blockSize)
            return Problem::input(
                formatMessage(messages::kVerifyRegionTooSmallForJobs,
                              {std::to_string(jobsOnTarget(spec, i, nTargets)), t.path,
                               formatMessage(messages::kBytes, {std::to_string(verifySlice(spec, t, i, nTargets))}),
                               std::to_string(spec.blockSize)}));
    return {};
}

// Everything decided and checked before a worker is made; false with
// result.error set when the job cannot run.
bool prepareJob(Job& job)
{
    if (!chooseEngine(job))
        return false;
    if (const Problem p = checkSizesAndPolling(job.spec, job.targets); p) {
        job.result.error = p.message;
        return false;
    }
    // A write past RLIMIT_FSIZE (ulimit -f) must come back as EFBIG, a message,
    // not end the process with SIGXFSZ's core dump.
    (void)std::signal(SIGXFSZ, SIG_IGN);  // cannot fail for a valid signal
    if (job.targets.empty()) {            // validateSpec refuses a spec without one; an empty list is the caller's
        job.result.error = messages::kNoTarget;
        return false;
    }
    job.verify = job.spec.verify != VerifyChoice::Off;
    if (job.verify)
        if (const Problem p = checkVerifySlices(job.spec, job.targets); p) {
            job.result.error = p.message;
            return false;
        }
    job.generation = job.verify ? newGeneration() : 0;
    return true;
}

// One worker per job, round-robin over the targets, each with its part of
// its target's region and its CPU; their threads come later.
void makeWorkers(Job& job)
{
    const JobSpec& spec = job.spec;
    const unsigned nTargets = unsigned(job.targets.size());
    const CpuPlacement placement = choosePlacement(spec, job.uring, job.result.targets, allowedCpus(), currentCpu());
    for (unsigned i = 0; i < spec.jobs; ++i) {
        auto w = std::make_unique<Worker>();
        const TargetInfo& t = job.targets[i % nTargets]->info();
        w->index = i;
        w->targetIndex = i % nTargets;
        w->fd = job.targets[w->targetIndex]->fd();
        w->targetPath = &job.targets[w->targetIndex]->info().ioPath;
        w->memAlign = t.dioMemAlign;
        w->shortEvery = job.shortEvery;
        // The rest of a shortened direct I/O must start at an aligned offset and address.
        w->shortAlign = spec.direct ? std::max({t.dioOffsetAlign, t.dioMemAlign, 512U}) : 1;
        w->spec = &spec;
        w->regionOffset = t.regionOffset;
        w->regionSize = t.regionSize;
        const unsigned onTarget = jobsOnTarget(spec, w->targetIndex, nTargets);
        if (job.verify) {
            // Slices are whole multiples of the largest block, so the bounds
            // keep every I/O aligned as it was.
            const uint64_t slice = verifySlice(spec, t, w->targetIndex, nTargets);
            w->regionOffset = t.regionOffset + slice * (i / nTargets);
            w->regionSize = slice;
            w->firstBlock = 0;
        } else {
            // Workers on one target start their sequential streams spread over its region.
            const uint64_t blocks = t.regionSize / spec.blockSize;
            w->firstBlock = uint64_t((unsigned __int128)blocks * (i / nTargets) / onTarget);
        }
        w->verify = job.verify;
        w->generation = job.generation;
        w->rateIops = spec.rateIops;  // per job, as fio's rate_iops
        w->useIoUring = job.uring;
        w->pinCpu = placement.cpus.empty() ? -1 : int(placement.cpus[i]);
        w->blockSplitIos.assign(spec.blockSplit.size(), 0);
        w->stop = &job.stop;
        w->jobStop = &job.jobStop;
        job.workers.push_back(std::move(w));
    }
}

// The job's worker threads, the gate they start at, and how the sampling
// thread hears that they are done.
struct WorkerThreads {
    explicit WorkerThreads(uint32_t jobs)
        : gate(jobs)
    {
    }
    StartGate gate;
    std::mutex mutex;
    std::condition_variable finishedCv;
    unsigned finished = 0;  // workers done; guarded by mutex
    std::vector<std::thread> threads;
    std::string startFailure;  // a thread could not be started, so none runs

    // A thread per worker; each waits at the gate once it is ready.
    void start(Job& job)
    {
        threads.reserve(job.spec.jobs);
        for (auto& w : job.workers) {
            try {
                threads.emplace_back([this, worker = w.get()] { run(*worker); });
            } catch (const std::system_error& e) {
                // Out of threads (a pids limit, say): run none, and say so.
                startFailure = formatMessage(messages::kCannotStartWorker, {std::to_string(threads.size() + 1),
                                                                            std::to_string(job.spec.jobs), e.what()});
                job.jobStop.store(true);
                gate.ready.count_down(std::ptrdiff_t(job.spec.jobs - threads.size()));
                std::lock_guard lock(mutex);
                finished += unsigned(job.spec.jobs - threads.size());
                break;
            }
        }
    }

    // A worker's thread.
    void run(Worker& worker)
    {
        if (!pinToAllowedCpus(worker))
            gate.arriveAndWait();
        else if (worker.useIoUring)
            runUringWorker(worker, gate);
        else
            runSyncWorker(worker, gate);
        std::lock_guard lock(mutex);
        ++finished;
        finishedCv.notify_all();
    }

    void join()
    {
        for (auto& t : threads)
            t.join();
    }
};

// Once every worker is ready (ring and buffers set up), the clock starts.
void openGate(StartGate& gate, const JobSpec& spec)
{
    gate.ready.wait();
    gate.startNs = monotonicNs();
    gate.measureNs = gate.startNs + uint64_t(spec.rampTime.count());
    gate.deadlineNs = spec.runtime.count() > 0 ? gate.measureNs + uint64_t(spec.runtime.count()) : 0;
    gate.open.store(true, std::memory_order_release);
    gate.open.notify_all();
}

// The interval samples of a running job, from the end of the ramp. Each
// sample goes to the sink one interval late, so that a short tail at the end
// of the job can still be folded into the last sample instead of showing as
// a spike. The drives' temperatures go into the samples of the ticks where
// they are read, once a second.
class Sampler {
public:
    Sampler(Job& job, uint64_t measureNs, const SampleSink& onSample, TemperatureWatch& temperatures)
        : workers_(job.workers)
        , result_(job.result)
        , onSample_(onSample)
        , temperatures_(temperatures)
        , measureNs_(measureNs)
        , interval_(uint64_t(job.spec.interval.count()))
        , lastTick_(measureNs)
        , beforeLastTick_(measureNs)
    {
    }

    // The interval that ends now; the one before it goes to the sink.
    void take(uint64_t now)
    {
        collect(workers_, nowRead_, nowWrite_);
        passLast();
        IntervalSample sample = between(lastTick_, now, atLastTickRead_, atLastTickWrite_);
        result_.longestTickSeconds = std::max(result_.longestTickSeconds, sample.seconds);
        sample.temperatureC = temperatures_.readIfDue(now - measureNs_);
        result_.samples.push_back(sample);
        beforeLastRead_ = atLastTickRead_;
        beforeLastWrite_ = atLastTickWrite_;
        atLastTickRead_ = nowRead_;
        atLastTickWrite_ = nowWrite_;
        beforeLastTick_ = lastTick_;
        lastTick_ = now;
    }

    // After the workers ended, the last of them at endNs: the tail after the
    // last tick (the drain of in-flight I/Os) is its own sample when it is at
    // least half an interval long, else part of the last one, so the samples
    // add up to the totals and no sliver shows as a spike. Then the last
    // sample goes to the sink.
    void finish(uint64_t endNs)
    {
        collect(workers_, nowRead_, nowWrite_);
        const bool tailHasIo = nowRead_.ios != atLastTickRead_.ios || nowWrite_.ios != atLastTickWrite_.ios
                               || nowRead_.bytes != atLastTickRead_.bytes || nowWrite_.bytes != atLastTickWrite_.bytes;
        const uint64_t tailEnd = std::max(endNs, lastTick_ + 1);
        if (tailHasIo && !result_.samples.empty() && tailEnd - lastTick_ < interval_ / 2) {
            IntervalSample& last = result_.samples.edit().back();
            const double temperatureC = last.temperatureC;
            last = between(beforeLastTick_, tailEnd, beforeLastRead_, beforeLastWrite_);
            last.temperatureC = temperatureC;
        } else if (tailHasIo || result_.samples.empty()) {
            passLast();
            result_.samples.push_back(between(lastTick_, tailEnd, atLastTickRead_, atLastTickWrite_));
        }
        passLast();
    }

private:
    IntervalSample between(uint64_t from, uint64_t to, const DirectionTotals& startRead,
                           const DirectionTotals& startWrite)
    {
        IntervalSample s;
        s.t = double(to - measureNs_) / 1e9;
        s.seconds = double(to - from) / 1e9;
        s.read = intervalOf(nowRead_, startRead, scratch_);
        s.write = intervalOf(nowWrite_, startWrite, scratch_);
        return s;
    }

    void passLast()
    {
        if (onSample_ && !result_.samples.empty())
            onSample_(result_.samples.back());
    }

    const std::vector<std::unique_ptr<Worker>>& workers_;
    JobResult& result_;
    const SampleSink& onSample_;
    TemperatureWatch& temperatures_;
    const uint64_t measureNs_;
    const uint64_t interval_;
    DirectionTotals atLastTickRead_, atLastTickWrite_;  // totals when the last sample ended
    DirectionTotals beforeLastRead_, beforeLastWrite_;  // totals when it began
    DirectionTotals nowRead_, nowWrite_;
    LatencyHistogram scratch_;
    uint64_t lastTick_;
    uint64_t beforeLastTick_;
};

void checkTargets(Job& job)
{
    for (const Target* t : job.targets)
        if (!job.targetProblem)
            job.targetProblem = t->checkStillThere();
    if (job.targetProblem)
        job.jobStop.store(true, std::memory_order_relaxed);
}

// Interval samples and target checks at every tick until every worker is
// done; the devices' counters from the end of the ramp, as the workers' own.
void sampleUntilDone(Job& job, WorkerThreads& threads, DiskWatch& disks, Sampler& sampler)
{
    const uint64_t interval = uint64_t(job.spec.interval.count());
    const uint64_t measureNs = threads.gate.measureNs;
    uint64_t nextTick = measureNs + interval;
    std::unique_lock lock(threads.mutex);
    while (threads.finished < job.spec.jobs) {
        const uint64_t now = monotonicNs();
        if (!disks.started() && now >= measureNs)
            disks.start(now);
        if (now >= nextTick) {
            lock.unlock();
            sampler.take(now);
            checkTargets(job);
            lock.lock();
            nextTick += interval;
            if (nextTick <= now)
                nextTick = now + interval;  // a slow sink: skip, do not pile up
            continue;
        }
        const uint64_t wake = disks.started() ? nextTick : measureNs;
        threads.finishedCv.wait_for(lock, std::chrono::nanoseconds(wake > now ? wake - now : 0));
    }
}

// The job's error: a thread that could not start, else a target gone, else
// a worker's own.
void chooseError(Job& job, const std::string& startFailure)
{
    JobResult& result = job.result;
    result.error = startFailure.empty() ? job.targetProblem.message : startFailure;
    // A worker's own error is the cause; a stall another worker saw while
    // draining after it is only the effect, and a stalled point is kept.
    for (const bool stalls : {false, true})
        for (const auto& w : job.workers)
            if (result.error.empty() && !w->error.empty() && w->stalled == stalls) {
                result.error = w->error;
                result.stalled = stalls;
            }
}

// Each worker's totals, and their sum over the workers that got past the ramp.
void addWorkerTotals(Job& job, uint64_t measureNs)
{
    JobResult& result = job.result;
    result.verify.recorded = job.verify;
    result.blockSplitIos.assign(job.spec.blockSplit.size(), 0);
    for (const auto& w : job.workers) {
        WorkerTotals totals;
        totals.index = w->index;
        totals.target = w->targetIndex;
        totals.maxInFlight = w->maxInFlight;
        totals.cpu = w->cpu;
        if (w->measuring.load(std::memory_order_acquire)) {
            totals.reissued = w->reissued;
            DirectionTotals r, wr;
            w->read.addTo(r);
            w->write.addTo(wr);
            totals.readIos = r.ios;
            totals.readBytes = r.bytes;
            totals.writeIos = wr.ios;
            totals.writeBytes = wr.bytes;
            totals.readMeanLatNs = r.meanLatNs();
            totals.writeMeanLatNs = wr.meanLatNs();
            totals.seconds = w->endNs > measureNs ? double(w->endNs - measureNs) / 1e9 : 0;
            result.read.merge(r);
            result.write.merge(wr);
            for (size_t part = 0; part < w->blockSplitIos.size(); ++part)
                result.blockSplitIos[part] += w->blockSplitIos[part];
            result.verify.merge(w->verified);
        }
        result.workers.push_back(totals);
    }
}

// What ran, and why it is not what was asked for where it is not.
void describeEngine(Job& job)
{
    EngineInfo& engine = job.result.engine;
    engine = combinedEngine(job.workers);
    engine.workerCpus = pinnedCpus(job.workers);
    if (!job.uring) {
        engine.name = "psync";
        engine.fallbackReason = job.spec.engine == EngineChoice::Sync ? messages::kPsyncAskedFor : job.whyNotUring;
    }
    if (job.shortEvery)  // a result made under fault injection says so
        addReason(engine.fallbackReason, formatMessage(messages::kFaultShortIo, {std::to_string(job.shortEvery)}));
}

// The result, once every worker's thread has ended.
void gatherResult(Job& job, const std::string& startFailure, uint64_t measureNs, Sampler& sampler)
{
    JobResult& result = job.result;
    checkTargets(job);
    chooseError(job, startFailure);
    uint64_t endNs = measureNs;
    for (const auto& w : job.workers)
        endNs = std::max(endNs, w->endNs);
    sampler.finish(endNs);
    // A stalled point ends at its last completion: the silence after it was not measured.
    while (result.stalled && result.samples.size() > 1
           && result.samples.back().t - result.samples.back().seconds >= double(endNs - measureNs) / 1e9)
        result.samples.edit().pop_back();

    result.seconds = double(endNs - measureNs) / 1e9;
    addWorkerTotals(job, measureNs);
    describeEngine(job);
    result.stopped = job.stop.load() && result.error.empty();
    result.warnings = pointWarnings(result);
}

}  // namespace

JobResult runJob(const JobSpec& spec, const std::vector<Target*>& targets, const std::atomic<bool>& stop,
                 const SampleSink& onSample)
{
    JobResult result;
    Job job(spec, targets, stop, result);
    if (!prepareJob(job))
        return result;
    makeWorkers(job);

    WorkerThreads threads(spec.jobs);
    threads.start(job);
    DiskWatch disks(result.targets);
    TemperatureWatch temperatures(result.targets, temperatureSysfsRoot());
    openGate(threads.gate, spec);
    Sampler sampler(job, threads.gate.measureNs, onSample, temperatures);
    sampleUntilDone(job, threads, disks, sampler);
    threads.join();
    result.diskUtil = disks.finish(monotonicNs());
    result.temperatures = temperatures.results();

    gatherResult(job, threads.startFailure, threads.gate.measureNs, sampler);
    return result;
}

}  // namespace surfio
