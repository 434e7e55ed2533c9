#include "core/engine/target.h"

#include "core/engine/block_device.h"
#include "core/engine/device_grant.h"
#include "core/engine/message_text.h"
#include "core/engine/worker.h"

#include <cerrno>
#include <charconv>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <linux/fs.h>
#include <linux/stat.h>
#include <memory>
#include <sstream>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <sys/xattr.h>
#include <unistd.h>

namespace surfio {

namespace {

constexpr const char* kLayoutAttr = "user.surfio.layout";
constexpr uint64_t kLayoutChunk = 1ULL << 20;

// "64 MiB", or "1536 bytes" (a message: the word is translated).
std::string sizeText(uint64_t bytes)
{
    const char* units[] = {"KiB", "MiB", "GiB", "TiB"};
    double v = double(bytes);
    int u = 0;
    while (v >= 1024 && u < 4 && (bytes % 1024 == 0 || v >= 10 * 1024)) {
        v /= 1024;
        ++u;
    }
    const std::string number = v == double(uint64_t(v)) ? std::to_string(uint64_t(v)) : std::to_string(v).substr(0, 5);
    return u == 0 ? formatMessage(messages::kBytes, {number}) : number + ' ' + units[u - 1];
}

std::string parentOf(const std::string& path)
{
    const auto slash = path.find_last_of('/');
    if (slash == std::string::npos)
        return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

// The filesystem type of the mount holding dev, from mountinfo.
std::string filesystemOf(dev_t dev)
{
    std::ifstream in("/proc/self/mountinfo");
    const std::string wanted = std::to_string(major(dev)) + ":" + std::to_string(minor(dev));
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream fields(line);
        std::string id, parent, majmin;
        fields >> id >> parent >> majmin;
        if (majmin != wanted)
            continue;
        const auto dash = line.find(" - ");
        if (dash == std::string::npos)
            continue;
        std::istringstream rest(line.substr(dash + 3));
        std::string type;
        rest >> type;
        return type;
    }
    return {};
}

// Direct-I/O alignment: statx DIOALIGN where the kernel and filesystem tell,
// else the logical block size of the device under it, else the page size.
void findAlignment(const std::string& path, dev_t dev, TargetInfo& info)
{
    struct statx stx {};
    if (syscall(SYS_statx, AT_FDCWD, path.c_str(), 0, STATX_DIOALIGN, &stx) == 0 && (stx.stx_mask & STATX_DIOALIGN)
        && stx.stx_dio_offset_align > 0) {
        info.dioOffsetAlign = stx.stx_dio_offset_align;
        info.dioMemAlign = stx.stx_dio_mem_align;
        info.alignSource = messages::kAlignFromStatx;
        return;
    }
    if (info.logicalBlockSize == 0)
        info.logicalBlockSize = logicalBlockSizeOf(dev);
    if (info.logicalBlockSize) {
        info.dioOffsetAlign = info.dioMemAlign = info.logicalBlockSize;
        info.alignSource = messages::kAlignFromLogicalBlockSize;
    } else {
        info.dioOffsetAlign = info.dioMemAlign = uint32_t(sysconf(_SC_PAGESIZE));
        info.alignSource = messages::kAlignFromPageSize;
    }
}

// A filesystem on which a file (existing or to be created) can be written.
Problem checkWritableFilesystem(const std::string& dir, const std::string& what, uint64_t needBytes)
{
    struct statvfs vfs {};
    if (statvfs(dir.c_str(), &vfs) != 0)
        return Problem::input(formatMessage(messages::kCannotInspect, {dir, errorText(errno)}));
    if (vfs.f_flag & ST_RDONLY)
        return Problem::input(formatMessage(messages::kReadOnlyFilesystem, {dir, what}));
    const uint64_t freeBytes = uint64_t(vfs.f_bavail) * vfs.f_frsize;
    if (needBytes > freeBytes)
        return Problem::input(
            formatMessage(messages::kNotEnoughSpace, {what, sizeText(needBytes), dir, sizeText(freeBytes)}));
    return {};
}

// Whether [offset, offset+size) holds data Surfio laid out, with no holes.
// The mark's value: "from-to", and " crc32c" when every 512-byte unit holds
// a verify header (verify.h), which a run with verify needs.
constexpr const char* kVerifiedSuffix = " crc32c";

std::string readMark(int fd)
{
    char value[64] = {};
    const ssize_t n = fgetxattr(fd, kLayoutAttr, value, sizeof value - 1);
    return n > 0 ? std::string(value, size_t(n)) : std::string();
}

bool hasNoHoles(int fd, uint64_t offset, uint64_t size)
{
    const off_t hole = lseek(fd, off_t(offset), SEEK_HOLE);
    return hole >= 0 && uint64_t(hole) >= offset + size;
}

bool holdsOurLayout(int fd, uint64_t offset, uint64_t size, bool verified)
{
    const std::string value = readMark(fd);
    if (value.empty())
        return false;
    if (verified && !value.ends_with(kVerifiedSuffix))
        return false;
    // "FROM-TO", as the layout below writes it (then the verified suffix, if
    // any); from_chars, unlike sscanf, refuses a value out of range instead of
    // making it up.
    const char* const begin = value.data();
    const char* const end = begin + value.size();
    uint64_t from = 0, to = 0;
    const auto first = std::from_chars(begin, end, from);
    if (first.ec != std::errc() || first.ptr == end || *first.ptr != '-')
        return false;
    if (std::from_chars(first.ptr + 1, end, to).ec != std::errc() || from > offset || to < offset + size)
        return false;
    return hasNoHoles(fd, offset, size);
}

// What Target::open learns of the path on its way, before anything is created.
struct Opening {
    bool create = false;    // a file to create: a new file, or a directory's scratch file
    bool writable = false;  // to be opened for writing
    dev_t fsDev = 0;        // the device of the filesystem holding the file, or the block device itself
    int heldFd = -1;        // a block device's descriptor from a grant, without O_DIRECT until opened
};

// A file to create: its directory must exist and must not be one of the
// kernel's (a mistyped device name under /dev).
Problem inspectNewFile(const std::string& path, TargetInfo& info, Opening& o)
{
    info.kind = TargetKind::File;
    const std::string dir = parentOf(path);
    struct stat dirSt {};
    if (stat(dir.c_str(), &dirSt) != 0 || !S_ISDIR(dirSt.st_mode))
        return Problem::input(formatMessage(messages::kDirectoryMissing, {dir, path}));
    o.fsDev = dirSt.st_dev;
    o.create = true;
    const std::string fs = filesystemOf(o.fsDev);
    if (fs == "devtmpfs" || fs == "proc" || fs == "sysfs")
        return Problem::input(formatMessage(messages::kNoSuchDevice, {path, dir}));
    return {};
}

// What the path is (a block device, a directory, a file, or a file to
// create), and for a device whether it is safe to use as the job would.
Problem inspectPath(const std::string& path, const JobSpec& spec, bool writes, TargetInfo& info, Opening& o)
{
    struct stat st {};
    const bool exists = stat(path.c_str(), &st) == 0;
    if (!exists && errno != ENOENT)
        return Problem::input(formatMessage(messages::kCannotInspect, {path, errorText(errno)}));
    o.fsDev = st.st_dev;
    if (exists && S_ISBLK(st.st_mode)) {
        info.kind = TargetKind::BlockDevice;
        BlockDeviceFacts facts;
        if (Problem p = inspectBlockDevice(path, facts, o.heldFd))
            return p;
        if (writes)
            if (Problem p = checkDeviceWritable(path, spec.allowWriteDevice, spec.force, o.heldFd))
                return p;
        info.size = facts.size;
        info.logicalBlockSize = facts.logicalBlockSize;
        info.physicalBlockSize = facts.physicalBlockSize;
        info.model = facts.model;
        o.fsDev = st.st_rdev;
        o.writable = writes;
    } else if (exists && S_ISDIR(st.st_mode)) {
        info.kind = TargetKind::Directory;
        info.ioPath = (path.ends_with('/') ? path : path + "/") + "surfio-scratch-" + std::to_string(getpid()) + ".dat";
        o.create = true;
    } else if (exists && S_ISREG(st.st_mode)) {
        info.kind = TargetKind::File;
        info.size = uint64_t(st.st_size);
    } else if (exists) {
        return Problem::input(formatMessage(messages::kNotFileDirectoryOrDevice, {path}));
    } else {
        return inspectNewFile(path, info, o);
    }
    return {};
}

// The region: given, or what the existing file or device holds past the offset.
Problem chooseRegion(const std::string& path, const JobSpec& spec, bool create, TargetInfo& info)
{
    if (spec.regionSize)
        info.regionSize = spec.regionSize;
    else if (create)
        return Problem::input(formatMessage(messages::kSizeNeededToCreate, {info.ioPath}));
    else if (info.size > spec.regionOffset)
        info.regionSize = info.size - spec.regionOffset;
    else
        return Problem::input(formatMessage(info.kind == TargetKind::BlockDevice ? messages::kOffsetPastDevice
                                                                                 : messages::kNothingPastOffset,
                                            {path, sizeText(info.size), std::to_string(spec.regionOffset)}));
    const uint64_t regionEnd = info.regionOffset + info.regionSize;
    if (info.kind == TargetKind::BlockDevice && regionEnd > info.size)
        return Problem::input(
            formatMessage(messages::kRegionLargerThanDevice, {sizeText(regionEnd), path, sizeText(info.size)}));
    return {};
}

// Files get written (laid out, extended or by the job), so their filesystem must take it.
Problem checkFileWritable(const std::string& path, bool writes, const TargetInfo& info, Opening& o)
{
    const uint64_t regionEnd = info.regionOffset + info.regionSize;
    const uint64_t growth = regionEnd > info.size ? regionEnd - info.size : 0;
    if (!o.create && growth > 0 && !writes) {
        // Growing it means laying it out, which would overwrite the person's data.
        const uint64_t fits = info.size - std::min(info.size, info.regionOffset);
        return Problem::input(formatMessage(messages::kReadsWouldRewrite,
                                            {path, sizeText(info.size), sizeText(regionEnd), std::to_string(fits)}));
    }
    const bool needsWrite = writes || o.create || growth > 0;
    if (needsWrite) {
        const std::string dir = info.kind == TargetKind::Directory ? path : parentOf(path);
        if (Problem p = checkWritableFilesystem(dir, info.ioPath, growth))
            return p;
    }
    o.writable = needsWrite;
    return {};
}

Problem checkBlockSizes(const Target& target, const std::vector<uint64_t>& blockSizes, bool direct)
{
    for (uint64_t bs : blockSizes)
        if (Problem p = target.checkBlockSize(bs, direct))
            return p;
    return {};
}

// With direct I/O, the region must start and end on the alignment too.
Problem checkRegionAligned(const std::string& path, const TargetInfo& info, bool direct)
{
    if (direct && (info.regionOffset % info.dioOffsetAlign || info.regionSize % info.dioOffsetAlign)) {
        const uint64_t rounded = info.regionSize / info.dioOffsetAlign * info.dioOffsetAlign;
        return Problem::input(
            formatMessage(messages::kRegionNotAligned,
                          {std::to_string(info.regionOffset), std::to_string(info.regionSize), path,
                           std::to_string(info.dioOffsetAlign), info.alignSource, std::to_string(rounded)}));
    }
    return {};
}

// A granted descriptor of its own (the grant's stays for the next run), with
// O_DIRECT off until the checks (libblkid reads unaligned) are done.
Problem takeGrant(const std::string& path, const DeviceGrant& grant, bool writes, Opening& o)
{
    if (writes && !grant.writable)
        return Problem::input(formatMessage(messages::kGrantReadOnly, {path}));
    o.heldFd = fcntl(grant.fd, F_DUPFD_CLOEXEC, 0);
    if (o.heldFd < 0 || fcntl(o.heldFd, F_SETFL, fcntl(o.heldFd, F_GETFL) & ~O_DIRECT) != 0)
        return Problem::input(formatMessage(messages::kGrantNotThisDevice, {path}));
    return {};
}

// The checked grant, now with the job's direct I/O; -1 with the problem when
// the kernel refuses O_DIRECT on it.
int openGranted(const TargetInfo& info, bool direct, const Opening& o, Problem& problem)
{
    const int flags = fcntl(o.heldFd, F_GETFL);
    if (fcntl(o.heldFd, F_SETFL, direct ? flags | O_DIRECT : flags & ~O_DIRECT) == 0)
        return o.heldFd;
    const int err = errno;
    problem = Problem::input(
        formatMessage(err == EINVAL ? messages::kCannotOpenForDirectIoInvalid : messages::kCannotOpenForDirectIo,
                      {info.ioPath, errorText(err)}));
    return -1;
}

// Opens the checked target, or creates it; -1 with the problem when the system refuses.
int openChecked(const std::string& path, const TargetInfo& info, bool direct, const Opening& o, Problem& problem)
{
    if (o.heldFd >= 0)
        return openGranted(info, direct, o, problem);
    const int access = o.writable ? O_RDWR : O_RDONLY;
    // O_CREAT|O_EXCL: never take over a file we did not create. A device we
    // write to is held with O_EXCL for the whole run, so nothing can mount or
    // assemble it under us.
    const int exclusive = o.create || (info.kind == TargetKind::BlockDevice && o.writable) ? O_EXCL : 0;
    const int directFlag = direct ? O_DIRECT : 0;
    const int fd =
        ::open(info.ioPath.c_str(), access | (o.create ? O_CREAT : 0) | exclusive | directFlag | O_CLOEXEC, 0644);
    if (fd >= 0)
        return fd;
    const int err = errno;
    if (err == EEXIST) {
        problem = Problem::input(formatMessage(messages::kScratchExists, {info.ioPath}));
    } else if (err == EBUSY) {
        problem = Problem::input(formatMessage(messages::kTargetBusy, {path}));
    } else {
        const char* message = err == EACCES || err == EPERM ? messages::kCannotOpenNotAllowed
                              : !direct                     ? messages::kCannotOpen
                              : err == EINVAL               ? messages::kCannotOpenForDirectIoInvalid
                                                            : messages::kCannotOpenForDirectIo;
        problem = Problem::input(formatMessage(message, {info.ioPath, errorText(err)}));
    }
    return -1;
}

// A created file's region, reserved now so that a full filesystem shows
// before the run, not during it.
Problem reserveRegion(int fd, const TargetInfo& info)
{
    if (posix_fallocate(fd, off_t(info.regionOffset), off_t(info.regionSize)) == ENOSPC)
        return Problem::run(formatMessage(messages::kNoSpaceToCreate, {info.ioPath, sizeText(info.regionSize)}));
    return {};
}

}  // namespace

std::unique_ptr<Target> Target::open(const std::string& path, const JobSpec& spec, bool writes,
                                     const std::vector<uint64_t>& blockSizes, Problem& problem,
                                     const DeviceGrant* grant)
{
    std::unique_ptr<Target> target(new Target);
    target->verify_ = spec.verify != VerifyChoice::Off;
    TargetInfo& info = target->info_;
    info.path = path;
    info.ioPath = path;
    info.regionOffset = spec.regionOffset;

    Opening o;
    if (grant) {
        problem = takeGrant(path, *grant, writes, o);
        target->fd_ = o.heldFd;  // closed with the target, whatever happens below
        info.openedBy = openedByName(OpenedBy::UDisks2);
        if (problem)
            return nullptr;
    }
    if ((problem = inspectPath(path, spec, writes, info, o)))
        return nullptr;
    if (grant && info.kind != TargetKind::BlockDevice) {
        problem = Problem::input(formatMessage(messages::kGrantNotThisDevice, {path}));
        return nullptr;
    }
    if (info.kind != TargetKind::BlockDevice)
        info.filesystem = filesystemOf(o.fsDev);
    info.devices = devicesUnder(o.fsDev);
    if ((problem = target->checkPolling(spec.hipri)))
        return nullptr;
    if ((problem = chooseRegion(path, spec, o.create, info)))
        return nullptr;
    if (info.kind != TargetKind::BlockDevice && (problem = checkFileWritable(path, writes, info, o)))
        return nullptr;
    target->writable_ = o.writable;

    findAlignment(o.create ? (info.kind == TargetKind::Directory ? path : parentOf(path)) : path, o.fsDev, info);
    if ((problem = checkBlockSizes(*target, blockSizes, spec.direct)))
        return nullptr;
    if ((problem = checkRegionAligned(path, info, spec.direct)))
        return nullptr;

    // Everything checked: now open or create.
    const int fd = openChecked(path, info, spec.direct, o, problem);
    if (fd < 0)
        return nullptr;
    target->fd_ = fd;
    // Until the checks below pass, a file we created is ours to remove again.
    target->removeOnClose_ = o.create;
    if (o.create) {
        if ((problem = reserveRegion(target->fd_, info)))
            return nullptr;
        // Now the file exists, statx can tell its own alignment.
        findAlignment(info.ioPath, o.fsDev, info);
        if ((problem = checkBlockSizes(*target, blockSizes, spec.direct)))
            return nullptr;
    }
    target->removeOnClose_ = info.kind == TargetKind::Directory && !spec.keepScratch;
    return target;
}

Target::~Target()
{
    if (fd_ >= 0)
        ::close(fd_);
    if (removeOnClose_)
        ::unlink(info_.ioPath.c_str());
}

Problem Target::checkStillThere() const
{
    if (fd_ < 0)
        return {};
    const uint64_t regionEnd = info_.regionOffset + info_.regionSize;
    if (info_.kind == TargetKind::BlockDevice) {
        // One detached with losetup -d stays until Surfio closes it; one whose
        // size changed (a loop device after losetup -c, a resized volume) ends
        // before the region does.
        uint64_t size = 0;
        if (ioctl(fd_, BLKGETSIZE64, &size) == 0 && size < regionEnd)
            return Problem::run(
                formatMessage(messages::kDeviceShrank, {info_.ioPath, sizeText(size), sizeText(regionEnd)}));
        return {};
    }
    struct stat opened {};
    if (fstat(fd_, &opened) != 0)
        return {};
    // Only a name that leads elsewhere or nowhere: a failing lookup (EIO) is the I/O's to report.
    struct stat named {};
    const bool namedOk = stat(info_.ioPath.c_str(), &named) == 0;
    if (namedOk && (named.st_dev != opened.st_dev || named.st_ino != opened.st_ino))
        return Problem::run(formatMessage(messages::kTargetReplaced, {info_.ioPath}));
    if (opened.st_nlink == 0 || (!namedOk && errno == ENOENT))
        return Problem::run(formatMessage(messages::kTargetDeleted, {info_.ioPath}));
    if (uint64_t(opened.st_size) < regionEnd)
        return Problem::run(formatMessage(messages::kTargetTruncated,
                                          {info_.ioPath, sizeText(uint64_t(opened.st_size)), sizeText(regionEnd)}));
    return {};
}

Problem Target::checkBlockSize(uint64_t blockSize, bool direct) const
{
    if (direct && info_.dioOffsetAlign && blockSize % info_.dioOffsetAlign != 0)
        return Problem::input(
            formatMessage(messages::kBlockSizeNotAligned, {std::to_string(blockSize), info_.path,
                                                           std::to_string(info_.dioOffsetAlign), info_.alignSource}));
    if (blockSize > info_.regionSize)
        return Problem::input(formatMessage(messages::kBlockSizeLargerThanRegion,
                                            {sizeText(blockSize), info_.path, sizeText(info_.regionSize)}));
    return {};
}

Problem Target::checkPolling(bool hipri) const
{
    if (!hipri)
        return {};
    if (info_.devices.empty())
        return Problem::input(formatMessage(messages::kHipriWithoutDevice, {info_.path, info_.filesystem}));
    if (!pollsCompletions(info_.devices.front()))
        return Problem::input(formatMessage(messages::kHipriNeedsPollQueues, {info_.devices.front().name, info_.path}));
    return {};
}

Problem Target::layOut(bool reads, const std::atomic<bool>& stop, const std::function<void(double)>& progress)
{
    const uint64_t offset = info_.regionOffset;
    const uint64_t size = info_.regionSize;
    laidOutBytes_ = 0;
    if (laidOut_) {  // by this target, for an earlier run (KeptTargets)
        info_.layout = verify_ ? messages::kLayoutEarlierVerified : messages::kLayoutEarlier;
        return {};
    }
    if (info_.kind == TargetKind::BlockDevice) {
        if (!reads) {
            info_.layout = messages::kLayoutNoReads;
            return {};
        }
        if (!writable_) {
            info_.layout = messages::kLayoutDeviceAsFound;
            return {};
        }
    } else if (holdsOurLayout(fd_, offset, size, verify_)) {
        info_.layout = verify_ ? messages::kLayoutEarlierVerified : messages::kLayoutEarlier;
        // Writes without verify headers are coming: a later run with verify must not trust the mark.
        if (const std::string mark = readMark(fd_); !verify_ && writable_ && mark.ends_with(kVerifiedSuffix)) {
            const std::string plain = mark.substr(0, mark.size() - std::strlen(kVerifiedSuffix));
            fsetxattr(fd_, kLayoutAttr, plain.c_str(), plain.size(), 0);
        }
        return {};
    } else if (!writable_) {
        if (hasNoHoles(fd_, offset, size)) {
            info_.layout = messages::kLayoutExisting;
            return {};
        }
        return Problem::input(formatMessage(messages::kHolesInRegion, {info_.ioPath}));
    }

    const uint64_t generation = verify_ ? newGeneration() : 0;
    void* raw = nullptr;
    if (posix_memalign(&raw, 4096, kLayoutChunk) != 0)
        return Problem::run(messages::kCannotAllocateLayoutBuffer);
    std::unique_ptr<char, decltype(&std::free)> buffer(static_cast<char*>(raw), &std::free);
    uint64_t done = 0;
    while (done < size) {
        if (stop.load(std::memory_order_relaxed))
            return Problem::run(formatMessage(messages::kStoppedWhileLayingOut, {info_.ioPath}));
        const uint64_t len = std::min(kLayoutChunk, size - done);
        fillRandom(buffer.get(), len, offset + done);
        if (verify_)  // every whole unit; no I/O reaches a tail shorter than one
            stampVerified(buffer.get(), len / kVerifyUnit * kVerifyUnit, offset + done, generation);
        const ssize_t n = pwrite(fd_, buffer.get(), len, off_t(offset + done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            const int err = n < 0 ? errno : EIO;
            return Problem::run(formatMessage(messages::kLayingOutFailed,
                                              {info_.ioPath, std::to_string(offset + done), errorText(err)}));
        }
        done += uint64_t(n);
        if (progress)
            progress(double(done) / double(size));
    }
    if (fdatasync(fd_) != 0)
        return Problem::run(formatMessage(messages::kFlushingLayoutFailed, {info_.ioPath, errorText(errno)}));
    posix_fadvise(fd_, off_t(offset), off_t(size), POSIX_FADV_DONTNEED);
    if (info_.kind != TargetKind::BlockDevice) {
        const std::string value =
            std::to_string(offset) + "-" + std::to_string(offset + size) + (verify_ ? kVerifiedSuffix : "");
        fsetxattr(fd_, kLayoutAttr, value.c_str(), value.size(), 0);  // without xattrs: lay out again next time
        struct stat st {};
        if (fstat(fd_, &st) == 0)
            info_.size = uint64_t(st.st_size);
    }
    info_.layout = formatMessage(verify_ ? messages::kLayoutNowVerified : messages::kLayoutNow, {sizeText(size)});
    laidOut_ = true;
    laidOutBytes_ = size;
    return {};
}

}  // namespace surfio
