#pragma once

// A desktop's system services for a test, as GNOME Disks finds them: a system
// bus, udevd, polkitd and udisksd. Each is started only when it does not run
// yet, and only what was started here is stopped (by its PID) afterwards.
// The bus started here activates nothing by itself (no service directory), so
// a service the test stops stays stopped.

#include "tests/system_tools.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/wait.h>

namespace testing {

class DesktopServices {
public:
    DesktopServices() = default;
    DesktopServices(const DesktopServices&) = delete;
    DesktopServices& operator=(const DesktopServices&) = delete;
    ~DesktopServices() { stopStarted(); }

    // Why these services cannot run here; empty when they all run.
    QString start()
    {
        if (geteuid() != 0)
            return QStringLiteral("needs root to start the system bus, udevd, polkitd and udisksd");
        for (const char* program : {kDbus, kUdevd, kPolkitd, kUdisksd})
            if (!QFile::exists(QString::fromLatin1(program)))
                return QStringLiteral("%1 is not installed (apt install dbus udev polkitd udisks2)").arg(program);
        if (QString why = startBus(); !why.isEmpty())
            return why;
        if (QString why = startUdevd(); !why.isEmpty())
            return why;
        if (QString why = startService(QStringLiteral("org.freedesktop.PolicyKit1"), kPolkitd, polkitd_);
            !why.isEmpty())
            return why;
        return startService(QStringLiteral("org.freedesktop.UDisks2"), kUdisksd, udisksd_);
    }

    // Whether this test started udisksd, and so may stop it.
    bool startedUdisksd() const { return udisksd_.state() != QProcess::NotRunning; }
    void stopUdisksd() { stopProcess(udisksd_); }

    static bool hasOwner(const QString& name)
    {
        const Run r = runTool(QStringLiteral("gdbus"),
                              {"call", "--system", "--dest", "org.freedesktop.DBus", "--object-path",
                               "/org/freedesktop/DBus", "--method", "org.freedesktop.DBus.NameHasOwner", name});
        return r.ok() && r.out.contains(QLatin1String("true"));
    }

private:
    static constexpr const char* kDbus = "/usr/bin/dbus-daemon";
    static constexpr const char* kUdevd = "/lib/systemd/systemd-udevd";
    static constexpr const char* kPolkitd = "/usr/lib/polkit-1/polkitd";
    static constexpr const char* kUdisksd = "/usr/libexec/udisks2/udisksd";

    // The Debian system bus's own configuration, but with no service to
    // activate: what runs is what the test started.
    QString startBus()
    {
        if (hasOwner(QStringLiteral("org.freedesktop.DBus")))
            return {};
        QFile system(QStringLiteral("/usr/share/dbus-1/system.conf"));
        if (!config_.isValid() || !system.open(QIODevice::ReadOnly))
            return QStringLiteral("cannot read /usr/share/dbus-1/system.conf");
        QString conf = QString::fromUtf8(system.readAll());
        const QString none = config_.filePath(QStringLiteral("no-services"));
        QDir().mkpath(none);
        conf.replace(QLatin1String("<standard_system_servicedirs/>"),
                     QStringLiteral("<servicedir>%1</servicedir>").arg(none));
        conf.replace(QLatin1String("<includedir>system.d</includedir>"),
                     QLatin1String("<includedir>/usr/share/dbus-1/system.d</includedir>"));
        conf.replace(QLatin1String("<syslog/>"), QString());
        conf.replace(QLatin1String("<pidfile>/run/dbus/pid</pidfile>"), QString());
        QFile ours(config_.filePath(QStringLiteral("system.conf")));
        if (!ours.open(QIODevice::WriteOnly) || ours.write(conf.toUtf8()) != conf.toUtf8().size())
            return QStringLiteral("cannot write ") + ours.fileName();
        ours.close();
        QDir().mkpath(QStringLiteral("/run/dbus"));
        const Run r = runTool(QString::fromLatin1(kDbus), {QStringLiteral("--config-file=") + ours.fileName(),
                                                           QStringLiteral("--fork"), QStringLiteral("--print-pid")});
        busPid_ = r.out.toInt();
        if (!r.ok() || busPid_ <= 0)
            return QStringLiteral("dbus-daemon --system did not start: ") + r.err;
        return {};
    }

    QString startUdevd()
    {
        if (runTool(QStringLiteral("udevadm"), {QStringLiteral("control"), QStringLiteral("--ping")}).ok())
            return {};
        udevd_.setProgram(QString::fromLatin1(kUdevd));
        udevd_.start();
        if (!udevd_.waitForStarted())
            return QStringLiteral("systemd-udevd did not start");
        // Ready when it answers; then it announces the block devices there are.
        for (int i = 0; i < 100 && !runTool(QStringLiteral("udevadm"), {"control", "--ping"}).ok(); ++i)
            QTest::qWait(50);
        runTool(QStringLiteral("udevadm"), {"trigger", "--subsystem-match=block", "--action=add"});
        runTool(QStringLiteral("udevadm"), {"settle"});
        return {};
    }

    QString startService(const QString& name, const char* program, QProcess& process)
    {
        if (hasOwner(name))
            return {};
        process.setProgram(QString::fromLatin1(program));
        process.setArguments({QStringLiteral("--no-debug")});
        process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        process.start();
        if (!process.waitForStarted())
            return QString::fromLatin1(program) + QStringLiteral(" did not start");
        // Ready when its name is on the bus.
        for (int i = 0; i < 200 && !hasOwner(name); ++i)
            QTest::qWait(50);
        return hasOwner(name) ? QString() : name + QStringLiteral(" did not appear on the system bus");
    }

    static void stopProcess(QProcess& process)
    {
        if (process.state() == QProcess::NotRunning)
            return;
        process.terminate();
        if (!process.waitForFinished(10000)) {
            process.kill();
            process.waitForFinished();
        }
    }

    void stopStarted()
    {
        stopProcess(udisksd_);
        stopProcess(polkitd_);
        stopProcess(udevd_);
        if (busPid_ > 0) {
            // Not our child (it forked): wait for it to go, then take away the socket it leaves.
            ::kill(busPid_, SIGTERM);
            for (int i = 0; i < 200 && ::kill(busPid_, 0) == 0; ++i)
                QTest::qWait(25);
            QFile::remove(QStringLiteral("/run/dbus/system_bus_socket"));
            busPid_ = 0;
        }
    }

    QTemporaryDir config_;
    int busPid_ = 0;
    QProcess udevd_, polkitd_, udisksd_;
};

}  // namespace testing
