#pragma once

#include "core/access/device_access.h"
#include "core/engine/block_device.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace surfio {

// What a person needs to trust a run on one target, gathered once when the
// target is chosen (sysfs, statfs and a blkid probe: quick, and never on a hot
// path). Follows core/engine/target.cpp's rules: an existing directory gets a
// scratch file, a missing path whose directory exists is a file to create, a
// path ending in "/" is a directory and must exist.
struct TargetFacts {
    Q_DECLARE_TR_FUNCTIONS(TargetFacts)
public:
    enum class Kind { Directory, File, NewFile, BlockDevice, Unusable };
    struct Row {
        QString label;
        QString value;
    };

    static TargetFacts gather(const QString& path);
    // What is shown while gather() runs in the background: the path, and a
    // guess of the kind from the name alone (no system call).
    static TargetFacts pending(const QString& path);
    // A path on fio's hosts: fio opens and checks it there, so nothing here
    // is looked at; the kind is guessed from the name as pending() does.
    static TargetFacts remote(const QString& path, const QStringList& hosts);

    QString path;
    QString canonicalPath;  // links resolved (/dev/disk/by-id/… is /dev/sdb); empty until gathered
    Kind kind = Kind::Unusable;
    QList<Row> rows;       // what a person reads, in order
    QStringList warnings;  // worth knowing before writing: mounted, a signature, memory-backed
    QString problem;       // why the target cannot be used at all; empty when it can

    // Files and directories: the filesystem that holds them.
    qint64 bytesAvailable = 0;
    qint64 bytesTotal = 0;
    QString fileSystemType;
    QString storageDevice;  // "/dev/nvme0n1p2", or "tmpfs" where there is none

    // What it holds: a block device's size or an existing file's; 0 for others.
    uint64_t bytes = 0;

    // Block devices.
    BlockDeviceFacts device;
    DeviceWay access = DeviceWay::Direct;  // UDisks2: this user may not open it; UDisks2 will, for the run
    bool signatureOnly = false;            // the only thing against writing is a signature (the force checkbox's case)
};

}  // namespace surfio
