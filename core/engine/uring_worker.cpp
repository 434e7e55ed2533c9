// The io_uring worker loop, as t/io_uring.c reads: fill, submit and wait,
// reap, account. Setup and its fallbacks are in ring_setup.cpp.

#include "core/engine/io_plan.h"
#include "core/engine/message_text.h"
#include "core/engine/ring_setup.h"
#include "core/engine/worker.h"
#include "core/engine/write_overlap.h"

#include <liburing.h>

#include <algorithm>
#include <cerrno>
#include <optional>
#include <vector>

namespace surfio {

namespace {

constexpr uint64_t kWaitNs = 100'000'000;  // bounds how long a stop request waits
// user_data of the ring's own periodic timeout: it wakes a wait every kWaitNs
// so a stop request is seen even when no I/O completes, without the cost of a
// timed wait (an hrtimer armed per io_uring_enter) on every loop.
constexpr uint64_t kTickTag = UINT64_MAX;
// Surfio's own submission rule (iodepth_batch_submit=0): at most this many
// I/Os per io_uring_enter. The kernel plugs the block layer for a submission
// of more than two (io_submit_state_start), which holds the requests back and
// hands them to the device as one batch; a virtio disk at depth 32 served
// batches ~25 % slower than I/Os that arrive as they are ready (docs/engine.md).
constexpr unsigned kUnpluggedBatch = 2;

// One slot per possible in-flight I/O; user_data is the slot's index.
struct Slot {
    uint64_t issueNs;
    uint64_t offset;  // of the whole I/O
    uint32_t done;    // bytes done so far (short completions)
    bool read;
    uint8_t part;            // of the block-size split; 0 without one
    bool check;              // verify: a read no write of this worker overlapped while in flight
    uint32_t writeMarks[2];  // verify, reads: the write counts of its two buckets at issue
};

// The worker, for one block size (IoPlan) or a block-size split (SplitIoPlan);
// the split's extra steps are compiled into its instance only.
template <class Plan> class RingLoop {
public:
    RingLoop(Worker& w, StartGate& clock, RingSetup& setup);
    void run();

private:
    void fill();
    void prepareNext();
    bool prepare(uint32_t s, uint64_t length);
    uint64_t stampPending();
    void submitPending();
    bool submitAndWait();
    void reap();
    void complete(uint32_t s, int res);
    bool checkRead(const Slot& slot, uint32_t s);
    void armTick();
    void startDrain();
    bool stalled() const;
    void sleepUntilDue();
    bool byteTotalReached() const { return spec_.byteTotal && issuedBytes_ >= spec_.byteTotal; }
    uint64_t sizeOf(const Slot& slot) const
    {
        if constexpr (Plan::kSplit)
            return plan_.partSize(slot.part);
        else
            return bs_;
    }
    char* bufferOf(uint32_t s) const { return base_ + uint64_t(s) * stride_; }

    Worker& w_;
    const JobSpec& spec_;
    StartGate& clock_;
    io_uring& ring_;
    char* const base_;
    const uint64_t stride_;
    const uint64_t bs_;
    const unsigned slotsPerIovec_;
    const bool fixedBuffers_;
    const bool fixedFile_;
    const int fileRef_;
    const bool polled_;
    const unsigned batch_;        // I/Os per submission
    const unsigned completeMin_;  // completions a wait asks for
    const uint64_t rateGapNs_;
    const bool verify_;
    const uint32_t shortEvery_;

    Plan plan_;
    std::vector<Slot> slots_;
    std::vector<uint32_t> freeSlots_;
    std::vector<uint32_t> pending_;  // prepared, not yet submitted
    unsigned freeCount_;
    unsigned pendingCount_ = 0;
    unsigned inFlight_ = 0;  // submitted, not yet complete
    unsigned maxInFlight_ = 0;
    uint64_t* const splitIos_;
    WriteOverlap overlap_;
    std::optional<VerifyMismatch> mismatch_;
    uint32_t sinceShort_ = 0;
    uint64_t issuedBytes_ = 0;
    uint64_t writeCount_ = 0;
    uint64_t now_ = 0;
    uint64_t nextIssueNs_ = 0;
    bool draining_ = false;
    uint64_t lastCompletionNs_ = 0;  // drain by progress: the last completion seen
    uint64_t longestGapNs_ = 0;      // and the longest stretch between two
    __kernel_timespec tick_{0, long(kWaitNs)};
    bool tickDue_ = false;  // the tick came back when no SQE was free to arm it again
};

template <class Plan>
RingLoop<Plan>::RingLoop(Worker& w, StartGate& clock, RingSetup& setup)
    : w_(w)
    , spec_(*w.spec)
    , clock_(clock)
    , ring_(setup.ring)
    , base_(setup.buffers.data())
    , stride_(setup.stride)
    , bs_(spec_.blockSize)
    , slotsPerIovec_(setup.slotsPerIovec)
    , fixedBuffers_(setup.fixedBuffers)
    , fixedFile_(setup.fixedFile)
    , fileRef_(setup.fixedFile ? 0 : w.fd)
    , polled_(setup.polled)
    , batch_(spec_.iodepthBatchSubmit ? spec_.iodepthBatchSubmit : kUnpluggedBatch)
    , completeMin_(std::max(1U, spec_.iodepthBatchCompleteMin))
    , rateGapNs_(w.rateIops ? 1'000'000'000ULL / w.rateIops : 0)
    , verify_(w.verify)
    , shortEvery_(w.shortEvery)
    , plan_(planFor<Plan>(w))
    , slots_(spec_.queueDepth)
    , freeSlots_(spec_.queueDepth)
    , pending_(spec_.queueDepth)
    , freeCount_(spec_.queueDepth)
    , splitIos_(w.blockSplitIos.data())
    , overlap_(w.verify ? spec_.queueDepth : 0, bs_, w.regionOffset, w.regionSize)
{
    for (unsigned i = 0; i < spec_.queueDepth; ++i)
        freeSlots_[i] = spec_.queueDepth - 1 - i;
    w.engine.submitBatch = batch_;
    w.engine.completeMin = completeMin_;
}

template <class Plan> void RingLoop<Plan>::run()
{
    if (!polled_)  // an IOPOLL ring takes no timeouts; its waits poll and return
        armTick();
    clock_.arriveAndWait();
    nextIssueNs_ = clock_.startNs;  // the engine sets it as it opens the gate
    now_ = monotonicNs();
    lastCompletionNs_ = now_;
    while (true) {
        if (startMeasuringIfDue(w_, clock_, now_))
            issuedBytes_ = 0;  // a byte total counts from the end of the ramp
        if (endDue(w_, clock_, now_, issuedBytes_))
            startDrain();
        if (draining_ && inFlight_ > 0 && stalled()) {
            // A device that stopped answering must not hold the run forever. An
            // error that started the drain stays the message: it is the cause.
            if (w_.error.empty())
                w_.failStalled(formatMessage(messages::kDeviceStalled,
                                             {std::to_string(inFlight_), *w_.targetPath,
                                              std::to_string((now_ - lastCompletionNs_) / 1'000'000'000ULL)}));
            // What was measured ends with the last completion, not with the silence after it.
            now_ = std::max(lastCompletionNs_, clock_.measureNs);
            break;
        }
        if (tickDue_)
            armTick();
        fill();
        if (inFlight_ + pendingCount_ == 0) {
            if (draining_)
                break;
            sleepUntilDue();  // only the rate cap keeps us idle
            continue;
        }
        if (!submitAndWait())
            break;
        reap();
    }
    finishWorker(w_, now_);
    w_.maxInFlight = maxInFlight_;
}

// New I/Os into the free slots, while the rate cap and the byte total allow;
// every batch_ of them enters the kernel as soon as it is ready.
template <class Plan> void RingLoop<Plan>::fill()
{
    while (!draining_ && freeCount_ > 0 && (!rateGapNs_ || nextIssueNs_ <= now_) && !byteTotalReached()
           && io_uring_sq_space_left(&ring_) > 0) {
        prepareNext();
        if (pendingCount_ >= batch_)
            submitPending();
    }
    if (rateGapNs_ && nextIssueNs_ + 1'000'000'000ULL < now_)
        nextIssueNs_ = now_;  // no bursts to catch up after a stall
}

template <class Plan> void RingLoop<Plan>::prepareNext()
{
    const uint32_t s = freeSlots_[--freeCount_];
    const typename Plan::Io io = plan_.next();
    uint64_t len = bs_;
    uint8_t part = 0;
    if constexpr (Plan::kSplit) {
        len = io.size;
        part = uint8_t(io.part);
    }
    Slot& slot = slots_[s];
    slot = Slot{0, io.offset, 0, io.read, part, false, {0, 0}};
    if (verify_) {
        if (io.read) {
            slot.check = overlap_.readIssued(io.offset, len, slot.writeMarks);
        } else {
            stampVerified(bufferOf(s), len, io.offset, w_.generation);
            overlap_.writeIssued(io.offset, len);
        }
    } else if (!io.read) {
        stampWrite(bufferOf(s), len, io.offset, ++writeCount_);
    }
    uint64_t first = len;
    if (shortEvery_ && ++sinceShort_ == shortEvery_) [[unlikely]] {
        sinceShort_ = 0;
        first = faultShortLength(len, w_.shortAlign);
    }
    prepare(s, first);
    pending_[pendingCount_++] = s;
    issuedBytes_ += len;
    nextIssueNs_ += rateGapNs_;
}

// Prepares length bytes of a slot's I/O from where it stands (slot.done).
template <class Plan> bool RingLoop<Plan>::prepare(uint32_t s, uint64_t length)
{
    io_uring_sqe* sqe = io_uring_get_sqe(&ring_);
    if (!sqe)
        return false;
    const Slot& slot = slots_[s];
    char* buf = bufferOf(s) + slot.done;
    const uint64_t offset = slot.offset + slot.done;
    const auto len = unsigned(length);
    const int bufIndex = int(s / slotsPerIovec_);
    if (slot.read) {
        if (fixedBuffers_)
            io_uring_prep_read_fixed(sqe, fileRef_, buf, len, offset, bufIndex);
        else
            io_uring_prep_read(sqe, fileRef_, buf, len, offset);
    } else {
        if (fixedBuffers_)
            io_uring_prep_write_fixed(sqe, fileRef_, buf, len, offset, bufIndex);
        else
            io_uring_prep_write(sqe, fileRef_, buf, len, offset);
    }
    if (fixedFile_)
        sqe->flags |= IOSQE_FIXED_FILE;
    io_uring_sqe_set_data64(sqe, s);
    return true;
}

// The prepared I/Os are about to enter the kernel: their latency starts
// now, and they count as in flight. Returns the time stamped.
template <class Plan> uint64_t RingLoop<Plan>::stampPending()
{
    const uint64_t issueNs = monotonicNs();
    for (unsigned i = 0; i < pendingCount_; ++i)
        slots_[pending_[i]].issueNs = issueNs;
    inFlight_ += pendingCount_;
    maxInFlight_ = std::max(maxInFlight_, inFlight_);
    pendingCount_ = 0;
    return issueNs;
}

// Hands the prepared I/Os to the kernel without waiting (with SQPOLL its
// thread takes them; liburing wakes it when it sleeps).
template <class Plan> void RingLoop<Plan>::submitPending()
{
    stampPending();
    io_uring_submit(&ring_);  // on -EBUSY/-EAGAIN the next enter sends them
}

// The last prepared I/Os, and a wait for completeMin_ completions (or what
// is in flight, if fewer), in one enter. False when the ring itself failed.
template <class Plan> bool RingLoop<Plan>::submitAndWait()
{
    const uint64_t issueNs = stampPending();
    const unsigned want = std::min(completeMin_, inFlight_);
    io_uring_cqe* cqe = nullptr;
    int ret;
    // A firing timeout ends any wait, for one completion or for more (the
    // kernel wakes waiters when a timeout fires); a polled ring has no tick,
    // so its waits carry a timeout of their own.
    const bool timed = polled_;
    if (timed || (rateGapNs_ && !draining_ && nextIssueNs_ > issueNs)) {
        // Under a rate cap, wake when the next I/O is due.
        const uint64_t waitNs =
            rateGapNs_ && nextIssueNs_ > issueNs ? std::min(kWaitNs, nextIssueNs_ - issueNs) : kWaitNs;
        __kernel_timespec timeout{int64_t(waitNs / 1'000'000'000ULL), int64_t(waitNs % 1'000'000'000ULL)};
        ret = io_uring_submit_and_wait_timeout(&ring_, &cqe, want, &timeout, nullptr);
    } else {
        ret = io_uring_submit_and_wait(&ring_, want);
    }
    now_ = monotonicNs();
    if (ret < 0 && ret != -ETIME && ret != -EINTR && ret != -EBUSY && ret != -EAGAIN) {
        // The ring itself failed: nothing in flight can be reaped through it any more.
        w_.fail(formatMessage(messages::kIoUringEnterFailed, {errorText(-ret)}));
        return false;
    }
    return true;
}

// Every completion the ring holds.
template <class Plan> void RingLoop<Plan>::reap()
{
    unsigned head;
    unsigned reaped = 0;
    io_uring_cqe* cqe;
    bool progress = false;
    io_uring_for_each_cqe(&ring_, head, cqe)
    {
        ++reaped;
        const uint64_t tag = io_uring_cqe_get_data64(cqe);
        if (tag == kTickTag) {
            armTick();
            continue;
        }
        progress = true;
        complete(uint32_t(tag), cqe->res);
    }
    io_uring_cq_advance(&ring_, reaped);
    if (progress) {
        longestGapNs_ = std::max(longestGapNs_, now_ - lastCompletionNs_);
        lastCompletionNs_ = now_;
    }
}

// One completion: account it whole, issue the rest of a short one, or fail.
template <class Plan> void RingLoop<Plan>::complete(uint32_t s, int res)
{
    Slot& slot = slots_[s];
    SharedDirection& dir = slot.read ? w_.read : w_.write;
    const uint64_t size = sizeOf(slot);
    if (res <= 0 || uint64_t(slot.done) + uint64_t(res) < size) [[unlikely]] {
        int err = res < 0 ? -res : 0;  // 0: came back empty, the end of the target
        if (res > 0) {
            // Short: issue the rest from where it stopped. The I/O counts once, when
            // whole, with all its bytes and its latency from the first issue (the
            // slot keeps issueNs).
            slot.done += uint32_t(res);
            if (prepare(s, size - slot.done)) {
                ++w_.reissued;
                io_uring_submit(&ring_);  // on -EBUSY/-EAGAIN the next enter sends it
                return;
            }
            err = EAGAIN;  // no room in the submission queue
        }
        // Failed, or came back empty, maybe after a short part: the bytes done
        // count, the I/O does not; the message says where the rest stopped.
        if (w_.error.empty())
            w_.fail(ioFailure(w_, slot.read, slot.offset, size, err, slot.done));
        dir.addBytesOnly(slot.done);
        startDrain();
    } else if (verify_ && slot.read && !checkRead(slot, s)) {
        if (w_.error.empty())
            w_.fail(verifyFailure(*w_.targetPath, *mismatch_));
        startDrain();
    } else {
        dir.account(size, now_ - slot.issueNs);
        if constexpr (Plan::kSplit)
            ++splitIos_[slot.part];
    }
    if (verify_ && !slot.read)
        overlap_.writeDone(slot.offset, size);
    --inFlight_;
    freeSlots_[freeCount_++] = s;
}

// Verify, a whole read just completed: checks it unless a write of this
// worker overlapped it in flight, and counts which it was. False on a
// mismatch, kept in mismatch_.
template <class Plan> bool RingLoop<Plan>::checkRead(const Slot& slot, uint32_t s)
{
    const uint64_t len = sizeOf(slot);
    if (!slot.check || !overlap_.untouchedSince(slot.offset, len, slot.writeMarks)) {
        ++w_.verified.skippedReads;
        return true;
    }
    mismatch_ = checkVerified(bufferOf(s), len, slot.offset);
    if (mismatch_)
        return false;
    ++w_.verified.checkedReads;
    w_.verified.checkedBytes += len;
    return true;
}

template <class Plan> void RingLoop<Plan>::armTick()
{
    io_uring_sqe* sqe = io_uring_get_sqe(&ring_);
    tickDue_ = sqe == nullptr;  // an SQPOLL thread may not have taken the queue's entries yet: next time round
    if (tickDue_)
        return;
    io_uring_prep_timeout(sqe, &tick_, 0, 0);
    io_uring_sqe_set_data64(sqe, kTickTag);
}

// No new I/O from now on; those in flight come back as long as they keep coming.
template <class Plan> void RingLoop<Plan>::startDrain()
{
    draining_ = true;
}

// Drain by progress: a slow device is not a dead one. In-flight I/Os get as
// long as they need while completions keep arriving; the device counts as
// not responding only after no completion at all for kStallNs, or for four
// times the longest gap it showed, when that is longer.
template <class Plan> bool RingLoop<Plan>::stalled() const
{
    return now_ - lastCompletionNs_ > std::clamp(4 * longestGapNs_, kStallNs, kLongestStallNs);
}

template <class Plan> void RingLoop<Plan>::sleepUntilDue()
{
    const uint64_t gap = std::min(nextIssueNs_ > now_ ? nextIssueNs_ - now_ : 0, kWaitNs);
    timespec ts{time_t(gap / 1'000'000'000ULL), long(gap % 1'000'000'000ULL)};
    nanosleep(&ts, nullptr);
    now_ = monotonicNs();
}

template <class Plan> void runRing(Worker& w, StartGate& clock)
{
    RingSetup setup;
    int ringError = 0;
    switch (setUpRing(w, setup, ringError)) {
    case SetupOutcome::Ready:
        pinForHandOff(w);
        RingLoop<Plan>(w, clock, setup).run();
        return;
    case SetupOutcome::RingRefused: {
        const std::string why =
            formatMessage(ringError == -ENOMEM ? messages::kCannotCreateRingMemory : messages::kCannotCreateRing,
                          {std::to_string(w.spec->queueDepth), errorText(-ringError)});
        if (w.spec->engine == EngineChoice::Auto) {
            runSyncWorker(w, clock);
            addReason(w.engine.fallbackReason, why);
            return;
        }
        w.fail(formatMessage(messages::kRingAdvice, {why}));
        break;
    }
    case SetupOutcome::Failed:
        break;
    }
    clock.arriveAndWait();
}

}  // namespace

void runUringWorker(Worker& w, StartGate& clock)
{
    if (w.spec->blockSplit.empty())
        runRing<IoPlan>(w, clock);
    else
        runRing<SplitIoPlan>(w, clock);
}

}  // namespace surfio
