// How regimes are found, in steps:
//  1. The samples looked at: intervals of no length dropped, and a partial
//     first or last interval (shorter than half the typical one: the drain
//     tail) left out of the fit; its time and bytes still count. Stalls
//     (kMinStallSeconds or more with no completion) are taken out too: they
//     are segments of their own, put back among the levels at the end, so a
//     throttle's half second of debt never pulls a level down.
//  2. Each interval's IOPS and bandwidth, with spikes of up to 0.3 s
//     replaced by their neighbourhood's median (a Hampel filter): the first
//     interval after start and the moment a throttle's limit changes show
//     the throttle's own slack, not a level. Whether two levels differ
//     enough is judged through a running median two regimes less an
//     interval wide, which wipes out anything shorter than a regime (a 0.6 s
//     dip, a lone first interval) and keeps a longer level and its step
//     where they are.
//  3. The noise of each rate, robustly, from successive differences (which a
//     step or a slow slide hardly moves). Both rates are tested in units of
//     their noise, so one cost adds them up.
//  4. Steps by binary segmentation (not PELT: a run holds a few thousand
//     samples at most and few changes, and a split's minimum length is
//     simply bounded): a piece is cut where the squared error falls most,
//     when that fall exceeds a penalty of 3 ln n per rate (BIC-like, in
//     noise units, so noise alone cuts nothing), each side at least
//     kMinRegimeSeconds and two intervals long.
//  5. A slide: a level, a straight ramp, a level (either level may be
//     absent), where the data before and after the ramp differ by at least
//     kMinRegimeChange. What tells it from a step is how long the change
//     takes: the best ramp lasts kMinSlideSeconds or more, or else the
//     change came fast and is a step, however a staircase fits it.
//  6. The shape with the least penalized cost wins: the significant steps
//     of 4 (a penalty per change; one level when there are none), or the
//     slide (a penalty for its slope and one per knot inside the run).
//  7. Steps: neighbours that differ by less than kMinRegimeChange, or not
//     significantly, merge; one piece left is one level. Merging after the
//     choice of shape keeps a real step under kMinRegimeChange from passing
//     for a slide that the step's noise made look large. Steps that remain,
//     none of them sharp (a curved slide, as an exponential decay, that a
//     staircase fits better than a straight ramp), are the slide after all.
//  8. The sustained level: a trimmed mean of the last level's raw intervals
//     (kSustainedTrim), robust to one odd interval the filter of 2 let by.

#include "core/analysis/regimes.h"

#include "core/analysis/median.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <numeric>

namespace surfio {

const char* regimeKindName(RegimeKind kind)
{
    switch (kind) {
    case RegimeKind::Steady:
        return "steady";
    case RegimeKind::Burst:
        return "burst";
    case RegimeKind::Drop:
        return "drop";
    case RegimeKind::Decay:
        return "decay";
    case RegimeKind::Rise:
        return "rise";
    case RegimeKind::Stall:
        return "stall";
    }
    return "steady";
}

const RegimeSegment* Regimes::firstLevel() const
{
    const auto it = std::find_if(segments.begin(), segments.end(), [](const RegimeSegment& s) { return !s.stall; });
    return it == segments.end() ? nullptr : &*it;
}

std::vector<RegimeSegment> Regimes::stalls() const
{
    std::vector<RegimeSegment> out;
    std::copy_if(segments.begin(), segments.end(), std::back_inserter(out),
                 [](const RegimeSegment& s) { return s.stall; });
    return out;
}

namespace {

constexpr int kRates = 2;                  // interval IOPS and bandwidth, segmented together
constexpr double kPenaltyPerLogN = 3.0;    // per rate and change, in units of the noise's variance
constexpr double kSpikeSeconds = 0.3;      // an outlier up to this long is a spike, not a level
constexpr double kSpikeSigmas = 3.0;       // ... and it lies this many noise deviations away
constexpr double kPartialShare = 0.5;      // an edge interval shorter than this share is partial
constexpr double kNoiseFloorShare = 0.01;  // no rate is taken as less noisy than 1 % of its level
constexpr size_t kMaxSlideKnots = 200;     // where a ramp may start or end, at most
constexpr double kSharpShare = 0.5;        // of its change, a step makes within half a regime of it

// Relative to the larger, so a fall and the rise back are the same change.
double relativeDifference(double a, double b)
{
    const double larger = std::max(std::fabs(a), std::fabs(b));
    return larger > 0 ? std::fabs(a - b) / larger : 0;
}

size_t samplesFor(double seconds, double interval)
{
    if (interval <= 0)
        return 2;
    return std::max<size_t>(2, size_t(std::ceil(seconds / interval - 1e-9)));
}

// Step 1: the run's intervals, and which of them the fit looks at.
struct Run {
    std::vector<const IntervalSample*> all;  // of some length, in time order, stalls taken out
    size_t lo = 0, hi = 0;                   // the looked-at ones: [lo, hi)
    double interval = 0;                     // the typical length
    std::vector<RegimeSegment> stalls;       // taken out of the looked-at ones, in time order

    size_t size() const { return hi - lo; }
    const IntervalSample& at(size_t i) const { return *all[lo + i]; }
    // The first and last stretch take in the intervals left out; one ends where the next begins.
    double startOf(size_t i) const { return i == 0 ? all.front()->t - all.front()->seconds : at(i - 1).t; }
    double endOf(size_t i) const { return i + 1 == size() ? all.back()->t : at(i).t; }
};

bool completedNothing(const IntervalSample& s)
{
    return s.read.ios + s.write.ios == 0;
}

// The looked-at intervals [from, to) when they are one stall: from the start
// of the first to the end of the last, kMinStallSeconds at least.
std::optional<RegimeSegment> stallOf(const Run& run, size_t from, size_t to)
{
    if (to == from)
        return std::nullopt;
    const double start = run.all[from]->t - run.all[from]->seconds;
    const double end = run.all[to - 1]->t;
    if (end - start < kMinStallSeconds - 1e-9)
        return std::nullopt;
    return RegimeSegment{start, end, 0, 0, true};
}

// Step 1's stalls: each stretch of looked-at intervals with no completion
// that is long enough goes from the run into run.stalls.
void takeStalls(Run& run)
{
    std::vector<const IntervalSample*> kept(run.all.begin(), run.all.begin() + std::ptrdiff_t(run.lo));
    for (size_t i = run.lo; i < run.hi;) {
        size_t j = i;
        while (j < run.hi && completedNothing(*run.all[j]))
            ++j;
        if (const std::optional<RegimeSegment> stall = stallOf(run, i, j))
            run.stalls.push_back(*stall);
        else
            kept.insert(kept.end(), run.all.begin() + std::ptrdiff_t(i), run.all.begin() + std::ptrdiff_t(j));
        if (j < run.hi)
            kept.push_back(run.all[j]);
        i = j + 1;
    }
    const size_t hi = kept.size();
    kept.insert(kept.end(), run.all.begin() + std::ptrdiff_t(run.hi), run.all.end());
    run.all = std::move(kept);
    run.hi = hi;
}

Run lookedAt(std::span<const IntervalSample> samples)
{
    Run run;
    std::vector<double> lengths;
    for (const IntervalSample& s : samples) {
        if (s.seconds > 0) {
            run.all.push_back(&s);
            lengths.push_back(s.seconds);
        }
    }
    run.interval = median(lengths);
    run.hi = run.all.size();
    const double partial = kPartialShare * run.interval;
    while (run.size() > 1 && run.all[run.lo]->seconds < partial)
        ++run.lo;
    while (run.size() > 1 && run.all[run.hi - 1]->seconds < partial)
        --run.hi;
    takeStalls(run);
    return run;
}

double bytesUntil(const Run& run, double t)
{
    double bytes = 0;
    for (const IntervalSample* s : run.all) {
        if (s->t > t + 1e-9)
            break;
        bytes += double(s->read.bytes + s->write.bytes);
    }
    return bytes;
}

// Step 3: the standard deviation of white noise from successive
// differences, robustly (a step or a spike is one or two large differences):
// the larger of their MAD and the root mean square of the smallest 90 % of
// them, each scaled to a normal deviation. One estimate alone, from the few
// differences of a short run, too often comes out low by chance, and a low
// noise makes noise look like a change.
double noiseOf(const std::vector<double>& x)
{
    std::vector<double> diffs;
    std::vector<double> magnitudes;
    for (size_t i = 0; i < x.size(); ++i) {
        magnitudes.push_back(std::fabs(x[i]));
        if (i > 0)
            diffs.push_back(std::fabs(x[i] - x[i - 1]));
    }
    std::sort(diffs.begin(), diffs.end());
    const double mad = 1.4826 * median(diffs);
    const size_t kept = diffs.size() - diffs.size() / 10;
    double squares = 0;
    for (size_t i = 0; i < kept; ++i)
        squares += diffs[i] * diffs[i];
    // E[Z² | |Z| < 1.645] = 0.623 for a standard normal Z.
    const double trimmed = kept ? std::sqrt(squares / double(kept) / 0.623) : 0;
    return std::max({std::max(mad, trimmed) / std::sqrt(2.0), kNoiseFloorShare * median(magnitudes), 1e-9});
}

// Each value's neighbourhood: the median of the 2 half + 1 values around it,
// the window shifted inward at the edges (so the first interval is judged by
// those after it). A median keeps a step where it is.
std::vector<double> runningMedian(const std::vector<double>& x, size_t half)
{
    const size_t width = 2 * half + 1;
    if (x.size() < width || half == 0)
        return x;
    std::vector<double> out(x.size());
    for (size_t i = 0; i < x.size(); ++i) {
        const size_t from = std::min(i > half ? i - half : 0, x.size() - width);
        out[i] = median({x.begin() + std::ptrdiff_t(from), x.begin() + std::ptrdiff_t(from + width)});
    }
    return out;
}

// Step 2: a spike replaced by its neighbourhood's median.
std::vector<double> withoutSpikes(const std::vector<double>& x, double noise, double interval)
{
    const auto half = size_t(std::ceil(kSpikeSeconds / interval - 1e-9));
    std::vector<double> out = x;
    const std::vector<double> local = runningMedian(x, std::max<size_t>(half, 1));
    for (size_t i = 0; i < x.size(); ++i) {
        const double away = std::fabs(x[i] - local[i]);
        if (away > kSpikeSigmas * noise && away > kMinRegimeChange * std::fabs(local[i]))
            out[i] = local[i];
    }
    return out;
}

// The rates of the looked-at intervals, and sums over any stretch of them.
// Three views of them: the levels reported (weighted by time, spikes left
// out); the same rates centred and in units of the noise, for whether a
// change is significant; and the rates through a running median as long as
// a regime less one interval, for whether a change is large enough
// (anything shorter than a regime, as a 0.6 s dip, vanishes from it, and a
// longer level stays whole).
class Rates {
public:
    Rates(const Run& run, size_t minLength);

    size_t size() const { return n_; }
    // The time-weighted level of rate r over intervals [b, e).
    double level(int r, size_t b, size_t e) const { return weighted(levels_, r, b, e); }
    // The trimmed mean of rate r's raw intervals [b, e) (step 8).
    double robustLevel(int r, size_t b, size_t e) const;
    // In noise units, over [b, e): the sum, and the sum of squares.
    double sum(int r, size_t b, size_t e) const { return at(sum_, r, e) - at(sum_, r, b); }
    double sumSquares(int r, size_t b, size_t e) const { return at(squares_, r, e) - at(squares_, r, b); }
    double sumIndexed(int r, size_t b, size_t e) const { return at(indexed_, r, e) - at(indexed_, r, b); }
    // The squared error of one level per rate over [b, e).
    double cost(size_t b, size_t e) const;
    // How much the squared error falls when [b, e) is cut at m.
    double gain(size_t b, size_t m, size_t e) const;
    // The larger relative difference of the two rates' levels over [b1, e1)
    // and [b2, e2): as a regime-long running median sees them (a regime's
    // change), or as measured (a step's sharpness, on stretches too short
    // for the running median to be fair).
    double difference(size_t b1, size_t e1, size_t b2, size_t e2) const { return largest(smooth_, b1, e1, b2, e2); }
    double measuredDifference(size_t b1, size_t e1, size_t b2, size_t e2) const
    {
        return largest(levels_, b1, e1, b2, e2);
    }

private:
    using Prefix = std::array<std::vector<double>, kRates>;
    static double at(const Prefix& p, int r, size_t i) { return p[size_t(r)][i]; }
    double weighted(const Prefix& p, int r, size_t b, size_t e) const;
    double largest(const Prefix& p, size_t b1, size_t e1, size_t b2, size_t e2) const;

    size_t n_ = 0;
    Prefix levels_, smooth_, sum_, squares_, indexed_;
    std::array<std::vector<double>, kRates> raw_;
    std::vector<double> seconds_;
};

Rates::Rates(const Run& run, size_t minLength)
    : n_(run.size())
{
    seconds_.assign(n_ + 1, 0);
    for (size_t i = 0; i < n_; ++i)
        seconds_[i + 1] = seconds_[i] + run.at(i).seconds;
    for (int r = 0; r < kRates; ++r) {
        std::vector<double> x(n_);
        for (size_t i = 0; i < n_; ++i) {
            const IntervalSample& s = run.at(i);
            x[i] = double(r == 0 ? s.read.ios + s.write.ios : s.read.bytes + s.write.bytes) / s.seconds;
        }
        const auto k = size_t(r);
        raw_[k] = x;
        const double noise = noiseOf(x);
        const std::vector<double> levels = withoutSpikes(x, noise, run.interval);
        const std::vector<double> smooth = runningMedian(x, minLength - 1);
        const double mean = n_ ? std::accumulate(levels.begin(), levels.end(), 0.0) / double(n_) : 0;
        for (Prefix* p : {&levels_, &smooth_, &sum_, &squares_, &indexed_})
            (*p)[k].assign(n_ + 1, 0);
        for (size_t i = 0; i < n_; ++i) {
            const double z = (levels[i] - mean) / noise;
            levels_[k][i + 1] = levels_[k][i] + levels[i] * run.at(i).seconds;
            smooth_[k][i + 1] = smooth_[k][i] + smooth[i] * run.at(i).seconds;
            sum_[k][i + 1] = sum_[k][i] + z;
            squares_[k][i + 1] = squares_[k][i] + z * z;
            indexed_[k][i + 1] = indexed_[k][i] + double(i) * z;
        }
    }
}

double Rates::weighted(const Prefix& p, int r, size_t b, size_t e) const
{
    const double seconds = seconds_[e] - seconds_[b];
    return seconds > 0 ? (at(p, r, e) - at(p, r, b)) / seconds : 0;
}

double Rates::robustLevel(int r, size_t b, size_t e) const
{
    std::vector<double> x(raw_[size_t(r)].begin() + std::ptrdiff_t(b), raw_[size_t(r)].begin() + std::ptrdiff_t(e));
    std::sort(x.begin(), x.end());
    size_t trim = size_t(kSustainedTrim * double(x.size()));
    if (x.size() >= 5)
        trim = std::max<size_t>(trim, 1);
    if (x.size() <= 2 * trim)
        return 0;
    return std::accumulate(x.begin() + std::ptrdiff_t(trim), x.end() - std::ptrdiff_t(trim), 0.0)
           / double(x.size() - 2 * trim);
}

double Rates::cost(size_t b, size_t e) const
{
    double c = 0;
    for (int r = 0; r < kRates; ++r)
        c += sumSquares(r, b, e) - sum(r, b, e) * sum(r, b, e) / double(e - b);
    return std::max(c, 0.0);
}

double Rates::gain(size_t b, size_t m, size_t e) const
{
    const double n1 = double(m - b), n2 = double(e - m);
    double g = 0;
    for (int r = 0; r < kRates; ++r) {
        const double d = sum(r, b, m) / n1 - sum(r, m, e) / n2;
        g += n1 * n2 / (n1 + n2) * d * d;
    }
    return g;
}

double Rates::largest(const Prefix& p, size_t b1, size_t e1, size_t b2, size_t e2) const
{
    double d = 0;
    for (int r = 0; r < kRates; ++r)
        d = std::max(d, relativeDifference(weighted(p, r, b1, e1), weighted(p, r, b2, e2)));
    return d;
}

struct Piece {
    size_t begin = 0, end = 0;  // intervals [begin, end)
};

// Step 4: cuts where the squared error falls by more than the penalty.
std::vector<Piece> binarySegmentation(const Rates& rates, size_t minLength, double penalty)
{
    std::vector<size_t> cuts;
    std::vector<Piece> todo{{0, rates.size()}};
    while (!todo.empty()) {
        const Piece p = todo.back();
        todo.pop_back();
        if (p.end - p.begin < 2 * minLength)
            continue;
        size_t best = 0;
        double bestGain = 0;
        for (size_t m = p.begin + minLength; m + minLength <= p.end; ++m) {
            const double g = rates.gain(p.begin, m, p.end);
            if (g > bestGain) {
                bestGain = g;
                best = m;
            }
        }
        if (bestGain <= penalty)
            continue;
        cuts.push_back(best);
        todo.push_back({p.begin, best});
        todo.push_back({best, p.end});
    }
    std::sort(cuts.begin(), cuts.end());
    std::vector<Piece> pieces;
    size_t from = 0;
    for (size_t cut : cuts) {
        pieces.push_back({from, cut});
        from = cut;
    }
    pieces.push_back({from, rates.size()});
    return pieces;
}

// Step 7: neighbours closer than kMinRegimeChange, or not significantly
// apart, are one regime: the closest such pair merges first, until none is
// left.
void mergeSimilar(const Rates& rates, std::vector<Piece>& pieces, double penalty)
{
    for (;;) {
        size_t closest = 0;
        double closestDifference = std::numeric_limits<double>::infinity();
        for (size_t i = 1; i < pieces.size(); ++i) {
            const Piece &a = pieces[i - 1], &b = pieces[i];
            const double d = rates.difference(a.begin, a.end, b.begin, b.end);
            const bool apart = d >= kMinRegimeChange && rates.gain(a.begin, a.end, b.end) > penalty;
            if (!apart && d < closestDifference) {
                closestDifference = d;
                closest = i;
            }
        }
        if (closest == 0)
            return;
        pieces[closest - 1].end = pieces[closest].end;
        pieces.erase(pieces.begin() + std::ptrdiff_t(closest));
    }
}

double stepsCost(const Rates& rates, const std::vector<Piece>& pieces)
{
    double c = 0;
    for (const Piece& p : pieces)
        c += rates.cost(p.begin, p.end);
    return c;
}

// Step 5: level, ramp from interval `from` to interval `to`, level. The ramp
// r(i) = clamp(i, from, to) - from; each rate is fitted as a + b r(i). Its
// change is measured on the data, not on the fit (which may overshoot a small
// step): the level before the ramp against the level after it, or where the
// ramp touches an end of the run, the level of the regime-long stretch there.
struct Slide {
    size_t from = 0, to = 0;
    Piece before, after;  // where its levels are measured
    double cost = std::numeric_limits<double>::infinity();

    bool found() const { return std::isfinite(cost); }
};

double rampCost(const Rates& rates, size_t from, size_t to)
{
    const double n = double(rates.size());
    const double len = double(to - from);
    const double inRamp = len + 1;  // intervals from..to
    const double after = double(rates.size() - 1 - to);
    const double sumR = len * inRamp / 2 + after * len;
    const double sumRR = len * inRamp * (2 * len + 1) / 6 + after * len * len;
    const double varR = sumRR - sumR * sumR / n;
    double cost = 0;
    for (int r = 0; r < kRates; ++r) {
        const double sy = rates.sum(r, 0, rates.size());
        const double sry = rates.sumIndexed(r, from, to + 1) - double(from) * rates.sum(r, from, to + 1)
                           + len * rates.sum(r, to + 1, rates.size());
        const double cov = sry - sumR * sy / n;
        cost += rates.sumSquares(r, 0, rates.size()) - sy * sy / n - cov * cov / varR;
    }
    return std::max(cost, 0.0);
}

// The best slide over a grid of knots, however short its ramp (whether it
// is slow enough to be a slide is for the caller); a knot inside the run
// leaves a level of at least minLength intervals beside it.
Slide bestSlide(const Rates& rates, size_t minLength, double penalty)
{
    const size_t n = rates.size();
    Slide best;
    if (n < 2 * minLength)
        return best;
    const size_t step = std::max<size_t>(1, n / kMaxSlideKnots);
    std::vector<size_t> knots{0};
    for (size_t k = minLength; k + minLength < n; k += step)
        knots.push_back(k);
    knots.push_back(n - 1);
    for (size_t a = 0; a + 1 < knots.size(); ++a) {
        for (size_t b = a + 1; b < knots.size(); ++b) {
            Slide s;
            s.from = knots[a];
            s.to = knots[b];
            s.before = {0, s.from > 0 ? s.from : minLength};
            s.after = {s.to + 1 < n ? s.to + 1 : n - minLength, n};
            if (s.to - s.from < 2
                || rates.difference(s.before.begin, s.before.end, s.after.begin, s.after.end) < kMinRegimeChange)
                continue;
            s.cost = rampCost(rates, s.from, s.to) + penalty * double(1 + (s.from > 0) + (s.to + 1 < n));
            if (s.cost < best.cost)
                best = s;
        }
    }
    return best;
}

// A step is over within an interval or two: the half-regime stretches
// either side of it differ by most of what the two levels differ. A curved
// slide (an exponential decay) that a staircase fits better than a straight
// ramp crosses each of the staircase's changes only gradually.
bool anySharp(const Rates& rates, const std::vector<Piece>& pieces, size_t minLength)
{
    const size_t half = std::max<size_t>(1, minLength / 2);
    for (size_t i = 1; i < pieces.size(); ++i) {
        const Piece &a = pieces[i - 1], &b = pieces[i];
        const double across = rates.measuredDifference(a.end - half, a.end, b.begin, b.begin + half);
        if (across >= kSharpShare * rates.measuredDifference(a.begin, a.end, b.begin, b.end))
            return true;
    }
    return false;
}

RegimeSegment segmentOf(const Run& run, const Rates& rates, size_t b, size_t e)
{
    return {run.startOf(b), run.endOf(e - 1), rates.level(0, b, e), rates.level(1, b, e)};
}

void setSustained(Regimes& r, const Rates& rates, size_t b, size_t e)
{
    r.sustainedIops = rates.robustLevel(0, b, e);
    r.sustainedBandwidth = rates.robustLevel(1, b, e);
}

// The signed relative change from one level to another, on the rate that
// moved more (IOPS and bandwidth part ways under a block size split).
double changeBetween(const RegimeSegment& from, const RegimeSegment& to)
{
    const double byIops = relativeDifference(from.iops, to.iops);
    const double byBandwidth = relativeDifference(from.bandwidth, to.bandwidth);
    if (byIops >= byBandwidth)
        return to.iops < from.iops ? -byIops : byIops;
    return to.bandwidth < from.bandwidth ? -byBandwidth : byBandwidth;
}

// The shape of a run with steps: it ends lower than it began (a burst, or a
// write cache filling), or higher (a rise). When the first and last levels
// are within kMinRegimeChange (a dip or a bump in between), the first change
// decides.
RegimeKind stepsKind(const std::vector<RegimeSegment>& segments, bool writes)
{
    double change = changeBetween(segments.front(), segments.back());
    if (std::fabs(change) < kMinRegimeChange)
        change = changeBetween(segments[0], segments[1]);
    if (change > 0)
        return RegimeKind::Rise;
    return writes ? RegimeKind::Drop : RegimeKind::Burst;
}

Regimes fromSteps(const Run& run, const Rates& rates, const std::vector<Piece>& pieces, bool writes)
{
    Regimes out;
    for (const Piece& p : pieces)
        out.segments.push_back(segmentOf(run, rates, p.begin, p.end));
    out.kind = stepsKind(out.segments, writes);
    out.changeS = out.segments.front().endS;
    out.bytesBeforeChange = bytesUntil(run, out.changeS);
    setSustained(out, rates, pieces.back().begin, pieces.back().end);
    return out;
}

Regimes fromSlide(const Run& run, const Rates& rates, const Slide& slide, size_t minLength)
{
    Regimes out;
    const size_t n = rates.size();
    if (slide.from > 0)
        out.segments.push_back(segmentOf(run, rates, 0, slide.from));
    out.segments.push_back(segmentOf(run, rates, slide.from, slide.to + 1));
    if (slide.to + 1 < n)
        out.segments.push_back(segmentOf(run, rates, slide.to + 1, n));
    const RegimeSegment before = segmentOf(run, rates, slide.before.begin, slide.before.end);
    const RegimeSegment after = segmentOf(run, rates, slide.after.begin, slide.after.end);
    out.kind = changeBetween(before, after) < 0 ? RegimeKind::Decay : RegimeKind::Rise;
    out.changeS = run.startOf(slide.from);
    out.bytesBeforeChange = bytesUntil(run, out.changeS);
    // Where the run ended up, whatever the curve's shape: its last regime's length.
    setSustained(out, rates, n - minLength, n);
    return out;
}

Regimes steady(const Run& run, const Rates& rates)
{
    Regimes out;
    if (rates.size() == 0)
        return out;
    out.segments.push_back(segmentOf(run, rates, 0, rates.size()));
    setSustained(out, rates, 0, rates.size());
    return out;
}

// A level's segment cut where stalls fall inside it; the stalls themselves
// are added by the caller.
void addCutByStalls(const RegimeSegment& level, const std::vector<RegimeSegment>& stalls,
                    std::vector<RegimeSegment>& out)
{
    constexpr double kEpsilon = 1e-9;
    RegimeSegment rest = level;
    for (const RegimeSegment& stall : stalls) {
        if (stall.endS <= rest.startS + kEpsilon || stall.startS >= rest.endS - kEpsilon)
            continue;
        if (stall.startS > rest.startS + kEpsilon) {
            RegimeSegment before = rest;
            before.endS = stall.startS;
            out.push_back(before);
        }
        rest.startS = stall.endS;
    }
    if (rest.endS > rest.startS + kEpsilon)
        out.push_back(rest);
}

// Step 1's stalls back among the levels, in time order. One level with
// stalls is a Stall, which changes when the first stall begins.
Regimes withStalls(Regimes r, const Run& run)
{
    if (run.stalls.empty())
        return r;
    std::vector<RegimeSegment> segments = run.stalls;
    for (const RegimeSegment& level : r.segments)
        addCutByStalls(level, run.stalls, segments);
    std::sort(segments.begin(), segments.end(),
              [](const RegimeSegment& a, const RegimeSegment& b) { return a.startS < b.startS; });
    r.segments = std::move(segments);
    for (const RegimeSegment& stall : run.stalls)
        r.stallSeconds += stall.endS - stall.startS;
    if (r.kind == RegimeKind::Steady) {
        r.kind = RegimeKind::Stall;
        r.changeS = run.stalls.front().startS;
        r.bytesBeforeChange = bytesUntil(run, r.changeS);
    }
    return r;
}

Regimes levelsOf(const Run& run, bool writes)
{
    const size_t minLength = samplesFor(kMinRegimeSeconds, run.interval);
    const Rates rates(run, minLength);
    const size_t n = rates.size();
    if (n < 2)
        return steady(run, rates);
    const double penalty = kPenaltyPerLogN * kRates * std::log(double(n));

    // The shape first, on every significant change however small: steps (one
    // level when there are none) or a slide. Only then are small steps merged
    // away, so a small step is no large slide's excuse.
    std::vector<Piece> pieces = binarySegmentation(rates, minLength, penalty);
    const double withSteps = stepsCost(rates, pieces) + penalty * double(pieces.size() - 1);
    Slide slide = bestSlide(rates, minLength, penalty);
    if (double(slide.to - slide.from) * run.interval < kMinSlideSeconds - 1e-9)
        slide = {};  // the change came fast: a step, however the staircase fits it
    if (slide.cost < withSteps)
        return fromSlide(run, rates, slide, minLength);
    mergeSimilar(rates, pieces, penalty);
    if (pieces.size() == 1)
        return steady(run, rates);
    if (slide.found() && !anySharp(rates, pieces, minLength))
        return fromSlide(run, rates, slide, minLength);
    return fromSteps(run, rates, pieces, writes);
}

}  // namespace

Regimes findRegimes(std::span<const IntervalSample> samples, bool writes)
{
    const Run run = lookedAt(samples);
    return withStalls(levelsOf(run, writes), run);
}

std::optional<double> firstRunRatio(const std::vector<double>& trialValues)
{
    // With one other trial there is no spread to judge by: either of two could be the odd one.
    if (trialValues.size() < 3)
        return std::nullopt;
    const auto others = std::span(trialValues).subspan(1);
    double sum = 0;
    for (double v : others)
        sum += v;
    const double mean = sum / double(others.size());
    const auto [lo, hi] = std::minmax_element(others.begin(), others.end());
    const double off = std::fabs(trialValues.front() - mean);
    if (mean <= 0 || off <= *hi - *lo || off <= kFirstRunChange * mean)
        return std::nullopt;
    return trialValues.front() / mean;
}

}  // namespace surfio
