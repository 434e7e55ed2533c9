// `surfio compare` (SURFIO_BIN) on two runs made here with `surfio run` at
// two --rate_iops caps, 500 and 1000 IOPS (far below what the disk does,
// so that a busy machine still holds them), on a scratch file under
// /var/tmp (direct I/O, one point of two 2-second trials each): the ratio
// of the caps comes back (within 5 %), --fail-below=0.9 fails when the later
// run is the slower and passes otherwise, bad input exits 2 with a message
// naming the fix, and a latency metric says which way its ratio reads.
#include "tests/app/surfio_process.h"
#include "tests/app/throttled_volume.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>

using testing::finish;
using testing::plainEnvironment;
using testing::Run;

namespace {

constexpr int kCompareTimeoutMs = 30000;

Run compare(const QStringList& args)
{
    QProcess p;
    p.setProcessEnvironment(plainEnvironment());
    p.setStandardInputFile(QProcess::nullDevice());
    p.start(testing::surfioBinary(), QStringList{"compare"} + args);
    if (!p.waitForStarted())
        return {-1, {}, "cannot start " + testing::surfioBinary()};
    return finish(p, "surfio compare " + args.join(' '), kCompareTimeoutMs);
}

QByteArray described(const QStringList& args, const Run& r)
{
    return ("surfio compare " + args.join(' ') + "\n  exit code: " + QString::number(r.exitCode)
            + "\n  stderr: " + r.err.trimmed() + "\n  stdout: " + r.out.left(3000).trimmed())
        .toLocal8Bit();
}

}  // namespace

class TestCompareCommand : public QObject {
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> dir_;
    QString slow_, fast_;  // the runs at 500 and 1000 IOPS

    // %slow, %fast and %dir in args, filled in.
    QStringList filled(QStringList args) const
    {
        for (QString& a : args)
            a.replace("%slow", slow_).replace("%fast", fast_).replace("%dir", dir_->path());
        return args;
    }

    void makeRun(const QString& json, int rateIops)
    {
        const QStringList args{"--filename=" + dir_->filePath("target.dat"),
                               "--size=16m",
                               "--rw=randread",
                               "--bs=4k",
                               "--iodepth=1",
                               "--runtime=2s",
                               "--trials=2",
                               "--rate_iops=" + QString::number(rateIops),
                               "--output-format=json",
                               "--output=" + json};
        const Run r = testing::surfio(args, plainEnvironment(), testing::kTimeoutMs);
        QVERIFY2(r.ok(), testing::describe(args, r));
    }

private Q_SLOTS:
    void initTestCase()
    {
        testing::requireSurfioBinary();
        if (QTest::currentTestFailed())
            return;
        // Not /tmp: a tmpfs there takes no direct I/O.
        dir_ = std::make_unique<QTemporaryDir>("/var/tmp/surfio-compare-XXXXXX");
        QVERIFY2(dir_->isValid(), qPrintable(dir_->errorString()));
        slow_ = dir_->filePath("slow.json");
        fast_ = dir_->filePath("fast.json");
        makeRun(slow_, 500);
        makeRun(fast_, 1000);
        if (QTest::currentTestFailed())
            return;
        QFile notResult(dir_->filePath("notes.json"));
        QVERIFY(notResult.open(QIODevice::WriteOnly));
        notResult.write("these are notes, not a result\n");
    }

    void exitCodes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QStringList>("said");  // in what it printed, stdout and stderr

        const QStringList both{"%slow", "%fast", "--ignore=rate_iops"};
        const QStringList reversed{"%fast", "%slow", "--ignore=rate_iops"};
        QTest::newRow("B faster passes --fail-below=0.9")
            << both + QStringList{"--fail-below=0.9"} << 0 << QStringList{"Passed --fail-below=0.9", "faster"};
        QTest::newRow("B slower fails --fail-below=0.9")
            << reversed + QStringList{"--fail-below=0.9"} << 1
            << QStringList{"Failed --fail-below=0.9", "rw=randread bs=4k", "rate_iops=1000/500", "slower"};
        QTest::newRow("B slower, no gate: 0") << reversed << 0 << QStringList{"slower"};
        QTest::newRow("B slower fails the gate in JSON too")
            << reversed + QStringList{"--fail-below=0.9", "--output-format=json"} << 1
            << QStringList{"\"passed\": false", "Failed --fail-below=0.9"};
        QTest::newRow("caps differ and rate_iops is matched: nothing matches")
            << QStringList{"%slow", "%fast"} << 2 << QStringList{"differ in rate_iops", "--ignore=rate_iops"};
        QTest::newRow("one file") << QStringList{"%slow"} << 2 << QStringList{"give two or more saved results"};
        QTest::newRow("a missing file") << QStringList{"%slow", "%dir/missing.json"} << 2
                                        << QStringList{"missing.json", "No such file"};
        QTest::newRow("not a result") << QStringList{"%slow", "%dir/notes.json"} << 2
                                      << QStringList{"notes.json", "give a result saved by surfio run"};
        QTest::newRow("bad metric") << both + QStringList{"--metric=speed"} << 2
                                    << QStringList{"--metric=speed", "iops, bw, lat_mean or lat_p99"};
        QTest::newRow("bad --fail-below")
            << both + QStringList{"--fail-below=fast"} << 2 << QStringList{"--fail-below=fast", "a number above 0"};
        QTest::newRow("--fail-below=0") << both + QStringList{"--fail-below=0"} << 2
                                        << QStringList{"--fail-below=0", "a number above 0"};
        QTest::newRow("unknown key") << QStringList{"%slow", "%fast", "--ignore=depth"} << 2
                                     << QStringList{"'depth'", "rw, bs, rwmixread, iodepth, numjobs, rate_iops"};
        QTest::newRow("bad output format") << both + QStringList{"--output-format=xml"} << 2
                                           << QStringList{"--output-format=xml", "normal, json or csv"};
    }
    void exitCodes()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QStringList, said);
        args = filled(args);
        const Run r = compare(args);
        QVERIFY2(r.exitCode == code, described(args, r));
        for (const QString& words : said)
            QVERIFY2(r.out.contains(words) || r.err.contains(words),
                     described(args, r) + "\n  missing: " + words.toUtf8());
    }

    // The caps' ratio comes back: 1000 / 500 IOPS.
    void ratioOfCaps()
    {
        const QStringList args = filled({"%slow", "%fast", "--ignore=rate_iops", "--output-format=json"});
        const Run r = compare(args);
        QVERIFY2(r.ok(), described(args, r));
        const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonArray points = doc.value("points").toArray();
        QVERIFY2(points.size() == 1, described(args, r));
        const QJsonArray runs = points.first().toObject().value("runs").toArray();
        QCOMPARE(runs.size(), 2);
        const double ratio = runs[1].toObject().value("ratio").toDouble();
        QVERIFY2(std::fabs(ratio / 2.0 - 1) <= 0.05, "ratio " + QByteArray::number(ratio) + ": " + described(args, r));
        QCOMPARE(runs[0].toObject().value("trials").toInt(), 2);
        QCOMPARE(runs[1].toObject().value("verdict").toString(), QString("faster"));
        QCOMPARE(doc.value("unmatched").toArray().size(), 0);
    }

    // For a latency, lower is faster: the table says how its ratio reads, and
    // the gate fails exactly when the ratio is above A's / 0.9.
    void latencyDirection_data()
    {
        QTest::addColumn<QString>("metric");
        QTest::newRow("lat_mean") << "lat_mean";
        QTest::newRow("lat_p99") << "lat_p99";
    }
    void latencyDirection()
    {
        QFETCH(QString, metric);
        const QStringList args =
            filled({"%slow", "%fast", "--ignore=rate_iops", "--metric=" + metric, "--fail-below=0.9"});
        const Run r = compare(args);
        QVERIFY2(r.out.contains(metric + ": lower is faster; a ratio above 1 is slower"), described(args, r));
        QVERIFY2(r.out.contains("fails a latency above 1.11 × A's"), described(args, r));
        const Run json = compare(args + QStringList{"--output-format=json"});
        const QJsonObject doc = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(doc.value("higher_is_faster").toBool(true), false);
        const double ratio = doc.value("points")[0]["runs"][1]["ratio"].toDouble();
        QVERIFY2(ratio > 0, described(args, json));
        QVERIFY2(r.exitCode == (ratio > 1 / 0.9 ? 1 : 0), described(args, r));
    }
};

QTEST_GUILESS_MAIN(TestCompareCommand)
#include "tst_compare_command.moc"
