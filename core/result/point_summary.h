#pragma once

#include "core/result/result_set.h"

#include <QList>

#include <vector>

namespace surfio {

// How a figure varied over the runs of one point.
struct Spread {
    int n = 0;
    double mean = 0;
    double stddev = 0;  // sample standard deviation (n − 1); 0 for one value
    double cv = 0;      // stddev / mean; 0 when the mean is 0
    double min = 0;
    double max = 0;
};

Spread spreadOf(const std::vector<double>& values);

// A point whose IOPS vary more than this between its runs is unstable: its
// mean says little about what one run gives.
constexpr double kUnstableCv = 0.10;

// The figures one run gives, as the summary, the results table and the
// surface count them. Latency counts reads and writes together: the mean over
// all I/Os (weighted by I/O count) and the 99th percentile of the merged
// histogram. The figures are what a view keeps of a run whose bins and
// samples it lets go (withoutDetail: the journal has them).
struct RunFigures {
    double iops = 0;  // reads + writes
    double readIops = 0;
    double writeIops = 0;
    double megabytesPerSecond = 0;  // reads + writes, 10^6 bytes as fio's MB/s
    double meanLatencyNs = 0;
    double p99LatencyNs = 0;
    // Each direction's percentiles; 0 for a direction without I/Os.
    double readP50Ns = 0, readP99Ns = 0, readP999Ns = 0;
    double writeP50Ns = 0, writeP99Ns = 0, writeP999Ns = 0;
    bool hasPercentiles = false;  // false: no histogram (one fio host's share)
};

RunFigures figuresOf(const JobResult& run);
QList<RunFigures> figuresOf(const QList<JobResult>& runs);
// The figures of `runs`, except that a run without a histogram takes the
// figures `before` had for the same run (round, point, trial) when those have
// percentiles: a finished result whose bins did not all come back from the
// journal keeps what the views showed during the run.
QList<RunFigures> figuresKeeping(const QList<JobResult>& runs, const QList<JobResult>& before,
                                 const QList<RunFigures>& beforeFigures);

// One point of a result: the runs that count for it and their spread.
struct PointSummary {
    int point = -1;  // index into Matrix::expand()
    JobSpec spec;
    QList<int> runs;  // indices into ResultSet::points that count, in run order
    Spread iops, readIops, writeIops, megabytesPerSecond, meanLatencyNs, p99LatencyNs;

    bool unstable() const { return iops.cv > kUnstableCv; }
};

// Whether a run counts for its point's reported value: with steady state
// reached, only the rounds of its window; otherwise every run.
bool countsForPoint(const ResultSet& results, const JobResult& run);

// The spread of the given runs of one point (indices into results.points).
PointSummary summarizePoint(const ResultSet& results, int point, const QList<int>& runs);
// The same from the figures the runs gave (figures[i] of results.points[i]),
// for runs kept without their bins.
PointSummary summarizePoint(const ResultSet& results, const QList<RunFigures>& figures, int point,
                            const QList<int>& runs);

// One summary per point that has a run, by point index ascending.
QList<PointSummary> summarize(const ResultSet& results);
QList<PointSummary> summarize(const ResultSet& results, const QList<RunFigures>& figures);

}  // namespace surfio
