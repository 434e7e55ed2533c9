// The fallback worker for when io_uring cannot be set up: one pread/pwrite at
// a time per thread, so the queue depth is always 1.

#include "core/engine/io_plan.h"
#include "core/engine/message_text.h"
#include "core/engine/worker.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <unistd.h>

namespace surfio {

namespace {

// The worker, for one block size (IoPlan) or a block-size split (SplitIoPlan);
// the split's extra steps are compiled into its instance only.
template <class Plan> void runSync(Worker& w, StartGate& clock)
{
    const JobSpec& spec = *w.spec;
    const uint64_t bs = spec.blockSize;
    w.engine.name = "psync";

    void* raw = nullptr;
    if (posix_memalign(&raw, 4096, bs) != 0) {
        w.fail(formatMessage(messages::kCannotAllocateIoBuffer, {std::to_string(bs)}));
        clock.arriveAndWait();
        return;
    }
    std::unique_ptr<char, decltype(&std::free)> buffer(static_cast<char*>(raw), &std::free);
    fillRandom(buffer.get(), bs, spec.seed + w.index);

    Plan plan = planFor<Plan>(w);
    uint64_t* const splitIos = w.blockSplitIos.data();
    const uint64_t rateGapNs = w.rateIops ? 1'000'000'000ULL / w.rateIops : 0;
    uint64_t issuedBytes = 0;
    uint64_t writeCount = 0;
    const uint32_t shortEvery = w.shortEvery;
    uint32_t sinceShort = 0;
    clock.arriveAndWait();
    uint64_t nextIssueNs = clock.startNs;  // the engine sets it as it opens the gate
    uint64_t now = monotonicNs();

    while (true) {
        if (startMeasuringIfDue(w, clock, now))
            issuedBytes = 0;  // a byte total counts from the end of the ramp
        if (endDue(w, clock, now, issuedBytes))
            break;
        if (rateGapNs && nextIssueNs > now) {
            const uint64_t gap = std::min<uint64_t>(nextIssueNs - now, 100'000'000);
            timespec ts{time_t(gap / 1'000'000'000ULL), long(gap % 1'000'000'000ULL)};
            nanosleep(&ts, nullptr);
            now = monotonicNs();
            continue;
        }
        nextIssueNs = std::max<uint64_t>(nextIssueNs + rateGapNs, now > 1'000'000'000ULL ? now - 1'000'000'000ULL : 0);

        const typename Plan::Io io = plan.next();
        uint64_t len = bs;
        if constexpr (Plan::kSplit)
            len = io.size;
        // One I/O at a time and a region of its own (engine.cpp): nothing races a read.
        if (w.verify) {
            if (!io.read)
                stampVerified(buffer.get(), len, io.offset, w.generation);
        } else if (!io.read) {
            stampWrite(buffer.get(), len, io.offset, ++writeCount);
        }
        issuedBytes += len;
        uint64_t ask = len;  // of the first call
        if (shortEvery && ++sinceShort == shortEvery) [[unlikely]] {
            sinceShort = 0;
            ask = faultShortLength(len, w.shortAlign);
        }
        // A short call is followed by one for the rest; the I/O counts once, when
        // whole, with all its bytes and its latency from the first call.
        const uint64_t issueNs = monotonicNs();
        uint64_t done = 0;
        while (done < len) {
            const ssize_t n = io.read ? pread(w.fd, buffer.get() + done, ask, off_t(io.offset + done))
                                      : pwrite(w.fd, buffer.get() + done, ask, off_t(io.offset + done));
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0) {
                w.fail(ioFailure(w, io.read, io.offset, len, n < 0 ? errno : 0, done));
                break;
            }
            done += uint64_t(n);
            ask = len - done;
            if (done < len) [[unlikely]]
                ++w.reissued;
        }
        now = monotonicNs();
        SharedDirection& dir = io.read ? w.read : w.write;
        if (done < len) {
            dir.addBytesOnly(done);  // the bytes done count, the I/O does not
            break;
        }
        if (w.verify && io.read) {
            if (const auto bad = checkVerified(buffer.get(), len, io.offset)) {
                w.fail(verifyFailure(*w.targetPath, *bad));
                break;
            }
            ++w.verified.checkedReads;  // one I/O at a time: none is ever skipped
            w.verified.checkedBytes += len;
        }
        dir.account(len, now - issueNs);
        if constexpr (Plan::kSplit)
            ++splitIos[io.part];
    }
    finishWorker(w, now);
    w.maxInFlight = 1;
}

}  // namespace

void runSyncWorker(Worker& w, StartGate& clock)
{
    if (w.spec->blockSplit.empty())
        runSync<IoPlan>(w, clock);
    else
        runSync<SplitIoPlan>(w, clock);
}

}  // namespace surfio
