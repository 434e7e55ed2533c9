// Preset files (surfio run --preset=FILE.json, the GUI's preset list): any
// bytes either load or get a message naming the file and the key or line;
// a preset that loads saves and loads again to the same preset.

#include "core/matrix/preset.h"
#include "tests/fuzz/fuzz_common.h"

#include <QDir>
#include <QTemporaryDir>

using namespace surfio;
using namespace surfio::fuzz;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size > kMaxInput)
        return -1;
    static QTemporaryDir directory;  // where the round trip saves, removed at exit
    require(directory.isValid(), "a temporary directory for the saved preset");
    const QString path = directory.filePath(QStringLiteral("fuzz.json"));
    Preset preset;
    QString error;
    const bool ok = readPresetData(bytes(data, size), path, preset, error);
    requireMessage(ok, error, "readPresetData");
    if (!ok)
        return 0;
    require(preset.name == QLatin1String("fuzz") && preset.points >= 0, "a preset is named after its file");
    requireMatrixRoundTrip(preset.matrix);
    QString why;
    if (!savePreset(preset, path, why))
        fail("a preset that loads can be saved", why);
    Preset again;
    if (!loadPreset(path, again, why))
        fail("a saved preset loads", why);
    require(matrixToJson(again.matrix) == matrixToJson(preset.matrix),
            "a saved preset has the matrix it was saved with");
    require(again.title == (preset.title.isEmpty() ? preset.name : preset.title)
                && again.description == preset.description,
            "a saved preset keeps its title and description");
    return 0;
}
