// SNIA PTS steady state over a window of rounds: range within 20 % of the
// mean and least-squares excursion within 10 %.

#include "core/matrix/steady_state.h"

#include <QTest>

using namespace surfio;

class TestSteadyState : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void check_data()
    {
        QTest::addColumn<QList<double>>("window");
        QTest::addColumn<bool>("rangeOk");
        QTest::addColumn<bool>("slopeOk");
        QTest::addColumn<double>("slope");
        QTest::newRow("flat") << QList<double>{100, 100, 100, 100, 100} << true << true << 0.0;
        QTest::newRow("zigzag on the range limit") << QList<double>{90, 110, 90, 110, 100} << true << true << 2.0;
        QTest::newRow("slope on the limit") << QList<double>{95, 97.5, 100, 102.5, 105} << true << true << 2.5;
        QTest::newRow("slope just over") << QList<double>{94, 97, 100, 103, 106} << true << false << 3.0;
        QTest::newRow("climbing") << QList<double>{80, 90, 100, 110, 120} << false << false << 10.0;
        QTest::newRow("one spike") << QList<double>{100, 120, 100, 100, 100} << true << true << -2.0;
    }
    void check()
    {
        QFETCH(QList<double>, window);
        QFETCH(bool, rangeOk);
        QFETCH(bool, slopeOk);
        QFETCH(double, slope);
        const SteadyStateCheck c = checkSteadyState(std::vector<double>(window.begin(), window.end()));
        QCOMPARE(c.rangeOk, rangeOk);
        QCOMPARE(c.slopeOk, slopeOk);
        QCOMPARE(c.steady(), rangeOk && slopeOk);
        QVERIFY2(std::abs(c.slope - slope) < 1e-9, qPrintable(QString::number(c.slope)));
        QVERIFY(std::abs(c.excursion - 4 * std::abs(slope)) < 1e-9);
    }

    void tooFewRoundsAreNotSteady()
    {
        QVERIFY(!checkSteadyState({}).steady());
        QVERIFY(!checkSteadyState({100}).steady());
    }
};

QTEST_GUILESS_MAIN(TestSteadyState)
#include "tst_steady_state.moc"
