// The CSV and the terminal table give one line per point: the means of its
// counted runs, with their IOPS spread and the unstable flag.

#include "core/engine/engine.h"
#include "core/engine/target.h"
#include "core/result/result_csv.h"
#include "core/result/result_json.h"
#include "core/result/result_table.h"
#include "core/text/language.h"

#include <QJsonArray>
#include <QTemporaryDir>
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

// A run on one target on `device`, whose two workers used `busy` of a CPU
// each, and which the device saw as `deviceReads` reads at depth `depth`.
JobResult observedRun(int point, int trial, uint64_t reads, uint64_t deviceReads, double depth, double busy)
{
    JobResult r = run(point, trial, 4096, reads);
    TargetInfo t;
    t.devices = {{"vda", {}, {}}};
    r.targets = {t};
    DiskUtil d;
    d.name = "vda";
    d.readIos = deviceReads;
    d.readSectors = deviceReads * 8;
    d.msec = 1000;
    d.inQueue = uint64_t(depth * 1000);
    d.util = 50 + 10 * trial;
    r.diskUtil = {d};
    WorkerTotals w;
    w.cpu = {1.0, busy / 4, busy * 3 / 4, 100};
    r.workers = {w, w};
    return r;
}

// One CSV document's named field.
struct Csv {
    QStringList lines;
    QStringList header;
    explicit Csv(const QString& text)
        : lines(text.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        , header(lines.value(0).split(QLatin1Char(',')))
    {
    }
    // Before the last column (warnings, the only one that holds commas), a split by commas finds the fields.
    QString field(int line, const char* name) const
    {
        const int column = int(header.indexOf(QLatin1String(name)));
        return column < 0 ? QStringLiteral("<no %1>").arg(QLatin1String(name))
                          : lines[line].split(QLatin1Char(','))[column];
    }
};

}  // namespace

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
            return column < 0 ? QStringLiteral("<no %1>").arg(QLatin1String(name))
                              : lines[line].split(QLatin1Char(','))[column];
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
        QVERIFY2(rows[0].contains(QStringLiteral("±10")) && rows[0].contains(QLatin1String("10.0%")),
                 qPrintable(rows[0]));
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
            return column < 0 ? QStringLiteral("<no %1>").arg(QLatin1String(name))
                              : lines[line].split(QLatin1Char(','))[column];
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

    // Points that differ only in their rate are told apart, in the CSV and in the table.
    void rateColumns()
    {
        ResultSet set;
        set.points = {run(0, 0, 4096, 9000), run(1, 0, 4096, 2250), run(2, 0, 4096, 500)};
        set.points[1].spec.rateIops = 2250;
        set.points[1].spec.rateSharePercent = 25;
        set.points[2].spec.rateIops = 500;
        const Csv csv(toCsv(set));
        QCOMPARE(csv.lines.size(), 4);
        const char* rates[] = {"0", "2250", "500"};
        const char* shares[] = {"", "25", ""};
        for (int line = 1; line <= 3; ++line) {
            QCOMPARE(csv.field(line, "rate_iops"), QLatin1String(rates[line - 1]));
            QCOMPARE(csv.field(line, "rate_share_percent"), QLatin1String(shares[line - 1]));
        }
        QVERIFY(!tableRow(0, set.points[0]).contains(QLatin1String("rate")));
        const QString step =
            QStringLiteral("(rate %1 IOPS per job: 25 % of unthrottled)").arg(QLocale().toString(2250));
        QVERIFY2(tableRow(1, set.points[1]).contains(step), qPrintable(tableRow(1, set.points[1])));
        QVERIFY2(tableRow(2, set.points[2]).contains(QLatin1String("(rate 500 IOPS per job)")),
                 qPrintable(tableRow(2, set.points[2])));
    }

    // The CPU and the device's figures: the means of the counted runs, empty
    // for a result from before they were recorded.
    void devicesAndCpuColumns()
    {
        ResultSet set;
        set.matrix.trials = 2;
        set.points = {observedRun(0, 0, 1000, 1000, 7.0, 0.4), observedRun(0, 1, 1200, 1300, 9.0, 0.6),
                      run(1, 0, 4096, 10), run(1, 1, 4096, 10)};
        set.points[1].warnings = {"one warning, with a comma"};
        const Csv csv(toCsv(set));
        QCOMPARE(csv.lines.size(), 3);
        QCOMPARE(csv.header.last(), QStringLiteral("first_run_ratio"));  // the analysis columns close the row
        QCOMPARE(csv.field(1, "usr_cpu"), QStringLiteral("12.50"));      // (10 + 15) / 2
        QCOMPARE(csv.field(1, "sys_cpu"), QStringLiteral("37.50"));
        QCOMPARE(csv.field(1, "ctx"), QStringLiteral("200"));
        QCOMPARE(csv.field(1, "cpu_us_per_io"), QString::number((0.8e6 / 1000 + 1.2e6 / 1200) / 2, 'f', 2));
        QCOMPARE(csv.field(1, "disk_names"), QStringLiteral("vda"));
        QCOMPARE(csv.field(1, "disk_read_ios"), QStringLiteral("1150"));
        QCOMPARE(csv.field(1, "disk_read_sectors"), QStringLiteral("9200"));
        QCOMPARE(csv.field(1, "disk_write_ios"), QStringLiteral("0"));
        QCOMPARE(csv.field(1, "disk_in_queue"), QStringLiteral("8000"));
        QCOMPARE(csv.field(1, "disk_util"), QStringLiteral("55.00"));
        QCOMPARE(csv.field(1, "disk_queue_depth"), QStringLiteral("8.00"));
        QVERIFY2(csv.lines[1].endsWith(QLatin1String(",\"one warning, with a comma\",,,,")),
                 qPrintable(csv.lines[1]));  // no analysis: 2 trials
        for (const char* column : {"usr_cpu", "sys_cpu", "ctx", "cpu_us_per_io", "disk_names", "disk_read_ios",
                                   "disk_util", "disk_queue_depth", "warnings"})
            QCOMPARE(csv.field(2, column), QString());
    }

    // The table gives the CPU and the device's depth after each line, and the warnings under it.
    void tableShowsCpuDepthAndWarnings()
    {
        JobResult r = observedRun(0, 0, 1000, 1000, 7.5, 0.4);
        r.warnings = {"the worker thread kept a CPU busy 97 % of the measured time: the CPU that generates the load, "
                      "not the storage, may be what limits these figures"};
        const QStringList lines = tableRow(0, r).split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines[0].endsWith(QLatin1String("|   40%    7.5")), qPrintable(lines[0]));
        QVERIFY2(lines[1].startsWith(QLatin1String("      ! the worker thread kept a CPU busy 97 %")),
                 qPrintable(lines[1]));
        QVERIFY2(tableColumns().endsWith(QLatin1String("|   CPU dev QD")), qPrintable(tableColumns()));
        QVERIFY2(tableRow(0, run(0, 0, 4096, 10)).endsWith(QLatin1String("|     -      -")),
                 qPrintable(tableRow(0, run(0, 0, 4096, 10))));
    }

    // A real run on a file in the temp directory: the JSON and the CSV carry
    // what its device and its CPU did, and the figures agree.
    void aRunsDeviceAndCpuAgreeInJsonAndCsv()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        JobSpec s;
        s.targets = {dir.filePath(QStringLiteral("f")).toStdString()};
        s.regionSize = 64 << 20;
        s.queueDepth = 8;
        s.jobs = 2;
        s.runtime = std::chrono::milliseconds(500);
        Problem problem;
        auto target = Target::open(s.targets.front(), s, true, s.blockSizes(), problem);
        QVERIFY2(target, problem.message.c_str());
        if (target->info().devices.empty())
            QSKIP("the temp directory is on no block device here");
        std::atomic<bool> stop{false};
        QVERIFY(!target->layOut(true, stop, {}));
        ResultSet set;
        set.points = {runJob(s, {target.get()}, stop)};
        const JobResult& r = set.points.front();
        QVERIFY2(r.error.empty(), r.error.c_str());

        const QJsonObject point = toJson(set)[QStringLiteral("points")].toArray().at(0).toObject();
        const auto busy = [](const QJsonObject& o) {
            return o[QStringLiteral("usr_cpu")].toDouble() + o[QStringLiteral("sys_cpu")].toDouble();
        };
        double workersBusy = 0, busyTime = 0, runtime = 0;
        for (const QJsonValue w : point[QStringLiteral("workers")].toArray()) {
            QVERIFY2(busy(w.toObject()) > 0 && busy(w.toObject()) <= 100.5,
                     qPrintable(QString::number(busy(w.toObject()))));
            workersBusy += busy(w.toObject());
            busyTime += busy(w.toObject()) * w[QStringLiteral("job_runtime")].toDouble();
            runtime += w[QStringLiteral("job_runtime")].toDouble();
        }
        QVERIFY(workersBusy <= 100.5 * 2);
        QVERIFY(std::abs(busy(point) - busyTime / runtime) < 1e-6);  // fio's group_reporting: the threads' mean
        QVERIFY(point[QStringLiteral("ctx")].toInteger() > 0);
        QVERIFY(point[QStringLiteral("cpu_us_per_io")].toDouble() > 0);

        const QString device = QString::fromStdString(r.targets.front().devices.front().name);
        QJsonObject disk;
        for (const QJsonValue d : point[QStringLiteral("disk_util")].toArray())
            if (d[QStringLiteral("name")].toString() == device)
                disk = d.toObject();
        QVERIFY2(!disk.isEmpty(), qPrintable(device));
        // Each direct read is a request at the device (or merged into one);
        // other I/O on a shared disk can only add to its count. The sampler
        // thread reads the device's counters when the measured part starts,
        // and on a loaded 2-core machine it can wake some milliseconds late
        // (17 ms once in CI, beside a build): 5 % of a 500 ms run's reads.
        const double engineReads = point[QStringLiteral("read")][QStringLiteral("total_ios")].toDouble();
        const double deviceReads =
            disk[QStringLiteral("read_ios")].toDouble() + disk[QStringLiteral("read_merges")].toDouble();
        QVERIFY2(deviceReads >= 0.95 * engineReads && deviceReads <= 1.5 * engineReads,
                 qPrintable(QStringLiteral("device %1, engine %2").arg(deviceReads).arg(engineReads)));

        const Csv csv(toCsv(set));
        QCOMPARE(csv.field(1, "usr_cpu"), QString::number(point[QStringLiteral("usr_cpu")].toDouble(), 'f', 2));
        QCOMPARE(csv.field(1, "sys_cpu"), QString::number(point[QStringLiteral("sys_cpu")].toDouble(), 'f', 2));
        QCOMPARE(csv.field(1, "ctx"), QString::number(point[QStringLiteral("ctx")].toInteger()));
        QCOMPARE(csv.field(1, "disk_names"), device);
        QCOMPARE(csv.field(1, "disk_read_ios"), QString::number(disk[QStringLiteral("read_ios")].toInteger()));
        QCOMPARE(csv.field(1, "disk_in_queue"), QString::number(disk[QStringLiteral("in_queue")].toInteger()));
        QCOMPARE(csv.field(1, "disk_queue_depth"),
                 QString::number(disk[QStringLiteral("mean_queue_depth")].toDouble(), 'f', 2));
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

    // --target-count: the first run used one target, the second two; the
    // header describes each once, in the order they first ran.
    void headerDescribesEveryTarget()
    {
        const auto target = [](const char* path) {
            TargetInfo t;
            t.path = t.ioPath = path;
            t.regionSize = 1 << 20;
            return t;
        };
        ResultSet set;
        set.points = {run(0, 0, 4096, 100), run(1, 0, 4096, 200)};
        set.points[0].targets = {target("/dev/a")};
        set.points[1].targets = {target("/dev/a"), target("/dev/b")};
        const QString header = tableHeader(set, set.points.front());
        QCOMPARE(header.count(QLatin1String("Target /dev/a (")), 1);
        QCOMPARE(header.count(QLatin1String("Target /dev/b (")), 1);
        QVERIFY2(header.indexOf(QLatin1String("Target /dev/a")) < header.indexOf(QLatin1String("Target /dev/b")),
                 qPrintable(header));
        QCOMPARE(distinctTargets(set).size(), size_t(2));
        QVERIFY(usesTarget(set.points[1].targets, target("/dev/b")));
        QVERIFY(!usesTarget(set.points[0].targets, target("/dev/b")));
    }
};

QTEST_MAIN(TestResultCsv)
#include "tst_result_csv.moc"
