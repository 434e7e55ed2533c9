#include "ui/views/sample_decimator.h"

#include <QRandomGenerator>
#include <QTest>

#include <cmath>
#include <map>

using namespace surfio;

namespace {

QList<QPointF> flatten(const QList<QList<QPointF>>& pieces)
{
    QList<QPointF> all;
    for (const auto& piece : pieces)
        all.append(piece);
    return all;
}

// First-seen minimum and maximum per bucket of the given width, in x order:
// what the decimator must give however it got to that width.
QList<QPointF> bruteForce(const QList<QPointF>& line, double width)
{
    std::map<int64_t, std::pair<QPointF, QPointF>> buckets;
    for (const QPointF& p : line) {
        const auto key = int64_t(std::floor(p.x() / width));
        auto it = buckets.find(key);
        if (it == buckets.end()) {
            buckets.emplace(key, std::pair{p, p});
            continue;
        }
        if (p.y() < it->second.first.y())
            it->second.first = p;
        if (p.y() > it->second.second.y())
            it->second.second = p;
    }
    QList<QPointF> out;
    for (const auto& [key, mm] : buckets) {
        const auto& [min, max] = mm;
        if (min == max)
            out.append(min);
        else if (min.x() <= max.x())
            out.append({min, max});
        else
            out.append({max, min});
    }
    return out;
}

}  // namespace

class TestSampleDecimator : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void keepsEveryPointWhileUnderBudget()
    {
        SampleDecimator d(1000);
        for (int i = 0; i < 50; ++i)
            d.add(i * 0.1, i % 7);
        QCOMPARE(d.pointCount(), 50);
        QCOMPARE(d.segments().size(), 1);
    }

    void staysWithinBudget_data()
    {
        QTest::addColumn<int>("budget");
        QTest::addColumn<int>("samples");
        QTest::newRow("small budget") << 10 << 10'000;
        QTest::newRow("screen width") << 1200 << 200'000;
        QTest::newRow("budget above samples") << 5000 << 3000;
    }
    void staysWithinBudget()
    {
        QFETCH(int, budget);
        QFETCH(int, samples);
        SampleDecimator d(budget);
        QRandomGenerator rng(7);
        for (int i = 0; i < samples; ++i)
            d.add(i * 0.1, rng.bounded(1000.0));
        QVERIFY(d.bucketCount() <= budget);
        QVERIFY(d.pointCount() <= 2 * budget);
        QCOMPARE(flatten(d.segments()).size(), d.pointCount());
    }

    void equalsBucketingFromScratch()
    {
        SampleDecimator d(300);
        QList<QPointF> line;
        QRandomGenerator rng(42);
        double x = 0;
        for (int i = 0; i < 20'000; ++i) {
            x += 0.05 + rng.bounded(0.1);
            const QPointF p(x, std::round(rng.bounded(50.0)));  // rounded: many ties
            line.append(p);
            d.add(p.x(), p.y());
        }
        QCOMPARE(flatten(d.segments()), bruteForce(line, d.bucketWidth()));
    }

    void keepsSpikes()
    {
        SampleDecimator d(100);
        for (int i = 0; i < 100'000; ++i) {
            const double y = i == 31'337 ? 1e6 : (i == 77'777 ? -5 : 10);
            d.add(i * 0.1, y);
        }
        const QList<QPointF> points = flatten(d.segments());
        QVERIFY(points.contains(QPointF(31'337 * 0.1, 1e6)));
        QVERIFY(points.contains(QPointF(77'777 * 0.1, -5)));
    }

    void breaksAtGapsThatFillABucket()
    {
        SampleDecimator d(1000);
        for (int i = 0; i < 100; ++i)
            d.add(i * 0.1, 1);
        for (int i = 100; i < 200; ++i)
            d.addGap(i * 0.1);
        for (int i = 200; i < 300; ++i)
            d.add(i * 0.1, 2);
        const auto pieces = d.segments();
        QCOMPARE(pieces.size(), 2);
        QCOMPARE(pieces[0].back().y(), 1.0);
        QCOMPARE(pieces[1].front().y(), 2.0);
    }

    void gapInsideABucketDoesNotBreak()
    {
        SampleDecimator d(2);  // the gap's bucket merges into the data around it
        d.add(0, 1);
        d.addGap(0.01);
        d.add(0.02, 2);
        d.add(3, 3);
        QCOMPARE(d.segments().size(), 1);
    }

    void smallerBudgetCoarsens()
    {
        SampleDecimator d(1000);
        for (int i = 0; i < 5000; ++i)
            d.add(i * 0.1, i % 13);
        const double before = d.bucketWidth();
        d.setMaxBuckets(50);
        QVERIFY(d.bucketCount() <= 50);
        QVERIFY(d.bucketWidth() > before);
    }

    // A line kept at a fine budget shows at a coarser one exactly as a
    // decimator of that budget, fed the same line, gives it: gaps, ties,
    // negative x and all. The live charts keep only the fine buckets.
    void coarserBudgetEqualsFeedingAgain_data()
    {
        QTest::addColumn<int>("budget");
        for (int budget : {2, 3, 50, 299, 300, 301, 1000, 2047, 2048})
            QTest::newRow(qPrintable(QString::number(budget))) << budget;
    }

    void coarserBudgetEqualsFeedingAgain()
    {
        QFETCH(int, budget);
        SampleDecimator fine(2048);
        SampleDecimator again(budget);
        QRandomGenerator rng(7);
        double x = -40;
        for (int i = 0; i < 30'000; ++i) {
            x += rng.bounded(0.02);
            if (rng.bounded(1000) < 2) {  // stretches without a value
                for (int g = 0; g < 3000; ++g) {
                    fine.addGap(x);
                    again.addGap(x);
                    x += 0.01;
                }
                continue;
            }
            const double y = std::round(rng.bounded(20.0));
            fine.add(x, y);
            again.add(x, y);
        }
        const auto shown = fine.segments(budget);
        QCOMPARE(shown, again.segments());
        QVERIFY(budget < 300 || shown.size() > 1);
    }

    // Past the budget it keeps, a decimator shows what it has.
    void largerBudgetShowsWhatIsKept()
    {
        SampleDecimator d(100);
        for (int i = 0; i < 10'000; ++i)
            d.add(i * 0.1, i % 17);
        QCOMPARE(d.segments(5000), d.segments());
        QVERIFY(d.pointCount() <= 200);
    }

    void clearStartsOver()
    {
        SampleDecimator d(10);
        for (int i = 0; i < 1000; ++i)
            d.add(i, i);
        d.clear();
        QCOMPARE(d.pointCount(), 0);
        QCOMPARE(d.bucketWidth(), SampleDecimator::kBaseWidth);
        QVERIFY(d.segments().isEmpty());
    }
};

QTEST_MAIN(TestSampleDecimator)
#include "tst_sample_decimator.moc"
