#include "ui/models/results_model.h"
#include "ui/models/shown_result.h"

#include "core/analysis/analysis_text.h"

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

// A volume capped at 3,000 IOPS and 24 MiB/s, read over 1 KiB … 1 MiB at QD
// 32: every point on its roof but 1 MiB, at half of it (the cap counts the
// pieces a large I/O is split into).
ResultSet cappedSweep()
{
    ResultSet set;
    for (uint64_t bs = 1024; bs <= (1u << 20); bs *= 2) {
        const double roof = std::min(3000.0, 24.0 * (1 << 20) / double(bs));
        const auto iops = uint64_t(bs == (1u << 20) ? roof / 2 : roof);
        set.points.append(point(bs, 100, 2 * iops, 0, int(set.points.size())));
    }
    return set;
}

// 100-ms samples of `run`'s reads: `first` IOPS until `changeS`, then `then`, over 10 s.
void addSamples(JobResult& run, double first, double then, double changeS)
{
    std::vector<IntervalSample> samples;
    for (int i = 1; i <= 100; ++i) {
        IntervalSample s;
        s.t = 0.1 * i;
        s.seconds = 0.1;
        const double iops = s.t <= changeS ? first : then;
        s.read.ios = uint64_t(iops * 0.1 * (1 + 0.01 * ((i * 7) % 5 - 2)));
        s.read.bytes = s.read.ios * run.spec.blockSize;
        samples.push_back(s);
    }
    run.samples = SharedVector<IntervalSample>(std::move(samples));
}

ResultsModel* modelOf(const ResultSet& set, QObject* parent)
{
    auto* shown = new ShownResult(parent);
    auto* model = new ResultsModel(shown, parent);
    shown->show(set);
    shown->setAnalysis(analyze(set));
    return model;
}

}  // namespace

class TestResultsModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void passesTheModelTester()
    {
        ShownResult shown;
        ResultsModel model(&shown);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        shown.addRun(0, point(4096, 100, 2000, 0));
        shown.addRun(1, point(65536, 50, 500, 500));
        ResultSet set;
        set.points = {point(4096, 0, 0, 10), point(8192, 0, 0, 20), point(16384, 0, 0, 30)};
        for (int i = 0; i < set.points.size(); ++i)
            set.points[i].point = i;
        shown.show(set);
        QCOMPARE(model.rowCount(), 3);
        shown.addRun(0, point(4096, 0, 0, 12));  // a second trial: no new row
        QCOMPARE(model.rowCount(), 3);
        shown.beginRun(Matrix{});
        QCOMPARE(model.rowCount(), 0);
    }

    void showsFiguresPerDirection()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        ShownResult shown;
        ResultsModel model(&shown);
        shown.addRun(0, point(4096, 100, 2000, 0));
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
        ShownResult shown;
        ResultsModel model(&shown);
        shown.addRun(0, point(4096, 100, 900, 0));     // 450 IOPS
        shown.addRun(1, point(65536, 100, 10000, 0));  // 5,000 IOPS
        shown.addRun(2, point(1 << 20, 100, 100, 0));  // 50 IOPS
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
        ShownResult shown;
        ResultsModel model(&shown);
        shown.addRun(3, point(4096, 100, 10, 0));
        shown.addRun(5, point(8192, 100, 10, 0));
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
        ShownResult shown;
        ResultsModel model(&shown);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        // Live: each trial of point 4 comes in as a run of its own.
        for (int trial = 0; trial < iops.size(); ++trial)
            shown.addRun(4, point(4096, 100, uint64_t(iops[trial]) * 2, 0, 4, trial));
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
        ShownResult fullShown;
        ResultsModel full(&fullShown);
        ShownResult lightShown;
        ResultsModel light(&lightShown);
        QAbstractItemModelTester tester(&light, QAbstractItemModelTester::FailureReportingMode::QtTest);
        for (const JobResult& r : whole.points) {
            fullShown.addRun(r.point, r);
            JobResult stripped = r;
            stripped.read.histogram.clear();
            stripped.write.histogram.clear();
            lightShown.addRun(r.point, stripped, figuresOf(r));
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
        lightShown.show(whole);
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
        ShownResult shown;
        ResultsModel model(&shown);
        ResultSet lost = whole;
        for (int i = 0; i < whole.points.size(); ++i) {
            JobResult stripped = whole.points[i];
            stripped.read.histogram.clear();
            shown.addRun(0, stripped, figuresOf(whole.points[i]));
            lost.points[i].read.histogram.clear();
        }
        const auto p99 = [&] { return model.index(0, ResultsModel::ReadP99).data(ResultsModel::SortRole).toDouble(); };
        const double before = p99();
        QVERIFY(before > 1000);
        lost.points[0] = whole.points[0];  // one came back, one did not
        shown.finishRun(lost);
        QCOMPARE(p99(), before);

        ShownResult openedShown;

        ResultsModel opened(&openedShown);  // a result opened from a file has what it has
        openedShown.show(lost);
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
        ShownResult shown;
        ResultsModel model(&shown);
        shown.show(set);
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
        ShownResult shown;
        ResultsModel model(&shown);
        shown.show(set);
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
        ShownResult shown;
        ResultsModel model(&shown);
        shown.show(set);
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

    void boundSaysWhatHeldEachPointBack_data();
    void boundSaysWhatHeldEachPointBack();
    void boundComesWithTheAnalysis();
    void regimesFlagAPoint_data();
    void regimesFlagAPoint();

    void aSplitIsNamedInTheBlockSizeColumn()
    {
        JobResult r = point(1 << 20, 100, 10, 0);
        r.spec.blockSplit = {{4096, 60}, {65536, 30}, {1 << 20, 10}};
        ShownResult shown;
        ResultsModel model(&shown);
        shown.addRun(0, r);
        QCOMPARE(model.data(model.index(0, ResultsModel::BlockSize)).toString(), QStringLiteral("4k/60:64k/30:1m/10"));
        QCOMPARE(model.data(model.index(0, ResultsModel::BlockSize), ResultsModel::SortRole).toDouble(),
                 double(1 << 20));
    }
};

// The Bound column: what held each point back, from the limits fitted to the
// points that differ from it only in block size.
void TestResultsModel::boundSaysWhatHeldEachPointBack_data()
{
    QTest::addColumn<uint64_t>("blockSize");
    QTest::addColumn<QString>("bound");
    QTest::newRow("1 KiB: the IOPS limit") << uint64_t(1024) << QStringLiteral("IOPS");
    QTest::newRow("4 KiB: the IOPS limit") << uint64_t(4096) << QStringLiteral("IOPS");
    QTest::newRow("64 KiB: the bandwidth limit") << uint64_t(65536) << QStringLiteral("bandwidth");
    QTest::newRow("512 KiB: the bandwidth limit") << uint64_t(512 * 1024) << QStringLiteral("bandwidth");
    QTest::newRow("1 MiB at half the roof: neither") << uint64_t(1 << 20) << QStringLiteral("neither");
}

void TestResultsModel::boundSaysWhatHeldEachPointBack()
{
    QFETCH(uint64_t, blockSize);
    QFETCH(QString, bound);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const ResultSet set = cappedSweep();
    ResultsModel* model = modelOf(set, this);
    const auto point = std::find_if(set.points.begin(), set.points.end(),
                                    [&](const JobResult& r) { return r.spec.blockSize == blockSize; });
    const int row = model->rowOfPoint(point->point);
    const QModelIndex cell = model->index(row, ResultsModel::Bound);
    QCOMPARE(cell.data().toString(), bound);
    // The tooltip says what the word means and gives the group's verdict.
    const QString tip = cell.data(Qt::ToolTipRole).toString();
    const LimitsGroup* group = model->shown()->analysis().limitsOf(point->point);
    QVERIFY(group);
    QVERIFY2(tip.contains(limitsVerdict(*group)), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("IOPS-limited at 3,000")), qPrintable(tip));
    QVERIFY(cell.data(ResultsModel::SortRole).toInt() >= 0);
    QCOMPARE(model->headerData(ResultsModel::Bound, Qt::Horizontal, ResultsModel::ShownByDefaultRole).toBool(), true);
    QCOMPARE(model->headerData(ResultsModel::Bound, Qt::Horizontal, ResultsModel::ColumnKeyRole).toString(),
             QStringLiteral("bound"));
}

// Points of no fitted group have no Bound, and the column is not shown
// unless some point has one: it comes with the analysis.
void TestResultsModel::boundComesWithTheAnalysis()
{
    ResultSet set = cappedSweep();
    ShownResult shown;
    ResultsModel model(&shown);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    shown.show(set);
    QCOMPARE(model.index(0, ResultsModel::Bound).data().toString(), QStringLiteral("–"));
    QVERIFY(!model.headerData(ResultsModel::Bound, Qt::Horizontal, ResultsModel::ShownByDefaultRole).toBool());
    QSignalSpy header(&model, &QAbstractItemModel::headerDataChanged);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    shown.setAnalysis(analyze(set));
    QCOMPARE(header.count(), 1);
    QCOMPARE(changed.count(), 1);
    QVERIFY(model.hasBounds());
    QCOMPARE(model.index(0, ResultsModel::Bound).data().toString(), QStringLiteral("IOPS"));

    // Two block sizes are not enough for a fit.
    set.points.resize(2);
    shown.show(set);
    shown.setAnalysis(analyze(set));
    QVERIFY(!model.hasBounds());
    QCOMPARE(model.index(0, ResultsModel::Bound).data().toString(), QStringLiteral("–"));
    QVERIFY(model.index(0, ResultsModel::Bound).data(Qt::ToolTipRole).toString().contains(QStringLiteral("3 block")));
}

// A point whose run held two levels, or whose first trial was out of line,
// is flagged on its index and its IOPS (whose mean mixes levels), with the
// verdict in the tooltip; a steady one is not.
void TestResultsModel::regimesFlagAPoint_data()
{
    QTest::addColumn<QList<double>>("trialIops");
    QTest::addColumn<double>("burstIops");  // 0: steady samples
    QTest::addColumn<QStringList>("tips");  // empty: not flagged
    QTest::newRow("burst, then sustained")
        << QList<double>{5000} << 20000.0
        << QStringList{QStringLiteral("Regimes: burst at 20,"), QStringLiteral("then 5,0"),
                       QStringLiteral("The mean mixes regimes; sustained level 5,000 IOPS")};
    QTest::newRow("steady") << QList<double>{5000} << 0.0 << QStringList{};
    QTest::newRow("first trial slow") << QList<double>{700, 1000, 1010} << 0.0
                                      << QStringList{QStringLiteral("First trial out of line: trial 1 ran at 0.70×")};
    QTest::newRow("trials alike") << QList<double>{1000, 1000, 1010} << 0.0 << QStringList{};
}

void TestResultsModel::regimesFlagAPoint()
{
    QFETCH(QList<double>, trialIops);
    QFETCH(double, burstIops);
    QFETCH(QStringList, tips);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    ResultSet set;
    for (int trial = 0; trial < trialIops.size(); ++trial) {
        JobResult r = point(4096, 100, uint64_t(2 * trialIops[trial]), 0, 0, trial);
        const double level = trialIops[trial];
        addSamples(r, burstIops > 0 ? burstIops : level, level, 4.0);
        set.points.append(r);
    }
    ResultsModel* model = modelOf(set, this);
    const bool flagged = !tips.isEmpty();
    QCOMPARE(model->index(0, 0).data(ResultsModel::RegimesRole).toBool(), flagged);
    for (const int column : {int(ResultsModel::Index), int(ResultsModel::TotalIops)}) {
        const QModelIndex cell = model->index(0, column);
        QCOMPARE(cell.data(Qt::DecorationRole).isValid(), flagged);
        const QString tip = cell.data(Qt::ToolTipRole).toString();
        for (const QString& part : tips)
            QVERIFY2(tip.contains(part), qPrintable(tip));
    }
    QVERIFY(!model->index(0, ResultsModel::ReadIops).data(Qt::DecorationRole).isValid());
}

QTEST_MAIN(TestResultsModel)
#include "tst_results_model.moc"
