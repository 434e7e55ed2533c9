#include "result_json.h"

#include <QJsonArray>

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
    }
    QJsonObject o;
    o[QStringLiteral("io_bytes")] = double(d.bytes);
    o[QStringLiteral("bw_bytes")] = r.bandwidth(d);
    o[QStringLiteral("bw")] = r.bandwidth(d) / 1024.0;
    o[QStringLiteral("iops")] = r.iops(d);
    o[QStringLiteral("runtime")] = qint64(r.seconds * 1000.0 + 0.5);
    o[QStringLiteral("total_ios")] = double(d.ios);
    o[QStringLiteral("clat_ns")] = clat;
    return o;
}

QJsonObject specJson(const JobSpec& s)
{
    QJsonObject o;
    o[QStringLiteral("rw")] = str(patternName(s.pattern));
    o[QStringLiteral("bs")] = double(s.blockSize);
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
    o[QStringLiteral("rate_iops")] = double(s.rateIops);
    o[QStringLiteral("randseed")] = QString::number(s.seed);
    o[QStringLiteral("engine")] = str(engineChoiceName(s.engine));
    o[QStringLiteral("sample_interval_ms")] = double(s.interval.count()) / 1e6;
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
    o[QStringLiteral("fallback_reason")] = str(e.fallbackReason);
    o[QStringLiteral("latency")] = QStringLiteral("from just before the submitting system call to the reaping of the completion");
    return o;
}

QJsonObject targetJson(const TargetInfo& t)
{
    QJsonObject o;
    o[QStringLiteral("path")] = str(t.path);
    o[QStringLiteral("io_path")] = str(t.ioPath);
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
    return o;
}

QJsonObject sampleDirection(const IntervalSample& s, const IntervalSample::Direction& d)
{
    QJsonObject o;
    o[QStringLiteral("iops")] = s.iops(d);
    o[QStringLiteral("bw_bytes")] = s.seconds > 0 ? double(d.bytes) / s.seconds : 0.0;
    o[QStringLiteral("lat_mean_ns")] = d.meanLatNs;
    o[QStringLiteral("lat_p99_ns")] = d.p99LatNs;
    return o;
}

} // namespace

QJsonObject toJson(const JobResult& r, int index)
{
    QJsonObject o;
    o[QStringLiteral("index")] = index;
    o[QStringLiteral("spec")] = specJson(r.spec);
    o[QStringLiteral("engine")] = engineJson(r.engine);
    QJsonArray targets;
    for (const auto& t : r.targets)
        targets.append(targetJson(t));
    o[QStringLiteral("targets")] = targets;
    o[QStringLiteral("seconds")] = r.seconds;
    o[QStringLiteral("read")] = direction(r, r.read);
    o[QStringLiteral("write")] = direction(r, r.write);
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
        workers.append(wo);
    }
    o[QStringLiteral("workers")] = workers;
    QJsonArray samples;
    for (const auto& s : r.samples) {
        QJsonObject so;
        so[QStringLiteral("t")] = s.t;
        so[QStringLiteral("seconds")] = s.seconds;
        so[QStringLiteral("read")] = sampleDirection(s, s.read);
        so[QStringLiteral("write")] = sampleDirection(s, s.write);
        samples.append(so);
    }
    o[QStringLiteral("samples")] = samples;
    o[QStringLiteral("stopped")] = r.stopped;
    o[QStringLiteral("error")] = str(r.error);
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
    o[QStringLiteral("points")] = points;
    o[QStringLiteral("stopped")] = results.stopped;
    o[QStringLiteral("error")] = results.error;
    return o;
}

} // namespace surfio
