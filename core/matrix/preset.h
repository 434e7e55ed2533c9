#pragma once

#include "core/matrix/matrix.h"

#include <QList>
#include <QString>

namespace surfio {

// A named matrix with where its parameters come from. Built-in presets are
// JSON files in resources/presets (compiled in as :/presets/NAME.json);
// a person's own live in userPresetDirectory(). The file format:
//
//   {"surfio_preset": 1, "name": "vng", "title": "VNG Cloud volume tests",
//    "description": "... what it measures and where the parameters come from ...",
//    "points": 3,               // documented point count of one round
//    "matrix": { ... matrixToJson format ... }}
//
// The matrix's runtime_ms and size are the preset's intended runtime and
// region; loading a preset records them in Matrix::presetRuntime/presetRegion
// and its name in Matrix::preset, so a shrunk run says so.
struct Preset {
    QString name;  // file name without .json; what --preset= takes
    QString title;
    QString description;
    int points = 0;  // as documented in the file
    Matrix matrix;
    QString path;  // where it was read from
    bool builtIn = false;
};

// Built-in presets, then the person's own (an own preset with a built-in's
// name is listed after it and wins in findPreset).
QList<Preset> allPresets();
QString userPresetDirectory();

// False with a message naming the file and the key or line at fault.
bool loadPreset(const QString& path, Preset& preset, QString& error);
// The same for a preset file's bytes; `path` names it and gives its name.
bool readPresetData(const QByteArray& data, const QString& path, Preset& preset, QString& error);
// By name (own first, then built-in), or a preset file's path ending in .json;
// false with a message that lists the known names.
bool findPreset(const QString& name, Preset& preset, QString& error);
// A preset's region is "up to" its size: where a target holds less past the
// offset (targetBytes: each target's size, 0 where unknown: a directory, a
// file to create, a path on fio's hosts), the region becomes what the
// smallest holds, the whole target, and presetRegionFitted says so. Only the
// preset's own size fits (regionSize == presetRegion, or fitted before, which
// is fitted anew); a size the person gave is left for the engine to refuse.
void fitPresetRegion(Matrix& matrix, const std::vector<uint64_t>& targetBytes);
// What each of the matrix's targets holds on this machine: a block device's
// size (from sysfs, opening nothing) or an existing file's; 0 for others.
std::vector<uint64_t> existingTargetBytes(const Matrix& matrix);

// Writes atomically (QSaveFile); false with a message.
bool savePreset(const Preset& preset, const QString& path, QString& error);
// What a preset file named name holds (surfio_preset, name, title, description, matrix).
QByteArray presetDocument(const Preset& preset, const QString& name);

}  // namespace surfio
