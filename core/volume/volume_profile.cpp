#include "core/volume/volume_profile.h"

#include "core/text/input_file.h"
#include "core/text/units.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace surfio {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(VolumeProfile)
};

constexpr int kFormatVersion = 1;

// Reads one profile file, keeping where it is so that every complaint names
// the file, the line and the key.
class Reader {
public:
    Reader(const QByteArray& data, const QString& path)
        : data_(data)
        , path_(path)
    {
    }

    // "file, line 12: "iops.per_gb" …": the line is that of the key's first
    // mention after its parents', as an editor would find it.
    bool fail(const QString& key, const QString& why)
    {
        error = Text::tr("%1, line %2: \"%3\" %4").arg(path_).arg(lineOf(key)).arg(key, why);
        return false;
    }

    bool keysKnown(const QJsonObject& o, const QString& at, const QStringList& known)
    {
        for (const QString& k : o.keys())
            if (!known.contains(k))
                return fail(
                    join(at, k),
                    Text::tr("is not a key of a volume profile here; known: %1").arg(known.join(QStringLiteral(", "))));
        return true;
    }

    // A figure ≥ 0: a number, or for sizes and rates in bytes a size as fio
    // writes it ("125m" is 125 MiB).
    bool number(const QJsonObject& o, const QString& at, const char* key, bool bytes, double& out)
    {
        const QJsonValue v = o[QLatin1String(key)];
        if (v.isUndefined())
            return true;
        const QString name = join(at, QLatin1String(key));
        if (bytes && v.isString()) {
            const std::optional<uint64_t> size = parseSize(v.toString());
            if (!size)
                return fail(name, Text::tr("should be a size in bytes, e.g. 131072 or \"128m\""));
            out = double(*size);
            return true;
        }
        if (!v.isDouble() || !std::isfinite(v.toDouble()) || v.toDouble() < 0)
            return fail(name, bytes ? Text::tr("should be a size in bytes, e.g. 131072 or \"128m\"")
                                    : Text::tr("should be a number, 0 or more"));
        out = v.toDouble();
        return true;
    }

    bool rate(const QJsonObject& parent, const QString& at, const char* key, bool bytes, VolumeRate& r);
    bool provisioning(const QJsonObject& parent, const char* key, bool bytes, VolumeProvisioning& p);
    bool tiers(const QJsonObject& json, VolumeProfile& p);
    bool levels(const QJsonObject& json, VolumeProfile& p);
    bool burst(const QJsonObject& json, VolumeProfile& p);
    bool header(const QJsonObject& json, VolumeProfile& p);

    QString error;

    static QString join(const QString& at, const QString& key) { return at.isEmpty() ? key : at + u'.' + key; }

private:
    int lineOf(const QString& dotted) const
    {
        qsizetype from = 0;
        for (const QString& part : dotted.split(u'.')) {
            const QString bare = part.section(u'[', 0, 0);
            const qsizetype at = data_.indexOf(QByteArray('"' + bare.toUtf8() + '"'), from);
            if (at < 0)
                break;
            from = at;
        }
        return int(data_.left(from).count('\n')) + 1;
    }

    const QByteArray& data_;
    QString path_;
};

bool Reader::rate(const QJsonObject& parent, const QString& at, const char* key, bool bytes, VolumeRate& r)
{
    const QJsonValue v = parent[QLatin1String(key)];
    if (v.isUndefined())
        return true;
    const QString name = join(at, QLatin1String(key));
    if (!v.isObject())
        return fail(name, Text::tr("should be an object, e.g. {\"per_gb\": 60, \"max\": 25000}"));
    const QJsonObject o = v.toObject();
    QStringList known{QStringLiteral("baseline"), QStringLiteral("per_gb"), QStringLiteral("min"),
                      QStringLiteral("max"), QStringLiteral("steps")};
    if (bytes)
        known << QStringLiteral("per_iops");
    if (!keysKnown(o, name, known) || !number(o, name, "baseline", bytes, r.baseline)
        || !number(o, name, "per_gb", bytes, r.perGb) || !number(o, name, "per_iops", bytes, r.perIops)
        || !number(o, name, "min", bytes, r.min) || !number(o, name, "max", bytes, r.max))
        return false;
    if (r.max > 0 && r.min > r.max)
        return fail(join(name, QStringLiteral("min")), Text::tr("is above \"max\""));
    for (const QJsonValue step : o[QStringLiteral("steps")].toArray()) {
        VolumeRate::Step s;
        const QJsonObject so = step.toObject();
        const QString stepName = join(name, QStringLiteral("steps"));
        if (!keysKnown(so, stepName, {QStringLiteral("up_to_gb"), QStringLiteral("value")})
            || !number(so, stepName, "up_to_gb", false, s.upToGb) || !number(so, stepName, "value", bytes, s.value))
            return false;
        if (!r.steps.empty() && (r.steps.back().upToGb == 0 || (s.upToGb > 0 && s.upToGb <= r.steps.back().upToGb)))
            return fail(stepName, Text::tr("should ascend by \"up_to_gb\", the last one without it"));
        r.steps.push_back(s);
    }
    r.given = true;
    if (r.baseline == 0 && r.perGb == 0 && r.perIops == 0 && r.steps.empty())
        return fail(name, Text::tr("gives no figure: give \"baseline\", \"per_gb\" or \"steps\""));
    return true;
}

bool Reader::provisioning(const QJsonObject& parent, const char* key, bool bytes, VolumeProvisioning& p)
{
    const QJsonValue v = parent[QLatin1String(key)];
    if (v.isUndefined())
        return true;
    const QString name = QLatin1String(key);
    if (!v.isObject())
        return fail(name, Text::tr("should be an object, e.g. {\"min\": 3000, \"max\": 80000, \"per_gb_max\": 500}"));
    const QJsonObject o = v.toObject();
    QStringList known{QStringLiteral("min"), QStringLiteral("max"), QStringLiteral("per_gb_max")};
    if (bytes)
        known << QStringLiteral("per_iops_max");
    if (!keysKnown(o, name, known) || !number(o, name, "min", bytes, p.min) || !number(o, name, "max", bytes, p.max)
        || !number(o, name, "per_gb_max", bytes, p.perGbMax) || !number(o, name, "per_iops_max", bytes, p.perIopsMax))
        return false;
    if (p.max <= 0)
        return fail(name, Text::tr("needs \"max\", the most that can be provisioned"));
    if (p.min > p.max)
        return fail(join(name, QStringLiteral("min")), Text::tr("is above \"max\""));
    p.allowed = true;
    return true;
}

bool Reader::tiers(const QJsonObject& json, VolumeProfile& p)
{
    const QJsonArray list = json[QStringLiteral("tiers")].toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QJsonObject o = list[i].toObject();
        const QString name = QStringLiteral("tiers[%1]").arg(i);
        VolumeTier t;
        t.name = o[QStringLiteral("name")].toString();
        if (!keysKnown(o, name,
                       {QStringLiteral("name"), QStringLiteral("up_to_gb"), QStringLiteral("iops"),
                        QStringLiteral("throughput")})
            || !number(o, name, "up_to_gb", false, t.upToGb) || !number(o, name, "iops", false, t.iops)
            || !number(o, name, "throughput", true, t.bandwidth))
            return false;
        if (t.name.isEmpty() || t.upToGb <= 0)
            return fail(name, Text::tr("needs \"name\" and \"up_to_gb\""));
        if (!p.tiers.isEmpty() && t.upToGb <= p.tiers.back().upToGb)
            return fail(name, Text::tr("should be larger than the tier before it"));
        p.tiers.append(t);
    }
    return true;
}

bool Reader::levels(const QJsonObject& json, VolumeProfile& p)
{
    const QJsonValue v = json[QStringLiteral("levels")];
    if (v.isUndefined())
        return true;
    const QJsonObject o = v.toObject();
    const QString name = QStringLiteral("levels");
    if (!keysKnown(o, name, {QStringLiteral("key"), QStringLiteral("default"), QStringLiteral("list")}))
        return false;
    p.levelKey = o[QStringLiteral("key")].toString();
    p.defaultLevel = o[QStringLiteral("default")].toInt(-1);
    static const QStringList taken{QStringLiteral("iops"), QStringLiteral("throughput")};
    if (p.levelKey.isEmpty() || taken.contains(p.levelKey) || p.levelKey.contains(u'='))
        return fail(join(name, QStringLiteral("key")), Text::tr("should name the level, e.g. \"vpus\""));
    for (const QJsonValue item : o[QStringLiteral("list")].toArray()) {
        const QJsonObject lo = item.toObject();
        const QString at = join(name, QStringLiteral("list"));
        VolumeLevel level;
        level.value = lo[QStringLiteral("value")].toInt(-1);
        if (!keysKnown(lo, at, {QStringLiteral("value"), QStringLiteral("iops"), QStringLiteral("throughput")})
            || !rate(lo, at, "iops", false, level.iops) || !rate(lo, at, "throughput", true, level.throughput))
            return false;
        if (level.value < 0)
            return fail(join(at, QStringLiteral("value")), Text::tr("should be a whole number"));
        p.levels.append(level);
    }
    const bool hasDefault =
        std::any_of(p.levels.begin(), p.levels.end(), [&p](const VolumeLevel& l) { return l.value == p.defaultLevel; });
    if (p.levels.isEmpty() || !hasDefault)
        return fail(join(name, QStringLiteral("default")), Text::tr("should be one of the levels in \"list\""));
    return true;
}

bool Reader::burst(const QJsonObject& json, VolumeProfile& p)
{
    const QJsonValue v = json[QStringLiteral("burst")];
    if (v.isUndefined())
        return true;
    const QJsonObject o = v.toObject();
    const QString name = QStringLiteral("burst");
    VolumeBurstModel& b = p.burst;
    if (!keysKnown(o, name,
                   {QStringLiteral("iops"), QStringLiteral("throughput"), QStringLiteral("bucket_ios"),
                    QStringLiteral("bucket_seconds"), QStringLiteral("up_to_gb")})
        || !number(o, name, "iops", false, b.iops) || !number(o, name, "throughput", true, b.bandwidth)
        || !number(o, name, "bucket_ios", false, b.bucketIos)
        || !number(o, name, "bucket_seconds", false, b.bucketSeconds) || !number(o, name, "up_to_gb", false, b.upToGb))
        return false;
    if (b.iops <= 0)
        return fail(join(name, QStringLiteral("iops")), Text::tr("is needed: the burst ceiling"));
    if ((b.bucketIos > 0) == (b.bucketSeconds > 0))
        return fail(name, Text::tr("needs one of \"bucket_ios\" (credits) or \"bucket_seconds\" (at full burst)"));
    b.given = true;
    return true;
}

bool Reader::header(const QJsonObject& json, VolumeProfile& p)
{
    if (json[QStringLiteral("surfio_volume")].toInt(0) != kFormatVersion)
        return fail(
            QStringLiteral("surfio_volume"),
            Text::tr("is missing or not %1: not a volume profile, or one from a newer version").arg(kFormatVersion));
    for (const char* key : {"title", "provider", "source", "read", "notes", "size_unit"})
        if (const QJsonValue v = json[QLatin1String(key)]; !v.isUndefined() && !v.isString())
            return fail(QLatin1String(key), Text::tr("should be a string"));
    p.title = json[QStringLiteral("title")].toString(p.name);
    p.provider = json[QStringLiteral("provider")].toString();
    p.source = json[QStringLiteral("source")].toString();
    p.read = json[QStringLiteral("read")].toString();
    p.notes = json[QStringLiteral("notes")].toString();
    if (p.source.isEmpty())
        return fail(QStringLiteral("source"), Text::tr("is needed: where the figures come from"));
    const QString unit = json[QStringLiteral("size_unit")].toString(QStringLiteral("GiB"));
    if (unit != QLatin1String("GiB") && unit != QLatin1String("GB"))
        return fail(QStringLiteral("size_unit"), Text::tr("should be \"GiB\" or \"GB\" (10^9 bytes)"));
    p.unitBytes = unit == QLatin1String("GB") ? 1e9 : double(uint64_t{1} << 30);
    double unitSize = 0;
    if (!number(json, {}, "min_gb", false, p.minGb) || !number(json, {}, "max_gb", false, p.maxGb)
        || !number(json, {}, "io_unit", true, unitSize))
        return false;
    if (p.maxGb > 0 && p.minGb > p.maxGb)
        return fail(QStringLiteral("min_gb"), Text::tr("is above \"max_gb\""));
    p.ioUnitBytes = uint64_t(unitSize);
    return true;
}

const QStringList& profileKeys()
{
    static const QStringList keys{QStringLiteral("surfio_volume"),
                                  QStringLiteral("title"),
                                  QStringLiteral("provider"),
                                  QStringLiteral("source"),
                                  QStringLiteral("read"),
                                  QStringLiteral("notes"),
                                  QStringLiteral("size_unit"),
                                  QStringLiteral("min_gb"),
                                  QStringLiteral("max_gb"),
                                  QStringLiteral("io_unit"),
                                  QStringLiteral("iops"),
                                  QStringLiteral("throughput"),
                                  QStringLiteral("provisioned_iops"),
                                  QStringLiteral("provisioned_throughput"),
                                  QStringLiteral("tiers"),
                                  QStringLiteral("levels"),
                                  QStringLiteral("burst")};
    return keys;
}

}  // namespace

double VolumeRate::at(double sizeGb, double iopsValue) const
{
    double v = std::max({baseline, perGb * sizeGb, perIops * iopsValue});
    for (const Step& s : steps)
        if (s.upToGb == 0 || sizeGb <= s.upToGb) {
            v = std::max(v, s.value);
            break;
        }
    v = std::max(v, min);
    return max > 0 ? std::min(v, max) : v;
}

bool VolumeProfile::sizeMatters() const
{
    const auto rateBySize = [](const VolumeRate& r) { return r.perGb > 0 || !r.steps.empty(); };
    bool levelsBySize = false;
    for (const VolumeLevel& l : levels)
        levelsBySize = levelsBySize || rateBySize(l.iops) || rateBySize(l.throughput);
    return rateBySize(iops) || rateBySize(throughput) || !tiers.isEmpty() || levelsBySize
           || (burst.given && burst.upToGb > 0);
}

bool readVolumeProfile(const QByteArray& data, const QString& path, VolumeProfile& profile, QString& error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(data, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const QByteArray before = data.left(parseError.offset);
        error = Text::tr("%1, line %2: %3").arg(path).arg(before.count('\n') + 1).arg(parseError.errorString());
        return false;
    }
    if (!document.isObject()) {
        error = Text::tr("%1: a volume profile is a JSON object {\"surfio_volume\": 1, ...}").arg(path);
        return false;
    }
    const QJsonObject json = document.object();
    VolumeProfile p;
    p.name = QFileInfo(path).completeBaseName();
    p.path = path;
    p.builtIn = path.startsWith(u':');
    Reader r(data, path);
    const bool ok = r.keysKnown(json, {}, profileKeys()) && r.header(json, p) && r.rate(json, {}, "iops", false, p.iops)
                    && r.rate(json, {}, "throughput", true, p.throughput)
                    && r.provisioning(json, "provisioned_iops", false, p.provisionedIops)
                    && r.provisioning(json, "provisioned_throughput", true, p.provisionedThroughput) && r.tiers(json, p)
                    && r.levels(json, p) && r.burst(json, p);
    if (!ok) {
        error = r.error;
        return false;
    }
    if (!p.iops.given && !p.throughput.given && p.tiers.isEmpty() && p.levels.isEmpty() && !p.provisionedIops.allowed) {
        error = Text::tr("%1: promises nothing: give \"iops\", \"throughput\", \"tiers\", \"levels\" or "
                         "\"provisioned_iops\"")
                    .arg(path);
        return false;
    }
    profile = p;
    return true;
}

bool loadVolumeProfile(const QString& path, VolumeProfile& profile, QString& error)
{
    QByteArray data;
    return readInputFile(path, InputKind::Volume, data, error) && readVolumeProfile(data, path, profile, error);
}

}  // namespace surfio
