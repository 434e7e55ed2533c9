// The workbench window: what it shows of a saved run, how it guards Start,
// and that closing it during a run stops the run.

#include "journal.h"
#include "main_window.h"
#include "result_json.h"
#include "results_model.h"

#include <QJsonDocument>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

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

    static QPushButton* button(QWidget& w, const QString& text)
    {
        for (QPushButton* b : w.findChildren<QPushButton*>())
            if (b->text() == text)
                return b;
        return nullptr;
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
        auto* table = window.findChild<QTableView*>();
        QVERIFY(table);
        QCOMPARE(table->model()->rowCount(), 3);
        // Sorted by point index: the first row is the 4 KiB point.
        QCOMPARE(table->model()->index(0, ResultsModel::BlockSize).data().toString(), QStringLiteral("4 KiB"));
    }

    // fio's own JSON opens like a Surfio result.
    void opensFioJson()
    {
        const QString fio = QStandardPaths::findExecutable(QStringLiteral("fio"));
        if (fio.isEmpty())
            QSKIP("fio is not installed (packaging/deps.sh installs it)");
        const QString out = dir_.filePath(QStringLiteral("fio.json"));
        QProcess p;
        p.start(fio, {QStringLiteral("--name=a"), QStringLiteral("--filename=") + dir_.filePath(QStringLiteral("fio-target")),
                      QStringLiteral("--size=4m"), QStringLiteral("--runtime=300ms"), QStringLiteral("--time_based"),
                      QStringLiteral("--rw=randread"), QStringLiteral("--bs=4k"), QStringLiteral("--ioengine=psync"),
                      QStringLiteral("--output-format=json"), QStringLiteral("--output=") + out});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        MainWindow window;
        QVERIFY(window.openResult(out));
        auto* table = window.findChild<QTableView*>();
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
        QTest::qWait(500);  // the facts arrive, and still say no
        QVERIFY(!start->isEnabled());
    }

    void runsAMatrixAndKeepsEveryPoint()
    {
        MainWindow window(tinyRun(200ms));
        QPushButton* start = button(window, MainWindow::tr("Start"));
        QVERIFY(start);
        QTRY_VERIFY(start->isEnabled());  // once the target facts are in
        window.start();
        auto* table = window.findChild<QTableView*>();
        QTRY_COMPARE_WITH_TIMEOUT(table->model()->rowCount(), 4, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), 10000);  // the run is over
        QCOMPARE(window.exitCode(), 0);
        const QString saved = dir_.filePath(QStringLiteral("run.json"));
        QVERIFY(window.saveResult(saved));
        QVERIFY(QFile::exists(saved));
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
        const QStringList results = runs.entryList({QStringLiteral("*.json")}, QDir::Files);
        QCOMPARE(results.size(), 1);
        ResultSet saved;
        QString error;
        QVERIFY2(readResultFile(runs.filePath(results.first()), saved, error), qPrintable(error));
        QCOMPARE(saved.points.size(), 4);
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
        first.read.bytes = 12345 * 4096;
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
        auto* table = window.findChild<QTableView*>();
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
        QTest::qWait(300);
        QVERIFY(start->isEnabled());  // nothing started
        QVERIFY(QFile::exists(journal));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("{\"surfio_journal\":1}\n"));
    }

    void closingDuringARunStopsIt()
    {
        LaunchOptions launch = tinyRun(60s);
        launch.quitWhenDone = true;  // no question to answer on close
        MainWindow window(launch);
        window.show();
        window.start();
        QPushButton* stop = button(window, MainWindow::tr("Stop"));
        QTRY_VERIFY_WITH_TIMEOUT(stop->isEnabled(), 10000);
        QTest::qWait(300);
        QElapsedTimer clock;
        clock.start();
        QVERIFY(window.close());
        QVERIFY2(!stop->isEnabled(), "the run must be over once the window has closed");
        QVERIFY2(clock.elapsed() < 30000, "closing must not wait for the 60 s point");
        QVERIFY(QDir(dir_.path()).entryList({QStringLiteral("surfio-scratch-*")}, QDir::Files).isEmpty());
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
