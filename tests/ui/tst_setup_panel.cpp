// The Setup dock's content: the matrix Start runs is the editor's on the
// panel's targets, a preset or an imported job keeps the person's engine,
// and a resumed run writes a device only where the panel allows it. A
// preset's region is up to its size: on a smaller target the whole target
// is used, whichever was chosen first. Why
// Start is off reads beside it and in its tooltip, the points and their
// estimate stay beside it, and a field the keyboard reaches scrolls into sight.

#include "core/matrix/matrix.h"
#include "core/matrix/preset.h"
#include "ui/setup/setup_panel.h"
#include "ui/widgets/readable_color.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

// What of a widget its window shows: clipped by every parent (the scroll area's viewport).
QRect seenRect(const QWidget* w)
{
    QRect r(w->mapTo(w->window(), QPoint(0, 0)), w->size());
    for (const QWidget* p = w->parentWidget(); p && !p->isWindow(); p = p->parentWidget())
        r &= QRect(p->mapTo(p->window(), QPoint(0, 0)), p->size());
    return r;
}

bool wholeInSight(const QWidget* w)
{
    return seenRect(w) == QRect(w->mapTo(w->window(), QPoint(0, 0)), w->size());
}

// The contrast of an image's text with its background: the commonest colour
// is the background, the pixel that differs most from it the text's core.
double textContrast(const QImage& image)
{
    QHash<QRgb, int> counts;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            ++counts[image.pixel(x, y)];
    QRgb background = 0;
    int most = 0;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        if (it.value() > most) {
            most = it.value();
            background = it.key();
        }
    double best = 1;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        best = std::max(best, surfio::contrastRatio(QColor(it.key()), QColor(background)));
    return best;
}

}  // namespace

using namespace surfio;

class TestSetupPanel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void runMatrixIsTheEditorsOnTheTargets()
    {
        SetupPanel setup;
        setup.setMatrix(quickMatrix());
        setup.setTargets({QDir::tempPath()});
        setup.setAllowWriteDevice(true, false);
        const Matrix run = setup.runMatrix();
        QCOMPARE(run.base.targets, std::vector<std::string>{QDir::tempPath().toStdString()});
        QVERIFY(run.base.allowWriteDevice);
        QVERIFY(!run.base.force);
        QCOMPARE(run.expand().size(), quickMatrix().expand().size());
        QVERIFY(setup.matrix().base.targets.empty());
    }

    void keepsThePersonsEngine()
    {
        SetupPanel setup;
        Matrix shown = quickMatrix();
        shown.base.engine = EngineChoice::Fio;
        shown.hosts = {"10.0.0.2"};
        setup.setMatrix(shown);
        const Matrix kept = setup.keepingEngine(quickMatrix());
        QCOMPARE(kept.base.engine, EngineChoice::Fio);
        QCOMPARE(kept.hosts, shown.hosts);
        Matrix own = quickMatrix();
        own.base.engine = EngineChoice::Sync;
        QCOMPARE(setup.keepingEngine(own).base.engine, EngineChoice::Sync);
        QVERIFY(setup.keepingEngine(own).hosts.empty());
    }

    void devicesAreWrittenAgainOnlyOnTheSameTargets_data()
    {
        QTest::addColumn<bool>("same");
        QTest::newRow("the panel's targets") << true;
        QTest::newRow("other targets") << false;
    }
    void devicesAreWrittenAgainOnlyOnTheSameTargets()
    {
        QFETCH(bool, same);
        SetupPanel setup;
        setup.setTargets({QDir::tempPath()});
        setup.setAllowWriteDevice(true, true);
        Matrix resumed = quickMatrix();
        resumed.base.targets = {same ? QDir::tempPath().toStdString() : std::string("/somewhere/else")};
        setup.grantDeviceWrites(resumed);
        QCOMPARE(resumed.base.allowWriteDevice, same);
        QCOMPARE(resumed.base.force, same);
    }

    // `limits` intends 10 GiB; on a 64 MiB file it runs on the whole file,
    // chosen before or after the file, and says so under the editor.
    void aPresetFitsASmallerTarget_data()
    {
        QTest::addColumn<bool>("presetFirst");
        QTest::newRow("the target, then the preset") << false;
        QTest::newRow("the preset, then the target") << true;
    }
    void aPresetFitsASmallerTarget()
    {
        QFETCH(bool, presetFirst);
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("small.dat")));
        QVERIFY(file.open(QIODevice::WriteOnly) && file.resize(64 << 20));
        file.close();
        SetupPanel setup;
        auto* presets = setup.findChild<QComboBox*>(QStringLiteral("presets"));
        int limits = -1;
        for (int i = 0; i < presets->count(); ++i)
            if (presets->itemText(i).contains(QStringLiteral("(limits)")))
                limits = i;
        QVERIFY(limits > 0);
        if (presetFirst)
            Q_EMIT presets->activated(limits);
        setup.setTargets({file.fileName()});
        QTRY_VERIFY(!setup.isInspecting());
        if (!presetFirst)
            Q_EMIT presets->activated(limits);
        const Matrix run = setup.runMatrix();
        QCOMPARE(run.preset, std::string("limits"));
        QCOMPARE(run.base.regionSize, uint64_t(64) << 20);
        QVERIFY(run.presetRegionFitted);
        const auto* shrunk = setup.findChild<QLabel*>(QStringLiteral("shrunk"));
        QVERIFY2(shrunk->text().contains(QStringLiteral("whole target (64 MiB)")), qPrintable(shrunk->text()));
        setup.updateStart();
        QVERIFY2(!setup.problem().contains(QStringLiteral("region")), qPrintable(setup.problem()));

        // Another, larger target: the preset's own region again.
        setup.setTargets({QDir::tempPath()});
        QTRY_VERIFY(!setup.isInspecting());
        QCOMPARE(setup.runMatrix().base.regionSize, uint64_t(10) << 30);
        QVERIFY(!setup.runMatrix().presetRegionFitted);
    }

    // Start follows the problems of the targets and the matrix, and is off while a run goes.
    void startFollowsTheProblemsAndTheRun()
    {
        SetupPanel setup;
        setup.setMatrix(quickMatrix());
        setup.setTargets({QDir::tempPath()});
        QTRY_VERIFY(!setup.isInspecting());
        QSignalSpy canStart(&setup, &SetupPanel::canStartChanged);
        setup.updateStart();
        QVERIFY2(setup.canStart(), qPrintable(setup.problem()));
        QCOMPARE(canStart.takeLast().at(0).toBool(), true);
        setup.setRunning(true);
        setup.updateStart();
        QVERIFY(!setup.canStart());
        setup.setRunning(false);
        setup.setTargets({QDir::tempPath() + QStringLiteral("/no-such-dir/")});
        QTRY_VERIFY(!setup.isInspecting());
        setup.updateStart();
        QVERIFY(!setup.canStart());
        QVERIFY(!setup.problem().isEmpty());
    }

    void theProblemLineReadsBesideStart_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light theme") << false;
        QTest::newRow("dark theme") << true;
    }

    // A bad Rates value: the reason, in a grab, at WCAG AA's 4.5:1 against its
    // background, right above Start and in Start's tooltip; the points and
    // their estimate on Start's row.
    void theProblemLineReadsBesideStart()
    {
        QFETCH(bool, dark);
        const QPalette before = QApplication::palette();
        if (dark) {
            QPalette palette = before;
            palette.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
            palette.setColor(QPalette::WindowText, QColor(0xe6, 0xe6, 0xe6));
            QApplication::setPalette(palette);
        }
        {
            SetupPanel setup;
            setup.resize(420, 700);
            setup.setMatrix(quickMatrix());
            setup.setTargets({QDir::tempPath()});
            setup.show();
            QVERIFY(QTest::qWaitForWindowExposed(&setup));
            QTRY_VERIFY(!setup.isInspecting());
            setup.findChild<QLineEdit*>(QStringLiteral("rates"))->setText(QStringLiteral("fast"));
            setup.updateStart();
            QVERIFY(!setup.canStart());
            auto* line = setup.findChild<QLabel*>(QStringLiteral("startProblem"));
            auto* start = setup.findChild<QPushButton*>(QStringLiteral("startButton"));
            QTRY_VERIFY(line->isVisible() && line->height() > 0);
            QCOMPARE(line->text(), setup.problem());
            QCOMPARE(start->toolTip(), setup.problem());
            QVERIFY2(wholeInSight(line) && wholeInSight(start), "the reason or Start is out of sight");
            const int gap = start->mapTo(&setup, QPoint(0, 0)).y() - line->mapTo(&setup, QPoint(0, line->height())).y();
            QVERIFY2(gap >= 0 && gap <= 3 * line->fontMetrics().height(), qPrintable(QString::number(gap)));
            const double contrast = textContrast(line->grab().toImage());
            QVERIFY2(contrast >= 4.5, qPrintable(QStringLiteral("contrast %1:1").arg(contrast)));

            auto* summary = setup.findChild<QLabel*>(QStringLiteral("runSummary"));
            QVERIFY(summary->isVisible() && wholeInSight(summary));
            QVERIFY2(summary->text().contains(QStringLiteral("point")), qPrintable(summary->text()));
            QVERIFY(qAbs(summary->geometry().center().y() - start->geometry().center().y()) < start->height());
        }
        QApplication::setPalette(before);
    }

    // Alt+G reaches the region field at the bottom of a short panel: it is
    // scrolled into sight; Alt+B back to the block sizes at the top, the same.
    void aFieldTheKeyboardReachesIsScrolledIntoSight()
    {
        SetupPanel setup;
        setup.resize(420, 360);
        setup.show();
        QVERIFY(QTest::qWaitForWindowExposed(&setup));
        QApplication::setActiveWindow(&setup);
        QVERIFY(QTest::qWaitForWindowActive(&setup));
        auto* region = setup.findChild<QLineEdit*>(QStringLiteral("regionSize"));
        auto* blockSizes = setup.findChild<QListView*>(QStringLiteral("blockSizes"));
        QVERIFY(region && blockSizes);
        QVERIFY(!wholeInSight(region));
        QTest::keyClick(&setup, Qt::Key_G, Qt::AltModifier);
        QTRY_COMPARE(QApplication::focusWidget(), region);
        QTRY_VERIFY(wholeInSight(region));
        QTest::keyClick(&setup, Qt::Key_B, Qt::AltModifier);
        QTRY_COMPARE(QApplication::focusWidget(), blockSizes);
        QTRY_VERIFY(!seenRect(blockSizes).isEmpty()
                    && seenRect(blockSizes).top() == blockSizes->mapTo(&setup, QPoint(0, 0)).y());
        QVERIFY(!wholeInSight(region));
    }
};

QTEST_MAIN(TestSetupPanel)
#include "tst_setup_panel.moc"
