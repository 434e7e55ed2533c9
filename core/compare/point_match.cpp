#include "core/compare/point_match.h"

#include <QCoreApplication>

#include <algorithm>

namespace surfio {

namespace {

// The translation context of this file's messages.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(PointMatch)
};

// A size as fio spells it: "512", "4k", "1m".
QString fioSize(uint64_t bytes)
{
    const char* unit = "";
    for (const char* u : {"k", "m", "g"}) {
        if (bytes < 1024 || bytes % 1024 != 0)
            break;
        bytes /= 1024;
        unit = u;
    }
    return QString::number(bytes) + QLatin1String(unit);
}

void addPoint(std::map<PointKey, QList<int>>& byKey, const PointKey& key, int point)
{
    QList<int>& points = byKey[key];
    if (!points.contains(point))
        points.append(point);
}

}  // namespace

QList<SpecKey> allSpecKeys()
{
    return {SpecKey::Rw,      SpecKey::Bs,       SpecKey::RwMixRead,  SpecKey::IoDepth,
            SpecKey::NumJobs, SpecKey::RateIops, SpecKey::TargetCount};
}

QString specKeyName(SpecKey key)
{
    switch (key) {
    case SpecKey::Rw:
        return QStringLiteral("rw");
    case SpecKey::Bs:
        return QStringLiteral("bs");
    case SpecKey::RwMixRead:
        return QStringLiteral("rwmixread");
    case SpecKey::IoDepth:
        return QStringLiteral("iodepth");
    case SpecKey::NumJobs:
        return QStringLiteral("numjobs");
    case SpecKey::RateIops:
        return QStringLiteral("rate_iops");
    case SpecKey::TargetCount:
        return QStringLiteral("target_count");
    }
    return {};
}

std::optional<SpecKey> parseSpecKey(const QString& name)
{
    const QString n = name.trimmed().toLower();
    if (n == QLatin1String("bssplit"))
        return SpecKey::Bs;
    for (SpecKey key : allSpecKeys())
        if (specKeyName(key) == n)
            return key;
    return std::nullopt;
}

bool parseSpecKeys(const QString& list, QList<SpecKey>& keys, QString& error)
{
    QList<SpecKey> parsed;
    for (const QString& name : list.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const std::optional<SpecKey> key = parseSpecKey(name);
        if (!key) {
            QStringList names;
            for (SpecKey k : allSpecKeys())
                names.append(specKeyName(k));
            error = Text::tr("'%1' is not a key points are matched on; they are %2")
                        .arg(name.trimmed(), names.join(QLatin1String(", ")));
            return false;
        }
        if (!parsed.contains(*key))
            parsed.append(*key);
    }
    keys = parsed;
    return true;
}

QList<SpecKey> keysWithout(const QList<SpecKey>& dropped)
{
    QList<SpecKey> keys;
    for (SpecKey key : allSpecKeys())
        if (!dropped.contains(key))
            keys.append(key);
    return keys;
}

QString specKeyValue(const JobSpec& spec, SpecKey key)
{
    switch (key) {
    case SpecKey::Rw:
        return QString::fromStdString(patternName(spec.pattern));
    case SpecKey::Bs:
        return spec.blockSplit.empty() ? fioSize(spec.blockSize)
                                       : QString::fromStdString(blockSplitName(spec.blockSplit));
    case SpecKey::RwMixRead:
        return QString::number(spec.effectiveReadPercent());
    case SpecKey::IoDepth:
        return QString::number(spec.queueDepth);
    case SpecKey::NumJobs:
        return QString::number(spec.jobs);
    case SpecKey::RateIops:
        // A rate step's cap follows from what the point before it reached, which differs between runs.
        return spec.rateSharePercent > 0 ? QString::number(spec.rateSharePercent) + QLatin1Char('%')
                                         : QString::number(spec.rateIops);
    case SpecKey::TargetCount:
        return QString::number(std::max<size_t>(1, spec.targets.size()));
    }
    return {};
}

QString PointKey::text() const
{
    QStringList parts;
    for (qsizetype i = 0; i < keys.size() && i < values.size(); ++i)
        if (keys[i] != SpecKey::TargetCount || values[i] != QLatin1String("1"))
            parts.append(specKeyName(keys[i]) + QLatin1Char('=') + values[i]);
    return parts.join(QLatin1Char(' '));
}

PointKey pointKeyOf(const JobSpec& spec, const QList<SpecKey>& keys)
{
    PointKey key;
    for (SpecKey k : allSpecKeys()) {
        if (!keys.contains(k))
            continue;
        key.keys.append(k);
        key.values.append(specKeyValue(spec, k));
    }
    return key;
}

std::map<PointKey, QList<int>> pointsByKey(const ResultSet& results, const QList<SpecKey>& keys)
{
    std::map<PointKey, QList<int>> byKey;
    for (const JobResult& run : results.points)
        addPoint(byKey, pointKeyOf(run.spec, keys), run.point);
    for (auto& [key, points] : byKey)
        std::sort(points.begin(), points.end());
    return byKey;
}

std::map<PointKey, QList<int>> pointsByKey(const std::vector<JobSpec>& specs, const QList<SpecKey>& keys)
{
    std::map<PointKey, QList<int>> byKey;
    for (size_t i = 0; i < specs.size(); ++i)
        addPoint(byKey, pointKeyOf(specs[i], keys), int(i));
    return byKey;
}

}  // namespace surfio
