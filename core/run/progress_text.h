#pragma once

#include "core/engine/job_spec.h"
#include "core/result/result_set.h"

#include <QCoreApplication>
#include <QString>

namespace surfio {

// Where a run is, in one line, for both front ends (the window's status bar,
// `surfio run`'s line on a terminal): the layout or preconditioning with its
// share, else the round, the point and its spec, the trial, the time spent
// and left ("Point 3/24 · randread · QD 8 × 1 job · 4 KiB · 70 % read ·
// elapsed 12 s · about 3 min 10 s left").
class ProgressText {
    Q_DECLARE_TR_FUNCTIONS(surfio::ProgressText)
public:
    // running: the spec of the point p speaks of.
    static QString line(const RunProgress& p, const JobSpec& running);
    static QString duration(double seconds);  // "42 s", "3 min 10 s", "1 h 5 min"
};

}  // namespace surfio
