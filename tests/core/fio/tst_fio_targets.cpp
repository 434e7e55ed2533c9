// The host maximum through fio (issue 29): --target-count with --engine=fio,
// here and on fio servers. Every point keeps each target's figures beside
// the sum (per host and per target on servers: "host:path"), and they add up
// to the sum fio reports for the point. Real fio 3.33, real servers on
// 127.0.0.1 (tests/fio_server.h), two small files, 1-s points.

#include "core/fio/fio_engine.h"
#include "core/result/host_results.h"
#include "core/result/result_json.h"
#include "core/result/result_table.h"
#include "core/result/target_figures.h"
#include "core/run/runner.h"
#include "tests/fio_server.h"
#include "tests/runner_harness.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace surfio;
using namespace std::chrono_literals;
using namespace Qt::Literals::StringLiterals;
using testing::FioServer;

namespace {

constexpr uint64_t kFileBytes = uint64_t(16) << 20;

ResultSet runToEnd(const Matrix& m)
{
    RunnerHarness h;
    RunnerEvents events(h);
    h.start(m);
    if (!events.waitFinished(120000))
        return {};
    return *events.seen().finished;
}

QByteArray compact(const QJsonValue& v)
{
    return QJsonDocument(QJsonObject{{u"v"_s, v}}).toJson(QJsonDocument::Compact);
}

// Each point's targets in its JSON: their read IOPS add up to the point's,
// and their I/Os to the sum's.
void checkAddsUp(const JobResult& p)
{
    const std::vector<TargetFigures> figures = targetFigures(p);
    QCOMPARE(figures.size(), p.targets.size());
    uint64_t ios = 0;
    for (const TargetFigures& t : figures) {
        QVERIFY2(t.read.ios > 0, t.path.c_str());  // every target worked
        ios += t.read.ios;
    }
    QCOMPARE(ios, p.read.ios);
    const QJsonObject point = toJson(p, p.point);
    const QJsonArray targets = point[u"targets"_s].toArray();
    QCOMPARE(size_t(targets.size()), p.targets.size());
    double iops = 0;
    for (const QJsonValue t : targets)
        iops += t[u"read"_s][u"iops"_s].toDouble();
    const double sum = point[u"read"_s][u"iops"_s].toDouble();
    QVERIFY2(sum > 0 && std::abs(iops - sum) <= 0.001 * sum, compact(targets));
}

}  // namespace

class TestFioTargets : public QObject {
    Q_OBJECT

    QTemporaryDir dir_{QDir::tempPath() + u"/tst_fio_targets-XXXXXX"_s};

    // Random 4k reads on the first 1, then 2 targets; two jobs, so at two
    // targets one each, as Surfio spreads them.
    Matrix targetCounts(const std::vector<std::string>& targets)
    {
        Matrix m;
        m.base.engine = EngineChoice::Fio;
        m.base.targets = targets;
        m.base.regionSize = kFileBytes;
        m.base.runtime = 1s;
        Sweep& s = m.sweeps.front();
        s.patterns = {Pattern::RandRead};
        s.blockSizes = {4096};
        s.queueDepths = {4};
        s.jobCounts = {2};
        s.targetCounts = {1, 2};
        return m;
    }

    std::vector<std::string> files(const QString& prefix)
    {
        std::vector<std::string> paths;
        for (const QString& name : {prefix + u"-a.dat"_s, prefix + u"-b.dat"_s}) {
            QFile f(dir_.filePath(name));
            // Written whole, so the servers' fio finds them laid out and reads them as they are.
            if (f.open(QIODevice::WriteOnly))
                f.write(QByteArray(qsizetype(kFileBytes), 'x'));
            paths.push_back(f.fileName().toStdString());
        }
        return paths;
    }

private Q_SLOTS:
    void initTestCase()
    {
        FioProgram fio;
        QString why;
        if (!findFio(fio, why))
            QSKIP(qPrintable(why));
        QVERIFY(dir_.isValid());
    }

    // Here, through the installed fio: each target's own figures.
    void perTargetHere()
    {
        const std::vector<std::string> paths = files(u"here"_s);
        const ResultSet r = runToEnd(targetCounts(paths));
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.points.size(), 2);
        for (int i = 0; i < 2; ++i) {
            const JobResult& p = r.points[i];
            QCOMPARE(p.spec.targets.size(), size_t(i) + 1);
            QCOMPARE(p.targets.size(), size_t(i) + 1);
            for (size_t t = 0; t < p.targets.size(); ++t) {
                QCOMPARE(p.targets[t].path, paths[t]);
                QVERIFY(p.targets[t].host.empty());
            }
            checkAddsUp(p);
            QVERIFY(!p.samples.empty());  // fio's reports every 500 ms still read
        }
    }

    // On two fio servers: each host's share of each target, "host:path",
    // ordered by host, then as --filename; a host's targets add up to its share.
    void perHostAndTarget()
    {
        FioServer one, two;
        QVERIFY(one.start());
        QVERIFY(two.start());
        const std::vector<std::string> paths = files(u"hosts"_s);
        Matrix m = targetCounts(paths);
        m.hosts = {one.host().toStdString(), two.host().toStdString()};
        const ResultSet r = runToEnd(m);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.points.size(), 2);
        QStringList hosts{one.host(), two.host()};
        hosts.sort();
        for (int i = 0; i < 2; ++i) {
            const JobResult& p = r.points[i];
            const size_t count = size_t(i) + 1;
            QCOMPARE(p.targets.size(), 2 * count);
            for (size_t t = 0; t < p.targets.size(); ++t) {
                const std::string host = hosts[qsizetype(t / count)].toStdString();
                QCOMPARE(p.targets[t].host, host);
                QCOMPARE(p.targets[t].path, host + ':' + paths[t % count]);
            }
            checkAddsUp(p);
            const std::vector<TargetFigures> figures = targetFigures(p);
            for (const QString& host : std::as_const(hosts)) {
                const std::optional<JobResult> share = onHost(p, host);
                QVERIFY(share);
                uint64_t ios = 0;
                for (const TargetFigures& t : figures)
                    ios += t.host == host.toStdString() ? t.read.ios : 0;
                QCOMPARE(share->read.ios, ios);
            }
            // The terminal row: each host's every target under the sum.
            const QString row = tableRow(i, p);
            for (const TargetFigures& t : figures)
                QVERIFY2(row.contains(u"\n      on "_s + QString::fromStdString(t.path) + u": read "_s),
                         qPrintable(row));
            QCOMPARE(row.count(u"\n      on "_s), qsizetype(figures.size()));
        }
        one.killAll();
        two.killAll();
    }
};

QTEST_GUILESS_MAIN(TestFioTargets)
#include "tst_fio_targets.moc"
