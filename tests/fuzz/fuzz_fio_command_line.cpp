// fio command lines as people paste them ("sudo fio --name=x --bs=4k ..."):
// any text either imports or gets a message naming the argument, and an
// imported matrix survives matrix JSON.

#include "core/fio/fio_job_file.h"
#include "tests/fuzz/fuzz_common.h"

using namespace surfio;
using namespace surfio::fuzz;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size > kMaxInput)
        return -1;
    FioImport result;
    QString error;
    const bool ok = importFioCommandLine(text(data, size), result, error);
    requireMessage(ok, error, "importFioCommandLine");
    if (ok)
        requireMatrixRoundTrip(result.matrix);
    return 0;
}
