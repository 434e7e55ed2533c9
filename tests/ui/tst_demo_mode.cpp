// --demo, as a booth runs it: loops of the matrix on one laid-out target,
// and afterwards nothing of it left for the next ordinary start — no
// settings written, one result at most, no journal, no scratch file — and
// full screen left with Esc or F11, the loop stopped by a touch.

#include "core/engine/message_text.h"
#include "core/result/result_json.h"
#include "ui/demo/demo_view.h"
#include "ui/views/result_views.h"
#include "ui/window/main_window.h"
#include "ui/window/run_controller.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace surfio;
using namespace std::chrono_literals;

class TestDemoMode : public QObject {
    Q_OBJECT

    QString home_;
    QTemporaryDir target_{QDir::tempPath() + QStringLiteral("/tst_demo_mode-XXXXXX")};

    // The tiniest matrix a demo can loop: one 100 ms point that only reads.
    LaunchOptions demo() const
    {
        LaunchOptions launch;
        launch.demo = true;
        launch.autostart = true;
        launch.hasMatrix = true;
        launch.hasTargets = true;
        launch.tab = QStringLiteral("log");
        Matrix& m = launch.options.matrix;
        m.base.targets = {target_.path().toStdString()};
        m.base.regionSize = 4ULL << 20;
        m.base.runtime = 100ms;
        m.base.rampTime = 0ns;
        m.sweeps.front().patterns = {Pattern::RandRead};
        m.sweeps.front().queueDepths = {1};
        m.sweeps.front().blockSizes = {4096};
        return launch;
    }

    static QByteArray settingsFile()
    {
        QFile file(QSettings().fileName());
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

    static QStringList runFiles() { return QDir(MainWindow::runsDirectory()).entryList(QDir::Files); }

    QStringList scratchFiles() const
    {
        return QDir(target_.path()).entryList({QStringLiteral("surfio-scratch-*")}, QDir::Files);
    }

    static QPushButton* stopButton(QWidget& window)
    {
        for (QPushButton* b : window.findChildren<QPushButton*>())
            if (b->text() == MainWindow::tr("Stop"))
                return b;
        return nullptr;
    }

public:
    explicit TestDemoMode(QString home)
        : home_(std::move(home))
    {
    }

private Q_SLOTS:
    // The settings of an ordinary start, for the demo to leave as they are.
    void initTestCase()
    {
        QVERIFY(target_.isValid());
        QVERIFY2(QSettings().fileName().startsWith(home_), qPrintable(QSettings().fileName()));
        QVERIFY(MainWindow::runsDirectory().startsWith(home_));
        MainWindow window;
        window.show();
        QVERIFY(window.close());
        QVERIFY2(!settingsFile().isEmpty(), "an ordinary start saves its settings");
    }

    void demoLeavesNoMess()
    {
        const QByteArray settingsBefore = settingsFile();
        QVERIFY(QDir(MainWindow::runsDirectory()).removeRecursively());
        QList<ResultSet> loops;
        {
            MainWindow window(demo());
            auto* controller = window.findChild<RunController*>();
            QVERIFY(controller);
            QSignalSpy finished(controller, &RunController::finished);
            window.show();
            QVERIFY(window.isFullScreen());
            QVERIFY2(!window.findChild<QDockWidget*>(QStringLiteral("setupDock"))->isVisible(),
                     "the charts get the screen");
            QTRY_VERIFY_WITH_TIMEOUT(finished.size() >= 3, 60000);
            QVERIFY(window.close());
            for (const QList<QVariant>& loop : finished)
                loops.append(loop.at(0).value<ResultSet>());
        }
        QCOMPARE(settingsFile(), settingsBefore);
        QCOMPARE(runFiles(), QStringList{QFileInfo(MainWindow::demoResultPath()).fileName()});
        QVERIFY(scratchFiles().isEmpty());

        // The scratch file was laid out by the first loop only.
        const QString laidOutNow = QString::fromLatin1(messages::kLayoutNow).section(QLatin1Char('('), 0, 0);
        const TargetInfo first = loops.front().points.at(0).targets.at(0);
        QVERIFY2(QString::fromStdString(first.layout).startsWith(laidOutNow), first.layout.c_str());
        for (qsizetype i = 1; i < loops.size(); ++i) {
            if (loops[i].points.isEmpty())
                continue;  // stopped by the close before its point began
            const TargetInfo later = loops[i].points.at(0).targets.at(0);
            QCOMPARE(QString::fromStdString(later.layout), QString::fromLatin1(messages::kLayoutEarlier));
            QCOMPARE(later.ioPath, first.ioPath);
        }

        // What is kept is a whole loop, not the one the close stopped.
        ResultSet kept;
        QString error;
        QVERIFY2(readResultFile(MainWindow::demoResultPath(), kept, error), qPrintable(error));
        QVERIFY(!kept.stopped);
        QCOMPARE(kept.points.size(), 1);
        QVERIFY(QFile::remove(MainWindow::demoResultPath()));
    }

    void escAndF11LeaveFullScreenWhileTheDemoRuns_data()
    {
        QTest::addColumn<int>("key");
        QTest::newRow("Esc") << int(Qt::Key_Escape);
        QTest::newRow("F11") << int(Qt::Key_F11);
    }
    void escAndF11LeaveFullScreenWhileTheDemoRuns()
    {
        QFETCH(int, key);
        MainWindow window(demo());
        window.show();
        QApplication::setActiveWindow(&window);
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.isFullScreen());
        QPushButton* stop = stopButton(window);
        QTRY_VERIFY_WITH_TIMEOUT(stop->isEnabled(), 10000);
        QTest::keyClick(&window, Qt::Key(key));
        QVERIFY(!window.isFullScreen());
        QVERIFY2(stop->isEnabled(), "leaving full screen does not stop the demo");
        // Out of full screen, Esc stops the run again, as Run → Stop says.
        QTest::keyClick(&window, Qt::Key_Escape);
        QTRY_VERIFY_WITH_TIMEOUT(!stop->isEnabled(), 10000);
        QVERIFY(window.close());
        QVERIFY(scratchFiles().isEmpty());
        QFile::remove(MainWindow::demoResultPath());
    }

    // Nothing needs a keyboard: a touch on the demo's figures stops the loop
    // and gives the workbench back, out of full screen, the Setup panel out.
    void aTouchStopsTheDemoAndGivesTheWorkbenchBack()
    {
        MainWindow window(demo());
        window.show();
        auto* face = window.findChild<DemoView*>();
        QVERIFY(face);
        QTRY_VERIFY(face->isVisible());
        QPushButton* stop = stopButton(window);
        QTRY_VERIFY_WITH_TIMEOUT(stop->isEnabled(), 10000);
        QTest::mouseClick(face->findChild<QLabel*>(QStringLiteral("iops")), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!stop->isEnabled(), 10000);
        QVERIFY(!window.isFullScreen());
        QVERIFY(!face->isVisible());
        QVERIFY(window.findChild<QDockWidget*>(QStringLiteral("setupDock"))->isVisible());
        QVERIFY(window.findChild<ResultViews*>()->isVisible());
        // A finished loop starts the next from a zero timer: with that handled, none started.
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        QVERIFY2(!stop->isEnabled(), "the demo loops no more");
        QVERIFY(window.close());
        QVERIFY(scratchFiles().isEmpty());
        QFile::remove(MainWindow::demoResultPath());
    }

    void f11TogglesFullScreen()
    {
        MainWindow window;
        window.show();
        QApplication::setActiveWindow(&window);
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(!window.isFullScreen());
        QTest::keyClick(&window, Qt::Key_F11);
        QVERIFY(window.isFullScreen());
        QTest::keyClick(&window, Qt::Key_F11);
        QVERIFY(!window.isFullScreen());
        QTest::keyClick(&window, Qt::Key_F11);
        QTest::keyClick(&window, Qt::Key_Escape);
        QVERIFY(!window.isFullScreen());
    }
};

// A home of the test's own, set before anything reads it: the settings file
// and the runs folder a demo must leave as they were are this test's.
int main(int argc, char* argv[])
{
    QTemporaryDir home(QDir::tempPath() + QStringLiteral("/tst_demo_mode-home-XXXXXX"));
    if (!home.isValid())
        return 1;
    qputenv("HOME", QFile::encodeName(home.path()));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(home.filePath(QStringLiteral("config"))));
    qputenv("XDG_DATA_HOME", QFile::encodeName(home.filePath(QStringLiteral("data"))));
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Surfio"));
    QCoreApplication::setApplicationName(QStringLiteral("surfio"));
    TestDemoMode test(home.path());
    return QTest::qExec(&test, argc, argv);
}

#include "tst_demo_mode.moc"
