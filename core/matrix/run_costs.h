#pragma once

#include "core/engine/job_result.h"
#include "core/matrix/matrix.h"

#include <QString>

#include <cstdint>

namespace surfio {

// A least-squares line y = a + b·x over samples, kept as sums so that runs
// can add to it and a book can keep it; older samples fade (scaleTo).
struct LinearFit {
    double n = 0, x = 0, y = 0, xx = 0, xy = 0;
    void add(double xi, double yi);
    void merge(const LinearFit& other);
    void scaleTo(double memory);  // at most `memory` samples' weight, the old ones shrunk alike
    double intercept() const;     // a; the mean of y when the x do not spread
    double slope() const;         // b; 0 when the x do not spread
    bool spreads() const;         // whether the x spread enough to tell a slope
};

// What a run costs on this machine beyond its points' runtime and ramp, for
// one kind of target: learnt from earlier runs (RunCostBook), a cautious
// default before any. A point's overhead grows with the bytes it keeps in
// flight (queue depth × jobs × block size): its buffers are set up, and at
// the end the I/Os in flight drain — 1,024 I/Os of 1 MiB take seconds.
struct RunCosts {
    double overheadSeconds = 0.1;         // per run of a point: workers, rings, the first and last I/Os
    double overheadPerGiBInFlight = 5.0;  // and per GiB in flight (200 MB/s to drain)
    double layoutBytesPerSecond = 100e6;  // laying out (and preconditioning) a region
    double bytesPerSecond = 0;            // what byte-bounded points moved, all jobs; 0: not known yet
    double pointOverhead(const JobSpec& spec) const;
    // Nothing beyond the points' runtime and ramp: what a run is sure to take,
    // which its progress counts in.
    static RunCosts none();
};

// What one run of a point is set to take: its runtime and ramp (a point that
// ends by bytes, its ramp alone).
double pointSeconds(const JobSpec& spec);

// The bytes a point keeps in flight: what it sets up and drains.
double inFlightGiB(const JobSpec& spec);

// What the runner measured of one run, for the book to learn from.
struct RunTimings {
    bool measured = false;               // a run on this machine's targets (not on fio's hosts)
    TargetKind kind = TargetKind::File;  // of the first target
    LinearFit overhead;        // runs of points that end by time, not stopped: wall − runtime − ramp by inFlightGiB
    uint64_t layoutBytes = 0;  // laid out or preconditioned, and how long it took
    double layoutSeconds = 0;
    uint64_t boundedBytes = 0;  // runs of points that end by bytes: what they moved and how long it took
    double boundedSeconds = 0;
};

// How long a matrix will take, from its points and the costs. A point that
// ends by bytes (runtime 0 with a size per job) at a speed not yet known
// leaves its I/O time out: the estimate then says it runs "until N per job
// is done" (untilBytesPerJob).
struct RunEstimate {
    double pointSeconds = 0;   // every run of every point (trials; steady state: every round up to the cap)
    double layoutSeconds = 0;  // laying the region out first, where it will be
    double preconditionSeconds = 0;
    uint64_t untilBytesPerJob = 0;  // the largest size per job of a byte-bounded point at an unknown speed; 0: none
    double seconds() const { return pointSeconds + layoutSeconds + preconditionSeconds; }
};

RunEstimate estimateRun(const Matrix& matrix, TargetKind kind, const RunCosts& costs);

// A target's kind from its name alone, as the Setup panel spells it: /dev/…
// a device, a trailing slash a directory, else a file.
TargetKind targetKindByName(const std::string& path);

// The running figures per target kind, kept in an INI file beside the runs.
// Each run moves them towards what it measured, the newest weighing as much
// as a fixed share of the past (a machine changes). Without persist (demo
// mode) the book reads but never writes.
class RunCostBook {
public:
    RunCostBook(const QString& path, bool persist);
    static QString defaultPath();  // AppDataLocation/run-costs.ini

    RunCosts costs(TargetKind kind) const;
    void learn(const RunTimings& timings);

private:
    QString path_;
    bool persist_;
};

}  // namespace surfio
