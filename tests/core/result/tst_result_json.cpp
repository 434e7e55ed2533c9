// A saved result reads back as it was written.

#include "core/matrix/matrix_json.h"
#include "core/result/result_json.h"
#include "core/result/result_table.h"
#include "core/result/target_figures.h"
#include "core/run/journal.h"
#include "tests/core/uring_options_text.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace surfio;
using namespace Qt::StringLiterals;

class TestResultJson : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void roundTrip()
    {
        JobResult r;
        r.spec.targets = {"/tmp/x"};
        r.spec.pattern = Pattern::RandReadWrite;
        r.spec.blockSize = 65536;
        r.spec.readPercent = 70;
        r.spec.queueDepth = 16;
        r.spec.jobs = 2;
        r.spec.regionSize = 1 << 30;
        r.spec.runtime = std::chrono::milliseconds(1500);
        r.spec.verify = VerifyChoice::Crc32c;
        r.engine.name = "io_uring";
        r.engine.ringFlagNames = "SINGLE_ISSUER|DEFER_TASKRUN|COOP_TASKRUN|CQSIZE";
        r.engine.registeredBuffers = true;
        r.engine.workerCpus = "0-1";
        r.seconds = 1.5;
        for (uint64_t v : {1000ULL, 2000ULL, 2000ULL, 50000ULL, 1000000ULL}) {
            r.read.histogram.add(v);
            r.read.latSumNs += double(v);
            r.read.latSumSqNs += double(v) * double(v);
        }
        r.read.ios = 5;
        r.read.bytes = 5ULL * 65536;
        r.read.latMinNs = 1000;
        r.read.latMaxNs = 1000000;
        r.verify = {true, 4, 1, 4ULL * 65536};
        IntervalSample s;
        s.t = 0.1;
        s.seconds = 0.1;
        s.read.ios = 5;
        s.read.bytes = 5ULL * 65536;
        s.read.p99LatNs = 1000000;
        r.samples = {s};
        ResultSet set;
        set.host = HostInfo::current();
        set.started = QDateTime::currentDateTime();
        set.points = {r};

        const QByteArray bytes = QJsonDocument(toJson(set)).toJson();
        ResultSet back;
        QString error;
        QVERIFY2(fromJson(QJsonDocument::fromJson(bytes).object(), back, error), qPrintable(error));
        QCOMPARE(back.points.size(), 1);
        const JobResult& b = back.points.front();
        QCOMPARE(b.spec.blockSize, r.spec.blockSize);
        QCOMPARE(b.spec.readPercent, 70);
        QCOMPARE(b.spec.queueDepth, 16u);
        QCOMPARE(b.spec.jobs, 2u);
        QCOMPARE(b.spec.runtime, r.spec.runtime);
        QCOMPARE(b.spec.targets, r.spec.targets);
        QCOMPARE(b.spec.verify, VerifyChoice::Crc32c);
        QCOMPARE(toJson(set)[QStringLiteral("points")]
                     .toArray()
                     .at(0)[QStringLiteral("spec")][QStringLiteral("verify")]
                     .toString(),
                 QStringLiteral("crc32c"));
        QCOMPARE(b.engine.ringFlagNames, r.engine.ringFlagNames);
        QCOMPARE(b.engine.workerCpus, r.engine.workerCpus);
        set.points.front().engine.workerCpus.clear();  // placed by the scheduler: no key
        QVERIFY(!toJson(set)[QStringLiteral("points")].toArray().at(0)[QStringLiteral("engine")].toObject().contains(
            QLatin1String("worker_cpus")));
        QCOMPARE(b.read.ios, r.read.ios);
        QCOMPARE(b.read.bytes, r.read.bytes);
        QVERIFY(b.read.histogram == r.read.histogram);  // json+ bins back into the same buckets
        QCOMPARE(b.read.histogram.percentile(99), r.read.histogram.percentile(99));
        QVERIFY(std::abs(b.read.meanLatNs() - r.read.meanLatNs()) < 1e-6 * r.read.meanLatNs());
        QVERIFY(std::abs(b.read.stddevLatNs() - r.read.stddevLatNs()) < 1e-3 * r.read.stddevLatNs());
        QCOMPARE(b.samples.size(), size_t(1));
        QCOMPARE(b.samples.front().read.ios, uint64_t(5));
        QCOMPARE(back.host.kernel, set.host.kernel);
        QVERIFY(b.verify.recorded);
        QCOMPARE(b.verify.checkedReads, uint64_t(4));
        QCOMPARE(b.verify.skippedReads, uint64_t(1));
        QCOMPARE(b.verify.checkedBytes, uint64_t(4 * 65536));
        const QJsonObject verify = toJson(r, 0)[QStringLiteral("verify")].toObject();
        QCOMPARE(verify[QStringLiteral("checked_reads")].toInteger(), 4);
        QCOMPARE(verify[QStringLiteral("skipped_reads")].toInteger(), 1);
        QCOMPARE(verify[QStringLiteral("checked_bytes")].toInteger(), 4 * 65536);
    }

    // A figure that cannot be read is named, never read as 0 and compared or gated as if measured.
    void refusesFiguresItCannotRead_data()
    {
        QTest::addColumn<QString>("direction");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("said");
        QTest::newRow("a string") << u"read"_s << u"total_ios"_s << QJsonValue(u"12x"_s)
                                  << u"total_ios is \"12x\", not a count"_s;
        QTest::newRow("negative") << u"write"_s << u"io_bytes"_s << QJsonValue(-4096) << u"io_bytes is -4096"_s;
        QTest::newRow("a boolean") << u"read"_s << u"total_ios"_s << QJsonValue(true) << u"total_ios is true"_s;
        QTest::newRow("null") << u"read"_s << u"total_ios"_s << QJsonValue(QJsonValue::Null) << u"is null"_s;
        QTest::newRow("the seconds") << QString() << u"seconds"_s << QJsonValue(-1) << u"seconds is -1"_s;
        QTest::newRow("a latency") << u"read"_s << u"lat_ns"_s << QJsonValue(QJsonObject{{u"mean"_s, u"fast"_s}})
                                   << u"lat_ns.mean is \"fast\""_s;
    }

    void refusesFiguresItCannotRead()
    {
        QFETCH(QString, direction);
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        QFETCH(QString, said);
        JobResult run;
        run.spec.blockSize = 4096;
        run.seconds = 1;
        run.read.ios = 10;
        QJsonObject o = toJson(run, 0);
        if (direction.isEmpty()) {
            o[key] = value;
        } else {
            QJsonObject d = o[direction].toObject();
            d[key] = value;
            o[direction] = d;
        }
        JobResult back;
        QString error;
        QVERIFY(!fromJson(o, back, error));
        QVERIFY2(error.contains(said), qPrintable(error));
    }

    // The counts exist only where verify counted: a run with verify off has
    // none, and a result from before the counts reads as not recorded, not as
    // a verify that checked nothing.
    void verifyCountsOnlyWhereRecorded()
    {
        JobResult off;
        off.spec.blockSize = 4096;
        off.read.ios = 10;
        QVERIFY(!toJson(off, 0).contains(QStringLiteral("verify")));

        JobResult on = off;
        on.spec.verify = VerifyChoice::Crc32c;
        on.verify = {true, 0, 10, 0};  // recorded, every read skipped
        QJsonObject o = toJson(on, 0);
        JobResult back;
        QString error;
        QVERIFY2(fromJson(o, back, error), qPrintable(error));
        QVERIFY(back.verify.recorded);
        QVERIFY(back.verify.checkedNothing());

        o.remove(QStringLiteral("verify"));  // as an older Surfio wrote it
        QVERIFY2(fromJson(o, back, error), qPrintable(error));
        QCOMPARE(back.spec.verify, VerifyChoice::Crc32c);
        QVERIFY(!back.verify.recorded);
        QVERIFY(!back.verify.checkedNothing());
    }

    // A point's spec records fio's io_uring options under fio's names; a result
    // from before them reads with the defaults.
    void uringOptionsInTheSpec()
    {
        JobResult r;
        r.spec = withUringOptions(r.spec);
        r.spec.queueDepth = 8;
        const QJsonObject o = toJson(r, 0);
        const QJsonObject spec = o[QStringLiteral("spec")].toObject();
        QCOMPARE(spec[QStringLiteral("sqthread_poll")].toInt(), 1);
        QCOMPARE(spec[QStringLiteral("cpus_allowed")].toString(), QStringLiteral("0-1,3"));
        QCOMPARE(spec[QStringLiteral("fixedbufs")].toInt(-1), 0);
        QCOMPARE(spec[QStringLiteral("iodepth_batch_complete_min")].toInt(), 2);
        JobResult back;
        QString error;
        QVERIFY2(fromJson(o, back, error), qPrintable(error));
        QCOMPARE(uringOptionsText(back.spec), uringOptionsText(r.spec));

        QJsonObject older = o;
        QJsonObject olderSpec = spec;
        for (const char* key : {"sqthread_poll", "sqthread_poll_cpu", "hipri", "fixedbufs", "registerfiles",
                                "cpus_allowed", "iodepth_batch_submit", "iodepth_batch_complete_min"})
            olderSpec.remove(QLatin1String(key));
        older[QStringLiteral("spec")] = olderSpec;
        QVERIFY2(fromJson(older, back, error), qPrintable(error));
        QCOMPARE(uringOptionsText(back.spec), uringOptionsText(JobSpec{}));
    }

    // The journal writes runs with the same code: the counts survive a resume.
    void journalKeepsVerifyCounts()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("r.json.journal"));
        ResultSet header;
        header.host = HostInfo::current();
        header.matrix.base.verify = VerifyChoice::Crc32c;
        Journal journal;
        QString error;
        QVERIFY2(journal.create(path, header, dir.filePath(QStringLiteral("r.json")), QStringLiteral("json"), error),
                 qPrintable(error));
        JobResult run;
        run.spec.blockSize = 4096;
        run.spec.verify = VerifyChoice::Crc32c;
        run.read.ios = 1000;
        run.verify = {true, 990, 10, 990ULL * 4096};
        QVERIFY2(journal.appendRun(run, error), qPrintable(error));
        JournalContents contents;
        QVERIFY2(readJournal(path, contents, error), qPrintable(error));
        QCOMPARE(contents.results.points.size(), 1);
        const JobResult::Verify& v = contents.results.points[0].verify;
        QVERIFY(v.recorded);
        QCOMPARE(v.checkedReads, uint64_t(990));
        QCOMPARE(v.skippedReads, uint64_t(10));
        QCOMPARE(v.checkedBytes, uint64_t(990 * 4096));
    }

    // What the devices and the CPU did reads back as written, under fio's keys.
    void devicesAndCpuRoundTrip()
    {
        JobResult r;
        r.spec.blockSize = 4096;
        r.seconds = 2.0;
        r.read.ios = 200000;
        TargetInfo t;
        t.path = "/mnt/x/f";
        t.devices = {{"loop1", {}, {}}, {"vda1", "vda", "loop1"}};
        r.targets = {t};
        DiskUtil d;
        d.name = "loop1";
        d.readIos = 199990;
        d.readMerges = 3;
        d.readSectors = 199990ULL * 8;
        d.readTicks = 61000;
        d.writeIos = 7;
        d.writeMerges = 1;
        d.writeSectors = 56;
        d.writeTicks = 4;
        d.inQueue = 29000;
        d.util = 99.5;
        d.msec = 2000.5;
        r.diskUtil = {d};
        WorkerTotals w;
        w.seconds = 2.0;
        w.cpu = {2.0, 0.25, 1.5, 1234};
        r.workers = {w, w};
        r.warnings = {"the worker thread kept a CPU busy 96 % of the measured time: ..."};

        const QJsonObject o = toJson(r, 0);
        QCOMPARE(o[QStringLiteral("usr_cpu")].toDouble(), 12.5);
        QCOMPARE(o[QStringLiteral("sys_cpu")].toDouble(), 75.0);
        QCOMPARE(o[QStringLiteral("ctx")].toInteger(), 2468);
        QCOMPARE(o[QStringLiteral("cpu_us_per_io")].toDouble(), 3.5 * 1e6 / 200000);
        const QJsonObject worker = o[QStringLiteral("workers")].toArray().at(0).toObject();
        QCOMPARE(worker[QStringLiteral("usr_cpu")].toDouble(), 12.5);
        QCOMPARE(worker[QStringLiteral("job_runtime")].toDouble(), 2000.0);
        const QJsonObject disk = o[QStringLiteral("disk_util")].toArray().at(0).toObject();
        for (const char* key : {"name", "read_ios", "write_ios", "read_merges", "write_merges", "read_sectors",
                                "write_sectors", "read_ticks", "write_ticks", "in_queue", "util"})
            QVERIFY2(disk.contains(QLatin1String(key)), key);
        QCOMPARE(disk[QStringLiteral("mean_queue_depth")].toDouble(), 29000 / 2000.5);

        JobResult back;
        QString error;
        QVERIFY2(fromJson(o, back, error), qPrintable(error));
        QCOMPARE(back.targets.front().devices, t.devices);
        QCOMPARE(back.diskUtil.size(), size_t(1));
        const DiskUtil& b = back.diskUtil.front();
        QCOMPARE(b.name, d.name);
        QCOMPARE(b.readIos, d.readIos);
        QCOMPARE(b.readMerges, d.readMerges);
        QCOMPARE(b.readSectors, d.readSectors);
        QCOMPARE(b.readTicks, d.readTicks);
        QCOMPARE(b.writeIos, d.writeIos);
        QCOMPARE(b.writeMerges, d.writeMerges);
        QCOMPARE(b.writeSectors, d.writeSectors);
        QCOMPARE(b.writeTicks, d.writeTicks);
        QCOMPARE(b.inQueue, d.inQueue);
        QCOMPARE(b.util, d.util);
        QCOMPARE(b.msec, d.msec);
        QCOMPARE(back.workers.size(), size_t(2));
        QCOMPARE(back.workers[1].cpu.seconds, 2.0);
        QCOMPARE(back.workers[1].cpu.userSeconds, 0.25);
        QCOMPARE(back.workers[1].cpu.systemSeconds, 1.5);
        QCOMPARE(back.workers[1].cpu.contextSwitches, uint64_t(1234));
        QCOMPARE(back.warnings, r.warnings);

        // As Surfio wrote results before it looked at devices and the CPU.
        QJsonObject older = o;
        for (const char* key : {"usr_cpu", "sys_cpu", "ctx", "job_runtime", "cpu_us_per_io", "disk_util", "warnings"})
            older.remove(QLatin1String(key));
        QJsonArray workers;
        for (const QJsonValue v : o[QStringLiteral("workers")].toArray()) {
            QJsonObject plain = v.toObject();
            for (const char* key : {"usr_cpu", "sys_cpu", "ctx", "job_runtime"})
                plain.remove(QLatin1String(key));
            workers.append(plain);
        }
        older[QStringLiteral("workers")] = workers;
        QVERIFY2(fromJson(older, back, error), qPrintable(error));
        QVERIFY(back.diskUtil.empty());
        QVERIFY(back.warnings.empty());
        QVERIFY(!back.cpu().recorded());
        QVERIFY(!toJson(back, 0).contains(QStringLiteral("usr_cpu")));
        QVERIFY(!toJson(back, 0).contains(QStringLiteral("disk_util")));
    }

    // Each target's figures sit beside the sum, in its entry of "targets",
    // summed from the workers on it; they read back the same, and a result
    // written before them shows them too (from its workers).
    void perTargetFiguresRoundTrip()
    {
        JobResult r;
        r.spec.targets = {"/dev/loop1", "/dev/loop2"};
        r.spec.jobs = 4;
        r.seconds = 2.0;
        r.targets.resize(2);
        r.targets[0].path = "/dev/loop1";
        r.targets[1].path = "/dev/loop2";
        // Workers 0 and 2 on loop1, 1 and 3 on loop2.
        for (unsigned i = 0; i < 4; ++i) {
            WorkerTotals w;
            w.index = i;
            w.target = i % 2;
            w.seconds = 2.0;
            w.readIos = i % 2 == 0 ? 2000 : 1000;
            w.readBytes = w.readIos * 4096;
            w.readMeanLatNs = i < 2 ? 100000 : 300000;
            w.writeIos = 10;
            w.writeBytes = 10 * 4096;
            w.writeMeanLatNs = 50000;
            r.workers.push_back(w);
            r.read.ios += w.readIos;
            r.read.bytes += w.readBytes;
            r.write.ios += w.writeIos;
            r.write.bytes += w.writeBytes;
        }
        const QJsonObject o = toJson(r, 0);
        const QJsonArray targets = o[QStringLiteral("targets")].toArray();
        QCOMPARE(targets.size(), 2);
        const QJsonObject first = targets.at(0).toObject();
        QCOMPARE(first[QStringLiteral("path")].toString(), QStringLiteral("/dev/loop1"));
        QCOMPARE(first[QStringLiteral("read")].toObject()[QStringLiteral("iops")].toDouble(), 2000.0);
        QCOMPARE(first[QStringLiteral("read")].toObject()[QStringLiteral("bw_bytes")].toDouble(), 2000.0 * 4096);
        QCOMPARE(first[QStringLiteral("read")]
                     .toObject()[QStringLiteral("lat_ns")]
                     .toObject()[QStringLiteral("mean")]
                     .toDouble(),
                 200000.0);
        QCOMPARE(first[QStringLiteral("write")].toObject()[QStringLiteral("iops")].toDouble(), 10.0);
        const QJsonObject second = targets.at(1).toObject();
        QCOMPARE(second[QStringLiteral("read")].toObject()[QStringLiteral("iops")].toDouble(), 1000.0);
        // The targets add up to the sum.
        QCOMPARE(first[QStringLiteral("read")].toObject()[QStringLiteral("iops")].toDouble()
                     + second[QStringLiteral("read")].toObject()[QStringLiteral("iops")].toDouble(),
                 o[QStringLiteral("read")].toObject()[QStringLiteral("iops")].toDouble());

        JobResult back;
        QString error;
        QVERIFY2(fromJson(o, back, error), qPrintable(error));
        const std::vector<TargetFigures> figures = targetFigures(back);
        QCOMPARE(figures.size(), size_t(2));
        QCOMPARE(figures[0].path, std::string("/dev/loop1"));
        QCOMPARE(figures[0].read.iops, 2000.0);
        QCOMPARE(figures[0].read.meanLatNs, 200000.0);
        QCOMPARE(figures[1].read.iops, 1000.0);
        QCOMPARE(figures[1].write.bwBytes, 10.0 * 4096);  // 2 workers × 10 writes over 2 s
        QCOMPARE(toJson(back, 0)[QStringLiteral("targets")], o[QStringLiteral("targets")]);

        // As written before the per-target figures: they come from the workers.
        QJsonObject older = o;
        QJsonArray plain;
        for (const QJsonValue v : targets) {
            QJsonObject t = v.toObject();
            t.remove(QStringLiteral("read"));
            t.remove(QStringLiteral("write"));
            plain.append(t);
        }
        older[QStringLiteral("targets")] = plain;
        QVERIFY2(fromJson(older, back, error), qPrintable(error));
        QCOMPARE(targetFigures(back).size(), size_t(2));
        QCOMPARE(targetFigures(back)[1].read.iops, 1000.0);

        // A target no worker ran on (fio's group_reporting): the split is not
        // known, and none is written.
        for (WorkerTotals& w : r.workers)
            w.target = 0;
        QVERIFY(targetFigures(r).empty());
        QVERIFY(!toJson(r, 0)[QStringLiteral("targets")].toArray().at(0).toObject().contains(QStringLiteral("read")));
    }

    // Samples carry "temp_c" where a drive's sensor was read; the run its
    // drives' sensors, thresholds and peaks. Results without them still load.
    void temperaturesRoundTrip()
    {
        JobResult r;
        r.spec.blockSize = 4096;
        r.seconds = 2.0;
        DriveTemperature nvme;
        nvme.device = "nvme0n1";
        nvme.sensor = "nvme";
        nvme.label = "Composite";
        nvme.maxC = 84.85;
        nvme.critC = 87.85;
        nvme.peakC = 51.85;
        DriveTemperature sata;  // drivetemp gives no label, this one no warning threshold
        sata.device = "sda";
        sata.sensor = "drivetemp";
        sata.critC = 70;
        sata.peakC = 41;
        r.temperatures = {nvme, sata};
        std::vector<IntervalSample> samples(3);
        for (size_t i = 0; i < samples.size(); ++i) {
            samples[i].t = 0.5 * double(i + 1);
            samples[i].seconds = 0.5;
        }
        samples[0].temperatureC = 50.85;
        samples[2].temperatureC = 51.85;
        r.samples = samples;

        const QJsonObject o = toJson(r, 0);
        const QJsonArray written = o[QStringLiteral("samples")].toArray();
        QCOMPARE(written.at(0).toObject()[QStringLiteral("temp_c")].toDouble(), 50.85);
        QVERIFY(!written.at(1).toObject().contains(QStringLiteral("temp_c")));
        const QJsonArray drives = o[QStringLiteral("temperatures")].toArray();
        QCOMPARE(drives.size(), 2);
        const QJsonObject first = drives.at(0).toObject();
        QCOMPARE(first[QStringLiteral("device")].toString(), QStringLiteral("nvme0n1"));
        QCOMPARE(first[QStringLiteral("label")].toString(), QStringLiteral("Composite"));
        QCOMPARE(first[QStringLiteral("max_c")].toDouble(), 84.85);
        QVERIFY(!drives.at(1).toObject().contains(QStringLiteral("max_c")));
        QVERIFY(!drives.at(1).toObject().contains(QStringLiteral("label")));

        // Through the text of a file, as a result is saved and opened.
        JobResult back;
        QString error;
        QVERIFY2(fromJson(QJsonDocument::fromJson(QJsonDocument(o).toJson()).object(), back, error), qPrintable(error));
        QCOMPARE(back.samples.size(), size_t(3));
        QCOMPARE(back.samples[0].temperatureC, 50.85);
        QVERIFY(std::isnan(back.samples[1].temperatureC));
        QCOMPARE(back.samples[2].temperatureC, 51.85);
        QCOMPARE(back.temperatures.size(), size_t(2));
        for (size_t i = 0; i < 2; ++i) {
            const DriveTemperature& a = r.temperatures[i];
            const DriveTemperature& b = back.temperatures[i];
            QCOMPARE(b.device, a.device);
            QCOMPARE(b.sensor, a.sensor);
            QCOMPARE(b.label, a.label);
            QCOMPARE(std::isnan(b.maxC), std::isnan(a.maxC));
            if (!std::isnan(a.maxC))
                QCOMPARE(b.maxC, a.maxC);
            QCOMPARE(b.critC, a.critC);
            QCOMPARE(b.peakC, a.peakC);
            QCOMPARE(b.warningC(), a.warningC());
        }

        // As Surfio wrote results before it read temperatures.
        QJsonObject older = o;
        older.remove(QStringLiteral("temperatures"));
        QJsonArray plain;
        for (const QJsonValue v : written) {
            QJsonObject sample = v.toObject();
            sample.remove(QStringLiteral("temp_c"));
            plain.append(sample);
        }
        older[QStringLiteral("samples")] = plain;
        QVERIFY2(fromJson(older, back, error), qPrintable(error));
        QVERIFY(back.temperatures.empty());
        QCOMPARE(back.samples.size(), size_t(3));
        for (const IntervalSample& s : back.samples)
            QVERIFY(std::isnan(s.temperatureC));
        const QJsonObject again = toJson(back, 0);
        QVERIFY(!again.contains(QStringLiteral("temperatures")));
        QVERIFY(!again[QStringLiteral("samples")].toArray().at(0).toObject().contains(QStringLiteral("temp_c")));
    }

    void recordsTheWholeRun()
    {
        ResultSet set;
        set.host = HostInfo::current();
        Matrix& m = set.matrix;
        m.base.targets = {"/dev/shm/x"};
        m.sweeps = {Sweep{}, Sweep{}};
        m.sweeps[1].patterns = {Pattern::RandReadWrite};
        m.sweeps[1].readPercents = {70};
        m.sweeps[1].blockSizes = {};
        m.sweeps[1].blockSplits = {{{4096, 60}, {65536, 30}, {1 << 20, 10}}};
        m.order = MatrixOrder::Shuffled;
        m.orderSeed = 0xfeedface12345678ULL;
        m.trials = 3;
        m.precondition = true;
        m.steadyState.enabled = true;
        m.steadyState.trackers = {{4096, 100}};
        m.preset = "pts-iops";
        m.presetRuntime = std::chrono::seconds(60);
        m.presetRegion = 10ULL << 30;
        m.base.regionSize = 512ULL << 20;
        m.presetRegionFitted = true;  // a 10 GiB preset on a 512 MiB device
        JobResult r;
        r.spec = m.expand().back();
        r.point = 1;
        r.trial = 2;
        r.round = 4;
        r.blockSplitIos = {600, 300, 100};
        r.seconds = 1;
        set.points.append(r);
        JobResult pass;
        pass.spec.blockSize = 131072;
        pass.write.ios = 16;
        set.preconditioning.append(pass);
        set.steadyState.series.append({{4096, 100}, QStringLiteral("4 KiB 100% read IOPS"), {10, 11, 12, 11, 10}});
        set.steadyState.rounds = 5;
        set.steadyState.reached = true;
        set.steadyState.windowFirstRound = 0;

        ResultSet back;
        QString error;
        QVERIFY2(fromJson(toJson(set), back, error), qPrintable(error));
        QCOMPARE(matrixToJson(back.matrix), matrixToJson(m));
        QCOMPARE(back.matrix.orderSeed, m.orderSeed);
        QVERIFY(back.matrix.presetRegionFitted);
        QCOMPARE(back.matrix.base.regionSize, 512ULL << 20);
        QCOMPARE(back.matrix.sweeps, m.sweeps);
        QCOMPARE(back.points.size(), 1);
        QCOMPARE(back.points[0].point, 1);
        QCOMPARE(back.points[0].trial, 2);
        QCOMPARE(back.points[0].round, 4);
        QCOMPARE(back.points[0].spec.blockSplit, r.spec.blockSplit);
        QCOMPARE(back.points[0].blockSplitIos, r.blockSplitIos);
        QCOMPARE(back.preconditioning.size(), 1);
        QCOMPARE(back.preconditioning[0].write.ios, uint64_t(16));
        QCOMPARE(back.steadyState.series.size(), 1);
        QCOMPARE(back.steadyState.series[0].values, (QList<double>{10, 11, 12, 11, 10}));
        QCOMPARE(back.steadyState.reached, true);
        QCOMPARE(back.steadyState.windowFirstRound, 0);
    }

    // A file from before the matrix was recorded still loads, and its points
    // become a matrix that reruns the same points.
    // The line that says which preset a run came from, and how it was
    // shrunk or fitted to a target smaller than its region.
    void presetLine_data()
    {
        QTest::addColumn<int>("runtimeS");
        QTest::addColumn<quint64>("region");
        QTest::addColumn<bool>("fitted");
        QTest::addColumn<QString>("line");
        const quint64 mib512 = 512ULL << 20;
        QTest::newRow("as intended") << 10 << (10ULL << 30) << false
                                     << "Preset limits, at its intended runtime and region";
        QTest::newRow("fitted, at its runtime")
            << 10 << mib512 << true
            << "Preset limits, at its intended runtime on the whole target: region 512 MiB of the intended 10 GiB "
               "(a preset's region is up to its size)";
        QTest::newRow("fitted and shorter") << 1 << mib512 << true
                                            << "Preset limits, shrunk for a quick look: 1 s per point of the intended "
                                               "10 s, region 512 MiB (the whole target) of 10 GiB";
        QTest::newRow("a smaller region given") << 10 << (1ULL << 30) << false
                                                << "Preset limits, shrunk for a quick look: 10 s per point of the "
                                                   "intended 10 s, region 1 GiB of 10 GiB";
    }
    void presetLine()
    {
        QFETCH(int, runtimeS);
        QFETCH(quint64, region);
        QFETCH(bool, fitted);
        QFETCH(QString, line);
        ResultSet set;
        set.matrix.preset = "limits";
        set.matrix.presetRuntime = std::chrono::seconds(10);
        set.matrix.presetRegion = 10ULL << 30;
        set.matrix.base.runtime = std::chrono::seconds(runtimeS);
        set.matrix.base.regionSize = region;
        set.matrix.presetRegionFitted = fitted;
        QCOMPARE(methodLines(set).section(QLatin1Char('\n'), 0, 0), line);
    }

    void readsFormatOne()
    {
        const QByteArray v1 = R"({"format": "surfio-result", "format_version": 1, "points": [
            {"index": 0, "spec": {"rw": "randread", "bs": 4096, "iodepth": 32, "numjobs": 1, "runtime_ms": 3000}, "seconds": 3},
            {"index": 1, "spec": {"rw": "randrw", "bs": 65536, "rwmixread": 50, "iodepth": 32, "numjobs": 1, "runtime_ms": 3000}, "seconds": 3}]})";
        ResultSet back;
        QString error;
        QVERIFY2(fromJson(QJsonDocument::fromJson(v1).object(), back, error), qPrintable(error));
        QCOMPARE(back.points.size(), 2);
        QCOMPARE(back.points[1].point, 1);
        const auto specs = back.matrix.expand();
        QCOMPARE(specs.size(), size_t(2));
        QCOMPARE(specs[0].blockSize, uint64_t(4096));
        QCOMPARE(specs[1].pattern, Pattern::RandReadWrite);
        QCOMPARE(specs[1].readPercent, 50);
        QCOMPARE(specs[1].blockSize, uint64_t(65536));
    }

    void refusesWhatIsNotAResult_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("fio output") << QByteArray(R"({"fio version": "fio-3.33", "jobs": []})") << "surfio-result";
        QTest::newRow("future version") << QByteArray(R"({"format": "surfio-result", "format_version": 99})") << "99";
        QTest::newRow("point without spec")
            << QByteArray(R"({"format": "surfio-result", "format_version": 1, "points": [{}]})") << "\"points\"[0]";
        QTest::newRow("bad matrix") << QByteArray(
            R"({"format": "surfio-result", "format_version": 2, "matrix": {"trials": 0}})")
                                    << "\"trials\"";
        QTest::newRow("no matrix") << QByteArray(R"({"format": "surfio-result", "format_version": 2, "points": []})")
                                   << "\"matrix\"";
        QTest::newRow("misspelt matrix key")
            << QByteArray(R"({"format": "surfio-result", "format_version": 2, "matrix": {"sweepz": []}})")
            << "\"sweepz\"";
        QTest::newRow("negative trial") << QByteArray(
            R"({"format": "surfio-result", "format_version": 2, "matrix": {}, "points": [{"spec": {"bs": 4096, "iodepth": 1, "numjobs": 1}, "trial": -1}]})")
                                        << "\"trial\"";
        QTest::newRow("latency bin not named by a latency") << QByteArray(
            R"({"format": "surfio-result", "format_version": 2, "matrix": {}, "points": [{"spec": {"bs": 4096, "iodepth": 1, "numjobs": 1}, "read": {"total_ios": 1, "lat_ns": {"bins": {"fast": 1}}}}]})")
                                                            << "\"fast\"";
        // Found by fuzzing (regressions/result_json/read_mix_below_0.json):
        // a format 1 point's read mix of -10 became the rerun matrix's.
        QTest::newRow("read mix below 0") << QByteArray(
            R"({"format": "surfio-result", "format_version": 1, "points": [{"spec": {"bs": 4096, "iodepth": 1, "numjobs": 1, "rw": "randwrite", "rwmixread": -10}}]})")
                                          << "\"rwmixread\" -10";
        QTest::newRow("random share past 100") << QByteArray(
            R"({"format": "surfio-result", "format_version": 2, "matrix": {}, "points": [{"spec": {"bs": 4096, "iodepth": 1, "numjobs": 1, "percentage_random": 101}}]})")
                                               << "\"percentage_random\" 101";
        QTest::newRow("a CPU list that is none") << QByteArray(
            R"({"format": "surfio-result", "format_version": 2, "matrix": {}, "points": [{"spec": {"bs": 4096, "iodepth": 1, "numjobs": 1, "cpus_allowed": "0-"}}]})")
                                                 << "\"cpus_allowed\" holds 0-";
        QTest::newRow("format 1 points making no valid matrix") << QByteArray(
            R"({"format": "surfio-result", "format_version": 1, "points": [{"spec": {"bs": 4096, "iodepth": 100000, "numjobs": 1, "rw": "randread"}}]})")
                                                                << "the points make no valid matrix";
    }
    void refusesWhatIsNotAResult()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, mentions);
        ResultSet back;
        QString error;
        QVERIFY(!fromJson(QJsonDocument::fromJson(json).object(), back, error));
        QVERIFY2(error.contains(mentions), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestResultJson)
#include "tst_result_json.moc"
