#pragma once

// Every message the engine gives a person, as one whole sentence with %1..%9
// for what varies (paths, numbers, sizes, system error texts, other messages).
// The engine has no Qt: it fills the templates in English (formatMessage), and
// that English is what result files and journals keep. The core finds the
// template again and shows its translation (core/text/engine_text.h); lupdate
// collects the templates through QT_TRANSLATE_NOOP, in the context "Engine".
// A message whose wording depends on a condition has one template per wording.

#include <initializer_list>
#include <string>

#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(scope, text) text
#endif

namespace surfio {

// templ with %N replaced by args[N-1], in one pass (an argument holding "%1"
// stays as it is).
std::string formatMessage(const char* templ, std::initializer_list<std::string> args);

// Appends reason to a "; "-separated list of reasons (EngineInfo::fallbackReason).
void addReason(std::string& reasons, const std::string& reason);

namespace messages {

// A list of reasons, each an engine message: "%1; %2; %3" is "%1; %2" twice.
//: Joins two reasons (each already translated) in a list of reasons.
inline constexpr const char* kReasonList = QT_TRANSLATE_NOOP("Engine", "%1; %2");
// A size below 1 KiB or not a whole number of KiB (larger ones are "64 MiB").
//: A size, %1 a number
inline constexpr const char* kBytes = QT_TRANSLATE_NOOP("Engine", "%1 bytes");

// job_spec.cpp: what no target can fix.
inline constexpr const char* kNoTarget = QT_TRANSLATE_NOOP("Engine", "no target: give --filename or --directory");
inline constexpr const char* kBssplitTooManyParts =
    QT_TRANSLATE_NOOP("Engine", "--bssplit has %1 parts: give at most %2");
inline constexpr const char* kBssplitPartSizeOutside = QT_TRANSLATE_NOOP(
    "Engine", "--bssplit part %1/%2 has a size outside 512 bytes to 64 MiB: pick sizes in that range, e.g. "
              "--bssplit=4k/60:64k/40");
inline constexpr const char* kBssplitPartNotMultiple = QT_TRANSLATE_NOOP(
    "Engine", "--bssplit part %1/%2 has a size that is not a multiple of 512 bytes, which direct I/O needs: use "
              "multiples of 512, or --direct=0");
inline constexpr const char* kBssplitPartPercentAbove100 =
    QT_TRANSLATE_NOOP("Engine", "--bssplit part %1/%2 has a percent above 100: give each part 0 to 100");
inline constexpr const char* kBssplitPercentsNot100 =
    QT_TRANSLATE_NOOP("Engine", "the percents of --bssplit=%1 add up to %2, not 100: make them add up to 100, e.g. "
                                "--bssplit=4k/60:64k/40");
inline constexpr const char* kBsDiffersFromBssplit = QT_TRANSLATE_NOOP(
    "Engine", "--bs=%1 differs from the largest --bssplit part (%2): leave --bs out with --bssplit, or set it to %2");
inline constexpr const char* kBsZero =
    QT_TRANSLATE_NOOP("Engine", "--bs is 0: give a block size of at least 512 bytes, e.g. --bs=4k");
inline constexpr const char* kBsOutsideRange =
    QT_TRANSLATE_NOOP("Engine", "--bs=%1 is outside 512 bytes to 64 MiB: pick a block size in that range");
inline constexpr const char* kBsNotMultiple = QT_TRANSLATE_NOOP(
    "Engine", "--bs=%1 is not a multiple of 512 bytes, which direct I/O needs: use a multiple of 512, or --direct=0");
inline constexpr const char* kIodepthOutside = QT_TRANSLATE_NOOP("Engine", "--iodepth=%1 is outside 1 to %2");
inline constexpr const char* kNumjobsOutside = QT_TRANSLATE_NOOP("Engine", "--numjobs=%1 is outside 1 to %2");
inline constexpr const char* kRwmixreadOutside = QT_TRANSLATE_NOOP("Engine", "--rwmixread=%1 is outside 0 to 100");
inline constexpr const char* kPercentageRandomOutside =
    QT_TRANSLATE_NOOP("Engine", "--percentage_random=%1 is outside 0 to 100");
inline constexpr const char* kRuntimeZero = QT_TRANSLATE_NOOP(
    "Engine", "--runtime is 0 and no --io_size is given, so the job would never end: give a runtime, e.g. "
              "--runtime=10s");
inline constexpr const char* kNegativeTimes =
    QT_TRANSLATE_NOOP("Engine", "--runtime and --ramp_time cannot be negative");
inline constexpr const char* kBssplitPartLargerThanRegion = QT_TRANSLATE_NOOP(
    "Engine", "the largest --bssplit part (%1) is larger than the region (--size=%2): raise --size or lower that part");
inline constexpr const char* kBsLargerThanRegion =
    QT_TRANSLATE_NOOP("Engine", "--bs=%1 is larger than the region (--size=%2): raise --size or lower --bs");
inline constexpr const char* kFewerJobsThanTargets = QT_TRANSLATE_NOOP(
    "Engine", "%1 targets but --numjobs=%2: each job works on one target, so give at least as many jobs as targets");
inline constexpr const char* kOffsetBeyondAnyDevice =
    QT_TRANSLATE_NOOP("Engine", "--offset plus --size is beyond any device: lower --offset");
inline constexpr const char* kSampleIntervalTooShort =
    QT_TRANSLATE_NOOP("Engine", "--sample_interval is below 1 ms: give at least 1ms, e.g. --sample_interval=100ms");

// job_spec.cpp: fio's io_uring options.
//: %1 an option as given, e.g. "hipri" or "fixedbufs=0"
inline constexpr const char* kUringOptionWithPsync = QT_TRANSLATE_NOOP(
    "Engine", "--%1 is an io_uring option, and --engine=psync does not use io_uring: use --engine=io_uring or "
              "--engine=auto, or leave out --%1");
inline constexpr const char* kSqthreadPollCpuWithoutPoll = QT_TRANSLATE_NOOP(
    "Engine", "--sqthread_poll_cpu=%1 pins the kernel's submission polling thread, which only --sqthread_poll=1 "
              "starts: add --sqthread_poll=1, or leave out --sqthread_poll_cpu");
//: %2 the highest CPU index of this machine
inline constexpr const char* kSqthreadPollCpuBeyond = QT_TRANSLATE_NOOP(
    "Engine", "--sqthread_poll_cpu=%1 is not a CPU of this machine, which has CPUs 0 to %2: pick one of those");
//: %1 the CPU list, %2 the CPU beyond the machine's, %3 the highest CPU index of this machine
inline constexpr const char* kCpusAllowedBeyond = QT_TRANSLATE_NOOP(
    "Engine", "--cpus_allowed=%1 names CPU %2, but this machine has CPUs 0 to %3: list only those, e.g. "
              "--cpus_allowed=0-%3");
inline constexpr const char* kIodepthBatchSubmitAboveIodepth = QT_TRANSLATE_NOOP(
    "Engine", "--iodepth_batch_submit=%1 is above --iodepth=%2, so a batch could never fill: give at most %2, or 0 "
              "for Surfio's own submission rule");
inline constexpr const char* kIodepthBatchCompleteMinAboveIodepth = QT_TRANSLATE_NOOP(
    "Engine", "--iodepth_batch_complete_min=%1 is above --iodepth=%2, so a wait for that many completions would "
              "never end: give 1 to %2");
inline constexpr const char* kIodepthBatchCompleteMinZero = QT_TRANSLATE_NOOP(
    "Engine", "--iodepth_batch_complete_min=0: Surfio's engine waits for at least one completion each time round: "
              "give 1 to %1 (--iodepth)");
inline constexpr const char* kHipriWithoutDirect = QT_TRANSLATE_NOOP(
    "Engine", "--hipri polls for completions (IOPOLL), which only direct I/O can do: add --direct=1, or leave out "
              "--hipri");

// block_device.cpp: looking at a device, and refusing to write to it.
inline constexpr const char* kCannotLookAt =
    QT_TRANSLATE_NOOP("Engine", "cannot look at %1: %2; check the device path");
inline constexpr const char* kNotBlockDeviceRegularFile = QT_TRANSLATE_NOOP(
    "Engine", "%1 is not a block device (it is a regular file); name a device node such as /dev/sdb or /dev/nvme0n1");
inline constexpr const char* kNotBlockDeviceDirectory = QT_TRANSLATE_NOOP(
    "Engine", "%1 is not a block device (it is a directory); name a device node such as /dev/sdb or /dev/nvme0n1");
inline constexpr const char* kNotBlockDeviceCharacterDevice = QT_TRANSLATE_NOOP(
    "Engine", "%1 is not a block device (it is a character device); name a device node such as /dev/sdb or "
              "/dev/nvme0n1");
inline constexpr const char* kNotBlockDeviceOther = QT_TRANSLATE_NOOP(
    "Engine", "%1 is not a block device (it is not a device); name a device node such as /dev/sdb or /dev/nvme0n1");
inline constexpr const char* kCannotOpen = QT_TRANSLATE_NOOP("Engine", "cannot open %1: %2");
inline constexpr const char* kCannotOpenEvenAsRoot = QT_TRANSLATE_NOOP(
    "Engine", "cannot open %1: %2; even root may not: a container, device cgroup or security module forbids it");
inline constexpr const char* kCannotOpenWithoutRights = QT_TRANSLATE_NOOP(
    "Engine", "cannot open %1: %2; let Surfio ask UDisks2 to open it (polkit asks for a password once), or join the "
              "group that owns %1");
inline constexpr const char* kGrantNotThisDevice = QT_TRANSLATE_NOOP(
    "Engine", "the descriptor UDisks2 handed over for %1 is not open on that device any more; start again to ask anew");
inline constexpr const char* kGrantReadOnly =
    QT_TRANSLATE_NOOP("Engine", "%1 was opened through UDisks2 for reading only, and this matrix writes; start again "
                                "to ask for writing");
inline constexpr const char* kCannotReadSize =
    QT_TRANSLATE_NOOP("Engine", "cannot read the size of %1: %2; is there a medium in it?");
inline constexpr const char* kCannotReadSignatures =
    QT_TRANSLATE_NOOP("Engine", "cannot read %1 to look for filesystem signatures: %2");
// What libblkid found, %2 of kDeviceCarries; "a" or "an" as the type (%1) begins.
//: What a device carries, in "%1 carries %2; writing would destroy it..."; %1 the device
inline constexpr const char* kSignatureConflicting =
    QT_TRANSLATE_NOOP("Engine", "several conflicting signatures (wipefs %1 lists them)");
//: What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its "a" and "an" forms translate alike
inline constexpr const char* kSignatureRaidA = QT_TRANSLATE_NOOP("Engine", "a %1 RAID/LVM signature");
//: What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its "a" and "an" forms translate alike
inline constexpr const char* kSignatureRaidAn = QT_TRANSLATE_NOOP("Engine", "an %1 RAID/LVM signature");
//: What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its "a" and "an" forms translate alike
inline constexpr const char* kSignatureCryptoA = QT_TRANSLATE_NOOP("Engine", "a %1 encryption signature");
//: What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its "a" and "an" forms translate alike
inline constexpr const char* kSignatureCryptoAn = QT_TRANSLATE_NOOP("Engine", "an %1 encryption signature");
//: What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its "a" and "an" forms translate alike
inline constexpr const char* kSignatureFilesystemA = QT_TRANSLATE_NOOP("Engine", "a %1 filesystem signature");
//: What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its "a" and "an" forms translate alike
inline constexpr const char* kSignatureFilesystemAn = QT_TRANSLATE_NOOP("Engine", "an %1 filesystem signature");
//: What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its "a" and "an" forms translate alike
inline constexpr const char* kSignatureOtherA = QT_TRANSLATE_NOOP("Engine", "a %1 signature");
//: What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its "a" and "an" forms translate alike
inline constexpr const char* kSignatureOtherAn = QT_TRANSLATE_NOOP("Engine", "an %1 signature");
//: What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its "a" and "an" forms translate alike
inline constexpr const char* kPartitionTableA = QT_TRANSLATE_NOOP("Engine", "a %1 partition table");
//: What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its "a" and "an" forms translate alike
inline constexpr const char* kPartitionTableAn = QT_TRANSLATE_NOOP("Engine", "an %1 partition table");
//: What a device carries
inline constexpr const char* kSignatureUnknown = QT_TRANSLATE_NOOP("Engine", "a signature of unknown type");
//: %1 a signature found on a device (translated), %2 its label
inline constexpr const char* kSignatureWithLabel = QT_TRANSLATE_NOOP("Engine", "%1 (label \"%2\")");
inline constexpr const char* kRefusingToWriteDevice = QT_TRANSLATE_NOOP(
    "Engine", "refusing to write to %1: Surfio does not write to block devices unless --allow-write-device is given; "
              "the data on %1 would be destroyed");
inline constexpr const char* kDeviceMounted = QT_TRANSLATE_NOOP(
    "Engine", "%1 is mounted on %2; unmount it first (Surfio never writes to a mounted device, --force does not "
              "change that)");
inline constexpr const char* kPartitionMounted = QT_TRANSLATE_NOOP(
    "Engine", "%1 is mounted on %2 (partition %3); unmount it first (Surfio never writes to a mounted device, "
              "--force does not change that)");
// A holder of a partition, in kDeviceHeldBy's list of holders.
//: In a list of what holds a device: %1 the holder (dm-0, md127), %2 the partition it holds
inline constexpr const char* kHolderOfPartition = QT_TRANSLATE_NOOP("Engine", "%1 (on %2)");
inline constexpr const char* kDeviceHeldBy = QT_TRANSLATE_NOOP(
    "Engine", "%1 is in use by %2 (mounted, swap, RAID, LVM, device-mapper or opened exclusively by another program: "
              "see /sys/class/block/%3/holders); free it first");
inline constexpr const char* kDeviceHeld = QT_TRANSLATE_NOOP(
    "Engine", "%1 is in use (mounted, swap, RAID, LVM, device-mapper or opened exclusively by another program: see "
              "/sys/class/block/%2/holders); free it first");
inline constexpr const char* kDeviceCarries = QT_TRANSLATE_NOOP(
    "Engine", "%1 carries %2; writing would destroy it. Pick an empty device, or add --force if you really mean to "
              "overwrite it");

// target.cpp: opening a target and laying out its region.
inline constexpr const char* kCannotInspect = QT_TRANSLATE_NOOP("Engine", "cannot inspect %1: %2");
inline constexpr const char* kReadOnlyFilesystem = QT_TRANSLATE_NOOP(
    "Engine", "%1 is on a read-only filesystem, so %2 cannot be written: pick a directory on a writable filesystem");
inline constexpr const char* kNotEnoughSpace =
    QT_TRANSLATE_NOOP("Engine", "%1 needs %2 but %3 has only %4 free: lower --size or pick another directory");
inline constexpr const char* kNotFileDirectoryOrDevice =
    QT_TRANSLATE_NOOP("Engine", "%1 is neither a file, a directory nor a block device (a FIFO or a character device "
                                "such as /dev/null or /dev/zero holds no storage to measure): name a file, a directory "
                                "or a block device");
inline constexpr const char* kDirectoryMissing = QT_TRANSLATE_NOOP(
    "Engine", "directory %1 does not exist, so %2 cannot be created: create the directory or pick another path");
inline constexpr const char* kNoSuchDevice =
    QT_TRANSLATE_NOOP("Engine", "no such device %1: check the name with lsblk (Surfio does not create files in %2)");
inline constexpr const char* kSizeNeededToCreate =
    QT_TRANSLATE_NOOP("Engine", "--size is needed to create %1: e.g. --size=1g");
inline constexpr const char* kNothingPastOffset =
    QT_TRANSLATE_NOOP("Engine", "%1 holds %2, nothing past --offset=%3: give --size to extend it");
inline constexpr const char* kOffsetPastDevice =
    QT_TRANSLATE_NOOP("Engine", "%1 holds %2, nothing past --offset=%3: give an --offset below the device's size");
inline constexpr const char* kRegionLargerThanDevice =
    QT_TRANSLATE_NOOP("Engine", "the region (--offset + --size = %1) is larger than %2 (%3): lower --size or --offset");
inline constexpr const char* kReadsWouldRewrite = QT_TRANSLATE_NOOP(
    "Engine", "%1 holds %2 but the region ends at %3, and only reads were asked for, so Surfio will not rewrite it: "
              "give --size=%4 or less, or another file");
inline constexpr const char* kRegionNotAligned = QT_TRANSLATE_NOOP(
    "Engine", "the region (offset %1, size %2) of %3 is not aligned to its %4-byte direct-I/O alignment (%5): give "
              "--offset and --size as multiples of it, e.g. --size=%6");
inline constexpr const char* kScratchExists =
    QT_TRANSLATE_NOOP("Engine", "%1 already exists (left by an earlier run?): delete it and start again");
inline constexpr const char* kTargetBusy =
    QT_TRANSLATE_NOOP("Engine", "%1 is in use (mounted, or held by another program or the kernel): free it first");
inline constexpr const char* kCannotOpenForDirectIo = QT_TRANSLATE_NOOP("Engine", "cannot open %1 for direct I/O: %2");
inline constexpr const char* kCannotOpenNotAllowed = QT_TRANSLATE_NOOP(
    "Engine", "cannot open %1: %2: give a target you may read and write (a file in a folder of yours), or ask for "
              "access to it");
inline constexpr const char* kCannotOpenForDirectIoInvalid = QT_TRANSLATE_NOOP(
    "Engine", "cannot open %1 for direct I/O: %2 (the filesystem may not support O_DIRECT: try --direct=0)");
inline constexpr const char* kNoSpaceToCreate =
    QT_TRANSLATE_NOOP("Engine", "no space left on device to create %1 (%2)");
inline constexpr const char* kBlockSizeNotAligned = QT_TRANSLATE_NOOP(
    "Engine", "block size %1 is not a multiple of %2's %3-byte direct-I/O alignment (%4): use a multiple of %3, or "
              "--direct=0");
inline constexpr const char* kBlockSizeLargerThanRegion =
    QT_TRANSLATE_NOOP("Engine", "block size %1 is larger than the region of %2 (%3): raise --size or lower --bs");
inline constexpr const char* kHolesInRegion = QT_TRANSLATE_NOOP(
    "Engine", "%1 has never-written holes in the region, and reads from them would not touch the device, so the "
              "figures would be false: pick a file without holes, or a new file that Surfio lays out itself");
inline constexpr const char* kCannotAllocateLayoutBuffer =
    QT_TRANSLATE_NOOP("Engine", "cannot allocate the layout buffer");
inline constexpr const char* kStoppedWhileLayingOut = QT_TRANSLATE_NOOP("Engine", "stopped while laying out %1");
inline constexpr const char* kLayingOutFailed = QT_TRANSLATE_NOOP("Engine", "laying out %1 failed at offset %2: %3");
inline constexpr const char* kFlushingLayoutFailed =
    QT_TRANSLATE_NOOP("Engine", "flushing the layout of %1 failed: %2");
// TargetInfo::layout: how the region's data got there.
//: How the data of a target's region got there
inline constexpr const char* kLayoutNoReads = QT_TRANSLATE_NOOP("Engine", "not laid out: no point reads");
//: How the data of a target's region got there
inline constexpr const char* kLayoutDeviceAsFound =
    QT_TRANSLATE_NOOP("Engine", "device data as found (Surfio may not write to this device)");
//: How the data of a target's region got there
inline constexpr const char* kLayoutEarlier =
    QT_TRANSLATE_NOOP("Engine", "laid out by Surfio earlier (random data, no holes)");
//: How the data of a target's region got there
inline constexpr const char* kLayoutExisting =
    QT_TRANSLATE_NOOP("Engine", "existing data, no holes (read only: not rewritten)");
//: How the data of a target's region got there; %1 its size
inline constexpr const char* kLayoutNow = QT_TRANSLATE_NOOP("Engine", "laid out by Surfio now (random data, %1)");
//: How the data of a target's region got there: every 512 bytes carry a header and checksum for --verify=crc32c
inline constexpr const char* kLayoutEarlierVerified =
    QT_TRANSLATE_NOOP("Engine", "laid out by Surfio earlier (crc32c-verifiable blocks, no holes)");
//: How the data of a target's region got there: every 512 bytes carry a header and checksum for --verify=crc32c; %1 its
//: size
inline constexpr const char* kLayoutNowVerified =
    QT_TRANSLATE_NOOP("Engine", "laid out by Surfio now (crc32c-verifiable blocks, %1)");
// TargetInfo::alignSource: where the direct-I/O alignment came from.
//: Where the direct-I/O alignment came from: the statx() system call's DIOALIGN answer
inline constexpr const char* kAlignFromStatx = QT_TRANSLATE_NOOP("Engine", "statx DIOALIGN");
//: Where the direct-I/O alignment came from
inline constexpr const char* kAlignFromLogicalBlockSize = QT_TRANSLATE_NOOP("Engine", "logical block size");
//: Where the direct-I/O alignment came from
inline constexpr const char* kAlignFromPageSize = QT_TRANSLATE_NOOP("Engine", "page size (device unknown)");

// engine.cpp: running a job.
inline constexpr const char* kReadReachedEnd =
    QT_TRANSLATE_NOOP("Engine", "read of %1 bytes at offset %2 of %3 reached the end of the target");
inline constexpr const char* kWriteReachedEnd =
    QT_TRANSLATE_NOOP("Engine", "write of %1 bytes at offset %2 of %3 reached the end of the target");
inline constexpr const char* kReadNoSpace =
    QT_TRANSLATE_NOOP("Engine", "no space left on device: read of %1 bytes at offset %2 of %3 failed");
inline constexpr const char* kWriteNoSpace =
    QT_TRANSLATE_NOOP("Engine", "no space left on device: write of %1 bytes at offset %2 of %3 failed");
inline constexpr const char* kReadFailed =
    QT_TRANSLATE_NOOP("Engine", "read of %1 bytes at offset %2 of %3 failed: %4");
inline constexpr const char* kWriteFailed =
    QT_TRANSLATE_NOOP("Engine", "write of %1 bytes at offset %2 of %3 failed: %4");
// A short completion whose rest then failed: %4 bytes were done, the rest starts at offset %5.
inline constexpr const char* kReadRestReachedEnd = QT_TRANSLATE_NOOP(
    "Engine", "read of %1 bytes at offset %2 of %3 came back short (%4 done); the rest, from offset %5, reached the "
              "end of the target");
inline constexpr const char* kWriteRestReachedEnd = QT_TRANSLATE_NOOP(
    "Engine", "write of %1 bytes at offset %2 of %3 came back short (%4 done); the rest, from offset %5, reached the "
              "end of the target");
inline constexpr const char* kReadRestNoSpace = QT_TRANSLATE_NOOP(
    "Engine", "no space left on device: read of %1 bytes at offset %2 of %3 came back short (%4 done), and the rest, "
              "from offset %5, failed");
inline constexpr const char* kWriteRestNoSpace = QT_TRANSLATE_NOOP(
    "Engine", "no space left on device: write of %1 bytes at offset %2 of %3 came back short (%4 done), and the "
              "rest, from offset %5, failed");
inline constexpr const char* kReadRestFailed = QT_TRANSLATE_NOOP(
    "Engine",
    "read of %1 bytes at offset %2 of %3 came back short (%4 done), and the rest, from offset %5, failed: %6");
inline constexpr const char* kWriteRestFailed = QT_TRANSLATE_NOOP(
    "Engine",
    "write of %1 bytes at offset %2 of %3 came back short (%4 done), and the rest, from offset %5, failed: %6");
// Fault injection (engine.cpp): the note on a result made with it, and a value it cannot use.
inline constexpr const char* kFaultShortIo = QT_TRANSLATE_NOOP(
    "Engine", "SURFIO_FAULT_SHORT_IO=%1: one I/O in %1 was first submitted at half its length (fault injection)");
inline constexpr const char* kFaultShortIoInvalid = QT_TRANSLATE_NOOP(
    "Engine", "SURFIO_FAULT_SHORT_IO=%1 is not a whole number from 0 to 4294967295: set it to N to submit one I/O in "
              "N at half its length, or unset it");
inline constexpr const char* kIoUringDisabledByEnvironment =
    QT_TRANSLATE_NOOP("Engine", "io_uring disabled by SURFIO_DISABLE_IO_URING");
inline constexpr const char* kIoUringSetupFailed = QT_TRANSLATE_NOOP("Engine", "io_uring_setup failed: %1");
inline constexpr const char* kIoUringSetupNoKernelSupport =
    QT_TRANSLATE_NOOP("Engine", "io_uring_setup failed: %1 (the kernel has no io_uring)");
inline constexpr const char* kIoUringSetupForbidden = QT_TRANSLATE_NOOP(
    "Engine",
    "io_uring_setup failed: %1 (disabled by kernel.io_uring_disabled or a seccomp filter, e.g. a container's)");
inline constexpr const char* kBuffersNeedTooMuchMemory = QT_TRANSLATE_NOOP(
    "Engine", "the I/O buffers need %1 (numjobs %2 x iodepth %3 x bs %4) but only %5 of memory is available, and "
              "Surfio uses at most half: lower --iodepth, --numjobs or --bs");
inline constexpr const char* kBuffersNeedTooMuchMemoryCgroup = QT_TRANSLATE_NOOP(
    "Engine", "the I/O buffers need %1 (numjobs %2 x iodepth %3 x bs %4) but the memory cgroup Surfio runs in (a "
              "container's or a service's limit) lets it take only %5 more, and Surfio uses at most half: lower "
              "--iodepth, --numjobs or --bs, or raise the limit");
//: Why an engine feature was dropped
inline constexpr const char* kBuffersRegisteredBySome =
    QT_TRANSLATE_NOOP("Engine", "buffers registered by %1 of %2 workers");
//: Why an engine feature was dropped
inline constexpr const char* kPsyncFallbackInSome = QT_TRANSLATE_NOOP("Engine", "psync fallback in %1 of %2 workers");
//: Why the psync engine ran rather than io_uring
inline constexpr const char* kPsyncAskedFor = QT_TRANSLATE_NOOP("Engine", "psync asked for");
inline constexpr const char* kFioNotThroughRunJob =
    QT_TRANSLATE_NOOP("Engine", "the fio engine runs through fio itself, not runJob()");
inline constexpr const char* kIoUringAskedButUnavailable =
    QT_TRANSLATE_NOOP("Engine", "the io_uring engine was asked for but cannot run here: %1");
inline constexpr const char* kCannotStartWorker =
    QT_TRANSLATE_NOOP("Engine", "could not start worker %1 of %2: %3: lower --numjobs");

// uring_worker.cpp and sync_worker.cpp: a worker's setup and loop.
inline constexpr const char* kRingFlagsRefused = QT_TRANSLATE_NOOP("Engine", "ring flags %1 refused (EINVAL)");
inline constexpr const char* kRingWithoutFlagsRefused = QT_TRANSLATE_NOOP("Engine", "ring flags none refused (EINVAL)");
inline constexpr const char* kBuffersNotRegistered = QT_TRANSLATE_NOOP("Engine", "buffers not registered (%1)");
inline constexpr const char* kBuffersNotRegisteredMemlock =
    QT_TRANSLATE_NOOP("Engine", "buffers not registered (%1, RLIMIT_MEMLOCK too low?)");
inline constexpr const char* kCannotCreateRing =
    QT_TRANSLATE_NOOP("Engine", "cannot create an io_uring ring of depth %1: %2");
inline constexpr const char* kCannotCreateRingMemory = QT_TRANSLATE_NOOP(
    "Engine", "cannot create an io_uring ring of depth %1: %2 (locked memory limit or memory cgroup too small?)");
// %1: kCannotCreateRing or kCannotCreateRingMemory.
//: %1 why the ring could not be created (translated)
inline constexpr const char* kRingAdvice = QT_TRANSLATE_NOOP("Engine", "%1: lower --iodepth, or use --engine=psync");
inline constexpr const char* kCannotMapBuffers = QT_TRANSLATE_NOOP("Engine", "cannot map %1 bytes of I/O buffers: %2");
//: %3 whole seconds since the last completion
inline constexpr const char* kDeviceStalled = QT_TRANSLATE_NOOP(
    "Engine", "%1 I/Os to %2 are still in flight after %3 s without any completion: the device is not responding "
              "(the point keeps what it measured until then)");
inline constexpr const char* kFileNotRegistered = QT_TRANSLATE_NOOP("Engine", "file not registered (%1)");
inline constexpr const char* kHugePagesRefused = QT_TRANSLATE_NOOP(
    "Engine", "huge pages for the I/O buffers refused (%1): an I/O larger than a page may reach the device split");
//: %1 and %2 MiB
inline constexpr const char* kHugePagesPartly = QT_TRANSLATE_NOOP(
    "Engine", "%1 of %2 MiB of I/O buffers on huge pages (transparent huge pages off, or memory fragmented): an I/O "
              "larger than a page may reach the device split");
//: %1 the CPU list, %2 the system's reason
inline constexpr const char* kCannotPinWorker = QT_TRANSLATE_NOOP(
    "Engine", "cannot run a worker on CPUs %1 (--cpus_allowed): %2; name CPUs this process may use (taskset -p $$ "
              "shows them)");
//: %1 a CPU number, %2 the system's reason
inline constexpr const char* kCannotPinForHandOff =
    QT_TRANSLATE_NOOP("Engine", "could not keep a worker on CPU %1 (%2), so it ran wherever the scheduler put it");
inline constexpr const char* kIoUringEnterFailed =
    QT_TRANSLATE_NOOP("Engine", "io_uring_enter failed: %1 (try --engine=psync)");
inline constexpr const char* kCannotAllocateIoBuffer =
    QT_TRANSLATE_NOOP("Engine", "cannot allocate a %1-byte I/O buffer");

// engine.cpp: the target checked while a job runs (target.cpp).
inline constexpr const char* kTargetDeleted = QT_TRANSLATE_NOOP(
    "Engine", "%1 was deleted or moved away during the run: the measurement stopped, as the file it measured is "
              "gone; run again on a file nothing else removes");
//: %2 the new size, %3 the end of the region Surfio measures (sizes)
inline constexpr const char* kTargetTruncated = QT_TRANSLATE_NOOP(
    "Engine", "%1 was truncated to %2 during the run, short of the region Surfio measures (up to %3): the "
              "measurement stopped; run again on a file nothing else truncates");
//: %2 the new size, %3 the end of the region Surfio measures (sizes)
inline constexpr const char* kDeviceShrank = QT_TRANSLATE_NOOP(
    "Engine", "%1 shrank to %2 during the run, short of the region Surfio measures (up to %3): the measurement "
              "stopped; run again once the device keeps its size");
inline constexpr const char* kTargetReplaced = QT_TRANSLATE_NOOP(
    "Engine", "%1 was replaced by another file during the run: the measurement stopped, as the file it measured is "
              "no longer there; run again on a file nothing else replaces");

// verify.cpp and job_spec.cpp: --verify=crc32c.
//: %1 target, %2 offset of the 512-byte sector that failed, %3 and %4 the magic numbers found and expected (hex)
inline constexpr const char* kVerifyNoHeader = QT_TRANSLATE_NOOP(
    "Engine", "data verification failed on %1 at offset %2: expected a Surfio verify header (magic %4), found magic "
              "%3: the region was not written with --verify=crc32c, or something overwrote it");
//: %1 target, %2 offset read, %3 offset found in the header, %4 length found, %5 crc32c the header holds, %6 crc32c of
//: the data read, %7 generation (write pass) found, %8 expected length, %9 size of the write that wrote it
inline constexpr const char* kVerifyMismatch = QT_TRANSLATE_NOOP(
    "Engine", "data verification failed on %1 at offset %2: expected offset %2, length %8, crc32c %5; found offset "
              "%3, length %4, crc32c %6 (header of generation %7, from a %9-byte write)");
inline constexpr const char* kVerifyBsNotMultiple = QT_TRANSLATE_NOOP(
    "Engine", "--verify=crc32c checks every 512-byte sector, so --bs=%1 must be a multiple of 512: use a multiple of "
              "512, or --verify=off");
inline constexpr const char* kVerifyBssplitPartNotMultiple = QT_TRANSLATE_NOOP(
    "Engine", "--verify=crc32c checks every 512-byte sector, so --bssplit part %1 must be a multiple of 512: use "
              "multiples of 512, or --verify=off");
inline constexpr const char* kVerifyOffsetNotMultiple = QT_TRANSLATE_NOOP(
    "Engine", "--verify=crc32c checks every 512-byte sector, so --offset=%1 must be a multiple of 512");
inline constexpr const char* kVerifyWithFio = QT_TRANSLATE_NOOP(
    "Engine", "--verify=crc32c runs in Surfio's own engine only (fio checks headers of its own, which Surfio's layout "
              "does not write): use --engine=io_uring or --engine=psync, or --verify=off");
inline constexpr const char* kVerifyRegionTooSmallForJobs = QT_TRANSLATE_NOOP(
    "Engine", "with --verify=crc32c each of the %1 jobs on %2 works on a part of the region of its own, and %3 is "
              "smaller than the %4-byte block: raise --size or lower --numjobs");

// target.cpp: --hipri (io_uring's IOPOLL) needs a device that polls.
//: %1 the device (loop0, nvme0n1), %2 the target
inline constexpr const char* kHipriNeedsPollQueues = QT_TRANSLATE_NOOP(
    "Engine", "--hipri needs polled completions, which %1 under %2 does not offer (its queue/io_poll is 0 or absent): "
              "give an NVMe drive poll queues (the kernel parameter nvme.poll_queues=N, or the nvme module's "
              "poll_queues option, then reload it), or leave --hipri out");
//: %1 the target, %2 its filesystem (tmpfs, nfs...)
inline constexpr const char* kHipriWithoutDevice = QT_TRANSLATE_NOOP(
    "Engine", "--hipri needs polled completions from a block device, and %1 lies on none (%2): use a file on a "
              "device with poll queues, or leave --hipri out");

// point_warnings.cpp: what a point's figures mean, from what the devices and the CPU did.
//: %1 the device (vda), %2 the requests it completed, %3 the percentage of the data that reached it, %4 the I/Os Surfio
//: counted
inline constexpr const char* kDeviceFewerReads = QT_TRANSLATE_NOOP(
    "Engine", "%1 completed %2 read requests, %3 % of the data of the %4 reads Surfio counted: the page cache "
              "(--direct=0) or a caching layer answered the rest, so these figures are not the device's; --direct=1 "
              "measures the device");
//: %1 the device (vda), %2 the requests it completed, %3 the percentage of the data that reached it, %4 the I/Os Surfio
//: counted
inline constexpr const char* kDeviceFewerWrites = QT_TRANSLATE_NOOP(
    "Engine", "%1 completed %2 write requests, %3 % of the data of the %4 writes Surfio counted: the page cache "
              "(--direct=0) or a caching layer holds the rest or wrote it back later, so these figures are not the "
              "device's; --direct=1 measures the device");
//: %1 the device (vda), %2 the requests it completed, %3 the I/Os Surfio counted, %4 requests per I/O (2.0)
inline constexpr const char* kDeviceMoreReads = QT_TRANSLATE_NOOP(
    "Engine", "%1 completed %2 read requests for the %3 reads Surfio counted, %4 per read: the block layer split "
              "them (a request holds at most the device's queue/max_sectors_kb and max_segments), so the device "
              "served smaller requests than the block size");
//: %1 the device (vda), %2 the requests it completed, %3 the I/Os Surfio counted, %4 requests per I/O (2.0)
inline constexpr const char* kDeviceMoreWrites = QT_TRANSLATE_NOOP(
    "Engine", "%1 completed %2 write requests for the %3 writes Surfio counted, %4 per write: the block layer "
              "split them (a request holds at most the device's queue/max_sectors_kb and max_segments), so the "
              "device served smaller requests than the block size");
//: %1 a percentage of the measured time
inline constexpr const char* kWorkerBusy = QT_TRANSLATE_NOOP(
    "Engine", "the worker thread kept a CPU busy %1 % of the measured time: the CPU that generates the load, not the "
              "storage, may be what limits these figures");
//: %1 busy threads, %2 all threads, %3 the threshold (95), %4 the busiest thread's percentage
inline constexpr const char* kWorkersBusy = QT_TRANSLATE_NOOP(
    "Engine", "%1 of the %2 worker threads kept a CPU busy %3 % of the measured time or more (the busiest %4 %): the "
              "CPU that generates the load, not the storage, may be what limits these figures");
//: %1 the longest sampling interval in seconds (2.1), %2 the interval asked for in milliseconds (100)
inline constexpr const char* kRunPaused = QT_TRANSLATE_NOOP(
    "Engine", "the run was paused: one sampling interval lasted %1 s where %2 ms was asked (the process was stopped, "
              "or the machine too busy to run it), so the figures count time in which Surfio issued nothing");
//: %1 the drive (nvme0n1, sda), %2 the hottest temperature it reported, %3 its warning threshold, both in °C (45.9)
inline constexpr const char* kDriveAtWarningTemperature = QT_TRANSLATE_NOOP(
    "Engine", "%1 reached %2 °C, at or above its warning temperature of %3 °C: a drive this hot may slow itself down "
              "to cool, so these figures may be below what it gives when cool; let it cool and run again, or cool it "
              "better");
//: %1 the drive (nvme0n1, sda), %2 the hottest temperature it reported, %3 its critical threshold, both in °C (45.9)
inline constexpr const char* kDriveAtCriticalTemperature = QT_TRANSLATE_NOOP(
    "Engine", "%1 reached %2 °C, at or above its critical temperature of %3 °C: a drive this hot slows itself down "
              "or shuts down to protect itself, so these figures may be far below what it gives when cool; let it "
              "cool and run again, and cool it better");

// Every template above, for the core to recognise a message by.
inline constexpr const char* kAll[] = {
    kReasonList,
    kBytes,
    kNoTarget,
    kBssplitTooManyParts,
    kBssplitPartSizeOutside,
    kBssplitPartNotMultiple,
    kBssplitPartPercentAbove100,
    kBssplitPercentsNot100,
    kBsDiffersFromBssplit,
    kBsZero,
    kBsOutsideRange,
    kBsNotMultiple,
    kIodepthOutside,
    kNumjobsOutside,
    kRwmixreadOutside,
    kPercentageRandomOutside,
    kRuntimeZero,
    kNegativeTimes,
    kBssplitPartLargerThanRegion,
    kBsLargerThanRegion,
    kFewerJobsThanTargets,
    kOffsetBeyondAnyDevice,
    kSampleIntervalTooShort,
    kUringOptionWithPsync,
    kSqthreadPollCpuWithoutPoll,
    kSqthreadPollCpuBeyond,
    kCpusAllowedBeyond,
    kIodepthBatchSubmitAboveIodepth,
    kIodepthBatchCompleteMinAboveIodepth,
    kIodepthBatchCompleteMinZero,
    kHipriWithoutDirect,
    kCannotLookAt,
    kNotBlockDeviceRegularFile,
    kNotBlockDeviceDirectory,
    kNotBlockDeviceCharacterDevice,
    kNotBlockDeviceOther,
    kCannotOpen,
    kCannotOpenEvenAsRoot,
    kCannotOpenWithoutRights,
    kGrantNotThisDevice,
    kGrantReadOnly,
    kCannotReadSize,
    kCannotReadSignatures,
    kSignatureConflicting,
    kSignatureRaidA,
    kSignatureRaidAn,
    kSignatureCryptoA,
    kSignatureCryptoAn,
    kSignatureFilesystemA,
    kSignatureFilesystemAn,
    kSignatureOtherA,
    kSignatureOtherAn,
    kPartitionTableA,
    kPartitionTableAn,
    kSignatureUnknown,
    kSignatureWithLabel,
    kRefusingToWriteDevice,
    kDeviceMounted,
    kPartitionMounted,
    kHolderOfPartition,
    kDeviceHeldBy,
    kDeviceHeld,
    kDeviceCarries,
    kCannotInspect,
    kReadOnlyFilesystem,
    kNotEnoughSpace,
    kNotFileDirectoryOrDevice,
    kDirectoryMissing,
    kNoSuchDevice,
    kSizeNeededToCreate,
    kNothingPastOffset,
    kOffsetPastDevice,
    kRegionLargerThanDevice,
    kReadsWouldRewrite,
    kRegionNotAligned,
    kScratchExists,
    kTargetBusy,
    kCannotOpenForDirectIo,
    kCannotOpenNotAllowed,
    kCannotOpenForDirectIoInvalid,
    kNoSpaceToCreate,
    kBlockSizeNotAligned,
    kBlockSizeLargerThanRegion,
    kHolesInRegion,
    kCannotAllocateLayoutBuffer,
    kStoppedWhileLayingOut,
    kLayingOutFailed,
    kFlushingLayoutFailed,
    kLayoutNoReads,
    kLayoutDeviceAsFound,
    kLayoutEarlier,
    kLayoutExisting,
    kLayoutNow,
    kLayoutEarlierVerified,
    kLayoutNowVerified,
    kAlignFromStatx,
    kAlignFromLogicalBlockSize,
    kAlignFromPageSize,
    kReadReachedEnd,
    kWriteReachedEnd,
    kReadNoSpace,
    kWriteNoSpace,
    kReadFailed,
    kWriteFailed,
    kReadRestReachedEnd,
    kWriteRestReachedEnd,
    kReadRestNoSpace,
    kWriteRestNoSpace,
    kReadRestFailed,
    kWriteRestFailed,
    kFaultShortIo,
    kFaultShortIoInvalid,
    kIoUringDisabledByEnvironment,
    kIoUringSetupFailed,
    kIoUringSetupNoKernelSupport,
    kIoUringSetupForbidden,
    kBuffersNeedTooMuchMemory,
    kBuffersNeedTooMuchMemoryCgroup,
    kBuffersRegisteredBySome,
    kPsyncFallbackInSome,
    kPsyncAskedFor,
    kFioNotThroughRunJob,
    kIoUringAskedButUnavailable,
    kCannotStartWorker,
    kRingFlagsRefused,
    kRingWithoutFlagsRefused,
    kBuffersNotRegistered,
    kBuffersNotRegisteredMemlock,
    kCannotCreateRing,
    kCannotCreateRingMemory,
    kRingAdvice,
    kCannotMapBuffers,
    kDeviceStalled,
    kFileNotRegistered,
    kHugePagesRefused,
    kHugePagesPartly,
    kCannotPinWorker,
    kCannotPinForHandOff,
    kIoUringEnterFailed,
    kCannotAllocateIoBuffer,
    kTargetDeleted,
    kTargetTruncated,
    kDeviceShrank,
    kTargetReplaced,
    kVerifyNoHeader,
    kVerifyMismatch,
    kVerifyBsNotMultiple,
    kVerifyBssplitPartNotMultiple,
    kVerifyOffsetNotMultiple,
    kVerifyWithFio,
    kVerifyRegionTooSmallForJobs,
    kHipriNeedsPollQueues,
    kHipriWithoutDevice,
    kDeviceFewerReads,
    kDeviceFewerWrites,
    kDeviceMoreReads,
    kDeviceMoreWrites,
    kWorkerBusy,
    kWorkersBusy,
    kRunPaused,
    kDriveAtWarningTemperature,
    kDriveAtCriticalTemperature,
};

// Target kinds: the words of result files ("kind": "block device"), and, translated, of sentences
// that name a kind. Not in kAll: a path that happens to be "file" is no message.
//: A target's kind
inline constexpr const char* kKindFile = QT_TRANSLATE_NOOP("Engine", "file");
//: A target's kind
inline constexpr const char* kKindDirectory = QT_TRANSLATE_NOOP("Engine", "directory");
//: A target's kind
inline constexpr const char* kKindBlockDevice = QT_TRANSLATE_NOOP("Engine", "block device");

}  // namespace messages
}  // namespace surfio
