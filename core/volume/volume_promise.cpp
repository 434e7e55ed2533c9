#include "core/volume/volume_profile.h"

#include "core/text/units.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace surfio {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(VolumePromise)
};

QString whole(double v)
{
    return QLocale().toString(qRound64(v));
}

QString gb(const VolumeProfile& p, double sizeGb)
{
    return Text::tr("%1 %2").arg(QLocale().toString(sizeGb, 'g', 6),
                                 p.unitBytes == 1e9 ? QStringLiteral("GB") : QStringLiteral("GiB"));
}

QString mibPerSecond(double bytes)
{
    return Text::tr("%1 MiB/s").arg(QLocale().toString(bytes / double(1 << 20), 'g', 6));
}

// One key=value of a spec.
bool specPart(const QString& part, VolumeSpec& spec, QString& error)
{
    const QString key = part.section(u'=', 0, 0).trimmed();
    const QString value = part.section(u'=', 1).trimmed();
    bool ok = false;
    if (key == QLatin1String("iops")) {
        spec.iops = value.toDouble(&ok);
        ok = ok && spec.iops >= 1 && spec.iops == std::floor(spec.iops);
    } else if (key == QLatin1String("throughput")) {
        if (!value.isEmpty() && value.back().isDigit()) {  // providers write MiB/s, fio bytes: neither guessed
            error = Text::tr("throughput=%1 needs its unit, as a size per second: e.g. throughput=%1m for %1 MiB/s")
                        .arg(value);
            return false;
        }
        const std::optional<uint64_t> bytes = parseSize(value);
        ok = bytes && *bytes > 0;
        spec.bandwidth = bytes ? double(*bytes) : 0;
    } else if (!key.isEmpty() && key.at(0).isLetter()) {
        const int level = value.toInt(&ok);
        ok = ok && level >= 0;
        spec.level = level;
        spec.levelKey = key;
    }
    if (!ok)
        error = Text::tr("\"%1\" is not understood: after the profile come iops=N, throughput=SIZE per "
                         "second (e.g. 250m) or a level such as vpus=30")
                    .arg(part);
    return ok;
}

QString formHint()
{
    return Text::tr("the form is PROFILE[:SIZE][,iops=N][,throughput=N], e.g. oci-balanced:50g, "
                    "aws-gp3,iops=6000,throughput=250m; `surfio volumes` lists the profiles");
}

// The provisioned figure, within what the provider allows at this size.
bool provisioned(const VolumeProvisioning& p, double value, double sizeGb, double iops, bool bytes, const QString& what,
                 QString& error)
{
    const auto show = [bytes](double v) { return bytes ? mibPerSecond(v) : whole(v); };
    if (value < p.min || value > p.max) {
        error = Text::tr("%1 %2 is outside what this volume can be given: %3 to %4")
                    .arg(what, show(value), show(p.min), show(p.max));
        return false;
    }
    // The provider ties what may be provisioned to the size, or the throughput to the IOPS.
    if (p.perGbMax > 0 && sizeGb > 0 && value > p.perGbMax * sizeGb * 1.0001) {
        error = Text::tr("%1 %2 needs a volume of at least %3 GiB: at most %4 per GiB can be given")
                    .arg(what, show(value), QLocale().toString(std::ceil(value / p.perGbMax)), show(p.perGbMax));
        return false;
    }
    if (p.perIopsMax > 0 && iops > 0 && value > p.perIopsMax * iops * 1.0001) {
        error = Text::tr("%1 %2 needs at least %3 IOPS: at most %4 per IOPS can be given")
                    .arg(what, show(value), whole(std::ceil(value / p.perIopsMax)), show(p.perIopsMax));
        return false;
    }
    return true;
}

struct Chosen {
    VolumeRate iops, throughput;
    const VolumeTier* tier = nullptr;
};

bool choose(const VolumeProfile& p, const VolumeSpec& spec, double sizeGb, Chosen& c, QString& error)
{
    c.iops = p.iops;
    c.throughput = p.throughput;
    if (!p.levels.isEmpty()) {
        const int wanted = spec.level.value_or(p.defaultLevel);
        const auto it = std::find_if(p.levels.begin(), p.levels.end(),
                                     [wanted](const VolumeLevel& l) { return l.value == wanted; });
        if (it == p.levels.end() || (!spec.levelKey.isEmpty() && spec.levelKey != p.levelKey)) {
            QStringList values;
            for (const VolumeLevel& l : p.levels)
                values << QString::number(l.value);
            error = Text::tr("%1 takes %2= one of %3").arg(p.name, p.levelKey, values.join(u' '));
            return false;
        }
        c.iops = it->iops.given ? it->iops : c.iops;
        c.throughput = it->throughput.given ? it->throughput : c.throughput;
    } else if (!spec.levelKey.isEmpty()) {
        error = Text::tr("%1 takes no %2=: after the size come iops=N and throughput=SIZE").arg(p.name, spec.levelKey);
        return false;
    }
    for (const VolumeTier& t : p.tiers)
        if (sizeGb <= t.upToGb) {
            c.tier = &t;
            break;
        }
    if (!p.tiers.isEmpty() && !c.tier) {
        error = Text::tr("%1 is larger than the largest size %2 lists (%3, %4)")
                    .arg(gb(p, sizeGb), p.name, p.tiers.back().name, gb(p, p.tiers.back().upToGb));
        return false;
    }
    return true;
}

bool sizeOf(const VolumeProfile& p, const VolumeSpec& spec, uint64_t targetBytes, double& sizeGb, QString& error)
{
    const uint64_t bytes = spec.sizeBytes ? spec.sizeBytes : targetBytes;
    sizeGb = double(bytes) / p.unitBytes;
    if (bytes == 0 && p.sizeMatters()) {
        error = Text::tr("%1 promises by size: give the volume's size, e.g. --volume=%1:100g, or a "
                         "block device as the target")
                    .arg(p.name);
        return false;
    }
    if (bytes > 0 && ((p.minGb > 0 && sizeGb < p.minGb * 0.999) || (p.maxGb > 0 && sizeGb > p.maxGb * 1.001))) {
        const QString range = p.maxGb > 0 ? Text::tr("%1 to %2").arg(gb(p, p.minGb), gb(p, p.maxGb))
                                          : Text::tr("%1 or more").arg(gb(p, p.minGb));
        error = spec.sizeBytes ? Text::tr("%1 volumes are %2; %3 is not one").arg(p.name, range, formatSize(bytes))
                               : Text::tr("%1 volumes are %2, and the target is %3: give the volume's size, e.g. "
                                          "--volume=%1:100g")
                                     .arg(p.name, range, formatSize(bytes));
        return false;
    }
    return true;
}

bool figures(const VolumeProfile& p, const VolumeSpec& spec, double sizeGb, const Chosen& c, VolumePromise& out,
             QString& error)
{
    if (spec.iops > 0) {
        if (!p.provisionedIops.allowed) {
            error = Text::tr("%1 takes no provisioned IOPS: drop iops=").arg(p.name);
            return false;
        }
        if (!provisioned(p.provisionedIops, spec.iops, sizeGb, 0, false, Text::tr("IOPS"), error))
            return false;
        out.iops = spec.iops;
    } else if (c.iops.given) {
        out.iops = c.iops.at(sizeGb, 0);
    } else if (c.tier) {
        out.iops = c.tier->iops;
    } else if (p.provisionedIops.allowed) {
        error = Text::tr("%1 is provisioned: give its IOPS, e.g. --volume=%1,iops=%2")
                    .arg(p.name, whole(p.provisionedIops.min > 0 ? p.provisionedIops.min : 16000));
        return false;
    }
    if (spec.bandwidth > 0) {
        if (!p.provisionedThroughput.allowed) {
            error = Text::tr("%1 takes no provisioned throughput: drop throughput=").arg(p.name);
            return false;
        }
        if (!provisioned(p.provisionedThroughput, spec.bandwidth, sizeGb, out.iops, true, Text::tr("throughput"),
                         error))
            return false;
        out.bandwidth = spec.bandwidth;
    } else if (c.throughput.given) {
        out.bandwidth = c.throughput.at(sizeGb, out.iops);
    } else if (c.tier) {
        out.bandwidth = c.tier->bandwidth;
    }
    return true;
}

void burstOf(const VolumeProfile& p, double sizeGb, VolumePromise& out)
{
    const VolumeBurstModel& b = p.burst;
    const bool applies = b.given && b.iops > out.iops && (b.upToGb == 0 || sizeGb <= b.upToGb);
    if (!applies)
        return;
    out.hasBurst = true;
    out.burst.iops = b.iops;
    out.burst.bandwidth = b.bandwidth;
    out.burst.bucketIos = b.bucketIos;
    out.burst.fullSeconds = b.bucketSeconds > 0 ? b.bucketSeconds : b.bucketIos / (b.iops - out.iops);
}

}  // namespace

bool parseVolumeSpec(const QString& text, VolumeSpec& spec, QString& error)
{
    VolumeSpec out;
    out.text = text.trimmed();
    const QStringList parts = out.text.split(u',');
    QString head = parts.first().trimmed();
    if (!head.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) && head.contains(u':')) {
        const QString size = head.section(u':', -1);
        head = head.section(u':', 0, -2);
        const std::optional<uint64_t> bytes = parseSize(size);
        if (!bytes || *bytes == 0) {
            error = Text::tr("\"%1\" is not a size: %2").arg(size, formHint());
            return false;
        }
        out.sizeBytes = *bytes;
    }
    if (head.isEmpty()) {
        error = Text::tr("no profile named: %1").arg(formHint());
        return false;
    }
    out.profile = head;
    QStringList keys;
    for (qsizetype i = 1; i < parts.size(); ++i) {
        const QString key = parts[i].section(u'=', 0, 0).trimmed();
        if (keys.contains(key)) {
            error = Text::tr("%1= is given twice: give it once").arg(key);
            return false;
        }
        keys << key;
        if (!specPart(parts[i], out, error))
            return false;
    }
    spec = out;
    return true;
}

bool promiseOf(const VolumeProfile& p, const VolumeSpec& spec, uint64_t targetBytes, VolumePromise& promise,
               QString& error)
{
    double sizeGb = 0;
    Chosen chosen;
    VolumePromise out;
    if (!sizeOf(p, spec, targetBytes, sizeGb, error) || !choose(p, spec, sizeGb, chosen, error)
        || !figures(p, spec, sizeGb, chosen, out, error))
        return false;
    burstOf(p, sizeGb, out);
    out.spec = spec.text.toStdString();
    out.profile = p.name.toStdString();
    out.title = p.title.toStdString();
    out.source = p.source.toStdString();
    out.tier = chosen.tier ? chosen.tier->name.toStdString() : std::string();
    out.sizeBytes = uint64_t(std::llround(sizeGb * p.unitBytes));
    out.targetBytes = targetBytes;
    out.ioUnitBytes = p.ioUnitBytes;
    if (out.iops <= 0 && out.bandwidth <= 0) {
        error = Text::tr("%1 promises nothing at %2").arg(p.name, gb(p, sizeGb));
        return false;
    }
    promise = out;
    return true;
}

}  // namespace surfio
