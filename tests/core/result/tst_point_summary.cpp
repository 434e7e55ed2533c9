// A point's reported figures are the mean of the runs that count for it,
// with their spread; a point whose IOPS vary by more than 10 % is unstable.

#include "core/result/point_summary.h"

#include <QTest>

#include <cmath>

using namespace surfio;

namespace {

// One run of `point` that did `readIos` reads and `writeIos` writes in one
// second, every read at 1 µs and every write at 3 µs.
JobResult run(int point, int trial, int round, uint64_t readIos, uint64_t writeIos = 0)
{
    JobResult r;
    r.spec.pattern = Pattern::RandReadWrite;
    r.spec.blockSize = 4096;
    r.spec.readPercent = readIos && writeIos ? 50 : writeIos ? 0 : 100;
    r.point = point;
    r.trial = trial;
    r.round = round;
    r.seconds = 1.0;
    r.read.ios = readIos;
    r.read.bytes = readIos * 4096;
    r.read.latSumNs = double(readIos) * 1000;
    r.write.ios = writeIos;
    r.write.bytes = writeIos * 4096;
    r.write.latSumNs = double(writeIos) * 3000;
    r.read.histogram.add(1000);
    if (writeIos)
        r.write.histogram.add(3000);
    return r;
}

}  // namespace

class TestPointSummary : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void spreadOfValues_data()
    {
        QTest::addColumn<std::vector<double>>("values");
        QTest::addColumn<double>("mean");
        QTest::addColumn<double>("stddev");
        QTest::addColumn<double>("cv");
        QTest::addColumn<double>("min");
        QTest::addColumn<double>("max");
        QTest::addColumn<bool>("unstable");
        // Sample deviation: sqrt((0 + 100 + 100) / 2) = 10.
        QTest::newRow("100 110 90: cv 10 %, not unstable")
            << std::vector<double>{100, 110, 90} << 100.0 << 10.0 << 0.10 << 90.0 << 110.0 << false;
        // sqrt((0 + 900 + 900) / 2) = 30.
        QTest::newRow("100 130 70: cv 30 %, unstable")
            << std::vector<double>{100, 130, 70} << 100.0 << 30.0 << 0.30 << 70.0 << 130.0 << true;
        // sqrt((25 + 25) / 1) ≈ 7.071.
        QTest::newRow("two values") << std::vector<double>{95, 105} << 100.0 << std::sqrt(50.0) << std::sqrt(50.0) / 100
                                    << 95.0 << 105.0 << false;
        QTest::newRow("one value: no deviation")
            << std::vector<double>{42} << 42.0 << 0.0 << 0.0 << 42.0 << 42.0 << false;
        QTest::newRow("zeros: cv 0, not a division by zero")
            << std::vector<double>{0, 0} << 0.0 << 0.0 << 0.0 << 0.0 << 0.0 << false;
        QTest::newRow("mean zero with spread: cv 0")
            << std::vector<double>{-1, 1} << 0.0 << std::sqrt(2.0) << 0.0 << -1.0 << 1.0 << false;
    }

    void spreadOfValues()
    {
        QFETCH(std::vector<double>, values);
        QFETCH(double, mean);
        QFETCH(double, stddev);
        QFETCH(double, cv);
        QFETCH(double, min);
        QFETCH(double, max);
        QFETCH(bool, unstable);
        const Spread s = spreadOf(values);
        QCOMPARE(s.n, int(values.size()));
        QCOMPARE(s.mean, mean);
        QVERIFY2(qAbs(s.stddev - stddev) < 1e-9, qPrintable(QString::number(s.stddev)));
        QVERIFY2(qAbs(s.cv - cv) < 1e-9, qPrintable(QString::number(s.cv)));
        QCOMPARE(s.min, min);
        QCOMPARE(s.max, max);
        PointSummary p;
        p.iops = s;
        QCOMPARE(p.unstable(), unstable);
    }

    void emptySpread()
    {
        const Spread s = spreadOf({});
        QCOMPARE(s.n, 0);
        QCOMPARE(s.mean, 0.0);
        QCOMPARE(s.cv, 0.0);
    }

    void trialsOfEachPointAreSummarized()
    {
        // Three trials of point 1, then three of point 0 (a PTS order may run
        // higher indices first): the summary is by point, ascending.
        ResultSet set;
        set.matrix.trials = 3;
        set.points = {run(1, 0, 0, 100),    run(1, 1, 0, 130),    run(1, 2, 0, 70),
                      run(0, 0, 0, 50, 50), run(0, 1, 0, 55, 55), run(0, 2, 0, 45, 45)};
        const QList<PointSummary> summary = summarize(set);
        QCOMPARE(summary.size(), 2);

        const PointSummary& mixed = summary[0];
        QCOMPARE(mixed.point, 0);
        QCOMPARE(mixed.runs, (QList<int>{3, 4, 5}));
        QCOMPARE(mixed.spec.readPercent, 50);
        QCOMPARE(mixed.iops.n, 3);
        QCOMPARE(mixed.iops.mean, 100.0);
        QCOMPARE(mixed.iops.stddev, 10.0);
        QCOMPARE(mixed.readIops.mean, 50.0);
        QCOMPARE(mixed.writeIops.mean, 50.0);
        QCOMPARE(mixed.writeIops.min, 45.0);
        QCOMPARE(mixed.writeIops.max, 55.0);
        QVERIFY(!mixed.unstable());
        // Half the I/Os at 1 µs, half at 3 µs, in every trial.
        QCOMPARE(mixed.meanLatencyNs.mean, 2000.0);
        QCOMPARE(mixed.megabytesPerSecond.mean, 100 * 4096 / 1e6);

        const PointSummary& reads = summary[1];
        QCOMPARE(reads.point, 1);
        QCOMPARE(reads.runs, (QList<int>{0, 1, 2}));
        QCOMPARE(reads.iops.mean, 100.0);
        QCOMPARE(reads.iops.stddev, 30.0);
        QCOMPARE(reads.writeIops.mean, 0.0);
        QVERIFY(reads.unstable());
    }

    void steadyStateCountsTheWindowOnly_data()
    {
        QTest::addColumn<bool>("enabled");
        QTest::addColumn<int>("windowFirstRound");
        QTest::addColumn<QList<int>>("runs");
        QTest::addColumn<double>("mean");
        // Rounds 0..5 at 10, 20, 100, 110, 90, 30 IOPS; a window of 3.
        QTest::newRow("window from round 2") << true << 2 << QList<int>{2, 3, 4} << 100.0;
        QTest::newRow("window from round 3") << true << 3 << QList<int>{3, 4, 5} << 230.0 / 3;
        QTest::newRow("steady state not reached: every round")
            << true << -1 << QList<int>{0, 1, 2, 3, 4, 5} << 360.0 / 6;
        QTest::newRow("no steady state: every run") << false << 2 << QList<int>{0, 1, 2, 3, 4, 5} << 360.0 / 6;
    }

    void steadyStateCountsTheWindowOnly()
    {
        QFETCH(bool, enabled);
        QFETCH(int, windowFirstRound);
        QFETCH(QList<int>, runs);
        QFETCH(double, mean);
        ResultSet set;
        set.matrix.steadyState.enabled = enabled;
        set.matrix.steadyState.window = 3;
        set.steadyState.windowFirstRound = windowFirstRound;
        const uint64_t iops[] = {10, 20, 100, 110, 90, 30};
        for (int round = 0; round < 6; ++round)
            set.points.append(run(0, 0, round, iops[round]));
        const QList<PointSummary> summary = summarize(set);
        QCOMPARE(summary.size(), 1);
        QCOMPARE(summary[0].runs, runs);
        QCOMPARE(summary[0].iops.n, int(runs.size()));
        QVERIFY2(qAbs(summary[0].iops.mean - mean) < 1e-9, qPrintable(QString::number(summary[0].iops.mean)));
    }

    void emptyResultHasNoPoints() { QVERIFY(summarize(ResultSet{}).isEmpty()); }
};

QTEST_MAIN(TestPointSummary)
#include "tst_point_summary.moc"
