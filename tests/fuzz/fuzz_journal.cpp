// Journals of interrupted runs (surfio resume, the GUI's resume offer): any
// bytes either read or get a message naming the line; a journal that reads
// names its output and holds only runs of its matrix, each once.

#include "core/run/journal.h"
#include "tests/fuzz/fuzz_common.h"

#include <set>
#include <tuple>

using namespace surfio;
using namespace surfio::fuzz;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size > kMaxInput)
        return -1;
    JournalContents contents;
    QString error;
    const bool ok = readJournalData(bytes(data, size), QStringLiteral("fuzz.json.journal"), contents, error);
    requireMessage(ok, error, "readJournalData");
    if (!ok)
        return 0;
    require(!contents.output.isEmpty(), "a journal that reads names the result file it was writing");
    requireMatrixRoundTrip(contents.results.matrix);
    const auto points = contents.results.matrix.expand().size();
    std::set<std::tuple<int, int, int>> seen;
    for (const JobResult& run : contents.results.points) {
        require(run.point >= 0 && size_t(run.point) < points && run.trial >= 0 && run.round >= 0,
                "a journal's runs are points of its matrix");
        require(seen.insert({run.point, run.trial, run.round}).second, "a journal holds each run once");
    }
    return 0;
}
