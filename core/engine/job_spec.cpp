#include "job_spec.h"

#include <algorithm>
#include <array>
#include <utility>

namespace surfio {

namespace {
constexpr std::array<std::pair<const char*, Pattern>, 10> kPatternNames{{
    {"read", Pattern::Read},
    {"write", Pattern::Write},
    {"randread", Pattern::RandRead},
    {"randwrite", Pattern::RandWrite},
    {"rw", Pattern::ReadWrite},
    {"randrw", Pattern::RandReadWrite},
    {"readwrite", Pattern::ReadWrite},  // fio's aliases
    {"seqread", Pattern::Read},
    {"seqwrite", Pattern::Write},
    {"seqrw", Pattern::ReadWrite},
}};
}

std::string patternName(Pattern p)
{
    for (const auto& [name, pattern] : kPatternNames)
        if (pattern == p)
            return name;
    return "?";
}

std::optional<Pattern> parsePattern(const std::string& s)
{
    for (const auto& [name, pattern] : kPatternNames)
        if (s == name)
            return pattern;
    return std::nullopt;
}

std::string engineChoiceName(EngineChoice e)
{
    switch (e) {
    case EngineChoice::Auto: return "auto";
    case EngineChoice::IoUring: return "io_uring";
    case EngineChoice::Sync: return "psync";
    case EngineChoice::Fio: return "fio";
    }
    return "?";
}

std::string blockSplitName(const BlockSplit& split)
{
    std::string name;
    for (const BlockSplitPart& part : split) {
        if (!name.empty())
            name += ':';
        uint64_t v = part.size;
        const char* unit = "";
        for (const char* u : {"k", "m", "g"}) {
            if (v < 1024 || v % 1024 != 0)
                break;
            v /= 1024;
            unit = u;
        }
        name += std::to_string(v) + unit + '/' + std::to_string(part.percent);
    }
    return name;
}

std::vector<uint64_t> JobSpec::blockSizes() const
{
    if (blockSplit.empty())
        return {blockSize};
    std::vector<uint64_t> sizes;
    for (const BlockSplitPart& part : blockSplit)
        sizes.push_back(part.size);
    std::sort(sizes.begin(), sizes.end());
    sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
    return sizes;
}

int JobSpec::effectiveReadPercent() const
{
    switch (pattern) {
    case Pattern::Read:
    case Pattern::RandRead: return 100;
    case Pattern::Write:
    case Pattern::RandWrite: return 0;
    case Pattern::ReadWrite:
    case Pattern::RandReadWrite: return readPercent;
    }
    return readPercent;
}

int JobSpec::effectiveRandomPercent() const
{
    if (percentageRandom >= 0)
        return percentageRandom;
    switch (pattern) {
    case Pattern::RandRead:
    case Pattern::RandWrite:
    case Pattern::RandReadWrite: return 100;
    default: return 0;
    }
}

namespace {

constexpr size_t kMaxBlockSplitParts = 64;  // as fio's BSSPLIT_MAX

// A split's own checks; run before those of --bs, which a split sets.
std::string validateBlockSplit(const JobSpec& spec)
{
    const BlockSplit& split = spec.blockSplit;
    if (split.size() > kMaxBlockSplitParts)
        return "--bssplit has " + std::to_string(split.size()) + " parts: give at most "
            + std::to_string(kMaxBlockSplitParts);
    uint64_t largest = 0;
    unsigned total = 0;
    for (const BlockSplitPart& part : split) {
        const std::string name = "--bssplit part " + std::to_string(part.size) + "/" + std::to_string(part.percent);
        if (part.size < kMinBlockSize || part.size > kMaxBlockSize)
            return name + " has a size outside 512 bytes to 64 MiB: pick sizes in that range, e.g. --bssplit=4k/60:64k/40";
        if (spec.direct && part.size % kMinBlockSize != 0)
            return name + " has a size that is not a multiple of 512 bytes, which direct I/O needs: "
                "use multiples of 512, or --direct=0";
        if (part.percent > 100)
            return name + " has a percent above 100: give each part 0 to 100";
        largest = std::max(largest, part.size);
        total += part.percent;
    }
    if (total != 100)
        return "the percents of --bssplit=" + blockSplitName(split) + " add up to " + std::to_string(total)
            + ", not 100: make them add up to 100, e.g. --bssplit=4k/60:64k/40";
    if (spec.blockSize != largest)
        return "--bs=" + std::to_string(spec.blockSize) + " differs from the largest --bssplit part ("
            + std::to_string(largest) + "): leave --bs out with --bssplit, or set it to " + std::to_string(largest);
    return {};
}

} // namespace

std::string validateSpec(const JobSpec& spec)
{
    if (spec.targets.empty())
        return "no target: give --filename or --directory";
    if (!spec.blockSplit.empty())
        if (std::string message = validateBlockSplit(spec); !message.empty())
            return message;
    if (spec.blockSize == 0)
        return "--bs is 0: give a block size of at least 512 bytes, e.g. --bs=4k";
    if (spec.blockSize < kMinBlockSize || spec.blockSize > kMaxBlockSize)
        return "--bs=" + std::to_string(spec.blockSize)
            + " is outside 512 bytes to 64 MiB: pick a block size in that range";
    if (spec.direct && spec.blockSize % kMinBlockSize != 0)
        return "--bs=" + std::to_string(spec.blockSize)
            + " is not a multiple of 512 bytes, which direct I/O needs: use a multiple of 512, or --direct=0";
    if (spec.queueDepth == 0 || spec.queueDepth > kMaxQueueDepth)
        return "--iodepth=" + std::to_string(spec.queueDepth) + " is outside 1 to 65536";
    if (spec.jobs == 0 || spec.jobs > kMaxJobs)
        return "--numjobs=" + std::to_string(spec.jobs) + " is outside 1 to 256";
    if (spec.readPercent < 0 || spec.readPercent > 100)
        return "--rwmixread=" + std::to_string(spec.readPercent) + " is outside 0 to 100";
    if (spec.percentageRandom < -1 || spec.percentageRandom > 100)
        return "--percentage_random=" + std::to_string(spec.percentageRandom) + " is outside 0 to 100";
    if (spec.runtime.count() <= 0 && spec.byteTotal == 0)
        return "--runtime is 0 and no --io_size is given, so the job would never end: give a runtime, e.g. --runtime=10s";
    if (spec.runtime.count() < 0 || spec.rampTime.count() < 0)
        return "--runtime and --ramp_time cannot be negative";
    if (spec.regionSize != 0 && spec.regionSize < spec.blockSize && !spec.blockSplit.empty())
        return "the largest --bssplit part (" + std::to_string(spec.blockSize) + ") is larger than the region (--size="
            + std::to_string(spec.regionSize) + "): raise --size or lower that part";
    if (spec.regionSize != 0 && spec.regionSize < spec.blockSize)
        return "--bs=" + std::to_string(spec.blockSize) + " is larger than the region (--size="
            + std::to_string(spec.regionSize) + "): raise --size or lower --bs";
    if (spec.targets.size() > spec.jobs)
        return std::to_string(spec.targets.size()) + " targets but --numjobs=" + std::to_string(spec.jobs)
            + ": each job works on one target, so give at least as many jobs as targets";
    if (spec.regionOffset > UINT64_MAX - spec.regionSize)
        return "--offset plus --size is beyond any device: lower --offset";
    if (spec.interval.count() < 1'000'000)
        return "--sample_interval is below 1 ms: give at least 1ms, e.g. --sample_interval=100ms";
    return {};
}

} // namespace surfio
