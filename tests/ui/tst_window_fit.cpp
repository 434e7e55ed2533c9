// The workbench on a laptop's screen: at 1366 × 768 and 1280 × 720 every
// Setup control and Start can be reached without leaving the window, the
// window can always be made 1024 × 700, no data it shows raises its minimum
// size, and each target's card can be read in full.

#include "core/matrix/matrix.h"
#include "ui/setup/matrix_editor.h"
#include "ui/setup/target_card.h"
#include "ui/setup/target_panel.h"
#include "ui/window/launch_options.h"
#include "ui/window/main_window.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
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
                             || qobject_cast<QComboBox*>(w) || qobject_cast<QAbstractSpinBox*>(w)
                             || qobject_cast<QListView*>(w);
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

// Where a widget is in its window, uncut.
QRect rectInWindow(const QWidget* w)
{
    return {w->mapTo(w->window(), QPoint(0, 0)), w->size()};
}

// The room a label's text takes at the label's width: wider than the label
// when a word cannot be broken, taller when the label is too short.
QRect textRect(const QLabel* label)
{
    const int flags = label->wordWrap() ? int(Qt::TextWordWrap) : 0;
    return label->fontMetrics().boundingRect(QRect(0, 0, label->contentsRect().width(), 100000), flags, label->text());
}

// The card, or the first of its labels, that is shorter than its text needs
// at its width; empty when none is.
QString shortestFor(const TargetCard* card)
{
    QList<const QWidget*> widgets{card};
    for (const QLabel* label : card->findChildren<QLabel*>())
        if (label->isVisibleTo(card) && !label->text().isEmpty())
            widgets << label;
    for (const QWidget* w : widgets)
        if (w->height() < w->heightForWidth(w->width()))
            return QStringLiteral("%1 in %2: %3 px high, needs %4")
                .arg(QString::fromLatin1(w->metaObject()->className()), card->path())
                .arg(w->height())
                .arg(w->heightForWidth(w->width()));
    return {};
}

// What is not yet laid out for its width in the Setup dock: its content
// (as wide as the dock, as high as its lines need, with a scroll bar exactly
// when higher than the dock), a card or one of its labels; empty when all is.
QString unsettled(const QScrollArea* setup, const QList<TargetCard*>& cards)
{
    const QWidget* content = setup->widget();
    const QWidget* viewport = setup->viewport();
    if (content->width() != viewport->width())
        return QStringLiteral("the Setup is %1 wide in a dock %2 wide").arg(content->width()).arg(viewport->width());
    if (content->height() < content->heightForWidth(content->width()))
        return QStringLiteral("the Setup is %1 high, needs %2")
            .arg(content->height())
            .arg(content->heightForWidth(content->width()));
    if (setup->verticalScrollBar()->isVisible() != (content->height() > viewport->height()))
        return QStringLiteral("the Setup's scroll bar does not follow its height");
    for (const TargetCard* card : cards)
        if (const QString shortest = shortestFor(card); !shortest.isEmpty())
            return shortest;
    return {};
}

QString describe(const QWidget* w)
{
    QString text;
    if (auto* button = qobject_cast<const QAbstractButton*>(w))
        text = button->text();
    return QStringLiteral("%1 '%2' %3").arg(QString::fromLatin1(w->metaObject()->className()), w->objectName(), text);
}

}  // namespace

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
        QVERIFY2(inside.contains(visibleRectInWindow(start))
                     && visibleRectInWindow(start) == QRect(start->mapTo(&window, QPoint(0, 0)), start->size()),
                 qPrintable(QStringLiteral("Start at %1 in a %2×%3 window")
                                .arg(QString::number(start->mapTo(&window, QPoint(0, 0)).y()))
                                .arg(window.width())
                                .arg(window.height())));
        for (QWidget* control : setupControls(dock)) {
            if (QScrollArea* area = scrollAreaOf(control))
                scrollToShow(area, control);
            const QRect seen = visibleRectInWindow(control);
            QVERIFY2(!seen.isEmpty() && inside.contains(seen) && seen.height() >= std::min(control->height(), 16),
                     qPrintable(describe(control)
                                + QStringLiteral(" cannot be reached: seen %1,%2 %3×%4")
                                      .arg(seen.x())
                                      .arg(seen.y())
                                      .arg(seen.width())
                                      .arg(seen.height())));
        }
    }

    static void checkResizes(MainWindow& window, QSize size)
    {
        window.resize(size);
        QCoreApplication::processEvents();
        QVERIFY2(window.size() == size, qPrintable(QStringLiteral("asked for %1×%2, got %3×%4 (minimum %5×%6)")
                                                       .arg(size.width())
                                                       .arg(size.height())
                                                       .arg(window.width())
                                                       .arg(window.height())
                                                       .arg(window.minimumSizeHint().width())
                                                       .arg(window.minimumSizeHint().height())));
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
                   QStringLiteral("--rwmixread=100,50,0"), QStringLiteral("--iodepth=1,2,4"),
                   QStringLiteral("--runtime=20ms"), QStringLiteral("--ramp_time=0"), QStringLiteral("--direct=0"),
                   QStringLiteral("--output-format=json"), QStringLiteral("--output=") + bigResult_});
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
        QTRY_VERIFY(!window.findChild<TargetPanel*>()->isInspecting());  // the target's card has its facts
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

    void theTargetCardsShowEveryLine_data()
    {
        QTest::addColumn<QSize>("screen");
        QTest::addColumn<QStringList>("targets");  // in the test's directory; ending in "/": a directory
        const QString file = QStringLiteral("a-directory-with-a-rather-long-name/benchmark-target-file.dat");
        const QString directory = QStringLiteral("a-directory-with-a-rather-long-name/");
        // Nowhere to break but at the slashes, and one name wider than the dock.
        const QString unbroken =
            QStringLiteral("benchmark_targets_of_the_storage_team_for_the_quarterly_review_2026/target.dat");
        for (const QSize screen : {QSize(1366, 768), QSize(1280, 720), QSize(1920, 1080)}) {
            const QByteArray size = QByteArray::number(screen.width()) + 'x' + QByteArray::number(screen.height());
            QTest::newRow(size + " a file") << screen << QStringList{file};
            QTest::newRow(size + " a file and its directory") << screen << QStringList{file, directory};
            QTest::newRow(size + " a name with no place to break") << screen << QStringList{unbroken};
        }
    }

    // What Surfio found about each target can be read at once: the whole card
    // in sight once the Setup dock has scrolled to it, every line of it
    // wrapped to the dock's width, none cut at the bottom or on the right.
    void theTargetCardsShowEveryLine()
    {
        QFETCH(QSize, screen);
        QFETCH(QStringList, targets);
        QStringList paths;
        for (const QString& target : targets) {
            const QString path = dir_.filePath(target);
            if (target.endsWith(u'/')) {
                QVERIFY(QDir().mkpath(path));
            } else {
                QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
                QFile file(path);
                QVERIFY(file.open(QIODevice::WriteOnly) && file.resize(qint64{1} << 20));
            }
            paths << path;
        }
        MainWindow window{LaunchOptions{}};
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        checkResizes(window, screen);
        if (QTest::currentTestFailed())
            return;
        auto* panel = window.findChild<TargetPanel*>();
        panel->setTargets(paths);
        QTRY_VERIFY(!panel->isInspecting());
        const QList<TargetCard*> cards = panel->findChildren<TargetCard*>();
        QCOMPARE(cards.size(), paths.size());
        auto* setup = window.findChild<QScrollArea*>(QStringLiteral("setupScroll"));
        QVERIFY(setup);
        // The new cards are shown and laid out through posted events, and a
        // path broken to fit its line asks for a new height, the Setup for a
        // scroll bar: the layouts settle on them.
        QCoreApplication::sendPostedEvents();
        QTRY_VERIFY2(unsettled(setup, cards).isEmpty(), qPrintable(unsettled(setup, cards)));
        for (TargetCard* card : cards) {
            scrollToShow(setup, card);
            const QRect seen = visibleRectInWindow(card);
            QVERIFY2(seen == rectInWindow(card), qPrintable(QStringLiteral("%1: %2×%3 of %4×%5 in sight")
                                                                .arg(card->path())
                                                                .arg(seen.width())
                                                                .arg(seen.height())
                                                                .arg(card->width())
                                                                .arg(card->height())));
            for (const QLabel* label : card->findChildren<QLabel*>()) {
                if (!label->isVisibleTo(card) || label->text().isEmpty())
                    continue;
                const QString what = card->path() + QStringLiteral(": \"") + label->text() + u'"';
                QVERIFY2(card->contentsRect().contains(QRect(label->mapTo(card, QPoint(0, 0)), label->size())),
                         qPrintable(what + QStringLiteral(" is outside its card")));
                const QRect text = textRect(label);
                QVERIFY2(text.width() <= label->contentsRect().width()
                             && text.height() <= label->contentsRect().height(),
                         qPrintable(what
                                    + QStringLiteral(" needs %1×%2, has %3×%4")
                                          .arg(text.width())
                                          .arg(text.height())
                                          .arg(label->contentsRect().width())
                                          .arg(label->contentsRect().height())));
            }
        }
        checkResizes(window, QSize(1024, 700));  // the cards never raise the minimum size
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
        connect(&watch, &QTimer::timeout, &window,
                [&] { largestMinimum = largestMinimum.expandedTo(window.minimumSizeHint()); });
        watch.start(10);
        window.start();
        QTRY_VERIFY_WITH_TIMEOUT(!start->isEnabled(), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), 120000);
        watch.stop();
        QVERIFY2(largestMinimum.width() <= 1024 && largestMinimum.height() <= 700,
                 qPrintable(QStringLiteral("minimum %1×%2 during the run")
                                .arg(largestMinimum.width())
                                .arg(largestMinimum.height())));
        QCoreApplication::processEvents();
        QVERIFY2(window.minimumSizeHint().width() <= 1024 && window.minimumSizeHint().height() <= 700,
                 qPrintable(QStringLiteral("minimum %1×%2 after the run")
                                .arg(window.minimumSizeHint().width())
                                .arg(window.minimumSizeHint().height())));
        checkResizes(window, QSize(1024, 700));
    }
};

QTEST_MAIN(TestWindowFit)
#include "tst_window_fit.moc"
