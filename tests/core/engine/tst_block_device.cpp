// Specifies block_device.h against real block devices: a file in /dev/shm on
// a loop device, formatted, partitioned, mounted and held as each case needs.
// Needs root and losetup; skips otherwise.

#include "core/engine/block_device.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>

#include "tests/system_tools.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <memory>

using namespace surfio;
using testing::Run;
using testing::runTool;
using testing::tool;

namespace {

constexpr qint64 kImageSize = qint64{64} << 20;

QByteArray describe(const Problem& p)
{
    const char* kind = p.kind == Problem::Kind::None ? "none" : p.kind == Problem::Kind::Input ? "input" : "run";
    return QByteArray(kind) + ": " + QByteArray::fromStdString(p.message);
}

// What the kernel says, so the test holds on 4Kn setups too.
uint32_t sectorSizeOf(const QString& device)
{
    const Run r = runTool("blockdev", {"--getss", device});
    return r.ok() ? r.out.toUInt() : 512;
}

// The file, loop device, mount and exclusive open one test made; taken down
// by name whatever the test did, in cleanup() or at the latest on destruction.
struct LoopFixture {
    QString image;
    QString device;
    QString mountDir;
    int exclusiveFd = -1;

    ~LoopFixture()
    {
        if (exclusiveFd >= 0)
            close(exclusiveFd);
        if (!mountDir.isEmpty()) {
            runTool("umount", {mountDir});
            QDir().rmdir(mountDir);
        }
        if (!device.isEmpty())
            runTool("losetup", {"-d", device});
        if (!image.isEmpty())
            QFile::remove(image);
    }
};

// How a test lays out what a target sits on.
enum class Layout { FileOnRootDisk, LoopDevice, FileOnLoopExt4, LoopOverFileOnLoopExt4, FileOnPartition, FileOnTmpfs };

// devicesUnder's answer as "name[disk]<above, ...", the form the rows expect.
QString describeDevices(const std::vector<TargetDevice>& devices)
{
    QStringList parts;
    for (const TargetDevice& d : devices)
        parts.append(QString::fromStdString(d.name) + (d.disk.empty() ? "" : "[" + QString::fromStdString(d.disk) + "]")
                     + (d.above.empty() ? "" : "<" + QString::fromStdString(d.above)));
    return parts.join(", ");
}

}  // namespace

Q_DECLARE_METATYPE(Layout)

class TestBlockDevice : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<LoopFixture> m_loop;
    std::unique_ptr<LoopFixture> m_stacked;  // a loop device over a file on m_loop's filesystem

    // mkfs.ext4 on dev and mounted; false (and why) when this machine cannot.
    bool ext4On(const QString& dev, QString& why)
    {
        const Run fs = runTool("mkfs.ext4", {"-q", "-F", dev});
        why = "mkfs.ext4: " + fs.err;
        return fs.ok() && mountOnTempDir(dev, why);
    }

    // The first partition of m_loop's device, made with sfdisk; empty when the kernel shows none.
    QString partitionOfLoop()
    {
        const QString dev = m_loop->device;
        if (!runTool("sfdisk", {"-q", dev}, "label: dos\n,\n").ok())
            return {};
        const QString part = dev + "p1";
        if (!QTest::qWaitFor([&] { return QFileInfo::exists(part); }, 2000) && !tool("partx").isEmpty())
            runTool("partx", {"-a", dev});
        return QTest::qWaitFor([&] { return QFileInfo::exists(part); }, 5000) ? part : QString();
    }

    // A 16 MiB file on the mounted filesystem.
    QString fileOnMount(QString& why)
    {
        const QString path = m_loop->mountDir + "/target.dat";
        QFile file(path);
        why = file.errorString();
        return file.open(QIODevice::WriteOnly) && file.resize(16 << 20) ? path : QString();
    }

    // Lays out the row's target; its path, or empty with why the machine cannot.
    QString makeTarget(Layout layout, QString& why)
    {
        const QString& loop = m_loop->device;
        switch (layout) {
        case Layout::FileOnRootDisk:
            return QDir::tempPath();
        case Layout::LoopDevice:
            return loop;
        case Layout::FileOnTmpfs:
            return m_loop->image;
        case Layout::FileOnLoopExt4:
            return ext4On(loop, why) ? fileOnMount(why) : QString();
        case Layout::FileOnPartition: {
            const QString part = partitionOfLoop();
            why = "no partition device appeared";
            return !part.isEmpty() && ext4On(part, why) ? fileOnMount(why) : QString();
        }
        case Layout::LoopOverFileOnLoopExt4: {
            const QString file = ext4On(loop, why) ? fileOnMount(why) : QString();
            if (file.isEmpty())
                return {};
            const Run r = runTool("losetup", {"-f", "--show", file});
            why = r.err;
            if (!r.ok())
                return {};
            m_stacked = std::make_unique<LoopFixture>();
            m_stacked->device = r.out;
            return r.out;
        }
        }
        return {};
    }

    // The root disk's name as findmnt and lsblk tell, "vda" or "vda1[vda]".
    static QString rootDiskByTools(const QString& path)
    {
        const QString source = runTool("findmnt", {"-no", "SOURCE", "-T", path}).out;
        if (!source.startsWith("/dev/"))
            return {};
        const QString name = runTool("lsblk", {"-dno", "KNAME", source}).out;
        const QString disk = runTool("lsblk", {"-dno", "PKNAME", source}).out;
        return disk.isEmpty() ? name : name + "[" + disk + "]";
    }

    // Creates the mount point first so it is cleaned up even if mount fails.
    bool mountOnTempDir(const QString& device, QString& why)
    {
        QByteArray pattern = QFile::encodeName(QDir::tempPath() + "/surfio-tst-mnt-XXXXXX");
        if (!mkdtemp(pattern.data())) {
            why = "mkdtemp failed";
            return false;
        }
        m_loop->mountDir = QFile::decodeName(pattern);
        const Run r = runTool("mount", {device, m_loop->mountDir});
        why = r.err;
        return r.ok();
    }

private slots:
    void initTestCase()
    {
        if (geteuid() != 0)
            QSKIP("needs root to attach, format and mount loop devices");
        if (tool("losetup").isEmpty())
            QSKIP("losetup (util-linux) is not installed");
    }

    void init()
    {
        m_loop = std::make_unique<LoopFixture>();
        const QString image = QString("/dev/shm/surfio-tst_block_device-%1.img").arg(getpid());
        QFile file(image);
        QVERIFY2(file.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(file.errorString()));
        m_loop->image = image;
        QVERIFY2(file.resize(kImageSize), qPrintable(file.errorString()));
        file.close();
        // -P: the kernel scans partitions, so a partition table makes loopNp1.
        const Run r = runTool("losetup", {"-f", "--show", "-P", image});
        if (!r.ok() || !r.out.startsWith("/dev/loop"))
            QSKIP(qPrintable("losetup cannot attach a loop device here: " + r.err));
        m_loop->device = r.out;
    }

    void cleanup()
    {
        m_stacked.reset();  // before the filesystem its backing file is on
        m_loop.reset();
    }

    void inspectLoopDevice()
    {
        const QString dev = m_loop->device;
        BlockDeviceFacts facts;
        const Problem p = inspectBlockDevice(dev.toStdString(), facts);
        QVERIFY2(!p, describe(p));
        QCOMPARE(facts.size, uint64_t(kImageSize));
        QCOMPARE(facts.logicalBlockSize, sectorSizeOf(dev));
        QVERIFY(facts.physicalBlockSize >= facts.logicalBlockSize);
        QCOMPARE(QString::fromStdString(facts.sysfsName), QFileInfo(dev).fileName());
        QVERIFY(facts.sysfsName.rfind("loop", 0) == 0);
        QVERIFY2(QString::fromStdString(facts.model).contains(m_loop->image), facts.model.c_str());
        QVERIFY2(!facts.scheduler.empty(), "loop devices have a queue/scheduler");
        QVERIFY2(facts.scheduler.find_first_of("[] ") == std::string::npos, facts.scheduler.c_str());
    }

    void inspectNonBlockDevice_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("expected");
        QTest::newRow("regular file") << "%image"
                                      << "not a block device (it is a regular file)";
        QTest::newRow("directory") << "/dev/shm"
                                   << "not a block device (it is a directory)";
        QTest::newRow("character device") << "/dev/null"
                                          << "not a block device (it is a character device)";
        QTest::newRow("missing") << "%image.missing"
                                 << "No such file or directory";
    }

    void inspectNonBlockDevice()
    {
        QFETCH(QString, path);
        QFETCH(QString, expected);
        path.replace("%image", m_loop->image);
        BlockDeviceFacts facts;
        const Problem p = inspectBlockDevice(path.toStdString(), facts);
        QVERIFY2(p.kind == Problem::Kind::Input, describe(p));
        const QString message = QString::fromStdString(p.message);
        QVERIFY2(message.contains(path), describe(p));
        QVERIFY2(message.contains(expected), describe(p));
    }

    void writableBlank_data()
    {
        QTest::addColumn<bool>("allowWrite");
        QTest::addColumn<bool>("force");
        QTest::addColumn<bool>("refused");
        QTest::newRow("no flags") << false << false << true;
        QTest::newRow("--force alone") << false << true << true;
        QTest::newRow("--allow-write-device") << true << false << false;
        QTest::newRow("both") << true << true << false;
    }

    void writableBlank()
    {
        QFETCH(bool, allowWrite);
        QFETCH(bool, force);
        QFETCH(bool, refused);
        const Problem p = checkDeviceWritable(m_loop->device.toStdString(), allowWrite, force);
        if (!refused) {
            QVERIFY2(!p, describe(p));
            return;
        }
        QVERIFY2(p.kind == Problem::Kind::Input, describe(p));
        const QString message = QString::fromStdString(p.message);
        QVERIFY2(message.contains("--allow-write-device"), describe(p));
        QVERIFY2(message.contains(m_loop->device), describe(p));
    }

    void writableWithSignature_data()
    {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("expected");
        QTest::newRow("ext4") << "mkfs.ext4" << QStringList{"-q", "-F", "-L", "surfio-tst", "%dev"} << QByteArray()
                              << "an ext4 filesystem signature (label \"surfio-tst\")";
        QTest::newRow("dos label") << "sfdisk" << QStringList{"-q", "%dev"} << QByteArray("label: dos\n")
                                   << "a dos partition table";
        QTest::newRow("gpt label") << "sfdisk" << QStringList{"-q", "%dev"} << QByteArray("label: gpt\n")
                                   << "a gpt partition table";
        QTest::newRow("swap") << "mkswap" << QStringList{"%dev"} << QByteArray() << "a swap signature";
    }

    void writableWithSignature()
    {
        QFETCH(QString, program);
        QFETCH(QStringList, args);
        QFETCH(QByteArray, input);
        QFETCH(QString, expected);
        if (tool(program).isEmpty())
            QSKIP(qPrintable(program + " is not installed"));
        args.replaceInStrings("%dev", m_loop->device);
        const Run made = runTool(program, args, input);
        QVERIFY2(made.ok(), qPrintable(program + ": " + made.err));

        const std::string dev = m_loop->device.toStdString();
        const Problem p = checkDeviceWritable(dev, true, false);
        QVERIFY2(p.kind == Problem::Kind::Input, describe(p));
        const QString message = QString::fromStdString(p.message);
        QVERIFY2(message.contains(expected), describe(p));
        QVERIFY2(message.contains("--force"), describe(p));
        QVERIFY2(message.contains(m_loop->device), describe(p));

        const Problem forced = checkDeviceWritable(dev, true, true);
        QVERIFY2(!forced, describe(forced));
    }

    void writableMounted_data()
    {
        QTest::addColumn<bool>("force");
        QTest::newRow("without --force") << false;
        QTest::newRow("with --force") << true;
    }

    void writableMounted()
    {
        QFETCH(bool, force);
        const Run made = runTool("mkfs.ext4", {"-q", "-F", m_loop->device});
        QVERIFY2(made.ok(), qPrintable("mkfs.ext4: " + made.err));
        QString why;
        if (!mountOnTempDir(m_loop->device, why))
            QSKIP(qPrintable("cannot mount here: " + why));

        const std::string dev = m_loop->device.toStdString();
        const Problem p = checkDeviceWritable(dev, true, force);
        QVERIFY2(p.kind == Problem::Kind::Input, describe(p));
        const QString message = QString::fromStdString(p.message);
        QVERIFY2(message.contains("is mounted on " + m_loop->mountDir), describe(p));

        // The consent check comes first, mounted or not.
        const Problem noConsent = checkDeviceWritable(dev, false, force);
        QVERIFY2(QString::fromStdString(noConsent.message).contains("--allow-write-device"), describe(noConsent));
    }

    // A mounted partition protects the whole disk, and the partition's own
    // facts come from its parent's sysfs directory.
    void partitionOfDevice()
    {
        if (tool("sfdisk").isEmpty())
            QSKIP("sfdisk is not installed");
        const QString dev = m_loop->device;
        const Run made = runTool("sfdisk", {"-q", dev}, "label: dos\n,\n");
        QVERIFY2(made.ok(), qPrintable("sfdisk: " + made.err));
        const QString part = dev + "p1";
        // A kernel built without partition parsers (CONFIG_MSDOS_PARTITION=n,
        // as in some VMs) ignores the table; partx adds it through BLKPG.
        if (!QTest::qWaitFor([&] { return QFileInfo::exists(part); }, 2000) && !tool("partx").isEmpty())
            runTool("partx", {"-a", dev});
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(part), 5000);

        BlockDeviceFacts facts;
        const Problem inspected = inspectBlockDevice(part.toStdString(), facts);
        QVERIFY2(!inspected, describe(inspected));
        QCOMPARE(QString::fromStdString(facts.sysfsName), QFileInfo(part).fileName());
        QVERIFY2(QString::fromStdString(facts.model).contains(m_loop->image), facts.model.c_str());
        QCOMPARE(facts.size, runTool("blockdev", {"--getsize64", part}).out.toULongLong());
        QVERIFY(facts.size > 0 && facts.size < uint64_t(kImageSize));
        QVERIFY(!facts.scheduler.empty());

        struct stat st {};
        QCOMPARE(stat(part.toLocal8Bit().constData(), &st), 0);
        QCOMPARE(logicalBlockSizeOf(st.st_rdev), sectorSizeOf(dev));

        const Run fs = runTool("mkfs.ext4", {"-q", "-F", part});
        QVERIFY2(fs.ok(), qPrintable("mkfs.ext4: " + fs.err));
        QString why;
        if (!mountOnTempDir(part, why))
            QSKIP(qPrintable("cannot mount here: " + why));

        const Problem p = checkDeviceWritable(dev.toStdString(), true, true);
        QVERIFY2(p.kind == Problem::Kind::Input, describe(p));
        const QString message = QString::fromStdString(p.message);
        QVERIFY2(message.contains("is mounted on " + m_loop->mountDir), describe(p));
        QVERIFY2(message.contains(QFileInfo(part).fileName()), describe(p));

        // A file on the mounted partition: its st_dev is the partition.
        QCOMPARE(stat(m_loop->mountDir.toLocal8Bit().constData(), &st), 0);
        QCOMPARE(logicalBlockSizeOf(st.st_dev), sectorSizeOf(dev));
    }

    // What a target's I/O reaches: its own device first, then the devices
    // under it, down to a loop device's backing file (none on tmpfs).
    void devicesUnderATarget_data()
    {
        QTest::addColumn<Layout>("layout");
        QTest::addColumn<QString>("expected");
        QTest::newRow("file on the root disk") << Layout::FileOnRootDisk << "%root";
        QTest::newRow("loop device over tmpfs") << Layout::LoopDevice << "%loop";
        QTest::newRow("file on ext4 on a loop device") << Layout::FileOnLoopExt4 << "%loop";
        QTest::newRow("loop device over a file on a loop-backed ext4")
            << Layout::LoopOverFileOnLoopExt4 << "%stacked, %loop<%stacked";
        QTest::newRow("file on ext4 on a partition") << Layout::FileOnPartition << "%loopp1[%loop]";
        QTest::newRow("file on tmpfs") << Layout::FileOnTmpfs << "";
    }

    void devicesUnderATarget()
    {
        QFETCH(Layout, layout);
        QFETCH(QString, expected);
        QString why;
        const QString target = makeTarget(layout, why);
        if (target.isEmpty())
            QSKIP(qPrintable("cannot lay this target out here: " + why));
        if (expected == "%root") {
            expected = rootDiskByTools(target);
            if (expected.isEmpty())
                QSKIP("the temp directory is not on a block device here");
        }
        expected.replace("%stacked", m_stacked ? QFileInfo(m_stacked->device).fileName() : QString());
        expected.replace("%loop", QFileInfo(m_loop->device).fileName());

        struct stat st {};
        QCOMPARE(stat(target.toLocal8Bit().constData(), &st), 0);
        const std::vector<TargetDevice> devices = devicesUnder(S_ISBLK(st.st_mode) ? st.st_rdev : st.st_dev);
        QCOMPARE(describeDevices(devices), expected);
    }

    void writableHeldExclusively()
    {
        const QByteArray dev = m_loop->device.toLocal8Bit();
        m_loop->exclusiveFd = open(dev.constData(), O_RDONLY | O_EXCL | O_CLOEXEC);
        QVERIFY2(m_loop->exclusiveFd >= 0, qPrintable(qt_error_string(errno)));

        const Problem p = checkDeviceWritable(dev.toStdString(), true, true);
        QVERIFY2(p.kind == Problem::Kind::Input, describe(p));
        QVERIFY2(QString::fromStdString(p.message).contains("is in use"), describe(p));

        close(m_loop->exclusiveFd);
        m_loop->exclusiveFd = -1;
        const Problem released = checkDeviceWritable(dev.toStdString(), true, true);
        QVERIFY2(!released, describe(released));
    }

    void logicalBlockSizes()
    {
        // A filesystem on a block device has a sysfs entry for its st_dev and
        // a size; tmpfs, overlay and btrfs have anonymous ones and get 0.
        for (const char* path : {"/", "/dev/shm"}) {
            struct stat st {};
            QCOMPARE(stat(path, &st), 0);
            const QString sysfs = QString("/sys/dev/block/%1:%2").arg(major(st.st_dev)).arg(minor(st.st_dev));
            const uint32_t size = logicalBlockSizeOf(st.st_dev);
            if (QFileInfo::exists(sysfs))
                QVERIFY2(size >= 512 && (size & (size - 1)) == 0, path);
            else
                QVERIFY2(size == 0, path);
        }

        struct stat st {};
        QCOMPARE(stat(m_loop->device.toLocal8Bit().constData(), &st), 0);
        QCOMPARE(logicalBlockSizeOf(st.st_rdev), sectorSizeOf(m_loop->device));
        QCOMPARE(logicalBlockSizeOf(makedev(0, 0)), 0u);
    }
};

QTEST_GUILESS_MAIN(TestBlockDevice)
#include "tst_block_device.moc"
