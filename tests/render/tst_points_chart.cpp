// The bars of a matrix's points (the booth demo's face for a matrix without
// a surface): grouped along what varies most, one colour for each
// combination of the rest, a bar for each point measured.

#include "core/matrix/preset.h"
#include "render/points_chart.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QLegend>
#include <QTest>

#include <memory>

using namespace surfio;
using namespace Qt::Literals::StringLiterals;

namespace {

std::vector<PointsChart::Point> pointsOf(const QString& presetName, int measured)
{
    Preset preset;
    QString error;
    if (!findPreset(presetName, preset, error))
        qFatal("%s", qPrintable(error));
    std::vector<PointsChart::Point> points;
    for (const JobSpec& spec : preset.matrix.expand()) {
        PointsChart::Point p{spec, std::nullopt};
        if (int(points.size()) < measured)
            p.value = 1000.0 * double(points.size() + 1);
        points.push_back(p);
    }
    return points;
}

}  // namespace

class TestPointsChart : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void groupsAndColours_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QStringList>("groups");
        QTest::addColumn<int>("colours");
        QTest::newRow("oltp: over queue depth") << u"oltp"_s << QStringList{u"QD 1"_s, u"QD 8"_s, u"QD 32"_s} << 1;
        QTest::newRow("qd-sweep: reads and writes over queue depth")
            << u"qd-sweep"_s << QStringList{u"QD 1"_s,  u"QD 2"_s,  u"QD 4"_s,   u"QD 8"_s,  u"QD 16"_s,
                                            u"QD 32"_s, u"QD 64"_s, u"QD 128"_s, u"QD 256"_s}
            << 2;
        QTest::newRow("desktop: CrystalDiskMark's four by workload")
            << u"desktop"_s
            << QStringList{u"sequential read"_s, u"sequential write"_s, u"random read"_s, u"random write"_s} << 4;
        QTest::newRow("video: two depths") << u"video"_s << QStringList{u"QD 1"_s, u"QD 8"_s} << 1;
        QTest::newRow("db-log: one point") << u"db-log"_s << QStringList{u"sequential write"_s} << 1;
        QTest::newRow("limits: block sizes, a colour per mix")
            << u"limits"_s << QStringList{u"4 KiB"_s,   u"8 KiB"_s,   u"16 KiB"_s,  u"32 KiB"_s, u"64 KiB"_s,
                                          u"128 KiB"_s, u"256 KiB"_s, u"512 KiB"_s, u"1 MiB"_s}
            << 2;
    }
    void groupsAndColours()
    {
        QFETCH(QString, preset);
        QFETCH(QStringList, groups);
        QFETCH(int, colours);
        const std::vector<PointsChart::Point> points = pointsOf(preset, 0);
        QCOMPARE(PointsChart::groups(points), groups);
        const std::unique_ptr<QChart> chart(PointsChart::bars(points, SurfaceMetric::Iops));
        auto* series = static_cast<QBarSeries*>(chart->series().value(0));
        QVERIFY(series);
        QCOMPARE(series->count(), colours);
        QCOMPARE(chart->legend()->isVisible(), colours > 1);
        auto* x = qobject_cast<QBarCategoryAxis*>(chart->axes(Qt::Horizontal).value(0));
        QVERIFY(x);
        QCOMPARE(x->categories(), groups);
    }

    // Each measured point is a bar, an unmeasured one none; the groups are all there from the start.
    void aBarForEachPointMeasured()
    {
        for (int measured : {0, 1, 5, 18}) {
            const std::unique_ptr<QChart> chart(
                PointsChart::bars(pointsOf(u"qd-sweep"_s, measured), SurfaceMetric::Iops));
            int bars = 0;
            for (const QBarSet* set : static_cast<QBarSeries*>(chart->series().at(0))->barSets()) {
                QCOMPARE(set->count(), 9);
                for (int i = 0; i < set->count(); ++i)
                    bars += set->at(i) > 0 ? 1 : 0;
            }
            QCOMPARE(bars, measured);
        }
    }
};

QTEST_MAIN(TestPointsChart)
#include "tst_points_chart.moc"
