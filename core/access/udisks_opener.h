#pragma once

#include "core/access/device_access.h"
#include "core/engine/device_grant.h"

#include <QCoreApplication>
#include <QString>

#include <memory>

namespace surfio {

// What asking UDisks2 gave: every device open, or a sentence a person can act
// on (what to install, start or ask for) and nothing open.
struct UDisksOpening {
    std::shared_ptr<DeviceGrants> grants;  // null when error says why
    QString error;
};

// Asks UDisks2 over the system bus to open block devices for this user, as
// GNOME Disks does: polkit decides (asking the person for a password through
// the session's agent, or pkttyagent in a terminal) and a descriptor comes
// back; nothing of Surfio runs as root. Blocks until polkit and UDisks2
// answer, which may take as long as a person types: call it off the GUI
// thread.
class UDisksOpener {
    Q_DECLARE_TR_FUNCTIONS(UDisksOpener)
public:
    // Opens devices.paths in devices' mode ("r", or "rw" with O_EXCL so
    // nothing mounts or claims them during the run), with O_DIRECT as the
    // run asks. mayAsk: polkit may ask the person (an agent prompts); false
    // takes only what a polkit rule grants without asking.
    static UDisksOpening open(const DevicesToOpen& devices, bool mayAsk);

    // Whether UDisks2 can be asked at all: the system bus answers and the
    // service runs or can be started. False with what to install or start.
    static bool reachable(const QString& path, QString& why);

    // How long polkit may wait for a person to answer, per device.
    static constexpr int kAnswerMinutes = 5;

    static QString notRunning(const QString& path);
    static QString noBus(const QString& path, const QString& error);
};

}  // namespace surfio
