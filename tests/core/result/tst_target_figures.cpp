// Each target's own figures beside a run's sum, from the workers on it:
// Surfio's engine (a worker per job, round-robin over the targets), fio's
// client mode (each host one target: per host), and where the split is not
// known (fio's group_reporting gives one worker for several targets; a
// result without workers) none at all.

#include "core/result/target_figures.h"

#include <QTest>

using namespace surfio;

namespace {

struct Worker {
    unsigned target = 0;
    uint64_t readIos = 0;
    uint64_t writeIos = 0;
    double latNs = 100000;
};

// A 1-second run on `targets` targets ("host:" prefixed paths with hosts).
JobResult runOf(int targets, const QList<Worker>& workers, bool hosts = false)
{
    JobResult r;
    r.seconds = 1;
    for (int t = 0; t < targets; ++t) {
        TargetInfo info;
        info.host = hosts ? "10.0.0." + std::to_string(t + 2) : std::string();
        info.path = (hosts ? info.host + ":" : std::string()) + "/dev/vd" + char('b' + t);
        r.targets.push_back(info);
    }
    for (const Worker& w : workers) {
        WorkerTotals totals;
        totals.index = unsigned(r.workers.size());
        totals.target = w.target;
        totals.seconds = 1;
        totals.readIos = w.readIos;
        totals.readBytes = w.readIos * 4096;
        totals.readMeanLatNs = w.latNs;
        totals.writeIos = w.writeIos;
        totals.writeBytes = w.writeIos * 4096;
        totals.writeMeanLatNs = w.latNs;
        r.workers.push_back(totals);
    }
    return r;
}

}  // namespace

Q_DECLARE_METATYPE(JobResult)

class TestTargetFigures : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void splitsTheSum_data()
    {
        QTest::addColumn<JobResult>("run");
        QTest::addColumn<QList<double>>("iops");       // per target, reads and writes; empty: not known
        QTest::addColumn<QList<double>>("readLatNs");  // per target
        QTest::addColumn<QStringList>("hosts");        // per target

        QTest::newRow("two targets, two jobs each")
            << runOf(2, {{0, 1000}, {1, 900}, {0, 1000, 0, 300000}, {1, 1100}}) << QList<double>{2000, 2000}
            << QList<double>{200000, 100000} << QStringList{{}, {}};
        QTest::newRow("reads and writes")
            << runOf(1, {{0, 700, 300}}) << QList<double>{1000} << QList<double>{100000} << QStringList{{}};
        QTest::newRow("fio hosts: one target each")
            << runOf(2, {{0, 3000}, {1, 2500}}, true) << QList<double>{3000, 2500} << QList<double>{100000, 100000}
            << QStringList{QStringLiteral("10.0.0.2"), QStringLiteral("10.0.0.3")};
        QTest::newRow("fio group: one worker for two targets")
            << runOf(2, {{0, 4000}}) << QList<double>{} << QList<double>{} << QStringList{};
        QTest::newRow("no workers (a result before them)")
            << runOf(2, {}) << QList<double>{} << QList<double>{} << QStringList{};
    }

    void splitsTheSum()
    {
        QFETCH(JobResult, run);
        QFETCH(QList<double>, iops);
        QFETCH(QList<double>, readLatNs);
        QFETCH(QStringList, hosts);
        const std::vector<TargetFigures> figures = targetFigures(run);
        QCOMPARE(qsizetype(figures.size()), iops.size());
        for (qsizetype i = 0; i < iops.size(); ++i) {
            const TargetFigures& t = figures[size_t(i)];
            QCOMPARE(t.path, run.targets[size_t(i)].path);
            QCOMPARE(QString::fromStdString(t.host), hosts[i]);
            QCOMPARE(t.iops(), iops[i]);
            QCOMPARE(t.bwBytes(), iops[i] * 4096);
            QCOMPARE(t.read.meanLatNs, readLatNs[i]);
        }
    }
};

QTEST_GUILESS_MAIN(TestTargetFigures)
#include "tst_target_figures.moc"
