// Welch's t-test decides whether two runs' trials differ by more than their
// noise; it stands on Student's t distribution (Boost.Math's), checked here
// against closed forms and tables.

#include "core/compare/welch.h"

#include <QTest>

#include <cmath>
#include <numbers>

using namespace surfio;

class TestWelch : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void studentTail_data()
    {
        QTest::addColumn<double>("t");
        QTest::addColumn<double>("df");
        QTest::addColumn<double>("p");
        QTest::addColumn<double>("tolerance");
        // One degree of freedom is Cauchy's: P(|T| ≥ t) = 1 − 2 atan(t) / π.
        QTest::newRow("df 1, t 1") << 1.0 << 1.0 << 0.5 << 1e-12;
        QTest::newRow("df 1, t 3") << 3.0 << 1.0 << 1 - 2 * std::atan(3.0) / std::numbers::pi << 1e-12;
        // Two: P(|T| ≥ t) = 1 − t / √(2 + t²).
        QTest::newRow("df 2, t 2") << 2.0 << 2.0 << 1 - 2 / std::sqrt(6.0) << 1e-12;
        QTest::newRow("df 2, t −2 (two-sided)") << -2.0 << 2.0 << 1 - 2 / std::sqrt(6.0) << 1e-12;
        // Tables (and a numerical integral of the density): 2.228 is the 5 % two-sided point of df 10.
        QTest::newRow("df 10, t 2") << 2.0 << 10.0 << 0.0733880 << 1e-6;
        QTest::newRow("df 10, t 2.228139") << 2.228139 << 10.0 << 0.05 << 1e-6;
        // Many degrees of freedom: the normal's 1.96.
        QTest::newRow("df 1e7, t 1.959964") << 1.959964 << 1e7 << 0.05 << 1e-5;
        QTest::newRow("t 0") << 0.0 << 5.0 << 1.0 << 1e-12;
    }
    void studentTail()
    {
        QFETCH(double, t);
        QFETCH(double, df);
        QFETCH(double, p);
        QFETCH(double, tolerance);
        const double got = studentTwoSidedP(t, df);
        QVERIFY2(std::fabs(got - p) < tolerance, qPrintable(QString::number(got, 'g', 10)));
    }

    void welch_data()
    {
        QTest::addColumn<std::vector<double>>("a");
        QTest::addColumn<std::vector<double>>("b");
        QTest::addColumn<bool>("tested");
        QTest::addColumn<double>("t");
        QTest::addColumn<double>("df");
        QTest::addColumn<double>("p");
        // Wikipedia's first example of Welch's test (t 2.46, df 24.99, p 0.021).
        QTest::newRow("unequal variances") << std::vector<double>{27.5, 21.0, 19.0, 23.6, 17.0, 17.9, 16.9, 20.1,
                                                                  21.9, 22.6, 23.1, 19.6, 19.0, 21.7, 21.4}
                                           << std::vector<double>{27.1, 22.0, 20.8, 23.4, 23.4, 23.5, 25.8, 22.0,
                                                                  24.8, 20.2, 21.9, 22.1, 22.9, 20.5, 24.4}
                                           << true << 2.455356 << 24.988529 << 0.021378;
        QTest::newRow("one trial a side: not tested")
            << std::vector<double>{100} << std::vector<double>{200} << false << 0.0 << 0.0 << 1.0;
        QTest::newRow("one trial on one side: not tested")
            << std::vector<double>{100, 101} << std::vector<double>{200} << false << 0.0 << 0.0 << 1.0;
        QTest::newRow("no variance, equal means")
            << std::vector<double>{5, 5} << std::vector<double>{5, 5, 5} << true << 0.0 << 3.0 << 1.0;
        QTest::newRow("no variance, different means: certain")
            << std::vector<double>{5, 5} << std::vector<double>{6, 6} << true << qInf() << 2.0 << 0.0;
    }
    void welch()
    {
        QFETCH(std::vector<double>, a);
        QFETCH(std::vector<double>, b);
        QFETCH(bool, tested);
        const std::optional<WelchTest> w = welchTest(spreadOf(a), spreadOf(b));
        QCOMPARE(w.has_value(), tested);
        if (!tested)
            return;
        QFETCH(double, t);
        QFETCH(double, df);
        QFETCH(double, p);
        QVERIFY2(std::isinf(t) ? std::isinf(w->t) && w->t > 0 : std::fabs(w->t - t) < 1e-5,
                 qPrintable(QString::number(w->t, 'g', 10)));
        QVERIFY2(std::fabs(w->degreesOfFreedom - df) < 1e-5, qPrintable(QString::number(w->degreesOfFreedom, 'g', 10)));
        QVERIFY2(std::fabs(w->p - p) < 1e-5, qPrintable(QString::number(w->p, 'g', 10)));
    }
};

QTEST_APPLESS_MAIN(TestWelch)
#include "tst_welch.moc"
