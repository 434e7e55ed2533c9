// Specifies latency_histogram.h: fio's log-linear latency layout (values below
// 128 ns exact, then 64 buckets per power of two, 29 groups, 1856 buckets), so
// that a bucket's midpoint is within 1/128 of every value in it and the bucket
// indices match fio's json+ "bins" one for one; and the counting, merging and
// percentile rules built on it.

#include "core/engine/latency_histogram.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <memory>
#include <random>
#include <vector>

using namespace surfio;
namespace h = surfio::histogram;

namespace {

// The largest value that still has a bucket of its own: the last group covers
// [2^33, 2^34) ns (about 8.6 s to 17.2 s).
constexpr uint64_t kLastExact = (uint64_t(1) << 34) - 1;

// Width of a bucket: how many consecutive values it holds.
uint64_t bucketWidth(size_t index)
{
    return h::bucketLow(index + 1) - h::bucketLow(index);
}

// The histograms are 15 KB each; keep them off the test's stack.
std::unique_ptr<LatencyHistogram> histogramOf(const std::vector<uint64_t>& values)
{
    auto hist = std::make_unique<LatencyHistogram>();
    for (uint64_t v : values)
        hist->add(v);
    return hist;
}

// Nearest rank: the ceil(p/100 * n)-th smallest value, at least the first.
uint64_t exactPercentile(const std::vector<uint64_t>& sorted, double p)
{
    const double rank = std::max(1.0, std::ceil(p / 100.0 * double(sorted.size())));
    return sorted[size_t(rank) - 1];
}

// Values across the whole range of the layout: every power of two, the value
// just below and just above it, and a fixed-seed log-uniform sample.
std::vector<uint64_t> valuesAcrossTheRange()
{
    std::vector<uint64_t> values;
    for (unsigned k = 0; k <= 33; ++k) {
        const uint64_t p = uint64_t(1) << k;
        values.push_back(p - 1);
        values.push_back(p);
        values.push_back(p + 1);
    }
    values.push_back(kLastExact);
    std::mt19937_64 rng(20240601);
    std::uniform_real_distribution<double> exponent(0.0, 34.0);
    for (int i = 0; i < 200000; ++i)
        values.push_back(std::min<uint64_t>(kLastExact, uint64_t(std::exp2(exponent(rng)))));
    return values;
}

}  // namespace

class TestLatencyHistogram : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // A bucket holds 53 bits; counts past that (only damaged input, e.g. a
    // fio JSON with "N": 1e20) saturate instead of wrapping to small numbers.
    void countsSaturate()
    {
        constexpr uint64_t max = LatencyHistogram::kMaxCount;
        LatencyHistogram h;
        h.addToBucket(5, max - 1);
        h.addToBucket(5, 10);
        QCOMPARE(h.count(5), max);
        h.addToBucket(7, UINT64_MAX);
        QCOMPARE(h.count(7), max);
        LatencyHistogram other;
        other.addToBucket(5, max);
        other.addToBucket(6, 3);
        h.merge(other);
        QCOMPARE(h.count(5), max);
        QCOMPARE(h.count(6), uint64_t(3));
    }

    void layoutConstants()
    {
        QCOMPARE(h::kValues, 64u);
        QCOMPARE(h::kGroups, 29u);
        QCOMPARE(h::kBuckets, size_t(1856));
        QVERIFY(LatencyHistogram{}.empty());
        QCOMPARE(sizeof(LatencyHistogram::Bin), size_t(8));  // a held bucket: index and count in one word
    }

    void smallValuesAreExact()
    {
        for (uint64_t v = 0; v < 128; ++v) {
            QCOMPARE(h::bucketOf(v), size_t(v));
            QCOMPARE(h::bucketLow(size_t(v)), v);
            QCOMPARE(h::bucketValue(size_t(v)), double(v));
        }
    }

    // Hand-computed with fio's plat_val_to_idx(): for v >= 128 let msb be the
    // index of v's highest set bit and errorBits = msb - 6; then
    // index = (errorBits + 1) * 64 + ((v >> errorBits) & 63).
    void fioIndex_data()
    {
        QTest::addColumn<qulonglong>("ns");
        QTest::addColumn<qulonglong>("index");
        QTest::addColumn<qulonglong>("low");
        QTest::addColumn<double>("value");
        // msb 7, errorBits 1: base 2*64 = 128, (128 >> 1) & 63 = 0. Two values per bucket.
        QTest::newRow("128") << 128ULL << 128ULL << 128ULL << 129.0;
        QTest::newRow("129 shares 128's bucket") << 129ULL << 128ULL << 128ULL << 129.0;
        QTest::newRow("130") << 130ULL << 129ULL << 130ULL << 131.0;
        // msb 7, errorBits 1: (255 >> 1) & 63 = 127 & 63 = 63 → 128 + 63.
        QTest::newRow("255") << 255ULL << 191ULL << 254ULL << 255.0;
        // msb 8, errorBits 2: base 3*64 = 192, (256 >> 2) & 63 = 64 & 63 = 0.
        QTest::newRow("256") << 256ULL << 192ULL << 256ULL << 258.0;
        // msb 9 (512 <= 1000 < 1024), errorBits 3: base 4*64 = 256,
        // (1000 >> 3) & 63 = 125 & 63 = 61 → 317. The bucket is [1000, 1008),
        // midpoint 1004.
        QTest::newRow("1000") << 1000ULL << 317ULL << 1000ULL << 1004.0;
        QTest::newRow("1007") << 1007ULL << 317ULL << 1000ULL << 1004.0;
        QTest::newRow("1008") << 1008ULL << 318ULL << 1008ULL << 1012.0;
        // 1 ms = 1,000,000 ns: msb 19 (524288 <= v < 1048576), errorBits 13:
        // base 14*64 = 896, (1000000 >> 13) & 63 = 122 & 63 = 58 → 954.
        // low = 2^19 + 58 * 2^13 = 999424, midpoint 999424 + 4096 = 1003520.
        QTest::newRow("1 ms") << 1000000ULL << 954ULL << 999424ULL << 1003520.0;
        // 2^33: msb 33, errorBits 27: base 28*64 = 1792, offset 0. The last group.
        QTest::newRow("2^33") << (1ULL << 33) << 1792ULL << (1ULL << 33) << double((1ULL << 33) + (1ULL << 26));
        // 2^34 - 1: offset 63 of the last group: the last bucket, 1855.
        QTest::newRow("2^34 - 1") << qulonglong(kLastExact) << 1855ULL << ((1ULL << 34) - (1ULL << 27))
                                  << double((1ULL << 34) - (1ULL << 26));
    }
    void fioIndex()
    {
        QFETCH(qulonglong, ns);
        QFETCH(qulonglong, index);
        QFETCH(qulonglong, low);
        QFETCH(double, value);
        QCOMPARE(qulonglong(h::bucketOf(ns)), index);
        QCOMPARE(qulonglong(h::bucketLow(size_t(index))), low);
        QCOMPARE(h::bucketValue(size_t(index)), value);
    }

    // Every bucket starts where the previous one ends: bucketLow is strictly
    // increasing and each bucket holds exactly [bucketLow(i), bucketLow(i+1)).
    void bucketsAreContiguous()
    {
        QCOMPARE(h::bucketLow(0), uint64_t(0));
        for (size_t i = 0; i + 1 < h::kBuckets; ++i) {
            const uint64_t low = h::bucketLow(i);
            const uint64_t nextLow = h::bucketLow(i + 1);
            if (!(low < nextLow))
                QFAIL(qPrintable(QStringLiteral("bucketLow(%1) = %2 is not below bucketLow(%3) = %4")
                                     .arg(i)
                                     .arg(low)
                                     .arg(i + 1)
                                     .arg(nextLow)));
            if (h::bucketOf(low) != i || h::bucketOf(nextLow - 1) != i)
                QFAIL(qPrintable(QStringLiteral("bucket %1 does not hold [%2, %3)").arg(i).arg(low).arg(nextLow)));
        }
        // The width doubles with each group of 64: 1 below 128, then 2, 4, ...
        QCOMPARE(bucketWidth(127), uint64_t(1));
        QCOMPARE(bucketWidth(128), uint64_t(2));
        QCOMPARE(bucketWidth(191), uint64_t(2));
        QCOMPARE(bucketWidth(192), uint64_t(4));
        QCOMPARE(bucketWidth(1854), uint64_t(1) << 27);
    }

    void valuesFallIntoTheirBucket()
    {
        size_t previousBucket = 0;
        uint64_t previousValue = 0;
        std::vector<uint64_t> values = valuesAcrossTheRange();
        std::sort(values.begin(), values.end());
        for (uint64_t v : values) {
            const size_t b = h::bucketOf(v);
            QVERIFY(b < h::kBuckets);
            const uint64_t upper = b + 1 < h::kBuckets ? h::bucketLow(b + 1) : kLastExact + 1;
            if (!(h::bucketLow(b) <= v && v < upper))
                QFAIL(qPrintable(QStringLiteral("%1 is not in its bucket %2 = [%3, %4)")
                                     .arg(v)
                                     .arg(b)
                                     .arg(h::bucketLow(b))
                                     .arg(upper)));
            // Monotone: a larger value never lands in an earlier bucket.
            if (v >= previousValue && b < previousBucket)
                QFAIL(qPrintable(QStringLiteral("%1 lands in bucket %2, before %3's bucket %4")
                                     .arg(v)
                                     .arg(b)
                                     .arg(previousValue)
                                     .arg(previousBucket)));
            previousBucket = b;
            previousValue = v;
        }
    }

    // The whole point of the layout: a bucket's value is within 1/128 (0.78 %)
    // of every value it holds, from 128 ns to ~17 s.
    void relativeErrorAtMostOneIn128()
    {
        double worst = 0.0;
        for (uint64_t v : valuesAcrossTheRange()) {
            if (v < 128)
                continue;  // exact, covered by smallValuesAreExact
            const double error = std::abs(h::bucketValue(h::bucketOf(v)) - double(v)) / double(v);
            if (error > 1.0 / 128)
                QFAIL(qPrintable(QStringLiteral("%1 ns reads back as %2: relative error %3 > 1/128")
                                     .arg(v)
                                     .arg(h::bucketValue(h::bucketOf(v)))
                                     .arg(error)));
            worst = std::max(worst, error);
        }
        // The bound is tight: the lowest value of a two-wide bucket (128) is
        // exactly 1/128 below the midpoint.
        QCOMPARE(worst, 1.0 / 128);
    }

    void hugeValuesClampToTheLastBucket_data()
    {
        QTest::addColumn<qulonglong>("ns");
        QTest::newRow("2^34 (~17.2 s)") << (1ULL << 34);
        QTest::newRow("60 s") << 60'000'000'000ULL;
        QTest::newRow("2^40") << (1ULL << 40);
        QTest::newRow("2^63") << (1ULL << 63);
        QTest::newRow("UINT64_MAX") << qulonglong(UINT64_MAX);
    }
    void hugeValuesClampToTheLastBucket()
    {
        QFETCH(qulonglong, ns);
        QCOMPARE(h::bucketOf(ns), h::kBuckets - 1);
        auto hist = std::make_unique<LatencyHistogram>();
        hist->add(ns);  // must not write past the array
        QCOMPARE(hist->count(h::kBuckets - 1), uint64_t(1));
        QCOMPARE(hist->total(), uint64_t(1));
    }

    void totalCountsEverySample()
    {
        auto hist = std::make_unique<LatencyHistogram>();
        QCOMPARE(hist->total(), uint64_t(0));
        hist->add(5);
        hist->add(5);
        hist->add(1000);
        hist->add(UINT64_MAX);
        QCOMPARE(hist->total(), uint64_t(4));
        QCOMPARE(hist->count(5), uint64_t(2));
        QCOMPARE(hist->count(317), uint64_t(1));
        hist->clear();
        QCOMPARE(hist->total(), uint64_t(0));
    }

    void mergeAddsCounts()
    {
        const auto a = histogramOf({1, 1, 200, 1000, 1000000});
        const auto b = histogramOf({1, 1000, 1000, 5000000000ULL});
        auto merged = std::make_unique<LatencyHistogram>(*a);
        merged->merge(*b);
        for (size_t i = 0; i < h::kBuckets; ++i)
            QCOMPARE(merged->count(i), a->count(i) + b->count(i));
        QCOMPARE(merged->total(), uint64_t(9));
        QCOMPARE(merged->count(1), uint64_t(3));
        QCOMPARE(merged->count(h::bucketOf(1000)), uint64_t(3));
        // b is left alone.
        QCOMPARE(b->total(), uint64_t(4));
    }

    void subtractGivesTheDifference()
    {
        // A running histogram and a snapshot of it taken earlier: what came in
        // between is the difference.
        const auto earlier = histogramOf({10, 300, 300, 70000});
        auto now = std::make_unique<LatencyHistogram>(*earlier);
        for (uint64_t v : {10ULL, 300ULL, 4000000ULL, 4000000ULL})
            now->add(v);
        now->subtract(*earlier);
        const auto expected = histogramOf({10, 300, 4000000, 4000000});
        for (size_t i = 0; i < h::kBuckets; ++i)
            QCOMPARE(now->count(i), expected->count(i));
        QCOMPARE(now->total(), uint64_t(4));
        QCOMPARE(now->count(h::bucketOf(70000)), uint64_t(0));
    }

    void percentileOfEmptyIsZero_data()
    {
        QTest::addColumn<double>("p");
        QTest::newRow("p0") << 0.0;
        QTest::newRow("p50") << 50.0;
        QTest::newRow("p99.9") << 99.9;
        QTest::newRow("p100") << 100.0;
    }
    void percentileOfEmptyIsZero()
    {
        QFETCH(double, p);
        QCOMPARE(LatencyHistogram{}.percentile(p), 0.0);
    }

    void percentileEnds()
    {
        const auto hist = histogramOf({7, 500, 20000, 3000000});
        // p0 and tiny p are the smallest sample, p100 the largest.
        QCOMPARE(hist->percentile(0.0), 7.0);
        QCOMPARE(hist->percentile(0.001), 7.0);
        QCOMPARE(hist->percentile(100.0), h::bucketValue(h::bucketOf(3000000)));
        // Nearest rank: 25 % of 4 is the 1st, 25.1 % the 2nd, 50 % the 2nd.
        QCOMPARE(hist->percentile(25.0), 7.0);
        QCOMPARE(hist->percentile(25.1), h::bucketValue(h::bucketOf(500)));
        QCOMPARE(hist->percentile(50.0), h::bucketValue(h::bucketOf(500)));
        QCOMPARE(hist->percentile(75.0), h::bucketValue(h::bucketOf(20000)));
    }

    // 1..100000 ns, each once: the p-th percentile is p * 1000 ns, read back
    // within the bucket error (1/128), plus one bucket for rank rounding.
    void percentilesOfUniform_data()
    {
        QTest::addColumn<double>("p");
        QTest::addColumn<double>("exact");
        QTest::newRow("p1") << 1.0 << 1000.0;
        QTest::newRow("p10") << 10.0 << 10000.0;
        QTest::newRow("p50") << 50.0 << 50000.0;
        QTest::newRow("p90") << 90.0 << 90000.0;
        QTest::newRow("p99") << 99.0 << 99000.0;
        QTest::newRow("p99.9") << 99.9 << 99900.0;
        QTest::newRow("p99.99") << 99.99 << 99990.0;
        QTest::newRow("p100") << 100.0 << 100000.0;
    }
    void percentilesOfUniform()
    {
        QFETCH(double, p);
        QFETCH(double, exact);
        auto hist = std::make_unique<LatencyHistogram>();
        for (uint64_t v = 1; v <= 100000; ++v)
            hist->add(v);
        const double got = hist->percentile(p);
        const double tolerance = exact / 128 + double(bucketWidth(h::bucketOf(uint64_t(exact))));
        if (std::abs(got - exact) > tolerance)
            QFAIL(qPrintable(QStringLiteral("p%1 = %2, expected %3 ± %4").arg(p).arg(got).arg(exact).arg(tolerance)));
    }

    // Samples from known distributions (fixed seed), compared with the exact
    // nearest-rank percentile of the same samples, computed by sorting.
    void percentilesOfSamples_data()
    {
        QTest::addColumn<QString>("distribution");
        QTest::addColumn<double>("p");
        const double ps[] = {0.0, 1.0, 10.0, 25.0, 50.0, 75.0, 90.0, 95.0, 99.0, 99.5, 99.9, 99.99, 100.0};
        for (const QString& d : {QStringLiteral("exponential"), QStringLiteral("lognormal")})
            for (double p : ps)
                QTest::addRow("%s p%g", qPrintable(d), p) << d << p;
    }
    void percentilesOfSamples()
    {
        QFETCH(QString, distribution);
        QFETCH(double, p);
        std::mt19937_64 rng(0x5eedULL);
        std::vector<uint64_t> sample;
        const size_t n = 100000;
        sample.reserve(n);
        if (distribution == QLatin1String("exponential")) {
            std::exponential_distribution<double> d(1.0 / 80000.0);  // mean 80 µs
            for (size_t i = 0; i < n; ++i)
                sample.push_back(uint64_t(std::llround(d(rng))));
        } else {
            std::lognormal_distribution<double> d(std::log(200000.0), 1.5);  // median 200 µs, long tail
            for (size_t i = 0; i < n; ++i)
                sample.push_back(std::min<uint64_t>(kLastExact, uint64_t(std::llround(d(rng)))));
        }
        const auto hist = histogramOf(sample);
        std::sort(sample.begin(), sample.end());
        const uint64_t exact = exactPercentile(sample, p);
        const double got = hist->percentile(p);
        const double error = exact == 0 ? got : std::abs(got - double(exact)) / double(exact);
        if (error > 1.0 / 128)
            QFAIL(qPrintable(
                QStringLiteral("p%1 = %2, exact %3: relative error %4 > 1/128").arg(p).arg(got).arg(exact).arg(error)));
        // Same rule as fio: the value of the bucket that holds the ranked sample.
        QCOMPARE(got, h::bucketValue(h::bucketOf(exact)));
    }

    void sharedHistogramBehavesLikeThePlainOne()
    {
        const std::vector<uint64_t> values{0, 3, 127, 128, 1000, 1000, 65536, 1000000, 9000000000ULL, UINT64_MAX};
        auto shared = std::make_unique<SharedLatencyHistogram>();
        for (uint64_t v : values)
            shared->add(v);
        const auto plain = histogramOf(values);

        auto into = std::make_unique<LatencyHistogram>();
        shared->addTo(*into);
        for (size_t i = 0; i < h::kBuckets; ++i)
            QCOMPARE(into->count(i), plain->count(i));
        QCOMPARE(into->total(), uint64_t(values.size()));
        QCOMPARE(into->percentile(50), plain->percentile(50));

        // addTo adds, it does not overwrite.
        shared->addTo(*into);
        QCOMPARE(into->total(), 2 * uint64_t(values.size()));
        QCOMPARE(into->count(h::bucketOf(1000)), uint64_t(4));

        // reset empties the shared histogram; what was taken stays taken.
        shared->reset();
        auto after = std::make_unique<LatencyHistogram>();
        shared->addTo(*after);
        QCOMPARE(after->total(), uint64_t(0));
        QCOMPARE(into->total(), 2 * uint64_t(values.size()));
        shared->add(42);
        shared->addTo(*after);
        QCOMPARE(after->total(), uint64_t(1));
        QCOMPARE(after->count(42), uint64_t(1));
    }

    void keepsOnlyHeldBucketsInOrder()
    {
        const auto hist = histogramOf({1000000, 5, 1000, 5, 70000, 1000});
        const std::vector<LatencyHistogram::Bin>& bins = hist->bins();
        QCOMPARE(bins.size(), size_t(4));
        for (size_t i = 1; i < bins.size(); ++i)
            QVERIFY(bins[i - 1].index < bins[i].index);
        QCOMPARE(size_t(bins[0].index), size_t(5));
        QCOMPARE(uint64_t(bins[0].count), uint64_t(2));
        QCOMPARE(hist->count(h::bucketOf(1000)), uint64_t(2));
        QCOMPARE(hist->count(6), uint64_t(0));
        // Many samples in one bucket need no more room.
        auto many = std::make_unique<LatencyHistogram>();
        many->addToBucket(300, 1ULL << 40);
        many->addToBucket(300, 3);
        QCOMPARE(many->bins().size(), size_t(1));
        QCOMPARE(many->count(300), (1ULL << 40) + 3);
        many->addToBucket(301, 0);
        QCOMPARE(many->bins().size(), size_t(1));
    }

    void copiesShareUntilChanged()
    {
        auto a = histogramOf({10, 300, 300, 70000});
        LatencyHistogram b = *a;
        QVERIFY(b.sharesWith(*a));
        b.add(300);
        QVERIFY(!b.sharesWith(*a));
        QCOMPARE(a->count(h::bucketOf(300)), uint64_t(2));  // the copy's change stays in the copy
        QCOMPARE(b.count(h::bucketOf(300)), uint64_t(3));
        // Merging into an empty histogram takes the other's buckets without copying them.
        LatencyHistogram c;
        c.merge(*a);
        QVERIFY(c.sharesWith(*a));
        c.merge(b);
        QVERIFY(!c.sharesWith(*a));
        QCOMPARE(c.total(), a->total() + b.total());
        QCOMPARE(a->total(), uint64_t(4));
        a->clear();
        QCOMPARE(c.total(), uint64_t(9));
    }

    void subtractNeverGoesBelowZero()
    {
        // Counts that did not only grow (a restarted source) leave empty buckets, not wrapped ones.
        auto now = histogramOf({10, 300});
        now->subtract(*histogramOf({10, 10, 300, 70000}));
        QVERIFY(now->empty());
        QCOMPARE(now->total(), uint64_t(0));
        QCOMPARE(now->percentile(99), 0.0);
    }
};

QTEST_GUILESS_MAIN(TestLatencyHistogram)
#include "tst_latency_histogram.moc"
