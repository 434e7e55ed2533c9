// Specifies fio_job_file.h and `surfio import-fio`: fio job files and
// command lines (the seeds' among them) become a matrix of one point per job,
// in fio's order, with what the jobs share in the base; options Surfio does
// not model are listed, never dropped; base options the jobs disagree on, and
// jobs fio would run at the same time, are reported; malformed input names
// the line or argument at fault.

#include "cli/fio_import_command.h"
#include "core/fio/fio_job_file.h"
#include "core/matrix/matrix_json.h"
#include "tests/core/uring_options_text.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace surfio;

namespace {

// "randrw 4096 r75 qd64 j8; read 131072 r100 qd1 j1": the points, in run order.
QString points(const Matrix& m)
{
    QStringList items;
    for (const JobSpec& s : m.expand()) {
        const QString size =
            s.blockSplit.empty() ? QString::number(s.blockSize) : QString::fromStdString(blockSplitName(s.blockSplit));
        items.append(QStringLiteral("%1 %2 r%3 qd%4 j%5")
                         .arg(QString::fromStdString(patternName(s.pattern)), size)
                         .arg(s.effectiveReadPercent())
                         .arg(s.queueDepth)
                         .arg(s.jobs));
    }
    return items.join(QLatin1String("; "));
}

// What every point shares; times in ms, sizes in bytes.
QString base(const Matrix& m)
{
    const JobSpec& b = m.base;
    QStringList targets;
    for (const std::string& t : b.targets)
        targets.append(QString::fromStdString(t));
    return QStringLiteral("targets=%1 size=%2 offset=%3 runtime=%4 ramp=%5 bytes=%6 direct=%7 rate=%8 prand=%9")
               .arg(targets.join(QLatin1Char(':')))
               .arg(b.regionSize)
               .arg(b.regionOffset)
               .arg(qint64(b.runtime.count() / 1000000))
               .arg(qint64(b.rampTime.count() / 1000000))
               .arg(b.byteTotal)
               .arg(b.direct ? 1 : 0)
               .arg(b.rateIops)
               .arg(b.percentageRandom)
           + QStringLiteral(" seed=%1").arg(b.seed)
           + (b.verify != VerifyChoice::Off
                  ? QStringLiteral(" verify=%1").arg(QString::fromStdString(verifyChoiceName(b.verify)))
                  : QString());
}

const QString kDefaultSeed = QStringLiteral(" seed=%1").arg(JobSpec{}.seed);

const QString kVngFile = QStringLiteral("; the VNG seed's command as a job file\n"
                                        "[global]\n"
                                        "randrepeat=1\n"
                                        "ioengine=libaio\n"
                                        "direct=1\n"
                                        "gtod_reduce=1\n"
                                        "\n"
                                        "[TGS]\n"
                                        "filename=TGS\n"
                                        "bs=4k\n"
                                        "iodepth=64\n"
                                        "size=4G\n"
                                        "readwrite=randrw\n"
                                        "rwmixread=75\n"
                                        "numjobs=8\n");

const QString kVngBase =
    QStringLiteral("targets=TGS size=4294967296 offset=0 runtime=0 ramp=0 bytes=4294967296 direct=1 rate=0 prand=-1")
    + kDefaultSeed;

// Each expected unused entry is the start of exactly one entry, and nothing else is listed.
void compareUnused(const QStringList& actual, const QStringList& expected)
{
    QCOMPARE(actual.size(), expected.size());
    for (const QString& prefix : expected) {
        const auto hits = std::count_if(actual.begin(), actual.end(), [&](const QString& line) {
            return line.startsWith(prefix) && line.contains(QLatin1String("not used by Surfio's engine"));
        });
        if (hits != 1)
            QFAIL(qPrintable(
                QStringLiteral("\"%1\" not listed once in: %2").arg(prefix, actual.join(QLatin1String(" | ")))));
    }
}

void containsAll(const QStringList& notes, const QStringList& expected)
{
    for (const QString& part : expected)
        if (!std::any_of(notes.begin(), notes.end(), [&](const QString& n) { return n.contains(part); }))
            QFAIL(
                qPrintable(QStringLiteral("no note mentions \"%1\": %2").arg(part, notes.join(QLatin1String(" | ")))));
}

}  // namespace

class TestFioJobFile : public QObject {
    Q_OBJECT

    // Seed files, sections and globals, per-direction values.
    static void jobFileLayoutRows()
    {
        QTest::newRow(
            "VNG seed: randrepeat ioengine direct gtod_reduce filename bs iodepth size readwrite rwmixread numjobs")
            << kVngFile << QStringLiteral("randrw 4096 r75 qd64 j8") << kVngBase
            << QStringList{QStringLiteral("global: ioengine=libaio"), QStringLiteral("global: gtod_reduce=1")}
            << QStringList{};

        QTest::newRow("several globals and jobs: runtime time_based ramp_time stonewall, inline comments")
            << QStringLiteral("[global]\n"
                              "filename=/dev/nvme0n1   # the device\n"
                              "direct=1\n"
                              "runtime=60\n"
                              "time_based\n"
                              "ramp_time=5s\n"
                              "\n"
                              "[seq-read]\n"
                              "rw=read\n"
                              "bs=128k\n"
                              "iodepth=32\n"
                              "# a whole-line comment\n"
                              "[global]\n"
                              "bs=4k ; later globals add to the earlier ones\n"
                              "[rand-read]\n"
                              "stonewall\n"
                              "rw=randread\n"
                              "iodepth=64\n"
                              "numjobs=4\n"
                              "[rand-write]\n"
                              "  wait_for_previous\n"
                              "rw = randwrite\n")
            << QStringLiteral("read 131072 r100 qd32 j1; randread 4096 r100 qd64 j4; randwrite 4096 r0 qd1 j1")
            << QStringLiteral(
                   "targets=/dev/nvme0n1 size=0 offset=0 runtime=60000 ramp=5000 bytes=0 direct=1 rate=0 prand=-1")
                   + kDefaultSeed
            << QStringList{} << QStringList{};

        QTest::newRow("rw suffix, rwmixwrite, per-direction bs, filename list, size and runtime without time_based")
            << QStringLiteral("[mixed]\n"
                              "rw=randrw:8\n"
                              "rwmixwrite=30\n"
                              "bs=4k,64k\n"
                              "size=1g\n"
                              "runtime=30\n"
                              "filename=/data/a:/data/b\n"
                              "numjobs=2\n")
            << QStringLiteral("randrw 4096 r70 qd1 j2")
            << QStringLiteral("targets=/data/a:/data/b size=1073741824 offset=0 runtime=30000 ramp=0 bytes=1073741824 "
                              "direct=0 rate=0 prand=-1")
                   + kDefaultSeed
            << QStringList{QStringLiteral("mixed: rw=randrw:8"), QStringLiteral("mixed: bs=4k,64k")}
            << QStringList{QStringLiteral("direct=0")};

        QTest::newRow("a write-only job takes the write size; size=100%")
            << QStringLiteral("[w]\nrw=write\nbs=4k,1m\nfilename=f\nsize=100%\nruntime=10\ntime_based\ndirect=1\n")
            << QStringLiteral("write 1048576 r0 qd1 j1")
            << QStringLiteral("targets=f size=0 offset=0 runtime=10000 ramp=0 bytes=0 direct=1 rate=0 prand=-1")
                   + kDefaultSeed
            << QStringList{} << QStringList{QStringLiteral("only writes"), QStringLiteral("size=100%")};
    }

    // Options one by one: splits, ranges, places, verify, what is not modelled.
    static void jobFileOptionRows()
    {
        QTest::newRow("bssplit wins over bs; bsrange is not modelled")
            << QStringLiteral("[global]\nfilename=f\nruntime=10\ntime_based\ndirect=1\n"
                              "[split]\nrw=randrw\nbssplit=4k/60:64k/30:1m/10\nbs=8k\n"
                              "[range]\nstonewall\nrw=randread\nbsrange=4k-64k\n")
            << QStringLiteral("randrw 4k/60:64k/30:1m/10 r50 qd1 j1; randread 4096 r100 qd1 j1")
            << QStringLiteral("targets=f size=0 offset=0 runtime=10000 ramp=0 bytes=0 direct=1 rate=0 prand=-1")
                   + kDefaultSeed
            << QStringList{QStringLiteral("split: bs=8k"), QStringLiteral("range: bsrange=4k-64k")} << QStringList{};

        QTest::newRow("directory randseed group_reporting name rate_iops percentage_random offset io_size")
            << QStringLiteral("[global]\ndirectory=/mnt/test\ngroup_reporting\nrandseed=1234\n"
                              "[job1]\nname=oltp\nrw=randrw\nrwmixread=70\nrate_iops=500\npercentage_random=80\n"
                              "offset=1g\nsize=2g\nio_size=10g\n")
            << QStringLiteral("randrw 4096 r70 qd1 j1")
            << QStringLiteral("targets=/mnt/test size=2147483648 offset=1073741824 runtime=0 ramp=0 bytes=10737418240 "
                              "direct=0 rate=500 prand=80 seed=1234")
            << QStringList{} << QStringList{QStringLiteral("group_reporting"), QStringLiteral("oltp: rate_iops=500")};

        QTest::newRow("directory with a relative filename; offset and size in percent")
            << QStringLiteral("[a]\ndirectory=/mnt/test\nfilename=data\nsize=50%\noffset=10%\nruntime=1m\ntime_based\n"
                              "direct=1\n")
            << QStringLiteral("read 4096 r100 qd1 j1")
            << QStringLiteral(
                   "targets=/mnt/test/data size=0 offset=0 runtime=60000 ramp=0 bytes=0 direct=1 rate=0 prand=-1")
                   + kDefaultSeed
            << QStringList{QStringLiteral("a: size=50%"), QStringLiteral("a: offset=10%")} << QStringList{};

        QTest::newRow("unknown options and randrepeat=0 are listed")
            << QStringLiteral("[a]\nrw=randread\nfilename=f\nruntime=5\ntime_based\ndirect=1\nrandrepeat=0\n"
                              "verify=crc32c\nnorandommap\nthread\n")
            << QStringLiteral("randread 4096 r100 qd1 j1")
            << QStringLiteral("targets=f size=0 offset=0 runtime=5000 ramp=0 bytes=0 direct=1 rate=0 prand=-1")
                   + kDefaultSeed + QStringLiteral(" verify=crc32c")
            << QStringList{QStringLiteral("a: randrepeat=0"), QStringLiteral("a: thread")}
            << QStringList{QStringLiteral("norandommap")};

        QTest::newRow("KiB is 1000 bytes in fio by default, as fio 3.33 does")
            << QStringLiteral("[a]\nfilename=f\nsize=4MiB\ndirect=1\n") << QStringLiteral("read 4096 r100 qd1 j1")
            << QStringLiteral("targets=f size=4000000 offset=0 runtime=0 ramp=0 bytes=4000000 direct=1 rate=0 prand=-1")
                   + kDefaultSeed
            << QStringList{} << QStringList{};

        QTest::newRow("verify=crc32c is Surfio's verify; fio's knobs around it are not modelled")
            << QStringLiteral("[a]\nfilename=f\nsize=4m\ndirect=1\nrw=randwrite\nverify=crc32c\nverify_interval=4k\n"
                              "verify_fatal=1\ndo_verify=0\n")
            << QStringLiteral("randwrite 4096 r0 qd1 j1")
            << QStringLiteral("targets=f size=4194304 offset=0 runtime=0 ramp=0 bytes=4194304 direct=1 rate=0 prand=-1")
                   + kDefaultSeed + QStringLiteral(" verify=crc32c")
            << QStringList{QStringLiteral("a: verify_interval=4k"), QStringLiteral("a: verify_fatal=1"),
                           QStringLiteral("a: do_verify=0")}
            << QStringList{};

        QTest::newRow("other verify kinds are not modelled: the job runs without verify")
            << QStringLiteral("[a]\nfilename=f\nsize=4m\ndirect=1\nrw=randread\nverify=md5\n")
            << QStringLiteral("randread 4096 r100 qd1 j1")
            << QStringLiteral("targets=f size=4194304 offset=0 runtime=0 ramp=0 bytes=4194304 direct=1 rate=0 prand=-1")
                   + kDefaultSeed
            << QStringList{QStringLiteral("a: verify=md5")} << QStringList{};

        QTest::newRow("jobs that disagree on the runtime, without stonewall, are reported")
            << QStringLiteral("[global]\nfilename=f\ntime_based\ndirect=1\n"
                              "[a]\nruntime=60\nrw=randread\n[b]\nruntime=30\nrw=randwrite\n")
            << QStringLiteral("randread 4096 r100 qd1 j1; randwrite 4096 r0 qd1 j1")
            << QStringLiteral("targets=f size=0 offset=0 runtime=60000 ramp=0 bytes=0 direct=1 rate=0 prand=-1")
                   + kDefaultSeed
            << QStringList{}
            << QStringList{QStringLiteral("job b (line 8) has runtime 30 s but job a has 60 s"),
                           QStringLiteral("job b (line 8) has no stonewall")};
    }

private slots:
    void jobFile_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expectedPoints");
        QTest::addColumn<QString>("expectedBase");
        QTest::addColumn<QStringList>("unused");
        QTest::addColumn<QStringList>("notes");

        jobFileLayoutRows();
        jobFileOptionRows();
    }

    void jobFile()
    {
        QFETCH(QString, text);
        FioImport imported;
        QString error;
        QVERIFY2(importFioJobFile(text, imported, error), qPrintable(error));
        QFETCH(QString, expectedPoints);
        QFETCH(QString, expectedBase);
        QCOMPARE(points(imported.matrix), expectedPoints);
        QCOMPARE(base(imported.matrix), expectedBase);
        QFETCH(QStringList, unused);
        QFETCH(QStringList, notes);
        compareUnused(imported.unused, unused);
        containsAll(imported.notes, notes);
        // The result is a matrix Surfio reads back.
        Matrix back;
        QVERIFY2(matrixFromJson(matrixToJson(imported.matrix), back, error), qPrintable(error));
        QCOMPARE(points(back), points(imported.matrix));
    }

    // fio's io_uring options under fio's names and defaults (fixedbufs and
    // registerfiles off), fio's 0 for iodepth_batch_submit being iodepth.
    void uringOptions_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");  // as uringOptionsText spells them
        QTest::addColumn<QStringList>("unused");
        QTest::addColumn<QStringList>("notes");
        const QString fioDefaults = QStringLiteral("sqthread_poll=0 sqthread_poll_cpu=-1 hipri=0 fixedbufs=0 "
                                                   "registerfiles=0 cpus_allowed= iodepth_batch_submit=%1 "
                                                   "iodepth_batch_complete_min=%2");
        QTest::newRow("none: fio's defaults, Surfio's submission rule")
            << QStringLiteral("[j]\niodepth=16\n") << fioDefaults.arg(0).arg(1) << QStringList()
            << words("iodepth_batch_submit=1");
        QTest::newRow("iodepth_batch_submit=0 is iodepth")
            << QStringLiteral("[j]\niodepth=16\niodepth_batch_submit=0\n") << fioDefaults.arg(16).arg(1)
            << QStringList() << QStringList();
        QTest::newRow("fio's aliases, in a [global]")
            << QStringLiteral("[global]\niodepth_batch=4\niodepth_batch_complete=2\n[j]\niodepth=16\n")
            << fioDefaults.arg(4).arg(2) << QStringList() << QStringList();
        QTest::newRow("switches alone mean 1")
            << QStringLiteral("[j]\nsqthread_poll\nhipri\nfixedbufs\nregisterfiles\nsqthread_poll_cpu=1\n"
                              "cpus_allowed=3,0-1\niodepth_batch_submit=1\n")
            << QStringLiteral(
                   "sqthread_poll=1 sqthread_poll_cpu=1 hipri=1 fixedbufs=1 registerfiles=1 cpus_allowed=0-1,3 "
                   "iodepth_batch_submit=1 iodepth_batch_complete_min=1")
            << QStringList() << QStringList();
        QTest::newRow("switches off") << QStringLiteral(
            "[j]\nsqthread_poll=0\nhipri=0\nfixedbufs=0\nregisterfiles=0\niodepth_batch_submit=1\n")
                                      << fioDefaults.arg(1).arg(1) << QStringList() << QStringList();
        QTest::newRow("complete_min 0: fio's reaping without a wait")
            << QStringLiteral("[j]\niodepth=4\niodepth_batch_complete_min=0\niodepth_batch_submit=1\n")
            << fioDefaults.arg(1).arg(1) << QStringList{QStringLiteral("j: iodepth_batch_complete_min=0")}
            << QStringList();
        QTest::newRow("a batch above iodepth: what Surfio will not run is said")
            << QStringLiteral("[j]\niodepth=4\niodepth_batch_submit=8\n") << fioDefaults.arg(8).arg(1) << QStringList()
            << words("--iodepth_batch_submit=8");
    }
    void uringOptions()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QFETCH(QStringList, unused);
        QFETCH(QStringList, notes);
        FioImport imported;
        QString error;
        QVERIFY2(importFioJobFile(text, imported, error), qPrintable(error));
        QCOMPARE(uringOptionsText(imported.matrix.base), expected);
        compareUnused(imported.unused, unused);
        containsAll(imported.notes, notes);
        Matrix back;
        QVERIFY2(matrixFromJson(matrixToJson(imported.matrix), back, error), qPrintable(error));
        QCOMPARE(uringOptionsText(back.base), expected);
    }

    // On fio's command line the switches take no value, so the next argument is not theirs.
    void uringSwitchesOnTheCommandLine()
    {
        FioImport imported;
        QString error;
        QVERIFY2(
            importFioCommandLine(QStringLiteral("fio --hipri --name=j --sqthread_poll --cpus_allowed 0-1 --iodepth=8 "
                                                "--iodepth_batch 8"),
                                 imported, error),
            qPrintable(error));
        const JobSpec& b = imported.matrix.base;
        QVERIFY(b.hipri && b.sqthreadPoll);
        QCOMPARE(b.cpusAllowed, (std::vector<uint32_t>{0, 1}));
        QCOMPARE(b.iodepthBatchSubmit, 8u);
    }

    void commandLine_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("expectedPoints");
        QTest::addColumn<QString>("expectedBase");
        QTest::addColumn<QStringList>("unused");

        const QString vng = QStringLiteral(
            "sudo fio --randrepeat=1 --ioengine=libaio --direct=1 --gtod_reduce=1 --name=TGS --filename=TGS --bs=4k "
            "--iodepth=64 --size=4G --readwrite=%1 --numjobs=8");
        const QStringList vngUnused{QStringLiteral("global: ioengine=libaio"), QStringLiteral("global: gtod_reduce=1")};
        QTest::newRow("VNG seed randrw") << vng.arg(QStringLiteral("randrw --rwmixread=75"))
                                         << QStringLiteral("randrw 4096 r75 qd64 j8") << kVngBase << vngUnused;
        QTest::newRow("VNG seed randread") << vng.arg(QStringLiteral("randread"))
                                           << QStringLiteral("randread 4096 r100 qd64 j8") << kVngBase << vngUnused;
        QTest::newRow("VNG seed randwrite") << vng.arg(QStringLiteral("randwrite"))
                                            << QStringLiteral("randwrite 4096 r0 qd64 j8") << kVngBase << vngUnused;
        QTest::newRow("VNG seed, no sudo or fio, options in another order")
            << QStringLiteral("--numjobs=8 --rwmixread=75 --readwrite=randrw --size=4G --iodepth=64 --bs=4k "
                              "--filename=TGS --gtod_reduce=1 --direct=1 --ioengine=libaio --randrepeat=1 --name=TGS")
            << QStringLiteral("randrw 4096 r75 qd64 j8") << kVngBase << vngUnused;
        QTest::newRow("fiop.sh seed, single dashes")
            << QStringLiteral("fio -filename=/tmp/io-test -direct=1 -rw=read -bs=4k -size=1GB -numjobs=4 -runtime=10 "
                              "-group_reporting -name=file1 -output=./read-1.log")
            << QStringLiteral("read 4096 r100 qd1 j4")
            << QStringLiteral("targets=/tmp/io-test size=1073741824 offset=0 runtime=10000 ramp=0 bytes=1073741824 "
                              "direct=1 rate=0 prand=-1")
                   + kDefaultSeed
            << QStringList{QStringLiteral("fio: output=./read-1.log")};
        QTest::newRow("each --name starts a job; values as the next argument; a multi-line paste")
            << QStringLiteral(
                   "/usr/bin/fio --filename=f --runtime 10 --time_based --direct=1 \\\n"
                   "  --name=a --rw=randread --name=b --stonewall --rw=randwrite --bs 64k --output-format=json")
            << QStringLiteral("randread 4096 r100 qd1 j1; randwrite 65536 r0 qd1 j1")
            << QStringLiteral("targets=f size=0 offset=0 runtime=10000 ramp=0 bytes=0 direct=1 rate=0 prand=-1")
                   + kDefaultSeed
            << QStringList{QStringLiteral("fio: output-format=json")};
        QTest::newRow("--name=global starts global options")
            << QStringLiteral(
                   "fio --name=global --filename=f --size=1g --direct=1 --name=j --rw=randwrite --iodepth=16")
            << QStringLiteral("randwrite 4096 r0 qd16 j1")
            << QStringLiteral(
                   "targets=f size=1073741824 offset=0 runtime=0 ramp=0 bytes=1073741824 direct=1 rate=0 prand=-1")
                   + kDefaultSeed
            << QStringList{};
    }

    void commandLine()
    {
        QFETCH(QString, command);
        FioImport imported;
        QString error;
        QVERIFY2(importFioCommandLine(command, imported, error), qPrintable(error));
        QFETCH(QString, expectedPoints);
        QFETCH(QString, expectedBase);
        QCOMPARE(points(imported.matrix), expectedPoints);
        QCOMPARE(base(imported.matrix), expectedBase);
        QFETCH(QStringList, unused);
        compareUnused(imported.unused, unused);
    }

    void commandGivesTheJobFilesMatrix()
    {
        FioImport fromFile, fromCommand;
        QString error;
        QVERIFY2(importFioJobFile(kVngFile, fromFile, error), qPrintable(error));
        QVERIFY2(
            importFioCommandLine(QStringLiteral("sudo fio --randrepeat=1 --ioengine=libaio --direct=1 --gtod_reduce=1 "
                                                "--name=TGS --filename=TGS --bs=4k --iodepth=64 --size=4G "
                                                "--readwrite=randrw --rwmixread=75 --numjobs=8"),
                                 fromCommand, error),
            qPrintable(error));
        QCOMPARE(QJsonDocument(matrixToJson(fromCommand.matrix)).toJson(),
                 QJsonDocument(matrixToJson(fromFile.matrix)).toJson());
        QCOMPARE(fromCommand.unused, fromFile.unused);
    }

    void errors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("what");

        QTest::newRow("unterminated section")
            << QStringLiteral("[a]\nbs=4k\n[b\nbs=8k\n") << QStringLiteral("line 3: ") << QStringLiteral("closing ]");
        QTest::newRow("option without a section") << QStringLiteral("; header\nbs=4k\n[a]\n")
                                                  << QStringLiteral("line 2: ") << QStringLiteral("before any section");
        QTest::newRow("unknown rw") << QStringLiteral("[a]\n\n; comment\nrw=randreed\n") << QStringLiteral("line 4: ")
                                    << QStringLiteral("rw=randreed");
        QTest::newRow("trim") << QStringLiteral("[a]\nrw=randtrim\n") << QStringLiteral("line 2: ")
                              << QStringLiteral("trims");
        QTest::newRow("bad size") << QStringLiteral("[a]\nsize=4q\n") << QStringLiteral("line 2: ")
                                  << QStringLiteral("size=4q");
        QTest::newRow("zero block size") << QStringLiteral("[a]\nbs=0\n") << QStringLiteral("line 2: ")
                                         << QStringLiteral("bs=0");
        QTest::newRow("bad split") << QStringLiteral("[global]\n[a]\nbssplit=4k/50:8k/10\n")
                                   << QStringLiteral("line 3: ") << QStringLiteral("add up to 60");
        QTest::newRow("bad depth") << QStringLiteral("[a]\niodepth=lots\n") << QStringLiteral("line 2: ")
                                   << QStringLiteral("iodepth=lots");
        QTest::newRow("bad mix") << QStringLiteral("[a]\nrwmixread=120\n") << QStringLiteral("line 2: ")
                                 << QStringLiteral("rwmixread=120");
        QTest::newRow("bad runtime") << QStringLiteral("[a]\nruntime=soon\n") << QStringLiteral("line 2: ")
                                     << QStringLiteral("runtime=soon");
        QTest::newRow("bad direct") << QStringLiteral("[a]\ndirect=yes please\n") << QStringLiteral("line 2: ")
                                    << QStringLiteral("direct=yes please");
        QTest::newRow("no job") << QStringLiteral("[global]\nbs=4k\n") << QString() << QStringLiteral("no job");
        // What a Surfio matrix cannot hold is refused on its line, not imported into a
        // matrix that no preset or result could read back (found by tests/fuzz).
        QTest::newRow("block size below 512") << QStringLiteral("[a]\nbs=8\n") << QStringLiteral("line 2: ")
                                              << QStringLiteral("--bs=8 is outside 512 bytes to 64 MiB");
        QTest::newRow("block size above 64 MiB")
            << QStringLiteral("[global]\nbs=128m\n[a]\n") << QStringLiteral("line 2: ")
            << QStringLiteral("--bs=134217728 is outside");
        QTest::newRow("split part below 512")
            << QStringLiteral("[a]\nbssplit=400/50:4k/50\n") << QStringLiteral("line 2: ")
            << QStringLiteral("part 400/50 has a size outside");
        QTest::newRow("no jobs") << QStringLiteral("[a]\nnumjobs=0\n") << QStringLiteral("line 2: ")
                                 << QStringLiteral("--numjobs=0 is outside 1 to 256");
        QTest::newRow("too many jobs") << QStringLiteral("[a]\nnumjobs=4294967295\n") << QStringLiteral("line 2: ")
                                       << QStringLiteral("--numjobs=4294967295 is outside 1 to 256");
        QTest::newRow("depth zero") << QStringLiteral("[a]\niodepth=0\n") << QStringLiteral("line 2: ")
                                    << QStringLiteral("--iodepth=0 is outside 1 to 65536");
        QTest::newRow("reversed CPU range") << QStringLiteral("[a]\ncpus_allowed=3-1\n") << QStringLiteral("line 2: ")
                                            << QStringLiteral("cpus_allowed=3-1 is not a CPU list");
        QTest::newRow("CPU beyond any machine")
            << QStringLiteral("[a]\nsqthread_poll_cpu=8192\n") << QStringLiteral("line 2: ")
            << QStringLiteral("sqthread_poll_cpu=8192");
        QTest::newRow("switch of 2") << QStringLiteral("[a]\nhipri=2\n") << QStringLiteral("line 2: ")
                                     << QStringLiteral("hipri=2 is not 0 or 1");
        QTest::newRow("batch past any queue") << QStringLiteral("[a]\niodepth_batch=70000\n")
                                              << QStringLiteral("line 2: ") << QStringLiteral("iodepth_batch=70000");
    }

    void errors()
    {
        QFETCH(QString, text);
        QFETCH(QString, where);
        QFETCH(QString, what);
        FioImport imported;
        QString error;
        QVERIFY(!importFioJobFile(text, imported, error));
        QVERIFY2(error.startsWith(where) && error.contains(what), qPrintable(error));
    }

    void commandErrors_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("what");
        QTest::newRow("a job file") << QStringLiteral("fio --direct=1 job.fio")
                                    << QStringLiteral("argument 2 (job.fio)");
        QTest::newRow("bad size") << QStringLiteral("sudo fio --name=a --bs=12x")
                                  << QStringLiteral("argument 2 (--bs=12x)");
        QTest::newRow("unknown rw") << QStringLiteral("fio --name=a --rw=sideways") << QStringLiteral("rw=sideways");
        QTest::newRow("empty") << QStringLiteral("  ") << QStringLiteral("empty");
        QTest::newRow("block size below 512 (found by tests/fuzz)")
            << QStringLiteral("sudo fio --name=a --bs=8")
            << QStringLiteral("argument 2 (--bs=8): --bs=8 is outside 512 bytes");
    }

    void commandErrors()
    {
        QFETCH(QString, command);
        QFETCH(QString, what);
        FioImport imported;
        QString error;
        QVERIFY(!importFioCommandLine(command, imported, error));
        QVERIFY2(error.contains(what), qPrintable(error));
    }

    void importCommandExitCodes()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString good = dir.filePath(QStringLiteral("good.fio"));
        const QString bad = dir.filePath(QStringLiteral("bad.fio"));
        QFile g(good), b(bad);
        QVERIFY(g.open(QIODevice::WriteOnly) && b.open(QIODevice::WriteOnly));
        g.write(kVngFile.toUtf8());
        b.write("[a\n");
        g.close();
        b.close();
        const QString program = QStringLiteral("surfio");
        const QString command = QStringLiteral("import-fio");
        QCOMPARE(importFioCommand({program, command, good}), 0);
        QCOMPARE(importFioCommand({program, command, QStringLiteral("--command"),
                                   QStringLiteral("fio --name=a --filename=f --size=1g")}),
                 0);
        QCOMPARE(importFioCommand({program, command, bad}), 2);
        QCOMPARE(importFioCommand({program, command, dir.filePath(QStringLiteral("missing.fio"))}), 2);
        QCOMPARE(importFioCommand({program, command}), 2);
        QCOMPARE(importFioCommand({program, command, good, QStringLiteral("--command"), QStringLiteral("fio")}), 2);
    }
};

QTEST_GUILESS_MAIN(TestFioJobFile)
#include "tst_fio_job_file.moc"
