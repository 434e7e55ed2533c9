#include "ui/setup/matrix_summary.h"

#include "core/text/units.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace surfio {

namespace {

// The editor's own words, in its translation context.
struct Words {
    Q_DECLARE_TR_FUNCTIONS(surfio::MatrixEditor)
};

// "60 s", "5 min": a preset's intended runtime, for people.
QString runtimeForPeople(Nanoseconds runtime)
{
    const double seconds = std::chrono::duration<double>(runtime).count();
    if (seconds >= 120 && std::fmod(seconds, 60) == 0)
        return Words::tr("%1 min").arg(QLocale().toString(qint64(seconds / 60)));
    return Words::tr("%1 s").arg(QLocale().toString(seconds, 'g', 4));
}

}  // namespace

namespace {

// How often each point runs: its trials, and with steady state its rounds.
QStringList repeatLines(const Matrix& m)
{
    QStringList lines;
    if (m.trials > 1)
        lines << Words::tr("Each point runs %Ln time(s) in a row", nullptr, m.trials);
    if (m.steadyState.enabled)
        lines << Words::tr("Up to %Ln round(s), until steady state", nullptr, m.steadyState.maxRounds);
    return lines;
}

// What the estimate leaves open or adds.
QStringList noteLines(const Matrix& m, const RunEstimate& estimate, int points)
{
    QStringList lines;
    if (points > 0 && estimate.untilBytesPerJob > 0)
        lines << Words::tr("Points that end by bytes run until %1 per job is done: how fast this target moves "
                           "them is not known yet")
                     .arg(formatSize(estimate.untilBytesPerJob));
    if (points > 0 && estimate.layoutSeconds >= 1)
        lines << Words::tr("Of which about %1 lays the region out first (a file Surfio laid out before is not "
                           "laid out again)")
                     .arg(formatEstimate(qRound64(estimate.layoutSeconds)));
    if (m.precondition)
        lines << Words::tr("Preconditioning writes come first, for as long as the target takes");
    return lines;
}

}  // namespace

QString summaryText(const Matrix& m, const RunEstimate& estimate)
{
    const int points = int(m.expand().size());
    const qint64 seconds = qRound64(estimate.seconds());
    const bool steady = m.steadyState.enabled;
    QStringList lines;
    if (points == 0 || (m.trials <= 1 && !steady)) {
        lines << summaryHeadline(m, estimate);
    } else {
        // One whole sentence per number, each with its own plural.
        lines << (steady ? Words::tr("%Ln point(s) per round", nullptr, points)
                         : Words::tr("%Ln point(s)", nullptr, points));
        lines << repeatLines(m);
        lines << (steady ? Words::tr("At most about %1 in all").arg(formatEstimate(std::max<qint64>(seconds, 1)))
                         : Words::tr("About %1 in all").arg(formatEstimate(std::max<qint64>(seconds, 1))));
    }
    lines << noteLines(m, estimate, points);
    return lines.join(QLatin1Char('\n'));
}

QString summaryHeadline(const Matrix& m, const RunEstimate& estimate)
{
    const int points = int(m.expand().size());
    const qint64 seconds = qRound64(estimate.seconds());
    if (points == 0)
        return Words::tr("No points");
    if (m.steadyState.enabled)
        return Words::tr("%Ln point(s) per round · at most about %1", nullptr, points)
            .arg(formatEstimate(std::max<qint64>(seconds, 1)));
    if (estimate.untilBytesPerJob > 0 && seconds < 1)
        return Words::tr("%Ln point(s)", nullptr, points);
    if (seconds < 1)
        return Words::tr("%Ln point(s) · under a second", nullptr, points);
    return Words::tr("%Ln point(s) · about %1", nullptr, points).arg(formatEstimate(seconds));
}

QString summaryDetails(const Matrix& m, const RunEstimate& estimate)
{
    const int points = int(m.expand().size());
    QStringList lines = points > 0 ? repeatLines(m) : QStringList();
    lines << noteLines(m, estimate, points);
    return lines.join(QLatin1Char('\n'));
}

QString shrunkText(const Matrix& m)
{
    if (!m.shrunk())
        return {};
    const QString name = QString::fromStdString(m.preset);
    const bool quick = m.presetRuntime.count() > 0 && m.base.runtime < m.presetRuntime;
    if (m.presetRegionFitted && !quick)
        return Words::tr("Preset “%1” on the whole target (%2): its %3 region is up to the target's size")
            .arg(name, formatSize(m.base.regionSize), formatSize(m.presetRegion));
    if (m.presetRegionFitted)
        return Words::tr("Shrunk from preset “%1”: it intends %2 per point on a %3 region, here the whole target (%4)")
            .arg(name, runtimeForPeople(m.presetRuntime), formatSize(m.presetRegion), formatSize(m.base.regionSize));
    if (m.presetRuntime.count() > 0 && m.presetRegion > 0)
        return Words::tr("Shrunk from preset “%1”: it intends %2 per point on a %3 region")
            .arg(name, runtimeForPeople(m.presetRuntime), formatSize(m.presetRegion));
    if (m.presetRuntime.count() > 0)
        return Words::tr("Shrunk from preset “%1”: it intends %2 per point")
            .arg(name, runtimeForPeople(m.presetRuntime));
    return Words::tr("Shrunk from preset “%1”: it intends a %2 region").arg(name, formatSize(m.presetRegion));
}

}  // namespace surfio
