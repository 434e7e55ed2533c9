// The io_uring worker loop: prepare a batch, one submit-and-wait, reap every
// completion, account. Setup and its fallbacks sit apart from the loop.

#include "io_plan.h"
#include "message_text.h"
#include "worker.h"

#include <liburing.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <optional>
#include <sys/mman.h>
#include <utility>
#include <vector>

namespace surfio {

namespace {

constexpr unsigned kMaxSqEntries = 32768;   // IORING_MAX_ENTRIES
constexpr uint64_t kMaxIovec = 1ULL << 30;  // a registered buffer is at most 1 GiB
constexpr uint64_t kWaitNs = 100'000'000;   // bounds how long a stop request waits
// user_data of the ring's own periodic timeout: it wakes a wait every kWaitNs
// so a stop request is seen even when no I/O completes, without the cost of a
// timed wait (an hrtimer armed per io_uring_enter) on every loop.
constexpr uint64_t kTickTag = UINT64_MAX;
constexpr uint64_t kDrainLimitNs = 5'000'000'000ULL;  // in-flight I/Os get this long after the end

struct FlagSet {
    unsigned flags;
    const char* names;
};

// Tried in order; a kernel that does not know a flag answers EINVAL.
constexpr FlagSet kFlagChain[] = {
    {IORING_SETUP_SINGLE_ISSUER | IORING_SETUP_DEFER_TASKRUN | IORING_SETUP_COOP_TASKRUN,
     "SINGLE_ISSUER|DEFER_TASKRUN|COOP_TASKRUN"},
    {IORING_SETUP_SINGLE_ISSUER | IORING_SETUP_COOP_TASKRUN, "SINGLE_ISSUER|COOP_TASKRUN"},
    {IORING_SETUP_COOP_TASKRUN, "COOP_TASKRUN"},
    {0, ""},
};

// One slot per possible in-flight I/O; user_data is the slot's index.
struct Slot {
    uint64_t issueNs;
    uint64_t offset;     // of the whole I/O
    uint32_t done;       // bytes done so far (short completions)
    bool read;
    uint8_t part;        // of the block-size split; 0 without one
    bool check;          // verify: a read no write of this worker overlapped while in flight
    uint32_t writeMarks[2];  // verify, reads: the write counts of its two buckets at issue
};

// Verify, within one worker: a read must not be checked when a write of the
// same worker to any of its bytes was in flight at any time during the read,
// since the read may then see a half-written block (page-cache copies and
// loop devices copy bytes, not whole sectors). The region is cut into chunks
// of the largest block, so an I/O touches at most two; each chunk hashes to a
// bucket that counts the writes in flight on it and the writes ever issued
// on it. A read is checked when, at its issue, no write was in flight in its
// buckets and, at its completion, none was issued there since. Collisions
// only leave a read unchecked, never a mismatch unreported; I/Os are
// still issued exactly as without verify. fio checks no read of a mixed job
// at all (only reads of read-only jobs and of its verify phase); this checks
// all but the overlapping ones.
// A bucket per chunk of the region when it has few enough (no collisions at
// all), else 256 per I/O in flight up to 65536 (512 KiB), where a read
// collides with a write elsewhere about once in 256 / (writes in flight and
// issued during it). With 4 per I/O in flight, a 4k randrw at QD16 left 16 %
// of its reads unchecked, mostly collisions.
class WriteOverlap {
public:
    static constexpr size_t kMinBuckets = 64;
    static constexpr size_t kMaxBuckets = 65536;

    WriteOverlap(unsigned depth, uint64_t chunk, uint64_t regionOffset, uint64_t regionSize)
        : chunk_(chunk)
    {
        const uint64_t chunks = regionSize == 0 ? 1 : (regionOffset + regionSize - 1) / chunk - regionOffset / chunk + 1;
        const uint64_t wanted = std::min<uint64_t>(chunks, std::clamp<uint64_t>(256 * uint64_t(depth), kMinBuckets, kMaxBuckets));
        size_t buckets = kMinBuckets;
        while (buckets < wanted)
            buckets *= 2;
        mask_ = buckets - 1;
        inFlight_.assign(buckets, 0);
        issued_.assign(buckets, 0);
    }
    void writeIssued(uint64_t offset, uint64_t length)
    {
        const auto [a, b] = buckets(offset, length);
        ++inFlight_[a], ++issued_[a];
        if (b != a)
            ++inFlight_[b], ++issued_[b];
    }
    void writeDone(uint64_t offset, uint64_t length)
    {
        const auto [a, b] = buckets(offset, length);
        --inFlight_[a];
        if (b != a)
            --inFlight_[b];
    }
    // At a read's issue: whether it can be checked, and the marks to compare at its end.
    bool readIssued(uint64_t offset, uint64_t length, uint32_t marks[2]) const
    {
        const auto [a, b] = buckets(offset, length);
        marks[0] = issued_[a];
        marks[1] = issued_[b];
        return inFlight_[a] == 0 && inFlight_[b] == 0;
    }
    bool untouchedSince(uint64_t offset, uint64_t length, const uint32_t marks[2]) const
    {
        const auto [a, b] = buckets(offset, length);
        return issued_[a] == marks[0] && issued_[b] == marks[1];
    }

private:
    std::pair<size_t, size_t> buckets(uint64_t offset, uint64_t length) const
    {
        return {size_t(offset / chunk_) & mask_, size_t((offset + length - 1) / chunk_) & mask_};
    }
    uint64_t chunk_;
    size_t mask_ = 0;
    std::vector<uint32_t> inFlight_;
    std::vector<uint32_t> issued_;
};

struct Buffers {
    void* base = MAP_FAILED;
    size_t size = 0;
    ~Buffers()
    {
        if (base != MAP_FAILED)
            munmap(base, size);
    }
};

int createRing(io_uring& ring, unsigned depth, EngineInfo& info)
{
    const unsigned sq = std::min(depth + 1, kMaxSqEntries);  // +1: the tick
    int ret = -EINVAL;
    for (const FlagSet& set : kFlagChain) {
        io_uring_params params{};
        params.flags = set.flags | IORING_SETUP_CQSIZE;
        params.cq_entries = std::min(std::max(sq * 2, depth + 1), 2 * kMaxSqEntries);  // +1: the tick
        ret = io_uring_queue_init_params(sq, &ring, &params);
        if (ret == 0) {
            info.ringFlags = params.flags;
            info.ringFlagNames = std::string(set.names) + (*set.names ? "|" : "") + "CQSIZE";
            return 0;
        }
        if (ret != -EINVAL)
            return ret;
        addReason(info.fallbackReason, *set.names ? formatMessage(messages::kRingFlagsRefused, {set.names})
                                                  : std::string(messages::kRingWithoutFlagsRefused));
    }
    return ret;
}

// Slots are sub-ranges of one mapping, registered as few iovecs of at most
// 1 GiB each; slot i lives in iovec i / slotsPerIovec.
bool registerBuffers(io_uring& ring, const Buffers& buffers, uint64_t stride, unsigned depth,
                     unsigned& slotsPerIovec, EngineInfo& info)
{
    slotsPerIovec = unsigned(std::min<uint64_t>(depth, kMaxIovec / stride));
    std::vector<iovec> iovecs;
    for (unsigned first = 0; first < depth; first += slotsPerIovec) {
        const unsigned count = std::min(slotsPerIovec, depth - first);
        iovecs.push_back({static_cast<char*>(buffers.base) + uint64_t(first) * stride,
                          size_t(count) * stride});
    }
    const int ret = io_uring_register_buffers(&ring, iovecs.data(), unsigned(iovecs.size()));
    if (ret == 0)
        return true;
    addReason(info.fallbackReason,
              formatMessage(ret == -ENOMEM ? messages::kBuffersNotRegisteredMemlock : messages::kBuffersNotRegistered,
                            {errorText(-ret)}));
    return false;
}

// The worker, for one block size (IoPlan) or a block-size split (SplitIoPlan);
// the split's extra steps are compiled into its instance only.
template <class Plan>
void runRing(Worker& w, StartGate& clock)
{
    const JobSpec& spec = *w.spec;
    const unsigned depth = spec.queueDepth;
    const uint64_t bs = spec.blockSize;
    // Slots start at multiples of the target's memory alignment for direct I/O.
    const uint64_t align = std::max<uint64_t>(w.memAlign, 64);
    const uint64_t stride = (bs + align - 1) / align * align;

    w.engine.name = "io_uring";
    io_uring ring;
    if (int ret = createRing(ring, depth, w.engine); ret < 0) {
        const std::string why = formatMessage(ret == -ENOMEM ? messages::kCannotCreateRingMemory
                                                             : messages::kCannotCreateRing,
                                              {std::to_string(depth), errorText(-ret)});
        if (spec.engine == EngineChoice::Auto) {
            runSyncWorker(w, clock);
            w.engine.fallbackReason = why;
            return;
        }
        w.fail(formatMessage(messages::kRingAdvice, {why}));
        clock.arriveAndWait();
        return;
    }
    io_uring_register_ring_fd(&ring);  // optional: saves an fd lookup per enter

    Buffers buffers;
    buffers.size = size_t(depth) * stride;
    buffers.base = mmap(nullptr, buffers.size, PROT_READ | PROT_WRITE,
                        MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
    if (buffers.base == MAP_FAILED) {
        w.fail(formatMessage(messages::kCannotMapBuffers, {std::to_string(buffers.size), errorText(errno)}));
        io_uring_queue_exit(&ring);
        clock.arriveAndWait();
        return;
    }
    fillRandom(buffers.base, buffers.size, spec.seed + w.index);
    unsigned slotsPerIovec = 1;
    const bool fixedBuffers = registerBuffers(ring, buffers, stride, depth, slotsPerIovec, w.engine);
    w.engine.registeredBuffers = fixedBuffers;
    const bool fixedFile = io_uring_register_files(&ring, &w.fd, 1) == 0;
    w.engine.registeredFiles = fixedFile;

    std::vector<Slot> slots(depth);
    std::vector<uint32_t> freeSlots(depth);
    std::vector<uint32_t> fresh(depth);  // slots prepared this round, stamped before the enter
    for (unsigned i = 0; i < depth; ++i)
        freeSlots[i] = depth - 1 - i;
    unsigned freeCount = depth;

    Plan plan = planFor<Plan>(w);
    uint64_t* const splitIos = w.blockSplitIos.data();
    const uint64_t rateGapNs = w.rateIops ? 1'000'000'000ULL / w.rateIops : 0;
    uint64_t issuedBytes = 0;
    uint64_t writeCount = 0;
    const bool verify = w.verify;
    WriteOverlap overlap(verify ? depth : 0, bs, w.regionOffset, w.regionSize);
    const uint32_t shortEvery = w.shortEvery;
    uint32_t sinceShort = 0;
    unsigned inFlight = 0;
    unsigned maxInFlight = 0;
    bool draining = false;
    uint64_t drainStartNs = 0;
    char* const base = static_cast<char*>(buffers.base);
    const int fileRef = fixedFile ? 0 : w.fd;

    // The length of a slot's whole I/O (bs by value: one load in prepare, as before splits).
    auto sizeOf = [bs, &plan](const Slot& slot) -> uint64_t {
        if constexpr (Plan::kSplit) {
            (void)bs;  // each plan uses one of the two captures
            return plan.partSize(slot.part);
        } else {
            (void)plan;
            return bs;
        }
    };
    // Prepares length bytes of a slot's I/O from where it stands (slot.done).
    auto prepare = [&](uint32_t s, uint64_t length) -> bool {
        io_uring_sqe* sqe = io_uring_get_sqe(&ring);
        if (!sqe)
            return false;
        const Slot& slot = slots[s];
        char* buf = base + uint64_t(s) * stride + slot.done;
        const uint64_t offset = slot.offset + slot.done;
        const auto len = unsigned(length);
        const int bufIndex = int(s / slotsPerIovec);
        if (slot.read) {
            if (fixedBuffers)
                io_uring_prep_read_fixed(sqe, fileRef, buf, len, offset, bufIndex);
            else
                io_uring_prep_read(sqe, fileRef, buf, len, offset);
        } else {
            if (fixedBuffers)
                io_uring_prep_write_fixed(sqe, fileRef, buf, len, offset, bufIndex);
            else
                io_uring_prep_write(sqe, fileRef, buf, len, offset);
        }
        if (fixedFile)
            sqe->flags |= IOSQE_FIXED_FILE;
        io_uring_sqe_set_data64(sqe, s);
        return true;
    };

    // Verify, a whole read just completed: checks it unless a write of this
    // worker overlapped it in flight, and counts which it was. False on a
    // mismatch, found in `mismatch`.
    std::optional<VerifyMismatch> mismatch;
    auto checkRead = [&](const Slot& slot, uint32_t s) -> bool {
        const uint64_t len = sizeOf(slot);
        if (!slot.check || !overlap.untouchedSince(slot.offset, len, slot.writeMarks)) {
            ++w.verified.skippedReads;
            return true;
        }
        mismatch = checkVerified(base + uint64_t(s) * stride, len, slot.offset);
        if (mismatch)
            return false;
        ++w.verified.checkedReads;
        w.verified.checkedBytes += len;
        return true;
    };

    const __kernel_timespec tick{0, long(kWaitNs)};
    auto armTick = [&] {
        io_uring_sqe* sqe = io_uring_get_sqe(&ring);
        io_uring_prep_timeout(sqe, const_cast<__kernel_timespec*>(&tick), 0, 0);
        io_uring_sqe_set_data64(sqe, kTickTag);
    };
    armTick();

    clock.arriveAndWait();
    uint64_t nextIssueNs = clock.startNs;  // the engine sets it as it opens the gate
    uint64_t now = monotonicNs();
    // No new I/O from now on; those in flight get kDrainLimitNs to come back.
    auto startDrain = [&] {
        if (!draining)
            drainStartNs = now;
        draining = true;
    };
    while (true) {
        if (startMeasuringIfDue(w, clock, now))
            issuedBytes = 0;  // a byte total counts from the end of the ramp
        if (w.stopRequested() || (clock.deadlineNs && now >= clock.deadlineNs)
            || (spec.byteTotal && issuedBytes >= spec.byteTotal))
            startDrain();
        if (draining && inFlight > 0 && now - drainStartNs > kDrainLimitNs) {
            // A device that stopped answering must not hold the run forever. An
            // error that started the drain stays the message: it is the cause.
            if (w.error.empty())
                w.fail(formatMessage(messages::kDeviceNotResponding,
                                     {std::to_string(inFlight), *w.targetPath,
                                      std::to_string(kDrainLimitNs / 1'000'000'000ULL)}));
            break;
        }

        unsigned prepared = 0;
        while (!draining && freeCount > 0 && (!rateGapNs || nextIssueNs <= now)
               && !(spec.byteTotal && issuedBytes >= spec.byteTotal) && io_uring_sq_space_left(&ring) > 0) {
            const uint32_t s = freeSlots[freeCount - 1];
            const typename Plan::Io io = plan.next();
            uint64_t len = bs;
            uint8_t part = 0;
            if constexpr (Plan::kSplit) {
                len = io.size;
                part = uint8_t(io.part);
            }
            slots[s] = Slot{0, io.offset, 0, io.read, part, false, {0, 0}};
            if (verify) {
                if (io.read) {
                    slots[s].check = overlap.readIssued(io.offset, len, slots[s].writeMarks);
                } else {
                    stampVerified(base + uint64_t(s) * stride, len, io.offset, w.generation);
                    overlap.writeIssued(io.offset, len);
                }
            } else if (!io.read) {
                stampWrite(base + uint64_t(s) * stride, len, io.offset, ++writeCount);
            }
            uint64_t first = len;
            if (shortEvery && ++sinceShort == shortEvery) [[unlikely]] {
                sinceShort = 0;
                first = faultShortLength(len, w.shortAlign);
            }
            prepare(s, first);
            --freeCount;
            fresh[prepared++] = s;
            issuedBytes += len;
            nextIssueNs += rateGapNs;
        }
        if (rateGapNs && nextIssueNs + 1'000'000'000ULL < now)
            nextIssueNs = now;  // no bursts to catch up after a stall

        if (inFlight + prepared == 0) {
            if (draining)
                break;
            // Only the rate cap keeps us idle: sleep until the next I/O is due.
            const uint64_t gap = std::min(nextIssueNs > now ? nextIssueNs - now : 0, kWaitNs);
            timespec ts{time_t(gap / 1'000'000'000ULL), long(gap % 1'000'000'000ULL)};
            nanosleep(&ts, nullptr);
            now = monotonicNs();
            continue;
        }

        const uint64_t issueNs = monotonicNs();
        for (unsigned i = 0; i < prepared; ++i)
            slots[fresh[i]].issueNs = issueNs;
        inFlight += prepared;
        maxInFlight = std::max(maxInFlight, inFlight);

        io_uring_cqe* cqe = nullptr;
        int ret;
        if (rateGapNs && !draining && nextIssueNs > issueNs) {
            // Under a rate cap, wake when the next I/O is due.
            const uint64_t waitNs = std::min(kWaitNs, nextIssueNs - issueNs);
            __kernel_timespec timeout{int64_t(waitNs / 1'000'000'000ULL), int64_t(waitNs % 1'000'000'000ULL)};
            ret = io_uring_submit_and_wait_timeout(&ring, &cqe, 1, &timeout, nullptr);
        } else {
            ret = io_uring_submit_and_wait(&ring, 1);
        }
        if (ret < 0 && ret != -ETIME && ret != -EINTR && ret != -EBUSY && ret != -EAGAIN) {
            // The ring itself failed: nothing in flight can be reaped through it any more.
            w.fail(formatMessage(messages::kIoUringEnterFailed, {errorText(-ret)}));
            now = monotonicNs();
            break;
        }
        now = monotonicNs();

        unsigned head;
        unsigned reaped = 0;
        io_uring_for_each_cqe(&ring, head, cqe)
        {
            ++reaped;
            if (io_uring_cqe_get_data64(cqe) == kTickTag) {
                armTick();
                continue;
            }
            const uint32_t s = uint32_t(io_uring_cqe_get_data64(cqe));
            Slot& slot = slots[s];
            SharedDirection& dir = slot.read ? w.read : w.write;
            const uint64_t size = sizeOf(slot);
            if (cqe->res <= 0 || uint64_t(slot.done) + uint64_t(cqe->res) < size) [[unlikely]] {
                int err = cqe->res < 0 ? -cqe->res : 0;  // 0: came back empty, the end of the target
                if (cqe->res > 0) {
                    // Short: issue the rest from where it stopped. The I/O counts once, when
                    // whole, with all its bytes and its latency from the first issue (the
                    // slot keeps issueNs).
                    slot.done += uint32_t(cqe->res);
                    if (prepare(s, size - slot.done)) {
                        ++w.reissued;
                        io_uring_submit(&ring);  // on -EBUSY/-EAGAIN the next enter sends it
                        continue;
                    }
                    err = EAGAIN;  // no room in the submission queue
                }
                // Failed, or came back empty, maybe after a short part: the bytes done
                // count, the I/O does not; the message says where the rest stopped.
                if (w.error.empty())
                    w.fail(ioFailure(w, slot.read, slot.offset, size, err, slot.done));
                dir.addBytesOnly(slot.done);
                startDrain();
            } else if (verify && slot.read && !checkRead(slot, s)) {
                if (w.error.empty())
                    w.fail(verifyFailure(*w.targetPath, *mismatch));
                startDrain();
            } else {
                dir.account(size, now - slot.issueNs);
                if constexpr (Plan::kSplit)
                    ++splitIos[slot.part];
            }
            if (verify && !slot.read)
                overlap.writeDone(slot.offset, size);
            --inFlight;
            freeSlots[freeCount++] = s;
        }
        io_uring_cq_advance(&ring, reaped);
    }
    finishWorker(w, now);
    w.maxInFlight = maxInFlight;
    io_uring_queue_exit(&ring);
}

} // namespace

void runUringWorker(Worker& w, StartGate& clock)
{
    if (w.spec->blockSplit.empty())
        runRing<IoPlan>(w, clock);
    else
        runRing<SplitIoPlan>(w, clock);
}

} // namespace surfio
