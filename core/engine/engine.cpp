#include "core/engine/engine.h"

#include "core/engine/cpu_placement.h"
#include "core/engine/device_stats.h"
#include "core/engine/io_plan.h"
#include "core/engine/message_text.h"
#include "core/engine/point_warnings.h"
#include "core/engine/target.h"
#include "core/engine/worker.h"

#include <liburing.h>

#include <algorithm>
#include <cerrno>
#include <condition_variable>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <memory>
#include <mutex>
#include <pthread.h>
#include <sched.h>
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

}  // namespace

bool ioUringAvailable(std::string& why)
{
    if (const char* off = std::getenv("SURFIO_DISABLE_IO_URING"); off && *off && std::strcmp(off, "0") != 0) {
        why = messages::kIoUringDisabledByEnvironment;
        return false;
    }
    io_uring ring;
    const int ret = io_uring_queue_init(2, &ring, 0);
    if (ret == 0) {
        io_uring_queue_exit(&ring);
        return true;
    }
    const char* message = ret == -ENOSYS  ? messages::kIoUringSetupNoKernelSupport
                          : ret == -EPERM ? messages::kIoUringSetupForbidden
                                          : messages::kIoUringSetupFailed;
    why = formatMessage(message, {errorText(-ret)});
    return false;
}

namespace {

// A number from a cgroup file; "max" (v2's no limit) is UINT64_MAX.
bool readCgroupNumber(const std::string& path, uint64_t& value)
{
    std::ifstream in(path);
    std::string text;
    if (!(in >> text))
        return false;
    if (text == "max") {
        value = UINT64_MAX;
        return true;
    }
    try {
        value = std::stoull(text);
    } catch (const std::exception&) {
        return false;
    }
    return true;
}

// What this process's memory cgroup (v2, or v1's memory controller) and each
// of its ancestors still let it take, the least of them; UINT64_MAX: no limit.
// Beyond it the kernel's OOM killer ends the process, whatever MemAvailable says.
uint64_t cgroupRoom(const std::string& root)
{
    std::ifstream in(root + "proc/self/cgroup");
    std::string line;
    uint64_t room = UINT64_MAX;
    while (std::getline(in, line)) {
        // "0::/path" (v2) or "4:memory:/path" (v1)
        const size_t first = line.find(':');
        const size_t second = first == std::string::npos ? first : line.find(':', first + 1);
        if (second == std::string::npos)
            continue;
        const std::string controllers = "," + line.substr(first + 1, second - first - 1) + ",";
        std::string path = line.substr(second + 1);
        std::string base, limitName, usageName;
        if (controllers == ",," && line.compare(0, first, "0") == 0) {
            base = root + "sys/fs/cgroup";
            limitName = "/memory.max";
            usageName = "/memory.current";
        } else if (controllers.find(",memory,") != std::string::npos) {
            base = root + "sys/fs/cgroup/memory";
            limitName = "/memory.limit_in_bytes";
            usageName = "/memory.usage_in_bytes";
        } else {
            continue;
        }
        while (!path.empty() && path.front() == '/') {
            const std::string dir = base + (path == "/" ? "" : path);
            uint64_t limit = 0, usage = 0;
            if (readCgroupNumber(dir + limitName, limit) && limit != UINT64_MAX
                && readCgroupNumber(dir + usageName, usage))
                room = std::min(room, limit > usage ? limit - usage : 0);
            if (path == "/")
                break;
            path.erase(path.rfind('/'));
            if (path.empty())
                path = "/";
        }
    }
    return room;
}

}  // namespace

Problem checkBufferMemory(const JobSpec& spec, const std::string& root)
{
    // psync has one I/O in flight per job whatever the depth; io_uring a buffer per slot.
    const uint64_t slots = spec.engine == EngineChoice::Sync ? 1 : spec.queueDepth;
    const unsigned __int128 need = (unsigned __int128)spec.jobs * slots * spec.blockSize;
    std::ifstream in(root + "proc/meminfo");
    std::string key;
    uint64_t kib = 0;
    while (in >> key >> kib) {
        if (key == "MemAvailable:")
            break;
        in.ignore(256, '\n');
        kib = 0;
    }
    const unsigned __int128 machine = kib ? (unsigned __int128)kib * 1024 : ~(unsigned __int128)0;
    const uint64_t cgroup = cgroupRoom(root);
    const bool cgroupLimits = cgroup != UINT64_MAX && cgroup < machine;
    const unsigned __int128 available = cgroupLimits ? cgroup : machine;
    if ((kib || cgroupLimits) && need > available / 2) {
        const auto mib = [](unsigned __int128 v) { return std::to_string(uint64_t(v >> 20)) + " MiB"; };
        return Problem::input(formatMessage(cgroupLimits ? messages::kBuffersNeedTooMuchMemoryCgroup
                                                         : messages::kBuffersNeedTooMuchMemory,
                                            {mib(need), std::to_string(spec.jobs), std::to_string(slots),
                                             std::to_string(spec.blockSize), mib(available)}));
    }
    return {};
}

namespace {

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

}  // namespace

JobResult runJob(const JobSpec& spec, const std::vector<Target*>& targets, const std::atomic<bool>& stop,
                 const SampleSink& onSample)
{
    JobResult result;
    result.spec = spec;
    for (const Target* t : targets)
        result.targets.push_back(t->info());

    if (spec.engine == EngineChoice::Fio) {
        result.engine.name = "fio";
        result.error = messages::kFioNotThroughRunJob;
        return result;
    }
    uint32_t shortEvery = 0;
    if (!faultShortIoEvery(shortEvery, result.error))
        return result;
    std::string whyNot;
    const bool uring = spec.engine != EngineChoice::Sync && ioUringAvailable(whyNot);
    if (spec.engine == EngineChoice::IoUring && !uring) {
        result.engine.name = "io_uring";
        result.error = formatMessage(messages::kIoUringAskedButUnavailable, {whyNot});
        return result;
    }
    // Every size an I/O can have, split parts included, must suit every target
    // (Target::open checks the sizes it is given; this catches a spec it was not given).
    for (const Target* t : targets) {
        for (uint64_t bs : spec.blockSizes())
            if (const Problem p = t->checkBlockSize(bs, spec.direct); p) {
                result.error = p.message;
                return result;
            }
        if (const Problem p = t->checkPolling(spec.hipri); p) {
            result.error = p.message;
            return result;
        }
    }

    // A write past RLIMIT_FSIZE (ulimit -f) must come back as EFBIG, a message,
    // not end the process with SIGXFSZ's core dump.
    (void)std::signal(SIGXFSZ, SIG_IGN);  // cannot fail for a valid signal

    // With verify on, the jobs that share a target each get a part of its
    // region of their own: a read of one job never races a write of another to
    // the same bytes (which could show a half-written block, a false
    // mismatch). Within a worker, uring_worker.cpp keeps reads that overlap an
    // in-flight write of its own from being checked.
    const bool verify = spec.verify != VerifyChoice::Off;
    const unsigned nTargets = unsigned(targets.size());
    if (nTargets == 0) {  // validateSpec refuses a spec without one; an empty list is the caller's
        result.error = messages::kNoTarget;
        return result;
    }
    const auto jobsOn = [&](unsigned target) { return (spec.jobs - target + nTargets - 1) / nTargets; };
    const auto sliceOf = [&](const TargetInfo& t, unsigned target) {
        return t.regionSize / jobsOn(target) / spec.blockSize * spec.blockSize;
    };
    if (verify)
        for (unsigned i = 0; i < nTargets; ++i)
            if (const TargetInfo& t = targets[i]->info(); sliceOf(t, i) < spec.blockSize) {
                result.error = formatMessage(messages::kVerifyRegionTooSmallForJobs,
                                             {std::to_string(jobsOn(i)), t.path,
                                              formatMessage(messages::kBytes, {std::to_string(sliceOf(t, i))}),
                                              std::to_string(spec.blockSize)});
                return result;
            }
    const uint64_t generation = verify ? newGeneration() : 0;

    std::atomic<bool> jobStop{false};
    const CpuPlacement placement = choosePlacement(spec, uring, result.targets, allowedCpus(), currentCpu());
    std::vector<std::unique_ptr<Worker>> workers;
    for (unsigned i = 0; i < spec.jobs; ++i) {
        auto w = std::make_unique<Worker>();
        const TargetInfo& t = targets[i % nTargets]->info();
        w->index = i;
        w->targetIndex = i % nTargets;
        w->fd = targets[w->targetIndex]->fd();
        w->targetPath = &targets[w->targetIndex]->info().ioPath;
        w->memAlign = t.dioMemAlign;
        w->shortEvery = shortEvery;
        // The rest of a shortened direct I/O must start at an aligned offset and address.
        w->shortAlign = spec.direct ? std::max({t.dioOffsetAlign, t.dioMemAlign, 512U}) : 1;
        w->spec = &spec;
        w->regionOffset = t.regionOffset;
        w->regionSize = t.regionSize;
        const unsigned onTarget = jobsOn(w->targetIndex);
        if (verify) {
            // Slices are whole multiples of the largest block, so the bounds
            // keep every I/O aligned as it was.
            const uint64_t slice = sliceOf(t, w->targetIndex);
            w->regionOffset = t.regionOffset + slice * (i / nTargets);
            w->regionSize = slice;
            w->firstBlock = 0;
        } else {
            // Workers on one target start their sequential streams spread over its region.
            const uint64_t blocks = t.regionSize / spec.blockSize;
            w->firstBlock = uint64_t((unsigned __int128)blocks * (i / nTargets) / onTarget);
        }
        w->verify = verify;
        w->generation = generation;
        w->rateIops = spec.rateIops;  // per job, as fio's rate_iops
        w->useIoUring = uring;
        w->pinCpu = placement.cpus.empty() ? -1 : int(placement.cpus[i]);
        w->blockSplitIos.assign(spec.blockSplit.size(), 0);
        w->stop = &stop;
        w->jobStop = &jobStop;
        workers.push_back(std::move(w));
    }

    StartGate gate(spec.jobs);
    std::mutex mutex;
    std::condition_variable finishedCv;
    unsigned finished = 0;
    std::vector<std::thread> threads;
    threads.reserve(spec.jobs);
    std::string startFailure;
    for (auto& w : workers) {
        try {
            threads.emplace_back([&, worker = w.get()] {
                if (!pinToAllowedCpus(*worker))
                    gate.arriveAndWait();
                else if (worker->useIoUring)
                    runUringWorker(*worker, gate);
                else
                    runSyncWorker(*worker, gate);
                std::lock_guard lock(mutex);
                ++finished;
                finishedCv.notify_all();
            });
        } catch (const std::system_error& e) {
            // Out of threads (a pids limit, say): run none, and say so.
            startFailure = formatMessage(messages::kCannotStartWorker,
                                         {std::to_string(threads.size() + 1), std::to_string(spec.jobs), e.what()});
            jobStop.store(true);
            gate.ready.count_down(std::ptrdiff_t(spec.jobs - threads.size()));
            std::lock_guard lock(mutex);
            finished += unsigned(spec.jobs - threads.size());
            break;
        }
    }

    DiskWatch disks(result.targets);
    gate.ready.wait();
    const auto interval = uint64_t(spec.interval.count());
    gate.startNs = monotonicNs();
    gate.measureNs = gate.startNs + uint64_t(spec.rampTime.count());
    gate.deadlineNs = spec.runtime.count() > 0 ? gate.measureNs + uint64_t(spec.runtime.count()) : 0;
    gate.open.store(true, std::memory_order_release);
    gate.open.notify_all();

    // Interval snapshots until every worker is done. Each sample goes to the
    // sink one interval late, so that a short tail at the end of the job can
    // still be folded into the last sample instead of showing as a spike.
    DirectionTotals atLastTickRead, atLastTickWrite;  // totals when the last sample ended
    DirectionTotals beforeLastRead, beforeLastWrite;  // totals when it began
    DirectionTotals nowRead, nowWrite;
    LatencyHistogram scratch;
    uint64_t lastTick = gate.measureNs;
    uint64_t beforeLastTick = gate.measureNs;
    uint64_t nextTick = gate.measureNs + interval;
    auto sampleBetween = [&](uint64_t from, uint64_t to, const DirectionTotals& startRead,
                             const DirectionTotals& startWrite) {
        IntervalSample s;
        s.t = double(to - gate.measureNs) / 1e9;
        s.seconds = double(to - from) / 1e9;
        s.read = intervalOf(nowRead, startRead, scratch);
        s.write = intervalOf(nowWrite, startWrite, scratch);
        return s;
    };
    auto takeSample = [&](uint64_t now) {
        collect(workers, nowRead, nowWrite);
        if (onSample && !result.samples.empty())
            onSample(result.samples.back());
        result.samples.push_back(sampleBetween(lastTick, now, atLastTickRead, atLastTickWrite));
        beforeLastRead = atLastTickRead;
        beforeLastWrite = atLastTickWrite;
        atLastTickRead = nowRead;
        atLastTickWrite = nowWrite;
        beforeLastTick = lastTick;
        lastTick = now;
    };
    // A target deleted, replaced or truncated under the run: found at the
    // ticks, it stops the job; its message is the cause the workers' own
    // errors (reads past the new end) may only show the effect of.
    Problem targetProblem;
    auto checkTargets = [&] {
        for (const Target* t : targets)
            if (!targetProblem)
                targetProblem = t->checkStillThere();
        if (targetProblem)
            jobStop.store(true, std::memory_order_relaxed);
    };
    {
        std::unique_lock lock(mutex);
        while (finished < spec.jobs) {
            const uint64_t now = monotonicNs();
            // The devices' counters from the end of the ramp, as the workers' own.
            if (!disks.started() && now >= gate.measureNs)
                disks.start(now);
            if (now >= nextTick) {
                lock.unlock();
                takeSample(now);
                checkTargets();
                lock.lock();
                nextTick += interval;
                if (nextTick <= now)
                    nextTick = now + interval;  // a slow sink: skip, do not pile up
                continue;
            }
            const uint64_t wake = disks.started() ? nextTick : gate.measureNs;
            finishedCv.wait_for(lock, std::chrono::nanoseconds(wake > now ? wake - now : 0));
        }
    }
    for (auto& t : threads)
        t.join();
    result.diskUtil = disks.finish(monotonicNs());

    checkTargets();
    uint64_t endNs = gate.measureNs;
    result.error = startFailure.empty() ? targetProblem.message : startFailure;
    // A worker's own error is the cause; a stall another worker saw while
    // draining after it is only the effect, and a stalled point is kept.
    for (const bool stalls : {false, true})
        for (const auto& w : workers)
            if (result.error.empty() && !w->error.empty() && w->stalled == stalls) {
                result.error = w->error;
                result.stalled = stalls;
            }
    for (const auto& w : workers)
        endNs = std::max(endNs, w->endNs);
    // The tail after the last tick (the drain of in-flight I/Os): its own
    // sample when it is at least half an interval long, else part of the last
    // one, so the samples add up to the totals and no sliver shows as a spike.
    collect(workers, nowRead, nowWrite);
    const bool tailHasIo = nowRead.ios != atLastTickRead.ios || nowWrite.ios != atLastTickWrite.ios
                           || nowRead.bytes != atLastTickRead.bytes || nowWrite.bytes != atLastTickWrite.bytes;
    const uint64_t tailEnd = std::max(endNs, lastTick + 1);
    if (tailHasIo && !result.samples.empty() && tailEnd - lastTick < interval / 2) {
        result.samples.edit().back() = sampleBetween(beforeLastTick, tailEnd, beforeLastRead, beforeLastWrite);
    } else if (tailHasIo || result.samples.empty()) {
        if (onSample && !result.samples.empty())
            onSample(result.samples.back());
        result.samples.push_back(sampleBetween(lastTick, tailEnd, atLastTickRead, atLastTickWrite));
    }
    if (onSample && !result.samples.empty())
        onSample(result.samples.back());
    // A stalled point ends at its last completion: the silence after it was not measured.
    while (result.stalled && result.samples.size() > 1
           && result.samples.back().t - result.samples.back().seconds >= double(endNs - gate.measureNs) / 1e9)
        result.samples.edit().pop_back();

    result.seconds = double(endNs - gate.measureNs) / 1e9;
    result.verify.recorded = verify;
    result.blockSplitIos.assign(spec.blockSplit.size(), 0);
    for (const auto& w : workers) {
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
            totals.seconds = w->endNs > gate.measureNs ? double(w->endNs - gate.measureNs) / 1e9 : 0;
            result.read.merge(r);
            result.write.merge(wr);
            for (size_t part = 0; part < w->blockSplitIos.size(); ++part)
                result.blockSplitIos[part] += w->blockSplitIos[part];
            result.verify.merge(w->verified);
        }
        result.workers.push_back(totals);
    }
    result.engine = combinedEngine(workers);
    result.engine.workerCpus = pinnedCpus(workers);
    if (!uring) {
        result.engine.name = "psync";
        result.engine.fallbackReason = spec.engine == EngineChoice::Sync ? messages::kPsyncAskedFor : whyNot;
    }
    if (shortEvery)  // a result made under fault injection says so
        addReason(result.engine.fallbackReason, formatMessage(messages::kFaultShortIo, {std::to_string(shortEvery)}));
    result.stopped = stop.load() && result.error.empty();
    result.warnings = pointWarnings(result);
    return result;
}

}  // namespace surfio
