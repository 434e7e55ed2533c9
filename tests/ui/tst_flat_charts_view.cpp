#include "core/result/provenance.h"
#include "made_up_sweep.h"
#include "ui/models/shown_result.h"
#include "ui/views/flat_charts_view.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QLineSeries>
#include <QLocale>
#include <QTest>

#include <set>

using namespace surfio;
using namespace Qt::StringLiterals;

namespace {

// The made-up sweep (100 and 50 % read × 4 KiB, 64 KiB, 1 MiB at QD 16) run
// unthrottled and at each rate: one slice per rate, alike in all else.
ResultSet rateSweep(const std::vector<uint64_t>& rates)
{
    ResultSet set = testing::sweep(1.0);
    set.matrix.sweeps.front().rateIops = rates;
    set.points.clear();
    const std::vector<JobSpec> specs = set.matrix.expand();
    for (int point = 0; point < int(specs.size()); ++point) {
        const JobSpec& spec = specs[size_t(point)];
        const double iops = spec.rateIops > 0 ? double(spec.rateIops) : 40000.0 / double(spec.blockSize / 4096 + 1);
        set.points.append(testing::runOf(spec, point, 0, iops));
    }
    return set;
}

QStringList items(const QComboBox* box)
{
    QStringList out;
    for (int i = 0; i < box->count(); ++i)
        out.append(box->itemText(i));
    return out;
}

QList<QLineSeries*> linesOf(const FlatChartsView& view)
{
    QList<QLineSeries*> out;
    for (QAbstractSeries* series : view.findChild<QChartView*>()->chart()->series())
        out.append(qobject_cast<QLineSeries*>(series));
    return out;
}

}  // namespace

class TestFlatChartsView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // A rate sweep's slices differ only in their rate: each entry of the
    // selector names it, so no two read alike, and each is the slice's name
    // as titles and the report give it.
    void rateSweepSlicesAreNamedApart()
    {
        ShownResult shown;
        FlatChartsView view(&shown);
        shown.show(rateSweep({0, 2000, 4000}));
        QCOMPARE(view.sliceCount(), 3);
        auto* box = view.findChild<QComboBox*>(u"slice"_s);
        QVERIFY(box);
        const QStringList names = items(box);
        QCOMPARE(names.size(), 3);
        QCOMPARE(int(std::set<QString>(names.begin(), names.end()).size()), 3);
        const QLocale locale;
        QCOMPARE(names[0], u"randrw · QD 16 × 1 job(s)"_s);  // no translation loaded: the source's plural
        QCOMPARE(names[1], u"randrw · QD 16 × 1 job(s) · %1 IOPS per job"_s.arg(locale.toString(2000)));
        QCOMPARE(names[2], u"randrw · QD 16 × 1 job(s) · %1 IOPS per job"_s.arg(locale.toString(4000)));
        box->setCurrentIndex(2);
        QCOMPARE(Provenance::slice(view.sliceSpec()), names[2]);
    }

    // One line per read mix, a point per measured block size at the metric's
    // value in the unit the axis names.
    void linesHoldEachMixsFigures()
    {
        ShownResult shown;
        FlatChartsView view(&shown);
        shown.show(rateSweep({0, 2000}));
        view.setKind(FlatChartsView::Kind::Lines);
        view.findChild<QComboBox*>(u"slice"_s)->setCurrentIndex(1);  // 2,000 IOPS everywhere
        const QList<QLineSeries*> lines = linesOf(view);
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines[0]->name(), u"50 % read"_s);  // as the read mixes ascend
        QCOMPARE(lines[1]->name(), u"100 % read"_s);
        for (const QLineSeries* line : lines) {
            QCOMPARE(line->count(), 3);
            for (const QPointF& p : line->points())
                QCOMPARE(p.y(), 2000.0);  // under ten thousand: plain IOPS
        }
        view.setMetric(SurfaceMetric::Bandwidth);
        const QList<QLineSeries*> mbs = linesOf(view);
        // 2,000 IOPS of 1 MiB is 2,097 MB/s, the 1 MiB column's point.
        QCOMPARE(mbs[1]->at(2).y(), 2000.0 * (1 << 20) / 1e6);
    }

    // The heat map: the mixes down the side, most reads on top, the block
    // sizes along the bottom, each cell its point's value, on the same scale
    // as the colour bar.
    void heatMapHoldsEachCell()
    {
        ShownResult shown;
        FlatChartsView view(&shown);
        shown.show(rateSweep({0}));
        view.setKind(FlatChartsView::Kind::HeatMap);
        const HeatMapTable& table = view.heatMapTable();
        QCOMPARE(table.rowHeaders, (QStringList{u"100 %"_s, u"50 %"_s}));
        QCOMPARE(table.columnHeaders, (QStringList{u"4 KiB"_s, u"64 KiB"_s, u"1 MiB"_s}));
        QCOMPARE(table.cells.size(), 6);
        QCOMPARE(table.scale.title(), u"IOPS (thousands)"_s);
        QCOMPARE(table.cells[0].value, 20.0);          // 100 % read, 4 KiB: 20,000 IOPS
        QCOMPARE(table.cells[2].value, 155 / 1000.0);  // 1 MiB: 155 I/Os in its second
        for (const HeatMapCell& cell : table.cells)
            QVERIFY(cell.measured && cell.pointIndex >= 0);
        QVERIFY(view.figure().colorScale.has_value());
    }

    // One slice hides the selector; nothing measured shows no chart.
    void oneSliceHasNoSelector()
    {
        ShownResult shown;
        FlatChartsView view(&shown);
        shown.show(rateSweep({0}));
        QVERIFY(view.findChild<QComboBox*>(u"slice"_s)->isHidden());
        QVERIFY(view.hasChart());
        ShownResult running;
        FlatChartsView empty(&running);
        running.beginRun(testing::sweep(1.0).matrix);
        QVERIFY(!empty.hasChart());
        QVERIFY(!empty.figure().plot);
    }
};

QTEST_MAIN(TestFlatChartsView)
#include "tst_flat_charts_view.moc"
