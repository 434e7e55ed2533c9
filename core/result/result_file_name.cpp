#include "core/result/result_file_name.h"

#include "core/run/journal.h"
#include "core/text/output_file.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStandardPaths>

namespace surfio {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(ResultFileName)
};

// More runs than this in one second means something else is wrong.
constexpr int kMaxSameSecond = 1000;

QString candidate(const QDir& dir, const QString& stem, int n)
{
    return dir.filePath(n == 1 ? stem + QStringLiteral(".json") : QStringLiteral("%1-%2.json").arg(stem).arg(n));
}

}  // namespace

QString createResultFile(const QString& directory, const QDateTime& when, QString& error)
{
    const QDir dir(directory);
    const QString stem = when.toString(QStringLiteral("'surfio-'yyyyMMdd-HHmmss"));
    for (int n = 1; n <= kMaxSameSecond; ++n) {
        QString path = candidate(dir, stem, n);
        if (QFile::exists(Journal::pathFor(path)))
            continue;  // an interrupted run will write its result there
        QFile file(path);
        if (file.open(QIODevice::WriteOnly | QIODevice::NewOnly))
            return path;
        if (!QFile::exists(path)) {  // not taken: it cannot be created at all
            error = Text::tr("%1 cannot be created: %2").arg(path, file.errorString());
            return {};
        }
    }
    error = Text::tr("%1 already holds %2 results named after %3").arg(directory).arg(kMaxSameSecond).arg(stem);
    return {};
}

QString runsDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/runs");
}

QString keepInRunsDirectory(const QByteArray& data, QString& error)
{
    const QString directory = runsDirectory();
    if (!QDir().mkpath(directory)) {
        error = Text::tr("%1 cannot be created").arg(directory);
        return {};
    }
    const QString path = createResultFile(directory, QDateTime::currentDateTime(), error);
    if (path.isEmpty())
        return {};
    if (!writeOutputFile(path, data, error)) {
        QFile::remove(path);  // the empty name it took
        return {};
    }
    return path;
}

}  // namespace surfio
