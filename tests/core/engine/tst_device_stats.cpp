// Specifies device_stats.h: the kernel's per-device counters read into
// fio's disk_util, first from stat lines, then around real runs on a loop
// device over a file in /dev/shm (needs root and losetup; those skip otherwise).

#include "core/engine/device_stats.h"
#include "core/engine/engine.h"
#include "core/engine/target.h"
#include "tests/system_tools.h"

#include <QFileInfo>
#include <QTest>

#include <memory>

using namespace surfio;
using namespace std::chrono_literals;
using testing::ShmLoop;

namespace {

constexpr qint64 kImageSize = qint64{32} << 20;

JobSpec randomReads(const QString& device, bool direct)
{
    JobSpec s;
    s.targets = {device.toStdString()};
    s.engine = EngineChoice::IoUring;
    s.blockSize = 4096;
    s.queueDepth = 16;
    s.rampTime = 200ms;
    s.runtime = 1s;
    s.direct = direct;
    return s;
}

}  // namespace

class TestDeviceStats : public QObject {
    Q_OBJECT

    std::unique_ptr<ShmLoop> loop_;

    JobResult runOnLoop(const JobSpec& s)
    {
        Problem problem;
        auto target = Target::open(s.targets.front(), s, false, s.blockSizes(), problem);
        if (!target) {
            qWarning("%s", problem.message.c_str());
            return {};
        }
        std::atomic<bool> stop{false};
        return runJob(s, {target.get()}, stop);
    }

    QString loopName() const { return QFileInfo(loop_->device).fileName(); }

private Q_SLOTS:
    void parsesStatLines_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<quint64>("timeInQueue");
        QTest::newRow("kernel 5.5+: discard and flush fields after")
            << "  1200   3  9600  410  800  5  6400  300  2  700  715  0  0  0  0  9  4" << true << quint64(715);
        QTest::newRow("kernel 4.x: eleven fields") << "1 2 3 4 5 6 7 8 9 10 11" << true << quint64(11);
        QTest::newRow("cut short") << "1 2 3 4 5 6 7 8 9 10" << false << quint64(0);
        QTest::newRow("not numbers") << "a b c d e f g h i j k" << false << quint64(0);
    }

    void parsesStatLines()
    {
        QFETCH(QString, line);
        QFETCH(bool, ok);
        QFETCH(quint64, timeInQueue);
        DiskCounters c;
        QCOMPARE(parseDiskStat(line.toStdString(), c), ok);
        if (ok)
            QCOMPARE(c.field[10], timeInQueue);
    }

    void deltasAreFioDiskUtil()
    {
        DiskCounters before, after;
        QVERIFY(parseDiskStat("100 10 800 50 200 20 1600 80 0 1000 3000", before));
        QVERIFY(parseDiskStat("1100 12 8800 550 260 25 2080 110 4 1400 5000", after));
        const DiskUtil d = diskUtilBetween("vda", before, after, 500.0);
        QCOMPARE(d.name, std::string("vda"));
        QCOMPARE(d.readIos, 1000u);
        QCOMPARE(d.readMerges, 2u);
        QCOMPARE(d.readSectors, 8000u);
        QCOMPARE(d.readTicks, 500u);
        QCOMPARE(d.writeIos, 60u);
        QCOMPARE(d.writeMerges, 5u);
        QCOMPARE(d.writeSectors, 480u);
        QCOMPARE(d.writeTicks, 30u);
        QCOMPARE(d.inQueue, 2000u);
        QCOMPARE(d.util, 80.0);             // 400 ms of io_ticks in 500
        QCOMPARE(d.meanQueueDepth(), 4.0);  // 2000 ms in queue over 500
        // A counter that went back (another device under the name) gives 0, not 2^64 - n.
        DiskCounters high = after, low = before;
        QCOMPARE(diskUtilBetween("vda", high, low, 500.0).readIos, 0u);
    }

    // Attaches the loop device over random data; why not, when this machine cannot.
    QString attachLoop()
    {
        loop_ = std::make_unique<ShmLoop>();
        const QString why = loop_->makeImage(QStringLiteral("surfio-tst_device_stats"), kImageSize, true);
        return why.isEmpty() ? loop_->attach() : why;
    }

    void cleanup() { loop_.reset(); }

    // Direct 4k random reads reach the device one request each: its count
    // after the ramp is the engine's.
    void directReadsAreTheDevicesReads()
    {
        if (const QString why = attachLoop(); !why.isEmpty())
            QSKIP(qPrintable(why));
        const JobResult r = runOnLoop(randomReads(loop_->device, true));
        QVERIFY2(r.error.empty(), r.error.c_str());
        QCOMPARE(r.targets.front().devices.size(), size_t(1));
        QCOMPARE(QString::fromStdString(r.targets.front().devices.front().name), loopName());
        QCOMPARE(r.diskUtil.size(), size_t(1));
        const DiskUtil& d = r.diskUtil.front();
        QCOMPARE(QString::fromStdString(d.name), loopName());
        QVERIFY(r.read.ios > 10000);
        const double ratio = double(d.readIos) / double(r.read.ios);
        QVERIFY2(ratio > 0.98 && ratio < 1.02,
                 qPrintable(QString("device %1, engine %2").arg(d.readIos).arg(r.read.ios)));
        const double bytes = double(d.readSectors) * 512 / double(r.read.bytes);
        QVERIFY2(bytes > 0.98 && bytes < 1.02, qPrintable(QString::number(bytes)));
        QCOMPARE(d.writeIos, 0u);
        // Measured from the end of the ramp to the last completion, give or take the wake-ups.
        QVERIFY2(std::abs(d.msec / 1000 - r.seconds) < 0.1, qPrintable(QString::number(d.msec)));
        QVERIFY2(d.meanQueueDepth() > 0 && d.meanQueueDepth() <= 16.5, qPrintable(QString::number(d.meanQueueDepth())));
        QVERIFY2(d.util > 0 && d.util <= 100, qPrintable(QString::number(d.util)));
        for (const std::string& w : r.warnings)
            QVERIFY2(w.find("completed") == std::string::npos, w.c_str());
    }

    // Buffered reads of a region the page cache holds never reach the device.
    void aCachedReReadSaysThePageCacheAnswered()
    {
        if (const QString why = attachLoop(); !why.isEmpty())
            QSKIP(qPrintable(why));
        JobSpec s = randomReads(loop_->device, false);
        s.regionSize = 4 << 20;  // the ramp reads it into the cache
        s.queueDepth = 4;
        const JobResult r = runOnLoop(s);
        QVERIFY2(r.error.empty(), r.error.c_str());
        QCOMPARE(r.diskUtil.size(), size_t(1));
        QVERIFY2(r.diskUtil.front().readIos * 10 < r.read.ios,
                 qPrintable(QString("device %1, engine %2").arg(r.diskUtil.front().readIos).arg(r.read.ios)));
        QStringList warnings;
        for (const std::string& w : r.warnings)
            warnings.append(QString::fromStdString(w));
        const QString expected = loopName() + " completed";
        QVERIFY2(!warnings.filter(expected).isEmpty() && !warnings.filter("the page cache").isEmpty(),
                 qPrintable(warnings.join('\n')));
    }

    // Each worker's own CPU time over its measured part, as fio's usr_cpu/sys_cpu/ctx.
    void cpuPerWorker()
    {
        if (const QString why = attachLoop(); !why.isEmpty())
            QSKIP(qPrintable(why));
        JobSpec s = randomReads(loop_->device, true);
        s.jobs = 2;
        s.runtime = 500ms;
        const JobResult r = runOnLoop(s);
        QVERIFY2(r.error.empty(), r.error.c_str());
        QCOMPARE(r.workers.size(), size_t(2));
        for (const WorkerTotals& w : r.workers) {
            QVERIFY(w.cpu.recorded());
            QVERIFY2(std::abs(w.cpu.seconds - w.seconds) < 0.05, qPrintable(QString::number(w.cpu.seconds)));
            QVERIFY(w.cpu.userSeconds >= 0 && w.cpu.systemSeconds > 0);
            QVERIFY2(w.cpu.busyPercent() <= 101, qPrintable(QString::number(w.cpu.busyPercent())));
            QVERIFY(w.cpu.contextSwitches > 0);
        }
        const CpuUse all = r.cpu();
        QCOMPARE(all.seconds, r.workers[0].cpu.seconds + r.workers[1].cpu.seconds);
        QVERIFY(all.busyPercent() > 0 && all.busyPercent() <= 101);
        QVERIFY(r.cpuMicrosecondsPerIo() > 0);
    }
};

QTEST_GUILESS_MAIN(TestDeviceStats)
#include "tst_device_stats.moc"
