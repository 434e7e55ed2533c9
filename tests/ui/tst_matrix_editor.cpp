#include "core/matrix/run_costs.h"
#include "ui/setup/matrix_editor.h"

#include "core/matrix/matrix_json.h"
#include "ui/models/value_list_model.h"
#include "ui/setup/engine_box.h"
#include "ui/setup/fio_host_list.h"

#include "tests/core/uring_options_text.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTest>
#include <QToolButton>

#include <limits>

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
        QCOMPARE(a.verify, e.verify);
        QCOMPARE(a.seed, e.seed);
        QCOMPARE(a.rateIops, e.rateIops);
        QVERIFY(a.targets.empty());
    }
}

// Every field of a matrix the editor cannot show differently from the default.
Matrix wholeMatrix()
{
    Matrix m;
    m.base.runtime = 5s;
    m.base.rampTime = 1s;
    m.base.regionSize = 1ULL << 30;
    m.base.seed = 7;
    m.base.byteTotal = 0;
    m.base.interval = 250ms;
    m.base.engine = EngineChoice::Sync;
    m.base.pattern = Pattern::RandWrite;  // the sweeps decide; kept as given
    Sweep pts;                            // SNIA PTS: sizes descending, mixes as listed
    pts.patterns = {Pattern::RandReadWrite};
    pts.queueDepths = {1, 32};
    pts.jobCounts = {1};
    pts.readPercents = {100, 95, 65, 50, 35, 5, 0};
    pts.blockSizes = {1ULL << 20, 128ULL << 10, 64ULL << 10, 4096, 512};
    pts.rateIops = {0, 1000};
    Sweep splits;
    splits.patterns = {Pattern::RandRead, Pattern::RandWrite};
    splits.queueDepths = {16};
    splits.jobCounts = {2, 4};
    splits.readPercents = {50};  // means nothing to pure patterns, kept anyway
    splits.blockSizes = {};
    splits.blockSplits = {BlockSplit{{4096, 60}, {65536, 30}, {1ULL << 20, 10}}, BlockSplit{{8192, 50}, {131072, 50}}};
    Sweep sequential;
    sequential.patterns = {Pattern::Read};
    sequential.queueDepths = {4};
    sequential.jobCounts = {1};
    sequential.readPercents = {100};
    sequential.blockSizes = {128ULL << 10};
    m.sweeps = {pts, splits, sequential};
    m.order = MatrixOrder::Shuffled;
    m.orderSeed = 1234567890123ULL;
    m.trials = 3;
    m.precondition = true;
    m.steadyState.enabled = true;
    m.steadyState.trackers = {SteadyStateTracker{4096, 0}, SteadyStateTracker{65536, 100}};
    m.steadyState.window = 4;
    m.steadyState.maxRounds = 12;
    m.preset = "pts-iops";
    m.presetRuntime = 60s;
    m.presetRegion = 10ULL << 30;
    return m;
}

void expectSame(const Matrix& actual, const Matrix& expected)
{
    QCOMPARE(actual.sweeps.size(), expected.sweeps.size());
    for (size_t i = 0; i < actual.sweeps.size(); ++i)
        QVERIFY2(actual.sweeps[i] == expected.sweeps[i], qPrintable(QStringLiteral("part %1 differs").arg(i + 1)));
    QCOMPARE(actual.order, expected.order);
    QCOMPARE(actual.orderSeed, expected.orderSeed);
    QCOMPARE(actual.trials, expected.trials);
    QCOMPARE(actual.precondition, expected.precondition);
    QVERIFY(actual.steadyState == expected.steadyState);
    QCOMPARE(actual.preset, expected.preset);
    QCOMPARE(actual.presetRuntime, expected.presetRuntime);
    QCOMPARE(actual.presetRegion, expected.presetRegion);
    QCOMPARE(actual.base.pattern, expected.base.pattern);
    QCOMPARE(actual.base.interval, expected.base.interval);
    QCOMPARE(actual.base.engine, expected.base.engine);
    // And everything the JSON holds, which is what a result records.
    QCOMPARE(QJsonDocument(matrixToJson(actual)).toJson(), QJsonDocument(matrixToJson(expected)).toJson());
    compareSpecs(actual.expand(), expected.expand());
}

}  // namespace

namespace {

// Costs that add nothing to runtime and ramp: the figures below are the matrix's own.
RunCosts freeCosts()
{
    RunCosts costs;
    costs.overheadSeconds = 0;
    costs.overheadPerGiBInFlight = 0;
    costs.layoutBytesPerSecond = std::numeric_limits<double>::infinity();
    return costs;
}

}  // namespace

class TestMatrixEditor : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init() { QLocale::setDefault(QLocale::c()); }

    void validatesAsThePersonTypes_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("direct");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QString>("reason");  // a fragment of firstProblem()

        QTest::newRow("defaults") << "none"
                                  << "" << true << true << "";
        QTest::newRow("block size 3000, direct") << "addBlockSize"
                                                 << "3000" << true << false << "512";
        QTest::newRow("block size 3000, buffered") << "addBlockSize"
                                                   << "3000" << false << true << "";
        QTest::newRow("block size 12k") << "addBlockSize"
                                        << "12k" << true << true << "";
        QTest::newRow("block size edited to abc") << "editBlockSize"
                                                  << "abc" << true << false << "abc";
        QTest::newRow("block size edited to 3m") << "editBlockSize"
                                                 << "3m" << true << true << "";
        QTest::newRow("no block size") << "uncheckBlockSizes"
                                       << "" << true << false << "block size";
        QTest::newRow("no read %") << "uncheckReadPercents"
                                   << "" << true << false << "read percentage";
        QTest::newRow("read % 70") << "addReadPercent"
                                   << "70" << true << true << "";
        QTest::newRow("iodepth 0") << "queueDepths"
                                   << "0" << true << false << "queue depth";
        QTest::newRow("iodepth 70000") << "queueDepths"
                                       << "70000" << true << false << "outside 1 to";
        QTest::newRow("iodepth 4,x") << "queueDepths"
                                     << "4,x" << true << false << "“x”";
        QTest::newRow("iodepth empty") << "queueDepths"
                                       << "" << true << false << "queue depth";
        QTest::newRow("iodepth 1,4,") << "queueDepths"
                                      << "1,4," << true << false << "missing";
        QTest::newRow("iodepth 4,4") << "queueDepths"
                                     << "4,4" << true << false << "twice";
        QTest::newRow("iodepth 1, 4,32") << "queueDepths"
                                         << "1, 4,32" << true << true << "";
        QTest::newRow("jobs 0") << "jobs"
                                << "0" << true << false << "job count";
        QTest::newRow("jobs 257") << "jobs"
                                  << "257" << true << false << "256";
        QTest::newRow("jobs 1,8") << "jobs"
                                  << "1,8" << true << true << "";
        QTest::newRow("rates 0,500") << "rates"
                                     << "0, 500" << true << true << "";
        QTest::newRow("rates empty: unthrottled") << "rates"
                                                  << "" << true << true << "";
        QTest::newRow("rates fast") << "rates"
                                    << "fast" << true << false << "“fast” is not a rate";
        QTest::newRow("rates 500,500") << "rates"
                                       << "500,500" << true << false << "twice";
        QTest::newRow("rates 500,") << "rates"
                                    << "500," << true << false << "missing";
        QTest::newRow("runtime 0") << "runtime"
                                   << "0" << true << false << "never end";
        QTest::newRow("runtime abc") << "runtime"
                                     << "abc" << true << false << "abc";
        QTest::newRow("runtime empty") << "runtime"
                                       << "" << true << false << "runtime";
        QTest::newRow("runtime 500ms") << "runtime"
                                       << "500ms" << true << true << "";
        QTest::newRow("runtime 2m") << "runtime"
                                    << "2m" << true << true << "";
        QTest::newRow("ramp 5x") << "rampTime"
                                 << "5x" << true << false << "ramp";
        QTest::newRow("ramp empty") << "rampTime"
                                    << "" << true << true << "";
        QTest::newRow("region below a block size") << "regionSize"
                                                   << "512k" << true << false << "larger than the region";
        QTest::newRow("region 1g") << "regionSize"
                                   << "1g" << true << true << "";
        QTest::newRow("region words") << "regionSize"
                                      << "lots" << true << false << "region size";
        QTest::newRow("region empty: whole target") << "regionSize"
                                                    << "" << true << true << "";
    }

    void validatesAsThePersonTypes()
    {
        QFETCH(QString, action);
        QFETCH(QString, text);
        QFETCH(bool, direct);
        QFETCH(bool, valid);
        QFETCH(QString, reason);

        MatrixEditor editor;
        if (action == QLatin1String("editBlockSize")) {  // in-place editing needs a window
            editor.show();
            QVERIFY(QTest::qWaitForWindowExposed(&editor));
        }
        QVERIFY(editor.isValid());
        if (!direct)
            editor.findChild<QCheckBox*>(QStringLiteral("direct"))->click();

        QLineEdit* edited = nullptr;
        if (action == QLatin1String("addBlockSize") || action == QLatin1String("addReadPercent")) {
            const char* name = action == QLatin1String("addBlockSize") ? "blockSizes" : "readPercents";
            QLineEdit* add =
                field(editor, action == QLatin1String("addBlockSize") ? "blockSizesAdd" : "readPercentsAdd");
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
            const auto committed = [sizes, &text] {  // the delegate commits on the next event loop turn
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

    // The rates are a part's list as its depths and jobs are; empty is unthrottled alone.
    void ratesAreAPartsList()
    {
        MatrixEditor editor;
        QLineEdit* rates = field(editor, "rates");
        QVERIFY(rates->text().isEmpty());
        const int points = editor.pointCount();
        type(rates, QStringLiteral("0, 500,1000"));
        QCOMPARE(editor.matrix().sweeps.front().rateIops, (std::vector<uint64_t>{0, 500, 1000}));
        QCOMPARE(editor.pointCount(), 3 * points);
        type(rates, QString());
        QCOMPARE(editor.matrix().sweeps.front().rateIops, (std::vector<uint64_t>{0}));
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
        QCOMPARE(add->text(), QStringLiteral("abc"));  // kept for the person to fix
        QVERIFY(editor.isValid());                     // not in the matrix, so it does not block it
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
        m.sweeps.front().rateIops = {5000};
        m.sweeps.front().patterns = {Pattern::ReadWrite};
        m.sweeps.front().queueDepths = {32, 1, 4};  // typed order is kept
        m.sweeps.front().jobCounts = {4};
        m.sweeps.front().readPercents = {100, 70, 0};
        m.sweeps.front().blockSizes = {3000, 4096, 12288, 1ULL << 20};

        MatrixEditor editor;
        editor.setMatrix(m);
        QVERIFY2(editor.isValid(), qPrintable(editor.firstProblem()));
        QCOMPARE(editor.findChild<QComboBox*>(QStringLiteral("pattern"))->currentIndex(), 2);
        QCOMPARE(editor.findChild<QSpinBox*>(QStringLiteral("percentageRandom"))->value(), 30);
        QCOMPARE(field(editor, "queueDepths")->text(), QStringLiteral("32,1,4"));
        QCOMPARE(field(editor, "rates")->text(), QStringLiteral("5000"));
        QCOMPARE(field(editor, "rampTime")->text(), QStringLiteral("500ms"));
        QCOMPARE(field(editor, "runtime")->text(), QStringLiteral("90s"));
        QCOMPARE(field(editor, "regionSize")->text(), QStringLiteral("3g"));

        const Matrix edited = editor.matrix();
        QCOMPARE(edited.sweeps.front().patterns, m.sweeps.front().patterns);
        QCOMPARE(edited.sweeps.front().queueDepths, m.sweeps.front().queueDepths);
        QCOMPARE(edited.sweeps.front().jobCounts, m.sweeps.front().jobCounts);
        QCOMPARE(edited.sweeps.front().readPercents, m.sweeps.front().readPercents);
        QCOMPARE(edited.sweeps.front().blockSizes, m.sweeps.front().blockSizes);
        QCOMPARE(edited.sweeps.front().rateIops, m.sweeps.front().rateIops);
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
        Matrix m;  // randread, by default
        m.sweeps.front().patterns = {Pattern::RandRead, Pattern::RandWrite};
        m.sweeps.front().readPercents = {50};  // ignored by patterns without a mix
        MatrixEditor editor;
        editor.setMatrix(m);
        QCOMPARE(editor.findChild<QComboBox*>(QStringLiteral("pattern"))->currentIndex(), 0);
        QCOMPARE(model(editor, "readPercents")->checkedValues(), (std::vector<uint64_t>{100, 0}));
        // Untouched, the given spelling stays.
        QCOMPARE(editor.matrix().sweeps.front(), m.sweeps.front());

        // Edited, the list is the mix of a randrw sweep.
        ValueListModel* percents = model(editor, "readPercents");
        for (int row = 0; row < percents->rowCount(); ++row)
            if (percents->index(row).data(ValueListModel::ValueRole).toULongLong() == 50)
                percents->setData(percents->index(row), Qt::Checked, Qt::CheckStateRole);
        QCOMPARE(editor.matrix().sweeps.front().patterns, (std::vector<Pattern>{Pattern::RandReadWrite}));
        QCOMPARE(editor.matrix().sweeps.front().readPercents, (std::vector<int>{100, 50, 0}));
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
        editor.setRunCosts(TargetKind::File, freeCosts());
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
        QCOMPARE(changed.count(), 1);  // one for all of setMatrix's filling

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

        changed.clear();
        auto* verify = editor.findChild<QCheckBox*>(QStringLiteral("verify"));
        QVERIFY(!verify->isChecked());
        QVERIFY(!verify->toolTip().isEmpty());
        verify->click();
        QCOMPARE(changed.count(), 1);
        QCOMPARE(editor.matrix().base.verify, VerifyChoice::Crc32c);
    }

    // The Verify data check box: shown from the matrix, and what it asks of block sizes.
    void verifyCheckBox()
    {
        Matrix m;
        m.base.verify = VerifyChoice::Crc32c;
        m.base.direct = false;
        m.sweeps.front().blockSizes = {3000};  // buffered I/O takes it; verify needs multiples of 512
        MatrixEditor editor;
        editor.setMatrix(m);
        auto* verify = editor.findChild<QCheckBox*>(QStringLiteral("verify"));
        QVERIFY(verify->isChecked());
        QCOMPARE(editor.matrix().base.verify, VerifyChoice::Crc32c);
        QVERIFY(!editor.isValid());
        QVERIFY2(editor.firstProblem().contains(QStringLiteral("data verification")),
                 qPrintable(editor.firstProblem()));
        verify->click();
        QCOMPARE(editor.matrix().base.verify, VerifyChoice::Off);
        QVERIFY2(editor.isValid(), qPrintable(editor.firstProblem()));
    }

    // fio's io_uring options: shown from the matrix and given back as they
    // were, edited, checked as the person types, and left at their defaults
    // (which psync takes) while psync is the engine.
    void uringOptions()
    {
        Matrix m = quickMatrix();
        m.base.engine = EngineChoice::IoUring;
        m.base = withUringOptions(m.base);
        m.base.sqthreadPollCpu = 0;  // CPUs every machine has
        m.base.cpusAllowed = {0};
        m.base.hipri = false;  // turned on below
        MatrixEditor editor;
        editor.setMatrix(m);
        QVERIFY2(editor.isValid(), qPrintable(editor.firstProblem()));
        expectSame(editor.matrix(), m);
        QCOMPARE(uringOptionsText(editor.matrix().base), uringOptionsText(m.base));
        QVERIFY(editor.findChild<QCheckBox*>(QStringLiteral("sqthreadPoll"))->isChecked());
        QVERIFY(!editor.findChild<QCheckBox*>(QStringLiteral("fixedBufs"))->isChecked());
        QCOMPARE(field(editor, "cpusAllowed")->text(), QStringLiteral("0"));
        QCOMPARE(editor.findChild<QSpinBox*>(QStringLiteral("batchSubmit"))->value(), 4);

        QSignalSpy changed(&editor, &MatrixEditor::changed);
        editor.findChild<QCheckBox*>(QStringLiteral("hipri"))->click();
        editor.findChild<QCheckBox*>(QStringLiteral("fixedBufs"))->click();
        editor.findChild<QSpinBox*>(QStringLiteral("batchCompleteMin"))->setValue(3);
        type(field(editor, "cpusAllowed"), QStringLiteral("1,0"));
        QVERIFY(changed.count() >= 4);
        JobSpec edited = m.base;
        edited.hipri = true;
        edited.fixedBufs = true;
        edited.iodepthBatchCompleteMin = 3;
        edited.cpusAllowed = {0, 1};
        QCOMPARE(uringOptionsText(editor.matrix().base), uringOptionsText(edited));

        // Polling for completions needs direct I/O; the engine's message says so.
        editor.findChild<QCheckBox*>(QStringLiteral("direct"))->click();
        QVERIFY2(editor.firstProblem().contains(QStringLiteral("--hipri")), qPrintable(editor.firstProblem()));
        editor.findChild<QCheckBox*>(QStringLiteral("direct"))->click();
        QVERIFY2(editor.isValid(), qPrintable(editor.firstProblem()));

        type(field(editor, "cpusAllowed"), QStringLiteral("3-1"));
        QVERIFY(problemShown(field(editor, "cpusAllowed")));
        QVERIFY2(editor.firstProblem().contains(QStringLiteral("3-1")), qPrintable(editor.firstProblem()));
        type(field(editor, "cpusAllowed"), QString());
        QVERIFY(!problemShown(field(editor, "cpusAllowed")));
        QVERIFY(editor.matrix().base.cpusAllowed.empty());

        // psync uses none of the io_uring options, but pins its workers to
        // the CPUs allowed as well (fio's general cpus_allowed).
        type(field(editor, "cpusAllowed"), QStringLiteral("0"));
        auto* engine = editor.findChild<EngineBox*>(QStringLiteral("engine"));
        engine->setCurrentIndex(engine->findData(int(EngineChoice::Sync)));
        QVERIFY(!editor.findChild<QCheckBox*>(QStringLiteral("hipri"))->isEnabled());
        QVERIFY(!editor.findChild<QCheckBox*>(QStringLiteral("sqthreadPoll"))->isEnabled());
        QVERIFY(field(editor, "cpusAllowed")->isEnabled());
        JobSpec psync;
        psync.engine = EngineChoice::Sync;
        psync.cpusAllowed = {0};
        QCOMPARE(uringOptionsText(editor.matrix().base), uringOptionsText(psync));
        QVERIFY2(editor.isValid(), qPrintable(editor.firstProblem()));
        engine->setCurrentIndex(engine->findData(int(EngineChoice::IoUring)));
        QVERIFY(editor.findChild<QCheckBox*>(QStringLiteral("hipri"))->isEnabled());
        type(field(editor, "cpusAllowed"), QString());
        QVERIFY(editor.matrix().base.hipri);  // the widgets kept what they showed

        editor.setReadOnly(true);
        QVERIFY(!editor.findChild<QCheckBox*>(QStringLiteral("sqthreadPoll"))->isEnabled());
        QVERIFY(!editor.findChild<QSpinBox*>(QStringLiteral("sqthreadPollCpu"))->isEnabled());
        QVERIFY(field(editor, "cpusAllowed")->isReadOnly());
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

    // During a run nothing looks editable that is not: every field, list,
    // box and choice of both tabs is greyed alike.
    void everythingLooksLockedWhileReadOnly()
    {
        MatrixEditor editor;
        editor.setMatrix(wholeMatrix());
        editor.setReadOnly(true);
        for (QWidget* w : editor.findChildren<QWidget*>()) {
            const bool input = qobject_cast<QLineEdit*>(w) || qobject_cast<QComboBox*>(w)
                               || qobject_cast<QAbstractSpinBox*>(w) || qobject_cast<QCheckBox*>(w)
                               || qobject_cast<QAbstractItemView*>(w);
            if (input)
                QVERIFY2(!w->isEnabled(), qPrintable(w->objectName() + QStringLiteral(" looks editable during a run")));
        }
        editor.setReadOnly(false);
        QVERIFY(field(editor, "queueDepths")->isEnabled());
        QVERIFY(editor.findChild<QListView*>()->isEnabled());
    }

    void roundTripsAWholeMatrix()
    {
        const Matrix m = wholeMatrix();
        MatrixEditor editor;
        editor.setMatrix(m);
        QVERIFY2(editor.isValid(), qPrintable(editor.firstProblem()));
        expectSame(editor.matrix(), m);

        // Looking at the other parts changes nothing either.
        editor.setCurrentPart(1);
        editor.setCurrentPart(2);
        editor.setCurrentPart(0);
        expectSame(editor.matrix(), m);
        editor.setMatrix(editor.matrix());
        expectSame(editor.matrix(), m);
    }

    void dropsOnlyTheTargets()
    {
        Matrix m = wholeMatrix();
        m.base.targets = {"/tmp/a", "/tmp/b"};
        MatrixEditor editor;
        editor.setMatrix(m);
        QVERIFY(editor.matrix().base.targets.empty());
        m.base.targets.clear();
        expectSame(editor.matrix(), m);
    }

    void editsOnePartAndLeavesTheOthers()
    {
        const Matrix m = wholeMatrix();
        MatrixEditor editor;
        editor.setMatrix(m);
        auto* part = editor.findChild<QLabel*>(QStringLiteral("part"));
        QVERIFY(part->isVisibleTo(&editor));
        QCOMPARE(part->text(), QStringLiteral("Part 1 of 3"));
        QCOMPARE(field(editor, "queueDepths")->text(), QStringLiteral("1,32"));

        editor.findChild<QToolButton*>(QStringLiteral("nextPart"))->click();
        QCOMPARE(editor.currentPart(), 1);
        QCOMPARE(part->text(), QStringLiteral("Part 2 of 3"));
        QCOMPARE(field(editor, "blockSplits")->text(), QStringLiteral("4k/60:64k/30:1m/10 8k/50:128k/50"));
        QCOMPARE(field(editor, "queueDepths")->text(), QStringLiteral("16"));
        type(field(editor, "queueDepths"), QStringLiteral("8,64"));
        type(field(editor, "blockSplits"), QStringLiteral("4k/50:1m/50"));

        Matrix edited = editor.matrix();
        QCOMPARE(edited.sweeps.size(), size_t(3));
        QVERIFY(edited.sweeps[0] == m.sweeps[0]);
        QVERIFY(edited.sweeps[2] == m.sweeps[2]);
        Sweep expected = m.sweeps[1];
        expected.queueDepths = {8, 64};
        expected.blockSplits = {BlockSplit{{4096, 50}, {1ULL << 20, 50}}};
        QVERIFY(edited.sweeps[1] == expected);

        // The edit stays while another part shows, and shows again on return.
        editor.findChild<QToolButton*>(QStringLiteral("nextPart"))->click();
        QCOMPARE(field(editor, "queueDepths")->text(), QStringLiteral("4"));
        QVERIFY(!editor.findChild<QToolButton*>(QStringLiteral("nextPart"))->isEnabled());
        editor.findChild<QToolButton*>(QStringLiteral("previousPart"))->click();
        QCOMPARE(field(editor, "queueDepths")->text(), QStringLiteral("8,64"));
        QVERIFY(editor.matrix().sweeps[1] == expected);
        edited = editor.matrix();
        edited.sweeps[1] = m.sweeps[1];
        expectSame(edited, m);
    }

    void addsAndRemovesParts()
    {
        MatrixEditor editor;  // the quick matrix: one part
        auto* part = editor.findChild<QLabel*>(QStringLiteral("part"));
        auto* add = editor.findChild<QToolButton*>(QStringLiteral("addPart"));
        auto* remove = editor.findChild<QToolButton*>(QStringLiteral("removePart"));
        QVERIFY(!part->isVisibleTo(&editor));
        QVERIFY(!remove->isVisibleTo(&editor));
        QVERIFY(add->isVisibleTo(&editor));
        const int points = editor.pointCount();

        QSignalSpy changed(&editor, &MatrixEditor::changed);
        add->click();
        QCOMPARE(changed.count(), 1);
        QCOMPARE(editor.matrix().sweeps.size(), size_t(2));
        QCOMPARE(editor.currentPart(), 1);
        QCOMPARE(part->text(), QStringLiteral("Part 2 of 2"));
        QVERIFY(editor.matrix().sweeps[1] == editor.matrix().sweeps[0]);  // a copy to change
        QCOMPARE(editor.pointCount(), 2 * points);

        type(field(editor, "jobs"), QStringLiteral("4"));
        QCOMPARE(editor.matrix().sweeps[1].jobCounts, (std::vector<uint32_t>{4}));
        QCOMPARE(editor.matrix().sweeps[0].jobCounts, (std::vector<uint32_t>{1}));

        editor.setCurrentPart(0);
        remove->click();
        QCOMPARE(editor.matrix().sweeps.size(), size_t(1));
        QCOMPARE(editor.matrix().sweeps[0].jobCounts, (std::vector<uint32_t>{4}));
        QVERIFY(!part->isVisibleTo(&editor));
    }

    // Direct I/O and verification each refuse a block size that is not a
    // multiple of 512 bytes, by the engine's rule (brokenSizeRule) in the
    // editor's words; direct I/O's is named first.
    void refusesBlockSizesByTheEnginesRule_data()
    {
        QTest::addColumn<bool>("direct");
        QTest::addColumn<bool>("verify");
        QTest::addColumn<QString>("problem");
        const QString forDirect = QStringLiteral("Block size 4000 B is not a multiple of 512 bytes, which direct I/O "
                                                 "needs: use a multiple of 512, or turn direct I/O off");
        const QString forVerify = QStringLiteral("Block size 4000 B is not a multiple of 512 bytes, which data "
                                                 "verification needs: use a multiple of 512, or turn verification off");
        QTest::newRow("direct") << true << false << forDirect;
        QTest::newRow("buffered") << false << false << QString();
        QTest::newRow("buffered, verify") << false << true << forVerify;
        QTest::newRow("direct, verify") << true << true << forDirect;
    }
    void refusesBlockSizesByTheEnginesRule()
    {
        QFETCH(bool, direct);
        QFETCH(bool, verify);
        QFETCH(QString, problem);

        MatrixEditor editor;
        if (!direct)
            editor.findChild<QCheckBox*>(QStringLiteral("direct"))->click();
        if (verify)
            editor.findChild<QCheckBox*>(QStringLiteral("verify"))->click();
        QLineEdit* add = field(editor, "blockSizesAdd");
        type(add, QStringLiteral("4000"));
        QTest::keyClick(add, Qt::Key_Return);
        const QModelIndex added = list(editor, "blockSizes")->currentIndex();
        QCOMPARE(added.data(ValueListModel::ValueRole).toULongLong(), 4000ULL);
        QCOMPARE(added.data(ValueListModel::ProblemRole).toString(), problem);
        QCOMPARE(editor.firstProblem(), problem);
        // The same size in a split is held to the same rule.
        uncheckAll(model(editor, "blockSizes"));
        type(field(editor, "blockSplits"), QStringLiteral("4000/50:8k/50"));
        QCOMPARE(editor.firstProblem(), problem);
        if (problem.isEmpty()) {  // and the engine agrees
            for (JobSpec spec : editor.matrix().expand()) {
                spec.targets = {"/tmp/x"};
                QCOMPARE(QString::fromStdString(validateSpec(spec)), QString());
            }
        }
    }

    // A field says what it is for until its text is wrong, then what is
    // wrong, then what it is for again.
    void aMendedFieldGetsItsTooltipBack()
    {
        MatrixEditor editor;
        QLineEdit* ramp = field(editor, "rampTime");
        const QString about = ramp->toolTip();
        QVERIFY(about.contains(QStringLiteral("before measuring")));
        type(ramp, QStringLiteral("soon"));
        QVERIFY(!editor.isValid());
        QCOMPARE(ramp->toolTip(), editor.firstProblem());
        type(ramp, QStringLiteral("2s"));
        QVERIFY(editor.isValid());
        QCOMPARE(ramp->toolTip(), about);
    }

    void takesBlockSizeSplits_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("direct");
        QTest::addColumn<int>("splits");  // in the matrix
        QTest::addColumn<QString>("reason");

        QTest::newRow("one") << "4k/60:64k/30:1m/10" << true << 1 << "";
        QTest::newRow("two, spaces around") << "  4k/60:64k/30:1m/10   8k/50:16k " << true << 2 << "";
        QTest::newRow("none") << "" << true << 0 << "";
        QTest::newRow("not 100 %") << "4k/60:64k/30" << true << 0 << "90";
        QTest::newRow("words") << "abc" << true << 0 << "abc";
        QTest::newRow("one bad of two") << "4k/50:8k/50 4k/50:x/50" << true << 1 << "x/50";
        QTest::newRow("twice") << "4k/50:8k/50 4k/50:8k/50" << true << 1 << "twice";
        QTest::newRow("3000 bytes, direct") << "3000/50:4k/50" << true << 1 << "512";
        QTest::newRow("3000 bytes, buffered") << "3000/50:4k/50" << false << 1 << "";
    }

    void takesBlockSizeSplits()
    {
        QFETCH(QString, text);
        QFETCH(bool, direct);
        QFETCH(int, splits);
        QFETCH(QString, reason);

        MatrixEditor editor;  // the quick matrix: 3 sizes × 3 mixes
        if (!direct)
            editor.findChild<QCheckBox*>(QStringLiteral("direct"))->click();
        QLineEdit* edit = field(editor, "blockSplits");
        type(edit, text);
        QCOMPARE(editor.matrix().sweeps.front().blockSplits.size(), size_t(splits));
        QCOMPARE(problemShown(edit), !reason.isEmpty());
        QCOMPARE(editor.isValid(), reason.isEmpty());
        QVERIFY2(editor.firstProblem().contains(reason), qPrintable(editor.firstProblem()));
        if (!reason.isEmpty())
            QCOMPARE(edit->toolTip(), editor.firstProblem());
        // Each split is one more block-size column.
        QCOMPARE(editor.pointCount(), (3 + splits) * 3);
        const auto* summary = editor.findChild<QLabel*>(QStringLiteral("summary"));
        QVERIFY2(summary->text().startsWith(QStringLiteral("%1 point").arg((3 + splits) * 3)),
                 qPrintable(summary->text()));
    }

    void splitsAloneAreEnough()
    {
        MatrixEditor editor;
        uncheckAll(model(editor, "blockSizes"));
        QVERIFY(!editor.isValid());
        type(field(editor, "blockSplits"), QStringLiteral("4k/50:64k/50"));
        QVERIFY2(editor.isValid(), qPrintable(editor.firstProblem()));
        QCOMPARE(editor.pointCount(), 3);
        QVERIFY(editor.matrix().sweeps.front().blockSizes.empty());
    }

    void takesTheMethod()
    {
        MatrixEditor editor;
        auto* order = editor.findChild<QComboBox*>(QStringLiteral("order"));
        QLineEdit* seed = field(editor, "orderSeed");
        QVERIFY(!seed->isEnabled());
        order->setCurrentIndex(2);
        QVERIFY(seed->isEnabled());
        QCOMPARE(seed->text(), QStringLiteral("0"));
        type(seed, QStringLiteral("42"));
        editor.findChild<QSpinBox*>(QStringLiteral("trials"))->setValue(3);
        editor.findChild<QCheckBox*>(QStringLiteral("precondition"))->click();
        auto* steady = editor.findChild<QCheckBox*>(QStringLiteral("steadyState"));
        QVERIFY(!field(editor, "trackBlockSize")->isEnabled());
        steady->click();
        QVERIFY(field(editor, "trackBlockSize")->isEnabled());
        type(field(editor, "trackBlockSize"), QStringLiteral("64k"));
        editor.findChild<QSpinBox*>(QStringLiteral("trackReadPercent"))->setValue(50);
        editor.findChild<QSpinBox*>(QStringLiteral("maxRounds"))->setValue(10);

        const Matrix m = editor.matrix();
        QCOMPARE(m.order, MatrixOrder::Shuffled);
        QCOMPARE(m.orderSeed, 42ULL);
        QCOMPARE(m.trials, 3);
        QVERIFY(m.precondition);
        QVERIFY(m.steadyState.enabled);
        QCOMPARE(m.steadyState.trackers.size(), size_t(1));
        QCOMPARE(m.steadyState.trackers.front().blockSize, 65536ULL);
        QCOMPARE(m.steadyState.trackers.front().readPercent, 50);
        QCOMPARE(m.steadyState.maxRounds, 10);
        QCOMPARE(m.steadyState.window, 5);
        QVERIFY2(editor.isValid(), qPrintable(editor.firstProblem()));
    }

    void refusesASteadyStateThatCannotBeJudged_data()
    {
        QTest::addColumn<QString>("trackBlockSize");
        QTest::addColumn<int>("trackReadPercent");
        QTest::addColumn<int>("maxRounds");
        QTest::addColumn<QString>("reason");
        QTest::newRow("tracked point runs") << "4k" << 0 << 25 << "";
        QTest::newRow("no such block size") << "8k" << 0 << 25 << "no point runs";
        QTest::newRow("no such mix") << "4k" << 70 << 25 << "no point runs";
        QTest::newRow("not a size") << "big" << 0 << 25 << "“big”";
        QTest::newRow("fewer rounds than the window") << "4k" << 0 << 4 << "5 round";
    }

    void refusesASteadyStateThatCannotBeJudged()
    {
        QFETCH(QString, trackBlockSize);
        QFETCH(int, trackReadPercent);
        QFETCH(int, maxRounds);
        QFETCH(QString, reason);
        MatrixEditor editor;
        editor.findChild<QCheckBox*>(QStringLiteral("steadyState"))->click();
        type(field(editor, "trackBlockSize"), trackBlockSize);
        editor.findChild<QSpinBox*>(QStringLiteral("trackReadPercent"))->setValue(trackReadPercent);
        editor.findChild<QSpinBox*>(QStringLiteral("maxRounds"))->setValue(maxRounds);
        QCOMPARE(editor.isValid(), reason.isEmpty());
        QVERIFY2(editor.firstProblem().contains(reason), qPrintable(editor.firstProblem()));
    }

    // Tests load no translation, so plurals read as their source text "point(s)".
    void countsTrialsAndRounds()
    {
        Matrix m = quickMatrix();  // 9 points of 3 s + 1 s ramp
        MatrixEditor editor;
        editor.setRunCosts(TargetKind::File, freeCosts());
        editor.setMatrix(m);
        const auto* summary = editor.findChild<QLabel*>(QStringLiteral("summary"));
        QCOMPARE(summary->text(), QStringLiteral("9 point(s) · about 36 s"));

        m.trials = 3;
        editor.setMatrix(m);
        QCOMPARE(editor.pointCount(), 9);
        QCOMPARE(editor.estimatedSeconds(), 108.0);
        QCOMPARE(summary->text(),
                 QStringLiteral("9 point(s)\nEach point runs 3 time(s) in a row\nAbout 1 min 48 s in all"));

        m.steadyState.enabled = true;
        m.steadyState.maxRounds = 25;
        m.precondition = true;
        editor.setMatrix(m);
        QCOMPARE(editor.estimatedSeconds(), 2700.0);
        QCOMPARE(summary->text(), QStringLiteral("9 point(s) per round\nEach point runs 3 time(s) in a row\n"
                                                 "Up to 25 round(s), until steady state\nAt most about 45 min in all\n"
                                                 "Preconditioning writes come first, for as long as the target takes"));
    }

    // What points cost here counts: the overhead by bytes in flight, and the layout.
    void estimatesWithWhatPointsCostHere()
    {
        Matrix m = quickMatrix();  // 9 points of 3 s + 1 s ramp on 256 MiB
        m.sweeps.front().queueDepths = {256};
        m.sweeps.front().jobCounts = {4};
        m.sweeps.front().blockSizes = {1ULL << 20};
        m.sweeps.front().readPercents = {100};
        RunCosts costs = freeCosts();
        costs.overheadSeconds = 0.5;
        costs.overheadPerGiBInFlight = 2;   // QD256 × 4 jobs × 1 MiB: 1 GiB in flight
        costs.layoutBytesPerSecond = 64e6;  // 256 MiB: about 4 s
        MatrixEditor editor;
        editor.setRunCosts(TargetKind::Directory, costs);
        editor.setMatrix(m);
        QCOMPARE(editor.pointCount(), 1);
        QVERIFY2(std::abs(editor.estimatedSeconds() - (4 + 0.5 + 2 + 256.0 * (1 << 20) / 64e6)) < 1e-6,
                 qPrintable(QString::number(editor.estimatedSeconds())));
        const auto* summary = editor.findChild<QLabel*>(QStringLiteral("summary"));
        QVERIFY2(summary->text().startsWith(
                     QStringLiteral("1 point(s) · about 11 s\nOf which about 4 s lays the region out")),
                 qPrintable(summary->text()));
    }

    // A pasted fio line that ends by bytes is not done "under a second".
    void byteBoundedPointsSayUntilWhen()
    {
        Matrix m = quickMatrix();
        m.sweeps.front().blockSizes = {4096};
        m.sweeps.front().readPercents = {100};
        m.base.runtime = 0s;
        m.base.rampTime = 0s;
        m.base.byteTotal = 1ULL << 30;
        MatrixEditor editor;
        editor.setRunCosts(TargetKind::File, freeCosts());
        editor.setMatrix(m);
        const auto* summary = editor.findChild<QLabel*>(QStringLiteral("summary"));
        QVERIFY2(!summary->text().contains(QStringLiteral("under a second")), qPrintable(summary->text()));
        QVERIFY2(summary->text().contains(QStringLiteral("until 1 GiB per job is done")), qPrintable(summary->text()));
    }

    void saysWhenAPresetIsShrunk()
    {
        Matrix m = quickMatrix();  // 3 s on 256 MiB
        m.preset = "oci";
        m.presetRuntime = 60s;
        m.presetRegion = 10ULL << 30;
        MatrixEditor editor;
        editor.setMatrix(m);
        const auto* shrunk = editor.findChild<QLabel*>(QStringLiteral("shrunk"));
        QVERIFY(shrunk->isVisibleTo(&editor));
        QCOMPARE(shrunk->text(),
                 QStringLiteral("Shrunk from preset “oci”: it intends 60 s per point on a 10 GiB region"));

        type(field(editor, "runtime"), QStringLiteral("1m"));
        QVERIFY(shrunk->isVisibleTo(&editor));  // the region still is
        type(field(editor, "regionSize"), QStringLiteral("10g"));
        QVERIFY(!shrunk->isVisibleTo(&editor));
        QCOMPARE(editor.matrix().preset, std::string("oci"));  // where it came from stays

        m.presetRegion = 0;
        editor.setMatrix(m);
        QCOMPARE(shrunk->text(), QStringLiteral("Shrunk from preset “oci”: it intends 60 s per point"));
        m.preset.clear();
        m.presetRuntime = {};
        editor.setMatrix(m);
        QVERIFY(!shrunk->isVisibleTo(&editor));
    }

    void staysPutWhileReadOnlyWithSeveralParts()
    {
        MatrixEditor editor;
        editor.setMatrix(wholeMatrix());
        editor.setReadOnly(true);
        QVERIFY(!editor.findChild<QToolButton*>(QStringLiteral("addPart"))->isEnabled());
        QVERIFY(!editor.findChild<QToolButton*>(QStringLiteral("removePart"))->isEnabled());
        QVERIFY(editor.findChild<QToolButton*>(QStringLiteral("nextPart"))->isEnabled());  // looking is fine
        QVERIFY(!editor.findChild<QComboBox*>(QStringLiteral("order"))->isEnabled());
        QVERIFY(!editor.findChild<QSpinBox*>(QStringLiteral("trials"))->isEnabled());
        QVERIFY(!editor.findChild<QCheckBox*>(QStringLiteral("steadyState"))->isEnabled());
        QVERIFY(field(editor, "blockSplits")->isReadOnly());
    }

    // The engine choice and fio's hosts, on the Method tab.
    void engineGoesIntoTheMatrix_data()
    {
        QTest::addColumn<int>("engine");
        QTest::newRow("Surfio's engine") << int(EngineChoice::Auto);
        QTest::newRow("io_uring only") << int(EngineChoice::IoUring);
        QTest::newRow("psync") << int(EngineChoice::Sync);
        QTest::newRow("fio") << int(EngineChoice::Fio);
    }

    void engineGoesIntoTheMatrix()
    {
        QFETCH(int, engine);
        MatrixEditor editor;
        auto* box = editor.findChild<EngineBox*>(QStringLiteral("engine"));
        QVERIFY(box);
        QCOMPARE(editor.matrix().base.engine, EngineChoice::Auto);
        QSignalSpy changed(&editor, &MatrixEditor::changed);
        box->setCurrentIndex(box->findData(engine));
        QCOMPARE(editor.matrix().base.engine, EngineChoice(engine));
        QCOMPARE(changed.count(), engine == int(EngineChoice::Auto) ? 0 : 1);
        // Loaded back, from a matrix as from its JSON (a preset, a result, the saved settings).
        Matrix m = quickMatrix();
        m.base.engine = EngineChoice(engine);
        MatrixEditor other;
        Matrix fromJson;
        QString error;
        QVERIFY2(matrixFromJson(matrixToJson(m), fromJson, error), qPrintable(error));
        other.setMatrix(fromJson);
        QCOMPARE(other.findChild<EngineBox*>(QStringLiteral("engine"))->engine(), EngineChoice(engine));
        QCOMPARE(other.matrix().base.engine, EngineChoice(engine));
    }

    void fioEntryNamesItsVersionOrWhyNot()
    {
        MatrixEditor editor;
        auto* box = editor.findChild<EngineBox*>(QStringLiteral("engine"));
        const int row = box->findData(int(EngineChoice::Fio));
        QStandardItem* fio = qobject_cast<QStandardItemModel*>(box->model())->item(row);
        QVERIFY(fio->isEnabled());  // not known yet: it may be chosen, and the run will say

        FioAvailability found;
        found.known = true;
        found.found = true;
        found.program = {QStringLiteral("/usr/bin/fio"), QStringLiteral("3.33")};
        editor.setFioAvailability(found);
        QCOMPARE(fio->text(), QStringLiteral("fio 3.33"));
        QVERIFY(fio->isEnabled());
        QVERIFY(fio->toolTip().contains(QStringLiteral("/usr/bin/fio")));

        FioAvailability missing;
        missing.known = true;
        missing.error =
            QStringLiteral("fio is not installed (not found on PATH): install it (Debian: apt-get install fio) "
                           "or choose Surfio's own engine");
        editor.setFioAvailability(missing);
        QVERIFY(!fio->isEnabled());
        QVERIFY(fio->toolTip().startsWith(QStringLiteral("Fio is not installed")));
        QVERIFY(editor.isValid());  // Surfio's engine runs without it

        // A loaded matrix may still name fio: shown, and the reason keeps Start off.
        Matrix m = quickMatrix();
        m.base.engine = EngineChoice::Fio;
        QSignalSpy changed(&editor, &MatrixEditor::changed);
        editor.setMatrix(m);
        QCOMPARE(box->engine(), EngineChoice::Fio);
        QVERIFY(editor.firstProblem().startsWith(QStringLiteral("Fio is not installed")));
        editor.setFioAvailability(found);
        QVERIFY(editor.isValid());
        QVERIFY(changed.count() >= 2);  // the window re-checks Start on each
    }

    void hostsOnlyWithFio()
    {
        MatrixEditor editor;
        editor.show();
        auto* box = editor.findChild<EngineBox*>(QStringLiteral("engine"));
        editor.setCurrentPage(MatrixEditor::Page::Method);
        auto* hosts = editor.findChild<FioHostList*>(QStringLiteral("fioHosts"));
        QVERIFY(hosts);
        QVERIFY(!hosts->isVisible());
        box->setCurrentIndex(box->findData(int(EngineChoice::Fio)));
        QVERIFY(hosts->isVisible());
        QVERIFY(
            editor.findChild<QLabel*>(QStringLiteral("hostsHint"))->text().contains(QStringLiteral("fio --server")));
        QVERIFY(editor.matrix().hosts.empty());  // none: fio runs here

        // Typed and added, as a person would.
        auto* add = hosts->findChild<QLineEdit*>(QStringLiteral("hostsAdd"));
        type(add, QStringLiteral("10.0.0.2"));
        QTest::keyClick(add, Qt::Key_Return);
        type(add, QStringLiteral("server1:9000"));
        QTest::keyClick(add, Qt::Key_Return);
        QCOMPARE(editor.matrix().hosts, (std::vector<std::string>{"10.0.0.2", "server1:9000"}));
        QVERIFY(editor.isValid());

        // Edited in place to something fio cannot take: marked, and Start stays off.
        auto* list = hosts->findChild<QListWidget*>(QStringLiteral("hosts"));
        list->item(1)->setText(QStringLiteral("server1:port"));
        QVERIFY(!editor.isValid());
        QVERIFY(editor.firstProblem().contains(QStringLiteral("server1:port")));
        QVERIFY(!list->item(1)->toolTip().isEmpty());
        list->item(1)->setText(QStringLiteral("server1:8766"));
        QVERIFY(editor.isValid());

        // Another engine runs here only: no hosts in its matrix, the list kept for a change of mind.
        box->setCurrentIndex(box->findData(int(EngineChoice::Auto)));
        QVERIFY(!hosts->isVisible());
        QVERIFY(editor.matrix().hosts.empty());
        box->setCurrentIndex(box->findData(int(EngineChoice::Fio)));
        QCOMPARE(editor.matrix().hosts.size(), size_t(2));

        // Loaded back from a matrix.
        Matrix m = quickMatrix();
        m.base.engine = EngineChoice::Fio;
        m.hosts = {"[fd00::2]:8765", "h3"};
        editor.setMatrix(m);
        QCOMPARE(hosts->hosts(), QStringList({QStringLiteral("[fd00::2]:8765"), QStringLiteral("h3")}));
        QCOMPARE(editor.matrix().hosts, m.hosts);

        editor.setReadOnly(true);
        QVERIFY(!box->isEnabled());
        QVERIFY(add->isReadOnly());
    }
};

QTEST_MAIN(TestMatrixEditor)
#include "tst_matrix_editor.moc"
