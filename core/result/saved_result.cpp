#include "core/result/saved_result.h"

#include "core/fio/fio_json.h"
#include "core/result/result_json.h"
#include "core/text/input_file.h"

namespace surfio {

bool readSavedResult(const QString& path, ResultSet& results, QString& error)
{
    QByteArray data;
    if (!readInputFile(path, InputKind::Result, data, error))
        return false;
    ResultSet read;
    QString fioError;
    if (!readResultData(data, path, read, error) && !readFioJson(data, read, fioError))
        return false;
    results = read;
    error.clear();
    return true;
}

}  // namespace surfio
