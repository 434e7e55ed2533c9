#include "core/access/udisks_opener.h"

#include <QDBusArgument>
#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusError>
#include <QDBusMessage>
#include <QDBusMetaType>
#include <QDBusObjectPath>
#include <QDBusReply>
#include <QDBusUnixFileDescriptor>
#include <QDBusVariant>
#include <QFileInfo>
#include <QVariantMap>

#include <fcntl.h>
#include <unistd.h>

namespace surfio {

namespace {

const QString kService = QStringLiteral("org.freedesktop.UDisks2");
const QString kErrorPrefix = QStringLiteral("org.freedesktop.UDisks2.Error.");

bool serviceMissing(const QString& errorName)
{
    static const QStringList missing{
        QStringLiteral("org.freedesktop.DBus.Error.ServiceUnknown"),
        QStringLiteral("org.freedesktop.DBus.Error.NameHasNoOwner"),
        QStringLiteral("org.freedesktop.DBus.Error.Spawn.ServiceNotFound"),
        QStringLiteral("org.freedesktop.DBus.Error.Spawn.ExecFailed"),
        QStringLiteral("org.freedesktop.DBus.Error.Spawn.ChildExited"),
        QStringLiteral("org.freedesktop.DBus.Error.Spawn.Failed"),
    };
    return missing.contains(errorName);
}

// What went wrong, in words that say what to do.
QString describe(const QDBusMessage& reply, const QString& path, bool mayAsk)
{
    const QString name = reply.errorName();
    if (serviceMissing(name))
        return UDisksOpener::notRunning(path);
    if (name == QLatin1String("org.freedesktop.DBus.Error.UnknownMethod"))
        return UDisksOpener::tr("this UDisks2 cannot open devices for others (Block.OpenDevice needs udisks 2.7.3 or "
                                "later): upgrade udisks2, or run as a member of the group that owns %1")
            .arg(path);
    if (name == QLatin1String("org.freedesktop.DBus.Error.NoReply"))
        return UDisksOpener::tr("nobody answered polkit's password prompt to open %1 within %n minute(s)", nullptr,
                                UDisksOpener::kAnswerMinutes)
            .arg(path);
    if (name == kErrorPrefix + QLatin1String("NotAuthorizedCanObtain"))
        return mayAsk ? UDisksOpener::tr("polkit could not ask for the password to open %1: no polkit authentication "
                                         "agent runs for you. Run Surfio from a terminal (pkttyagent asks there) or "
                                         "from a desktop session with its own agent, or have your administrator allow "
                                         "org.freedesktop.udisks2.open-device with a polkit rule")
                            .arg(path)
                      : UDisksOpener::tr("polkit allows opening %1 only after asking for a password, and --no-ask "
                                         "forbids asking: leave out --no-ask, or have your administrator allow "
                                         "org.freedesktop.udisks2.open-device with a polkit rule")
                            .arg(path);
    if (name == kErrorPrefix + QLatin1String("NotAuthorized"))
        return UDisksOpener::tr("polkit refuses to let you open %1 (org.freedesktop.udisks2.open-device): ask your "
                                "administrator for a polkit rule, or for membership of the group that owns it")
            .arg(path);
    if (name == kErrorPrefix + QLatin1String("NotAuthorizedDismissed"))
        return UDisksOpener::tr("the password prompt to open %1 was dismissed: nothing was opened").arg(path);
    if (reply.errorMessage().contains(QLatin1String("Device or resource busy")))
        return UDisksOpener::tr("UDisks2 cannot open %1 for writing: it is in use (mounted, or held by RAID, LVM, "
                                "swap or another program); unmount or release it first")
            .arg(path);
    return UDisksOpener::tr("UDisks2 could not open %1: %2").arg(path, reply.errorMessage());
}

// The object UDisks2 keeps for the device the path names (links resolved).
QString objectPathOf(QDBusConnection& bus, const QString& path, bool mayAsk, QString& error)
{
    QDBusMessage call = QDBusMessage::createMethodCall(kService, QStringLiteral("/org/freedesktop/UDisks2/Manager"),
                                                       QStringLiteral("org.freedesktop.UDisks2.Manager"),
                                                       QStringLiteral("ResolveDevice"));
    const QString canonical = QFileInfo(path).canonicalFilePath();
    call << QVariantMap{{QStringLiteral("path"), canonical.isEmpty() ? path : canonical}} << QVariantMap{};
    const QDBusMessage reply = bus.call(call, QDBus::Block);
    if (reply.type() == QDBusMessage::ErrorMessage) {
        error = describe(reply, path, mayAsk);
        return {};
    }
    const auto objects = qdbus_cast<QList<QDBusObjectPath>>(reply.arguments().value(0));
    if (objects.isEmpty()) {
        error = UDisksOpener::tr("UDisks2 does not know %1: udev has not announced it (is systemd-udevd running?)")
                    .arg(path);
        return {};
    }
    return objects.constFirst().path();
}

// One device open, as a descriptor of Surfio's own; -1 with the error.
int openOne(QDBusConnection& bus, const QString& path, const DevicesToOpen& devices, bool mayAsk, QString& error)
{
    const QString object = objectPathOf(bus, path, mayAsk, error);
    if (object.isEmpty())
        return -1;
    QDBusMessage call = QDBusMessage::createMethodCall(
        kService, object, QStringLiteral("org.freedesktop.UDisks2.Block"), QStringLiteral("OpenDevice"));
    // Not OpenForBenchmark: it adds O_SYNC, and every write would wait for the media.
    const int flags = (devices.direct ? O_DIRECT : 0) | (devices.write ? O_EXCL : 0) | O_CLOEXEC;
    call << (devices.write ? QStringLiteral("rw") : QStringLiteral("r"))
         << QVariantMap{{QStringLiteral("flags"), QVariant::fromValue(flags)}};
    call.setInteractiveAuthorizationAllowed(mayAsk);
    const QDBusMessage reply = bus.call(call, QDBus::Block, UDisksOpener::kAnswerMinutes * 60 * 1000);
    if (reply.type() == QDBusMessage::ErrorMessage) {
        error = describe(reply, path, mayAsk);
        return -1;
    }
    // The wrapper closes its own copy: keep one of ours.
    const auto handed = qdbus_cast<QDBusUnixFileDescriptor>(reply.arguments().value(0));
    const int fd = handed.isValid() ? fcntl(handed.fileDescriptor(), F_DUPFD_CLOEXEC, 0) : -1;
    if (fd < 0)
        error = UDisksOpener::tr("UDisks2 opened %1 but handed no descriptor over").arg(path);
    return fd;
}

}  // namespace

QString UDisksOpener::notRunning(const QString& path)
{
    return tr("UDisks2 is not running, so nothing can open %1 for you: install the udisks2 package (apt install "
              "udisks2) and start it (systemctl start udisks2), or run as a member of the group that owns %1")
        .arg(path);
}

QString UDisksOpener::noBus(const QString& path, const QString& error)
{
    return tr("cannot reach the system bus to ask UDisks2 for %1 (%2): start D-Bus (systemctl start dbus), or run "
              "as a member of the group that owns %1")
        .arg(path, error);
}

bool UDisksOpener::reachable(const QString& path, QString& why)
{
    QDBusConnection bus = QDBusConnection::systemBus();
    if (!bus.isConnected()) {
        why = noBus(path, bus.lastError().message());
        return false;
    }
    QDBusConnectionInterface* daemon = bus.interface();
    const QDBusReply<QStringList> activatable = daemon->activatableServiceNames();
    if (daemon->isServiceRegistered(kService).value()
        || (activatable.isValid() && activatable.value().contains(kService)))
        return true;
    why = notRunning(path);
    return false;
}

UDisksOpening UDisksOpener::open(const DevicesToOpen& devices, bool mayAsk)
{
    UDisksOpening opening;
    const QString first = devices.paths.value(0);
    QDBusConnection bus = QDBusConnection::systemBus();
    if (!bus.isConnected()) {
        opening.error = noBus(first, bus.lastError().message());
        return opening;
    }
    if (!(bus.connectionCapabilities() & QDBusConnection::UnixFileDescriptorPassing)) {
        opening.error = tr("the system bus cannot pass file descriptors, so UDisks2 cannot hand %1 over").arg(first);
        return opening;
    }
    auto grants = std::make_shared<DeviceGrants>();
    for (const QString& path : devices.paths) {
        const int fd = openOne(bus, path, devices, mayAsk, opening.error);
        if (fd < 0)
            return opening;
        grants->add(path.toStdString(), fd, devices.write);
    }
    opening.grants = std::move(grants);
    return opening;
}

}  // namespace surfio
