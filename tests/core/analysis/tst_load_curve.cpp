// Specifies load_curve.h: the points are put in order of load (depth, then
// rate, unthrottled last); the knee is the last point before p99 shoots up,
// found by Kneedle where IOPS rises with the load and by latency growth
// where it falls or stays flat, and not found on a curve without one or on
// too few points; best-under-SLO is the most IOPS whose p99 is within the
// objective.

#include "core/analysis/load_curve.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace surfio;

Q_DECLARE_METATYPE(std::vector<surfio::LoadPoint>)

namespace {

constexpr double kNsPerS = 1e9;
constexpr double kUs = 1e3;
constexpr double kMs = 1e6;
constexpr uint32_t kDepths[] = {1, 2, 4, 8, 16, 32, 64, 128, 256};

// A point of a closed loop at `depth` giving `iops`: Little's law sets its
// mean latency, and its p99 is 1.5 × the mean.
LoadPoint closedLoop(uint32_t depth, double iops)
{
    LoadPoint p;
    p.iodepth = depth;
    p.iops = iops;
    p.meanLatencyNs = depth * kNsPerS / iops;
    p.p99LatencyNs = 1.5 * p.meanLatencyNs;
    return p;
}

std::vector<LoadPoint> numbered(std::vector<LoadPoint> points)
{
    for (size_t i = 0; i < points.size(); ++i)
        points[i].point = int(i);
    return points;
}

// QD 1 … 256 on a device that serves an I/O in lat0 at QD1 and at most `cap`
// I/Os a second: IOPS = min(QD / lat0, cap).
std::vector<LoadPoint> saturating(double lat0Ns, double cap)
{
    std::vector<LoadPoint> points;
    for (uint32_t depth : kDepths)
        points.push_back(closedLoop(depth, std::min(depth * kNsPerS / lat0Ns, cap)));
    return numbered(points);
}

// QD 1 … 256 on a queue that nears `cap` gradually: IOPS = cap × QD / (QD + 8).
std::vector<LoadPoint> gradual(double cap)
{
    std::vector<LoadPoint> points;
    for (uint32_t depth : kDepths)
        points.push_back(closedLoop(depth, cap * depth / (depth + 8.0)));
    return numbered(points);
}

// Measured IOPS, one per depth of kDepths.
std::vector<LoadPoint> measured(const std::vector<double>& iops)
{
    std::vector<LoadPoint> points;
    for (size_t i = 0; i < iops.size(); ++i)
        points.push_back(closedLoop(kDepths[i], iops[i]));
    return numbered(points);
}

// Measured IOPS and p99, one pair per depth of kDepths.
std::vector<LoadPoint> measured(const std::vector<double>& iops, const std::vector<double>& p99Us)
{
    std::vector<LoadPoint> points = measured(iops);
    for (size_t i = 0; i < points.size(); ++i) {
        points[i].p99LatencyNs = p99Us[i] * kUs;
        points[i].meanLatencyNs = points[i].p99LatencyNs / 1.5;
    }
    return points;
}

// IOPS proportional to depth and p99 = base + slope × IOPS: a straight line.
std::vector<LoadPoint> linear(double baseNs, double nsPerIops)
{
    std::vector<LoadPoint> points;
    for (uint32_t depth : kDepths) {
        LoadPoint p;
        p.iodepth = depth;
        p.iops = depth * 10000.0;
        p.p99LatencyNs = baseNs + nsPerIops * p.iops;
        p.meanLatencyNs = p.p99LatencyNs / 1.5;
        points.push_back(p);
    }
    return numbered(points);
}

// vdbench's curve at QD32: fixed arrival rates up to what the unthrottled
// point reached (100,000 IOPS), given in no particular order.
std::vector<LoadPoint> rateSteps()
{
    const struct {
        uint64_t rate;
        double iops, p99Us;
    } steps[] = {{70000, 70000, 110}, {0, 100000, 420},    {10000, 10000, 100},
                 {90000, 90000, 150}, {50000, 50000, 100}, {100000, 99000, 400}};
    std::vector<LoadPoint> points;
    for (const auto& s : steps) {
        LoadPoint p;
        p.iodepth = 32;
        p.rateIops = s.rate;
        p.iops = s.iops;
        p.p99LatencyNs = s.p99Us * kUs;
        p.meanLatencyNs = p.p99LatencyNs / 1.5;
        points.push_back(p);
    }
    return numbered(points);
}

std::vector<LoadPoint> reversed(std::vector<LoadPoint> points)
{
    std::reverse(points.begin(), points.end());
    return points;
}

// "QD16", or "QD32 at 90000" for a fixed rate; "none" for -1.
QString label(const LoadCurve& curve, int index)
{
    if (index < 0)
        return QStringLiteral("none");
    const LoadPoint& p = curve.points[size_t(index)];
    return p.rateIops == 0 ? QStringLiteral("QD%1").arg(p.iodepth)
                           : QStringLiteral("QD%1 at %2").arg(p.iodepth).arg(p.rateIops);
}

int indexOf(const LoadCurve& curve, const QString& wanted)
{
    for (int i = 0; i < int(curve.points.size()); ++i)
        if (label(curve, i) == wanted)
            return i;
    return -1;
}

uint64_t rateOrder(const LoadPoint& p)
{
    return p.rateIops == 0 ? std::numeric_limits<uint64_t>::max() : p.rateIops;
}

}  // namespace

class TestLoadCurve : public QObject {
    Q_OBJECT

private slots:
    void findsTheKnee_data()
    {
        QTest::addColumn<std::vector<LoadPoint>>("points");
        QTest::addColumn<QString>("knee");  // "none" for no knee
        QTest::addColumn<int>("slack");     // how many load steps the knee may be off
        QTest::addColumn<QString>("method");

        const QString kneedle = QString::fromLatin1(kneeMethodName(KneeMethod::Kneedle));
        const QString growth = QString::fromLatin1(kneeMethodName(KneeMethod::LatencyGrowth));
        // The classic curve: the knee is the depth where the cap is reached.
        QTest::newRow("cap reached at QD4") << saturating(50 * kUs, 80000) << "QD4" << 1 << kneedle;
        QTest::newRow("cap reached at QD16") << saturating(100 * kUs, 160000) << "QD16" << 1 << kneedle;
        QTest::newRow("cap reached between QD8 and QD16") << saturating(100 * kUs, 100000) << "QD16" << 1 << kneedle;
        QTest::newRow("cap reached at QD128") << saturating(100 * kUs, 1280000) << "QD128" << 1 << kneedle;
        // ±3 % on every figure, so past the cap IOPS wobbles down and up.
        QTest::newRow("cap reached at QD16, with noise")
            << measured({10300, 19400, 41200, 77600, 164800, 155200, 163200, 156800, 161600}) << "QD16" << 1 << kneedle;
        QTest::newRow("unsorted") << reversed(saturating(100 * kUs, 160000)) << "QD16" << 1 << kneedle;
        QTest::newRow("rate steps, unthrottled last") << rateSteps() << "QD32 at 90000" << 0 << kneedle;

        // IOPS falls past its peak (thrashing) or never moves: x is not
        // monotonic, so the knee is where latency outgrows IOPS.
        QTest::newRow("IOPS falls past the peak")
            << measured({10000, 20000, 40000, 80000, 160000, 130000, 100000, 70000, 40000}) << "QD16" << 0 << growth;
        QTest::newRow("IOPS flat from QD1") << saturating(100 * kUs, 5000) << "QD1" << 0 << growth;

        QTest::newRow("never saturates: flat latency") << saturating(100 * kUs, 1e12) << "none" << 0 << QString();
        // Normalised, ±3 % of noise on p99 spans [0, 1] as a knee would.
        QTest::newRow("never saturates, with noise")
            << measured({10300, 19400, 41200, 77600, 164800, 315000, 652000, 1260000, 2590000},
                        {150, 146, 154, 148, 153, 145, 152, 147, 155})
            << "none" << 0 << QString();
        QTest::newRow("straight line") << linear(100 * kUs, 2.0) << "none" << 0 << QString();
        QTest::newRow("latency falls with load")
            << measured({10000, 30000, 90000, 270000, 810000}) << "none" << 0 << QString();
        QTest::newRow("two points") << numbered({closedLoop(1, 10000), closedLoop(256, 10000)}) << "none" << 0
                                    << QString();
        QTest::newRow("one point") << numbered({closedLoop(1, 10000)}) << "none" << 0 << QString();
        QTest::newRow("no points") << std::vector<LoadPoint>{} << "none" << 0 << QString();
    }

    void findsTheKnee()
    {
        QFETCH(std::vector<LoadPoint>, points);
        QFETCH(QString, knee);
        QFETCH(int, slack);
        QFETCH(QString, method);

        const LoadCurve curve = analyzeLoad(points, 1 * kMs);
        QCOMPARE(curve.points.size(), points.size());
        if (knee == QLatin1String("none")) {
            QCOMPARE(label(curve, curve.knee), knee);
            return;
        }
        const int expected = indexOf(curve, knee);
        QVERIFY2(expected >= 0, qPrintable(knee));
        QVERIFY2(curve.knee >= 0 && std::abs(curve.knee - expected) <= slack,
                 qPrintable(QStringLiteral("knee at %1, expected %2").arg(label(curve, curve.knee), knee)));
        QCOMPARE(QString::fromLatin1(kneeMethodName(curve.kneeMethod)), method);
    }

    void findsTheMostIopsUnderTheSlo_data()
    {
        QTest::addColumn<std::vector<LoadPoint>>("points");
        QTest::addColumn<double>("sloNs");
        QTest::addColumn<QString>("best");  // "none" for no point within the SLO

        // p99 67.5 µs at QD1 … 540 µs at QD64, 1.02 ms at QD128.
        QTest::newRow("rising through saturation, 1 ms") << gradual(200000) << 1 * kMs << "QD64";
        QTest::newRow("rising through saturation, unsorted") << reversed(gradual(200000)) << 1 * kMs << "QD64";
        QTest::newRow("rising through saturation, 100 µs") << gradual(200000) << 100 * kUs << "QD4";
        // QD16, 32 and 64 all give the cap within 1 ms: the lowest load wins.
        QTest::newRow("at the cap, the lowest load") << saturating(100 * kUs, 160000) << 1 * kMs << "QD16";
        // Every point is within 10 ms; the peak, not the last, has the most IOPS.
        QTest::newRow("IOPS falls past the peak")
            << measured({10000, 20000, 40000, 80000, 160000, 130000, 100000, 70000, 40000}) << 10 * kMs << "QD16";
        QTest::newRow("p99 exactly at the SLO counts")
            << measured({10000, 20000, 30000}) << 300 * kUs << "QD4";  // p99 = 1.5 × 4 / 30,000 s
        QTest::newRow("rate steps, 200 µs") << rateSteps() << 200 * kUs << "QD32 at 90000";
        QTest::newRow("none under the SLO") << saturating(100 * kUs, 160000) << 10 * kUs << "none";
        QTest::newRow("two points") << numbered({closedLoop(1, 10000), closedLoop(2, 15000)}) << 1 * kMs << "QD2";
        QTest::newRow("no points") << std::vector<LoadPoint>{} << 1 * kMs << "none";
    }

    void findsTheMostIopsUnderTheSlo()
    {
        QFETCH(std::vector<LoadPoint>, points);
        QFETCH(double, sloNs);
        QFETCH(QString, best);

        const LoadCurve curve = analyzeLoad(points, sloNs);
        QCOMPARE(label(curve, curve.bestUnderSlo), best);
        if (curve.bestUnderSlo >= 0)
            QVERIFY(curve.points[size_t(curve.bestUnderSlo)].p99LatencyNs <= sloNs);
    }

    void sortsByDepthThenRateUnthrottledLast_data()
    {
        QTest::addColumn<std::vector<LoadPoint>>("points");
        QTest::newRow("depths reversed") << reversed(saturating(100 * kUs, 160000));
        QTest::newRow("rates shuffled") << rateSteps();

        std::vector<LoadPoint> both = rateSteps();
        for (LoadPoint p : saturating(100 * kUs, 160000))
            both.push_back(p);
        QTest::newRow("depths and rates") << numbered(both);
    }

    void sortsByDepthThenRateUnthrottledLast()
    {
        QFETCH(std::vector<LoadPoint>, points);

        const LoadCurve curve = analyzeLoad(points, 1 * kMs);
        QCOMPARE(curve.points.size(), points.size());
        for (size_t i = 1; i < curve.points.size(); ++i) {
            const LoadPoint& a = curve.points[i - 1];
            const LoadPoint& b = curve.points[i];
            QVERIFY2(a.iodepth < b.iodepth || (a.iodepth == b.iodepth && rateOrder(a) <= rateOrder(b)),
                     qPrintable(label(curve, int(i - 1)) + QStringLiteral(" before ") + label(curve, int(i))));
        }
        // Every point given is there once, its figures with it.
        for (const LoadPoint& given : points) {
            const auto found = std::find_if(curve.points.begin(), curve.points.end(),
                                            [&](const LoadPoint& p) { return p.point == given.point; });
            QVERIFY(found != curve.points.end());
            QCOMPARE(found->iops, given.iops);
            QCOMPARE(found->p99LatencyNs, given.p99LatencyNs);
        }
    }

    void namesTheMethodsAsTheJsonSpellsThem()
    {
        QCOMPARE(kneeMethodName(KneeMethod::Kneedle), "kneedle");
        QCOMPARE(kneeMethodName(KneeMethod::LatencyGrowth), "latency-growth");
    }
};

QTEST_GUILESS_MAIN(TestLoadCurve)
#include "tst_load_curve.moc"
