#pragma once

#include "core/engine/job_spec.h"
#include "core/engine/latency_histogram.h"
#include "core/engine/shared_vector.h"

#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

namespace surfio {

// Totals of one direction (read or write) over a span of time.
struct DirectionTotals {
    uint64_t ios = 0;
    uint64_t bytes = 0;
    uint64_t latMinNs = 0;  // 0 when no I/O
    uint64_t latMaxNs = 0;
    double latSumNs = 0;    // for the mean
    double latSumSqNs = 0;  // for the standard deviation
    LatencyHistogram histogram;

    void merge(const DirectionTotals& o);
    double meanLatNs() const { return ios ? latSumNs / double(ios) : 0.0; }
    double stddevLatNs() const;
    // The sums back from a mean and sample standard deviation over ios (as
    // fio and Surfio's JSON publish them), so that merging weighs each I/O once.
    void setLatencyMoments(double meanNs, double stddevNs);
};

// One interval of the time series. t is the interval's end, in seconds since
// the measured part of the job began (after ramp).
struct IntervalSample {
    double t = 0;
    double seconds = 0;  // the interval's length
    struct Direction {
        uint64_t ios = 0;
        uint64_t bytes = 0;
        double meanLatNs = 0;
        double p99LatNs = 0;
    } read, write;
    // The hottest drive under the targets, in °C, where its sensor was read
    // in this interval (once a second, drive_temperature.h); NaN elsewhere.
    double temperatureC = std::numeric_limits<double>::quiet_NaN();
    double iops(const Direction& d) const { return seconds > 0 ? double(d.ios) / seconds : 0; }
};

// What ran, so every figure says how it was measured.
struct EngineInfo {
    std::string name;           // "io_uring" or "psync"
    unsigned ringFlags = 0;     // IORING_SETUP_* that the ring was created with
    std::string ringFlagNames;  // "SINGLE_ISSUER|DEFER_TASKRUN|COOP_TASKRUN|CQSIZE"
    bool registeredBuffers = false;
    bool registeredFiles = false;
    std::string bufferPages;   // what backs the I/O buffers: "THP 2 MiB", "hugetlb 2 MiB", "4 KiB"
    unsigned submitBatch = 0;  // I/Os per io_uring_enter at most (iodepth_batch_submit; Surfio's rule when 0 was asked)
    unsigned completeMin = 0;  // completions a wait asks for (iodepth_batch_complete_min)
    std::string fallbackReason;  // why not io_uring, or why a feature was dropped
    // The CPUs Surfio pinned the workers to, one each, at a depth where every
    // I/O is a hand-off to a kernel thread (cpu_placement.h), in fio's list
    // syntax: "0", "0-1"; empty: the scheduler placed them, or cpus_allowed did.
    std::string workerCpus;
};

enum class TargetKind { File, Directory, BlockDevice };
std::string targetKindName(TargetKind k);

// A block device a target's I/O reaches, found through sysfs (block_device.h).
struct TargetDevice {
    std::string name;   // sysfs name: "vda1", "loop3", "dm-0"
    std::string disk;   // a partition's whole disk, "vda"; empty when name is a whole disk
    std::string above;  // the device whose I/O this one serves: "dm-0" for its slave, "loop3" for the
                        // device that holds loop3's backing file; empty for the target's own device
    bool operator==(const TargetDevice&) const = default;
};

struct TargetInfo {
    std::string path;    // as given
    std::string host;    // fio client mode: the server it ran on, "host" or "host:port"; empty: this machine
    std::string ioPath;  // the file actually opened (a scratch file for a directory)
    TargetKind kind = TargetKind::File;
    uint64_t size = 0;  // file or device size in bytes
    uint64_t regionSize = 0;
    uint64_t regionOffset = 0;
    uint32_t logicalBlockSize = 0;
    uint32_t physicalBlockSize = 0;
    uint32_t dioOffsetAlign = 0;  // what O_DIRECT needs for offsets and lengths
    uint32_t dioMemAlign = 0;
    std::string alignSource;          // "statx" or "logical block size"
    std::string model;                // device model where known
    std::string filesystem;           // filesystem type of a file's mount
    std::string layout;               // how the region's data got there
    std::string openedBy = "direct";  // "direct", or "udisks2" (a descriptor UDisks2 handed over)
    // The target's own device first (a file's filesystem's, or the device
    // itself), then, depth first, those under it; empty: none (tmpfs, NFS),
    // or not looked at (fio hosts, a result from before Surfio looked).
    std::vector<TargetDevice> devices;
};

// What one block device did over the measured part of a run: the deltas of
// its /sys/class/block/DEV/stat (a partition's own), under fio's disk_util
// names (fio 3.33; read_sectors and write_sectors are fio 3.36's).
struct DiskUtil {
    std::string name;                            // sysfs name
    uint64_t readIos = 0, writeIos = 0;          // requests completed
    uint64_t readMerges = 0, writeMerges = 0;    // I/Os merged into a request already queued
    uint64_t readSectors = 0, writeSectors = 0;  // 512-byte units, whatever the device's block size
    uint64_t readTicks = 0, writeTicks = 0;      // ms that requests spent, summed over requests
    uint64_t inQueue = 0;                        // ms: time weighted by the requests in flight
    double util = 0;                             // % of the span with a request in flight
    double msec = 0;                             // the span the deltas cover

    // The requests in flight at the device on average (in_queue / span): the
    // depth the device really saw, which the engine's depth only asks for.
    double meanQueueDepth() const { return msec > 0 ? double(inQueue) / msec : 0; }
};

// CPU time one thread used over a span (getrusage RUSAGE_THREAD), what fio
// gives per job as usr_cpu, sys_cpu and ctx. Adding two is fio's
// group_reporting: times and spans summed, so the percentages are the
// threads' mean.
struct CpuUse {
    double seconds = 0;  // the span; 0: not recorded
    double userSeconds = 0;
    double systemSeconds = 0;
    uint64_t contextSwitches = 0;  // voluntary and involuntary, as fio's ctx

    bool recorded() const { return seconds > 0; }
    double userPercent() const { return seconds > 0 ? 100.0 * userSeconds / seconds : 0; }
    double systemPercent() const { return seconds > 0 ? 100.0 * systemSeconds / seconds : 0; }
    double busyPercent() const { return userPercent() + systemPercent(); }
    void merge(const CpuUse& o);
};

// A drive's temperature sensor and what it read over a run
// (drive_temperature.h). NaN where a threshold is not given.
struct DriveTemperature {
    std::string device;                                       // the whole disk: "nvme0n1", "sda"
    std::string sensor;                                       // the hwmon driver that reports it: "nvme", "drivetemp"
    std::string label;                                        // temp1_label where given: "Composite"
    double maxC = std::numeric_limits<double>::quiet_NaN();   // temp1_max: where the drive's warning begins
    double critC = std::numeric_limits<double>::quiet_NaN();  // temp1_crit
    double peakC = std::numeric_limits<double>::quiet_NaN();  // the hottest reading of the run

    // temp1_max, else temp1_crit; NaN when the drive gives neither.
    double warningC() const { return std::isnan(maxC) ? critC : maxC; }
};

// Per worker thread, fio's numjobs without group_reporting.
struct WorkerTotals {
    unsigned index = 0;
    unsigned target = 0;  // index into JobResult::targets
    uint64_t readIos = 0, readBytes = 0, writeIos = 0, writeBytes = 0;
    double readMeanLatNs = 0, writeMeanLatNs = 0;
    double seconds = 0;
    uint64_t reissued = 0;  // rests of short completions issued again (fio's short_ios, both directions)
    uint32_t maxInFlight = 0;
    CpuUse cpu;  // the worker thread's, over its measured part
};

struct JobResult {
    JobSpec spec;
    // Where this run sits in its matrix: point index (into Matrix::expand()),
    // trial of that point, and steady-state round, all from 0.
    int point = 0;
    int trial = 0;
    int round = 0;
    EngineInfo engine;
    std::vector<TargetInfo> targets;
    DirectionTotals read, write;
    std::vector<WorkerTotals> workers;
    std::vector<uint64_t> blockSplitIos;   // per part of spec.blockSplit, reads and writes; empty without a split
    SharedVector<IntervalSample> samples;  // copies share it
    // The longest time between two of the sampler's ticks while the workers
    // ran (not the drain after the last): far past the interval asked, the
    // process was stopped or starved (point_warnings.h). Not saved; the
    // warning it gives is.
    double longestTickSeconds = 0;
    double seconds = 0;    // measured time (after ramp) until the last completion
    bool stopped = false;  // a stop request ended it early
    bool stalled = false;  // in-flight I/Os stopped completing at the end: error says so, the totals are what finished
    std::string error;     // set when the job failed; totals hold what finished
    std::vector<DiskUtil> diskUtil;              // each device under the targets, once; empty: not looked at
    std::vector<DriveTemperature> temperatures;  // each drive under the targets whose sensor gave a reading
    std::vector<std::string> warnings;           // engine messages on what the figures mean (point_warnings.h)

    // The workers' CPU use added up (fio's group_reporting).
    CpuUse cpu() const;
    // CPU time (user + system) per I/O, in microseconds; 0 without I/Os or CPU figures.
    double cpuMicrosecondsPerIo() const;
    double iops(const DirectionTotals& d) const { return seconds > 0 ? double(d.ios) / seconds : 0; }
    double bandwidth(const DirectionTotals& d) const { return seconds > 0 ? double(d.bytes) / seconds : 0; }

    // verify=crc32c (verify.h): what the measured reads checked. A read is
    // checked whole or skipped whole, so checkedReads + skippedReads = read.ios.
    // Not recorded when verify was off, or in results from before the counts.
    struct Verify {
        bool recorded = false;
        uint64_t checkedReads = 0;  // every 512-byte sector's magic, offset, length and crc held
        uint64_t skippedReads = 0;  // not checked: a write of the same job to that part of the region was in flight
        uint64_t checkedBytes = 0;

        void merge(const Verify& o)
        {
            recorded = recorded || o.recorded;
            checkedReads += o.checkedReads;
            skippedReads += o.skippedReads;
            checkedBytes += o.checkedBytes;
        }
        // Verify was on and reads ran, but none of them could be checked.
        bool checkedNothing() const { return recorded && checkedReads == 0 && skippedReads > 0; }
    } verify;
};

}  // namespace surfio
