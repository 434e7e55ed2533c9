#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace surfio {

// fio's rw= values. The random share of the *seq* patterns can be raised
// with JobSpec::percentageRandom (Iometer's "% random").
enum class Pattern { Read, Write, RandRead, RandWrite, ReadWrite, RandReadWrite };

std::string patternName(Pattern p);                         // "randrw", as fio spells it
std::optional<Pattern> parsePattern(const std::string& s);  // accepts fio's aliases too

// Fio: the matrix runs through the installed fio (core/fio_engine), never runJob().
enum class EngineChoice { Auto, IoUring, Sync, Fio };
std::string engineChoiceName(EngineChoice e);
// The engine engineChoiceName names: "auto", "io_uring", "psync" or "fio".
std::optional<EngineChoice> parseEngineChoice(const std::string& name);

// fio's verify=: what writes carry and reads check (core/engine/verify.h).
enum class VerifyChoice { Off, Crc32c };
std::string verifyChoiceName(VerifyChoice v);                         // "off", "crc32c"
std::optional<VerifyChoice> parseVerifyChoice(const std::string& s);  // also fio's "0"/"none" for off
inline constexpr const char* kVerifyChoiceNames = "off, crc32c";

using Nanoseconds = std::chrono::nanoseconds;

// One share of fio's bssplit: `percent` of the I/Os are `size` bytes.
struct BlockSplitPart {
    uint64_t size = 0;
    unsigned percent = 0;
    bool operator==(const BlockSplitPart&) const = default;
};
using BlockSplit = std::vector<BlockSplitPart>;

// fio's spelling, "4k/60:64k/30:1m/10", which is also the split's name.
std::string blockSplitName(const BlockSplit& split);

struct JobSpec {
    std::vector<std::string> targets;  // files, directories or block devices
    Pattern pattern = Pattern::RandRead;
    int readPercent = 100;      // used by rw/randrw; read=100, write=0 implied
    int percentageRandom = -1;  // -1: 100 for rand*, 0 for the rest
    uint64_t blockSize = 4096;  // with a split: its largest part
    BlockSplit blockSplit;      // empty: every I/O is blockSize
    uint32_t queueDepth = 1;
    uint32_t jobs = 1;
    uint64_t regionSize = 0;  // 0: the whole existing file or device
    uint64_t regionOffset = 0;
    Nanoseconds rampTime{0};
    Nanoseconds runtime{std::chrono::seconds(10)};
    uint64_t byteTotal = 0;  // per worker, 0: none; ends the job when reached
    bool direct = true;
    VerifyChoice verify = VerifyChoice::Off;
    uint64_t rateIops = 0;  // per job (each of numjobs), as fio; 0: unlimited
    // A rate step of --rate-steps (vdbench's curve): this share, in percent,
    // of the IOPS the point before it reached unthrottled; the Runner sets
    // rateIops from it. 0: no rate step.
    int rateSharePercent = 0;
    uint64_t seed = 0x5eed'5f10ULL;  // same seed, same offsets
    Nanoseconds interval{std::chrono::milliseconds(100)};
    EngineChoice engine = EngineChoice::Auto;
    bool keepScratch = false;       // keep a directory target's scratch file
    bool allowWriteDevice = false;  // --allow-write-device
    bool force = false;             // --force: ignore filesystem/partition signatures

    // io_uring options, under fio's names (fio's engines/io_uring.c).
    bool sqthreadPoll = false;             // sqthread_poll: a kernel thread polls the submission queue (SQPOLL)
    int sqthreadPollCpu = -1;              // sqthread_poll_cpu: the CPU of that thread; -1: not pinned
    bool hipri = false;                    // hipri: polled completions (IOPOLL); needs a device with poll queues
    bool fixedBufs = true;                 // fixedbufs: registered buffers (fio's default is off)
    bool registerFiles = true;             // registerfiles: a registered file (fio's default is off)
    std::vector<uint32_t> cpusAllowed;     // cpus_allowed: CPUs every worker may run on, ascending; empty: any
    uint32_t iodepthBatchSubmit = 0;       // iodepth_batch_submit: I/Os per submission; 0: Surfio's own rule
    uint32_t iodepthBatchCompleteMin = 1;  // iodepth_batch_complete_min: completions a wait asks for

    // What each I/O does, with the pattern's implications applied.
    int effectiveReadPercent() const;
    int effectiveRandomPercent() const;
    bool writes() const { return effectiveReadPercent() < 100; }
    bool reads() const { return effectiveReadPercent() > 0; }
    // Every size an I/O of this job can have, ascending.
    std::vector<uint64_t> blockSizes() const;
};

// What direct I/O and verification ask of every I/O size, a block size or a
// split's part: whole 512-byte units, the smallest block direct I/O moves
// (kMinBlockSize) and the sector verification checks (kVerifyUnit). Which of
// the two size breaks, direct I/O's first; None when it keeps both.
// validateSpec refuses by it, and the matrix editor marks sizes by it as they
// are typed.
enum class SizeRule { None, DirectIo, Verify };
SizeRule brokenSizeRule(uint64_t size, bool direct, VerifyChoice verify);

// The CPUs this machine has, online or not (sysconf(_SC_NPROCESSORS_CONF)), as
// fio counts them for cpus_allowed; 0 when the system cannot say.
unsigned configuredCpus();

// Checks that need no target: returns a message naming the option and the fix,
// or an empty string. cpus: how many CPUs the machine that runs the spec has,
// which cpus_allowed and sqthread_poll_cpu must name; 0 when that is another
// machine (fio's hosts), whose CPUs are not known here.
std::string validateSpec(const JobSpec& spec, unsigned cpus = configuredCpus());

// fio's cpus_allowed syntax, "0-3,5" or "0,2": CPU indices and ranges
// separated by commas. The CPUs ascending, each once; empty text: none named
// (any CPU). nullopt for anything else: a reversed range, an index of
// kMaxCpus or more, an empty item.
std::optional<std::vector<uint32_t>> parseCpuList(const std::string& text);
// The canonical spelling of such a list: runs of two or more as ranges, "0-3,5".
std::string cpuListName(const std::vector<uint32_t>& cpus);

constexpr uint64_t kMinBlockSize = 512;
constexpr uint64_t kMaxBlockSize = 64ULL << 20;
constexpr uint32_t kMaxQueueDepth = 65536;
constexpr uint32_t kMaxJobs = 256;
constexpr uint32_t kMaxCpus = 8192;  // Linux's largest NR_CPUS: CPU indices are below it

}  // namespace surfio
