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

// "12.4 s", "33 min", "1.5 h": a bucket's time at a glance.
QString span(double s)
{
    if (s < 120)
        return seconds(s);
    if (s < 2 * 3600)
        return Text::tr("%1 min").arg(whole(s / 60));
    return Text::tr("%1 h").arg(QLocale().toString(s / 3600, 'f', 1));
}

QString figure(PromiseLimit limit, double value)
{
    return limit == PromiseLimit::Bandwidth ? mibPerSecond(value) : Text::tr("%1 IOPS").arg(whole(value));
}

// Far above the promise: no burst or size mix-up explains it.
constexpr double kFarAbove = 3;

// A figure without its unit ("1,878", "12.0"), for "1,878 of 3,000 IOPS".
QString bare(PromiseLimit limit, double value)
{
    return limit == PromiseLimit::Bandwidth ? QLocale().toString(value / (1024.0 * 1024.0), 'f', 1) : whole(value);
}

// What a reached limit is against its promise (and, for IOPS above it,
// against the promise's burst ceiling).
QString againstPromise(const PromiseCheck& c, const VolumePromise& p)
{
    const QString measured = bare(c.limit, c.measured.value_or(0));
    const QString promised = figure(c.limit, c.promised);
    const double share = c.promised > 0 ? c.measured.value_or(0) / c.promised : 0;
    const QString percent = QLocale().toString(qRound(100 * share));
    switch (c.verdict) {
    case PromiseVerdict::Met:
        return Text::tr("met: %1 of %2 promised (%3 %)").arg(measured, promised, percent);
    case PromiseVerdict::Below:
        return Text::tr("below: %1 of %2 promised (%3 %), %4 short")
            .arg(measured, promised, percent, bare(c.limit, c.promised - c.measured.value_or(0)));
    case PromiseVerdict::Above: {
        // With a burst model, the ceiling says whether it is a burst; without
        // one, a multiple of the promise.
        const bool burstModel = c.limit == PromiseLimit::Iops && p.hasBurst;
        if (burstModel && c.measured.value_or(0) <= p.burst.iops * kPromiseAbove)
            return Text::tr("above: %1 of %2 promised (%3 %): bursting, at the burst ceiling of %4 IOPS")
                .arg(measured, promised, percent, whole(p.burst.iops));
        if (burstModel || (p.hasBurst && share > kFarAbove))
            return Text::tr("above: %1 of %2 promised (%3 %): far more than any burst; is the target the volume "
                            "the profile describes?")
                .arg(measured, promised, percent);
        if (share > kFarAbove)  // a profile without bursts
            return Text::tr("above: %1 of %2 promised (%3 %): far more than promised; is the target the volume "
                            "the profile describes?")
                .arg(measured, promised, percent);
        if (!p.hasBurst)
            return Text::tr("above: %1 of %2 promised (%3 %): a larger volume than stated, or more than the "
                            "provider holds it to")
                .arg(measured, promised, percent);
        return Text::tr("above: %1 of %2 promised (%3 %): bursting, or a larger volume than stated")
            .arg(measured, promised, percent);
    }
    case PromiseVerdict::NotReached:
        break;
    }
    QString text = c.measured ? Text::tr("not reached: up to %1 of %2 promised").arg(measured, promised)
                              : Text::tr("not reached: nothing measured of %1 promised").arg(promised);
    if (c.neededDepth > 0 && c.neededBlockSize > 0)
        text += Text::tr("; a point of %1 blocks at QD %2 or more would reach it")
                    .arg(formatSize(c.neededBlockSize))
                    .arg(c.neededDepth);
    return text;
}

QString burstText(const PromiseCheck& c, const VolumePromise& p)
{
    const QString bucket = Text::tr("a full bucket lasts %1 at %2").arg(span(c.modelSeconds), whole(c.promised));
    if (c.burstEnded) {
        const double share = c.modelSeconds > 0 ? c.seenSeconds / c.modelSeconds : 1;
        const QString why = share < kBurstShorter  ? Text::tr("the credits were partly spent when the run began")
                            : share > kBurstLonger ? Text::tr("longer than a full bucket: a larger bucket, or a "
                                                              "larger volume than stated")
                                                   : Text::tr("about a full bucket");
        return Text::tr("%1: burst at %2 IOPS for %3; %4 IOPS promised, %5: %6")
            .arg(promiseVerdictText(c.verdict), whole(c.measured.value_or(0)), span(c.seenSeconds), whole(c.promised),
                 bucket, why);
    }
    if (c.verdict != PromiseVerdict::NotReached)
        return Text::tr("%1: held %2 IOPS for the whole point (%3), shorter than a full bucket lasts (%4)")
            .arg(promiseVerdictText(c.verdict), whole(c.measured.value_or(0)), span(c.seenSeconds),
                 span(c.modelSeconds));
    if (c.measured && *c.measured <= p.iops * kPromiseAbove)
        return Text::tr("not reached: no burst seen, the volume held %1 IOPS, its baseline: its bucket was empty "
                        "when the run began (%2)")
            .arg(whole(*c.measured), bucket);
    return Text::tr("not reached: no burst to %1 IOPS seen (%2)").arg(whole(c.promised), bucket);
}

// One metric's verdict; `amount` words a value of it ("2,000 IOPS", "7.8 MiB/s").
template <typename Amount> QString hostFitText(const HostLimitFit& f, Amount amount)
{
    switch (f.shape) {
    case HostLimitShape::None:
        break;
    case HostLimitShape::Linear:
        return Text::tr("grows with the targets, %1 each: no host limit reached up to %2 at %n target(s)", nullptr,
                        int(f.mostTargets))
            .arg(amount(f.perTarget), amount(f.highest));
    case HostLimitShape::Saturating:
        if (f.reachedAt <= f.fewestTargets)
            return Text::tr("a shared limit of %1, already at %n target(s): more targets add nothing (the host, or "
                            "a device they all sit on)",
                            nullptr, int(f.reachedAt))
                .arg(amount(f.hostLimit));
        return Text::tr("the host's limit is %1, reached at %n target(s) (%2 per target below it)", nullptr,
                        int(f.reachedAt))
            .arg(amount(f.hostLimit), amount(f.perTarget));
    case HostLimitShape::Irregular:
        if (f.atMost < f.atFewest * (1 - kHostLimitTolerance))
            return Text::tr("falls as targets are added: %1 at %n target(s), %2 at %3", nullptr, int(f.fewestTargets))
                .arg(amount(f.atFewest), amount(f.atMost))
                .arg(f.mostTargets);
        return Text::tr("neither grows with the targets nor levels off (within %1 %): up to %2")
            .arg(QLocale().toString(100 * kHostLimitTolerance, 'f', 0), amount(f.highest));
    }
    return Text::tr("too few target counts to read a host limit from");
}

}  // namespace

QString promiseLimitText(PromiseLimit limit)
{
    switch (limit) {
    case PromiseLimit::Iops:
        return Text::tr("IOPS");
    case PromiseLimit::Bandwidth:
        return Text::tr("bandwidth");
    case PromiseLimit::Burst:
        break;
    }
    return Text::tr("burst");
}

QString promiseVerdictText(PromiseVerdict verdict)
{
    switch (verdict) {
    case PromiseVerdict::Met:
        return Text::tr("met");
    case PromiseVerdict::Below:
        return Text::tr("below");
    case PromiseVerdict::Above:
        return Text::tr("above");
    case PromiseVerdict::NotReached:
        break;
    }
    return Text::tr("not reached");
}

QString promiseHeading(const VolumePromise& p)
{
    QStringList figures;
    if (p.iops > 0)
        figures << Text::tr("%1 IOPS").arg(whole(p.iops));
    if (p.bandwidth > 0)
        figures << mibPerSecond(p.bandwidth);
    const QString name = QString::fromStdString(p.profile);
    QString text = p.sizeBytes > 0 ? Text::tr("%1 at %2 promises %3").arg(name, formatSize(p.sizeBytes))
                                   : Text::tr("%1 promises %2").arg(name);
    text = text.arg(figures.join(Text::tr(" and ")));
    if (!p.tier.empty())
        text += Text::tr(" (%1)").arg(QString::fromStdString(p.tier));
    if (p.hasBurst && p.burst.bandwidth > 0)
        text += Text::tr(", bursts to %1 IOPS and %2").arg(whole(p.burst.iops), mibPerSecond(p.burst.bandwidth));
    else if (p.hasBurst)
        text += Text::tr(", bursts to %1 IOPS").arg(whole(p.burst.iops));
    if (p.ioUnitBytes > 0)
        text += Text::tr(", counts I/Os in %1 units").arg(formatSize(p.ioUnitBytes));
    if (p.targetSizeDiffers())
        text += Text::tr("; the target is %1, not %2").arg(formatSize(p.targetBytes), formatSize(p.sizeBytes));
    return text;
}

QString promiseCheckText(const PromiseCheck& c, const VolumePromise& p)
{
    return c.limit == PromiseLimit::Burst ? burstText(c, p) : againstPromise(c, p);
}

QString hostLimitGroupLabel(const HostLimitGroup& g)
{
    const QString size = g.blockSplit.empty() ? formatSize(g.blockSize) : QString::fromStdString(g.blockSplit);
    QString label = Text::tr("%1 · %2 · %3 · QD %4 × %5")
                        .arg(QString::fromStdString(patternName(g.pattern)), size, mix(g.readPercent))
                        .arg(g.iodepth)
                        .arg(g.jobs);
    if (g.rateIops)
        label += Text::tr(" · rate %1 IOPS").arg(whole(double(g.rateIops)));
    return label;
}

QString hostLimitVerdict(const HostLimitGroup& g)
{
    const QString iops = hostFitText(g.iops, [](double v) { return Text::tr("%1 IOPS").arg(whole(v)); });
    const QString bandwidth = hostFitText(g.bandwidth, [](double v) { return mibPerSecond(v); });
    return Text::tr("IOPS %1 · bandwidth %2").arg(iops, bandwidth);
}

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
    if (!a.promised.checks.isEmpty())
        text += Text::tr("  Promised: %1\n").arg(promiseHeading(a.promised.promise));
    for (const PromiseCheck& c : a.promised.checks) {
        const QString where = c.group >= 0 && c.group < a.limits.size()
                                  ? Text::tr(", %1").arg(limitsGroupLabel(a.limits[c.group]))
                                  : QString();
        text +=
            Text::tr("    %1%2: %3\n").arg(promiseLimitText(c.limit), where, promiseCheckText(c, a.promised.promise));
    }
    for (const HostLimitGroup& g : a.hostLimit)
        text += Text::tr("  Host, %1: %2\n").arg(hostLimitGroupLabel(g), hostLimitVerdict(g));
    return text.isEmpty() ? text : Text::tr("Analysis\n") + text;
}

}  // namespace surfio
