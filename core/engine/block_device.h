#pragma once

#include "core/engine/job_result.h"
#include "core/engine/problem.h"

#include <cstdint>
#include <string>
#include <sys/types.h>
#include <vector>

namespace surfio {

// What sysfs and the kernel tell about a block device.
struct BlockDeviceFacts {
    std::string sysfsName;           // "loop3", "nvme0n1", "sda1"
    uint64_t size = 0;               // bytes (BLKGETSIZE64)
    uint32_t logicalBlockSize = 0;   // BLKSSZGET
    uint32_t physicalBlockSize = 0;  // BLKPBSZGET
    std::string model;               // device/model, or a loop device's backing file
    bool rotational = false;
    std::string scheduler;  // the active one, e.g. "none", "mq-deadline"
};

// Opens nothing for writing. Fails with an input Problem when path is not a
// block device or cannot be read. heldFd: a descriptor already open on the
// device (one UDisks2 handed over), used instead of opening the path; it must
// be open on the device path names.
Problem inspectBlockDevice(const std::string& path, BlockDeviceFacts& facts, int heldFd = -1);

// The same facts from sysfs alone, opening nothing: for a device this
// process may not open itself (UDisks2 opens it for the run).
Problem describeBlockDevice(const std::string& path, BlockDeviceFacts& facts);

// May Surfio write to this device? Refuses unless allowWrite (--allow-write-device),
// and then still when the device (or one of its partitions) is mounted, when the
// kernel holds it (an O_EXCL open fails: mounted, in a RAID/LVM/dm stack, swap),
// or when libblkid finds a filesystem, RAID or partition-table signature on it
// (force, --force, overrides only that last check). The message names the
// device, the reason and the flag. heldFd: a descriptor opened with O_EXCL
// and without O_DIRECT (a grant to write), used instead of opening the path.
Problem checkDeviceWritable(const std::string& path, bool allowWrite, bool force, int heldFd = -1);

// The logical block size of the device that holds a file's filesystem
// (st_dev), from sysfs; 0 when unknown (tmpfs, overlay...).
uint32_t logicalBlockSizeOf(dev_t dev);

// The block devices that I/O to dev reaches (a file's st_dev, a device's
// st_rdev): dev's own first, then, depth first, the slaves of a
// device-mapper or md device and the device holding a loop device's backing
// file (none for a file on tmpfs). Empty when dev has no sysfs entry: an
// anonymous dev_t (tmpfs, overlay, NFS, btrfs).
std::vector<TargetDevice> devicesUnder(dev_t dev);

// The first line of a sysfs attribute without surrounding whitespace; ""
// when it does not exist or cannot be read (attributes vary between drivers
// and kernels).
std::string readSysfsLine(const std::string& path);

// Whether the device completes polled I/O (its disk's queue/io_poll is 1),
// which io_uring's IOPOLL (--hipri) needs.
bool pollsCompletions(const TargetDevice& device);

}  // namespace surfio
