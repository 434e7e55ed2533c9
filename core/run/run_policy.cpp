#include "core/run/run_policy.h"

#include "core/result/result_csv.h"
#include "core/result/result_json.h"
#include "core/result/result_table.h"
#include "core/run/journal.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>

namespace surfio {

bool newRunRequest(const Matrix& matrix, const RunFiles& files, RunRequest& request, QString& journalInTheWay)
{
    RunRequest fresh;
    fresh.matrix = matrix;
    fresh.outputPath = files.output;
    fresh.outputFormat = files.format;
    if (!files.output.isEmpty() && files.journaled) {
        fresh.journalPath = Journal::pathFor(files.output);
        if (QFileInfo::exists(fresh.journalPath)) {
            journalInTheWay = fresh.journalPath;
            return false;
        }
    }
    request = std::move(fresh);
    return true;
}

bool resumeRunRequest(const QString& journalPath, RunRequest& request, int& finished, QString& error)
{
    JournalContents journal;
    if (!readJournal(journalPath, journal, error))
        return false;
    RunRequest fresh;
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

bool writeWholeFile(const QString& path, const QByteArray& data, QString& error)
{
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(data) == data.size() && file.commit())
        return true;
    error = file.errorString();
    return false;
}

bool settleJournal(const QString& journalPath, const ResultSet& results, bool written)
{
    if (journalPath.isEmpty() || !QFileInfo::exists(journalPath))
        return false;
    const bool complete = results.error.isEmpty() && !results.stopped;
    return !(written && complete && QFile::remove(journalPath));
}

}  // namespace surfio
