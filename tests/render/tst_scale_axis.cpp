#include "render/scale_axis.h"

#include <QChart>
#include <QChartView>
#include <QLineSeries>
#include <QTest>

#include <cmath>

using namespace surfio;

class TestScaleAxis : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void niceMaxIsTheTopOfALinearRange_data()
    {
        QTest::addColumn<double>("max");
        for (double m : {1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0})
            QTest::addRow("%g", m * 1000) << m * 1000;
    }
    void niceMaxIsTheTopOfALinearRange()
    {
        QFETCH(double, max);
        ScaleAxis axis;
        axis.setLinearRange(max, ScaleAxis::countLabel);
        QCOMPARE(axis.max(), max);
    }

    void linearTicksAreLabelled()
    {
        QChart chart;
        ScaleAxis axis(&chart);
        axis.setLinearRange(123'456, ScaleAxis::countLabel);
        QCOMPARE(axis.min(), 0.0);
        QVERIFY(axis.max() >= 123'456);
        QCOMPARE(axis.categoriesLabels().front(), QStringLiteral("0"));
        QCOMPARE(axis.categoriesLabels().back(), ScaleAxis::countLabel(axis.max()));
        QCOMPARE(axis.categoriesLabels().back(), QStringLiteral("125k"));
    }

    void logRangeCoversWholeDecades()
    {
        QChart chart;
        ScaleAxis axis(&chart);
        axis.setLogRange(3'000, 2'500'000, ScaleAxis::latencyLabel);  // 3 µs .. 2.5 ms
        QCOMPARE(axis.min(), 3.0);
        QCOMPARE(axis.max(), 7.0);
        QCOMPARE(axis.categoriesLabels(),
                 (QStringList{QStringLiteral("1 µs"), QStringLiteral("10 µs"), QStringLiteral("100 µs"),
                              QStringLiteral("1 ms"), QStringLiteral("10 ms")}));
    }

    void narrowLogRangeAddsTwoAndFive()
    {
        QChart chart;
        ScaleAxis axis(&chart);
        axis.setLogRange(120'000, 800'000, ScaleAxis::latencyLabel);
        QCOMPARE(axis.categoriesLabels(), (QStringList{QStringLiteral("100 µs"), QStringLiteral("200 µs"),
                                                       QStringLiteral("500 µs"), QStringLiteral("1 ms")}));
    }

    void lowerPaddingExtendsBelowTheFirstTick()
    {
        QChart chart;
        ScaleAxis axis(&chart);
        axis.setLowerPadding(0.25);
        axis.setLogRange(1, 1000, ScaleAxis::countLabel);
        QCOMPARE(axis.min(), -0.25);
        QCOMPARE(axis.startValue(), 0.0);
    }

    void timeSwitchesToMinutes()
    {
        QChart chart;
        ScaleAxis axis(&chart);
        axis.setTimeRange(42);
        QCOMPARE(axis.categoriesLabels().back(), QStringLiteral("50 s"));
        axis.setTimeRange(1000);
        QCOMPARE(axis.max(), 1200.0);
        QCOMPARE(axis.categoriesLabels().back(), QStringLiteral("20 min"));
        axis.setTimeRange(5 * 3600);
        QCOMPARE(axis.categoriesLabels().back(), QStringLiteral("5:00 h"));
    }

    // Qt Charts elides labels that get less room than their height: a short
    // plot must get fewer ticks, and more again when it grows.
    void ticksFitThePlot()
    {
        auto* chart = new QChart;
        auto* y = new ScaleAxis(chart);
        auto* x = new ScaleAxis(chart);
        chart->addAxis(x, Qt::AlignBottom);
        chart->addAxis(y, Qt::AlignLeft);
        auto* series = new QLineSeries(chart);
        series->append({QPointF(0, 0), QPointF(10, 123'456)});
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
        y->setLinearRange(123'456, ScaleAxis::countLabel);
        x->setTimeRange(10);
        QChartView view(chart);
        view.resize(600, 240);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const auto fits = [&] {
            const qreal perLabel = chart->plotArea().height() / qreal(y->categoriesLabels().size());
            return perLabel >= 1.5 * QFontMetricsF(y->labelsFont()).height();
        };
        QTRY_VERIFY(fits());
        const auto shortCount = y->categoriesLabels().size();
        view.resize(600, 600);
        QTRY_VERIFY(y->categoriesLabels().size() > shortCount);
        QVERIFY(fits());
        QVERIFY(y->max() >= 123'456);
    }
};

QTEST_MAIN(TestScaleAxis)
#include "tst_scale_axis.moc"
