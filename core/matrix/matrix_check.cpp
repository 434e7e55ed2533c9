#include "core/matrix/matrix_check.h"

#include "core/text/engine_text.h"
#include "core/text/units.h"

#include <QCoreApplication>

#include <algorithm>
#include <functional>

namespace surfio {

namespace {

// A run words these refusals: they are the Runner's messages, in its context.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Runner)
};

bool refuse(MatrixRefusal& refusal, MatrixRule rule, const QString& message)
{
    refusal.rule = rule;
    refusal.message = message;
    return false;
}

bool checkPoints(const Matrix& matrix, const std::vector<JobSpec>& points, MatrixRefusal& refusal)
{
    // fio's hosts have CPUs of their own, which this machine cannot count.
    const unsigned cpus = matrix.hosts.empty() ? configuredCpus() : 0;
    for (const JobSpec& spec : points)
        if (const std::string message = validateSpec(spec, cpus); !message.empty())
            return refuse(refusal, MatrixRule::PointRuns, engineText(message));
    return true;
}

bool checkSteadyState(const SteadyStateSpec& steady, const std::vector<JobSpec>& points, MatrixRefusal& refusal)
{
    if (!steady.enabled)
        return true;
    const QString rounds = Text::tr("steady state needs a window of at least 2 rounds and at most %1 rounds, no "
                                    "fewer than the window: raise --steady-rounds")
                               .arg(kMaxRounds);
    if (steady.window < 2 || steady.maxRounds > kMaxRounds)
        return refuse(refusal, MatrixRule::SteadyStateRounds, rounds);
    if (steady.maxRounds < steady.window)
        return refuse(refusal, MatrixRule::RoundsBelowWindow, rounds);
    if (steady.trackers.empty())
        return refuse(refusal, MatrixRule::SteadyStateTracks,
                      Text::tr("steady state needs a tracking variable: give --steady-track, e.g. 4k/0"));
    for (const SteadyStateTracker& t : steady.trackers)
        if (std::none_of(points.begin(), points.end(), [&t](const JobSpec& s) { return tracks(t, s); })) {
            refusal.tracker = t;
            return refuse(refusal, MatrixRule::TrackerMatchesPoints,
                          Text::tr("steady state tracks %1 at %2 % read, which no point of the matrix runs: add that "
                                   "point, or track another with --steady-track (the matrix editor's tracked block "
                                   "size and read %)")
                              .arg(formatSize(t.blockSize))
                              .arg(t.readPercent));
        }
    return true;
}

bool checkRateSteps(const Matrix& matrix, const std::vector<JobSpec>& points, MatrixRefusal& refusal)
{
    const std::vector<int>& steps = matrix.rateSteps;
    if (steps.empty())
        return true;
    const bool inRange = std::all_of(steps.begin(), steps.end(), [](int s) { return s >= 1 && s <= 100; });
    if (!inRange || std::adjacent_find(steps.begin(), steps.end(), std::greater_equal<>()) != steps.end())
        return refuse(refusal, MatrixRule::RateSteps,
                      Text::tr("--rate-steps needs shares from 1 % to 100 %, ascending, each once, e.g. "
                               "--rate-steps=10,50,90%"));
    if (std::none_of(points.begin(), points.end(), [](const JobSpec& s) { return s.rateSharePercent > 0; }))
        return refuse(refusal, MatrixRule::RateStepsNeedBase,
                      Text::tr("--rate-steps runs each point first unthrottled, but every point has a --rate_iops: "
                               "add 0 to the --rate_iops list, or leave --rate-steps out"));
    return true;
}

// Each count runs on the first N targets: a count past them would silently
// measure fewer volumes than the axis says.
bool checkTargetCounts(const Matrix& matrix, MatrixRefusal& refusal)
{
    const size_t targets = matrix.base.targets.size();
    if (targets == 0)  // no target yet: validateSpec asks for one
        return true;
    for (const Sweep& sweep : matrix.sweeps)
        for (uint32_t count : sweep.targetCounts)
            if (count > targets)
                return refuse(refusal, MatrixRule::TargetCount,
                              Text::tr("--target-count=%1 runs on %1 targets, but --filename names %2: name at "
                                       "least %1 targets (--filename=a:b:…), or lower --target-count to counts "
                                       "up to %2")
                                  .arg(count)
                                  .arg(targets));
    return true;
}

}  // namespace

bool checkMatrix(const Matrix& matrix, MatrixRefusal& refusal)
{
    const std::vector<JobSpec> points = matrix.expand();
    if (points.empty())
        return refuse(refusal, MatrixRule::HasPoints,
                      Text::tr("the matrix has no points: give at least one block size, mix, depth and job count"));
    if (matrix.trials < 1 || matrix.trials > kMaxTrials)
        return refuse(refusal, MatrixRule::Trials,
                      Text::tr("--trials=%1 is outside 1 to %2").arg(matrix.trials).arg(kMaxTrials));
    if (!matrix.hosts.empty() && matrix.base.engine != EngineChoice::Fio)
        return refuse(refusal, MatrixRule::HostsNeedFio,
                      Text::tr("hosts are given but the engine is not fio: only fio runs on other hosts "
                               "(--engine=fio)"));
    return checkTargetCounts(matrix, refusal) && checkPoints(matrix, points, refusal)
           && checkSteadyState(matrix.steadyState, points, refusal) && checkRateSteps(matrix, points, refusal);
}

}  // namespace surfio
