// One unit per metric over the range shown: the title names it and the ticks
// count in it.
#include "core/plot/metric_scale.h"

#include <QLocale>
#include <QTest>

using namespace surfio;

Q_DECLARE_METATYPE(surfio::SurfaceMetric)

class TestMetricScale : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void unitFitsTheRange_data()
    {
        QTest::addColumn<SurfaceMetric>("metric");
        QTest::addColumn<double>("largest");  // IOPS, MB/s or ns
        QTest::addColumn<QString>("title");
        QTest::addColumn<double>("top");  // in the title's unit

        QTest::newRow("IOPS, hundreds") << SurfaceMetric::Iops << 457.0 << QStringLiteral("IOPS") << 500.0;
        QTest::newRow("IOPS, 9,999") << SurfaceMetric::Iops << 9999.0 << QStringLiteral("IOPS") << 10000.0;
        QTest::newRow("IOPS, 36,962") << SurfaceMetric::Iops << 36962.0 << QStringLiteral("IOPS (thousands)") << 40.0;
        QTest::newRow("IOPS, 3.2 M") << SurfaceMetric::Iops << 3.2e6 << QStringLiteral("IOPS (thousands)") << 4000.0;
        QTest::newRow("IOPS, 32 M") << SurfaceMetric::Iops << 3.2e7 << QStringLiteral("IOPS (millions)") << 40.0;
        QTest::newRow("MB/s, 850") << SurfaceMetric::Bandwidth << 850.0 << QStringLiteral("MB/s") << 1000.0;
        QTest::newRow("MB/s, 24,000") << SurfaceMetric::Bandwidth << 24000.0 << QStringLiteral("GB/s") << 25.0;
        QTest::newRow("mean, 450 ns") << SurfaceMetric::MeanLatency << 450.0 << QStringLiteral("Mean latency (ns)")
                                      << 500.0;
        QTest::newRow("mean, 85 µs") << SurfaceMetric::MeanLatency << 85e3 << QStringLiteral("Mean latency (µs)")
                                     << 100.0;
        QTest::newRow("p99, 999 µs") << SurfaceMetric::P99Latency << 999e3 << QStringLiteral("p99 latency (µs)")
                                     << 1000.0;
        QTest::newRow("p99, 290 ms (was 300,000 µs)")
            << SurfaceMetric::P99Latency << 2.9e8 << QStringLiteral("p99 latency (ms)") << 300.0;
        QTest::newRow("p99, 1.31 ms") << SurfaceMetric::P99Latency << 1.31e6 << QStringLiteral("p99 latency (ms)")
                                      << 1.5;
        QTest::newRow("p99, 2.5 s") << SurfaceMetric::P99Latency << 2.5e9 << QStringLiteral("p99 latency (s)") << 2.5;
    }

    void unitFitsTheRange()
    {
        QFETCH(SurfaceMetric, metric);
        QFETCH(double, largest);
        QFETCH(QString, title);
        QFETCH(double, top);
        const MetricScale scale = MetricScale::forRange(metric, largest);
        QCOMPARE(scale.title(), title);
        QCOMPARE(scale.top(), top);
        // The ticks reach the largest value in the title's unit, and no tick
        // needs more digits than a person reads at a glance.
        QVERIFY(scale.top() >= scale.shown(largest));
        QVERIFY(scale.top() < 10 * scale.shown(largest));
        QVERIFY2(scale.number(scale.top()).size() <= 6, qPrintable(scale.number(scale.top())));
        const int steps = int(std::lround(scale.top() / scale.step()));
        QVERIFY(steps >= 4 && steps <= 8);
        // Every tick prints exactly in the decimals of the 3D axis's format.
        for (int i = 0; i <= steps; ++i) {
            const double tick = i * scale.step();
            QCOMPARE(QString::asprintf(qPrintable(scale.labelFormat()), tick),
                     QString::number(tick, 'f', scale.decimals()));
            QCOMPARE(scale.number(tick).toDouble(), tick);
        }
    }
};

QTEST_GUILESS_MAIN(TestMetricScale)
#include "tst_metric_scale.moc"
