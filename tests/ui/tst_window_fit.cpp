// The workbench on a laptop's screen: at 1366 × 768 and 1280 × 720 every
// Setup control and Start can be reached without leaving the window, the
// window can always be made 1024 × 700, and no data it shows raises its
// minimum size.

#include "launch_options.h"
#include "main_window.h"
#include "matrix.h"
#include "matrix_editor.h"
#include "target_panel.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QProcess>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace surfio;

namespace {

// Where a widget sits in its window, clipped by every scroll area and
// viewport above it: what a person sees of it.
QRect visibleRectInWindow(const QWidget* w)
{
    QRect r(w->mapTo(w->window(), QPoint(0, 0)), w->size());
    for (const QWidget* p = w->parentWidget(); p && !p->isWindow(); p = p->parentWidget())
        r &= QRect(p->mapTo(p->window(), QPoint(0, 0)), p->size());
    return r;
}

// The scroll area a widget lives in, if any.
QScrollArea* scrollAreaOf(QWidget* w)
{
    for (QWidget* p = w->parentWidget(); p; p = p->parentWidget())
        if (auto* area = qobject_cast<QScrollArea*>(p))
            return area;
    return nullptr;
}

// The controls a person uses in the Setup dock, on the tab shown.
QList<QWidget*> setupControls(QDockWidget* dock)
{
    QList<QWidget*> controls;
    for (QWidget* w : dock->findChildren<QWidget*>()) {
        const bool control = qobject_cast<QAbstractButton*>(w) || qobject_cast<QLineEdit*>(w)
            || qobject_cast<QComboBox*>(w) || qobject_cast<QAbstractSpinBox*>(w) || qobject_cast<QListView*>(w);
        if (control && w->isVisibleTo(dock) && !qobject_cast<QLineEdit*>(w->parentWidget())
            && !qobject_cast<QAbstractSpinBox*>(w->parentWidget()) && !qobject_cast<QComboBox*>(w->parentWidget()))
            controls.append(w);
    }
    return controls;
}

// Scrolls the area until all of the widget is in sight (ensureWidgetVisible
// shows only a line edit's cursor).
void scrollToShow(QScrollArea* area, QWidget* w)
{
    const QRect r(w->mapTo(area->widget(), QPoint(0, 0)), w->size());
    QScrollBar* bar = area->verticalScrollBar();
    const int top = bar->value();
    const int height = area->viewport()->height();
    if (r.top() < top)
        bar->setValue(r.top());
    else if (r.bottom() >= top + height)
        bar->setValue(r.bottom() + 1 - height);
    QCoreApplication::processEvents();
}

QString describe(const QWidget* w)
{
    QString text;
    if (auto* button = qobject_cast<const QAbstractButton*>(w))
        text = button->text();
    return QStringLiteral("%1 '%2' %3").arg(QString::fromLatin1(w->metaObject()->className()), w->objectName(), text);
}

} // namespace

class TestWindowFit : public QObject {
    Q_OBJECT

    QTemporaryDir dir_{QDir::tempPath() + QStringLiteral("/tst_window_fit-XXXXXX")};
    QString bigResult_;

    // Every control of the Setup dock's shown tab is inside the window, once
    // its scroll area (if any) has scrolled to it; Start without scrolling.
    static void checkSetupReachable(MainWindow& window)
    {
        auto* dock = window.findChild<QDockWidget*>(QStringLiteral("setupDock"));
        QVERIFY(dock);
        const QRect inside = window.rect();
        auto* start = window.findChild<QPushButton*>(QStringLiteral("startButton"));
        QVERIFY(start);
        QVERIFY2(inside.contains(visibleRectInWindow(start)) && visibleRectInWindow(start) == QRect(start->mapTo(&window, QPoint(0, 0)), start->size()),
                 qPrintable(QStringLiteral("Start at %1 in a %2×%3 window")
                                .arg(QString::number(start->mapTo(&window, QPoint(0, 0)).y()))
                                .arg(window.width())
                                .arg(window.height())));
        for (QWidget* control : setupControls(dock)) {
            if (QScrollArea* area = scrollAreaOf(control))
                scrollToShow(area, control);
            const QRect seen = visibleRectInWindow(control);
            QVERIFY2(!seen.isEmpty() && inside.contains(seen) && seen.height() >= std::min(control->height(), 16),
                     qPrintable(describe(control) + QStringLiteral(" cannot be reached: seen %1,%2 %3×%4")
                                    .arg(seen.x()).arg(seen.y()).arg(seen.width()).arg(seen.height())));
        }
    }

    static void checkResizes(MainWindow& window, QSize size)
    {
        window.resize(size);
        QCoreApplication::processEvents();
        QVERIFY2(window.size() == size,
                 qPrintable(QStringLiteral("asked for %1×%2, got %3×%4 (minimum %5×%6)")
                                .arg(size.width()).arg(size.height())
                                .arg(window.width()).arg(window.height())
                                .arg(window.minimumSizeHint().width()).arg(window.minimumSizeHint().height())));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(dir_.isValid());
        // A saved run of 45 points (5 block sizes × 3 mixes × 3 depths), made by the app.
        bigResult_ = dir_.filePath(QStringLiteral("big.json"));
        QProcess run;
        run.start(qEnvironmentVariable("SURFIO_BIN"),
                  {QStringLiteral("run"), QStringLiteral("--filename=") + dir_.filePath(QStringLiteral("target")),
                   QStringLiteral("--size=4m"), QStringLiteral("--rw=randrw"), QStringLiteral("--bs=4k,8k,16k,32k,64k"),
                   QStringLiteral("--rwmixread=100,50,0"), QStringLiteral("--iodepth=1,2,4"), QStringLiteral("--runtime=20ms"),
                   QStringLiteral("--ramp_time=0"), QStringLiteral("--direct=0"), QStringLiteral("--output-format=json"),
                   QStringLiteral("--output=") + bigResult_});
        QVERIFY(run.waitForFinished(120000));
        QVERIFY2(run.exitCode() == 0, run.readAllStandardError().constData());
    }

    void fitsALaptop_data()
    {
        QTest::addColumn<QSize>("screen");
        QTest::addColumn<int>("setupTab");
        QTest::newRow("1366x768 points") << QSize(1366, 768) << 0;
        QTest::newRow("1366x768 method") << QSize(1366, 768) << 1;
        QTest::newRow("1280x720 points") << QSize(1280, 720) << 0;
        QTest::newRow("1280x720 method") << QSize(1280, 720) << 1;
    }

    void fitsALaptop()
    {
        QFETCH(QSize, screen);
        QFETCH(int, setupTab);
        MainWindow window{LaunchOptions{}};
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("tabs"));
        QVERIFY(tabs);
        tabs->setCurrentIndex(setupTab);
        checkResizes(window, screen);
        if (QTest::currentTestFailed())
            return;
        checkSetupReachable(window);
    }

    // A line that appears under the form (a shrunk preset's note) moves
    // nothing a person is about to click, nor the window.
    void theFormStaysPutWhenANoteAppears()
    {
        MainWindow window{LaunchOptions{}};
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        checkResizes(window, QSize(1366, 768));
        auto* editor = window.findChild<MatrixEditor*>();
        Matrix m = quickMatrix();
        editor->setMatrix(m);
        QTRY_VERIFY(!window.findChild<TargetPanel*>()->isInspecting());   // the target's card has its facts
        QCoreApplication::processEvents();
        auto* region = editor->findChild<QLineEdit*>(QStringLiteral("regionSize"));
        auto* shrunk = editor->findChild<QLabel*>(QStringLiteral("shrunk"));
        QVERIFY(region && shrunk && !shrunk->isVisibleTo(editor));
        const QPoint before = region->mapTo(&window, QPoint(0, 0));
        m.preset = "oci";
        m.presetRuntime = std::chrono::seconds(60);
        m.presetRegion = 10ULL << 30;
        editor->setMatrix(m);
        QCoreApplication::processEvents();
        QVERIFY(shrunk->isVisibleTo(editor));
        QCOMPARE(region->mapTo(&window, QPoint(0, 0)), before);
        QCOMPARE(window.size(), QSize(1366, 768));
    }

    void dataNeverRaisesTheMinimumSize()
    {
        MainWindow window{LaunchOptions{}};
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openResult(bigResult_));
        auto* views = window.findChild<QTabWidget*>(QStringLiteral("views"));
        QVERIFY(views);
        for (int i = 0; i < views->count(); ++i) {
            views->setCurrentIndex(i);
            QCoreApplication::processEvents();
            checkResizes(window, QSize(1024, 700));
            if (QTest::currentTestFailed())
                return;
        }
        checkResizes(window, QSize(1366, 768));
    }

    // The Live view during and after a run of 45 points, each with its band and label.
    void aLiveRunNeverRaisesTheMinimumSize()
    {
        LaunchOptions launch;
        launch.hasMatrix = true;
        launch.hasTargets = true;
        Matrix& m = launch.options.matrix;
        m.base.targets = {dir_.filePath(QStringLiteral("live")).toStdString()};
        m.base.regionSize = 4ULL << 20;
        m.base.direct = false;
        m.base.runtime = std::chrono::milliseconds(20);
        m.base.rampTime = std::chrono::nanoseconds(0);
        m.sweeps.front().patterns = {Pattern::RandReadWrite};
        m.sweeps.front().queueDepths = {1, 2, 4};
        m.sweeps.front().readPercents = {100, 50, 0};
        m.sweeps.front().blockSizes = {4096, 8192, 16384, 32768, 65536};
        MainWindow window(launch);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.resize(1024, 700);
        auto* start = window.findChild<QPushButton*>(QStringLiteral("startButton"));
        QTRY_VERIFY(start->isEnabled());
        QSize largestMinimum;
        QTimer watch;
        connect(&watch, &QTimer::timeout, &window, [&] { largestMinimum = largestMinimum.expandedTo(window.minimumSizeHint()); });
        watch.start(10);
        window.start();
        QTRY_VERIFY_WITH_TIMEOUT(!start->isEnabled(), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), 120000);
        watch.stop();
        QVERIFY2(largestMinimum.width() <= 1024 && largestMinimum.height() <= 700,
                 qPrintable(QStringLiteral("minimum %1×%2 during the run").arg(largestMinimum.width()).arg(largestMinimum.height())));
        QCoreApplication::processEvents();
        QVERIFY2(window.minimumSizeHint().width() <= 1024 && window.minimumSizeHint().height() <= 700,
                 qPrintable(QStringLiteral("minimum %1×%2 after the run")
                                .arg(window.minimumSizeHint().width()).arg(window.minimumSizeHint().height())));
        checkResizes(window, QSize(1024, 700));
    }
};

QTEST_MAIN(TestWindowFit)
#include "tst_window_fit.moc"
