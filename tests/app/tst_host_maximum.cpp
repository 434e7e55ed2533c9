// The host maximum over many volumes (the OCI page's twenty 1 TB volumes),
// on two simulated volumes whose limits are known exactly: RAM loop devices
// each throttled to 2,000 IOPS by the blkio cgroup
// (tests/app/throttled_volume.h). `surfio run --target-count=1,2` runs the
// point on the first volume, then on both: the sum doubles, each point keeps
// every volume's own figures beside it, and the analysis reads the sum as
// growing with the volumes (no host limit: each volume is the limit). A count
// past the volumes given is refused with the fix. Skips with the reason
// where this machine cannot make the volumes.
#include "tests/app/surfio_process.h"
#include "tests/app/throttled_volume.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using testing::compact;
using testing::describe;
using testing::RamVolume;
using testing::readJson;
using testing::Run;
using testing::Throttle;

namespace {

constexpr double kVolumeIops = 2000;
constexpr double kTolerance = 0.10;  // the throttle's own slack, and a short point

bool within(double value, double expected)
{
    return std::abs(value - expected) <= kTolerance * expected;
}

double readIops(const QJsonObject& o)
{
    return o.value("read").toObject().value("iops").toDouble();
}

}  // namespace

class TestHostMaximum : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { testing::requireSurfioBinary(); }

    void sumGrowsWithTheVolumes()
    {
        RamVolume first, second;
        Throttle throttle;
        QString why;
        if (!first.make(why, "-1") || !second.make(why, "-2")
            || !throttle.make({first.loop.device, second.loop.device}, why))
            QSKIP(qPrintable(why));
        QVERIFY(throttle.limit(uint64_t(kVolumeIops), 0));
        QTemporaryDir dir;
        const QString out = dir.filePath("r.json");
        // Two jobs: at one target both on it, at two one each.
        const QStringList args{"--filename=" + first.loop.device + ":" + second.loop.device,
                               "--target-count=1,2",
                               "--rw=randread",
                               "--bs=4k",
                               "--iodepth=16",
                               "--numjobs=2",
                               "--runtime=2s",
                               "--ramp_time=500ms",
                               "--output-format=json",
                               "--output=" + out};
        const Run r = throttle.surfio(args);
        QVERIFY2(r.ok(), describe(args, r));
        const QJsonObject doc = readJson(out, why);
        const QJsonArray points = doc.value("points").toArray();
        QCOMPARE(points.size(), 2);
        for (int i = 0; i < 2; ++i) {
            const QJsonObject point = points.at(i).toObject();
            const QByteArray what = compact(point.value("targets"));
            const QJsonArray targets = point.value("targets").toArray();
            QCOMPARE(targets.size(), i + 1);
            QVERIFY2(within(readIops(point), kVolumeIops * (i + 1)),
                     what + " sum " + QByteArray::number(readIops(point)));
            for (const QJsonValue t : targets)
                QVERIFY2(within(readIops(t.toObject()), kVolumeIops), what);
            QCOMPARE(targets.last().toObject().value("path").toString(),
                     i == 0 ? first.loop.device : second.loop.device);
        }
        const QJsonArray host = doc.value("analysis").toObject().value("host_limit").toArray();
        QVERIFY2(host.size() == 1, compact(doc.value("analysis").toObject()));
        const QJsonObject iops = host.first().toObject().value("iops").toObject();
        QVERIFY2(iops.value("shape").toString() == "linear", compact(iops));
        QVERIFY2(within(iops.value("per_target").toDouble(), kVolumeIops), compact(iops));
        QVERIFY2(iops.value("host_limit").isNull(), compact(iops));
    }

    // The terminal table describes every target, the second before the first
    // run on it, and gives each target's share under the run on both.
    void theTableDescribesEachTarget()
    {
        QTemporaryDir dir;
        const QString a = dir.filePath("a"), b = dir.filePath("b");
        const QStringList args{"--filename=" + a + ":" + b,
                               "--target-count=1,2",
                               "--rw=randread",
                               "--bs=4k",
                               "--numjobs=2",
                               "--size=4m",
                               "--runtime=200ms"};
        const Run r = testing::surfio(args, testing::plainEnvironment(), testing::kTimeoutMs);
        QVERIFY2(r.ok(), describe(args, r));
        // Without the warnings a loaded machine may add under a row ("      ! …").
        QStringList lines = r.out.split('\n');
        lines.removeIf([](const QString& l) { return l.startsWith("      !"); });
        const auto lineOf = [&](const QString& start) {
            for (qsizetype i = 0; i < lines.size(); ++i)
                if (lines[i].startsWith(start))
                    return i;
            return qsizetype(-1);
        };
        const qsizetype targetA = lineOf("Target " + a + " (file"), targetB = lineOf("Target " + b + " (file");
        const qsizetype row1 = lineOf("  1 randread"), row2 = lineOf("  2 randread");
        QVERIFY2(targetA >= 0 && row1 > targetA, qPrintable(r.out));
        QVERIFY2(targetB > row1 && row2 == targetB + 1, qPrintable(r.out));
        QCOMPARE(r.out.count("Target " + b + " ("), 1);
        QVERIFY2(!lines.value(row1).contains("target") && lines.value(row2).contains("(on 2 targets)"),
                 qPrintable(r.out));
        // Each target's share under the run on both, none under the run on one.
        QVERIFY2(lines.value(row1 + 1).startsWith("Target " + b), qPrintable(r.out));
        QVERIFY2(lines.value(row2 + 1).startsWith("      on " + a + ": read "), qPrintable(r.out));
        QVERIFY2(lines.value(row2 + 2).startsWith("      on " + b + ": read "), qPrintable(r.out));
    }

    // A count past the targets given is refused before anything runs, with the fix.
    void countPastTheTargetsIsRefused()
    {
        QTemporaryDir dir;
        const QStringList args{"--filename=" + dir.filePath("a") + ":" + dir.filePath("b"), "--target-count=1,3",
                               "--numjobs=4", "--size=1m", "--runtime=1s"};
        const Run r = testing::surfio(args, testing::plainEnvironment(), testing::kTimeoutMs);
        QVERIFY2(r.exitCode == 2, describe(args, r));
        QVERIFY2(r.err.contains("--target-count=3") && r.err.contains("name at least 3 targets"), describe(args, r));
        QVERIFY(!QFileInfo::exists(dir.filePath("a")));
    }
};

QTEST_GUILESS_MAIN(TestHostMaximum)
#include "tst_host_maximum.moc"
