// File → Recent runs: each entry says which preset ran on which targets
// when, and the list holds the results run, saved or opened anywhere as well
// as those of the runs folder, newest first; files that are gone leave it.

#include "core/result/result_file_name.h"
#include "core/result/result_json.h"
#include "made_up_sweep.h"
#include "ui/window/recent_runs.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QLocale>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace surfio;

namespace {

QString write(const QString& path, const ResultSet& results)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(QJsonDocument(toJson(results)).toJson());
    return path;
}

ResultSet resultOf(const std::string& preset, const std::vector<std::string>& targets)
{
    ResultSet set = testing::sweep(1.0);
    set.matrix.preset = preset;
    set.matrix.base.targets = targets;
    return set;
}

}  // namespace

class TestRecentRuns : public QObject {
    Q_OBJECT

    QTemporaryDir dir_{QDir::tempPath() + QStringLiteral("/tst_recent_runs-XXXXXX")};

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
        QVERIFY(dir_.isValid());
    }

    void init()
    {
        QSettings().clear();
        QDir(runsDirectory()).removeRecursively();
    }

    void cleanupTestCase()
    {
        QSettings().clear();
        QDir(runsDirectory()).removeRecursively();
    }

    void namesThePresetTheTargetsAndTheDate_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QStringList>("targets");
        QTest::addColumn<QString>("name");
        const QString date = QLocale().toString(QDateTime(QDate(2026, 12, 5), QTime(20, 48)), QLocale::ShortFormat);
        QTest::newRow("a preset on a device") << QStringLiteral("limits") << QStringList{QStringLiteral("/dev/nvme0n1")}
                                              << QStringLiteral("limits · /dev/nvme0n1 · ") + date;
        QTest::newRow("another preset on a directory")
            << QStringLiteral("qd-sweep") << QStringList{QStringLiteral("/tmp")}
            << QStringLiteral("qd-sweep · /tmp · ") + date;
        QTest::newRow("a matrix of one's own") << QString() << QStringList{QStringLiteral("/mnt/data/t.dat")}
                                               << QStringLiteral("own matrix · /mnt/data/t.dat · ") + date;
        QTest::newRow("several targets") << QStringLiteral("oltp")
                                         << QStringList{QStringLiteral("/dev/sda"), QStringLiteral("/dev/sdb")}
                                         << QStringLiteral("oltp · /dev/sda, /dev/sdb · ") + date;
        QTest::newRow("no target known (a fio result)")
            << QString() << QStringList() << QStringLiteral("own matrix · an unknown target · ") + date;
        QTest::newRow("an ampersand is no mnemonic") << QStringLiteral("r&d") << QStringList{QStringLiteral("/srv/r&d")}
                                                     << QStringLiteral("r&&d · /srv/r&&d · ") + date;
    }

    void namesThePresetTheTargetsAndTheDate()
    {
        QFETCH(QString, preset);
        QFETCH(QStringList, targets);
        QFETCH(QString, name);
        RecentRun run;
        run.path = QStringLiteral("/somewhere/surfio-20261205-204800.json");
        run.preset = preset;
        run.targets = targets;
        run.started = QDateTime(QDate(2026, 12, 5), QTime(20, 48));
        QCOMPARE(recentRunName(run), name);
    }

    // Saved or opened anywhere, newest first; the runs folder's own results named too.
    void listsResultsFromAnywhereNewestFirst()
    {
        QVERIFY(QDir().mkpath(runsDirectory()));
        const QString fromTheCli =
            write(QDir(runsDirectory()).filePath(QStringLiteral("surfio-cli.json")), resultOf("qd-sweep", {"/tmp"}));
        const QString saved = write(dir_.filePath(QStringLiteral("saved.json")), resultOf("limits", {"/dev/vdb"}));
        const QString opened = write(dir_.filePath(QStringLiteral("opened.json")), resultOf("", {"/srv/t.dat"}));
        QVERIFY(!fromTheCli.isEmpty() && !saved.isEmpty() && !opened.isEmpty());
        RecentRuns::remember(saved, resultOf("limits", {"/dev/vdb"}));
        RecentRuns::remember(opened, resultOf("", {"/srv/t.dat"}));

        QList<RecentRun> runs = RecentRuns::list(10);
        QCOMPARE(runs.size(), 3);
        QCOMPARE(runs[0].path, QFileInfo(opened).absoluteFilePath());
        QCOMPARE(runs[1].path, QFileInfo(saved).absoluteFilePath());
        QCOMPARE(runs[1].preset, QStringLiteral("limits"));
        QCOMPARE(runs[1].targets, QStringList{QStringLiteral("/dev/vdb")});
        QCOMPARE(runs[2].path, QFileInfo(fromTheCli).absoluteFilePath());
        QCOMPARE(runs[2].preset, QStringLiteral("qd-sweep"));

        QVERIFY(QFile::remove(saved));
        runs = RecentRuns::list(10);
        QCOMPARE(runs.size(), 2);
        QVERIFY(std::none_of(runs.cbegin(), runs.cend(),
                             [&](const RecentRun& r) { return r.path.endsWith(u"saved.json"); }));
        QCOMPARE(RecentRuns::list(1).size(), 1);
    }

    void remembersTheResultOnShow()
    {
        QVERIFY(RecentRuns::lastShown().isEmpty());
        const QString path = write(dir_.filePath(QStringLiteral("shown.json")), resultOf("quick", {"/tmp"}));
        RecentRuns::setLastShown(path);
        QCOMPARE(RecentRuns::lastShown(), QFileInfo(path).absoluteFilePath());
        QVERIFY(QFile::remove(path));
        QVERIFY(RecentRuns::lastShown().isEmpty());  // gone: nothing to show
    }
};

QTEST_MAIN(TestRecentRuns)
#include "tst_recent_runs.moc"
