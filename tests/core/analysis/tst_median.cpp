#include "core/analysis/median.h"

#include <QTest>

#include <vector>

Q_DECLARE_METATYPE(std::vector<double>)

class TestMedian : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // The median the analyses share (regimes, roofline).
    void middle_data()
    {
        QTest::addColumn<std::vector<double>>("values");
        QTest::addColumn<double>("middle");
        QTest::newRow("none") << std::vector<double>{} << 0.0;
        QTest::newRow("odd") << std::vector<double>{5, 1, 3} << 3.0;
        QTest::newRow("even") << std::vector<double>{4, 1, 3, 2} << 2.5;
        QTest::newRow("one odd point") << std::vector<double>{10, 10, 1000, 10, 11} << 10.0;
    }
    void middle()
    {
        QFETCH(std::vector<double>, values);
        QFETCH(double, middle);
        QCOMPARE(surfio::median(values), middle);
    }
};

QTEST_APPLESS_MAIN(TestMedian)
#include "tst_median.moc"
