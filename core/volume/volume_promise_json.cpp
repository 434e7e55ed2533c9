#include "core/volume/volume_promise_json.h"

#include "core/text/units.h"

#include <QCoreApplication>
#include <QJsonValue>

#include <cmath>

namespace surfio {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(VolumePromise)
};

QJsonValue orNull(double v)
{
    return v > 0 ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

bool figure(const QJsonObject& o, const char* key, double& out, QString& error)
{
    const QJsonValue v = o[QLatin1String(key)];
    if (v.isUndefined() || v.isNull())
        return true;
    if (!v.isDouble() || !std::isfinite(v.toDouble()) || v.toDouble() < 0) {
        error = Text::tr("\"volume\": \"%1\" should be a number, 0 or more").arg(QLatin1String(key));
        return false;
    }
    out = v.toDouble();
    return true;
}

}  // namespace

QJsonObject volumePromiseToJson(const VolumePromise& p)
{
    const auto text = [](const std::string& s) { return QString::fromStdString(s); };
    QJsonObject o{{QStringLiteral("spec"), text(p.spec)},
                  {QStringLiteral("profile"), text(p.profile)},
                  {QStringLiteral("title"), text(p.title)},
                  {QStringLiteral("source"), text(p.source)},
                  {QStringLiteral("size_bytes"), orNull(double(p.sizeBytes))},
                  {QStringLiteral("target_bytes"), orNull(double(p.targetBytes))},
                  {QStringLiteral("iops"), orNull(p.iops)},
                  {QStringLiteral("bw_bytes"), orNull(p.bandwidth)},
                  {QStringLiteral("io_unit_bytes"), orNull(double(p.ioUnitBytes))}};
    if (!p.tier.empty())
        o[QStringLiteral("tier")] = text(p.tier);
    QJsonValue burst(QJsonValue::Null);
    if (p.hasBurst)
        burst = QJsonObject{{QStringLiteral("iops"), p.burst.iops},
                            {QStringLiteral("bw_bytes"), orNull(p.burst.bandwidth)},
                            {QStringLiteral("bucket_ios"), orNull(p.burst.bucketIos)},
                            {QStringLiteral("full_s"), p.burst.fullSeconds}};
    o[QStringLiteral("burst")] = burst;
    return o;
}

bool volumePromiseFromJson(const QJsonObject& o, VolumePromise& promise, QString& error)
{
    VolumePromise p;
    p.spec = o[QStringLiteral("spec")].toString().toStdString();
    p.profile = o[QStringLiteral("profile")].toString().toStdString();
    p.title = o[QStringLiteral("title")].toString().toStdString();
    p.source = o[QStringLiteral("source")].toString().toStdString();
    p.tier = o[QStringLiteral("tier")].toString().toStdString();
    double size = 0, target = 0, unit = 0;
    if (!figure(o, "size_bytes", size, error) || !figure(o, "target_bytes", target, error)
        || !figure(o, "iops", p.iops, error) || !figure(o, "bw_bytes", p.bandwidth, error)
        || !figure(o, "io_unit_bytes", unit, error))
        return false;
    p.sizeBytes = toCount(size);
    p.targetBytes = toCount(target);
    p.ioUnitBytes = toCount(unit);
    if (p.profile.empty()) {
        error = Text::tr("\"volume\": \"profile\" is missing");
        return false;
    }
    if (const QJsonValue b = o[QStringLiteral("burst")]; b.isObject()) {
        const QJsonObject bo = b.toObject();
        p.hasBurst = true;
        if (!figure(bo, "iops", p.burst.iops, error) || !figure(bo, "bw_bytes", p.burst.bandwidth, error)
            || !figure(bo, "bucket_ios", p.burst.bucketIos, error) || !figure(bo, "full_s", p.burst.fullSeconds, error))
            return false;
    }
    promise = p;
    return true;
}

}  // namespace surfio
