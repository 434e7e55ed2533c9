// Specifies `surfio run`, the headless command line, by running the real
// binary (SURFIO_BIN) with QProcess: exit codes, messages, what it may and
// may not touch, the result documents and how it stops on a signal.
//
// Block device and filesystem cases attach loop devices over files in
// /dev/shm and need root, losetup and mkfs.ext4; they skip otherwise. Every
// image, loop device and mount is taken down by name, also when a check fails.
//
// Also what `surfio import-fio` refuses to read (section 10), and that
// `surfio --help` speaks the system's language.
//
// Exit codes: 0 done, 1 the run failed (its finished points are still
// written), 2 bad input (nothing created or touched), 128+signal when stopped.

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "tests/app/surfio_process.h"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <linux/falloc.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/xattr.h>
#include <unistd.h>

#include <algorithm>
#include <limits>
#include <memory>

using testing::compact;
using testing::describe;
using testing::finish;
using testing::readJson;
using testing::requireSurfioBinary;
using testing::Run;
using testing::runTool;
using testing::startSurfio;
using testing::tool;

namespace {

constexpr int kSurfioTimeoutMs = 60000;

Run surfio(const QStringList& args, const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment())
{
    return testing::surfio(args, env, kSurfioTimeoutMs);
}

// Another command than run: `surfio import-fio FILE`, `surfio --help`.
Run surfioCommand(const QStringList& args, const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment())
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.setStandardInputFile(QProcess::nullDevice());
    p.start(testing::surfioBinary(), args);
    if (!p.waitForStarted())
        return {-1, {}, "cannot start " + testing::surfioBinary()};
    return finish(p, "surfio " + args.join(' '), kSurfioTimeoutMs);
}

QStringList entriesOf(const QString& dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System, QDir::Name);
}

QByteArray sha256Of(const QString& path, qint64 maxBytes = -1)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Unbuffered))
        return "cannot open " + path.toLocal8Bit() + ": " + f.errorString().toLocal8Bit();
    QCryptographicHash hash(QCryptographicHash::Sha256);
    qint64 left = maxBytes < 0 ? std::numeric_limits<qint64>::max() : maxBytes;
    while (left > 0) {
        const QByteArray chunk = f.read(std::min<qint64>(left, 1 << 20));
        if (chunk.isEmpty())
            break;
        hash.addData(chunk);
        left -= chunk.size();
    }
    return hash.result().toHex();
}

// Size, modification time and content: what "untouched" means for a file.
struct FileState {
    bool exists = false;
    qint64 size = 0;
    timespec mtime{};
    QByteArray sha256;

    static FileState of(const QString& path)
    {
        FileState s;
        struct stat st {};
        if (stat(QFile::encodeName(path).constData(), &st) != 0)
            return s;
        s.exists = true;
        s.size = st.st_size;
        s.mtime = st.st_mtim;
        s.sha256 = sha256Of(path);
        return s;
    }
    bool operator==(const FileState& o) const
    {
        return exists == o.exists && size == o.size && mtime.tv_sec == o.mtime.tv_sec
               && mtime.tv_nsec == o.mtime.tv_nsec && sha256 == o.sha256;
    }
    QByteArray text() const
    {
        return QByteArray(exists ? "" : "missing ") + "size " + QByteArray::number(size) + " mtime "
               + QByteArray::number(qint64(mtime.tv_sec)) + "." + QByteArray::number(qint64(mtime.tv_nsec)) + " sha256 "
               + sha256.left(16);
    }
};

// A file with random content and an mtime far in the past, so that any
// write or touch shows.
bool makeExistingFile(const QString& path, qint64 size, QString& why)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        why = f.errorString();
        return false;
    }
    QByteArray data(size, Qt::Uninitialized);
    quint64 x = 0x9e3779b97f4a7c15ULL;
    for (qint64 i = 0; i < size; ++i) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        data[i] = char(x);
    }
    if (f.write(data) != size) {
        why = f.errorString();
        return false;
    }
    f.close();
    const timespec times[2] = {{1000000000, 123456789}, {1000000000, 123456789}};
    if (utimensat(AT_FDCWD, QFile::encodeName(path).constData(), times, 0) != 0) {
        why = qt_error_string(errno);
        return false;
    }
    return true;
}

// Surfio marks a target it has laid out with this attribute; once it is
// there, the first point is about to run or running.
bool laidOut(const QString& path)
{
    char value[64];
    return getxattr(QFile::encodeName(path).constData(), "user.surfio.layout", value, sizeof value) > 0;
}

// An image file in /dev/shm on a loop device, maybe mounted; taken down by
// name on destruction, whatever the test did before.
struct LoopDevice {
    QString image;
    QString device;
    QString mountDir;

    LoopDevice() = default;
    LoopDevice(const LoopDevice&) = delete;
    LoopDevice& operator=(const LoopDevice&) = delete;

    ~LoopDevice()
    {
        unmount();
        if (!mountDir.isEmpty())
            QDir().rmdir(mountDir);
        if (!device.isEmpty())
            runTool("losetup", {"-d", device});
        if (!image.isEmpty())
            QFile::remove(image);
    }

    // The image, optionally formatted (mkfs.ext4 with extraMkfsArgs), attached.
    bool attach(const QString& tag, qint64 size, bool format, QString& why, const QStringList& extraMkfsArgs = {})
    {
        image = QString("/dev/shm/surfio-tst_surfio_run-%1-%2.img").arg(getpid()).arg(tag);
        QFile file(image);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || !file.resize(size)) {
            why = "cannot make " + image + ": " + file.errorString();
            return false;
        }
        file.close();
        if (format) {
            const Run made = runTool("mkfs.ext4", QStringList{"-q", "-F"} + extraMkfsArgs + QStringList{image});
            if (!made.ok()) {
                why = "mkfs.ext4: " + made.err;
                return false;
            }
        }
        const Run r = runTool("losetup", {"-f", "--show", image});
        if (!r.ok() || !r.out.trimmed().startsWith("/dev/loop")) {
            why = "losetup cannot attach a loop device here: " + r.err.trimmed();
            return false;
        }
        device = r.out.trimmed();
        return true;
    }

    // Creates the mount point first so it is removed even if mount fails.
    bool mount(const QStringList& options, QString& why)
    {
        QByteArray pattern = QFile::encodeName(QDir::tempPath() + "/surfio-tst_surfio_run-mnt-XXXXXX");
        if (!mkdtemp(pattern.data())) {
            why = "mkdtemp failed";
            return false;
        }
        mountDir = QFile::decodeName(pattern);
        const Run r = runTool("mount", options + QStringList{device, mountDir});
        if (!r.ok()) {
            why = r.err.trimmed();
            return false;
        }
        mounted = true;
        return true;
    }

    void unmount()
    {
        if (!mounted)
            return;
        // A process that still had a file open there may take a moment to go.
        for (int i = 0; i < 50; ++i) {
            if (runTool("umount", {mountDir}).ok()) {
                mounted = false;
                return;
            }
            QTest::qSleep(100);
        }
        runTool("umount", {"-l", mountDir});
        mounted = false;
    }

    bool mounted = false;
};

QString loopSkipReason()
{
    if (geteuid() != 0)
        return "needs root to attach, format and mount loop devices";
    for (const char* t : {"losetup", "mkfs.ext4", "mount", "umount"})
        if (tool(t).isEmpty())
            return QString(t) + " is not installed";
    return {};
}

// What libblkid sees on a device, bypassing its cache.
QString blkidType(const QString& device)
{
    const Run r = runTool("blkid", {"-p", "-o", "value", "-s", "TYPE", device});
    return r.out.trimmed();
}

QJsonObject pointAt(const QJsonObject& doc, int i)
{
    return doc.value("points").toArray().at(i).toObject();
}

// One CSV record's fields, RFC 4180: a quoted field may hold commas and
// doubled quotes (a point's warnings do).
QStringList csvFields(const QString& line)
{
    QStringList fields{QString()};
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (quoted && c == u'"' && i + 1 < line.size() && line.at(i + 1) == u'"') {
            fields.last() += u'"';
            ++i;
        } else if (c == u'"') {
            quoted = !quoted;
        } else if (c == u',' && !quoted) {
            fields.append(QString());
        } else {
            fields.last() += c;
        }
    }
    return fields;
}

}  // namespace

class TestSurfioRun : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { requireSurfioBinary(); }

    // ---- 1. Bad input: exit 2, a message naming the problem, nothing touched.

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");      // %dir: an empty temp directory
        QTest::addColumn<QStringList>("expected");  // substrings of stderr
        QTest::addColumn<bool>("existingFile");     // %dir/existing is there beforehand

        struct Bad {
            const char* name;
            QStringList args;
            QStringList expected;
        };
        const QList<Bad> bad{
            {"--bs=0", {"--bs=0"}, {"--bs"}},
            {"--bs=3000", {"--bs=3000"}, {"--bs=3000", "multiple"}},
            {"--bs > --size", {"--size=1m", "--bs=2m"}, {"--bs", "larger", "--size"}},
            {"--iodepth=0", {"--iodepth=0"}, {"--iodepth=0"}},
            {"--numjobs=0", {"--numjobs=0"}, {"--numjobs=0"}},
            {"--rwmixread=101", {"--rw=randrw", "--rwmixread=101"}, {"--rwmixread=101"}},
            {"--rw=sideways", {"--rw=sideways"}, {"--rw=sideways"}},
            {"unknown option", {"--frobnicate=3"}, {"frobnicate"}},
            {"--runtime=0", {"--runtime=0"}, {"--runtime", "--io_size"}},
            {"--size=garbage", {"--size=garbage"}, {"--size=garbage"}},
            {"--force alone", {"--force"}, {"--force", "--allow-write-device"}},
            {"--verify=md5", {"--verify=md5"}, {"--verify=md5", "off, crc32c"}},
            {"--verify with --bs=1000",
             {"--verify=crc32c", "--direct=0", "--bs=1000"},
             {"--verify=crc32c", "--bs=1000"}},
            // Refused up front, as matrix JSON refuses them: the result file must read back (found by tests/fuzz).
            {"--bs=8", {"--bs=8"}, {"--bs=8", "512 bytes to 64 MiB"}},
            {"--bssplit part below 512", {"--bssplit=400"}, {"--bssplit part 400/100", "512 bytes to 64 MiB"}},
            {"--steady-track below 512", {"--steady-state", "--steady-track=8/0"}, {"--steady-track=8/0"}},
            // A comma list with an empty item would run fewer points than typed, or none.
            {"--bs=4k,,64k", {"--bs=4k,,64k"}, {"--bs=4k,,64k has an empty item", "between each pair of commas"}},
            {"--bs=4k, (a comma at the end)", {"--bs=4k,"}, {"--bs=4k, has an empty item", "either end"}},
            {"--rw=,randread (a comma at the start)", {"--rw=,randread"}, {"--rw=,randread has an empty item"}},
            {"--rwmixread=70, ,30", {"--rw=randrw", "--rwmixread=70, ,30"}, {"--rwmixread=70, ,30 has an empty item"}},
            {"--rwmixwrite=30,,", {"--rw=randrw", "--rwmixwrite=30,,"}, {"--rwmixwrite=30,, has an empty item"}},
            {"--iodepth=1,,32", {"--iodepth=1,,32"}, {"--iodepth=1,,32 has an empty item"}},
            {"--numjobs=, names no value", {"--numjobs=,"}, {"--numjobs=, has an empty item"}},
            {"--bs=,, names no value", {"--bs=,,"}, {"--bs=,, has an empty item"}},
            {"--cpus_allowed=0,,1", {"--cpus_allowed=0,,1"}, {"--cpus_allowed=0,,1 has an empty item"}},
            {"--bs= (no value, no comma)", {"--bs="}, {"--bs= is not a size"}},
            // What --rerun reads must be a file of a sane size: a device would be read forever.
            {"--rerun of a character device",
             {"--rerun=/dev/zero"},
             {"/dev/zero is a character device, not a file", "result file"}},
            // fio's io_uring options: their values, and what they need of the rest.
            {"--sqthread_poll=2", {"--sqthread_poll=2"}, {"--sqthread_poll=2", "0 to 1"}},
            {"--hipri=yes", {"--hipri=yes"}, {"--hipri=yes"}},
            {"--hipri 1 (a value needs =)", {"--hipri", "1"}, {"'1'", "--name=value"}},
            {"--fixedbufs=2", {"--fixedbufs=2"}, {"--fixedbufs=2"}},
            {"--registerfiles=on", {"--registerfiles=on"}, {"--registerfiles=on"}},
            {"--sqthread_poll_cpu=8192", {"--sqthread_poll", "--sqthread_poll_cpu=8192"}, {"--sqthread_poll_cpu=8192"}},
            {"--sqthread_poll_cpu beyond this machine",
             {"--sqthread_poll=1", "--sqthread_poll_cpu=8191"},
             {"--sqthread_poll_cpu=8191", "this machine"}},
            {"--sqthread_poll_cpu alone", {"--sqthread_poll_cpu=0"}, {"--sqthread_poll_cpu=0", "--sqthread_poll=1"}},
            {"--cpus_allowed=3-1", {"--cpus_allowed=3-1"}, {"--cpus_allowed=3-1", "0-3,5"}},
            {"--cpus_allowed beyond this machine",
             {"--cpus_allowed=0-8191"},
             {"--cpus_allowed=0-8191", "this machine"}},
            {"--iodepth_batch=x", {"--iodepth_batch=x"}, {"--iodepth_batch=x"}},
            {"--iodepth_batch above --iodepth",
             {"--iodepth=4", "--iodepth_batch=8"},
             {"--iodepth_batch_submit=8", "--iodepth=4"}},
            {"--iodepth_batch_complete=0",
             {"--iodepth_batch_complete=0"},
             {"--iodepth_batch_complete=0", "1 to 65536"}},
            {"--iodepth_batch_complete_min above --iodepth",
             {"--iodepth=4", "--iodepth_batch_complete_min=5"},
             {"--iodepth_batch_complete_min=5", "1 to 4"}},
            {"--hipri without direct I/O", {"--hipri", "--direct=0"}, {"--hipri", "--direct=1"}},
            {"--sqthread_poll with psync",
             {"--engine=psync", "--sqthread_poll"},
             {"--sqthread_poll", "--engine=psync"}},
            {"lists of 125000 points",
             {"--bs=" + QStringList(50, "4k").join(','), "--iodepth=" + QStringList(50, "1").join(','),
              "--numjobs=" + QStringList(50, "1").join(',')},
             {"125000 points", "shorten"}},
        };
        struct Where {
            const char* name;
            QStringList args;
            bool existing;
        };
        const QList<Where> targets{
            {"--directory", {"--directory=%dir"}, false},
            {"new --filename", {"--filename=%dir/new.dat"}, false},
            {"existing --filename", {"--filename=%dir/existing"}, true},
        };
        for (const Bad& b : bad) {
            // Defaults that would make a valid, writing run, unless the row sets them.
            QStringList defaults;
            const auto sets = [&](const QString& option) {
                for (const QString& a : b.args)
                    if (a.startsWith(option + "="))
                        return true;
                return false;
            };
            if (!sets("--rw"))
                defaults << "--rw=randwrite";
            if (!sets("--size"))
                defaults << "--size=4m";
            if (!sets("--runtime"))
                defaults << "--runtime=300ms";
            // A result file would be one more thing created.
            defaults << "--output-format=json"
                     << "--output=%dir/result.json";
            for (const Where& w : targets)
                QTest::addRow("%s / %s", b.name, w.name) << w.args + defaults + b.args << b.expected << w.existing;
        }
        const QStringList run{"--rw=randwrite", "--size=4m", "--runtime=300ms"};
        const QStringList json{"--output-format=json", "--output=%dir/result.json"};
        QTest::newRow("missing --directory")
            << QStringList{"--directory=%dir/missing"} + run + json << QStringList{"%dir/missing"} << false;
        QTest::newRow("--directory naming a file")
            << QStringList{"--directory=%dir/existing"} + run + json << QStringList{"%dir/existing"} << true;
        QTest::newRow("--filename in a missing directory")
            << QStringList{"--filename=%dir/missing/new.dat"} + run + json
            << QStringList{"%dir/missing", "does not exist"} << false;
        // Only reading a person's file never rewrites it, not even to grow it to --size.
        QTest::newRow("reading past the end of an existing file")
            << QStringList{"--filename=%dir/existing", "--rw=randread", "--size=2m", "--runtime=300ms"} + json
            << QStringList{"%dir/existing", "only reads"} << true;
        // A mistyped device name is not a new file to create in /dev.
        QTest::newRow("missing device") << QStringList{"--filename=/dev/surfio-no-such-device"} + run + json
                                        << QStringList{"no such device", "lsblk"} << false;
        // Where the result goes is input too: found out only after the run, it wastes the run.
        QTest::newRow("--output in a missing directory")
            << QStringList{"--filename=%dir/new.dat", "--output-format=json", "--output=%dir/missing/result.json"} + run
            << QStringList{"%dir/missing/result.json"} << false;
    }

    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QStringList, expected);
        QFETCH(bool, existingFile);

        QTemporaryDir dir;
        QVERIFY2(dir.isValid(), qPrintable(dir.errorString()));
        const QString existing = dir.filePath("existing");
        if (existingFile) {
            QString why;
            QVERIFY2(makeExistingFile(existing, 1 << 20, why), qPrintable(why));
        }
        const QStringList before = entriesOf(dir.path());
        const FileState existingBefore = FileState::of(existing);
        args.replaceInStrings("%dir", dir.path());
        expected.replaceInStrings("%dir", dir.path());

        const Run r = surfio(args);

        QVERIFY2(r.exitCode == 2, describe(args, r));
        for (const QString& e : expected)
            QVERIFY2(r.err.contains(e), qPrintable("stderr should mention \"" + e + "\"\n" + describe(args, r)));
        QVERIFY2(r.err.startsWith("surfio run: "), describe(args, r));
        QVERIFY2(r.out.isEmpty(), describe(args, r));
        QCOMPARE(entriesOf(dir.path()), before);
        const FileState existingAfter = FileState::of(existing);
        QVERIFY2(existingAfter == existingBefore,
                 "before: " + existingBefore.text() + "\nafter:  " + existingAfter.text());
    }

    // ---- 2. A directory on a read-only filesystem.

    void readOnlyFilesystem_data()
    {
        QTest::addColumn<QStringList>("args");  // %mnt: the read-only mount
        QTest::addColumn<int>("exitCode");
        QTest::newRow("--directory") << QStringList{"--directory=%mnt", "--size=4m", "--runtime=300ms"} << 2;
        QTest::newRow("new --filename") << QStringList{"--filename=%mnt/new.dat", "--size=4m", "--runtime=300ms"} << 2;
        QTest::newRow("existing --filename, randwrite")
            << QStringList{"--filename=%mnt/existing", "--rw=randwrite", "--runtime=300ms"} << 2;
        // Reading what is there needs no write: that works on a read-only filesystem.
        QTest::newRow("existing --filename, randread")
            << QStringList{"--filename=%mnt/existing", "--rw=randread", "--runtime=300ms"} << 0;
    }

    void readOnlyFilesystem()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        if (const QString why = loopSkipReason(); !why.isEmpty())
            QSKIP(qPrintable(why));

        // The filesystem is made holding one file, then mounted read-only.
        QTemporaryDir content;
        QVERIFY2(content.isValid(), qPrintable(content.errorString()));
        QString why;
        QVERIFY2(makeExistingFile(content.filePath("existing"), 1 << 20, why), qPrintable(why));
        LoopDevice loop;
        if (!loop.attach("ro", 16 << 20, true, why, {"-d", content.path()}))
            QSKIP(qPrintable(why));
        if (!loop.mount({"-o", "ro"}, why))
            QSKIP(qPrintable("cannot mount here: " + why));

        const QString existing = loop.mountDir + "/existing";
        const QStringList before = entriesOf(loop.mountDir);
        QVERIFY2(before.contains("existing"), qPrintable(before.join(' ')));
        const FileState existingBefore = FileState::of(existing);
        args.replaceInStrings("%mnt", loop.mountDir);

        const Run r = surfio(args);
        QVERIFY2(r.exitCode == exitCode, describe(args, r));
        if (exitCode == 2) {
            QVERIFY2(r.err.contains("read-only"), describe(args, r));
            QVERIFY2(r.err.contains(loop.mountDir), describe(args, r));
        }
        QCOMPARE(entriesOf(loop.mountDir), before);
        const FileState existingAfter = FileState::of(existing);
        QVERIFY2(existingAfter == existingBefore,
                 "before: " + existingBefore.text() + "\nafter:  " + existingAfter.text());
    }

    // ---- 3. Block devices: what Surfio refuses to write, and what it may.

    void deviceWithFilesystem_data()
    {
        QTest::addColumn<QStringList>("args");  // %dev: the loop device, holding ext4
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QStringList>("expected");
        const QStringList run{"--filename=%dev", "--size=4m", "--runtime=300ms"};
        QTest::newRow("randwrite --allow-write-device") << run + QStringList{"--rw=randwrite", "--allow-write-device"}
                                                        << 2 << QStringList{"%dev", "ext4", "--force"};
        QTest::newRow("randrw --allow-write-device")
            << run + QStringList{"--rw=randrw", "--rwmixread=90", "--allow-write-device"} << 2
            << QStringList{"%dev", "ext4", "--force"};
        QTest::newRow("randwrite without --allow-write-device")
            << run + QStringList{"--rw=randwrite"} << 2 << QStringList{"%dev", "--allow-write-device"};
        QTest::newRow("randwrite --force without --allow-write-device")
            << run + QStringList{"--rw=randwrite", "--force"} << 2 << QStringList{"--allow-write-device"};
        // Reading a device needs no flag, whatever it holds.
        QTest::newRow("randread") << run + QStringList{"--rw=randread"} << 0 << QStringList{};
        QTest::newRow("read") << run + QStringList{"--rw=read", "--bs=64k"} << 0 << QStringList{};
    }

    void deviceWithFilesystem()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QStringList, expected);
        if (const QString why = loopSkipReason(); !why.isEmpty())
            QSKIP(qPrintable(why));
        if (tool("blkid").isEmpty())
            QSKIP("blkid is not installed");

        LoopDevice loop;
        QString why;
        if (!loop.attach("fs", 16 << 20, false, why))
            QSKIP(qPrintable(why));
        const Run made = runTool("mkfs.ext4", {"-q", "-F", "-L", "surfio-tst", loop.device});
        QVERIFY2(made.ok(), qPrintable("mkfs.ext4: " + made.err));
        QCOMPARE(blkidType(loop.device), QString("ext4"));
        const QByteArray headBefore = sha256Of(loop.device, 2 << 20);

        args.replaceInStrings("%dev", loop.device);
        expected.replaceInStrings("%dev", loop.device);
        const Run r = surfio(args);
        QVERIFY2(r.exitCode == exitCode, describe(args, r));
        for (const QString& e : expected)
            QVERIFY2(r.err.contains(e), qPrintable("stderr should mention \"" + e + "\"\n" + describe(args, r)));

        QCOMPARE(sha256Of(loop.device, 2 << 20), headBefore);
        QCOMPARE(blkidType(loop.device), QString("ext4"));
        if (!tool("dumpe2fs").isEmpty()) {
            const Run sb = runTool("dumpe2fs", {"-h", loop.device});
            QVERIFY2(sb.ok() && sb.out.contains("surfio-tst"), qPrintable("dumpe2fs -h: " + sb.err));
        }
    }

    void mountedDevice_data()
    {
        QTest::addColumn<QStringList>("flags");
        QTest::newRow("--allow-write-device") << QStringList{"--allow-write-device"};
        QTest::newRow("--allow-write-device --force") << QStringList{"--allow-write-device", "--force"};
    }

    void mountedDevice()
    {
        QFETCH(QStringList, flags);
        if (const QString why = loopSkipReason(); !why.isEmpty())
            QSKIP(qPrintable(why));

        LoopDevice loop;
        QString why;
        // No background initialisation and no atime updates: once synced,
        // nothing but Surfio could write to the device.
        if (!loop.attach("mounted", 16 << 20, true, why, {"-E", "lazy_itable_init=0,lazy_journal_init=0"}))
            QSKIP(qPrintable(why));
        if (!loop.mount({"-o", "noatime"}, why))
            QSKIP(qPrintable("cannot mount here: " + why));
        const QStringList before = entriesOf(loop.mountDir);
        // Mounting wrote to the superblock: compare from here on.
        runTool("sync", {"-f", loop.mountDir});
        const QByteArray headBefore = sha256Of(loop.device, 2 << 20);

        const QStringList args =
            QStringList{"--filename=" + loop.device, "--size=4m", "--rw=randwrite", "--runtime=300ms"} + flags;
        const Run r = surfio(args);
        QVERIFY2(r.exitCode == 2, describe(args, r));
        QVERIFY2(r.err.contains("mounted"), describe(args, r));
        QVERIFY2(r.err.contains(loop.mountDir), describe(args, r));
        QCOMPARE(entriesOf(loop.mountDir), before);
        QCOMPARE(sha256Of(loop.device, 2 << 20), headBefore);
    }

    // A device with no signature is a scratch device: with consent, Surfio writes it.
    void blankDevice_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<bool>("writes");
        QTest::newRow("randwrite --allow-write-device")
            << QStringList{"--rw=randwrite", "--allow-write-device"} << true;
        QTest::newRow("randread") << QStringList{"--rw=randread"} << false;
    }

    void blankDevice()
    {
        QFETCH(QStringList, args);
        QFETCH(bool, writes);
        if (const QString why = loopSkipReason(); !why.isEmpty())
            QSKIP(qPrintable(why));

        LoopDevice loop;
        QString why;
        if (!loop.attach("blank", 16 << 20, false, why))
            QSKIP(qPrintable(why));
        QTemporaryDir dir;
        QVERIFY2(dir.isValid(), qPrintable(dir.errorString()));
        const QString json = dir.filePath("result.json");
        args +=
            {"--filename=" + loop.device, "--size=4m", "--runtime=300ms", "--output-format=json", "--output=" + json};
        const Run r = surfio(args);
        QVERIFY2(r.exitCode == 0, describe(args, r));

        const QJsonObject doc = readJson(json, why);
        QVERIFY2(!doc.isEmpty(), qPrintable(why));
        const QJsonObject point = pointAt(doc, 0);
        QVERIFY2(!point.isEmpty(), compact(doc));
        const QJsonObject target = point.value("targets").toArray().at(0).toObject();
        QCOMPARE(target.value("path").toString(), loop.device);
        const double writeIos = point.value("write").toObject().value("total_ios").toDouble();
        const double readIos = point.value("read").toObject().value("total_ios").toDouble();
        if (writes)
            QVERIFY2(writeIos > 0 && readIos == 0, compact(point));
        else
            QVERIFY2(readIos > 0 && writeIos == 0, compact(point));
    }

    // ---- 4. A filesystem that fills up during the run.

    // Surfio reserves a new target's space and lays it out before the first
    // point, so a run starts with its blocks in place. Here the space goes
    // away under it: while the first (read) points run, the target's blocks
    // are punched out and the filesystem filled, so the write points that
    // follow need blocks that are not there. Reads of the hole are harmless,
    // which makes the moment of the fill free within the read points.
    void filesystemFillsUp()
    {
        if (const QString why = loopSkipReason(); !why.isEmpty())
            QSKIP(qPrintable(why));

        LoopDevice loop;
        QString why;
        if (!loop.attach("full", 32 << 20, true, why))
            QSKIP(qPrintable(why));
        if (!loop.mount({}, why))
            QSKIP(qPrintable("cannot mount here: " + why));
        QTemporaryDir outside;
        QVERIFY2(outside.isValid(), qPrintable(outside.errorString()));
        const QString target = loop.mountDir + "/target.dat";
        const QString json = outside.filePath("result.json");

        // 2 read points (1 s each), then 2 write points.
        const QStringList args{
            "--filename=" + target, "--size=8m",    "--rw=randread,randwrite", "--bs=4k",
            "--iodepth=1,4",        "--runtime=1s", "--sample_interval=100ms", "--output-format=json",
            "--output=" + json};
        QProcess p;
        startSurfio(p, args, QProcessEnvironment::systemEnvironment());
        QVERIFY2(p.waitForStarted(), "cannot start surfio");
        QTRY_VERIFY2_WITH_TIMEOUT(laidOut(target) || p.state() == QProcess::NotRunning, "the target was never laid out",
                                  20000);
        QVERIFY2(p.state() == QProcess::Running, "surfio ended before the fill: " + p.readAllStandardError());

        // Punch the target's region out, let the freed blocks come back,
        // then take every free block: 1 MiB pieces, then 4 KiB ones.
        {
            const int fd = ::open(QFile::encodeName(target).constData(), O_RDWR | O_CLOEXEC);
            QVERIFY2(fd >= 0, qPrintable(qt_error_string(errno)));
            const int punched = fallocate(fd, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, 0, 8 << 20);
            const int punchErr = errno;
            ::close(fd);
            QVERIFY2(punched == 0, qPrintable(qt_error_string(punchErr)));
        }
        runTool("sync", {"-f", loop.mountDir});
        const QString filler = loop.mountDir + "/filler";
        qint64 filled = 0;
        {
            const int fd =
                ::open(QFile::encodeName(filler).constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
            QVERIFY2(fd >= 0, qPrintable(qt_error_string(errno)));
            const QByteArray zeros(1 << 20, '\0');
            for (int round = 0; round < 3; ++round) {
                for (qint64 piece : {qint64(1) << 20, qint64(4096)}) {
                    for (;;) {
                        const ssize_t n = ::write(fd, zeros.constData(), size_t(piece));
                        if (n <= 0)
                            break;
                        filled += n;
                    }
                }
                fsync(fd);
            }
            ::close(fd);
        }
        struct statvfs vfs {};
        QCOMPARE(statvfs(QFile::encodeName(loop.mountDir).constData(), &vfs), 0);
        QVERIFY2(filled > (8 << 20), qPrintable(QString("filled only %1 bytes").arg(filled)));
        QVERIFY2(vfs.f_bfree * vfs.f_frsize < (1 << 20),
                 qPrintable(QString("%1 bytes still free").arg(vfs.f_bfree * vfs.f_frsize)));

        const Run r = finish(p, "surfio run " + args.join(' '), kSurfioTimeoutMs);
        QVERIFY2(r.exitCode == 1, describe(args, r));
        QVERIFY2(r.err.contains("no space left", Qt::CaseInsensitive), describe(args, r));
        QVERIFY2(r.err.contains(target), describe(args, r));

        const QJsonObject doc = readJson(json, why);
        QVERIFY2(!doc.isEmpty(), qPrintable(why));
        QVERIFY2(doc.value("error").toString().contains("no space left", Qt::CaseInsensitive), compact(doc));
        const QJsonArray points = doc.value("points").toArray();
        // The read points finished; the failed write point is not a measurement.
        QVERIFY2(!points.isEmpty() && points.size() <= 2, compact(doc));
        for (const QJsonValue v : points) {
            const QJsonObject point = v.toObject();
            QCOMPARE(point.value("spec").toObject().value("rw").toString(), QString("randread"));
            QCOMPARE(point.value("stopped").toBool(), false);
            QCOMPARE(point.value("error").toString(), QString());
            QVERIFY2(point.value("read").toObject().value("total_ios").toDouble() > 0, compact(point));
        }
        QCOMPARE(pointAt(doc, 0).value("spec").toObject().value("iodepth").toInt(), 1);
    }

    // ---- 5. The JSON document.

    void jsonOutput()
    {
        QTemporaryDir dir;
        QVERIFY2(dir.isValid(), qPrintable(dir.errorString()));
        const QString target = dir.filePath("f");
        const QString json = dir.filePath("result.json");
        const QStringList args{"--filename=" + target, "--size=4m",       "--rw=randrw",     "--bs=4k,8k",
                               "--rwmixread=100,0",    "--iodepth=4",     "--runtime=300ms", "--sample_interval=50ms",
                               "--output-format=json", "--output=" + json};
        const Run r = surfio(args);
        QVERIFY2(r.exitCode == 0, describe(args, r));
        QVERIFY2(r.out.isEmpty(), describe(args, r));

        QString why;
        const QJsonObject doc = readJson(json, why);
        QVERIFY2(!doc.isEmpty(), qPrintable(why));
        QCOMPARE(doc.value("format").toString(), QString("surfio-result"));
        QCOMPARE(doc.value("format_version").toInt(), 2);
        QCOMPARE(doc.value("stopped").toBool(true), false);
        QCOMPARE(doc.value("error").toString("missing"), QString());
        const QJsonObject host = doc.value("host").toObject();
        QVERIFY2(!host.value("kernel").toString().isEmpty(), compact(host));
        QVERIFY2(!host.value("cpu").toString().isEmpty(), compact(host));

        // Block size inner, read share outer.
        const QJsonArray points = doc.value("points").toArray();
        QCOMPARE(points.size(), 4);
        const int order[4][2] = {{4096, 100}, {8192, 100}, {4096, 0}, {8192, 0}};
        for (int i = 0; i < 4; ++i) {
            const QJsonObject point = points.at(i).toObject();
            const QByteArray where = "point " + QByteArray::number(i) + ": " + compact(point);
            QCOMPARE(point.value("index").toInt(-1), i);
            QCOMPARE(point.value("stopped").toBool(true), false);

            const QJsonObject spec = point.value("spec").toObject();
            QCOMPARE(spec.value("rw").toString(), QString("randrw"));
            QCOMPARE(spec.value("bs").toInt(), order[i][0]);
            QCOMPARE(spec.value("rwmixread").toInt(-1), order[i][1]);
            QCOMPARE(spec.value("iodepth").toInt(), 4);
            QCOMPARE(spec.value("numjobs").toInt(), 1);
            QCOMPARE(spec.value("direct").toInt(), 1);
            QCOMPARE(spec.value("engine").toString(), QString("auto"));

            const QJsonObject engine = point.value("engine").toObject();
            QVERIFY2(QStringList({"io_uring", "psync"}).contains(engine.value("name").toString()), where);
            QVERIFY2(engine.value("ring_flags").isString(), where);
            QVERIFY2(engine.value("registered_buffers").isBool(), where);
            QVERIFY2(engine.value("registered_files").isBool(), where);

            for (const char* dirName : {"read", "write"}) {
                const QJsonObject d = point.value(dirName).toObject();
                const QByteArray in = QByteArray(dirName) + " of " + where;
                for (const char* key : {"io_bytes", "bw_bytes", "bw", "iops", "runtime", "total_ios"})
                    QVERIFY2(d.value(key).isDouble(), QByteArray(key) + " missing in " + in);
                const QJsonObject clat = d.value("lat_ns").toObject();
                for (const char* key : {"min", "max", "mean", "stddev", "N"})
                    QVERIFY2(clat.value(key).isDouble(), QByteArray("lat_ns.") + key + " missing in " + in);
                const double ios = d.value("total_ios").toDouble();
                QCOMPARE(clat.value("N").toDouble(), ios);
                // Like fio: percentiles only where there were I/Os to rank.
                if (ios > 0) {
                    QVERIFY2(clat.value("percentile").toObject().value("99.000000").isDouble(), in);
                    QVERIFY2(clat.value("min").toDouble() <= clat.value("mean").toDouble()
                                 && clat.value("mean").toDouble() <= clat.value("max").toDouble(),
                             in);
                    QVERIFY2(d.value("iops").toDouble() > 0 && d.value("bw_bytes").toDouble() > 0, in);
                }
            }

            // One direction only, every I/O a whole block.
            const QJsonObject active = point.value(order[i][1] == 100 ? "read" : "write").toObject();
            const QJsonObject idle = point.value(order[i][1] == 100 ? "write" : "read").toObject();
            QVERIFY2(active.value("total_ios").toDouble() > 0, where);
            QCOMPARE(idle.value("total_ios").toDouble(), 0.0);
            QCOMPARE(idle.value("io_bytes").toDouble(), 0.0);
            QCOMPARE(active.value("io_bytes").toDouble(), active.value("total_ios").toDouble() * order[i][0]);

            const QJsonArray samples = point.value("samples").toArray();
            QVERIFY2(!samples.isEmpty(), where);
            for (const QJsonValue s : samples) {
                const QJsonObject sample = s.toObject();
                QVERIFY2(sample.value("t").isDouble(), compact(sample));
                QVERIFY2(sample.value("read").toObject().value("iops").isDouble(), compact(sample));
                QVERIFY2(sample.value("write").toObject().value("iops").isDouble(), compact(sample));
            }

            const QJsonArray targets = point.value("targets").toArray();
            QCOMPARE(targets.size(), 1);
            QCOMPARE(targets.at(0).toObject().value("path").toString(), target);
            QVERIFY2(!targets.at(0).toObject().value("layout").toString().isEmpty(), where);
        }
    }

    // ---- 6. CSV.

    // --verify=crc32c: a run writes checkable blocks; a block damaged after it
    // fails the next run's point that reads it, naming the offset, and keeps
    // the points finished before.
    void verifyFindsADamagedBlock()
    {
        QTemporaryDir dir;
        QVERIFY2(dir.isValid(), qPrintable(dir.errorString()));
        const QString target = dir.filePath("f");
        const QString json = dir.filePath("result.json");
        const QStringList write{"--filename=" + target, "--size=4m",       "--rw=randwrite,randread",
                                "--iodepth=8",          "--runtime=300ms", "--verify=crc32c",
                                "--output-format=json", "--output=" + json};
        const Run written = surfio(write);
        QVERIFY2(written.exitCode == 0, describe(write, written));
        QString why;
        const QJsonObject first = readJson(json, why);
        QVERIFY2(!first.isEmpty(), qPrintable(why));
        for (const QJsonValue point : first.value("points").toArray()) {
            QCOMPARE(point["spec"]["verify"].toString(), QString("crc32c"));
            // What verify checked: every read of the read pass, none of the write pass.
            const QJsonObject verify = point["verify"].toObject();
            const double reads = point["read"]["total_ios"].toDouble();
            QVERIFY2(verify.contains("checked_reads") && verify.contains("skipped_reads"), compact(point.toObject()));
            QCOMPARE(verify["checked_reads"].toDouble() + verify["skipped_reads"].toDouble(), reads);
            if (point["spec"]["rw"].toString() == "randread") {
                QVERIFY(reads > 0);
                QCOMPARE(verify["checked_reads"].toDouble(), reads);
                QCOMPARE(verify["checked_bytes"].toDouble(), point["read"]["io_bytes"].toDouble());
            }
        }

        // With two jobs each reads a half of the region of its own: the damage is in the second half.
        const qint64 at = (2 << 20) + 16 * 4096;
        {
            const int fd = ::open(QFile::encodeName(target).constData(), O_RDWR | O_DIRECT);
            QVERIFY2(fd >= 0, qPrintable(qt_error_string(errno)));
            void* raw = nullptr;
            QCOMPARE(posix_memalign(&raw, 4096, 4096), 0);
            std::unique_ptr<char, decltype(&std::free)> garbage(static_cast<char*>(raw), &std::free);
            std::memset(garbage.get(), 0x5a, 4096);
            QCOMPARE(pwrite(fd, garbage.get(), 4096, at), ssize_t(4096));
            ::close(fd);
        }
        const QStringList read{"--filename=" + target, "--size=4m",       "--rw=read",
                               "--numjobs=1,2",        "--io_size=1m",    "--verify=crc32c",
                               "--output-format=json", "--output=" + json};
        const Run r = surfio(read);
        QVERIFY2(r.exitCode == 1, describe(read, r));
        const QString expected = QStringLiteral("data verification failed on %1 at offset %2: expected a Surfio "
                                                "verify header (magic 0x56465355), found magic 0x5a5a5a5a")
                                     .arg(target)
                                     .arg(at);
        QVERIFY2(r.err.contains(expected), describe(read, r));
        const QJsonObject doc = readJson(json, why);
        QVERIFY2(!doc.isEmpty(), qPrintable(why));
        QVERIFY2(doc.value("error").toString().contains(expected), compact(doc));
        const QJsonArray kept = doc.value("points").toArray();
        QCOMPARE(kept.size(), 1);  // the one-job point read only the first half
        QCOMPARE(kept.at(0)["spec"]["numjobs"].toInt(), 1);
    }

    void csvOutput()
    {
        QTemporaryDir dir;
        QVERIFY2(dir.isValid(), qPrintable(dir.errorString()));
        const QStringList args{"--filename=" + dir.filePath("f"),
                               "--size=4m",
                               "--rw=randrw",
                               "--bs=4k,8k",
                               "--rwmixread=100,0",
                               "--iodepth=2",
                               "--runtime=300ms",
                               "--output-format=csv"};
        const Run r = surfio(args);
        QVERIFY2(r.exitCode == 0, describe(args, r));
        const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
        QVERIFY2(lines.size() == 5, describe(args, r));
        const QStringList header = csvFields(lines.at(0));
        for (const char* column : {"rw", "bs", "rwmixread", "iodepth", "engine", "read_iops", "write_iops"})
            QVERIFY2(header.contains(column), qPrintable("no " + QString(column) + " column: " + lines.at(0)));
        const qsizetype bs = header.indexOf("bs"), mix = header.indexOf("rwmixread");
        const qsizetype readIops = header.indexOf("read_iops"), writeIops = header.indexOf("write_iops");
        const int order[4][2] = {{4096, 100}, {8192, 100}, {4096, 0}, {8192, 0}};
        for (int i = 0; i < 4; ++i) {
            const QStringList row = csvFields(lines.at(i + 1));
            QVERIFY2(row.size() == header.size(), qPrintable(lines.at(i + 1)));
            QCOMPARE(row.at(header.indexOf("rw")), QString("randrw"));
            QCOMPARE(row.at(bs).toInt(), order[i][0]);
            QCOMPARE(row.at(mix).toInt(), order[i][1]);
            const double active = row.at(order[i][1] == 100 ? readIops : writeIops).toDouble();
            const double idle = row.at(order[i][1] == 100 ? writeIops : readIops).toDouble();
            QVERIFY2(active > 0 && idle == 0, qPrintable(lines.at(i + 1)));
        }
    }

    // ---- 7. The table.

    void normalOutput_data()
    {
        QTest::addColumn<QStringList>("format");
        QTest::addColumn<bool>("toFile");
        QTest::newRow("default") << QStringList{} << false;
        QTest::newRow("--output-format=normal") << QStringList{"--output-format=normal"} << false;
        QTest::newRow("--output") << QStringList{"--output-format=normal"} << true;
    }

    void normalOutput()
    {
        QFETCH(QStringList, format);
        QFETCH(bool, toFile);
        QTemporaryDir dir;
        QVERIFY2(dir.isValid(), qPrintable(dir.errorString()));
        const QString output = dir.filePath("table.txt");
        QStringList args = QStringList{"--filename=" + dir.filePath("f"), "--size=4m", "--rw=randread", "--bs=4k,8k",
                                       "--runtime=300ms"}
                           + format;
        if (toFile)
            args << "--output=" + output;
        const Run r = surfio(args);
        QVERIFY2(r.exitCode == 0, describe(args, r));
        QString table = r.out;
        if (toFile) {
            QVERIFY2(r.out.isEmpty(), describe(args, r));
            QFile f(output);
            QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.errorString()));
            table = QString::fromUtf8(f.readAll());
        }
        const QStringList lines = table.split('\n', Qt::SkipEmptyParts);
        QVERIFY2(!lines.isEmpty(), describe(args, r));
        QVERIFY2(lines.at(0).contains("engine") && lines.at(0).contains("direct"), qPrintable(table));
        static const QRegularExpression rowPattern("^\\s*(\\d+)\\s+randread\\s");
        QStringList rows;
        for (const QString& line : lines)
            if (const auto m = rowPattern.match(line); m.hasMatch())
                rows << m.captured(1);
        QCOMPARE(rows, QStringList({"1", "2"}));
    }

    // The help before any command follows the system's language as the commands' own help does.
    void helpInTheLanguage()
    {
        QTemporaryDir config;  // no language chosen in Settings
        QVERIFY2(config.isValid(), qPrintable(config.errorString()));
        QProcessEnvironment french = QProcessEnvironment::systemEnvironment();
        for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANGUAGE", "SURFIO_LANGUAGE"})
            french.remove(name);
        french.insert("LANG", "fr_FR.UTF-8");
        french.insert("XDG_CONFIG_HOME", config.path());
        const Run r = surfioCommand({"--help"}, french);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains("banc d'essai") && !r.out.contains("benchmarking workbench"),
                 qPrintable(r.out.left(600)));
    }

    // The version line too (Japanese is the language whose line differs: 、).
    void versionInTheLanguage()
    {
        QProcessEnvironment japanese = QProcessEnvironment::systemEnvironment();
        japanese.insert("SURFIO_LANGUAGE", "ja");
        const Run r = surfioCommand({"--version"}, japanese);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.startsWith("surfio ") && r.out.contains(QString::fromUtf8("\u3001Qt ")), qPrintable(r.out));
    }

    // The engine's messages reach a person in the language Surfio speaks;
    // result files keep them in English, the language of the data.
    void engineMessagesInTheLanguage()
    {
        QTemporaryDir dir;
        QVERIFY2(dir.isValid(), qPrintable(dir.errorString()));
        QProcessEnvironment french = QProcessEnvironment::systemEnvironment();
        french.insert("SURFIO_LANGUAGE", "fr");

        const QString missing = dir.filePath("missing/f.dat");
        const QStringList refused{"--filename=" + missing, "--size=4m", "--runtime=300ms"};
        const Run english = surfio(refused);
        QVERIFY2(english.exitCode == 2 && english.err.contains("does not exist"), describe(refused, english));
        const Run r = surfio(refused, french);
        QVERIFY2(r.exitCode == 2 && r.err.contains(missing), describe(refused, r));
        QVERIFY2(!r.err.contains("does not exist"), describe(refused, r));

        const QString json = dir.filePath("result.json");
        const QStringList ran{"--filename=" + dir.filePath("f.dat"), "--size=4m", "--runtime=300ms",
                              "--output-format=json", "--output=" + json};
        const Run stored = surfio(ran, french);
        QVERIFY2(stored.exitCode == 0, describe(ran, stored));
        QFile f(json);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.errorString()));
        const QJsonObject target = QJsonDocument::fromJson(f.readAll())["points"][0]["targets"][0].toObject();
        QCOMPARE(target["layout"].toString(), QString("laid out by Surfio now (random data, 4 MiB)"));

        const QStringList shown{"--filename=" + dir.filePath("f.dat"), "--size=4m", "--runtime=300ms"};
        const Run table = surfio(shown, french);
        QVERIFY2(table.exitCode == 0 && table.out.contains(dir.filePath("f.dat")), describe(shown, table));
        QVERIFY2(!table.out.contains("laid out by Surfio"), describe(shown, table));
    }

    // ---- 8. The engine choice.

    void engineChoice_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("disable");  // SURFIO_DISABLE_IO_URING, if set
        QTest::addColumn<QString>("reason");   // in fallback_reason
        QTest::newRow("--engine=psync") << QStringList{"--engine=psync"} << QString() << QString();
        QTest::newRow("SURFIO_DISABLE_IO_URING=1")
            << QStringList{"--engine=auto"} << QString("1") << QString("SURFIO_DISABLE_IO_URING");
    }

    void engineChoice()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, disable);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        QVERIFY2(dir.isValid(), qPrintable(dir.errorString()));
        const QString json = dir.filePath("result.json");
        args += {"--filename=" + dir.filePath("f"),
                 "--size=4m",
                 "--rw=randrw",
                 "--iodepth=4",
                 "--runtime=300ms",
                 "--output-format=json",
                 "--output=" + json};
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove("SURFIO_DISABLE_IO_URING");
        if (!disable.isEmpty())
            env.insert("SURFIO_DISABLE_IO_URING", disable);
        const Run r = surfio(args, env);
        QVERIFY2(r.exitCode == 0, describe(args, r));

        QString why;
        const QJsonObject doc = readJson(json, why);
        QVERIFY2(!doc.isEmpty(), qPrintable(why));
        const QJsonObject point = pointAt(doc, 0);
        const QJsonObject engine = point.value("engine").toObject();
        QCOMPARE(engine.value("name").toString(), QString("psync"));
        const QString fallback = engine.value("fallback_reason").toString();
        QVERIFY2(!fallback.isEmpty(), compact(engine));
        if (!reason.isEmpty())
            QVERIFY2(fallback.contains(reason), compact(engine));
        QVERIFY2(point.value("read").toObject().value("total_ios").toDouble() > 0, compact(point));
        QVERIFY2(point.value("write").toObject().value("total_ios").toDouble() > 0, compact(point));
    }

    // ---- 9. Stopped by a signal: the point so far is written, exit 128+signal.

    void stopBySignal_data()
    {
        QTest::addColumn<int>("signal");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("SIGTERM") << int(SIGTERM) << 143;
        QTest::newRow("SIGINT") << int(SIGINT) << 130;
    }

    void stopBySignal()
    {
        QFETCH(int, signal);
        QFETCH(int, exitCode);
        QTemporaryDir dir;
        QVERIFY2(dir.isValid(), qPrintable(dir.errorString()));
        const QString target = dir.filePath("f");
        const QString json = dir.filePath("result.json");
        const QStringList args{"--filename=" + target, "--size=4m",       "--rw=randread",
                               "--iodepth=4",          "--runtime=10s",   "--sample_interval=50ms",
                               "--output-format=json", "--output=" + json};
        QProcess p;
        startSurfio(p, args, QProcessEnvironment::systemEnvironment());
        QVERIFY2(p.waitForStarted(), "cannot start surfio");
        // Into the first point: past the layout, which a signal would cut short instead.
        QTRY_VERIFY_WITH_TIMEOUT(laidOut(target) || p.state() == QProcess::NotRunning, 20000);
        QVERIFY2(p.state() == QProcess::Running, "surfio ended early: " + p.readAllStandardError());
        QTest::qWait(500);  // the stimulus: the signal half a second into the point
        if (signal == SIGTERM)
            p.terminate();
        else
            ::kill(pid_t(p.processId()), signal);

        const Run r = finish(p, "surfio run " + args.join(' '), 20000);
        QVERIFY2(r.exitCode == exitCode, describe(args, r));

        QString why;
        const QJsonObject doc = readJson(json, why);
        QVERIFY2(!doc.isEmpty(), qPrintable(why));
        QCOMPARE(doc.value("stopped").toBool(), true);
        QCOMPARE(doc.value("error").toString(), QString());
        const QJsonArray points = doc.value("points").toArray();
        QVERIFY2(points.size() == 1, compact(doc));
        const QJsonObject point = points.at(0).toObject();
        QCOMPARE(point.value("stopped").toBool(), true);
        QVERIFY2(point.value("read").toObject().value("total_ios").toDouble() > 0, compact(point));
    }

    // ---- 10. What import-fio reads: a file of a sane size, not a device or a FIFO read forever.

    void importFioRefusesWhatIsNoJobFile_data()
    {
        QTest::addColumn<QString>("path");      // %dir: a temp directory with a FIFO and a large file
        QTest::addColumn<QString>("expected");  // in stderr
        QTest::newRow("a character device") << "/dev/urandom"
                                            << "/dev/urandom is a character device, not a file: give a fio job file";
        QTest::newRow("a FIFO no one writes") << "%dir/fifo"
                                              << "%dir/fifo is a FIFO (named pipe), not a file";
        QTest::newRow("a file past 16 MiB") << "%dir/large.fio"
                                            << "%dir/large.fio is larger than 16 MiB: a fio job file is text";
    }

    void importFioRefusesWhatIsNoJobFile()
    {
        QFETCH(QString, path);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        QVERIFY2(dir.isValid(), qPrintable(dir.errorString()));
        QVERIFY2(::mkfifo(QFile::encodeName(dir.filePath("fifo")).constData(), 0600) == 0,
                 qPrintable(qt_error_string(errno)));
        QFile large(dir.filePath("large.fio"));
        QVERIFY(large.open(QIODevice::WriteOnly) && large.resize((qint64(16) << 20) + 1));  // sparse
        large.close();
        path.replace("%dir", dir.path());
        expected.replace("%dir", dir.path());

        const Run r = surfioCommand({"import-fio", path});

        QVERIFY2(r.exitCode == 2, qPrintable("exit code " + QString::number(r.exitCode) + ", stderr: " + r.err));
        QVERIFY2(r.err.contains(expected), qPrintable("stderr should mention \"" + expected + "\": " + r.err));
        QVERIFY2(r.out.isEmpty(), qPrintable(r.out.left(200)));
    }
};

QTEST_GUILESS_MAIN(TestSurfioRun)
#include "tst_surfio_run.moc"
