#pragma once

#include "host_info.h"
#include "job_result.h"

#include <QDateTime>
#include <QList>
#include <QMetaType>
#include <QString>

namespace surfio {

// A whole matrix run: every finished point, in order, and how it ended.
struct ResultSet {
    QDateTime started;
    HostInfo host;
    QList<JobResult> points;
    bool stopped = false;       // a stop request ended it early
    QString error;              // set when the run failed; points hold what finished
    bool inputError = false;    // the error was bad input (exit code 2), not a failure while running
};

// Progress of a running matrix, for a progress line or bar.
struct RunProgress {
    int point = 0;              // 0-based index of the running point
    int points = 0;
    QString phase;              // "layout", "running"
    double fraction = 0;        // of the whole run, 0..1
    double elapsedSeconds = 0;
    double etaSeconds = 0;
};

} // namespace surfio

Q_DECLARE_METATYPE(surfio::JobSpec)
Q_DECLARE_METATYPE(surfio::JobResult)
Q_DECLARE_METATYPE(surfio::IntervalSample)
Q_DECLARE_METATYPE(surfio::ResultSet)
Q_DECLARE_METATYPE(surfio::RunProgress)
