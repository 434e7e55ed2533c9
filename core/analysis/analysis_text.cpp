#include "core/analysis/analysis_text.h"

#include "core/text/units.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace surfio {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Analysis)
};

QString whole(double value)
{
    return QLocale().toString(qRound64(value));
}

QString mibPerSecond(double bytesPerSecond)
{
    return Text::tr("%1 MiB/s").arg(QLocale().toString(bytesPerSecond / (1024.0 * 1024.0), 'f', 1));
}

QString mix(int readPercent)
{
    return Text::tr("%1 % read").arg(readPercent);
}

QString iopsPart(const RooflineFit& f)
{
    if (f.iopsLimit <= 0)
        return Text::tr("no IOPS limit reached up to %1 IOPS").arg(whole(f.highestIops));
    if (f.crossoverBlockSize > 0)
        return Text::tr("IOPS-limited at %1 below %2")
            .arg(whole(f.iopsLimit), formatSize(uint64_t(std::llround(f.crossoverBlockSize))));
    return Text::tr("IOPS-limited at %1").arg(whole(f.iopsLimit));
}

QString bandwidthPart(const RooflineFit& f)
{
    if (f.bandwidthLimit <= 0)
        return Text::tr("no bandwidth limit reached up to %1").arg(mibPerSecond(f.highestBandwidth));
    if (f.crossoverBlockSize > 0)
        return Text::tr("bandwidth-limited at %1 from %2")
            .arg(mibPerSecond(f.bandwidthLimit), formatSize(uint64_t(std::llround(f.crossoverBlockSize))));
    return Text::tr("bandwidth-limited at %1").arg(mibPerSecond(f.bandwidthLimit));
}

// "12.4 s": a change's time, to a tenth of a second as the detector finds it.
QString seconds(double s)
{
    return Text::tr("%1 s").arg(QLocale().toString(s, 'f', 1));
}

double firstIops(const Regimes& r)
{
    const RegimeSegment* first = r.firstLevel();
    return first ? first->iops : 0;
}

QString changeLevels(const Regimes& r)
{
    return Text::tr("from %1 to %2 IOPS").arg(whole(firstIops(r)), whole(r.sustainedIops));
}

// "2.4 GiB": what was written before a drive's cache filled, always in GiB
// so drops on several points compare at a glance.
QString gibibytes(double bytes)
{
    const double gib = bytes / double(1ULL << 30);
    return Text::tr("%1 GiB").arg(QLocale().toString(gib, 'f', gib < 10 ? 2 : 1));
}

// " · no I/O completed for 0.5 s from 3.0 s", or for more than one stall
// " · 3 stalls with no I/O completed, 1.2 s in all, the longest 0.5 s from 3.0 s".
QString stallsPart(const Regimes& r)
{
    const std::vector<RegimeSegment> stalls = r.stalls();
    if (stalls.empty())
        return {};
    const auto longest = std::max_element(stalls.begin(), stalls.end(), [](const auto& a, const auto& b) {
        return a.endS - a.startS < b.endS - b.startS;
    });
    const QString at = seconds(longest->startS);
    const QString length = seconds(longest->endS - longest->startS);
    if (stalls.size() == 1)
        return QStringLiteral(" · ") + Text::tr("no I/O completed for %1 from %2").arg(length, at);
    return QStringLiteral(" · ")
           + Text::tr("%n stalls with no I/O completed, %1 in all, the longest %2 from %3", nullptr, int(stalls.size()))
                 .arg(seconds(r.stallSeconds), length, at);
}

// "QD 1", or "QD 4 × 8" with more than one job.
QString depthText(uint32_t iodepth, uint32_t jobs)
{
    return jobs > 1 ? Text::tr("QD %1 × %2").arg(iodepth).arg(jobs) : Text::tr("QD %1").arg(iodepth);
}

// "latency-bound at QD 1: one I/O at a time measures latency, not a limit ·
// up to 23,064 IOPS and 90.1 MiB/s".
QString latencyVerdict(const LimitsGroup& g)
{
    const QString depth = depthText(g.iodepth, g.jobs);
    QString why = Text::tr("one I/O at a time measures latency, not a limit");
    if (g.latencyBound == LatencyBound::DeeperWentOn)
        why = Text::tr("%1 reached %2 IOPS at %3")
                  .arg(depthText(g.deeperIodepth, g.deeperJobs), whole(g.deeperIops), formatSize(g.deeperBlockSize));
    return Text::tr("latency-bound at %1: %2").arg(depth, why) + QStringLiteral(" · ")
           + Text::tr("up to %1 IOPS and %2").arg(whole(g.fit.highestIops), mibPerSecond(g.fit.highestBandwidth));
}

}  // namespace

QString limitsGroupLabel(const LimitsGroup& g)
{
    QString label = Text::tr("%1 · %2 · QD %3 × %4")
                        .arg(QString::fromStdString(patternName(g.pattern)), mix(g.readPercent))
                        .arg(g.iodepth)
                        .arg(g.jobs);
    if (g.rateIops)
        label += Text::tr(" · rate %1 IOPS").arg(whole(double(g.rateIops)));
    return label;
}

QString limitsVerdict(const LimitsGroup& g)
{
    const RooflineFit& f = g.fit;
    if (!f.fitted)
        return Text::tr("too few block sizes to read limits from");
    if (g.latencyBound != LatencyBound::No)
        return latencyVerdict(g);
    QString verdict = iopsPart(f) + QStringLiteral(" · ") + bandwidthPart(f);
    if (f.model == RooflineModel::Units256k)
        verdict += QStringLiteral(" · ") + Text::tr("an I/O above 256 KiB counts as several");
    // The residual speaks for the roof only when every point is on it: one
    // below both (latency, a burst) is not a misfit of the limits.
    const auto below = std::count(f.bounds.begin(), f.bounds.end(), Bound::Neither);
    if ((f.iopsLimit > 0 || f.bandwidthLimit > 0) && below == 0)
        verdict +=
            QStringLiteral(" ") + Text::tr("(fit within %1 %)").arg(QLocale().toString(100 * f.maxResidual, 'f', 1));
    else if (below > 0)
        verdict += QStringLiteral(" ") + Text::tr("(%n point(s) below both)", nullptr, int(below));
    return verdict;
}

QString boundText(Bound bound)
{
    switch (bound) {
    case Bound::Iops:
        return Text::tr("IOPS");
    case Bound::Bandwidth:
        return Text::tr("bandwidth");
    case Bound::Neither:
        break;
    }
    return Text::tr("neither: latency or queue depth");
}

namespace {

QString levelsVerdict(const Regimes& r)
{
    switch (r.kind) {
    case RegimeKind::Steady:
        return Text::tr("one level throughout");
    case RegimeKind::Stall:
        return Text::tr("one level of %1 IOPS, with stalls").arg(whole(r.sustainedIops));
    case RegimeKind::Burst:
        return Text::tr("burst at %1 IOPS for %2 (%3), then %4 IOPS sustained")
            .arg(whole(firstIops(r)), seconds(r.changeS), formatSize(uint64_t(r.bytesBeforeChange)),
                 whole(r.sustainedIops));
    case RegimeKind::Drop:
        return Text::tr("dropped %1 after %2 written (a write cache filling?)")
            .arg(changeLevels(r), gibibytes(r.bytesBeforeChange));
    case RegimeKind::Decay:
        return Text::tr("decayed %1 over the run").arg(changeLevels(r));
    case RegimeKind::Rise:
        break;
    }
    return Text::tr("rose %1 after %2").arg(changeLevels(r), seconds(r.changeS));
}

}  // namespace

QString regimesVerdict(const Regimes& r)
{
    return levelsVerdict(r) + stallsPart(r);
}

QString firstRunText(const FirstRunEffect& effect)
{
    return Text::tr("trial 1 ran at %1× the other trials' mean IOPS").arg(QLocale().toString(effect.ratio, 'f', 2));
}

QString loadGroupLabel(const LoadGroup& g)
{
    return Text::tr("%1 · %2 · %3 · %n job(s)", nullptr, int(g.jobs))
        .arg(QString::fromStdString(patternName(g.pattern)), formatSize(g.blockSize), mix(g.readPercent));
}

QString loadVerdict(const LoadGroup& g, double sloNs)
{
    const LoadCurve& c = g.curve;
    QString knee = Text::tr("no knee");
    if (c.knee >= 0) {
        const LoadPoint& k = c.points[size_t(c.knee)];
        knee = Text::tr("knee at QD %1: %2 IOPS, p99 %3 (%4)")
                   .arg(k.iodepth)
                   .arg(formatCount(k.iops), formatLatency(k.p99LatencyNs),
                        c.kneeMethod == KneeMethod::Kneedle ? Text::tr("Kneedle")
                                                            : Text::tr("latency grows faster than IOPS"));
    }
    QString best = Text::tr("no point with p99 ≤ %1").arg(formatLatency(sloNs));
    if (c.bestUnderSlo >= 0) {
        const LoadPoint& b = c.points[size_t(c.bestUnderSlo)];
        best = Text::tr("most IOPS with p99 ≤ %1: %2 at QD %3")
                   .arg(formatLatency(sloNs), formatCount(b.iops))
                   .arg(b.iodepth);
    }
    return knee + QStringLiteral(" · ") + best;
}

QString analysisSummary(const Analysis& a)
{
    QString text;
    for (const LimitsGroup& g : a.limits)
        text += Text::tr("  Limits, %1: %2\n").arg(limitsGroupLabel(g), limitsVerdict(g));
    for (const RunRegimes& r : a.regimes)
        text += Text::tr("  Point %1, trial %2: %3\n").arg(r.point + 1).arg(r.trial + 1).arg(regimesVerdict(r.regimes));
    for (const FirstRunEffect& f : a.firstRun)
        text += Text::tr("  Point %1: %2\n").arg(f.point + 1).arg(firstRunText(f));
    for (const LoadGroup& g : a.load)
        text += Text::tr("  Load, %1: %2\n").arg(loadGroupLabel(g), loadVerdict(g, a.sloNs));
    return text.isEmpty() ? text : Text::tr("Analysis\n") + text;
}

}  // namespace surfio
