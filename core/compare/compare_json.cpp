#include "core/compare/compare_json.h"

#include <QJsonArray>

#include <cmath>

namespace surfio {

namespace {

QString unitOf(CompareMetric metric)
{
    switch (metric) {
    case CompareMetric::Iops:
        return QStringLiteral("iops");
    case CompareMetric::Bandwidth:
        return QStringLiteral("MB/s");  // 10^6 bytes, as fio's MB/s
    case CompareMetric::MeanLatency:
    case CompareMetric::P99Latency:
        return QStringLiteral("ns");
    }
    return {};
}

QJsonArray keyNames(const QList<SpecKey>& keys)
{
    QJsonArray names;
    for (SpecKey k : keys)
        names.append(specKeyName(k));
    return names;
}

QJsonArray letters(const QList<int>& runs)
{
    QJsonArray out;
    for (int r : runs)
        out.append(runLetter(r));
    return out;
}

// The point's key values under fio's names.
void addKey(QJsonObject& o, const PointKey& key)
{
    for (qsizetype i = 0; i < key.keys.size() && i < key.values.size(); ++i)
        o[specKeyName(key.keys[i])] = key.values[i];
}

QJsonObject valueJson(const RunValue& v, int run)
{
    QJsonObject o;
    o[QStringLiteral("run")] = runLetter(run);
    o[QStringLiteral("present")] = v.present;
    if (!v.present)
        return o;
    o[QStringLiteral("point")] = v.point;
    addKey(o, pointKeyOf(v.spec, allSpecKeys()));  // the dropped keys' values too
    o[QStringLiteral("trials")] = v.spread.n;
    o[QStringLiteral("incomplete")] = v.incomplete;
    if (!v.hasValue) {
        o[QStringLiteral("value")] = QJsonValue::Null;
    } else {
        o[QStringLiteral("value")] = v.spread.mean;
        o[QStringLiteral("stddev")] = v.spread.stddev;
        o[QStringLiteral("cv")] = v.spread.cv;
        o[QStringLiteral("min")] = v.spread.min;
        o[QStringLiteral("max")] = v.spread.max;
    }
    if (run == 0)
        return o;
    o[QStringLiteral("ratio")] = v.ratio > 0 ? QJsonValue(v.ratio) : QJsonValue::Null;
    o[QStringLiteral("verdict")] = verdictName(v.verdict);
    if (v.welch) {
        QJsonObject w;
        w[QStringLiteral("t")] = std::isfinite(v.welch->t) ? QJsonValue(v.welch->t) : QJsonValue::Null;
        w[QStringLiteral("df")] = v.welch->degreesOfFreedom;
        w[QStringLiteral("p")] = v.welch->p;
        o[QStringLiteral("welch")] = w;
    }
    return o;
}

QJsonArray matchedJson(const Comparison& c)
{
    QJsonArray points;
    for (const ComparedPoint& p : c.matched) {
        QJsonObject o;
        addKey(o, p.key);
        QJsonArray runs;
        for (qsizetype r = 0; r < p.values.size(); ++r)
            runs.append(valueJson(p.values[r], int(r)));
        o[QStringLiteral("runs")] = runs;
        points.append(o);
    }
    return points;
}

QJsonArray unmatchedJson(const Comparison& c)
{
    QJsonArray out;
    for (const UnmatchedPoint& u : c.unmatched) {
        QJsonObject o;
        addKey(o, u.key);
        o[QStringLiteral("in")] = letters(u.having);
        o[QStringLiteral("missing_in")] = letters(u.lacking);
        out.append(o);
    }
    return out;
}

QJsonArray ambiguousJson(const Comparison& c)
{
    QJsonArray out;
    for (const AmbiguousPoints& a : c.ambiguous) {
        QJsonObject o;
        o[QStringLiteral("run")] = runLetter(a.run);
        addKey(o, a.key);
        QJsonArray points;
        for (int p : a.points)
            points.append(p);
        o[QStringLiteral("points")] = points;
        out.append(o);
    }
    return out;
}

QJsonObject gateJson(const Comparison& c, double failBelow)
{
    QJsonObject gate;
    gate[QStringLiteral("fraction")] = failBelow;
    QJsonArray below;
    for (const GateFailure& f : pointsBelow(c, failBelow)) {
        QJsonObject o;
        o[QStringLiteral("run")] = runLetter(f.run);
        if (f.why == GateFailure::Why::Missing) {
            o[QStringLiteral("unmatched")] = f.point;
            o[QStringLiteral("why")] = QStringLiteral("missing");
        } else {
            o[QStringLiteral("point")] = f.point;
            o[QStringLiteral("speedup")] = f.speedup;
            o[QStringLiteral("why")] =
                f.why == GateFailure::Why::NoValue ? QStringLiteral("no_value") : QStringLiteral("slower");
        }
        below.append(o);
    }
    gate[QStringLiteral("below")] = below;
    gate[QStringLiteral("passed")] = below.isEmpty();
    return gate;
}

}  // namespace

QJsonObject comparisonToJson(const Comparison& c, std::optional<double> failBelow)
{
    QJsonObject o;
    o[QStringLiteral("format")] = QStringLiteral("surfio-compare");
    o[QStringLiteral("format_version")] = kCompareFormatVersion;
    o[QStringLiteral("metric")] = compareMetricName(c.metric);
    o[QStringLiteral("unit")] = unitOf(c.metric);
    o[QStringLiteral("higher_is_faster")] = c.higherIsFaster();
    o[QStringLiteral("significance")] = kSignificance;
    o[QStringLiteral("match_keys")] = keyNames(c.keys);
    o[QStringLiteral("ignored_keys")] = keyNames(keysWithout(c.keys));
    QJsonArray runs;
    for (qsizetype r = 0; r < c.runs.size(); ++r)
        runs.append(QJsonObject{{QStringLiteral("run"), runLetter(int(r))}, {QStringLiteral("file"), c.runs[r]}});
    o[QStringLiteral("runs")] = runs;
    o[QStringLiteral("points")] = matchedJson(c);
    o[QStringLiteral("unmatched")] = unmatchedJson(c);
    o[QStringLiteral("ambiguous")] = ambiguousJson(c);
    if (failBelow)
        o[QStringLiteral("fail_below")] = gateJson(c, *failBelow);
    return o;
}

}  // namespace surfio
