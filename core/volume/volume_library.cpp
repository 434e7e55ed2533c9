#include "core/volume/volume_library.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>

namespace surfio {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(VolumeProfile)
};

const QString kBuiltIn = QStringLiteral(":/volumes");

QStringList profileFiles(const QString& directory)
{
    QStringList paths;
    const QDir dir(directory);
    for (const QString& file : dir.entryList({QStringLiteral("*.json")}, QDir::Files | QDir::Readable, QDir::Name))
        paths.append(dir.filePath(file));
    return paths;
}

// A name is a file name in a known directory, never a path out of it.
bool isPlainName(const QString& name)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_][A-Za-z0-9._-]*$"));
    return plain.match(name).hasMatch() && !name.endsWith(QLatin1String(".json"));
}

}  // namespace

QString userVolumeDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/volumes");
}

QList<VolumeProfile> allVolumeProfiles()
{
    QList<VolumeProfile> profiles;
    for (const QString& directory : {kBuiltIn, userVolumeDirectory()})
        for (const QString& path : profileFiles(directory)) {
            VolumeProfile profile;
            QString error;
            if (!loadVolumeProfile(path, profile, error))
                continue;
            const auto same = std::find_if(profiles.begin(), profiles.end(),
                                           [&profile](const VolumeProfile& p) { return p.name == profile.name; });
            if (same != profiles.end())
                *same = profile;
            else
                profiles.append(profile);
        }
    return profiles;
}

bool findVolumeProfile(const QString& name, VolumeProfile& profile, QString& error)
{
    if (isPlainName(name)) {
        // The person's own first, and its error rather than a silent fallback to the built-in.
        for (const QString& dir : {userVolumeDirectory(), kBuiltIn}) {
            const QString path = dir + u'/' + name + QStringLiteral(".json");
            if (QFileInfo::exists(path))
                return loadVolumeProfile(path, profile, error);
        }
    }
    if (name.endsWith(QLatin1String(".json")) && QFileInfo(name).isFile())
        return loadVolumeProfile(name, profile, error);
    if (name.contains(u'/')) {
        error = QFileInfo(name).isFile()
                    ? Text::tr("%1 is not a volume profile: a profile's file name ends in .json").arg(name)
                    : Text::tr("there is no file %1: give a profile's name (surfio volumes lists them) or the path of "
                               "a .json profile")
                          .arg(name);
        return false;
    }
    QStringList known;
    for (const VolumeProfile& p : allVolumeProfiles())
        known.append(p.name);
    error = Text::tr("there is no volume profile \"%1\": the profiles are %2 (surfio volumes lists what each "
                     "promises)")
                .arg(name, known.join(QLatin1String(", ")));
    return false;
}

bool resolveVolume(const QString& specText, uint64_t targetBytes, VolumePromise& promise, QString& error)
{
    VolumeSpec spec;
    VolumeProfile profile;
    return parseVolumeSpec(specText, spec, error) && findVolumeProfile(spec.profile, profile, error)
           && promiseOf(profile, spec, targetBytes, promise, error);
}

}  // namespace surfio
