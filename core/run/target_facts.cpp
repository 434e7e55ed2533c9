#include "core/run/target_facts.h"

#include "core/access/udisks_opener.h"
#include "core/engine/problem.h"
#include "core/text/engine_text.h"
#include "core/text/units.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStorageInfo>

#include <sys/stat.h>

#include <cerrno>

namespace surfio {

namespace {

QString fromEngine(const std::string& text)
{
    return QString::fromStdString(text);
}

// The device kind behind rotational=0, from the kernel's naming: the flag
// alone cannot tell an SSD from memory.
QString mediumOf(const BlockDeviceFacts& device)
{
    const QString name = QString::fromStdString(device.sysfsName);
    if (device.rotational)
        return TargetFacts::tr("rotational (HDD)");
    if (name.startsWith(QLatin1String("nvme")))
        return TargetFacts::tr("non-rotational (NVMe)");
    if (name.startsWith(QLatin1String("ram")) || name.startsWith(QLatin1String("zram")))
        return TargetFacts::tr("non-rotational (RAM)");
    if (name.startsWith(QLatin1String("loop")))
        return TargetFacts::tr("non-rotational (loop device: as fast as what holds its file)");
    return TargetFacts::tr("non-rotational (SSD)");
}

void addStorage(TargetFacts& facts, const QString& dir)
{
    const QStorageInfo storage(dir);
    if (!storage.isValid() || !storage.isReady()) {
        facts.warnings << TargetFacts::tr("The filesystem holding %1 cannot be inspected.").arg(dir);
        return;
    }
    facts.bytesAvailable = storage.bytesAvailable();
    facts.bytesTotal = storage.bytesTotal();
    facts.fileSystemType = QString::fromLocal8Bit(storage.fileSystemType());
    facts.storageDevice = QString::fromLocal8Bit(storage.device());

    facts.rows << TargetFacts::Row{TargetFacts::tr("Free space"), TargetFacts::tr("%1 free of %2")
                                                                      .arg(formatSize(uint64_t(facts.bytesAvailable)),
                                                                           formatSize(uint64_t(facts.bytesTotal)))};
    facts.rows << TargetFacts::Row{TargetFacts::tr("Filesystem"), facts.fileSystemType};
    facts.rows << TargetFacts::Row{TargetFacts::tr("Device"),
                                   TargetFacts::tr("%1, mounted on %2").arg(facts.storageDevice, storage.rootPath())};

    if (storage.isReadOnly()) {
        if (facts.kind == TargetFacts::Kind::File)
            facts.warnings << TargetFacts::tr("%1 is on a read-only filesystem: only points that just read can run.")
                                  .arg(facts.path);
        else
            facts.problem = TargetFacts::tr("%1 is on a read-only filesystem, so its file cannot be written: "
                                            "pick a directory on a writable filesystem.")
                                .arg(dir);
    }
    if (facts.fileSystemType == QLatin1String("tmpfs") || facts.fileSystemType == QLatin1String("ramfs"))
        facts.warnings << TargetFacts::tr("%1 keeps its files in memory: the run measures RAM, not storage.")
                              .arg(facts.fileSystemType);
}

void addDeviceRows(TargetFacts& facts)
{
    const BlockDeviceFacts& d = facts.device;
    facts.rows << TargetFacts::Row{TargetFacts::tr("Model"),
                                   d.model.empty() ? TargetFacts::tr("not reported") : fromEngine(d.model)};
    facts.rows << TargetFacts::Row{TargetFacts::tr("Size"), formatSize(d.size)};
    facts.rows << TargetFacts::Row{TargetFacts::tr("Block size"),
                                   TargetFacts::tr("%1 logical, %2 physical")
                                       .arg(formatSize(d.logicalBlockSize), formatSize(d.physicalBlockSize))};
    facts.rows << TargetFacts::Row{TargetFacts::tr("Medium"), mediumOf(d)};
    facts.rows << TargetFacts::Row{TargetFacts::tr("Scheduler"),
                                   d.scheduler.empty() ? TargetFacts::tr("none") : fromEngine(d.scheduler)};
}

// A device this user may not open: what sysfs tells, and whether UDisks2 can
// open it for the run.
void addDeviceThroughUDisks(TargetFacts& facts)
{
    const std::string path = QFile::encodeName(facts.path).toStdString();
    facts.access = DeviceWay::UDisks2;
    if (const Problem p = describeBlockDevice(path, facts.device)) {
        facts.problem = engineText(p.message);
        return;
    }
    addDeviceRows(facts);
    QString why;
    if (!UDisksOpener::reachable(facts.path, why)) {
        facts.access = DeviceWay::None;
        facts.problem = why;
        return;
    }
    facts.rows << TargetFacts::Row{TargetFacts::tr("Access"),
                                   TargetFacts::tr("through UDisks2: you may not open it yourself, so Surfio asks "
                                                   "UDisks2 once, before the run (polkit may ask for a password)")};
    facts.rows << TargetFacts::Row{TargetFacts::tr("Contents"),
                                   TargetFacts::tr("looked at when UDisks2 opens it: a mounted or busy device, or one "
                                                   "with a filesystem or partition signature, is never written")};
}

void addDevice(TargetFacts& facts)
{
    const std::string path = QFile::encodeName(facts.path).toStdString();
    if (needsUDisks(facts.path, false))
        return addDeviceThroughUDisks(facts);
    if (const Problem p = inspectBlockDevice(path, facts.device)) {
        facts.problem = engineText(p.message);
        return;
    }
    addDeviceRows(facts);

    // As if writing were allowed, so the answer is about the device itself.
    const Problem refusal = checkDeviceWritable(path, true, false);
    if (!refusal) {
        facts.rows << TargetFacts::Row{TargetFacts::tr("Contents"),
                                       TargetFacts::tr("blank: not mounted, not in use, "
                                                       "no filesystem or partition signature")};
        return;
    }
    facts.warnings << engineText(refusal.message);
    facts.signatureOnly = !checkDeviceWritable(path, true, true);
}

}  // namespace

TargetFacts TargetFacts::pending(const QString& path)
{
    TargetFacts f;
    f.path = path;
    f.kind = path.startsWith(QLatin1String("/dev/")) ? Kind::BlockDevice
             : path.endsWith(QLatin1Char('/'))       ? Kind::Directory
                                                     : Kind::File;
    f.rows << Row{tr("Status"), tr("inspecting…")};
    return f;
}

TargetFacts TargetFacts::remote(const QString& path, const QStringList& hosts)
{
    TargetFacts f = pending(path);
    f.rows.clear();
    const QString where = hosts.join(QStringLiteral(", "));
    switch (f.kind) {
    case Kind::BlockDevice:
        f.rows << Row{tr("Kind"), tr("block device on each fio host (%1), not checked from here").arg(where)};
        break;
    case Kind::Directory:
        f.rows << Row{tr("Kind"), tr("directory on each fio host (%1): fio makes a scratch file there").arg(where)};
        break;
    default:
        f.rows << Row{tr("Kind"), tr("file on each fio host (%1), created by fio if missing").arg(where)};
        break;
    }
    return f;
}

TargetFacts TargetFacts::gather(const QString& path)
{
    TargetFacts facts;
    facts.path = path;
    facts.canonicalPath = QFileInfo(path).canonicalFilePath();

    struct stat st {};
    if (stat(QFile::encodeName(path).constData(), &st) != 0) {
        const int err = errno;
        if (err != ENOENT && err != ENOTDIR) {
            facts.problem = tr("Cannot inspect %1: %2").arg(path, QString::fromLocal8Bit(errorText(err).c_str()));
        } else if (path.endsWith(QLatin1Char('/'))) {
            facts.problem = tr("Directory %1 does not exist: create it or pick another directory.").arg(path);
        } else {
            const QString dir = QFileInfo(path).absolutePath();
            if (!QFileInfo(dir).isDir()) {
                facts.problem = tr("Directory %1 does not exist, so %2 cannot be created: "
                                   "create the directory or pick another path.")
                                    .arg(dir, path);
            } else {
                facts.kind = Kind::NewFile;
                facts.rows << Row{tr("Kind"), tr("new file, created for the run at the region's size")};
                addStorage(facts, dir);
            }
        }
        return facts;
    }

    if (S_ISBLK(st.st_mode)) {
        facts.kind = Kind::BlockDevice;
        addDevice(facts);
        facts.bytes = facts.device.size;
    } else if (S_ISDIR(st.st_mode)) {
        facts.kind = Kind::Directory;
        facts.rows << Row{tr("Kind"), tr("directory: a scratch file is made here for the run")};
        addStorage(facts, path);
    } else if (S_ISREG(st.st_mode)) {
        facts.kind = Kind::File;
        facts.bytes = uint64_t(st.st_size);
        facts.rows << Row{
            tr("Kind"),
            tr("existing file of %1: points that write overwrite its data").arg(formatSize(uint64_t(st.st_size)))};
        addStorage(facts, QFileInfo(path).absolutePath());
    } else {
        facts.problem =
            tr("%1 is neither a file, a directory nor a block device: name one of those (a FIFO or a character "
               "device such as /dev/null holds no storage to measure).")
                .arg(path);
    }
    return facts;
}

}  // namespace surfio
