// Specifies cpu_placement.h: which targets hand every I/O to a kernel
// thread, at which depths Surfio pins each worker to one CPU of its own, and
// that a job records where its workers ran.

#include "core/engine/cpu_placement.h"
#include "core/engine/engine.h"
#include "core/engine/target.h"

#include <QDir>
#include <QFileInfo>
#include <QTest>

#include <atomic>
#include <linux/magic.h>
#include <sys/vfs.h>
#include <thread>
#include <unistd.h>

using namespace surfio;
using namespace std::chrono_literals;

Q_DECLARE_METATYPE(surfio::HandOff)
Q_DECLARE_METATYPE(surfio::TargetInfo)

namespace {

TargetInfo fileOn(const std::string& filesystem, const std::string& device)
{
    TargetInfo t;
    t.kind = TargetKind::File;
    t.filesystem = filesystem;
    if (!device.empty())
        t.devices = {{device, {}, {}}};
    return t;
}

TargetInfo blockDevice(const std::string& name)
{
    TargetInfo t;
    t.kind = TargetKind::BlockDevice;
    t.devices = {{name, {}, {}}};
    return t;
}

JobSpec specAt(uint32_t depth, uint32_t jobs = 1)
{
    JobSpec s;
    s.queueDepth = depth;
    s.jobs = jobs;
    return s;
}

const std::vector<uint32_t> kTwoCpus{0, 1};

}  // namespace

class TestCpuPlacement : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void handOffOfTarget_data()
    {
        QTest::addColumn<TargetInfo>("target");
        QTest::addColumn<HandOff>("handOff");
        QTest::newRow("file on tmpfs") << fileOn("tmpfs", "") << HandOff::IoWorker;
        QTest::newRow("loop device") << blockDevice("loop3") << HandOff::LoopWorker;
        QTest::newRow("partition of a loop device") << blockDevice("loop3p1") << HandOff::LoopWorker;
        QTest::newRow("file on ext4 on a loop device") << fileOn("ext4", "loop0") << HandOff::LoopWorker;
        TargetInfo overDisk = blockDevice("loop0");
        overDisk.devices.push_back({"vda1", "vda", "loop0"});  // its backing file on a disk: the disk is the wait
        QTest::newRow("loop device over a file on a disk") << overDisk << HandOff::None;
        TargetInfo overLoop = blockDevice("loop1");
        overLoop.devices.push_back({"loop0", {}, "loop1"});
        QTest::newRow("loop device over a loop device") << overLoop << HandOff::LoopWorker;
        QTest::newRow("file on ext4 on a disk") << fileOn("ext4", "vda1") << HandOff::None;
        QTest::newRow("disk") << blockDevice("nvme0n1") << HandOff::None;
        QTest::newRow("NFS: no device known") << fileOn("nfs4", "") << HandOff::None;
    }
    void handOffOfTarget()
    {
        QFETCH(TargetInfo, target);
        QFETCH(HandOff, handOff);
        QCOMPARE(handOffOf(target), handOff);
    }

    void pinnedOnlyAtLowDepthThroughAHandOff_data()
    {
        QTest::addColumn<TargetInfo>("target");
        QTest::addColumn<uint32_t>("depth");
        QTest::addColumn<bool>("pinned");
        const TargetInfo tmpfs = fileOn("tmpfs", "");
        const TargetInfo loop = blockDevice("loop0");
        const TargetInfo disk = fileOn("ext4", "vda1");
        QTest::newRow("tmpfs QD1") << tmpfs << 1u << true;
        QTest::newRow("tmpfs QD4") << tmpfs << 4u << true;
        QTest::newRow("tmpfs QD5") << tmpfs << 5u << false;
        QTest::newRow("loop QD1") << loop << 1u << true;
        QTest::newRow("loop QD2") << loop << 2u << true;
        QTest::newRow("loop QD3") << loop << 3u << false;
        QTest::newRow("disk QD1") << disk << 1u << false;
    }
    void pinnedOnlyAtLowDepthThroughAHandOff()
    {
        QFETCH(TargetInfo, target);
        QFETCH(uint32_t, depth);
        QFETCH(bool, pinned);
        const CpuPlacement p = choosePlacement(specAt(depth), true, {target}, kTwoCpus, 1);
        QCOMPARE(!p.cpus.empty(), pinned);
        if (pinned)
            QCOMPARE(p.cpus, std::vector<uint32_t>{1});  // where the engine's own thread runs
    }

    // With several targets the job is pinned only where every one of them gains.
    void severalTargetsTakeTheLowestLimit()
    {
        const std::vector<TargetInfo> both{fileOn("tmpfs", ""), blockDevice("loop0")};
        QVERIFY(!choosePlacement(specAt(2), true, both, kTwoCpus, 0).cpus.empty());
        QVERIFY(choosePlacement(specAt(3), true, both, kTwoCpus, 0).cpus.empty());
        QVERIFY(
            choosePlacement(specAt(1), true, {fileOn("tmpfs", ""), fileOn("ext4", "vda1")}, kTwoCpus, 0).cpus.empty());
    }

    void jobsGoRoundTheAllowedCpus()
    {
        const TargetInfo tmpfs = fileOn("tmpfs", "");
        QCOMPARE(choosePlacement(specAt(1, 2), true, {tmpfs}, kTwoCpus, 1).cpus, (std::vector<uint32_t>{1, 0}));
        QCOMPARE(choosePlacement(specAt(1, 3), true, {tmpfs}, {2, 5, 7}, 5).cpus, (std::vector<uint32_t>{5, 7, 2}));
        // More jobs than CPUs: one CPU per job cannot be, so the scheduler places them.
        QVERIFY(choosePlacement(specAt(1, 3), true, {tmpfs}, kTwoCpus, 1).cpus.empty());
        // The engine's thread on a CPU outside the set (it moved): start at the first.
        QCOMPARE(choosePlacement(specAt(1, 2), true, {tmpfs}, {2, 5}, 3).cpus, (std::vector<uint32_t>{2, 5}));
    }

    void whatThePersonOrTheRingDecidesIsKept_data()
    {
        QTest::addColumn<QString>("what");
        QTest::newRow("cpus_allowed") << "cpus_allowed";
        QTest::newRow("sqthread_poll") << "sqthread_poll";
        QTest::newRow("hipri") << "hipri";
        QTest::newRow("buffered") << "buffered";
        QTest::newRow("psync fallback") << "psync";
        QTest::newRow("--engine=psync") << "engine psync";
        QTest::newRow("--engine=fio") << "engine fio";
        QTest::newRow("no CPUs known") << "no cpus";
    }
    void whatThePersonOrTheRingDecidesIsKept()
    {
        QFETCH(QString, what);
        JobSpec s = specAt(1);
        s.cpusAllowed = what == QLatin1String("cpus_allowed") ? std::vector<uint32_t>{0, 1} : std::vector<uint32_t>{};
        s.sqthreadPoll = what == QLatin1String("sqthread_poll");
        s.hipri = what == QLatin1String("hipri");
        s.direct = what != QLatin1String("buffered");
        if (what == QLatin1String("engine psync"))
            s.engine = EngineChoice::Sync;
        if (what == QLatin1String("engine fio"))
            s.engine = EngineChoice::Fio;
        const bool uring = what != QLatin1String("psync");
        const std::vector<uint32_t> cpus = what == QLatin1String("no cpus") ? std::vector<uint32_t>{} : kTwoCpus;
        QVERIFY(choosePlacement(s, uring, {fileOn("tmpfs", "")}, cpus, 0).cpus.empty());
        // The same job without that difference is pinned: the row tests what it says.
        QVERIFY(!choosePlacement(specAt(1), true, {fileOn("tmpfs", "")}, kTwoCpus, 0).cpus.empty());
    }

    void handOffOfAPath()
    {
        QCOMPARE(handOffOfPath("/dev/null"), HandOff::None);
        struct statfs fs {};
        const std::string here = QDir::currentPath().toStdString();
        if (statfs(here.c_str(), &fs) == 0 && fs.f_type != TMPFS_MAGIC && handOffOfPath(here) != HandOff::None)
            QFAIL("the build's directory on a disk counts as a hand-off");
        if (statfs("/dev/shm", &fs) != 0 || fs.f_type != TMPFS_MAGIC)
            QSKIP("/dev/shm is not tmpfs here");
        // A file not made yet: where it will be.
        QCOMPARE(handOffOfPath("/dev/shm/surfio-tst_cpu_placement-none/f"), HandOff::IoWorker);
    }

    void aRefusedPinSaysWhy()
    {
        std::string why;
        QVERIFY(!pinThreadTo({CPU_SETSIZE}, why));
        QVERIFY(!why.empty());
        bool pinned = false;
        uint32_t ranOn = 0;
        const uint32_t cpu = allowedCpus().back();
        std::thread([&] {
            pinned = pinThreadTo({cpu}, why);
            ranOn = currentCpu();
        }).join();
        QVERIFY2(pinned, why.c_str());
        QCOMPARE(ranOn, cpu);
    }

    void allowedCpusHoldTheCurrentOne()
    {
        const std::vector<uint32_t> cpus = allowedCpus();
        QVERIFY(!cpus.empty());
        QVERIFY(std::is_sorted(cpus.begin(), cpus.end()));
        QVERIFY(std::find(cpus.begin(), cpus.end(), currentCpu()) != cpus.end());
    }

    // A real job on a tmpfs file: pinned and recorded at depth 1, left to
    // the scheduler at depth 16 and under cpus_allowed.
    void aJobRecordsWhereItsWorkersRan_data()
    {
        QTest::addColumn<uint32_t>("depth");
        QTest::addColumn<bool>("cpusAllowed");
        QTest::addColumn<bool>("pinned");
        QTest::newRow("QD1") << 1u << false << true;
        QTest::newRow("QD16") << 16u << false << false;
        QTest::newRow("QD1, cpus_allowed") << 1u << true << false;
    }
    void aJobRecordsWhereItsWorkersRan()
    {
        QFETCH(uint32_t, depth);
        QFETCH(bool, cpusAllowed);
        QFETCH(bool, pinned);
        const QString path = QStringLiteral("/dev/shm/surfio-tst_cpu_placement-%1").arg(getpid());
        JobSpec s = specAt(depth, 2);
        s.targets = {path.toStdString()};
        s.regionSize = 4ULL << 20;
        s.runtime = 200ms;
        s.interval = 50ms;
        s.cpusAllowed = cpusAllowed ? allowedCpus() : std::vector<uint32_t>{};
        Problem problem;
        auto target = Target::open(path.toStdString(), s, false, s.blockSizes(), problem);
        const auto removeFile = qScopeGuard([&] { QFile::remove(path); });
        if (!target && problem.message.find("O_DIRECT") != std::string::npos)
            QSKIP("this kernel's tmpfs takes no direct I/O");
        QVERIFY2(target, problem.message.c_str());
        if (target->info().filesystem != "tmpfs")
            QSKIP("/dev/shm is not tmpfs here");
        std::atomic<bool> stop{false};
        QVERIFY(!target->layOut(true, stop, {}));
        const JobResult r = runJob(s, {target.get()}, stop);
        QVERIFY2(r.error.empty(), r.error.c_str());
        if (r.engine.name != "io_uring")
            QSKIP("io_uring is not available here");
        QVERIFY(r.read.ios > 0);
        QCOMPARE(!r.engine.workerCpus.empty(), pinned);
        if (pinned) {
            const std::vector<uint32_t> allowed = allowedCpus();
            const auto list = parseCpuList(r.engine.workerCpus);
            QVERIFY(list);
            for (uint32_t cpu : *list)
                QVERIFY(std::find(allowed.begin(), allowed.end(), cpu) != allowed.end());
            QCOMPARE(list->size(), std::min<size_t>(2, allowed.size()));  // two jobs, one CPU each
        }
    }
};

QTEST_GUILESS_MAIN(TestCpuPlacement)
#include "tst_cpu_placement.moc"
