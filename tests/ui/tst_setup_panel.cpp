// The Setup dock's content: the matrix Start runs is the editor's on the
// panel's targets, a preset or an imported job keeps the person's engine,
// and a resumed run writes a device only where the panel allows it.

#include "core/matrix/matrix.h"
#include "ui/setup/setup_panel.h"

#include <QDir>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

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
};

QTEST_MAIN(TestSetupPanel)
#include "tst_setup_panel.moc"
