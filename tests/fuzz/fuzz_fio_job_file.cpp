// fio job files (surfio import-fio FILE, the GUI's Import): any text either
// imports or gets a message; an imported matrix survives matrix JSON, and
// the job file export-fio writes from it imports again to the same matrix.

#include "core/fio/fio_export.h"
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
    const bool ok = importFioJobFile(text(data, size), result, error);
    requireMessage(ok, error, "importFioJobFile");
    if (!ok)
        return 0;
    requireMatrixRoundTrip(result.matrix);
    const QString exported = toFioJobFile(result.matrix);
    FioImport again;
    QString why;
    if (!importFioJobFile(exported, again, why))
        fail("the job file export-fio writes imports again", why + QStringLiteral("\n") + exported);
    return 0;
}
