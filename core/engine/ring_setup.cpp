#include "core/engine/ring_setup.h"

#include "core/engine/message_text.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <charconv>
#include <fstream>
#include <linux/mman.h>
#include <string>
#include <string_view>
#include <sys/mman.h>
#include <vector>

namespace surfio {

namespace {

constexpr unsigned kMaxSqEntries = 32768;   // IORING_MAX_ENTRIES
constexpr uint64_t kMaxIovec = 1ULL << 30;  // a registered buffer is at most 1 GiB
constexpr size_t kHugePage = 2ULL << 20;    // x86-64's PMD size, THP's and hugetlbfs's default

struct FlagSet {
    unsigned flags;
    const char* names;
};

// Tried in order; a kernel that does not know a flag answers EINVAL. SQPOLL
// refuses the task-run flags: its kernel thread, not the worker, does the work.
constexpr FlagSet kFlagChain[] = {
    {IORING_SETUP_SINGLE_ISSUER | IORING_SETUP_DEFER_TASKRUN | IORING_SETUP_COOP_TASKRUN,
     "SINGLE_ISSUER|DEFER_TASKRUN|COOP_TASKRUN"},
    {IORING_SETUP_SINGLE_ISSUER | IORING_SETUP_COOP_TASKRUN, "SINGLE_ISSUER|COOP_TASKRUN"},
    {IORING_SETUP_COOP_TASKRUN, "COOP_TASKRUN"},
    {0, ""},
};
constexpr FlagSet kSqpollFlagChain[] = {
    {IORING_SETUP_SQPOLL | IORING_SETUP_SINGLE_ISSUER, "SQPOLL|SINGLE_ISSUER"},
    {IORING_SETUP_SQPOLL, "SQPOLL"},
};

std::string joinFlags(const std::string& a, const std::string& b)
{
    if (a.empty() || b.empty())
        return a + b;
    return a + "|" + b;
}

// The option flags every set of the chain carries (what the person asked for).
void optionFlags(const JobSpec& spec, io_uring_params& params, std::string& names)
{
    if (spec.hipri) {
        params.flags |= IORING_SETUP_IOPOLL;
        names = joinFlags(names, "IOPOLL");
    }
    if (spec.sqthreadPoll && spec.sqthreadPollCpu >= 0) {
        params.flags |= IORING_SETUP_SQ_AFF;
        params.sq_thread_cpu = unsigned(spec.sqthreadPollCpu);
        names = joinFlags(names, "SQ_AFF");
    }
}

int createRing(io_uring& ring, const JobSpec& spec, EngineInfo& info)
{
    const unsigned depth = spec.queueDepth;
    const unsigned sq = std::min(depth + 1, kMaxSqEntries);  // +1: the tick
    int ret = -EINVAL;
    const auto tryChain = [&](const auto& chain) {
        for (const FlagSet& set : chain) {
            io_uring_params params{};
            params.flags = set.flags | IORING_SETUP_CQSIZE;
            params.cq_entries = std::min(std::max(sq * 2, depth + 1), 2 * kMaxSqEntries);  // +1: the tick
            std::string names = set.names;
            optionFlags(spec, params, names);
            ret = io_uring_queue_init_params(sq, &ring, &params);
            if (ret == 0) {
                info.ringFlags = params.flags;
                info.ringFlagNames = joinFlags(names, "CQSIZE");
                return true;
            }
            if (ret != -EINVAL)
                return false;
            addReason(info.fallbackReason, *set.names ? formatMessage(messages::kRingFlagsRefused, {names})
                                                      : std::string(messages::kRingWithoutFlagsRefused));
        }
        return false;
    };
    if (spec.sqthreadPoll)
        tryChain(kSqpollFlagChain);
    else
        tryChain(kFlagChain);
    return ret;
}

// Slots are sub-ranges of one region, registered as few iovecs of at most
// 1 GiB each; slot i lives in iovec i / slotsPerIovec.
bool registerBuffers(RingSetup& s, unsigned depth, EngineInfo& info)
{
    s.slotsPerIovec = unsigned(std::min<uint64_t>(depth, kMaxIovec / s.stride));
    std::vector<iovec> iovecs;
    for (unsigned first = 0; first < depth; first += s.slotsPerIovec) {
        const unsigned count = std::min(s.slotsPerIovec, depth - first);
        iovecs.push_back({s.buffers.data() + uint64_t(first) * s.stride, size_t(count) * s.stride});
    }
    const int ret = io_uring_register_buffers(&s.ring, iovecs.data(), unsigned(iovecs.size()));
    if (ret == 0)
        return true;
    addReason(info.fallbackReason,
              formatMessage(ret == -ENOMEM ? messages::kBuffersNotRegisteredMemlock : messages::kBuffersNotRegistered,
                            {errorText(-ret)}));
    return false;
}

// A number at the start of text, in base; 0 when there is none.
unsigned long long leadingNumber(std::string_view text, int base)
{
    unsigned long long v = 0;
    std::from_chars(text.data(), text.data() + text.size(), v, base);
    return v;
}

// Bytes of the mapping that starts at base that the kernel backs with
// transparent huge pages: its AnonHugePages in /proc/self/smaps.
uint64_t transparentHugeBytes(const char* base)
{
    std::ifstream smaps("/proc/self/smaps");
    const auto start = reinterpret_cast<uintptr_t>(base);
    const std::string_view field = "AnonHugePages:";
    bool inMapping = false;
    std::string line;
    while (std::getline(smaps, line)) {
        const std::string_view text = line;
        if (const size_t dash = text.find('-');
            dash != std::string_view::npos && std::isxdigit((unsigned char)text[0])
            && text.find(':') > dash) {  // "7f..-7f.. rw-p ...", a mapping's first line
            inMapping = leadingNumber(text, 16) == start;
            continue;
        }
        if (inMapping && text.substr(0, field.size()) == field) {
            const size_t digits = text.find_first_of("0123456789", field.size());
            return digits == std::string_view::npos ? 0 : leadingNumber(text.substr(digits), 10) * 1024;
        }
    }
    return 0;
}

}  // namespace

BufferRegion::~BufferRegion()
{
    if (base_)
        munmap(base_, mappedSize_);
}

// hugetlbfs pages, where the administrator reserved some (vm.nr_hugepages).
bool BufferRegion::mapHugetlb(size_t size)
{
    const size_t rounded = (size + kHugePage - 1) / kHugePage * kHugePage;
    void* p = mmap(nullptr, rounded, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_HUGETLB | MAP_HUGE_2MB | MAP_POPULATE, -1, 0);
    if (p == MAP_FAILED)
        return false;
    base_ = static_cast<char*>(p);
    mappedSize_ = rounded;
    return true;
}

// Transparent huge pages: a mapping aligned to the huge page size, advised
// before any page is touched, so that the first touch faults in huge pages.
bool BufferRegion::mapTransparentHuge(size_t size, EngineInfo& info)
{
    const size_t rounded = (size + kHugePage - 1) / kHugePage * kHugePage;
    void* p = mmap(nullptr, rounded + kHugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        return false;
    char* raw = static_cast<char*>(p);
    const size_t misalignment = reinterpret_cast<uintptr_t>(raw) % kHugePage;
    char* aligned = misalignment ? raw + (kHugePage - misalignment) : raw;
    if (aligned > raw)
        munmap(raw, size_t(aligned - raw));
    if (const size_t tail = size_t(raw + rounded + kHugePage - (aligned + rounded)); tail > 0)
        munmap(aligned + rounded, tail);
    base_ = aligned;
    mappedSize_ = rounded;
    if (madvise(base_, rounded, MADV_HUGEPAGE) != 0)
        addReason(info.fallbackReason, formatMessage(messages::kHugePagesRefused, {errorText(errno)}));
    return true;
}

bool BufferRegion::map(size_t size, bool wantHuge, EngineInfo& info)
{
    size_ = size;
    if (wantHuge && mapHugetlb(size)) {
        info.bufferPages = "hugetlb 2 MiB";
        return true;
    }
    if (wantHuge && mapTransparentHuge(size, info)) {
        transparent_ = true;
        return true;
    }
    void* p = mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
    if (p == MAP_FAILED)
        return false;
    base_ = static_cast<char*>(p);
    mappedSize_ = size;
    info.bufferPages = "4 KiB";
    return true;
}

void BufferRegion::fill(uint64_t seed, EngineInfo& info)
{
    fillRandom(base_, mappedSize_, seed);
    if (!transparent_)
        return;
    const uint64_t huge = transparentHugeBytes(base_);
    info.bufferPages = huge >= mappedSize_ ? "THP 2 MiB" : huge > 0 ? "THP 2 MiB, partly" : "4 KiB";
    if (huge < mappedSize_)
        addReason(info.fallbackReason, formatMessage(messages::kHugePagesPartly,
                                                     {std::to_string(huge >> 20), std::to_string(mappedSize_ >> 20)}));
}

RingSetup::~RingSetup()
{
    if (created)
        io_uring_queue_exit(&ring);
}

SetupOutcome setUpRing(Worker& w, RingSetup& s, int& ringError)
{
    const JobSpec& spec = *w.spec;
    const unsigned depth = spec.queueDepth;
    // Slots start at multiples of the target's memory alignment for direct I/O.
    const uint64_t align = std::max<uint64_t>(w.memAlign, 64);
    s.stride = (spec.blockSize + align - 1) / align * align;

    w.engine.name = "io_uring";
    ringError = createRing(s.ring, spec, w.engine);
    if (ringError < 0)
        return SetupOutcome::RingRefused;
    s.created = true;
    s.polled = spec.hipri;
    io_uring_register_ring_fd(&s.ring);  // optional: saves an fd lookup per enter

    // Only an I/O larger than a page gains from contiguous memory, and a
    // region under half a huge page would more than double what it takes.
    const size_t size = size_t(depth) * s.stride;
    if (!s.buffers.map(size, s.stride > 4096 && size >= kHugePage / 2, w.engine)) {
        w.fail(formatMessage(messages::kCannotMapBuffers, {std::to_string(size), errorText(errno)}));
        return SetupOutcome::Failed;
    }
    s.buffers.fill(spec.seed + w.index, w.engine);
    s.fixedBuffers = spec.fixedBufs && registerBuffers(s, depth, w.engine);
    if (spec.registerFiles) {
        const int ret = io_uring_register_files(&s.ring, &w.fd, 1);
        s.fixedFile = ret == 0;
        if (ret < 0)
            addReason(w.engine.fallbackReason, formatMessage(messages::kFileNotRegistered, {errorText(-ret)}));
    }
    w.engine.registeredBuffers = s.fixedBuffers;
    w.engine.registeredFiles = s.fixedFile;
    return SetupOutcome::Ready;
}

}  // namespace surfio
