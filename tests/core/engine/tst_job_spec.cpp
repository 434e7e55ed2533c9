// Specifies job_spec.h: what each I/O does once the pattern's implications
// are applied (effectiveReadPercent / effectiveRandomPercent), and
// validateSpec, which rejects what no target can fix with a message that
// names the option to change.

#include "core/engine/job_spec.h"
#include "tests/core/engine/block_split_text.h"

#include <QTest>

#include <algorithm>
#include <string>

using namespace surfio;
using namespace std::chrono_literals;

Q_DECLARE_METATYPE(surfio::Pattern)
Q_DECLARE_METATYPE(surfio::SizeRule)

namespace {

constexpr uint64_t MiB = uint64_t{1024} * 1024;

JobSpec validSpec()
{
    JobSpec spec;
    spec.targets = {"/tmp/surfio-test"};
    return spec;
}

// Options in fio's spelling, "engine=psync hipri=1", over a valid spec.
JobSpec specWith(const QString& options)
{
    JobSpec spec = validSpec();
    for (const QString& option : options.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString name = option.section(QLatin1Char('='), 0, 0);
        const QString value = option.section(QLatin1Char('='), 1);
        const int n = value.toInt();
        if (name == "engine")
            spec.engine = value == "psync" ? EngineChoice::Sync
                          : value == "fio" ? EngineChoice::Fio
                                           : EngineChoice::IoUring;
        else if (name == "direct")
            spec.direct = n != 0;
        else if (name == "iodepth")
            spec.queueDepth = uint32_t(n);
        else if (name == "sqthread_poll")
            spec.sqthreadPoll = n != 0;
        else if (name == "sqthread_poll_cpu")
            spec.sqthreadPollCpu = n;
        else if (name == "hipri")
            spec.hipri = n != 0;
        else if (name == "fixedbufs")
            spec.fixedBufs = n != 0;
        else if (name == "registerfiles")
            spec.registerFiles = n != 0;
        else if (name == "cpus_allowed")
            spec.cpusAllowed = parseCpuList(value.toStdString()).value();
        else if (name == "iodepth_batch_submit")
            spec.iodepthBatchSubmit = uint32_t(n);
        else if (name == "iodepth_batch_complete_min")
            spec.iodepthBatchCompleteMin = uint32_t(n);
        else
            qFatal("unknown option %s in the test data", qPrintable(name));
    }
    return spec;
}

}  // namespace

class TestJobSpec : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void patternNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<Pattern>("pattern");
        QTest::addColumn<QString>("canonical");
        QTest::newRow("read") << "read" << Pattern::Read << "read";
        QTest::newRow("write") << "write" << Pattern::Write << "write";
        QTest::newRow("randread") << "randread" << Pattern::RandRead << "randread";
        QTest::newRow("randwrite") << "randwrite" << Pattern::RandWrite << "randwrite";
        QTest::newRow("rw") << "rw" << Pattern::ReadWrite << "rw";
        QTest::newRow("randrw") << "randrw" << Pattern::RandReadWrite << "randrw";
        QTest::newRow("readwrite (fio alias)") << "readwrite" << Pattern::ReadWrite << "rw";
        QTest::newRow("seqread (fio alias)") << "seqread" << Pattern::Read << "read";
        QTest::newRow("seqwrite (fio alias)") << "seqwrite" << Pattern::Write << "write";
        QTest::newRow("seqrw (fio alias)") << "seqrw" << Pattern::ReadWrite << "rw";
    }
    void patternNames()
    {
        QFETCH(QString, name);
        QFETCH(Pattern, pattern);
        QFETCH(QString, canonical);
        const auto parsed = parsePattern(name.toStdString());
        QVERIFY(parsed.has_value());
        QCOMPARE(*parsed, pattern);
        QCOMPARE(QString::fromStdString(patternName(pattern)), canonical);
    }

    void unknownPatternsAreRejected()
    {
        QVERIFY(!parsePattern("").has_value());
        QVERIFY(!parsePattern("random").has_value());
        QVERIFY(!parsePattern("RandRead").has_value());
        QVERIFY(!parsePattern("trim").has_value());
    }

    // readPercent only counts for the mixes; the pure patterns imply 100 or 0.
    // percentageRandom -1 means 100 for rand* and 0 for the sequential ones;
    // any value 0..100 overrides the pattern, as fio's percentage_random does.
    // One parser beside engineChoiceName: every name it gives reads back, nothing else does.
    void engineNamesReadBack()
    {
        for (EngineChoice e : {EngineChoice::Auto, EngineChoice::IoUring, EngineChoice::Sync, EngineChoice::Fio})
            QCOMPARE(parseEngineChoice(engineChoiceName(e)), std::optional<EngineChoice>(e));
        for (const char* wrong : {"", "uring", "IO_URING", "sync", "libaio", "auto "})
            QVERIFY2(!parseEngineChoice(wrong), wrong);
    }

    void effectivePercents_data()
    {
        QTest::addColumn<Pattern>("pattern");
        QTest::addColumn<int>("readPercent");
        QTest::addColumn<int>("percentageRandom");
        QTest::addColumn<int>("effectiveRead");
        QTest::addColumn<int>("effectiveRandom");
        QTest::addColumn<bool>("reads");
        QTest::addColumn<bool>("writes");
        QTest::newRow("read") << Pattern::Read << 30 << -1 << 100 << 0 << true << false;
        QTest::newRow("write") << Pattern::Write << 30 << -1 << 0 << 0 << false << true;
        QTest::newRow("randread") << Pattern::RandRead << 30 << -1 << 100 << 100 << true << false;
        QTest::newRow("randwrite") << Pattern::RandWrite << 30 << -1 << 0 << 100 << false << true;
        QTest::newRow("rw 30") << Pattern::ReadWrite << 30 << -1 << 30 << 0 << true << true;
        QTest::newRow("randrw 30") << Pattern::RandReadWrite << 30 << -1 << 30 << 100 << true << true;
        QTest::newRow("randrw 100") << Pattern::RandReadWrite << 100 << -1 << 100 << 100 << true << false;
        QTest::newRow("randrw 0") << Pattern::RandReadWrite << 0 << -1 << 0 << 100 << false << true;
        QTest::newRow("read, 40 % random") << Pattern::Read << 30 << 40 << 100 << 40 << true << false;
        QTest::newRow("randread, 40 % random") << Pattern::RandRead << 30 << 40 << 100 << 40 << true << false;
        QTest::newRow("randwrite, 0 % random") << Pattern::RandWrite << 30 << 0 << 0 << 0 << false << true;
        QTest::newRow("rw, 100 % random") << Pattern::ReadWrite << 70 << 100 << 70 << 100 << true << true;
    }
    void effectivePercents()
    {
        QFETCH(Pattern, pattern);
        QFETCH(int, readPercent);
        QFETCH(int, percentageRandom);
        QFETCH(int, effectiveRead);
        QFETCH(int, effectiveRandom);
        QFETCH(bool, reads);
        QFETCH(bool, writes);
        JobSpec spec;
        spec.pattern = pattern;
        spec.readPercent = readPercent;
        spec.percentageRandom = percentageRandom;
        QCOMPARE(spec.effectiveReadPercent(), effectiveRead);
        QCOMPARE(spec.effectiveRandomPercent(), effectiveRandom);
        QCOMPARE(spec.reads(), reads);
        QCOMPARE(spec.writes(), writes);
    }

    void defaultSpecWithATargetIsValid() { QCOMPARE(QString::fromStdString(validateSpec(validSpec())), QString()); }

    // Direct I/O and verification each ask for whole 512-byte units; direct
    // I/O's rule is named first when a size breaks both.
    void sizeRules_data()
    {
        QTest::addColumn<qulonglong>("size");
        QTest::addColumn<bool>("direct");
        QTest::addColumn<bool>("verify");
        QTest::addColumn<SizeRule>("broken");
        QTest::newRow("4k, direct, verify") << 4096ULL << true << true << SizeRule::None;
        QTest::newRow("512, direct") << 512ULL << true << false << SizeRule::None;
        QTest::newRow("4000, direct") << 4000ULL << true << false << SizeRule::DirectIo;
        QTest::newRow("4000, buffered") << 4000ULL << false << false << SizeRule::None;
        QTest::newRow("4000, buffered, verify") << 4000ULL << false << true << SizeRule::Verify;
        QTest::newRow("4000, direct, verify") << 4000ULL << true << true << SizeRule::DirectIo;
        QTest::newRow("513, buffered") << 513ULL << false << false << SizeRule::None;
        QTest::newRow("1m + 512, buffered, verify") << qulonglong(MiB + 512) << false << true << SizeRule::None;
    }
    void sizeRules()
    {
        QFETCH(qulonglong, size);
        QFETCH(bool, direct);
        QFETCH(bool, verify);
        QFETCH(SizeRule, broken);
        QCOMPARE(brokenSizeRule(size, direct, verify ? VerifyChoice::Crc32c : VerifyChoice::Off), broken);
        // validateSpec refuses by the same rule.
        JobSpec spec = validSpec();
        spec.blockSize = size;
        spec.direct = direct;
        spec.verify = verify ? VerifyChoice::Crc32c : VerifyChoice::Off;
        const QString message = QString::fromStdString(validateSpec(spec));
        const QString option = broken == SizeRule::DirectIo ? QStringLiteral("--direct=0")
                               : broken == SizeRule::Verify ? QStringLiteral("--verify=off")
                                                            : QString();
        QVERIFY2(option.isEmpty() ? message.isEmpty() : message.contains(option), qPrintable(message));
    }

    // Each row changes one field of a valid spec. "option" empty: still valid.
    void validate_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<qlonglong>("value");
        QTest::addColumn<QString>("option");
        // Block size: 512 B .. 64 MiB, a multiple of 512 for direct I/O.
        QTest::newRow("bs 0") << "bs" << 0LL << "--bs";
        QTest::newRow("bs 511") << "bs" << 511LL << "--bs";
        QTest::newRow("bs 512") << "bs" << 512LL << "";
        QTest::newRow("bs 64 MiB") << "bs" << qlonglong(64 * MiB) << "";
        QTest::newRow("bs 64 MiB + 1") << "bs" << qlonglong(64 * MiB + 1) << "--bs";
        QTest::newRow("bs 64 MiB + 512") << "bs" << qlonglong(64 * MiB + 512) << "--bs";
        QTest::newRow("bs 4000, direct") << "bs" << 4000LL << "--bs";
        QTest::newRow("bs 4000, buffered") << "bs buffered" << 4000LL << "";
        QTest::newRow("bs 513, buffered") << "bs buffered" << 513LL << "";
        QTest::newRow("bs 511, buffered") << "bs buffered" << 511LL << "--bs";
        QTest::newRow("bs 64 MiB + 1, buffered") << "bs buffered" << qlonglong(64 * MiB + 1) << "--bs";
        // Queue depth 1 .. 65536.
        QTest::newRow("iodepth 0") << "iodepth" << 0LL << "--iodepth";
        QTest::newRow("iodepth 1") << "iodepth" << 1LL << "";
        QTest::newRow("iodepth 65536") << "iodepth" << 65536LL << "";
        QTest::newRow("iodepth 65537") << "iodepth" << 65537LL << "--iodepth";
        // Jobs 1 .. 256.
        QTest::newRow("numjobs 0") << "numjobs" << 0LL << "--numjobs";
        QTest::newRow("numjobs 256") << "numjobs" << 256LL << "";
        QTest::newRow("numjobs 257") << "numjobs" << 257LL << "--numjobs";
        // Read share 0 .. 100.
        QTest::newRow("rwmixread -1") << "rwmixread" << -1LL << "--rwmixread";
        QTest::newRow("rwmixread 0") << "rwmixread" << 0LL << "";
        QTest::newRow("rwmixread 100") << "rwmixread" << 100LL << "";
        QTest::newRow("rwmixread 101") << "rwmixread" << 101LL << "--rwmixread";
        // Random share -1 (the pattern's) or 0 .. 100.
        QTest::newRow("percentage_random 100") << "percentage_random" << 100LL << "";
        QTest::newRow("percentage_random 101") << "percentage_random" << 101LL << "--percentage_random";
        // A job must end: a runtime, or a byte total.
        QTest::newRow("runtime 0, no io_size") << "runtime" << 0LL << "--runtime";
        QTest::newRow("runtime 0, io_size 1 GiB") << "runtime with io_size" << 0LL << "";
        QTest::newRow("runtime -1 s") << "runtime" << -1'000'000'000LL << "--runtime";
        QTest::newRow("ramp_time -1 s") << "ramp_time" << -1'000'000'000LL << "--ramp_time";
        // The region must hold at least one block (region 4 KiB here).
        QTest::newRow("bs 8k, size 4k") << "bs in 4k region" << 8192LL << "--bs";
        QTest::newRow("bs 4k, size 4k") << "bs in 4k region" << 4096LL << "";
        // Each job works on one target: at least as many jobs as targets.
        QTest::newRow("3 targets, 2 jobs") << "targets, 2 jobs" << 3LL << "--numjobs";
        QTest::newRow("2 targets, 2 jobs") << "targets, 2 jobs" << 2LL << "";
        // The region's end must exist.
        QTest::newRow("offset near 2^64") << "offset" << -4096LL << "--offset";
        QTest::newRow("no target") << "no target" << 0LL << "--filename";
        // The time series resolution: at least 1 ms.
        QTest::newRow("sample_interval 1 ms") << "sample_interval" << 1'000'000LL << "";
        QTest::newRow("sample_interval 0.5 ms") << "sample_interval" << 500'000LL << "--sample_interval";
        // --verify=crc32c checks 512-byte units: block sizes and the region start are multiples of 512.
        QTest::newRow("verify, bs 4k") << "verify bs buffered" << 4096LL << "";
        QTest::newRow("verify, bs 4000 buffered") << "verify bs buffered" << 4000LL << "--verify=crc32c";
        QTest::newRow("verify, offset 512 buffered") << "verify offset buffered" << 512LL << "";
        QTest::newRow("verify, offset 100 buffered") << "verify offset buffered" << 100LL << "--offset=100";
        QTest::newRow("verify, bssplit part 1000 buffered") << "verify bssplit buffered" << 1000LL << "part 1000";
        QTest::newRow("verify, bssplit part 1024 buffered") << "verify bssplit buffered" << 1024LL << "";
        QTest::newRow("verify, engine fio") << "verify engine fio" << 0LL << "--engine=io_uring";
    }
    void validate()
    {
        QFETCH(QString, field);
        QFETCH(qlonglong, value);
        QFETCH(QString, option);
        JobSpec spec = validSpec();
        if (field == "bs") {
            spec.blockSize = uint64_t(value);
        } else if (field == "bs buffered") {
            spec.blockSize = uint64_t(value);
            spec.direct = false;
        } else if (field == "iodepth") {
            spec.queueDepth = uint32_t(value);
        } else if (field == "numjobs") {
            spec.jobs = uint32_t(value);
        } else if (field == "rwmixread") {
            spec.pattern = Pattern::RandReadWrite;
            spec.readPercent = int(value);
        } else if (field == "percentage_random") {
            spec.percentageRandom = int(value);
        } else if (field == "runtime") {
            spec.runtime = Nanoseconds(value);
        } else if (field == "runtime with io_size") {
            spec.runtime = Nanoseconds(value);
            spec.byteTotal = 1024 * MiB;
        } else if (field == "ramp_time") {
            spec.rampTime = Nanoseconds(value);
        } else if (field == "bs in 4k region") {
            spec.regionSize = 4096;
            spec.blockSize = uint64_t(value);
        } else if (field == "targets, 2 jobs") {
            spec.jobs = 2;
            spec.targets.assign(size_t(value), "/tmp/t");
        } else if (field == "offset") {
            spec.regionSize = 1 * MiB;
            spec.regionOffset = uint64_t(value);  // -4096 wraps to just below 2^64
        } else if (field == "no target") {
            spec.targets.clear();
        } else if (field == "sample_interval") {
            spec.interval = Nanoseconds(value);
        } else if (field.startsWith("verify")) {
            spec.verify = VerifyChoice::Crc32c;
            spec.direct = false;
            if (field == "verify bs buffered") {
                spec.blockSize = uint64_t(value);
            } else if (field == "verify offset buffered") {
                spec.regionOffset = uint64_t(value);
            } else if (field == "verify bssplit buffered") {
                spec.blockSplit = {{uint64_t(value), 50}, {8192, 50}};
                spec.blockSize = 8192;
            } else {
                spec.engine = EngineChoice::Fio;
            }
        } else {
            QFAIL("unknown field in the test data");
        }
        const QString message = QString::fromStdString(validateSpec(spec));
        if (option.isEmpty()) {
            QCOMPARE(message, QString());
        } else {
            QVERIFY2(!message.isEmpty(), "expected a message");
            QVERIFY2(message.contains(option), qPrintable(message));
        }
    }

    // A block-size split in fio's spelling; bs 0: the split's largest part,
    // as Matrix::expand() sets it. "option" empty: valid.
    void validateBlockSplit_data()
    {
        QTest::addColumn<QString>("split");
        QTest::addColumn<bool>("direct");
        QTest::addColumn<qulonglong>("bs");
        QTest::addColumn<qulonglong>("size");
        QTest::addColumn<QString>("option");
        QString parts64, parts65;
        for (int i = 0; i < 64; ++i)  // 36 parts of 2 % and 28 of 1 %
            parts64 += QStringLiteral("%1%2k/%3").arg(i ? ":" : "").arg(4 * (i + 1)).arg(i < 36 ? 2 : 1);
        parts65 = parts64 + QStringLiteral(":1m/0");
        QTest::newRow("4k/60:64k/30:1m/10") << "4k/60:64k/30:1m/10" << true << 0ULL << 0ULL << "";
        QTest::newRow("one part") << "64k/100" << true << 0ULL << 0ULL << "";
        QTest::newRow("a 0 % part") << "4k/50:8k/0:16k/50" << true << 0ULL << 0ULL << "";
        QTest::newRow("64 parts") << parts64 << true << 0ULL << 0ULL << "";
        QTest::newRow("65 parts") << parts65 << true << 0ULL << 0ULL << "--bssplit";
        QTest::newRow("part of 512 bytes") << "512/50:4k/50" << true << 0ULL << 0ULL << "";
        QTest::newRow("part of 256 bytes") << "256/50:4k/50" << true << 0ULL << 0ULL << "--bssplit";
        QTest::newRow("part of 256 bytes, buffered") << "256/50:4k/50" << false << 0ULL << 0ULL << "--bssplit";
        QTest::newRow("part of 64 MiB") << "4k/50:65536k/50" << true << 0ULL << 0ULL << "";
        QTest::newRow("part of 64 MiB + 512") << "4k/50:65537k/50" << true << 0ULL << 0ULL << "--bssplit";
        QTest::newRow("part of 4000, direct") << "4000/50:8k/50" << true << 0ULL << 0ULL << "--bssplit";
        QTest::newRow("part of 4000, buffered") << "4000/50:8k/50" << false << 0ULL << 0ULL << "";
        QTest::newRow("percents add to 90") << "4k/60:64k/30" << true << 0ULL << 0ULL << "--bssplit";
        QTest::newRow("percents add to 110") << "4k/60:64k/50" << true << 0ULL << 0ULL << "--bssplit";
        QTest::newRow("all parts 0 %") << "4k/0:64k/0" << true << 0ULL << 0ULL << "--bssplit";
        QTest::newRow("a percent of 101") << "4k/101:64k/0" << true << 0ULL << 0ULL << "--bssplit";
        QTest::newRow("bs below the largest part") << "4k/60:64k/40" << true << 4096ULL << 0ULL << "--bssplit";
        QTest::newRow("bs above the largest part") << "4k/60:64k/40" << true << qulonglong(MiB) << 0ULL << "--bssplit";
        QTest::newRow("largest part fits the region") << "4k/60:64k/40" << true << 0ULL << 65536ULL << "";
        QTest::newRow("largest part beyond the region") << "4k/60:1m/40" << true << 0ULL << 65536ULL << "--bssplit";
    }
    void validateBlockSplit()
    {
        QFETCH(QString, split);
        QFETCH(bool, direct);
        QFETCH(qulonglong, bs);
        QFETCH(qulonglong, size);
        QFETCH(QString, option);
        JobSpec spec = validSpec();
        spec.blockSplit = blockSplitFromText(split);
        spec.blockSize = bs ? bs : largestPart(spec.blockSplit);
        spec.direct = direct;
        spec.regionSize = size;
        const QString message = QString::fromStdString(validateSpec(spec));
        if (option.isEmpty()) {
            QCOMPARE(message, QString());
        } else {
            QVERIFY2(!message.isEmpty(), "expected a message");
            QVERIFY2(message.contains(option), qPrintable(message));
            QVERIFY2(message.contains(QLatin1Char(':')), qPrintable(message));  // and the fix after it
        }
    }

    // fio's cpus_allowed: indices and ranges; "" names none (any CPU).
    void cpuLists_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QString>("canonical");
        QTest::newRow("one CPU") << "3" << true << "3";
        QTest::newRow("a range") << "0-3" << true << "0-3";
        QTest::newRow("a range and one") << "0-3,5" << true << "0-3,5";
        QTest::newRow("two apart") << "0,2" << true << "0,2";
        QTest::newRow("neighbours collapse") << "0,1,2,3,5" << true << "0-3,5";
        QTest::newRow("two neighbours") << "4,5" << true << "4-5";
        QTest::newRow("unordered, repeated") << "5,0-3,2,5" << true << "0-3,5";
        QTest::newRow("overlapping ranges join") << "0-2,2-4,6-7" << true << "0-4,6-7";
        QTest::newRow("a range of one") << "2-2" << true << "2";
        QTest::newRow("spaces around items") << " 0 - 1 , 3 " << true << "0-1,3";
        QTest::newRow("empty: any CPU") << "" << true << "";
        QTest::newRow("the last index") << "8191" << true << "8191";
        QTest::newRow("beyond any machine") << "8192" << false << "";
        QTest::newRow("a range beyond any machine") << "0-4294967295" << false << "";
        QTest::newRow("reversed range") << "3-1" << false << "";
        QTest::newRow("negative") << "-1" << false << "";
        QTest::newRow("open range") << "2-" << false << "";
        QTest::newRow("empty item") << "0,,1" << false << "";
        QTest::newRow("trailing comma") << "0," << false << "";
        QTest::newRow("a word") << "all" << false << "";
        QTest::newRow("a hex mask (cpumask's, not cpus_allowed's)") << "0x3" << false << "";
        QTest::newRow("a sign") << "+1" << false << "";
    }
    void cpuLists()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QFETCH(QString, canonical);
        const auto cpus = parseCpuList(text.toStdString());
        QCOMPARE(cpus.has_value(), valid);
        if (!valid)
            return;
        QCOMPARE(QString::fromStdString(cpuListName(*cpus)), canonical);
        QVERIFY(std::is_sorted(cpus->begin(), cpus->end()));
        QCOMPARE(parseCpuList(cpuListName(*cpus)), cpus);  // the canonical spelling reads back the same
    }

    // fio's io_uring options over a valid spec (iodepth 1 unless given), on a
    // machine of "cpus" CPUs (0: another machine's, not known). "expected"
    // empty: valid; else what the message says, the option and the fix.
    void validateUringOptions_data()
    {
        QTest::addColumn<QString>("options");
        QTest::addColumn<uint>("cpus");
        QTest::addColumn<QStringList>("expected");
        const QStringList none = QStringList();
        QTest::newRow("defaults") << "" << 4u << none;
        QTest::newRow("all of them on io_uring")
            << "engine=io_uring iodepth=8 sqthread_poll=1 sqthread_poll_cpu=3 hipri=1 fixedbufs=0 registerfiles=0 "
               "cpus_allowed=0-3 iodepth_batch_submit=8 iodepth_batch_complete_min=8"
            << 4u << none;
        QTest::newRow("all of them through fio")
            << "engine=fio iodepth=8 sqthread_poll=1 hipri=1 cpus_allowed=1,3 iodepth_batch_submit=4" << 4u << none;
        // psync: they are io_uring's.
        QTest::newRow("psync, defaults") << "engine=psync" << 4u << none;
        for (const char* option : {"sqthread_poll=1", "hipri=1", "fixedbufs=0", "registerfiles=0",
                                   "iodepth_batch_complete_min=1 iodepth=2 iodepth_batch_submit=2"}) {
            const QString name =
                QString::fromLatin1(option).section(QLatin1Char(' '), -1).section(QLatin1Char('='), 0, 0);
            QTest::addRow("psync, %s", option) << QStringLiteral("engine=psync %1").arg(QLatin1String(option)) << 4u
                                               << QStringList{"--" + name, "--engine=psync", "--engine=io_uring"};
        }
        // cpus_allowed is fio's general option: psync workers are pinned too.
        QTest::newRow("psync, cpus_allowed") << "engine=psync cpus_allowed=0" << 4u << none;
        QTest::newRow("psync, sqthread_poll_cpu")
            << "engine=psync sqthread_poll=0 sqthread_poll_cpu=1" << 4u << QStringList{"--sqthread_poll_cpu", "psync"};
        QTest::newRow("psync, complete_min 2") << "engine=psync iodepth=4 iodepth_batch_complete_min=2" << 4u
                                               << QStringList{"--iodepth_batch_complete_min", "psync"};
        // sqthread_poll_cpu pins the thread sqthread_poll starts.
        QTest::newRow("sqthread_poll_cpu without sqthread_poll")
            << "sqthread_poll_cpu=1" << 4u << QStringList{"--sqthread_poll_cpu=1", "--sqthread_poll=1"};
        QTest::newRow("sqthread_poll without a CPU") << "sqthread_poll=1" << 4u << none;
        // CPUs this machine has.
        QTest::newRow("sqthread_poll_cpu, the last CPU") << "sqthread_poll=1 sqthread_poll_cpu=3" << 4u << none;
        QTest::newRow("sqthread_poll_cpu beyond the CPUs")
            << "sqthread_poll=1 sqthread_poll_cpu=4" << 4u << QStringList{"--sqthread_poll_cpu=4", "0 to 3"};
        QTest::newRow("sqthread_poll_cpu below -1")
            << "sqthread_poll=1 sqthread_poll_cpu=-2" << 4u << QStringList{"--sqthread_poll_cpu=-2", "0 to 3"};
        QTest::newRow("sqthread_poll_cpu on another machine") << "sqthread_poll=1 sqthread_poll_cpu=100" << 0u << none;
        QTest::newRow("cpus_allowed, the last CPU") << "cpus_allowed=0,3" << 4u << none;
        QTest::newRow("cpus_allowed beyond the CPUs")
            << "cpus_allowed=2-5" << 4u << QStringList{"--cpus_allowed=2-5", "CPU 4,", "0 to 3", "--cpus_allowed=0-3"};
        QTest::newRow("cpus_allowed on another machine") << "cpus_allowed=2-5" << 0u << none;
        // Batches no larger than the queue.
        QTest::newRow("batch submit = iodepth") << "iodepth=4 iodepth_batch_submit=4" << 4u << none;
        QTest::newRow("batch submit above iodepth")
            << "iodepth=4 iodepth_batch_submit=5" << 4u << QStringList{"--iodepth_batch_submit=5", "--iodepth=4", "0"};
        QTest::newRow("complete_min = iodepth") << "iodepth=4 iodepth_batch_complete_min=4" << 4u << none;
        QTest::newRow("complete_min above iodepth") << "iodepth=4 iodepth_batch_complete_min=5" << 4u
                                                    << QStringList{"--iodepth_batch_complete_min=5", "1 to 4"};
        QTest::newRow("complete_min 0") << "iodepth=4 iodepth_batch_complete_min=0" << 4u
                                        << QStringList{"--iodepth_batch_complete_min=0", "1 to 4"};
        // IOPOLL needs O_DIRECT.
        QTest::newRow("hipri, direct") << "hipri=1 direct=1" << 4u << none;
        QTest::newRow("hipri, buffered") << "hipri=1 direct=0" << 4u << QStringList{"--hipri", "--direct=1"};
    }
    void validateUringOptions()
    {
        QFETCH(QString, options);
        QFETCH(uint, cpus);
        QFETCH(QStringList, expected);
        const QString message = QString::fromStdString(validateSpec(specWith(options), cpus));
        if (expected.isEmpty())
            QCOMPARE(message, QString());
        for (const QString& e : expected)
            QVERIFY2(message.contains(e), qPrintable(QStringLiteral("\"%1\" should say \"%2\"").arg(message, e)));
    }

    // This machine's own count is the default: its last CPU passes, the next one does not.
    void validateAgainstThisMachine()
    {
        const unsigned cpus = configuredCpus();
        QVERIFY(cpus > 0);
        JobSpec spec = validSpec();
        spec.cpusAllowed = {cpus - 1};
        QCOMPARE(QString::fromStdString(validateSpec(spec)), QString());
        spec.cpusAllowed = {cpus};
        QVERIFY(QString::fromStdString(validateSpec(spec)).contains("--cpus_allowed"));
    }

    void blockSizesOfASplit()
    {
        JobSpec spec = validSpec();
        QCOMPARE(spec.blockSizes(), std::vector<uint64_t>{4096});
        spec.blockSplit = blockSplitFromText(QStringLiteral("1m/10:4k/60:64k/20:4k/10"));
        spec.blockSize = largestPart(spec.blockSplit);
        QCOMPARE(spec.blockSizes(), (std::vector<uint64_t>{4096, 65536, 1 * MiB}));
    }
};

QTEST_GUILESS_MAIN(TestJobSpec)
#include "tst_job_spec.moc"
