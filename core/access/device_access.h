#pragma once

#include "core/matrix/matrix.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace surfio {

// How this process can open a block device: itself (root, or a member of the
// group that owns the node), through UDisks2 (which asks polkit, once, for a
// descriptor), or not at all. One policy for the workbench and `surfio run`.
enum class DeviceWay { Direct, UDisks2, None };

// Whether path is a block device this process may not open itself as a
// matrix would (reading, or reading and writing): then UDisks2 must open it.
// Files, directories and devices it may open are false.
bool needsUDisks(const QString& path, bool write);

// The block devices of a matrix that UDisks2 must open before it runs, and
// in which mode. problem: why they cannot be (fio as the engine opens its
// targets itself); empty when they can, or when there are none.
struct DevicesToOpen {
    Q_DECLARE_TR_FUNCTIONS(DevicesToOpen)
public:
    QStringList paths;
    bool write = false;
    bool direct = true;
    QString problem;
};
DevicesToOpen devicesToOpen(const Matrix& matrix);

}  // namespace surfio
