#include "core/fio/fio_json.h"

#include "core/engine/point_warnings.h"
#include "core/fio/fio_export.h"
#include "core/result/disk_cpu_json.h"
#include "core/result/json_numbers.h"
#include "core/result/result_json.h"
#include "core/text/units.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>

namespace surfio {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(FioJson)
};

const QString kAllClients = QStringLiteral("All clients");
constexpr qint64 kFioDefaultPort = 8765;

// A document starts with '{' at the start of a line: fio indents everything
// inside one, so a '{' there never belongs to a document already begun.
qsizetype documentStart(const QByteArray& data, qsizetype from)
{
    for (qsizetype i = from; i < data.size(); ++i)
        if (data[i] == '{' && (i == 0 || data[i - 1] == '\n'))
            return i;
    return -1;
}

// Every complete JSON object in the output, in order.
bool splitDocuments(const QByteArray& data, QList<QJsonObject>& documents, QString& error)
{
    QString firstProblem;
    qsizetype pos = 0;
    while (true) {
        const qsizetype start = documentStart(data, pos);
        if (start < 0)
            break;
        const QByteArray rest = data.mid(start);
        QJsonParseError parseError;
        QJsonDocument doc = QJsonDocument::fromJson(rest, &parseError);
        qsizetype end = data.size();
        if (parseError.error == QJsonParseError::GarbageAtEnd) {
            // Another document (or text) follows this one.
            end = start + parseError.offset;
            doc = QJsonDocument::fromJson(rest.left(parseError.offset), &parseError);
        }
        if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
            if (firstProblem.isEmpty())
                firstProblem = Text::tr("fio JSON is damaged at line %1: %2")
                                   .arg(lineOfOffset(data, start + parseError.offset))
                                   .arg(parseError.error != QJsonParseError::NoError ? parseError.errorString()
                                                                                     : Text::tr("not an object"));
            pos = start + 1;
            continue;
        }
        documents.append(doc.object());
        pos = end;
    }
    if (documents.isEmpty()) {
        error = firstProblem.isEmpty() ? Text::tr("no fio JSON output: no line starts with '{'") : firstProblem;
        return false;
    }
    return true;
}

// fio writes every option value as a string; job options override global ones.
using Options = QHash<QString, QString>;

QString option(const Options& o, std::initializer_list<const char*> names)
{
    for (const char* name : names) {
        const auto it = o.constFind(QLatin1String(name));
        if (it != o.constEnd())
            return *it;
    }
    return {};
}

bool hasOption(const Options& o, std::initializer_list<const char*> names)
{
    return std::any_of(names.begin(), names.end(), [&](const char* n) { return o.contains(QLatin1String(n)); });
}

// "4k,64k" gives reads' and writes' sizes: the reads' one, else the writes'.
QString firstOfPair(const QString& value)
{
    const QStringList parts = value.split(QLatin1Char(','));
    for (const QString& p : parts)
        if (!p.trimmed().isEmpty())
            return p.trimmed();
    return {};
}

bool parseCount(const QString& text, uint32_t& into, const char* name, QString& error)
{
    bool ok = false;
    const uint value = text.trimmed().toUInt(&ok);
    if (!ok || value == 0) {
        error = Text::tr("%1 \"%2\" is not a positive whole number").arg(QLatin1String(name), text);
        return false;
    }
    into = value;
    return true;
}

bool specFrom(const Options& o, JobSpec& s, QString& error)
{
    s = JobSpec{};
    const QString rwText = option(o, {"rw", "readwrite"});
    const QString rw = rwText.isEmpty() ? QStringLiteral("read") : rwText.section(QLatin1Char(':'), 0, 0).trimmed();
    const auto pattern = parsePattern(rw.toStdString());
    if (!pattern) {
        error = Text::tr("rw \"%1\" is not an I/O pattern Surfio knows").arg(rwText);
        return false;
    }
    s.pattern = *pattern;
    switch (s.pattern) {
    case Pattern::Read:
    case Pattern::RandRead:
        s.readPercent = 100;
        break;
    case Pattern::Write:
    case Pattern::RandWrite:
        s.readPercent = 0;
        break;
    case Pattern::ReadWrite:
    case Pattern::RandReadWrite: {
        s.readPercent = 50;  // fio's default
        const bool fromWrite = !hasOption(o, {"rwmixread"}) && hasOption(o, {"rwmixwrite"});
        const QString mix = fromWrite ? option(o, {"rwmixwrite"}) : option(o, {"rwmixread"});
        if (!mix.isEmpty()) {
            bool ok = false;
            const int v = mix.trimmed().toInt(&ok);
            if (!ok || v < 0 || v > 100) {
                error = Text::tr("%1 \"%2\" is not a percentage")
                            .arg(fromWrite ? QStringLiteral("rwmixwrite") : QStringLiteral("rwmixread"), mix);
                return false;
            }
            s.readPercent = fromWrite ? 100 - v : v;
        }
        break;
    }
    }

    if (const QString split = option(o, {"bssplit"}); !split.isEmpty()) {
        QString why;
        if (!parseBlockSplit(firstOfPair(split), s.blockSplit, why)) {
            error = Text::tr("bssplit \"%1\": %2").arg(split, why);
            return false;
        }
        s.blockSize = 0;
        for (const BlockSplitPart& part : s.blockSplit)
            s.blockSize = std::max(s.blockSize, part.size);
    } else if (const QString bs = option(o, {"bs", "blocksize"}); !bs.isEmpty()) {
        const auto size = parseSize(firstOfPair(bs));
        if (!size || *size == 0) {
            error = Text::tr("bs \"%1\" is not a block size").arg(bs);
            return false;
        }
        s.blockSize = *size;
    }

    if (const QString v = option(o, {"iodepth"}); !v.isEmpty() && !parseCount(v, s.queueDepth, "iodepth", error))
        return false;
    if (const QString v = option(o, {"numjobs"}); !v.isEmpty() && !parseCount(v, s.jobs, "numjobs", error))
        return false;
    if (const QString v = option(o, {"runtime", "timeout"}); !v.isEmpty()) {
        const auto d = parseDuration(v);
        if (!d) {
            error = Text::tr("runtime \"%1\" is not a duration").arg(v);
            return false;
        }
        s.runtime = *d;
    } else {
        s.runtime = Nanoseconds{0};  // set from the measured time by the caller
    }
    if (const QString v = option(o, {"ramp_time"}); !v.isEmpty())
        s.rampTime = parseDuration(v).value_or(Nanoseconds{0});
    // "50%" and other relative sizes stay 0: the whole file.
    s.regionSize = parseSize(option(o, {"size", "filesize"})).value_or(0);
    s.regionOffset = parseSize(option(o, {"offset"})).value_or(0);
    s.rateIops = parseSize(firstOfPair(option(o, {"rate_iops"}))).value_or(0);
    // A flag given without a value means on; fio's default is buffered I/O.
    if (hasOption(o, {"direct"}))
        s.direct = option(o, {"direct"}).trimmed() != QLatin1String("0");
    else if (hasOption(o, {"buffered"}))
        s.direct = option(o, {"buffered"}).trimmed() == QLatin1String("0");
    else
        s.direct = false;
    // Only fio's crc32c is Surfio's; the other kinds are not modelled.
    s.verify = parseVerifyChoice(option(o, {"verify"}).trimmed().toStdString()) == VerifyChoice::Crc32c
                   ? VerifyChoice::Crc32c
                   : VerifyChoice::Off;
    const QString files = option(o, {"filename"});
    if (!files.isEmpty()) {
        for (const QString& f : files.split(QLatin1Char(':'), Qt::SkipEmptyParts))
            s.targets.push_back(f.toStdString());
    } else if (const QString dir = option(o, {"directory"}); !dir.isEmpty()) {
        s.targets.push_back(dir.toStdString());
    }
    return true;
}

uint64_t count(const QJsonValue& v)
{
    const qint64 n = v.toInteger(-1);
    return n >= 0 ? uint64_t(n) : toCount(v.toDouble());
}

// Rebuilds a histogram that gives fio's own value at each listed percentile:
// the share between two listed percentiles sits in the later one's bucket.
// False, with why, when a listed percentile is not a number from 0 to 100.
bool histogramFromPercentiles(const QJsonObject& percentiles, uint64_t n, uint64_t maxNs, LatencyHistogram& into,
                              QString& why)
{
    std::map<double, uint64_t> byPercent;
    for (auto it = percentiles.begin(); it != percentiles.end(); ++it) {
        bool ok = false;
        const double p = it.key().toDouble(&ok);
        if (!ok || !(p >= 0.0 && p <= 100.0)) {
            why = Text::tr("latency percentile \"%1\" is not a percentage").arg(it.key());
            return false;
        }
        byPercent[p] = count(it.value());
    }
    uint64_t placed = 0;
    size_t lastBucket = 0;
    for (const auto& [p, ns] : byPercent) {
        // The rank LatencyHistogram::percentile looks for, computed the same
        // way; no more than n (a huge N rounds up to 2^64 as a double).
        const double rank = std::max(1.0, std::ceil(p / 100.0 * double(n)));
        const uint64_t wanted = rank >= double(n) ? n : uint64_t(rank);
        lastBucket = histogram::bucketOf(ns);
        if (wanted > placed && wanted <= n) {
            into.addToBucket(lastBucket, wanted - placed);
            placed = wanted;
        }
    }
    if (placed < n)
        into.addToBucket(std::max(lastBucket, histogram::bucketOf(maxNs)), n - placed);
    return true;
}

bool hasSamples(const QJsonObject& stat)
{
    return count(stat[QStringLiteral("N")]) > 0;
}

// One direction's totals; false, with why, when a latency bin is not named
// by its latency in nanoseconds.
bool directionFrom(const QJsonObject& o, DirectionTotals& d, QString& why)
{
    d = DirectionTotals{};
    JsonNumbers numbers;
    d.ios = numbers.count(o, QStringLiteral("total_ios"));
    d.bytes = numbers.count(o, QStringLiteral("io_bytes"));
    if (!numbers.ok()) {
        why = numbers.problem();
        return false;
    }
    const QJsonObject lat = o[QStringLiteral("lat_ns")].toObject();
    const QJsonObject clat = o[QStringLiteral("clat_ns")].toObject();
    const QJsonObject& stat = hasSamples(lat) || !hasSamples(clat) ? lat : clat;
    const uint64_t n = count(stat[QStringLiteral("N")]);
    if (n > 0 && d.ios > 0) {
        d.latMinNs = count(stat[QStringLiteral("min")]);
        d.latMaxNs = count(stat[QStringLiteral("max")]);
        d.setLatencyMoments(stat[QStringLiteral("mean")].toDouble(), stat[QStringLiteral("stddev")].toDouble());
    }
    const QJsonObject& binned = lat.contains(QStringLiteral("bins")) ? lat : clat;
    const QJsonObject bins = binned[QStringLiteral("bins")].toObject();
    if (!bins.isEmpty()) {
        if (!addLatencyBins(bins, d.histogram, why))
            return false;
    } else {
        const QJsonObject& listed = lat.contains(QStringLiteral("percentile")) ? lat : clat;
        return histogramFromPercentiles(listed[QStringLiteral("percentile")].toObject(),
                                        count(listed[QStringLiteral("N")]), count(listed[QStringLiteral("max")]),
                                        d.histogram, why);
    }
    return true;
}

double measuredSeconds(const QJsonObject& job)
{
    const qint64 ms = std::max(job[QStringLiteral("read")].toObject()[QStringLiteral("runtime")].toInteger(),
                               job[QStringLiteral("write")].toObject()[QStringLiteral("runtime")].toInteger());
    return double(ms > 0 ? ms : job[QStringLiteral("job_runtime")].toInteger()) / 1000.0;
}

// One fio job (all its clones and hosts) in one document.
struct Run {
    QString key;
    QString name;
    JobResult result;
};

QString runKey(const QJsonObject& job)
{
    return job[QStringLiteral("jobname")].toString() + QLatin1Char('\n')
           + QString::number(job[QStringLiteral("groupid")].toInteger()) + QLatin1Char('\n')
           + QString::fromUtf8(
               QJsonDocument(job[QStringLiteral("job options")].toObject()).toJson(QJsonDocument::Compact));
}

TargetInfo targetInfo(const std::string& path, const std::string& ioPath = {})
{
    TargetInfo t;
    t.path = path;
    t.ioPath = ioPath.empty() ? path : ioPath;
    return t;
}

// What every job of a document shares.
struct FioDocument {
    bool clientMode = false;
    QString arrayName;  // "jobs", or "client_stats" in client mode
    Options global;     // "global options"
    QString version;    // fio's, without "fio-"
};

FioDocument documentOf(const QJsonObject& doc)
{
    FioDocument d;
    d.clientMode = doc.contains(QStringLiteral("client_stats"));
    d.arrayName = d.clientMode ? QStringLiteral("client_stats") : QStringLiteral("jobs");
    const QJsonObject globalObject = doc[QStringLiteral("global options")].toObject();
    for (auto it = globalObject.begin(); it != globalObject.end(); ++it)
        d.global[it.key()] = it.value().toString();
    d.version = doc[QStringLiteral("fio version")].toString().remove(QStringLiteral("fio-"));
    return d;
}

// A job's options: the global ones, then its own.
Options optionsOf(const FioDocument& d, const QJsonObject& job)
{
    Options options = d.global;
    const QJsonObject jobOptions = job[QStringLiteral("job options")].toObject();
    for (auto it = jobOptions.begin(); it != jobOptions.end(); ++it)
        options[it.key()] = it.value().toString();
    return options;
}

// A point Surfio's fio engine wrote: its section's name and its targets.
struct FioPoint {
    const QString& section;
    const PointTargets& targets;
};

// The run of a job not seen before: its spec, the engine fio names and, run
// here, its targets.
bool startRun(const FioDocument& d, const QJsonObject& job, const Options& options, const QString& where, Run& run,
              QString& error, const FioPoint* point)
{
    run.key = point ? QString() : runKey(job);
    run.name = job[QStringLiteral("jobname")].toString();
    QString why;
    if (!specFrom(options, run.result.spec, why)) {
        error = Text::tr("%1: %2").arg(where, why);
        return false;
    }
    const QString engine = option(options, {"ioengine"});
    run.result.engine.name = QStringLiteral("fio %1 %2")
                                 .arg(d.version.isEmpty() ? QStringLiteral("?") : d.version,
                                      engine.isEmpty() ? QStringLiteral("psync") : engine)
                                 .toStdString();
    if (d.clientMode)
        return true;
    if (point)
        run.result.targets = point->targets;
    else
        for (const std::string& t : run.result.spec.targets)
            run.result.targets.push_back(targetInfo(t));
    return true;
}

// In client mode: the index of the job's host and target among the run's
// targets, added when new; `on` is the target (its path and the file opened).
unsigned hostTarget(const QJsonObject& job, const TargetInfo& on, JobResult& r)
{
    // A server on another port than fio's 8765 is named with it: two servers on one host stay apart.
    QString hostName = job[QStringLiteral("hostname")].toString();
    if (const qint64 port = job[QStringLiteral("port")].toInteger(); port > 0 && port != kFioDefaultPort)
        hostName += QStringLiteral(":%1").arg(port);
    const std::string host = hostName.toStdString();
    std::string path = host;
    path += ':';
    path += on.path;
    auto t = std::find_if(r.targets.begin(), r.targets.end(), [&](const TargetInfo& ti) { return ti.path == path; });
    if (t == r.targets.end()) {
        r.targets.push_back(targetInfo(path, on.ioPath));
        r.targets.back().host = host;
        t = r.targets.end() - 1;
    }
    return unsigned(t - r.targets.begin());
}

// Which of a point's targets a section of Surfio's job file ran on: the
// first for the point's own section, the K-th for its "-fK"; -1 for a
// section that is not the point's.
int sectionTarget(const QString& jobName, const FioPoint& point)
{
    for (size_t t = 0; t < point.targets.size(); ++t)
        if (jobName == point.section + fioTargetSectionSuffix(t))
            return int(t);
    return -1;
}

// The target a job's figures belong to: fio's own file (or, for a point
// Surfio wrote, the target its section names), on its host in client mode.
bool workerTarget(const FioDocument& d, const QJsonObject& job, const Options& options, const FioPoint* point,
                  JobResult& r, unsigned& target)
{
    if (!point) {
        const std::string file = option(options, {"filename"}).toStdString();
        target = d.clientMode ? hostTarget(job, targetInfo(file), r) : 0;
        return true;
    }
    const int k = sectionTarget(job[QStringLiteral("jobname")].toString(), *point);
    if (k < 0)
        return false;
    target = d.clientMode ? hostTarget(job, point->targets[size_t(k)], r) : unsigned(k);
    return true;
}

// The job's figures as one more worker of its run: a clone, a target's
// group, or a host in client mode.
bool addWorker(const FioDocument& d, const QJsonObject& job, const Options& options, const QString& where, JobResult& r,
               QString& error, const FioPoint* point)
{
    WorkerTotals worker;
    worker.index = unsigned(r.workers.size());
    if (!workerTarget(d, job, options, point, r, worker.target)) {
        error = Text::tr("%1 is not one of the sections fio was given for this point: the passed-through options may "
                         "have added jobs")
                    .arg(where);
        return false;
    }
    DirectionTotals read, write;
    QString why;
    if (!directionFrom(job[QStringLiteral("read")].toObject(), read, why)
        || !directionFrom(job[QStringLiteral("write")].toObject(), write, why)) {
        error = Text::tr("%1: %2").arg(where, why);
        return false;
    }
    worker.seconds = measuredSeconds(job);
    worker.readIos = read.ios;
    worker.readBytes = read.bytes;
    worker.readMeanLatNs = read.meanLatNs();
    worker.writeIos = write.ios;
    worker.writeBytes = write.bytes;
    worker.writeMeanLatNs = write.meanLatNs();
    worker.cpu = cpuFromJson(job);
    r.workers.push_back(worker);
    r.read.merge(read);
    r.write.merge(write);
    // Clones and hosts run side by side: the run lasts as long as the longest.
    r.seconds = std::max(r.seconds, worker.seconds);
    if (const qint64 code = job[QStringLiteral("error")].toInteger(); code != 0 && r.error.empty())
        r.error = Text::tr("fio reported error %1 (%2)").arg(code).arg(qt_error_string(int(code))).toStdString();
    return true;
}

// A point's targets on fio's hosts, by host, then in the point's order (fio
// reports the hosts in the order their results arrive).
void orderHostTargets(JobResult& r, const PointTargets& point)
{
    const auto rank = [&](const TargetInfo& t) {
        for (size_t i = 0; i < point.size(); ++i)
            if (t.path == t.host + ':' + point[i].path)
                return i;
        return point.size();
    };
    std::vector<unsigned> order(r.targets.size());
    std::iota(order.begin(), order.end(), 0U);
    std::stable_sort(order.begin(), order.end(), [&](unsigned a, unsigned b) {
        const TargetInfo &ta = r.targets[a], &tb = r.targets[b];
        return ta.host != tb.host ? ta.host < tb.host : rank(ta) < rank(tb);
    });
    std::vector<TargetInfo> targets;
    std::vector<unsigned> moved(order.size());
    for (unsigned i = 0; i < order.size(); ++i) {
        targets.push_back(r.targets[order[i]]);
        moved[order[i]] = i;
    }
    r.targets = std::move(targets);
    for (WorkerTotals& w : r.workers)
        w.target = w.target < moved.size() ? moved[w.target] : w.target;
}

bool runsOf(const QJsonObject& doc, QList<Run>& runs, QString& error, const FioPoint* point = nullptr)
{
    const FioDocument d = documentOf(doc);
    const QJsonArray entries = doc[d.arrayName].toArray();
    for (int i = 0; i < entries.size(); ++i) {
        const QJsonObject job = entries[i].toObject();
        const QString name = job[QStringLiteral("jobname")].toString();
        const QString where = Text::tr("%1[%2] (job \"%3\")").arg(d.arrayName).arg(i).arg(name);
        if (d.clientMode && name == kAllClients)
            continue;
        if (!job[QStringLiteral("read")].isObject() || !job[QStringLiteral("write")].isObject()) {
            error = Text::tr("%1 has no \"read\" and \"write\" objects (unified_rw_reporting is not read)").arg(where);
            return false;
        }
        const Options options = optionsOf(d, job);
        const QString key = point ? QString() : runKey(job);
        auto run = std::find_if(runs.begin(), runs.end(), [&](const Run& r) { return r.key == key; });
        if (run == runs.end()) {
            Run fresh;
            if (!startRun(d, job, options, where, fresh, error, point))
                return false;
            runs.append(fresh);
            run = runs.end() - 1;
        }
        if (!addWorker(d, job, options, where, run->result, error, point))
            return false;
    }
    if (point && d.clientMode)
        for (Run& run : runs)
            orderHostTargets(run.result, point->targets);
    for (Run& run : runs)
        if (run.result.spec.runtime.count() == 0)
            run.result.spec.runtime = std::chrono::milliseconds(std::llround(run.result.seconds * 1000.0));
    return true;
}

// fio's disk_util covers its whole run and every job in it, and in client
// mode mixes the hosts' devices: it belongs to a run only when the document
// holds one run on this machine. fio writes no span: the job's ramp and
// measured time come closest (its "elapsed" is rounded to whole seconds).
void attachDiskUtil(const QJsonObject& doc, QList<Run>& runs)
{
    if (runs.size() != 1 || doc.contains(QStringLiteral("client_stats")))
        return;
    JobResult& r = runs.front().result;
    const double msec = (double(r.spec.rampTime.count()) / 1e9 + r.seconds) * 1000;
    r.diskUtil = diskUtilFromJson(doc[QStringLiteral("disk_util")].toArray(), msec);
}

bool isFioDocument(const QJsonObject& doc)
{
    return doc[QStringLiteral("jobs")].isArray() || doc[QStringLiteral("client_stats")].isArray();
}

IntervalSample::Direction sampleDirection(const DirectionTotals& now, const DirectionTotals& before)
{
    IntervalSample::Direction d;
    d.ios = now.ios - std::min(now.ios, before.ios);
    d.bytes = now.bytes - std::min(now.bytes, before.bytes);
    if (d.ios == 0)
        return d;
    d.meanLatNs = std::max(0.0, (now.latSumNs - before.latSumNs) / double(d.ios));
    bool grew = true;
    for (const LatencyHistogram::Bin& b : before.histogram.bins())
        grew = grew && now.histogram.count(b.index) >= b.count;
    if (grew) {
        LatencyHistogram interval = now.histogram;
        interval.subtract(before.histogram);
        d.p99LatNs = interval.percentile(99);
    }
    return d;
}

// The differences between consecutive cumulative snapshots of one run.
std::vector<IntervalSample> samplesOf(const QList<const JobResult*>& snapshots)
{
    std::vector<IntervalSample> samples;
    const JobResult empty;
    const JobResult* before = &empty;
    for (const JobResult* now : snapshots) {
        if (now->seconds <= before->seconds)
            continue;
        samples.push_back(sampleBetween(*before, *now));
        before = now;
    }
    return samples;
}

bool sameColumn(const JobSpec& a, const JobSpec& b)
{
    return a.blockSize == b.blockSize && a.blockSplit == b.blockSplit;
}

bool samePoint(const JobSpec& a, const JobSpec& b)
{
    return a.pattern == b.pattern && a.queueDepth == b.queueDepth && a.jobs == b.jobs && a.rateIops == b.rateIops
           && a.effectiveReadPercent() == b.effectiveReadPercent() && sameColumn(a, b);
}

// Groups the runs into sweeps by pattern, depth, jobs and rate; a group whose block
// sizes and mixes form a full grid becomes one sweep of both lists.
Matrix matrixOf(const QList<JobResult>& runs)
{
    Matrix m;
    m.sweeps.clear();
    if (!runs.isEmpty())
        m.base = runs.front().spec;
    QList<const JobSpec*> pending;
    for (const JobResult& r : runs)
        pending.append(&r.spec);
    while (!pending.isEmpty()) {
        const JobSpec& first = *pending.front();
        QList<const JobSpec*> group;
        for (const JobSpec* s : pending)
            if (s->pattern == first.pattern && s->queueDepth == first.queueDepth && s->jobs == first.jobs
                && s->rateIops == first.rateIops)
                group.append(s);
        pending.removeIf([&](const JobSpec* s) { return group.contains(s); });

        std::vector<int> mixes;
        std::vector<const JobSpec*> columns;
        for (const JobSpec* s : group) {
            if (std::find(mixes.begin(), mixes.end(), s->effectiveReadPercent()) == mixes.end())
                mixes.push_back(s->effectiveReadPercent());
            if (std::none_of(columns.begin(), columns.end(), [&](const JobSpec* c) { return sameColumn(*c, *s); }))
                columns.push_back(s);
        }
        bool grid = true;
        for (int mix : mixes)
            for (const JobSpec* c : columns)
                grid = grid && std::any_of(group.begin(), group.end(), [&](const JobSpec* s) {
                           return s->effectiveReadPercent() == mix && sameColumn(*s, *c);
                       });
        if (grid) {
            Sweep sweep = sweepOfPoint(first);
            sweep.readPercents = mixes;
            sweep.blockSizes.clear();
            sweep.blockSplits.clear();
            for (const JobSpec* c : columns) {
                if (c->blockSplit.empty())
                    sweep.blockSizes.push_back(c->blockSize);
                else
                    sweep.blockSplits.push_back(c->blockSplit);
            }
            m.sweeps.push_back(sweep);
        } else {
            std::vector<const JobSpec*> seen;
            for (const JobSpec* s : group)
                if (std::none_of(seen.begin(), seen.end(), [&](const JobSpec* o) { return samePoint(*o, *s); })) {
                    seen.push_back(s);
                    m.sweeps.push_back(sweepOfPoint(*s));
                }
        }
    }
    if (m.sweeps.empty())
        m.sweeps.push_back(Sweep{});
    return m;
}

}  // namespace

IntervalSample sampleBetween(const JobResult& before, const JobResult& now)
{
    IntervalSample s;
    s.t = now.seconds;
    s.seconds = std::max(0.0, now.seconds - before.seconds);
    s.read = sampleDirection(now.read, before.read);
    s.write = sampleDirection(now.write, before.write);
    return s;
}

QList<QByteArray> takeFioDocuments(QByteArray& buffer)
{
    QList<QByteArray> documents;
    qsizetype consumed = 0;
    while (true) {
        const qsizetype start = documentStart(buffer, consumed);
        if (start < 0)
            break;
        QJsonParseError parseError;
        QJsonDocument::fromJson(buffer.mid(start), &parseError);
        qsizetype end = -1;
        if (parseError.error == QJsonParseError::NoError)
            end = buffer.size();
        else if (parseError.error == QJsonParseError::GarbageAtEnd)
            end = start + parseError.offset;
        if (end < 0)
            break;  // not all here yet
        documents.append(buffer.mid(consumed, end - consumed));
        consumed = end;
    }
    buffer.remove(0, consumed);
    return documents;
}

namespace {

// The runs of fio's output, with their samples from the snapshots before the
// last document; `last` is that document.
bool readRuns(const QByteArray& data, QList<Run>& runs, QJsonObject& last, QString& error,
              const FioPoint* point = nullptr)
{
    QList<QJsonObject> documents;
    if (!splitDocuments(data, documents, error))
        return false;
    documents.removeIf([](const QJsonObject& d) { return !isFioDocument(d); });
    if (documents.isEmpty()) {
        error = Text::tr("not fio JSON output: no \"jobs\" or \"client_stats\" array");
        return false;
    }
    last = documents.back();
    if (!runsOf(last, runs, error, point))
        return false;
    if (runs.isEmpty()) {
        error =
            Text::tr("it holds no job results (\"jobs\" is empty): fio measured nothing, so there is nothing to read");
        return false;
    }
    attachDiskUtil(last, runs);
    for (Run& run : runs)
        run.result.warnings = pointWarnings(run.result);

    // Earlier documents are cumulative snapshots of the same runs; one that
    // does not read is left out of the samples.
    if (documents.size() > 1) {
        QList<QList<Run>> snapshots;
        for (qsizetype i = 0; i + 1 < documents.size(); ++i) {
            QList<Run> earlier;
            QString ignored;
            if (runsOf(documents[i], earlier, ignored, point))
                snapshots.append(earlier);
        }
        for (Run& run : runs) {
            QList<const JobResult*> series;
            for (const QList<Run>& snapshot : snapshots)
                for (const Run& r : snapshot)
                    if (r.key == run.key)
                        series.append(&r.result);
            series.append(&run.result);
            run.result.samples = samplesOf(series);
        }
    }
    return true;
}

}  // namespace

bool readFioPointJson(const QByteArray& data, const QString& section, const PointTargets& targets, JobResult& result,
                      QString& error)
{
    QList<Run> runs;
    QJsonObject last;
    const FioPoint point{section, targets};
    if (!readRuns(data, runs, last, error, &point))
        return false;
    result = runs.front().result;  // one run: every entry is a part of it
    return true;
}

QStringList missingHostTargets(const JobResult& point, const JobSpec& spec)
{
    std::vector<std::string> hosts;
    for (const TargetInfo& t : point.targets)
        if (!t.host.empty() && std::find(hosts.begin(), hosts.end(), t.host) == hosts.end())
            hosts.push_back(t.host);
    QStringList missing;
    for (const std::string& host : hosts)
        for (size_t t = 0; t < spec.targets.size(); ++t) {
            const std::string path = host + ':' + spec.targets[t];
            if (fioJobsOnTarget(spec, t) > 0
                && std::none_of(point.targets.begin(), point.targets.end(),
                                [&](const TargetInfo& ti) { return ti.path == path; }))
                missing.append(QString::fromStdString(path));
        }
    return missing;
}

bool readFioJson(const QByteArray& data, ResultSet& results, QString& error)
{
    QList<Run> runs;
    QJsonObject last;
    if (!readRuns(data, runs, last, error))
        return false;

    ResultSet out;
    // When fio wrote the output, which is when the last job ended.
    const qint64 ms = last[QStringLiteral("timestamp_ms")].toInteger();
    out.started = ms > 0 ? QDateTime::fromMSecsSinceEpoch(ms)
                         : QDateTime::fromSecsSinceEpoch(last[QStringLiteral("timestamp")].toInteger());
    // Local fio output does not name its machine; client mode names each host per run.
    for (const Run& run : runs)
        out.points.append(run.result);
    out.matrix = matrixOf(out.points);
    const std::vector<JobSpec> specs = out.matrix.expand();
    for (int i = 0; i < out.points.size(); ++i) {
        JobResult& r = out.points[i];
        const auto at =
            std::find_if(specs.begin(), specs.end(), [&](const JobSpec& s) { return samePoint(s, r.spec); });
        r.point = int(at - specs.begin());
        r.trial = int(std::count_if(out.points.begin(), out.points.begin() + i,
                                    [&](const JobResult& o) { return o.point == r.point; }));
    }
    for (const JobResult& r : out.points)
        out.matrix.trials = std::max(out.matrix.trials, r.trial + 1);
    results = out;
    return true;
}

}  // namespace surfio
