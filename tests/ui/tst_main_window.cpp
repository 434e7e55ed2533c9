// The workbench window: what it shows of a saved run, how it guards Start,
// and that closing it during a run stops the run.

#include "core/result/result_json.h"
#include "core/run/journal.h"
#include "core/text/language.h"
#include "made_up_sweep.h"
#include "ui/models/comparison_model.h"
#include "ui/models/results_model.h"
#include "ui/setup/matrix_editor.h"
#include "ui/setup/setup_panel.h"
#include "ui/setup/target_panel.h"
#include "ui/setup/volume_picker.h"
#include "ui/surface/surface_view.h"
#include "ui/views/compare_view.h"
#include "ui/views/convergence_view.h"
#include "ui/views/flat_charts_view.h"
#include "ui/views/host_selector.h"
#include "ui/views/load_view.h"
#include "ui/views/point_detail.h"
#include "ui/views/result_views.h"
#include "ui/window/fio_command_dialog.h"
#include "ui/window/main_window.h"
#include "ui/window/surface_guide.h"

#include <QChartView>
#include <QComboBox>
#include <QCommandLineParser>
#include <QJsonDocument>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QSysInfo>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QXYSeries>

#include <algorithm>
#include <memory>
#include <utility>

using namespace surfio;
using namespace std::chrono_literals;

class TestMainWindow : public QObject {
    Q_OBJECT

    QTemporaryDir dir_{QDir::tempPath() + QStringLiteral("/tst_main_window-XXXXXX")};

    LaunchOptions tinyRun(std::chrono::nanoseconds runtime)
    {
        LaunchOptions launch;
        launch.hasMatrix = true;
        launch.hasTargets = true;
        Matrix& m = launch.options.matrix;
        m.base.targets = {dir_.path().toStdString()};
        m.base.regionSize = 4ULL << 20;
        m.base.runtime = runtime;
        m.base.rampTime = 0ns;
        m.sweeps.front().patterns = {Pattern::RandReadWrite};
        m.sweeps.front().queueDepths = {4};
        m.sweeps.front().readPercents = {100, 0};
        m.sweeps.front().blockSizes = {4096, 8192};
        return launch;
    }

    // The one run saved in the runs directory, read into `saved`: its path,
    // or empty (the test failed) when there is not exactly one or it does not read.
    static QString readTheSavedRun(ResultSet& saved)
    {
        const QDir runs(MainWindow::runsDirectory());
        const QStringList results = runs.entryList({QStringLiteral("*.json")}, QDir::Files);
        QString error;
        QString path = results.size() == 1 ? runs.filePath(results.first()) : QString();
        if (path.isEmpty())
            error = QStringLiteral("%1 saved runs, not 1").arg(results.size());
        else if (!readResultFile(path, saved, error))
            error = path + QStringLiteral(": ") + error;
        if (error.isEmpty())
            return path;
        qWarning("%s", qPrintable(error));
        return {};
    }

    // The points the charts under `widget` draw.
    static int drawnPoints(const QWidget* widget)
    {
        int drawn = 0;
        for (const QChartView* chart : widget->findChildren<QChartView*>())
            for (QAbstractSeries* series : chart->chart()->series())
                if (const auto* line = qobject_cast<QXYSeries*>(series))
                    drawn += int(line->count());
        return drawn;
    }

    // Calls answer with the next modal dialog, from inside its event loop.
    static void whenModal(QObject* context, std::function<void(QWidget*)> answer)
    {
        auto* timer = new QTimer(context);
        timer->setInterval(20);
        QObject::connect(timer, &QTimer::timeout, context, [timer, answer = std::move(answer)] {
            QWidget* modal = QApplication::activeModalWidget();
            if (!modal || !modal->isVisible())
                return;
            timer->stop();
            timer->deleteLater();
            answer(modal);
        });
        timer->start();
    }

    static QAction* menuAction(QMainWindow& window, const QString& text)
    {
        for (QAction* menu : window.menuBar()->actions())
            for (QAction* action : menu->menu()->actions())
                if (action->text() == text)
                    return action;
        return nullptr;
    }

    static QString logText(MainWindow& window)
    {
        for (QPlainTextEdit* edit : window.findChildren<QPlainTextEdit*>())
            if (edit->isReadOnly())
                return edit->toPlainText();
        return {};
    }

    static QPushButton* button(QWidget& w, const QString& text)
    {
        for (QPushButton* b : w.findChildren<QPushButton*>())
            if (b->text() == text)
                return b;
        return nullptr;
    }

    // A saved result of `name` in the test's folder: 4 KiB and 64 KiB random reads at `iops` each, one run each.
    QString savedResult(const QString& name, uint64_t iops)
    {
        ResultSet set;
        for (int i = 0; i < 2; ++i) {
            JobResult r;
            r.point = i;
            r.spec.pattern = Pattern::RandRead;
            r.spec.blockSize = 4096ULL << (4 * i);
            r.seconds = 1;
            r.read.ios = iops;
            r.read.bytes = iops * r.spec.blockSize;
            r.read.histogram.add(50'000);
            set.points.append(r);
        }
        const QString path = dir_.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return {};
        file.write(QJsonDocument(toJson(set)).toJson());
        return path;
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void showsASavedRun()
    {
        ResultSet set;
        for (int i = 0; i < 3; ++i) {
            JobResult r;
            r.point = i;
            r.spec.pattern = Pattern::RandRead;
            r.spec.blockSize = 4096ULL << (2 * i);
            r.seconds = 1;
            r.read.ios = 1000;
            r.read.bytes = 1000 * r.spec.blockSize;
            r.read.histogram.add(50'000);
            set.points.append(r);
        }
        const QString path = dir_.filePath(QStringLiteral("saved.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(toJson(set)).toJson());
        file.close();

        MainWindow window;
        QVERIFY(window.openResult(path));
        auto* table = window.findChild<QTableView*>(QStringLiteral("resultsTable"));
        QVERIFY(table);
        QCOMPARE(table->model()->rowCount(), 3);
        // Sorted by point index: the first row is the 4 KiB point.
        QCOMPARE(table->model()->index(0, ResultsModel::BlockSize).data().toString(), QStringLiteral("4 KiB"));
    }

    // A result opened with a cloud volume (--volume=) puts it in Setup's
    // picker when Setup is on the targets it ran on; on other targets the
    // picker keeps its own (a promise is one volume's).
    void openingAResultTakesItsVolume_data()
    {
        QTest::addColumn<bool>("sameTargets");
        QTest::addColumn<QString>("picked");
        QTest::newRow("its targets") << true << QStringLiteral("aws-gp3:100g");
        QTest::newRow("other targets") << false << QString();
    }

    void openingAResultTakesItsVolume()
    {
        QFETCH(bool, sameTargets);
        QFETCH(QString, picked);
        ResultSet set;
        JobResult r;
        r.spec.blockSize = 4096;
        r.seconds = 1;
        r.read.ios = 3000;
        r.read.bytes = 3000 * 4096;
        set.points.append(r);
        const QString target = dir_.filePath(QStringLiteral("volume.img"));
        set.matrix.base.targets = {target.toStdString()};
        set.matrix.volume.spec = "aws-gp3:100g";
        set.matrix.volume.profile = "aws-gp3";
        set.matrix.volume.iops = 3000;
        const QString path = dir_.filePath(QStringLiteral("with-volume.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(toJson(set)).toJson());
        file.close();

        MainWindow window;
        auto* setup = window.findChild<SetupPanel*>();
        auto* picker = window.findChild<VolumePicker*>();
        QVERIFY(setup && picker);
        setup->setTargets({sameTargets ? target : dir_.filePath(QStringLiteral("elsewhere.img"))});
        QCOMPARE(picker->spec(), QString());
        QVERIFY(window.openResult(path));
        QCOMPARE(picker->spec(), picked);
        // The picker keeps it once the targets are inspected.
        auto* targets = window.findChild<TargetPanel*>();
        QTRY_VERIFY(!targets->isInspecting());
        QCOMPARE(picker->spec(), picked);
    }

    // fio's own JSON opens like a Surfio result.
    void opensFioJson()
    {
        const QString fio = QStandardPaths::findExecutable(QStringLiteral("fio"));
        if (fio.isEmpty())
            QSKIP("fio is not installed (packaging/deps.sh installs it)");
        const QString out = dir_.filePath(QStringLiteral("fio.json"));
        QProcess p;
        p.start(fio, {QStringLiteral("--name=a"),
                      QStringLiteral("--filename=") + dir_.filePath(QStringLiteral("fio-target")),
                      QStringLiteral("--size=4m"), QStringLiteral("--runtime=300ms"), QStringLiteral("--time_based"),
                      QStringLiteral("--rw=randread"), QStringLiteral("--bs=4k"), QStringLiteral("--ioengine=psync"),
                      QStringLiteral("--output-format=json"), QStringLiteral("--output=") + out});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        MainWindow window;
        QVERIFY(window.openResult(out));
        auto* table = window.findChild<QTableView*>(QStringLiteral("resultsTable"));
        QCOMPARE(table->model()->rowCount(), 1);
        QCOMPARE(table->model()->index(0, ResultsModel::BlockSize).data().toString(), QStringLiteral("4 KiB"));
    }

    void refusesABrokenFile()
    {
        const QString path = dir_.filePath(QStringLiteral("broken.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{ not json");
        file.close();
        MainWindow window;
        // The refusal is shown in a message box; close it as a person would.
        QTimer::singleShot(0, [] {
            if (QWidget* box = QApplication::activeModalWidget())
                box->close();
        });
        QVERIFY(!window.openResult(path));
    }

    void startIsDisabledWhileTheTargetIsMissing()
    {
        LaunchOptions launch = tinyRun(300ms);
        launch.options.matrix.base.targets = {dir_.filePath(QStringLiteral("missing/")).toStdString()};
        MainWindow window(launch);
        QPushButton* start = button(window, MainWindow::tr("Start"));
        QVERIFY(start);
        auto* targets = window.findChild<TargetPanel*>();
        QTRY_VERIFY(!targets->isInspecting());  // the facts are in, and still say no
        QVERIFY(!start->isEnabled());
        QVERIFY2(targets->firstProblem().contains(QStringLiteral("does not exist")),
                 qPrintable(targets->firstProblem()));
    }

    void runsAMatrixAndKeepsEveryPoint()
    {
        MainWindow window(tinyRun(200ms));
        QPushButton* start = button(window, MainWindow::tr("Start"));
        QVERIFY(start);
        QTRY_VERIFY(start->isEnabled());  // once the target facts are in
        window.start();
        auto* table = window.findChild<QTableView*>(QStringLiteral("resultsTable"));
        QTRY_COMPARE_WITH_TIMEOUT(table->model()->rowCount(), 4, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), 10000);  // the run is over
        QCOMPARE(window.exitCode(), 0);
        const QString saved = dir_.filePath(QStringLiteral("run.json"));
        QVERIFY(window.saveResult(saved));
        QVERIFY(QFile::exists(saved));
    }

    // While a run goes on, the views keep each finished run without its
    // bins and samples (the journal has them) but with the figures they
    // gave; the point's drill-down reads them back from the journal, and the
    // finished run gives them back to the views.
    void finishedRunsKeepTheirDetailInTheJournal()
    {
        QDir(MainWindow::runsDirectory()).removeRecursively();
        MainWindow window(tinyRun(1500ms));
        window.show();
        QPushButton* start = button(window, MainWindow::tr("Start"));
        QTRY_VERIFY(start->isEnabled());
        window.start();
        auto* table = window.findChild<QTableView*>(QStringLiteral("resultsTable"));
        auto* model = window.findChild<ResultsModel*>();
        QVERIFY(model);
        QTRY_VERIFY_WITH_TIMEOUT(table->model()->rowCount() >= 1, 30000);
        QVERIFY(!start->isEnabled());  // still running: three points to go
        const int point = table->model()->index(0, 0).data(ResultsModel::PointIndexRole).toInt();
        const JobResult* kept = model->point(point);
        QVERIFY(kept && kept->read.ios + kept->write.ios > 0);
        QVERIFY(kept->read.histogram.empty() && kept->write.histogram.empty());
        QVERIFY(kept->samples.empty());
        const int p99Column = kept->read.ios > 0 ? ResultsModel::ReadP99 : ResultsModel::WriteP99;
        const double p99 = model->index(model->rowOfPoint(point), p99Column).data(ResultsModel::SortRole).toDouble();
        QVERIFY(p99 > 0);

        Q_EMIT table->activated(table->model()->index(0, 0));
        PointDetail* detail = nullptr;  // once the journal is read, off the GUI thread
        QTRY_VERIFY_WITH_TIMEOUT((detail = window.findChild<PointDetail*>()) != nullptr, 10000);
        const int drawn = drawnPoints(detail);
        QVERIFY2(drawn > 0, "the drill-down of a finished point shows its series and histogram from the journal");
        QVERIFY2(!logText(window).contains(QStringLiteral("could not be read back")), qPrintable(logText(window)));
        detail->close();

        QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), 30000);
        QCOMPARE(window.exitCode(), 0);
        const JobResult* whole = model->point(point);
        QVERIFY(whole && !whole->samples.empty());
        QVERIFY(!whole->read.histogram.empty() || !whole->write.histogram.empty());
        QCOMPARE(model->index(model->rowOfPoint(point), p99Column).data(ResultsModel::SortRole).toDouble(), p99);
    }

    // Every workbench run lands in the runs directory with its journal gone
    // once the result is written.
    void aRunIsSavedAndItsJournalRemoved()
    {
        QDir(MainWindow::runsDirectory()).removeRecursively();
        MainWindow window(tinyRun(100ms));
        QPushButton* start = button(window, MainWindow::tr("Start"));
        QTRY_VERIFY(start->isEnabled());
        window.start();
        QTRY_VERIFY_WITH_TIMEOUT(!start->isEnabled(), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), 30000);
        const QDir runs(MainWindow::runsDirectory());
        QCOMPARE(runs.entryList({QStringLiteral("*.journal")}, QDir::Files), QStringList());
        ResultSet saved;
        QVERIFY(!readTheSavedRun(saved).isEmpty());
        QCOMPARE(saved.points.size(), 4);
    }

    // The window says what it shows: the title names the result and its
    // target, the status line the result opened; a restart shows it again;
    // Recent runs lists it by its target, newest first; Run this matrix again
    // puts the shown result's matrix and targets into the editor.
    void saysWhichResultIsShown()
    {
        QDir(MainWindow::runsDirectory()).removeRecursively();
        QString savedPath;
        {
            MainWindow window(tinyRun(50ms));
            QPushButton* start = button(window, MainWindow::tr("Start"));
            QTRY_VERIFY(start->isEnabled());
            window.start();
            QTRY_VERIFY_WITH_TIMEOUT(!start->isEnabled(), 5000);
            QVERIFY(window.windowTitle().contains(dir_.path()));
            QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), 30000);
            ResultSet saved;
            savedPath = readTheSavedRun(saved);
            QVERIFY(!savedPath.isEmpty());
            QVERIFY2(window.windowTitle().contains(QFileInfo(savedPath).fileName()), qPrintable(window.windowTitle()));
        }
        MainWindow window{LaunchOptions{}};  // a restart shows the result on show at the close
        QVERIFY2(window.windowTitle().contains(QFileInfo(savedPath).fileName()), qPrintable(window.windowTitle()));
        QMenu* recent = nullptr;
        for (QMenu* menu : window.findChildren<QMenu*>())
            if (menu->title() == MainWindow::tr("&Recent runs"))
                recent = menu;
        QVERIFY(recent);
        Q_EMIT recent->aboutToShow();
        QList<QAction*> entries = recent->actions();
        QVERIFY(!entries.isEmpty());
        QCOMPARE(entries.first()->toolTip(), QFileInfo(savedPath).absoluteFilePath());
        QVERIFY2(entries.first()->text().contains(dir_.path()), qPrintable(entries.first()->text()));
        entries.first()->trigger();
        QVERIFY2(window.windowTitle().contains(QFileInfo(savedPath).fileName())
                     && window.windowTitle().contains(dir_.path()),
                 qPrintable(window.windowTitle()));
        auto* status = window.statusBar()->findChild<QLabel*>();
        QVERIFY(status);
        QVERIFY2(status->text().contains(QFileInfo(savedPath).fileName()), qPrintable(status->text()));

        auto* editor = window.findChild<MatrixEditor*>();
        editor->setMatrix(quickMatrix());
        window.findChild<TargetPanel*>()->setTargets({QDir::tempPath()});
        QVERIFY(editor->matrix().expand().size() != 4);
        QAction* rerun = nullptr;
        for (QAction* action : window.findChildren<QAction*>())
            if (action->text() == MainWindow::tr("Run this &matrix again"))
                rerun = action;
        QVERIFY(rerun && rerun->isEnabled());
        rerun->trigger();
        QCOMPARE(int(editor->matrix().expand().size()), 4);
        QCOMPARE(editor->matrix().base.runtime, std::chrono::nanoseconds(50ms));
        QCOMPARE(window.findChild<TargetPanel*>()->targets(), QStringList{dir_.path()});
    }

    // A restart shows the result on show at the last close, on the tab then
    // shown; with none, the Surface tab's hint rather than an empty last tab.
    void aRestartShowsTheLastResultOrTheHint()
    {
        QSettings().clear();
        {
            MainWindow window{LaunchOptions{}};
            window.show();
            auto* views = window.findChild<ResultViews*>();
            views->setCurrentWidget(views->convergence());
            window.close();
        }
        const QString path = dir_.filePath(QStringLiteral("restart.json"));
        {
            MainWindow window{LaunchOptions{}};
            window.show();
            auto* views = window.findChild<ResultViews*>();
            QCOMPARE(views->currentWidget(), views->surface());
            QVERIFY(views->shown().points.isEmpty());
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(QJsonDocument(toJson(testing::sweep(1.0))).toJson());
            file.close();
            QVERIFY(window.openResult(path));
            views->setCurrentWidget(views->flat());
            window.close();
        }
        MainWindow window{LaunchOptions{}};
        auto* views = window.findChild<ResultViews*>();
        QCOMPARE(views->shown().points.size(), testing::sweep(1.0).points.size());
        QCOMPARE(views->currentWidget(), views->flat());
        QVERIFY2(window.windowTitle().contains(QStringLiteral("restart.json")), qPrintable(window.windowTitle()));
        QSettings().clear();
    }

    // Two runs in the same second keep both results, and a result already
    // saved under a run's name is never overwritten: every name of the next
    // minute is taken here, so each run must find one of its own.
    void runsInTheSameSecondKeepEveryResult()
    {
        QDir(MainWindow::runsDirectory()).removeRecursively();
        const QDir runs(MainWindow::runsDirectory());
        QVERIFY(runs.mkpath(QStringLiteral(".")));
        const QDateTime now = QDateTime::currentDateTime();
        QStringList taken;
        for (int s = 0; s < 60; ++s) {
            taken << runs.filePath(now.addSecs(s).toString(QStringLiteral("'surfio-'yyyyMMdd-HHmmss'.json'")));
            QFile file(taken.back());
            QVERIFY(file.open(QIODevice::WriteOnly) && file.write("saved before") == 12);
        }
        std::vector<std::unique_ptr<MainWindow>> windows;
        for (const QString& sub : {QStringLiteral("a"), QStringLiteral("b")}) {  // a scratch file each
            LaunchOptions launch = tinyRun(100ms);
            QVERIFY(QDir(dir_.path()).mkpath(sub));
            launch.options.matrix.base.targets = {dir_.filePath(sub).toStdString()};
            windows.push_back(std::make_unique<MainWindow>(launch));
        }
        for (auto& window : windows) {
            QPushButton* start = button(*window, MainWindow::tr("Start"));
            QTRY_VERIFY(start->isEnabled());
        }
        for (auto& window : windows)
            window->start();
        for (auto& window : windows) {
            QPushButton* start = button(*window, MainWindow::tr("Start"));
            QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), 30000);
            QCOMPARE(window->exitCode(), 0);
        }
        for (const QString& path : taken) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QCOMPARE(file.readAll(), QByteArray("saved before"));
            QVERIFY(file.remove());
        }
        const QStringList results = runs.entryList({QStringLiteral("*.json")}, QDir::Files);
        QCOMPARE(results.size(), qsizetype(2));
        for (const QString& name : results) {
            ResultSet saved;
            QString error;
            QVERIFY2(readResultFile(runs.filePath(name), saved, error), qPrintable(error));
            QCOMPARE(saved.points.size(), 4);
        }
        QCOMPARE(runs.entryList({QStringLiteral("*.journal")}, QDir::Files), QStringList());
    }

    // Run → Resume interrupted run: the journal's runs are kept as they are,
    // only the missing point runs, and the whole result lands where the
    // interrupted run was writing.
    void resumesAnInterruptedRun()
    {
        Matrix m = tinyRun(150ms).options.matrix;
        m.sweeps.front().readPercents = {100};
        ResultSet header;
        header.matrix = m;
        header.host = HostInfo::current();
        const QString output = dir_.filePath(QStringLiteral("interrupted.json"));
        const QString journalPath = Journal::pathFor(output);
        Journal journal;
        QString error;
        QVERIFY2(journal.create(journalPath, header, output, QStringLiteral("json"), error), qPrintable(error));
        JobResult first;
        first.spec = m.expand().front();
        first.point = 0;
        first.seconds = 1;
        first.read.ios = 12345;
        first.read.bytes = 12345ULL * 4096;
        QVERIFY2(journal.appendRun(first, error), qPrintable(error));

        MainWindow window;
        QPushButton* start = button(window, MainWindow::tr("Start"));
        QVERIFY(window.resumeJournal(journalPath));
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(output) && !QFile::exists(journalPath), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled() || !window.findChild<QPushButton*>(), 10000);
        ResultSet done;
        QVERIFY2(readResultFile(output, done, error), qPrintable(error));
        QCOMPARE(done.points.size(), 2);
        QCOMPARE(done.points[0].point, 0);
        QCOMPARE(done.points[0].read.ios, uint64_t(12345));  // kept, not measured again
        QCOMPARE(done.points[1].point, 1);
        QVERIFY(done.points[1].read.ios > 0);
        auto* table = window.findChild<QTableView*>(QStringLiteral("resultsTable"));
        QCOMPARE(table->model()->rowCount(), 2);
    }

    // Relaunched with the same --save after a crash: the interrupted run's
    // journal is neither replaced nor removed.
    void refusesToRunOverAJournal()
    {
        LaunchOptions launch = tinyRun(100ms);
        launch.save = dir_.filePath(QStringLiteral("crashed.json"));
        const QString journal = Journal::pathFor(launch.save);
        QFile f(journal);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"surfio_journal\":1}\n");
        f.close();
        MainWindow window(launch);
        QPushButton* start = button(window, MainWindow::tr("Start"));
        QTRY_VERIFY(start->isEnabled());
        window.start();
        QCOMPARE(window.exitCode(), 2);
        // A run starts (and disables Start) within start() or from what it
        // posts: with all of that handled, nothing started.
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        QVERIFY(start->isEnabled());
        QVERIFY(QFile::exists(journal));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("{\"surfio_journal\":1}\n"));
    }

    void closingDuringARunStopsIt()
    {
        QDir(MainWindow::runsDirectory()).removeRecursively();
        LaunchOptions launch = tinyRun(60s);
        launch.quitWhenDone = true;  // no question to answer on close
        MainWindow window(launch);
        window.show();
        window.start();
        QPushButton* stop = button(window, MainWindow::tr("Stop"));
        QTRY_VERIFY_WITH_TIMEOUT(stop->isEnabled(), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(drawnPoints(&window) > 0, 30000);  // the point runs: its samples are drawn
        QVERIFY(window.close());
        QVERIFY2(!stop->isEnabled(), "the run must be over once the window has closed");
        QVERIFY(QDir(dir_.path()).entryList({QStringLiteral("surfio-scratch-*")}, QDir::Files).isEmpty());
        // The 60 s point was stopped, not waited for: it is kept, marked, with
        // less than its runtime measured.
        ResultSet saved;
        const QString savedPath = readTheSavedRun(saved);
        QVERIFY(!savedPath.isEmpty());
        QVERIFY(saved.stopped);
        QCOMPARE(saved.points.size(), 1);
        QVERIFY(saved.points[0].stopped);
        QVERIFY2(saved.points[0].seconds < 60, qPrintable(QString::number(saved.points[0].seconds)));
    }

    // Closed after a point has finished, while the next runs: no hang, the
    // engine's threads end with the run, and the finished points are kept,
    // in the saved result and in the journal a resume finishes the run from.
    void closingMidMatrixKeepsTheFinishedPoints()
    {
        QDir(MainWindow::runsDirectory()).removeRecursively();
        LaunchOptions launch = tinyRun(1s);
        launch.quitWhenDone = true;  // no question to answer on close
        auto window = std::make_unique<MainWindow>(launch);
        window->show();
        QPushButton* start = button(*window, MainWindow::tr("Start"));
        QTRY_VERIFY(start->isEnabled());
        const qsizetype threadsBefore =
            QDir(QStringLiteral("/proc/self/task")).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size();
        window->start();
        auto* table = window->findChild<QTableView*>(QStringLiteral("resultsTable"));
        QTRY_VERIFY_WITH_TIMEOUT(table->model()->rowCount() >= 1, 30000);
        QPushButton* stop = button(*window, MainWindow::tr("Stop"));
        QVERIFY2(stop->isEnabled(), "the matrix ended before the close");
        QVERIFY(window->close());
        QVERIFY2(!stop->isEnabled(), "the run must be over once the window has closed");
        window.reset();
        // The workers and the ring's kernel threads are gone (threads other
        // parts of Qt started may have gone too, hence at most).
        QTRY_VERIFY_WITH_TIMEOUT(
            QDir(QStringLiteral("/proc/self/task")).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size()
                <= threadsBefore,
            10000);

        ResultSet saved;
        const QString savedPath = readTheSavedRun(saved);
        QVERIFY(!savedPath.isEmpty());
        QVERIFY(saved.stopped);
        const auto finished = std::count_if(saved.points.begin(), saved.points.end(),
                                            [](const JobResult& r) { return !r.stopped && r.error.empty(); });
        QVERIFY2(finished >= 1 && finished < 4, qPrintable(QString::number(finished)));
        // Every point kept measured something: the point the close stopped
        // is kept only if it counted an I/O before the stop.
        for (const JobResult& r : saved.points)
            QVERIFY(r.read.ios + r.write.ios > 0);
        // The journal stays for Run → Resume, with the finished points.
        const QString journalPath = Journal::pathFor(savedPath);
        JournalContents journal;
        QString error;
        QVERIFY2(readJournal(journalPath, journal, error), qPrintable(error));
        QCOMPARE(journal.results.points.size(), qsizetype(finished));
    }

    // File → Paste a fio command line: the Vietnamese seed's command.
    void importsAPastedFioCommand()
    {
        const QString seed = QStringLiteral("sudo fio --randrepeat=1 --ioengine=libaio --direct=1 --gtod_reduce=1 "
                                            "--name=TGS --filename=TGS --bs=4k --iodepth=64 --size=4G "
                                            "--readwrite=randrw --rwmixread=75 --numjobs=8");
        MainWindow window;
        QAction* paste = menuAction(window, MainWindow::tr("&Paste a fio command line…"));
        QVERIFY(paste);
        bool placeholderIsTheSeed = false;
        whenModal(this, [&](QWidget* modal) {
            auto* dialog = qobject_cast<FioCommandDialog*>(modal);
            QVERIFY(dialog);
            auto* edit = dialog->findChild<QPlainTextEdit*>(QStringLiteral("command"));
            placeholderIsTheSeed = edit->placeholderText() == seed;
            QVERIFY(!dialog->importButton()->isEnabled());
            dialog->setCommand(seed);
            QVERIFY(dialog->importButton()->isEnabled());
            dialog->importButton()->click();
        });
        paste->trigger();
        QVERIFY(placeholderIsTheSeed);

        const Matrix m = window.findChild<MatrixEditor*>()->matrix();
        const std::vector<JobSpec> points = m.expand();
        QCOMPARE(points.size(), size_t(1));
        QCOMPARE(points[0].blockSize, uint64_t(4096));
        QCOMPARE(points[0].queueDepth, 64u);
        QCOMPARE(points[0].jobs, 8u);
        QCOMPARE(points[0].pattern, Pattern::RandReadWrite);
        QCOMPARE(points[0].effectiveReadPercent(), 75);
        QCOMPARE(window.findChild<TargetPanel*>()->targets(), QStringList{QStringLiteral("TGS")});
        const QString log = logText(window);
        QVERIFY2(log.contains(QStringLiteral("gtod_reduce")), qPrintable(log));
        QTRY_VERIFY(
            !window.findChild<TargetPanel*>()->isInspecting());  // the targets' news must not replace the import's
        const QString status = window.statusBar()->findChild<QLabel*>()->text();
        QVERIFY2(status.contains(QStringLiteral("not used by Surfio's engine")), qPrintable(status));
        QVERIFY2(status.contains(QLocale().toString(int(log.count(QStringLiteral("not used by Surfio's engine"))))),
                 qPrintable(status));
    }

    // The importer's message, naming the argument, in a message box; the editor keeps its matrix.
    void refusesABadFioCommand()
    {
        MainWindow window;
        const Matrix before = window.findChild<MatrixEditor*>()->matrix();
        QString shown;
        whenModal(this, [&shown](QWidget* modal) {
            if (auto* box = qobject_cast<QMessageBox*>(modal))
                shown = box->text();
            modal->close();
        });
        QVERIFY(!window.importFioCommand(QStringLiteral("fio --name=a --rw=sideways")));
        QVERIFY2(shown.contains(QStringLiteral("sideways")), qPrintable(shown));
        QCOMPARE(window.findChild<MatrixEditor*>()->matrix().expand().size(), before.expand().size());
    }

    // File → Import a fio job file: each job a part of the matrix, in file order.
    void importsAFioJobFile()
    {
        const QString path = dir_.filePath(QStringLiteral("two.fio"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[global]\ndirect=1\nsize=1g\nfilename=/data/f\nthread\n\n"
                   "[reads]\nrw=randread\nbs=8k\niodepth=16\nstonewall\n\n"
                   "[writes]\nrw=write\nbs=1m\niodepth=4\nstonewall\n");
        file.close();
        MainWindow window;
        QVERIFY(window.importFioJob(path));
        const std::vector<JobSpec> points = window.findChild<MatrixEditor*>()->matrix().expand();
        QCOMPARE(points.size(), size_t(2));
        QCOMPARE(points[0].blockSize, uint64_t(8192));
        QCOMPARE(points[0].queueDepth, 16u);
        QCOMPARE(points[1].pattern, Pattern::Write);
        QCOMPARE(points[1].blockSize, uint64_t(1) << 20);
        QCOMPARE(window.findChild<TargetPanel*>()->targets(), QStringList{QStringLiteral("/data/f")});
        QVERIFY(logText(window).contains(QStringLiteral("two.fio")));

        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("[global]\nbs=4k\n[broken\nrw=read\n");
        file.close();
        QString shown;
        whenModal(this, [&shown](QWidget* modal) {
            if (auto* box = qobject_cast<QMessageBox*>(modal))
                shown = box->text();
            modal->close();
        });
        QVERIFY(!window.importFioJob(path));
        QVERIFY2(shown.contains(QStringLiteral("line 3")), qPrintable(shown));
    }

    // An imported job or a preset says what to run: the engine and hosts stay.
    void importKeepsTheChosenEngine()
    {
        MainWindow window;
        auto* editor = window.findChild<MatrixEditor*>();
        Matrix m = editor->matrix();
        m.base.engine = EngineChoice::Fio;
        m.hosts = {"10.0.0.2", "10.0.0.3"};
        editor->setMatrix(m);
        QVERIFY(window.importFioCommand(QStringLiteral("fio --name=a --bs=16k --rw=randread")));
        QCOMPARE(editor->matrix().expand().front().blockSize, uint64_t(16384));
        QCOMPARE(editor->matrix().base.engine, EngineChoice::Fio);
        QCOMPARE(editor->matrix().hosts, m.hosts);
    }

    // With fio's hosts the targets are paths there, which this machine does not have.
    void hostsMakeTheTargetsRemote()
    {
        MainWindow window;
        auto* editor = window.findChild<MatrixEditor*>();
        auto* targets = window.findChild<TargetPanel*>();
        targets->setTargets({QStringLiteral("/no-such-dir-here/")});
        QTRY_VERIFY(!targets->isInspecting());
        QVERIFY(!targets->firstProblem().isEmpty());
        Matrix m = editor->matrix();
        m.base.engine = EngineChoice::Fio;
        m.hosts = {"10.0.0.2"};
        editor->setMatrix(m);
        QCOMPARE(targets->remoteHosts(), QStringList{QStringLiteral("10.0.0.2")});
        QVERIFY2(targets->firstProblem().isEmpty(), qPrintable(targets->firstProblem()));
        m.base.engine = EngineChoice::Auto;
        m.hosts.clear();
        editor->setMatrix(m);
        QVERIFY(targets->remoteHosts().isEmpty());
    }

    // A client-mode result: one Host choice for the Results table and the Surface.
    void resultsOfSeveralHostsCanBeSplit()
    {
        ResultSet set;
        for (int i = 0; i < 2; ++i) {
            JobResult r;
            r.point = i;
            r.spec.pattern = Pattern::RandRead;
            r.spec.blockSize = 4096ULL << (4 * i);
            r.seconds = 1;
            for (int h = 0; h < 2; ++h) {
                const std::string host(1, h ? 'b' : 'a');
                TargetInfo t;
                t.host = host;
                t.path = host + ":/data/f";
                r.targets.push_back(t);
                WorkerTotals w;
                w.index = unsigned(h);
                w.target = unsigned(h);
                w.readIos = h ? 300 : 100;
                w.readBytes = w.readIos * r.spec.blockSize;
                w.readMeanLatNs = 1000;
                w.seconds = 1;
                r.workers.push_back(w);
                r.read.ios += w.readIos;
                r.read.bytes += w.readBytes;
                r.read.histogram.add(1000);
            }
            r.read.setLatencyMoments(1000, 0);
            set.points.append(r);
        }
        const QString path = dir_.filePath(QStringLiteral("hosts.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(toJson(set)).toJson());
        file.close();

        MainWindow window;
        window.show();
        QVERIFY(window.openResult(path));
        auto* table = window.findChild<QTableView*>(QStringLiteral("resultsTable"));
        const auto totalIops = [table] {
            return table->model()->index(0, ResultsModel::TotalIops).data(ResultsModel::SortRole).toDouble();
        };
        QCOMPARE(totalIops(), 400.0);
        HostSelector* resultsHost = nullptr;
        for (HostSelector* s : window.findChildren<HostSelector*>())
            if (!window.findChild<SurfaceView*>()->isAncestorOf(s))
                resultsHost = s;
        QVERIFY(resultsHost);
        QCOMPARE(resultsHost->hosts(), (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
        auto* box = resultsHost->findChild<QComboBox*>();
        box->setCurrentIndex(2);
        Q_EMIT box->activated(2);
        QCOMPARE(totalIops(), 300.0);
        // The surface follows: its own selector shows the host.
        QCOMPARE(window.findChild<SurfaceView*>()->findChild<HostSelector*>()->host(), QStringLiteral("b"));
    }

    // File → Compare with…: the result on show is A, the added one B; a new
    // result on show becomes A and B is matched against it again; Stop comparing lets B go.
    void comparesWithASavedResult()
    {
        const QString a = savedResult(QStringLiteral("a.json"), 1000);
        const QString b = savedResult(QStringLiteral("b.json"), 2000);
        const QString c = savedResult(QStringLiteral("c.json"), 4000);
        MainWindow window;
        QVERIFY(window.openResult(a));
        QVERIFY(window.compareWith({b}));
        auto* views = window.findChild<ResultViews*>();
        QCOMPARE(views->currentWidget(), views->compare());
        auto* table = window.findChild<QTableView*>(QStringLiteral("compareTable"));
        QVERIFY(table);
        QCOMPARE(table->model()->rowCount(), 2);
        const ComparisonModel* model = views->compare()->model();
        QCOMPARE(model->index(0, model->ratioColumn(1)).data().toString(), QStringLiteral("2.00×"));
        QVERIFY(window.findChild<QLabel*>(QStringLiteral("compareRuns"))->text().contains(QStringLiteral("B: b.json")));

        QVERIFY(window.openResult(c));
        QCOMPARE(model->names().front(), QStringLiteral("c.json"));
        QCOMPARE(model->index(0, model->ratioColumn(1)).data().toString(), QStringLiteral("0.50×"));

        menuAction(window, QStringLiteral("Stop c&omparing"))->trigger();
        QCOMPARE(table->model()->rowCount(), 0);
        QVERIFY(!menuAction(window, QStringLiteral("Stop c&omparing"))->isEnabled());
    }

    // A file that is no result is refused with a message naming it; the good ones are still added.
    void refusesABadFileToCompare()
    {
        const QString a = savedResult(QStringLiteral("a.json"), 1000);
        const QString b = savedResult(QStringLiteral("b.json"), 2000);
        const QString broken = dir_.filePath(QStringLiteral("not-a-result.json"));
        QFile file(broken);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{ not json");
        file.close();
        MainWindow window;
        QVERIFY(window.openResult(a));
        QString message;
        whenModal(&window, [&message](QWidget* modal) {
            if (auto* box = qobject_cast<QMessageBox*>(modal))
                message = box->text();
            modal->close();
        });
        QVERIFY(!window.compareWith({broken, b}));
        QVERIFY2(message.contains(QStringLiteral("not-a-result.json")), qPrintable(message));
        QCOMPARE(window.findChild<QTableView*>(QStringLiteral("compareTable"))->model()->rowCount(), 2);
    }

    // --open, --compare and --tab=compare: a comparison on show with no click, for screenshots.
    void launchOptionsOpenAndCompare()
    {
        const QString a = savedResult(QStringLiteral("a.json"), 1000);
        const QString b = savedResult(QStringLiteral("b.json"), 2000);
        QCommandLineParser parser;
        addLaunchOptions(parser);
        QVERIFY(parser.parse({QStringLiteral("surfio"), QStringLiteral("--open=") + a, QStringLiteral("--compare=") + b,
                              QStringLiteral("--tab=compare"), QStringLiteral("--compare-ignore=rate_iops"),
                              QStringLiteral("--compare-metric=lat_mean")}));
        LaunchOptions launch;
        QString error;
        QVERIFY2(parseLaunchOptions(parser, launch, error), qPrintable(error));
        QCOMPARE(launch.compare, QStringList{b});
        MainWindow window(launch);
        auto* views = window.findChild<ResultViews*>();
        QCOMPARE(views->currentWidget(), views->compare());
        QTRY_COMPARE(views->compare()->model()->rowCount(), 2);
        QCOMPARE(views->compare()->model()->names(), (QStringList{QStringLiteral("a.json"), QStringLiteral("b.json")}));
        QCOMPARE(views->compare()->model()->metric(), CompareMetric::MeanLatency);
        QVERIFY(!views->compare()->model()->keys().contains(SpecKey::RateIops));

        QCommandLineParser wrong;
        addLaunchOptions(wrong);
        QVERIFY(wrong.parse({QStringLiteral("surfio"), QStringLiteral("--compare-ignore=depth")}));
        LaunchOptions refused;
        QVERIFY(!parseLaunchOptions(wrong, refused, error));
        QVERIFY2(error.contains(QStringLiteral("iodepth")), qPrintable(error));  // names the keys there are
    }

    // --setup-tab: the matrix editor's tab on show, for screenshots of the Method tab.
    void setupTabOnShow()
    {
        QCommandLineParser parser;
        addLaunchOptions(parser);
        QVERIFY(parser.parse({QStringLiteral("surfio"), QStringLiteral("--setup-tab=method")}));
        LaunchOptions launch;
        QString error;
        QVERIFY2(parseLaunchOptions(parser, launch, error), qPrintable(error));
        QCOMPARE(launch.setupTab, QStringLiteral("method"));
        MainWindow window(launch);
        auto* tabs = window.findChild<MatrixEditor*>()->findChild<QTabWidget*>(QStringLiteral("tabs"));
        QCOMPARE(tabs->currentIndex(), 1);

        QCommandLineParser wrong;
        addLaunchOptions(wrong);
        QVERIFY(wrong.parse({QStringLiteral("surfio"), QStringLiteral("--setup-tab=sideways")}));
        LaunchOptions refused;
        QVERIFY(!parseLaunchOptions(wrong, refused, error));
    }

    // --tab=load shows latency against load; a QD sweep opened from a file is
    // drawn there, and the SLO the person picks becomes the result's.
    void loadTabShowsAnOpenedSweep()
    {
        QCommandLineParser parser;
        addLaunchOptions(parser);
        QVERIFY(parser.parse({QStringLiteral("surfio"), QStringLiteral("--tab=load")}));
        LaunchOptions launch;
        QString error;
        QVERIFY2(parseLaunchOptions(parser, launch, error), qPrintable(error));
        MainWindow window(launch);
        auto* views = window.findChild<ResultViews*>();
        QCOMPARE(views->currentWidget(), views->load());

        ResultSet set;
        set.matrix.slo = 2ms;
        int point = 0;
        for (uint32_t qd = 1; qd <= 64; qd *= 2) {
            JobResult r;
            r.point = point++;
            r.spec.queueDepth = qd;
            r.seconds = 1;
            r.read.ios = std::min(qd * 10'000u, 40'000u);
            r.read.bytes = r.read.ios * r.spec.blockSize;
            const double meanNs = qd * 1e9 / double(r.read.ios);
            r.read.histogram.add(uint64_t(meanNs));
            r.read.setLatencyMoments(meanNs, 0);
            set.points.append(r);
        }
        const QString path = dir_.filePath(QStringLiteral("qd-sweep.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(toJson(set)).toJson());
        file.close();
        QVERIFY(window.openResult(path));
        QCOMPARE(views->load()->groups().size(), 1);
        QCOMPARE(views->load()->groups().first().curve.points.size(), size_t(7));
        views->load()->chooseSlo(500us);
        QCOMPARE(views->shown().matrix.slo, Nanoseconds(500us));

        QCommandLineParser wrong;
        addLaunchOptions(wrong);
        QVERIFY(wrong.parse({QStringLiteral("surfio"), QStringLiteral("--tab=loads")}));
        LaunchOptions refused;
        QVERIFY(!parseLaunchOptions(wrong, refused, error));
        QVERIFY2(error.contains(QLatin1String("load")), qPrintable(error));
    }

    // --export-chart and its companions: what a script asks for, or why not.
    void exportOptionsParse_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("dark");
        QTest::newRow("defaults") << QStringList{QStringLiteral("--export-chart=a.png")} << true << QSize(1920, 1080)
                                  << false;
        QTest::newRow("4K dark") << QStringList{QStringLiteral("--export-chart=a.svg"),
                                                QStringLiteral("--export-size=3840x2160"),
                                                QStringLiteral("--export-theme=dark")}
                                 << true << QSize(3840, 2160) << true;
        QTest::newRow("2d heat map") << QStringList{QStringLiteral("--tab=2d"), QStringLiteral("--2d-chart=heat-map")}
                                     << true << QSize(1920, 1080) << false;
        QTest::newRow("no size") << QStringList{QStringLiteral("--export-size=big")} << false << QSize() << false;
        QTest::newRow("no theme") << QStringList{QStringLiteral("--export-theme=grey")} << false << QSize() << false;
        QTest::newRow("no 2d chart") << QStringList{QStringLiteral("--2d-chart=pie")} << false << QSize() << false;
    }

    void exportOptionsParse()
    {
        QFETCH(QStringList, args);
        QFETCH(bool, accepted);
        QFETCH(QSize, size);
        QFETCH(bool, dark);
        QCommandLineParser parser;
        addLaunchOptions(parser);
        QVERIFY(parser.parse(QStringList{QStringLiteral("surfio")} + args));
        LaunchOptions launch;
        QString error;
        QCOMPARE(parseLaunchOptions(parser, launch, error), accepted);
        if (!accepted) {
            QVERIFY2(error.startsWith(QLatin1String("--")), qPrintable(error));  // names the option
            return;
        }
        QCOMPARE(launch.exportOptions.size, size);
        QCOMPARE(launch.exportOptions.theme == ChartTheme::Dark, dark);
    }

    // The 2D charts of an opened result, titled from it for an export.
    void twoDTabShowsAnOpenedResult()
    {
        MainWindow window;
        ResultSet set;
        int point = 0;
        for (int read : {100, 0}) {
            for (uint64_t bs : {4096u, 65536u}) {
                JobResult r;
                r.point = point++;
                r.spec.pattern = Pattern::RandReadWrite;
                r.spec.readPercent = read;
                r.spec.blockSize = bs;
                r.spec.queueDepth = 8;
                r.seconds = 1;
                r.read.ios = read ? 1000 : 0;
                r.write.ios = read ? 0 : 500;
                r.read.bytes = r.read.ios * bs;
                r.write.bytes = r.write.ios * bs;
                r.targets = {TargetInfo{}};
                r.targets.front().path = "/dev/sdz";
                set.points.append(r);
            }
        }
        const QString path = dir_.filePath(QStringLiteral("mixes.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(toJson(set)).toJson());
        file.close();
        QVERIFY(window.openResult(path));
        auto* views = window.findChild<ResultViews*>();
        views->setCurrentWidget(views->flat());
        QVERIFY(views->flat()->hasChart());
        QVERIFY(views->chartFigure().plot);
        QCOMPARE(views->chartTitle(), QStringLiteral("/dev/sdz · randrw · QD 8 × 1 job(s)"));
    }

    // No settings yet: the quick matrix on a scratch file, ready to start, and a line saying so.
    void firstRunIsReadyToStart()
    {
        QSettings().clear();
        MainWindow window;
        const QList<QLabel*> labels = window.statusBar()->findChildren<QLabel*>();
        const bool explained = std::any_of(labels.begin(), labels.end(), [](const QLabel* l) {
            return l->text().startsWith(QLatin1String("First run: the quick matrix, 9 point"))
                   && l->text().contains(QDir::tempPath());
        });
        QVERIFY(explained);
        QTRY_VERIFY(window.findChild<QPushButton*>(QStringLiteral("startButton"))->isEnabled());

        // Once there are settings, the window opens on them without the line.
        window.close();
        MainWindow again;
        const QList<QLabel*> later = again.statusBar()->findChildren<QLabel*>();
        QVERIFY(std::none_of(later.begin(), later.end(),
                             [](const QLabel* l) { return l->text().startsWith(QLatin1String("First run")); }));
    }

    void aboutNamesVersionsAndEngine()
    {
        MainWindow window;
        const QString about = window.aboutText();
        QVERIFY2(about.contains(QLatin1String(SURFIO_VERSION)) && about.contains(QString::fromLatin1(qVersion()))
                     && about.contains(QSysInfo::kernelVersion()),
                 qPrintable(about));
        QVERIFY2(about.contains(QLatin1String("io_uring (liburing"))
                     || about.contains(QLatin1String("psync: io_uring is unavailable")),
                 qPrintable(about));
        QVERIFY(SurfaceGuide::html().contains(QLatin1String("block size")));
    }

    void settingsOfferEveryLanguage()
    {
        setLanguageSetting(QStringLiteral("ja"));
        MainWindow window;
        QMenu* language = nullptr;
        for (QAction* menu : window.menuBar()->actions())
            for (QAction* item : menu->menu()->actions())
                if (item->menu() && item->text() == QLatin1String("&Language"))
                    language = item->menu();
        QVERIFY(language);
        QStringList names;
        QString checked;
        for (QAction* a : language->actions())
            if (!a->isSeparator()) {
                names << a->text();
                if (a->isChecked())
                    checked = a->text();
            }
        QCOMPARE(names, (QStringList{QStringLiteral("The system's language"), QStringLiteral("English"),
                                     QStringLiteral("Français"), QStringLiteral("Tiếng Việt"), QStringLiteral("日本語"),
                                     QStringLiteral("Italiano")}));
        QCOMPARE(checked, QStringLiteral("日本語"));
        setLanguageSetting({});
        QCOMPARE(chosenLanguage(), QStringLiteral("en"));  // this machine's locale is C
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
