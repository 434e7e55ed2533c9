// The Compare tab's ratio surface: B ÷ A at each point of a slice of A,
// headlined with the geometric mean ("B is 2.00× A"), one slice and one
// run to choose from, exported as the tab's chart; the table shows no chart.

#include "tests/ui/made_up_sweep.h"
#include "ui/models/comparison_model.h"
#include "ui/models/shown_result.h"
#include "ui/views/compare_view.h"
#include "ui/widgets/figure_widget.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QTableView>
#include <QTest>

using namespace surfio;
using namespace Qt::Literals::StringLiterals;

namespace {

// The made-up sweep at twice the speed, run at another depth and with its
// block sizes times `bsTimes`.
ResultSet otherRun(uint32_t depth, uint64_t bsTimes)
{
    ResultSet b = testing::sweep(2);
    for (JobResult& r : b.points) {
        r.spec.queueDepth = depth;
        r.spec.blockSize *= bsTimes;
    }
    b.matrix.sweeps.front().queueDepths = {depth};
    for (uint64_t& bs : b.matrix.sweeps.front().blockSizes)
        bs *= bsTimes;
    return b;
}

// The made-up sweep at 100 % read alone: a slice of one line.
ResultSet oneMix(double speed)
{
    ResultSet set = testing::sweep(speed);
    set.matrix.sweeps.front().readPercents = {100};
    const std::vector<JobSpec> specs = set.matrix.expand();
    QList<JobResult> kept;
    for (const JobResult& r : set.points)
        for (int point = 0; point < int(specs.size()); ++point)
            if (r.spec.readPercent == 100 && specs[size_t(point)].blockSize == r.spec.blockSize) {
                kept.append(r);
                kept.last().point = point;
            }
    set.points = kept;
    return set;
}

QString shownPage(const CompareView& view)
{
    return view.findChild<QStackedWidget*>()->currentWidget()->objectName();
}

}  // namespace

class TestCompareView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void ratioSurfaceOfTwiceTheSpeed()
    {
        ShownResult shown;
        CompareView view(&shown);
        shown.show(testing::sweep(1));
        shown.setName(u"a.json"_s);
        shown.addCompared({testing::sweep(2)}, {u"b.json"_s});
        QVERIFY2(!view.figure().plot, "the table on show has no chart");
        view.setShow(CompareView::Show::RatioSurface);
        QVERIFY(view.figure().plot);
        QVERIFY2(view.figureTitle().startsWith(u"B is 2.00× A in iops"_s), qPrintable(view.figureTitle()));
        QCOMPARE(view.findChild<QComboBox*>(u"compareSlice"_s)->count(), 1);
        QCOMPARE(view.findChild<QComboBox*>(u"compareRun"_s)->count(), 1);
        // Half the speed reads as half.
        shown.clearCompared();
        shown.addCompared({testing::sweep(0.5)}, {u"c.json"_s});
        QVERIFY2(view.figureTitle().startsWith(u"B is 0.50× A"_s), qPrintable(view.figureTitle()));
        view.setShow(CompareView::Show::Table);
        QVERIFY(!view.figure().plot);
    }

    // When no point matches, the table's place says why, and its button
    // unticks the keys the runs differ in; what is left then shows.
    void emptyStateSaysWhy_data()
    {
        QTest::addColumn<uint32_t>("depthOfB");
        QTest::addColumn<uint64_t>("bsTimes");
        QTest::addColumn<QString>("reason");  // empty: the table shows
        QTest::addColumn<QString>("button");  // empty: no button
        QTest::addColumn<QString>("afterClick");

        QTest::newRow("same points") << 16u << uint64_t(1) << QString() << QString() << QString();
        QTest::newRow("iodepth differs") << 32u << uint64_t(1) << u"differ in iodepth"_s << u"Untick iodepth"_s
                                         << u"compareTable"_s;
        QTest::newRow("bs and iodepth differ, then alike")
            << 32u << uint64_t(2) << u"differ in bs, iodepth"_s << u"Untick bs, iodepth"_s << u"compareNoMatch"_s;
    }
    void emptyStateSaysWhy()
    {
        QFETCH(uint32_t, depthOfB);
        QFETCH(uint64_t, bsTimes);
        QFETCH(QString, reason);
        QFETCH(QString, button);
        QFETCH(QString, afterClick);

        ShownResult shown;
        CompareView view(&shown);
        view.resize(1000, 700);
        view.show();
        shown.show(testing::sweep(1));
        shown.setName(u"a.json"_s);
        shown.addCompared({otherRun(depthOfB, bsTimes)}, {u"b.json"_s});
        auto* why = view.findChild<QLabel*>(u"compareNoMatchReason"_s);
        auto* untick = view.findChild<QPushButton*>(u"compareUntick"_s);
        if (reason.isEmpty()) {
            QCOMPARE(shownPage(view), u"compareTable"_s);
            QCOMPARE(view.model()->rowCount(), 6);
            return;
        }
        QCOMPARE(shownPage(view), u"compareNoMatch"_s);
        QVERIFY2(why->isVisible() && why->text().contains(reason), qPrintable(why->text()));
        QCOMPARE(untick->isVisible(), !button.isEmpty());
        QCOMPARE(untick->text(), button);
        // The ratio surface has nothing to draw either: it says why too.
        view.setShow(CompareView::Show::RatioSurface);
        QCOMPARE(shownPage(view), u"compareNoMatch"_s);
        QVERIFY(!view.figure().plot);
        view.setShow(CompareView::Show::Table);
        QTest::mouseClick(untick, Qt::LeftButton);
        QVERIFY(!view.keys().contains(SpecKey::IoDepth));
        QCOMPARE(shownPage(view), afterClick);
        if (afterClick == u"compareTable"_s) {
            QCOMPARE(view.model()->rowCount(), 6);
            return;
        }
        // Now the points of a run are alike: the button ticks the key that tells them apart again.
        QVERIFY2(why->text().contains(u"Tick more keys"_s), qPrintable(why->text()));
        QCOMPARE(untick->text(), u"Tick bs again"_s);
        QTest::mouseClick(untick, Qt::LeftButton);
        QVERIFY(view.keys().contains(SpecKey::Bs));
        QCOMPARE(shownPage(view), u"compareNoMatch"_s);
        QVERIFY2(why->text().contains(u"differ in bs"_s), qPrintable(why->text()));
    }

    // A slice of two mixes is a surface whose cells tell their ratio when
    // pointed at; a slice of one mix is a flat line labelled at its points.
    void ratioSurfaceTellsItsValues_data()
    {
        QTest::addColumn<bool>("oneMixOnly");
        QTest::newRow("two mixes: a surface") << false;
        QTest::newRow("one mix: a line") << true;
    }
    void ratioSurfaceTellsItsValues()
    {
        QFETCH(bool, oneMixOnly);
        ShownResult shown;
        CompareView view(&shown);
        view.resize(1000, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        shown.show(oneMixOnly ? oneMix(1) : testing::sweep(1));
        shown.setName(u"a.json"_s);
        shown.addCompared({oneMixOnly ? oneMix(2) : testing::sweep(2)}, {u"b.json"_s});
        view.setShow(CompareView::Show::RatioSurface);
        const ChartFigure figure = view.figure();
        QVERIFY(figure.plot);
        auto* widget = view.findChild<FigureWidget*>(u"compareRatio"_s);
        QVERIFY(!widget->grab().isNull());
        if (oneMixOnly) {
            QVERIFY2(!figure.spots, "a line labels its points itself");
            return;
        }
        QVERIFY(figure.spots);
        QCOMPARE(figure.spots->size(), size_t(6));
        const ChartSpot& spot = figure.spots->front();
        QVERIFY2(widget->rect().contains(spot.at.toPoint()), "the spot is where the widget painted it");
        QCOMPARE(widget->valueAt(spot.at + QPointF(2, 2)), spot.text);
        QVERIFY2(spot.text.contains(u"4 KiB"_s) && spot.text.contains(u"×"_s), qPrintable(spot.text));
        QVERIFY(widget->valueAt(QPointF(-500, -500)).isEmpty());
    }

    void nothingToCompareDrawsNothing()
    {
        ShownResult shown;
        CompareView view(&shown);
        shown.show(testing::sweep(1));
        shown.setName(u"a.json"_s);
        view.setShow(CompareView::Show::RatioSurface);
        QVERIFY(!view.figure().plot);
    }
};

QTEST_MAIN(TestCompareView)
#include "tst_compare_view.moc"
