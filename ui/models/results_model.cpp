#include "ui/models/results_model.h"

#include "core/analysis/analysis_text.h"
#include "core/engine/device_stats.h"
#include "core/result/host_results.h"
#include "core/text/engine_text.h"
#include "core/text/units.h"
#include "core/text/verify_text.h"

#include <QApplication>
#include <QBrush>
#include <QFont>
#include <QIcon>
#include <QLocale>
#include <QStyle>

#include <algorithm>

namespace surfio {

namespace {

// The number behind a cell for one run: what its mean sorts by and shows.
double valueOf(const JobResult& r, const RunFigures& f, int column)
{
    const JobSpec& s = r.spec;
    switch (column) {
    case ResultsModel::BlockSize:
        return double(s.blockSize);
    case ResultsModel::ReadPercent:
        return s.effectiveReadPercent();
    case ResultsModel::QueueDepth:
        return s.queueDepth;
    case ResultsModel::Jobs:
        return s.jobs;
    case ResultsModel::Targets:
        return double(s.targets.size());
    case ResultsModel::TotalMBps:
        return (r.bandwidth(r.read) + r.bandwidth(r.write)) / 1e6;
    case ResultsModel::ReadIops:
        return r.iops(r.read);
    case ResultsModel::ReadMBps:
        return r.bandwidth(r.read) / 1e6;
    case ResultsModel::ReadMeanLat:
        return r.read.meanLatNs();
    case ResultsModel::ReadP50:
        return f.readP50Ns;
    case ResultsModel::ReadP99:
        return f.readP99Ns;
    case ResultsModel::ReadP999:
        return f.readP999Ns;
    case ResultsModel::WriteIops:
        return r.iops(r.write);
    case ResultsModel::WriteMBps:
        return r.bandwidth(r.write) / 1e6;
    case ResultsModel::WriteMeanLat:
        return r.write.meanLatNs();
    case ResultsModel::WriteP50:
        return f.writeP50Ns;
    case ResultsModel::WriteP99:
        return f.writeP99Ns;
    case ResultsModel::WriteP999:
        return f.writeP999Ns;
    case ResultsModel::Cpu:
        return r.cpu().busyPercent();
    default:
        return 0;
    }
}

bool isLatency(int column)
{
    switch (column) {
    case ResultsModel::ReadMeanLat:
    case ResultsModel::ReadP50:
    case ResultsModel::ReadP99:
    case ResultsModel::ReadP999:
    case ResultsModel::WriteMeanLat:
    case ResultsModel::WriteP50:
    case ResultsModel::WriteP99:
    case ResultsModel::WriteP999:
        return true;
    default:
        return false;
    }
}

bool isPercentile(int column)
{
    return isLatency(column) && column != ResultsModel::ReadMeanLat && column != ResultsModel::WriteMeanLat;
}

bool isRead(int column)
{
    return column >= ResultsModel::ReadIops && column <= ResultsModel::ReadP999;
}

bool isWrite(int column)
{
    return column >= ResultsModel::WriteIops && column <= ResultsModel::WriteP999;
}

// Figures that need two runs or more to mean anything.
bool isSpread(int column)
{
    return column >= ResultsModel::IopsStdDev && column <= ResultsModel::IopsMax;
}

// A point read in MB/s: sequential, or blocks of 128 KiB and more (SNIA's
// throughput test starts there; CrystalDiskMark's SEQ tests are 128 KiB and 1 MiB).
constexpr uint64_t kThroughputBlock = uint64_t(128) * 1024;

bool isThroughputPoint(const JobSpec& s)
{
    const bool sequential = s.percentageRandom >= 0 ? s.percentageRandom == 0
                                                    : s.pattern == Pattern::Read || s.pattern == Pattern::Write
                                                          || s.pattern == Pattern::ReadWrite;
    double meanBlock = double(s.blockSize);
    if (!s.blockSplit.empty()) {
        meanBlock = 0;
        for (const BlockSplitPart& part : s.blockSplit)
            meanBlock += double(part.size) * part.percent / 100.0;
    }
    return sequential || meanBlock >= double(kThroughputBlock);
}

// The column's name in settings: stable across versions, unlike its number.
const char* columnKey(int column)
{
    static constexpr const char* keys[ResultsModel::ColumnCount] = {
        "index",      "pattern",    "block-size",  "read-percent", "queue-depth", "jobs",       "runs",
        "total-iops", "total-mbps", "iops-stddev", "iops-cv",      "iops-min",    "iops-max",   "read-iops",
        "read-mbps",  "read-mean",  "read-p50",    "read-p99",     "read-p999",   "write-iops", "write-mbps",
        "write-mean", "write-p50",  "write-p99",   "write-p999",   "cpu",         "bound",      "targets"};
    return column >= 0 && column < ResultsModel::ColumnCount ? keys[column] : "";
}

// Where the column goes among the default columns: the spec, the headline
// figures (MB/s first for a throughput result), the spread of the runs, and
// the figures per direction; the targets a point ran on (--target-count) and
// what bound it beside its headline figures.
int defaultPosition(int column, bool throughputFirst)
{
    using M = ResultsModel;
    static constexpr int iopsFirst[M::ColumnCount] = {
        M::Index,     M::Pattern,   M::BlockSize,    M::ReadPercent, M::QueueDepth, M::Jobs,      M::TotalIops,
        M::TotalMBps, M::Targets,   M::Bound,        M::Runs,        M::IopsStdDev, M::IopsCv,    M::IopsMin,
        M::IopsMax,   M::ReadIops,  M::ReadMBps,     M::ReadMeanLat, M::ReadP50,    M::ReadP99,   M::ReadP999,
        M::WriteIops, M::WriteMBps, M::WriteMeanLat, M::WriteP50,    M::WriteP99,   M::WriteP999, M::Cpu};
    static constexpr int mbpsFirst[M::ColumnCount] = {
        M::Index,     M::Pattern,   M::BlockSize,    M::ReadPercent, M::QueueDepth, M::Jobs,      M::TotalMBps,
        M::TotalIops, M::Targets,   M::Bound,        M::Runs,        M::IopsStdDev, M::IopsCv,    M::IopsMin,
        M::IopsMax,   M::ReadMBps,  M::ReadIops,     M::ReadMeanLat, M::ReadP50,    M::ReadP99,   M::ReadP999,
        M::WriteMBps, M::WriteIops, M::WriteMeanLat, M::WriteP50,    M::WriteP99,   M::WriteP999, M::Cpu};
    const int* order = throughputFirst ? mbpsFirst : iopsFirst;
    return int(std::find(order, order + M::ColumnCount, column) - order);
}

// "loop0: 28.3 in flight, util 99.5 %", for each of the run's own devices.
QString devicesText(const JobResult& run)
{
    const QLocale locale;
    QStringList parts;
    for (const DiskUtil* d : targetsOwnDisks(run))
        parts.append(ResultsModel::tr("%1: %2 in flight on average, util %3 %, %4 reads and %5 writes completed")
                         .arg(QString::fromStdString(d->name), locale.toString(d->meanQueueDepth(), 'f', 1),
                              locale.toString(d->util, 'f', 1), locale.toString(qulonglong(d->readIos)),
                              locale.toString(qulonglong(d->writeIos))));
    return parts.join(QLatin1Char('\n'));
}

// A Bound cell: the short word; its tooltip says what it means.
QString boundWord(Bound bound)
{
    switch (bound) {
    case Bound::Iops:
        return ResultsModel::tr("IOPS");
    case Bound::Bandwidth:
        return ResultsModel::tr("bandwidth");
    case Bound::Neither:
        break;
    }
    return ResultsModel::tr("neither");
}

QVariant standardIcon(QStyle::StandardPixmap which)
{
    // A model can live without a widget application (no style to ask).
    if (qobject_cast<QApplication*>(QCoreApplication::instance()))
        return QApplication::style()->standardIcon(which);
    return {};
}

QString blockSizeText(const JobSpec& spec)
{
    return spec.blockSplit.empty() ? formatSize(spec.blockSize)
                                   : QString::fromStdString(blockSplitName(spec.blockSplit));
}

}  // namespace

ResultsModel::ResultsModel(const ShownResult* shown, QObject* parent)
    : QAbstractTableModel(parent)
    , shown_(shown)
{
    for (auto whole : {&ShownResult::runBegun, &ShownResult::runFinished, &ShownResult::resultShown})
        connect(shown_, whole, this, &ResultsModel::rebuild);
    connect(shown_, &ShownResult::hostChanged, this, &ResultsModel::rebuild);
    connect(shown_, &ShownResult::runAdded, this, &ResultsModel::addRun);
    connect(shown_, &ShownResult::analysisChanged, this, &ResultsModel::showAnalysis);
    rebuild();
}

void ResultsModel::addRun(int at)
{
    const ResultSet& shown = onHost();
    const int index = shown_->result().points[at].point;
    // With a host chosen, the run's share on it is the last one, if it ran there.
    if (!shown_->host().isEmpty() && (shown.points.isEmpty() || shown.points.last().point != index))
        return;
    QList<int> runs;
    for (int i = 0; i < shown.points.size(); ++i)
        if (shown.points[i].point == index && countsForPoint(shown, shown.points[i]))
            runs.append(i);
    if (runs.isEmpty())
        return;
    const int row = rowOfPoint(index);
    if (row >= 0) {
        rows_[row] = makeRow(index, runs);
        Q_EMIT dataChanged(this->index(row, 0), this->index(row, ColumnCount - 1));
        updateCharacter();
        return;
    }
    const int last = int(rows_.size());
    beginInsertRows({}, last, last);
    rows_.append(makeRow(index, runs));
    endInsertRows();
    updateCharacter();
}

void ResultsModel::showAnalysis()
{
    if (!rows_.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(rows_.size()) - 1, ColumnCount - 1));
    updateCharacter();
}

void ResultsModel::rebuild()
{
    QList<Row> rows;
    for (const PointSummary& s : summarize(onHost(), shown_->onHostFigures()))
        rows.append(makeRow(s.point, s.runs));
    // The same points in the same order (a finished run taking back its
    // detail, say): the rows change in place, and the view keeps its
    // selection and scroll position.
    const bool samePoints = rows.size() == rows_.size()
                            && std::equal(rows.begin(), rows.end(), rows_.begin(), [](const Row& a, const Row& b) {
                                   return a.summary.point == b.summary.point;
                               });
    if (samePoints) {
        rows_ = rows;
        if (!rows_.isEmpty())
            Q_EMIT dataChanged(index(0, 0), index(int(rows_.size()) - 1, ColumnCount - 1));
        updateCharacter();
        return;
    }
    beginResetModel();
    rows_ = rows;
    endResetModel();
    updateCharacter();
}

void ResultsModel::updateCharacter()
{
    const bool spread = std::any_of(rows_.begin(), rows_.end(), [](const Row& r) { return r.summary.iops.n > 1; });
    const auto throughput =
        std::count_if(rows_.begin(), rows_.end(), [](const Row& r) { return isThroughputPoint(r.summary.spec); });
    const bool throughputFirst = !rows_.isEmpty() && 2 * throughput >= rows_.size();
    const bool bounds = std::any_of(rows_.begin(), rows_.end(),
                                    [this](const Row& r) { return analysis().limitsOf(r.summary.point) != nullptr; });
    const bool targetCounts = std::any_of(rows_.begin(), rows_.end(), [this](const Row& r) {
        return r.summary.spec.targets.size() != rows_.front().summary.spec.targets.size();
    });
    if (spread == hasSpread_ && throughputFirst == throughputFirst_ && bounds == hasBounds_
        && targetCounts == hasTargetCounts_)
        return;
    hasSpread_ = spread;
    throughputFirst_ = throughputFirst;
    hasBounds_ = bounds;
    hasTargetCounts_ = targetCounts;
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

bool ResultsModel::hasSpread() const
{
    return hasSpread_;
}

bool ResultsModel::throughputFirst() const
{
    return throughputFirst_;
}

const JobResult* ResultsModel::point(int index) const
{
    const PointSummary* s = summary(index);
    return s && !s->runs.isEmpty() ? &onHost().points[s->runs.last()] : nullptr;
}

const PointSummary* ResultsModel::summary(int index) const
{
    const int row = rowOfPoint(index);
    return row < 0 ? nullptr : &rows_[row].summary;
}

QList<JobResult> ResultsModel::runsOf(int index) const
{
    QList<JobResult> runs;
    if (const PointSummary* s = summary(index))
        for (int i : s->runs)
            runs.append(onHost().points[i]);
    return runs;
}

int ResultsModel::rowOfPoint(int index) const
{
    for (int row = 0; row < rows_.size(); ++row)
        if (rows_[row].summary.point == index)
            return row;
    return -1;
}

ResultsModel::Row ResultsModel::makeRow(int point, const QList<int>& runs) const
{
    Row row;
    const ResultSet& shown = onHost();
    const QList<RunFigures>& figures = shown_->onHostFigures();
    row.summary = summarizePoint(shown, figures, point, runs);
    // Percentiles are the mean over the runs that have them (a run whose
    // bins were lost has none, not 0 ns).
    const auto withPercentiles =
        double(std::count_if(runs.begin(), runs.end(), [&](int i) { return figures[i].hasPercentiles; }));
    for (int i : runs) {
        const JobResult& run = shown.points[i];
        for (int column = 0; column < ColumnCount; ++column) {
            if (!isPercentile(column))
                row.values[size_t(column)] += valueOf(run, figures[i], column) / double(runs.size());
            else if (figures[i].hasPercentiles)
                row.values[size_t(column)] += valueOf(run, figures[i], column) / withPercentiles;
        }
        row.noReads = row.noReads && run.read.ios == 0;
        row.noWrites = row.noWrites && run.write.ios == 0;
        row.noPercentiles = row.noPercentiles && !figures[i].hasPercentiles;
        row.verify.merge(run.verify);
        row.cpu.merge(run.cpu());
        for (const WorkerTotals& w : run.workers)
            row.busiestThread = std::max(row.busiestThread, w.cpu.busyPercent());
        for (const std::string& w : run.warnings)
            if (const QString text = engineText(w); !row.warnings.contains(text))
                row.warnings.append(text);
        row.devices = devicesText(run);
        if (run.stopped) {
            row.stopped = true;
            row.stoppedSeconds = run.seconds;
        }
    }
    const Spread& iops = row.summary.iops;
    row.values[Runs] = iops.n;
    row.values[TotalIops] = iops.mean;
    row.values[IopsStdDev] = iops.stddev;
    row.values[IopsCv] = iops.cv;
    row.values[IopsMin] = iops.min;
    row.values[IopsMax] = iops.max;
    return row;
}

QString ResultsModel::unstableText(const Row& row) const
{
    const Spread& iops = row.summary.iops;
    const QLocale locale;
    return tr("Unstable (CV > %1 %): the IOPS of its %n run(s) vary by %2 % (%3 to %4). More trials or a longer "
              "runtime may settle it.",
              nullptr, iops.n)
        .arg(locale.toString(kUnstableCv * 100, 'f', 0), locale.toString(iops.cv * 100, 'f', 1),
             locale.toString(iops.min, 'f', 0), locale.toString(iops.max, 'f', 0));
}

QString ResultsModel::cpuText(const Row& row) const
{
    const QLocale locale;
    return tr("The worker threads' CPU: %1 % user and %2 % system on average (fio's usr_cpu and sys_cpu), %3 "
              "context switches; the busiest thread %4 %")
        .arg(locale.toString(row.cpu.userPercent(), 'f', 1), locale.toString(row.cpu.systemPercent(), 'f', 1),
             locale.toString(qulonglong(row.cpu.contextSwitches)), locale.toString(row.busiestThread, 'f', 0));
}

int ResultsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(rows_.size());
}

int ResultsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ResultsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rows_.size())
        return {};
    const Row& row = rows_[index.row()];
    const int column = index.column();
    switch (role) {
    case PointIndexRole:
        return row.summary.point;
    case UnstableRole:
        return row.summary.unstable();
    case RegimesRole:
        return marksOf(row, Index).regimes;
    case SortRole:
        return sortKey(row, column);
    case Qt::TextAlignmentRole:
        return column == Pattern ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                 : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        return toolTip(row, column);
    case Qt::DisplayRole:
        return displayText(row, column);
    default:
        return looks(row, column, role);
    }
}

ResultsModel::Marks ResultsModel::marksOf(const Row& row, int column) const
{
    Marks marks;
    marks.regimes = (column == Index || column == TotalIops) && shown_->host().isEmpty()
                    && (!regimesOf(row).isEmpty() || analysis().firstRunOf(row.summary.point));
    marks.unstable = row.summary.unstable() && (column == Index || column == IopsCv);
    marks.verify = row.verify.checkedNothing() && column == Index;
    marks.warnings = !row.warnings.isEmpty() && column == Index;
    return marks;
}

const LimitsGroup* ResultsModel::limitsOf(const Row& row, surfio::Bound* bound) const
{
    int at = -1;
    const LimitsGroup* group = shown_->host().isEmpty() ? analysis().limitsOf(row.summary.point, &at) : nullptr;
    if (!group || at < 0 || size_t(at) >= group->fit.bounds.size())
        return nullptr;
    *bound = group->fit.bounds[size_t(at)];
    return group;
}

QList<RunRegimes> ResultsModel::regimesOf(const Row& row) const
{
    // The analysis indexes the whole result's runs; a host's rows index that host's share of them.
    QList<RunRegimes> counted;
    if (!shown_->host().isEmpty())
        return counted;
    for (const RunRegimes& r : analysis().regimesOf(row.summary.point))
        if (row.summary.runs.contains(r.run))
            counted.append(r);
    return counted;
}

QString ResultsModel::boundTip(const Row& row) const
{
    surfio::Bound bound = surfio::Bound::Neither;
    const LimitsGroup* group = limitsOf(row, &bound);
    if (!group)
        return shown_->host().isEmpty()
                   ? tr("No limits fitted: that needs this point's pattern, mix, queue depth and jobs "
                        "measured at %1 block sizes or more")
                         .arg(kMinRooflineSizes)
                   : tr("The limits are fitted on all hosts together: choose all hosts to see them");
    return tr("Bound by: %1\nLimits of %2: %3").arg(boundText(bound), limitsGroupLabel(*group), limitsVerdict(*group));
}

// Each counted run that held more than one level, and what that does to the mean.
QString ResultsModel::regimesTip(const Row& row) const
{
    const QList<RunRegimes> regimes = regimesOf(row);
    QStringList lines;
    double sustained = 0;
    for (const RunRegimes& r : regimes) {
        const QString verdict = regimesVerdict(r.regimes);
        if (row.summary.runs.size() < 2)
            lines.append(tr("Regimes: %1").arg(verdict));
        else if (r.round > 0)
            lines.append(tr("Round %1: %2").arg(r.round + 1).arg(verdict));
        else
            lines.append(tr("Trial %1: %2").arg(r.trial + 1).arg(verdict));
        sustained += r.regimes.sustainedIops / double(regimes.size());
    }
    if (!regimes.isEmpty())
        lines.append(
            tr("The mean mixes regimes; sustained level %1 IOPS").arg(QLocale().toString(qRound64(sustained))));
    if (const FirstRunEffect* first = analysis().firstRunOf(row.summary.point))
        lines.append(tr("First trial out of line: %1").arg(firstRunText(*first)));
    return lines.join(QLatin1Char('\n'));
}

QVariant ResultsModel::sortKey(const Row& row, int column) const
{
    if (column == Index)
        return row.summary.point;
    if (column == Pattern)
        return QString::fromStdString(patternName(row.summary.spec.pattern));
    if (column == Bound) {
        surfio::Bound bound = surfio::Bound::Neither;
        return limitsOf(row, &bound) ? int(bound) : -1;
    }
    return row.values[size_t(column)];
}

QVariant ResultsModel::toolTip(const Row& row, int column) const
{
    const Marks marks = marksOf(row, column);
    QStringList tips;
    if (marks.unstable)
        tips.append(unstableText(row));
    if (marks.regimes)
        tips.append(regimesTip(row));
    if (column == Bound)
        tips.append(boundTip(row));
    if (row.stopped)
        tips.append(tr("Stopped before its runtime ended: the figures cover %1 s")
                        .arg(QLocale().toString(row.stoppedSeconds, 'f', 2)));
    if (isPercentile(column) && row.noPercentiles && !shown_->host().isEmpty())
        tips.append(tr("fio's client mode gives each host's mean latency only: percentiles are known for all "
                       "hosts together"));
    if ((column == Index || column == ReadIops) && !verifiedReadsText(row.verify).isEmpty())
        tips.append(tr("Verify (crc32c): %1").arg(verifiedReadsText(row.verify)));
    if (marks.verify)
        tips.append(checkedNothingText(row.verify));
    if (column == Index && !row.devices.isEmpty())
        tips.append(tr("Devices: %1").arg(row.devices));
    if (marks.warnings)
        tips.append(row.warnings.join(QLatin1Char('\n')));
    if (column == Cpu && row.cpu.recorded())
        tips.append(cpuText(row));
    if (column == BlockSize && !row.summary.spec.blockSplit.empty())
        tips.append(tr("A mix of block sizes (fio's bssplit): size/percent of the I/Os"));
    return tips.isEmpty() ? QVariant() : QVariant(tips.join(QLatin1Char('\n')));
}

// The warning icon on a flagged point's index, its headline figure in bold,
// and an unstable point's CV in amber. A point the analysis flags (regimes,
// first run) gets the information icon on its index, unless a warning's is
// there, and on its IOPS, whose mean mixes levels.
QVariant ResultsModel::looks(const Row& row, int column, int role) const
{
    const Marks marks = marksOf(row, column);
    if (role == Qt::DecorationRole && (marks.unstable || marks.verify || marks.warnings) && column == Index)
        return standardIcon(QStyle::SP_MessageBoxWarning);
    if (role == Qt::DecorationRole && marks.regimes)
        return standardIcon(QStyle::SP_MessageBoxInformation);
    if (role == Qt::FontRole && column == (isThroughputPoint(row.summary.spec) ? TotalMBps : TotalIops)) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::BackgroundRole && marks.unstable && column == IopsCv)
        return QBrush(QColor(0xff, 0xd5, 0x80));  // amber: a warning, readable in light and dark themes
    if (role == Qt::ForegroundRole && marks.unstable && column == IopsCv)
        return QBrush(Qt::black);
    return {};
}

QVariant ResultsModel::displayText(const Row& row, int column) const
{
    const PointSummary& s = row.summary;
    if ((isRead(column) && row.noReads) || (isWrite(column) && row.noWrites) || (isSpread(column) && s.iops.n < 2)
        || (isPercentile(column) && row.noPercentiles) || (column == Cpu && !row.cpu.recorded()))
        return QStringLiteral("–");
    const QLocale locale;
    const double value = row.values[size_t(column)];
    switch (column) {
    case Index:
        return row.stopped ? tr("%1 (stopped)").arg(s.point + 1) : QString::number(s.point + 1);
    case Pattern:
        return QString::fromStdString(patternName(s.spec.pattern));
    case BlockSize:
        return blockSizeText(s.spec);
    case ReadPercent:
        return tr("%1%").arg(s.spec.effectiveReadPercent());
    case QueueDepth:
        return s.spec.queueDepth;
    case Jobs:
        return s.spec.jobs;
    case Targets:
        return qulonglong(s.spec.targets.size());
    case Runs:
        return s.iops.n;
    case IopsCv:
        return s.unstable() ? tr("%1 % unstable").arg(locale.toString(value * 100, 'f', 1))
                            : tr("%1 %").arg(locale.toString(value * 100, 'f', 1));
    case TotalIops:
    case IopsStdDev:
    case IopsMin:
    case IopsMax:
    case ReadIops:
    case WriteIops:
        return locale.toString(value, 'f', 0);
    case TotalMBps:
    case ReadMBps:
    case WriteMBps:
        return locale.toString(value, 'f', 1);
    case Cpu:
        return tr("%1 %").arg(locale.toString(value, 'f', 0));
    case Bound: {
        surfio::Bound bound = surfio::Bound::Neither;
        return limitsOf(row, &bound) ? boundWord(bound) : QStringLiteral("–");
    }
    default:
        if (isLatency(column))
            return formatLatency(value);
        return {};
    }
}

QVariant ResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == ColumnKeyRole)
        return QString::fromLatin1(columnKey(section));
    if (orientation == Qt::Horizontal && role == ShownByDefaultRole)
        return section == Bound     ? hasBounds_
               : section == Targets ? hasTargetCounts_
                                    : hasSpread_ || !(isSpread(section) || section == Runs);
    if (orientation == Qt::Horizontal && role == DefaultPositionRole)
        return defaultPosition(section, throughputFirst_);
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Runs:
            return tr("Runs counted for the point: its trials, or the rounds of the steady-state window. "
                      "Every figure is the mean over them.");
        case TotalIops:
            return tr("Reads and writes, the mean over the counted runs; bold where it is the "
                      "point's headline figure (random I/O of blocks under 128 KiB)");
        case TotalMBps:
            return tr("Reads and writes in MB/s (10⁶ bytes), the mean over the counted runs; bold "
                      "where it is the point's headline figure (sequential, or blocks of 128 KiB and "
                      "more)");
        case IopsStdDev:
            return tr("Standard deviation of the IOPS over the counted runs (sample, n − 1)");
        case IopsCv:
            return tr("Coefficient of variation: standard deviation / mean. Above %1 % the point is "
                      "unstable.")
                .arg(QLocale().toString(kUnstableCv * 100, 'f', 0));
        case IopsMin:
            return tr("The lowest IOPS of a counted run");
        case IopsMax:
            return tr("The highest IOPS of a counted run");
        case Cpu:
            return tr("CPU the worker threads used, user and system: their mean, as fio's usr_cpu + sys_cpu. "
                      "Near 100 %, the load generator may be the limit.");
        case Targets:
            return tr("How many targets the point ran on: the first of those given (--target-count); the "
                      "detail below the table has each one's own figures");
        case Bound:
            return tr("What held the point back, read from the limits fitted to the points that differ from it "
                      "only in block size: the IOPS limit, the bandwidth limit, or neither (then latency or queue "
                      "depth is the limit)");
        default:
            return {};
        }
    }
    switch (section) {
    case Index:
        return tr("#");
    case Pattern:
        return tr("Pattern");
    case BlockSize:
        return tr("Block size");
    case ReadPercent:
        return tr("Read");
    case QueueDepth:
        return tr("QD");
    case Jobs:
        return tr("Jobs");
    case Runs:
        return tr("Runs");
    case TotalIops:
        return tr("Total IOPS");
    case TotalMBps:
        return tr("Total MB/s");
    case IopsStdDev:
        return tr("± IOPS");
    case IopsCv:
        return tr("CV");
    case IopsMin:
        return tr("Min IOPS");
    case IopsMax:
        return tr("Max IOPS");
    case ReadIops:
        return tr("Read IOPS");
    case ReadMBps:
        return tr("Read MB/s");
    case ReadMeanLat:
        return tr("Read mean");
    case ReadP50:
        return tr("Read p50");
    case ReadP99:
        return tr("Read p99");
    case ReadP999:
        return tr("Read p99.9");
    case WriteIops:
        return tr("Write IOPS");
    case WriteMBps:
        return tr("Write MB/s");
    case WriteMeanLat:
        return tr("Write mean");
    case WriteP50:
        return tr("Write p50");
    case WriteP99:
        return tr("Write p99");
    case WriteP999:
        return tr("Write p99.9");
    case Cpu:
        return tr("CPU");
    case Bound:
        return tr("Bound");
    case Targets:
        return tr("Targets");
    default:
        return {};
    }
}

}  // namespace surfio
