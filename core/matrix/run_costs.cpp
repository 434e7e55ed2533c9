#include "core/matrix/run_costs.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

#include <algorithm>

namespace surfio {

namespace {

// How many runs of points the overhead remembers, and how many runs the
// layout speed: the newest counts as much as a share 1/N of the past.
constexpr double kOverheadMemory = 200;
constexpr double kSpeedMemory = 10;

double secondsOf(Nanoseconds d)
{
    return double(d.count()) / 1e9;
}

QString kindKey(TargetKind kind)
{
    switch (kind) {
    case TargetKind::File:
        return QStringLiteral("file");
    case TargetKind::Directory:
        return QStringLiteral("directory");
    case TargetKind::BlockDevice:
        return QStringLiteral("device");
    }
    return QStringLiteral("file");
}

// A running mean under `key` ("key/mean", "key/weight"), moved by `n` new
// samples that add up to `sum`.
void addToMean(QSettings& settings, const QString& key, double sum, double n, double memory)
{
    if (n <= 0)
        return;
    const double mean = settings.value(key + QStringLiteral("/mean"), 0.0).toDouble();
    const double weight = std::clamp(settings.value(key + QStringLiteral("/weight"), 0.0).toDouble(), 0.0, memory);
    settings.setValue(key + QStringLiteral("/mean"), (mean * weight + sum) / (weight + n));
    settings.setValue(key + QStringLiteral("/weight"), std::min(weight + n, memory));
}

LinearFit readFit(const QSettings& settings, const QString& key)
{
    LinearFit f;
    f.n = settings.value(key + QStringLiteral("/n"), 0.0).toDouble();
    f.x = settings.value(key + QStringLiteral("/x"), 0.0).toDouble();
    f.y = settings.value(key + QStringLiteral("/y"), 0.0).toDouble();
    f.xx = settings.value(key + QStringLiteral("/xx"), 0.0).toDouble();
    f.xy = settings.value(key + QStringLiteral("/xy"), 0.0).toDouble();
    return f;
}

void writeFit(QSettings& settings, const QString& key, const LinearFit& f)
{
    settings.setValue(key + QStringLiteral("/n"), f.n);
    settings.setValue(key + QStringLiteral("/x"), f.x);
    settings.setValue(key + QStringLiteral("/y"), f.y);
    settings.setValue(key + QStringLiteral("/xx"), f.xx);
    settings.setValue(key + QStringLiteral("/xy"), f.xy);
}

double meanOr(const QSettings& settings, const QString& key, double fallback)
{
    const double mean = settings.value(key + QStringLiteral("/mean"), fallback).toDouble();
    return mean > 0 ? mean : fallback;
}

// Bytes the region of every target takes to lay out, where Surfio lays it out:
// a file or directory always (a file Surfio laid out before is skipped, so
// for a file this is the most it takes), a device only to be read and written.
uint64_t layoutBytes(const Matrix& m, TargetKind kind)
{
    const auto targets = uint64_t(std::max<size_t>(m.base.targets.size(), 1));
    if (kind == TargetKind::BlockDevice && !(m.reads() && m.writes()))
        return 0;
    return m.base.regionSize * targets;  // 0: the whole file or device, whose size is not known here
}

}  // namespace

void LinearFit::add(double xi, double yi)
{
    n += 1;
    x += xi;
    y += yi;
    xx += xi * xi;
    xy += xi * yi;
}

void LinearFit::merge(const LinearFit& o)
{
    n += o.n;
    x += o.x;
    y += o.y;
    xx += o.xx;
    xy += o.xy;
}

void LinearFit::scaleTo(double memory)
{
    if (n <= memory || n <= 0)
        return;
    const double k = memory / n;
    n *= k;
    x *= k;
    y *= k;
    xx *= k;
    xy *= k;
}

bool LinearFit::spreads() const
{
    // x in GiB: a spread below a few MiB² is no spread at all.
    return n >= 2 && n * xx - x * x > 1e-6 * n * n;
}

double LinearFit::slope() const
{
    return spreads() ? (n * xy - x * y) / (n * xx - x * x) : 0;
}

double LinearFit::intercept() const
{
    return n > 0 ? (y - slope() * x) / n : 0;
}

double inFlightGiB(const JobSpec& spec)
{
    return double(spec.queueDepth) * spec.jobs * double(spec.blockSize) / double(1ULL << 30);
}

double RunCosts::pointOverhead(const JobSpec& spec) const
{
    return overheadSeconds + overheadPerGiBInFlight * inFlightGiB(spec);
}

RunCosts RunCosts::none()
{
    RunCosts costs;
    costs.overheadSeconds = 0;
    costs.overheadPerGiBInFlight = 0;
    costs.bytesPerSecond = 0;
    return costs;
}

double pointSeconds(const JobSpec& spec)
{
    return secondsOf(spec.runtime + spec.rampTime);
}

TargetKind targetKindByName(const std::string& path)
{
    if (path.starts_with("/dev/"))
        return TargetKind::BlockDevice;
    return path.ends_with('/') ? TargetKind::Directory : TargetKind::File;
}

RunEstimate estimateRun(const Matrix& matrix, TargetKind kind, const RunCosts& costs)
{
    RunEstimate e;
    const double runs = double(std::max(1, matrix.trials))
                        * double(matrix.steadyState.enabled ? std::max(1, matrix.steadyState.maxRounds) : 1);
    for (const JobSpec& spec : matrix.expand()) {
        double seconds = pointSeconds(spec) + costs.pointOverhead(spec);
        if (spec.runtime.count() == 0 && spec.byteTotal > 0) {
            if (costs.bytesPerSecond > 0)
                seconds += double(spec.byteTotal) * spec.jobs / costs.bytesPerSecond;
            else
                e.untilBytesPerJob = std::max(e.untilBytesPerJob, spec.byteTotal);
        }
        e.pointSeconds += seconds * runs;
    }
    const double speed = std::max(costs.layoutBytesPerSecond, 1.0);
    e.layoutSeconds = double(layoutBytes(matrix, kind)) / speed;
    if (matrix.precondition)
        e.preconditionSeconds =
            2.0 * double(matrix.base.regionSize) * double(std::max<size_t>(matrix.base.targets.size(), 1)) / speed;
    return e;
}

RunCostBook::RunCostBook(const QString& path, bool persist)
    : path_(path)
    , persist_(persist)
{
}

QString RunCostBook::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/run-costs.ini");
}

RunCosts RunCostBook::costs(TargetKind kind) const
{
    RunCosts costs;
    QSettings settings(path_, QSettings::IniFormat);
    settings.beginGroup(kindKey(kind));
    // A line from a handful of points can tilt either way: neither part goes below 0.
    if (const LinearFit fit = readFit(settings, QStringLiteral("overhead")); fit.n > 0) {
        // Runs of small blocks alone tell nothing of the cost in flight: the cautious default stays.
        const double slope = fit.spreads() ? std::max(0.0, fit.slope()) : costs.overheadPerGiBInFlight;
        costs.overheadPerGiBInFlight = slope;
        costs.overheadSeconds = std::max(0.0, (fit.y - slope * fit.x) / fit.n);
    }
    costs.layoutBytesPerSecond = meanOr(settings, QStringLiteral("layout-speed"), costs.layoutBytesPerSecond);
    costs.bytesPerSecond = meanOr(settings, QStringLiteral("bounded-speed"), costs.bytesPerSecond);
    return costs;
}

void RunCostBook::learn(const RunTimings& t)
{
    if (!persist_ || !t.measured)
        return;
    QDir().mkpath(QFileInfo(path_).absolutePath());
    QSettings settings(path_, QSettings::IniFormat);
    settings.beginGroup(kindKey(t.kind));
    if (t.overhead.n > 0) {
        LinearFit fit = readFit(settings, QStringLiteral("overhead"));
        fit.scaleTo(std::max(0.0, kOverheadMemory - t.overhead.n));
        fit.merge(t.overhead);
        writeFit(settings, QStringLiteral("overhead"), fit);
    }
    if (t.layoutBytes > 0 && t.layoutSeconds > 0)
        addToMean(settings, QStringLiteral("layout-speed"), double(t.layoutBytes) / t.layoutSeconds, 1, kSpeedMemory);
    if (t.boundedBytes > 0 && t.boundedSeconds > 0)
        addToMean(settings, QStringLiteral("bounded-speed"), double(t.boundedBytes) / t.boundedSeconds, 1,
                  kSpeedMemory);
}

}  // namespace surfio
