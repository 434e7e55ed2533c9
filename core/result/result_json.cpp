#include "core/result/result_json.h"

#include "core/analysis/analysis_json.h"
#include "core/matrix/matrix_json.h"
#include "core/result/disk_cpu_json.h"
#include "core/result/json_numbers.h"
#include "core/result/point_summary.h"
#include "core/result/target_figures.h"
#include "core/text/input_file.h"
#include "core/text/units.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>
#include <limits>

namespace surfio {

namespace {

constexpr double kPercentiles[] = {1, 5, 10, 20, 30, 40, 50, 60, 70, 80, 90, 95, 99, 99.5, 99.9, 99.95, 99.99};

QString str(const std::string& s)
{
    return QString::fromStdString(s);
}

// fio writes percentile keys as "99.000000".
QString percentileKey(double p)
{
    return QString::number(p, 'f', 6);
}

QJsonObject direction(const JobResult& r, const DirectionTotals& d)
{
    QJsonObject clat;
    clat[QStringLiteral("min")] = double(d.latMinNs);
    clat[QStringLiteral("max")] = double(d.latMaxNs);
    clat[QStringLiteral("mean")] = d.meanLatNs();
    clat[QStringLiteral("stddev")] = d.stddevLatNs();
    clat[QStringLiteral("N")] = double(d.ios);
    if (d.ios) {
        QJsonObject percentiles;
        for (double p : kPercentiles)
            percentiles[percentileKey(p)] = d.histogram.percentile(p);
        clat[QStringLiteral("percentile")] = percentiles;
        // fio's json+ "bins": bucket value (ns) -> count, non-empty buckets only.
        QJsonObject bins;
        for (const LatencyHistogram::Bin& b : d.histogram.bins())
            bins[QString::number(qint64(histogram::bucketValue(b.index)))] = double(b.count);
        clat[QStringLiteral("bins")] = bins;
    }
    QJsonObject o;
    o[QStringLiteral("io_bytes")] = double(d.bytes);
    o[QStringLiteral("bw_bytes")] = r.bandwidth(d);
    o[QStringLiteral("bw")] = r.bandwidth(d) / 1024.0;
    o[QStringLiteral("iops")] = r.iops(d);
    o[QStringLiteral("runtime")] = qint64(std::llround(r.seconds * 1000.0));
    o[QStringLiteral("total_ios")] = double(d.ios);
    // fio's lat_ns (submission + completion): the clock starts just before the
    // system call that submits the I/O, where fio's clat_ns starts after it.
    o[QStringLiteral("lat_ns")] = clat;
    return o;
}

QJsonObject specJson(const JobSpec& s)
{
    QJsonObject o;
    o[QStringLiteral("rw")] = str(patternName(s.pattern));
    o[QStringLiteral("bs")] = double(s.blockSize);
    if (!s.blockSplit.empty())
        o[QStringLiteral("bssplit")] = str(blockSplitName(s.blockSplit));
    o[QStringLiteral("rwmixread")] = s.effectiveReadPercent();
    o[QStringLiteral("percentage_random")] = s.effectiveRandomPercent();
    o[QStringLiteral("iodepth")] = double(s.queueDepth);
    o[QStringLiteral("numjobs")] = double(s.jobs);
    o[QStringLiteral("size")] = double(s.regionSize);
    o[QStringLiteral("offset")] = double(s.regionOffset);
    o[QStringLiteral("runtime_ms")] = double(s.runtime.count()) / 1e6;
    o[QStringLiteral("ramp_time_ms")] = double(s.rampTime.count()) / 1e6;
    o[QStringLiteral("io_size")] = double(s.byteTotal);
    o[QStringLiteral("direct")] = s.direct ? 1 : 0;
    o[QStringLiteral("verify")] = str(verifyChoiceName(s.verify));
    o[QStringLiteral("rate_iops")] = double(s.rateIops);
    if (s.rateSharePercent > 0)  // a rate step: rate_iops is this share of what the point before reached
        o[QStringLiteral("rate_share_percent")] = s.rateSharePercent;
    o[QStringLiteral("randseed")] = QString::number(s.seed);
    o[QStringLiteral("engine")] = str(engineChoiceName(s.engine));
    o[QStringLiteral("sample_interval_ms")] = double(s.interval.count()) / 1e6;
    uringOptionsToJson(s, o);
    QJsonArray targets;
    for (const auto& t : s.targets)
        targets.append(str(t));
    o[QStringLiteral("targets")] = targets;
    return o;
}

QJsonObject engineJson(const EngineInfo& e)
{
    QJsonObject o;
    o[QStringLiteral("name")] = str(e.name);
    o[QStringLiteral("ring_flags")] = str(e.ringFlagNames);
    o[QStringLiteral("ring_flags_value")] = double(e.ringFlags);
    o[QStringLiteral("registered_buffers")] = e.registeredBuffers;
    o[QStringLiteral("registered_files")] = e.registeredFiles;
    if (!e.bufferPages.empty())
        o[QStringLiteral("buffer_pages")] = str(e.bufferPages);
    if (e.submitBatch)  // io_uring: I/Os per enter at most, and completions a wait asks for
        o[QStringLiteral("submit_batch")] = double(e.submitBatch);
    if (e.completeMin)
        o[QStringLiteral("complete_min")] = double(e.completeMin);
    o[QStringLiteral("fallback_reason")] = str(e.fallbackReason);
    if (!e.workerCpus.empty())  // Surfio's own placement: one CPU per job (cpu_placement.h)
        o[QStringLiteral("worker_cpus")] = str(e.workerCpus);
    o[QStringLiteral("latency")] =
        QStringLiteral("from just before the submitting system call to the reaping of the completion");
    return o;
}

QJsonObject targetJson(const TargetInfo& t)
{
    QJsonObject o;
    o[QStringLiteral("path")] = str(t.path);
    o[QStringLiteral("io_path")] = str(t.ioPath);
    if (!t.host.empty())
        o[QStringLiteral("host")] = str(t.host);
    o[QStringLiteral("kind")] = str(targetKindName(t.kind));
    o[QStringLiteral("size")] = double(t.size);
    o[QStringLiteral("region_offset")] = double(t.regionOffset);
    o[QStringLiteral("region_size")] = double(t.regionSize);
    o[QStringLiteral("logical_block_size")] = double(t.logicalBlockSize);
    o[QStringLiteral("physical_block_size")] = double(t.physicalBlockSize);
    o[QStringLiteral("dio_offset_align")] = double(t.dioOffsetAlign);
    o[QStringLiteral("dio_mem_align")] = double(t.dioMemAlign);
    o[QStringLiteral("align_source")] = str(t.alignSource);
    o[QStringLiteral("model")] = str(t.model);
    o[QStringLiteral("filesystem")] = str(t.filesystem);
    o[QStringLiteral("layout")] = str(t.layout);
    if (t.host.empty() && !t.openedBy.empty())
        o[QStringLiteral("opened_by")] = str(t.openedBy);
    QJsonArray devices;
    for (const TargetDevice& d : t.devices)
        devices.append(QJsonObject{{QStringLiteral("name"), str(d.name)},
                                   {QStringLiteral("disk"), str(d.disk)},
                                   {QStringLiteral("above"), str(d.above)}});
    o[QStringLiteral("devices")] = devices;
    return o;
}

QJsonObject targetDirection(const TargetFigures::Direction& d)
{
    return QJsonObject{{QStringLiteral("iops"), d.iops},
                       {QStringLiteral("bw_bytes"), d.bwBytes},
                       {QStringLiteral("io_bytes"), double(d.bytes)},
                       {QStringLiteral("total_ios"), double(d.ios)},
                       {QStringLiteral("lat_ns"), QJsonObject{{QStringLiteral("mean"), d.meanLatNs}}}};
}

// Each target's own figures beside the run's sum (target_figures.h): written
// for people and other tools; a result read back derives them from its
// workers again.
QJsonArray targetsJson(const JobResult& r)
{
    const std::vector<TargetFigures> figures = targetFigures(r);
    QJsonArray targets;
    for (size_t i = 0; i < r.targets.size(); ++i) {
        QJsonObject o = targetJson(r.targets[i]);
        if (i < figures.size()) {
            o[QStringLiteral("read")] = targetDirection(figures[i].read);
            o[QStringLiteral("write")] = targetDirection(figures[i].write);
        }
        targets.append(o);
    }
    return targets;
}

QJsonObject sampleDirection(const IntervalSample& s, const IntervalSample::Direction& d)
{
    QJsonObject o;
    o[QStringLiteral("iops")] = s.iops(d);
    o[QStringLiteral("bw_bytes")] = s.seconds > 0 ? double(d.bytes) / s.seconds : 0.0;
    o[QStringLiteral("total_ios")] = double(d.ios);
    o[QStringLiteral("io_bytes")] = double(d.bytes);
    o[QStringLiteral("lat_mean_ns")] = d.meanLatNs;
    o[QStringLiteral("lat_p99_ns")] = d.p99LatNs;
    return o;
}

// A temperature in °C to the millidegree the sensor gives; absent when NaN
// (not read, no threshold).
void addCelsius(QJsonObject& o, const QString& key, double c)
{
    if (!std::isnan(c))
        o[key] = std::round(c * 1000) / 1000;
}

QJsonArray temperaturesJson(const std::vector<DriveTemperature>& temperatures)
{
    QJsonArray out;
    for (const DriveTemperature& t : temperatures) {
        QJsonObject o{{QStringLiteral("device"), str(t.device)}, {QStringLiteral("sensor"), str(t.sensor)}};
        if (!t.label.empty())
            o[QStringLiteral("label")] = str(t.label);
        addCelsius(o, QStringLiteral("max_c"), t.maxC);
        addCelsius(o, QStringLiteral("crit_c"), t.critC);
        addCelsius(o, QStringLiteral("peak_c"), t.peakC);
        out.append(o);
    }
    return out;
}

}  // namespace

QJsonObject toJson(const JobResult& r, int index)
{
    QJsonObject o;
    o[QStringLiteral("index")] = index;
    o[QStringLiteral("point")] = r.point;
    o[QStringLiteral("trial")] = r.trial;
    o[QStringLiteral("round")] = r.round;
    o[QStringLiteral("spec")] = specJson(r.spec);
    if (!r.blockSplitIos.empty()) {
        QJsonArray ios;
        for (uint64_t n : r.blockSplitIos)
            ios.append(double(n));
        o[QStringLiteral("bssplit_ios")] = ios;
    }
    o[QStringLiteral("engine")] = engineJson(r.engine);
    o[QStringLiteral("targets")] = targetsJson(r);
    o[QStringLiteral("seconds")] = r.seconds;
    o[QStringLiteral("read")] = direction(r, r.read);
    o[QStringLiteral("write")] = direction(r, r.write);
    if (r.verify.recorded)  // absent: verify was off, or Surfio did not count yet
        o[QStringLiteral("verify")] = QJsonObject{{QStringLiteral("checked_reads"), double(r.verify.checkedReads)},
                                                  {QStringLiteral("skipped_reads"), double(r.verify.skippedReads)},
                                                  {QStringLiteral("checked_bytes"), double(r.verify.checkedBytes)}};
    QJsonArray workers;
    for (const auto& w : r.workers) {
        QJsonObject wo;
        wo[QStringLiteral("index")] = int(w.index);
        wo[QStringLiteral("target")] = int(w.target);
        wo[QStringLiteral("seconds")] = w.seconds;
        wo[QStringLiteral("read_ios")] = double(w.readIos);
        wo[QStringLiteral("read_bytes")] = double(w.readBytes);
        wo[QStringLiteral("read_iops")] = w.seconds > 0 ? double(w.readIos) / w.seconds : 0.0;
        wo[QStringLiteral("read_lat_mean_ns")] = w.readMeanLatNs;
        wo[QStringLiteral("write_ios")] = double(w.writeIos);
        wo[QStringLiteral("write_bytes")] = double(w.writeBytes);
        wo[QStringLiteral("write_iops")] = w.seconds > 0 ? double(w.writeIos) / w.seconds : 0.0;
        wo[QStringLiteral("write_lat_mean_ns")] = w.writeMeanLatNs;
        wo[QStringLiteral("max_in_flight")] = double(w.maxInFlight);
        wo[QStringLiteral("short_ios")] = double(w.reissued);
        addCpuJson(wo, w.cpu);
        workers.append(wo);
    }
    o[QStringLiteral("workers")] = workers;
    // The workers' together, as fio's group_reporting gives them.
    if (const CpuUse cpu = r.cpu(); cpu.recorded()) {
        addCpuJson(o, cpu);
        o[QStringLiteral("cpu_us_per_io")] = r.cpuMicrosecondsPerIo();
    }
    if (!r.diskUtil.empty())
        o[QStringLiteral("disk_util")] = diskUtilToJson(r.diskUtil);
    if (!r.temperatures.empty())
        o[QStringLiteral("temperatures")] = temperaturesJson(r.temperatures);
    if (!r.warnings.empty()) {
        QJsonArray warnings;
        for (const std::string& w : r.warnings)
            warnings.append(str(w));
        o[QStringLiteral("warnings")] = warnings;
    }
    QJsonArray samples;
    for (const auto& s : r.samples) {
        QJsonObject so;
        so[QStringLiteral("t")] = s.t;
        so[QStringLiteral("seconds")] = s.seconds;
        so[QStringLiteral("read")] = sampleDirection(s, s.read);
        so[QStringLiteral("write")] = sampleDirection(s, s.write);
        addCelsius(so, QStringLiteral("temp_c"), s.temperatureC);
        samples.append(so);
    }
    o[QStringLiteral("samples")] = samples;
    o[QStringLiteral("stopped")] = r.stopped;
    if (r.stalled)  // the device stopped answering at the end; "error" says so
        o[QStringLiteral("stalled")] = true;
    o[QStringLiteral("error")] = str(r.error);
    return o;
}

QJsonObject steadyStateJson(const SteadyStateReport& report)
{
    QJsonObject o;
    o[QStringLiteral("rounds")] = report.rounds;
    o[QStringLiteral("reached")] = report.reached;
    o[QStringLiteral("window_first_round")] = report.windowFirstRound;
    QJsonArray series;
    for (const auto& s : report.series) {
        QJsonArray values;
        for (double v : s.values)
            values.append(v);
        series.append(QJsonObject{{QStringLiteral("bs"), double(s.tracker.blockSize)},
                                  {QStringLiteral("rwmixread"), s.tracker.readPercent},
                                  {QStringLiteral("label"), s.label},
                                  {QStringLiteral("iops"), values}});
    }
    o[QStringLiteral("series")] = series;
    return o;
}

QJsonObject toJson(const ResultSet& results)
{
    QJsonObject host;
    host[QStringLiteral("hostname")] = results.host.hostname;
    host[QStringLiteral("kernel")] = results.host.kernel;
    host[QStringLiteral("cpu")] = results.host.cpu;
    host[QStringLiteral("cores")] = results.host.cores;
    host[QStringLiteral("liburing")] = results.host.liburingVersion;
    host[QStringLiteral("qt")] = results.host.qtVersion;

    QJsonArray points;
    for (int i = 0; i < results.points.size(); ++i)
        points.append(toJson(results.points[i], i));

    QJsonObject o;
    o[QStringLiteral("format")] = QStringLiteral("surfio-result");
    o[QStringLiteral("format_version")] = kResultFormatVersion;
    o[QStringLiteral("surfio_version")] = results.host.surfioVersion;
    o[QStringLiteral("started")] = results.started.toString(Qt::ISODateWithMs);
    o[QStringLiteral("host")] = host;
    o[QStringLiteral("matrix")] = matrixToJson(results.matrix);
    if (!results.preconditioning.isEmpty()) {
        QJsonArray passes;
        for (int i = 0; i < results.preconditioning.size(); ++i)
            passes.append(toJson(results.preconditioning[i], i));
        o[QStringLiteral("preconditioning")] = passes;
    }
    if (results.matrix.steadyState.enabled)
        o[QStringLiteral("steady_state")] = steadyStateJson(results.steadyState);
    // Per point, the runs that count and their spread: what the table and CSV report.
    QJsonArray summary;
    for (const PointSummary& p : summarize(results)) {
        const auto spread = [](const Spread& v) {
            return QJsonObject{{QStringLiteral("mean"), v.mean},
                               {QStringLiteral("stddev"), v.stddev},
                               {QStringLiteral("cv"), v.cv},
                               {QStringLiteral("min"), v.min},
                               {QStringLiteral("max"), v.max}};
        };
        QJsonArray runs;
        for (int i : p.runs)
            runs.append(i);
        summary.append(QJsonObject{{QStringLiteral("point"), p.point},
                                   {QStringLiteral("runs"), runs},
                                   {QStringLiteral("iops"), spread(p.iops)},
                                   {QStringLiteral("read_iops"), spread(p.readIops)},
                                   {QStringLiteral("write_iops"), spread(p.writeIops)},
                                   {QStringLiteral("mb_per_s"), spread(p.megabytesPerSecond)},
                                   {QStringLiteral("lat_mean_ns"), spread(p.meanLatencyNs)},
                                   {QStringLiteral("lat_p99_ns"), spread(p.p99LatencyNs)},
                                   {QStringLiteral("unstable"), p.unstable()}});
    }
    o[QStringLiteral("summary")] = summary;
    // What the data says about the storage, for other tools (Surfio reads it again from the data).
    o[QStringLiteral("analysis")] = toJson(analyze(results));
    o[QStringLiteral("points")] = points;
    o[QStringLiteral("stopped")] = results.stopped;
    o[QStringLiteral("error")] = results.error;
    return o;
}

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(ResultJson)
};

std::string stdStr(const QJsonValue& v)
{
    return v.toString().toStdString();
}

uint64_t u64(const QJsonValue& v)
{
    return v.isString() ? v.toString().toULongLong() : toCount(v.toDouble());
}

uint32_t u32(const QJsonValue& v)
{
    return uint32_t(std::min<uint64_t>(toCount(v.toDouble()), UINT32_MAX));
}

std::chrono::nanoseconds msToNs(const QJsonValue& v)
{
    return std::chrono::nanoseconds(int64_t(std::min<uint64_t>(toCount(v.toDouble() * 1e6), INT64_MAX)));
}

// One direction's totals; false, with why, when a latency bin is not named
// by its latency in nanoseconds.
bool directionFrom(const QJsonObject& o, DirectionTotals& d, QString& why)
{
    d = DirectionTotals{};
    JsonNumbers numbers;
    d.ios = numbers.count(o, QStringLiteral("total_ios"));
    d.bytes = numbers.count(o, QStringLiteral("io_bytes"));
    const QString latKey = o.contains(QStringLiteral("lat_ns")) ? QStringLiteral("lat_ns") : QStringLiteral("clat_ns");
    const QJsonObject clat = o[latKey].toObject();
    const QString at = latKey + QLatin1Char('.');
    d.latMinNs = numbers.count(clat, QStringLiteral("min"), at);
    d.latMaxNs = numbers.count(clat, QStringLiteral("max"), at);
    d.setLatencyMoments(numbers.number(clat, QStringLiteral("mean"), at),
                        numbers.number(clat, QStringLiteral("stddev"), at));
    if (!numbers.ok()) {
        why = numbers.problem();
        return false;
    }
    return addLatencyBins(clat[QStringLiteral("bins")].toObject(), d.histogram, why);
}

JobSpec specFrom(const QJsonObject& o)
{
    JobSpec s;
    if (const auto p = parsePattern(stdStr(o[QStringLiteral("rw")])))
        s.pattern = *p;
    s.blockSize = u64(o[QStringLiteral("bs")]);
    if (o.contains(QStringLiteral("bssplit"))) {
        QString why;
        if (!parseBlockSplit(o[QStringLiteral("bssplit")].toString(), s.blockSplit, why))
            s.blockSize = 0;  // refused by the caller as an invalid spec
    }
    s.readPercent = o[QStringLiteral("rwmixread")].toInt();
    s.percentageRandom = o[QStringLiteral("percentage_random")].toInt(-1);
    s.queueDepth = u32(o[QStringLiteral("iodepth")]);
    s.jobs = u32(o[QStringLiteral("numjobs")]);
    s.regionSize = u64(o[QStringLiteral("size")]);
    s.regionOffset = u64(o[QStringLiteral("offset")]);
    s.runtime = msToNs(o[QStringLiteral("runtime_ms")]);
    s.rampTime = msToNs(o[QStringLiteral("ramp_time_ms")]);
    s.byteTotal = u64(o[QStringLiteral("io_size")]);
    s.direct = o[QStringLiteral("direct")].toInt(1) != 0;
    s.verify = parseVerifyChoice(stdStr(o[QStringLiteral("verify")])).value_or(VerifyChoice::Off);
    s.rateIops = u64(o[QStringLiteral("rate_iops")]);
    s.rateSharePercent = std::clamp(o[QStringLiteral("rate_share_percent")].toInt(), 0, 100);
    s.seed = u64(o[QStringLiteral("randseed")]);
    s.engine = parseEngineChoice(stdStr(o[QStringLiteral("engine")])).value_or(EngineChoice::Auto);
    if (o.contains(QStringLiteral("sample_interval_ms")))
        s.interval = msToNs(o[QStringLiteral("sample_interval_ms")]);
    for (const QJsonValue t : o[QStringLiteral("targets")].toArray())
        s.targets.push_back(stdStr(t));
    return s;
}

TargetInfo targetFrom(const QJsonObject& o)
{
    TargetInfo t;
    t.path = stdStr(o[QStringLiteral("path")]);
    t.ioPath = stdStr(o[QStringLiteral("io_path")]);
    t.host = stdStr(o[QStringLiteral("host")]);
    const QString kind = o[QStringLiteral("kind")].toString();
    t.kind = kind == QLatin1String("directory")      ? TargetKind::Directory
             : kind == QLatin1String("block device") ? TargetKind::BlockDevice
                                                     : TargetKind::File;
    t.size = u64(o[QStringLiteral("size")]);
    t.regionOffset = u64(o[QStringLiteral("region_offset")]);
    t.regionSize = u64(o[QStringLiteral("region_size")]);
    t.logicalBlockSize = u32(o[QStringLiteral("logical_block_size")]);
    t.physicalBlockSize = u32(o[QStringLiteral("physical_block_size")]);
    t.dioOffsetAlign = u32(o[QStringLiteral("dio_offset_align")]);
    t.dioMemAlign = u32(o[QStringLiteral("dio_mem_align")]);
    t.alignSource = stdStr(o[QStringLiteral("align_source")]);
    t.model = stdStr(o[QStringLiteral("model")]);
    t.filesystem = stdStr(o[QStringLiteral("filesystem")]);
    t.layout = stdStr(o[QStringLiteral("layout")]);
    t.openedBy = stdStr(o[QStringLiteral("opened_by")]);  // empty: a result from before Surfio said
    for (const QJsonValue v : o[QStringLiteral("devices")].toArray()) {
        const QJsonObject d = v.toObject();
        t.devices.push_back(
            {stdStr(d[QStringLiteral("name")]), stdStr(d[QStringLiteral("disk")]), stdStr(d[QStringLiteral("above")])});
    }
    return t;
}

double celsius(const QJsonValue& v)
{
    return v.isDouble() ? v.toDouble() : std::numeric_limits<double>::quiet_NaN();
}

std::vector<DriveTemperature> temperaturesFrom(const QJsonArray& a)
{
    std::vector<DriveTemperature> out;
    for (const QJsonValue v : a) {
        const QJsonObject o = v.toObject();
        DriveTemperature t;
        t.device = stdStr(o[QStringLiteral("device")]);
        t.sensor = stdStr(o[QStringLiteral("sensor")]);
        t.label = stdStr(o[QStringLiteral("label")]);
        t.maxC = celsius(o[QStringLiteral("max_c")]);
        t.critC = celsius(o[QStringLiteral("crit_c")]);
        t.peakC = celsius(o[QStringLiteral("peak_c")]);
        out.push_back(t);
    }
    return out;
}

IntervalSample::Direction sampleDirectionFrom(const QJsonObject& o, const QString& at, JsonNumbers& numbers)
{
    IntervalSample::Direction d;
    d.ios = numbers.count(o, QStringLiteral("total_ios"), at);
    d.bytes = numbers.count(o, QStringLiteral("io_bytes"), at);
    d.meanLatNs = numbers.number(o, QStringLiteral("lat_mean_ns"), at);
    d.p99LatNs = numbers.number(o, QStringLiteral("lat_p99_ns"), at);
    return d;
}

// The time series; a figure that cannot be read is left in numbers, naming the sample.
std::vector<IntervalSample> samplesFrom(const QJsonArray& a, JsonNumbers& numbers)
{
    std::vector<IntervalSample> samples;
    for (qsizetype i = 0; i < a.size() && numbers.ok(); ++i) {
        const QJsonObject so = a[i].toObject();
        const QString at = QStringLiteral("samples[%1].").arg(i);
        IntervalSample s;
        s.t = numbers.number(so, QStringLiteral("t"), at);
        s.seconds = numbers.number(so, QStringLiteral("seconds"), at);
        s.read = sampleDirectionFrom(so[QStringLiteral("read")].toObject(), at + QStringLiteral("read."), numbers);
        s.write = sampleDirectionFrom(so[QStringLiteral("write")].toObject(), at + QStringLiteral("write."), numbers);
        s.temperatureC = celsius(so[QStringLiteral("temp_c")]);
        samples.push_back(s);
    }
    return samples;
}

}  // namespace

bool addLatencyBins(const QJsonObject& bins, LatencyHistogram& into, QString& why)
{
    for (auto it = bins.begin(); it != bins.end(); ++it) {
        bool ok = false;
        const qulonglong ns = it.key().toULongLong(&ok);
        if (!ok) {
            why = Text::tr("latency bin \"%1\" is not a latency in whole nanoseconds").arg(it.key());
            return false;
        }
        const qint64 n = it.value().toInteger(-1);
        into.addToBucket(histogram::bucketOf(ns), n >= 0 ? uint64_t(n) : toCount(it.value().toDouble()));
    }
    return true;
}

bool fromJson(const QJsonObject& o, JobResult& r, QString& error)
{
    r = JobResult{};
    if (!o[QStringLiteral("spec")].isObject()) {
        error = Text::tr("a point has no \"spec\" object");
        return false;
    }
    r.spec = specFrom(o[QStringLiteral("spec")].toObject());
    if (QString why; !uringOptionsFromJson(o[QStringLiteral("spec")].toObject(), r.spec, why)) {
        error = Text::tr("a point's \"spec\": %1").arg(why);
        return false;
    }
    if (r.spec.blockSize == 0 || r.spec.queueDepth == 0 || r.spec.jobs == 0) {
        error = Text::tr("a point's \"spec\" has no valid \"bs\", \"iodepth\" or \"numjobs\"");
        return false;
    }
    if (r.spec.readPercent < 0 || r.spec.readPercent > 100) {
        error =
            Text::tr("a point's \"spec\" has \"rwmixread\" %1, not a percentage from 0 to 100").arg(r.spec.readPercent);
        return false;
    }
    if (r.spec.percentageRandom < -1 || r.spec.percentageRandom > 100) {
        error = Text::tr("a point's \"spec\" has \"percentage_random\" %1, not -1 (the pattern's own) or 0 to 100")
                    .arg(r.spec.percentageRandom);
        return false;
    }
    r.point = o[QStringLiteral("point")].toInt(o[QStringLiteral("index")].toInt());
    r.trial = o[QStringLiteral("trial")].toInt();
    r.round = o[QStringLiteral("round")].toInt();
    if (r.point < 0 || r.trial < 0 || r.round < 0) {
        error = Text::tr("a point has a negative \"point\", \"trial\" or \"round\"");
        return false;
    }
    for (const QJsonValue n : o[QStringLiteral("bssplit_ios")].toArray())
        r.blockSplitIos.push_back(u64(n));
    const QJsonObject e = o[QStringLiteral("engine")].toObject();
    r.engine.name = stdStr(e[QStringLiteral("name")]);
    r.engine.ringFlagNames = stdStr(e[QStringLiteral("ring_flags")]);
    r.engine.ringFlags = u32(e[QStringLiteral("ring_flags_value")]);
    r.engine.registeredBuffers = e[QStringLiteral("registered_buffers")].toBool();
    r.engine.registeredFiles = e[QStringLiteral("registered_files")].toBool();
    r.engine.bufferPages = stdStr(e[QStringLiteral("buffer_pages")]);
    r.engine.submitBatch = u32(e[QStringLiteral("submit_batch")]);
    r.engine.completeMin = u32(e[QStringLiteral("complete_min")]);
    r.engine.fallbackReason = stdStr(e[QStringLiteral("fallback_reason")]);
    r.engine.workerCpus = stdStr(e[QStringLiteral("worker_cpus")]);
    for (const QJsonValue t : o[QStringLiteral("targets")].toArray())
        r.targets.push_back(targetFrom(t.toObject()));
    JsonNumbers numbers;
    r.seconds = numbers.number(o, QStringLiteral("seconds"));
    if (!numbers.ok()) {
        error = numbers.problem();
        return false;
    }
    for (auto [key, totals] :
         {std::pair{QStringLiteral("read"), &r.read}, std::pair{QStringLiteral("write"), &r.write}}) {
        QString why;
        if (!directionFrom(o[key].toObject(), *totals, why)) {
            error = Text::tr("a point's \"%1\": %2").arg(key, why);
            return false;
        }
    }

    if (const QJsonValue v = o[QStringLiteral("verify")]; v.isObject()) {
        const QJsonObject verify = v.toObject();
        r.verify.recorded = true;
        r.verify.checkedReads = u64(verify[QStringLiteral("checked_reads")]);
        r.verify.skippedReads = u64(verify[QStringLiteral("skipped_reads")]);
        r.verify.checkedBytes = u64(verify[QStringLiteral("checked_bytes")]);
    }
    const QJsonArray workers = o[QStringLiteral("workers")].toArray();
    for (qsizetype i = 0; i < workers.size(); ++i) {
        const QJsonObject w = workers[i].toObject();
        const QString at = QStringLiteral("workers[%1].").arg(i);
        WorkerTotals t;
        t.index = unsigned(w[QStringLiteral("index")].toInt());
        t.target = unsigned(w[QStringLiteral("target")].toInt());
        t.seconds = numbers.number(w, QStringLiteral("seconds"), at);
        t.readIos = numbers.count(w, QStringLiteral("read_ios"), at);
        t.readBytes = numbers.count(w, QStringLiteral("read_bytes"), at);
        t.readMeanLatNs = numbers.number(w, QStringLiteral("read_lat_mean_ns"), at);
        t.writeIos = numbers.count(w, QStringLiteral("write_ios"), at);
        t.writeBytes = numbers.count(w, QStringLiteral("write_bytes"), at);
        t.writeMeanLatNs = numbers.number(w, QStringLiteral("write_lat_mean_ns"), at);
        t.maxInFlight = u32(w[QStringLiteral("max_in_flight")]);
        t.reissued = u64(w[QStringLiteral("short_ios")]);
        t.cpu = cpuFromJson(w);
        r.workers.push_back(t);
    }
    r.diskUtil = diskUtilFromJson(o[QStringLiteral("disk_util")].toArray(), r.seconds * 1000);
    r.temperatures = temperaturesFrom(o[QStringLiteral("temperatures")].toArray());
    for (const QJsonValue w : o[QStringLiteral("warnings")].toArray())
        r.warnings.push_back(stdStr(w));
    r.samples = samplesFrom(o[QStringLiteral("samples")].toArray(), numbers);
    if (!numbers.ok()) {
        error = numbers.problem();
        return false;
    }
    r.stopped = o[QStringLiteral("stopped")].toBool();
    r.stalled = o[QStringLiteral("stalled")].toBool();
    r.error = stdStr(o[QStringLiteral("error")]);
    return true;
}

bool fromJson(const QJsonObject& doc, ResultSet& results, QString& error)
{
    if (doc[QStringLiteral("format")].toString() != QLatin1String("surfio-result")) {
        error = Text::tr("not a Surfio result (no \"format\": \"surfio-result\")");
        return false;
    }
    const int version = doc[QStringLiteral("format_version")].toInt();
    if (version < 1 || version > kResultFormatVersion) {
        error = Text::tr("result format version %1 is not one this Surfio reads (up to %2): update Surfio")
                    .arg(version)
                    .arg(kResultFormatVersion);
        return false;
    }
    ResultSet out;
    out.started = QDateTime::fromString(doc[QStringLiteral("started")].toString(), Qt::ISODateWithMs);
    const QJsonObject host = doc[QStringLiteral("host")].toObject();
    out.host.hostname = host[QStringLiteral("hostname")].toString();
    out.host.kernel = host[QStringLiteral("kernel")].toString();
    out.host.cpu = host[QStringLiteral("cpu")].toString();
    out.host.cores = host[QStringLiteral("cores")].toInt();
    out.host.liburingVersion = host[QStringLiteral("liburing")].toString();
    out.host.qtVersion = host[QStringLiteral("qt")].toString();
    out.host.surfioVersion = doc[QStringLiteral("surfio_version")].toString();
    out.stopped = doc[QStringLiteral("stopped")].toBool();
    out.error = doc[QStringLiteral("error")].toString();

    if (version >= 2 && !doc.contains(QStringLiteral("matrix"))) {
        error = Text::tr("no \"matrix\": a format %1 result records the matrix it ran").arg(version);
        return false;
    }
    if (doc.contains(QStringLiteral("matrix"))) {
        QString why;
        if (!doc[QStringLiteral("matrix")].isObject()
            || !matrixFromJson(doc[QStringLiteral("matrix")].toObject(), out.matrix, why)) {
            error = Text::tr("\"matrix\": %1").arg(why.isEmpty() ? Text::tr("not an object") : why);
            return false;
        }
    }
    const auto readRuns = [&](const char* key, QList<JobResult>& into) {
        const QJsonArray runs = doc[QLatin1String(key)].toArray();
        for (int i = 0; i < runs.size(); ++i) {
            JobResult r;
            QString why;
            if (!fromJson(runs[i].toObject(), r, why)) {
                error = Text::tr("\"%1\"[%2]: %3").arg(QLatin1String(key)).arg(i).arg(why);
                return false;
            }
            if (version < 2)
                r.point = i;  // format 1: one run per point, in order
            into.append(r);
        }
        return true;
    };
    if (!readRuns("points", out.points) || !readRuns("preconditioning", out.preconditioning))
        return false;
    if (version < 2) {
        // Format 1 kept no matrix: each point becomes a sweep of its own, which reruns the same points.
        out.matrix.sweeps.clear();
        for (const JobResult& r : out.points) {
            if (out.matrix.sweeps.empty())
                out.matrix.base = r.spec;
            out.matrix.sweeps.push_back(sweepOfPoint(r.spec));
        }
        if (out.matrix.sweeps.empty())
            out.matrix.sweeps.push_back(Sweep{});
        // The matrix made from the points must be one a rerun or a preset
        // can use: the same checks as a matrix read from a file.
        Matrix checked;
        QString why;
        if (!matrixFromJson(matrixToJson(out.matrix), checked, why)) {
            error = Text::tr("the points make no valid matrix: %1").arg(why);
            return false;
        }
    }
    const QJsonObject steady = doc[QStringLiteral("steady_state")].toObject();
    out.steadyState.rounds = steady[QStringLiteral("rounds")].toInt();
    out.steadyState.reached = steady[QStringLiteral("reached")].toBool();
    out.steadyState.windowFirstRound = steady[QStringLiteral("window_first_round")].toInt(-1);
    for (const QJsonValue sv : steady[QStringLiteral("series")].toArray()) {
        const QJsonObject so = sv.toObject();
        SteadyStateReport::Series series;
        series.tracker.blockSize = u64(so[QStringLiteral("bs")]);
        series.tracker.readPercent = so[QStringLiteral("rwmixread")].toInt();
        series.label = so[QStringLiteral("label")].toString();
        for (const QJsonValue v : so[QStringLiteral("iops")].toArray())
            series.values.append(v.toDouble());
        out.steadyState.series.append(series);
    }
    results = out;
    return true;
}

int lineOfOffset(const QByteArray& data, qsizetype offset)
{
    return int(data.left(offset).count('\n')) + 1;
}

bool readResultFile(const QString& path, ResultSet& results, QString& error)
{
    QByteArray data;
    return readInputFile(path, InputKind::Result, data, error) && readResultData(data, path, results, error);
}

bool readResultData(const QByteArray& data, const QString& path, ResultSet& results, QString& error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const int line = lineOfOffset(data, parseError.offset);
        error = Text::tr("%1 is damaged at line %2: %3").arg(path).arg(line).arg(parseError.errorString());
        return false;
    }
    if (!doc.isObject()) {
        error = Text::tr("%1 is not a Surfio result: it holds no JSON object").arg(path);
        return false;
    }
    QString why;
    if (!fromJson(doc.object(), results, why)) {
        error = Text::tr("%1: %2").arg(path, why);
        return false;
    }
    return true;
}

}  // namespace surfio
