// Specifies run_policy.h: a new run never overwrites an interrupted run's
// journal, a journal becomes the request that finishes it, and a journal goes
// only when its run's result is written whole.

#include "core/run/journal.h"
#include "core/run/journal_lock.h"
#include "core/run/run_policy.h"

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace surfio;
using namespace std::chrono_literals;

namespace {

Matrix twoPoints(const QString& target)
{
    Matrix m;
    m.base.targets = {target.toStdString()};
    m.base.runtime = 200ms;
    m.sweeps.front().queueDepths = {1, 4};
    return m;
}

JobResult runOf(int point)
{
    JobResult r;
    r.point = point;
    r.spec.targets = {"/t"};  // as the matrix's points: a run of another target count is not theirs
    r.spec.queueDepth = point == 0 ? 1 : 4;
    r.read.ios = 100;
    r.read.bytes = 100 * 4096;
    r.seconds = 0.2;
    return r;
}

void touch(const QString& path)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
}

}  // namespace

class TestRunPolicy : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private Q_SLOTS:
    void newRunGetsAJournalBesideItsResult()
    {
        const QString output = dir_.filePath(QStringLiteral("new.json"));
        RunRequest request;
        RunRefusal refusal;
        QVERIFY2(
            newRunRequest(twoPoints(QStringLiteral("/t")), RunFiles{output, QStringLiteral("csv")}, request, refusal),
            qPrintable(refusal.error));
        QCOMPARE(request.outputPath, output);
        QCOMPARE(request.outputFormat, QStringLiteral("csv"));
        QCOMPARE(request.journalPath, output + QStringLiteral(".journal"));
        QVERIFY(!request.resume);
        QCOMPARE(runsToGo(request), 2);
    }

    void noOutputNoJournal()
    {
        RunRequest request;
        RunRefusal refusal;
        QVERIFY(newRunRequest(twoPoints(QStringLiteral("/t")), RunFiles{}, request, refusal));
        QVERIFY(request.journalPath.isEmpty());
        const QString output = dir_.filePath(QStringLiteral("demo.json"));
        touch(output + QStringLiteral(".journal"));  // not looked at: this run keeps none
        QVERIFY(newRunRequest(twoPoints(QStringLiteral("/t")), RunFiles{output, QStringLiteral("json"), false}, request,
                              refusal));
        QVERIFY(request.journalPath.isEmpty());
    }

    void anInterruptedRunsJournalIsNeverOverwritten()
    {
        const QString output = dir_.filePath(QStringLiteral("interrupted.json"));
        const QString journal = output + QStringLiteral(".journal");
        {
            QFile f(journal);  // its first line: a run that can be resumed
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\"surfio_journal\":1}\n");
        }
        RunRequest request;
        RunRefusal refusal;
        QVERIFY(!newRunRequest(twoPoints(QStringLiteral("/t")), RunFiles{output}, request, refusal));
        QCOMPARE(refusal.interruptedJournal, journal);
        QCOMPARE(QFileInfo(journal).size(), 21);  // left as it was
    }

    // Two processes on one journal would both write into it: the second is told who holds it. flock claims
    // belong to an open file, so a second claim from this same process is refused just as another's would be.
    void aJournalInUseIsNeitherStartedNorResumed()
    {
        const QString output = dir_.filePath(QStringLiteral("held.json"));
        const QString journal = Journal::pathFor(output);
        RunRequest first;
        RunRefusal refusal;
        QVERIFY2(newRunRequest(twoPoints(QStringLiteral("/t")), RunFiles{output}, first, refusal),
                 qPrintable(refusal.error));
        QVERIFY(first.journalLock);
        QCOMPARE(JournalLock::holder(journal), qint64(QCoreApplication::applicationPid()));

        RunRequest second;
        QVERIFY(!newRunRequest(twoPoints(QStringLiteral("/t")), RunFiles{output}, second, refusal));
        QVERIFY(refusal.interruptedJournal.isEmpty());
        QVERIFY2(refusal.error.contains(QStringLiteral("PID %1").arg(QCoreApplication::applicationPid())),
                 qPrintable(refusal.error));

        int finished = 0;
        QString error;
        QVERIFY(!resumeRunRequest(journal, second, finished, error));
        QVERIFY2(error.contains(QStringLiteral("in use")), qPrintable(error));

        first.journalLock.reset();  // the run ends, or dies, before its first line: its claim goes with it
        QCOMPARE(JournalLock::holder(journal), qint64(0));
        QVERIFY2(newRunRequest(twoPoints(QStringLiteral("/t")), RunFiles{output}, second, refusal),
                 qPrintable(refusal.error));
    }

    // A run killed before its journal's first line leaves an empty journal: the next run takes it over.
    void anEmptyJournalNobodyHoldsIsTakenOver()
    {
        const QString output = dir_.filePath(QStringLiteral("killed.json"));
        touch(Journal::pathFor(output));
        RunRequest request;
        RunRefusal refusal;
        QVERIFY2(newRunRequest(twoPoints(QStringLiteral("/t")), RunFiles{output}, request, refusal),
                 qPrintable(refusal.error + refusal.interruptedJournal));
        QVERIFY(request.journalLock);
        QCOMPARE(request.journalPath, Journal::pathFor(output));
    }

    void theOutputIsCheckedBeforeAnythingRuns_data()
    {
        QTest::addColumn<QString>("output");
        QTest::addColumn<QString>("said");
        QTest::newRow("the target") << QStringLiteral("target.dat") << QStringLiteral("same file");
        QTest::newRow("a folder") << QStringLiteral(".") << QStringLiteral("a directory");
        QTest::newRow("no folder") << QStringLiteral("missing/r.json") << QStringLiteral("does not exist");
    }

    void theOutputIsCheckedBeforeAnythingRuns()
    {
        QFETCH(QString, output);
        QFETCH(QString, said);
        const QString target = dir_.filePath(QStringLiteral("target.dat"));
        touch(target);
        RunRequest request;
        RunRefusal refusal;
        QVERIFY(!newRunRequest(twoPoints(target), RunFiles{dir_.filePath(output)}, request, refusal));
        QVERIFY2(refusal.error.contains(said), qPrintable(refusal.error));
        QVERIFY(!QFileInfo::exists(dir_.filePath(output) + QStringLiteral(".journal")));
    }

    void anOutputThatIsNoFileGetsNoJournal()
    {
        RunRequest request;
        RunRefusal refusal;
        QVERIFY2(
            newRunRequest(twoPoints(QStringLiteral("/t")), RunFiles{QStringLiteral("/dev/null")}, request, refusal),
            qPrintable(refusal.error));
        QVERIFY(request.journalPath.isEmpty());
        QVERIFY(!QFileInfo::exists(QStringLiteral("/dev/null.journal")));
    }

    void aJournalHoldingNothingGoes()
    {
        const QString output = dir_.filePath(QStringLiteral("refused.json"));
        RunRequest request;
        RunRefusal refusal;
        QVERIFY(newRunRequest(twoPoints(QStringLiteral("/t")), RunFiles{output}, request, refusal));
        QVERIFY(QFileInfo::exists(request.journalPath));  // made and claimed, empty
        ResultSet failed;
        failed.error = QStringLiteral("cannot open /t");
        QVERIFY(!surfio::settleJournal(request.journalPath, failed, false));
        QVERIFY(!QFileInfo::exists(request.journalPath));
    }

    void aJournalBecomesTheRequestThatFinishesIt()
    {
        const QString output = dir_.filePath(QStringLiteral("resumed.csv"));
        const QString path = Journal::pathFor(output);
        ResultSet header;
        header.matrix = twoPoints(QStringLiteral("/t"));
        {
            Journal journal;
            QString error;
            QVERIFY2(journal.create(path, header, output, QStringLiteral("csv"), error), qPrintable(error));
            QVERIFY2(journal.appendRun(runOf(0), error), qPrintable(error));
        }
        RunRequest request;
        int finished = -1;
        QString error;
        QVERIFY2(resumeRunRequest(path, request, finished, error), qPrintable(error));
        QCOMPARE(finished, 1);
        QVERIFY(request.resume);
        QCOMPARE(request.journalPath, path);
        QCOMPARE(request.outputPath, QFileInfo(output).absoluteFilePath());
        QCOMPARE(request.outputFormat, QStringLiteral("csv"));
        QCOMPARE(request.done.points.size(), 1);
        QCOMPARE(request.matrix.sweeps.front().queueDepths, (std::vector<uint32_t>{1, 4}));
        QCOMPARE(runsToGo(request), 1);
    }

    void anUnreadableJournalSaysWhy()
    {
        const QString path = dir_.filePath(QStringLiteral("broken.json.journal"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("not json\n{}\n");
        f.close();
        RunRequest request;
        int finished = 0;
        QString error;
        QVERIFY(!resumeRunRequest(path, request, finished, error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!resumeRunRequest(dir_.filePath(QStringLiteral("missing.journal")), request, finished, error));
    }

    // The journal goes only once the whole result is safely written.
    void settleJournal_data()
    {
        QTest::addColumn<bool>("written");
        QTest::addColumn<bool>("stopped");
        QTest::addColumn<QString>("error");
        QTest::addColumn<bool>("input");  // the error is the input's: resuming would be refused alike
        QTest::addColumn<int>("points");  // finished before it ended
        QTest::addColumn<bool>("kept");
        const QString holes = QStringLiteral("/t has never-written holes in the region");
        QTest::newRow("complete, written") << true << false << QString() << false << 1 << false;
        QTest::newRow("complete, not written") << false << false << QString() << false << 1 << true;
        QTest::newRow("stopped") << true << true << QString() << false << 0 << true;
        QTest::newRow("failed") << true << false << QStringLiteral("the device stopped answering") << false << 0
                                << true;
        QTest::newRow("refused before any point") << false << false << holes << true << 0 << false;
        QTest::newRow("refused after a point") << false << false << holes << true << 1 << true;
    }
    void settleJournal()
    {
        QFETCH(bool, written);
        QFETCH(bool, stopped);
        QFETCH(QString, error);
        QFETCH(bool, input);
        QFETCH(int, points);
        QFETCH(bool, kept);
        const QString journal = dir_.filePath(QStringLiteral("settle.json.journal"));
        {
            QFile f(journal);  // a header line, so there is something to resume
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\"surfio_journal\":1}\n");
        }
        ResultSet results;
        results.stopped = stopped;
        results.error = error;
        results.inputError = input;
        for (int i = 0; i < points; ++i)
            results.points.append(runOf(i));
        QCOMPARE(surfio::settleJournal(journal, results, written), kept);
        QCOMPARE(QFileInfo::exists(journal), kept);
        QFile::remove(journal);
        QVERIFY(!surfio::settleJournal(QString(), results, written));  // no journal: none left
    }

    void resultDocumentsInEachFormat()
    {
        ResultSet results;
        results.matrix = twoPoints(QStringLiteral("/t"));
        results.points = {runOf(0)};
        QVERIFY(QJsonDocument::fromJson(resultDocument(results, QStringLiteral("json"))).isObject());
        QVERIFY(resultDocument(results, QStringLiteral("csv")).contains(','));
        QVERIFY(!resultDocument(results, QStringLiteral("normal")).isEmpty());
        results.points.clear();
        QVERIFY(resultDocument(results, QStringLiteral("normal")).isEmpty());  // no points: no table
    }
};

QTEST_GUILESS_MAIN(TestRunPolicy)
#include "tst_run_policy.moc"
