// A volume's two limits, read from synthetic sweeps with known limits: an IOPS
// limit and a bandwidth limit are found where the data shows each on a plateau
// of at least two points, a point below both does not drag them down, a
// latency-bound sweep yields none, and the 256 KiB-units model is reported
// only where it fits better than min.

#include "core/analysis/roofline.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <functional>

using namespace surfio;

Q_DECLARE_METATYPE(std::vector<surfio::RooflinePoint>)

namespace {

constexpr double KiB = 1024;
constexpr double MiB = 1024 * 1024;

using Curve = std::function<double(uint64_t blockSize)>;

std::vector<uint64_t> doubling(uint64_t from, uint64_t to)
{
    std::vector<uint64_t> sizes;
    for (uint64_t bs = from; bs <= to; bs *= 2)
        sizes.push_back(bs);
    return sizes;
}

// Deterministic jitter in [-1, 1], one value per point in turn.
double jitter(size_t i)
{
    static const double pattern[] = {1.0, -1.0, 0.3, -0.6, 0.7, -0.2, -0.9, 0.5, 0.1, -0.4};
    return pattern[i % std::size(pattern)];
}

// One point per size on the curve, each off by up to ±noise.
std::vector<RooflinePoint> sweep(const std::vector<uint64_t>& sizes, const Curve& iops, double noise = 0)
{
    std::vector<RooflinePoint> points;
    for (size_t i = 0; i < sizes.size(); ++i)
        points.push_back({sizes[i], iops(sizes[i]) * (1 + noise * jitter(i))});
    return points;
}

Curve roof(double iopsLimit, double bandwidthLimit)
{
    return [=](uint64_t bs) { return std::min(iopsLimit, bandwidthLimit / double(bs)); };
}

// The cloud model: an I/O above 256 KiB counts as ceil(bs / 256 KiB) I/Os.
Curve unitsRoof(double iopsLimit, double bandwidthLimit)
{
    return [=](uint64_t bs) {
        const double units = std::ceil(double(bs) / double(kCloudUnitBytes));
        return std::min(iopsLimit / units, bandwidthLimit / double(bs));
    };
}

// A device without a cap at queue depth 1: 100 µs per I/O plus 1 GB/s transfer.
double queueDepthOne(uint64_t bs)
{
    return 1 / (100e-6 + double(bs) / 1e9);
}

QString boundsText(const std::vector<Bound>& bounds)
{
    QString text;
    for (Bound b : bounds)
        text += b == Bound::Iops ? u'i' : b == Bound::Bandwidth ? u'b' : u'n';
    return text;
}

bool near(double actual, double expected, double tolerance)
{
    if (expected == 0)
        return actual == 0;
    return std::fabs(actual - expected) <= tolerance * expected;
}

}  // namespace

class TestRoofline : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void limits_data()
    {
        QTest::addColumn<std::vector<RooflinePoint>>("points");
        QTest::addColumn<double>("iopsLimit");  // 0: none reported
        QTest::addColumn<double>("bandwidthLimit");
        QTest::addColumn<double>("crossover");
        QTest::addColumn<double>("tolerance");  // relative, for the limits and the crossover
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("bounds");      // i: IOPS, b: bandwidth, n: neither; in the points' order
        QTest::addColumn<double>("maxResidual");  // at most: a point below both is that far under the roof

        const auto to1m = doubling(4096, 1 << 20);
        QTest::newRow("clean: 3000 IOPS, 24 MiB/s")
            << sweep(to1m, roof(3000, 24 * MiB)) << 3000.0 << 24 * MiB << 24 * MiB / 3000 << 0.01 << "min"
            << "iibbbbbbb" << 0.01;
        QTest::newRow("noise ±3 %") << sweep(to1m, roof(3000, 24 * MiB), 0.03) << 3000.0 << 24 * MiB << 24 * MiB / 3000
                                    << 0.05 << "min"
                                    << "iibbbbbbb" << 0.07;
        QTest::newRow("a point below both at the knee does not drag the limits down")
            << sweep(to1m, [](uint64_t bs) { return roof(5000, 40 * MiB)(bs) * (bs == 16384 ? 0.8 : 1); }) << 5000.0
            << 40 * MiB << 40 * MiB / 5000 << 0.01 << "min"
            << "iinbbbbbb" << 0.25;
        // The simulated volume: a limits-style sweep on a device
        // throttled at 5,000 IOPS and 40 MiB/s, measured with ±2 % jitter.
        QTest::newRow("throttled at 5000 IOPS, 40 MiB/s: crossover near 8 KiB")
            << sweep(to1m, roof(5000, 40 * MiB), 0.02) << 5000.0 << 40 * MiB << 8 * KiB << 0.05 << "min"
            << "iibbbbbbb" << 0.05;
        QTest::newRow("a crossover on a measured size: that point is on both plateaus")
            << sweep(to1m, roof(5000, 5000 * 8 * KiB)) << 5000.0 << 5000 * 8 * KiB << 8 * KiB << 0.01 << "min"
            << "ibbbbbbbb" << 0.01;
        // Crossover at 5.5 KiB: 4 KiB alone reaches 3000 IOPS, not a plateau.
        QTest::newRow("one point at the IOPS limit: not shown")
            << sweep(to1m, roof(3000, 16 * MiB)) << 0.0 << 16 * MiB << 0.0 << 0.01 << "min"
            << "nbbbbbbbb" << 16 * MiB / 4096 / 3000 - 1;
        QTest::newRow("only an IOPS plateau")
            << sweep(doubling(4096, 65536), roof(3000, 1024 * MiB)) << 3000.0 << 0.0 << 0.0 << 0.01 << "min"
            << "iiiii" << 0.01;
        QTest::newRow("only a bandwidth plateau")
            << sweep(doubling(16384, 1 << 20), roof(100000, 100 * MiB)) << 0.0 << 100 * MiB << 0.0 << 0.01 << "min"
            << "bbbbbbb" << 0.01;
        QTest::newRow("neither: latency-bound at queue depth 1")
            << sweep(to1m, queueDepthOne) << 0.0 << 0.0 << 0.0 << 0.0 << "min"
            << "nnnnnnnnn" << 0.0;
        QTest::newRow("neither: latency-bound at queue depth 1, noise ±3 %")
            << sweep(to1m, queueDepthOne, 0.03) << 0.0 << 0.0 << 0.0 << 0.0 << "min"
            << "nnnnnnnnn" << 0.0;
        // 20 µs + bs / 2 GB/s: from 1 MiB the transfer rate holds within 5 %.
        QTest::newRow("latency-bound up to 4 MiB: its transfer rate is a limit, its top is not")
            << sweep(doubling(4096, 4 << 20), [](uint64_t bs) { return 1 / (20e-6 + double(bs) / 2e9); }) << 0.0 << 2e9
            << 0.0 << 0.05 << "min"
            << "nnnnnnnbbbb" << 2e9 * (20e-6 + 4096 / 2e9) / 4096 - 1;
        // 200 µs + bs / 250 MB/s under a 3000 IOPS cap: the cap holds to 32 KiB.
        QTest::newRow("an IOPS cap at queue depth 1: the cap, then latency")
            << sweep(doubling(4096, 262144),
                     [](uint64_t bs) { return std::min(3000.0, 1 / (200e-6 + double(bs) / 250e6)); })
            << 3000.0 << 0.0 << 0.0 << 0.01 << "min"
            << "iiiinnn" << 3000 * (200e-6 + 262144 / 250e6) - 1;
        QTest::newRow("queue depth 1 under a 40 MiB/s throttle: the bandwidth limit")
            << sweep(to1m, [](uint64_t bs) { return std::min(queueDepthOne(bs), 40 * MiB / double(bs)); }) << 0.0
            << 40 * MiB << 0.0 << 0.01 << "min"
            << "nbbbbbbbb" << 0.07;
        // B / I = 224 KiB: 384 KiB (192 KiB a unit) and 640 KiB (213 KiB) are
        // IOPS-bound in units, 256, 512, 768 KiB and 1 MiB bandwidth-bound.
        const std::vector<uint64_t> cloudSizes{4096,   16384,  65536,  131072, 262144,
                                               393216, 524288, 655360, 786432, 1048576};
        QTest::newRow("256 KiB units") << sweep(cloudSizes, unitsRoof(3000, 3000 * 224 * KiB)) << 3000.0
                                       << 3000 * 224 * KiB << 224 * KiB << 0.01 << "256k-units"
                                       << "iiiibibibb" << 0.01;
    }

    void limits()
    {
        QFETCH(std::vector<RooflinePoint>, points);
        QFETCH(double, iopsLimit);
        QFETCH(double, bandwidthLimit);
        QFETCH(double, crossover);
        QFETCH(double, tolerance);
        QFETCH(QString, model);
        QFETCH(QString, bounds);
        QFETCH(double, maxResidual);

        const RooflineFit fit = fitRoofline(points);
        QVERIFY(fit.fitted);
        QVERIFY2(near(fit.iopsLimit, iopsLimit, tolerance), qPrintable(QString::number(fit.iopsLimit)));
        QVERIFY2(near(fit.bandwidthLimit, bandwidthLimit, tolerance),
                 qPrintable(QString::number(fit.bandwidthLimit / MiB) + QStringLiteral(" MiB/s")));
        QVERIFY2(near(fit.crossoverBlockSize, crossover, tolerance),
                 qPrintable(QString::number(fit.crossoverBlockSize)));
        QCOMPARE(QString::fromLatin1(rooflineModelName(fit.model)), model);
        QCOMPARE(boundsText(fit.bounds), bounds);
        QVERIFY2(fit.maxResidual <= maxResidual + 1e-9, qPrintable(QString::number(fit.maxResidual)));

        double highestIops = 0, highestBandwidth = 0;
        for (const RooflinePoint& p : points) {
            highestIops = std::max(highestIops, p.iops);
            highestBandwidth = std::max(highestBandwidth, p.iops * double(p.blockSize));
        }
        QCOMPARE(fit.highestIops, highestIops);
        QCOMPARE(fit.highestBandwidth, highestBandwidth);
    }

    void modelChoice_data()
    {
        QTest::addColumn<std::vector<RooflinePoint>>("points");
        QTest::addColumn<QString>("model");
        QTest::addColumn<double>("otherAtLeast");  // otherModelResidual − maxResidual

        const std::vector<uint64_t> cloudSizes{4096,   16384,  65536,  131072, 262144,
                                               393216, 524288, 655360, 786432, 1048576};
        QTest::newRow("no point above 256 KiB: equal, min")
            << sweep(doubling(4096, 262144), roof(3000, 24 * MiB)) << "min" << 0.0;
        QTest::newRow("power-of-two sizes: both fit, min")
            << sweep(doubling(4096, 1 << 20), roof(3000, 24 * MiB)) << "min" << 0.0;
        QTest::newRow("cloud data, power-of-two sizes: alike, min")
            << sweep(doubling(4096, 1 << 20), unitsRoof(3000, 1024 * MiB)) << "min" << 0.0;
        QTest::newRow("cloud data, sizes between: 256k-units by far")
            << sweep(cloudSizes, unitsRoof(3000, 3000 * 224 * KiB)) << "256k-units" << 0.1;
    }

    void modelChoice()
    {
        QFETCH(std::vector<RooflinePoint>, points);
        QFETCH(QString, model);
        QFETCH(double, otherAtLeast);

        const RooflineFit fit = fitRoofline(points);
        QVERIFY(fit.fitted);
        QCOMPARE(QString::fromLatin1(rooflineModelName(fit.model)), model);
        QVERIFY2(fit.otherModelResidual - fit.maxResidual >= otherAtLeast - 1e-9,
                 qPrintable(QStringLiteral("%1 against %2").arg(fit.otherModelResidual).arg(fit.maxResidual)));
    }

    void tooFewBlockSizes_data()
    {
        QTest::addColumn<std::vector<RooflinePoint>>("points");
        QTest::newRow("none") << std::vector<RooflinePoint>{};
        QTest::newRow("two block sizes") << std::vector<RooflinePoint>{{4096, 3000}, {8192, 3000}};
        QTest::newRow("three points, two block sizes")
            << std::vector<RooflinePoint>{{4096, 3000}, {8192, 3000}, {8192, 2990}};
        QTest::newRow("a third size without IOPS")
            << std::vector<RooflinePoint>{{4096, 3000}, {8192, 3000}, {16384, 0}};
    }

    void tooFewBlockSizes()
    {
        QFETCH(std::vector<RooflinePoint>, points);
        const RooflineFit fit = fitRoofline(points);
        QVERIFY(!fit.fitted);
        QCOMPARE(fit.iopsLimit, 0.0);
        QCOMPARE(fit.bandwidthLimit, 0.0);
        QCOMPARE(fit.bounds.size(), points.size());
        QCOMPARE(rooflineIops(fit, 4096), 0.0);
    }

    void unsortedPointsKeepTheirOrder()
    {
        const std::vector<RooflinePoint> sorted = sweep(doubling(4096, 1 << 20), roof(3000, 24 * MiB));
        std::vector<RooflinePoint> shuffled;
        QString expected;
        for (size_t i : {5, 0, 8, 2, 1, 7, 3, 6, 4}) {
            shuffled.push_back(sorted[i]);
            expected += i < 2 ? u'i' : u'b';
        }
        const RooflineFit fit = fitRoofline(shuffled);
        QCOMPARE(boundsText(fit.bounds), expected);
        QCOMPARE(fit.iopsLimit, fitRoofline(sorted).iopsLimit);
        QCOMPARE(fit.bandwidthLimit, fitRoofline(sorted).bandwidthLimit);
    }

    void rooflineIopsOnTheFit_data()
    {
        QTest::addColumn<std::vector<RooflinePoint>>("points");
        QTest::addColumn<uint64_t>("blockSize");
        QTest::addColumn<double>("iops");

        const auto clean = sweep(doubling(4096, 1 << 20), roof(3000, 24 * MiB));
        QTest::newRow("min: on the IOPS plateau") << clean << uint64_t(4096) << 3000.0;
        QTest::newRow("min: on the bandwidth plateau") << clean << uint64_t(1 << 20) << 24.0;
        QTest::newRow("min: between the sizes measured") << clean << uint64_t(49152) << 24 * MiB / 49152;
        const std::vector<uint64_t> cloudSizes{4096,   16384,  65536,  131072, 262144,
                                               393216, 524288, 655360, 786432, 1048576};
        const auto cloud = sweep(cloudSizes, unitsRoof(3000, 3000 * 224 * KiB));
        QTest::newRow("256k-units: 384 KiB counts as two I/Os") << cloud << uint64_t(393216) << 1500.0;
        QTest::newRow("256k-units: 640 KiB counts as three") << cloud << uint64_t(655360) << 1000.0;
        QTest::newRow("a bandwidth limit not reported does not cap")
            << sweep(doubling(4096, 65536), roof(3000, 1024 * MiB)) << uint64_t(1 << 20) << 3000.0;
        QTest::newRow("no limit reported: no roof")
            << sweep(doubling(4096, 1 << 20), queueDepthOne) << uint64_t(4096) << 0.0;
    }

    void rooflineIopsOnTheFit()
    {
        QFETCH(std::vector<RooflinePoint>, points);
        QFETCH(uint64_t, blockSize);
        QFETCH(double, iops);
        const double drawn = rooflineIops(fitRoofline(points), blockSize);
        QVERIFY2(near(drawn, iops, 1e-9), qPrintable(QString::number(drawn)));
    }

    void names()
    {
        QCOMPARE(rooflineModelName(RooflineModel::Min), "min");
        QCOMPARE(rooflineModelName(RooflineModel::Units256k), "256k-units");
        QCOMPARE(boundName(Bound::Iops), "iops");
        QCOMPARE(boundName(Bound::Bandwidth), "bandwidth");
        QCOMPARE(boundName(Bound::Neither), "neither");
    }
};

QTEST_APPLESS_MAIN(TestRoofline)
#include "tst_roofline.moc"
