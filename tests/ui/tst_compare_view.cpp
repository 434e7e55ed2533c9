// The Compare tab's ratio surface: B ÷ A at each point of a slice of A,
// headlined with the geometric mean ("B is 2.00× A"), one slice and one
// run to choose from, exported as the tab's chart; the table shows no chart.

#include "tests/ui/made_up_sweep.h"
#include "ui/models/shown_result.h"
#include "ui/views/compare_view.h"

#include <QComboBox>
#include <QTest>

using namespace surfio;
using namespace Qt::Literals::StringLiterals;

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
