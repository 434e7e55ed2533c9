#include "ui/setup/preset_picker.h"

#include "core/matrix/matrix_json.h"
#include "ui/setup/matrix_editor.h"

#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace surfio;
using namespace std::chrono_literals;

namespace {

QByteArray jsonOf(const Matrix& m)
{
    return QJsonDocument(matrixToJson(m)).toJson();
}

Matrix ownMatrix()
{
    Matrix m = quickMatrix();
    m.sweeps.front().blockSplits = {BlockSplit{{4096, 60}, {65536, 30}, {1ULL << 20, 10}}};
    Sweep second;
    second.patterns = {Pattern::Read};
    second.blockSizes = {128ULL << 10};
    m.sweeps.push_back(second);
    m.trials = 2;
    m.order = MatrixOrder::Pts;
    m.steadyState.enabled = true;
    m.steadyState.trackers = {SteadyStateTracker{4096, 0}};
    return m;
}

// The row of the preset titled `title`, named `name`: "Title (name) · N points · about T".
int rowOf(QComboBox* combo, const QString& title, const QString& name)
{
    for (int i = 0; i < combo->count(); ++i)
        if (combo->itemText(i).startsWith(title + QStringLiteral(" (") + name + QStringLiteral(") · ")))
            return i;
    return -1;
}

}  // namespace

class TestPresetPicker : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale::c());
    }

    void init() { QDir(userPresetDirectory()).removeRecursively(); }

    void cleanupTestCase() { QDir(userPresetDirectory()).removeRecursively(); }

    void listsTheBuiltInPresets()
    {
        PresetPicker picker;
        const QList<Preset> presets = picker.presets();
        QVERIFY(!presets.isEmpty());
        QVERIFY(std::all_of(presets.begin(), presets.end(), [](const Preset& p) { return p.builtIn; }));
        auto* combo = picker.findChild<QComboBox*>(QStringLiteral("presets"));
        QCOMPARE(combo->count(), 1 + presets.size());  // "Choose a preset…" first
        QCOMPARE(combo->currentIndex(), 0);
        for (const Preset& p : presets) {
            const int row = rowOf(combo, p.title, p.name);
            QVERIFY2(row > 0, qPrintable(p.name));
            const QString points = PresetPicker::tr("%Ln point(s)", nullptr, qlonglong(p.matrix.expand().size()));
            QVERIFY2(combo->itemText(row).contains(points), qPrintable(combo->itemText(row)));
            QVERIFY(combo->itemData(row, Qt::ToolTipRole).toString().contains(p.description.left(40).toHtmlEscaped()));
        }
        for (const char* name : {"vng", "pts-iops", "oci-sweep"})
            QVERIFY2(std::any_of(presets.begin(), presets.end(),
                                 [name](const Preset& p) { return p.name == QLatin1String(name); }),
                     name);
    }

    void choosingEmitsThePreset()
    {
        PresetPicker picker;
        QSignalSpy chosen(&picker, &PresetPicker::presetChosen);
        auto* combo = picker.findChild<QComboBox*>(QStringLiteral("presets"));
        combo->setCurrentIndex(2);  // not a person's choice: nothing happens
        QCOMPARE(chosen.count(), 0);

        combo->setCurrentIndex(0);
        combo->setFocus();
        QTest::keyClick(combo, Qt::Key_Down);
        QCOMPARE(chosen.count(), 1);
        const Preset preset = chosen.at(0).at(0).value<Preset>();
        const Preset first = picker.presets().first();
        QCOMPARE(preset.name, first.name);
        QCOMPARE(jsonOf(preset.matrix), jsonOf(first.matrix));
        QCOMPARE(combo->currentIndex(), rowOf(combo, first.title, first.name));
    }

    // Every built-in preset fills the editor and comes back out unchanged.
    void builtInPresetsPassThroughTheEditor_data()
    {
        QTest::addColumn<QString>("name");
        for (const Preset& p : allPresets())
            QTest::newRow(qPrintable(p.name)) << p.name;
    }

    void builtInPresetsPassThroughTheEditor()
    {
        QFETCH(QString, name);
        Preset preset;
        QString error;
        QVERIFY2(findPreset(name, preset, error), qPrintable(error));
        MatrixEditor editor;
        editor.setMatrix(preset.matrix);
        QCOMPARE(jsonOf(editor.matrix()), jsonOf(preset.matrix));
        QCOMPARE(editor.pointCount(), int(preset.matrix.expand().size()));
        QVERIFY2(editor.isValid(), qPrintable(editor.firstProblem()));
    }

    void savesAPresetThatLoadsBack()
    {
        PresetPicker picker;
        Matrix matrix = ownMatrix();
        picker.setMatrixSource([&matrix] { return matrix; });
        QString error;
        QVERIFY2(picker.saveAs(QStringLiteral("my-ssd"), QStringLiteral("My SSD"), QStringLiteral("Before the update"),
                               false, error),
                 qPrintable(error));
        const QString path = QDir(userPresetDirectory()).filePath(QStringLiteral("my-ssd.json"));
        QVERIFY(QFile::exists(path));

        Preset loaded;
        QVERIFY2(loadPreset(path, loaded, error), qPrintable(error));
        QCOMPARE(loaded.name, QStringLiteral("my-ssd"));
        QCOMPARE(loaded.title, QStringLiteral("My SSD"));
        QCOMPARE(loaded.description, QStringLiteral("Before the update"));
        QVERIFY(!loaded.builtIn);
        QCOMPARE(loaded.points, int(matrix.expand().size()));
        QCOMPARE(loaded.matrix.sweeps.size(), matrix.sweeps.size());
        for (size_t i = 0; i < matrix.sweeps.size(); ++i)
            QVERIFY(loaded.matrix.sweeps[i] == matrix.sweeps[i]);
        QCOMPARE(loaded.matrix.trials, 2);
        QCOMPARE(loaded.matrix.order, MatrixOrder::Pts);
        QVERIFY(loaded.matrix.steadyState == matrix.steadyState);
        QCOMPARE(loaded.matrix.preset, std::string("my-ssd"));

        // Listed, marked as the person's own, and shown.
        auto* combo = picker.findChild<QComboBox*>(QStringLiteral("presets"));
        QCOMPARE(combo->currentIndex(), rowOf(combo, QStringLiteral("My SSD (yours)"), QStringLiteral("my-ssd")));
        const QList<Preset> listed = picker.presets();
        QVERIFY(std::any_of(listed.begin(), listed.end(),
                            [](const Preset& p) { return !p.builtIn && p.name == QLatin1String("my-ssd"); }));

        // Not replaced unless asked to.
        QVERIFY(!picker.saveAs(QStringLiteral("my-ssd"), QStringLiteral("Other"), QString(), false, error));
        QVERIFY2(error.contains(QStringLiteral("my-ssd")), qPrintable(error));
        QVERIFY2(picker.saveAs(QStringLiteral("my-ssd"), QStringLiteral("Other"), QString(), true, error),
                 qPrintable(error));
        QVERIFY(loadPreset(path, loaded, error));
        QCOMPARE(loaded.title, QStringLiteral("Other"));
    }

    void refusesNamesThatCannotBeOwnPresets_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("reason");  // empty: accepted
        QTest::newRow("plain") << "my-ssd_2.0"
                               << "";
        QTest::newRow("empty") << ""
                               << "Give the preset a name";
        QTest::newRow("path") << "../evil"
                              << "cannot be a preset's name";
        QTest::newRow("slash") << "a/b"
                               << "cannot be a preset's name";
        QTest::newRow("space") << "my ssd"
                               << "cannot be a preset's name";
        QTest::newRow("hidden") << ".hidden"
                                << "cannot be a preset's name";
        QTest::newRow("long") << QString(65, QLatin1Char('a')) << "longer than";
        QTest::newRow("built-in") << "vng"
                                  << "built-in";
    }

    void refusesNamesThatCannotBeOwnPresets()
    {
        QFETCH(QString, name);
        QFETCH(QString, reason);
        PresetPicker picker;
        picker.setMatrixSource([] { return quickMatrix(); });
        QVERIFY2(picker.nameProblem(name).contains(reason), qPrintable(picker.nameProblem(name)));
        QCOMPARE(picker.nameProblem(name).isEmpty(), reason.isEmpty());
        QString error;
        QCOMPARE(picker.saveAs(name, QStringLiteral("T"), QString(), true, error), reason.isEmpty());
        if (!reason.isEmpty()) {
            QCOMPARE(error, picker.nameProblem(name));
            QVERIFY(QDir(userPresetDirectory()).entryList(QDir::Files).isEmpty());
        }
    }

    void savesThroughTheDialogAndAsksBeforeReplacing()
    {
        PresetPicker picker;
        Matrix matrix = ownMatrix();
        picker.setMatrixSource([&matrix] { return matrix; });
        picker.show();
        QVERIFY(QTest::qWaitForWindowExposed(&picker));
        const QString path = QDir(userPresetDirectory()).filePath(QStringLiteral("dialog-test.json"));

        const auto openDialog = [&picker]() -> QDialog* {
            picker.findChild<QPushButton*>(QStringLiteral("savePreset"))->click();
            return picker.findChild<QDialog*>(QStringLiteral("savePresetDialog"));
        };
        QDialog* dialog = openDialog();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("presetName"));
        QPushButton* save = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Save);
        QVERIFY(!save->isEnabled());
        QTest::keyClicks(name, QStringLiteral("vng"));
        QVERIFY(!save->isEnabled());
        QVERIFY(dialog->findChild<QLabel*>(QStringLiteral("presetNameProblem"))
                    ->text()
                    .contains(QStringLiteral("built-in")));
        name->clear();
        QTest::keyClicks(name, QStringLiteral("dialog-test"));
        QVERIFY(save->isEnabled());
        QTest::keyClicks(dialog->findChild<QLineEdit*>(QStringLiteral("presetTitle")), QStringLiteral("First"));
        dialog->findChild<QPlainTextEdit*>(QStringLiteral("presetDescription"))
            ->setPlainText(QStringLiteral("Made in a test"));
        save->click();
        QVERIFY(!dialog->isVisible());
        QVERIFY(QFile::exists(path));
        QTRY_VERIFY(!picker.findChild<QDialog*>(QStringLiteral("savePresetDialog")));  // deleted on close
        Preset loaded;
        QString error;
        QVERIFY2(loadPreset(path, loaded, error), qPrintable(error));
        QCOMPARE(loaded.title, QStringLiteral("First"));
        QCOMPARE(loaded.description, QStringLiteral("Made in a test"));

        // Again, with the own preset shown: the dialog starts from it and asks before replacing.
        matrix.trials = 7;
        dialog = openDialog();
        QVERIFY(dialog);
        QCOMPARE(dialog->findChild<QLineEdit*>(QStringLiteral("presetName"))->text(), QStringLiteral("dialog-test"));
        auto* title = dialog->findChild<QLineEdit*>(QStringLiteral("presetTitle"));
        QCOMPARE(title->text(), QStringLiteral("First"));
        title->setText(QStringLiteral("Second"));
        save = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Save);

        save->click();
        auto* ask = dialog->findChild<QMessageBox*>(QStringLiteral("replacePreset"));
        QVERIFY(ask);
        ask->button(QMessageBox::No)->click();
        QVERIFY(dialog->isVisible());  // back to the dialog, nothing written
        QVERIFY(loadPreset(path, loaded, error));
        QCOMPARE(loaded.title, QStringLiteral("First"));

        save->click();
        QTRY_VERIFY((ask = dialog->findChild<QMessageBox*>(QStringLiteral("replacePreset"))) && ask->isVisible());
        ask->button(QMessageBox::Yes)->click();
        QVERIFY(!dialog->isVisible());
        QVERIFY(loadPreset(path, loaded, error));
        QCOMPARE(loaded.title, QStringLiteral("Second"));
        QCOMPARE(loaded.matrix.trials, 7);
    }
};

QTEST_MAIN(TestPresetPicker)
#include "tst_preset_picker.moc"
