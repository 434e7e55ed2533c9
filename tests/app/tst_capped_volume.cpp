// What reaches the device, and capped volumes: `surfio run` (SURFIO_BIN)
// against a loop device over /dev/shm, counted by the device itself
// (/sys/block/loopN/stat), and the same device throttled by the blkio
// cgroup as a cloud volume is capped (v1 blkio.throttle.* where it is
// mounted, v2 io.max otherwise). Loop devices, images and cgroups are made
// here and removed by name, also when a check fails; the cases skip with the
// reason where this machine cannot make them (not root, no losetup, no
// cgroup controller).
#include "tests/app/surfio_process.h"
#include "tests/app/throttled_volume.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using testing::compact;
using testing::describe;
using testing::deviceReads;
using testing::finish;
using testing::kTimeoutMs;
using testing::plainEnvironment;
using testing::RamVolume;
using testing::readJson;
using testing::Run;
using testing::runTool;
using testing::Throttle;

namespace {

constexpr uint64_t kBandwidthCap = 24ULL << 20;  // bytes/s, as the volume

QJsonObject onlyPoint(const QJsonObject& doc)
{
    const QJsonArray points = doc.value("points").toArray();
    return points.size() == 1 ? points.first().toObject() : QJsonObject{};
}

}  // namespace

class TestCappedVolume : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { testing::requireSurfioBinary(); }

    // Buffers on huge pages: a 1 MiB read is one request at the device, not
    // one per 128 segments of 4 KiB pages.
    void largeReadsReachTheDeviceWhole_data()
    {
        QTest::addColumn<QString>("bs");
        QTest::addColumn<QString>("fixedbufs");
        QTest::newRow("1m registered buffers") << "1m"
                                               << "1";
        QTest::newRow("1m plain buffers") << "1m"
                                          << "0";
        QTest::newRow("4k") << "4k"
                            << "1";
    }
    void largeReadsReachTheDeviceWhole()
    {
        QFETCH(QString, bs);
        QFETCH(QString, fixedbufs);
        RamVolume volume;
        QString why;
        if (!volume.make(why))
            QSKIP(qPrintable(why));
        QTemporaryDir dir;
        const QString out = dir.filePath("r.json");
        const QStringList args{
            "--filename=" + volume.loop.device, "--rw=randread",        "--bs=" + bs,     "--iodepth=4", "--runtime=1",
            "--fixedbufs=" + fixedbufs,         "--output-format=json", "--output=" + out};
        const qint64 before = deviceReads(volume.loop.device);
        const Run r = testing::surfio(args, plainEnvironment(), kTimeoutMs);
        const qint64 after = deviceReads(volume.loop.device);
        QVERIFY2(r.ok(), describe(args, r));
        const QJsonObject point = onlyPoint(readJson(out, why));
        const double engineReads = point.value("read").toObject().value("total_ios").toDouble();
        QVERIFY2(engineReads > 0 && before >= 0, compact(point));
        const double ratio = double(after - before) / engineReads;
        QVERIFY2(ratio >= 1.0 && ratio <= 1.05,
                 qPrintable(QString("the device completed %1 reads for %2 of the engine's (%3 per I/O); buffers: %4")
                                .arg(after - before)
                                .arg(engineReads)
                                .arg(ratio)
                                .arg(point.value("engine").toObject().value("buffer_pages").toString())));
    }

    // A volume capped at 3000 IOPS and 24 MiB/s: 1 MiB random reads reach the
    // bandwidth cap (each read is one request against the IOPS count).
    void bandwidthCapReachedWithLargeReads()
    {
        RamVolume volume;
        Throttle throttle;
        QString why;
        if (!volume.make(why) || !throttle.make(volume.loop.device, why))
            QSKIP(qPrintable(why));
        QVERIFY(throttle.limit(3000, kBandwidthCap));
        QTemporaryDir dir;
        const QString out = dir.filePath("r.json");
        const QStringList args{"--filename=" + volume.loop.device,
                               "--rw=randread",
                               "--bs=1m",
                               "--iodepth=16",
                               "--runtime=3",
                               "--output-format=json",
                               "--output=" + out};
        const Run r = throttle.surfio(args);
        QVERIFY2(r.ok(), describe(args, r));
        const QJsonObject point = onlyPoint(readJson(out, why));
        const double bw = point.value("read").toObject().value("bw_bytes").toDouble();
        // Above the cap by more than the throttle's own slack: it did not throttle, and this test says nothing.
        QVERIFY2(bw >= 0.95 * double(kBandwidthCap) && bw <= 1.15 * double(kBandwidthCap),
                 qPrintable(QString("1 MiB reads at %1 MiB/s against a 24 MiB/s cap").arg(bw / double(1 << 20))));
    }

    // A slow device is not a dead one: at 10 IOPS the 64 I/Os in flight at
    // the end need 6.4 s; they are waited for and counted.
    void slowDeviceCompletesThePoint()
    {
        RamVolume volume;
        Throttle throttle;
        QString why;
        if (!volume.make(why) || !throttle.make(volume.loop.device, why))
            QSKIP(qPrintable(why));
        QVERIFY(throttle.limit(10, 0));
        QTemporaryDir dir;
        const QString out = dir.filePath("r.json");
        const QStringList args{"--filename=" + volume.loop.device,
                               "--rw=randread",
                               "--bs=4k",
                               "--iodepth=64",
                               "--runtime=2",
                               "--output-format=json",
                               "--output=" + out};
        const Run r = throttle.surfio(args);
        QVERIFY2(r.ok(), describe(args, r));
        const QJsonObject point = onlyPoint(readJson(out, why));
        QCOMPARE(point.value("error").toString(), QString());
        const double ios = point.value("read").toObject().value("total_ios").toDouble();
        const double seconds = point.value("seconds").toDouble();
        QVERIFY2(ios >= 64 && seconds > 2.0, compact(point));  // the drained I/Os count, and their time
        const double iops = ios / seconds;
        QVERIFY2(iops >= 8 && iops <= 13, qPrintable(QString("%1 IOPS under a 10 IOPS cap").arg(iops)));
    }

    // A device that stops answering (one 4 KiB read per 8 s or more:
    // nothing for longer than the 5-s stall limit) fails the run, but the
    // point keeps what it measured, marked stalled, over the time until its
    // last completion, not the silence after it. A wait for several
    // completions must not outlast the stall either (the ring's tick ends
    // only a wait for one).
    void stalledDeviceKeepsWhatWasMeasured_data()
    {
        QTest::addColumn<QString>("bytesPerSecond");
        QTest::addColumn<QString>("iodepth");
        QTest::addColumn<QString>("completeMin");
        QTest::newRow("QD4, a wait for 1") << "512"
                                           << "4"
                                           << "1";
        QTest::newRow("QD8, a wait for 8") << "256"
                                           << "8"
                                           << "8";
    }
    void stalledDeviceKeepsWhatWasMeasured()
    {
        QFETCH(QString, bytesPerSecond);
        QFETCH(QString, iodepth);
        QFETCH(QString, completeMin);
        RamVolume volume;
        Throttle throttle;
        QString why;
        if (!volume.make(why) || !throttle.make(volume.loop.device, why))
            QSKIP(qPrintable(why));
        QVERIFY(throttle.limit(0, bytesPerSecond.toULongLong()));
        QTemporaryDir dir;
        const QString out = dir.filePath("r.json");
        const QStringList args{"--filename=" + volume.loop.device,
                               "--rw=randread",
                               "--bs=4k",
                               "--iodepth=" + iodepth,
                               "--iodepth_batch_complete_min=" + completeMin,
                               "--runtime=1",
                               "--output-format=json",
                               "--output=" + out};
        const Run r = throttle.surfio(args);
        QVERIFY2(r.exitCode == 1, describe(args, r));
        QVERIFY2(r.err.contains("not responding"), describe(args, r));
        const QJsonObject doc = readJson(out, why);
        const QJsonObject point = onlyPoint(doc);
        QVERIFY2(point.value("stalled").toBool() && point.value("stopped").toBool(), compact(doc));
        QVERIFY2(point.value("error").toString().contains("not responding"), compact(point));
        QVERIFY2(point.value("seconds").toDouble() < 5.0, compact(point));  // the 5 s of silence are not in it
        for (const char* key : {"usr_cpu", "sys_cpu"})                      // over the same span, which may be 0
            QVERIFY2(point.value(key).toDouble() >= 0 && point.value(key).toDouble() <= 100, compact(point));
    }
};

QTEST_GUILESS_MAIN(TestCappedVolume)
#include "tst_capped_volume.moc"
