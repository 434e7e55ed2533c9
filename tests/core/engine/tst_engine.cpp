// The engine's contract, specified against real files, for both engines.

#include "core/engine/engine.h"
#include "core/engine/host_limits.h"
#include "core/engine/target.h"
#include "core/engine/verify.h"
#include "tests/core/engine/block_split_text.h"
#include "tests/system_tools.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <memory>
#include <sys/resource.h>
#include <thread>
#include <unistd.h>

using namespace surfio;
using namespace std::chrono_literals;

Q_DECLARE_METATYPE(surfio::EngineChoice)
Q_DECLARE_METATYPE(surfio::Pattern)

class TestEngine : public QObject {
    Q_OBJECT

    QTemporaryDir dir_{QDir::tempPath() + QStringLiteral("/tst_engine-XXXXXX")};

    JobSpec spec(EngineChoice engine, const QString& name)
    {
        JobSpec s;
        s.targets = {dir_.filePath(name).toStdString()};
        s.engine = engine;
        s.regionSize = 4ULL << 20;
        s.blockSize = 4096;
        s.queueDepth = 8;
        s.runtime = 300ms;
        s.interval = 50ms;
        return s;
    }

    // A fresh file for a verified 50 % randrw of `bytes` in all on `region`
    // bytes at `depth`.
    JobSpec mixedVerify(EngineChoice engine, const QString& name, uint64_t region, unsigned depth, uint64_t bytes)
    {
        QFile::remove(dir_.filePath(name));
        JobSpec s = spec(engine, name);
        s.verify = VerifyChoice::Crc32c;
        s.pattern = Pattern::RandReadWrite;
        s.readPercent = 50;
        s.regionSize = region;
        s.queueDepth = depth;
        s.byteTotal = bytes;
        s.runtime = std::chrono::seconds(60);  // ends on bytes
        return s;
    }

    std::unique_ptr<Target> openLaidOut(const JobSpec& s, bool writes)
    {
        Problem problem;
        auto target = Target::open(s.targets.front(), s, writes, s.blockSizes(), problem);
        if (!target) {
            qWarning("%s", problem.message.c_str());
            return nullptr;
        }
        std::atomic<bool> stop{false};
        if (const Problem p = target->layOut(true, stop, {}); p) {
            qWarning("%s", p.message.c_str());
            return nullptr;
        }
        return target;
    }

    // SURFIO_FAULT_SHORT_IO for the scope of one job, unset again whatever the test does.
    struct ShortIoFault {
        explicit ShortIoFault(const char* every)
        {
            if (every)
                qputenv("SURFIO_FAULT_SHORT_IO", every);
            else
                qunsetenv("SURFIO_FAULT_SHORT_IO");
        }
        ~ShortIoFault() { qunsetenv("SURFIO_FAULT_SHORT_IO"); }
        ShortIoFault(const ShortIoFault&) = delete;
        ShortIoFault& operator=(const ShortIoFault&) = delete;
    };
    static JobResult runWithShortIo(const JobSpec& s, Target& target, const char* every)
    {
        const ShortIoFault fault(every);
        std::atomic<bool> stop{false};
        return runJob(s, {&target}, stop);
    }
    static uint64_t reissuedOf(const JobResult& r)
    {
        uint64_t n = 0;
        for (const WorkerTotals& w : r.workers)
            n += w.reissued;
        return n;
    }

    static void addEngineRows()
    {
        QTest::addColumn<EngineChoice>("engine");
        QTest::newRow("io_uring") << EngineChoice::IoUring;
        QTest::newRow("psync") << EngineChoice::Sync;
    }

private Q_SLOTS:
    void countsAreConsistent_data() { addEngineRows(); }
    void countsAreConsistent()
    {
        QFETCH(EngineChoice, engine);
        JobSpec s = spec(engine, QStringLiteral("counts"));
        s.pattern = Pattern::RandReadWrite;
        s.readPercent = 70;
        s.jobs = 2;
        auto target = openLaidOut(s, true);
        QVERIFY(target);
        std::atomic<bool> stop{false};
        const JobResult r = runJob(s, {target.get()}, stop);
        QVERIFY2(r.error.empty(), r.error.c_str());
        QCOMPARE(r.engine.name, engine == EngineChoice::IoUring ? std::string("io_uring") : std::string("psync"));
        QVERIFY(r.read.ios > 0);
        QVERIFY(r.write.ios > 0);
        QCOMPARE(r.read.bytes, r.read.ios * s.blockSize);
        QCOMPARE(r.write.bytes, r.write.ios * s.blockSize);
        QCOMPARE(r.read.histogram.total(), r.read.ios);
        QCOMPARE(r.write.histogram.total(), r.write.ios);
        QVERIFY(r.read.latMinNs > 0 && r.read.latMinNs <= r.read.meanLatNs() && r.read.meanLatNs() <= r.read.latMaxNs);
        // Per-worker figures add up to the totals.
        QCOMPARE(r.workers.size(), size_t(2));
        QCOMPARE(r.workers[0].readIos + r.workers[1].readIos, r.read.ios);
        QCOMPARE(r.workers[0].writeIos + r.workers[1].writeIos, r.write.ios);
        // The interval samples cover every measured I/O.
        uint64_t sampledReads = 0, sampledWrites = 0;
        for (const IntervalSample& sample : r.samples) {
            sampledReads += sample.read.ios;
            sampledWrites += sample.write.ios;
        }
        QVERIFY(r.samples.size() >= 3);
        // No sliver of a sample (the drain after the deadline) stands alone to show as a spike.
        for (const IntervalSample& sample : r.samples)
            QVERIFY2(sample.seconds >= 0.025, qPrintable(QString::number(sample.seconds)));
        QCOMPARE(sampledReads, r.read.ios);
        QCOMPARE(sampledWrites, r.write.ios);
        QVERIFY(r.seconds > 0.25);
        QVERIFY(!r.stopped);
    }

    void readMixHonoured_data() { addEngineRows(); }
    void readMixHonoured()
    {
        QFETCH(EngineChoice, engine);
        JobSpec s = spec(engine, QStringLiteral("mix"));
        s.pattern = Pattern::RandReadWrite;
        s.readPercent = 25;
        s.direct = false;  // the page cache makes 20,000 I/Os quick
        s.runtime = 0ns;
        s.byteTotal = 24000ULL * s.blockSize;
        auto target = openLaidOut(s, true);
        QVERIFY(target);
        std::atomic<bool> stop{false};
        const JobResult r = runJob(s, {target.get()}, stop);
        QVERIFY2(r.error.empty(), r.error.c_str());
        const uint64_t total = r.read.ios + r.write.ios;
        QVERIFY2(total >= 20000, qPrintable(QString::number(total)));
        QCOMPARE(total, uint64_t(24000));  // the byte total ends the job exactly
        const double readShare = double(r.read.ios) / double(total);
        QVERIFY2(std::abs(readShare - 0.25) <= 0.02, qPrintable(QString::number(readShare)));
    }

    void inFlightNeverAboveDepth_data()
    {
        QTest::addColumn<uint32_t>("depth");
        QTest::newRow("QD1") << 1u;
        QTest::newRow("QD4") << 4u;
        QTest::newRow("QD32") << 32u;
    }
    void inFlightNeverAboveDepth()
    {
        QFETCH(uint32_t, depth);
        JobSpec s = spec(EngineChoice::IoUring, QStringLiteral("depth"));
        s.queueDepth = depth;
        s.pattern = Pattern::RandRead;
        auto target = openLaidOut(s, false);
        QVERIFY(target);
        std::atomic<bool> stop{false};
        const JobResult r = runJob(s, {target.get()}, stop);
        QVERIFY2(r.error.empty(), r.error.c_str());
        QCOMPARE(r.workers.size(), size_t(1));
        QVERIFY(r.workers[0].maxInFlight <= depth);
        QCOMPARE(r.workers[0].maxInFlight, depth);  // and the depth is really used
    }

    // fio's io_uring options change how the ring runs, and the result says
    // what ran: the flags the ring was made with, what was registered, the
    // submission batch and the completions a wait asked for.
    void uringOptionsRunAndAreRecorded_data()
    {
        QTest::addColumn<QString>("options");
        QTest::addColumn<QString>("flags");  // in the ring's flag names
        QTest::addColumn<bool>("buffers");   // registered
        QTest::addColumn<bool>("files");
        QTest::addColumn<unsigned>("batch");
        QTest::addColumn<unsigned>("completeMin");
        QTest::newRow("defaults") << ""
                                  << "DEFER_TASKRUN" << true << true << 2u << 1u;
        QTest::newRow("sqthread_poll") << "sqpoll"
                                       << "SQPOLL" << true << true << 2u << 1u;
        QTest::newRow("sqthread_poll on CPU 0") << "sqpoll cpu0"
                                                << "SQ_AFF" << true << true << 2u << 1u;
        QTest::newRow("fixedbufs=0 registerfiles=0") << "plain"
                                                     << "DEFER_TASKRUN" << false << false << 2u << 1u;
        QTest::newRow("iodepth_batch_submit=8 complete_min=4") << "batch"
                                                               << "DEFER_TASKRUN" << true << true << 8u << 4u;
        QTest::newRow("cpus_allowed=0") << "cpu0"
                                        << "DEFER_TASKRUN" << true << true << 2u << 1u;
    }
    void uringOptionsRunAndAreRecorded()
    {
        QFETCH(QString, options);
        QFETCH(QString, flags);
        QFETCH(bool, buffers);
        QFETCH(bool, files);
        QFETCH(unsigned, batch);
        QFETCH(unsigned, completeMin);
        JobSpec s = spec(EngineChoice::IoUring, QStringLiteral("options"));
        s.sqthreadPoll = options.contains(QLatin1String("sqpoll"));
        s.sqthreadPollCpu = s.sqthreadPoll && options.contains(QLatin1String("cpu0")) ? 0 : -1;
        if (!s.sqthreadPoll && options.contains(QLatin1String("cpu0")))
            s.cpusAllowed = {0};
        s.fixedBufs = s.registerFiles = options != QLatin1String("plain");
        if (options == QLatin1String("batch")) {
            s.iodepthBatchSubmit = 8;
            s.iodepthBatchCompleteMin = 4;
        }
        QCOMPARE(QString::fromStdString(validateSpec(s)), QString());
        auto target = openLaidOut(s, false);
        QVERIFY(target);
        std::atomic<bool> stop{false};
        const JobResult r = runJob(s, {target.get()}, stop);
        QVERIFY2(r.error.empty(), r.error.c_str());
        QVERIFY(r.read.ios > 0);
        QVERIFY2(QString::fromStdString(r.engine.ringFlagNames).contains(flags), r.engine.ringFlagNames.c_str());
        QCOMPARE(r.engine.registeredBuffers, buffers);
        QCOMPARE(r.engine.registeredFiles, files);
        QCOMPARE(r.engine.submitBatch, batch);
        QCOMPARE(r.engine.completeMin, completeMin);
        QCOMPARE(r.workers.front().maxInFlight, s.queueDepth);
    }

    // An I/O larger than a page gets buffers on huge pages where the kernel
    // gives them (transparent huge pages "madvise" or "always"); 4 KiB I/Os
    // gain nothing from them and keep small pages.
    void largeBlocksGetHugePageBuffers()
    {
        QFile thp(QStringLiteral("/sys/kernel/mm/transparent_hugepage/enabled"));
        if (!thp.open(QIODevice::ReadOnly) || thp.readAll().contains("[never]"))
            QSKIP("transparent huge pages are off here");
        for (const uint64_t bs : {uint64_t(4096), uint64_t(1) << 20}) {
            JobSpec s = spec(EngineChoice::IoUring, QStringLiteral("huge"));
            s.blockSize = bs;
            s.runtime = 100ms;
            auto target = openLaidOut(s, false);
            QVERIFY(target);
            std::atomic<bool> stop{false};
            const JobResult r = runJob(s, {target.get()}, stop);
            QVERIFY2(r.error.empty(), r.error.c_str());
            QCOMPARE(r.engine.bufferPages, std::string(bs > 4096 ? "THP 2 MiB" : "4 KiB"));
        }
    }

    void stopEndsJobEarlyAndKeepsPartialResult_data() { addEngineRows(); }
    void stopEndsJobEarlyAndKeepsPartialResult()
    {
        QFETCH(EngineChoice, engine);
        JobSpec s = spec(engine, QStringLiteral("stop"));
        s.runtime = 60s;
        s.queueDepth = 16;
        auto target = openLaidOut(s, false);
        QVERIFY(target);
        std::atomic<bool> stop{false};
        std::thread stopper([&] {
            std::this_thread::sleep_for(300ms);
            stop.store(true);
        });
        const JobResult r = runJob(s, {target.get()}, stop);
        stopper.join();
        QVERIFY(r.stopped);
        QVERIFY(r.error.empty());
        QVERIFY(r.read.ios > 0);
        QVERIFY2(r.seconds < 30, "a stop request must end the job long before its runtime");
    }

    void rampIsNotCounted()
    {
        JobSpec s = spec(EngineChoice::IoUring, QStringLiteral("ramp"));
        s.rampTime = 300ms;
        s.runtime = 200ms;
        auto target = openLaidOut(s, false);
        QVERIFY(target);
        std::atomic<bool> stop{false};
        const JobResult r = runJob(s, {target.get()}, stop);
        QVERIFY2(r.error.empty(), r.error.c_str());
        QVERIFY(r.read.ios > 0);
        QVERIFY(r.seconds < 0.45);  // the measured span excludes the ramp (it would be >= 0.5 with it)
        for (const IntervalSample& sample : r.samples)
            QVERIFY(sample.t >= 0);
    }

    void rateCapHonoured()
    {
        JobSpec s = spec(EngineChoice::IoUring, QStringLiteral("rate"));
        s.rateIops = 200;
        s.runtime = 1s;
        auto target = openLaidOut(s, false);
        QVERIFY(target);
        std::atomic<bool> stop{false};
        const JobResult r = runJob(s, {target.get()}, stop);
        QVERIFY2(r.error.empty(), r.error.c_str());
        const double iops = r.iops(r.read);
        QVERIFY2(iops > 150 && iops < 230, qPrintable(QString::number(iops)));
    }

    void severalTargetsShareWorkers()
    {
        JobSpec s = spec(EngineChoice::IoUring, QStringLiteral("a"));
        s.targets.push_back(dir_.filePath(QStringLiteral("b")).toStdString());
        s.jobs = 4;
        std::vector<std::unique_ptr<Target>> owned;
        std::vector<Target*> targets;
        for (const std::string& path : s.targets) {
            JobSpec one = s;
            one.targets = {path};
            owned.push_back(openLaidOut(one, false));
            QVERIFY(owned.back());
            targets.push_back(owned.back().get());
        }
        std::atomic<bool> stop{false};
        const JobResult r = runJob(s, targets, stop);
        QVERIFY2(r.error.empty(), r.error.c_str());
        QCOMPARE(r.targets.size(), size_t(2));
        unsigned onFirst = 0, onSecond = 0;
        for (const WorkerTotals& w : r.workers) {
            (w.target == 0 ? onFirst : onSecond) += 1;
            QVERIFY(w.readIos > 0);
        }
        QCOMPARE(onFirst, 2u);
        QCOMPARE(onSecond, 2u);
    }

    void layoutWritesEveryByteOnceAndIsReused()
    {
        JobSpec s = spec(EngineChoice::IoUring, QStringLiteral("layout"));
        {
            auto target = openLaidOut(s, false);
            QVERIFY(target);
            QVERIFY2(target->info().layout.find("now") != std::string::npos, target->info().layout.c_str());
        }
        QFile file(dir_.filePath(QStringLiteral("layout")));
        QCOMPARE(file.size(), qint64(s.regionSize));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray head = file.read(1 << 20);
        QVERIFY(head.count('\0') < head.size() / 100);  // random data, not zeros
        file.close();
        auto again = openLaidOut(s, false);
        QVERIFY(again);
        QVERIFY2(again->info().layout.find("earlier") != std::string::npos, again->info().layout.c_str());
    }

    void directoryScratchFileIsRemoved()
    {
        QTemporaryDir scratchDir(QDir::tempPath() + QStringLiteral("/tst_engine-dir-XXXXXX"));
        JobSpec s = spec(EngineChoice::IoUring, QString());
        s.targets = {scratchDir.path().toStdString()};
        {
            auto target = openLaidOut(s, true);
            QVERIFY(target);
            QCOMPARE(target->info().kind, TargetKind::Directory);
            QVERIFY(QFile::exists(QString::fromStdString(target->info().ioPath)));
        }
        QVERIFY(QDir(scratchDir.path()).isEmpty());
        s.keepScratch = true;
        std::string kept;
        {
            auto target = openLaidOut(s, true);
            QVERIFY(target);
            kept = target->info().ioPath;
        }
        QVERIFY(QFile::exists(QString::fromStdString(kept)));
    }

    // A block-size split: each part's share of the whole I/Os within 2
    // percentage points of its percent, and the bytes moved are exactly the
    // sum of size x count (I/Os of any size fit in the region). Each row
    // moves the same bytes, about 1,600 I/Os, so a share may also be off by
    // up to 4 standard errors.
    void blockSplitSharesAndBytes_data()
    {
        QTest::addColumn<EngineChoice>("engine");
        QTest::addColumn<Pattern>("pattern");
        QTest::addColumn<bool>("direct");
        QTest::newRow("io_uring randrw") << EngineChoice::IoUring << Pattern::RandReadWrite << false;
        QTest::newRow("psync randrw") << EngineChoice::Sync << Pattern::RandReadWrite << false;
        QTest::newRow("io_uring seq rw") << EngineChoice::IoUring << Pattern::ReadWrite << false;
        QTest::newRow("io_uring randrw direct") << EngineChoice::IoUring << Pattern::RandReadWrite << true;
        QTest::newRow("psync randrw direct") << EngineChoice::Sync << Pattern::RandReadWrite << true;
    }
    void blockSplitSharesAndBytes()
    {
        QFETCH(EngineChoice, engine);
        QFETCH(Pattern, pattern);
        QFETCH(bool, direct);
        JobSpec s = spec(engine, QStringLiteral("split"));
        s.pattern = pattern;
        s.direct = direct;
        s.readPercent = 70;
        s.blockSplit = blockSplitFromText(QStringLiteral("4k/60:64k/30:1m/10"));
        s.blockSize = largestPart(s.blockSplit);
        s.regionSize = 16ULL << 20;
        s.jobs = 2;
        // A byte total, not a time: a loaded machine gives as many I/Os as an
        // idle one (about 790 per worker's 96 MiB at a mean of 124 KiB each).
        s.runtime = 0s;
        s.byteTotal = 96ULL << 20;
        QCOMPARE(QString::fromStdString(validateSpec(s)), QString());
        auto target = openLaidOut(s, s.writes());
        QVERIFY(target);
        std::atomic<bool> stop{false};
        const JobResult r = runJob(s, {target.get()}, stop);
        QVERIFY2(r.error.empty(), r.error.c_str());
        QCOMPARE(r.blockSplitIos.size(), s.blockSplit.size());
        uint64_t ios = 0, bytes = 0;
        for (size_t k = 0; k < s.blockSplit.size(); ++k) {
            ios += r.blockSplitIos[k];
            bytes += r.blockSplitIos[k] * s.blockSplit[k].size;
        }
        QCOMPARE(ios, r.read.ios + r.write.ios);
        QCOMPARE(r.read.bytes + r.write.bytes, bytes);
        QVERIFY2(ios >= 1000, qPrintable(QString::number(ios)));
        QString seen;
        for (size_t k = 0; k < s.blockSplit.size(); ++k) {
            const double p = s.blockSplit[k].percent / 100.0;
            const double tolerance = std::max(2.0, 400.0 * std::sqrt(p * (1 - p) / double(ios)));
            const double share = 100.0 * double(r.blockSplitIos[k]) / double(ios);
            seen += QStringLiteral(" %1/%2").arg(s.blockSplit[k].size).arg(share, 0, 'f', 2);
            QVERIFY2(std::abs(share - s.blockSplit[k].percent) <= tolerance, qPrintable(seen));
        }
        qInfo("%s: %llu I/Os, shares%s", r.engine.name.c_str(), qulonglong(ios), qPrintable(seen));
    }

    void withoutSplitNoPartCounts()
    {
        JobSpec s = spec(EngineChoice::IoUring, QStringLiteral("nosplit"));
        auto target = openLaidOut(s, false);
        QVERIFY(target);
        std::atomic<bool> stop{false};
        const JobResult r = runJob(s, {target.get()}, stop);
        QVERIFY2(r.error.empty(), r.error.c_str());
        QVERIFY(r.blockSplitIos.empty());
        QCOMPARE(r.read.bytes, r.read.ios * s.blockSize);
    }

    // Every size of a split is checked against the target, also when the
    // target was opened for other sizes.
    void blockSplitPartsAreCheckedAgainstTheTarget()
    {
        JobSpec s = spec(EngineChoice::IoUring, QStringLiteral("split-too-large"));
        auto target = openLaidOut(s, false);  // a 4 MiB region, opened for 4k
        QVERIFY(target);
        s.blockSplit = blockSplitFromText(QStringLiteral("4k/50:8m/50"));
        s.blockSize = largestPart(s.blockSplit);
        std::atomic<bool> stop{false};
        const JobResult r = runJob(s, {target.get()}, stop);
        QVERIFY2(r.error.find("larger than the region") != std::string::npos, r.error.c_str());
        QCOMPARE(r.read.ios, uint64_t(0));
    }

    // Short I/O: a completion with fewer bytes than asked counts those bytes,
    // never a whole I/O; the rest is issued again and, when it fails, the job
    // fails with where and why.

    // A write that crosses the file size limit (RLIMIT_FSIZE, ulimit -f) is
    // cut at the limit; the rest fails with EFBIG. Sequential 64 KiB writes
    // from offset 0, one at a time: the one at 4 MiB - 64 KiB writes 52 KiB.
    void shortWriteCountsItsBytesNotAnIo_data() { addEngineRows(); }
    void shortWriteCountsItsBytesNotAnIo()
    {
        QFETCH(EngineChoice, engine);
        JobSpec s = spec(engine, QStringLiteral("short-write-") + QString::fromStdString(engineChoiceName(engine)));
        s.pattern = Pattern::Write;
        s.blockSize = 64 << 10;
        s.queueDepth = 1;
        s.runtime = 30s;  // the limit ends it long before
        auto target = openLaidOut(s, true);
        QVERIFY(target);
        constexpr uint64_t kLimit = (4ULL << 20) - 12ULL * 1024;
        rlimit saved{};
        QCOMPARE(getrlimit(RLIMIT_FSIZE, &saved), 0);
        const rlimit lowered{kLimit, saved.rlim_max};
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &lowered), 0);
        std::atomic<bool> stop{false};
        const JobResult r = runJob(s, {target.get()}, stop);
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &saved), 0);

        const std::string says = "write of 65536 bytes at offset " + std::to_string((4 << 20) - (64 << 10)) + " of "
                                 + target->info().ioPath + " came back short (53248 done), and the rest, from offset "
                                 + std::to_string(kLimit) + ", failed: " + errorText(EFBIG);
        QCOMPARE(QString::fromStdString(r.error), QString::fromStdString(says));
        QCOMPARE(r.write.ios, uint64_t(63));  // the whole ones before the limit
        QCOMPARE(r.write.bytes, r.write.ios * s.blockSize + (64 - 12) * 1024ULL);
        QCOMPARE(r.write.histogram.total(), r.write.ios);
    }

    // A file truncated under a read job: the read across the new end comes
    // back short, the rest empty. The short part's bytes count, the I/O does
    // not, and the job fails naming the truncation, not just the short read.
    void shortReadAtATruncatedEndCountsItsBytesNotAnIo_data() { addEngineRows(); }
    void shortReadAtATruncatedEndCountsItsBytesNotAnIo()
    {
        QFETCH(EngineChoice, engine);
        JobSpec s = spec(engine, QStringLiteral("short-read-") + QString::fromStdString(engineChoiceName(engine)));
        s.pattern = Pattern::Read;
        s.blockSize = 64 << 10;
        s.queueDepth = 1;
        s.runtime = 30s;
        s.interval = 1s;  // the sequential stream meets the new end well before the first check
        auto target = openLaidOut(s, false);
        QVERIFY(target);
        constexpr off_t kNewSize = (4 << 20) - 12 * 1024;
        QCOMPARE(::ftruncate(target->fd(), kNewSize), 0);
        std::atomic<bool> stop{false};
        const JobResult r = runJob(s, {target.get()}, stop);

        QVERIFY2(r.error.find(target->info().ioPath + " was truncated to") != std::string::npos, r.error.c_str());
        QCOMPARE(r.read.ios, uint64_t(63));
        QCOMPARE(r.read.bytes, r.read.ios * s.blockSize + (64 - 12) * 1024ULL);
        QCOMPARE(r.read.histogram.total(), r.read.ios);
    }

    // A short completion mid-file whose rest then succeeds: no local target
    // gives one, so SURFIO_FAULT_SHORT_IO=3 submits every third I/O at half
    // its length and the kernel really completes it short. The same job (same
    // seed, so the same offsets and directions; a byte total, so the same
    // number of I/Os) counts exactly what it counts without the fault: each
    // I/O once, with all its bytes, one latency each; the rests were issued
    // again; with verify on, the halves written make whole checkable blocks.
    void shortCompletionsMidFileAreFinishedAndCountedOnce_data()
    {
        QTest::addColumn<EngineChoice>("engine");
        QTest::addColumn<Pattern>("pattern");
        QTest::addColumn<QString>("where");  // "file" or "device" (a loop device)
        QTest::addColumn<bool>("direct");
        QTest::addColumn<bool>("verify");
        QTest::addColumn<QString>("split");  // empty: 4k blocks
        for (const auto& [name, engine] :
             {std::pair{"io_uring", EngineChoice::IoUring}, {"psync", EngineChoice::Sync}}) {
            for (const auto& [rw, pattern] :
                 {std::pair{"read", Pattern::Read}, {"write", Pattern::Write}, {"randrw", Pattern::RandReadWrite}}) {
                for (const char* where : {"file", "device"})
                    QTest::addRow("%s, %s, %s", name, rw, where)
                        << engine << pattern << where << true << false << QString();
            }
            QTest::addRow("%s, randrw, file, buffered", name)
                << engine << Pattern::RandReadWrite << "file" << false << false << QString();
            QTest::addRow("%s, randrw, file, bssplit", name)
                << engine << Pattern::RandReadWrite << "file" << true << false << QStringLiteral("4k/50:12k/30:64k/20");
            QTest::addRow("%s, randrw, file, verify", name)
                << engine << Pattern::RandReadWrite << "file" << true << true << QString();
            QTest::addRow("%s, randrw, device, verify", name)
                << engine << Pattern::RandReadWrite << "device" << true << true << QString();
        }
    }
    void shortCompletionsMidFileAreFinishedAndCountedOnce()
    {
        QFETCH(EngineChoice, engine);
        QFETCH(Pattern, pattern);
        QFETCH(QString, where);
        QFETCH(bool, direct);
        QFETCH(bool, verify);
        QFETCH(QString, split);
        JobSpec s = spec(engine, QStringLiteral("short-mid-") + QString::fromStdString(engineChoiceName(engine)));
        s.pattern = pattern;
        s.readPercent = 60;
        s.direct = direct;
        s.verify = verify ? VerifyChoice::Crc32c : VerifyChoice::Off;
        s.byteTotal = 2ULL << 20;
        s.runtime = 120s;  // the byte total ends it
        if (!split.isEmpty()) {
            s.blockSplit = blockSplitFromText(split);
            s.blockSize = largestPart(s.blockSplit);
        }

        // A loop device over a file in /dev/shm, detached and removed by name.
        struct Device {
            QString image, path;
            ~Device()
            {
                if (!path.isEmpty())
                    testing::runTool(QStringLiteral("losetup"), {QStringLiteral("-d"), path});
                if (!image.isEmpty())
                    QFile::remove(image);
            }
        } device;
        if (where == QLatin1String("device")) {
            if (geteuid() != 0 || testing::tool(QStringLiteral("losetup")).isEmpty())
                QSKIP("needs root and losetup for a loop device");
            device.image = QStringLiteral("/dev/shm/surfio-tst_engine-short-%1.img").arg(getpid());
            QFile f(device.image);
            QVERIFY2(f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.resize(qint64(s.regionSize)),
                     qPrintable(f.errorString()));
            f.close();
            const testing::Run r = testing::runTool(QStringLiteral("losetup"),
                                                    {QStringLiteral("-f"), QStringLiteral("--show"), device.image});
            if (!r.ok() || !r.out.startsWith(QLatin1String("/dev/loop")))
                QSKIP(qPrintable(QStringLiteral("losetup cannot attach a loop device here: ") + r.err));
            device.path = r.out;
            s.targets = {device.path.toStdString()};
            s.allowWriteDevice = true;
        }
        auto target = openLaidOut(s, pattern != Pattern::Read);
        QVERIFY(target);

        const JobResult whole = runWithShortIo(s, *target, nullptr);
        QVERIFY2(whole.error.empty(), whole.error.c_str());
        const JobResult shortened = runWithShortIo(s, *target, "3");
        QVERIFY2(shortened.error.empty(), shortened.error.c_str());
        QCOMPARE(shortened.engine.name, whole.engine.name);
        QVERIFY2(shortened.engine.fallbackReason.find("SURFIO_FAULT_SHORT_IO=3") != std::string::npos,
                 shortened.engine.fallbackReason.c_str());

        // The same I/Os, each counted once with all its bytes and one latency.
        QCOMPARE(shortened.read.ios, whole.read.ios);
        QCOMPARE(shortened.write.ios, whole.write.ios);
        QCOMPARE(shortened.read.bytes, whole.read.bytes);
        QCOMPARE(shortened.write.bytes, whole.write.bytes);
        const uint64_t ios = shortened.read.ios + shortened.write.ios;
        if (split.isEmpty()) {
            QCOMPARE(ios, s.byteTotal / s.blockSize);
            QCOMPARE(shortened.read.bytes, shortened.read.ios * s.blockSize);
            QCOMPARE(shortened.write.bytes, shortened.write.ios * s.blockSize);
        } else {
            QCOMPARE(shortened.blockSplitIos, whole.blockSplitIos);
            QVERIFY(shortened.read.bytes + shortened.write.bytes >= s.byteTotal);
        }
        QCOMPARE(shortened.read.histogram.total(), shortened.read.ios);
        QCOMPARE(shortened.write.histogram.total(), shortened.write.ios);
        if (pattern == Pattern::Read)
            QCOMPARE(shortened.write.ios, uint64_t(0));
        if (pattern == Pattern::Write)
            QCOMPARE(shortened.read.ios, uint64_t(0));
        // The samples add up to the totals: no I/O's bytes land apart from it.
        uint64_t sampledIos = 0, sampledBytes = 0;
        for (const IntervalSample& sample : shortened.samples) {
            sampledIos += sample.read.ios + sample.write.ios;
            sampledBytes += sample.read.bytes + sample.write.bytes;
        }
        QCOMPARE(sampledIos, ios);
        QCOMPARE(sampledBytes, shortened.read.bytes + shortened.write.bytes);

        // Every third I/O came back short and had its rest issued; none without the fault.
        QCOMPARE(reissuedOf(whole), uint64_t(0));
        QVERIFY2(reissuedOf(shortened) >= ios / 3,
                 qPrintable(QStringLiteral("%1 rests issued for %2 I/Os").arg(reissuedOf(shortened)).arg(ios)));

        if (verify) {
            // The whole region read back, checked, every I/O shortened this time.
            JobSpec readBack = s;
            readBack.pattern = Pattern::Read;
            readBack.byteTotal = s.regionSize;
            const JobResult r = runWithShortIo(readBack, *target, "1");
            QVERIFY2(r.error.empty(), r.error.c_str());
            QCOMPARE(r.read.ios, s.regionSize / s.blockSize);
            QCOMPARE(reissuedOf(r), r.read.ios);
        }
    }

    // An I/O whose first part completes during the ramp and its rest after
    // it counts whole after it, or not at all: never its rest's bytes alone.
    // Every second I/O shortened, eight in flight: some are mid-way at the
    // ramp's end.
    void shortIosAcrossTheRampCountWhole_data() { addEngineRows(); }
    void shortIosAcrossTheRampCountWhole()
    {
        QFETCH(EngineChoice, engine);
        JobSpec s = spec(engine, QStringLiteral("short-ramp-") + QString::fromStdString(engineChoiceName(engine)));
        s.pattern = Pattern::RandReadWrite;
        s.readPercent = 50;
        s.blockSize = 64 << 10;
        s.rampTime = std::chrono::milliseconds(100);
        auto target = openLaidOut(s, true);
        QVERIFY(target);
        const JobResult r = runWithShortIo(s, *target, "2");
        QVERIFY2(r.error.empty(), r.error.c_str());
        QVERIFY(r.read.ios > 0 && r.write.ios > 0);
        QCOMPARE(r.read.bytes, r.read.ios * s.blockSize);
        QCOMPARE(r.write.bytes, r.write.ios * s.blockSize);
        QCOMPARE(r.read.histogram.total(), r.read.ios);
        QCOMPARE(r.write.histogram.total(), r.write.ios);
        QVERIFY(reissuedOf(r) > 0);
    }

    // The rest of a shortened write fails: it meets the file size limit
    // (RLIMIT_FSIZE) exactly where the first half ended. Every I/O is
    // shortened (SURFIO_FAULT_SHORT_IO=1); the 64 KiB write at 4 MiB - 64 KiB
    // writes 32 KiB, then its rest fails with EFBIG. The message names the
    // I/O, what was done and the offset where the rest failed; the half's
    // bytes count, the I/O does not.
    void aShortenedIoWhoseRestFailsSaysWhere_data() { addEngineRows(); }
    void aShortenedIoWhoseRestFailsSaysWhere()
    {
        QFETCH(EngineChoice, engine);
        JobSpec s =
            spec(engine, QStringLiteral("short-rest-fails-") + QString::fromStdString(engineChoiceName(engine)));
        s.pattern = Pattern::Write;
        s.blockSize = 64 << 10;
        s.queueDepth = 1;
        s.runtime = 30s;  // the limit ends it long before
        auto target = openLaidOut(s, true);
        QVERIFY(target);
        constexpr uint64_t kLimit = (4ULL << 20) - 32ULL * 1024;
        rlimit saved{};
        QCOMPARE(getrlimit(RLIMIT_FSIZE, &saved), 0);
        const rlimit lowered{kLimit, saved.rlim_max};
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &lowered), 0);
        const JobResult r = runWithShortIo(s, *target, "1");
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &saved), 0);

        const std::string says = "write of 65536 bytes at offset " + std::to_string((4 << 20) - (64 << 10)) + " of "
                                 + target->info().ioPath + " came back short (32768 done), and the rest, from offset "
                                 + std::to_string(kLimit) + ", failed: " + errorText(EFBIG);
        QCOMPARE(QString::fromStdString(r.error), QString::fromStdString(says));
        QCOMPARE(r.write.ios, uint64_t(63));
        QCOMPARE(r.write.bytes, r.write.ios * s.blockSize + 32ULL * 1024);
        QCOMPARE(r.write.histogram.total(), r.write.ios);
        QCOMPARE(reissuedOf(r), uint64_t(64));  // the 63 whole ones' rests, and the one that failed
    }

    // A value the switch cannot use stops the job before any I/O, saying how to set it.
    void aBadShortIoValueIsRefused()
    {
        JobSpec s = spec(EngineChoice::IoUring, QStringLiteral("short-bad-value"));
        auto target = openLaidOut(s, false);
        QVERIFY(target);
        for (const char* bad : {"three", "-1", "4294967296", "3x"}) {
            const JobResult r = runWithShortIo(s, *target, bad);
            QCOMPARE(QString::fromStdString(r.error),
                     QStringLiteral("SURFIO_FAULT_SHORT_IO=%1 is not a whole number from 0 to 4294967295: set it to N "
                                    "to submit one I/O in N at half its length, or unset it")
                         .arg(QLatin1String(bad)));
            QCOMPARE(r.read.ios, uint64_t(0));
        }
        const JobResult off = runWithShortIo(s, *target, "0");
        QVERIFY2(off.error.empty(), off.error.c_str());
        QVERIFY2(off.engine.fallbackReason.find("SURFIO_FAULT_SHORT_IO") == std::string::npos,
                 off.engine.fallbackReason.c_str());
        QCOMPARE(reissuedOf(off), uint64_t(0));
    }

    // The buffers' memory is checked against MemAvailable and, where the
    // process runs in a memory cgroup (a container, a systemd service), what
    // its cgroup and each ancestor still let it take: past that, the OOM
    // killer would end the run. A made-up /proc and /sys tree, v2 and v1.
    void bufferMemoryRespectsTheCgroupLimit_data()
    {
        QTest::addColumn<QString>("cgroupLine");  // of /proc/self/cgroup
        QTest::addColumn<QStringList>("files");   // path=content under the tree
        QTest::addColumn<uint32_t>("depth");      // of 64 MiB buffers, one job
        QTest::addColumn<QString>("says");        // empty: accepted
        const QStringList v2{"sys/fs/cgroup/box/memory.max=2147483648", "sys/fs/cgroup/box/memory.current=1073741824",
                             "sys/fs/cgroup/box/job/memory.max=max", "sys/fs/cgroup/box/job/memory.current=4096"};
        const QStringList v1{"sys/fs/cgroup/memory/box/memory.limit_in_bytes=2147483648",
                             "sys/fs/cgroup/memory/box/memory.usage_in_bytes=1073741824",
                             "sys/fs/cgroup/memory/memory.limit_in_bytes=9223372036854771712",
                             "sys/fs/cgroup/memory/memory.usage_in_bytes=8589934592"};
        // MemAvailable is 16 GiB; the cgroup leaves 1 GiB, of which Surfio takes half.
        QTest::newRow("v2, fits") << "0::/box/job" << v2 << uint32_t(4) << QString();
        QTest::newRow("v2, over the ancestor's limit")
            << "0::/box/job" << v2 << uint32_t(12) << "lets it take only 1024 MiB more";
        QTest::newRow("v1, fits") << "4:memory:/box" << v1 << uint32_t(4) << QString();
        QTest::newRow("v1, over") << "4:memory:/box" << v1 << uint32_t(12) << "lets it take only 1024 MiB more";
        QTest::newRow("no cgroup limit, fits") << "0::/" << QStringList{} << uint32_t(12) << QString();
        QTest::newRow("no cgroup limit, over MemAvailable")
            << "0::/" << QStringList{} << uint32_t(9 * 16) << "only 16384 MiB of memory is available";
    }
    void bufferMemoryRespectsTheCgroupLimit()
    {
        QFETCH(QString, cgroupLine);
        QFETCH(QStringList, files);
        QFETCH(uint32_t, depth);
        QFETCH(QString, says);
        QTemporaryDir root;
        QVERIFY(root.isValid());
        files << "proc/meminfo=MemTotal:       33554432 kB\nMemFree:        1000 kB\nMemAvailable:   16777216 kB\n"
              << "proc/self/cgroup=" + cgroupLine + "\n";
        for (const QString& file : files) {
            const qsizetype eq = file.indexOf('=');
            const QString path = root.filePath(file.left(eq));
            QVERIFY(QDir().mkpath(QFileInfo(path).path()));
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(file.mid(eq + 1).toUtf8());
        }
        JobSpec s = spec(EngineChoice::IoUring, QStringLiteral("unused"));
        s.queueDepth = depth;
        s.blockSize = 64 << 20;
        const Problem p = checkBufferMemory(s, root.path().toStdString() + "/");
        if (says.isEmpty()) {
            QVERIFY2(!p, p.message.c_str());
        } else {
            QVERIFY2(p && p.kind == Problem::Kind::Input, "accepted");
            QVERIFY2(QString::fromStdString(p.message).contains(says), p.message.c_str());
            QVERIFY2(QString::fromStdString(p.message).contains("lower --iodepth, --numjobs or --bs"),
                     p.message.c_str());
        }
    }

    void sequentialReadsAreSequential()
    {
        JobSpec s = spec(EngineChoice::IoUring, QStringLiteral("seq"));
        s.pattern = Pattern::Read;
        s.blockSize = 1 << 20;
        s.queueDepth = 4;
        auto target = openLaidOut(s, false);
        QVERIFY(target);
        std::atomic<bool> stop{false};
        const JobResult r = runJob(s, {target.get()}, stop);
        QVERIFY2(r.error.empty(), r.error.c_str());
        QCOMPARE(r.spec.effectiveRandomPercent(), 0);
        QVERIFY(r.read.ios > 4);  // more I/Os than the region holds blocks: the stream wrapped
        QCOMPARE(r.write.ios, uint64_t(0));
    }

    // --verify=crc32c: the layout and every write carry checkable headers, so
    // reads after them, or among them, find nothing wrong.
    void verifyFindsNothingWrongInWhatItWrote_data()
    {
        QTest::addColumn<EngineChoice>("engine");
        QTest::addColumn<QString>("split");  // empty: 4k blocks
        for (const auto& [name, engine] :
             {std::pair{"io_uring", EngineChoice::IoUring}, {"psync", EngineChoice::Sync}}) {
            QTest::newRow(name) << engine << QString();
            QTest::newRow((std::string(name) + ", bssplit").c_str()) << engine << QStringLiteral("4k/50:12k/30:64k/20");
        }
    }
    void verifyFindsNothingWrongInWhatItWrote()
    {
        QFETCH(EngineChoice, engine);
        QFETCH(QString, split);
        JobSpec s = spec(engine, QStringLiteral("verify-ok"));
        s.verify = VerifyChoice::Crc32c;
        s.queueDepth = 16;
        if (!split.isEmpty()) {
            s.blockSplit = blockSplitFromText(split);
            s.blockSize = largestPart(s.blockSplit);
        }
        auto target = openLaidOut(s, true);
        QVERIFY(target);
        QVERIFY2(target->info().layout.find("crc32c") != std::string::npos, target->info().layout.c_str());
        std::atomic<bool> stop{false};
        // Writes, then reads of them; then both at once, two jobs on one target.
        for (const auto& [pattern, jobs] : {std::pair{Pattern::RandWrite, 1u},
                                            {Pattern::RandRead, 1u},
                                            {Pattern::RandReadWrite, 2u},
                                            {Pattern::Read, 2u}}) {
            JobSpec pass = s;
            pass.pattern = pattern;
            pass.jobs = jobs;
            const JobResult r = runJob(pass, {target.get()}, stop);
            QVERIFY2(r.error.empty(), r.error.c_str());
            QCOMPARE(r.spec.verify, VerifyChoice::Crc32c);
            QVERIFY(r.read.ios + r.write.ios > 0);
            // Every measured read was checked or skipped, whole.
            QVERIFY(r.verify.recorded);
            QCOMPARE(r.verify.checkedReads + r.verify.skippedReads, r.read.ios);
            if (pattern == Pattern::RandWrite)
                QCOMPARE(r.verify.checkedReads, uint64_t(0));
            if (pattern == Pattern::RandRead || pattern == Pattern::Read) {
                // Nothing writes while they read: every read is checked.
                QVERIFY(r.verify.checkedReads > 0);
                QCOMPARE(r.verify.skippedReads, uint64_t(0));
                QCOMPARE(r.verify.checkedBytes, r.read.bytes);
            }
            if (engine == EngineChoice::Sync)  // one I/O at a time: no read overlaps a write
                QCOMPARE(r.verify.skippedReads, uint64_t(0));
        }
    }

    // A pure random read of a region laid out with verify headers checks
    // every read, every byte; without verify nothing is recorded.
    void verifyChecksEveryReadOfALaidOutRegion_data() { addEngineRows(); }
    void verifyChecksEveryReadOfALaidOutRegion()
    {
        QFETCH(EngineChoice, engine);
        const QString name = QStringLiteral("verify-layout");
        QFile::remove(dir_.filePath(name));
        JobSpec s = spec(engine, name);
        s.verify = VerifyChoice::Crc32c;
        s.pattern = Pattern::RandRead;
        s.queueDepth = 16;
        s.byteTotal = 4ULL << 20;  // as much as the region: random reads, some of them of blocks already read
        s.runtime = std::chrono::seconds(60);
        auto target = openLaidOut(s, true);
        QVERIFY(target);
        std::atomic<bool> stop{false};
        const JobResult r = runJob(s, {target.get()}, stop);
        QVERIFY2(r.error.empty(), r.error.c_str());
        QVERIFY(r.verify.recorded);
        QVERIFY(r.read.ios >= 1024);
        QCOMPARE(r.verify.checkedReads, r.read.ios);
        QCOMPARE(r.verify.skippedReads, uint64_t(0));
        QCOMPARE(r.verify.checkedBytes, r.read.bytes);
        QVERIFY(!r.verify.checkedNothing());

        JobSpec off = s;
        off.verify = VerifyChoice::Off;
        off.byteTotal = 256 << 10;
        const JobResult plain = runJob(off, {target.get()}, stop);
        QVERIFY2(plain.error.empty(), plain.error.c_str());
        QVERIFY(plain.read.ios > 0);
        QVERIFY(!plain.verify.recorded);
        QCOMPARE(plain.verify.checkedReads + plain.verify.skippedReads, uint64_t(0));
    }

    // Reads and writes of one job on a region of a single block: with
    // io_uring, a read prepared in the same batch as a write to that block
    // cannot be checked (the write may land while it reads), and is counted as
    // skipped. The seed fixes the mix of each batch, so some have both. psync
    // does one I/O at a time and checks every read.
    void verifyCountsTheReadsItSkips_data() { addEngineRows(); }
    void verifyCountsTheReadsItSkips()
    {
        QFETCH(EngineChoice, engine);
        const QString name = QStringLiteral("verify-skips");
        const JobSpec s = mixedVerify(engine, name, 4096, 8, 4ULL << 20);  // 1024 I/Os on one block
        auto target = openLaidOut(s, true);
        QVERIFY(target);
        std::atomic<bool> stop{false};
        const JobResult r = runJob(s, {target.get()}, stop);
        QVERIFY2(r.error.empty(), r.error.c_str());
        QVERIFY(r.read.ios > 100 && r.write.ios > 100);
        QVERIFY(r.verify.recorded);
        QCOMPARE(r.verify.checkedReads + r.verify.skippedReads, r.read.ios);
        QCOMPARE(r.verify.checkedBytes, r.verify.checkedReads * 4096);
        if (engine == EngineChoice::Sync) {
            QCOMPARE(r.verify.skippedReads, uint64_t(0));
        } else {
            QVERIFY2(r.verify.skippedReads > 0,
                     qPrintable(QStringLiteral("%1 reads, %2 checked").arg(r.read.ios).arg(r.verify.checkedReads)));
            QCOMPARE(r.verify.checkedNothing(), r.verify.checkedReads == 0);
        }
    }

    // On a region of many blocks, a read is skipped only when a write to its
    // own block was in flight: a handful in a thousand at QD16 over 16384
    // blocks. (The overlap check hashed the region into 64 buckets before,
    // and skipped about 16 % of such reads for writes elsewhere.)
    void verifySkipsOnlyReadsThatWritesTouch()
    {
        const QString name = QStringLiteral("verify-few-skips");
        // 8192 I/Os on 16384 blocks of 4k.
        const JobSpec s = mixedVerify(EngineChoice::IoUring, name, 64ULL << 20, 16, 32ULL << 20);
        auto target = openLaidOut(s, true);
        QVERIFY(target);
        std::atomic<bool> stop{false};
        const JobResult r = runJob(s, {target.get()}, stop);
        QVERIFY2(r.error.empty(), r.error.c_str());
        QVERIFY(r.read.ios > 2000);
        QCOMPARE(r.verify.checkedReads + r.verify.skippedReads, r.read.ios);
        QVERIFY2(r.verify.skippedReads * 100 < r.read.ios * 3,
                 qPrintable(QStringLiteral("%1 of %2 reads skipped").arg(r.verify.skippedReads).arg(r.read.ios)));
        QFile::remove(dir_.filePath(name));
    }

    // A block damaged between a write pass and a read pass fails the read
    // pass, naming the offset and what was expected and found there.
    void verifyFindsADamagedBlock_data()
    {
        QTest::addColumn<EngineChoice>("engine");
        QTest::addColumn<QString>("damage");
        for (const auto& [name, engine] : {std::pair{"io_uring", EngineChoice::IoUring}, {"psync", EngineChoice::Sync}})
            for (const char* damage : {"garbage", "flipped byte", "misplaced block"})
                QTest::newRow((std::string(name) + ", " + damage).c_str()) << engine << QString::fromLatin1(damage);
    }
    void verifyFindsADamagedBlock()
    {
        QFETCH(EngineChoice, engine);
        QFETCH(QString, damage);
        const QString name = QStringLiteral("verify-damaged");
        QFile::remove(dir_.filePath(name));
        JobSpec s = spec(engine, name);
        s.verify = VerifyChoice::Crc32c;
        s.pattern = Pattern::RandWrite;
        std::atomic<bool> stop{false};
        {
            auto target = openLaidOut(s, true);
            QVERIFY(target);
            const JobResult r = runJob(s, {target.get()}, stop);
            QVERIFY2(r.error.empty(), r.error.c_str());
            QVERIFY(r.write.ios > 0);
        }

        // Past the page cache, as the engine's direct reads see the file.
        const uint64_t at = uint64_t{37} * 4096;
        const std::string path = s.targets.front();
        const int fd = ::open(path.c_str(), O_RDWR | O_DIRECT);
        QVERIFY2(fd >= 0, qPrintable(qt_error_string(errno)));
        void* raw = nullptr;
        QCOMPARE(posix_memalign(&raw, 4096, 4096), 0);
        std::unique_ptr<char, decltype(&std::free)> block(static_cast<char*>(raw), &std::free);
        uint64_t firstBad = at;
        if (damage == "garbage") {
            std::memset(block.get(), 0xA5, 4096);
        } else if (damage == "flipped byte") {
            QCOMPARE(pread(fd, block.get(), 4096, off_t(at)), ssize_t(4096));
            block.get()[1024 + 200] ^= 0x10;  // in the third unit's data, past its header
            firstBad = at + 1024;
        } else {
            QCOMPARE(pread(fd, block.get(), 4096, off_t(at + 8ULL * 4096)), ssize_t(4096));  // a write meant elsewhere
        }
        QCOMPARE(pwrite(fd, block.get(), 4096, off_t(at)), ssize_t(4096));
        ::close(fd);
        const auto bad = checkVerified(block.get(), 4096, at);
        QVERIFY(bad);
        QCOMPARE(bad->offset, firstBad);

        JobSpec read = s;
        read.pattern = Pattern::Read;
        read.byteTotal = s.regionSize;  // the whole region once, through the damaged block
        read.runtime = std::chrono::seconds(60);
        auto target = openLaidOut(read, false);
        QVERIFY(target);
        const JobResult r = runJob(read, {target.get()}, stop);
        QCOMPARE(QString::fromStdString(r.error), QString::fromStdString(verifyFailure(target->info().ioPath, *bad)));
        const QString message = QString::fromStdString(r.error);
        QVERIFY2(message.contains(QStringLiteral("at offset %1:").arg(firstBad)), qPrintable(message));
        if (damage == "garbage")
            QVERIFY2(message.contains(QStringLiteral("found magic 0xa5a5a5a5")), qPrintable(message));
        else if (damage == "misplaced block")
            QVERIFY2(message.contains(QStringLiteral("found offset %1,").arg(at + 8ULL * 4096)), qPrintable(message));
        else
            QVERIFY2(
                message.contains(QStringLiteral("crc32c 0x%1;").arg(bad->found.crc, 8, 16, QLatin1Char('0')))
                    && message.contains(QStringLiteral("crc32c 0x%1 (").arg(bad->computedCrc, 8, 16, QLatin1Char('0'))),
                qPrintable(message));
        // Nothing past the damage was counted as read.
        QVERIFY(r.read.bytes <= firstBad + s.queueDepth * s.blockSize);
    }

    // Jobs sharing a target each get a part of the region: each part must hold a block.
    void verifyNeedsAPartForEachJob()
    {
        JobSpec s = spec(EngineChoice::IoUring, QStringLiteral("verify-parts"));
        s.verify = VerifyChoice::Crc32c;
        s.regionSize = 8192;
        s.jobs = 3;
        auto target = openLaidOut(s, true);
        QVERIFY(target);
        std::atomic<bool> stop{false};
        const JobResult r = runJob(s, {target.get()}, stop);
        QVERIFY2(r.error.find("each of the 3 jobs") != std::string::npos, r.error.c_str());
        s.jobs = 2;
        const JobResult fits = runJob(s, {target.get()}, stop);
        QVERIFY2(fits.error.empty(), fits.error.c_str());
    }
};

QTEST_GUILESS_MAIN(TestEngine)
#include "tst_engine.moc"
