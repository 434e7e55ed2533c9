#pragma once

// What a result says about the storage, found from the data it already has:
// its limits (roofline.h), its regimes in time and first-run effects
// (regimes.h), and its latency against load (load_curve.h). Computed from a
// ResultSet whenever a view or a format needs it; the JSON carries it as
// "analysis" for other tools, and reading a result computes it again.

#include "core/analysis/host_limit.h"
#include "core/analysis/load_curve.h"
#include "core/analysis/promised.h"
#include "core/analysis/regimes.h"
#include "core/analysis/roofline.h"
#include "core/result/point_summary.h"
#include "core/result/result_set.h"

#include <QList>

#include <optional>
#include <string>
#include <vector>

namespace surfio {

// Which direction's figures a group is fitted on: reads alone at 100 % read,
// writes alone at 0 %, their sum for a mix.
enum class FitDirection { Read, Write, Both };

// Why a group's points are read as latency, not as limits of the volume.
enum class LatencyBound {
    No,           // deep enough: its plateaus are the volume's limits
    OneAtATime,   // one I/O outstanding (QD 1, one job): it measures latency, never a cap
    DeeperWentOn  // a deeper group of the same points went past its plateau
};

// Points that differ only in block size, and their roofline.
struct LimitsGroup {
    Pattern pattern = Pattern::RandRead;
    int readPercent = 100;    // effective
    int randomPercent = 100;  // effective
    uint32_t iodepth = 1;
    uint32_t jobs = 1;
    uint64_t rateIops = 0;
    FitDirection direction = FitDirection::Read;
    QList<int> points;           // point indices, by block size ascending, as fit.bounds
    QList<uint64_t> blockSizes;  // of those points
    QList<double> iops;          // of those points, in the fitted direction
    RooflineFit fit;             // without limits when latencyBound
    LatencyBound latencyBound = LatencyBound::No;
    // For DeeperWentOn: the deeper group's depth and what it reached, at one
    // block size, past this group's plateau.
    uint32_t deeperIodepth = 0;
    uint32_t deeperJobs = 0;
    uint64_t deeperBlockSize = 0;
    double deeperIops = 0;
    // I/Os outstanding at once in each of its points.
    uint64_t outstanding() const { return uint64_t(iodepth) * jobs; }
};

// The regimes of one run of a point that holds more than one.
struct RunRegimes {
    int point = -1;
    int trial = 0;
    int round = 0;
    int run = -1;  // index into ResultSet::points
    Regimes regimes;
};

struct FirstRunEffect {
    int point = -1;
    double ratio = 1;  // trial 1 / mean of the others (IOPS)
};

// Points that differ only in queue depth (at one rate), or only in rate (at
// one depth: an unthrottled point and its rates or rate steps), and their
// load curve.
struct LoadGroup {
    Pattern pattern = Pattern::RandRead;
    uint64_t blockSize = 4096;
    int readPercent = 100;
    uint32_t jobs = 1;
    bool byRate = false;  // the curve runs over rates at one depth, not over depths
    LoadCurve curve;
};

// Points that differ only in how many targets they ran on (--target-count),
// and the host's limit read from their sums (host_limit.h).
struct HostLimitGroup {
    Pattern pattern = Pattern::RandRead;
    uint64_t blockSize = 4096;  // with a split: its largest part
    std::string blockSplit;     // fio's spelling; empty: none
    int readPercent = 100;
    uint32_t iodepth = 1;
    uint32_t jobs = 1;
    uint64_t rateIops = 0;
    QList<int> points;        // by target count ascending
    QList<uint32_t> targets;  // of those points
    HostLimitFit iops;
    HostLimitFit bandwidth;  // bytes/s
};

struct Analysis {
    QList<LimitsGroup> limits;
    QList<RunRegimes> regimes;  // only runs whose kind is not Steady
    QList<FirstRunEffect> firstRun;
    QList<LoadGroup> load;
    Promised promised;  // against the matrix's volume promise, where it has one
    QList<HostLimitGroup> hostLimit;
    double sloNs = 0;

    bool empty() const
    {
        return limits.isEmpty() && regimes.isEmpty() && firstRun.isEmpty() && load.isEmpty() && hostLimit.isEmpty()
               && promised.checks.isEmpty();
    }
    // The limits group and the index in it of a point; nullptr when none.
    const LimitsGroup* limitsOf(int point, int* indexInGroup = nullptr) const;
    // The regimes of a point's runs, in run order.
    QList<RunRegimes> regimesOf(int point) const;
    const FirstRunEffect* firstRunOf(int point) const;
};

// Everything the result supports; runs with an error or stopped early take
// no part. sloNs: the latency objective for best-under-SLO; without it, the
// matrix's (Matrix::slo).
Analysis analyze(const ResultSet& results, double sloNs);
Analysis analyze(const ResultSet& results);

// The parts, for views that keep each run's figures (figures[i] of
// results.points[i]) rather than its samples and bins while a run goes on.
QList<LimitsGroup> findLimits(const ResultSet& results, const QList<RunFigures>& figures);
QList<LoadGroup> findLoad(const ResultSet& results, const QList<RunFigures>& figures, double sloNs);
// Whether points run from these specs (Matrix::expand()) will form a load
// group: kMinLoadPoints of them that differ only in depth or rate, as findLoad
// groups them. Views say what they wait for while such a run goes on.
bool plansLoadGroup(const std::vector<JobSpec>& specs);
QList<HostLimitGroup> findHostLimits(const ResultSet& results, const QList<RunFigures>& figures);
QList<FirstRunEffect> findFirstRuns(const ResultSet& results, const QList<RunFigures>& figures);
// The regimes of one run; nullopt when it holds one level, failed, stopped
// or kept no samples.
std::optional<Regimes> regimesOfRun(const JobResult& run);

}  // namespace surfio
