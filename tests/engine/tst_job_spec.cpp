// Specifies job_spec.h: what each I/O does once the pattern's implications
// are applied (effectiveReadPercent / effectiveRandomPercent), and
// validateSpec, which rejects what no target can fix with a message that
// names the option to change.

#include "block_split_text.h"
#include "job_spec.h"

#include <QTest>

#include <string>

using namespace surfio;
using namespace std::chrono_literals;

Q_DECLARE_METATYPE(surfio::Pattern)

namespace {

constexpr uint64_t MiB = uint64_t{1024} * 1024;

JobSpec validSpec()
{
    JobSpec spec;
    spec.targets = {"/tmp/surfio-test"};
    return spec;
}

} // namespace

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

    void defaultSpecWithATargetIsValid()
    {
        QCOMPARE(QString::fromStdString(validateSpec(validSpec())), QString());
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
