#include "core/plot/nice_numbers.h"

#include <QString>
#include <QTest>

#include <cmath>

// The slots share the functions' names, so the functions are named with their namespace.
class TestNiceNumbers : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void niceStep_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<int>("maxSteps");
        QTest::addColumn<double>("step");
        QTest::newRow("iops, tall plot") << 123'456.0 << 8 << 20'000.0;
        QTest::newRow("iops, short plot") << 123'456.0 << 3 << 50'000.0;
        QTest::newRow("round stays round") << 100.0 << 5 << 20.0;
        QTest::newRow("one") << 1.0 << 6 << 0.2;
        QTest::newRow("2.5 steps") << 9.0 << 4 << 2.5;
        QTest::newRow("single step") << 7.0 << 1 << 10.0;
    }
    void niceStep()
    {
        QFETCH(double, value);
        QFETCH(int, maxSteps);
        QFETCH(double, step);
        QCOMPARE(surfio::niceStep(value, maxSteps), step);
        QVERIFY(std::ceil(value / step - 1e-9) <= maxSteps);
    }

    void niceMax_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<double>("max");
        QTest::newRow("round stays") << 100.0 << 100.0;
        QTest::newRow("just above") << 101.0 << 120.0;
        QTest::newRow("iops") << 123'456.0 << 150'000.0;
        QTest::newRow("between 6 and 8") << 7.1 << 8.0;
        QTest::newRow("above 8") << 8.5 << 10.0;
        QTest::newRow("fraction") << 0.042 << 0.05;
    }
    void niceMax()
    {
        QFETCH(double, value);
        QFETCH(double, max);
        QCOMPARE(surfio::niceMax(value), max);
    }

    void niceStepDividesNiceMax_data()
    {
        QTest::addColumn<double>("max");
        for (double m : {1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0})
            QTest::addRow("%g", m * 1000) << m * 1000;
    }
    void niceStepDividesNiceMax()
    {
        QFETCH(double, max);
        const double step = surfio::niceStep(max);
        const double steps = max / step;
        QVERIFY2(steps >= 4 && steps <= 8, qPrintable(QString::number(steps)));
        QCOMPARE(steps, std::round(steps));
    }
};

QTEST_APPLESS_MAIN(TestNiceNumbers)
#include "tst_nice_numbers.moc"
