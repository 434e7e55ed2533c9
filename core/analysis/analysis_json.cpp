#include "core/analysis/analysis_json.h"

#include "core/analysis/analysis_text.h"
#include "core/volume/volume_promise_json.h"

#include <QJsonArray>

namespace surfio {

namespace {

// A limit or a knee that was not found is null, as the shape has it.
QJsonValue orNull(double value)
{
    return value > 0 ? QJsonValue(value) : QJsonValue(QJsonValue::Null);
}

QString patternText(Pattern p)
{
    return QString::fromStdString(patternName(p));
}

const char* directionName(FitDirection d)
{
    return d == FitDirection::Read ? "read" : d == FitDirection::Write ? "write" : "both";
}

// "no", "one-at-a-time", "deeper-went-on".
const char* latencyBoundName(LatencyBound b)
{
    return b == LatencyBound::OneAtATime ? "one-at-a-time" : b == LatencyBound::DeeperWentOn ? "deeper-went-on" : "no";
}

QJsonObject limitsJson(const LimitsGroup& g)
{
    QJsonObject o;
    o[QStringLiteral("rw")] = patternText(g.pattern);
    o[QStringLiteral("rwmixread")] = g.readPercent;
    o[QStringLiteral("iodepth")] = int(g.iodepth);
    o[QStringLiteral("numjobs")] = int(g.jobs);
    if (g.rateIops)
        o[QStringLiteral("rate_iops")] = double(g.rateIops);
    o[QStringLiteral("direction")] = QLatin1String(directionName(g.direction));
    const RooflineFit& f = g.fit;
    o[QStringLiteral("model")] = QLatin1String(rooflineModelName(f.model));
    o[QStringLiteral("latency_bound")] = QLatin1String(latencyBoundName(g.latencyBound));
    o[QStringLiteral("iops_limit")] = orNull(f.iopsLimit);
    o[QStringLiteral("bw_limit_bytes")] = orNull(f.bandwidthLimit);
    o[QStringLiteral("crossover_bs")] = orNull(f.crossoverBlockSize);
    o[QStringLiteral("max_residual")] = f.maxResidual;
    o[QStringLiteral("other_model_residual")] = f.otherModelResidual;
    o[QStringLiteral("highest_iops")] = f.highestIops;
    o[QStringLiteral("highest_bw_bytes")] = f.highestBandwidth;
    QJsonArray points;
    for (qsizetype i = 0; i < g.points.size() && size_t(i) < f.bounds.size(); ++i) {
        QJsonObject p;
        p[QStringLiteral("point")] = g.points[i];
        p[QStringLiteral("bs")] = double(g.blockSizes[i]);
        p[QStringLiteral("bound")] = QLatin1String(boundName(f.bounds[size_t(i)]));
        points.append(p);
    }
    o[QStringLiteral("points")] = points;
    return o;
}

QJsonObject regimesJson(const RunRegimes& r)
{
    QJsonObject o;
    o[QStringLiteral("point")] = r.point;
    o[QStringLiteral("trial")] = r.trial;
    o[QStringLiteral("round")] = r.round;
    o[QStringLiteral("kind")] = QLatin1String(regimeKindName(r.regimes.kind));
    o[QStringLiteral("change_s")] = r.regimes.changeS;
    o[QStringLiteral("bytes_before_change")] = r.regimes.bytesBeforeChange;
    o[QStringLiteral("gib_before_change")] = r.regimes.bytesBeforeChange / double(1ULL << 30);
    o[QStringLiteral("stall_s")] = r.regimes.stallSeconds;
    o[QStringLiteral("sustained_iops")] = r.regimes.sustainedIops;
    o[QStringLiteral("sustained_bw_bytes")] = r.regimes.sustainedBandwidth;
    QJsonArray segments;
    for (const RegimeSegment& s : r.regimes.segments)
        segments.append(QJsonObject{{QStringLiteral("start_s"), s.startS},
                                    {QStringLiteral("end_s"), s.endS},
                                    {QStringLiteral("iops"), s.iops},
                                    {QStringLiteral("bw_bytes"), s.bandwidth},
                                    {QStringLiteral("stall"), s.stall}});
    o[QStringLiteral("segments")] = segments;
    return o;
}

QJsonObject loadPointJson(const LoadPoint& p)
{
    QJsonObject o{{QStringLiteral("point"), p.point},
                  {QStringLiteral("iodepth"), int(p.iodepth)},
                  {QStringLiteral("iops"), p.iops},
                  {QStringLiteral("lat_mean_ns"), p.meanLatencyNs},
                  {QStringLiteral("p99_ns"), p.p99LatencyNs}};
    if (p.rateIops)
        o[QStringLiteral("rate_iops")] = double(p.rateIops);
    return o;
}

QJsonObject loadJson(const LoadGroup& g, double sloNs)
{
    const LoadCurve& c = g.curve;
    QJsonObject o;
    o[QStringLiteral("rw")] = patternText(g.pattern);
    o[QStringLiteral("bs")] = double(g.blockSize);
    o[QStringLiteral("rwmixread")] = g.readPercent;
    o[QStringLiteral("numjobs")] = int(g.jobs);
    o[QStringLiteral("varies")] = g.byRate ? QStringLiteral("rate_iops") : QStringLiteral("iodepth");
    const bool knee = c.knee >= 0 && size_t(c.knee) < c.points.size();
    o[QStringLiteral("knee_iodepth")] = knee ? QJsonValue(int(c.points[size_t(c.knee)].iodepth)) : QJsonValue();
    o[QStringLiteral("knee_iops")] = knee ? QJsonValue(c.points[size_t(c.knee)].iops) : QJsonValue();
    o[QStringLiteral("knee_method")] = knee ? QJsonValue(QLatin1String(kneeMethodName(c.kneeMethod))) : QJsonValue();
    if (g.byRate)  // the depth is the same throughout: the rate tells the points apart
        o[QStringLiteral("knee_rate_iops")] =
            knee ? QJsonValue(double(c.points[size_t(c.knee)].rateIops)) : QJsonValue();
    o[QStringLiteral("slo_ns")] = sloNs;
    if (c.bestUnderSlo >= 0 && size_t(c.bestUnderSlo) < c.points.size()) {
        const LoadPoint& b = c.points[size_t(c.bestUnderSlo)];
        QJsonObject best{{QStringLiteral("iodepth"), int(b.iodepth)},
                         {QStringLiteral("iops"), b.iops},
                         {QStringLiteral("p99_ns"), b.p99LatencyNs}};
        if (b.rateIops)
            best[QStringLiteral("rate_iops")] = double(b.rateIops);
        o[QStringLiteral("best_under_slo")] = best;
    } else {
        o[QStringLiteral("best_under_slo")] = QJsonValue();
    }
    QJsonArray points;
    for (const LoadPoint& p : c.points)
        points.append(loadPointJson(p));
    o[QStringLiteral("points")] = points;
    return o;
}

QJsonObject checkJson(const PromiseCheck& c, const Analysis& a)
{
    QJsonObject o{{QStringLiteral("limit"), QLatin1String(promiseLimitName(c.limit))},
                  {QStringLiteral("promised"), c.promised},
                  {QStringLiteral("measured"), c.measured ? QJsonValue(*c.measured) : QJsonValue()},
                  {QStringLiteral("verdict"), QLatin1String(promiseVerdictName(c.verdict))},
                  {QStringLiteral("note"), promiseCheckText(c, a.promised.promise)}};
    if (c.group >= 0 && c.group < a.limits.size()) {
        const LimitsGroup& g = a.limits[c.group];
        o[QStringLiteral("rw")] = patternText(g.pattern);
        o[QStringLiteral("rwmixread")] = g.readPercent;
        o[QStringLiteral("iodepth")] = int(g.iodepth);
        o[QStringLiteral("numjobs")] = int(g.jobs);
    }
    if (c.neededDepth > 0) {
        o[QStringLiteral("needs_iodepth")] = double(c.neededDepth);
        o[QStringLiteral("needs_bs")] = double(c.neededBlockSize);
    }
    if (c.limit == PromiseLimit::Burst) {
        o[QStringLiteral("seen_s")] = c.seenSeconds;
        o[QStringLiteral("model_s")] = c.modelSeconds;
        o[QStringLiteral("ended")] = c.burstEnded;
        if (c.run >= 0)
            o[QStringLiteral("run")] = c.run;
    }
    return o;
}

QJsonObject promisedJson(const Analysis& a)
{
    QJsonObject o = volumePromiseToJson(a.promised.promise);
    QJsonArray verdicts;
    for (const PromiseCheck& c : a.promised.checks)
        verdicts.append(checkJson(c, a));
    o[QStringLiteral("verdicts")] = verdicts;
    return o;
}

QJsonObject hostFitJson(const HostLimitFit& f)
{
    const bool saturating = f.shape == HostLimitShape::Saturating;
    return QJsonObject{{QStringLiteral("shape"), QLatin1String(hostLimitShapeName(f.shape))},
                       {QStringLiteral("per_target"), f.perTarget},
                       {QStringLiteral("host_limit"), orNull(f.hostLimit)},
                       {QStringLiteral("reached_at_targets"), saturating ? QJsonValue(int(f.reachedAt)) : QJsonValue()},
                       {QStringLiteral("knee_targets"), orNull(f.kneeTargets)},
                       {QStringLiteral("max_residual"), f.maxResidual},
                       {QStringLiteral("highest"), f.highest}};
}

QJsonObject hostLimitJson(const HostLimitGroup& g)
{
    QJsonObject o;
    o[QStringLiteral("rw")] = patternText(g.pattern);
    o[QStringLiteral("bs")] = double(g.blockSize);
    if (!g.blockSplit.empty())
        o[QStringLiteral("bssplit")] = QString::fromStdString(g.blockSplit);
    o[QStringLiteral("rwmixread")] = g.readPercent;
    o[QStringLiteral("iodepth")] = int(g.iodepth);
    o[QStringLiteral("numjobs")] = int(g.jobs);
    if (g.rateIops)
        o[QStringLiteral("rate_iops")] = double(g.rateIops);
    QJsonArray points;
    for (qsizetype i = 0; i < g.points.size(); ++i)
        points.append(
            QJsonObject{{QStringLiteral("point"), g.points[i]}, {QStringLiteral("target_count"), int(g.targets[i])}});
    o[QStringLiteral("points")] = points;
    o[QStringLiteral("iops")] = hostFitJson(g.iops);
    o[QStringLiteral("bw_bytes")] = hostFitJson(g.bandwidth);
    return o;
}

}  // namespace

QJsonObject toJson(const Analysis& analysis)
{
    QJsonArray limits, regimes, firstRun, load;
    for (const LimitsGroup& g : analysis.limits)
        limits.append(limitsJson(g));
    for (const RunRegimes& r : analysis.regimes)
        regimes.append(regimesJson(r));
    for (const FirstRunEffect& f : analysis.firstRun)
        firstRun.append(QJsonObject{{QStringLiteral("point"), f.point}, {QStringLiteral("ratio"), f.ratio}});
    for (const LoadGroup& g : analysis.load)
        load.append(loadJson(g, analysis.sloNs));
    QJsonArray hostLimit;
    for (const HostLimitGroup& g : analysis.hostLimit)
        hostLimit.append(hostLimitJson(g));
    QJsonObject o{{QStringLiteral("limits"), limits},   {QStringLiteral("host_limit"), hostLimit},
                  {QStringLiteral("regimes"), regimes}, {QStringLiteral("first_run"), firstRun},
                  {QStringLiteral("load"), load},       {QStringLiteral("slo_ns"), analysis.sloNs}};
    if (!analysis.promised.empty())
        o[QStringLiteral("promised")] = promisedJson(analysis);
    return o;
}

}  // namespace surfio
