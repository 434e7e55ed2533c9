// What a run costs beyond its points: the book learns from runs, and keeps
// the cautious figures where a run could not tell them.

#include "core/matrix/run_costs.h"

#include <QTemporaryDir>
#include <QTest>

using namespace surfio;

class TestRunCosts : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Runs of 4 KiB points alone keep a few KiB in flight, all alike: they
    // say what a point costs, not what 1 GiB in flight costs.
    void smallBlocksAloneKeepTheCautiousInFlightCost()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        RunCostBook book(dir.filePath(QStringLiteral("run-costs.ini")), true);
        RunTimings t;
        t.measured = true;
        t.kind = TargetKind::File;
        for (int i = 0; i < 10; ++i)
            t.overhead.add(4096.0 * 8 / double(1 << 30), 0.005);
        book.learn(t);
        const RunCosts costs = book.costs(TargetKind::File);
        QCOMPARE(costs.overheadPerGiBInFlight, RunCosts{}.overheadPerGiBInFlight);
        QVERIFY2(costs.overheadSeconds < 0.005, qPrintable(QString::number(costs.overheadSeconds)));
    }

    // Points that spread over what they keep in flight teach both parts.
    void spreadRunsTeachTheSlope()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        RunCostBook book(dir.filePath(QStringLiteral("run-costs.ini")), true);
        RunTimings t;
        t.measured = true;
        t.kind = TargetKind::File;
        for (double gib : {0.0, 0.25, 0.5, 1.0})
            t.overhead.add(gib, 0.05 + 2.0 * gib);
        book.learn(t);
        const RunCosts costs = book.costs(TargetKind::File);
        QVERIFY(qAbs(costs.overheadPerGiBInFlight - 2.0) < 1e-9);
        QVERIFY(qAbs(costs.overheadSeconds - 0.05) < 1e-9);
    }

    // At no costs the estimate is the points' own time, runtime and ramp, every
    // trial and round: what a run's progress counts in. A point that ends by
    // bytes adds only its ramp.
    void noCostsLeaveThePointsOwnTime()
    {
        Matrix m = quickMatrix();  // 9 points of 3 s and 1 s of ramp
        m.trials = 2;
        m.steadyState.enabled = true;
        m.steadyState.maxRounds = 5;
        const RunEstimate e = estimateRun(m, TargetKind::File, RunCosts::none());
        QCOMPARE(e.pointSeconds, 9 * 4.0 * 2 * 5);
        QCOMPARE(pointSeconds(m.base), 4.0);

        m.base.runtime = Nanoseconds(0);
        m.base.byteTotal = 1ULL << 30;
        const RunEstimate bounded = estimateRun(m, TargetKind::File, RunCosts::none());
        QCOMPARE(bounded.pointSeconds, 9 * 1.0 * 2 * 5);
        QCOMPARE(bounded.untilBytesPerJob, 1ULL << 30);
    }
};

QTEST_MAIN(TestRunCosts)
#include "tst_run_costs.moc"
