// `surfio report` (SURFIO_BIN) on a small run made here with `surfio run`
// (randrw at 100 and 50 % read × 4 and 64 KiB, on a scratch file under
// /var/tmp, direct I/O, 1 s a point), with no display (neither DISPLAY nor
// QT_QPA_PLATFORM set, as over SSH): an HTML report with one table row per
// point and its images inside; a PDF; the run compared with itself; the
// person's language; and bad input exits 2 with a message naming the fix.
#include "tests/app/surfio_process.h"
#include "tests/app/throttled_volume.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using testing::finish;
using testing::Run;

namespace {

constexpr int kReportTimeoutMs = 120000;
constexpr int kPoints = 4;

QProcessEnvironment headless()
{
    QProcessEnvironment env = testing::plainEnvironment();
    env.remove("DISPLAY");
    env.remove("WAYLAND_DISPLAY");
    env.remove("QT_QPA_PLATFORM");
    return env;
}

Run report(const QStringList& args, QProcessEnvironment env = headless())
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.setStandardInputFile(QProcess::nullDevice());
    p.start(testing::surfioBinary(), QStringList{"report"} + args);
    if (!p.waitForStarted())
        return {-1, {}, "cannot start " + testing::surfioBinary()};
    return finish(p, "surfio report " + args.join(' '), kReportTimeoutMs);
}

QByteArray described(const QStringList& args, const Run& r)
{
    return ("surfio report " + args.join(' ') + "\n  exit code: " + QString::number(r.exitCode)
            + "\n  stderr: " + r.err.trimmed() + "\n  stdout: " + r.out.left(2000).trimmed())
        .toLocal8Bit();
}

QString readText(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

}  // namespace

class TestReportCommand : public QObject {
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> dir_;
    QString result_;

    QStringList filled(QStringList args) const
    {
        for (QString& a : args)
            a.replace("%result", result_).replace("%dir", dir_->path());
        return args;
    }

private Q_SLOTS:
    void initTestCase()
    {
        testing::requireSurfioBinary();
        if (QTest::currentTestFailed())
            return;
        // Not /tmp: a tmpfs there takes no direct I/O.
        dir_ = std::make_unique<QTemporaryDir>("/var/tmp/surfio-report-XXXXXX");
        QVERIFY2(dir_->isValid(), qPrintable(dir_->errorString()));
        result_ = dir_->filePath("result.json");
        const QStringList args{"--filename=" + dir_->filePath("target.dat"),
                               "--size=16m",
                               "--rw=randrw",
                               "--rwmixread=100,50",
                               "--bs=4k,64k",
                               "--iodepth=4",
                               "--runtime=1s",
                               "--output-format=json",
                               "--output=" + result_};
        const Run r = testing::surfio(args, testing::plainEnvironment(), testing::kTimeoutMs);
        QVERIFY2(r.ok(), testing::describe(args, r));
    }

    void htmlWithoutADisplay()
    {
        const QString html = dir_->filePath("report.html");
        const QStringList args{result_, "--output=" + html};
        const Run r = report(args);
        QVERIFY2(r.ok(), described(args, r));
        QVERIFY2(r.out.contains(html), described(args, r));
        const QString text = readText(html);
        const QRegularExpression pointsTable("<table id=\"points\">.*?<tbody>(.*?)</tbody>",
                                             QRegularExpression::DotMatchesEverythingOption);
        const QRegularExpressionMatch m = pointsTable.match(text);
        QVERIFY2(m.hasMatch(), qPrintable(text.left(2000)));
        QCOMPARE(m.captured(1).count("<tr>"), kPoints);
        QVERIFY2(text.count("src=\"data:image/png;base64,") >= 4, "the surface and the 2D charts, inside the file");
        QVERIFY(text.contains("<html lang=\"en\">"));
        QVERIFY(!text.contains("comparison-table"));
    }

    void pdfAndComparison()
    {
        const QString pdf = dir_->filePath("compared.pdf");
        const QString html = dir_->filePath("compared.html");
        for (const QString& out : {pdf, html}) {
            const QStringList args{result_, "--compare", result_, "--output=" + out};
            const Run r = report(args);
            QVERIFY2(r.ok(), described(args, r));
        }
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(5).startsWith("%PDF"));
        const QString text = readText(html);
        QVERIFY(text.contains("<table id=\"comparison-table\">"));
        QVERIFY2(text.count("within noise") + text.count("no trials: noise unknown") >= kPoints,
                 "a run against itself is never faster or slower");
    }

    void inThePersonsLanguage()
    {
        QProcessEnvironment env = headless();
        env.insert("SURFIO_LANGUAGE", "fr");
        const QString html = dir_->filePath("rapport.html");
        const QStringList args{result_, "--output=" + html};
        const Run r = report(args, env);
        QVERIFY2(r.ok(), described(args, r));
        const QString text = readText(html);
        QVERIFY(text.contains("<html lang=\"fr\">"));
        QVERIFY2(text.contains("<h2 id=\"summary\">Synthèse</h2>"), qPrintable(text.left(3000)));
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("said");
        QTest::newRow("no result") << QStringList{"--output=%dir/r.html"} << "give the saved result";
        QTest::newRow("no --output") << QStringList{"%result"} << "--output=FILE.html";
        QTest::newRow("neither html nor pdf") << QStringList{"%result", "--output=%dir/r.txt"} << "--output=FILE.html";
        QTest::newRow("a missing result") << QStringList{"%dir/missing.json", "--output=%dir/r.html"} << "missing.json";
        QTest::newRow("a missing run to compare")
            << QStringList{"%result", "--compare=%dir/missing.json", "--output=%dir/r.html"} << "missing.json";
        QTest::newRow("a folder that is not there")
            << QStringList{"%result", "--output=%dir/no/such/folder/r.pdf"} << "does not exist";
        QTest::newRow("a bad metric") << QStringList{"%result", "--metric=speed", "--output=%dir/r.html"}
                                      << "use iops, bw, lat_mean or lat_p99";
    }

    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, said);
        args = filled(args);
        const Run r = report(args);
        QVERIFY2(r.exitCode == 2, described(args, r));
        QVERIFY2(r.err.contains(said), described(args, r));
    }
};

QTEST_GUILESS_MAIN(TestReportCommand)
#include "tst_report_command.moc"
