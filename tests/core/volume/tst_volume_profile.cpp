// Volume profiles (core/volume): every shipped file reads and promises what
// its provider's own tables say at their sizes; a bad file is named with its
// line and key; a spec the provider would not sell is refused with the fix.
#include "core/analysis/analysis_text.h"
#include "core/volume/volume_library.h"
#include "core/volume/volume_promise_json.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace surfio;
using namespace Qt::Literals::StringLiterals;

namespace {

constexpr double kMiB = 1 << 20;

const QStringList kShipped{u"aws-gp2"_s,
                           u"aws-gp3"_s,
                           u"aws-io2"_s,
                           u"azure-premium-ssd"_s,
                           u"gcp-pd-balanced"_s,
                           u"gcp-pd-ssd"_s,
                           u"oci-balanced"_s,
                           u"oci-higher-performance"_s,
                           u"oci-ultra-high-performance"_s};

}  // namespace

class TestVolumeProfile : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QDir(userVolumeDirectory()).removeRecursively();  // what an earlier run left
    }

    void cleanupTestCase() { QDir(userVolumeDirectory()).removeRecursively(); }

    void everyShippedFileReads()
    {
        const QList<VolumeProfile> all = allVolumeProfiles();
        QStringList names;
        for (const VolumeProfile& p : all) {
            names << p.name;
            QVERIFY2(p.builtIn, qPrintable(p.name));
            QVERIFY2(p.source.startsWith(u"https://"_s), qPrintable(p.name + u": no source"_s));
            QVERIFY2(!p.read.isEmpty(), qPrintable(p.name + u": no date read"_s));
        }
        for (const QString& name : kShipped)
            QVERIFY2(names.contains(name), qPrintable(name + u" is not shipped: "_s + names.join(u' ')));
    }

    // The providers' own tables: (spec, IOPS, bytes/s, burst IOPS, seconds a full bucket lasts).
    void promises_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<double>("iops");
        QTest::addColumn<double>("bandwidth");
        QTest::addColumn<double>("burstIops");
        QTest::addColumn<double>("fullSeconds");
        QTest::newRow("gp2 33 GiB: the 100 IOPS floor")
            << u"aws-gp2:33g"_s << 100.0 << 128 * kMiB << 3000.0 << 5.4e6 / 2900;
        QTest::newRow("gp2 100 GiB: 33 min of burst") << u"aws-gp2:100g"_s << 300.0 << 128 * kMiB << 3000.0 << 2000.0;
        QTest::newRow("gp2 1,000 GiB: no burst") << u"aws-gp2:1000g"_s << 3000.0 << 250 * kMiB << 0.0 << 0.0;
        QTest::newRow("gp2 5,334 GiB: the 16,000 cap") << u"aws-gp2:5334g"_s << 16000.0 << 250 * kMiB << 0.0 << 0.0;
        QTest::newRow("gp3 baseline") << u"aws-gp3"_s << 3000.0 << 125 * kMiB << 0.0 << 0.0;
        QTest::newRow("gp3 provisioned") << u"aws-gp3:100g,iops=6000,throughput=250m"_s << 6000.0 << 250 * kMiB << 0.0
                                         << 0.0;
        QTest::newRow("io2 throughput from IOPS")
            << u"aws-io2:100g,iops=10000"_s << 10000.0 << 10000 * 268435.0 << 0.0 << 0.0;
        QTest::newRow("io2 throughput cap") << u"aws-io2:100g,iops=64000"_s << 64000.0 << 4000 * kMiB << 0.0 << 0.0;
        QTest::newRow("OCI Balanced 50 GB") << u"oci-balanced:50g"_s << 3000.0 << 24e6 << 0.0 << 0.0;
        QTest::newRow("OCI Balanced 1 TB") << u"oci-balanced:1t"_s << 25000.0 << 480e6 << 0.0 << 0.0;
        QTest::newRow("OCI Higher Performance 1 TB")
            << u"oci-higher-performance:1t"_s << 50000.0 << 614.4e6 << 0.0 << 0.0;
        QTest::newRow("OCI UHP 30 VPUs 1 TB") << u"oci-ultra-high-performance:1t"_s << 75000.0 << 0.0 << 0.0 << 0.0;
        QTest::newRow("OCI UHP 120 VPUs 1 TB")
            << u"oci-ultra-high-performance:1t,vpus=120"_s << 225.0 * 1024 << 0.0 << 0.0 << 0.0;
        QTest::newRow("Azure 100 GiB is a P10")
            << u"azure-premium-ssd:100g"_s << 500.0 << 100 * kMiB << 3500.0 << 1800.0;
        QTest::newRow("Azure 512 GiB is a P20")
            << u"azure-premium-ssd:512g"_s << 2300.0 << 150 * kMiB << 3500.0 << 1800.0;
        QTest::newRow("Azure 1 TiB is a P30, no burst")
            << u"azure-premium-ssd:1t"_s << 5000.0 << 200 * kMiB << 0.0 << 0.0;
        QTest::newRow("pd-ssd 100 GiB") << u"gcp-pd-ssd:100g"_s << 3000.0 << 100 * 503316.0 << 0.0 << 0.0;
        QTest::newRow("pd-balanced 100 GiB") << u"gcp-pd-balanced:100g"_s << 600.0 << 100 * 293601.0 << 0.0 << 0.0;
    }

    void promises()
    {
        QFETCH(QString, spec);
        QFETCH(double, iops);
        QFETCH(double, bandwidth);
        QFETCH(double, burstIops);
        QFETCH(double, fullSeconds);
        VolumePromise p;
        QString error;
        QVERIFY2(resolveVolume(spec, 0, p, error), qPrintable(error));
        QCOMPARE(p.iops, iops);
        QVERIFY2(qAbs(p.bandwidth - bandwidth) < 1, qPrintable(QString::number(p.bandwidth, 'f', 0)));
        QCOMPARE(p.hasBurst, burstIops > 0);
        QCOMPARE(p.burst.iops, burstIops);
        QVERIFY2(qAbs(p.burst.fullSeconds - fullSeconds) < 0.01, qPrintable(QString::number(p.burst.fullSeconds)));
        QCOMPARE(QString::fromStdString(p.spec), spec);
    }

    void ioUnitCounts()
    {
        VolumePromise p;
        QString error;
        QVERIFY2(resolveVolume(u"aws-gp3"_s, 0, p, error), qPrintable(error));
        QCOMPARE(p.ioUnitBytes, uint64_t(256 << 10));
        QCOMPARE(p.countedIops(100, 1 << 20), 400.0);  // a 1 MiB I/O counts as 4
        QCOMPARE(p.countedIops(100, 4096), 100.0);
    }

    // The size comes from the target where the spec has none.
    void sizeFromTheTarget()
    {
        VolumePromise p;
        QString error;
        QVERIFY2(resolveVolume(u"oci-balanced"_s, uint64_t(50) << 30, p, error), qPrintable(error));
        QCOMPARE(p.iops, 3000.0);
        QCOMPARE(p.sizeBytes, uint64_t(50) << 30);
    }

    // A volume stated far from the target's size is kept, with the target's
    // size beside it: the heading says so, and so does the result's JSON.
    void targetOfAnotherSize_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<qulonglong>("target");
        QTest::addColumn<QString>("note");  // empty: none
        const qulonglong gib = 1ULL << 30;
        QTest::newRow("a test device for 50 GiB")
            << u"oci-balanced:50g"_s << (256ULL << 20) << u"; the target is 256 MiB, not 50 GiB"_s;
        QTest::newRow("twice the volume")
            << u"aws-gp2:100g"_s << 200 * gib << u"; the target is 200 GiB, not 100 GiB"_s;
        QTest::newRow("the volume itself") << u"oci-balanced:50g"_s << 50 * gib << QString();
        QTest::newRow("within a tenth") << u"oci-balanced:50g"_s << 54 * gib << QString();
        QTest::newRow("size from the target") << u"oci-balanced"_s << 50 * gib << QString();
        QTest::newRow("target not known") << u"oci-balanced:50g"_s << 0ULL << QString();
    }

    void targetOfAnotherSize()
    {
        QFETCH(QString, spec);
        QFETCH(qulonglong, target);
        QFETCH(QString, note);
        VolumePromise p;
        QString error;
        QVERIFY2(resolveVolume(spec, target, p, error), qPrintable(error));
        QCOMPARE(p.targetBytes, uint64_t(target));
        QCOMPARE(p.targetSizeDiffers(), !note.isEmpty());
        const QString heading = promiseHeading(p);
        if (note.isEmpty())
            QVERIFY2(!heading.contains(u"the target is"_s), qPrintable(heading));
        else
            QVERIFY2(heading.endsWith(note), qPrintable(heading));
        VolumePromise back;
        QVERIFY2(volumePromiseFromJson(volumePromiseToJson(p), back, error), qPrintable(error));
        QCOMPARE(back, p);
    }

    // Azure's credit burst is in IOPS and bandwidth; the heading names both.
    void burstBandwidthInTheHeading()
    {
        VolumePromise p;
        QString error;
        QVERIFY2(resolveVolume(u"azure-premium-ssd:128g"_s, 0, p, error), qPrintable(error));
        QVERIFY(p.hasBurst && p.burst.bandwidth > 0);
        const QString heading = promiseHeading(p);
        QVERIFY2(heading.contains(u", bursts to 3,500 IOPS and 170.0 MiB/s"_s), qPrintable(heading));
    }

    // A target smaller than any volume of the profile: the size came from it,
    // so the message says so and how to give the volume's own.
    void targetSmallerThanAnyVolume()
    {
        VolumePromise p;
        QString error;
        QVERIFY(!resolveVolume(u"aws-gp3"_s, uint64_t(256) << 20, p, error));
        QVERIFY2(error.contains(u"the target is 256 MiB"_s) && error.contains(u"--volume=aws-gp3:100g"_s),
                 qPrintable(error));
        QVERIFY(!resolveVolume(u"aws-gp2:100m"_s, 0, p, error));
        QVERIFY2(error.contains(u"1 GiB to 16,384 GiB; 100 MiB is not one"_s), qPrintable(error));
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QString>("says");
        QTest::newRow("gp3 over 500 IOPS/GiB") << u"aws-gp3:10g,iops=6000"_s << u"at least 12 GiB"_s;
        QTest::newRow("io2 without its IOPS") << u"aws-io2:100g"_s << u"iops="_s;
        QTest::newRow("a size needed") << u"oci-balanced"_s << u"oci-balanced:100g"_s;
        QTest::newRow("larger than the tiers") << u"azure-premium-ssd:2t"_s << u"P30"_s;
        QTest::newRow("below OCI's smallest") << u"oci-balanced:10g"_s << u"50 GiB"_s;
        QTest::newRow("not a size") << u"oci-balanced:abc"_s << u"not a size"_s;
        QTest::newRow("unknown profile") << u"nope:1g"_s << u"aws-gp2"_s;
        QTest::newRow("no levels") << u"aws-gp2:100g,vpus=30"_s << u"takes no vpus="_s;
        QTest::newRow("a level it lacks") << u"oci-ultra-high-performance:1t,vpus=35"_s << u"vpus="_s;
        QTest::newRow("gp2 takes no IOPS") << u"aws-gp2:100g,iops=500"_s << u"drop iops="_s;
        QTest::newRow("a part twice") << u"aws-gp3,iops=3000,iops=4000"_s << u"twice"_s;
        QTest::newRow("an unknown part") << u"aws-gp3,speed=9"_s << u"iops=N"_s;
        QTest::newRow("throughput without its unit") << u"aws-gp3,throughput=250"_s << u"throughput=250m"_s;
        QTest::newRow("a file that is not there") << u"/nonexistent/mine.json:100g"_s << u"there is no file"_s;
        QTest::newRow("gp3 throughput over 0.25 MiB/s per IOPS")
            << u"aws-gp3:100g,throughput=1000m"_s << u"at least 4,?000 IOPS"_s;
    }

    void refusals()
    {
        QFETCH(QString, spec);
        QFETCH(QString, says);
        VolumePromise p;
        QString error;
        QVERIFY(!resolveVolume(spec, 0, p, error));
        QVERIFY2(error.contains(QRegularExpression(says)), qPrintable(error));
    }

    // A person's file: named with the line and key at fault.
    void badFiles_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("says");
        QTest::newRow("not JSON") << QByteArray("{\n \"surfio_volume\": 1,\n \"iops\": {,}\n}") << u"line 3"_s;
        QTest::newRow("no source") << QByteArray("{\"surfio_volume\": 1,\n\"iops\": {\"baseline\": 5}}") << u"source"_s;
        QTest::newRow("a typo") << QByteArray(
            "{\"surfio_volume\": 1, \"source\": \"x\",\n\n\"iops\": {\"per_gib\": 3}}")
                                << u"line 3: \"iops.per_gib\""_s;
        QTest::newRow("a negative rate") << QByteArray(
            "{\"surfio_volume\": 1, \"source\": \"x\",\n\"iops\": {\"per_gb\": -3}}")
                                         << u"line 2: \"iops.per_gb\""_s;
        QTest::newRow("min above max") << QByteArray(
            "{\"surfio_volume\": 1, \"source\": \"x\",\n\"iops\": {\"per_gb\": 3, \"min\": 9, \"max\": 2}}")
                                       << u"iops.min"_s;
        QTest::newRow("min_gb above max_gb") << QByteArray(
            "{\"surfio_volume\": 1, \"source\": \"x\", \"iops\": {\"baseline\": 5},\n\"min_gb\": 100, \"max_gb\": 10}")
                                             << u"line 2: \"min_gb\" is above \"max_gb\""_s;
        QTest::newRow("a burst without a bucket")
            << QByteArray("{\"surfio_volume\": 1, \"source\": \"x\", \"iops\": {\"baseline\": 5},\n\"burst\": "
                          "{\"iops\": 50}}")
            << u"bucket_ios"_s;
        QTest::newRow("promises nothing") << QByteArray("{\"surfio_volume\": 1, \"source\": \"x\"}") << u"nothing"_s;
        QTest::newRow("another format") << QByteArray("{\"surfio_volume\": 2}") << u"surfio_volume"_s;
    }

    void badFiles()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, says);
        VolumeProfile p;
        QString error;
        QVERIFY(!readVolumeProfile(text, u"mine.json"_s, p, error));
        QVERIFY2(error.startsWith(u"mine.json"_s), qPrintable(error));
        QVERIFY2(error.contains(says), qPrintable(error));
    }

    // A person's own file wins over the built-in of its name, and its error
    // is said rather than the built-in taken silently.
    void ownFilesOverride()
    {
        const QString dir = userVolumeDirectory();
        QVERIFY(QDir().mkpath(dir));
        QFile f(dir + u"/aws-gp3.json"_s);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"surfio_volume\": 1, \"source\": \"our contract\", \"iops\": {\"baseline\": 4000}}");
        f.close();
        VolumePromise p;
        QString error;
        QVERIFY2(resolveVolume(u"aws-gp3"_s, 0, p, error), qPrintable(error));
        QCOMPARE(p.iops, 4000.0);
        int named = 0;
        for (const VolumeProfile& profile : allVolumeProfiles())
            named += profile.name == u"aws-gp3"_s ? 1 : 0;
        QCOMPARE(named, 1);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("{\"surfio_volume\": 1, \"source\": \"x\",\n \"iops\": 7}");
        f.close();
        QVERIFY(!resolveVolume(u"aws-gp3"_s, 0, p, error));
        QVERIFY2(error.contains(dir) && error.contains(u"line 2"_s), qPrintable(error));
        QVERIFY(QFile::remove(dir + u"/aws-gp3.json"_s));
    }
};

QTEST_GUILESS_MAIN(TestVolumeProfile)
#include "tst_volume_profile.moc"
