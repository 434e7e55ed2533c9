// Nothing lost: a run killed with SIGKILL mid-matrix keeps its finished runs
// in the journal, `surfio resume` runs only what is missing and writes the
// whole result; damaged journals and results get a message naming the line
// and are never overwritten; `--rerun` repeats a saved run.

#include "tests/system_tools.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <set>
#include <tuple>

using testing::Run;

namespace {

constexpr int kTimeoutMs = 180000;

Run surfio(const QStringList& args)
{
    QProcess p;
    p.setStandardInputFile(QProcess::nullDevice());
    p.start(qEnvironmentVariable("SURFIO_BIN"), args);
    if (!p.waitForStarted())
        return {-1, {}, QStringLiteral("cannot start surfio")};
    return testing::finish(p, "surfio " + args.join(' '), kTimeoutMs);
}

QByteArray describe(const QStringList& args, const Run& r)
{
    return ("surfio " + args.join(' ') + "\n  exit code: " + QString::number(r.exitCode)
            + "\n  stderr: " + r.err.trimmed() + "\n  stdout: " + r.out.left(1500).trimmed())
        .toLocal8Bit();
}

QByteArray contentOf(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

int linesOf(const QString& path)
{
    return int(contentOf(path).count('\n'));
}

QJsonObject jsonOf(const QString& path)
{
    return QJsonDocument::fromJson(contentOf(path)).object();
}

// (point, trial, round) of every run in a result.
QList<std::tuple<int, int, int>> runsOf(const QJsonObject& result)
{
    QList<std::tuple<int, int, int>> runs;
    for (const QJsonValue v : result[QStringLiteral("points")].toArray()) {
        const QJsonObject o = v.toObject();
        runs.append({o[QStringLiteral("point")].toInt(), o[QStringLiteral("trial")].toInt(),
                     o[QStringLiteral("round")].toInt()});
    }
    return runs;
}

}  // namespace

class TestResume : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    QString target_;

    // 3 block sizes × 2 mixes × 2 trials = 12 runs of 0.3 s.
    QStringList runArgs(const QString& output) const
    {
        return {QStringLiteral("run"),
                QStringLiteral("--filename=") + target_,
                QStringLiteral("--size=32m"),
                QStringLiteral("--rw=randrw"),
                QStringLiteral("--bs=4k,8k,16k"),
                QStringLiteral("--rwmixread=100,0"),
                QStringLiteral("--runtime=300ms"),
                QStringLiteral("--trials=2"),
                QStringLiteral("--order=shuffled"),
                QStringLiteral("--output-format=json"),
                QStringLiteral("--output=") + output};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        QVERIFY2(!qEnvironmentVariable("SURFIO_BIN").isEmpty(), "SURFIO_BIN is not set");
        target_ = dir_.filePath(QStringLiteral("target"));
    }

    void killedRunResumesWithEveryPointOnce()
    {
        const QString output = dir_.filePath(QStringLiteral("killed.json"));
        const QString journal = output + QStringLiteral(".journal");
        QProcess p;
        p.setStandardInputFile(QProcess::nullDevice());
        p.start(qEnvironmentVariable("SURFIO_BIN"), runArgs(output));
        QVERIFY(p.waitForStarted());
        // Header plus at least 4 finished runs, then SIGKILL: no handler runs.
        QTRY_VERIFY_WITH_TIMEOUT(linesOf(journal) >= 5 || p.state() == QProcess::NotRunning, 120000);
        QVERIFY2(p.state() == QProcess::Running, "surfio ended before it could be killed: " + p.readAllStandardError());
        ::kill(pid_t(p.processId()), SIGKILL);
        QVERIFY(p.waitForFinished(10000));
        QCOMPARE(p.exitStatus(), QProcess::CrashExit);
        QVERIFY2(!QFile::exists(output), "a killed run wrote a result");
        const int journaled = linesOf(journal) - 1;
        QVERIFY2(journaled >= 4 && journaled < 12, QByteArray::number(journaled));

        // A new run to the same output would lose the journal: refused.
        const QByteArray before = contentOf(journal);
        const Run again = surfio(runArgs(output));
        QVERIFY2(again.exitCode == 2 && again.err.contains(QStringLiteral("surfio resume")),
                 describe(runArgs(output), again));
        QCOMPARE(contentOf(journal), before);

        const QStringList args{QStringLiteral("resume"), journal};
        const Run resumed = surfio(args);
        QVERIFY2(resumed.ok(), describe(args, resumed));
        QVERIFY2(!QFile::exists(journal), "the journal of a completed run was left behind");
        const QJsonObject result = jsonOf(output);
        QCOMPARE(result[QStringLiteral("format")].toString(), QStringLiteral("surfio-result"));
        QCOMPARE(result[QStringLiteral("stopped")].toBool(), false);
        const auto runs = runsOf(result);
        QCOMPARE(runs.size(), 12);
        std::set<std::tuple<int, int, int>> distinct(runs.begin(), runs.end());
        QCOMPARE(distinct.size(), size_t(12));
        for (int point = 0; point < 6; ++point)
            for (int trial = 0; trial < 2; ++trial)
                QVERIFY2(distinct.count({point, trial, 0}) == 1,
                         qPrintable(QStringLiteral("point %1 trial %2 missing").arg(point).arg(trial)));
        // The first runs are the journal's, not new measurements.
        const QJsonObject first = result[QStringLiteral("points")].toArray().first().toObject();
        const QJsonObject journaledFirst =
            QJsonDocument::fromJson(before.split('\n').at(1)).object()[QStringLiteral("run")].toObject();
        QCOMPARE(first[QStringLiteral("read")].toObject()[QStringLiteral("total_ios")],
                 journaledFirst[QStringLiteral("read")].toObject()[QStringLiteral("total_ios")]);
        // The shuffled order's seed was recorded once and kept.
        QVERIFY(result[QStringLiteral("matrix")].toObject()[QStringLiteral("order_seed")].toString()
                != QStringLiteral("0"));
    }

    // Ctrl-C: the result so far is written, the cut-short run is not
    // journaled, and a resume runs it again.
    void aStoppedRunRunsAgainOnResume()
    {
        const QString output = dir_.filePath(QStringLiteral("stopped.json"));
        const QString journal = output + QStringLiteral(".journal");
        QProcess p;
        p.setStandardInputFile(QProcess::nullDevice());
        p.start(qEnvironmentVariable("SURFIO_BIN"), runArgs(output));
        QVERIFY(p.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(linesOf(journal) >= 3 || p.state() == QProcess::NotRunning, 120000);
        QVERIFY2(p.state() == QProcess::Running,
                 "surfio ended before it could be stopped: " + p.readAllStandardError());
        QTest::qWait(100);  // the stimulus: a signal some way into the next run, not at its start
        ::kill(pid_t(p.processId()), SIGINT);
        QVERIFY(p.waitForFinished(20000));
        QCOMPARE(p.exitCode(), 130);
        const QJsonObject partial = jsonOf(output);
        const int journaled = linesOf(journal) - 1;
        int stoppedRuns = 0;
        for (const QJsonValue v : partial[QStringLiteral("points")].toArray())
            stoppedRuns += v.toObject()[QStringLiteral("stopped")].toBool() ? 1 : 0;
        QCOMPARE(partial[QStringLiteral("points")].toArray().size(), journaled + stoppedRuns);
        QVERIFY2(!contentOf(journal).contains("\"stopped\":true"), "a stopped run was journaled");

        const QStringList args{QStringLiteral("resume"), journal};
        const Run resumed = surfio(args);
        QVERIFY2(resumed.ok(), describe(args, resumed));
        const QJsonObject result = jsonOf(output);
        const auto runs = runsOf(result);
        QCOMPARE(runs.size(), 12);
        const std::set<std::tuple<int, int, int>> distinct(runs.begin(), runs.end());
        QCOMPARE(distinct.size(), size_t(12));
        for (const QJsonValue v : result[QStringLiteral("points")].toArray())
            QVERIFY(!v.toObject()[QStringLiteral("stopped")].toBool());
        QCOMPARE(result[QStringLiteral("summary")].toArray().size(), 6);
    }

    void tornLastLineIsTheRunInProgress()
    {
        const QString output = dir_.filePath(QStringLiteral("torn.json"));
        const QStringList run = runArgs(output);
        const Run full = surfio(run);
        QVERIFY2(full.ok(), describe(run, full));
        // Make a journal of the first three runs, the third cut mid-line.
        const QJsonObject result = jsonOf(output);
        QFile::remove(output);
        const QString journal = output + QStringLiteral(".journal");
        QJsonObject header;
        header[QStringLiteral("surfio_journal")] = 1;
        header[QStringLiteral("output")] = output;
        header[QStringLiteral("format")] = QStringLiteral("json");
        QJsonObject head = result;
        head[QStringLiteral("points")] = QJsonArray();
        header[QStringLiteral("result")] = head;
        QByteArray text = QJsonDocument(header).toJson(QJsonDocument::Compact) + '\n';
        const QJsonArray points = result[QStringLiteral("points")].toArray();
        for (int i = 0; i < 3; ++i) {
            const QByteArray line =
                QJsonDocument(QJsonObject{{QStringLiteral("run"), points[i]}}).toJson(QJsonDocument::Compact);
            text += i < 2 ? line + '\n' : line.left(line.size() / 2);
        }
        QFile f(journal);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
        f.close();
        const QStringList args{QStringLiteral("resume"), journal};
        const Run resumed = surfio(args);
        QVERIFY2(resumed.ok(), describe(args, resumed));
        QVERIFY2(resumed.err.contains(QStringLiteral("2 run")), describe(args, resumed));
        QCOMPARE(runsOf(jsonOf(output)).size(), 12);
    }

    void damagedJournalIsRefusedAndKept_data()
    {
        QTest::addColumn<QByteArray>("secondLine");
        QTest::addColumn<QString>("message");
        QTest::newRow("not json") << QByteArray("{\"run\": {\"spec\": ") << QStringLiteral("line 2");
        QTest::newRow("no record") << QByteArray("{\"something\": 1}") << QStringLiteral("line 2");
        QTest::newRow("no spec") << QByteArray("{\"run\": {\"point\": 0}}") << QStringLiteral("line 2");
        const QByteArray spec = "\"spec\": {\"rw\": \"randread\", \"bs\": 4096, \"iodepth\": 1, \"numjobs\": 1}";
        QTest::newRow("point outside the matrix")
            << QByteArray("{\"run\": {\"point\": 99, " + spec + "}}") << QStringLiteral("line 2");
        QTest::newRow("recorded twice") << QByteArray("{\"run\": {\"point\": 0, " + spec
                                                      + "}}\n{\"run\": {\"point\": 0, " + spec + "}}")
                                        << QStringLiteral("line 3");
    }

    void damagedJournalIsRefusedAndKept()
    {
        QFETCH(QByteArray, secondLine);
        QFETCH(QString, message);
        const QString output = dir_.filePath(QStringLiteral("damaged.json"));
        const QString journal = output + QStringLiteral(".journal");
        const QByteArray text =
            "{\"surfio_journal\":1,\"output\":\"" + output.toUtf8()
            + "\",\"format\":\"json\",\"result\":{\"format\":\"surfio-result\",\"format_version\":2,\"matrix\":{}}}\n"
            + secondLine + "\n{\"run\": {}}\n";
        QFile f(journal);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(text);
        f.close();
        const QStringList args{QStringLiteral("resume"), journal};
        const Run r = surfio(args);
        QVERIFY2(r.exitCode == 2 && r.err.contains(message), describe(args, r));
        QCOMPARE(contentOf(journal), text);
        QVERIFY(!QFile::exists(output));
    }

    void damagedResultIsRefusedAndKept_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("message");
        QTest::newRow("truncated") << QByteArray("{\n  \"format\": \"surfio-result\",\n  \"points\": [\n")
                                   << QStringLiteral("line 4");
        QTest::newRow("bad syntax") << QByteArray("{\n\"format\": \"surfio-result\",\n\"format_version\": 2,,\n}")
                                    << QStringLiteral("line 3");
        QTest::newRow("not surfio") << QByteArray("{\"jobs\": []}") << QStringLiteral("not a Surfio result");
        QTest::newRow("bad matrix") << QByteArray(
            "{\"format\": \"surfio-result\", \"format_version\": 2, \"matrix\": {\"sweeps\": [{\"bs\": [\"4q\"]}]}}")
                                    << QStringLiteral("\"bs\"");
        QTest::newRow("future version") << QByteArray("{\"format\": \"surfio-result\", \"format_version\": 99}")
                                        << QStringLiteral("version 99");
    }

    void damagedResultIsRefusedAndKept()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, message);
        const QString path = dir_.filePath(QStringLiteral("damaged-result.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(content);
        f.close();
        const QStringList args{QStringLiteral("run"), QStringLiteral("--rerun=") + path,
                               QStringLiteral("--output=") + path, QStringLiteral("--output-format=json")};
        const Run r = surfio(args);
        QVERIFY2(r.exitCode == 2 && r.err.contains(message), describe(args, r));
        QCOMPARE(contentOf(path), content);
    }

    void rerunRepeatsTheMatrix()
    {
        const QString first = dir_.filePath(QStringLiteral("first.json"));
        const QStringList run = runArgs(first);
        const Run r1 = surfio(run);
        QVERIFY2(r1.ok(), describe(run, r1));
        const QString second = dir_.filePath(QStringLiteral("second.json"));
        const QString otherTarget = dir_.filePath(QStringLiteral("other-target"));
        const QStringList rerun{QStringLiteral("run"), QStringLiteral("--rerun=") + first,
                                QStringLiteral("--filename=") + otherTarget, QStringLiteral("--output-format=json"),
                                QStringLiteral("--output=") + second};
        const Run r2 = surfio(rerun);
        QVERIFY2(r2.ok(), describe(rerun, r2));
        const QJsonObject a = jsonOf(first);
        const QJsonObject b = jsonOf(second);
        QJsonObject matrixA = a[QStringLiteral("matrix")].toObject();
        QJsonObject matrixB = b[QStringLiteral("matrix")].toObject();
        QCOMPARE(matrixB[QStringLiteral("targets")].toArray().first().toString(), otherTarget);
        matrixA.remove(QStringLiteral("targets"));
        matrixB.remove(QStringLiteral("targets"));
        QCOMPARE(matrixB, matrixA);  // same sweeps, order, seed, trials, engine settings
        QCOMPARE(runsOf(b), runsOf(a));
        const QJsonArray pa = a[QStringLiteral("points")].toArray();
        const QJsonArray pb = b[QStringLiteral("points")].toArray();
        for (int i = 0; i < pa.size(); ++i) {
            QJsonObject sa = pa[i].toObject()[QStringLiteral("spec")].toObject();
            QJsonObject sb = pb[i].toObject()[QStringLiteral("spec")].toObject();
            sa.remove(QStringLiteral("targets"));
            sb.remove(QStringLiteral("targets"));
            QCOMPARE(sb, sa);
        }
    }
};

QTEST_GUILESS_MAIN(TestResume)
#include "tst_resume.moc"
