#pragma once

// A simulated cloud volume for the tests of tests/app: a loop device over
// /dev/shm full of random bytes, throttled by the blkio cgroup as a cloud
// volume is capped (v1 blkio.throttle.* where it is mounted, v2 io.max
// otherwise), and `surfio run` started inside that cgroup. Loop devices,
// images and cgroups are named after the test and removed by name, also when
// a check fails.

#include "tests/app/surfio_process.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTest>

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace testing {

constexpr qint64 kImageSize = 64 << 20;
constexpr int kTimeoutMs = 120000;

inline QProcessEnvironment plainEnvironment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("LC_ALL", "C.UTF-8");
    env.insert("LANGUAGE", "en");
    env.remove("SURFIO_DISABLE_IO_URING");
    env.remove("SURFIO_FAULT_SHORT_IO");
    return env;
}

// "MAJ:MIN" of a block device.
inline QString majorMinor(const QString& device)
{
    struct stat st {};
    if (stat(device.toLocal8Bit().constData(), &st) != 0)
        return {};
    return QString("%1:%2").arg(major(st.st_rdev)).arg(minor(st.st_rdev));
}

// Reads completed by a block device so far: field 1 of /sys/block/NAME/stat.
inline qint64 deviceReads(const QString& device)
{
    QFile f("/sys/block/" + QFileInfo(device).fileName() + "/stat");
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    return QString::fromLatin1(f.readAll()).simplified().section(' ', 0, 0).toLongLong();
}

// Waits until the device starts serving reads (a point's measured part
// begins); false when it does not within 30 s or the process ends.
inline bool waitForReads(const QString& device, QProcess& process)
{
    const qint64 before = deviceReads(device);
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 30000 && process.state() != QProcess::NotRunning) {
        if (deviceReads(device) > before + 200)
            return true;
        QTest::qWait(10);
    }
    return false;
}

// A cgroup that throttles the reads of one device or several (each to the
// same limits, as volumes of one size are), removed by name on destruction
// (its limits lifted first, so throttled I/Os still in flight finish at once).
struct Throttle {
    QString dir;
    bool v1 = false;
    QStringList devices;  // "MAJ:MIN"

    ~Throttle()
    {
        if (dir.isEmpty())
            return;
        limit(0, 0);
        for (int i = 0; i < 100 && !QDir().rmdir(dir); ++i)
            QTest::qWait(100);  // until the processes in it have ended
    }
    bool make(const QString& dev, QString& why) { return make(QStringList{dev}, why); }
    bool make(const QStringList& devs, QString& why)
    {
        devices.clear();
        for (const QString& dev : devs)
            devices << majorMinor(dev);
        const QString name = QString("surfio-%1-%2").arg(QCoreApplication::applicationName()).arg(getpid());
        if (QFileInfo::exists("/sys/fs/cgroup/blkio/blkio.throttle.read_iops_device")) {
            v1 = true;
            dir = "/sys/fs/cgroup/blkio/" + name;
        } else if (QFile::exists("/sys/fs/cgroup/cgroup.controllers")) {
            QFile control("/sys/fs/cgroup/cgroup.subtree_control");
            if (!control.open(QIODevice::WriteOnly) || control.write("+io") < 0) {
                why = "the cgroup v2 io controller cannot be enabled: " + control.errorString();
                return false;
            }
            dir = "/sys/fs/cgroup/" + name;
        } else {
            why = "neither cgroup v1 blkio nor cgroup v2 is mounted";
            return false;
        }
        if (!QDir().mkpath(dir)) {
            why = "cannot make the cgroup " + dir;
            dir.clear();
            return false;
        }
        return true;
    }
    bool writesToo = false;  // limit() caps writes as well, each to the same figures

    // Read IOPS and bytes/s of each device (and write, with writesToo); 0: no limit.
    bool limit(uint64_t iops, uint64_t bps)
    {
        const auto value = [](uint64_t v) { return v ? QString::number(v) : QString("max"); };
        const QStringList ways = writesToo ? QStringList{"read", "write"} : QStringList{"read"};
        for (const QString& device : std::as_const(devices)) {
            for (const QString& way : ways) {
                const QString v2 = way.left(1);  // io.max's riops, rbps, wiops, wbps
                const bool ok =
                    v1 ? write("blkio.throttle." + way + "_iops_device", device + " " + QString::number(iops))
                             && write("blkio.throttle." + way + "_bps_device", device + " " + QString::number(bps))
                       : write("io.max", device + " " + v2 + "iops=" + value(iops) + " " + v2 + "bps=" + value(bps));
                if (!ok)
                    return false;
            }
        }
        return true;
    }
    bool write(const QString& file, const QString& text) const
    {
        QFile f(dir + "/" + file);
        return f.open(QIODevice::WriteOnly) && f.write(text.toLatin1()) > 0;
    }
    // surfio run, started inside the cgroup: io_uring submissions are
    // throttled in the submitting task's group.
    void start(QProcess& p, const QStringList& args) const
    {
        p.setProcessEnvironment(plainEnvironment());
        p.setStandardInputFile(QProcess::nullDevice());
        p.start("sh", QStringList{"-c", "echo $$ > \"$0\"/cgroup.procs && bin=$1 && shift && exec \"$bin\" run \"$@\"",
                                  dir, testing::surfioBinary()}
                          + args);
    }
    // The same, returning once its point reads from `device`, so that a
    // test's stimulus (a cap changed mid-point) comes while it measures;
    // false when it does not start or read within 30 s.
    bool startReading(QProcess& p, const QStringList& args, const QString& device) const
    {
        start(p, args);
        return p.waitForStarted() && waitForReads(device, p);
    }
    Run surfio(const QStringList& args) const
    {
        QProcess p;
        start(p, args);
        if (!p.waitForStarted())
            return {-1, {}, "cannot start sh"};
        return finish(p, "surfio run " + args.join(' '), kTimeoutMs);
    }
};

// A loop device over an image in /dev/shm full of random bytes, so that
// every read is of written data. A test with several names each by `suffix`.
struct RamVolume {
    testing::ShmLoop loop;
    bool make(QString& why, const QString& suffix = {}, qint64 size = kImageSize)
    {
        why = loop.makeImage(QStringLiteral("surfio-") + QCoreApplication::applicationName() + suffix, size, true);
        if (why.isEmpty())
            why = loop.attach();
        return why.isEmpty();
    }
};

}  // namespace testing
