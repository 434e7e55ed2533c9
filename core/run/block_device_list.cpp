#include "core/run/block_device_list.h"

#include "core/access/udisks_opener.h"
#include "core/engine/block_device.h"

#include <QDir>
#include <QFile>

namespace surfio {

namespace {

QString sysfsLine(const QString& path)
{
    return QString::fromLocal8Bit(readSysfsLine(QFile::encodeName(path).toStdString()));
}

// Device nodes of drivers with a subdirectory are named with '!' in sysfs
// ("cciss!c0d0" is /dev/cciss/c0d0).
QString devicePath(const QString& name)
{
    return QStringLiteral("/dev/") + QString(name).replace(QLatin1Char('!'), QLatin1Char('/'));
}

}  // namespace

QList<ListedDevice> listBlockDevices(const QString& sysBlock)
{
    QList<ListedDevice> devices;
    const QDir dir(sysBlock);
    for (const QString& name : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QString base = dir.filePath(name);
        // "size" counts 512-byte sectors whatever the logical block size.
        const quint64 size = sysfsLine(base + QStringLiteral("/size")).toULongLong() * 512;
        if (size == 0)
            continue;
        const QString backing = sysfsLine(base + QStringLiteral("/loop/backing_file"));
        const QString model =
            backing.isEmpty() ? sysfsLine(base + QStringLiteral("/device/model")) : QStringLiteral("loop: ") + backing;
        devices.append({name, devicePath(name), size, model, DeviceWay::Direct, {}});
    }
    return devices;
}

void markAccess(QList<ListedDevice>& devices)
{
    for (ListedDevice& d : devices) {
        if (!needsUDisks(d.path, false))
            continue;
        d.way = UDisksOpener::reachable(d.path, d.whyNot) ? DeviceWay::UDisks2 : DeviceWay::None;
    }
}

}  // namespace surfio
