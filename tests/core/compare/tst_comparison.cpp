// Comparing saved runs point by point: points match on their spec's keys,
// each later run gets the ratio to A and a verdict (Welch's t-test on the
// trials when both sides have two or more, otherwise the ratio alone),
// points not every run has are listed, and points the keys leave alike in
// one run are listed rather than averaged. For latencies lower is faster.

#include "core/compare/compare_csv.h"
#include "core/compare/compare_json.h"
#include "core/compare/compare_text.h"
#include "core/compare/comparison.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QTest>

#include <cmath>

using namespace surfio;
using namespace Qt::Literals::StringLiterals;

namespace {

// A run's points, one a line: "rw=randread bs=4k iodepth=1 rate_iops=0: 1000 1010 990" (the IOPS of
// each trial; every I/O at QD 1 latency, 1 s / IOPS). "nop99" after the figures: no histogram.
ResultSet resultOf(const QStringList& lines)
{
    ResultSet r;
    for (int point = 0; point < lines.size(); ++point) {
        const QStringList halves = lines[point].split(QLatin1Char(':'));
        JobSpec spec;
        for (const QString& pair : halves[0].split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            const QString name = pair.section(QLatin1Char('='), 0, 0);
            const QString value = pair.section(QLatin1Char('='), 1);
            if (name == u"rw"_s)
                spec.pattern = *parsePattern(value.toStdString());
            else if (name == u"bs"_s)
                spec.blockSize = value.chopped(1).toULongLong() * 1024;
            else if (name == u"iodepth"_s)
                spec.queueDepth = value.toUInt();
            else if (name == u"rate_iops"_s)
                spec.rateIops = value.toULongLong();
            else if (name == u"target_count"_s)  // that many targets, as --target-count's points
                for (uint32_t t = 0; t < value.toUInt(); ++t)
                    spec.targets.push_back("/dev/vol" + std::to_string(t));
        }
        const QStringList figures = halves[1].split(QLatin1Char(' '), Qt::SkipEmptyParts);
        int trial = 0;
        for (const QString& figure : figures) {
            if (figure == u"nop99"_s)
                continue;
            JobResult run;
            run.spec = spec;
            run.point = point;
            run.trial = trial++;
            run.seconds = 1;
            run.read.ios = figure.toULongLong();
            run.read.bytes = run.read.ios * spec.blockSize;
            const double latency = 1e9 / figure.toDouble();
            run.read.latSumNs = latency * double(run.read.ios);
            if (!figures.contains(u"nop99"_s))
                run.read.histogram.add(uint64_t(latency));
            r.points.append(run);
        }
    }
    return r;
}

const QString kQd1 = u"rw=randread bs=4k iodepth=1"_s;
const QString kQd4 = u"rw=randread bs=4k iodepth=4"_s;

}  // namespace

Q_DECLARE_METATYPE(surfio::CompareMetric)

class TestComparison : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void matchAndJudge_data()
    {
        QTest::addColumn<QStringList>("a");
        QTest::addColumn<QStringList>("b");
        QTest::addColumn<QString>("ignore");
        QTest::addColumn<CompareMetric>("metric");
        QTest::addColumn<int>("matched");
        QTest::addColumn<double>("ratio");     // of the first matched point
        QTest::addColumn<QString>("verdict");  // of the first matched point
        QTest::addColumn<QStringList>("unmatched");
        QTest::addColumn<int>("ambiguous");
        const CompareMetric iops = CompareMetric::Iops;
        const QStringList none = {};

        QTest::newRow("same specs, B twice as fast")
            << QStringList{kQd1 + u": 1000 1010 990"_s} << QStringList{kQd1 + u": 2000 2020 1980"_s} << u""_s << iops
            << 1 << 2.0 << u"faster"_s << none << 0;
        QTest::newRow("B half as fast") << QStringList{kQd1 + u": 2000 2020 1980"_s}
                                        << QStringList{kQd1 + u": 1000 1010 990"_s} << u""_s << iops << 1 << 0.5
                                        << u"slower"_s << none << 0;
        QTest::newRow("a difference smaller than the noise")
            << QStringList{kQd1 + u": 1000 1100 900"_s} << QStringList{kQd1 + u": 1010 1090 920"_s} << u""_s << iops
            << 1 << 1.0066666667 << u"within_noise"_s << none << 0;
        QTest::newRow("trials on one side only: the ratio alone")
            << QStringList{kQd1 + u": 1000 1010 990"_s} << QStringList{kQd1 + u": 2000"_s} << u""_s << iops << 1 << 2.0
            << u"noise_unknown"_s << none << 0;
        QTest::newRow("one run a side") << QStringList{kQd1 + u": 1000"_s} << QStringList{kQd1 + u": 900"_s} << u""_s
                                        << iops << 1 << 0.9 << u"noise_unknown"_s << none << 0;
        QTest::newRow("a point B lacks: listed")
            << QStringList{kQd1 + u": 1000"_s, kQd4 + u": 3000"_s} << QStringList{kQd1 + u": 1000"_s} << u""_s << iops
            << 1 << 1.0 << u"noise_unknown"_s
            << QStringList{u"rw=randread bs=4k rwmixread=100 iodepth=4 numjobs=1 rate_iops=0: in A, not in B"_s} << 0;
        QTest::newRow("a point only B has: listed")
            << QStringList{kQd1 + u": 1000"_s} << QStringList{kQd1 + u": 1000"_s, kQd4 + u": 3000"_s} << u""_s << iops
            << 1 << 1.0 << u"noise_unknown"_s
            << QStringList{u"rw=randread bs=4k rwmixread=100 iodepth=4 numjobs=1 rate_iops=0: in B, not in A"_s} << 0;
        QTest::newRow("iodepth dropped: two queue depths compared")
            << QStringList{kQd1 + u": 1000"_s} << QStringList{kQd4 + u": 3000"_s} << u"iodepth"_s << iops << 1 << 3.0
            << u"noise_unknown"_s << none << 0;
        QTest::newRow("iodepth kept: the two depths do not match")
            << QStringList{kQd1 + u": 1000"_s} << QStringList{kQd4 + u": 3000"_s} << u""_s << iops << 0 << 0.0 << u""_s
            << QStringList{u"rw=randread bs=4k rwmixread=100 iodepth=1 numjobs=1 rate_iops=0: in A, not in B"_s,
                           u"rw=randread bs=4k rwmixread=100 iodepth=4 numjobs=1 rate_iops=0: in B, not in A"_s}
            << 0;
        QTest::newRow("iodepth dropped, A's two depths alike: listed, not averaged")
            << QStringList{kQd1 + u": 1000"_s, kQd4 + u": 3000"_s} << QStringList{kQd1 + u": 1000"_s} << u"iodepth"_s
            << iops << 0 << 0.0 << u""_s << none << 1;
        QTest::newRow("rate caps differ: rate_iops dropped")
            << QStringList{kQd1 + u" rate_iops=1000: 1000 1000"_s}
            << QStringList{kQd1 + u" rate_iops=2000: 2000 2000"_s} << u"rate_iops"_s << iops << 1 << 2.0 << u"faster"_s
            << none << 0;
        // --target-count: one volume and two are different points, the one-volume point matches a run on one.
        QTest::newRow("target counts differ: not matched")
            << QStringList{kQd1 + u" target_count=1: 1000"_s, kQd1 + u" target_count=2: 2000"_s}
            << QStringList{kQd1 + u": 1000"_s} << u""_s << iops << 1 << 1.0 << u"noise_unknown"_s
            << QStringList{u"rw=randread bs=4k rwmixread=100 iodepth=1 numjobs=1 rate_iops=0 target_count=2: in A, "
                           u"not in B"_s}
            << 0;
        QTest::newRow("target_count dropped: two counts alike in A, listed")
            << QStringList{kQd1 + u" target_count=1: 1000"_s, kQd1 + u" target_count=2: 2000"_s}
            << QStringList{kQd1 + u": 1000"_s} << u"target_count"_s << iops << 0 << 0.0 << u""_s << none << 1;
        QTest::newRow("mean latency: half the latency is faster")
            << QStringList{kQd1 + u": 1000 1010 990"_s} << QStringList{kQd1 + u": 2000 2020 1980"_s} << u""_s
            << CompareMetric::MeanLatency << 1 << 0.5 << u"faster"_s << none << 0;
        QTest::newRow("mean latency: twice the latency is slower")
            << QStringList{kQd1 + u": 2000 2020 1980"_s} << QStringList{kQd1 + u": 1000 1010 990"_s} << u""_s
            << CompareMetric::MeanLatency << 1 << 2.0 << u"slower"_s << none << 0;
        QTest::newRow("p99 missing in B: no value, still matched")
            << QStringList{kQd1 + u": 1000 1010"_s} << QStringList{kQd1 + u": 1000 1010 nop99"_s} << u""_s
            << CompareMetric::P99Latency << 1 << 0.0 << u"no_value"_s << none << 0;
    }
    void matchAndJudge()
    {
        QFETCH(QStringList, a);
        QFETCH(QStringList, b);
        QFETCH(QString, ignore);
        QFETCH(CompareMetric, metric);
        QFETCH(int, matched);
        QFETCH(QStringList, unmatched);
        QFETCH(int, ambiguous);
        QList<SpecKey> dropped;
        QString error;
        QVERIFY2(parseSpecKeys(ignore, dropped, error), qPrintable(error));
        const Comparison c =
            compareRuns({resultOf(a), resultOf(b)}, {u"a.json"_s, u"b.json"_s}, metric, keysWithout(dropped));
        QCOMPARE(c.matched.size(), matched);
        QStringList unmatchedText;
        for (const UnmatchedPoint& u : c.unmatched)
            unmatchedText.append(u.key.text() + u": in "_s + runLetter(u.having.front()) + u", not in "_s
                                 + runLetter(u.lacking.front()));
        QCOMPARE(unmatchedText, unmatched);
        QCOMPARE(c.ambiguous.size(), ambiguous);
        if (matched == 0)
            return;
        QFETCH(double, ratio);
        QFETCH(QString, verdict);
        const RunValue& later = c.matched.front().values[1];
        QVERIFY2(std::fabs(later.ratio - ratio) < 1e-6, qPrintable(QString::number(later.ratio, 'g', 10)));
        QCOMPARE(verdictName(later.verdict), verdict);
        QCOMPARE(c.matched.front().values[0].ratio, 1.0);
    }

    // Nothing matched: the keys on which the runs differ say what to drop.
    void differingKeysNameTheFix()
    {
        const Comparison c =
            compareRuns({resultOf({kQd1 + u" rate_iops=1000: 1000"_s}), resultOf({kQd1 + u" rate_iops=2000: 2000"_s})},
                        {u"a.json"_s, u"b.json"_s}, CompareMetric::Iops, allSpecKeys());
        QVERIFY(c.matched.isEmpty());
        QCOMPARE(c.differingKeys, QList<SpecKey>{SpecKey::RateIops});
    }

    // With three runs a point C lacks is still compared between A and B, and listed.
    void threeRuns()
    {
        const Comparison c =
            compareRuns({resultOf({kQd1 + u": 1000"_s, kQd4 + u": 3000"_s}),
                         resultOf({kQd1 + u": 1100"_s, kQd4 + u": 3300"_s}), resultOf({kQd1 + u": 500"_s})},
                        {u"a"_s, u"b"_s, u"c"_s}, CompareMetric::Iops, allSpecKeys());
        QCOMPARE(c.matched.size(), 2);
        QVERIFY(!c.matched[1].values[2].present);
        QVERIFY(std::fabs(c.matched[1].values[1].ratio - 1.1) < 1e-9);
        QCOMPARE(c.unmatched.size(), 1);
        QCOMPARE(c.unmatched[0].having, (QList<int>{0, 1}));
        QCOMPARE(c.unmatched[0].lacking, QList<int>{2});
    }

    // --fail-below=R reads as speed: for latencies, above A's / R fails.
    void gate_data()
    {
        QTest::addColumn<CompareMetric>("metric");
        QTest::addColumn<QString>("b");
        QTest::addColumn<bool>("fails");
        QTest::newRow("IOPS 0.85 × A") << CompareMetric::Iops << kQd1 + u": 850"_s << true;
        QTest::newRow("IOPS 0.95 × A") << CompareMetric::Iops << kQd1 + u": 950"_s << false;
        QTest::newRow("IOPS 2 × A") << CompareMetric::Iops << kQd1 + u": 2000"_s << false;
        QTest::newRow("latency 1.18 × A (IOPS 0.85 × A)") << CompareMetric::MeanLatency << kQd1 + u": 850"_s << true;
        QTest::newRow("latency 1.05 × A (IOPS 0.95 × A)") << CompareMetric::MeanLatency << kQd1 + u": 950"_s << false;
        QTest::newRow("latency 0.5 × A") << CompareMetric::MeanLatency << kQd1 + u": 2000"_s << false;
    }
    void gate()
    {
        QFETCH(CompareMetric, metric);
        QFETCH(QString, b);
        QFETCH(bool, fails);
        const Comparison c =
            compareRuns({resultOf({kQd1 + u": 1000"_s}), resultOf({b})}, {u"a"_s, u"b"_s}, metric, allSpecKeys());
        QCOMPARE(pointsBelow(c, 0.9).isEmpty(), !fails);
    }

    // A gate in a CI pipeline fails on what it cannot compare: a later run's 0, and a point of A it lacks.
    void gateFailsWhatItCannotCompare()
    {
        Comparison c = compareRuns({resultOf({kQd1 + u": 1000"_s, kQd4 + u": 3000"_s}), resultOf({kQd1 + u": 0"_s})},
                                   {u"a"_s, u"b"_s}, CompareMetric::Iops, allSpecKeys());
        const QList<GateFailure> failures = pointsBelow(c, 0.5);
        QCOMPARE(failures.size(), 2);
        QCOMPARE(failures[0].why, GateFailure::Why::NoValue);
        QCOMPARE(failures[1].why, GateFailure::Why::Missing);
        QCOMPARE(failures[1].run, 1);
        // A point only the later run has is no regression.
        c = compareRuns({resultOf({kQd1 + u": 1000"_s}), resultOf({kQd1 + u": 1000"_s, kQd4 + u": 3000"_s})},
                        {u"a"_s, u"b"_s}, CompareMetric::Iops, allSpecKeys());
        QVERIFY(pointsBelow(c, 0.9).isEmpty());
    }

    // Every output lists the unmatched points and which run lacks them.
    void outputsListUnmatched()
    {
        const Comparison c =
            compareRuns({resultOf({kQd1 + u": 1000 1010"_s, kQd4 + u": 3000"_s}), resultOf({kQd1 + u": 900"_s})},
                        {u"a.json"_s, u"b.json"_s}, CompareMetric::Iops, allSpecKeys());
        const QString text = comparisonText(c, 0.9);
        QVERIFY2(text.contains(u"no trials: noise unknown"_s), qPrintable(text));
        QVERIFY2(text.contains(u"iodepth=4 numjobs=1 rate_iops=0: in A, not in B"_s), qPrintable(text));
        QVERIFY2(text.contains(u"0.896"_s), qPrintable(text));
        QVERIFY2(text.contains(u"B (b.json) against A: 0.90× in iops (geometric mean over 1 point(s), 0.90× to 0.90×); "
                               "faster at 0, slower at 0, within noise at 0 and without trials to judge at 1 of 1 "
                               "matched point(s)."_s),
                 qPrintable(text));
        const QJsonObject json = comparisonToJson(c, 0.9);
        QCOMPARE(json[u"format"_s].toString(), u"surfio-compare"_s);
        QCOMPARE(json[u"points"_s].toArray().size(), 1);
        const QJsonObject bAtQd1 = json[u"points"_s][0][u"runs"_s][1].toObject();
        QCOMPARE(bAtQd1[u"verdict"_s].toString(), u"noise_unknown"_s);
        QCOMPARE(bAtQd1[u"ratio"_s].toDouble(), 900.0 / 1005.0);
        QCOMPARE(json[u"unmatched"_s][0][u"iodepth"_s].toString(), u"4"_s);
        QCOMPARE(json[u"unmatched"_s][0][u"missing_in"_s].toArray(), QJsonArray{u"B"_s});
        QCOMPARE(json[u"fail_below"_s][u"passed"_s].toBool(), false);  // 0.896 × A
        QCOMPARE(json[u"fail_below"_s][u"below"_s][0][u"run"_s].toString(), u"B"_s);
        const QStringList csv = comparisonCsv(c).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(csv.size(), 3);
        // target_count came later: last, so the columns before it keep their places.
        QVERIFY2(csv[0].startsWith(u"status,rw,bs,rwmixread,iodepth,numjobs,rate_iops,missing_in,points,A_iops,"_s),
                 qPrintable(csv[0]));
        QVERIFY2(csv[0].endsWith(u",B_p,target_count"_s), qPrintable(csv[0]));
        QVERIFY2(csv[2].startsWith(u"unmatched,randread,4k,100,4,1,0,B,"_s), qPrintable(csv[2]));
        QVERIFY2(csv[2].endsWith(u",1"_s), qPrintable(csv[2]));
        QCOMPARE(csv[2].count(u','), csv[0].count(u','));
    }
};

QTEST_MAIN(TestComparison)
#include "tst_comparison.moc"
