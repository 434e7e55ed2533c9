// Faults `surfio run` must survive, by running the real binary (SURFIO_BIN)
// and breaking its target while a matrix runs: each ends in a message that
// names the target and what happened, a clean stop, the points finished
// before the fault kept in the result, and a non-zero exit (1: the run
// failed). And the largest settings Surfio accepts: they run, or are refused
// up front (exit 2) with a reason a person can act on; never a crash.
//
// A fault is injected once the journal holds the first finished point, so
// "the points before are kept" is always something to check. Loop devices,
// device-mapper tables and mounts are made here and taken down by name, also
// when a check fails; cases that need what this machine lacks (root, losetup,
// device-mapper) skip with the reason.

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "tests/app/surfio_process.h"

#include <cerrno>
#include <cmath>
#include <csignal>
#include <cstdint>
#include <fcntl.h>
#include <linux/loop.h>
#include <sys/ioctl.h>
#include <unistd.h>

using testing::compact;
using testing::describe;
using testing::finish;
using testing::Image;
using testing::Loop;
using testing::readJson;
using testing::requireSurfioBinary;
using testing::Run;
using testing::runTool;
using testing::tool;

namespace {

constexpr int kSurfioTimeoutMs = 120000;
// ext4's shutdown ioctl (EXT4_IOC_SHUTDOWN, XFS's GOINGDOWN number): every
// later read and write on the filesystem fails with EIO, as after a failed disk.
constexpr unsigned long kExt4IocShutdown = _IOR('X', 125, uint32_t);
constexpr uint32_t kShutdownNoLogFlush = 2;

QProcessEnvironment plainEnvironment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("LC_ALL", "C.UTF-8");  // English messages and strerror texts
    env.insert("LANGUAGE", "en");
    env.remove("SURFIO_DISABLE_IO_URING");
    env.remove("SURFIO_FAULT_SHORT_IO");
    return env;
}

void startSurfio(QProcess& p, const QStringList& args)
{
    testing::startSurfio(p, args, plainEnvironment());
}

Run surfio(const QStringList& args)
{
    return testing::surfio(args, plainEnvironment(), kSurfioTimeoutMs);
}

// Finished points in the journal next to the result (its first line is the header).
int journaledPoints(const QString& json)
{
    QFile f(json + ".journal");
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    return std::max(0, int(f.readAll().count('\n')) - 1);
}

// Waits until the run has journaled a finished point; false if it ended first.
bool waitForFirstPoint(QProcess& p, const QString& json)
{
    for (int i = 0; i < 1200 && p.state() == QProcess::Running; ++i) {
        if (journaledPoints(json) >= 1)
            return true;
        p.waitForFinished(100);
    }
    return false;
}

// A result with points finished before a fault: all there, none failed.
void verifyKeptPoints(const QJsonObject& doc, qsizetype atMost, const char* direction)
{
    const QJsonArray points = doc.value("points").toArray();
    QVERIFY2(!points.isEmpty() && points.size() <= atMost, compact(doc));
    for (const QJsonValue v : points) {
        const QJsonObject point = v.toObject();
        QCOMPARE(point.value("error").toString(), QString());
        QCOMPARE(point.value("stopped").toBool(), false);
        QVERIFY2(point.value(direction).toObject().value("total_ios").toDouble() > 0, compact(point));
    }
}

QString skipReason()
{
    if (geteuid() != 0)
        return "needs root to attach loop devices and mount";
    for (const char* t : {"losetup", "mkfs.ext4", "mount", "umount"})
        if (tool(t).isEmpty())
            return QString(t) + " is not installed";
    return {};
}

// An ext4 filesystem on a loop device over an image, mounted; unmounted,
// detached and removed on destruction.
struct Ext4 {
    Image image;
    Loop loop;
    QString mountDir;
    bool mounted = false;

    ~Ext4()
    {
        if (mounted && !runTool("umount", {mountDir}).ok())
            runTool("umount", {"-l", mountDir});
        if (!mountDir.isEmpty())
            QDir().rmdir(mountDir);
    }
    bool make(const QString& tag, qint64 size, QString& why)
    {
        if (!image.make(tag, size, why))
            return false;
        if (const Run made = runTool("mkfs.ext4", {"-q", "-F", image.path}); !made.ok()) {
            why = "mkfs.ext4: " + made.err;
            return false;
        }
        if (!loop.attach(image.path, why))
            return false;
        QByteArray pattern = QFile::encodeName(QDir::tempPath() + "/surfio-tst_faults-mnt-XXXXXX");
        if (!mkdtemp(pattern.data())) {
            why = "mkdtemp failed";
            return false;
        }
        mountDir = QFile::decodeName(pattern);
        if (const Run r = runTool("mount", {loop.device, mountDir}); !r.ok()) {
            why = "cannot mount here: " + r.err;
            return false;
        }
        mounted = true;
        return true;
    }
    // Every later I/O on the filesystem fails with EIO.
    bool shutDown(QString& why)
    {
        const int fd = ::open(QFile::encodeName(mountDir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (fd < 0) {
            why = qt_error_string(errno);
            return false;
        }
        uint32_t flags = kShutdownNoLogFlush;
        const int ret = ::ioctl(fd, kExt4IocShutdown, &flags);
        why = ret == 0 ? QString() : qt_error_string(errno);
        ::close(fd);
        return ret == 0;
    }
};

// A device-mapper device, removed by name on destruction.
struct DmDevice {
    QString name;
    ~DmDevice()
    {
        if (!name.isEmpty())
            runTool("dmsetup", {"--noudevsync", "remove", "--retry", name});
    }
    QString path() const { return "/dev/mapper/" + name; }
};

QString deviceMapperSkipReason()
{
    if (tool("dmsetup").isEmpty())
        return "dmsetup is not installed (Debian's dmsetup package)";
    if (const Run r = runTool("dmsetup", {"targets"}); !r.ok())
        return "device-mapper is not available in this kernel (dm_mod not loaded or not built): " + r.err.left(200);
    return {};
}

}  // namespace

class TestFaults : public QObject {
    Q_OBJECT

    // The matrix every fault case runs: three read points of a second each.
    static QStringList readMatrix(const QString& target, const QString& json)
    {
        return {"--filename=" + target,    "--rw=randread",        "--bs=4k",         "--iodepth=1,2,4", "--runtime=1s",
                "--sample_interval=100ms", "--output-format=json", "--output=" + json};
    }

    // The end of a run the fault broke: exit 1, the message on stderr and in
    // the result, the points before kept.
    static void verifyFailedRun(const QStringList& args, const Run& r, const QString& json, const QStringList& mustSay,
                                const char* direction)
    {
        QVERIFY2(r.exitCode == 1, describe(args, r));
        for (const QString& words : mustSay)
            QVERIFY2(r.err.contains(words, Qt::CaseInsensitive), describe(args, r) + "\n  missing: " + words.toUtf8());
        QString why;
        const QJsonObject doc = readJson(json, why);
        QVERIFY2(!doc.isEmpty(), qPrintable(why));
        for (const QString& words : mustSay)
            QVERIFY2(doc.value("error").toString().contains(words, Qt::CaseInsensitive), compact(doc));
        QCOMPARE(doc.value("stopped").toBool(), false);
        verifyKeptPoints(doc, 2, direction);
    }

private slots:
    void initTestCase() { requireSurfioBinary(); }

    // ---- EIO from the device.

    // A device-mapper device over a loop device: linear at first, then, once
    // a point is finished, its table reloaded with an `error` target for its
    // second half, where the random reads soon go.
    void eioFromDeviceMapper_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::newRow("io_uring") << "io_uring";
        QTest::newRow("psync") << "psync";
    }
    void eioFromDeviceMapper()
    {
        QFETCH(QString, engine);
        if (const QString why = skipReason(); !why.isEmpty())
            QSKIP(qPrintable(why));
        if (const QString why = deviceMapperSkipReason(); !why.isEmpty())
            QSKIP(qPrintable(why));
        Image image;
        Loop loop;
        QString why;
        constexpr qint64 kSectors = (16 << 20) / 512;
        if (!image.make("dm-" + engine, 16 << 20, why) || !loop.attach(image.path, why))
            QSKIP(qPrintable(why));
        DmDevice dm;
        const QString name = QString("surfio-tst_faults-%1-%2").arg(getpid()).arg(engine);
        const QByteArray linear = QString("0 %1 linear %2 0\n").arg(kSectors).arg(loop.device).toLatin1();
        // --noudevsync: a machine without udev would have dmsetup wait for it;
        // mknodes makes /dev/mapper/NAME where nothing else does.
        if (const Run r = runTool("dmsetup", {"--noudevsync", "create", name}, linear); !r.ok())
            QSKIP(qPrintable("dmsetup create failed: " + r.err));
        dm.name = name;
        runTool("dmsetup", {"mknodes", name});
        QVERIFY2(QFileInfo::exists(dm.path()), qPrintable(dm.path() + " did not appear"));

        QTemporaryDir dir;
        QVERIFY2(dir.isValid(), qPrintable(dir.errorString()));
        const QString json = dir.filePath("result.json");
        const QStringList args = readMatrix(dm.path(), json) + QStringList{"--engine=" + engine};
        QProcess p;
        startSurfio(p, args);
        QVERIFY2(p.waitForStarted(), "cannot start surfio");
        QVERIFY2(waitForFirstPoint(p, json), "no point finished: " + p.readAllStandardError());

        const QByteArray failing =
            QString("0 %1 linear %2 0\n%1 %1 error\n").arg(kSectors / 2).arg(loop.device).toLatin1();
        const Run loaded = runTool("dmsetup", {"load", name}, failing);
        QVERIFY2(loaded.ok(), qPrintable("dmsetup load: " + loaded.err));
        const Run resumed = runTool("dmsetup", {"--noudevsync", "resume", name});
        QVERIFY2(resumed.ok(), qPrintable("dmsetup resume: " + resumed.err));

        const Run r = finish(p, "surfio run " + args.join(' '), kSurfioTimeoutMs);
        verifyFailedRun(args, r, json, {"read of 4096 bytes at offset", dm.path(), "Input/output error"}, "read");
    }

    // The same EIO without device-mapper: the filesystem under the target
    // shut down (ext4's shutdown ioctl, as after a disk failure). The target
    // is a file on it, or a loop device over a file on it (the block device
    // then fails its I/O with EIO). Reads and writes, both engines.
    void eioFromShutDownFilesystem_data()
    {
        QTest::addColumn<bool>("device");
        QTest::addColumn<QString>("engine");
        QTest::addColumn<QString>("rw");
        for (const bool device : {false, true})
            for (const char* engine : {"io_uring", "psync"})
                for (const char* rw : {"randread", "randwrite"})
                    QTest::addRow("%s %s %s", device ? "device" : "file", engine, rw) << device << engine << rw;
    }
    void eioFromShutDownFilesystem()
    {
        QFETCH(bool, device);
        QFETCH(QString, engine);
        QFETCH(QString, rw);
        if (const QString why = skipReason(); !why.isEmpty())
            QSKIP(qPrintable(why));
        QString why;
        Ext4 fs;
        if (!fs.make(QString("eio-%1-%2-%3").arg(device).arg(engine, rw), 64 << 20, why))
            QSKIP(qPrintable(why));
        Loop inner;  // detached before the filesystem goes
        QString target = fs.mountDir + "/target.dat";
        if (device) {
            QFile f(target);
            QVERIFY2(f.open(QIODevice::WriteOnly) && f.resize(16 << 20), qPrintable(f.errorString()));
            f.close();
            if (!inner.attach(target, why))
                QSKIP(qPrintable(why));
            target = inner.device;
        }
        QTemporaryDir dir;
        QVERIFY2(dir.isValid(), qPrintable(dir.errorString()));
        const QString json = dir.filePath("result.json");
        QStringList args = readMatrix(target, json);
        args.replaceInStrings("--rw=randread", "--rw=" + rw);
        args += {"--engine=" + engine, "--size=8m"};
        if (device)
            args += "--allow-write-device";
        QProcess p;
        startSurfio(p, args);
        QVERIFY2(p.waitForStarted(), "cannot start surfio");
        QVERIFY2(waitForFirstPoint(p, json), "no point finished: " + p.readAllStandardError());
        QVERIFY2(fs.shutDown(why), qPrintable("the shutdown ioctl failed: " + why));

        const Run r = finish(p, "surfio run " + args.join(' '), kSurfioTimeoutMs);
        const QString op = rw == "randread" ? "read" : "write";
        verifyFailedRun(args, r, json, {op + " of 4096 bytes at offset", target, "Input/output error"},
                        rw == "randread" ? "read" : "write");
        inner.detach();
    }

    // ---- The target file changed under the run.

    // Deleted: the open descriptor still works, so the I/O would go on, on a
    // file nobody can see any more, whose blocks go when Surfio closes it.
    // Replaced: the name now leads to another file. Truncated: reads past the
    // new end come back short, then empty. Surfio stops the point with the
    // cause, at the next sample tick or when a read meets the new end.
    void targetChangedUnderTheRun_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("rw");
        QTest::addColumn<QString>("engine");
        QTest::addColumn<QString>("says");
        for (const char* engine : {"io_uring", "psync"}) {
            QTest::addRow("deleted, randread, %s", engine)
                << "delete"
                << "randread" << engine << "was deleted or moved away during the run";
            QTest::addRow("deleted, randwrite, %s", engine)
                << "delete"
                << "randwrite" << engine << "was deleted or moved away during the run";
            QTest::addRow("replaced, randread, %s", engine) << "replace"
                                                            << "randread" << engine << "was replaced by another file";
            QTest::addRow("truncated, randread, %s", engine) << "truncate"
                                                             << "randread" << engine << "was truncated to 1 MiB";
            QTest::addRow("truncated, read, %s", engine) << "truncate"
                                                         << "read" << engine << "was truncated to 1 MiB";
        }
    }
    void targetChangedUnderTheRun()
    {
        QFETCH(QString, change);
        QFETCH(QString, rw);
        QFETCH(QString, engine);
        QFETCH(QString, says);
        QTemporaryDir dir;
        QVERIFY2(dir.isValid(), qPrintable(dir.errorString()));
        const QString target = dir.filePath("target.dat");
        const QString json = dir.filePath("result.json");
        QStringList args = readMatrix(target, json);
        args.replaceInStrings("--rw=randread", "--rw=" + rw);
        args += {"--engine=" + engine, "--size=8m"};
        QProcess p;
        startSurfio(p, args);
        QVERIFY2(p.waitForStarted(), "cannot start surfio");
        QVERIFY2(waitForFirstPoint(p, json), "no point finished: " + p.readAllStandardError());
        if (change == "delete") {
            QVERIFY(QFile::remove(target));
        } else if (change == "replace") {
            const QString other = dir.filePath("other.dat");
            QFile f(other);
            QVERIFY2(f.open(QIODevice::WriteOnly) && f.resize(8 << 20), qPrintable(f.errorString()));
            f.close();
            QCOMPARE(::rename(QFile::encodeName(other).constData(), QFile::encodeName(target).constData()), 0);
        } else {
            QCOMPARE(::truncate(QFile::encodeName(target).constData(), 1 << 20), 0);
        }

        const Run r = finish(p, "surfio run " + args.join(' '), kSurfioTimeoutMs);
        verifyFailedRun(args, r, json, {target, says}, rw.endsWith("read") ? "read" : "write");
    }

    // ---- A loop device detached (losetup -d) while Surfio has it open.

    // The kernel only marks a busy loop device to go when its last user
    // closes it (autoclear): Surfio's I/O goes on, valid, to the end of the
    // matrix; then the device is gone.
    void loopDeviceDetachedMidRun()
    {
        if (const QString why = skipReason(); !why.isEmpty())
            QSKIP(qPrintable(why));
        Image image;
        Loop loop;
        QString why;
        if (!image.make("detach", 16 << 20, why) || !loop.attach(image.path, why))
            QSKIP(qPrintable(why));
        const QString device = loop.device;
        QTemporaryDir dir;
        QVERIFY2(dir.isValid(), qPrintable(dir.errorString()));
        const QString json = dir.filePath("result.json");
        const QStringList args = readMatrix(device, json) + QStringList{"--size=8m"};
        QProcess p;
        startSurfio(p, args);
        QVERIFY2(p.waitForStarted(), "cannot start surfio");
        QVERIFY2(waitForFirstPoint(p, json), "no point finished: " + p.readAllStandardError());
        const Run detached = runTool("losetup", {"-d", device});
        QVERIFY2(detached.ok(), qPrintable("losetup -d: " + detached.err));
        // The kernel detaches it on Surfio's close; its number is no longer ours to detach.
        loop.forget();

        const Run r = finish(p, "surfio run " + args.join(' '), kSurfioTimeoutMs);
        QVERIFY2(r.exitCode == 0, describe(args, r));
        const QJsonObject doc = readJson(json, why);
        QVERIFY2(!doc.isEmpty(), qPrintable(why));
        QCOMPARE(doc.value("error").toString(), QString());
        QCOMPARE(doc.value("points").toArray().size(), 3);
        verifyKeptPoints(doc, 3, "read");
        // Closed by Surfio, the device goes (the kernel's release work may take a moment).
        const QString backing = "/sys/block/" + QFileInfo(device).fileName() + "/loop/backing_file";
        const auto stillThere = [&] {
            QFile b(backing);
            return b.open(QIODevice::ReadOnly) && b.readAll().contains(image.path.toUtf8());
        };
        QTRY_VERIFY2_WITH_TIMEOUT(!stillThere(), qPrintable(device + " still reads " + image.path), 10000);
    }

    // A loop device whose size limit is lowered (LOOP_SET_STATUS64's
    // lo_sizelimit), as a volume shrunk under the run: reads past its new end
    // come back empty. Surfio names the shrink, not only the read that met it.
    void blockDeviceShrinksMidRun()
    {
        if (const QString why = skipReason(); !why.isEmpty())
            QSKIP(qPrintable(why));
        Image image;
        Loop loop;
        QString why;
        if (!image.make("shrink", 16 << 20, why) || !loop.attach(image.path, why))
            QSKIP(qPrintable(why));
        QTemporaryDir dir;
        QVERIFY2(dir.isValid(), qPrintable(dir.errorString()));
        const QString json = dir.filePath("result.json");
        const QStringList args = readMatrix(loop.device, json);
        QProcess p;
        startSurfio(p, args);
        QVERIFY2(p.waitForStarted(), "cannot start surfio");
        QVERIFY2(waitForFirstPoint(p, json), "no point finished: " + p.readAllStandardError());
        {
            const int fd = ::open(QFile::encodeName(loop.device).constData(), O_RDONLY | O_CLOEXEC);
            QVERIFY2(fd >= 0, qPrintable(qt_error_string(errno)));
            loop_info64 info{};
            const bool shrunk = ::ioctl(fd, LOOP_GET_STATUS64, &info) == 0
                                && (info.lo_sizelimit = 4 << 20, ::ioctl(fd, LOOP_SET_STATUS64, &info) == 0);
            const int err = errno;
            ::close(fd);
            QVERIFY2(shrunk, qPrintable(qt_error_string(err)));
        }

        const Run r = finish(p, "surfio run " + args.join(' '), kSurfioTimeoutMs);
        verifyFailedRun(args, r, json, {loop.device + " shrank to 4 MiB during the run"}, "read");
    }

    // ---- SIGINT and SIGTERM in the middle of a matrix.

    // The point running stops at once and is kept, marked stopped; the ones
    // before are kept whole; the journal stays for `surfio resume`; exit
    // 128 + the signal. (tst_surfio_run stops a one-point run.)
    void signalMidMatrix_data()
    {
        QTest::addColumn<int>("signal");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("SIGINT") << int(SIGINT) << 130;
        QTest::newRow("SIGTERM") << int(SIGTERM) << 143;
    }
    void signalMidMatrix()
    {
        QFETCH(int, signal);
        QFETCH(int, exitCode);
        QTemporaryDir dir;
        QVERIFY2(dir.isValid(), qPrintable(dir.errorString()));
        const QString json = dir.filePath("result.json");
        const QStringList args = readMatrix(dir.filePath("target.dat"), json) + QStringList{"--size=8m"};
        QProcess p;
        startSurfio(p, args);
        QVERIFY2(p.waitForStarted(), "cannot start surfio");
        QVERIFY2(waitForFirstPoint(p, json), "no point finished: " + p.readAllStandardError());
        QCOMPARE(::kill(pid_t(p.processId()), signal), 0);

        const Run r = finish(p, "surfio run " + args.join(' '), kSurfioTimeoutMs);
        QVERIFY2(r.exitCode == exitCode, describe(args, r));
        QString why;
        const QJsonObject doc = readJson(json, why);
        QVERIFY2(!doc.isEmpty(), qPrintable(why));
        QCOMPARE(doc.value("stopped").toBool(), true);
        QCOMPARE(doc.value("error").toString(), QString());
        const QJsonArray points = doc.value("points").toArray();
        // The signal comes once the first point is journaled: the second may
        // not have started yet (on a busy machine it often has not).
        QVERIFY2(points.size() >= 1 && points.size() <= 3, compact(doc));
        // Only the last can be the stopped one (none, if the signal fell between two points).
        int whole = 0;
        for (qsizetype i = 0; i < points.size(); ++i) {
            const QJsonObject point = points.at(i).toObject();
            const bool stopped = point.value("stopped").toBool();
            QVERIFY2(!stopped || i == points.size() - 1, compact(doc));
            whole += stopped ? 0 : 1;
            QVERIFY2(point.value("read").toObject().value("total_ios").toDouble() > 0, compact(point));
        }
        QVERIFY2(whole >= 1 && whole < 3, compact(doc));
        QCOMPARE(journaledPoints(json), whole);
    }

    // ---- Short completions mid-file (SURFIO_FAULT_SHORT_IO).

    // No local target completes an I/O short mid-file, so the switch makes
    // the engine submit every second I/O at half its length: the kernel
    // completes it short and the engine issues the rest. The same matrix
    // (same seed, a byte total per point) counts the same I/Os and bytes as
    // without it, writes verify, each worker shows the rests it issued as
    // short_ios, and each point's engine says the fault was on.
    void shortCompletionsMidFile_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::newRow("io_uring") << "io_uring";
        QTest::newRow("psync") << "psync";
    }
    void shortCompletionsMidFile()
    {
        QFETCH(QString, engine);
        QTemporaryDir dir;
        QVERIFY2(dir.isValid(), qPrintable(dir.errorString()));
        const QString target = dir.filePath("target.dat");
        auto runMatrix = [&](const QString& name, const QString& every, QJsonObject& doc) {
            const QString json = dir.filePath(name);
            const QStringList args{"--filename=" + target,
                                   "--engine=" + engine,
                                   "--rw=read,write,randrw",
                                   "--rwmixread=60",
                                   "--bs=4k,64k",
                                   "--iodepth=4",
                                   "--size=8m",
                                   "--io_size=2m",
                                   "--runtime=60s",
                                   "--verify=crc32c",
                                   "--output-format=json",
                                   "--output=" + json};
            QProcessEnvironment env = plainEnvironment();
            if (!every.isEmpty())
                env.insert("SURFIO_FAULT_SHORT_IO", every);
            const Run r = testing::surfio(args, env, kSurfioTimeoutMs);
            QVERIFY2(r.exitCode == 0, describe(args, r));
            QString why;
            doc = readJson(json, why);
            QVERIFY2(!doc.isEmpty(), qPrintable(why));
            QCOMPARE(doc.value("error").toString(), QString());
        };
        QJsonObject whole, shortened;
        runMatrix("whole.json", QString(), whole);
        if (QTest::currentTestFailed())
            return;
        runMatrix("shortened.json", "2", shortened);
        if (QTest::currentTestFailed())
            return;
        const QJsonArray wholePoints = whole.value("points").toArray();
        const QJsonArray shortPoints = shortened.value("points").toArray();
        QCOMPARE(shortPoints.size(), 6);
        QCOMPARE(wholePoints.size(), shortPoints.size());
        for (qsizetype i = 0; i < shortPoints.size(); ++i) {
            const QJsonObject a = wholePoints.at(i).toObject();
            const QJsonObject b = shortPoints.at(i).toObject();
            QCOMPARE(b.value("error").toString(), QString());
            for (const char* direction : {"read", "write"})
                for (const char* field : {"total_ios", "io_bytes"})
                    QVERIFY2(b.value(direction).toObject().value(field) == a.value(direction).toObject().value(field),
                             compact(a) + "\n" + compact(b));
            const double ios = b.value("read").toObject().value("total_ios").toDouble()
                               + b.value("write").toObject().value("total_ios").toDouble();
            QVERIFY2(ios > 0, compact(b));
            double reissued = 0, before = 0;
            for (const QJsonValue w : b.value("workers").toArray())
                reissued += w.toObject().value("short_ios").toDouble();
            for (const QJsonValue w : a.value("workers").toArray())
                before += w.toObject().value("short_ios").toDouble();
            QCOMPARE(before, 0.0);
            QVERIFY2(reissued >= std::floor(ios / 2), compact(b));
            QVERIFY2(b.value("engine")
                         .toObject()
                         .value("fallback_reason")
                         .toString()
                         .contains("SURFIO_FAULT_SHORT_IO=2: one I/O in 2 was first submitted at half its length"),
                     compact(b));
        }
    }

    // A value the switch cannot use fails the run, saying how to set it.
    void shortIoSwitchWithABadValue()
    {
        QTemporaryDir dir;
        QVERIFY2(dir.isValid(), qPrintable(dir.errorString()));
        const QString json = dir.filePath("result.json");
        const QStringList args{"--filename=" + dir.filePath("target.dat"), "--size=8m", "--runtime=300ms",
                               "--output-format=json", "--output=" + json};
        QProcessEnvironment env = plainEnvironment();
        env.insert("SURFIO_FAULT_SHORT_IO", "half");
        const Run r = testing::surfio(args, env, kSurfioTimeoutMs);
        QVERIFY2(r.exitCode == 1, describe(args, r));
        QVERIFY2(r.err.contains("SURFIO_FAULT_SHORT_IO=half is not a whole number from 0 to 4294967295: set it to N"),
                 describe(args, r));
    }

    // ---- The largest settings.

    // Each at its maximum on a small file runs; past it, or more buffer
    // memory than half of what is available, is refused before anything is
    // created, with what to lower.
    void maximumSettings_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("says");  // on stderr when refused
        QTest::newRow("iodepth 65536") << QStringList{"--iodepth=65536", "--bs=4k", "--size=8m"} << 0 << QString();
        QTest::newRow("iodepth 65536, psync")
            << QStringList{"--iodepth=65536", "--bs=4k", "--size=8m", "--engine=psync"} << 0 << QString();
        QTest::newRow("numjobs 256") << QStringList{"--numjobs=256", "--bs=4k", "--iodepth=4", "--size=8m"} << 0
                                     << QString();
        QTest::newRow("bs 16m") << QStringList{"--bs=16m", "--iodepth=4", "--size=64m"} << 0 << QString();
        QTest::newRow("bs 64m") << QStringList{"--bs=64m", "--iodepth=2", "--size=128m"} << 0 << QString();
        QTest::newRow("numjobs 256, iodepth 256, bs 16k")
            << QStringList{"--numjobs=256", "--iodepth=256", "--bs=16k", "--size=8m"} << 0 << QString();
        QTest::newRow("numjobs 16, iodepth 4, bs 16m")
            << QStringList{"--numjobs=16", "--iodepth=4", "--bs=16m", "--size=64m"} << 0 << QString();
        QTest::newRow("iodepth 65537") << QStringList{"--iodepth=65537", "--size=8m"} << 2
                                       << "--iodepth=65537 is not a whole number from 1 to 65536";
        QTest::newRow("numjobs 257") << QStringList{"--numjobs=257", "--size=8m"} << 2
                                     << "--numjobs=257 is not a whole number from 1 to 256";
        QTest::newRow("bs 128m") << QStringList{"--bs=128m", "--size=256m"} << 2 << "is outside 512 bytes to 64 MiB";
        QTest::newRow("numjobs 256, iodepth 65536, bs 16m")
            << QStringList{"--numjobs=256", "--iodepth=65536", "--bs=16m", "--size=64m"} << 2
            << "lower --iodepth, --numjobs or --bs";
        QTest::newRow("iodepth 65536, bs 64m, psync")  // one buffer per job, whatever the depth
            << QStringList{"--iodepth=65536", "--bs=64m", "--size=128m", "--engine=psync"} << 0 << QString();
        QTest::newRow("iodepth 65536, bs 64m")
            << QStringList{"--iodepth=65536", "--bs=64m", "--size=128m"} << 2 << "lower --iodepth, --numjobs or --bs";
    }
    void maximumSettings()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, says);
        QTemporaryDir dir;
        QVERIFY2(dir.isValid(), qPrintable(dir.errorString()));
        const QString target = dir.filePath("target.dat");
        const QString json = dir.filePath("result.json");
        args +=
            {"--filename=" + target, "--rw=randread", "--runtime=300ms", "--output-format=json", "--output=" + json};
        const Run r = surfio(args);
        QVERIFY2(r.exitCode == exitCode, describe(args, r));
        if (exitCode != 0) {
            QVERIFY2(r.err.contains(says), describe(args, r));
            QVERIFY2(!QFileInfo::exists(target), "a refused run created its target");
            return;
        }
        QString why;
        const QJsonObject doc = readJson(json, why);
        QVERIFY2(!doc.isEmpty(), qPrintable(why));
        QCOMPARE(doc.value("error").toString(), QString());
        verifyKeptPoints(doc, 1, "read");
    }
};

QTEST_GUILESS_MAIN(TestFaults)
#include "tst_faults.moc"
