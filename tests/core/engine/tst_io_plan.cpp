// Specifies io_plan.h: where each I/O of a worker goes and which way. Reads
// come with probability readPercent; an I/O is random with probability
// randomPercent, else it is the block after the previous I/O of the same
// direction; offsets are whole blocks inside the region; sequential streams
// wrap to the region start; the same seed gives the same plan. With a
// block-size split (SplitIoPlan), each I/O's size is part k with probability
// percent_k, offsets are multiples of the smallest part and the whole I/O
// fits in the region. Statistical checks use fixed seeds, so they are
// deterministic.

#include "core/engine/io_plan.h"
#include "tests/core/engine/block_split_text.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <tuple>
#include <vector>

using namespace surfio;

namespace {

constexpr uint64_t KiB = 1024;
constexpr uint64_t MiB = 1024 * KiB;
constexpr uint64_t kSeed = 0x5eed'5f10ULL;

struct Region {
    uint64_t offset;
    uint64_t size;
    uint64_t blockSize;
    uint64_t blocks() const { return size / blockSize; }
    uint64_t blockOf(uint64_t byteOffset) const { return (byteOffset - offset) / blockSize; }
};

// 1 MiB into the target, 2560 whole 4 KiB blocks and a 3000-byte tail that
// must never be touched.
constexpr Region kOddRegion{1 * MiB, 10 * MiB + 3000, 4 * KiB};

std::vector<IoPlan::Io> take(IoPlan& plan, size_t n)
{
    std::vector<IoPlan::Io> ios;
    ios.reserve(n);
    for (size_t i = 0; i < n; ++i)
        ios.push_back(plan.next());
    return ios;
}

// The share (0..1) of I/Os that do not continue their own direction's stream:
// whose block is not the one after the previous I/O of the same direction
// (after the last block, the next one is the first: a wrap is sequential).
// The first I/O of each direction has no predecessor and is not counted.
double nonSequentialShare(const std::vector<IoPlan::Io>& ios, const Region& r)
{
    bool seen[2] = {false, false};
    uint64_t previous[2] = {0, 0};
    uint64_t counted = 0;
    uint64_t jumps = 0;
    for (const auto& io : ios) {
        const int dir = io.read ? 0 : 1;
        const uint64_t block = r.blockOf(io.offset);
        if (seen[dir]) {
            ++counted;
            if (block != (previous[dir] + 1) % r.blocks())
                ++jumps;
        }
        seen[dir] = true;
        previous[dir] = block;
    }
    return counted ? double(jumps) / double(counted) : 0.0;
}

}  // namespace

class TestIoPlan : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void blocksIgnoreTheTail()
    {
        IoPlan plan(kOddRegion.offset, kOddRegion.size, kOddRegion.blockSize, 100, 100, kSeed, 0);
        QCOMPARE(plan.blocks(), uint64_t(2560));
        IoPlan exact(0, 64 * KiB, 4 * KiB, 100, 100, kSeed, 0);
        QCOMPARE(exact.blocks(), uint64_t(16));
    }

    void readShare_data()
    {
        QTest::addColumn<int>("readPercent");
        QTest::addColumn<int>("randomPercent");
        for (int read : {0, 5, 25, 50, 65, 75, 95, 100})
            for (int random : {0, 100})
                QTest::addRow("read %d%% random %d%%", read, random) << read << random;
    }
    void readShare()
    {
        QFETCH(int, readPercent);
        QFETCH(int, randomPercent);
        IoPlan plan(kOddRegion.offset, kOddRegion.size, kOddRegion.blockSize, readPercent, randomPercent, kSeed, 0);
        const size_t n = 50000;
        size_t reads = 0;
        for (const auto& io : take(plan, n))
            reads += io.read ? 1 : 0;
        if (readPercent == 0)
            QCOMPARE(reads, size_t(0));
        else if (readPercent == 100)
            QCOMPARE(reads, n);
        const double share = 100.0 * double(reads) / double(n);
        if (std::abs(share - readPercent) > 2.0)
            QFAIL(qPrintable(QStringLiteral("%1 % reads for readPercent %2").arg(share).arg(readPercent)));
    }

    void offsetsAreWholeBlocksInsideTheRegion_data()
    {
        QTest::addColumn<int>("readPercent");
        QTest::addColumn<int>("randomPercent");
        QTest::addColumn<qulonglong>("firstBlock");
        QTest::newRow("sequential reads") << 100 << 0 << 0ULL;
        QTest::newRow("sequential writes from the last block") << 0 << 0 << 2559ULL;
        QTest::newRow("sequential mix") << 50 << 0 << 1000ULL;
        QTest::newRow("random reads") << 100 << 100 << 0ULL;
        QTest::newRow("random mix") << 50 << 100 << 0ULL;
        QTest::newRow("half random mix") << 70 << 50 << 7ULL;
    }
    void offsetsAreWholeBlocksInsideTheRegion()
    {
        QFETCH(int, readPercent);
        QFETCH(int, randomPercent);
        QFETCH(qulonglong, firstBlock);
        const Region& r = kOddRegion;
        IoPlan plan(r.offset, r.size, r.blockSize, readPercent, randomPercent, kSeed, firstBlock);
        uint64_t lowest = UINT64_MAX;
        uint64_t highest = 0;
        for (const auto& io : take(plan, 50000)) {
            if (io.offset < r.offset || (io.offset - r.offset) % r.blockSize != 0
                || io.offset + r.blockSize > r.offset + r.size)
                QFAIL(qPrintable(QStringLiteral("offset %1 is not a whole block inside [%2, %3)")
                                     .arg(io.offset)
                                     .arg(r.offset)
                                     .arg(r.offset + r.size)));
            lowest = std::min(lowest, io.offset);
            highest = std::max(highest, io.offset);
        }
        // The whole region is used: the first block and the last whole one.
        QCOMPARE(lowest, r.offset);
        QCOMPARE(highest, r.offset + (r.blocks() - 1) * r.blockSize);
    }

    // randomPercent 0: block after block from firstBlock, back to the first
    // block after the last one. Region: 5 blocks of 4 KiB and a 100-byte tail,
    // 1 MiB into the target.
    void sequentialStream_data()
    {
        QTest::addColumn<int>("readPercent");
        QTest::addColumn<qulonglong>("firstBlock");
        QTest::addColumn<QList<qulonglong>>("blocks");
        QTest::newRow("reads from 0") << 100 << 0ULL << QList<qulonglong>{0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1};
        QTest::newRow("reads from 3") << 100 << 3ULL << QList<qulonglong>{3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4};
        QTest::newRow("writes from 4") << 0 << 4ULL << QList<qulonglong>{4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0};
        QTest::newRow("firstBlock past the end wraps in") << 100 << 7ULL << QList<qulonglong>{2, 3, 4, 0, 1, 2};
    }
    void sequentialStream()
    {
        QFETCH(int, readPercent);
        QFETCH(qulonglong, firstBlock);
        QFETCH(QList<qulonglong>, blocks);
        const Region r{1 * MiB, 5 * (4 * KiB) + 100, 4 * KiB};
        IoPlan plan(r.offset, r.size, r.blockSize, readPercent, 0, kSeed, firstBlock);
        QList<qulonglong> got;
        for (const auto& io : take(plan, size_t(blocks.size()))) {
            QCOMPARE(io.read, readPercent == 100);
            got.append(r.blockOf(io.offset));
            QCOMPARE(io.offset, r.offset + got.last() * r.blockSize);
        }
        QCOMPARE(got, blocks);
    }

    // With a mix, reads and writes each keep their own stream, as fio does:
    // the k-th read goes to block firstBlock + k, and so does the k-th write.
    void sequentialStreamsPerDirection_data()
    {
        QTest::addColumn<int>("readPercent");
        QTest::addColumn<qulonglong>("firstBlock");
        QTest::newRow("50 % reads from 3") << 50 << 3ULL;
        QTest::newRow("25 % reads from 0") << 25 << 0ULL;
        QTest::newRow("95 % reads from 4") << 95 << 4ULL;
    }
    void sequentialStreamsPerDirection()
    {
        QFETCH(int, readPercent);
        QFETCH(qulonglong, firstBlock);
        const Region r{1 * MiB, 5 * (4 * KiB) + 100, 4 * KiB};
        IoPlan plan(r.offset, r.size, r.blockSize, readPercent, 0, kSeed, firstBlock);
        uint64_t k[2] = {0, 0};
        for (const auto& io : take(plan, 2000)) {
            const int dir = io.read ? 0 : 1;
            const uint64_t expected = (firstBlock + k[dir]) % r.blocks();
            if (r.blockOf(io.offset) != expected)
                QFAIL(qPrintable(QStringLiteral("%1 #%2 went to block %3, expected %4")
                                     .arg(io.read ? QStringLiteral("read") : QStringLiteral("write"))
                                     .arg(k[dir])
                                     .arg(r.blockOf(io.offset))
                                     .arg(expected)));
            ++k[dir];
        }
        QVERIFY(k[0] > 0);
        QVERIFY(k[1] > 0);
    }

    // randomPercent 100: 64,000 I/Os over 16 equal slices of the region; a
    // chi-square over the slices below 37.7 (15 degrees of freedom, p = 0.001).
    void randomCoversTheRegionUniformly_data()
    {
        QTest::addColumn<int>("readPercent");
        QTest::newRow("reads") << 100;
        QTest::newRow("writes") << 0;
        QTest::newRow("mix") << 50;
    }
    void randomCoversTheRegionUniformly()
    {
        QFETCH(int, readPercent);
        const Region r{1 * MiB, 1600 * (4 * KiB) + 3000, 4 * KiB};  // 1600 blocks, 100 per slice
        IoPlan plan(r.offset, r.size, r.blockSize, readPercent, 100, kSeed, 0);
        const size_t n = 64000;
        std::vector<double> slices(16, 0.0);
        const auto ios = take(plan, n);
        for (const auto& io : ios)
            slices[r.blockOf(io.offset) * 16 / r.blocks()] += 1;
        const double expected = double(n) / 16;
        double chi2 = 0;
        for (double observed : slices)
            chi2 += (observed - expected) * (observed - expected) / expected;
        if (chi2 > 37.7)
            QFAIL(qPrintable(QStringLiteral("chi-square %1 over 16 slices").arg(chi2)));
        for (double observed : slices)
            QVERIFY(observed > 0.9 * expected && observed < 1.1 * expected);
        // Not sequential: the next block follows the previous one only by
        // chance, 1 in 1600.
        QVERIFY2(nonSequentialShare(ios, r) > 0.99, qPrintable(QString::number(nonSequentialShare(ios, r))));
    }

    // randomPercent r: an I/O is random with probability r/100, and a random
    // pick lands on the next block anyway with probability 1/blocks; so the
    // share of I/Os that break their stream is r/100 * (1 - 1/blocks).
    void randomShare_data()
    {
        QTest::addColumn<int>("randomPercent");
        QTest::addColumn<int>("readPercent");
        QTest::addColumn<qulonglong>("blocks");
        for (int random : {0, 25, 50, 75, 100})
            for (int read : {100, 50})
                for (qulonglong blocks : {1ULL, 4ULL, 1000ULL})
                    QTest::addRow("random %d%% read %d%% %llu blocks", random, read, blocks)
                        << random << read << blocks;
    }
    void randomShare()
    {
        QFETCH(int, randomPercent);
        QFETCH(int, readPercent);
        QFETCH(qulonglong, blocks);
        const Region r{1 * MiB, blocks * 4 * KiB + 100, 4 * KiB};
        IoPlan plan(r.offset, r.size, r.blockSize, readPercent, randomPercent, kSeed, 0);
        QCOMPARE(plan.blocks(), uint64_t(blocks));
        const double share = nonSequentialShare(take(plan, 50000), r);
        const double expected = randomPercent / 100.0 * (1.0 - 1.0 / double(blocks));
        if (std::abs(share - expected) > 0.02)
            QFAIL(qPrintable(QStringLiteral("%1 of I/Os break their stream, expected %2").arg(share).arg(expected)));
    }

    void sameSeedSamePlan_data()
    {
        QTest::addColumn<int>("readPercent");
        QTest::addColumn<int>("randomPercent");
        QTest::newRow("random reads") << 100 << 100;
        QTest::newRow("random mix") << 70 << 100;
        QTest::newRow("sequential mix") << 50 << 0;
        QTest::newRow("half random mix") << 50 << 50;
    }
    void sameSeedSamePlan()
    {
        QFETCH(int, readPercent);
        QFETCH(int, randomPercent);
        const Region& r = kOddRegion;
        auto plan = [&](uint64_t seed) {
            IoPlan p(r.offset, r.size, r.blockSize, readPercent, randomPercent, seed, 0);
            std::vector<std::pair<bool, uint64_t>> ios;
            for (const auto& io : take(p, 1000))
                ios.emplace_back(io.read, io.offset);
            return ios;
        };
        QVERIFY(plan(kSeed) == plan(kSeed));
        QVERIFY(plan(1) == plan(1));
        QVERIFY(plan(kSeed) != plan(kSeed + 1));
        QVERIFY(plan(0) != plan(1));
    }

    void belowStaysBelow_data()
    {
        QTest::addColumn<qulonglong>("n");
        QTest::newRow("1") << 1ULL;
        QTest::newRow("2") << 2ULL;
        QTest::newRow("3") << 3ULL;
        QTest::newRow("1000") << 1000ULL;
        QTest::newRow("2^40 + 1") << (1ULL << 40) + 1;
        QTest::newRow("2^63 + 1") << (1ULL << 63) + 1;
        QTest::newRow("2^64 - 1") << qulonglong(UINT64_MAX);
    }
    void belowStaysBelow()
    {
        QFETCH(qulonglong, n);
        Xoshiro256 rng(kSeed);
        uint64_t highest = 0;
        for (int i = 0; i < 100000; ++i) {
            const uint64_t v = rng.below(n);
            if (v >= n)
                QFAIL(qPrintable(QStringLiteral("below(%1) gave %2").arg(n).arg(v)));
            highest = std::max(highest, v);
        }
        // And reaches the top of its range: the largest of 100,000 draws is in
        // the top 0.1 % (for n = 1, it is 0).
        QVERIFY(highest >= n - 1 - (n - 1) / 1000);
    }

    // Three outcomes, 300,000 draws: chi-square below 13.8 (2 degrees of
    // freedom, p = 0.001).
    void belowThreeIsUniform()
    {
        Xoshiro256 rng(kSeed);
        double counts[3] = {0, 0, 0};
        const int n = 300000;
        for (int i = 0; i < n; ++i)
            counts[rng.below(3)] += 1;
        double chi2 = 0;
        for (double c : counts)
            chi2 += (c - n / 3.0) * (c - n / 3.0) / (n / 3.0);
        QVERIFY2(chi2 < 13.8, qPrintable(QStringLiteral("%1 %2 %3").arg(counts[0]).arg(counts[1]).arg(counts[2])));
    }

    // 1,000,000 I/Os: each part's share within 0.5 percentage points of its
    // percent (the standard error is at most 0.05 points).
    void splitShares_data()
    {
        QTest::addColumn<QString>("split");
        QTest::addColumn<int>("readPercent");
        QTest::addColumn<int>("randomPercent");
        QTest::newRow("4k/60:64k/30:1m/10 random reads") << "4k/60:64k/30:1m/10" << 100 << 100;
        QTest::newRow("4k/60:64k/30:1m/10 sequential mix") << "4k/60:64k/30:1m/10" << 70 << 0;
        QTest::newRow("4k/60:64k/30:1m/10 half random writes") << "4k/60:64k/30:1m/10" << 0 << 50;
        QTest::newRow("largest first") << "1m/10:4k/60:64k/30" << 50 << 100;
        QTest::newRow("one part") << "64k/100" << 100 << 100;
        QTest::newRow("1 % and 99 %") << "512/1:8k/99" << 100 << 100;
        QTest::newRow("a 0 % part is never drawn") << "4k/50:16k/0:8k/50" << 100 << 100;
        QTest::newRow("same size twice") << "4k/25:4k/75" << 100 << 100;
        QTest::newRow("eight parts") << "512/5:1k/5:2k/10:4k/30:8k/20:16k/15:32k/10:64k/5" << 65 << 100;
    }
    void splitShares()
    {
        QFETCH(QString, split);
        QFETCH(int, readPercent);
        QFETCH(int, randomPercent);
        const BlockSplit parts = blockSplitFromText(split);
        SplitIoPlan plan(kOddRegion.offset, kOddRegion.size, parts, readPercent, randomPercent, kSeed, 0);
        const size_t n = 1'000'000;
        std::vector<uint64_t> counts(parts.size(), 0);
        for (size_t i = 0; i < n; ++i) {
            const SplitIoPlan::Io io = plan.next();
            QCOMPARE(io.size, parts[io.part].size);
            ++counts[io.part];
        }
        for (size_t k = 0; k < parts.size(); ++k) {
            const double share = 100.0 * double(counts[k]) / double(n);
            if (parts[k].percent == 0)
                QCOMPARE(counts[k], uint64_t(0));
            if (std::abs(share - parts[k].percent) > 0.5)
                QFAIL(qPrintable(QStringLiteral("part %1 (%2 bytes): %3 % of I/Os, expected %4 %")
                                     .arg(k)
                                     .arg(parts[k].size)
                                     .arg(share)
                                     .arg(parts[k].percent)));
        }
    }

    // Every I/O lies wholly inside the region, at a multiple of the smallest
    // part from its start; random I/Os of each part reach both ends of where
    // they fit (the first and the last 1 % of the region).
    void splitOffsetsAlignedAndInside_data()
    {
        QTest::addColumn<QString>("split");
        QTest::addColumn<int>("readPercent");
        QTest::addColumn<int>("randomPercent");
        QTest::addColumn<qulonglong>("firstOffset");
        for (const char* split : {"4k/60:64k/30:1m/10", "512/50:1536/25:4k/25", "8k/10:128k/90"}) {
            QTest::addRow("%s random reads", split) << split << 100 << 100 << 0ULL;
            QTest::addRow("%s random mix", split) << split << 50 << 100 << 0ULL;
            QTest::addRow("%s sequential writes from the middle", split)
                << split << 0 << 0 << qulonglong(5 * MiB + 1234);
            QTest::addRow("%s 30 %% random mix", split) << split << 50 << 30 << qulonglong(3 * MiB);
        }
    }
    void splitOffsetsAlignedAndInside()
    {
        QFETCH(QString, split);
        QFETCH(int, readPercent);
        QFETCH(int, randomPercent);
        QFETCH(qulonglong, firstOffset);
        const BlockSplit parts = blockSplitFromText(split);
        const Region& r = kOddRegion;
        SplitIoPlan plan(r.offset, r.size, parts, readPercent, randomPercent, kSeed, firstOffset);
        uint64_t smallest = UINT64_MAX;
        for (const BlockSplitPart& part : parts)
            smallest = std::min(smallest, part.size);
        QCOMPARE(plan.alignment(), smallest);
        std::vector<uint64_t> lowest(parts.size(), UINT64_MAX), highest(parts.size(), 0);
        for (int i = 0; i < 200000; ++i) {
            const SplitIoPlan::Io io = plan.next();
            const bool sequentialOnly = randomPercent == 0;
            // Sequential streams advance by each I/O's size, so only random
            // offsets are bound to the smallest part when sizes are not its multiples.
            const bool aligned =
                (io.offset - r.offset) % smallest == 0 || (sequentialOnly && (io.offset - r.offset) % 512 == 0);
            if (io.offset < r.offset || !aligned || io.offset + io.size > r.offset + r.size)
                QFAIL(qPrintable(QStringLiteral("%1 bytes at %2: not aligned to %3 inside [%4, %5)")
                                     .arg(io.size)
                                     .arg(io.offset)
                                     .arg(smallest)
                                     .arg(r.offset)
                                     .arg(r.offset + r.size)));
            lowest[io.part] = std::min(lowest[io.part], io.offset);
            highest[io.part] = std::max(highest[io.part], io.offset);
        }
        if (randomPercent == 100) {
            for (size_t k = 0; k < parts.size(); ++k) {
                const uint64_t top = r.offset + (r.size - parts[k].size) / smallest * smallest;
                QVERIFY2(lowest[k] < r.offset + r.size / 100, qPrintable(QString::number(lowest[k])));
                QVERIFY2(highest[k] > top - r.size / 100, qPrintable(QString::number(highest[k])));
            }
        }
    }

    // randomPercent 0: each I/O of a direction starts where the previous one
    // of that direction ended, or at the region start when it would not fit
    // before the end.
    void splitSequentialStreams_data()
    {
        QTest::addColumn<QString>("split");
        QTest::addColumn<int>("readPercent");
        QTest::addColumn<qulonglong>("firstOffset");
        QTest::newRow("reads") << "4k/60:64k/30:1m/10" << 100 << 0ULL;
        QTest::newRow("writes from near the end") << "4k/60:64k/30:1m/10" << 0 << qulonglong(10 * MiB);
        QTest::newRow("mix") << "4k/60:64k/30:1m/10" << 50 << qulonglong(7 * MiB);
        QTest::newRow("sizes not multiples of the smallest") << "1536/50:4k/50" << 70 << 4096ULL;
    }
    void splitSequentialStreams()
    {
        QFETCH(QString, split);
        QFETCH(int, readPercent);
        QFETCH(qulonglong, firstOffset);
        const BlockSplit parts = blockSplitFromText(split);
        const Region& r = kOddRegion;
        SplitIoPlan plan(r.offset, r.size, parts, readPercent, 0, kSeed, firstOffset);
        const uint64_t start = r.offset + firstOffset / plan.alignment() * plan.alignment();
        uint64_t end[2] = {start, start};  // where each direction's next I/O goes
        uint64_t wraps[2] = {0, 0};
        uint64_t bytes[2] = {0, 0};
        for (int i = 0; i < 100000; ++i) {
            const SplitIoPlan::Io io = plan.next();
            const int dir = io.read ? 0 : 1;
            const bool fits = end[dir] + io.size <= r.offset + r.size;
            const uint64_t expected = fits ? end[dir] : r.offset;
            if (io.offset != expected)
                QFAIL(qPrintable(QStringLiteral("I/O %1 of %2 bytes went to %3, expected %4")
                                     .arg(i)
                                     .arg(io.size)
                                     .arg(io.offset)
                                     .arg(expected)));
            wraps[dir] += fits ? 0 : 1;
            bytes[dir] += io.size;
            end[dir] = io.offset + io.size;
        }
        // Between two wraps a stream covers at most the region, and more than
        // the region less the largest part (it wraps only when an I/O does
        // not fit); 100,000 I/Os go round many times.
        const uint64_t lapAtLeast = r.size - largestPart(parts);
        for (int dir : {0, 1}) {
            QVERIFY((wraps[dir] + 1) * r.size >= bytes[dir]);
            QVERIFY(wraps[dir] <= bytes[dir] / lapAtLeast + 1);
        }
        QVERIFY(wraps[0] + wraps[1] >= 10);
    }

    void splitSameSeedSamePlan()
    {
        const BlockSplit parts = blockSplitFromText(QStringLiteral("4k/60:64k/30:1m/10"));
        auto plan = [&](uint64_t seed) {
            SplitIoPlan p(kOddRegion.offset, kOddRegion.size, parts, 70, 50, seed, 0);
            std::vector<std::tuple<bool, uint64_t, uint64_t>> ios;
            for (int i = 0; i < 1000; ++i) {
                const SplitIoPlan::Io io = p.next();
                ios.emplace_back(io.read, io.offset, io.size);
            }
            return ios;
        };
        QVERIFY(plan(kSeed) == plan(kSeed));
        QVERIFY(plan(kSeed) != plan(kSeed + 1));
    }

    void nearbySeedsGiveUnrelatedStreams()
    {
        Xoshiro256 a(1), b(2);
        int equal = 0;
        for (int i = 0; i < 1000; ++i)
            equal += a.next() == b.next() ? 1 : 0;
        QCOMPARE(equal, 0);
    }
};

QTEST_GUILESS_MAIN(TestIoPlan)
#include "tst_io_plan.moc"
