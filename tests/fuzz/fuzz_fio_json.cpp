// fio's JSON output (json, json+, client mode, --status-interval streams):
// readFioJson either reads a result or says why; takeFioDocuments only ever
// splits the stream (what it returns, then what it keeps, is the input);
// a result read from fio saves as a Surfio result that reads back the same.

#include "core/fio/fio_json.h"
#include "core/result/result_json.h"
#include "tests/fuzz/fuzz_common.h"

using namespace surfio;
using namespace surfio::fuzz;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size > kMaxInput)
        return -1;
    const QByteArray input = bytes(data, size);

    QByteArray buffer = input;
    QByteArray joined;
    for (const QByteArray& document : takeFioDocuments(buffer))
        joined += document;
    require(joined + buffer == input, "takeFioDocuments splits the stream without losing or adding bytes");

    ResultSet results;
    QString error;
    const bool ok = readFioJson(input, results, error);
    requireMessage(ok, error, "readFioJson");
    if (!ok)
        return 0;
    require(!results.points.isEmpty(), "a fio result has runs");
    requireMatrixRoundTrip(results.matrix);
    const QJsonObject saved = toJson(results);
    ResultSet again;
    QString why;
    if (!fromJson(saved, again, why))
        fail("a result read from fio saves as a Surfio result that reads back", why);
    const QString difference = firstDifference(withoutSummary(saved), withoutSummary(toJson(again)));
    require(difference.isEmpty(), "a result read from fio reads back the same from Surfio's format", difference);
    return 0;
}
