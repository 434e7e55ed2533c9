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

QString summaryText(const Matrix& m, const RunEstimate& estimate)
{
    const int points = int(m.expand().size());
    const qint64 seconds = qRound64(estimate.seconds());
    const bool steady = m.steadyState.enabled;
    QString text;
    if (points == 0) {
        text = Words::tr("No points");
    } else if (m.trials <= 1 && !steady) {
        if (estimate.untilBytesPerJob > 0 && seconds < 1)
            text = Words::tr("%Ln point(s)", nullptr, points);
        else if (seconds < 1)
            text = Words::tr("%Ln point(s) · under a second", nullptr, points);
        else
            text = Words::tr("%Ln point(s) · about %1", nullptr, points).arg(formatEstimate(seconds));
    } else {
        // One whole sentence per number, each with its own plural.
        QStringList lines;
        lines << (steady ? Words::tr("%Ln point(s) per round", nullptr, points)
                         : Words::tr("%Ln point(s)", nullptr, points));
        if (m.trials > 1)
            lines << Words::tr("Each point runs %Ln time(s) in a row", nullptr, m.trials);
        if (steady)
            lines << Words::tr("Up to %Ln round(s), until steady state", nullptr, m.steadyState.maxRounds);
        lines << (steady ? Words::tr("At most about %1 in all").arg(formatEstimate(std::max<qint64>(seconds, 1)))
                         : Words::tr("About %1 in all").arg(formatEstimate(std::max<qint64>(seconds, 1))));
        text = lines.join(QLatin1Char('\n'));
    }
    if (points > 0 && estimate.untilBytesPerJob > 0)
        text += QLatin1Char('\n')
                + Words::tr("Points that end by bytes run until %1 per job is done: how fast this target moves "
                            "them is not known yet")
                      .arg(formatSize(estimate.untilBytesPerJob));
    if (points > 0 && estimate.layoutSeconds >= 1)
        text += QLatin1Char('\n')
                + Words::tr("Of which about %1 lays the region out first (a file Surfio laid out before is not "
                            "laid out again)")
                      .arg(formatEstimate(qRound64(estimate.layoutSeconds)));
    if (m.precondition)
        text += QLatin1Char('\n') + Words::tr("Preconditioning writes come first, for as long as the target takes");
    return text;
}

QString shrunkText(const Matrix& m)
{
    if (!m.shrunk())
        return {};
    const QString name = QString::fromStdString(m.preset);
    if (m.presetRuntime.count() > 0 && m.presetRegion > 0)
        return Words::tr("Shrunk from preset “%1”: it intends %2 per point on a %3 region")
            .arg(name, runtimeForPeople(m.presetRuntime), formatSize(m.presetRegion));
    if (m.presetRuntime.count() > 0)
        return Words::tr("Shrunk from preset “%1”: it intends %2 per point")
            .arg(name, runtimeForPeople(m.presetRuntime));
    return Words::tr("Shrunk from preset “%1”: it intends a %2 region").arg(name, formatSize(m.presetRegion));
}

}  // namespace surfio
