#include "core/result/result_csv.h"

#include "core/analysis/analysis.h"
#include "core/engine/device_stats.h"
#include "core/result/point_summary.h"
#include "core/text/csv.h"
#include "core/text/verify_text.h"

#include <QStringList>

#include <algorithm>

namespace surfio {

namespace {

QString num(double v)
{
    return QString::number(v, 'f', 2);
}

// One direction over the counted runs: each figure the mean of the runs',
// except the largest latency, which is the largest any run saw.
void appendDirection(QStringList& row, const QList<const JobResult*>& runs, DirectionTotals JobResult::*direction)
{
    double iops = 0, bandwidth = 0, ios = 0, mean = 0, p50 = 0, p99 = 0, p999 = 0;
    uint64_t max = 0;
    for (const JobResult* r : runs) {
        const DirectionTotals& d = r->*direction;
        iops += r->iops(d);
        bandwidth += r->bandwidth(d);
        ios += double(d.ios);
        mean += d.meanLatNs();
        p50 += d.histogram.percentile(50);
        p99 += d.histogram.percentile(99);
        p999 += d.histogram.percentile(99.9);
        max = std::max(max, d.latMaxNs);
    }
    const double n = std::max<double>(1, double(runs.size()));
    row << num(iops / n) << num(bandwidth / n) << QString::number(qRound64(ios / n)) << num(mean / n) << num(p50 / n)
        << num(p99 / n) << num(p999 / n) << QString::number(max);
}

// The CPU over the counted runs, each figure the mean of the runs'; empty
// cells for results from before Surfio measured it.
void appendCpu(QStringList& row, const QList<const JobResult*>& runs)
{
    double usr = 0, sys = 0, ctx = 0, perIo = 0;
    int recorded = 0;
    for (const JobResult* r : runs) {
        const CpuUse cpu = r->cpu();
        if (!cpu.recorded())
            continue;
        ++recorded;
        usr += cpu.userPercent();
        sys += cpu.systemPercent();
        ctx += double(cpu.contextSwitches);
        perIo += r->cpuMicrosecondsPerIo();
    }
    if (recorded == 0) {
        row << QString() << QString() << QString() << QString();
        return;
    }
    row << num(usr / recorded) << num(sys / recorded) << QString::number(qRound64(ctx / recorded))
        << num(perIo / recorded);
}

// The targets' own devices (targetsOwnDisks) over the counted runs: counts
// added up over the devices, util the busiest one's, the depth the sum of the
// devices' (the requests the targets had in flight at the devices); each the
// mean of the runs'.
void appendDisks(QStringList& row, const QList<const JobResult*>& runs)
{
    QStringList names;
    double reads = 0, writes = 0, readSectors = 0, writeSectors = 0, inQueue = 0, util = 0, depth = 0;
    int recorded = 0;
    for (const JobResult* r : runs) {
        const std::vector<const DiskUtil*> disks = targetsOwnDisks(*r);
        recorded += disks.empty() ? 0 : 1;
        double busiest = 0;
        for (const DiskUtil* d : disks) {
            if (!names.contains(QString::fromStdString(d->name)))
                names.append(QString::fromStdString(d->name));
            reads += double(d->readIos);
            writes += double(d->writeIos);
            readSectors += double(d->readSectors);
            writeSectors += double(d->writeSectors);
            inQueue += double(d->inQueue);
            busiest = std::max(busiest, d->util);
            depth += d->meanQueueDepth();
        }
        util += busiest;
    }
    if (recorded == 0) {
        row << QString() << QString() << QString() << QString() << QString() << QString() << QString() << QString();
        return;
    }
    const auto mean = [&](double v) { return QString::number(qRound64(v / recorded)); };
    row << names.join(QLatin1Char(' ')) << mean(reads) << mean(writes) << mean(readSectors) << mean(writeSectors)
        << mean(inQueue) << num(util / recorded) << num(depth / recorded);
}

// Every warning of the counted runs, once each, in English as the result keeps them.
QString warningsOf(const QList<const JobResult*>& runs)
{
    QStringList all;
    for (const JobResult* r : runs)
        for (const std::string& w : r->warnings)
            if (!all.contains(QString::fromStdString(w)))
                all.append(QString::fromStdString(w));
    return all.join(QStringLiteral("; "));
}

// What the analysis says of a point: what bounds it, the regimes its runs
// held ("burst;steady" per run that holds more than one), the level they
// ended at on average, and a first trial out of line.
void appendAnalysis(QStringList& row, const Analysis& analysis, int point)
{
    int index = 0;
    const LimitsGroup* group = analysis.limitsOf(point, &index);
    row << (group ? QLatin1String(boundName(group->fit.bounds[size_t(index)])) : QString());
    QStringList kinds;
    double sustained = 0;
    const QList<RunRegimes> regimes = analysis.regimesOf(point);
    for (const RunRegimes& r : regimes) {
        kinds << QLatin1String(regimeKindName(r.regimes.kind));
        sustained += r.regimes.sustainedIops / double(regimes.size());
    }
    row << kinds.join(QLatin1Char(';')) << (regimes.isEmpty() ? QString() : num(sustained));
    const FirstRunEffect* first = analysis.firstRunOf(point);
    row << (first ? QString::number(first->ratio, 'f', 3) : QString());
}

}  // namespace

QString toCsv(const ResultSet& results)
{
    QStringList header{QStringLiteral("index"),
                       QStringLiteral("rw"),
                       QStringLiteral("bs"),
                       QStringLiteral("rwmixread"),
                       QStringLiteral("percentage_random"),
                       QStringLiteral("iodepth"),
                       QStringLiteral("numjobs"),
                       QStringLiteral("direct"),
                       QStringLiteral("engine"),
                       QStringLiteral("seconds")};
    for (const char* dir : {"read", "write"})
        for (const char* col :
             {"iops", "bw_bytes", "total_ios", "lat_mean_ns", "lat_p50_ns", "lat_p99_ns", "lat_p99.9_ns", "lat_max_ns"})
            header << QLatin1String(dir) + QLatin1Char('_') + QLatin1String(col);
    header << QStringLiteral("stopped") << QStringLiteral("error") << QStringLiteral("trials")
           << QStringLiteral("iops_mean") << QStringLiteral("iops_stddev") << QStringLiteral("iops_cv")
           << QStringLiteral("iops_min") << QStringLiteral("iops_max") << QStringLiteral("unstable")
           << QStringLiteral("bssplit") << QStringLiteral("verify") << QStringLiteral("verify_checked_reads")
           << QStringLiteral("verify_skipped_reads") << QStringLiteral("verify_checked_bytes")
           << QStringLiteral("usr_cpu") << QStringLiteral("sys_cpu") << QStringLiteral("ctx")
           << QStringLiteral("cpu_us_per_io") << QStringLiteral("disk_names") << QStringLiteral("disk_read_ios")
           << QStringLiteral("disk_write_ios") << QStringLiteral("disk_read_sectors")
           << QStringLiteral("disk_write_sectors") << QStringLiteral("disk_in_queue") << QStringLiteral("disk_util")
           << QStringLiteral("disk_queue_depth") << QStringLiteral("rate_iops") << QStringLiteral("rate_share_percent")
           << QStringLiteral("warnings") << QStringLiteral("bound") << QStringLiteral("regimes")
           << QStringLiteral("sustained_iops") << QStringLiteral("first_run_ratio");
    const Analysis analysis = analyze(results);

    QString out = csvLine(header);
    for (const PointSummary& s : summarize(results)) {
        QList<const JobResult*> runs;
        double seconds = 0;
        bool stopped = false;
        QString error;
        for (int i : s.runs) {
            const JobResult& r = results.points[i];
            runs.append(&r);
            seconds += r.seconds / double(s.runs.size());
            stopped = stopped || r.stopped;
            if (error.isEmpty())
                error = QString::fromStdString(r.error);
        }
        const JobResult& last = *runs.last();
        const JobSpec& spec = s.spec;
        QStringList row{QString::number(s.point),
                        QString::fromStdString(patternName(spec.pattern)),
                        QString::number(spec.blockSize),
                        QString::number(spec.effectiveReadPercent()),
                        QString::number(spec.effectiveRandomPercent()),
                        QString::number(spec.queueDepth),
                        QString::number(spec.jobs),
                        QString::number(spec.direct ? 1 : 0),
                        QString::fromStdString(last.engine.name),
                        num(seconds)};
        appendDirection(row, runs, &JobResult::read);
        appendDirection(row, runs, &JobResult::write);
        row << QString::number(stopped ? 1 : 0) << error << QString::number(s.iops.n) << num(s.iops.mean)
            << num(s.iops.stddev) << QString::number(s.iops.cv, 'f', 4) << num(s.iops.min) << num(s.iops.max)
            << QString::number(s.unstable() ? 1 : 0) << QString::fromStdString(blockSplitName(spec.blockSplit));
        // Empty with verify off; the kind without counts for a result from before they were recorded.
        const JobResult::Verify v = verifiedIn(runs);
        const auto count = [&](uint64_t n) { return v.recorded ? QString::number(n) : QString(); };
        row << (spec.verify == VerifyChoice::Off ? QString() : QString::fromStdString(verifyChoiceName(spec.verify)))
            << count(v.checkedReads) << count(v.skippedReads) << count(v.checkedBytes);
        appendCpu(row, runs);
        appendDisks(row, runs);
        // The rate the point ran at (a rate step's: its last counted run's) and, for a step, its share.
        row << QString::number(spec.rateIops)
            << (spec.rateSharePercent > 0 ? QString::number(spec.rateSharePercent) : QString()) << warningsOf(runs);
        appendAnalysis(row, analysis, s.point);
        out += csvLine(row);
    }
    return out;
}

}  // namespace surfio
