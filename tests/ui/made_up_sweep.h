#pragma once

// A made-up result for tests of views and reports: a randrw sweep of 100 and
// 50 % read × 4 KiB, 64 KiB and 1 MiB at QD 16, 3 trials a point, every
// figure scaled by `speed`; point 4 (50 % read, 64 KiB) is unstable, its
// trials at 0.6, 1.8 and 0.6 × its figure.

#include "core/result/result_set.h"

#include <QDateTime>

namespace testing {

using namespace surfio;

// Trial t of a point at `iops` (the unstable point's trials swing).
inline JobResult runOf(const JobSpec& spec, int point, int trial, double iops)
{
    JobResult r;
    r.spec = spec;
    r.point = point;
    r.trial = trial;
    r.seconds = 1;
    r.engine.name = "io_uring";
    TargetInfo target;
    target.path = "/var/tmp/made-up.dat";
    target.ioPath = target.path;
    target.size = 1 << 30;
    target.regionSize = 1 << 30;
    target.logicalBlockSize = 512;
    target.physicalBlockSize = 4096;
    target.model = "Made-up SSD";
    r.targets.push_back(target);
    const auto ios = uint64_t(iops);
    r.read.ios = ios * uint64_t(spec.readPercent) / 100;
    r.write.ios = ios - r.read.ios;
    r.read.bytes = r.read.ios * spec.blockSize;
    r.write.bytes = r.write.ios * spec.blockSize;
    r.read.latSumNs = double(r.read.ios) * 1e9 / iops;
    r.write.latSumNs = double(r.write.ios) * 1e9 / iops;
    r.read.histogram.add(uint64_t(1e9 / iops));
    r.write.histogram.add(uint64_t(1e9 / iops));
    return r;
}

// speed scales every figure; point 4 is unstable (CV far above 10 %).
inline ResultSet sweep(double speed)
{
    ResultSet set;
    set.matrix.sweeps.front().patterns = {Pattern::RandReadWrite};
    set.matrix.sweeps.front().readPercents = {100, 50};
    set.matrix.sweeps.front().blockSizes = {4096, 65536, 1 << 20};
    set.matrix.sweeps.front().queueDepths = {16};
    set.matrix.trials = 3;
    set.started = QDateTime(QDate(2026, 12, 2), QTime(10, 0));
    set.host.hostname = QStringLiteral("bench-host");
    set.host.kernel = QStringLiteral("6.1.0");
    set.host.surfioVersion = QStringLiteral("0.18.0");
    const std::vector<JobSpec> specs = set.matrix.expand();
    for (int point = 0; point < int(specs.size()); ++point)
        for (int trial = 0; trial < 3; ++trial) {
            const double base = 40000.0 / double(specs[size_t(point)].blockSize / 4096 + 1);
            const double swing = point == 4 ? (trial == 1 ? 1.8 : 0.6) : 1.0 + 0.01 * trial;
            set.points.append(runOf(specs[size_t(point)], point, trial, speed * base * swing));
        }
    return set;
}

}  // namespace testing
