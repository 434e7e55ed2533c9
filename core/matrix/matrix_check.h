#pragma once

#include "core/matrix/matrix.h"

#include <QString>

namespace surfio {

// The rules a matrix keeps to run, wherever it comes from (the command line,
// a preset, a journal, the matrix editor): the Runner refuses what breaks
// them, and the editor marks it before a run. What only a run can check (its
// targets, buffer memory, whether fio is there) stays with the Runner.
enum class MatrixRule {
    None,
    HasPoints,             // at least one point
    Trials,                // 1 to kMaxTrials runs of each point
    HostsNeedFio,          // hosts only with fio as the engine
    PointRuns,             // every point passes validateSpec
    SteadyStateRounds,     // a window of at least 2 rounds, at most kMaxRounds rounds
    RoundsBelowWindow,     // no fewer rounds than the window
    SteadyStateTracks,     // at least one tracker
    TrackerMatchesPoints,  // every tracker's block size and read % is a point of the matrix
    RateSteps,             // rate steps are 1 to 100 %, ascending, each once
    RateStepsNeedBase,     // rate steps need an unthrottled point to measure first
    TargetCount,           // a target count names no more targets than the matrix has
};

// Which rule a matrix breaks, with the values a front end may word it with.
struct MatrixRefusal {
    MatrixRule rule = MatrixRule::None;
    QString message;             // for people, as a run words it
    SteadyStateTracker tracker;  // TrackerMatchesPoints: the tracker no point matches
};

// False, with the first rule broken, when the matrix cannot run. Each point is
// checked with the matrix's targets (validateSpec wants at least one).
bool checkMatrix(const Matrix& matrix, MatrixRefusal& refusal);

}  // namespace surfio
