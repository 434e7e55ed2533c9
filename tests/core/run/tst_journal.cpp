// Specifies journal.h: what a run's journal records line by line, what a
// reader makes of a journal cut off mid-line or damaged, and that an existing
// journal is never replaced.

#include "core/run/journal.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace surfio;

namespace {

// A two-point matrix (QD 1 and 4), two trials each.
Matrix twoPointsTwice()
{
    Matrix m;
    m.base.targets = {"/t"};
    m.sweeps.front().queueDepths = {1, 4};
    m.trials = 2;
    return m;
}

JobResult runOf(int point, int trial)
{
    JobResult r;
    r.spec = twoPointsTwice().expand().at(size_t(point % 2));
    r.point = point;
    r.trial = trial;
    r.read.ios = 100 + uint64_t(point);
    r.read.bytes = r.read.ios * 4096;
    r.read.histogram.add(20000);
    r.seconds = 0.5;
    return r;
}

QByteArray bytesOf(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

}  // namespace

class TestJournal : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

    // A journal of a two-point, two-trial matrix holding both points' first trials, written and closed.
    QString twoRuns(const QString& name)
    {
        const QString output = dir_.filePath(name);
        const QString path = Journal::pathFor(output);
        Journal journal;
        QString error;
        ResultSet header;
        header.matrix = twoPointsTwice();
        if (!journal.create(path, header, output, QStringLiteral("json"), error)
            || !journal.appendRun(runOf(0, 0), error) || !journal.appendRun(runOf(1, 0), error))
            qWarning("%s", qPrintable(error));
        return path;
    }

private Q_SLOTS:
    void recordsEveryRunWithItsDetail()
    {
        const QString path = twoRuns(QStringLiteral("a.json"));
        JournalContents contents;
        QString error;
        QVERIFY2(readJournal(path, contents, error), qPrintable(error));
        QCOMPARE(contents.output, dir_.filePath(QStringLiteral("a.json")));
        QCOMPARE(contents.format, QStringLiteral("json"));
        QVERIFY(!contents.tornTail);
        QCOMPARE(contents.results.points.size(), 2);
        QCOMPARE(contents.results.points.at(1).point, 1);
        QCOMPARE(contents.results.points.at(1).read.ios, uint64_t(101));
        QCOMPARE(contents.results.points.at(0).read.histogram.percentile(50),
                 runOf(0, 0).read.histogram.percentile(50));  // the bins a running matrix leaves out
        QCOMPARE(contents.results.matrix.base.targets, std::vector<std::string>{"/t"});
    }

    void neverReplacesAJournal()
    {
        const QString path = twoRuns(QStringLiteral("b.json"));
        const QByteArray before = bytesOf(path);
        Journal again;
        QString error;
        QVERIFY(
            !again.create(path, ResultSet{}, dir_.filePath(QStringLiteral("b.json")), QStringLiteral("json"), error));
        QVERIFY(error.contains(path));
        QCOMPARE(bytesOf(path), before);
    }

    void aResumedRunAppends()
    {
        const QString path = twoRuns(QStringLiteral("c.json"));
        Journal journal;
        QString error;
        QVERIFY2(journal.reopen(path, error), qPrintable(error));
        QVERIFY2(journal.appendRun(runOf(0, 1), error), qPrintable(error));
        JournalContents contents;
        QVERIFY2(readJournal(path, contents, error), qPrintable(error));
        QCOMPARE(contents.results.points.size(), 3);
        QCOMPARE(contents.results.points.at(2).trial, 1);  // the second trial
    }

    // A run killed mid-write leaves half a line: the runs before it stay.
    void aTornLastLineIsDropped()
    {
        QByteArray data = bytesOf(twoRuns(QStringLiteral("d.json")));
        data.chop(data.size() - data.lastIndexOf('\n', data.size() - 2) - 20);  // cut into the last line
        JournalContents contents;
        QString error;
        QVERIFY2(readJournalData(data, QStringLiteral("d.journal"), contents, error), qPrintable(error));
        QVERIFY(contents.tornTail);
        QCOMPARE(contents.results.points.size(), 1);
    }

    void damageElsewhereNamesItsLine()
    {
        QByteArray data = bytesOf(twoRuns(QStringLiteral("e.json")));
        const int second = data.indexOf('\n') + 1;
        data.insert(second, "garbage");
        JournalContents contents;
        QString error;
        QVERIFY(!readJournalData(data, QStringLiteral("e.journal"), contents, error));
        QVERIFY2(error.contains(QLatin1String("2")), qPrintable(error));
    }

    void withoutDetailKeepsTheTotals()
    {
        const JobResult lean = withoutDetail(runOf(1, 0));
        QCOMPARE(lean.read.ios, uint64_t(101));
        QVERIFY(lean.read.histogram.empty());
    }
};

QTEST_GUILESS_MAIN(TestJournal)
#include "tst_journal.moc"
