#pragma once

// What the engine and its worker threads share. Internal to core/engine.

#include "core/engine/io_plan.h"
#include "core/engine/job_result.h"
#include "core/engine/latency_histogram.h"
#include "core/engine/problem.h"
#include "core/engine/verify.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstring>
#include <ctime>
#include <latch>
#include <string>
#include <sys/resource.h>
#include <vector>

namespace surfio {

inline uint64_t monotonicNs()
{
    timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return uint64_t(ts.tv_sec) * 1'000'000'000ULL + uint64_t(ts.tv_nsec);
}

// One direction's counters, written by its worker only (relaxed load + store,
// no locked instructions), read by the snapshot thread at any time.
struct SharedDirection {
    std::atomic<uint64_t> ios{0};
    std::atomic<uint64_t> bytes{0};
    std::atomic<uint64_t> latSumNs{0};
    std::atomic<double> latSumSqNs{0};
    std::atomic<uint64_t> latMinNs{UINT64_MAX};
    std::atomic<uint64_t> latMaxNs{0};
    SharedLatencyHistogram histogram;

    void account(uint64_t bytesDone, uint64_t latNs)
    {
        constexpr auto r = std::memory_order_relaxed;
        ios.store(ios.load(r) + 1, r);
        bytes.store(bytes.load(r) + bytesDone, r);
        latSumNs.store(latSumNs.load(r) + latNs, r);
        latSumSqNs.store(latSumSqNs.load(r) + double(latNs) * double(latNs), r);
        if (latNs < latMinNs.load(r))
            latMinNs.store(latNs, r);
        if (latNs > latMaxNs.load(r))
            latMaxNs.store(latNs, r);
        histogram.add(latNs);
    }
    void addBytesOnly(uint64_t bytesDone)  // what a short I/O did before its rest failed
    {
        bytes.store(bytes.load(std::memory_order_relaxed) + bytesDone, std::memory_order_relaxed);
    }
    void reset();
    void addTo(DirectionTotals& into) const;
};

// Everything one worker thread needs, and what it reports back. The engine
// owns these; a worker touches only its own.
struct Worker {
    // Set up by the engine before the thread starts.
    unsigned index = 0;
    unsigned targetIndex = 0;
    int fd = -1;
    uint32_t memAlign = 0;  // direct-I/O buffer alignment of the target
    // Fault injection, SURFIO_FAULT_SHORT_IO=N (engine.cpp): every N-th I/O is
    // first submitted at half its length, a multiple of shortAlign, so that the
    // kernel really completes it short and the worker's own short-completion
    // path issues the rest. 0: off, one predictable branch per I/O.
    uint32_t shortEvery = 0;
    uint32_t shortAlign = 1;
    const std::string* targetPath = nullptr;  // the file actually opened
    const JobSpec* spec = nullptr;
    uint64_t regionOffset = 0;
    uint64_t regionSize = 0;
    uint64_t firstBlock = 0;                  // where sequential streams start
    uint64_t rateIops = 0;                    // this worker's share of the cap
    uint64_t generation = 0;                  // what this job's writes carry in their verify headers
    const std::atomic<bool>* stop = nullptr;  // the caller's stop request
    std::atomic<bool>* jobStop = nullptr;     // set when any worker fails
    bool verify = false;                      // spec.verify is on: stamp writes, check reads
    bool useIoUring = true;
    // Surfio's own placement (cpu_placement.h): the one CPU this worker is to
    // run on once its ring is ready, -1: none.
    int pinCpu = -1;

    // Shared with the snapshot thread.
    SharedDirection read, write;
    std::atomic<bool> measuring{false};  // ramp is over and counters were reset

    // Written by the worker, read after join.
    EngineInfo engine;
    std::string error;
    uint64_t endNs = 0;
    uint64_t reissued = 0;       // remainders of short completions issued again (measured part)
    JobResult::Verify verified;  // verify: the measured reads checked and skipped
    uint32_t maxInFlight = 0;
    int pinnedCpu = -1;  // where pinForHandOff kept it; -1: not pinned (refused, psync, none chosen)
    // Measured I/Os per part of the split (empty without one). Written by the
    // worker only, read after join: the samples do not need them.
    std::vector<uint64_t> blockSplitIos;
    // The thread's own CPU time (RUSAGE_THREAD) when it began measuring, and
    // then what it used until its end.
    rusage cpuAtStart{};
    uint64_t cpuFromNs = 0;
    CpuUse cpu;

    bool stopRequested() const
    {
        return stop->load(std::memory_order_relaxed) || jobStop->load(std::memory_order_relaxed);
    }
    void fail(std::string message)
    {
        error = std::move(message);
        jobStop->store(true, std::memory_order_relaxed);
    }
    // In-flight I/Os stopped completing at the end: the job fails, and keeps
    // what it measured until then.
    void failStalled(std::string message)
    {
        stalled = true;
        fail(std::move(message));
    }
    bool stalled = false;
};

// Drain by progress: at the end, in-flight I/Os get as long as they need
// while completions keep coming; only this long without any (or four times
// the longest gap the device showed, when longer) counts as not responding.
constexpr uint64_t kStallNs = 5'000'000'000ULL;
// One long gap (a process stopped with Ctrl-Z, say) must not stretch the limit without end.
constexpr uint64_t kLongestStallNs = 60'000'000'000ULL;

// Pins the calling worker thread to spec.cpusAllowed (fio's cpus_allowed);
// false with w's error set when the kernel refuses.
bool pinToAllowedCpus(Worker& w);

// Keeps an io_uring worker whose ring is ready on the CPU Surfio's placement
// chose for it (w.pinCpu, cpu_placement.h). A refusal is no failure: the
// worker runs where the scheduler puts it and its engine's fallbackReason
// says why. w.pinnedCpu says where it was kept.
void pinForHandOff(Worker& w);

// Workers set up (ring, buffers) before the clock starts: each arrives at the
// gate when ready and waits; the engine then fills in the clock and opens it.
// All times are CLOCK_MONOTONIC; deadlineNs 0: none (byte total only).
struct StartGate {
    explicit StartGate(std::ptrdiff_t workers)
        : ready(workers)
    {
    }
    std::latch ready;
    std::atomic<bool> open{false};
    uint64_t startNs = 0;
    uint64_t measureNs = 0;  // start + ramp
    uint64_t deadlineNs = 0;

    void arriveAndWait()
    {
        ready.count_down();
        open.wait(false, std::memory_order_acquire);
    }
};

// At the end of the ramp: zero the counters (the worker is their only writer)
// and start counting. True at that moment, once.
inline bool startMeasuringIfDue(Worker& w, const StartGate& gate, uint64_t now)
{
    if (w.measuring.load(std::memory_order_relaxed) || now < gate.measureNs)
        return false;
    w.read.reset();
    w.write.reset();
    std::fill(w.blockSplitIos.begin(), w.blockSplitIos.end(), 0);
    w.reissued = 0;
    w.verified = {};
    getrusage(RUSAGE_THREAD, &w.cpuAtStart);  // the calling thread is the worker's own
    w.cpuFromNs = now;
    w.measuring.store(true, std::memory_order_release);
    return true;
}

// Whether the job is over for a worker: a stop request, a failure of any
// worker, the runtime or the byte total reached. Both loops ask it.
inline bool endDue(const Worker& w, const StartGate& gate, uint64_t now, uint64_t issuedBytes)
{
    return w.stopRequested() || (gate.deadlineNs && now >= gate.deadlineNs)
           || (w.spec->byteTotal && issuedBytes >= w.spec->byteTotal);
}

inline double timevalSeconds(const timeval& t)
{
    return double(t.tv_sec) + double(t.tv_usec) / 1e6;
}

// What a thread used between two of its own getrusage(RUSAGE_THREAD)s.
inline CpuUse cpuBetween(const rusage& from, const rusage& to, uint64_t spanNs)
{
    CpuUse c;
    c.seconds = double(spanNs) / 1e9;
    c.userSeconds = timevalSeconds(to.ru_utime) - timevalSeconds(from.ru_utime);
    c.systemSeconds = timevalSeconds(to.ru_stime) - timevalSeconds(from.ru_stime);
    c.contextSwitches = uint64_t(to.ru_nvcsw + to.ru_nivcsw - from.ru_nvcsw - from.ru_nivcsw);
    return c;
}

// When a worker's loop ends, at `now`: what the worker records of its own
// end (both loops call it, once, on the worker's thread).
inline void finishWorker(Worker& w, uint64_t now)
{
    w.endNs = now;
    if (!w.measuring.load(std::memory_order_relaxed))
        return;  // ended in its ramp: nothing measured
    rusage end{};
    getrusage(RUSAGE_THREAD, &end);
    // A stalled worker ends at its last completion, which can lie before it began measuring.
    w.cpu = cpuBetween(w.cpuAtStart, end, now > w.cpuFromNs ? now - w.cpuFromNs : 0);
}

// A worker's plan: IoPlan for one block size, SplitIoPlan for a bssplit.
// Sequential streams of a split start where the single-size ones would.
template <class Plan> Plan planFor(const Worker& w)
{
    const JobSpec& spec = *w.spec;
    const uint64_t seed = spec.seed * 0x9e3779b97f4a7c15ULL + w.index;
    if constexpr (Plan::kSplit)
        return Plan(w.regionOffset, w.regionSize, spec.blockSplit, spec.effectiveReadPercent(),
                    spec.effectiveRandomPercent(), seed, w.firstBlock * spec.blockSize);
    else
        return Plan(w.regionOffset, w.regionSize, spec.blockSize, spec.effectiveReadPercent(),
                    spec.effectiveRandomPercent(), seed, w.firstBlock);
}

// The two worker loops; each returns when the job ends, with problems in
// worker.error.
void runUringWorker(Worker& worker, StartGate& gate);
void runSyncWorker(Worker& worker, StartGate& gate);

// Honest buffers: incompressible bytes.
void fillRandom(void* data, size_t size, uint64_t seed);

// Before each write: the offset and a sequence number into every 512-byte
// sector, so no two written sectors are alike (dedup would flatter writes),
// as fio's scramble_buffers does.
inline void stampWrite(char* block, uint64_t size, uint64_t offset, uint64_t sequence)
{
    for (uint64_t at = 0; at + 16 <= size; at += 512) {
        const uint64_t stamp[2] = {offset + at, sequence};
        std::memcpy(block + at, stamp, sizeof stamp);
    }
}

// Under SURFIO_FAULT_SHORT_IO: what to submit first of an I/O of length
// bytes, when its turn has come: half of it, rounded down to align (the
// target's direct-I/O alignment); all of it when half would round to 0.
inline uint64_t faultShortLength(uint64_t length, uint32_t align)
{
    const uint64_t half = length / 2 / align * align;
    return half ? half : length;
}

// "read of 4096 bytes at offset 123 of /x failed: No space left on device";
// done > 0: the I/O came back short after done bytes and its rest failed.
std::string ioFailure(const Worker& worker, bool read, uint64_t offset, uint64_t length, int err, uint64_t done = 0);

}  // namespace surfio
