// The rules a matrix keeps to run, one set for the Runner and the matrix
// editor: which rule a matrix breaks first, with the values to word it.

#include "core/matrix/matrix_check.h"

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

using namespace surfio;

Q_DECLARE_METATYPE(surfio::MatrixRule)

namespace {

// The quick matrix (4k, 64k, 1m × 100, 50, 0 % read) on a target, changed as `change` says.
Matrix changed(const QString& change)
{
    Matrix m = quickMatrix();
    m.base.targets = {"/tmp/target"};
    SteadyStateSpec& steady = m.steadyState;
    if (change == QLatin1String("no points"))
        m.sweeps.front().queueDepths.clear();
    else if (change == QLatin1String("trials 0"))
        m.trials = 0;
    else if (change == QLatin1String("trials 1001"))
        m.trials = kMaxTrials + 1;
    else if (change == QLatin1String("hosts, engine uring"))
        m.hosts = {"server1"};
    else if (change.startsWith(QLatin1String("target counts"))) {
        m.base.targets = {"/tmp/a", "/tmp/b"};
        m.sweeps.front().jobCounts = {2};
        m.sweeps.front().targetCounts = {1, 2};
        if (change == QLatin1String("target counts past the targets"))
            m.sweeps.front().targetCounts = {1, 2, 4};
    } else if (change == QLatin1String("block size 0"))
        m.sweeps.front().blockSizes.push_back(0);
    else if (change == QLatin1String("fio hosts, CPUs this machine lacks")) {
        m.base.engine = EngineChoice::Fio;
        m.hosts = {"server1"};
        m.base.cpusAllowed = {kMaxCpus - 1};
    } else if (change == QLatin1String("CPUs this machine lacks"))
        m.base.cpusAllowed = {kMaxCpus - 1};
    else if (change.startsWith(QLatin1String("steady"))) {
        steady.enabled = true;  // tracks 4k at 0 % read, which the quick matrix runs
        if (change == QLatin1String("steady window 1"))
            steady.window = 1;
        else if (change == QLatin1String("steady rounds above the most"))
            steady.maxRounds = kMaxRounds + 1;
        else if (change == QLatin1String("steady rounds below the window"))
            steady.maxRounds = steady.window - 1;
        else if (change == QLatin1String("steady without trackers"))
            steady.trackers.clear();
        else if (change == QLatin1String("steady tracks a size no point runs"))
            steady.trackers.push_back({8192, 0});
        else if (change == QLatin1String("steady tracks a split's largest size")) {
            m.sweeps.front().blockSizes = {65536};
            m.sweeps.front().blockSplits = {{{4096, 50}, {8192, 50}}};
            steady.trackers = {{8192, 0}};
        }
    } else if (change.startsWith(QLatin1String("rate steps"))) {
        m.rateSteps = {10, 50, 90};
        if (change == QLatin1String("rate steps above 100"))
            m.rateSteps = {50, 150};
        else if (change == QLatin1String("rate steps descending"))
            m.rateSteps = {90, 50};
        else if (change == QLatin1String("rate steps, every point throttled"))
            m.sweeps.front().rateIops = {500, 1000};
        else if (change == QLatin1String("rate steps, one point unthrottled"))
            m.sweeps.front().rateIops = {500, 0};
    } else if (change == QLatin1String("steady state off, its rules rest")) {
        steady.window = 1;
        steady.trackers.clear();
    }
    return m;
}

}  // namespace

class TestMatrixCheck : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void refusesWhatCannotRun_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<MatrixRule>("rule");
        QTest::addColumn<QString>("reason");  // a fragment of the message

        QTest::newRow("the quick matrix") << "none" << MatrixRule::None << "";
        QTest::newRow("no points") << "no points" << MatrixRule::HasPoints << "no points";
        QTest::newRow("trials 0") << "trials 0" << MatrixRule::Trials << "--trials=0 is outside 1 to 1000";
        QTest::newRow("trials 1001") << "trials 1001" << MatrixRule::Trials << "--trials=1001";
        QTest::newRow("hosts, engine uring") << "hosts, engine uring" << MatrixRule::HostsNeedFio << "--engine=fio";
        QTest::newRow("target counts 1, 2 on two targets") << "target counts" << MatrixRule::None << "";
        QTest::newRow("target count 4 on two targets")
            << "target counts past the targets" << MatrixRule::TargetCount << "name at least 4 targets";
        QTest::newRow("block size 0") << "block size 0" << MatrixRule::PointRuns << "--bs";
        QTest::newRow("CPUs this machine lacks")
            << "CPUs this machine lacks" << MatrixRule::PointRuns << "cpus_allowed";
        // fio's hosts have CPUs of their own, which this machine cannot count.
        QTest::newRow("fio hosts, CPUs this machine lacks")
            << "fio hosts, CPUs this machine lacks" << MatrixRule::None << "";
        QTest::newRow("steady state") << "steady" << MatrixRule::None << "";
        QTest::newRow("steady window 1") << "steady window 1" << MatrixRule::SteadyStateRounds << "window";
        QTest::newRow("steady rounds above the most")
            << "steady rounds above the most" << MatrixRule::SteadyStateRounds << "at most 1000 rounds";
        QTest::newRow("steady rounds below the window")
            << "steady rounds below the window" << MatrixRule::RoundsBelowWindow << "--steady-rounds";
        QTest::newRow("steady without trackers")
            << "steady without trackers" << MatrixRule::SteadyStateTracks << "--steady-track";
        QTest::newRow("steady tracks a size no point runs")
            << "steady tracks a size no point runs" << MatrixRule::TrackerMatchesPoints << "8 KiB at 0 % read";
        // A split's point is of several sizes: it tracks none of them.
        QTest::newRow("steady tracks a split's largest size")
            << "steady tracks a split's largest size" << MatrixRule::TrackerMatchesPoints << "8 KiB at 0 % read";
        QTest::newRow("steady state off, its rules rest")
            << "steady state off, its rules rest" << MatrixRule::None << "";
        QTest::newRow("rate steps") << "rate steps" << MatrixRule::None << "";
        QTest::newRow("rate steps above 100") << "rate steps above 100" << MatrixRule::RateSteps << "1 % to 100 %";
        QTest::newRow("rate steps descending") << "rate steps descending" << MatrixRule::RateSteps << "ascending";
        QTest::newRow("rate steps, every point throttled")
            << "rate steps, every point throttled" << MatrixRule::RateStepsNeedBase << "add 0 to the --rate_iops";
        QTest::newRow("rate steps, one point unthrottled")
            << "rate steps, one point unthrottled" << MatrixRule::None << "";
    }

    void refusesWhatCannotRun()
    {
        QFETCH(QString, change);
        QFETCH(MatrixRule, rule);
        QFETCH(QString, reason);
        MatrixRefusal refusal;
        QCOMPARE(checkMatrix(changed(change), refusal), rule == MatrixRule::None);
        QCOMPARE(refusal.rule, rule);
        QVERIFY2(refusal.message.contains(reason), qPrintable(refusal.message));
        QCOMPARE(refusal.message.isEmpty(), rule == MatrixRule::None);
        if (rule == MatrixRule::TrackerMatchesPoints)
            QCOMPARE(refusal.tracker, (SteadyStateTracker{8192, 0}));
    }

    // The refusals are the Runner's messages, translated in its context.
    void speaksTheRunnersLanguage()
    {
        QTranslator french;
        QVERIFY(french.load(QStringLiteral(":/i18n/surfio_fr.qm")));
        QCoreApplication::installTranslator(&french);
        MatrixRefusal refusal;
        checkMatrix(changed(QStringLiteral("steady without trackers")), refusal);
        QCoreApplication::removeTranslator(&french);
        QCOMPARE(refusal.message,
                 QStringLiteral("l'état stable exige une variable suivie\u00a0: donnez --steady-track, "
                                "p. ex. 4k/0"));
    }
};

QTEST_GUILESS_MAIN(TestMatrixCheck)
#include "tst_matrix_check.moc"
