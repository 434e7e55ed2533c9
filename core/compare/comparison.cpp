#include "core/compare/comparison.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <set>

namespace surfio {

namespace {

// The translation context of this file's messages.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Comparison)
};

// One run's points as the comparison sees them.
struct RunPoints {
    const ResultSet* results = nullptr;
    QList<RunFigures> figures;             // of results->points
    std::map<PointKey, QList<int>> byKey;  // point indices
};

void judge(const RunValue& a, RunValue& b, CompareMetric metric)
{
    if (!a.hasValue || !b.hasValue || a.value() <= 0) {
        b.verdict = Verdict::NoValue;
        return;
    }
    b.ratio = b.value() / a.value();
    b.welch = welchTest(a.spread, b.spread);
    if (!b.welch)
        b.verdict = Verdict::NoiseUnknown;
    else if (b.welch->p >= kSignificance)
        b.verdict = Verdict::WithinNoise;
    else
        b.verdict = b.speedup(metric) > 1 ? Verdict::Faster : Verdict::Slower;
}

// Every key once: A's in its point order, then those only later runs have.
QList<PointKey> keysInOrder(const QList<RunPoints>& runs)
{
    QList<PointKey> order;
    std::set<PointKey> seen;
    for (const RunPoints& run : runs) {
        std::vector<std::pair<int, PointKey>> byPoint;
        for (const auto& [key, points] : run.byKey)
            byPoint.emplace_back(points.front(), key);
        std::sort(byPoint.begin(), byPoint.end());
        for (const auto& [point, key] : byPoint)
            if (seen.insert(key).second)
                order.append(key);
    }
    return order;
}

QList<SpecKey> differingKeys(const QList<RunPoints>& runs, const QList<SpecKey>& keys)
{
    QList<SpecKey> differing;
    for (qsizetype k = 0; k < keys.size(); ++k) {
        std::vector<std::set<QString>> values(size_t(runs.size()));
        for (qsizetype r = 0; r < runs.size(); ++r)
            for (const auto& [key, points] : runs[r].byKey)
                values[size_t(r)].insert(key.values[k]);
        for (size_t r = 1; r < values.size(); ++r) {
            std::vector<QString> common;
            std::set_intersection(values[0].begin(), values[0].end(), values[r].begin(), values[r].end(),
                                  std::back_inserter(common));
            if (common.empty() && !values[0].empty() && !values[r].empty()) {
                differing.append(keys[k]);
                break;
            }
        }
    }
    return differing;
}

// The key's place in the comparison: matched, unmatched, or both.
void place(Comparison& c, const QList<RunPoints>& runs, const PointKey& key)
{
    ComparedPoint compared;
    compared.key = key;
    UnmatchedPoint unmatched;
    unmatched.key = key;
    for (qsizetype r = 0; r < runs.size(); ++r) {
        const auto it = runs[r].byKey.find(key);
        if (it == runs[r].byKey.end()) {
            unmatched.lacking.append(int(r));
            compared.values.append(RunValue{});
        } else if (it->second.size() > 1) {
            compared.values.append(RunValue{});  // listed as ambiguous
        } else {
            compared.values.append(runValueAt(*runs[r].results, runs[r].figures, it->second.front(), c.metric));
            if (unmatched.having.isEmpty())
                unmatched.spec = compared.values.last().spec;
            unmatched.having.append(int(r));
        }
    }
    compared.spec = unmatched.spec;
    if (!unmatched.lacking.isEmpty() && !unmatched.having.isEmpty())
        c.unmatched.append(unmatched);
    const bool later =
        std::any_of(compared.values.begin() + 1, compared.values.end(), [](const RunValue& v) { return v.present; });
    if (!compared.values.front().present || !later)
        return;
    for (qsizetype r = 1; r < compared.values.size(); ++r)
        if (compared.values[r].present)
            judge(compared.values.front(), compared.values[r], c.metric);
    compared.values.front().ratio = compared.values.front().hasValue ? 1 : 0;
    c.matched.append(compared);
}

}  // namespace

RunValue runValueAt(const ResultSet& results, const QList<RunFigures>& figures, int point, CompareMetric metric)
{
    RunValue v;
    v.point = point;
    v.hasValue = true;
    std::vector<double> values;
    for (qsizetype i = 0; i < results.points.size() && i < figures.size(); ++i) {
        const JobResult& run = results.points[i];
        if (run.point != point || !countsForPoint(results, run))
            continue;
        v.present = true;
        v.spec = run.spec;
        v.incomplete = v.incomplete || run.stopped || !run.error.empty();
        if (const std::optional<double> m = metricOf(figures[i], metric))
            values.push_back(*m);
        else
            v.hasValue = false;
    }
    v.hasValue = v.hasValue && !values.empty();
    if (v.hasValue)
        v.spread = spreadOf(values);
    return v;
}

QList<CompareMetric> allCompareMetrics()
{
    return {CompareMetric::Iops, CompareMetric::Bandwidth, CompareMetric::MeanLatency, CompareMetric::P99Latency};
}

QString compareMetricName(CompareMetric metric)
{
    switch (metric) {
    case CompareMetric::Iops:
        return QStringLiteral("iops");
    case CompareMetric::Bandwidth:
        return QStringLiteral("bw");
    case CompareMetric::MeanLatency:
        return QStringLiteral("lat_mean");
    case CompareMetric::P99Latency:
        return QStringLiteral("lat_p99");
    }
    return {};
}

std::optional<CompareMetric> parseCompareMetric(const QString& name)
{
    for (CompareMetric m : allCompareMetrics())
        if (compareMetricName(m) == name.trimmed().toLower())
            return m;
    return std::nullopt;
}

bool higherIsFaster(CompareMetric metric)
{
    return metric == CompareMetric::Iops || metric == CompareMetric::Bandwidth;
}

std::optional<double> metricOf(const RunFigures& figures, CompareMetric metric)
{
    switch (metric) {
    case CompareMetric::Iops:
        return figures.iops;
    case CompareMetric::Bandwidth:
        return figures.megabytesPerSecond;
    case CompareMetric::MeanLatency:
        return figures.meanLatencyNs;
    case CompareMetric::P99Latency:
        if (!figures.hasPercentiles)
            return std::nullopt;
        return figures.p99LatencyNs;
    }
    return std::nullopt;
}

QString runLetter(int run)
{
    if (run < 26)
        return QString(QChar(u'A' + run));
    return QStringLiteral("R%1").arg(run + 1);
}

QString verdictName(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Faster:
        return QStringLiteral("faster");
    case Verdict::Slower:
        return QStringLiteral("slower");
    case Verdict::WithinNoise:
        return QStringLiteral("within_noise");
    case Verdict::NoiseUnknown:
        return QStringLiteral("noise_unknown");
    case Verdict::NoValue:
        return QStringLiteral("no_value");
    }
    return {};
}

QString verdictText(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Faster:
        return Text::tr("faster");
    case Verdict::Slower:
        return Text::tr("slower");
    case Verdict::WithinNoise:
        return Text::tr("within noise");
    case Verdict::NoiseUnknown:
        return Text::tr("no trials: noise unknown");
    case Verdict::NoValue:
        return Text::tr("no value");
    }
    return {};
}

RunTally tallyOf(const Comparison& comparison, int run)
{
    RunTally t;
    double logSum = 0;
    for (const ComparedPoint& p : comparison.matched) {
        if (run >= p.values.size() || !p.values[run].present)
            continue;
        const RunValue& v = p.values[run];
        ++t.compared;
        t.faster += v.verdict == Verdict::Faster;
        t.slower += v.verdict == Verdict::Slower;
        t.withinNoise += v.verdict == Verdict::WithinNoise;
        t.noiseUnknown += v.verdict == Verdict::NoiseUnknown;
        if (v.ratio <= 0 || !std::isfinite(v.ratio))
            continue;
        t.lowest = t.withRatio == 0 ? v.ratio : std::min(t.lowest, v.ratio);
        t.highest = std::max(t.highest, v.ratio);
        logSum += std::log(v.ratio);
        ++t.withRatio;
    }
    if (t.withRatio > 0)
        t.geometricMean = std::exp(logSum / t.withRatio);
    return t;
}

double RunValue::speedup(CompareMetric metric) const
{
    if (ratio <= 0)
        return 0;
    return higherIsFaster(metric) ? ratio : 1 / ratio;
}

Comparison compareRuns(const QList<ResultSet>& runs, const QStringList& names, CompareMetric metric,
                       const QList<SpecKey>& keys)
{
    Comparison c;
    c.metric = metric;
    for (SpecKey k : allSpecKeys())
        if (keys.contains(k))
            c.keys.append(k);
    c.runs = names;
    QList<RunPoints> points;
    for (qsizetype r = 0; r < runs.size(); ++r) {
        RunPoints p{&runs[r], figuresOf(runs[r].points), pointsByKey(runs[r], c.keys)};
        for (const auto& [key, indices] : p.byKey)
            if (indices.size() > 1)
                c.ambiguous.append({int(r), key, indices});
        points.append(p);
    }
    for (const PointKey& key : keysInOrder(points))
        place(c, points, key);
    c.differingKeys = differingKeys(points, c.keys);
    return c;
}

QList<GateFailure> pointsBelow(const Comparison& comparison, double fraction)
{
    QList<GateFailure> failures;
    for (qsizetype p = 0; p < comparison.matched.size(); ++p) {
        const QList<RunValue>& values = comparison.matched[p].values;
        for (qsizetype r = 1; r < values.size(); ++r) {
            if (!values[r].present)
                continue;
            const double speedup = values[r].speedup(comparison.metric);
            if (values[r].ratio <= 0 || !std::isfinite(speedup))
                failures.append({GateFailure::Why::NoValue, int(p), int(r), 0});
            else if (speedup < fraction)
                failures.append({GateFailure::Why::Slower, int(p), int(r), speedup});
        }
    }
    for (qsizetype u = 0; u < comparison.unmatched.size(); ++u) {
        const UnmatchedPoint& missing = comparison.unmatched[u];
        if (missing.having.contains(0))
            for (int r : missing.lacking)
                failures.append({GateFailure::Why::Missing, int(u), r, 0});
    }
    return failures;
}

QString ratioReading(CompareMetric metric, std::optional<double> failBelow)
{
    const QString name = compareMetricName(metric);
    if (higherIsFaster(metric)) {
        QString text = Text::tr("%1: higher is faster; a ratio below 1 is slower").arg(name);
        if (failBelow)
            text += Text::tr(", and --fail-below=%1 fails a point below %1 × A's").arg(*failBelow);
        return text;
    }
    QString text = Text::tr("%1: lower is faster; a ratio above 1 is slower").arg(name);
    if (failBelow)
        text += Text::tr(", and --fail-below=%1 fails a latency above %2 × A's (below %1 × A's speed)")
                    .arg(*failBelow)
                    .arg(QLocale().toString(1 / *failBelow, 'f', 2));
    return text;
}

}  // namespace surfio
