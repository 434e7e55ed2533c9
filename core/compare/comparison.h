#pragma once

// Saved runs compared point by point: the first run (A) is the reference,
// each later one is set against it. A point is matched by its spec's keys
// (point_match.h); each run's figure at a point is the mean over the runs
// that count for it there (its trials, or a steady state's window), and a
// later run's verdict is Welch's t-test on those trials (welch.h) when both
// sides have two or more, otherwise the ratio alone. Nothing is dropped
// unsaid: points some run lacks, and points that dropped keys made alike
// within one run, are listed.

#include "core/compare/point_match.h"
#include "core/compare/welch.h"
#include "core/result/point_summary.h"
#include "core/result/result_set.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace surfio {

// The figure compared, under the names --metric takes.
enum class CompareMetric { Iops, Bandwidth, MeanLatency, P99Latency };

QList<CompareMetric> allCompareMetrics();
QString compareMetricName(CompareMetric metric);  // "iops", "bw", "lat_mean", "lat_p99"
std::optional<CompareMetric> parseCompareMetric(const QString& name);
// IOPS and bandwidth: higher is faster. Latencies: lower is faster.
bool higherIsFaster(CompareMetric metric);
// The metric's figure of one run: IOPS, MB/s (10^6 bytes), or ns; nullopt
// for a 99th percentile the run has no histogram for (one fio host's share).
std::optional<double> metricOf(const RunFigures& figures, CompareMetric metric);

// A verdict on a later run at a point, against A.
enum class Verdict {
    Faster,
    Slower,
    WithinNoise,   // Welch's p ≥ kSignificance
    NoiseUnknown,  // a side has fewer than 2 trials: the ratio alone
    NoValue,       // a side lacks the figure (no 99th percentile) or A's is 0: no ratio
};

constexpr double kSignificance = 0.05;  // two-sided

// The run's letter in outputs: A, B, C, … (run 26 on: R27, R28, …).
QString runLetter(int run);

QString verdictName(Verdict verdict);  // "faster", "slower", "within_noise", "noise_unknown", "no_value"
QString verdictText(Verdict verdict);  // for people: "faster", "no trials: noise unknown", ...

// One run's figure at a matched point.
struct RunValue {
    bool present = false;     // the run has the point
    int point = -1;           // index into that run's Matrix::expand()
    JobSpec spec;             // of that point (its runs)
    Spread spread;            // of the metric over the runs that count; n = 0 when the figure is missing
    bool hasValue = false;    // false: present, but the metric is missing (no 99th percentile)
    bool incomplete = false;  // a run of the point was stopped early or failed: its figures are what finished
    // Against A; for A itself ratio 1 and no verdict.
    double ratio = 0;  // this run's mean / A's, as printed (for latency > 1 is slower); 0 without a ratio
    Verdict verdict = Verdict::NoValue;
    std::optional<WelchTest> welch;  // when both sides had ≥ 2 trials

    double value() const { return spread.mean; }
    // The ratio read as speed: above 1 is faster whatever the metric (the
    // ratio itself for IOPS and bandwidth, its inverse for latencies).
    double speedup(CompareMetric metric) const;
};

// A point some runs have and others lack, in one place of the comparison.
struct UnmatchedPoint {
    PointKey key;
    JobSpec spec;        // of the first run that has it
    QList<int> having;   // indices into Comparison::runs
    QList<int> lacking;  // the same
};

// Points of one run that the keys do not tell apart: not compared.
struct AmbiguousPoints {
    int run = 0;  // index into Comparison::runs
    PointKey key;
    QList<int> points;  // indices into that run's Matrix::expand()
};

struct ComparedPoint {
    PointKey key;
    JobSpec spec;            // A's point, or the first run's that has it
    QList<RunValue> values;  // one per run, values[0] A's
};

struct Comparison {
    CompareMetric metric = CompareMetric::Iops;
    QList<SpecKey> keys;  // matched on
    QStringList runs;     // each run's name (its file), runs[0] is A
    // Points A and at least one later run have, in A's point order; a
    // later run that lacks it has values[i].present false (and an entry in
    // unmatched).
    QList<ComparedPoint> matched;
    // Points not every run has (including the matched ones some later run lacks).
    QList<UnmatchedPoint> unmatched;
    QList<AmbiguousPoints> ambiguous;
    // The keys whose values A and a later run share none of: what to drop
    // from the match when too little matched.
    QList<SpecKey> differingKeys;

    bool higherIsFaster() const { return surfio::higherIsFaster(metric); }
};

// One result's figure at one of its points (an index into its
// Matrix::expand()), from the figures of its runs (figures[i] of
// results.points[i], as views keep them): present false when no run of it
// counts. No ratio or verdict: compareRuns judges.
RunValue runValueAt(const ResultSet& results, const QList<RunFigures>& figures, int point, CompareMetric metric);

// Compares runs[1..] against runs[0] on `metric`, matching points by `keys`.
// names: one per run (file names), for messages and outputs.
Comparison compareRuns(const QList<ResultSet>& runs, const QStringList& names, CompareMetric metric,
                       const QList<SpecKey>& keys);

// A later run against A over every matched point it has: its verdicts
// counted, and its ratios (as printed: for latencies above 1 is slower)
// summed up by their geometric mean and their range.
struct RunTally {
    int compared = 0;  // matched points the run has
    int faster = 0;
    int slower = 0;
    int withinNoise = 0;
    int noiseUnknown = 0;
    int withRatio = 0;         // points with a ratio (no ratio: a side lacks the figure)
    double geometricMean = 0;  // of the ratios; 0 without any
    double lowest = 0;
    double highest = 0;
};
RunTally tallyOf(const Comparison& comparison, int run);

// What fails the regression gate: a later run's value at a matched point
// below `fraction` × A's, read as speed (for latencies: above A's /
// fraction); a value of 0 or none to compare (a gate must fail on what it
// cannot read, not pass it as "n/a"); a point of A a later run lacks.
struct GateFailure {
    enum class Why { Slower, NoValue, Missing };
    Why why = Why::Slower;
    int point = 0;  // index into Comparison::matched; for Missing, into Comparison::unmatched
    int run = 1;    // index into Comparison::runs
    double speedup = 0;
};
QList<GateFailure> pointsBelow(const Comparison& comparison, double fraction);

// How the ratio and --fail-below read for the metric, one sentence:
// "lat_p99: lower is faster; a ratio above 1 is slower, and --fail-below=0.9 fails latencies above 1.11 × A's".
QString ratioReading(CompareMetric metric, std::optional<double> failBelow);

}  // namespace surfio
