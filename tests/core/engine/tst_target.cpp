// Specifies how Target::open takes a path: what it refuses before anything
// is created, with the reason, and what it creates and removes again. And
// target.h's refusals that depend on the device under a target: --hipri
// (polled completions) needs a device whose queue polls. No device here has
// poll queues, so the tests check the refusal and its reason. The loop device
// rows need root and losetup; they skip otherwise.

#include "core/engine/engine.h"
#include "core/engine/target.h"
#include "tests/system_tools.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <unistd.h>

using namespace surfio;
using testing::ShmLoop;

namespace {

JobSpec reads(const QString& target, bool hipri)
{
    JobSpec s;
    s.targets = {target.toStdString()};
    s.regionSize = 1 << 20;
    s.hipri = hipri;
    return s;
}

// What a row of the open tests finds in its temporary directory before it
// opens NAME: nothing, a 1 MiB file at NAME, or a scratch file left where a
// directory target would create its own.
enum class Before { Nothing, File, Scratch };

QString scratchName()
{
    return QStringLiteral("surfio-scratch-%1.dat").arg(getpid());
}

// Makes what the row asks for in dir; the path to open (NAME in dir, or NAME
// itself when absolute; dir itself when NAME is empty).
QString prepare(const QTemporaryDir& dir, Before before, const QString& name)
{
    QString path = name.startsWith('/') ? name : name.isEmpty() ? dir.path() : dir.filePath(name);
    const QString made = before == Before::File ? path : before == Before::Scratch ? dir.filePath(scratchName()) : "";
    if (!made.isEmpty()) {
        QFile f(made);
        if (!f.open(QIODevice::WriteOnly) || !f.resize(1 << 20))
            qFatal("cannot make %s", qPrintable(made));
    }
    return path;
}

}  // namespace

Q_DECLARE_METATYPE(Before)

class TestTarget : public QObject {
    Q_OBJECT

    std::unique_ptr<ShmLoop> file_;

    // A 1 MiB file in /dev/shm, and a loop device over it when asked; why not, when this machine cannot.
    QString makeTarget(bool onLoop, QString& target)
    {
        file_ = std::make_unique<ShmLoop>();
        QString why = file_->makeImage(QStringLiteral("surfio-tst_target"), 1 << 20, false);
        if (why.isEmpty() && onLoop)
            why = file_->attach();
        target = onLoop ? file_->device : file_->image;
        return why;
    }

private Q_SLOTS:
    void cleanup() { file_.reset(); }

    // Each refusal comes before anything is created or changed, and says why.
    void openRefusesWithAReason_data()
    {
        QTest::addColumn<Before>("before");
        QTest::addColumn<QString>("name");
        QTest::addColumn<qint64>("offset");
        QTest::addColumn<qint64>("size");  // --size; 0: the file's own
        QTest::addColumn<bool>("writes");
        QTest::addColumn<bool>("direct");
        QTest::addColumn<QStringList>("reason");  // %dir: the temporary directory, %path: what is opened
        const qint64 mib = 1 << 20;
        QTest::newRow("a new file in a missing directory")
            << Before::Nothing << "missing/new.dat" << 0LL << mib << true << false
            << QStringList{"directory %dir/missing does not exist, so %path cannot be created"};
        QTest::newRow("a new file where the kernel keeps its own")
            << Before::Nothing << "/proc/surfio-tst_target-no-such-device" << 0LL << mib << false << false
            << QStringList{"no such device %path", "Surfio does not create files in /proc"};
        QTest::newRow("neither a file, a directory nor a block device")
            << Before::Nothing << "/dev/null" << 0LL << 0LL << false << false
            << QStringList{"/dev/null is neither a file, a directory nor a block device"};
        QTest::newRow("a new file without --size") << Before::Nothing << "new.dat" << 0LL << 0LL << true << false
                                                   << QStringList{"--size is needed to create %path"};
        QTest::newRow("a directory without --size") << Before::Nothing << "" << 0LL << 0LL << true << false
                                                    << QStringList{"--size is needed to create %dir/surfio-scratch-"};
        QTest::newRow("an offset past the file's end")
            << Before::File << "old.dat" << 2 * mib << 0LL << false << false
            << QStringList{"%path holds 1 MiB, nothing past --offset=2097152"};
        QTest::newRow("reads only, a region past the file's end")
            << Before::File << "old.dat" << 0LL << 2 * mib << false << false
            << QStringList{"%path holds 1 MiB but the region ends at 2 MiB", "give --size=1048576 or less"};
        QTest::newRow("direct I/O, a region off the alignment")
            << Before::File << "old.dat" << 0LL << mib - 1 << false << true
            << QStringList{"the region (offset 0, size 1048575) of %path is not aligned to its"};
        QTest::newRow("a scratch file already there")
            << Before::Scratch << "" << 0LL << mib << true << false
            << QStringList{"%dir/" + scratchName() + " already exists (left by an earlier run?)"};
    }

    void openRefusesWithAReason()
    {
        QFETCH(Before, before);
        QFETCH(QString, name);
        QFETCH(qint64, offset);
        QFETCH(qint64, size);
        QFETCH(bool, writes);
        QFETCH(bool, direct);
        QFETCH(QStringList, reason);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = prepare(dir, before, name);
        const QStringList filesBefore = QDir(dir.path()).entryList(QDir::Files);
        reason.replaceInStrings("%path", path);
        reason.replaceInStrings("%dir", dir.path());

        JobSpec s;
        s.regionOffset = uint64_t(offset);
        s.regionSize = uint64_t(size);
        s.direct = direct;
        Problem problem;
        QVERIFY(!Target::open(path.toStdString(), s, writes, s.blockSizes(), problem));
        QCOMPARE(problem.kind, Problem::Kind::Input);
        for (const QString& part : reason)
            QVERIFY2(QString::fromStdString(problem.message).contains(part), problem.message.c_str());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), filesBefore);  // nothing made, nothing taken over
    }

    // What open creates it keeps, but for a directory's scratch file, which
    // goes with the target.
    void openCreatesAndRemoves_data()
    {
        QTest::addColumn<Before>("before");
        QTest::addColumn<QString>("name");
        QTest::addColumn<qint64>("size");
        QTest::addColumn<bool>("writes");
        QTest::addColumn<QString>("opened");  // the file I/O goes to, in the directory
        QTest::addColumn<bool>("stays");      // after the target closes
        const qint64 mib = 1 << 20;
        QTest::newRow("an existing file, all of it, read")
            << Before::File << "old.dat" << 0LL << false << "old.dat" << true;
        QTest::newRow("a new file") << Before::Nothing << "new.dat" << mib << true << "new.dat" << true;
        QTest::newRow("a directory") << Before::Nothing << "" << mib << true << scratchName() << false;
    }

    void openCreatesAndRemoves()
    {
        QFETCH(Before, before);
        QFETCH(QString, name);
        QFETCH(qint64, size);
        QFETCH(bool, writes);
        QFETCH(QString, opened);
        QFETCH(bool, stays);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = prepare(dir, before, name);
        JobSpec s;
        s.regionSize = uint64_t(size);
        s.direct = false;
        Problem problem;
        auto target = Target::open(path.toStdString(), s, writes, s.blockSizes(), problem);
        QVERIFY2(target, problem.message.c_str());
        QVERIFY(target->fd() >= 0);
        QCOMPARE(QString::fromStdString(target->info().ioPath), dir.filePath(opened));
        QCOMPARE(target->info().regionSize, uint64_t(1 << 20));
        QCOMPARE(QFileInfo(dir.filePath(opened)).size(), qint64(1 << 20));  // a new one reserved whole
        target.reset();
        QCOMPARE(QFileInfo::exists(dir.filePath(opened)), stays);
    }

    void hipriNeedsAPollingDevice_data()
    {
        QTest::addColumn<bool>("onLoop");
        QTest::addColumn<bool>("hipri");
        QTest::addColumn<QStringList>("reason");  // empty: opens
        QTest::newRow("loop device, --hipri")
            << true << true
            << QStringList{"--hipri needs polled completions, which %loop under %target does not offer",
                           "queue/io_poll is 0", "nvme.poll_queues"};
        QTest::newRow("file on tmpfs, --hipri")
            << false << true << QStringList{"%target lies on none (tmpfs)", "leave --hipri out"};
        QTest::newRow("loop device without --hipri") << true << false << QStringList{};
        QTest::newRow("file on tmpfs without --hipri") << false << false << QStringList{};
    }

    void hipriNeedsAPollingDevice()
    {
        QFETCH(bool, onLoop);
        QFETCH(bool, hipri);
        QFETCH(QStringList, reason);
        QString target;
        if (const QString why = makeTarget(onLoop, target); !why.isEmpty())
            QSKIP(qPrintable(why));
        reason.replaceInStrings("%loop", QFileInfo(target).fileName());
        reason.replaceInStrings("%target", target);

        const JobSpec s = reads(target, hipri);
        Problem problem;
        const auto opened = Target::open(target.toStdString(), s, false, s.blockSizes(), problem);
        if (reason.isEmpty()) {
            QVERIFY2(opened, problem.message.c_str());
            return;
        }
        QVERIFY(!opened);
        QCOMPARE(problem.kind, Problem::Kind::Input);
        for (const QString& part : reason)
            QVERIFY2(QString::fromStdString(problem.message).contains(part), problem.message.c_str());
    }

    // A target opened for one spec still refuses a hipri job given it later.
    void theEngineRefusesHipriOnATargetOpenedWithout()
    {
        QString target;
        if (const QString why = makeTarget(false, target); !why.isEmpty())
            QSKIP(qPrintable(why));
        JobSpec s = reads(target, false);
        Problem problem;
        const auto opened = Target::open(target.toStdString(), s, false, s.blockSizes(), problem);
        QVERIFY2(opened, problem.message.c_str());
        s.hipri = true;
        std::atomic<bool> stop{false};
        const JobResult r = runJob(s, {opened.get()}, stop);
        QVERIFY2(QString::fromStdString(r.error).contains("--hipri needs polled completions"), r.error.c_str());
        QCOMPARE(r.read.ios, 0u);
    }
};

QTEST_GUILESS_MAIN(TestTarget)
#include "tst_target.moc"
