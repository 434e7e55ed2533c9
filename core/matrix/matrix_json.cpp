#include "core/matrix/matrix_json.h"

#include "core/volume/volume_promise_json.h"

#include "core/text/units.h"

#include <algorithm>
#include <functional>
#include <limits>
#include <tuple>

#include <QCoreApplication>
#include <QJsonArray>

namespace surfio {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(MatrixJson)
};

template <typename T, typename F> QJsonArray arrayOf(const std::vector<T>& values, F convert)
{
    QJsonArray a;
    for (const T& v : values)
        a.append(convert(v));
    return a;
}

QString valueText(const QJsonValue& v)
{
    return v.isString() ? v.toString() : v.toVariant().toString();
}

// A whole number within [min, max], given as a number or, with sizes, as a
// fio size string.
bool number(const QJsonValue& v, const QString& key, uint64_t min, uint64_t max, bool sizes, uint64_t& out,
            QString& error)
{
    std::optional<uint64_t> value;
    if (v.isDouble()) {
        const double d = v.toDouble();
        if (d >= 0 && d <= 1.8e19 && d == double(uint64_t(d)))
            value = uint64_t(d);
    } else if (v.isString() && sizes) {
        value = parseSize(v.toString());
    } else if (v.isString()) {
        bool ok = false;
        const qulonglong n = v.toString().toULongLong(&ok);
        if (ok)
            value = n;
    }
    if (!value || *value < min || *value > max) {
        error = Text::tr("\"%1\" holds %2, which is not a whole number from %3 to %4")
                    .arg(key, valueText(v))
                    .arg(min)
                    .arg(max);
        return false;
    }
    out = *value;
    return true;
}

template <typename T>
bool numbers(const QJsonObject& json, const char* key, uint64_t min, uint64_t max, bool sizes, std::vector<T>& out,
             QString& error)
{
    const QJsonValue v = json[QLatin1String(key)];
    if (v.isUndefined())
        return true;
    if (!v.isArray()) {
        error = Text::tr("\"%1\" should be a list, e.g. [1, 2]").arg(QLatin1String(key));
        return false;
    }
    std::vector<T> values;
    for (const QJsonValue item : v.toArray()) {
        uint64_t n = 0;
        if (!number(item, QLatin1String(key), min, max, sizes, n, error))
            return false;
        values.push_back(T(n));
    }
    if (values.empty()) {
        error = Text::tr("\"%1\" is empty: give at least one value").arg(QLatin1String(key));
        return false;
    }
    out = values;
    return true;
}

bool scalar(const QJsonObject& json, const char* key, uint64_t min, uint64_t max, bool sizes, uint64_t& out,
            QString& error)
{
    const QJsonValue v = json[QLatin1String(key)];
    return v.isUndefined() || number(v, QLatin1String(key), min, max, sizes, out, error);
}

bool duration(const QJsonObject& json, const char* key, Nanoseconds& out, QString& error)
{
    const QJsonValue v = json[QLatin1String(key)];
    if (v.isUndefined())
        return true;
    const double ms = v.toDouble(-1);
    if (!v.isDouble() || ms < 0 || ms > 9e12) {
        error = Text::tr("\"%1\" holds %2, which is not a time in milliseconds").arg(QLatin1String(key), valueText(v));
        return false;
    }
    out = Nanoseconds(int64_t(ms * 1e6));
    return true;
}

// A list of strings; absent leaves out as it is.
bool strings(const QJsonObject& json, const char* key, std::vector<std::string>& out, QString& error)
{
    const QJsonValue v = json[QLatin1String(key)];
    if (v.isUndefined())
        return true;
    const QJsonArray list = v.toArray();
    const bool allText =
        v.isArray() && std::all_of(list.begin(), list.end(), [](const QJsonValue& e) { return e.isString(); });
    if (!allText) {
        error = Text::tr("\"%1\" should be a list of strings").arg(QLatin1String(key));
        return false;
    }
    out.clear();
    for (const QJsonValue e : list)
        out.push_back(e.toString().toStdString());
    return true;
}

QJsonObject sweepToJson(const Sweep& s)
{
    QJsonObject o;
    if (!s.targetCounts.empty())  // absent: every point on all the targets, as before the axis
        o[QStringLiteral("target_count")] = arrayOf(s.targetCounts, [](uint32_t v) { return double(v); });
    o[QStringLiteral("rw")] = arrayOf(s.patterns, [](Pattern p) { return QString::fromStdString(patternName(p)); });
    if (!s.blockSizes.empty())  // a sweep of splits only has none
        o[QStringLiteral("bs")] = arrayOf(s.blockSizes, [](uint64_t v) { return double(v); });
    if (!s.blockSplits.empty())
        o[QStringLiteral("bssplit")] =
            arrayOf(s.blockSplits, [](const BlockSplit& b) { return QString::fromStdString(blockSplitName(b)); });
    o[QStringLiteral("rwmixread")] = arrayOf(s.readPercents, [](int v) { return v; });
    o[QStringLiteral("iodepth")] = arrayOf(s.queueDepths, [](uint32_t v) { return double(v); });
    o[QStringLiteral("numjobs")] = arrayOf(s.jobCounts, [](uint32_t v) { return double(v); });
    if (s.rateIops != Sweep{}.rateIops)  // unthrottled alone: files from before the rate axis stay as they were
        o[QStringLiteral("rate_iops")] = arrayOf(s.rateIops, [](uint64_t v) { return double(v); });
    return o;
}

// fio's rate_iops: a sweep's list, or one number. At the top of a matrix with
// "sweeps" it is one number, as before rates were swept: every sweep without
// a list of its own takes it.
bool ratesFromJson(const QJsonObject& json, const QJsonValue& inherited, std::vector<uint64_t>& rates, QString& error)
{
    const QJsonValue own = json[QStringLiteral("rate_iops")];
    if (own.isArray())
        return numbers(json, "rate_iops", 0, UINT64_MAX, false, rates, error);
    const QJsonValue one = own.isUndefined() ? inherited : own;
    uint64_t rate = 0;
    if (one.isUndefined())
        return true;
    if (!number(one, QStringLiteral("rate_iops"), 0, UINT64_MAX, false, rate, error))
        return false;
    rates = {rate};
    return true;
}

bool sweepFromJson(const QJsonObject& json, Sweep& out, QString& error,
                   const QJsonValue& inheritedRate = QJsonValue(QJsonValue::Undefined))
{
    Sweep s;
    if (json.contains(QStringLiteral("rw"))) {
        if (!json[QStringLiteral("rw")].isArray()) {
            error = Text::tr("\"rw\" should be a list of patterns, e.g. [\"randrw\"]");
            return false;
        }
        s.patterns.clear();
        for (const QJsonValue v : json[QStringLiteral("rw")].toArray()) {
            const auto p = parsePattern(v.toString().toStdString());
            if (!p) {
                error = Text::tr("\"rw\" holds \"%1\", which is not a pattern: use read, write, randread, "
                                 "randwrite, rw or randrw")
                            .arg(valueText(v));
                return false;
            }
            s.patterns.push_back(*p);
        }
        if (s.patterns.empty()) {
            error = Text::tr("\"rw\" is empty: give at least one pattern");
            return false;
        }
    }
    if (json.contains(QStringLiteral("bssplit"))) {
        if (!json[QStringLiteral("bssplit")].isArray()) {
            error = Text::tr("\"bssplit\" should be a list of splits, e.g. [\"4k/60:64k/40\"]");
            return false;
        }
        for (const QJsonValue v : json[QStringLiteral("bssplit")].toArray()) {
            BlockSplit split;
            QString why;
            if (!parseBlockSplit(v.toString(), split, why)) {
                error = Text::tr("\"bssplit\": %1").arg(why);
                return false;
            }
            for (const BlockSplitPart& part : split)
                if (part.size < kMinBlockSize || part.size > kMaxBlockSize) {
                    error = Text::tr("\"bssplit\" holds %1, outside 512 bytes to 64 MiB").arg(v.toString());
                    return false;
                }
            s.blockSplits.push_back(split);
        }
        // A sweep of splits only has no plain sizes unless it lists them.
        if (!json.contains(QStringLiteral("bs")))
            s.blockSizes.clear();
    }
    if (!numbers(json, "bs", kMinBlockSize, kMaxBlockSize, true, s.blockSizes, error)
        || !numbers(json, "rwmixread", 0, 100, false, s.readPercents, error)
        || !numbers(json, "iodepth", 1, kMaxQueueDepth, false, s.queueDepths, error)
        || !numbers(json, "numjobs", 1, kMaxJobs, false, s.jobCounts, error)
        // A target takes a job at least (validateSpec): no more counts than jobs.
        || !numbers(json, "target_count", 1, kMaxJobs, false, s.targetCounts, error)
        || !ratesFromJson(json, inheritedRate, s.rateIops, error))
        return false;
    if (s.blockSizes.empty() && s.blockSplits.empty()) {
        error = Text::tr("a sweep has neither \"bs\" nor \"bssplit\": give at least one block size");
        return false;
    }
    out = s;
    return true;
}

const QStringList& sweepKeys()
{
    static const QStringList keys{QStringLiteral("rw"),        QStringLiteral("bs"),          QStringLiteral("bssplit"),
                                  QStringLiteral("rwmixread"), QStringLiteral("iodepth"),     QStringLiteral("numjobs"),
                                  QStringLiteral("rate_iops"), QStringLiteral("target_count")};
    return keys;
}

// A misspelt key would otherwise be ignored and its default used: refused instead.
bool onlyKnownKeys(const QJsonObject& json, const QStringList& known, const QString& where, QString& error)
{
    for (auto it = json.begin(); it != json.end(); ++it)
        if (!known.contains(it.key())) {
            error = where.isEmpty()
                        ? Text::tr("unknown key \"%1\": check its spelling against the documented format").arg(it.key())
                        : Text::tr("unknown key \"%1\" in %2: check its spelling against the documented format")
                              .arg(it.key(), where);
            return false;
        }
    return true;
}

// fio's names, as the command line's (core/matrix/run_options.cpp).
const QLatin1String kSqthreadPoll("sqthread_poll"), kSqthreadPollCpu("sqthread_poll_cpu"), kHipri("hipri"),
    kFixedBufs("fixedbufs"), kRegisterFiles("registerfiles"), kCpusAllowed("cpus_allowed"),
    kIodepthBatchSubmit("iodepth_batch_submit"), kIodepthBatchCompleteMin("iodepth_batch_complete_min");

// A 0/1 switch: absent leaves out as it is.
bool switchValue(const QJsonObject& json, QLatin1String key, bool& out, QString& error)
{
    uint64_t v = out ? 1 : 0;
    if (!scalar(json, key.data(), 0, 1, false, v, error))
        return false;
    out = v == 1;
    return true;
}

// -1 (not pinned, as when absent) or a CPU index.
bool pollCpuValue(const QJsonObject& json, int& out, QString& error)
{
    const QJsonValue v = json[kSqthreadPollCpu];
    if (v.isUndefined())
        return true;
    uint64_t cpu = 0;
    if (v.toDouble(0) != -1 && !number(v, kSqthreadPollCpu, 0, kMaxCpus - 1, false, cpu, error))
        return false;
    out = v.toDouble(0) == -1 ? -1 : int(cpu);
    return true;
}

bool cpuListValue(const QJsonObject& json, std::vector<uint32_t>& out, QString& error)
{
    const QJsonValue v = json[kCpusAllowed];
    if (v.isUndefined())
        return true;
    const auto cpus = v.isString() ? parseCpuList(v.toString().toStdString()) : std::nullopt;
    if (!cpus) {
        error = Text::tr("\"cpus_allowed\" holds %1, which is not a CPU list: give CPU numbers and ranges as fio's, "
                         "e.g. \"0-3,5\"")
                    .arg(valueText(v));
        return false;
    }
    out = *cpus;
    return true;
}

const QStringList& matrixKeys()
{
    static const QStringList keys = sweepKeys()
                                    + QStringList{QStringLiteral("sweeps"),
                                                  QStringLiteral("runtime_ms"),
                                                  QStringLiteral("ramp_time_ms"),
                                                  QStringLiteral("size"),
                                                  QStringLiteral("offset"),
                                                  QStringLiteral("io_size"),
                                                  QStringLiteral("direct"),
                                                  QStringLiteral("percentage_random"),
                                                  QStringLiteral("rate_steps"),
                                                  QStringLiteral("slo_ns"),
                                                  QStringLiteral("engine"),
                                                  QStringLiteral("verify"),
                                                  QStringLiteral("randseed"),
                                                  QStringLiteral("sample_interval_ms"),
                                                  QStringLiteral("order"),
                                                  QStringLiteral("order_seed"),
                                                  QStringLiteral("trials"),
                                                  QStringLiteral("precondition"),
                                                  QStringLiteral("steady_state"),
                                                  QStringLiteral("preset"),
                                                  QStringLiteral("preset_runtime_ms"),
                                                  QStringLiteral("preset_size"),
                                                  QStringLiteral("preset_size_fitted"),
                                                  QStringLiteral("targets"),
                                                  QStringLiteral("hosts"),
                                                  QStringLiteral("fio_options"),
                                                  QStringLiteral("volume"),
                                                  kSqthreadPoll,
                                                  kSqthreadPollCpu,
                                                  kHipri,
                                                  kFixedBufs,
                                                  kRegisterFiles,
                                                  kCpusAllowed,
                                                  kIodepthBatchSubmit,
                                                  kIodepthBatchCompleteMin};
    return keys;
}

// The sweeps: a list under "sweeps", or one sweep's lists at the top.
bool sweepsFromJson(const QJsonObject& json, Matrix& out, QString& error)
{
    const QJsonValue sweeps = json[QStringLiteral("sweeps")];
    if (sweeps.isUndefined())
        return sweepFromJson(json, out.sweeps.front(), error);
    if (!sweeps.isArray() || sweeps.toArray().isEmpty()) {
        error = Text::tr("\"sweeps\" should be a list of at least one sweep");
        return false;
    }
    // One rate at the top is every sweep's, as in files from before rates were swept.
    const QJsonValue topRate = json[QStringLiteral("rate_iops")];
    for (const QString& key : sweepKeys())
        if (json.contains(key) && !(key == QLatin1String("rate_iops") && !topRate.isArray())) {
            error = Text::tr("\"%1\" is given both at the top and in \"sweeps\": put it in each sweep").arg(key);
            return false;
        }
    out.sweeps.clear();
    int n = 0;
    for (const QJsonValue v : sweeps.toArray()) {
        ++n;
        Sweep s;
        if (!v.isObject() || !onlyKnownKeys(v.toObject(), sweepKeys(), {}, error)
            || !sweepFromJson(v.toObject(), s, error, topRate)) {
            error = Text::tr("sweep %1: %2").arg(n).arg(error.isEmpty() ? Text::tr("not an object") : error);
            return false;
        }
        out.sweeps.push_back(s);
    }
    return true;
}

// The numbers: times, sizes, seeds, trials, fio's io_uring options.
bool numbersFromJson(const QJsonObject& json, Matrix& out, QString& error)
{
    JobSpec& b = out.base;
    uint64_t direct = 1, seed = b.seed, orderSeed = 0, trials = 1;
    if (!duration(json, "runtime_ms", b.runtime, error) || !duration(json, "ramp_time_ms", b.rampTime, error)
        || !duration(json, "preset_runtime_ms", out.presetRuntime, error)
        || !scalar(json, "size", 0, UINT64_MAX, true, b.regionSize, error)
        || !scalar(json, "offset", 0, UINT64_MAX, true, b.regionOffset, error)
        || !scalar(json, "io_size", 0, UINT64_MAX, true, b.byteTotal, error)
        || !scalar(json, "preset_size", 0, UINT64_MAX, true, out.presetRegion, error)
        || !scalar(json, "direct", 0, 1, false, direct, error)
        || !scalar(json, "randseed", 0, UINT64_MAX, false, seed, error)
        || !scalar(json, "order_seed", 0, UINT64_MAX, false, orderSeed, error)
        || !scalar(json, "trials", 1, kMaxTrials, false, trials, error) || !uringOptionsFromJson(json, b, error))
        return false;
    b.direct = direct != 0;
    b.seed = seed;
    out.orderSeed = orderSeed;
    out.trials = int(trials);
    if (json.contains(QStringLiteral("sample_interval_ms"))) {
        Nanoseconds ns{0};
        if (!duration(json, "sample_interval_ms", ns, error))
            return false;
        b.interval = ns;
    }
    if (const QJsonValue slo = json[QStringLiteral("slo_ns")]; !slo.isUndefined()) {
        uint64_t ns = 0;
        if (!number(slo, QStringLiteral("slo_ns"), 1, uint64_t(std::numeric_limits<int64_t>::max()), false, ns, error))
            return false;
        out.slo = Nanoseconds(int64_t(ns));
    }
    const QJsonValue random = json[QStringLiteral("percentage_random")];
    if (!random.isUndefined()) {
        const int r = random.toInt(-2);
        if (r < -1 || r > 100) {
            error = Text::tr("\"percentage_random\" holds %1, which is not -1 (the pattern's own) or 0 to 100")
                        .arg(valueText(random));
            return false;
        }
        b.percentageRandom = r;
    }
    return true;
}

// The named choices: engine, verify, order, precondition.
bool choicesFromJson(const QJsonObject& json, Matrix& out, QString& error)
{
    if (const QJsonValue e = json[QStringLiteral("engine")]; !e.isUndefined()) {
        const auto choice = e.isString() ? parseEngineChoice(e.toString().toStdString()) : std::nullopt;
        if (!choice) {
            error = Text::tr("\"engine\" holds \"%1\": use auto, io_uring, psync or fio").arg(valueText(e));
            return false;
        }
        out.base.engine = *choice;
    }
    if (const QJsonValue v = json[QStringLiteral("verify")]; !v.isUndefined()) {
        const auto choice = v.isString() ? parseVerifyChoice(v.toString().toStdString()) : std::nullopt;
        if (!choice) {
            error = Text::tr("\"verify\" holds \"%1\": use %2").arg(valueText(v), QLatin1String(kVerifyChoiceNames));
            return false;
        }
        out.base.verify = *choice;
    }
    if (const QJsonValue o = json[QStringLiteral("order")];
        !o.isUndefined() && !parseMatrixOrder(o.toString().toStdString(), out.order)) {
        error = Text::tr("\"order\" holds \"%1\": use listed, pts or shuffled").arg(valueText(o));
        return false;
    }
    if (const QJsonValue p = json[QStringLiteral("precondition")]; !p.isUndefined()) {
        if (!p.isBool()) {
            error = Text::tr("\"precondition\" should be true or false");
            return false;
        }
        out.precondition = p.toBool();
    }
    return true;
}

// "rate_steps": shares of the unthrottled IOPS, in percent, ascending, each once.
bool rateStepsFromJson(const QJsonObject& json, std::vector<int>& steps, QString& error)
{
    if (!numbers(json, "rate_steps", 1, 100, false, steps, error))
        return false;
    if (std::adjacent_find(steps.begin(), steps.end(), std::greater_equal<>()) != steps.end()) {
        error = Text::tr("\"rate_steps\" should hold each share once, ascending, e.g. [10, 50, 90]");
        return false;
    }
    return true;
}

// "track": the tracking variables, each {"bs": ..., "rwmixread": ...}.
bool trackersFromJson(const QJsonValue& track, SteadyStateSpec& ss, QString& error)
{
    ss.trackers.clear();
    for (const QJsonValue t : track.toArray()) {
        if (!t.isObject()
            || !onlyKnownKeys(t.toObject(), {QStringLiteral("bs"), QStringLiteral("rwmixread")},
                              QStringLiteral("\"track\""), error)) {
            if (error.isEmpty())
                error = Text::tr(
                    "\"steady_state\" \"track\" holds something that is not {\"bs\": ..., \"rwmixread\": ...}");
            return false;
        }
        SteadyStateTracker tracker;
        uint64_t mix = 0;
        if (!scalar(t.toObject(), "bs", kMinBlockSize, kMaxBlockSize, true, tracker.blockSize, error)
            || !scalar(t.toObject(), "rwmixread", 0, 100, false, mix, error)) {
            error = Text::tr("\"steady_state\" \"track\": %1").arg(error);
            return false;
        }
        tracker.readPercent = int(mix);
        ss.trackers.push_back(tracker);
    }
    if (ss.trackers.empty()) {
        error = Text::tr("\"steady_state\" \"track\" is empty: give at least one {\"bs\": ..., \"rwmixread\": ...}");
        return false;
    }
    return true;
}

bool steadyStateFromJson(const QJsonObject& json, SteadyStateSpec& ss, QString& error)
{
    const QJsonValue s = json[QStringLiteral("steady_state")];
    if (s.isUndefined())
        return true;
    if (!s.isObject()) {
        error = Text::tr("\"steady_state\" should be an object, e.g. {\"enabled\": true}");
        return false;
    }
    const QJsonObject so = s.toObject();
    if (so.contains(QStringLiteral("enabled")) && !so[QStringLiteral("enabled")].isBool()) {
        error = Text::tr("\"steady_state\" \"enabled\" should be true or false");
        return false;
    }
    if (!onlyKnownKeys(so,
                       {QStringLiteral("enabled"), QStringLiteral("window"), QStringLiteral("max_rounds"),
                        QStringLiteral("track")},
                       QStringLiteral("\"steady_state\""), error))
        return false;
    ss.enabled = so[QStringLiteral("enabled")].toBool(false);
    uint64_t window = uint64_t(ss.window), rounds = uint64_t(ss.maxRounds);
    if (!scalar(so, "window", 2, 100, false, window, error)
        || !scalar(so, "max_rounds", 1, kMaxRounds, false, rounds, error)) {
        error = Text::tr("\"steady_state\": %1").arg(error);
        return false;
    }
    ss.window = int(window);
    ss.maxRounds = int(rounds);
    return !so.contains(QStringLiteral("track")) || trackersFromJson(so[QStringLiteral("track")], ss, error);
}

// Where it runs: the preset it came from, targets, hosts and the options kept for fio.
bool placesFromJson(const QJsonObject& json, Matrix& out, QString& error)
{
    out.preset = json[QStringLiteral("preset")].toString().toStdString();
    out.presetRegionFitted = json[QStringLiteral("preset_size_fitted")].toBool();
    for (const QJsonValue t : json[QStringLiteral("targets")].toArray())
        out.base.targets.push_back(t.toString().toStdString());
    if (!strings(json, "hosts", out.hosts, error) || !strings(json, "fio_options", out.fioOptions, error))
        return false;
    if (const QJsonValue v = json[QStringLiteral("volume")]; v.isObject()) {
        if (!volumePromiseFromJson(v.toObject(), out.volume, error))
            return false;
    } else if (!v.isUndefined() && !v.isNull()) {
        error = Text::tr("\"volume\" should be an object: what the provider promised for the volume");
        return false;
    }
    if (!out.hosts.empty() && out.base.engine != EngineChoice::Fio) {
        error = Text::tr("\"hosts\" needs \"engine\": \"fio\": only fio runs on other hosts");
        return false;
    }
    return true;
}

}  // namespace

void uringOptionsToJson(const JobSpec& s, QJsonObject& o)
{
    const JobSpec d;
    for (const auto& [key, value, given] :
         {std::tuple{kSqthreadPoll, s.sqthreadPoll, d.sqthreadPoll}, std::tuple{kHipri, s.hipri, d.hipri},
          std::tuple{kFixedBufs, s.fixedBufs, d.fixedBufs},
          std::tuple{kRegisterFiles, s.registerFiles, d.registerFiles}})
        if (value != given)
            o[key] = value ? 1 : 0;
    if (s.sqthreadPollCpu != d.sqthreadPollCpu)
        o[kSqthreadPollCpu] = s.sqthreadPollCpu;
    if (!s.cpusAllowed.empty())
        o[kCpusAllowed] = QString::fromStdString(cpuListName(s.cpusAllowed));
    if (s.iodepthBatchSubmit != d.iodepthBatchSubmit)
        o[kIodepthBatchSubmit] = double(s.iodepthBatchSubmit);
    if (s.iodepthBatchCompleteMin != d.iodepthBatchCompleteMin)
        o[kIodepthBatchCompleteMin] = double(s.iodepthBatchCompleteMin);
}

bool uringOptionsFromJson(const QJsonObject& json, JobSpec& s, QString& error)
{
    uint64_t submit = s.iodepthBatchSubmit, completeMin = s.iodepthBatchCompleteMin;
    if (!switchValue(json, kSqthreadPoll, s.sqthreadPoll, error) || !switchValue(json, kHipri, s.hipri, error)
        || !switchValue(json, kFixedBufs, s.fixedBufs, error)
        || !switchValue(json, kRegisterFiles, s.registerFiles, error) || !pollCpuValue(json, s.sqthreadPollCpu, error)
        || !cpuListValue(json, s.cpusAllowed, error)
        || !scalar(json, kIodepthBatchSubmit.data(), 0, kMaxQueueDepth, false, submit, error)
        || !scalar(json, kIodepthBatchCompleteMin.data(), 1, kMaxQueueDepth, false, completeMin, error))
        return false;
    s.iodepthBatchSubmit = uint32_t(submit);
    s.iodepthBatchCompleteMin = uint32_t(completeMin);
    return true;
}

QJsonObject matrixToJson(const Matrix& m)
{
    QJsonObject o;
    QJsonArray sweeps;
    for (const Sweep& s : m.sweeps)
        sweeps.append(sweepToJson(s));
    o[QStringLiteral("sweeps")] = sweeps;
    o[QStringLiteral("runtime_ms")] = double(m.base.runtime.count()) / 1e6;
    o[QStringLiteral("ramp_time_ms")] = double(m.base.rampTime.count()) / 1e6;
    o[QStringLiteral("size")] = double(m.base.regionSize);
    o[QStringLiteral("offset")] = double(m.base.regionOffset);
    o[QStringLiteral("io_size")] = double(m.base.byteTotal);
    o[QStringLiteral("direct")] = m.base.direct ? 1 : 0;
    o[QStringLiteral("percentage_random")] = m.base.percentageRandom;
    o[QStringLiteral("engine")] = QString::fromStdString(engineChoiceName(m.base.engine));
    if (m.base.verify != VerifyChoice::Off)  // off is the default: files from before verify stay as they were
        o[QStringLiteral("verify")] = QString::fromStdString(verifyChoiceName(m.base.verify));
    uringOptionsToJson(m.base, o);
    o[QStringLiteral("randseed")] = QString::number(m.base.seed);
    o[QStringLiteral("sample_interval_ms")] = double(m.base.interval.count()) / 1e6;
    o[QStringLiteral("order")] = QString::fromStdString(matrixOrderName(m.order));
    o[QStringLiteral("order_seed")] = QString::number(m.orderSeed);
    o[QStringLiteral("trials")] = m.trials;
    o[QStringLiteral("precondition")] = m.precondition;
    if (!m.rateSteps.empty())
        o[QStringLiteral("rate_steps")] = arrayOf(m.rateSteps, [](int v) { return v; });
    o[QStringLiteral("slo_ns")] = double(m.slo.count());
    QJsonObject steady;
    steady[QStringLiteral("enabled")] = m.steadyState.enabled;
    steady[QStringLiteral("window")] = m.steadyState.window;
    steady[QStringLiteral("max_rounds")] = m.steadyState.maxRounds;
    QJsonArray track;
    for (const SteadyStateTracker& t : m.steadyState.trackers)
        track.append(
            QJsonObject{{QStringLiteral("bs"), double(t.blockSize)}, {QStringLiteral("rwmixread"), t.readPercent}});
    steady[QStringLiteral("track")] = track;
    o[QStringLiteral("steady_state")] = steady;
    if (!m.preset.empty()) {
        o[QStringLiteral("preset")] = QString::fromStdString(m.preset);
        o[QStringLiteral("preset_runtime_ms")] = double(m.presetRuntime.count()) / 1e6;
        o[QStringLiteral("preset_size")] = double(m.presetRegion);
        if (m.presetRegionFitted)
            o[QStringLiteral("preset_size_fitted")] = true;
    }
    const auto text = [](const std::string& t) { return QString::fromStdString(t); };
    o[QStringLiteral("targets")] = arrayOf(m.base.targets, text);
    if (!m.hosts.empty())
        o[QStringLiteral("hosts")] = arrayOf(m.hosts, text);
    if (!m.fioOptions.empty())
        o[QStringLiteral("fio_options")] = arrayOf(m.fioOptions, text);
    if (!m.volume.empty())
        o[QStringLiteral("volume")] = volumePromiseToJson(m.volume);
    return o;
}

bool matrixFromJson(const QJsonObject& json, Matrix& m, QString& error)
{
    Matrix out;
    if (!onlyKnownKeys(json, matrixKeys(), {}, error) || !sweepsFromJson(json, out, error)
        || !numbersFromJson(json, out, error) || !choicesFromJson(json, out, error)
        || !rateStepsFromJson(json, out.rateSteps, error) || !steadyStateFromJson(json, out.steadyState, error)
        || !placesFromJson(json, out, error))
        return false;
    if (const uint64_t points = out.pointCount(); points > kMaxPoints) {
        error = Text::tr("the lists make %1 points, more than the %2 of a matrix Surfio runs: shorten them or split "
                         "the matrix")
                    .arg(points)
                    .arg(kMaxPoints);
        return false;
    }
    m = out;
    return true;
}

}  // namespace surfio
