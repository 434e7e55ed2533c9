// Matrix JSON, the "matrix" of presets, results and journals: any JSON
// object either reads or gets a message naming the key; a matrix that reads
// writes back the same and expands to its points.

#include "tests/fuzz/fuzz_common.h"

#include <QJsonObject>

using namespace surfio;
using namespace surfio::fuzz;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size > kMaxInput)
        return -1;
    const QJsonDocument document = QJsonDocument::fromJson(bytes(data, size));
    if (!document.isObject())
        return 0;  // JSON syntax is Qt's; the preset and result targets cover its messages
    Matrix matrix;
    QString error;
    const bool ok = matrixFromJson(document.object(), matrix, error);
    requireMessage(ok, error, "matrixFromJson");
    if (!ok)
        return 0;
    requireMatrixRoundTrip(matrix);
    // Loading a preset, result or journal expands the matrix: it must be a size a run can have.
    const std::vector<JobSpec> points = matrix.expand();
    require(!points.empty(), "a matrix that reads has points");
    return 0;
}
