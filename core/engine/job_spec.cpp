#include "core/engine/job_spec.h"

#include "core/engine/message_text.h"
#include "core/engine/verify.h"

#include <unistd.h>

#include <algorithm>
#include <array>
#include <bitset>
#include <charconv>
#include <string_view>
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
    case EngineChoice::Auto:
        return "auto";
    case EngineChoice::IoUring:
        return "io_uring";
    case EngineChoice::Sync:
        return "psync";
    case EngineChoice::Fio:
        return "fio";
    }
    return "?";
}

std::optional<EngineChoice> parseEngineChoice(const std::string& name)
{
    for (EngineChoice e : {EngineChoice::Auto, EngineChoice::IoUring, EngineChoice::Sync, EngineChoice::Fio})
        if (name == engineChoiceName(e))
            return e;
    return std::nullopt;
}

std::string verifyChoiceName(VerifyChoice v)
{
    return v == VerifyChoice::Crc32c ? "crc32c" : "off";
}

std::optional<VerifyChoice> parseVerifyChoice(const std::string& s)
{
    if (s == "off" || s == "none" || s == "0")
        return VerifyChoice::Off;
    if (s == "crc32c")
        return VerifyChoice::Crc32c;
    return std::nullopt;
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
    case Pattern::RandRead:
        return 100;
    case Pattern::Write:
    case Pattern::RandWrite:
        return 0;
    case Pattern::ReadWrite:
    case Pattern::RandReadWrite:
        return readPercent;
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
    case Pattern::RandReadWrite:
        return 100;
    default:
        return 0;
    }
}

namespace {

constexpr size_t kMaxBlockSplitParts = 64;  // as fio's BSSPLIT_MAX

// A split's own checks; run before those of --bs, which a split sets.
std::string validateBlockSplit(const JobSpec& spec)
{
    const BlockSplit& split = spec.blockSplit;
    if (split.size() > kMaxBlockSplitParts)
        return formatMessage(messages::kBssplitTooManyParts,
                             {std::to_string(split.size()), std::to_string(kMaxBlockSplitParts)});
    uint64_t largest = 0;
    unsigned total = 0;
    for (const BlockSplitPart& part : split) {
        const std::initializer_list<std::string> which{std::to_string(part.size), std::to_string(part.percent)};
        if (part.size < kMinBlockSize || part.size > kMaxBlockSize)
            return formatMessage(messages::kBssplitPartSizeOutside, which);
        if (brokenSizeRule(part.size, spec.direct, spec.verify) == SizeRule::DirectIo)
            return formatMessage(messages::kBssplitPartNotMultiple, which);
        if (part.percent > 100)
            return formatMessage(messages::kBssplitPartPercentAbove100, which);
        largest = std::max(largest, part.size);
        total += part.percent;
    }
    if (total != 100)
        return formatMessage(messages::kBssplitPercentsNot100, {blockSplitName(split), std::to_string(total)});
    if (spec.blockSize != largest)
        return formatMessage(messages::kBsDiffersFromBssplit,
                             {std::to_string(spec.blockSize), std::to_string(largest)});
    return {};
}

// The first of fio's io_uring options that is not at its default, as it
// would be given, or nullptr.
const char* firstUringOption(const JobSpec& spec)
{
    const JobSpec defaults;
    const std::pair<bool, const char*> options[] = {
        {spec.sqthreadPoll, "sqthread_poll"},
        {spec.sqthreadPollCpu != defaults.sqthreadPollCpu, "sqthread_poll_cpu"},
        {spec.hipri, "hipri"},
        {spec.fixedBufs != defaults.fixedBufs, "fixedbufs=0"},
        {spec.registerFiles != defaults.registerFiles, "registerfiles=0"},
        {spec.iodepthBatchSubmit != defaults.iodepthBatchSubmit, "iodepth_batch_submit"},
        {spec.iodepthBatchCompleteMin != defaults.iodepthBatchCompleteMin, "iodepth_batch_complete_min"},
    };
    for (const auto& [set, name] : options)
        if (set)
            return name;
    return nullptr;
}

// The CPUs named must exist where the spec runs; cpus 0: not known here.
std::string validateCpus(const JobSpec& spec, unsigned cpus)
{
    using std::to_string;
    const long highest = long(cpus ? cpus : kMaxCpus) - 1;
    if (spec.sqthreadPollCpu < -1 || spec.sqthreadPollCpu > highest)
        return formatMessage(messages::kSqthreadPollCpuBeyond, {to_string(spec.sqthreadPollCpu), to_string(highest)});
    const auto beyond = std::upper_bound(spec.cpusAllowed.begin(), spec.cpusAllowed.end(), highest,
                                         [](long cpu, uint32_t named) { return cpu < long(named); });
    if (beyond != spec.cpusAllowed.end())
        return formatMessage(messages::kCpusAllowedBeyond,
                             {cpuListName(spec.cpusAllowed), to_string(*beyond), to_string(highest)});
    return {};
}

std::string validateUringOptions(const JobSpec& spec, unsigned cpus)
{
    using std::to_string;
    if (spec.engine == EngineChoice::Sync)
        if (const char* option = firstUringOption(spec))
            return formatMessage(messages::kUringOptionWithPsync, {option});
    if (spec.sqthreadPollCpu >= 0 && !spec.sqthreadPoll)
        return formatMessage(messages::kSqthreadPollCpuWithoutPoll, {to_string(spec.sqthreadPollCpu)});
    if (std::string message = validateCpus(spec, cpus); !message.empty())
        return message;
    const std::string depth = to_string(spec.queueDepth);
    if (spec.iodepthBatchSubmit > spec.queueDepth)
        return formatMessage(messages::kIodepthBatchSubmitAboveIodepth, {to_string(spec.iodepthBatchSubmit), depth});
    if (spec.iodepthBatchCompleteMin == 0)
        return formatMessage(messages::kIodepthBatchCompleteMinZero, {depth});
    if (spec.iodepthBatchCompleteMin > spec.queueDepth)
        return formatMessage(messages::kIodepthBatchCompleteMinAboveIodepth,
                             {to_string(spec.iodepthBatchCompleteMin), depth});
    if (spec.hipri && !spec.direct)
        return messages::kHipriWithoutDirect;
    return {};
}

std::string_view trimmed(std::string_view text)
{
    while (!text.empty() && text.front() == ' ')
        text.remove_prefix(1);
    while (!text.empty() && text.back() == ' ')
        text.remove_suffix(1);
    return text;
}

// One CPU index of a cpus_allowed list: digits only, below kMaxCpus.
std::optional<uint32_t> cpuIndex(std::string_view text)
{
    text = trimmed(text);
    uint32_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc{} || end != text.data() + text.size() || value >= kMaxCpus)
        return std::nullopt;
    return value;
}

}  // namespace

SizeRule brokenSizeRule(uint64_t size, bool direct, VerifyChoice verify)
{
    if (direct && size % kMinBlockSize != 0)
        return SizeRule::DirectIo;
    if (verify != VerifyChoice::Off && size % kVerifyUnit != 0)
        return SizeRule::Verify;
    return SizeRule::None;
}

unsigned configuredCpus()
{
    const long n = sysconf(_SC_NPROCESSORS_CONF);
    return n > 0 ? unsigned(n) : 0;
}

std::optional<std::vector<uint32_t>> parseCpuList(const std::string& text)
{
    std::vector<uint32_t> cpus;
    std::string_view rest = trimmed(text);
    if (rest.empty())
        return cpus;
    // A set of bits, so a list repeating a large range costs no more than once.
    std::bitset<kMaxCpus> named;
    for (bool more = true; more;) {
        const size_t comma = rest.find(',');
        const std::string_view item = rest.substr(0, comma);
        const size_t dash = item.find('-');
        const std::optional<uint32_t> first = cpuIndex(item.substr(0, dash));
        const std::optional<uint32_t> last = dash == std::string_view::npos ? first : cpuIndex(item.substr(dash + 1));
        if (!first || !last || *last < *first)
            return std::nullopt;
        for (uint32_t cpu = *first; cpu <= *last; ++cpu)
            named.set(cpu);
        more = comma != std::string_view::npos;
        rest = more ? rest.substr(comma + 1) : std::string_view{};
    }
    for (uint32_t cpu = 0; cpu < kMaxCpus; ++cpu)
        if (named.test(cpu))
            cpus.push_back(cpu);
    return cpus;
}

std::string cpuListName(const std::vector<uint32_t>& cpus)
{
    std::string name;
    for (size_t i = 0; i < cpus.size();) {
        size_t j = i;
        while (j + 1 < cpus.size() && cpus[j + 1] == cpus[j] + 1)
            ++j;
        if (!name.empty())
            name += ',';
        name += std::to_string(cpus[i]);
        if (j > i) {
            name += '-';
            name += std::to_string(cpus[j]);
        }
        i = j + 1;
    }
    return name;
}

std::string validateSpec(const JobSpec& spec, unsigned cpus)
{
    using std::to_string;
    if (spec.targets.empty())
        return messages::kNoTarget;
    if (!spec.blockSplit.empty())
        if (std::string message = validateBlockSplit(spec); !message.empty())
            return message;
    if (spec.blockSize == 0)
        return messages::kBsZero;
    if (spec.blockSize < kMinBlockSize || spec.blockSize > kMaxBlockSize)
        return formatMessage(messages::kBsOutsideRange, {to_string(spec.blockSize)});
    if (brokenSizeRule(spec.blockSize, spec.direct, spec.verify) == SizeRule::DirectIo)
        return formatMessage(messages::kBsNotMultiple, {to_string(spec.blockSize)});
    if (spec.queueDepth == 0 || spec.queueDepth > kMaxQueueDepth)
        return formatMessage(messages::kIodepthOutside, {to_string(spec.queueDepth), to_string(kMaxQueueDepth)});
    if (spec.jobs == 0 || spec.jobs > kMaxJobs)
        return formatMessage(messages::kNumjobsOutside, {to_string(spec.jobs), to_string(kMaxJobs)});
    if (spec.readPercent < 0 || spec.readPercent > 100)
        return formatMessage(messages::kRwmixreadOutside, {to_string(spec.readPercent)});
    if (spec.percentageRandom < -1 || spec.percentageRandom > 100)
        return formatMessage(messages::kPercentageRandomOutside, {to_string(spec.percentageRandom)});
    if (spec.runtime.count() <= 0 && spec.byteTotal == 0)
        return messages::kRuntimeZero;
    if (spec.runtime.count() < 0 || spec.rampTime.count() < 0)
        return messages::kNegativeTimes;
    if (spec.regionSize != 0 && spec.regionSize < spec.blockSize && !spec.blockSplit.empty())
        return formatMessage(messages::kBssplitPartLargerThanRegion,
                             {to_string(spec.blockSize), to_string(spec.regionSize)});
    if (spec.regionSize != 0 && spec.regionSize < spec.blockSize)
        return formatMessage(messages::kBsLargerThanRegion, {to_string(spec.blockSize), to_string(spec.regionSize)});
    if (spec.targets.size() > spec.jobs)
        return formatMessage(messages::kFewerJobsThanTargets, {to_string(spec.targets.size()), to_string(spec.jobs)});
    if (spec.regionOffset > UINT64_MAX - spec.regionSize)
        return messages::kOffsetBeyondAnyDevice;
    if (spec.interval.count() < 1'000'000)
        return messages::kSampleIntervalTooShort;
    if (spec.verify != VerifyChoice::Off) {
        // Every I/O covers whole 512-byte units at offsets that are multiples of 512.
        if (spec.engine == EngineChoice::Fio)
            return messages::kVerifyWithFio;
        // A size direct I/O refuses was refused above; verification's rule is what is left.
        for (const BlockSplitPart& part : spec.blockSplit)
            if (brokenSizeRule(part.size, spec.direct, spec.verify) == SizeRule::Verify)
                return formatMessage(messages::kVerifyBssplitPartNotMultiple, {to_string(part.size)});
        if (brokenSizeRule(spec.blockSize, spec.direct, spec.verify) == SizeRule::Verify)
            return formatMessage(messages::kVerifyBsNotMultiple, {to_string(spec.blockSize)});
        if (spec.regionOffset % kVerifyUnit != 0)
            return formatMessage(messages::kVerifyOffsetNotMultiple, {to_string(spec.regionOffset)});
    }
    return validateUringOptions(spec, cpus);
}

}  // namespace surfio
