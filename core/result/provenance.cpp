#include "core/result/provenance.h"

#include "core/text/units.h"

#include <QLocale>

namespace surfio {

namespace {

const JobResult* firstRun(const ResultSet& results)
{
    return results.points.isEmpty() ? nullptr : &results.points.front();
}

// The ring's flags as they were set up, or what was asked for when nothing ran.
QString engineWords(const ResultSet& results)
{
    const JobResult* first = firstRun(results);
    if (!first)
        return QString::fromStdString(engineChoiceName(results.matrix.base.engine));
    QString engine = QString::fromStdString(first->engine.name);
    if (!first->engine.ringFlagNames.empty())
        engine += QLatin1Char(' ') + QString::fromStdString(first->engine.ringFlagNames);
    return engine;
}

QString runtimeWords(const ResultSet& results)
{
    const Matrix& m = results.matrix;
    QString runtime = Provenance::tr("%1 per point").arg(formatDuration(m.base.runtime));
    if (m.base.rampTime.count() > 0)
        runtime = Provenance::tr("%1 per point after %2 of ramp")
                      .arg(formatDuration(m.base.runtime), formatDuration(m.base.rampTime));
    if (m.steadyState.enabled)
        return Provenance::tr("%1, rounds until steady state").arg(runtime);
    return Provenance::tr("%1, %n trial(s)", nullptr, m.trials).arg(runtime);
}

}  // namespace

QString Provenance::target(const ResultSet& results)
{
    const JobResult* first = firstRun(results);
    if (first && !first->targets.empty()) {
        const TargetInfo& t = first->targets.front();
        if (!t.model.empty())
            return QString::fromStdString(t.model);
        return QString::fromStdString(t.path);
    }
    const std::vector<std::string>& targets = results.matrix.base.targets;
    return targets.empty() ? tr("no target") : QString::fromStdString(targets.front());
}

QString Provenance::title(const ResultSet& results, const JobSpec& slice)
{
    return tr("%1 · %2").arg(target(results), Provenance::slice(slice));
}

QString Provenance::slice(const JobSpec& spec)
{
    const QLocale locale;
    QString name = tr("%1 · QD %2 × %n job(s)", nullptr, int(spec.jobs))
                       .arg(QString::fromStdString(patternName(spec.pattern)), locale.toString(spec.queueDepth));
    if (spec.rateSharePercent > 0)
        name += tr(" · at %1 % of the unthrottled IOPS").arg(locale.toString(spec.rateSharePercent));
    else if (spec.rateIops > 0)
        name += tr(" · %1 IOPS per job").arg(locale.toString(qulonglong(spec.rateIops)));
    if (spec.targets.size() > 1)  // several volumes at once: --target-count, or several --filename
        name += tr(" · %n target(s)", nullptr, int(spec.targets.size()));
    return name;
}

QString Provenance::title(const ResultSet& results)
{
    const JobResult* first = firstRun(results);
    return title(results, first ? first->spec : results.matrix.base);
}

QString Provenance::caption(const ResultSet& results)
{
    const JobResult* first = firstRun(results);
    QString device = target(results);
    if (first && !first->targets.empty() && !first->targets.front().model.empty())
        device = tr("%1 (%2)").arg(QString::fromStdString(first->targets.front().ioPath), device);
    const bool direct = first ? first->spec.direct : results.matrix.base.direct;
    const QString date = results.started.isValid() ? results.started.date().toString(Qt::ISODate) : tr("not run");
    const QString version =
        results.host.surfioVersion.isEmpty() ? tr("an unknown version") : results.host.surfioVersion;
    return tr("%1 · engine %2 · %3 · %4 · %5 · Surfio %6")
        .arg(device, engineWords(results), direct ? tr("direct I/O") : tr("buffered I/O"), runtimeWords(results), date,
             version);
}

}  // namespace surfio
