// Open-loop rates through the Runner on a RAM-backed file (issue 17): the
// points of a --rate_iops list run at the rates asked, and --rate-steps
// (vdbench's curve) runs each point unthrottled, then at shares of the IOPS
// it reached, as the result's JSON records them — also when the run is
// resumed from its journal after the unthrottled point.

#include "core/result/result_json.h"
#include "core/run/run_policy.h"
#include "core/run/runner.h"
#include "tests/runner_harness.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace surfio;
using namespace std::chrono_literals;

namespace {

constexpr double kTolerance = 0.03;  // the issue's ±3 %

// A run's IOPS from its JSON, as a reader of the result file finds them.
double iopsOf(const QJsonObject& run)
{
    return run[QStringLiteral("read")][QStringLiteral("iops")].toDouble()
           + run[QStringLiteral("write")][QStringLiteral("iops")].toDouble();
}

QJsonObject specOf(const QJsonObject& run)
{
    return run[QStringLiteral("spec")].toObject();
}

QByteArray within(double measured, double asked)
{
    return QByteArray("measured ") + QByteArray::number(measured, 'f', 1) + " IOPS, asked "
           + QByteArray::number(asked, 'f', 1) + " (" + QByteArray::number((measured / asked - 1) * 100, 'f', 2)
           + " %)";
}

}  // namespace

class TestRateSteps : public QObject {
    Q_OBJECT

    // tmpfs: reads cost a copy, so one job at depth 1 goes far beyond the rates asked, steadily.
    QTemporaryDir dir_{QStringLiteral("/dev/shm/tst_rate_steps-XXXXXX")};

    Matrix ramMatrix(const QString& name)
    {
        Matrix m;
        m.base.targets = {dir_.filePath(name).toStdString()};
        m.base.regionSize = 16ULL << 20;
        m.base.runtime = 1s;
        m.base.interval = 100ms;
        m.sweeps.front().patterns = {Pattern::RandRead};
        m.sweeps.front().blockSizes = {4096};
        return m;
    }

    static ResultSet run(const RunRequest& request, bool stopAfterFirstPoint = false)
    {
        RunnerHarness h;
        RunnerEvents events(h);
        if (stopAfterFirstPoint)  // on the Runner's thread, before it can start the next point
            QObject::connect(
                &h.runner, &Runner::pointFinished, &h.runner, [&h] { h.runner.requestStop(); }, Qt::DirectConnection);
        h.start(request);
        if (!events.waitFinished(120000))
            return {};
        return *events.seen().finished;
    }

    static ResultSet run(const Matrix& m)
    {
        RunRequest request;
        request.matrix = m;
        return run(request);
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (!dir_.isValid())
            QSKIP("no /dev/shm here: the rates need a RAM-backed target well above them");
    }

    // A list of rates is an axis: one point per rate, each at its rate.
    void rateListRunsAtTheAskedRates()
    {
        Matrix m = ramMatrix(QStringLiteral("list"));
        m.sweeps.front().rateIops = {500, 1000};
        const ResultSet results = run(m);
        QVERIFY2(results.error.isEmpty(), qPrintable(results.error));
        const QJsonArray runs = toJson(results)[QStringLiteral("points")].toArray();
        QCOMPARE(runs.size(), 2);
        const double asked[] = {500, 1000};
        for (int i = 0; i < 2; ++i) {
            const QJsonObject r = runs[i].toObject();
            QCOMPARE(specOf(r)[QStringLiteral("rate_iops")].toDouble(), asked[i]);
            QVERIFY(!specOf(r).contains(QStringLiteral("rate_share_percent")));
            QVERIFY2(std::abs(iopsOf(r) / asked[i] - 1) <= kTolerance, within(iopsOf(r), asked[i]));
        }
    }

    // vdbench's curve: unthrottled first, then 25 % and 50 % of what it reached.
    void rateStepsRunAtSharesOfTheUnthrottledIops()
    {
        Matrix m = ramMatrix(QStringLiteral("steps"));
        m.rateSteps = {25, 50};
        const ResultSet results = run(m);
        QVERIFY2(results.error.isEmpty(), qPrintable(results.error));
        const QJsonArray runs = toJson(results)[QStringLiteral("points")].toArray();
        QCOMPARE(runs.size(), 3);
        const QJsonObject base = runs[0].toObject();
        QCOMPARE(specOf(base)[QStringLiteral("rate_iops")].toDouble(), 0.0);
        const double unthrottled = iopsOf(base);
        QVERIFY2(unthrottled > 4 * 500, qPrintable(QString::number(unthrottled)));  // well above the steps' rates
        const int shares[] = {25, 50};
        for (int i = 1; i <= 2; ++i) {
            const QJsonObject step = runs[i].toObject();
            const int share = shares[i - 1];
            QCOMPARE(step[QStringLiteral("point")].toInt(), i);
            QCOMPARE(specOf(step)[QStringLiteral("rate_share_percent")].toInt(), share);
            // The rate it ran at, recorded: the share of the base's IOPS, rounded up, per job.
            const double asked = unthrottled * share / 100;
            QCOMPARE(specOf(step)[QStringLiteral("rate_iops")].toDouble(), double(rateStepIops(unthrottled, share, 1)));
            QVERIFY2(std::abs(iopsOf(step) / asked - 1) <= kTolerance, within(iopsOf(step), asked));
        }
        // The JSON reads back with the steps as they ran.
        ResultSet back;
        QString error;
        QVERIFY2(fromJson(toJson(results), back, error), qPrintable(error));
        QCOMPARE(back.points[1].spec.rateSharePercent, 25);
        QCOMPARE(back.points[1].spec.rateIops, results.points[1].spec.rateIops);
        QCOMPARE(back.matrix.rateSteps, m.rateSteps);
    }

    // Resumed after its unthrottled point, a run sets its steps' rates from
    // the IOPS the journal holds for that point.
    void resumedStepsTakeTheJournaledPoint()
    {
        Matrix m = ramMatrix(QStringLiteral("resume"));
        m.base.runtime = 500ms;
        m.rateSteps = {50};
        RunRequest first;
        first.matrix = m;
        first.outputPath = dir_.filePath(QStringLiteral("resume.json"));
        first.journalPath = first.outputPath + QStringLiteral(".journal");
        const ResultSet stopped = run(first, true);
        QVERIFY(stopped.stopped);
        QCOMPARE(stopped.points.size(), 1);
        const double unthrottled = stopped.points[0].iops(stopped.points[0].read);
        QVERIFY(unthrottled > 0);

        RunRequest resume;
        int finished = 0;
        QString error;
        QVERIFY2(resumeRunRequest(first.journalPath, resume, finished, error), qPrintable(error));
        QCOMPARE(finished, 1);
        const ResultSet results = run(resume);
        QVERIFY2(results.error.isEmpty(), qPrintable(results.error));
        QVERIFY(!results.stopped);
        QCOMPARE(results.points.size(), 2);
        QCOMPARE(results.points[1].point, 1);
        QCOMPARE(results.points[1].spec.rateSharePercent, 50);
        QCOMPARE(results.points[1].spec.rateIops, rateStepIops(unthrottled, 50, 1));
        QFile::remove(first.journalPath);
    }

    // Every point has a rate: nothing to measure first, refused before anything is touched.
    void rateStepsNeedAnUnthrottledPoint()
    {
        Matrix m = ramMatrix(QStringLiteral("throttled"));
        m.sweeps.front().rateIops = {500};
        m.rateSteps = {50};
        const ResultSet results = run(m);
        QVERIFY(results.inputError);
        QVERIFY2(results.error.contains(QStringLiteral("--rate_iops")), qPrintable(results.error));
        QVERIFY(!QFile::exists(dir_.filePath(QStringLiteral("throttled"))));
    }
};

QTEST_GUILESS_MAIN(TestRateSteps)
#include "tst_rate_steps.moc"
