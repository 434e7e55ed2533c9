#include "render/report/report.h"

#include "core/analysis/analysis.h"
#include "core/analysis/analysis_text.h"
#include "core/compare/compare_text.h"
#include "core/engine/point_warnings.h"
#include "core/fio/fio_export.h"
#include "core/plot/surface_grid.h"
#include "core/result/point_summary.h"
#include "core/result/provenance.h"
#include "core/result/result_table.h"
#include "core/text/engine_text.h"
#include "core/text/language.h"
#include "core/text/units.h"
#include "render/slice_chart.h"
#include "render/surface_sketch.h"

#include <QFileInfo>
#include <QLocale>

#include <algorithm>

namespace surfio {

namespace {

// Charts for this many slices at most: a sweep of many depths or patterns
// would bury the table under figures. The table has every point.
constexpr int kMaxChartedSlices = 8;

// Appends blocks in reading order.
class Writer {
public:
    explicit Writer(QList<ReportBlock>& blocks)
        : blocks_(blocks)
    {
    }

    void heading(const QString& text, int level = 2, const QString& id = {})
    {
        ReportBlock b;
        b.kind = ReportBlock::Kind::Heading;
        b.text = text;
        b.level = level;
        b.id = id;
        blocks_.append(b);
    }
    void paragraph(const QString& text) { add(ReportBlock::Kind::Paragraph, text); }
    void code(const QString& text) { add(ReportBlock::Kind::Code, text); }
    void list(const QStringList& items)
    {
        if (items.isEmpty())
            return;
        ReportBlock b;
        b.kind = ReportBlock::Kind::List;
        b.items = items;
        blocks_.append(b);
    }
    ReportBlock& table(const QString& id, const QStringList& header, const QList<int>& numeric = {})
    {
        ReportBlock b;
        b.kind = ReportBlock::Kind::Table;
        b.id = id;
        b.header = header;
        b.numeric = numeric;
        blocks_.append(b);
        return blocks_.last();
    }
    void figure(const QString& title, const ChartFigure& figure)
    {
        if (!figure.plot)
            return;
        ReportBlock b;
        b.kind = ReportBlock::Kind::Figure;
        b.text = title;
        b.figure = figure;
        blocks_.append(b);
    }

private:
    void add(ReportBlock::Kind kind, const QString& text)
    {
        ReportBlock b;
        b.kind = kind;
        b.text = text;
        blocks_.append(b);
    }

    QList<ReportBlock>& blocks_;
};

// What the report is built from, computed once.
struct Facts {
    const ReportSource& source;
    QList<RunFigures> figures;
    QList<PointSummary> summaries;
    Analysis analysis;
    std::optional<Comparison> comparison;
    SurfaceGrid grid;                                // the result's slices
    std::vector<const SurfaceGrid::Slice*> charted;  // those of 2 points or more, the first kMaxChartedSlices
    bool moreSlices = false;                         // more such slices than charted
    int alone = 0;                                   // points alone in their slice: no chart

    const ResultSet& results() const { return source.results; }
};

QStringList nonEmptyLines(const QString& text)
{
    QStringList out;
    for (const QString& line : text.split(QLatin1Char('\n')))
        if (!line.trimmed().isEmpty())
            out.append(line.trimmed());
    return out;
}

// How the run ended, when not plainly.
QString endedText(const ResultSet& results)
{
    if (!results.error.isEmpty())
        return Report::tr("The run failed: %1. The figures are what finished before it did.").arg(results.error);
    if (results.stopped)
        return Report::tr("The run was stopped before its end: the figures are of the points that finished.");
    return {};
}

void addSummary(Writer& w, const Facts& f)
{
    const ResultSet& results = f.results();
    w.heading(Report::tr("Summary"), 2, QStringLiteral("summary"));
    const int planned = int(results.matrix.expand().size());
    w.paragraph(Report::tr("%1 measured %n point(s) of %2 planned on %3.", nullptr, int(f.summaries.size()))
                    .arg(f.source.file.isEmpty() ? Report::tr("This run") : f.source.file, QLocale().toString(planned),
                         Provenance::target(results)));
    w.paragraph(Provenance::caption(results));
    if (const QString ended = endedText(results); !ended.isEmpty())
        w.paragraph(ended);
    QStringList verdicts;
    for (const LimitsGroup& g : f.analysis.limits)
        verdicts.append(Report::tr("Limits, %1: %2").arg(limitsGroupLabel(g), limitsVerdict(g)));
    if (!f.analysis.promised.empty()) {
        verdicts.append(promiseHeading(f.analysis.promised.promise));
        for (const PromiseCheck& c : f.analysis.promised.checks)
            verdicts.append(Report::tr("Promised %1: %2")
                                .arg(promiseLimitText(c.limit), promiseCheckText(c, f.analysis.promised.promise)));
    }
    for (const LoadGroup& g : f.analysis.load)
        verdicts.append(Report::tr("Load, %1: %2").arg(loadGroupLabel(g), loadVerdict(g, f.analysis.sloNs)));
    for (const HostLimitGroup& g : f.analysis.hostLimit)
        verdicts.append(Report::tr("Host, %1: %2").arg(hostLimitGroupLabel(g), hostLimitVerdict(g)));
    for (const RunRegimes& r : f.analysis.regimes)
        verdicts.append(Report::tr("Regimes, point %1 trial %2: %3")
                            .arg(r.point + 1)
                            .arg(r.trial + 1)
                            .arg(regimesVerdict(r.regimes)));
    for (const FirstRunEffect& e : f.analysis.firstRun)
        verdicts.append(Report::tr("First run, point %1: %2").arg(e.point + 1).arg(firstRunText(e)));
    if (verdicts.isEmpty())
        w.paragraph(Report::tr("The analysis found no limit, regime change or knee: it needs points that differ in "
                               "block size alone (limits), in queue depth or rate alone (the knee), or runs whose "
                               "rate changed on the way (regimes)."));
    else
        w.list(verdicts);
    if (f.comparison) {
        QStringList tally;
        for (int run = 1; run < f.comparison->runs.size(); ++run)
            tally.append(runSummary(*f.comparison, run));
        w.list(tally);
    }
}

// The slices the report draws: those of two points or more, up to kMaxChartedSlices.
void chartSlices(Facts& f)
{
    f.grid.setResults(f.results(), f.figures);
    for (const SurfaceGrid::Slice& slice : f.grid.slices()) {
        if (slice.measuredCount() < 2)
            f.alone += slice.measuredCount();
        else if (f.charted.size() < size_t(kMaxChartedSlices))
            f.charted.push_back(&slice);
        else
            f.moreSlices = true;
    }
}

void addCharts(Writer& w, const Facts& f)
{
    w.heading(Report::tr("Charts"), 2, QStringLiteral("charts"));
    for (const SurfaceGrid::Slice* charted : f.charted) {
        const SurfaceGrid::Slice& slice = *charted;
        const QString title = Provenance::title(f.results(), slice.spec());
        w.heading(Provenance::slice(slice.spec()), 3);
        w.figure(Report::tr("%1 · IOPS surface").arg(title), SurfaceSketch::figure(slice, SurfaceMetric::Iops));
        w.figure(Report::tr("%1 · IOPS by block size").arg(title),
                 SliceChart::figure(slice, SliceChart::Kind::Lines, SurfaceMetric::Iops));
        w.figure(Report::tr("%1 · MB/s by block size").arg(title),
                 SliceChart::figure(slice, SliceChart::Kind::Lines, SurfaceMetric::Bandwidth));
        w.figure(Report::tr("%1 · p99 latency").arg(title),
                 SliceChart::figure(slice, SliceChart::Kind::HeatMap, SurfaceMetric::P99Latency));
    }
    if (f.moreSlices)
        w.paragraph(
            Report::tr("Charts are drawn for the first %1 slices; the table has every point.").arg(kMaxChartedSlices));
    if (f.alone > 0)
        w.paragraph(Report::tr("%n point(s) alone in their slice (one pattern, depth and job count) have no chart: "
                               "the table has their figures.",
                               nullptr, f.alone));
}

QStringList pointNotes(const Facts& f, const PointSummary& s);

void addTable(Writer& w, const Facts& f)
{
    w.heading(Report::tr("Points"), 2, QStringLiteral("points-section"));
    w.paragraph(Report::tr("One row per point: the mean over its runs that count (its trials, or a steady state's "
                           "window). IOPS and MB/s count reads and writes together; latency is over every I/O."));
    const bool rates =
        std::any_of(f.summaries.begin(), f.summaries.end(), [](const PointSummary& s) { return s.spec.rateIops > 0; });
    QStringList header = {Report::tr("#"),      Report::tr("rw"), Report::tr("bs"),
                          Report::tr("Read %"), Report::tr("QD"), Report::tr("Jobs")};
    if (rates)
        header.append(Report::tr("rate_iops"));
    header += {Report::tr("Runs"),         Report::tr("IOPS"),        Report::tr("CV"),   Report::tr("MB/s"),
               Report::tr("Mean latency"), Report::tr("p99 latency"), Report::tr("Notes")};
    QList<int> numeric = {0, 3, 4, 5};
    for (int c = 6; c < header.size() - 1; ++c)
        numeric.append(c);
    ReportBlock& table = w.table(QStringLiteral("points"), header, numeric);
    const QLocale locale;
    for (const PointSummary& s : f.summaries) {
        QStringList row = {locale.toString(s.point + 1),
                           QString::fromStdString(patternName(s.spec.pattern)),
                           s.spec.blockSplit.empty() ? formatSize(s.spec.blockSize)
                                                     : QString::fromStdString(blockSplitName(s.spec.blockSplit)),
                           locale.toString(s.spec.effectiveReadPercent()),
                           locale.toString(s.spec.queueDepth),
                           locale.toString(s.spec.jobs)};
        if (rates)
            row.append(s.spec.rateIops ? locale.toString(qulonglong(s.spec.rateIops)) : QString());
        row += {locale.toString(s.iops.n),
                formatCount(s.iops.mean),
                s.iops.n > 1 ? Report::tr("%1 %").arg(locale.toString(100 * s.iops.cv, 'f', 1)) : QString(),
                locale.toString(s.megabytesPerSecond.mean, 'f', 1),
                formatLatency(s.meanLatencyNs.mean),
                s.p99LatencyNs.mean > 0 ? formatLatency(s.p99LatencyNs.mean) : QString(),
                pointNotes(f, s).isEmpty() ? QString() : Report::tr("see Flagged points")};
        table.rows.append(row);
    }
}

// Why a point's figures need a second look; empty when nothing stands out.
QStringList pointNotes(const Facts& f, const PointSummary& s)
{
    QStringList notes;
    const QLocale locale;
    if (s.unstable())
        notes.append(Report::tr("unstable: its IOPS vary by %1 % (CV) over %2 runs, more than %3 %; the mean says "
                                "little about what one run gives")
                         .arg(locale.toString(100 * s.iops.cv, 'f', 1))
                         .arg(s.iops.n)
                         .arg(locale.toString(100 * kUnstableCv, 'f', 0)));
    for (const RunRegimes& r : f.analysis.regimesOf(s.point))
        notes.append(Report::tr("mixed regimes in trial %1: %2").arg(r.trial + 1).arg(regimesVerdict(r.regimes)));
    if (const FirstRunEffect* e = f.analysis.firstRunOf(s.point))
        notes.append(firstRunText(*e));
    for (int run : s.runs) {
        const JobResult& result = f.results().points[run];
        for (const std::string& warning : pointWarnings(result))
            if (const QString text = engineText(warning); !notes.contains(text))
                notes.append(text);
        if (!result.error.empty())
            notes.append(Report::tr("run %1 failed: %2").arg(run + 1).arg(engineText(result.error)));
        else if (result.stopped)
            notes.append(Report::tr("run %1 was stopped early: its figures are what finished").arg(run + 1));
    }
    return notes;
}

void addFlagged(Writer& w, const Facts& f)
{
    w.heading(Report::tr("Flagged points"), 2, QStringLiteral("flagged"));
    int flagged = 0;
    for (const PointSummary& s : f.summaries) {
        const QStringList notes = pointNotes(f, s);
        if (notes.isEmpty())
            continue;
        ++flagged;
        w.heading(Report::tr("Point %1: %2 %3, %4 % read, QD %5 × %6")
                      .arg(s.point + 1)
                      .arg(QString::fromStdString(patternName(s.spec.pattern)),
                           s.spec.blockSplit.empty() ? formatSize(s.spec.blockSize)
                                                     : QString::fromStdString(blockSplitName(s.spec.blockSplit)))
                      .arg(s.spec.effectiveReadPercent())
                      .arg(s.spec.queueDepth)
                      .arg(s.spec.jobs),
                  3);
        w.list(notes);
    }
    if (flagged == 0)
        w.paragraph(Report::tr("No point is flagged: none is unstable between its runs, holds more than one regime, "
                               "ran slower or faster on its first trial, or drew a warning from its devices or CPU."));
}

// Each later run's ratio to A over each charted slice of A's points.
void addRatioSurfaces(Writer& w, const Facts& f)
{
    const Comparison& c = *f.comparison;
    for (const SurfaceGrid::Slice* charted : f.charted) {
        const SurfaceGrid::Slice& slice = *charted;
        for (int run = 1; run < c.runs.size(); ++run) {
            const std::vector<std::optional<double>> ratios = SurfaceSketch::ratiosOf(slice, c, run);
            const QString headline = SurfaceSketch::ratioHeadline(ratios, c, run);
            if (headline.isEmpty())
                continue;
            w.figure(Report::tr("%1 · %2").arg(Provenance::slice(slice.spec()), headline),
                     SurfaceSketch::ratioFigure(slice, ratios, SurfaceSketch::ratioAxisTitle(c, run)));
        }
    }
}

void addComparison(Writer& w, const Facts& f)
{
    if (!f.comparison)
        return;
    const Comparison& c = *f.comparison;
    w.heading(Report::tr("Comparison"), 2, QStringLiteral("comparison"));
    QStringList runs;
    for (int r = 0; r < c.runs.size(); ++r)
        runs.append(Report::tr("%1: %2").arg(runLetter(r), c.runs[r]));
    w.list(runs);
    w.paragraph(Report::tr("Points matched on %1. %2").arg(specKeyList(c.keys), ratioReading(c.metric, std::nullopt)));
    QStringList header = {Report::tr("Point"), runLetter(0)};
    QList<int> numeric = {1};
    for (int r = 1; r < c.runs.size(); ++r) {
        numeric += {int(header.size()), int(header.size()) + 1};
        header += {runLetter(r), Report::tr("%1 ÷ A").arg(runLetter(r)), Report::tr("%1: verdict").arg(runLetter(r))};
    }
    ReportBlock& table = w.table(QStringLiteral("comparison-table"), header, numeric);
    const QLocale locale;
    for (const ComparedPoint& p : c.matched) {
        const auto valueText = [&](const RunValue& v) {
            return v.present && v.hasValue ? metricValueText(c.metric, v.value()) : Report::tr("—");
        };
        QStringList row = {pointLabel(c, p), valueText(p.values[0])};
        for (int r = 1; r < c.runs.size(); ++r) {
            const RunValue& v = p.values[r];
            QString verdict = v.present ? verdictText(v.verdict) : Report::tr("not measured");
            if (v.welch)
                verdict += Report::tr(" (%1)").arg(pValueText(v.welch->p));
            row += {valueText(v), v.ratio > 0 ? locale.toString(v.ratio, 'f', 3) : Report::tr("—"), verdict};
        }
        table.rows.append(row);
    }
    addRatioSurfaces(w, f);
    QStringList unmatched;
    for (const UnmatchedPoint& u : c.unmatched)
        unmatched.append(Report::tr("%1: measured by %2, not by %3")
                             .arg(Provenance::slice(u.spec) + Report::tr(" · %1").arg(formatSize(u.spec.blockSize)),
                                  runLetters(u.having), runLetters(u.lacking)));
    if (!unmatched.isEmpty()) {
        w.paragraph(Report::tr("Points not every run has (not compared):"));
        w.list(unmatched);
    }
    if (!c.ambiguous.isEmpty())
        w.paragraph(Report::tr("%n point(s) that the keys leave alike within one run were not compared: match on "
                               "more keys to tell them apart.",
                               nullptr, int(c.ambiguous.size())));
}

QList<QStringList> hostRows(const HostInfo& host, const QDateTime& started)
{
    return {
        {Report::tr("Host"), host.hostname},
        {Report::tr("Kernel"), host.kernel},
        {Report::tr("CPU"), Report::tr("%1, %n core(s)", nullptr, host.cores).arg(host.cpu)},
        {Report::tr("Started"),
         started.isValid() ? QLocale().toString(started, QLocale::LongFormat) : Report::tr("not recorded")},
        {Report::tr("Versions"),
         Report::tr("Surfio %1, liburing %2, Qt %3").arg(host.surfioVersion, host.liburingVersion, host.qtVersion)}};
}

QList<QStringList> targetRows(const TargetInfo& t)
{
    QList<QStringList> rows = {{Report::tr("Path"), QString::fromStdString(t.path)},
                               {Report::tr("Kind"), targetKindText(t.kind)}};
    const auto add = [&](const QString& label, const QString& value) {
        if (!value.isEmpty())
            rows.append({label, value});
    };
    if (t.ioPath != t.path)
        add(Report::tr("Opened"), QString::fromStdString(t.ioPath));
    add(Report::tr("Host"), QString::fromStdString(t.host));
    add(Report::tr("Model"), QString::fromStdString(t.model));
    add(Report::tr("Size"), t.size ? formatSize(t.size) : QString());
    add(Report::tr("Region"), Report::tr("%1 at offset %2").arg(formatSize(t.regionSize), formatSize(t.regionOffset)));
    if (t.logicalBlockSize)
        add(Report::tr("Block size"),
            Report::tr("%1 B logical, %2 B physical").arg(t.logicalBlockSize).arg(t.physicalBlockSize));
    if (t.dioOffsetAlign)
        add(Report::tr("Direct I/O alignment"), Report::tr("%1 B offsets, %2 B memory, from %3")
                                                    .arg(t.dioOffsetAlign)
                                                    .arg(t.dioMemAlign)
                                                    .arg(engineText(t.alignSource)));
    add(Report::tr("Filesystem"), QString::fromStdString(t.filesystem));
    add(Report::tr("Layout"), engineText(t.layout));
    QStringList devices;
    for (const TargetDevice& d : t.devices)
        devices.append(QString::fromStdString(d.name));
    add(Report::tr("Devices"), devices.join(QStringLiteral(", ")));
    return rows;
}

void addProvenance(Writer& w, const Facts& f)
{
    const ResultSet& results = f.results();
    w.heading(Report::tr("Provenance"), 2, QStringLiteral("provenance"));
    w.table(QStringLiteral("host"), {Report::tr("Machine"), QString()}).rows = hostRows(results.host, results.started);
    const JobResult* first = results.points.isEmpty() ? nullptr : &results.points.first();
    if (first) {
        w.heading(Report::tr("How it was measured"), 3);
        w.list(nonEmptyLines(tableHeader(results, *first)));
        for (const TargetInfo& t : distinctTargets(results)) {
            w.heading(Report::tr("Target %1").arg(QString::fromStdString(t.path)), 3);
            w.table(QString(), {Report::tr("Fact"), QString()}).rows = targetRows(t);
        }
    }
    w.heading(Report::tr("The fio job file that reproduces the run"), 3);
    QString notes;
    const QString jobFile = toFioJobFile(results.matrix, &notes);
    w.paragraph(Report::tr("Run it with fio JOBFILE, or make it again with surfio export-fio. It gives the same "
                           "workload, not the same figures: fio's engine is not Surfio's."));
    if (!notes.isEmpty())
        w.list(nonEmptyLines(notes));
    w.code(jobFile.trimmed());
}

}  // namespace

bool isReportPath(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("html") || suffix == QLatin1String("pdf");
}

Report Report::of(const ReportSource& source)
{
    Facts facts{source, figuresOf(source.results.points), {}, analyze(source.results), std::nullopt, {}, {}, false, 0};
    facts.summaries = summarize(source.results, facts.figures);
    chartSlices(facts);
    if (!source.compared.isEmpty()) {
        QList<ResultSet> runs = {source.results};
        runs += source.compared;
        QStringList names = {source.file.isEmpty() ? tr("this run") : source.file};
        names += source.comparedFiles;
        facts.comparison = compareRuns(runs, names, source.metric, source.keys);
    }
    Report report;
    report.title = tr("Surfio report: %1").arg(Provenance::title(source.results));
    report.language = chosenLanguage();
    Writer w(report.blocks);
    w.heading(report.title, 1);
    addSummary(w, facts);
    addCharts(w, facts);
    addTable(w, facts);
    addFlagged(w, facts);
    addComparison(w, facts);
    addProvenance(w, facts);
    return report;
}

}  // namespace surfio
