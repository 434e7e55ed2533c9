// Specifies run_policy.h: a new run never overwrites an interrupted run's
// journal, a journal becomes the request that finishes it, and a journal goes
// only when its run's result is written whole.

#include "core/run/journal.h"
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
        QString inTheWay;
        QVERIFY(
            newRunRequest(twoPoints(QStringLiteral("/t")), RunFiles{output, QStringLiteral("csv")}, request, inTheWay));
        QCOMPARE(request.outputPath, output);
        QCOMPARE(request.outputFormat, QStringLiteral("csv"));
        QCOMPARE(request.journalPath, output + QStringLiteral(".journal"));
        QVERIFY(!request.resume);
        QCOMPARE(runsToGo(request), 2);
    }

    void noOutputNoJournal()
    {
        RunRequest request;
        QString inTheWay;
        QVERIFY(newRunRequest(twoPoints(QStringLiteral("/t")), RunFiles{}, request, inTheWay));
        QVERIFY(request.journalPath.isEmpty());
        const QString output = dir_.filePath(QStringLiteral("demo.json"));
        touch(output + QStringLiteral(".journal"));  // not looked at: this run keeps none
        QVERIFY(newRunRequest(twoPoints(QStringLiteral("/t")), RunFiles{output, QStringLiteral("json"), false}, request,
                              inTheWay));
        QVERIFY(request.journalPath.isEmpty());
    }

    void anInterruptedRunsJournalIsNeverOverwritten()
    {
        const QString output = dir_.filePath(QStringLiteral("interrupted.json"));
        const QString journal = output + QStringLiteral(".journal");
        touch(journal);
        RunRequest request;
        QString inTheWay;
        QVERIFY(!newRunRequest(twoPoints(QStringLiteral("/t")), RunFiles{output}, request, inTheWay));
        QCOMPARE(inTheWay, journal);
        QCOMPARE(QFileInfo(journal).size(), 0);  // left as it was
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
        QTest::addColumn<bool>("kept");
        QTest::newRow("complete, written") << true << false << QString() << false;
        QTest::newRow("complete, not written") << false << false << QString() << true;
        QTest::newRow("stopped") << true << true << QString() << true;
        QTest::newRow("failed") << true << false << QStringLiteral("the device stopped answering") << true;
    }
    void settleJournal()
    {
        QFETCH(bool, written);
        QFETCH(bool, stopped);
        QFETCH(QString, error);
        QFETCH(bool, kept);
        const QString journal = dir_.filePath(QStringLiteral("settle.json.journal"));
        touch(journal);
        ResultSet results;
        results.stopped = stopped;
        results.error = error;
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

    void aWholeFileOrNone()
    {
        const QString path = dir_.filePath(QStringLiteral("whole.json"));
        QString error;
        QVERIFY2(writeWholeFile(path, "{}", error), qPrintable(error));
        QCOMPARE(QFileInfo(path).size(), 2);
        QVERIFY(!writeWholeFile(dir_.filePath(QStringLiteral("no/such/dir/x.json")), "{}", error));
        QVERIFY(!error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestRunPolicy)
#include "tst_run_policy.moc"
