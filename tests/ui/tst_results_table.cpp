// The Results table: which columns it shows by default and by choice, and
// its spec columns frozen while the figures scroll.

#include "ui/models/results_model.h"
#include "ui/models/shown_result.h"
#include "ui/views/results_table.h"

#include <QHeaderView>
#include <QMenu>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTest>

using namespace surfio;

namespace {

JobResult run(Pattern pattern, uint64_t bs, uint64_t ios, int index, int trial = 0)
{
    JobResult r;
    r.point = index;
    r.trial = trial;
    r.spec.pattern = pattern;
    r.spec.blockSize = bs;
    r.spec.queueDepth = 8;
    r.seconds = 1.0;
    r.read.ios = ios;
    r.read.bytes = ios * bs;
    return r;
}

// A model, its proxy and the table over them, as the window has them.
struct Table {
    ShownResult shown;
    ResultsModel model{&shown};
    QSortFilterProxyModel proxy;
    ResultsTable view;
    explicit Table(bool persist = false)
        : view(persist)
    {
        proxy.setSourceModel(&model);
        proxy.setSortRole(ResultsModel::SortRole);
        view.setModel(&proxy);
        view.setSortingEnabled(true);
        view.sortByColumn(ResultsModel::Index, Qt::AscendingOrder);
    }
    // Where a column shows, from the left; -1 when hidden.
    int place(int column) const
    {
        return view.isColumnHidden(column) ? -1 : view.horizontalHeader()->visualIndex(column);
    }
};

// CrystalDiskMark's four tests: 1 MiB sequential twice, 4 KiB random twice.
void addDesktopPoints(ShownResult& shown)
{
    shown.addRun(0, run(Pattern::Read, 1 << 20, 2000, 0));
    shown.addRun(1, run(Pattern::Read, 1 << 20, 1500, 1));
    shown.addRun(2, run(Pattern::RandRead, 4096, 90000, 2));
    shown.addRun(3, run(Pattern::RandRead, 4096, 12000, 3));
}

QAction* actionNamed(QMenu* menu, const QString& text)
{
    const QList<QAction*> actions = menu->actions();
    const auto it = std::find_if(actions.begin(), actions.end(), [&](QAction* a) { return a->text() == text; });
    return it == actions.end() ? nullptr : *it;
}

}  // namespace

class TestResultsTable : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QSettings().clear(); }
    void cleanupTestCase() { QSettings().clear(); }

    void spreadColumnsOnlyWithTrials()
    {
        Table t;
        t.shown.addRun(0, run(Pattern::RandRead, 4096, 1000, 0));
        for (int column : {int(ResultsModel::Runs), int(ResultsModel::IopsStdDev), int(ResultsModel::IopsCv),
                           int(ResultsModel::IopsMin), int(ResultsModel::IopsMax)})
            QVERIFY2(t.view.isColumnHidden(column), qPrintable(QString::number(column)));
        QVERIFY(!t.view.isColumnHidden(ResultsModel::TotalIops));
        QVERIFY(!t.view.isColumnHidden(ResultsModel::ReadP99));

        t.shown.addRun(0, run(Pattern::RandRead, 4096, 1200, 0, 1));  // a second trial
        for (int column : {int(ResultsModel::Runs), int(ResultsModel::IopsStdDev), int(ResultsModel::IopsCv),
                           int(ResultsModel::IopsMin), int(ResultsModel::IopsMax)})
            QVERIFY2(!t.view.isColumnHidden(column), qPrintable(QString::number(column)));
    }

    void mbPerSecondFirstForThroughputResults_data()
    {
        QTest::addColumn<Pattern>("pattern");
        QTest::addColumn<uint64_t>("blockSize");
        QTest::addColumn<bool>("mbpsFirst");
        QTest::newRow("4 KiB random") << Pattern::RandRead << uint64_t(4096) << false;
        QTest::newRow("64 KiB random") << Pattern::RandRead << uint64_t(65536) << false;
        QTest::newRow("128 KiB random") << Pattern::RandRead << uint64_t(131072) << true;
        QTest::newRow("4 KiB sequential") << Pattern::Read << uint64_t(4096) << true;
        QTest::newRow("1 MiB sequential") << Pattern::Write << uint64_t(1 << 20) << true;
    }

    void mbPerSecondFirstForThroughputResults()
    {
        QFETCH(Pattern, pattern);
        QFETCH(uint64_t, blockSize);
        QFETCH(bool, mbpsFirst);
        Table t;
        t.shown.addRun(0, run(pattern, blockSize, 1000, 0));
        QCOMPARE(t.place(ResultsModel::TotalMBps) < t.place(ResultsModel::TotalIops), mbpsFirst);
        QCOMPARE(t.place(ResultsModel::ReadMBps) < t.place(ResultsModel::ReadIops), mbpsFirst);
        // The headline figures come right after the spec.
        QCOMPARE(std::min(t.place(ResultsModel::TotalMBps), t.place(ResultsModel::TotalIops)),
                 int(ResultsModel::FrozenColumns));
        const int headline = mbpsFirst ? ResultsModel::TotalMBps : ResultsModel::TotalIops;
        QVERIFY(t.model.data(t.model.index(0, headline), Qt::FontRole).value<QFont>().bold());
    }

    // Half of the desktop preset's points are sequential: MB/s first, and
    // each row's headline figure bold (MB/s for SEQ1M, IOPS for RND4K).
    void desktopResultLeadsWithMbPerSecond()
    {
        Table t;
        addDesktopPoints(t.shown);
        QVERIFY(t.place(ResultsModel::TotalMBps) < t.place(ResultsModel::TotalIops));
        QVERIFY(t.model.data(t.model.index(0, ResultsModel::TotalMBps), Qt::FontRole).value<QFont>().bold());
        QVERIFY(t.model.data(t.model.index(2, ResultsModel::TotalIops), Qt::FontRole).value<QFont>().bold());
        QVERIFY(!t.model.data(t.model.index(2, ResultsModel::TotalMBps), Qt::FontRole).isValid());
    }

    void chooserTogglesAColumnAndKeepsIt()
    {
        {
            Table t(true);
            addDesktopPoints(t.shown);
            std::unique_ptr<QMenu> menu(t.view.columnMenu());
            QAction* cpu = actionNamed(menu.get(), QStringLiteral("CPU"));
            QAction* spread = actionNamed(menu.get(), QStringLiteral("CV"));
            QVERIFY(cpu && spread && cpu->isCheckable() && cpu->isChecked() && !spread->isChecked());
            cpu->trigger();
            spread->trigger();
            QVERIFY(t.view.isColumnHidden(ResultsModel::Cpu));
            QVERIFY(!t.view.isColumnHidden(ResultsModel::IopsCv));
        }
        Table again(true);
        addDesktopPoints(again.shown);
        QVERIFY(again.view.isColumnHidden(ResultsModel::Cpu));
        QVERIFY(!again.view.isColumnHidden(ResultsModel::IopsCv));

        std::unique_ptr<QMenu> menu(again.view.columnMenu());
        actionNamed(menu.get(), QStringLiteral("Default columns"))->trigger();
        QVERIFY(!again.view.isColumnHidden(ResultsModel::Cpu));
        QVERIFY(again.view.isColumnHidden(ResultsModel::IopsCv));
    }

    // Demo mode: the choice holds in the window, and nothing is written.
    void withoutPersistNothingIsWritten()
    {
        Table t(false);
        addDesktopPoints(t.shown);
        t.view.chooseColumn(ResultsModel::Cpu, false);
        QVERIFY(t.view.isColumnHidden(ResultsModel::Cpu));
        QVERIFY(QSettings().allKeys().isEmpty());
    }

    void specColumnsStayInSightWhileScrolling()
    {
        Table t;
        addDesktopPoints(t.shown);
        t.view.resize(500, 300);
        t.view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&t.view));
        QScrollBar* across = t.view.horizontalScrollBar();
        QVERIFY2(across->maximum() > 0, "the figures should not fit 500 px");
        across->setValue(across->maximum());
        QCoreApplication::processEvents();

        const QTableView* frozen = t.view.frozenView();
        QVERIFY(frozen->isVisible());
        QCOMPARE(frozen->geometry().left(), t.view.viewport()->geometry().left());
        int specWidth = 0;
        for (int column = 0; column < ResultsModel::FrozenColumns; ++column)
            specWidth += t.view.columnWidth(column);
        QCOMPARE(frozen->width(), specWidth);
        // Block size and QD are where they were, the last figure has come into sight.
        const QRect blockSize = frozen->visualRect(t.proxy.index(0, ResultsModel::BlockSize));
        QVERIFY(frozen->viewport()->rect().contains(blockSize));
        QCOMPARE(frozen->horizontalHeader()->sectionViewportPosition(ResultsModel::Index), 0);
        QVERIFY(t.view.isColumnHidden(ResultsModel::Cpu) == false);
        const int cpuRight = t.view.columnViewportPosition(ResultsModel::Cpu) + t.view.columnWidth(ResultsModel::Cpu);
        QVERIFY2(cpuRight <= t.view.viewport()->width(), qPrintable(QString::number(cpuRight)));
        QVERIFY(t.view.columnViewportPosition(ResultsModel::Cpu) >= specWidth);
        // Only the spec shows in the frozen part.
        QVERIFY(frozen->isColumnHidden(ResultsModel::TotalIops));
    }

    // Too narrow for the spec and some figures: nothing frozen, all of it scrolls.
    void aNarrowTableFreezesNothing()
    {
        Table t;
        addDesktopPoints(t.shown);
        t.view.resize(300, 300);
        t.view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&t.view));
        QVERIFY(!t.view.frozenView()->isVisible());
        t.view.resize(700, 300);
        QCoreApplication::processEvents();
        QVERIFY(t.view.frozenView()->isVisible());
    }

    void sortingFromTheFrozenPartSortsBoth()
    {
        Table t;
        addDesktopPoints(t.shown);
        t.view.resize(500, 300);
        t.view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&t.view));
        QHeaderView* frozenHeader = t.view.frozenView()->horizontalHeader();
        const int x = frozenHeader->sectionViewportPosition(ResultsModel::BlockSize) + 5;
        QTest::mouseClick(frozenHeader->viewport(), Qt::LeftButton, {}, QPoint(x, frozenHeader->height() / 2));
        QCOMPARE(t.view.horizontalHeader()->sortIndicatorSection(), int(ResultsModel::BlockSize));
        QCOMPARE(frozenHeader->sortIndicatorSection(), int(ResultsModel::BlockSize));
        QCOMPARE(t.proxy.data(t.proxy.index(0, ResultsModel::BlockSize)).toString(), QStringLiteral("4 KiB"));
        t.view.verticalScrollBar()->setValue(t.view.verticalScrollBar()->maximum());
        // Row by row, both parts show the same point at the same height.
        for (int row = 0; row < t.proxy.rowCount(); ++row)
            QCOMPARE(t.view.frozenView()->visualRect(t.proxy.index(row, ResultsModel::Pattern)).top(),
                     t.view.visualRect(t.proxy.index(row, ResultsModel::TotalIops)).top());
        // And sorting by a figure is shown in both headers too.
        t.view.sortByColumn(ResultsModel::TotalIops, Qt::DescendingOrder);
        QCOMPARE(frozenHeader->sortIndicatorSection(), int(ResultsModel::TotalIops));
        QCOMPARE(t.proxy.data(t.proxy.index(0, ResultsModel::Index), ResultsModel::PointIndexRole).toInt(), 2);
    }

    void selectionAndDoubleClickWorkInTheFrozenPart()
    {
        Table t;
        addDesktopPoints(t.shown);
        t.view.resize(500, 300);
        t.view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&t.view));
        QSignalSpy activated(&t.view, &QAbstractItemView::activated);
        QSignalSpy doubleClicked(&t.view, &QAbstractItemView::doubleClicked);
        QTableView* frozen = t.view.frozenView();
        const QPoint cell = frozen->visualRect(t.proxy.index(1, ResultsModel::BlockSize)).center();
        QTest::mouseClick(frozen->viewport(), Qt::LeftButton, {}, cell);
        QCOMPARE(t.view.selectionModel()->selectedRows().size(), 1);
        QCOMPARE(t.view.selectionModel()->selectedRows().first().row(), 1);
        QTest::mouseDClick(frozen->viewport(), Qt::LeftButton, {}, cell);
        QCOMPARE(doubleClicked.size(), 1);
        QCOMPARE(doubleClicked.first().first().value<QModelIndex>().row(), 1);
        Q_UNUSED(activated);
    }
};

QTEST_MAIN(TestResultsTable)
#include "tst_results_table.moc"
