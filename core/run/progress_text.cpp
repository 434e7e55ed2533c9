#include "core/run/progress_text.h"

#include "core/result/provenance.h"
#include "core/text/units.h"

#include <QLocale>
#include <QStringList>

#include <cmath>

namespace surfio {

QString ProgressText::duration(double seconds)
{
    const qint64 s = std::llround(std::max(0.0, seconds));
    if (s >= 3600)
        return tr("%1 h %2 min").arg(s / 3600).arg((s % 3600) / 60);
    if (s >= 60)
        return tr("%1 min %2 s").arg(s / 60).arg(s % 60);
    return tr("%1 s").arg(s);
}

QString ProgressText::line(const RunProgress& p, const JobSpec& running)
{
    const int percent = int(p.fraction * 100);
    if (p.phase == QLatin1String("layout"))
        return tr("Laying out the target with random data: %1%").arg(percent);
    if (p.phase == QLatin1String("precondition"))
        return tr("Preconditioning: writing the region twice with 128 KiB sequential writes: %1%").arg(percent);
    QStringList parts;
    if (p.maxRounds > 1)
        parts << tr("Round %1 (at most %2)").arg(p.round + 1).arg(p.maxRounds);
    const QString size = running.blockSplit.empty() ? formatSize(running.blockSize)
                                                    : QString::fromStdString(blockSplitName(running.blockSplit));
    parts << tr("Point %1/%2").arg(p.point + 1).arg(p.points) << Provenance::slice(running) << size
          << tr("%1 % read").arg(QLocale().toString(running.effectiveReadPercent()));
    if (p.trials > 1)
        parts << tr("trial %1/%2").arg(p.trial + 1).arg(p.trials);
    parts << tr("elapsed %1").arg(duration(p.elapsedSeconds));
    // A steady-state run ends when its tracking settles: no time left to say.
    if (p.maxRounds <= 1)
        parts << tr("about %1 left").arg(duration(p.etaSeconds));
    return parts.join(QStringLiteral(" · "));
}

}  // namespace surfio
