#pragma once

#include "core/compare/comparison.h"

#include <QString>

#include <optional>

namespace surfio {

// A comparison for a terminal: which run is which, how the ratio reads,
// one line per matched point (each run's value, then each later run's
// ratio to A and verdict), each later run's summary (runSummary), then the points not every run has and those the
// keys left alike within a run.
QString comparisonText(const Comparison& comparison, std::optional<double> failBelow);

// A later run against A in one sentence, its measured ratio first: "B
// (b.json) against A: 2.03× in iops (geometric mean over 9 points, 1.98× to
// 2.10×); faster at 9, slower at 0, within noise at 0 and without trials to
// judge at 0 of 9 matched points." The report's summary and `surfio
// compare` both say it.
QString runSummary(const Comparison& comparison, int run);

// A point for people: the matched keys' values, and the dropped keys' values
// run by run where they differ ("rw=randread bs=4k numjobs=1 iodepth=1/32");
// a read share the pattern implies and an absent rate cap go unsaid.
QString pointLabel(const Comparison& comparison, const ComparedPoint& point);

// A figure of the metric with its unit: "12.3k IOPS", "512.0 MB/s", "85.2 µs".
QString metricValueText(CompareMetric metric, double value);

// "rw, bs, iodepth": the keys by their fio names.
QString specKeyList(const QList<SpecKey>& keys);
// "B, C": the runs by their letters.
QString runLetters(const QList<int>& runs);
// "p = 0.041", "p < 0.001".
QString pValueText(double p);

}  // namespace surfio
