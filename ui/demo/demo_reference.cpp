#include "ui/demo/demo_reference.h"

#include "core/compare/point_match.h"
#include "core/result/result_json.h"
#include "core/text/units.h"

#include <QLocale>

namespace surfio {

bool DemoReference::load(const QString& path, DemoReference& reference, QString& error)
{
    DemoReference r;
    QString why;
    if (!readResultFile(path, r.result, why)) {
        error = tr("--demo-reference=%1: %2; give a result Surfio saved (surfio run --output-format=json "
                   "--output=FILE, or File → Save result)")
                    .arg(path, why);
        return false;
    }
    if (r.result.points.isEmpty()) {
        error = tr("--demo-reference=%1 holds no finished point to race: give a result with points").arg(path);
        return false;
    }
    r.path = path;
    reference = r;
    return true;
}

QString DemoReference::deviceName() const
{
    for (const JobResult& run : result.points)
        if (!run.targets.empty())
            return deviceNameOf(run.targets.front());
    return tr("the reference");
}

std::optional<double> DemoReference::iopsAt(const JobSpec& spec) const
{
    double sum = 0;
    int runs = 0;
    for (const JobResult& run : result.points) {
        if (!sameWorkload(run.spec, spec) || !run.error.empty() || run.stopped)
            continue;
        sum += run.iops(run.read) + run.iops(run.write);
        ++runs;
    }
    if (runs == 0)
        return std::nullopt;
    return sum / runs;
}

QString DemoReference::raceText(const JobSpec& spec, double iops) const
{
    const std::optional<double> theirs = iopsAt(spec);
    if (!theirs || *theirs <= 0)
        return tr("%1 did not run %2: nothing to race here").arg(deviceName(), workloadText(spec));
    const double ratio = iops / *theirs;
    return tr("%1× the IOPS of %2 at %3")
        .arg(QLocale().toString(ratio, 'f', ratio < 10 ? 1 : 0), deviceName(), workloadText(spec));
}

QString DemoReference::ratioText(const JobSpec& spec, double iops) const
{
    const std::optional<double> theirs = iopsAt(spec);
    if (!theirs || *theirs <= 0)
        return {};
    const double ratio = iops / *theirs;
    return tr("%1× the IOPS of %2").arg(QLocale().toString(ratio, 'f', ratio < 10 ? 1 : 0), deviceName());
}

bool sameWorkload(const JobSpec& a, const JobSpec& b)
{
    // A race compares what was asked, whatever rate either run was held to.
    static const QList<SpecKey> keys = keysWithout({SpecKey::RateIops});
    return pointKeyOf(a, keys) == pointKeyOf(b, keys);
}

QString deviceNameOf(const TargetInfo& target)
{
    if (!target.model.empty())
        return QString::fromStdString(target.model).trimmed();
    if (!target.devices.empty())
        return QStringLiteral("/dev/") + QString::fromStdString(target.devices.front().name);
    return QString::fromStdString(target.path);
}

QString workloadText(const JobSpec& spec)
{
    const QString size =
        spec.blockSplit.empty() ? formatSize(spec.blockSize) : QString::fromStdString(blockSplitName(spec.blockSplit));
    const bool random = spec.effectiveRandomPercent() > 0;
    const int read = spec.effectiveReadPercent();
    QString what;
    if (read == 100)
        what = (random ? DemoReference::tr("%1 random read") : DemoReference::tr("%1 sequential read")).arg(size);
    else if (read == 0)
        what = (random ? DemoReference::tr("%1 random write") : DemoReference::tr("%1 sequential write")).arg(size);
    else
        what = (random ? DemoReference::tr("%1 random, %2 % read") : DemoReference::tr("%1 sequential, %2 % read"))
                   .arg(size, QLocale().toString(read));
    if (spec.jobs > 1)
        return DemoReference::tr("%1, queue depth %2 × %3 jobs")
            .arg(what, QLocale().toString(spec.queueDepth), QLocale().toString(spec.jobs));
    if (spec.queueDepth > 1)
        return DemoReference::tr("%1, queue depth %2").arg(what, QLocale().toString(spec.queueDepth));
    return what;
}

}  // namespace surfio
