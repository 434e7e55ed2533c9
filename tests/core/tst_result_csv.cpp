// The CSV and the terminal table give one line per point: the means of its
// counted runs, with their IOPS spread and the unstable flag.

#include "language.h"
#include "result_csv.h"
#include "result_table.h"

#include <QTest>

using namespace surfio;

namespace {

JobResult run(int point, int trial, uint64_t blockSize, uint64_t reads)
{
    JobResult r;
    r.spec.pattern = Pattern::RandRead;
    r.spec.blockSize = blockSize;
    r.point = point;
    r.trial = trial;
    r.seconds = 1.0;
    r.engine.name = "io_uring";
    r.read.ios = reads;
    r.read.bytes = reads * blockSize;
    r.read.latSumNs = double(reads) * 1000;
    r.read.latMaxNs = 1000 + uint64_t(trial);
    r.read.histogram.add(1000);
    return r;
}

// Point 0 steady (100, 110, 90), point 1 unstable (100, 130, 70) and a split.
ResultSet threeTrials()
{
    ResultSet set;
    set.matrix.trials = 3;
    const uint64_t steady[] = {100, 110, 90};
    const uint64_t unsteady[] = {100, 130, 70};
    for (int trial = 0; trial < 3; ++trial) {
        set.points.append(run(0, trial, 4096, steady[trial]));
        JobResult split = run(1, trial, 1 << 20, unsteady[trial]);
        split.spec.blockSplit = {{4096, 60}, {65536, 30}, {1 << 20, 10}};
        set.points.append(split);
    }
    return set;
}

} // namespace

class TestResultCsv : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        qputenv("SURFIO_LANGUAGE", "en");  // English plural forms ("1 read", "2 reads")
        installTranslations(*QCoreApplication::instance());
        QLocale::setDefault(QLocale::c());
    }

    void oneRowPerPointWithItsSpread()
    {
        const QStringList lines = toCsv(threeTrials()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        const QStringList header = lines[0].split(QLatin1Char(','));
        const auto field = [&](int line, const char* name) {
            const int column = int(header.indexOf(QLatin1String(name)));
            return column < 0 ? QStringLiteral("<no %1>").arg(QLatin1String(name)) : lines[line].split(QLatin1Char(','))[column];
        };
        for (int line = 1; line <= 2; ++line)
            QCOMPARE(lines[line].split(QLatin1Char(',')).size(), header.size());
        QCOMPARE(field(1, "index"), QStringLiteral("0"));
        QCOMPARE(field(1, "read_iops"), QStringLiteral("100.00"));
        QCOMPARE(field(1, "read_total_ios"), QStringLiteral("100"));
        QCOMPARE(field(1, "read_lat_max_ns"), QStringLiteral("1002"));  // the largest any run saw
        QCOMPARE(field(1, "trials"), QStringLiteral("3"));
        QCOMPARE(field(1, "iops_mean"), QStringLiteral("100.00"));
        QCOMPARE(field(1, "iops_stddev"), QStringLiteral("10.00"));
        QCOMPARE(field(1, "iops_cv"), QStringLiteral("0.1000"));
        QCOMPARE(field(1, "iops_min"), QStringLiteral("90.00"));
        QCOMPARE(field(1, "iops_max"), QStringLiteral("110.00"));
        QCOMPARE(field(1, "unstable"), QStringLiteral("0"));
        QCOMPARE(field(1, "bssplit"), QString());
        QCOMPARE(field(2, "index"), QStringLiteral("1"));
        QCOMPARE(field(2, "bs"), QStringLiteral("1048576"));
        QCOMPARE(field(2, "bssplit"), QStringLiteral("4k/60:64k/30:1m/10"));
        QCOMPARE(field(2, "iops_stddev"), QStringLiteral("30.00"));
        QCOMPARE(field(2, "unstable"), QStringLiteral("1"));
    }

    void tableShowsTheSpreadWhenThereAreTrials()
    {
        const QStringList lines = resultTable(threeTrials()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QStringList rows;
        for (const QString& line : lines)
            if (line.contains(QLatin1String("randread")))
                rows.append(line);
        QCOMPARE(rows.size(), 2);
        QVERIFY2(rows[0].contains(QStringLiteral("±10")) && rows[0].contains(QLatin1String("10.0%")), qPrintable(rows[0]));
        QVERIFY2(!rows[0].contains(QLatin1String("unstable")), qPrintable(rows[0]));
        QVERIFY2(rows[1].contains(QLatin1String("4k/60:64k/30:1m/10")), qPrintable(rows[1]));
        QVERIFY2(rows[1].contains(QLatin1String("unstable (CV > 10%)")), qPrintable(rows[1]));
        QVERIFY(lines.join(QLatin1Char('\n')).contains(QLatin1String("runs")));
    }

    // With verify on, the CSV gives the kind and the counted runs' totals, the
    // table says how many reads were checked and warns when none were; with
    // verify off the columns are empty and the table says nothing of it.
    void verifyCountsInCsvAndTable()
    {
        ResultSet set;
        JobResult checked = run(0, 0, 4096, 100);
        checked.spec.verify = VerifyChoice::Crc32c;
        checked.verify = {true, 1234, 5, 1234ULL * 4096};
        JobResult nothing = run(1, 0, 8192, 50);
        nothing.spec.verify = VerifyChoice::Crc32c;
        nothing.verify = {true, 0, 50, 0};
        JobResult older = run(2, 0, 4096, 10);  // verify on, from before the counts
        older.spec.verify = VerifyChoice::Crc32c;
        set.points = {checked, nothing, older, run(3, 0, 4096, 10)};

        const QStringList lines = toCsv(set).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 5);
        const QStringList header = lines[0].split(QLatin1Char(','));
        const auto field = [&](int line, const char* name) {
            const int column = int(header.indexOf(QLatin1String(name)));
            return column < 0 ? QStringLiteral("<no %1>").arg(QLatin1String(name)) : lines[line].split(QLatin1Char(','))[column];
        };
        QCOMPARE(field(1, "verify"), QStringLiteral("crc32c"));
        QCOMPARE(field(1, "verify_checked_reads"), QStringLiteral("1234"));
        QCOMPARE(field(1, "verify_skipped_reads"), QStringLiteral("5"));
        QCOMPARE(field(1, "verify_checked_bytes"), QString::number(1234 * 4096));
        QCOMPARE(field(2, "verify_checked_reads"), QStringLiteral("0"));
        QCOMPARE(field(2, "verify_skipped_reads"), QStringLiteral("50"));
        QCOMPARE(field(3, "verify"), QStringLiteral("crc32c"));
        QCOMPARE(field(3, "verify_checked_reads"), QString());  // not recorded, not 0
        for (const char* column : {"verify", "verify_checked_reads", "verify_skipped_reads", "verify_checked_bytes"})
            QCOMPARE(field(4, column), QString());

        const QString table = resultTable(set);
        const QStringList rows = table.split(QLatin1Char('\n'));
        const auto rowOf = [&](const char* index) {
            for (const QString& row : rows)
                if (row.startsWith(QLatin1String(index)))
                    return row;
            return QString();
        };
        QVERIFY2(rowOf("  1 ").contains(QLatin1String("(verify: 1234 reads checked, 5 skipped)")), qPrintable(table));
        QVERIFY2(rowOf("  2 ").contains(QLatin1String("! verify checked nothing (0 reads checked, 50 skipped)")),
                 qPrintable(table));
        QVERIFY2(!rowOf("  3 ").contains(QLatin1String("verify")), qPrintable(table));
        QVERIFY2(!rowOf("  4 ").contains(QLatin1String("verify")), qPrintable(table));
        QVERIFY(tableRow(0, checked).contains(QLatin1String("(verify: 1234 reads checked, 5 skipped)")));
        QVERIFY(tableRow(0, run(0, 0, 4096, 100)).indexOf(QLatin1String("verify")) < 0);
    }

    void tableHasNoSpreadForSingleRuns()
    {
        ResultSet set;
        set.points = {run(0, 0, 4096, 100), run(1, 0, 8192, 50)};
        const QString table = resultTable(set);
        QVERIFY2(!table.contains(QLatin1String("runs")) && !table.contains(QStringLiteral("±")), qPrintable(table));
        QVERIFY(table.contains(QLatin1String("  1 randread")));
        QVERIFY(table.contains(QLatin1String("  2 randread")));
        QVERIFY(tableRow(0, run(0, 1, 4096, 100)).contains(QLatin1String("(trial 2)")));
    }
};

QTEST_MAIN(TestResultCsv)
#include "tst_result_csv.moc"
