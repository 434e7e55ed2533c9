// Specifies point_warnings.h: when a point says that a cache, a split or
// the CPU shaped its figures, and when it stays quiet.

#include "core/engine/point_warnings.h"

#include <QStringList>
#include <QTest>

using namespace surfio;

Q_DECLARE_METATYPE(surfio::JobResult)

namespace {

constexpr uint64_t k4KiB = 4096;
constexpr uint64_t kMiB = 1 << 20;

TargetInfo targetOn(const std::string& device)
{
    TargetInfo t;
    t.path = "/t/" + device;
    t.devices = {{device, {}, {}}};
    return t;
}

// A one-second run of `reads` and `writes` I/Os of bs bytes, each worker on
// target 0 unless told, on one target on "vda".
JobResult run(uint64_t reads, uint64_t writes, uint64_t bs = k4KiB)
{
    JobResult r;
    r.engine.name = "io_uring";
    r.seconds = 1.0;
    r.targets = {targetOn("vda")};
    r.read.ios = reads;
    r.read.bytes = reads * bs;
    r.write.ios = writes;
    r.write.bytes = writes * bs;
    WorkerTotals w;
    w.readIos = reads;
    w.readBytes = reads * bs;
    w.writeIos = writes;
    w.writeBytes = writes * bs;
    w.seconds = 1.0;
    r.workers = {w};
    return r;
}

DiskUtil disk(const std::string& name, uint64_t reads, uint64_t readBytes, uint64_t writes, uint64_t writeBytes,
              double msec = 1000)
{
    DiskUtil d;
    d.name = name;
    d.readIos = reads;
    d.readSectors = readBytes / 512;
    d.writeIos = writes;
    d.writeSectors = writeBytes / 512;
    d.msec = msec;
    return d;
}

CpuUse busy(double fraction)
{
    return {1.0, fraction * 0.3, fraction * 0.7, 10};
}

}  // namespace

class TestPointWarnings : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void warnings_data()
    {
        QTest::addColumn<JobResult>("result");
        QTest::addColumn<QStringList>("expected");  // a piece of each warning, in order

        JobResult plain = run(10000, 0);
        plain.diskUtil = {disk("vda", 10000, 10000 * k4KiB, 0, 0)};
        QTest::newRow("every read reached the device") << plain << QStringList{};

        JobResult cached = run(100000, 0);
        cached.diskUtil = {disk("vda", 200, 200 * k4KiB, 0, 0)};
        QTest::newRow("the page cache answered the reads")
            << cached << QStringList{"vda completed 200 read requests, 0 % of the data of the 100000 reads"};

        JobResult readahead = run(100000, 0);
        readahead.diskUtil = {disk("vda", 3125, 100000 * k4KiB, 0, 0)};
        QTest::newRow("readahead: fewer, larger requests of the same data") << readahead << QStringList{};

        JobResult split = run(1000, 0, kMiB);
        split.diskUtil = {disk("vda", 2000, 1000 * kMiB, 0, 0)};
        QTest::newRow("1 MiB reads split in two")
            << split << QStringList{"vda completed 2000 read requests for the 1000 reads Surfio counted, 2.0 per read"};

        JobResult splitWrites = run(0, 4000, kMiB);
        splitWrites.diskUtil = {disk("vda", 0, 0, 12000, 4000 * kMiB)};
        QTest::newRow("1 MiB writes split in three")
            << splitWrites << QStringList{"3.0 per write: the block layer split"};

        JobResult buffered = run(0, 20000);
        buffered.diskUtil = {disk("vda", 0, 0, 30, 30 * k4KiB)};
        QTest::newRow("buffered writes still in the page cache")
            << buffered << QStringList{"vda completed 30 write requests, 0 % of the data of the 20000 writes"};

        JobResult background = run(3000, 0);
        background.diskUtil = {disk("vda", 4000, 4000 * k4KiB, 0, 0)};
        QTest::newRow("other I/O at a third of the engine's rate") << background << QStringList{};

        JobResult few = run(500, 0);
        few.diskUtil = {disk("vda", 0, 0, 0, 0)};
        QTest::newRow("too few I/Os to judge") << few << QStringList{};

        JobResult ramped = run(10000, 0);
        ramped.spec.rampTime = std::chrono::seconds(1);
        ramped.engine.name = "fio 3.33 io_uring";
        ramped.diskUtil = {disk("vda", 20000, 20000 * k4KiB, 0, 0, 2000)};
        QTest::newRow("fio's disk_util spans the ramp too: rates compare") << ramped << QStringList{};

        // fio 3.33 writes no sectors: the device's requests and merges stand in.
        JobResult fio333 = run(10000, 0);
        fio333.engine.name = "fio 3.33 io_uring";
        fio333.diskUtil = {disk("vda", 9000, 0, 0, 0)};
        fio333.diskUtil[0].readMerges = 1000;
        QTest::newRow("fio 3.33: no sectors, every read reached the device") << fio333 << QStringList{};
        JobResult fio333cached = fio333;
        fio333cached.diskUtil = {disk("vda", 40, 0, 0, 0)};
        QTest::newRow("fio 3.33: no sectors, a cache answered")
            << fio333cached << QStringList{"vda completed 40 read requests, 0 % of the data of the 10000 reads"};

        // Surfio's workers each work on one target: each device is judged by its own.
        JobResult two = run(20000, 0);
        two.targets = {targetOn("vda"), targetOn("loop0")};
        two.workers.push_back(two.workers.front());
        for (WorkerTotals& w : two.workers) {
            w.readIos /= 2;
            w.readBytes /= 2;
        }
        two.workers[1].target = 1;
        two.diskUtil = {disk("vda", 10, 10 * k4KiB, 0, 0), disk("loop0", 10000, 10000 * k4KiB, 0, 0)};
        QTest::newRow("two targets, one of them cached")
            << two << QStringList{"vda completed 10 read requests, 0 % of the data of the 10000 reads"};

        JobResult fioTwo = two;
        fioTwo.engine.name = "fio 3.33 io_uring";
        QTest::newRow("fio's jobs spread over both devices: not judged") << fioTwo << QStringList{};

        JobResult partition = cached;
        partition.targets = {targetOn("vda1")};
        partition.targets[0].devices[0].disk = "vda";
        QTest::newRow("fio names a partition's disk") << partition << QStringList{"vda completed 200 read requests"};

        JobResult noDevice = run(100000, 0);
        noDevice.targets[0].devices.clear();
        QTest::newRow("tmpfs: no device to judge") << noDevice << QStringList{};

        JobResult oneBusy = run(0, 0);
        oneBusy.workers[0].cpu = busy(0.97);
        QTest::newRow("the only worker busy")
            << oneBusy << QStringList{"the worker thread kept a CPU busy 97 % of the measured time"};

        JobResult twoOfThree = run(0, 0);
        twoOfThree.workers = {twoOfThree.workers[0], twoOfThree.workers[0], twoOfThree.workers[0]};
        twoOfThree.workers[0].cpu = busy(0.99);
        twoOfThree.workers[1].cpu = busy(0.5);
        twoOfThree.workers[2].cpu = busy(0.96);
        QTest::newRow("two of three workers busy")
            << twoOfThree
            << QStringList{"2 of the 3 worker threads kept a CPU busy 95 % of the measured time or more "
                           "(the busiest 99 %)"};

        JobResult idle = run(0, 0);
        idle.workers[0].cpu = busy(0.94);
        QTest::newRow("a worker busy 94 %") << idle << QStringList{};

        DriveTemperature hot;
        hot.device = "nvme0n1";
        hot.maxC = 84.85;
        hot.critC = 87.85;
        hot.peakC = 85.85;
        JobResult warm = run(0, 0);
        warm.temperatures = {hot};
        QTest::newRow("a drive past its warning temperature")
            << warm << QStringList{"nvme0n1 reached 85.9 °C, at or above its warning temperature of 84.9 °C"};
        warm.temperatures[0].peakC = 84.8;
        QTest::newRow("a drive just below it") << warm << QStringList{};

        // SIGSTOP for 2 s: the sampler, stopped with the rest, ticks again 2.1 s after its last tick.
        JobResult paused = run(0, 0);
        paused.spec.interval = std::chrono::milliseconds(100);
        paused.longestTickSeconds = 2.1;
        QTest::newRow("paused 2 s") << paused
                                    << QStringList{
                                           "the run was paused: one sampling interval lasted 2.1 s where 100 ms "
                                           "was asked"};
        paused.longestTickSeconds = 0.3;  // a late wake-up on a busy machine
        QTest::newRow("woken 200 ms late") << paused << QStringList{};
        paused.longestTickSeconds = 0.1;
        IntervalSample drain;
        drain.seconds = 2.1;  // the I/Os in flight of a slow device, after the last tick
        paused.samples = std::vector<IntervalSample>(1, drain);
        QTest::newRow("a slow drain at the end, not a tick") << paused << QStringList{};

        JobResult both = cached;
        both.workers[0].cpu = busy(1.0);
        QTest::newRow("cached and busy") << both << QStringList{"page cache", "busy 100 %"};
        both.temperatures = {hot};
        QTest::newRow("cached, busy and hot") << both << QStringList{"page cache", "busy 100 %", "nvme0n1 reached"};
    }

    void warnings()
    {
        QFETCH(JobResult, result);
        QFETCH(QStringList, expected);
        const std::vector<std::string> got = pointWarnings(result);
        QStringList texts;
        for (const std::string& w : got)
            texts.append(QString::fromStdString(w));
        QCOMPARE(texts.size(), expected.size());
        for (qsizetype i = 0; i < expected.size(); ++i)
            QVERIFY2(texts[i].contains(expected[i]), qPrintable(texts[i]));
    }
};

QTEST_GUILESS_MAIN(TestPointWarnings)
#include "tst_point_warnings.moc"
