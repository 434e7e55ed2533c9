#include "core/matrix/preset.h"

#include "core/engine/block_device.h"
#include "core/matrix/matrix_json.h"
#include "core/text/input_file.h"
#include "core/text/output_file.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>

#include <algorithm>
#include <sys/stat.h>

namespace surfio {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Preset)
};

constexpr int kFormatVersion = 1;

QString builtInDirectory()
{
    return QStringLiteral(":/presets");
}

QString suffix()
{
    return QStringLiteral(".json");
}

QString nameOf(const QString& path)
{
    QString name = QFileInfo(path).fileName();
    if (name.endsWith(suffix()))
        name.chop(suffix().size());
    return name;
}

// A name is a file name in a known directory, never a path out of it.
bool isPlainName(const QString& name)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_][A-Za-z0-9._-]*$"));
    return plain.match(name).hasMatch();
}

QStringList presetFiles(const QString& directory)
{
    QStringList paths;
    const QDir dir(directory);
    for (const QString& file : dir.entryList({QStringLiteral("*.json")}, QDir::Files | QDir::Readable, QDir::Name))
        paths.append(dir.filePath(file));
    return paths;
}

// "line 3, column 14" for a byte offset of a JSON parse error; columns count
// characters, as an editor does.
QString positionOf(const QByteArray& data, int offset)
{
    const QByteArray before = data.left(offset);
    const int line = int(before.count('\n')) + 1;
    const int column = int(QString::fromUtf8(before.mid(before.lastIndexOf('\n') + 1)).size()) + 1;
    return Text::tr("line %1, column %2").arg(line).arg(column);
}

QString userPresetPath(const QString& name)
{
    return QDir(userPresetDirectory()).filePath(name + suffix());
}

QString builtInPresetPath(const QString& name)
{
    return builtInDirectory() + QLatin1Char('/') + name + suffix();
}

}  // namespace

QString userPresetDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/presets");
}

bool loadPreset(const QString& path, Preset& preset, QString& error)
{
    QByteArray data;
    return readInputFile(path, InputKind::Preset, data, error) && readPresetData(data, path, preset, error);
}

bool readPresetData(const QByteArray& data, const QString& path, Preset& preset, QString& error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(data, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        error = Text::tr("%1, %2: %3").arg(path, positionOf(data, parseError.offset), parseError.errorString());
        return false;
    }
    if (!document.isObject()) {
        error = Text::tr("%1: a preset is a JSON object {\"surfio_preset\": 1, ...}, not a list or a value").arg(path);
        return false;
    }
    const QJsonObject json = document.object();
    if (json[QStringLiteral("surfio_preset")].toInt(0) != kFormatVersion) {
        error = Text::tr("%1: \"surfio_preset\" is missing or not %2: not a Surfio preset, or one from a newer "
                         "version")
                    .arg(path)
                    .arg(kFormatVersion);
        return false;
    }
    for (const char* key : {"title", "description"})
        if (const QJsonValue v = json[QLatin1String(key)]; !v.isUndefined() && !v.isString()) {
            error = Text::tr("%1: \"%2\" should be a string").arg(path, QLatin1String(key));
            return false;
        }
    const QJsonValue points = json[QStringLiteral("points")];
    if (!points.isUndefined() && (!points.isDouble() || points.toDouble() < 0 || points.toDouble() != points.toInt())) {
        error = Text::tr("%1: \"points\" should be a whole number, the points of one round").arg(path);
        return false;
    }
    const QJsonValue matrixJson = json[QStringLiteral("matrix")];
    if (!matrixJson.isObject()) {
        error = Text::tr("%1: \"matrix\" is missing or not an object").arg(path);
        return false;
    }
    Matrix matrix;
    QString why;
    if (!matrixFromJson(matrixJson.toObject(), matrix, why)) {
        error = Text::tr("%1: \"matrix\": %2").arg(path, why);
        return false;
    }

    Preset out;
    out.name = nameOf(path);
    out.title = json[QStringLiteral("title")].toString(out.name);
    out.description = json[QStringLiteral("description")].toString();
    out.path = path;
    out.builtIn = path.startsWith(QLatin1Char(':'));
    // A preset says what to run, never where: targets come from the person.
    matrix.base.targets.clear();
    matrix.preset = out.name.toStdString();
    matrix.presetRuntime = matrix.base.runtime;
    matrix.presetRegion = matrix.base.regionSize;
    out.points = points.isUndefined() ? int(matrix.expand().size()) : points.toInt();
    out.matrix = matrix;
    preset = out;
    return true;
}

QList<Preset> allPresets()
{
    QList<Preset> presets;
    for (const QString& directory : {builtInDirectory(), userPresetDirectory()})
        for (const QString& path : presetFiles(directory)) {
            Preset preset;
            QString error;
            if (loadPreset(path, preset, error))
                presets.append(preset);
        }
    return presets;
}

bool findPreset(const QString& name, Preset& preset, QString& error)
{
    if (isPlainName(name)) {
        // The person's own first, and its error rather than a silent fallback to the built-in.
        for (const QString& path : {userPresetPath(name), builtInPresetPath(name)})
            if (QFileInfo::exists(path))
                return loadPreset(path, preset, error);
    }
    // A preset file someone shared, or import-fio wrote: "tgs.json" is a plain name as well as a file here.
    if (name.endsWith(QLatin1String(".json")) && QFileInfo(name).isFile())
        return loadPreset(name, preset, error);
    QStringList known;
    for (const Preset& p : allPresets())
        if (!known.contains(p.name))
            known.append(p.name);
    error = Text::tr("there is no preset \"%1\": the presets are %2 (surfio presets describes them)")
                .arg(name, known.join(QLatin1String(", ")));
    return false;
}

void fitPresetRegion(Matrix& matrix, const std::vector<uint64_t>& targetBytes)
{
    JobSpec& base = matrix.base;
    if (matrix.preset.empty() || matrix.presetRegion == 0)
        return;
    if (matrix.presetRegionFitted) {  // fitted to other targets: from the preset's size again
        base.regionSize = matrix.presetRegion;
        matrix.presetRegionFitted = false;
    }
    if (base.regionSize != matrix.presetRegion)
        return;
    uint64_t fits = matrix.presetRegion;
    for (uint64_t bytes : targetBytes)
        if (bytes > base.regionOffset)  // else nothing fits past the offset, which the engine says
            fits = std::min(fits, bytes - base.regionOffset);
    if (fits < matrix.presetRegion) {
        base.regionSize = fits;
        matrix.presetRegionFitted = true;
    }
}

std::vector<uint64_t> existingTargetBytes(const Matrix& matrix)
{
    std::vector<uint64_t> out;
    for (const std::string& path : matrix.base.targets) {
        struct stat st {};
        BlockDeviceFacts facts;
        if (stat(path.c_str(), &st) != 0)
            out.push_back(0);
        else if (S_ISREG(st.st_mode))
            out.push_back(uint64_t(st.st_size));
        else if (S_ISBLK(st.st_mode) && !describeBlockDevice(path, facts))
            out.push_back(facts.size);
        else
            out.push_back(0);
    }
    return out;
}

QByteArray presetDocument(const Preset& preset, const QString& name)
{
    QJsonObject matrix = matrixToJson(preset.matrix);
    // Where a run came from and what it ran on belong to its result, not to the preset.
    for (const char* key : {"targets", "preset", "preset_runtime_ms", "preset_size", "volume"})
        matrix.remove(QLatin1String(key));
    QJsonObject json;
    json[QStringLiteral("surfio_preset")] = kFormatVersion;
    json[QStringLiteral("name")] = name;
    json[QStringLiteral("title")] = preset.title.isEmpty() ? name : preset.title;
    json[QStringLiteral("description")] = preset.description;
    json[QStringLiteral("points")] = int(preset.matrix.expand().size());
    json[QStringLiteral("matrix")] = matrix;
    return QJsonDocument(json).toJson(QJsonDocument::Indented);
}

bool savePreset(const Preset& preset, const QString& path, QString& error)
{

    const QString directory = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(directory)) {
        error = Text::tr("cannot save the preset %1: the directory %2 cannot be created").arg(path, directory);
        return false;
    }
    return writeOutputFile(path, presetDocument(preset, nameOf(path)), error);
}

}  // namespace surfio
