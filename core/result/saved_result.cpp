#include "core/result/saved_result.h"

#include "core/fio/fio_json.h"
#include "core/result/result_json.h"
#include "core/text/input_file.h"

#include <QCoreApplication>

namespace surfio {

namespace {

// The translation context of this file's messages.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(SavedResult)
};

// What a file that reads as neither format looks like it meant to be, so the
// message is about that format: a journal, fio's output, or Surfio's result.
QString whyNotRead(const QByteArray& data, const QString& path, const QString& surfioError, const QString& fioError)
{
    const QByteArray firstLine = data.left(data.indexOf('\n'));
    if (firstLine.contains("\"surfio_journal\""))
        return Text::tr("%1 is the journal of an interrupted run, not a result: finish it with `surfio resume %1` (or "
                        "Run → Resume interrupted run), then use the result it writes")
            .arg(path);
    if (!data.contains("\"surfio-result\"")
        && (data.contains("\"fio version\"") || data.contains("\"jobs\"") || data.contains("\"client_stats\"")))
        return Text::tr("%1 is fio's output, but %2").arg(path, fioError);
    return surfioError;
}

}  // namespace

bool readSavedResult(const QString& path, ResultSet& results, QString& error)
{
    QByteArray data;
    if (!readInputFile(path, InputKind::Result, data, error))
        return false;
    ResultSet read;
    QString fioError;
    if (!readResultData(data, path, read, error) && !readFioJson(data, read, fioError)) {
        error = whyNotRead(data, path, error, fioError);
        return false;
    }
    results = read;
    error.clear();
    return true;
}

}  // namespace surfio
