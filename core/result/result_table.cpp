#include "core/result/result_table.h"

#include "core/analysis/analysis_text.h"

#include "core/engine/device_stats.h"
#include "core/result/host_results.h"
#include "core/result/target_figures.h"
#include "core/text/engine_text.h"
#include "core/text/text_columns.h"
#include "core/text/units.h"
#include "core/text/verify_text.h"

#include <QCoreApplication>

#include <algorithm>

namespace surfio {

namespace {

// The translation context of this file's messages.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(ResultTable)
};

QString mibPerSecond(double bytesPerSecond)
{
    return QLocale().toString(bytesPerSecond / (1024.0 * 1024.0), 'f', 1);
}

QString mix(const JobSpec& s)
{
    return Text::tr("%1% read").arg(s.effectiveReadPercent());
}

QString blockSize(const JobSpec& s)
{
    return s.blockSplit.empty() ? formatSize(s.blockSize) : QString::fromStdString(blockSplitName(s.blockSplit));
}

// One direction's figures, the means over some runs.
struct DirectionFigures {
    bool idle = true;
    bool timed = false;  // latency was measured (fio's gtod_reduce=1 measures none)
    double iops = 0;
    double bandwidth = 0;
    double p99 = 0;
};

DirectionFigures figures(const QList<const JobResult*>& runs, DirectionTotals JobResult::*direction)
{
    DirectionFigures f;
    const double n = std::max<double>(1, double(runs.size()));
    for (const JobResult* r : runs) {
        const DirectionTotals& d = r->*direction;
        f.idle = f.idle && d.ios == 0;
        f.timed = f.timed || d.histogram.total() > 0;
        f.iops += r->iops(d) / n;
        f.bandwidth += r->bandwidth(d) / n;
        f.p99 += (d.ios ? d.histogram.percentile(99) : 0.0) / n;
    }
    return f;
}

// What the CPU and the targets' own devices did, the means over some runs:
// the workers' CPU (usr + sys, fio's group_reporting %) and the requests in
// flight at the devices. "-" where not recorded.
QStringList observed(const QList<const JobResult*>& runs)
{
    double cpu = 0, depth = 0;
    int withCpu = 0, withDisks = 0;
    for (const JobResult* r : runs) {
        if (const CpuUse c = r->cpu(); c.recorded()) {
            cpu += c.busyPercent();
            ++withCpu;
        }
        const std::vector<const DiskUtil*> disks = targetsOwnDisks(*r);
        for (const DiskUtil* d : disks)
            depth += d->meanQueueDepth();
        withDisks += disks.empty() ? 0 : 1;
    }
    const QLocale locale;
    return {withCpu ? locale.toString(cpu / withCpu, 'f', 0) + QLatin1Char('%') : QStringLiteral("-"),
            withDisks ? locale.toString(depth / withDisks, 'f', 1) : QStringLiteral("-")};
}

// The point, its spec, reads and writes (IOPS, MiB/s, p99) and what the CPU
// and the targets' devices did, in groups; fixed widths, as rows are
// written while the run goes on.
TextColumns runColumns()
{
    const QString cell = QStringLiteral(" ");
    const QString group = QStringLiteral(" | ");
    return TextColumns({{3, true},
                        {9, false, cell},
                        {9, true, cell},
                        {10, true, cell},
                        {5, true, cell},
                        {4, true, cell},
                        {10, true, group},
                        {8, true, cell},
                        {9, true, cell},
                        {10, true, group},
                        {8, true, cell},
                        {9, true, cell},
                        {5, true, group},
                        {6, true, cell}});
}

// With trials: the runs a point has and the spread of their total IOPS.
TextColumns spreadColumns()
{
    const QString cell = QStringLiteral(" ");
    return TextColumns({{4, true, QStringLiteral(" | ")}, {10, true, cell}, {8, true, cell}, {6, true, cell}});
}

// Under a row: each warning of its runs, once.
QString warningLines(const QList<const JobResult*>& runs)
{
    QStringList seen;
    QString text;
    for (const JobResult* r : runs)
        for (const std::string& w : r->warnings) {
            const QString warning = engineText(w);
            if (seen.contains(warning))
                continue;
            seen.append(warning);
            text += QLatin1Char('\n') + Text::tr("      ! %1").arg(warning);
        }
    return text;
}

QStringList line(const QString& index, const JobSpec& s, const DirectionFigures& read, const DirectionFigures& write)
{
    auto iops = [](const DirectionFigures& d) { return d.idle ? QStringLiteral("-") : formatCount(d.iops); };
    auto bw = [](const DirectionFigures& d) { return d.idle ? QStringLiteral("-") : mibPerSecond(d.bandwidth); };
    auto p99 = [](const DirectionFigures& d) {
        return d.idle || !d.timed ? QStringLiteral("-") : formatLatency(d.p99);
    };
    return {index,
            QString::fromStdString(patternName(s.pattern)),
            blockSize(s),
            mix(s),
            QString::number(s.queueDepth),
            QString::number(s.jobs),
            iops(read),
            bw(read),
            p99(read),
            iops(write),
            bw(write),
            p99(write)};
}

// After a row: the rate a point ran at, so points that differ only in it are told apart.
QString rateNote(const JobSpec& s)
{
    if (s.rateSharePercent > 0)
        return QLatin1Char(' ')
               + Text::tr("(rate %1 IOPS per job: %2 % of unthrottled)")
                     .arg(QLocale().toString(qulonglong(s.rateIops)))
                     .arg(s.rateSharePercent);
    if (s.rateIops > 0)
        return QLatin1Char(' ') + Text::tr("(rate %1 IOPS per job)").arg(QLocale().toString(qulonglong(s.rateIops)));
    return {};
}

// After a row: what verify checked, or a warning when it checked none of the reads.
QString verifyNote(const QList<const JobResult*>& runs)
{
    const JobResult::Verify v = verifiedIn(runs);
    const QString checked = verifiedReadsText(v);
    if (checked.isEmpty())
        return {};
    return QLatin1Char(' ')
           + (v.checkedNothing() ? Text::tr("! verify checked nothing (%1)").arg(checked)
                                 : Text::tr("(verify: %1)").arg(checked));
}

// The preset a run came from and how it was shrunk or fitted to its target.
QString presetLine(const Matrix& m)
{
    const QString preset = QString::fromStdString(m.preset);
    if (preset.isEmpty())
        return {};
    if (!m.shrunk())
        return Text::tr("Preset %1, at its intended runtime and region\n").arg(preset);
    const bool quick = m.presetRuntime.count() > 0 && m.base.runtime < m.presetRuntime;
    if (m.presetRegionFitted && !quick)
        return Text::tr("Preset %1, at its intended runtime on the whole target: region %2 of the intended %3 (a "
                        "preset's region is up to its size)\n")
            .arg(preset, formatSize(m.base.regionSize), formatSize(m.presetRegion));
    QString region = m.base.regionSize ? formatSize(m.base.regionSize) : Text::tr("the target's size");
    if (m.presetRegionFitted)
        region = Text::tr("%1 (the whole target)").arg(region);
    return Text::tr("Preset %1, shrunk for a quick look: %2 per point of the intended %3, region %4 of %5\n")
        .arg(preset, formatDuration(m.base.runtime), formatDuration(m.presetRuntime), region,
             formatSize(m.presetRegion));
}

}  // namespace

QString methodLines(const ResultSet& results)
{
    const Matrix& m = results.matrix;
    QString text = presetLine(m);
    if (m.order == MatrixOrder::Pts)
        text += Text::tr("Order: SNIA PTS (mix outer, block size descending inner)\n");
    else if (m.order == MatrixOrder::Shuffled)
        text += Text::tr("Order: shuffled with seed %1\n").arg(m.orderSeed);
    if (m.trials > 1)
        text += Text::tr("Each point runs %n time(s) in a row; the summary gives the means and spread\n", nullptr,
                         m.trials);
    if (!results.preconditioning.isEmpty())
        text += Text::tr("Preconditioned: the region written twice with 128 KiB sequential writes\n");
    if (m.steadyState.enabled && results.steadyState.rounds > 0 && results.steadyState.rounds < m.steadyState.window)
        text += Text::tr("Steady state not judged: the run ended after %n round(s), before a window of %1; figures are "
                         "the means of every round\n",
                         nullptr, results.steadyState.rounds)
                    .arg(m.steadyState.window);
    else if (m.steadyState.enabled && results.steadyState.rounds > 0) {
        const int first = results.steadyState.windowFirstRound + 1;
        const int last = results.steadyState.windowFirstRound + m.steadyState.window;
        text += results.steadyState.reached
                    ? Text::tr("Steady state reached after %n round(s); figures are the means of rounds %1 to %2\n",
                               nullptr, results.steadyState.rounds)
                          .arg(first)
                          .arg(last)
                    : Text::tr("Steady state not reached in %n round(s); figures are the means of rounds %1 to %2\n",
                               nullptr, results.steadyState.rounds)
                          .arg(first)
                          .arg(last);
    }
    return text;
}

QString tableHeader(const ResultSet& results, const JobResult& first)
{
    QString engine = QString::fromStdString(first.engine.name);
    if (const QStringList features = engineFeatures(first.engine); !features.isEmpty())
        engine += QLatin1Char(' ') + features.join(QStringLiteral(", "));
    const QStringList hostNames = hostsOf(first);
    QString direct = first.spec.direct ? Text::tr("direct I/O on") : Text::tr("direct I/O off");
    if (first.spec.verify == VerifyChoice::Crc32c)
        direct += Text::tr(", reads verified (crc32c)");
    const bool onHosts = !hostNames.isEmpty();
    // On fio's servers this machine's kernel and CPU say nothing about the figures.
    QString text = !onHosts
                       ? Text::tr("Surfio %1 · engine %2 · %3 · kernel %4 · %5\n")
                             .arg(results.host.surfioVersion, engine, direct, results.host.kernel, results.host.cpu)
                       : Text::tr("Surfio %1 · engine %2 · %3 · on the fio servers %4\n")
                             .arg(results.host.surfioVersion, engine, direct, hostNames.join(QStringLiteral(", ")));
    if (!first.engine.fallbackReason.empty())
        text += Text::tr("Engine note: %1\n").arg(engineText(first.engine.fallbackReason));
    text += methodLines(results);
    for (const TargetInfo& t : first.targets)
        text += targetLine(t);
    for (const TargetInfo& t : distinctTargets(results))
        if (!usesTarget(first.targets, t))
            text += targetLine(t);
    return text;
}

QString targetLine(const TargetInfo& t)
{
    if (!t.host.empty())
        return Text::tr("Target %1 on %2: checked and laid out by fio there\n")
            .arg(QString::fromStdString(t.ioPath), QString::fromStdString(t.host));
    return Text::tr("Target %1 (%2%3): region %4 at offset %5, alignment %6 B from %7; %8\n")
        .arg(QString::fromStdString(t.ioPath), targetKindText(t.kind),
             t.filesystem.empty() ? QString() : QStringLiteral(", ") + QString::fromStdString(t.filesystem),
             formatSize(t.regionSize), formatSize(t.regionOffset))
        .arg(t.dioOffsetAlign)
        .arg(engineText(t.alignSource), engineText(t.layout));
}

bool usesTarget(const std::vector<TargetInfo>& targets, const TargetInfo& target)
{
    return std::any_of(targets.begin(), targets.end(),
                       [&](const TargetInfo& t) { return t.host == target.host && t.path == target.path; });
}

std::vector<TargetInfo> distinctTargets(const ResultSet& results)
{
    std::vector<TargetInfo> out;
    for (const JobResult& r : results.points)
        for (const TargetInfo& t : r.targets)
            if (!usesTarget(out, t))
                out.push_back(t);
    return out;
}

namespace {

QStringList runHeader()
{
    return {Text::tr("#"), Text::tr("rw"), Text::tr("bs"), Text::tr("mix"), Text::tr("QD"), Text::tr("jobs"),
            Text::tr("read IOPS"), Text::tr("MiB/s"), Text::tr("p99 lat"), Text::tr("write IOPS"), Text::tr("MiB/s"),
            Text::tr("p99 lat"), Text::tr("CPU"),
            //: Requests in flight at the device on average (its in_queue time over the run's)
            Text::tr("dev QD")};
}

// The columns of a summary: with trials, their spread after the run's.
TextColumns summaryTable(bool spread)
{
    TextColumns columns = runColumns();
    if (spread)
        columns += spreadColumns();
    return columns;
}

// Under a run on several targets, each target's share (--target-count, fio's
// hosts); where the split per target is not known, each fio server's.
QString shareLines(const JobResult& r)
{
    const auto direction = [](double iops, double bw, double meanLatNs) {
        return Text::tr("%1 IOPS, %2 MiB/s, mean %3")
            .arg(formatCount(iops), mibPerSecond(bw), formatLatency(meanLatNs));
    };
    const auto line = [](const QString& where, const QString& read, const QString& write) {
        return QLatin1Char('\n') + Text::tr("      on %1: read %2 | write %3").arg(where, read, write);
    };
    QString text;
    if (const std::vector<TargetFigures> targets = targetFigures(r); targets.size() > 1) {
        for (const TargetFigures& t : targets) {
            const auto of = [&](const TargetFigures::Direction& d) {
                return d.ios ? direction(d.iops, d.bwBytes, d.meanLatNs) : QStringLiteral("-");
            };
            text += line(QString::fromStdString(t.path), of(t.read), of(t.write));
        }
        return text;
    }
    const QStringList hosts = hostsOf(r);
    for (qsizetype i = 0; hosts.size() > 1 && i < hosts.size(); ++i) {
        const std::optional<JobResult> share = onHost(r, hosts[i]);
        if (!share)
            continue;
        const auto of = [&](const DirectionTotals& d) {
            return d.ios ? direction(share->iops(d), share->bandwidth(d), d.meanLatNs()) : QStringLiteral("-");
        };
        text += line(hosts[i], of(share->read), of(share->write));
    }
    return text;
}

}  // namespace

QString tableColumns()
{
    return runColumns().line(runHeader());
}

QString tableRow(int index, const JobResult& r)
{
    const QList<const JobResult*> runs{&r};
    QString row = runColumns().line(line(QString::number(index + 1), r.spec, figures(runs, &JobResult::read),
                                         figures(runs, &JobResult::write))
                                    + observed(runs))
                  + rateNote(r.spec);
    if (r.spec.targets.size() > 1)  // several volumes at once: --target-count, or several --filename
        row += QLatin1Char(' ') + Text::tr("(on %n target(s))", nullptr, int(r.spec.targets.size()));
    if (r.trial > 0)
        row += QLatin1Char(' ') + Text::tr("(trial %1)").arg(r.trial + 1);
    if (r.round > 0)
        row += QLatin1Char(' ') + Text::tr("(round %1)").arg(r.round + 1);
    if (r.stopped)
        row += QLatin1Char(' ') + Text::tr("(stopped)");
    row += verifyNote(runs);
    row += warningLines(runs);
    row += shareLines(r);
    return row;
}

QString summaryColumns(bool spread)
{
    QStringList header = runHeader();
    if (spread)
        header << Text::tr("runs") << Text::tr("total IOPS") << Text::tr("±") << Text::tr("CV");
    return summaryTable(spread).line(header);
}

QString summaryRow(const PointSummary& summary, const ResultSet& results, bool spread)
{
    QList<const JobResult*> runs;
    bool stopped = false;
    for (int i : summary.runs) {
        runs.append(&results.points[i]);
        stopped = stopped || results.points[i].stopped;
    }
    QStringList cells = line(QString::number(summary.point + 1), summary.spec, figures(runs, &JobResult::read),
                             figures(runs, &JobResult::write))
                        + observed(runs);
    const Spread& iops = summary.iops;
    const bool several = iops.n > 1;
    if (spread)
        cells << QString::number(iops.n) << formatCount(iops.mean)
              << (several ? QStringLiteral("±") + formatCount(iops.stddev) : QStringLiteral("-"))
              << (several ? QLocale().toString(iops.cv * 100, 'f', 1) + QLatin1Char('%') : QStringLiteral("-"));
    QString row = summaryTable(spread).line(cells);
    if (spread) {
        if (summary.unstable())
            row +=
                QLatin1Char(' ') + Text::tr("! unstable (CV > %1%)").arg(QLocale().toString(kUnstableCv * 100, 'f', 0));
    }
    row += rateNote(summary.spec);
    if (stopped)
        row += QLatin1Char(' ') + Text::tr("(stopped)");
    row += verifyNote(runs);
    row += warningLines(runs);
    return row;
}

QString resultTable(const ResultSet& results)
{
    if (results.points.isEmpty())
        return {};
    const QList<PointSummary> summaries = summarize(results);
    const bool spread =
        std::any_of(summaries.begin(), summaries.end(), [](const PointSummary& s) { return s.iops.n > 1; });
    QString text = tableHeader(results, results.points.front()) + summaryColumns(spread) + QLatin1Char('\n');
    for (const PointSummary& s : summaries)
        text += summaryRow(s, results, spread) + QLatin1Char('\n');
    const QString analysis = analysisSummary(analyze(results));
    return analysis.isEmpty() ? text : text + QLatin1Char('\n') + analysis;
}

}  // namespace surfio
