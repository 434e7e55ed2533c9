// Surfio result files (surfio report/compare/--rerun, the GUI's Open): any
// bytes either read as a result or get a message naming the line or key;
// a result that reads writes back the same document.

#include "core/result/result_json.h"
#include "tests/fuzz/fuzz_common.h"

using namespace surfio;
using namespace surfio::fuzz;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size > kMaxInput)
        return -1;
    ResultSet results;
    QString error;
    const bool ok = readResultData(bytes(data, size), QStringLiteral("fuzz.json"), results, error);
    requireMessage(ok, error, "readResultData");
    if (!ok)
        return 0;
    requireMatrixRoundTrip(results.matrix);
    const QJsonObject saved = toJson(results);
    ResultSet again;
    QString why;
    if (!fromJson(saved, again, why))
        fail("a result that was read writes a document that reads back", why);
    const QString difference = firstDifference(withoutSummary(saved), withoutSummary(toJson(again)));
    require(difference.isEmpty(), "a result reads back the same after writing", difference);
    return 0;
}
