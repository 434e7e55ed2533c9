#pragma once

#include "core/engine/job_spec.h"
#include "core/result/result_set.h"

#include <QCoreApplication>
#include <QString>

namespace surfio {

// What a result says about what was measured and how, in the few words a
// chart or a report carries with it: a title naming the device and the
// workload, and a caption with the provenance. Both front ends and every
// export (PNG, SVG, the report's PDF) take them from here.
class Provenance {
    Q_DECLARE_TR_FUNCTIONS(surfio::Provenance)
public:
    // "Samsung SSD 980 · randread · QD 32 × 4 jobs": the first target's device
    // model (its path when the model is unknown), then the slice (below).
    static QString title(const ResultSet& results, const JobSpec& slice);
    // The same for the result's first point (the matrix's base before any ran).
    static QString title(const ResultSet& results);
    // "/dev/nvme0n1 (Samsung SSD 980) · io_uring SINGLE_ISSUER|DEFER_TASKRUN ·
    // direct I/O · 10 s per point, 3 trials · 2026-12-02 · Surfio 0.17.0"
    static QString caption(const ResultSet& results);

    static QString target(const ResultSet& results);  // the first target: model, else path
    // A slice of a matrix (the points that share all but block size and read
    // mix): "randread · QD 32 × 4 jobs", with its rate when it has one
    // (" · 2,000 IOPS per job", " · at 50 % of the unthrottled IOPS") and its
    // targets when more than one (" · 2 targets", --target-count), so that
    // a rate sweep's slices differ. Every selector, heading and title of a
    // slice says it so.
    static QString slice(const JobSpec& spec);
};

}  // namespace surfio
