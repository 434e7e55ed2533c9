#pragma once

// Running the system's tools from tests (losetup, mkfs.ext4, mount, sfdisk…)
// and the programs under test, with what they said.

#include <QByteArray>
#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QString>
#include <QStringList>

#include <unistd.h>

namespace testing {

// The tools live in sbin, which a non-login root shell may not have on PATH.
inline QString tool(const QString& name)
{
    QString found = QStandardPaths::findExecutable(name);
    if (found.isEmpty())
        found = QStandardPaths::findExecutable(name, {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin"),
                                                      QStringLiteral("/usr/bin"), QStringLiteral("/bin")});
    return found;
}

struct Run {
    int exitCode = -1;  // -1: did not start, crashed or timed out
    QString out;
    QString err;
    bool ok() const { return exitCode == 0; }
};

// Waits for a started process; what names it in messages.
inline Run finish(QProcess& p, const QString& what, int timeoutMs)
{
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return {-1, QString::fromLocal8Bit(p.readAllStandardOutput()),
                what + QStringLiteral(" timed out; stderr: ") + QString::fromLocal8Bit(p.readAllStandardError())};
    }
    const QString out = QString::fromLocal8Bit(p.readAllStandardOutput());
    const QString err = QString::fromLocal8Bit(p.readAllStandardError());
    if (p.exitStatus() != QProcess::NormalExit)
        return {-1, out, what + QStringLiteral(" crashed; stderr: ") + err};
    return {p.exitCode(), out, err};
}

// Runs a system tool to the end, feeding it input; trims what it printed.
inline Run runTool(const QString& name, const QStringList& args, const QByteArray& input = {})
{
    const QString program = tool(name);
    if (program.isEmpty())
        return {-1, {}, name + QStringLiteral(" is not installed")};
    QProcess p;
    p.start(program, args);
    if (!p.waitForStarted())
        return {-1, {}, QStringLiteral("cannot start ") + program};
    p.write(input);
    p.closeWriteChannel();
    Run r = finish(p, program, 120000);
    r.out = r.out.trimmed();
    r.err = r.err.trimmed();
    return r;
}

// A loop device over a file, detached by name on destruction unless the
// test detached it itself (its number may then belong to someone else).
struct Loop {
    QString device;
    ~Loop() { detach(); }
    bool attach(const QString& file, QString& why)
    {
        const Run r = runTool(QStringLiteral("losetup"), {QStringLiteral("-f"), QStringLiteral("--show"), file});
        if (!r.ok() || !r.out.startsWith(QLatin1String("/dev/loop"))) {
            why = QStringLiteral("losetup cannot attach a loop device here: ") + r.err;
            return false;
        }
        device = r.out;
        return true;
    }
    void detach()
    {
        if (!device.isEmpty())
            runTool(QStringLiteral("losetup"), {QStringLiteral("-d"), device});
        device.clear();
    }
    void forget() { device.clear(); }
};

// A sparse image in /dev/shm, removed on destruction.
struct Image {
    QString path;
    ~Image()
    {
        if (!path.isEmpty())
            QFile::remove(path);
    }
    bool make(const QString& tag, qint64 size, QString& why)
    {
        path = QStringLiteral("/dev/shm/surfio-%1-%2-%3.img")
                   .arg(QCoreApplication::applicationName())
                   .arg(getpid())
                   .arg(tag);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || !f.resize(size)) {
            why = QStringLiteral("cannot make ") + path + QStringLiteral(": ") + f.errorString();
            return false;
        }
        return true;
    }
};

// A file in /dev/shm and, once attached, a loop device over it; both gone
// on destruction, whatever the test did.
struct ShmLoop {
    QString image;
    QString device;

    ShmLoop() = default;
    ShmLoop(const ShmLoop&) = delete;
    ShmLoop& operator=(const ShmLoop&) = delete;
    ~ShmLoop()
    {
        if (!device.isEmpty())
            runTool(QStringLiteral("losetup"), {QStringLiteral("-d"), device});
        if (!image.isEmpty())
            QFile::remove(image);
    }

    // /dev/shm/NAME-PID.img of size bytes: random bytes when data (the
    // loop device then reads what a disk would hold), else a hole. Why
    // not, when it cannot.
    QString makeImage(const QString& name, qint64 size, bool data)
    {
        image = QStringLiteral("/dev/shm/%1-%2.img").arg(name).arg(getpid());
        QFile file(image);
        if (!file.open(QIODevice::WriteOnly))
            return QStringLiteral("cannot write ") + image + QStringLiteral(": ") + file.errorString();
        QByteArray bytes;
        if (data) {
            bytes.resize(size);
            QRandomGenerator::global()->fillRange(reinterpret_cast<quint32*>(bytes.data()), bytes.size() / 4);
        }
        if ((data && file.write(bytes) != size) || !file.resize(size))
            return QStringLiteral("cannot write ") + image + QStringLiteral(": ") + file.errorString();
        return {};
    }

    // losetup over the image; why not, when this machine cannot (not root,
    // no losetup). Waits for udev's probe of the new device (blkid reads it),
    // so that it does not count as the test's I/O.
    QString attach()
    {
        if (geteuid() != 0 || tool(QStringLiteral("losetup")).isEmpty())
            return QStringLiteral("needs root and losetup to attach a loop device");
        const Run r = runTool(QStringLiteral("losetup"), {QStringLiteral("-f"), QStringLiteral("--show"), image});
        if (!r.ok())
            return QStringLiteral("losetup cannot attach a loop device here: ") + r.err;
        device = r.out;
        if (!tool(QStringLiteral("udevadm")).isEmpty())
            runTool(QStringLiteral("udevadm"), {QStringLiteral("settle")});
        return {};
    }
};

}  // namespace testing
