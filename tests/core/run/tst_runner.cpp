// The Runner on a worker thread: what it emits, in what order, and how it stops.

#include "core/engine/message_text.h"
#include "core/matrix/matrix_check.h"
#include "core/matrix/steady_state.h"
#include "core/run/kept_targets.h"
#include "core/run/runner.h"
#include "tests/runner_harness.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <functional>

using namespace surfio;
using namespace std::chrono_literals;

class TestRunner : public QObject {
    Q_OBJECT

    QTemporaryDir dir_{QDir::tempPath() + QStringLiteral("/tst_runner-XXXXXX")};

    Matrix smallMatrix(const QString& name)
    {
        Matrix m;
        m.base.targets = {dir_.filePath(name).toStdString()};
        m.base.regionSize = 4ULL << 20;
        m.base.runtime = 300ms;
        m.base.interval = 20ms;
        m.sweeps.front().patterns = {Pattern::RandReadWrite};
        m.sweeps.front().queueDepths = {4};
        m.sweeps.front().readPercents = {100, 0};
        m.sweeps.front().blockSizes = {4096, 8192};
        return m;
    }

    ResultSet runToEnd(const Matrix& m, int* steadyReports = nullptr)
    {
        RunnerHarness h;
        RunnerEvents events(h);
        h.start(m);
        if (!events.waitFinished(120000))
            return {};
        const RunnerEvents::Seen seen = events.seen();
        if (steadyReports)
            *steadyReports = int(seen.steady.size());
        return *seen.finished;
    }

    // A journaled run: what pointFinished showed goes to `shown`; `afterFirstPoint`
    // runs once the first point is shown. What the test keeps is copied out, so
    // that it outlives the Runner's thread (whose end orders it for TSan).
    ResultSet runJournaled(const QString& name, QList<std::pair<int, JobResult>>& shown,
                           const std::function<void(const QString& journal)>& afterFirstPoint = {})
    {
        Matrix m = smallMatrix(name);
        m.trials = 2;
        RunRequest request;
        request.matrix = m;
        request.outputPath = dir_.filePath(name + QStringLiteral(".json"));
        request.journalPath = request.outputPath + QStringLiteral(".journal");
        RunnerHarness h;
        RunnerEvents events(h);
        h.start(request);
        if (afterFirstPoint) {
            if (!events.waitFor([](const RunnerEvents::Seen& seen) { return !seen.points.isEmpty(); }, 60000))
                return {};
            afterFirstPoint(request.journalPath);
        }
        if (!events.waitFinished(120000))
            return {};
        const RunnerEvents::Seen seen = events.seen();
        shown = seen.points;
        QFile::remove(request.journalPath);
        return *seen.finished;
    }

    // One run of a reading matrix on a directory, its targets kept in `kept` when given.
    ResultSet runOnDirectory(const QString& directory, KeptTargets* kept)
    {
        Matrix m;
        m.base.targets = {directory.toStdString()};
        m.base.regionSize = 4ULL << 20;
        m.base.runtime = 100ms;
        m.sweeps.front().patterns = {Pattern::RandRead};
        m.sweeps.front().blockSizes = {4096};
        RunnerHarness h;
        h.runner.keepTargetsIn(kept);
        RunnerEvents events(h);
        h.start(m);
        if (!events.waitFinished(60000))
            return {};
        return *events.seen().finished;
    }

    static QStringList scratchFiles(const QString& directory)
    {
        return QDir(directory).entryList({QStringLiteral("surfio-scratch-*")}, QDir::Files);
    }

private Q_SLOTS:
    // A matrix run again on kept targets (the workbench's demo) lays its
    // scratch file out once; without them each run lays out a new one.
    void keptTargetsAreLaidOutOnce_data()
    {
        QTest::addColumn<bool>("keep");
        QTest::newRow("kept") << true;
        QTest::newRow("not kept") << false;
    }
    void keptTargetsAreLaidOutOnce()
    {
        QFETCH(bool, keep);
        const QString directory = dir_.filePath(keep ? QStringLiteral("kept") : QStringLiteral("not-kept"));
        QVERIFY(QDir().mkpath(directory));
        KeptTargets kept;
        const QString laidOutNow = QString::fromLatin1(messages::kLayoutNow).section(QLatin1Char('('), 0, 0);
        QString ioPath;
        for (int run = 0; run < 3; ++run) {
            const ResultSet r = runOnDirectory(directory, keep ? &kept : nullptr);
            QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
            QCOMPARE(r.points.size(), 1);
            const TargetInfo& target = r.points[0].targets.at(0);
            const QString layout = QString::fromStdString(target.layout);
            if (run == 0 || !keep)
                QVERIFY2(layout.startsWith(laidOutNow), qPrintable(layout));
            else
                QCOMPARE(layout, QString::fromLatin1(messages::kLayoutEarlier));
            if (run > 0 && keep)
                QCOMPARE(QString::fromStdString(target.ioPath), ioPath);
            ioPath = QString::fromStdString(target.ioPath);
            QCOMPARE(scratchFiles(directory).size(), qsizetype(keep ? 1 : 0));  // a kept one stays between runs
        }
        kept.release();
        QVERIFY(scratchFiles(directory).isEmpty());
        QVERIFY(QDir(directory).removeRecursively());
    }
    void journaledRunsComeBackWhole()
    {
        // With a journal, the runner keeps only the totals of finished runs and
        // reads their latency bins and time series back at the end: the result
        // must hold exactly what each run measured.
        QList<std::pair<int, JobResult>> shown;
        const ResultSet results = runJournaled(QStringLiteral("journaled"), shown);
        QVERIFY2(results.error.isEmpty(), qPrintable(results.error));
        QCOMPARE(results.points.size(), 8);
        QCOMPARE(shown.size(), 8);
        for (int i = 0; i < 8; ++i) {
            const JobResult& was = shown[i].second;
            const JobResult& kept = results.points[i];
            QCOMPARE(kept.point, was.point);
            QCOMPARE(kept.trial, was.trial);
            QVERIFY(kept.read.histogram.total() + kept.write.histogram.total() > 0);
            QVERIFY(kept.read.histogram == was.read.histogram);
            QVERIFY(kept.write.histogram == was.write.histogram);
            QCOMPARE(kept.samples.size(), was.samples.size());
            QVERIFY(!kept.samples.empty());
            QCOMPARE(kept.samples.back().read.ios, was.samples.back().read.ios);
            QCOMPARE(kept.read.ios, was.read.ios);
        }
    }

    void aJournalThatCannotBeReadBackKeepsTheTotals()
    {
        // The journal removed mid-run (by hand, or a cleaner): the runner still
        // writes to it, cannot read it back, and says what the result lacks.
        QList<std::pair<int, JobResult>> shown;
        QString journal;
        const ResultSet results = runJournaled(QStringLiteral("lost-journal"), shown, [&](const QString& path) {
            journal = path;
            QVERIFY(QFile::remove(path));
        });
        QVERIFY(!journal.isEmpty());
        QVERIFY2(results.error.contains(journal) && results.error.contains(QStringLiteral("totals")),
                 qPrintable(results.error));
        QCOMPARE(results.points.size(), 8);
        for (const JobResult& r : results.points)
            QVERIFY(r.read.ios + r.write.ios > 0);
    }

    void trialsRunBackToBack()
    {
        Matrix m = smallMatrix(QStringLiteral("trials"));
        m.sweeps.front().readPercents = {100};
        m.trials = 3;
        const ResultSet results = runToEnd(m);
        QVERIFY2(results.error.isEmpty(), qPrintable(results.error));
        QCOMPARE(results.points.size(), 6);
        const int points[] = {0, 0, 0, 1, 1, 1};
        for (int i = 0; i < 6; ++i) {
            QCOMPARE(results.points[i].point, points[i]);
            QCOMPARE(results.points[i].trial, i % 3);
            QCOMPARE(results.points[i].round, 0);
            QVERIFY(results.points[i].read.ios > 0);
        }
        QCOMPARE(results.matrix.trials, 3);
    }

    void steadyStateStopsAtTheFirstSteadyRound()
    {
        // A rate cap makes IOPS flat, so the first full window is steady on
        // an idle machine; a starved CPU (a build or a test beside this one)
        // can hold a round short, and the run then goes on until a window is
        // steady. Either way it stops at the first steady window.
#if defined(__SANITIZE_THREAD__)
        QSKIP("ThreadSanitizer slows each I/O unevenly, so rate-capped rounds are not steady here");
#endif
        Matrix m = smallMatrix(QStringLiteral("steady"));
        m.sweeps.front().readPercents = {0};
        m.sweeps.front().blockSizes = {4096};
        m.sweeps.front().rateIops = {500};
        m.base.runtime = 200ms;
        m.steadyState.enabled = true;
        m.steadyState.maxRounds = 12;
        int reports = 0;
        const ResultSet results = runToEnd(m, &reports);
        QVERIFY2(results.error.isEmpty(), qPrintable(results.error));
        QVERIFY(results.steadyState.reached);
        const int rounds = results.steadyState.rounds;
        const int window = m.steadyState.window;
        QVERIFY2(rounds >= window && rounds <= m.steadyState.maxRounds, qPrintable(QString::number(rounds)));
        QCOMPARE(results.steadyState.windowFirstRound, rounds - window);
        QCOMPARE(results.points.size(), rounds);
        QCOMPARE(results.points.last().round, rounds - 1);
        QCOMPARE(reports, rounds);
        QCOMPARE(results.steadyState.series.size(), 1);
        const QList<double>& values = results.steadyState.series[0].values;
        QCOMPARE(values.size(), rounds);
        // The last window is steady and no earlier one was.
        for (int end = window; end <= rounds; ++end) {
            const std::vector<double> w(values.begin() + (end - window), values.begin() + end);
            QCOMPARE(checkSteadyState(w).steady(), end == rounds);
        }
        // The steady window near the cap (a starved CPU has held a round to 437).
        for (double v : values.mid(rounds - window))
            QVERIFY2(std::abs(v - 500) < 100, qPrintable(QString::number(v)));
    }

    void steadyStateNeedsItsTrackerInTheMatrix()
    {
        Matrix m = smallMatrix(QStringLiteral("no-tracker"));
        m.sweeps.front().readPercents = {100};
        m.steadyState.enabled = true;  // tracks 4 KiB 0 % read by default
        const ResultSet results = runToEnd(m);
        QVERIFY(results.inputError);
        QVERIFY2(results.error.contains(QStringLiteral("0 % read")), qPrintable(results.error));
        QVERIFY(!QFile::exists(dir_.filePath(QStringLiteral("no-tracker"))));  // nothing created
    }

    void preconditioningWritesTheRegionTwice()
    {
        Matrix m = smallMatrix(QStringLiteral("precondition"));
        m.sweeps.front().readPercents = {100};
        m.sweeps.front().blockSizes = {4096};
        m.precondition = true;
        const ResultSet results = runToEnd(m);
        QVERIFY2(results.error.isEmpty(), qPrintable(results.error));
        QCOMPARE(results.preconditioning.size(), 1);
        const JobResult& pass = results.preconditioning.front();
        QCOMPARE(pass.spec.blockSize, uint64_t(128 * 1024));
        QCOMPARE(pass.spec.pattern, Pattern::Write);
        QCOMPARE(pass.write.bytes, 2 * m.base.regionSize);
        QCOMPARE(results.points.size(), 1);
        QVERIFY(results.points.front().read.ios > 0);
    }

    void emitsEveryPointInOrder()
    {
        RunnerHarness h;
        RunnerEvents events(h);
        h.start(smallMatrix(QStringLiteral("order")));
        QVERIFY(events.waitFinished(30000));

        const RunnerEvents::Seen seen = events.seen();
        const ResultSet& results = *seen.finished;
        QVERIFY2(results.error.isEmpty(), qPrintable(results.error));
        QVERIFY(!results.stopped);
        QCOMPARE(results.points.size(), 4);
        QCOMPARE(seen.started.size(), 4);
        QCOMPARE(seen.points.size(), 4);
        const uint64_t expectedSizes[] = {4096, 8192, 4096, 8192};
        const int expectedReads[] = {100, 100, 0, 0};
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(seen.points.at(i).first, i);
            QCOMPARE(results.points[i].spec.blockSize, expectedSizes[i]);
            QCOMPARE(results.points[i].spec.readPercent, expectedReads[i]);
        }
        QVERIFY(results.points[0].read.ios > 0 && results.points[0].write.ios == 0);
        QVERIFY(results.points[2].write.ios > 0 && results.points[2].read.ios == 0);

        // Samples come in batches (several per batch at a 20 ms interval, ~10 batches a second)
        // and add up, per point, to the point's totals.
        QVERIFY(seen.samples.size() >= 4);
        QList<uint64_t> sampled(4, 0);
        int largestBatch = 0;
        for (const auto& [index, batch] : seen.samples) {
            largestBatch = std::max(largestBatch, int(batch.size()));
            for (const IntervalSample& s : batch)
                sampled[index] += s.read.ios + s.write.ios;
        }
        QVERIFY(largestBatch > 1);
        for (int i = 0; i < 4; ++i)
            QCOMPARE(sampled[i], results.points[i].read.ios + results.points[i].write.ios);

        QVERIFY(!seen.progress.isEmpty());
        const RunProgress& last = seen.progress.last();
        QCOMPARE(last.points, 4);
        QVERIFY(last.fraction > 0.5 && last.fraction <= 1.0);
    }

    void stopKeepsFinishedPoints()
    {
        RunnerHarness h;
        Matrix m = smallMatrix(QStringLiteral("stop"));
        m.base.runtime = 30s;
        RunnerEvents events(h);
        h.start(m);
        QVERIFY(events.waitStarted(10000));
        QTest::qWait(200);
        h.runner.requestStop();
        QVERIFY(events.waitFinished(10000));
        const RunnerEvents::Seen seen = events.seen();
        const ResultSet& results = *seen.finished;
        QVERIFY(results.stopped);
        QVERIFY(results.error.isEmpty());
        QCOMPARE(results.points.size(), 1);  // the running point, kept and marked
        QVERIFY(results.points[0].stopped);
        QVERIFY(results.points[0].read.ios > 0);
    }

    // A point stopped in its ramp counted no I/O: it is not kept as a point
    // at 0 IOPS, and the run is stopped with nothing kept.
    void stopInTheRampKeepsNoEmptyPoint()
    {
        RunnerHarness h;
        Matrix m = smallMatrix(QStringLiteral("ramp"));
        m.base.rampTime = 20s;
        m.base.runtime = 30s;
        RunnerEvents events(h);
        h.start(m);
        QVERIFY(events.waitStarted(10000));
        QTest::qWait(300);
        h.runner.requestStop();
        QVERIFY(events.waitFinished(20000));
        const RunnerEvents::Seen seen = events.seen();
        const ResultSet& results = *seen.finished;
        QVERIFY(results.stopped);
        QVERIFY2(results.error.isEmpty(), qPrintable(results.error));
        QCOMPARE(results.points.size(), 0);
        QVERIFY(seen.points.isEmpty());  // nothing shown as finished either
    }

    // The Runner refuses what the matrix's rules refuse (matrix_check.h), in their words, before touching anything.
    void refusesByTheMatrixRules_data()
    {
        QTest::addColumn<QString>("change");
        QTest::newRow("no points") << "no points";
        QTest::newRow("trials 0") << "trials 0";
        QTest::newRow("hosts, engine uring") << "hosts";
        QTest::newRow("rounds below the window") << "rounds";
    }

    void refusesByTheMatrixRules()
    {
        QFETCH(QString, change);
        Matrix m = smallMatrix(QStringLiteral("refused"));
        if (change == QLatin1String("no points"))
            m.sweeps.front().jobCounts.clear();
        else if (change == QLatin1String("trials 0"))
            m.trials = 0;
        else if (change == QLatin1String("hosts"))
            m.hosts = {"server1"};
        else {
            m.steadyState.enabled = true;
            m.steadyState.maxRounds = m.steadyState.window - 1;
        }
        MatrixRefusal refusal;
        QVERIFY(!checkMatrix(m, refusal));
        const ResultSet results = runToEnd(m);
        QVERIFY(results.inputError);
        QCOMPARE(results.error, refusal.message);
        QVERIFY(results.points.isEmpty());
        QVERIFY(!QFile::exists(dir_.filePath(QStringLiteral("refused"))));
    }

    void badInputFailsBeforeTouchingAnything()
    {
        RunnerHarness h;
        Matrix m = smallMatrix(QStringLiteral("never-created"));
        m.sweeps.front().blockSizes = {4096, 0};
        RunnerEvents events(h);
        h.start(m);
        QVERIFY(events.waitFinished(10000));
        const RunnerEvents::Seen seen = events.seen();
        const ResultSet& results = *seen.finished;
        QVERIFY(results.inputError);
        QVERIFY(results.error.contains(QLatin1String("--bs")));
        QCOMPARE(seen.started.size(), 0);
        QVERIFY(!QFile::exists(dir_.filePath(QStringLiteral("never-created"))));
    }
};

QTEST_GUILESS_MAIN(TestRunner)
#include "tst_runner.moc"
