#include "target.h"

#include "block_device.h"
#include "worker.h"

#include <cerrno>
#include <cstdlib>
#include <fcntl.h>
#include <fstream>
#include <linux/stat.h>
#include <memory>
#include <sstream>
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

std::string sizeText(uint64_t bytes)
{
    const char* units[] = {"bytes", "KiB", "MiB", "GiB", "TiB"};
    double v = double(bytes);
    int u = 0;
    while (v >= 1024 && u < 4 && (bytes % 1024 == 0 || v >= 10 * 1024)) {
        v /= 1024;
        ++u;
    }
    std::ostringstream out;
    out << (v == double(uint64_t(v)) ? std::to_string(uint64_t(v)) : std::to_string(v).substr(0, 5))
        << ' ' << units[u];
    return out.str();
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
    if (syscall(SYS_statx, AT_FDCWD, path.c_str(), 0, STATX_DIOALIGN, &stx) == 0
        && (stx.stx_mask & STATX_DIOALIGN) && stx.stx_dio_offset_align > 0) {
        info.dioOffsetAlign = stx.stx_dio_offset_align;
        info.dioMemAlign = stx.stx_dio_mem_align;
        info.alignSource = "statx DIOALIGN";
        return;
    }
    if (info.logicalBlockSize == 0)
        info.logicalBlockSize = logicalBlockSizeOf(dev);
    if (info.logicalBlockSize) {
        info.dioOffsetAlign = info.dioMemAlign = info.logicalBlockSize;
        info.alignSource = "logical block size";
    } else {
        info.dioOffsetAlign = info.dioMemAlign = uint32_t(sysconf(_SC_PAGESIZE));
        info.alignSource = "page size (device unknown)";
    }
}

// A filesystem on which a file (existing or to be created) can be written.
Problem checkWritableFilesystem(const std::string& dir, const std::string& what, uint64_t needBytes)
{
    struct statvfs vfs {};
    if (statvfs(dir.c_str(), &vfs) != 0)
        return Problem::input("cannot inspect " + dir + ": " + errorText(errno));
    if (vfs.f_flag & ST_RDONLY)
        return Problem::input(dir + " is on a read-only filesystem, so " + what
                              + " cannot be written: pick a directory on a writable filesystem");
    const uint64_t freeBytes = uint64_t(vfs.f_bavail) * vfs.f_frsize;
    if (needBytes > freeBytes)
        return Problem::input(what + " needs " + sizeText(needBytes) + " but " + dir + " has only "
                              + sizeText(freeBytes) + " free: lower --size or pick another directory");
    return {};
}

// Whether [offset, offset+size) holds data Surfio laid out, with no holes.
bool holdsOurLayout(int fd, uint64_t offset, uint64_t size)
{
    char value[64] = {};
    const ssize_t n = fgetxattr(fd, kLayoutAttr, value, sizeof value - 1);
    if (n <= 0)
        return false;
    unsigned long long from = 0, to = 0;
    if (sscanf(value, "%llu-%llu", &from, &to) != 2 || from > offset || to < offset + size)
        return false;
    const off_t hole = lseek(fd, off_t(offset), SEEK_HOLE);
    return hole >= 0 && uint64_t(hole) >= offset + size;
}

bool hasNoHoles(int fd, uint64_t offset, uint64_t size)
{
    const off_t hole = lseek(fd, off_t(offset), SEEK_HOLE);
    return hole >= 0 && uint64_t(hole) >= offset + size;
}

} // namespace

std::unique_ptr<Target> Target::open(const std::string& path, const JobSpec& spec, bool writes,
                                     const std::vector<uint64_t>& blockSizes, Problem& problem)
{
    std::unique_ptr<Target> target(new Target);
    TargetInfo& info = target->info_;
    info.path = path;
    info.ioPath = path;
    info.regionOffset = spec.regionOffset;
    const int directFlag = spec.direct ? O_DIRECT : 0;

    struct stat st {};
    const bool exists = stat(path.c_str(), &st) == 0;
    if (!exists && errno != ENOENT) {
        problem = Problem::input("cannot inspect " + path + ": " + errorText(errno));
        return nullptr;
    }
    bool create = false;
    dev_t fsDev = st.st_dev;

    if (exists && S_ISBLK(st.st_mode)) {
        info.kind = TargetKind::BlockDevice;
        BlockDeviceFacts facts;
        if ((problem = inspectBlockDevice(path, facts)))
            return nullptr;
        if (writes && (problem = checkDeviceWritable(path, spec.allowWriteDevice, spec.force)))
            return nullptr;
        info.size = facts.size;
        info.logicalBlockSize = facts.logicalBlockSize;
        info.physicalBlockSize = facts.physicalBlockSize;
        info.model = facts.model;
        fsDev = st.st_rdev;
        target->writable_ = writes;
    } else if (exists && S_ISDIR(st.st_mode)) {
        info.kind = TargetKind::Directory;
        info.ioPath = (path.ends_with('/') ? path : path + "/") + "surfio-scratch-"
            + std::to_string(getpid()) + ".dat";
        create = true;
    } else if (exists && S_ISREG(st.st_mode)) {
        info.kind = TargetKind::File;
        info.size = uint64_t(st.st_size);
    } else if (exists) {
        problem = Problem::input(path + " is neither a file, a directory nor a block device");
        return nullptr;
    } else {
        info.kind = TargetKind::File;
        const std::string dir = parentOf(path);
        struct stat dirSt {};
        if (stat(dir.c_str(), &dirSt) != 0 || !S_ISDIR(dirSt.st_mode)) {
            problem = Problem::input("directory " + dir + " does not exist, so " + path
                                     + " cannot be created: create the directory or pick another path");
            return nullptr;
        }
        fsDev = dirSt.st_dev;
        create = true;
        const std::string fs = filesystemOf(fsDev);
        if (fs == "devtmpfs" || fs == "proc" || fs == "sysfs") {
            problem = Problem::input("no such device " + path + ": check the name with lsblk (Surfio does not create files in "
                                     + dir + ")");
            return nullptr;
        }
    }
    if (info.kind != TargetKind::BlockDevice)
        info.filesystem = filesystemOf(fsDev);

    // The region: given, or what the existing file or device holds past the offset.
    if (spec.regionSize) {
        info.regionSize = spec.regionSize;
    } else if (create) {
        problem = Problem::input("--size is needed to create " + info.ioPath + ": e.g. --size=1g");
        return nullptr;
    } else if (info.size > spec.regionOffset) {
        info.regionSize = info.size - spec.regionOffset;
    } else {
        problem = Problem::input(path + " holds " + sizeText(info.size) + ", nothing past --offset="
                                 + std::to_string(spec.regionOffset) + ": give --size to extend it");
        return nullptr;
    }
    const uint64_t regionEnd = info.regionOffset + info.regionSize;
    if (info.kind == TargetKind::BlockDevice && regionEnd > info.size) {
        problem = Problem::input("the region (--offset + --size = " + sizeText(regionEnd) + ") is larger than "
                                 + path + " (" + sizeText(info.size) + "): lower --size or --offset");
        return nullptr;
    }

    // Files get written (laid out, extended or by the job), so their filesystem must take it.
    if (info.kind != TargetKind::BlockDevice) {
        const uint64_t growth = regionEnd > info.size ? regionEnd - info.size : 0;
        if (!create && growth > 0 && !writes) {
            // Growing it means laying it out, which would overwrite the person's data.
            problem = Problem::input(path + " holds " + sizeText(info.size) + " but the region ends at "
                                     + sizeText(regionEnd) + ", and only reads were asked for, so Surfio will not "
                                     "rewrite it: give --size=" + std::to_string(info.size - std::min(info.size, spec.regionOffset))
                                     + " or less, or another file");
            return nullptr;
        }
        const bool needsWrite = writes || create || growth > 0;
        if (needsWrite) {
            const std::string dir = info.kind == TargetKind::Directory ? path : parentOf(path);
            if ((problem = checkWritableFilesystem(dir, info.ioPath, growth)))
                return nullptr;
        }
        target->writable_ = needsWrite;
    }

    findAlignment(create ? (info.kind == TargetKind::Directory ? path : parentOf(path)) : path, fsDev, info);
    for (uint64_t bs : blockSizes)
        if ((problem = target->checkBlockSize(bs, spec.direct)))
            return nullptr;
    if (spec.direct && (info.regionOffset % info.dioOffsetAlign || info.regionSize % info.dioOffsetAlign)) {
        const uint64_t rounded = info.regionSize / info.dioOffsetAlign * info.dioOffsetAlign;
        problem = Problem::input("the region (offset " + std::to_string(info.regionOffset) + ", size "
                                 + std::to_string(info.regionSize) + ") of " + path + " is not aligned to its "
                                 + std::to_string(info.dioOffsetAlign) + "-byte direct-I/O alignment ("
                                 + info.alignSource + "): give --offset and --size as multiples of it, e.g. --size="
                                 + std::to_string(rounded));
        return nullptr;
    }

    // Everything checked: now open or create.
    const int access = target->writable_ ? O_RDWR : O_RDONLY;
    // O_CREAT|O_EXCL: never take over a file we did not create. A device we
    // write to is held with O_EXCL for the whole run, so nothing can mount or
    // assemble it under us.
    const int exclusive = create || (info.kind == TargetKind::BlockDevice && target->writable_) ? O_EXCL : 0;
    target->fd_ = ::open(info.ioPath.c_str(), access | (create ? O_CREAT : 0) | exclusive | directFlag | O_CLOEXEC, 0644);
    if (target->fd_ < 0) {
        const int err = errno;
        if (err == EEXIST) {
            problem = Problem::input(info.ioPath + " already exists (left by an earlier run?): delete it and start again");
            return nullptr;
        }
        if (err == EBUSY) {
            problem = Problem::input(path + " is in use (mounted, or held by another program or the kernel): free it first");
            return nullptr;
        }
        problem = Problem::input("cannot open " + info.ioPath + (spec.direct ? " for direct I/O" : "") + ": "
                                 + errorText(err)
                                 + (err == EINVAL && spec.direct ? " (the filesystem may not support O_DIRECT: try --direct=0)" : ""));
        return nullptr;
    }
    // Until the checks below pass, a file we created is ours to remove again.
    target->removeOnClose_ = create;
    if (create) {
        // Reserve the space now so a full filesystem shows before the run, not during it.
        const int err = posix_fallocate(target->fd_, off_t(info.regionOffset), off_t(info.regionSize));
        if (err == ENOSPC) {
            problem = Problem::run("no space left on device to create " + info.ioPath + " ("
                                   + sizeText(info.regionSize) + ")");
            return nullptr;
        }
        // Now the file exists, statx can tell its own alignment.
        findAlignment(info.ioPath, fsDev, info);
        for (uint64_t bs : blockSizes)
            if ((problem = target->checkBlockSize(bs, spec.direct)))
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

Problem Target::checkBlockSize(uint64_t blockSize, bool direct) const
{
    if (direct && info_.dioOffsetAlign && blockSize % info_.dioOffsetAlign != 0)
        return Problem::input("block size " + std::to_string(blockSize) + " is not a multiple of "
                              + info_.path + "'s " + std::to_string(info_.dioOffsetAlign)
                              + "-byte direct-I/O alignment (" + info_.alignSource + "): use a multiple of "
                              + std::to_string(info_.dioOffsetAlign) + ", or --direct=0");
    if (blockSize > info_.regionSize)
        return Problem::input("block size " + sizeText(blockSize) + " is larger than the region of "
                              + info_.path + " (" + sizeText(info_.regionSize) + "): raise --size or lower --bs");
    return {};
}

Problem Target::layOut(bool reads, const std::atomic<bool>& stop, const std::function<void(double)>& progress)
{
    const uint64_t offset = info_.regionOffset;
    const uint64_t size = info_.regionSize;
    if (info_.kind == TargetKind::BlockDevice) {
        if (!reads) {
            info_.layout = "not laid out: no point reads";
            return {};
        }
        if (!writable_) {
            info_.layout = "device data as found (Surfio may not write to this device)";
            return {};
        }
    } else if (holdsOurLayout(fd_, offset, size)) {
        info_.layout = "laid out by Surfio earlier (random data, no holes)";
        return {};
    } else if (!writable_) {
        if (hasNoHoles(fd_, offset, size)) {
            info_.layout = "existing data, no holes (read only: not rewritten)";
            return {};
        }
        return Problem::input(info_.ioPath + " has never-written holes in the region, and reads from them would "
                              "not touch the device, so the figures would be false: pick a file without holes, or a new "
                              "file that Surfio lays out itself");
    }

    void* raw = nullptr;
    if (posix_memalign(&raw, 4096, kLayoutChunk) != 0)
        return Problem::run("cannot allocate the layout buffer");
    std::unique_ptr<char, decltype(&std::free)> buffer(static_cast<char*>(raw), &std::free);
    uint64_t done = 0;
    while (done < size) {
        if (stop.load(std::memory_order_relaxed))
            return Problem::run("stopped while laying out " + info_.ioPath);
        const uint64_t len = std::min(kLayoutChunk, size - done);
        fillRandom(buffer.get(), len, offset + done);
        const ssize_t n = pwrite(fd_, buffer.get(), len, off_t(offset + done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            const int err = n < 0 ? errno : EIO;
            return Problem::run("laying out " + info_.ioPath + " failed at offset " + std::to_string(offset + done)
                                + ": " + errorText(err));
        }
        done += uint64_t(n);
        if (progress)
            progress(double(done) / double(size));
    }
    if (fdatasync(fd_) != 0)
        return Problem::run("flushing the layout of " + info_.ioPath + " failed: " + errorText(errno));
    posix_fadvise(fd_, off_t(offset), off_t(size), POSIX_FADV_DONTNEED);
    if (info_.kind != TargetKind::BlockDevice) {
        const std::string value = std::to_string(offset) + "-" + std::to_string(offset + size);
        fsetxattr(fd_, kLayoutAttr, value.c_str(), value.size(), 0);  // without xattrs: lay out again next time
        struct stat st {};
        if (fstat(fd_, &st) == 0)
            info_.size = uint64_t(st.st_size);
    }
    info_.layout = "laid out by Surfio now (random data, " + sizeText(size) + ")";
    return {};
}

} // namespace surfio
