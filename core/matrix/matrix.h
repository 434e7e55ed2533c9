#pragma once

#include "core/engine/job_spec.h"
#include "core/volume/volume_promise.h"

#include <QStringList>

#include <cstdint>
#include <string>
#include <vector>

namespace surfio {

// One cross product of swept lists. It expands in a fixed, documented order,
// outermost first: target count, pattern, queue depth, jobs, rate, read %,
// block size (the sizes, then the splits) — each list in the order given.
// The target count is outermost, as Iometer cycles its targets: each count
// runs the whole rest of the sweep on the first N targets, so the host
// maximum reads as one curve over the number of volumes. Patterns without a
// mix (read, write, randread, randwrite) take one point per combination
// whatever the read % list holds. The rate sits with the load (depth, jobs),
// outside the surface's read % × block size grid, which each rate fills whole.
struct Sweep {
    // How many of the matrix's targets a point runs on: the first N of
    // base.targets (jobs spread over them as always). Empty: all of them,
    // no axis.
    std::vector<uint32_t> targetCounts;
    std::vector<Pattern> patterns{Pattern::RandRead};
    std::vector<uint32_t> queueDepths{1};
    std::vector<uint32_t> jobCounts{1};
    std::vector<uint64_t> rateIops{0};  // fio's rate_iops, per job; 0: unthrottled
    std::vector<int> readPercents{100};
    std::vector<uint64_t> blockSizes{4096};
    std::vector<BlockSplit> blockSplits;  // more block-size columns, one per split

    bool operator==(const Sweep&) const = default;
};

// The sweep of one point alone: its pattern, depth, jobs, rate, mix (what it
// reads, effectiveReadPercent) and its block size or split. A rate step
// becomes a point at the rate it ran at.
Sweep sweepOfPoint(const JobSpec& point);

// In which order the points run.
enum class MatrixOrder {
    AsListed,  // sweep after sweep, each in its documented order
    Pts,       // SNIA PTS: mix outer, block size descending inner
    Shuffled,  // as listed, then shuffled with orderSeed
};
std::string matrixOrderName(MatrixOrder o);  // "listed", "pts", "shuffled"
bool parseMatrixOrder(const std::string& s, MatrixOrder& o);

// What a steady-state run watches: the points with this block size and read %
// (all of them, whatever their depth and jobs), by IOPS.
struct SteadyStateTracker {
    uint64_t blockSize = 4096;
    int readPercent = 0;
    bool operator==(const SteadyStateTracker&) const = default;
};
// Whether the tracker watches this point: a point of one block size (not a
// split) with the tracker's size and read %, and no rate step (its rate
// follows the tracked point it comes from).
bool tracks(const SteadyStateTracker& tracker, const JobSpec& point);

// SNIA PTS steady state: the matrix repeats in rounds until the trackers
// settle over the last `window` rounds, at most maxRounds.
struct SteadyStateSpec {
    bool enabled = false;
    std::vector<SteadyStateTracker> trackers{SteadyStateTracker{}};
    int window = 5;
    int maxRounds = 25;
    bool operator==(const SteadyStateSpec&) const = default;
};

// A whole test: what every point shares (base), the sweeps, and the method —
// order, trials, preconditioning, steady state. It holds everything needed
// to run it again.
struct Matrix {
    JobSpec base;
    std::vector<Sweep> sweeps{Sweep{}};
    MatrixOrder order = MatrixOrder::AsListed;
    uint64_t orderSeed = 0;     // for Shuffled; 0 until a run picks one
    int trials = 1;             // runs of each point, back to back
    bool precondition = false;  // write the region twice, 128 KiB sequential, first
    SteadyStateSpec steadyState;

    // With fio as the engine (base.engine == EngineChoice::Fio): the servers
    // of fio's client/server mode as given ("host", "host:port",
    // "[v6addr]:port"); empty: fio runs on this machine.
    std::vector<std::string> hosts;
    // fio options Surfio's engine does not model (from an imported job file)
    // as "name=value": written to the [global] of every job file Surfio
    // gives fio or exports, after Surfio's own, so they win.
    std::vector<std::string> fioOptions;

    // Where it came from, so a shrunk preset says so in its result.
    std::string preset;            // name, empty when not from a preset
    Nanoseconds presetRuntime{0};  // the preset's intended runtime per point
    uint64_t presetRegion = 0;     // the preset's intended region size
    // The preset's region was larger than a target, so base.regionSize is
    // the whole of the smallest (fitPresetRegion, preset.h): a preset's
    // region is "up to" its size.
    bool presetRegionFitted = false;

    // What the provider promises for the volume under test (--volume), resolved
    // when the run began; empty: no promise to hold the limits against.
    VolumePromise volume;

    // The latency objective the analysis reads the load curves against
    // (core/analysis/load_curve.h): the most IOPS whose p99 stays within it.
    Nanoseconds slo{std::chrono::milliseconds(1)};

    // --rate-steps, vdbench's curve: each unthrottled point (rate 0) is
    // followed by one point per share, in percent (1 to 100, ascending, each
    // once), run at that share of the IOPS it reached (rateStepIops), so
    // latency is measured at fixed arrival rates too. Empty: none.
    std::vector<int> rateSteps;

    // The points of one round, in run order; point i of a result is
    // expand()[i]. The sweeps' points (shuffled, for that order), each
    // unthrottled one followed by its rate steps (rateSharePercent set,
    // rateIops 0 until the Runner knows it).
    std::vector<JobSpec> expand() const;
    // How many expand() gives, counted without building them (saturating):
    // a matrix from outside input is checked against kMaxPoints first.
    uint64_t pointCount() const;
    bool writes() const;                               // any point writes, or preconditioning
    bool reads() const;                                // any point reads
    std::vector<uint64_t> distinctBlockSizes() const;  // every size any I/O can have
    bool shrunk() const;                               // runtime or region below the preset's (or fitted)
};

// The point a rate step comes from: the closest before it that is no rate
// step (expand() puts a point's steps right after it). -1 when `step` is no
// rate step.
int rateStepBase(const std::vector<JobSpec>& points, size_t step);

// A rate step's rate_iops: its share of the IOPS its point reached
// unthrottled, spread over every worker (numjobs, times fio's hosts),
// rounded up; at least 1.
uint64_t rateStepIops(double unthrottledIops, int sharePercent, uint64_t workers);

constexpr int kMaxTrials = 1000;
// Points of one round. Far more than a day of one-second points, and few
// enough that expanding them takes a blink: a preset, result or journal of a
// few kilobytes cannot ask for billions (found by tests/fuzz).
constexpr uint64_t kMaxPoints = 100000;
constexpr int kMaxRounds = 1000;

// The matrix of `surfio run` with no options: a few block sizes × a few mixes,
// a few seconds each, under two minutes in all.
Matrix quickMatrix();

// The targets a matrix names, as the window and the command line list them.
QStringList targetPaths(const Matrix& matrix);

}  // namespace surfio
