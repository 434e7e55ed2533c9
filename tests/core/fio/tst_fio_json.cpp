// fio's JSON and json+ output, made here by the installed fio, reads as a
// Surfio result with fio's own numbers.

#include "core/fio/fio_json.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace surfio;
using namespace Qt::Literals::StringLiterals;

namespace {

constexpr double kBucketError = 1.0 / 128.0;  // the histogram's 0.78 %

bool near(double a, double b, double relative)
{
    return std::abs(a - b) <= relative * std::max(std::abs(a), std::abs(b)) + 1e-9;
}

// The last whole document of fio's output, read independently of the importer.
QJsonObject lastDocument(const QByteArray& output)
{
    const qsizetype at = output.lastIndexOf("{\n  \"fio version\"");
    return at < 0 ? QJsonObject{} : QJsonDocument::fromJson(output.mid(at)).object();
}

QJsonObject entry(const QString& name, const QString& rw, const QString& bs, int mix, uint64_t ios)
{
    const QJsonObject stat{{QStringLiteral("min"), 1000},
                           {QStringLiteral("max"), 9000},
                           {QStringLiteral("mean"), 2000.0},
                           {QStringLiteral("stddev"), 100.0},
                           {QStringLiteral("N"), double(ios)}};
    QJsonObject clat = stat;
    clat[QStringLiteral("percentile")] =
        QJsonObject{{QStringLiteral("50.000000"), 1992}, {QStringLiteral("99.000000"), 9024}};
    QJsonObject clatPlus = clat;
    const auto slow = ios / 10;  // whole I/Os in the 9024 ns bin
    clatPlus[QStringLiteral("bins")] =
        QJsonObject{{QStringLiteral("1992"), double(ios - slow)}, {QStringLiteral("9024"), double(slow)}};
    const QJsonObject read{{QStringLiteral("io_bytes"), double(ios * 4096)},
                           {QStringLiteral("total_ios"), double(ios)},
                           {QStringLiteral("runtime"), 1000},
                           {QStringLiteral("iops"), double(ios)},
                           {QStringLiteral("clat_ns"), clatPlus},
                           {QStringLiteral("lat_ns"), stat}};
    const QJsonObject none{
        {QStringLiteral("io_bytes"), 0}, {QStringLiteral("total_ios"), 0}, {QStringLiteral("runtime"), 0}};
    QJsonObject options{{QStringLiteral("rw"), rw},
                        {QStringLiteral("bs"), bs},
                        {QStringLiteral("filename"), QStringLiteral("/dev/nvme0n1")}};
    if (mix >= 0)
        options[QStringLiteral("rwmixread")] = QString::number(mix);
    return QJsonObject{{QStringLiteral("jobname"), name},    {QStringLiteral("groupid"), 0},
                       {QStringLiteral("error"), 0},         {QStringLiteral("job options"), options},
                       {QStringLiteral("read"), read},       {QStringLiteral("write"), none},
                       {QStringLiteral("job_runtime"), 1000}};
}

QByteArray document(const QString& arrayName, const QJsonArray& entries)
{
    const QJsonObject root{
        {QStringLiteral("fio version"), QStringLiteral("fio-3.33")},
        {QStringLiteral("timestamp"), 1700000000},
        {QStringLiteral("global options"), QJsonObject{{QStringLiteral("ioengine"), QStringLiteral("libaio")},
                                                       {QStringLiteral("iodepth"), QStringLiteral("32")}}},
        {arrayName, entries}};
    return QJsonDocument(root).toJson();
}

}  // namespace

class TestFioJson : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    QString fio_;

    // Runs fio on an 8 MiB file; its stdout.
    QByteArray runFio(const QStringList& args)
    {
        QProcess p;
        p.setWorkingDirectory(dir_.path());
        p.start(fio_, args);
        if (!p.waitForFinished(120000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
            qWarning("fio failed: %s", p.readAllStandardError().constData());
            return {};
        }
        return p.readAllStandardOutput();
    }

    QStringList common() const
    {
        return {QStringLiteral("--name=t"),     QStringLiteral("--filename=%1/f").arg(dir_.path()),
                QStringLiteral("--size=8m"),    QStringLiteral("--runtime=1"),
                QStringLiteral("--time_based"), QStringLiteral("--ioengine=psync"),
                QStringLiteral("--direct=0")};
    }

    // Compares one imported run with the fio entries it came from.
    void checkAgainst(const JobResult& r, const QJsonArray& jobs, bool binned)
    {
        for (const char* dirName : {"read", "write"}) {
            const DirectionTotals& d = QLatin1String(dirName) == QLatin1String("read") ? r.read : r.write;
            uint64_t ios = 0, bytes = 0;
            double latSum = 0, iops = 0;
            qint64 runtime = 0;
            for (const QJsonValue j : jobs) {
                const QJsonObject o = j.toObject()[QLatin1String(dirName)].toObject();
                ios += uint64_t(o[QStringLiteral("total_ios")].toInteger());
                bytes += uint64_t(o[QStringLiteral("io_bytes")].toInteger());
                latSum += o[QStringLiteral("lat_ns")].toObject()[QStringLiteral("mean")].toDouble()
                          * double(o[QStringLiteral("total_ios")].toInteger());
                iops += o[QStringLiteral("iops")].toDouble();
                runtime = std::max(
                    {runtime, j.toObject()[QStringLiteral("read")].toObject()[QStringLiteral("runtime")].toInteger(),
                     j.toObject()[QStringLiteral("write")].toObject()[QStringLiteral("runtime")].toInteger()});
            }
            QCOMPARE(d.ios, ios);
            QCOMPARE(d.bytes, bytes);
            QVERIFY(ios > 0 || QLatin1String(dirName) == QLatin1String("write"));
            if (ios == 0)
                continue;
            QCOMPARE(r.seconds, double(runtime) / 1000.0);
            QVERIFY2(near(r.iops(d), double(ios) * 1000.0 / double(runtime), 1e-9), dirName);
            if (jobs.size() == 1)  // fio's iops use the direction's own runtime
                QVERIFY2(near(r.iops(d), iops, 0.01), qPrintable(QStringLiteral("%1 vs %2").arg(r.iops(d)).arg(iops)));
            QVERIFY(near(d.meanLatNs(), latSum / double(ios), 1e-9));
            if (jobs.size() == 1) {
                const QJsonObject clat =
                    jobs[0].toObject()[QLatin1String(dirName)].toObject()[QStringLiteral("clat_ns")].toObject();
                const QJsonObject pct = clat[QStringLiteral("percentile")].toObject();
                for (const char* p : {"50.000000", "99.000000"}) {
                    const double fio = pct[QLatin1String(p)].toDouble();
                    const double ours = d.histogram.percentile(QByteArray(p).toDouble());
                    QVERIFY2(near(ours, fio, kBucketError),
                             qPrintable(QStringLiteral("p%1: %2 vs fio %3").arg(QLatin1String(p)).arg(ours).arg(fio)));
                }
                if (binned)
                    QCOMPARE(d.histogram.total(), uint64_t(clat[QStringLiteral("N")].toInteger()));
            }
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        fio_ = QStandardPaths::findExecutable(QStringLiteral("fio"));
    }

    void readsFioOutput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("entries");  // fio job entries that make the one run
        QTest::addColumn<bool>("binned");
        QTest::addColumn<Pattern>("pattern");
        QTest::addColumn<int>("readPercent");
        QTest::addColumn<uint64_t>("blockSize");
        QTest::addColumn<uint32_t>("jobs");
        const auto args = [](const char* s) { return QString::fromLatin1(s).split(QLatin1Char(' ')); };
        QTest::newRow("json randread") << args("--rw=randread --bs=4k --output-format=json") << 1 << false
                                       << Pattern::RandRead << 100 << uint64_t(4096) << 1u;
        QTest::newRow("json+ randrw 70") << args("--rw=randrw --rwmixread=70 --bs=8k --output-format=json+") << 1
                                         << true << Pattern::RandReadWrite << 70 << uint64_t(8192) << 1u;
        QTest::newRow("json randrw mixwrite")
            << args("--readwrite=randrw --rwmixwrite=25 --blocksize=16k --output-format=json") << 1 << false
            << Pattern::RandReadWrite << 75 << uint64_t(16384) << 1u;
        QTest::newRow("numjobs 2, group_reporting")
            << args("--rw=randread --bs=4k --numjobs=2 --group_reporting --output-format=json+") << 1 << true
            << Pattern::RandRead << 100 << uint64_t(4096) << 2u;
        QTest::newRow("numjobs 2, per job") << args("--rw=randread --bs=4k --numjobs=2 --output-format=json+") << 2
                                            << true << Pattern::RandRead << 100 << uint64_t(4096) << 2u;
    }

    void readsFioOutput()
    {
        if (fio_.isEmpty())
            QSKIP("fio is not on PATH: these cases need fio's own output");
        QFETCH(QStringList, args);
        QFETCH(int, entries);
        QFETCH(bool, binned);
        const QByteArray out = runFio(common() + args);
        QVERIFY(!out.isEmpty());
        const QJsonObject doc = lastDocument(out);
        const QJsonArray jobs = doc[QStringLiteral("jobs")].toArray();
        QCOMPARE(jobs.size(), entries);

        ResultSet set;
        QString error;
        QVERIFY2(readFioJson(out, set, error), qPrintable(error));
        QCOMPARE(set.points.size(), 1);
        const JobResult& r = set.points.front();
        QTEST(r.spec.pattern, "pattern");
        QTEST(r.spec.effectiveReadPercent(), "readPercent");
        QTEST(r.spec.blockSize, "blockSize");
        QTEST(r.spec.jobs, "jobs");
        QCOMPARE(r.spec.queueDepth, 1u);
        QCOMPARE(r.spec.direct, false);
        QCOMPARE(r.spec.runtime, std::chrono::nanoseconds(std::chrono::seconds(1)));
        QCOMPARE(r.spec.targets, std::vector<std::string>{(dir_.path() + QStringLiteral("/f")).toStdString()});
        QCOMPARE(r.engine.name, std::string("fio 3.33 psync"));
        QCOMPARE(r.workers.size(), size_t(entries));
        QCOMPARE(r.point, 0);
        QCOMPARE(set.matrix.expand().size(), size_t(1));
        checkAgainst(r, jobs, binned);
        // fio's CPU per job, and the devices of its one run.
        for (int i = 0; i < entries; ++i) {
            const QJsonObject job = jobs[i].toObject();
            const CpuUse& cpu = r.workers[size_t(i)].cpu;
            QVERIFY(cpu.recorded());
            QVERIFY(near(cpu.userPercent(), job[QStringLiteral("usr_cpu")].toDouble(), 1e-9));
            QVERIFY(near(cpu.systemPercent(), job[QStringLiteral("sys_cpu")].toDouble(), 1e-9));
            QCOMPARE(cpu.contextSwitches, uint64_t(job[QStringLiteral("ctx")].toInteger()));
        }
        const QJsonArray disks = doc[QStringLiteral("disk_util")].toArray();
        QCOMPARE(r.diskUtil.size(), size_t(disks.size()));
        for (qsizetype i = 0; i < disks.size(); ++i) {
            QCOMPARE(QString::fromStdString(r.diskUtil[size_t(i)].name), disks[i][QStringLiteral("name")].toString());
            QCOMPARE(r.diskUtil[size_t(i)].readIos, uint64_t(disks[i][QStringLiteral("read_ios")].toInteger()));
            QCOMPARE(r.diskUtil[size_t(i)].inQueue, uint64_t(disks[i][QStringLiteral("in_queue")].toInteger()));
        }
    }

    // fio 3.33's per-job usr_cpu, sys_cpu (% of job_runtime) and ctx, and its
    // document's disk_util, whose span it does not write: the job's ramp and runtime.
    void readsCpuAndDiskUtil_data()
    {
        QTest::addColumn<QString>("arrayName");
        QTest::addColumn<bool>("withDisks");
        QTest::newRow("jobs") << "jobs" << true;
        QTest::newRow("client mode: the hosts' devices mix") << "client_stats" << false;
    }

    void readsCpuAndDiskUtil()
    {
        QFETCH(QString, arrayName);
        QFETCH(bool, withDisks);
        QJsonObject job = entry(QStringLiteral("t"), QStringLiteral("randread"), QStringLiteral("4k"), -1, 5000);
        job[QStringLiteral("usr_cpu")] = 12.5;
        job[QStringLiteral("sys_cpu")] = 30.0;
        job[QStringLiteral("ctx")] = 4000;
        job[QStringLiteral("elapsed")] = 2;  // rounded up from 1.5 s
        job[QStringLiteral("job options")] = QJsonObject{{QStringLiteral("rw"), QStringLiteral("randread")},
                                                         {QStringLiteral("ramp_time"), QStringLiteral("500ms")}};
        job[QStringLiteral("hostname")] = QStringLiteral("h");
        QJsonObject doc = QJsonDocument::fromJson(document(arrayName, {job})).object();
        doc[QStringLiteral("disk_util")] = QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("nvme0n1")},
                                                                  {QStringLiteral("read_ios"), 10000},
                                                                  {QStringLiteral("write_ios"), 2},
                                                                  {QStringLiteral("read_merges"), 0},
                                                                  {QStringLiteral("write_merges"), 1},
                                                                  {QStringLiteral("read_ticks"), 2500},
                                                                  {QStringLiteral("write_ticks"), 3},
                                                                  {QStringLiteral("in_queue"), 3000},
                                                                  {QStringLiteral("util"), 99.1}}};

        ResultSet set;
        QString error;
        QVERIFY2(readFioJson(QJsonDocument(doc).toJson(), set, error), qPrintable(error));
        const JobResult& r = set.points.front();
        QCOMPARE(r.workers.size(), size_t(1));
        const CpuUse& cpu = r.workers[0].cpu;
        QCOMPARE(cpu.seconds, 1.0);  // job_runtime, 1000 ms
        QCOMPARE(cpu.userSeconds, 0.125);
        QCOMPARE(cpu.systemSeconds, 0.3);
        QCOMPARE(cpu.contextSwitches, uint64_t(4000));
        QCOMPARE(r.cpuMicrosecondsPerIo(), 0.425e6 / 5000);
        if (!withDisks) {
            QVERIFY(r.diskUtil.empty());
            return;
        }
        QCOMPARE(r.diskUtil.size(), size_t(1));
        const DiskUtil& d = r.diskUtil.front();
        QCOMPARE(d.name, std::string("nvme0n1"));
        QCOMPARE(d.readIos, uint64_t(10000));
        QCOMPARE(d.readTicks, uint64_t(2500));
        QCOMPARE(d.writeMerges, uint64_t(1));
        QCOMPARE(d.readSectors, uint64_t(0));  // fio 3.36's, absent from 3.33
        QCOMPARE(d.util, 99.1);
        QCOMPARE(d.msec, 1500.0);
        QCOMPARE(d.meanQueueDepth(), 2.0);
    }

    void readsTwoJobsOfAFile()
    {
        if (fio_.isEmpty())
            QSKIP("fio is not on PATH: this case needs fio's own output");
        const QString jobFile = dir_.filePath(QStringLiteral("two.fio"));
        QFile f(jobFile);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QStringLiteral("[global]\nfilename=%1/f\nsize=8m\nruntime=1\ntime_based\nioengine=psync\nbs=4k\n"
                               "[a]\nrw=randread\n[b]\nstonewall\nrw=randrw\nrwmixread=50\nbs=64k\n")
                    .arg(dir_.path())
                    .toUtf8());
        f.close();
        const QByteArray out = runFio({jobFile, QStringLiteral("--output-format=json+")});
        QVERIFY(!out.isEmpty());
        const QJsonArray jobs = lastDocument(out)[QStringLiteral("jobs")].toArray();
        QCOMPARE(jobs.size(), 2);

        ResultSet set;
        QString error;
        QVERIFY2(readFioJson(out, set, error), qPrintable(error));
        QCOMPARE(set.points.size(), 2);
        const JobResult& a = set.points[0];
        const JobResult& b = set.points[1];
        QCOMPARE(a.spec.pattern, Pattern::RandRead);
        QCOMPARE(a.spec.blockSize, uint64_t(4096));  // from [global]
        QCOMPARE(b.spec.pattern, Pattern::RandReadWrite);
        QCOMPARE(b.spec.readPercent, 50);
        QCOMPARE(b.spec.blockSize, uint64_t(65536));
        QVERIFY(a.point != b.point);
        const std::vector<JobSpec> specs = set.matrix.expand();
        QCOMPARE(specs.size(), size_t(2));
        QCOMPARE(specs[size_t(b.point)].blockSize, uint64_t(65536));
        checkAgainst(a, QJsonArray{jobs[0]}, true);
        checkAgainst(b, QJsonArray{jobs[1]}, true);
    }

    void readsAStatusIntervalStream()
    {
        if (fio_.isEmpty())
            QSKIP("fio is not on PATH: this case needs fio's own output");
        QStringList args = common();
        args.replace(args.indexOf(QStringLiteral("--runtime=1")), QStringLiteral("--runtime=3"));
        args << QStringLiteral("--rw=randread") << QStringLiteral("--bs=4k") << QStringLiteral("--status-interval=1")
             << QStringLiteral("--output-format=json+");
        const QByteArray out = runFio(args);
        QVERIFY(out.count("\"fio version\"") >= 2);

        ResultSet set;
        QString error;
        QVERIFY2(readFioJson(out, set, error), qPrintable(error));
        QCOMPARE(set.points.size(), 1);
        const JobResult& r = set.points.front();
        checkAgainst(r, lastDocument(out)[QStringLiteral("jobs")].toArray(), true);
        // The snapshots are cumulative: their differences add up to the totals.
        QVERIFY(r.samples.size() >= 2);
        uint64_t ios = 0;
        for (const IntervalSample& s : r.samples) {
            QVERIFY(s.seconds > 0);
            ios += s.read.ios;
            if (s.read.ios)
                QVERIFY(s.read.p99LatNs > 0);
        }
        QCOMPARE(ios, r.read.ios);
        QCOMPARE(r.samples.back().t, r.seconds);

        // A stream cut inside its last document gives the last whole one.
        const qsizetype lastStart = out.lastIndexOf("{\n  \"fio version\"");
        const QByteArray cut = out.left(lastStart + (out.size() - lastStart) / 2);
        ResultSet partial;
        QVERIFY2(readFioJson(cut, partial, error), qPrintable(error));
        const QJsonObject previous = lastDocument(out.left(lastStart));
        QCOMPARE(
            partial.points.front().read.ios,
            uint64_t(
                previous[QStringLiteral("jobs")][0][QStringLiteral("read")][QStringLiteral("total_ios")].toInteger()));
    }

    // client_stats as fio 3.33's client.c writes it: each entry is a job's
    // status with "hostname" and "port", then an "All clients" sum.
    void readsClientMode()
    {
        QJsonObject a = entry(QStringLiteral("vol"), QStringLiteral("randread"), QStringLiteral("4k"), -1, 1000);
        a[QStringLiteral("hostname")] = QStringLiteral("10.0.0.1");
        a[QStringLiteral("port")] = 8765;
        QJsonObject b = entry(QStringLiteral("vol"), QStringLiteral("randread"), QStringLiteral("4k"), -1, 3000);
        b[QStringLiteral("hostname")] = QStringLiteral("10.0.0.2");
        b[QStringLiteral("port")] = 8765;
        QJsonObject c = entry(QStringLiteral("vol"), QStringLiteral("randread"), QStringLiteral("4k"), -1, 500);
        c[QStringLiteral("hostname")] = QStringLiteral("10.0.0.2");
        c[QStringLiteral("port")] = 9000;  // a second server on the same host
        QJsonObject all =
            entry(QStringLiteral("All clients"), QStringLiteral("randread"), QStringLiteral("4k"), -1, 4000);
        all[QStringLiteral("hostname")] = QStringLiteral("10.0.0.2");
        const QByteArray out = "hostname=host-a, be=0, 64-bit, os=Linux, arch=x86-64, fio=fio-3.33, flags=1\n"
                               "<host-a> vol: (g=0): rw=randread, bs=(R) 4096B-4096B\n"
                               + document(QStringLiteral("client_stats"), {a, b, c, all});

        ResultSet set;
        QString error;
        QVERIFY2(readFioJson(out, set, error), qPrintable(error));
        QCOMPARE(set.points.size(), 1);  // the hosts add up; "All clients" is not counted again
        const JobResult& r = set.points.front();
        QCOMPARE(r.read.ios, uint64_t(4500));
        QCOMPARE(r.read.bytes, uint64_t(4500) * 4096);
        QCOMPARE(r.iops(r.read), 4500.0);
        QCOMPARE(r.spec.queueDepth, 32u);  // from "global options"
        QCOMPARE(r.engine.name, std::string("fio 3.33 libaio"));
        QCOMPARE(r.targets.size(), size_t(3));
        QCOMPARE(r.targets[0].path, std::string("10.0.0.1:/dev/nvme0n1"));
        QCOMPARE(r.targets[1].path, std::string("10.0.0.2:/dev/nvme0n1"));
        QCOMPARE(r.targets[1].host, std::string("10.0.0.2"));  // fio's default port is not spelled out
        QCOMPARE(r.targets[2].host, std::string("10.0.0.2:9000"));
        QCOMPARE(r.workers.size(), size_t(3));
        QCOMPARE(r.workers[1].target, 1u);
        QCOMPARE(r.workers[1].readIos, uint64_t(3000));
        QCOMPARE(r.workers[2].target, 2u);
        QCOMPARE(r.read.histogram.total(), uint64_t(4500));
        QCOMPARE(r.read.histogram.percentile(99), 9024.0);
        QCOMPARE(r.read.meanLatNs(), 2000.0);
    }

    // Surfio's fio engine: a point's sections, a group per target, as one run;
    // in client mode each host's share of each target, ordered by host and
    // target whatever order fio's entries came in (fio 3.33 leaves "job
    // options" out of a client's later groups).
    void readsOnePointPerTargetAndHost()
    {
        const auto part = [](const QString& section, const QString& host, uint64_t ios) {
            QJsonObject e = entry(section, QStringLiteral("randread"), QStringLiteral("4k"), -1, ios);
            e[QStringLiteral("hostname")] = host;
            e[QStringLiteral("port")] = 8765;
            if (section.endsWith(QLatin1String("-f2")))
                e.remove(QStringLiteral("job options"));
            return e;
        };
        const QString p = QStringLiteral("p1-randread-4k-qd4-j2");
        const QJsonObject all =
            entry(QStringLiteral("All clients"), QStringLiteral("randread"), QStringLiteral("4k"), -1, 9999);
        const QByteArray out = document(QStringLiteral("client_stats"),
                                        {part(p + QStringLiteral("-f2"), QStringLiteral("h2"), 400),
                                         part(p, QStringLiteral("h2"), 300), part(p, QStringLiteral("h1"), 100),
                                         part(p + QStringLiteral("-f2"), QStringLiteral("h1"), 200), all});
        PointTargets targets(2);
        targets[0].path = targets[0].ioPath = "/dev/sdb";
        targets[1].path = "/mnt/b/";
        targets[1].ioPath = "/mnt/b/surfio-fio.scratch";
        JobResult r;
        QString error;
        QVERIFY2(readFioPointJson(out, p, targets, r, error), qPrintable(error));
        QCOMPARE(r.read.ios, uint64_t(1000));
        QCOMPARE(r.targets.size(), size_t(4));
        const char* paths[] = {"h1:/dev/sdb", "h1:/mnt/b/", "h2:/dev/sdb", "h2:/mnt/b/"};
        const uint64_t ios[] = {100, 200, 300, 400};
        for (size_t t = 0; t < 4; ++t) {
            QCOMPARE(r.targets[t].path, std::string(paths[t]));
            QCOMPARE(r.targets[t].host, std::string(t < 2 ? "h1" : "h2"));
            const auto w =
                std::find_if(r.workers.begin(), r.workers.end(), [t](const WorkerTotals& w) { return w.target == t; });
            QVERIFY(w != r.workers.end());
            QCOMPARE(w->readIos, ios[t]);
        }
        QCOMPARE(r.targets[1].ioPath, std::string("/mnt/b/surfio-fio.scratch"));

        // Here: the point's targets as given, each section's entry on its own.
        const QByteArray here = document(QStringLiteral("jobs"),
                                         {entry(p, QStringLiteral("randread"), {}, -1, 10),
                                          entry(p + QStringLiteral("-f2"), QStringLiteral("randread"), {}, -1, 20)});
        QVERIFY2(readFioPointJson(here, p, targets, r, error), qPrintable(error));
        QCOMPARE(r.targets.size(), size_t(2));
        QCOMPARE(r.workers.size(), size_t(2));
        QCOMPARE(r.workers[1].target, 1u);
        QCOMPARE(r.workers[1].readIos, uint64_t(20));

        // A job that is none of the point's sections: said, not added to a target.
        const QByteArray extra = document(QStringLiteral("jobs"),
                                          {entry(p + QStringLiteral("-f3"), QStringLiteral("randread"), {}, -1, 10)});
        QVERIFY(!readFioPointJson(extra, p, targets, r, error));
        QVERIFY2(error.contains(QLatin1String("not one of the sections")), qPrintable(error));
        // A stray job beside the point's own section: refused, by name, not added in.
        const QByteArray stray =
            document(QStringLiteral("jobs"), {entry(p, QStringLiteral("randread"), {}, -1, 10),
                                              entry(u"foo"_s, QStringLiteral("randread"), {}, -1, 10)});
        QVERIFY(!readFioPointJson(stray, p, targets, r, error));
        QVERIFY2(error.contains(QLatin1String("\"foo\"")) && error.contains(QLatin1String("not one of the sections")),
                 qPrintable(error));
        // Another point's sections are not this one's.
        QVERIFY(!readFioPointJson(here, u"p2-randread-4k-qd4-j2"_s, targets, r, error));
    }

    // Client mode: a host that reported one target of the point but not the
    // other is named with what it lacks; a target without jobs is not asked for.
    void namesAHostTargetThatDidNotReport()
    {
        const auto part = [](const QString& section, const QString& host) {
            QJsonObject e = entry(section, QStringLiteral("randread"), QStringLiteral("4k"), -1, 100);
            e[QStringLiteral("hostname")] = host;
            return e;
        };
        const QString p = u"p1-randread-4k-qd4-j2"_s;
        const QByteArray out =
            document(u"client_stats"_s, {part(p, u"h1"_s), part(p + u"-f2"_s, u"h1"_s), part(p, u"h2"_s)});
        PointTargets targets(2);
        targets[0].path = targets[0].ioPath = "/dev/sdb";
        targets[1].path = targets[1].ioPath = "/dev/sdc";
        JobResult r;
        QString error;
        QVERIFY2(readFioPointJson(out, p, targets, r, error), qPrintable(error));
        JobSpec spec;
        spec.targets = {"/dev/sdb", "/dev/sdc"};
        spec.jobs = 2;
        QCOMPARE(missingHostTargets(r, spec), QStringList{u"h2:/dev/sdc"_s});
        spec.jobs = 1;  // one job: the second target has no section
        QCOMPARE(missingHostTargets(r, spec), QStringList());
        spec.jobs = 2;
        const QByteArray whole = document(u"client_stats"_s, {part(p, u"h1"_s), part(p + u"-f2"_s, u"h1"_s),
                                                              part(p + u"-f2"_s, u"h2"_s), part(p, u"h2"_s)});
        QVERIFY2(readFioPointJson(whole, p, targets, r, error), qPrintable(error));
        QCOMPARE(missingHostTargets(r, spec), QStringList());
    }

    void groupsPointsIntoAMatrix()
    {
        QJsonArray jobs;
        for (int mix : {100, 0})
            for (const char* bs : {"4k", "64k"})
                jobs.append(entry(QStringLiteral("p%1%2").arg(mix).arg(QLatin1String(bs)), QStringLiteral("randrw"),
                                  QLatin1String(bs), mix, 100));
        jobs.append(entry(QStringLiteral("again"), QStringLiteral("randrw"), QStringLiteral("64k"), 0, 100));
        jobs.append(entry(QStringLiteral("seq"), QStringLiteral("read:8"), QStringLiteral("1m"), -1, 100));

        ResultSet set;
        QString error;
        QVERIFY2(readFioJson(document(QStringLiteral("jobs"), jobs), set, error), qPrintable(error));
        QCOMPARE(set.points.size(), 6);
        QCOMPARE(set.matrix.sweeps.size(), size_t(2));  // the randrw grid, and the sequential read
        QCOMPARE(set.matrix.sweeps[0].readPercents, (std::vector<int>{100, 0}));
        QCOMPARE(set.matrix.sweeps[0].blockSizes, (std::vector<uint64_t>{4096, 65536}));
        const std::vector<JobSpec> specs = set.matrix.expand();
        QCOMPARE(specs.size(), size_t(5));
        for (const JobResult& r : set.points) {
            const JobSpec& s = specs[size_t(r.point)];
            QCOMPARE(s.blockSize, r.spec.blockSize);
            QCOMPARE(s.effectiveReadPercent(), r.spec.effectiveReadPercent());
            QCOMPARE(s.pattern, r.spec.pattern);
        }
        QCOMPARE(set.points[4].point, set.points[3].point);  // the same point, run again
        QCOMPARE(set.points[4].trial, 1);
        QCOMPARE(set.points[5].spec.pattern, Pattern::Read);
    }

    // Jobs that differ only in their rate_iops are points apart, as Surfio's rates are.
    void ratesArePointsApart()
    {
        QJsonArray jobs;
        for (const char* rate : {"", "500", "1000"}) {
            QJsonObject job = entry(QStringLiteral("r%1").arg(QLatin1String(rate)), QStringLiteral("randread"),
                                    QStringLiteral("4k"), -1, 100);
            if (*rate) {
                QJsonObject options = job[QStringLiteral("job options")].toObject();
                options[QStringLiteral("rate_iops")] = QLatin1String(rate);
                job[QStringLiteral("job options")] = options;
            }
            jobs.append(job);
        }
        ResultSet set;
        QString error;
        QVERIFY2(readFioJson(document(QStringLiteral("jobs"), jobs), set, error), qPrintable(error));
        const std::vector<JobSpec> specs = set.matrix.expand();
        QCOMPARE(specs.size(), size_t(3));
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(set.points[i].point, i);
            QCOMPARE(set.points[i].trial, 0);
            QCOMPARE(specs[size_t(i)].rateIops, set.points[i].spec.rateIops);
        }
        QCOMPARE(set.points[2].spec.rateIops, uint64_t(1000));
    }

    void refusesWhatIsNotFioOutput_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QString>("message");
        QJsonObject badRw = entry(QStringLiteral("x"), QStringLiteral("sideways"), QStringLiteral("4k"), -1, 1);
        QJsonObject badBs = entry(QStringLiteral("y"), QStringLiteral("read"), QStringLiteral("huge"), -1, 1);
        QJsonObject noRead = entry(QStringLiteral("z"), QStringLiteral("read"), QStringLiteral("4k"), -1, 1);
        noRead.remove(QStringLiteral("read"));
        QJsonObject badBin = entry(QStringLiteral("w"), QStringLiteral("read"), QStringLiteral("4k"), -1, 1);
        QJsonObject read = badBin[QStringLiteral("read")].toObject();
        QJsonObject lat = read[QStringLiteral("lat_ns")].toObject();
        lat[QStringLiteral("bins")] = QJsonObject{{QStringLiteral("12x"), 3}};
        read[QStringLiteral("lat_ns")] = lat;
        badBin[QStringLiteral("read")] = read;
        QJsonObject badPercentile = entry(QStringLiteral("v"), QStringLiteral("read"), QStringLiteral("4k"), -1, 1);
        read = badPercentile[QStringLiteral("read")].toObject();
        QJsonObject clat = read[QStringLiteral("clat_ns")].toObject();
        clat.remove(QStringLiteral("bins"));  // fio without json+ lists percentiles only
        clat[QStringLiteral("percentile")] = QJsonObject{{QStringLiteral("1e999"), 5000}};
        read[QStringLiteral("clat_ns")] = clat;
        badPercentile[QStringLiteral("read")] = read;
        QTest::newRow("no JSON") << QByteArray("fio: pid=1, err=2/file:filesetup.c\n")
                                 << QStringLiteral("no line starts with '{'");
        QTest::newRow("damaged") << QByteArray("text\n{\n  \"jobs\" : [\n")
                                 << QStringLiteral("fio JSON is damaged at line 4: unterminated array");
        QTest::newRow("other JSON") << QByteArray("{\"format\": \"surfio-result\"}\n")
                                    << QStringLiteral("no \"jobs\" or \"client_stats\"");
        QTest::newRow("no jobs") << document(QStringLiteral("jobs"), {}) << QStringLiteral("no job results");
        QTest::newRow("unknown rw") << document(QStringLiteral("jobs"), {badRw})
                                    << QStringLiteral("jobs[0] (job \"x\"): rw \"sideways\"");
        QTest::newRow("bad bs") << document(QStringLiteral("jobs"), {badBs})
                                << QStringLiteral("bs \"huge\" is not a block size");
        QTest::newRow("no read") << document(QStringLiteral("jobs"), {noRead})
                                 << QStringLiteral("has no \"read\" and \"write\"");
        QTest::newRow("bin not a latency")
            << document(QStringLiteral("jobs"), {badBin}) << QStringLiteral("jobs[0] (job \"w\"): latency bin \"12x\"");
        QTest::newRow("percentile past 100") << document(QStringLiteral("jobs"), {badPercentile})
                                             << QStringLiteral("jobs[0] (job \"v\"): latency percentile \"1e999\"");
    }

    void refusesWhatIsNotFioOutput()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, message);
        ResultSet set;
        set.error = QStringLiteral("untouched");
        QString error;
        QVERIFY(!readFioJson(data, set, error));
        QVERIFY2(error.contains(message), qPrintable(error));
        QCOMPARE(set.error, QStringLiteral("untouched"));
    }
};

QTEST_GUILESS_MAIN(TestFioJson)
#include "tst_fio_json.moc"
