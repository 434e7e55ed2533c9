#include "core/engine/block_device.h"

#include "core/engine/message_text.h"

#include <blkid/blkid.h>
#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <utility>
#include <vector>

namespace surfio {
namespace {

namespace fs = std::filesystem;

bool exists(const std::string& path)
{
    std::error_code ec;
    return fs::exists(path, ec);
}

// /sys/dev/block/MAJ:MIN is a symlink to the device's directory, whether it
// is a whole disk or a partition.
std::string sysfsDir(dev_t dev)
{
    return "/sys/dev/block/" + std::to_string(major(dev)) + ':' + std::to_string(minor(dev));
}

bool isPartitionDir(const std::string& dir)
{
    return exists(dir + "/partition");
}

// queue/, device/ and loop/ belong to the whole disk, one level up from a
// partition. The kernel resolves ".." after following the symlink.
std::string wholeDiskDir(const std::string& dir)
{
    return isPartitionDir(dir) ? dir + "/.." : dir;
}

std::string sysfsNameOf(const std::string& dir)
{
    std::error_code ec;
    const fs::path target = fs::read_symlink(dir, ec);
    return ec ? std::string() : target.filename().string();
}

bool parseDevT(const std::string& text, dev_t& dev)
{
    unsigned maj = 0, min = 0;
    const char* end = text.data() + text.size();
    auto r = std::from_chars(text.data(), end, maj);
    if (r.ec != std::errc() || r.ptr == end || *r.ptr != ':')
        return false;
    r = std::from_chars(r.ptr + 1, end, min);
    if (r.ec != std::errc() || r.ptr != end)
        return false;
    dev = makedev(maj, min);
    return true;
}

struct Device {
    dev_t dev;
    std::string name;
};

// The device itself and each of its partitions: subdirectories with a
// "partition" attribute. Writing to the disk destroys them all.
std::vector<Device> deviceAndPartitions(dev_t dev, const std::string& dir)
{
    std::vector<Device> devices{{dev, sysfsNameOf(dir)}};
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        const std::string sub = entry.path().string();
        dev_t partDev;
        if (isPartitionDir(sub) && parseDevT(readSysfsLine(sub + "/dev"), partDev))
            devices.push_back({partDev, entry.path().filename().string()});
    }
    return devices;
}

std::vector<std::string> holdersOf(const std::string& dir)
{
    std::vector<std::string> holders;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(dir + "/holders", ec))
        holders.push_back(entry.path().filename().string());
    return holders;
}

// mountinfo escapes space, tab, newline and backslash as \ooo.
std::string unescapeMountField(const std::string& s)
{
    std::string out;
    for (size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '\\' && i + 3 < s.size()) {
            const std::string oct = s.substr(i + 1, 3);
            if (oct.find_first_not_of("01234567") == std::string::npos) {
                out += static_cast<char>(std::stoi(oct, nullptr, 8));
                i += 3;
                continue;
            }
        }
        out += s[i];
    }
    return out;
}

// Where one of devices is mounted, as {device name, mount point}; empty when
// nowhere. Matches the dev_t field and, for filesystems that report an
// anonymous dev_t (btrfs), the mount source.
std::pair<std::string, std::string> findMount(const std::vector<Device>& devices)
{
    std::ifstream in("/proc/self/mountinfo");
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream fields(line);
        std::string id, parent, majMin, root, mountPoint, field;
        if (!(fields >> id >> parent >> majMin >> root >> mountPoint))
            continue;
        while (fields >> field && field != "-") {}  // optional fields
        std::string fsType, source;
        fields >> fsType >> source;

        dev_t mounted = 0;
        const bool haveDev = parseDevT(majMin, mounted);
        struct stat st {};
        const bool haveSource =
            source.rfind("/dev/", 0) == 0 && stat(unescapeMountField(source).c_str(), &st) == 0 && S_ISBLK(st.st_mode);
        for (const Device& d : devices) {
            if ((haveDev && mounted == d.dev) || (haveSource && st.st_rdev == d.dev))
                return {d.name, unescapeMountField(mountPoint)};
        }
    }
    return {};
}

Problem statBlockDevice(const std::string& path, struct stat& st)
{
    if (stat(path.c_str(), &st) != 0) {
        const int err = errno;
        return Problem::input(formatMessage(messages::kCannotLookAt, {path, errorText(err)}));
    }
    if (!S_ISBLK(st.st_mode)) {
        const char* message = S_ISREG(st.st_mode)   ? messages::kNotBlockDeviceRegularFile
                              : S_ISDIR(st.st_mode) ? messages::kNotBlockDeviceDirectory
                              : S_ISCHR(st.st_mode) ? messages::kNotBlockDeviceCharacterDevice
                                                    : messages::kNotBlockDeviceOther;
        return Problem::input(formatMessage(message, {path}));
    }
    return {};
}

Problem cannotOpen(const std::string& path, int err)
{
    const char* message = err == EPERM && geteuid() == 0  ? messages::kCannotOpenEvenAsRoot
                          : err == EACCES || err == EPERM ? messages::kCannotOpenWithoutRights
                                                          : messages::kCannotOpen;
    return Problem::input(formatMessage(message, {path, errorText(err)}));
}

struct Fd {
    int fd;
    ~Fd()
    {
        if (fd >= 0)
            close(fd);
    }
};

struct Probe {
    blkid_probe pr;
    ~Probe()
    {
        if (pr)
            blkid_free_probe(pr);
    }
    std::string value(const char* name) const
    {
        const char* data = nullptr;
        size_t len = 0;
        if (blkid_probe_lookup_value(pr, name, &data, &len) != 0 || !data)
            return {};
        return std::string(data, strnlen(data, len));  // len counts the NUL
    }
};

// One of two templates, "a %1 ..." or "an %1 ...", as word begins.
std::string withArticle(const char* a, const char* an, const std::string& word)
{
    const bool vowel = !word.empty() && std::string("aeiouAEIOU").find(word[0]) != std::string::npos;
    return formatMessage(vowel ? an : a, {word});
}

// What libblkid finds on the device, as "an ext4 filesystem signature" or
// "a gpt partition table"; "" when it is blank.
// heldFd: a descriptor open on the device without O_DIRECT, probed instead of
// opening the path; -1 to open the path.
Problem findSignature(const std::string& path, std::string& found, int heldFd)
{
    Probe probe{heldFd >= 0 ? blkid_new_probe() : blkid_new_probe_from_filename(path.c_str())};
    if (!probe.pr)
        return cannotOpen(path, errno ? errno : EIO);
    blkid_probe pr = probe.pr;
    if (heldFd >= 0 && blkid_probe_set_device(pr, heldFd, 0, 0) != 0)
        return Problem::input(formatMessage(messages::kCannotReadSignatures, {path, errorText(errno ? errno : EIO)}));
    blkid_probe_enable_superblocks(pr, 1);
    blkid_probe_set_superblocks_flags(pr, BLKID_SUBLKS_TYPE | BLKID_SUBLKS_LABEL | BLKID_SUBLKS_USAGE);
    blkid_probe_enable_partitions(pr, 1);
    blkid_probe_set_partitions_flags(pr, BLKID_PARTS_MAGIC);

    errno = 0;
    const int rc = blkid_do_safeprobe(pr);
    if (rc == 1)
        return {};
    if (rc == -2) {
        // Several signatures that contradict each other: still not blank.
        found = formatMessage(messages::kSignatureConflicting, {path});
        return {};
    }
    if (rc < 0) {
        const int err = errno ? errno : EIO;
        return Problem::input(formatMessage(messages::kCannotReadSignatures, {path, errorText(err)}));
    }
    if (const std::string type = probe.value("TYPE"); !type.empty()) {
        using namespace messages;
        const std::string usage = probe.value("USAGE");
        found = usage == "raid"         ? withArticle(kSignatureRaidA, kSignatureRaidAn, type)
                : usage == "crypto"     ? withArticle(kSignatureCryptoA, kSignatureCryptoAn, type)
                : usage == "filesystem" ? withArticle(kSignatureFilesystemA, kSignatureFilesystemAn, type)
                                        : withArticle(kSignatureOtherA, kSignatureOtherAn, type);
        if (const std::string label = probe.value("LABEL"); !label.empty())
            found = formatMessage(kSignatureWithLabel, {found, label});
    } else if (const std::string ptType = probe.value("PTTYPE"); !ptType.empty()) {
        found = withArticle(messages::kPartitionTableA, messages::kPartitionTableAn, ptType);
    } else {
        found = messages::kSignatureUnknown;
    }
    return {};
}

// A device's directory under /sys/devices, every link followed: the name is
// its last part, and a partition's disk is the directory above.
fs::path realDir(const std::string& dir)
{
    std::error_code ec;
    fs::path real = fs::canonical(dir, ec);
    return ec ? fs::path() : real;
}

// The device a loop device's backing file lies on; 0 when none (tmpfs) or
// the file is gone ("/x (deleted)").
dev_t backingDevice(const std::string& diskDir)
{
    const std::string backing = readSysfsLine(diskDir + "/loop/backing_file");
    struct stat st {};
    if (backing.empty() || stat(backing.c_str(), &st) != 0)
        return 0;
    const dev_t dev = S_ISBLK(st.st_mode) ? st.st_rdev : st.st_dev;
    return exists(sysfsDir(dev)) ? dev : 0;
}

void addDevicesUnder(const std::string& dir, const std::string& above, std::vector<TargetDevice>& found)
{
    const fs::path real = realDir(dir);
    if (real.empty())
        return;
    const bool partition = isPartitionDir(real.string());
    const fs::path disk = partition ? real.parent_path() : real;
    TargetDevice device{real.filename().string(), partition ? disk.filename().string() : std::string(), above};
    for (const TargetDevice& d : found)
        if (d.name == device.name)
            return;  // reached twice (two slaves on one disk), or a loop over its own device
    found.push_back(device);
    std::error_code ec;
    for (const auto& slave : fs::directory_iterator(disk / "slaves", ec))
        addDevicesUnder(slave.path().string(), device.name, found);
    if (const dev_t backing = backingDevice(disk.string()))
        addDevicesUnder(sysfsDir(backing), device.name, found);
}

// What sysfs says of the device whatever the permissions: its name, model,
// medium and scheduler.
void addSysfsFacts(dev_t rdev, BlockDeviceFacts& facts)
{
    const std::string dir = sysfsDir(rdev);
    const std::string disk = wholeDiskDir(dir);
    facts.sysfsName = sysfsNameOf(dir);
    if (const std::string backing = readSysfsLine(disk + "/loop/backing_file"); !backing.empty())
        facts.model = "loop: " + backing;
    else
        facts.model = readSysfsLine(disk + "/device/model");
    facts.rotational = readSysfsLine(disk + "/queue/rotational") == "1";
    // "none [mq-deadline] kyber": the active one is bracketed; a device
    // without a choice shows just "none".
    const std::string sched = readSysfsLine(disk + "/queue/scheduler");
    const auto lb = sched.find('['), rb = sched.find(']');
    facts.scheduler =
        (lb != std::string::npos && rb != std::string::npos && lb < rb) ? sched.substr(lb + 1, rb - lb - 1) : sched;
}

}  // namespace

// The first line of a sysfs attribute without surrounding whitespace; ""
// when it does not exist (attributes vary between drivers and kernels).
std::string readSysfsLine(const std::string& path)
{
    std::ifstream in(path);
    std::string line;
    if (!in || !std::getline(in, line))
        return {};
    const auto first = line.find_first_not_of(" \t\r\n");
    if (first == std::string::npos)
        return {};
    const auto last = line.find_last_not_of(" \t\r\n");
    return line.substr(first, last - first + 1);
}

// A descriptor given for path must be open on the device the path names now.
Problem checkHeldIsPath(const std::string& path, const struct stat& st, int heldFd)
{
    struct stat held {};
    if (fstat(heldFd, &held) != 0 || !S_ISBLK(held.st_mode) || held.st_rdev != st.st_rdev)
        return Problem::input(formatMessage(messages::kGrantNotThisDevice, {path}));
    return {};
}

Problem inspectBlockDevice(const std::string& path, BlockDeviceFacts& facts, int heldFd)
{
    facts = {};
    struct stat st {};
    if (Problem p = statBlockDevice(path, st))
        return p;
    if (heldFd >= 0)
        if (Problem p = checkHeldIsPath(path, st, heldFd))
            return p;

    Fd own{heldFd >= 0 ? -1 : open(path.c_str(), O_RDONLY | O_CLOEXEC)};
    if (heldFd < 0 && own.fd < 0)
        return cannotOpen(path, errno);
    const int fd = heldFd >= 0 ? heldFd : own.fd;
    uint64_t size = 0;
    int logical = 0;
    unsigned int physical = 0;
    if (ioctl(fd, BLKGETSIZE64, &size) != 0 || ioctl(fd, BLKSSZGET, &logical) != 0
        || ioctl(fd, BLKPBSZGET, &physical) != 0) {
        const int err = errno;
        return Problem::input(formatMessage(messages::kCannotReadSize, {path, errorText(err)}));
    }
    facts.size = size;
    facts.logicalBlockSize = static_cast<uint32_t>(logical);
    facts.physicalBlockSize = physical;
    addSysfsFacts(st.st_rdev, facts);
    return {};
}

Problem describeBlockDevice(const std::string& path, BlockDeviceFacts& facts)
{
    facts = {};
    struct stat st {};
    if (Problem p = statBlockDevice(path, st))
        return p;
    const std::string dir = sysfsDir(st.st_rdev);
    const auto number = [](const std::string& text) {
        uint64_t n = 0;
        std::from_chars(text.data(), text.data() + text.size(), n);
        return n;
    };
    facts.size = number(readSysfsLine(dir + "/size")) * 512;  // sectors of 512 bytes, whatever the device's
    const std::string queue = wholeDiskDir(dir) + "/queue/";
    facts.logicalBlockSize = uint32_t(number(readSysfsLine(queue + "logical_block_size")));
    facts.physicalBlockSize = uint32_t(number(readSysfsLine(queue + "physical_block_size")));
    addSysfsFacts(st.st_rdev, facts);
    return {};
}

Problem checkDeviceWritable(const std::string& path, bool allowWrite, bool force, int heldFd)
{
    if (!allowWrite)
        return Problem::input(formatMessage(messages::kRefusingToWriteDevice, {path}));

    struct stat st {};
    if (Problem p = statBlockDevice(path, st))
        return p;
    const std::string dir = sysfsDir(st.st_rdev);
    const std::vector<Device> devices = deviceAndPartitions(st.st_rdev, dir);
    const std::string name = devices.front().name.empty() ? path : devices.front().name;

    if (auto [dev, mountPoint] = findMount(devices); !mountPoint.empty()) {
        return Problem::input(dev == devices.front().name
                                  ? formatMessage(messages::kDeviceMounted, {path, mountPoint})
                                  : formatMessage(messages::kPartitionMounted, {path, mountPoint, dev}));
    }

    // The kernel refuses an exclusive open while anything claims the device
    // or one of its partitions: a mount, swap, md, dm, another O_EXCL user.
    std::string holders;
    for (const Device& d : devices) {
        const bool whole = d.dev == devices.front().dev;
        for (const std::string& h : holdersOf(whole ? dir : sysfsDir(d.dev)))
            holders +=
                (holders.empty() ? "" : ", ") + (whole ? h : formatMessage(messages::kHolderOfPartition, {h, d.name}));
    }
    // A held descriptor was opened with O_EXCL (a grant to write): the kernel
    // already said nothing else claims the device.
    int exclErr = 0;
    if (heldFd < 0) {
        Fd fd{open(path.c_str(), O_RDONLY | O_EXCL | O_CLOEXEC)};
        if (fd.fd < 0)
            exclErr = errno;
    }
    if (exclErr != 0 && exclErr != EBUSY)
        return cannotOpen(path, exclErr);
    if (exclErr == EBUSY || !holders.empty())
        return Problem::input(holders.empty() ? formatMessage(messages::kDeviceHeld, {path, name})
                                              : formatMessage(messages::kDeviceHeldBy, {path, holders, name}));

    if (force)
        return {};
    std::string found;
    if (Problem p = findSignature(path, found, heldFd))
        return p;
    if (!found.empty())
        return Problem::input(formatMessage(messages::kDeviceCarries, {path, found}));
    return {};
}

uint32_t logicalBlockSizeOf(dev_t dev)
{
    const std::string dir = sysfsDir(dev);
    if (!exists(dir))
        return 0;  // an anonymous dev_t: tmpfs, overlay, NFS...
    const std::string text = readSysfsLine(wholeDiskDir(dir) + "/queue/logical_block_size");
    uint32_t size = 0;
    const auto r = std::from_chars(text.data(), text.data() + text.size(), size);
    return r.ec == std::errc() ? size : 0;
}

std::vector<TargetDevice> devicesUnder(dev_t dev)
{
    std::vector<TargetDevice> found;
    if (exists(sysfsDir(dev)))
        addDevicesUnder(sysfsDir(dev), {}, found);
    return found;
}

bool pollsCompletions(const TargetDevice& device)
{
    const std::string disk = device.disk.empty() ? device.name : device.disk;
    return readSysfsLine("/sys/class/block/" + disk + "/queue/io_poll") == "1";
}

}  // namespace surfio
