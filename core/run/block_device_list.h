#pragma once

#include "core/access/device_access.h"

#include <QList>
#include <QString>

namespace surfio {

// A whole block device a person can pick as a target, as sysfs lists it.
struct ListedDevice {
    QString name;  // "nvme0n1"
    QString path;  // "/dev/nvme0n1"
    quint64 size = 0;
    QString model;                      // device/model, or "loop: <backing file>"
    DeviceWay way = DeviceWay::Direct;  // how this process can open it to read
    QString whyNot;                     // DeviceWay::None: why not, and what to install or start
};

// The whole block devices in sysBlock (normally /sys/block), sorted by name.
// Zero-size devices (unattached loop devices, empty card readers) are left
// out; loop and RAM devices stay, being handy test targets. Reads sysfs
// only: nothing is opened, so listing is quick and never spins up a disk.
// The window calls it off the GUI thread (TargetPanel's survey).
QList<ListedDevice> listBlockDevices(const QString& sysBlock = QStringLiteral("/sys/block"));

// Says of each device how this process can open it: itself, through UDisks2
// (asking the system bus whether UDisks2 is there), or not at all and why.
void markAccess(QList<ListedDevice>& devices);

}  // namespace surfio
