#include "matrix_editor.h"

#include "value_list_model.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

using namespace surfio;
using namespace std::chrono_literals;

namespace {

QLineEdit* field(MatrixEditor& editor, const char* name)
{
    auto* edit = editor.findChild<QLineEdit*>(QLatin1String(name));
    Q_ASSERT(edit);
    return edit;
}

QListView* list(MatrixEditor& editor, const char* name)
{
    auto* view = editor.findChild<QListView*>(QLatin1String(name));
    Q_ASSERT(view);
    return view;
}

ValueListModel* model(MatrixEditor& editor, const char* name)
{
    return qobject_cast<ValueListModel*>(list(editor, name)->model());
}

// Replaces a field's text by typing, as a person would.
void type(QLineEdit* edit, const QString& text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    QTest::keyClicks(edit, text);
}

void uncheckAll(ValueListModel* m)
{
    for (int row = 0; row < m->rowCount(); ++row)
        m->setData(m->index(row), Qt::Unchecked, Qt::CheckStateRole);
}

bool problemShown(QLineEdit* edit)
{
    const auto actions = edit->actions();
    return std::any_of(actions.begin(), actions.end(), [](QAction* a) { return a->isVisible(); })
        && !edit->toolTip().isEmpty();
}

void compareSpecs(const std::vector<JobSpec>& actual, const std::vector<JobSpec>& expected)
{
    QCOMPARE(actual.size(), expected.size());
    for (size_t i = 0; i < actual.size(); ++i) {
        const JobSpec& a = actual[i];
        const JobSpec& e = expected[i];
        QCOMPARE(a.effectiveReadPercent(), e.effectiveReadPercent());
        QCOMPARE(a.effectiveRandomPercent(), e.effectiveRandomPercent());
        QCOMPARE(a.blockSize, e.blockSize);
        QCOMPARE(a.queueDepth, e.queueDepth);
        QCOMPARE(a.jobs, e.jobs);
        QCOMPARE(a.regionSize, e.regionSize);
        QCOMPARE(a.runtime, e.runtime);
        QCOMPARE(a.rampTime, e.rampTime);
        QCOMPARE(a.direct, e.direct);
        QCOMPARE(a.seed, e.seed);
        QCOMPARE(a.rateIops, e.rateIops);
        QVERIFY(a.targets.empty());
    }
}

} // namespace

class TestMatrixEditor : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        QLocale::setDefault(QLocale::c());
    }

    void validatesAsThePersonTypes_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("direct");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QString>("reason");   // a fragment of firstProblem()

        QTest::newRow("defaults") << "none" << "" << true << true << "";
        QTest::newRow("block size 3000, direct") << "addBlockSize" << "3000" << true << false << "512";
        QTest::newRow("block size 3000, buffered") << "addBlockSize" << "3000" << false << true << "";
        QTest::newRow("block size 12k") << "addBlockSize" << "12k" << true << true << "";
        QTest::newRow("block size edited to abc") << "editBlockSize" << "abc" << true << false << "abc";
        QTest::newRow("block size edited to 3m") << "editBlockSize" << "3m" << true << true << "";
        QTest::newRow("no block size") << "uncheckBlockSizes" << "" << true << false << "block size";
        QTest::newRow("no read %") << "uncheckReadPercents" << "" << true << false << "read percentage";
        QTest::newRow("read % 70") << "addReadPercent" << "70" << true << true << "";
        QTest::newRow("iodepth 0") << "queueDepths" << "0" << true << false << "queue depth";
        QTest::newRow("iodepth 70000") << "queueDepths" << "70000" << true << false << "outside 1 to";
        QTest::newRow("iodepth 4,x") << "queueDepths" << "4,x" << true << false << "“x”";
        QTest::newRow("iodepth empty") << "queueDepths" << "" << true << false << "queue depth";
        QTest::newRow("iodepth 1,4,") << "queueDepths" << "1,4," << true << false << "missing";
        QTest::newRow("iodepth 4,4") << "queueDepths" << "4,4" << true << false << "twice";
        QTest::newRow("iodepth 1, 4,32") << "queueDepths" << "1, 4,32" << true << true << "";
        QTest::newRow("jobs 0") << "jobs" << "0" << true << false << "jobs";
        QTest::newRow("jobs 257") << "jobs" << "257" << true << false << "256";
        QTest::newRow("jobs 1,8") << "jobs" << "1,8" << true << true << "";
        QTest::newRow("runtime 0") << "runtime" << "0" << true << false << "never end";
        QTest::newRow("runtime abc") << "runtime" << "abc" << true << false << "abc";
        QTest::newRow("runtime empty") << "runtime" << "" << true << false << "runtime";
        QTest::newRow("runtime 500ms") << "runtime" << "500ms" << true << true << "";
        QTest::newRow("runtime 2m") << "runtime" << "2m" << true << true << "";
        QTest::newRow("ramp 5x") << "rampTime" << "5x" << true << false << "ramp";
        QTest::newRow("ramp empty") << "rampTime" << "" << true << true << "";
        QTest::newRow("region below a block size") << "regionSize" << "512k" << true << false << "larger than the region";
        QTest::newRow("region 1g") << "regionSize" << "1g" << true << true << "";
        QTest::newRow("region words") << "regionSize" << "lots" << true << false << "region size";
        QTest::newRow("region empty: whole target") << "regionSize" << "" << true << true << "";
    }

    void validatesAsThePersonTypes()
    {
        QFETCH(QString, action);
        QFETCH(QString, text);
        QFETCH(bool, direct);
        QFETCH(bool, valid);
        QFETCH(QString, reason);

        MatrixEditor editor;
        if (action == QLatin1String("editBlockSize")) {   // in-place editing needs a window
            editor.show();
            QVERIFY(QTest::qWaitForWindowExposed(&editor));
        }
        QVERIFY(editor.isValid());
        if (!direct)
            editor.findChild<QCheckBox*>(QStringLiteral("direct"))->click();

        QLineEdit* edited = nullptr;
        if (action == QLatin1String("addBlockSize") || action == QLatin1String("addReadPercent")) {
            const char* name = action == QLatin1String("addBlockSize") ? "blockSizes" : "readPercents";
            QLineEdit* add = field(editor, action == QLatin1String("addBlockSize") ? "blockSizesAdd" : "readPercentsAdd");
            const int rows = model(editor, name)->rowCount();
            type(add, text);
            QTest::keyClick(add, Qt::Key_Return);
            QCOMPARE(model(editor, name)->rowCount(), rows + 1);
            QVERIFY(add->text().isEmpty());
            const QModelIndex current = list(editor, name)->currentIndex();
            QCOMPARE(current.data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
            QCOMPARE(current.data(ValueListModel::ValidRole).toBool(), valid);
        } else if (action == QLatin1String("editBlockSize")) {
            // Add a custom entry, then edit it in place through the list's own editor.
            QLineEdit* add = field(editor, "blockSizesAdd");
            type(add, QStringLiteral("12k"));
            QTest::keyClick(add, Qt::Key_Return);
            QListView* view = list(editor, "blockSizes");
            view->setFocus();
            view->edit(view->currentIndex());
            auto* inPlace = qobject_cast<QLineEdit*>(QApplication::focusWidget());
            QVERIFY(inPlace);
            inPlace->selectAll();
            QTest::keyClicks(inPlace, text);
            QTest::keyClick(inPlace, Qt::Key_Return);
            ValueListModel* sizes = model(editor, "blockSizes");
            const auto committed = [sizes, &text] {   // the delegate commits on the next event loop turn
                for (int row = 0; row < sizes->rowCount(); ++row)
                    if (sizes->index(row).data(Qt::EditRole).toString() == text)
                        return true;
                return false;
            };
            QTRY_VERIFY(committed());
        } else if (action == QLatin1String("uncheckBlockSizes")) {
            uncheckAll(model(editor, "blockSizes"));
        } else if (action == QLatin1String("uncheckReadPercents")) {
            uncheckAll(model(editor, "readPercents"));
        } else if (action != QLatin1String("none")) {
            edited = field(editor, qPrintable(action));
            type(edited, text);
            QCOMPARE(edited->text(), text);
        }

        QCOMPARE(editor.isValid(), valid);
        QVERIFY2(editor.firstProblem().contains(reason), qPrintable(editor.firstProblem()));
        QCOMPARE(editor.firstProblem().isEmpty(), valid);
        const auto* problem = editor.findChild<QLabel*>(QStringLiteral("problem"));
        QCOMPARE(problem->isVisibleTo(&editor), !valid);
        if (edited) {
            QCOMPARE(problemShown(edited), !valid);
            if (!valid)
                QCOMPARE(edited->toolTip(), editor.firstProblem());
        }
        if (valid) {
            // The engine agrees: every point passes validateSpec once a target is given.
            for (JobSpec spec : editor.matrix().expand()) {
                spec.targets = {"/tmp/x"};
                QCOMPARE(QString::fromStdString(validateSpec(spec)), QString());
            }
        }
    }

    void marksTheAddFieldWithoutAddingWhatDoesNotParse()
    {
        MatrixEditor editor;
        QLineEdit* add = field(editor, "blockSizesAdd");
        const int rows = model(editor, "blockSizes")->rowCount();
        type(add, QStringLiteral("abc"));
        QVERIFY(problemShown(add));
        QVERIFY(add->toolTip().contains(QStringLiteral("abc")));
        QTest::keyClick(add, Qt::Key_Return);
        QCOMPARE(model(editor, "blockSizes")->rowCount(), rows);
        QCOMPARE(add->text(), QStringLiteral("abc"));   // kept for the person to fix
        QVERIFY(editor.isValid());                      // not in the matrix, so it does not block it
        type(add, QStringLiteral("12k"));
        QVERIFY(!problemShown(add));
    }

    void removesCustomEntriesWithDelete()
    {
        MatrixEditor editor;
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        ValueListModel* sizes = model(editor, "blockSizes");
        const int rows = sizes->rowCount();
        QLineEdit* add = field(editor, "blockSizesAdd");
        type(add, QStringLiteral("12k"));
        QTest::keyClick(add, Qt::Key_Return);
        QCOMPARE(sizes->rowCount(), rows + 1);
        QListView* view = list(editor, "blockSizes");
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Delete);
        QCOMPARE(sizes->rowCount(), rows);

        // Presets stay: unchecking is how they leave the matrix.
        view->setCurrentIndex(sizes->index(0));
        QTest::keyClick(view, Qt::Key_Delete);
        QCOMPARE(sizes->rowCount(), rows);
    }

    void roundTripsTheQuickMatrix()
    {
        const Matrix quick = quickMatrix();
        MatrixEditor editor;
        editor.setMatrix(quick);
        QVERIFY2(editor.isValid(), qPrintable(editor.firstProblem()));
        const Matrix edited = editor.matrix();
        QVERIFY(edited.base.targets.empty());
        compareSpecs(edited.expand(), quick.expand());
        QCOMPARE(edited.sweeps.front().patterns, quick.sweeps.front().patterns);
        QCOMPARE(edited.sweeps.front().blockSizes, quick.sweeps.front().blockSizes);
        QCOMPARE(edited.sweeps.front().readPercents, quick.sweeps.front().readPercents);
        QCOMPARE(field(editor, "regionSize")->text(), QStringLiteral("256m"));
        QCOMPARE(field(editor, "runtime")->text(), QStringLiteral("3s"));
    }

    void isTheIdentityForWhatItCanExpress()
    {
        Matrix m;
        m.base.targets = {"/dev/null"};
        m.base.pattern = Pattern::ReadWrite;
        m.base.percentageRandom = 30;
        m.base.runtime = 90s;
        m.base.rampTime = 500ms;
        m.base.regionSize = 3ULL << 30;
        m.base.direct = false;
        m.base.seed = 42;
        m.base.rateIops = 5000;
        m.sweeps.front().patterns = {Pattern::ReadWrite};
        m.sweeps.front().queueDepths = {32, 1, 4};   // typed order is kept
        m.sweeps.front().jobCounts = {4};
        m.sweeps.front().readPercents = {100, 70, 0};
        m.sweeps.front().blockSizes = {3000, 4096, 12288, 1ULL << 20};

        MatrixEditor editor;
        editor.setMatrix(m);
        QVERIFY2(editor.isValid(), qPrintable(editor.firstProblem()));
        QCOMPARE(editor.findChild<QComboBox*>(QStringLiteral("pattern"))->currentIndex(), 2);
        QCOMPARE(editor.findChild<QSpinBox*>(QStringLiteral("percentageRandom"))->value(), 30);
        QCOMPARE(field(editor, "queueDepths")->text(), QStringLiteral("32,1,4"));
        QCOMPARE(field(editor, "rampTime")->text(), QStringLiteral("500ms"));
        QCOMPARE(field(editor, "runtime")->text(), QStringLiteral("90s"));
        QCOMPARE(field(editor, "regionSize")->text(), QStringLiteral("3g"));

        const Matrix edited = editor.matrix();
        QCOMPARE(edited.sweeps.front().patterns, m.sweeps.front().patterns);
        QCOMPARE(edited.sweeps.front().queueDepths, m.sweeps.front().queueDepths);
        QCOMPARE(edited.sweeps.front().jobCounts, m.sweeps.front().jobCounts);
        QCOMPARE(edited.sweeps.front().readPercents, m.sweeps.front().readPercents);
        QCOMPARE(edited.sweeps.front().blockSizes, m.sweeps.front().blockSizes);
        QCOMPARE(edited.base.percentageRandom, 30);
        compareSpecs(edited.expand(), m.expand());

        editor.setMatrix(edited);
        compareSpecs(editor.matrix().expand(), m.expand());
    }

    void showsValuesWithoutAPresetAsCheckedCustomEntries()
    {
        Matrix m = quickMatrix();
        m.sweeps.front().blockSizes = {12288};
        m.sweeps.front().readPercents = {70};
        MatrixEditor editor;
        editor.setMatrix(m);
        for (const char* name : {"blockSizes", "readPercents"}) {
            ValueListModel* values = model(editor, name);
            int custom = 0;
            for (int row = 0; row < values->rowCount(); ++row)
                if (values->index(row).data(ValueListModel::CustomRole).toBool()) {
                    ++custom;
                    QCOMPARE(values->index(row).data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
                }
            QCOMPARE(custom, 1);
        }
        QCOMPARE(editor.matrix().sweeps.front().blockSizes, m.sweeps.front().blockSizes);
        QCOMPARE(editor.matrix().sweeps.front().readPercents, m.sweeps.front().readPercents);
    }

    void takesPureReadAndWritePatternsAsEndsOfTheMix()
    {
        Matrix m;   // randread, by default
        m.sweeps.front().patterns = {Pattern::RandRead, Pattern::RandWrite};
        m.sweeps.front().readPercents = {50};   // ignored by patterns without a mix
        MatrixEditor editor;
        editor.setMatrix(m);
        QCOMPARE(editor.findChild<QComboBox*>(QStringLiteral("pattern"))->currentIndex(), 0);
        QCOMPARE(editor.matrix().sweeps.front().readPercents, (std::vector<int>{100, 0}));
        compareSpecs(editor.matrix().expand(), m.expand());
    }

    void mapsPatternsToFioNames_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<int>("pattern");
        QTest::addColumn<int>("percentageRandom");
        QTest::newRow("random") << 0 << int(Pattern::RandReadWrite) << -1;
        QTest::newRow("sequential") << 1 << int(Pattern::ReadWrite) << -1;
        QTest::newRow("random share") << 2 << int(Pattern::ReadWrite) << 25;
    }

    void mapsPatternsToFioNames()
    {
        QFETCH(int, mode);
        QFETCH(int, pattern);
        QFETCH(int, percentageRandom);
        MatrixEditor editor;
        auto* spin = editor.findChild<QSpinBox*>(QStringLiteral("percentageRandom"));
        editor.findChild<QComboBox*>(QStringLiteral("pattern"))->setCurrentIndex(mode);
        QCOMPARE(spin->isEnabled(), mode == 2);
        spin->setValue(25);
        const Matrix m = editor.matrix();
        QCOMPARE(m.sweeps.front().patterns, (std::vector<Pattern>{Pattern(pattern)}));
        QCOMPARE(m.base.percentageRandom, percentageRandom);
    }

    void countsPointsAndTime()
    {
        Matrix m = quickMatrix();
        m.sweeps.front().blockSizes = {4096, 65536, 1ULL << 20};
        m.sweeps.front().readPercents = {100, 50};
        m.sweeps.front().queueDepths = {1, 32};
        m.sweeps.front().jobCounts = {1};
        m.base.runtime = 30s;
        m.base.rampTime = 2500ms;
        MatrixEditor editor;
        editor.setMatrix(m);
        QCOMPARE(editor.pointCount(), 12);
        QCOMPARE(editor.estimatedSeconds(), 390.0);
        const auto* summary = editor.findChild<QLabel*>(QStringLiteral("summary"));
        QVERIFY2(summary->text().startsWith(QStringLiteral("12 point")), qPrintable(summary->text()));
        QVERIFY2(summary->text().endsWith(QStringLiteral("about 6 min 30 s")), qPrintable(summary->text()));

        type(field(editor, "jobs"), QStringLiteral("1,2"));
        QCOMPARE(editor.pointCount(), 24);
        QCOMPARE(editor.estimatedSeconds(), 780.0);
        QVERIFY2(summary->text().endsWith(QStringLiteral("about 13 min")), qPrintable(summary->text()));

        type(field(editor, "runtime"), QStringLiteral("10m"));
        QVERIFY2(summary->text().endsWith(QStringLiteral("about 4 h 1 min")), qPrintable(summary->text()));
    }

    void emitsChangedOnEdits()
    {
        MatrixEditor editor;
        QSignalSpy changed(&editor, &MatrixEditor::changed);
        editor.setMatrix(quickMatrix());
        QCOMPARE(changed.count(), 1);   // one for all of setMatrix's filling

        changed.clear();
        type(field(editor, "queueDepths"), QStringLiteral("8"));
        QVERIFY(changed.count() >= 1);
        QCOMPARE(editor.matrix().sweeps.front().queueDepths, (std::vector<uint32_t>{8}));

        changed.clear();
        ValueListModel* sizes = model(editor, "blockSizes");
        sizes->setData(sizes->index(0), Qt::Checked, Qt::CheckStateRole);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(editor.matrix().sweeps.front().blockSizes.front(), 512ULL);

        changed.clear();
        editor.findChild<QCheckBox*>(QStringLiteral("direct"))->click();
        QCOMPARE(changed.count(), 1);
        QVERIFY(!editor.matrix().base.direct);
    }

    void staysPutWhileReadOnly()
    {
        MatrixEditor editor;
        editor.setReadOnly(true);
        QSignalSpy changed(&editor, &MatrixEditor::changed);
        QLineEdit* depths = field(editor, "queueDepths");
        type(depths, QStringLiteral("64"));
        QCOMPARE(depths->text(), QStringLiteral("32"));
        ValueListModel* sizes = model(editor, "blockSizes");
        QVERIFY(!sizes->setData(sizes->index(0), Qt::Checked, Qt::CheckStateRole));
        QVERIFY(!editor.findChild<QCheckBox*>(QStringLiteral("direct"))->isEnabled());
        QVERIFY(!editor.findChild<QComboBox*>(QStringLiteral("pattern"))->isEnabled());
        QCOMPARE(changed.count(), 0);

        editor.setReadOnly(false);
        type(depths, QStringLiteral("64"));
        QCOMPARE(editor.matrix().sweeps.front().queueDepths, (std::vector<uint32_t>{64}));
    }
};

QTEST_MAIN(TestMatrixEditor)
#include "tst_matrix_editor.moc"
