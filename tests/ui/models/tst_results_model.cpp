#include "ui/models/results_model.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTest>

using namespace surfio;

namespace {

JobResult point(uint64_t bs, int readPercent, uint64_t reads, uint64_t writes, int index = 0, int trial = 0,
                int round = 0)
{
    JobResult r;
    r.point = index;
    r.trial = trial;
    r.round = round;
    r.spec.pattern = Pattern::RandReadWrite;
    r.spec.blockSize = bs;
    r.spec.readPercent = readPercent;
    r.spec.queueDepth = 32;
    r.seconds = 2.0;
    r.read.ios = reads;
    r.read.bytes = reads * bs;
    r.write.ios = writes;
    r.write.bytes = writes * bs;
    for (uint64_t i = 0; i < reads; ++i)
        r.read.histogram.add(1000 + i % 100);
    r.read.latSumNs = double(reads) * 1050;
    return r;
}

}  // namespace

class TestResultsModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void passesTheModelTester()
    {
        ResultsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.addPoint(0, point(4096, 100, 2000, 0));
        model.addPoint(1, point(65536, 50, 500, 500));
        ResultSet set;
        set.points = {point(4096, 0, 0, 10), point(8192, 0, 0, 20), point(16384, 0, 0, 30)};
        for (int i = 0; i < set.points.size(); ++i)
            set.points[i].point = i;
        model.setResults(set);
        QCOMPARE(model.rowCount(), 3);
        model.addPoint(0, point(4096, 0, 0, 12));  // a second trial: no new row
        QCOMPARE(model.rowCount(), 3);
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    void showsFiguresPerDirection()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        ResultsModel model;
        model.addPoint(0, point(4096, 100, 2000, 0));
        QCOMPARE(model.data(model.index(0, ResultsModel::BlockSize)).toString(), QStringLiteral("4 KiB"));
        QCOMPARE(model.data(model.index(0, ResultsModel::ReadIops)).toString(), QStringLiteral("1,000"));
        QCOMPARE(model.data(model.index(0, ResultsModel::ReadIops), ResultsModel::SortRole).toDouble(), 1000.0);
        // A direction with no I/O shows a dash, not a zero that looks measured.
        QCOMPARE(model.data(model.index(0, ResultsModel::WriteIops)).toString(), QStringLiteral("–"));
        const double p99 = model.data(model.index(0, ResultsModel::ReadP99), ResultsModel::SortRole).toDouble();
        QVERIFY(p99 >= 1090 && p99 <= 1100);
        QCOMPARE(model.data(model.index(0, 0), ResultsModel::PointIndexRole).toInt(), 0);
    }

    void sortsByNumberNotText()
    {
        ResultsModel model;
        model.addPoint(0, point(4096, 100, 900, 0));     // 450 IOPS
        model.addPoint(1, point(65536, 100, 10000, 0));  // 5,000 IOPS
        model.addPoint(2, point(1 << 20, 100, 100, 0));  // 50 IOPS
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(ResultsModel::SortRole);
        proxy.sort(ResultsModel::ReadIops, Qt::DescendingOrder);
        QCOMPARE(proxy.data(proxy.index(0, 0), ResultsModel::PointIndexRole).toInt(), 1);
        QCOMPARE(proxy.data(proxy.index(2, 0), ResultsModel::PointIndexRole).toInt(), 2);
        proxy.sort(ResultsModel::BlockSize, Qt::AscendingOrder);
        QCOMPARE(proxy.data(proxy.index(0, 0), ResultsModel::PointIndexRole).toInt(), 0);
        QCOMPARE(proxy.data(proxy.index(2, 0), ResultsModel::PointIndexRole).toInt(), 2);
    }

    void findsPointsByIndex()
    {
        ResultsModel model;
        model.addPoint(3, point(4096, 100, 10, 0));
        model.addPoint(5, point(8192, 100, 10, 0));
        QCOMPARE(model.rowOfPoint(5), 1);
        QCOMPARE(model.rowOfPoint(4), -1);
        QVERIFY(model.point(3) && model.point(3)->spec.blockSize == 4096);
        QVERIFY(!model.point(0));
    }

    void trialsGiveTheMeanAndItsSpread_data()
    {
        QTest::addColumn<QList<int>>("iops");
        QTest::addColumn<QString>("mean");
        QTest::addColumn<QString>("stddev");
        QTest::addColumn<QString>("cv");
        QTest::addColumn<QString>("min");
        QTest::addColumn<QString>("max");
        QTest::addColumn<bool>("unstable");
        QTest::newRow("one trial: no spread")
            << QList<int>{1000} << QStringLiteral("1,000") << QStringLiteral("–") << QStringLiteral("–")
            << QStringLiteral("–") << QStringLiteral("–") << false;
        // Sample deviation sqrt((0 + 100² + 100²) / 2) = 100: 10 %, the limit itself.
        QTest::newRow("100 110 90: steady")
            << QList<int>{1000, 1100, 900} << QStringLiteral("1,000") << QStringLiteral("100")
            << QStringLiteral("10.0 %") << QStringLiteral("900") << QStringLiteral("1,100") << false;
        QTest::newRow("100 130 70: unstable")
            << QList<int>{1000, 1300, 700} << QStringLiteral("1,000") << QStringLiteral("300")
            << QStringLiteral("30.0 % unstable") << QStringLiteral("700") << QStringLiteral("1,300") << true;
    }

    void trialsGiveTheMeanAndItsSpread()
    {
        QFETCH(QList<int>, iops);
        QFETCH(QString, mean);
        QFETCH(QString, stddev);
        QFETCH(QString, cv);
        QFETCH(QString, min);
        QFETCH(QString, max);
        QFETCH(bool, unstable);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        ResultsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        // Live: each trial of point 4 comes in as a run of its own.
        for (int trial = 0; trial < iops.size(); ++trial)
            model.addPoint(4, point(4096, 100, uint64_t(iops[trial]) * 2, 0, 4, trial));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(changed.count(), int(iops.size()) - 1);
        const auto text = [&](int column) { return model.data(model.index(0, column)).toString(); };
        QCOMPARE(text(ResultsModel::Runs), QString::number(iops.size()));
        QCOMPARE(text(ResultsModel::TotalIops), mean);
        QCOMPARE(text(ResultsModel::ReadIops), mean);
        QCOMPARE(text(ResultsModel::IopsStdDev), stddev);
        QCOMPARE(text(ResultsModel::IopsCv), cv);
        QCOMPARE(text(ResultsModel::IopsMin), min);
        QCOMPARE(text(ResultsModel::IopsMax), max);
        QCOMPARE(model.data(model.index(0, 0), ResultsModel::UnstableRole).toBool(), unstable);
        // The flag shows where the eye starts, the row's number, with a reason.
        QCOMPARE(model.data(model.index(0, ResultsModel::Index), Qt::DecorationRole).isValid(), unstable);
        QCOMPARE(model.data(model.index(0, ResultsModel::IopsCv), Qt::BackgroundRole).isValid(), unstable);
        const QString tip = model.data(model.index(0, ResultsModel::IopsCv), Qt::ToolTipRole).toString();
        QCOMPARE(tip.contains(QStringLiteral("Unstable (CV > 10 %)")), unstable);

        // The last run is the one the detail shows; every counted run is at hand.
        QCOMPARE(model.point(4)->trial, int(iops.size()) - 1);
        QCOMPARE(model.runsOf(4).size(), iops.size());
        QCOMPARE(model.summary(4)->iops.n, int(iops.size()));
    }

    // A run kept without its bins (the journal has them) shows as it would
    // whole, from the figures it gave; the whole result coming back at the
    // end changes the rows in place, keeping the view's selection.
    void runsKeptWithoutDetailShowTheSame()
    {
        ResultSet whole;
        for (int trial = 0; trial < 3; ++trial) {
            whole.points.append(point(4096, 70, 700 + 40 * uint64_t(trial), 300, 0, trial));
            whole.points.append(point(65536, 30, 300, 700 + 50 * uint64_t(trial), 1, trial));
        }
        for (JobResult& r : whole.points)
            for (uint64_t i = 0; i < r.write.ios; ++i)
                r.write.histogram.add(20'000 + i * 37);
        ResultsModel full;
        ResultsModel light;
        QAbstractItemModelTester tester(&light, QAbstractItemModelTester::FailureReportingMode::QtTest);
        for (const JobResult& r : whole.points) {
            full.addPoint(r.point, r);
            JobResult stripped = r;
            stripped.read.histogram.clear();
            stripped.write.histogram.clear();
            light.addPoint(r.point, stripped, figuresOf(r));
        }
        QCOMPARE(light.rowCount(), 2);
        const auto sameCells = [&](const ResultsModel& a, const ResultsModel& b) {
            for (int row = 0; row < a.rowCount(); ++row)
                for (int column = 0; column < ResultsModel::ColumnCount; ++column)
                    for (int role : {int(Qt::DisplayRole), ResultsModel::SortRole, int(Qt::ToolTipRole)})
                        if (a.index(row, column).data(role) != b.index(row, column).data(role))
                            return false;
            return true;
        };
        QVERIFY(light.index(0, ResultsModel::WriteP99).data(ResultsModel::SortRole).toDouble() > 20'000);
        QVERIFY(sameCells(light, full));
        QVERIFY(light.point(0)->write.histogram.empty());

        QSignalSpy reset(&light, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&light, &QAbstractItemModel::dataChanged);
        light.setResults(whole);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(changed.count(), 1);
        QVERIFY(sameCells(light, full));
        QVERIFY(!light.point(0)->write.histogram.empty());
    }

    // A finished result whose bins did not all come back from the journal
    // (damaged, deleted) keeps the percentiles shown during the run; a row
    // averages percentiles over the runs that have them.
    void finishedRunsWithoutBinsKeepTheirFigures()
    {
        ResultSet whole;
        for (int trial = 0; trial < 2; ++trial)
            whole.points.append(point(4096, 100, 1000, 0, 0, trial));
        ResultsModel model;
        ResultSet lost = whole;
        for (int i = 0; i < whole.points.size(); ++i) {
            JobResult stripped = whole.points[i];
            stripped.read.histogram.clear();
            model.addPoint(0, stripped, figuresOf(whole.points[i]));
            lost.points[i].read.histogram.clear();
        }
        const auto p99 = [&] { return model.index(0, ResultsModel::ReadP99).data(ResultsModel::SortRole).toDouble(); };
        const double shown = p99();
        QVERIFY(shown > 1000);
        lost.points[0] = whole.points[0];  // one came back, one did not
        model.finishRun(lost);
        QCOMPARE(p99(), shown);

        ResultsModel opened;  // a result opened from a file has what it has
        opened.setResults(lost);
        QCOMPARE(opened.index(0, ResultsModel::ReadP99).data(ResultsModel::SortRole).toDouble(),
                 figuresOf(whole.points[0]).readP99Ns);
    }

    void steadyStateCountsItsWindow()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        ResultSet set;
        set.matrix.steadyState.enabled = true;
        set.matrix.steadyState.window = 2;
        set.steadyState.windowFirstRound = 1;
        // Rounds 0..2 of points 0 and 1; the window is rounds 1 and 2.
        const int iops[] = {100, 1000, 1200};
        for (int round = 0; round < 3; ++round)
            for (int p = 0; p < 2; ++p)
                set.points.append(point(4096 << p, 100, uint64_t(iops[round]) * 2, 0, p, 0, round));
        ResultsModel model;
        model.setResults(set);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.data(model.index(1, ResultsModel::Runs)).toString(), QStringLiteral("2"));
        QCOMPARE(model.data(model.index(1, ResultsModel::TotalIops)).toString(), QStringLiteral("1,100"));
        QCOMPARE(model.data(model.index(1, ResultsModel::BlockSize)).toString(), QStringLiteral("8 KiB"));
        QCOMPARE(model.point(1)->round, 2);
    }

    // With verify on, the index and read IOPS cells tell how many reads of the
    // counted runs were checked; a point that checked none is flagged.
    void verifyCountsInTheToolTips()
    {
        QLocale::setDefault(QLocale::c());
        JobResult checked = point(4096, 70, 700, 300, 0);
        checked.spec.verify = VerifyChoice::Crc32c;
        checked.verify = {true, 690, 10, 690ULL * 4096};
        JobResult again = checked;
        again.trial = 1;
        JobResult nothing = point(4096, 70, 700, 300, 1);
        nothing.spec.verify = VerifyChoice::Crc32c;
        nothing.verify = {true, 0, 700, 0};
        ResultSet set;
        set.matrix.trials = 2;
        set.points = {checked, again, nothing, point(4096, 70, 700, 300, 2)};
        ResultsModel model;
        model.setResults(set);
        QCOMPARE(model.rowCount(), 3);
        const auto tip = [&](int row, int column) {
            return model.data(model.index(row, column), Qt::ToolTipRole).toString();
        };
        QVERIFY2(tip(0, ResultsModel::ReadIops).contains(QStringLiteral("1380 read")),
                 qPrintable(tip(0, ResultsModel::ReadIops)));
        QVERIFY2(tip(0, ResultsModel::Index).contains(QStringLiteral("20 skipped")),
                 qPrintable(tip(0, ResultsModel::Index)));
        QVERIFY(!model.data(model.index(0, ResultsModel::Index), Qt::DecorationRole).isValid());
        QVERIFY2(tip(1, ResultsModel::Index).contains(QStringLiteral("Verify checked none")),
                 qPrintable(tip(1, ResultsModel::Index)));
        QVERIFY(model.data(model.index(1, ResultsModel::Index), Qt::DecorationRole).isValid());
        QVERIFY(!tip(2, ResultsModel::ReadIops).contains(QStringLiteral("Verify")));
    }

    // The CPU column is the threads' usr + sys over the counted runs; the
    // index's tooltip tells what the devices did and the warnings, which flag the point.
    void cpuColumnAndDeviceToolTips()
    {
        QLocale::setDefault(QLocale::c());
        JobResult busy = point(4096, 100, 100000, 0, 0);
        WorkerTotals w;
        w.cpu = {2.0, 0.2, 1.8, 5000};  // 100 % busy
        busy.workers = {w};
        TargetInfo t;
        t.devices = {{"loop3", {}, {}}};
        busy.targets = {t};
        DiskUtil d;
        d.name = "loop3";
        d.readIos = 99000;
        d.inQueue = 30000;
        d.msec = 2000;
        d.util = 99.5;
        busy.diskUtil = {d};
        busy.warnings = {"the worker thread kept a CPU busy 100 % of the measured time: the CPU that generates the "
                         "load, not the storage, may be what limits these figures"};
        JobResult calm = busy;
        calm.trial = 1;
        calm.workers[0].cpu = {2.0, 0.2, 0.8, 3000};  // 50 %
        calm.warnings.clear();
        ResultSet set;
        set.matrix.trials = 2;
        set.points = {busy, calm, point(4096, 100, 10, 0, 1)};
        ResultsModel model;
        model.setResults(set);
        QCOMPARE(model.rowCount(), 2);
        const auto cell = [&](int row, int column, int role = Qt::DisplayRole) {
            return model.data(model.index(row, column), role);
        };
        QCOMPARE(model.headerData(ResultsModel::Cpu, Qt::Horizontal).toString(), QStringLiteral("CPU"));
        QCOMPARE(cell(0, ResultsModel::Cpu).toString(), QStringLiteral("75 %"));
        QCOMPARE(cell(0, ResultsModel::Cpu, ResultsModel::SortRole).toDouble(), 75.0);
        const QString cpuTip = cell(0, ResultsModel::Cpu, Qt::ToolTipRole).toString();
        QVERIFY2(cpuTip.contains(QStringLiteral("10.0 % user and 65.0 % system"))
                     && cpuTip.contains(QStringLiteral("8000 context"))
                     && cpuTip.contains(QStringLiteral("busiest thread 100 %")),
                 qPrintable(cpuTip));
        const QString indexTip = cell(0, ResultsModel::Index, Qt::ToolTipRole).toString();
        QVERIFY2(indexTip.contains(QStringLiteral("loop3: 15.0 in flight on average, util 99.5 %")),
                 qPrintable(indexTip));
        QVERIFY2(indexTip.contains(QStringLiteral("kept a CPU busy 100 %")), qPrintable(indexTip));
        QVERIFY(cell(0, ResultsModel::Index, Qt::DecorationRole).isValid());
        // A point without the figures (an older result): a dash, no tooltip, no flag.
        QCOMPARE(cell(1, ResultsModel::Cpu).toString(), QStringLiteral("–"));
        QVERIFY(cell(1, ResultsModel::Index, Qt::ToolTipRole).isNull());
        QVERIFY(!cell(1, ResultsModel::Index, Qt::DecorationRole).isValid());
    }

    void aSplitIsNamedInTheBlockSizeColumn()
    {
        JobResult r = point(1 << 20, 100, 10, 0);
        r.spec.blockSplit = {{4096, 60}, {65536, 30}, {1 << 20, 10}};
        ResultsModel model;
        model.addPoint(0, r);
        QCOMPARE(model.data(model.index(0, ResultsModel::BlockSize)).toString(), QStringLiteral("4k/60:64k/30:1m/10"));
        QCOMPARE(model.data(model.index(0, ResultsModel::BlockSize), ResultsModel::SortRole).toDouble(),
                 double(1 << 20));
    }
};

QTEST_MAIN(TestResultsModel)
#include "tst_results_model.moc"
