// Promised against measured (core/analysis/promised.h): results built by
// hand, whose limits the analysis finds, held against a promise set in the
// matrix: each verdict, what would reach a limit not reached, the
// provider's I/O unit, and a burst against its bucket.
#include "core/analysis/analysis.h"
#include "core/analysis/analysis_json.h"
#include "core/analysis/analysis_text.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace surfio;
using namespace Qt::Literals::StringLiterals;

namespace {

constexpr double kMiB = 1 << 20;

JobResult run(int point, uint64_t bs, uint32_t depth, double iops)
{
    JobResult r;
    r.point = point;
    r.spec.pattern = Pattern::RandRead;
    r.spec.blockSize = bs;
    r.spec.queueDepth = depth;
    r.seconds = 1;
    r.read.ios = uint64_t(iops);
    r.read.bytes = uint64_t(iops) * bs;
    r.read.latSumNs = 100e3 * iops;
    for (int i = 0; i < 100; ++i)
        r.read.histogram.add(100000);
    return r;
}

// A volume serving min(iops / units, bandwidth / bs), swept over sizes at a depth.
ResultSet sweep(double iops, double bandwidth, uint32_t depth = 32, uint64_t largest = 1 << 20, uint64_t unit = 0)
{
    ResultSet results;
    int point = 0;
    for (uint64_t bs = 4096; bs <= largest; bs *= 2) {
        const double units = unit ? double((bs + unit - 1) / unit) : 1;
        results.points.append(run(point++, bs, depth, std::min(iops / units, bandwidth / double(bs))));
    }
    return results;
}

VolumePromise promise(double iops, double bandwidth)
{
    VolumePromise p;
    p.profile = "test";
    p.spec = "test:100g";
    p.sizeBytes = uint64_t(100) << 30;
    p.iops = iops;
    p.bandwidth = bandwidth;
    return p;
}

const PromiseCheck* checkOf(const Analysis& a, PromiseLimit limit)
{
    for (const PromiseCheck& c : a.promised.checks)
        if (c.limit == limit)
            return &c;
    return nullptr;
}

// Samples of a point that holds `high` IOPS for `seconds`, then `low`, for 10 s.
void addBurst(JobResult& r, double high, double seconds, double low)
{
    std::vector<IntervalSample> samples;
    for (int i = 1; i <= 100; ++i) {
        IntervalSample s;
        s.t = 0.1 * i;
        s.seconds = 0.1;
        const double iops = s.t <= seconds ? high : low;
        s.read.ios = uint64_t(iops * 0.1 * (1 + 0.01 * ((i * 7) % 5 - 2)));
        s.read.bytes = s.read.ios * r.spec.blockSize;
        samples.push_back(s);
    }
    r.samples = SharedVector<IntervalSample>(std::move(samples));
    r.seconds = 10;
}

}  // namespace

class TestPromised : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void verdicts_data()
    {
        QTest::addColumn<double>("iopsCap");
        QTest::addColumn<double>("bandwidthCap");
        QTest::addColumn<uint32_t>("depth");
        QTest::addColumn<QString>("iopsVerdict");
        QTest::addColumn<QString>("bandwidthVerdict");
        // Promised: 3,000 IOPS and 24 MiB/s.
        QTest::newRow("both met") << 3000.0 << 24 * kMiB << 32u << u"met"_s << u"met"_s;
        QTest::newRow("within 5 % is met") << 2880.0 << 23 * kMiB << 32u << u"met"_s << u"met"_s;
        QTest::newRow("IOPS below") << 2000.0 << 24 * kMiB << 32u << u"below"_s << u"met"_s;
        QTest::newRow("bandwidth below") << 3000.0 << 12 * kMiB << 32u << u"met"_s << u"below"_s;
        QTest::newRow("above: bursting or larger") << 4000.0 << 24 * kMiB << 32u << u"above"_s << u"met"_s;
        QTest::newRow("QD 1 reaches neither") << 1200.0 << 10 * kMiB << 1u << u"not reached"_s << u"not reached"_s;
    }

    void verdicts()
    {
        QFETCH(double, iopsCap);
        QFETCH(double, bandwidthCap);
        QFETCH(uint32_t, depth);
        QFETCH(QString, iopsVerdict);
        QFETCH(QString, bandwidthVerdict);
        ResultSet results = sweep(iopsCap, bandwidthCap, depth);
        results.matrix.volume = promise(3000, 24 * kMiB);
        const Analysis a = analyze(results, 1e6);
        const PromiseCheck* iops = checkOf(a, PromiseLimit::Iops);
        const PromiseCheck* bandwidth = checkOf(a, PromiseLimit::Bandwidth);
        QVERIFY(iops && bandwidth);
        const QString text = analysisSummary(a);
        QCOMPARE(QLatin1String(promiseVerdictName(iops->verdict)), iopsVerdict);
        QCOMPARE(QLatin1String(promiseVerdictName(bandwidth->verdict)), bandwidthVerdict);
        QVERIFY2(text.contains(u"Promised: test at 100 GiB promises 3"_s), qPrintable(text));
        if (iops->verdict == PromiseVerdict::Below)
            QVERIFY2(text.contains(QRegularExpression(u"1,?000 short"_s)), qPrintable(text));
        if (iops->verdict == PromiseVerdict::Above)  // a profile without bursts does not say "bursting"
            QVERIFY2(text.contains(u"a larger volume than stated"_s) && !text.contains(u"burst"_s), qPrintable(text));
    }

    // A run stopped before any point finished measured nothing: no verdict
    // (not "not reached"), and no promise line in the summary.
    void aRunThatMeasuredNothingIsNotHeld()
    {
        ResultSet results;
        results.points.append(run(0, 4096, 32, 0));
        results.points.front().stopped = true;
        results.stopped = true;
        results.matrix.volume = promise(3000, 24 * kMiB);
        const Analysis a = analyze(results, 1e6);
        QVERIFY(a.promised.checks.isEmpty());
        QVERIFY2(!analysisSummary(a).contains(u"Promised"_s), qPrintable(analysisSummary(a)));
    }

    // Not reached: a point that would reach it, by Little's law from what
    // QD 1 reached, and with blocks as large as the crossover.
    void whatWouldReachIt()
    {
        ResultSet results = sweep(1200, 1e12, 1, 16384);
        results.matrix.volume = promise(3000, 400 * kMiB);
        const Analysis a = analyze(results, 1e6);
        const PromiseCheck* iops = checkOf(a, PromiseLimit::Iops);
        const PromiseCheck* bandwidth = checkOf(a, PromiseLimit::Bandwidth);
        QVERIFY(iops && bandwidth);
        QCOMPARE(iops->verdict, PromiseVerdict::NotReached);
        QCOMPARE(iops->neededDepth, 4u);  // 1.25 × 3,000 / 1,200 I/Os in flight
        QCOMPARE(bandwidth->verdict, PromiseVerdict::NotReached);
        QCOMPARE(bandwidth->neededBlockSize, uint64_t(256) << 10);  // 400 MiB/s / 3,000 = 137 KB
        QVERIFY2(promiseCheckText(*bandwidth, a.promised.promise).contains(u"256 KiB blocks at QD"_s),
                 qPrintable(promiseCheckText(*bandwidth, a.promised.promise)));
    }

    // --target-count=1,2 with one volume's promise: the one-target group is
    // held against it, the two-target group (twice the IOPS, two volumes'
    // sum) is not, so no "above" comes of the sum.
    void severalTargetsAreNotOneVolume()
    {
        ResultSet results = sweep(3000, 24 * kMiB);
        const ResultSet two = sweep(6000, 48 * kMiB);
        for (JobResult r : two.points) {
            r.point = int(results.points.size());
            r.spec.targets = {"/dev/a", "/dev/b"};
            results.points.append(r);
        }
        for (JobResult& r : results.points)
            if (r.spec.targets.empty())
                r.spec.targets = {"/dev/a"};
        results.matrix.volume = promise(3000, 24 * kMiB);
        const Analysis a = analyze(results, 1e6);
        QCOMPARE(a.limits.size(), 2);
        QCOMPARE(a.promised.checks.size(), 2);  // IOPS and bandwidth, of the one-target group
        for (const PromiseCheck& c : a.promised.checks)
            QCOMPARE(c.verdict, PromiseVerdict::Met);
    }

    // A provider that counts 256 KiB units: a 1 MiB I/O counts as 4, so the
    // volume's 3,000 are met though it serves 750 of them.
    void unitsAreCounted()
    {
        ResultSet results = sweep(3000, 2000 * kMiB, 32, 4 << 20, 256 << 10);
        VolumePromise p = promise(3000, 2000 * kMiB);
        p.ioUnitBytes = 256 << 10;
        results.matrix.volume = p;
        const Analysis a = analyze(results, 1e6);
        const PromiseCheck* iops = checkOf(a, PromiseLimit::Iops);
        QVERIFY(iops);
        QCOMPARE(iops->verdict, PromiseVerdict::Met);
        QCOMPARE(promisedIops(p, 1 << 20), 750.0);
        QCOMPARE(promisedIops(p, 4096), 3000.0);
    }

    // A burst of 4 s against buckets that last 4 s, 100 s and 1 s.
    void burstAgainstItsBucket_data()
    {
        QTest::addColumn<double>("fullSeconds");
        QTest::addColumn<QString>("says");
        QTest::newRow("a full bucket") << 4.0 << u"about a full bucket"_s;
        QTest::newRow("partly spent") << 100.0 << u"partly spent"_s;
        QTest::newRow("a larger bucket") << 1.0 << u"larger bucket"_s;
    }

    void burstAgainstItsBucket()
    {
        QFETCH(double, fullSeconds);
        QFETCH(QString, says);
        ResultSet results;
        results.points.append(run(0, 4096, 32, 0));
        addBurst(results.points.first(), 20000, 4, 5000);
        results.points.first().read.ios = uint64_t(20000 * 4 + 5000 * 6);
        VolumePromise p = promise(5000, 0);
        p.hasBurst = true;
        p.burst.iops = 20000;
        p.burst.fullSeconds = fullSeconds;
        results.matrix.volume = p;
        const Analysis a = analyze(results, 1e6);
        const PromiseCheck* burst = checkOf(a, PromiseLimit::Burst);
        QVERIFY(burst);
        QVERIFY(burst->burstEnded);
        QCOMPARE(burst->verdict, PromiseVerdict::Met);
        QVERIFY2(std::abs(burst->seenSeconds - 4) < 0.3, qPrintable(QString::number(burst->seenSeconds)));
        QCOMPARE(burst->modelSeconds, fullSeconds);
        const QString text = promiseCheckText(*burst, p);
        QVERIFY2(text.contains(says), qPrintable(text));
        const QJsonObject json = toJson(a)[u"promised"_s].toObject();
        const QJsonObject verdict = json[u"verdicts"_s].toArray().last().toObject();
        QCOMPARE(verdict[u"limit"_s].toString(), u"burst"_s);
        QCOMPARE(verdict[u"model_s"_s].toDouble(), fullSeconds);
        QCOMPARE(json[u"burst"_s].toObject()[u"iops"_s].toDouble(), 20000.0);
    }

    // gp2 at 100 GiB (300 IOPS, bursting to 3,000) held at its ceiling the
    // whole run, with one IOPS-bound point (no limit fitted): the IOPS line
    // says bursting at the ceiling, and the burst line that it held it.
    void heldAtTheBurstCeiling()
    {
        ResultSet results = sweep(3100, 24 * kMiB, 32, 64 << 10);  // 4 KiB alone under the crossover
        VolumePromise p = promise(300, 0);
        p.hasBurst = true;
        p.burst.iops = 3000;
        p.burst.fullSeconds = 1800;
        results.matrix.volume = p;
        const Analysis a = analyze(results, 1e6);
        const PromiseCheck* iops = checkOf(a, PromiseLimit::Iops);
        const PromiseCheck* burst = checkOf(a, PromiseLimit::Burst);
        QVERIFY(iops && burst);
        QCOMPARE(iops->verdict, PromiseVerdict::Above);
        const QString iopsText = promiseCheckText(*iops, p);
        QVERIFY2(iopsText.contains(u"at the burst ceiling of 3,000 IOPS"_s), qPrintable(iopsText));
        QVERIFY2(!iopsText.contains(u"far more"_s), qPrintable(iopsText));
        QCOMPARE(burst->verdict, PromiseVerdict::Met);
        QVERIFY(burst->measured && *burst->measured > 3000);
    }

    void jsonShape()
    {
        ResultSet results = sweep(2000, 24 * kMiB);
        results.matrix.volume = promise(3000, 24 * kMiB);
        const QJsonObject json = toJson(analyze(results, 1e6));
        const QJsonObject promised = json[u"promised"_s].toObject();
        QCOMPARE(promised[u"profile"_s].toString(), u"test"_s);
        QCOMPARE(promised[u"iops"_s].toDouble(), 3000.0);
        QVERIFY(promised[u"io_unit_bytes"_s].isNull());
        QVERIFY(promised[u"burst"_s].isNull());
        const QJsonObject first = promised[u"verdicts"_s].toArray().first().toObject();
        QCOMPARE(first[u"limit"_s].toString(), u"iops"_s);
        QCOMPARE(first[u"verdict"_s].toString(), u"below"_s);
        QVERIFY(std::abs(first[u"measured"_s].toDouble() - 2000) < 40);
        QVERIFY(!first[u"note"_s].toString().isEmpty());
        QCOMPARE(first[u"rwmixread"_s].toInt(), 100);
        // Without a promise there is no "promised" at all.
        QVERIFY(!toJson(analyze(sweep(2000, 24 * kMiB), 1e6)).contains(u"promised"_s));
    }
};

QTEST_GUILESS_MAIN(TestPromised)
#include "tst_promised.moc"
