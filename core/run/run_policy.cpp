#include "core/run/run_policy.h"

#include "core/result/result_csv.h"
#include "core/result/result_json.h"
#include "core/result/result_table.h"
#include "core/run/journal.h"
#include "core/run/journal_lock.h"
#include "core/text/output_file.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

namespace surfio {

QStringList localTargetPaths(const Matrix& matrix)
{
    QStringList paths;
    if (!matrix.hosts.empty())
        return paths;  // on other machines
    for (const std::string& t : matrix.base.targets) {
        const QString path = QString::fromStdString(t);
        if (!QFileInfo(path).isDir())
            paths.append(path);
    }
    return paths;
}

bool newRunRequest(const Matrix& matrix, const RunFiles& files, RunRequest& request, RunRefusal& refusal)
{
    RunRequest fresh;
    fresh.matrix = matrix;
    fresh.outputPath = files.output;
    fresh.outputFormat = files.format;
    if (files.output.isEmpty()) {
        request = std::move(fresh);
        return true;
    }
    const QString journal = Journal::pathFor(files.output);
    OutputWay way = OutputWay::Replace;
    if (!checkOutputPath(files.output, localTargetPaths(matrix), way, refusal.error))
        return false;
    if (files.journaled && way == OutputWay::Replace) {
        if (!checkOutputPath(journal, localTargetPaths(matrix), way, refusal.error))
            return false;
        bool inTheWay = false;
        fresh.journalLock = JournalLock::claimNew(journal, inTheWay, refusal.error);
        if (!fresh.journalLock) {
            if (inTheWay)
                refusal.interruptedJournal = journal;
            return false;
        }
        fresh.journalPath = journal;
    }
    request = std::move(fresh);
    return true;
}

bool resumeRunRequest(const QString& journalPath, RunRequest& request, int& finished, QString& error)
{
    std::shared_ptr<const JournalLock> lock = JournalLock::claimExisting(journalPath, error);
    JournalContents journal;
    if (!lock || !readJournal(journalPath, journal, error))
        return false;
    OutputWay way = OutputWay::Replace;
    if (!checkOutputPath(journal.output, localTargetPaths(journal.results.matrix) << journalPath, way, error)) {
        error = QCoreApplication::translate("RunPolicy", "the journal's output: %1").arg(error);
        return false;
    }
    RunRequest fresh;
    fresh.journalLock = std::move(lock);
    fresh.matrix = journal.results.matrix;
    fresh.done = journal.results;
    fresh.resume = true;
    fresh.journalPath = journalPath;
    fresh.outputPath = journal.output;
    fresh.outputFormat = journal.format;
    request = std::move(fresh);
    finished = int(journal.results.points.size());
    return true;
}

int runsToGo(const RunRequest& request)
{
    const int planned = int(request.matrix.expand().size()) * request.matrix.trials;
    return std::max(0, planned - int(request.done.points.size()));
}

QByteArray resultDocument(const ResultSet& results, const QString& format)
{
    if (format == QLatin1String("json"))
        return QJsonDocument(toJson(results)).toJson(QJsonDocument::Indented);
    if (format == QLatin1String("csv"))
        return toCsv(results).toUtf8();
    return results.points.isEmpty() ? QByteArray() : resultTable(results).toUtf8();
}

namespace {

// A journal without its whole first line has nothing a resume could use.
bool holdsNothing(const QString& journalPath)
{
    QFile file(journalPath);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    constexpr qint64 kEnoughForTheHeader = qint64(16) << 20;
    return !file.read(kEnoughForTheHeader).contains('\n');
}

}  // namespace

bool settleJournal(const QString& journalPath, const ResultSet& results, bool written)
{
    if (journalPath.isEmpty() || !QFileInfo::exists(journalPath))
        return false;
    // Refused before any point finished (a target that cannot be used, found
    // when laying it out): a resume would be refused alike.
    if (holdsNothing(journalPath) || (results.inputError && results.points.isEmpty()))
        return !QFile::remove(journalPath);
    const bool complete = results.error.isEmpty() && !results.stopped;
    return !(written && complete && QFile::remove(journalPath));
}

}  // namespace surfio
