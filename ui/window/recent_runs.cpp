#include "ui/window/recent_runs.h"

#include "core/result/result_file_name.h"
#include "core/result/saved_result.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QSettings>

#include <algorithm>

namespace surfio {

namespace {

// The window's translation context: the File menu's words.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(surfio::MainWindow)
};

constexpr int kKept = 30;  // entries the settings keep; the menu shows the newest
const QString kListKey = QStringLiteral("recentRuns");
const QString kLastShownKey = QStringLiteral("lastShown");

RecentRun runOf(const QString& path, const ResultSet& results, const QDateTime& used)
{
    RecentRun run;
    run.path = QFileInfo(path).absoluteFilePath();
    run.preset = QString::fromStdString(results.matrix.preset);
    run.targets = targetPaths(results.matrix);
    run.started = results.started.isValid() ? results.started : QFileInfo(path).lastModified();
    run.used = used;
    return run;
}

// The runs directory's results not in the list yet, read once to be named.
void addUnnamed(QList<RecentRun>& runs, int count)
{
    QFileInfoList files = QDir(runsDirectory()).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Time);
    files.removeIf([](const QFileInfo& file) { return file.size() == 0; });  // a name a running or cut-short run holds
    for (const QFileInfo& file : files.mid(0, count)) {
        const QString path = file.absoluteFilePath();
        if (std::any_of(runs.cbegin(), runs.cend(), [&path](const RecentRun& r) { return r.path == path; }))
            continue;
        ResultSet results;
        QString error;
        if (readSavedResult(path, results, error))
            runs.append(runOf(path, results, file.lastModified()));
    }
}

}  // namespace

QString recentRunName(const RecentRun& run)
{
    const QString preset = run.preset.isEmpty() ? Text::tr("own matrix") : run.preset;
    const QString targets =
        run.targets.isEmpty() ? Text::tr("an unknown target") : run.targets.join(QStringLiteral(", "));
    const QString name = Text::tr("%1 · %2 · %3", "recent run: preset, targets, date")
                             .arg(preset, targets, QLocale().toString(run.started, QLocale::ShortFormat));
    return QString(name).replace(QLatin1Char('&'), QStringLiteral("&&"));
}

void RecentRuns::remember(const QString& path, const ResultSet& results)
{
    QList<RecentRun> runs = stored();
    const RecentRun run = runOf(path, results, QDateTime::currentDateTime());
    runs.removeIf([&run](const RecentRun& r) { return r.path == run.path; });
    runs.prepend(run);
    store(runs.mid(0, kKept));
}

void RecentRuns::forget(const QString& path)
{
    QList<RecentRun> runs = stored();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    runs.removeIf([&absolute](const RecentRun& r) { return r.path == absolute; });
    store(runs);
}

QList<RecentRun> RecentRuns::list(int count)
{
    QList<RecentRun> runs = stored();
    runs.removeIf([](const RecentRun& r) { return !QFileInfo::exists(r.path); });
    const qsizetype known = runs.size();
    addUnnamed(runs, count);
    std::stable_sort(runs.begin(), runs.end(), [](const RecentRun& a, const RecentRun& b) { return a.used > b.used; });
    if (runs.size() != known)
        store(runs.mid(0, kKept));
    return runs.mid(0, count);
}

QString RecentRuns::lastShown()
{
    const QString path = QSettings().value(kLastShownKey).toString();
    return QFileInfo::exists(path) ? path : QString();
}

void RecentRuns::setLastShown(const QString& path)
{
    QSettings().setValue(kLastShownKey, path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath());
}

QList<RecentRun> RecentRuns::stored()
{
    QSettings settings;
    QList<RecentRun> runs;
    const int size = settings.beginReadArray(kListKey);
    for (int i = 0; i < size; ++i) {
        settings.setArrayIndex(i);
        RecentRun run;
        run.path = settings.value(QStringLiteral("path")).toString();
        run.preset = settings.value(QStringLiteral("preset")).toString();
        run.targets = settings.value(QStringLiteral("targets")).toStringList();
        run.started = settings.value(QStringLiteral("started")).toDateTime();
        run.used = settings.value(QStringLiteral("used")).toDateTime();
        if (!run.path.isEmpty())
            runs.append(run);
    }
    settings.endArray();
    return runs;
}

void RecentRuns::store(const QList<RecentRun>& runs)
{
    QSettings settings;
    settings.remove(kListKey);
    settings.beginWriteArray(kListKey, int(runs.size()));
    for (int i = 0; i < runs.size(); ++i) {
        settings.setArrayIndex(i);
        settings.setValue(QStringLiteral("path"), runs[i].path);
        settings.setValue(QStringLiteral("preset"), runs[i].preset);
        settings.setValue(QStringLiteral("targets"), runs[i].targets);
        settings.setValue(QStringLiteral("started"), runs[i].started);
        settings.setValue(QStringLiteral("used"), runs[i].used);
    }
    settings.endArray();
}

}  // namespace surfio
