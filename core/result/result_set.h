#pragma once

#include "core/engine/job_result.h"
#include "core/matrix/matrix.h"
#include "core/matrix/run_costs.h"
#include "core/result/host_info.h"

#include <QDateTime>
#include <QList>
#include <QMetaType>
#include <QString>

namespace surfio {

// Steady state as a run found it: per tracker, its value each round, and
// the check over the window ending at each round from the window's size on.
struct SteadyStateReport {
    struct Series {
        SteadyStateTracker tracker;
        QString label;         // "4 KiB 0 % read IOPS"
        QList<double> values;  // by round
    };
    QList<Series> series;
    int rounds = 0;  // rounds finished
    bool reached = false;
    int windowFirstRound = -1;  // the window the reported values are the mean of; -1: none yet
};

// A whole matrix run: every finished run of every point (each trial, each
// round), in the order they ran, and how it ended.
struct ResultSet {
    Matrix matrix;  // as run, with the seed it used: enough to run it again
    QDateTime started;
    HostInfo host;
    QList<JobResult> preconditioning;  // one pass per target, when asked for
    QList<JobResult> points;
    SteadyStateReport steadyState;  // when matrix.steadyState.enabled
    bool stopped = false;           // a stop request ended it early
    QString error;                  // set when the run failed; points hold what finished
    bool inputError = false;        // the error was bad input (exit code 2), not a failure while running
    RunTimings timings;             // what the points really cost, for RunCostBook (not saved with the result)
};

// Progress of a running matrix, for a progress line or bar.
struct RunProgress {
    int point = 0;  // 0-based index of the running point
    int points = 0;
    QString phase;  // "layout", "precondition", "running"
    int trial = 0;  // of the running point, from 0
    int trials = 1;
    int round = 0;  // steady-state round, from 0
    int maxRounds = 1;
    double fraction = 0;  // of the whole run, 0..1
    double elapsedSeconds = 0;
    double etaSeconds = 0;
};

}  // namespace surfio

Q_DECLARE_METATYPE(surfio::JobSpec)
Q_DECLARE_METATYPE(surfio::JobResult)
Q_DECLARE_METATYPE(surfio::IntervalSample)
Q_DECLARE_METATYPE(surfio::ResultSet)
Q_DECLARE_METATYPE(surfio::SteadyStateReport)
Q_DECLARE_METATYPE(surfio::RunProgress)
