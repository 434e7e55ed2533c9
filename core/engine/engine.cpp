#include "engine.h"

#include "io_plan.h"
#include "worker.h"

#include <liburing.h>

#include <algorithm>
#include <condition_variable>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <memory>
#include <mutex>
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
    if (d.ios == 0) {
        into.bytes += d.bytes;  // parts of short I/Os
        return;
    }
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

std::string ioFailure(const Worker& worker, bool read, uint64_t offset, uint64_t length, int err)
{
    const std::string what = std::string(read ? "read" : "write") + " of " + std::to_string(length)
        + " bytes at offset " + std::to_string(offset) + " of " + *worker.targetPath;
    if (err == 0)
        return what + " reached the end of the target";
    if (err == ENOSPC)
        return "no space left on device: " + what + " failed";
    return what + " failed: " + errorText(err);
}

bool ioUringAvailable(std::string& why)
{
    if (const char* off = std::getenv("SURFIO_DISABLE_IO_URING"); off && *off && std::strcmp(off, "0") != 0) {
        why = "io_uring disabled by SURFIO_DISABLE_IO_URING";
        return false;
    }
    io_uring ring;
    const int ret = io_uring_queue_init(2, &ring, 0);
    if (ret == 0) {
        io_uring_queue_exit(&ring);
        return true;
    }
    why = "io_uring_setup failed: " + errorText(-ret);
    if (ret == -ENOSYS)
        why += " (the kernel has no io_uring)";
    else if (ret == -EPERM)
        why += " (disabled by kernel.io_uring_disabled or a seccomp filter, e.g. a container's)";
    return false;
}

Problem checkBufferMemory(const JobSpec& spec)
{
    const unsigned __int128 need = (unsigned __int128)spec.jobs * spec.queueDepth * spec.blockSize;
    std::ifstream in("/proc/meminfo");
    std::string key;
    uint64_t kib = 0;
    while (in >> key >> kib) {
        if (key == "MemAvailable:")
            break;
        in.ignore(256, '\n');
        kib = 0;
    }
    const unsigned __int128 available = (unsigned __int128)kib * 1024;
    if (kib && need > available / 2) {
        const auto mib = [](unsigned __int128 v) { return std::to_string(uint64_t(v >> 20)) + " MiB"; };
        return Problem::input("the I/O buffers need " + mib(need) + " (numjobs " + std::to_string(spec.jobs)
                              + " x iodepth " + std::to_string(spec.queueDepth) + " x bs "
                              + std::to_string(spec.blockSize) + ") but only " + mib(available)
                              + " of memory is available, and Surfio uses at most half: lower --iodepth, --numjobs or --bs");
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

} // namespace

JobResult runJob(const JobSpec& spec, const std::vector<Target*>& targets, const std::atomic<bool>& stop,
                 const SampleSink& onSample)
{
    JobResult result;
    result.spec = spec;
    for (const Target* t : targets)
        result.targets.push_back(t->info());

    std::string whyNot;
    const bool uring = spec.engine != EngineChoice::Sync && ioUringAvailable(whyNot);
    if (spec.engine == EngineChoice::IoUring && !uring) {
        result.engine.name = "io_uring";
        result.error = "the io_uring engine was asked for but cannot run here: " + whyNot;
        return result;
    }

    std::atomic<bool> jobStop{false};
    std::vector<std::unique_ptr<Worker>> workers;
    const unsigned nTargets = unsigned(targets.size());
    for (unsigned i = 0; i < spec.jobs; ++i) {
        auto w = std::make_unique<Worker>();
        const TargetInfo& t = targets[i % nTargets]->info();
        w->index = i;
        w->targetIndex = i % nTargets;
        w->fd = targets[w->targetIndex]->fd();
        w->targetPath = &targets[w->targetIndex]->info().ioPath;
        w->memAlign = t.dioMemAlign;
        w->spec = &spec;
        w->regionOffset = t.regionOffset;
        w->regionSize = t.regionSize;
        // Workers on one target start their sequential streams spread over its region.
        const unsigned onTarget = (spec.jobs - w->targetIndex + nTargets - 1) / nTargets;
        const uint64_t blocks = t.regionSize / spec.blockSize;
        w->firstBlock = uint64_t((unsigned __int128)blocks * (i / nTargets) / onTarget);
        w->rateIops = spec.rateIops ? spec.rateIops / spec.jobs + (i < spec.rateIops % spec.jobs ? 1 : 0) : 0;
        w->useIoUring = uring;
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
    for (auto& w : workers) {
        threads.emplace_back([&, worker = w.get()] {
            if (worker->useIoUring)
                runUringWorker(*worker, gate);
            else
                runSyncWorker(*worker, gate);
            std::lock_guard lock(mutex);
            ++finished;
            finishedCv.notify_all();
        });
    }

    gate.ready.wait();
    const auto interval = uint64_t(spec.interval.count());
    gate.startNs = monotonicNs();
    gate.measureNs = gate.startNs + uint64_t(spec.rampTime.count());
    gate.deadlineNs = spec.runtime.count() > 0 ? gate.measureNs + uint64_t(spec.runtime.count()) : 0;
    gate.open.store(true, std::memory_order_release);
    gate.open.notify_all();

    // Interval snapshots until every worker is done.
    DirectionTotals prevRead, prevWrite, curRead, curWrite;
    LatencyHistogram scratch;
    uint64_t lastTick = gate.measureNs;
    uint64_t nextTick = gate.measureNs + interval;
    auto takeSample = [&](uint64_t now) {
        collect(workers, curRead, curWrite);
        IntervalSample s;
        s.t = double(now - gate.measureNs) / 1e9;
        s.seconds = double(now - lastTick) / 1e9;
        s.read = intervalOf(curRead, prevRead, scratch);
        s.write = intervalOf(curWrite, prevWrite, scratch);
        std::swap(prevRead, curRead);
        std::swap(prevWrite, curWrite);
        lastTick = now;
        result.samples.push_back(s);
        if (onSample)
            onSample(s);
    };
    {
        std::unique_lock lock(mutex);
        while (finished < spec.jobs) {
            const uint64_t now = monotonicNs();
            if (now >= nextTick) {
                lock.unlock();
                takeSample(now);
                lock.lock();
                nextTick += interval;
                if (nextTick <= now)
                    nextTick = now + interval;  // a slow sink: skip, do not pile up
                continue;
            }
            finishedCv.wait_for(lock, std::chrono::nanoseconds(nextTick - now));
        }
    }
    for (auto& t : threads)
        t.join();

    uint64_t endNs = gate.measureNs;
    for (const auto& w : workers) {
        endNs = std::max(endNs, w->endNs);
        if (result.error.empty() && !w->error.empty())
            result.error = w->error;
    }
    // The tail after the last tick gets its own sample when it holds any I/O,
    // however short, so the samples add up to the totals.
    collect(workers, curRead, curWrite);
    if (curRead.ios != prevRead.ios || curWrite.ios != prevWrite.ios || curRead.bytes != prevRead.bytes
        || curWrite.bytes != prevWrite.bytes || result.samples.empty())
        takeSample(std::max(endNs, lastTick + 1));

    result.seconds = double(endNs - gate.measureNs) / 1e9;
    for (const auto& w : workers) {
        WorkerTotals totals;
        totals.index = w->index;
        totals.target = w->targetIndex;
        totals.maxInFlight = w->maxInFlight;
        if (w->measuring.load(std::memory_order_acquire)) {
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
        }
        result.workers.push_back(totals);
    }
    result.engine = workers.front()->engine;
    if (!uring) {
        result.engine.name = "psync";
        result.engine.fallbackReason = spec.engine == EngineChoice::Sync ? "psync asked for" : whyNot;
    }
    result.stopped = stop.load() && result.error.empty();
    return result;
}

} // namespace surfio
