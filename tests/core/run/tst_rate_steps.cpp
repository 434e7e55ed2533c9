// Open-loop rates through the Runner (issue 17): the points of a
// --rate_iops list run at the rates asked, and --rate-steps (vdbench's curve)
// runs each point unthrottled, then at shares of the IOPS it reached, as the
// result's JSON records them, through Surfio's engine and fio alike; also
// when the run is resumed from its journal after the unthrottled point.
//
// The steps need a point whose unthrottled IOPS the machine's other work
// cannot move: a loop device over /dev/shm capped by the blkio cgroup, with
// this test process inside the cgroup (skipped, with the reason, where this
// machine cannot make one). A file in /dev/shm is CPU-bound, and a step at
// half of what it reached misses its rate whenever something else takes the
// CPU. The rate list's few hundred IOPS need no such care.

#include "core/result/result_json.h"
#include "core/run/run_policy.h"
#include "core/run/runner.h"
#include "tests/runner_harness.h"
#include "tests/system_tools.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using namespace surfio;
using namespace std::chrono_literals;

Q_DECLARE_METATYPE(surfio::EngineChoice)

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

// A loop device over /dev/shm whose reads the blkio cgroup caps at `cap`
// IOPS, and this process inside that cgroup: io_uring submissions (and fio's)
// are throttled in the submitting task's group, and the cgroup caps nothing
// but this device. undo() takes the process back and removes the cgroup.
struct CappedVolume {
    testing::ShmLoop loop;
    QString cgroup;  // ours
    QString home;    // the cgroup this process came from
    QString limitFile;
    QString device;  // "MAJ:MIN"
    bool v1 = false;

    // Why not, empty when made.
    QString make(int cap)
    {
        QString why = loop.makeImage(QStringLiteral("surfio-tst_rate_steps"), 64 << 20, false);
        if (why.isEmpty())
            why = loop.attach();
        if (!why.isEmpty())
            return why;
        struct stat st {};
        if (stat(loop.device.toLocal8Bit().constData(), &st) != 0)
            return QStringLiteral("cannot stat ") + loop.device;
        device = QStringLiteral("%1:%2").arg(major(st.st_rdev)).arg(minor(st.st_rdev));
        v1 = QFileInfo::exists(QStringLiteral("/sys/fs/cgroup/blkio/blkio.throttle.read_iops_device"));
        const QString root = v1 ? QStringLiteral("/sys/fs/cgroup/blkio") : QStringLiteral("/sys/fs/cgroup");
        if (!v1
            && (!QFileInfo::exists(root + QStringLiteral("/cgroup.controllers"))
                || !write(root + QStringLiteral("/cgroup.subtree_control"), QStringLiteral("+io"))))
            return QStringLiteral("neither cgroup v1 blkio nor the cgroup v2 io controller is at hand");
        home = root + ownCgroup(v1);
        cgroup = root + QStringLiteral("/surfio-tst_rate_steps-%1").arg(getpid());
        limitFile = cgroup + (v1 ? QStringLiteral("/blkio.throttle.read_iops_device") : QStringLiteral("/io.max"));
        if (!QDir().mkpath(cgroup) || !write(limitFile, limitText(cap))
            || !write(cgroup + QStringLiteral("/cgroup.procs"), QString::number(getpid())))
            return QStringLiteral("cannot cap reads in the cgroup ") + cgroup;
        return {};
    }

    void undo()
    {
        if (cgroup.isEmpty())
            return;
        write(home + QStringLiteral("/cgroup.procs"), QString::number(getpid()));
        write(limitFile, limitText(0));
        QDir().rmdir(cgroup);
        cgroup.clear();
    }

    QString limitText(int cap) const
    {
        if (v1)
            return device + QLatin1Char(' ') + QString::number(cap);
        return device + QStringLiteral(" riops=") + (cap ? QString::number(cap) : QStringLiteral("max"));
    }

    // This process's cgroup in the hierarchy: "/", or a path under it.
    static QString ownCgroup(bool v1)
    {
        QFile f(QStringLiteral("/proc/self/cgroup"));
        if (!f.open(QIODevice::ReadOnly))
            return QStringLiteral("/");
        for (const QString& line : QString::fromLatin1(f.readAll()).split(QLatin1Char('\n'))) {
            const QStringList parts = line.split(QLatin1Char(':'));
            if (parts.size() == 3
                && (v1 ? parts[1].split(QLatin1Char(',')).contains(QLatin1String("blkio"))
                       : parts[0] == QLatin1String("0")))
                return parts[2];
        }
        return QStringLiteral("/");
    }

    static bool write(const QString& path, const QString& text)
    {
        QFile f(path);
        return f.open(QIODevice::WriteOnly) && f.write(text.toLatin1()) > 0;
    }
};

}  // namespace

class TestRateSteps : public QObject {
    Q_OBJECT

    // tmpfs: reads cost a copy, so one job at depth 1 goes far beyond the rates of the list.
    QTemporaryDir dir_{QStringLiteral("/dev/shm/tst_rate_steps-XXXXXX")};
    static constexpr int kCapIops = 2000;
    CappedVolume capped_;
    QString whyNotCapped_;

    Matrix ramMatrix(const QString& name)
    {
        Matrix m;
        m.base.targets = {dir_.filePath(name).toStdString()};
        m.base.regionSize = 16ULL << 20;
        // A point's measured time ends when its worker sees it end: a wake-up late by
        // tens of milliseconds on a busy machine would cost a 1 s point a few per cent.
        m.base.runtime = 2s;
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
        whyNotCapped_ = capped_.make(kCapIops);
    }

    void cleanupTestCase() { capped_.undo(); }

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

    // vdbench's curve: unthrottled first (on the capped volume, its cap),
    // then 25 % and 50 % of what it reached.
    void rateStepsRunAtSharesOfTheUnthrottledIops_data()
    {
        QTest::addColumn<EngineChoice>("engine");
        QTest::newRow("Surfio's engine") << EngineChoice::Auto;
        QTest::newRow("fio") << EngineChoice::Fio;
    }

    void rateStepsRunAtSharesOfTheUnthrottledIops()
    {
        QFETCH(EngineChoice, engine);
        if (!whyNotCapped_.isEmpty())
            QSKIP(qPrintable(whyNotCapped_));
        if (engine == EngineChoice::Fio && QStandardPaths::findExecutable(QStringLiteral("fio")).isEmpty())
            QSKIP("fio is not installed");
        Matrix m = ramMatrix(QStringLiteral("steps"));
        m.base.targets = {capped_.loop.device.toStdString()};
        m.base.engine = engine;
        m.sweeps.front().queueDepths = {4};  // enough in flight that the cap, not the CPU, binds
        m.rateSteps = {25, 50};
        const ResultSet results = run(m);
        QVERIFY2(results.error.isEmpty(), qPrintable(results.error));
        const QJsonArray runs = toJson(results)[QStringLiteral("points")].toArray();
        QCOMPARE(runs.size(), 3);
        const QJsonObject base = runs[0].toObject();
        QCOMPARE(specOf(base)[QStringLiteral("rate_iops")].toDouble(), 0.0);
        const double unthrottled = iopsOf(base);
        QVERIFY2(std::abs(unthrottled / kCapIops - 1) < 0.2, qPrintable(QString::number(unthrottled)));  // the cap
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
        m.base.runtime = 300ms;  // the rate set is checked here, not the rate kept
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
