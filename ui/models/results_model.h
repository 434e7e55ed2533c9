#pragma once

#include "core/analysis/analysis.h"
#include "core/result/point_summary.h"
#include "core/result/result_set.h"
#include "ui/models/shown_result.h"

#include <QAbstractTableModel>

#include <array>

namespace surfio {

// One row per point: its spec and measured figures (IOPS, MB/s,
// mean/p50/p99/p99.9 latency per direction), each the mean over the runs that
// count for the point (its trials, or the rounds of the steady-state window),
// with the spread of its IOPS over those runs. A point whose IOPS vary by more
// than kUnstableCv is flagged unstable. Sorting goes through a proxy;
// Qt::UserRole gives the point's index, and sort keys are numbers.
// A result from several fio hosts shows their sum, or one host's share
// (ShownResult::setHost; see host_results.h), where percentiles are not known.
// With verify on, the index and read IOPS cells say how many reads were
// checked; a point whose verify checked none of its reads is flagged.
// The CPU column is the worker threads' usr + sys (fio's %); its tooltip
// gives the parts, and the index's tooltip what the targets' devices did and
// the point's warnings (point_warnings.h), which flag the point too.
//
// Given the result's analysis (ShownResult::setAnalysis, analysis.h), the Bound column says
// what held each point back — the IOPS limit, the bandwidth limit or neither —
// from the limits fitted to the points that differ from it only in block
// size, and a point whose runs hold more than one regime (a burst, then a
// lower level) or whose first trial was out of line is flagged on its index
// and its IOPS, whose mean then mixes levels. Both are of all hosts together.
//
// Which columns a view shows by default, and where, is the model's to say
// (header roles, so a proxy passes them on): the spread of the runs (Runs,
// ± IOPS, CV, Min, Max) only when a point has more than one counted run, and
// MB/s before IOPS when at least half of the points are throughput points —
// and Bound only when some point has one, Targets only when the points ran
// on different numbers of targets (--target-count) —
// sequential, or blocks of 128 KiB and more, which CrystalDiskMark and SNIA's
// throughput test read in MB/s. In each row its headline figure (MB/s for a
// throughput point, IOPS for the rest) is bold.
class ResultsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Index,
        Pattern,
        BlockSize,
        ReadPercent,
        QueueDepth,
        Jobs,
        Runs,
        TotalIops,
        TotalMBps,
        IopsStdDev,
        IopsCv,
        IopsMin,
        IopsMax,
        ReadIops,
        ReadMBps,
        ReadMeanLat,
        ReadP50,
        ReadP99,
        ReadP999,
        WriteIops,
        WriteMBps,
        WriteMeanLat,
        WriteP50,
        WriteP99,
        WriteP999,
        Cpu,
        Bound,
        Targets,  // how many targets the point ran on (--target-count)
        ColumnCount
    };
    static constexpr int PointIndexRole = Qt::UserRole;
    static constexpr int SortRole = Qt::UserRole + 1;
    static constexpr int UnstableRole = Qt::UserRole + 2;  // bool
    // Header roles, horizontal: the column's name for settings ("read-mbps"),
    // whether a view shows it unless the person chose, and its place among
    // the columns a view shows by default (0 first).
    static constexpr int ColumnKeyRole = Qt::UserRole + 3;
    static constexpr int ShownByDefaultRole = Qt::UserRole + 4;
    static constexpr int DefaultPositionRole = Qt::UserRole + 5;
    // bool: the point's mean mixes regimes, or its first trial was out of line.
    static constexpr int RegimesRole = Qt::UserRole + 6;
    // The spec columns, which a view keeps in sight while scrolling the figures.
    static constexpr int FrozenColumns = Jobs + 1;

    // The rows of the result on show, on the host chosen: they follow it.
    explicit ResultsModel(const ShownResult* shown, QObject* parent = nullptr);
    const ShownResult* shown() const { return shown_; }

    // As shown: with a host chosen, that host's share of the runs.
    const JobResult* point(int index) const;                   // the point's last counted run; nullptr when absent
    const PointSummary* summary(int index) const;              // nullptr when absent
    QList<JobResult> runsOf(int index) const;                  // the point's counted runs, in run order
    int rowOfPoint(int index) const;                           // -1 when absent
    bool hasSpread() const;                                    // some point has more than one counted run
    bool throughputFirst() const;                              // at least half of the points are throughput points
    bool hasBounds() const { return hasBounds_; }              // some point has a Bound
    bool hasTargetCounts() const { return hasTargetCounts_; }  // the points ran on different numbers of targets

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        PointSummary summary;
        std::array<double, ColumnCount> values{};  // the mean of each figure over the counted runs
        bool noReads = true;
        bool noWrites = true;
        bool noPercentiles = true;  // no counted run has a histogram (one host's share)
        bool stopped = false;       // a counted run was stopped early
        double stoppedSeconds = 0;  // what the stopped run measured
        JobResult::Verify verify;   // the counted runs' verify counts, added up
        CpuUse cpu;                 // the counted runs' workers, added up
        double busiestThread = 0;   // the busiest worker's usr + sys %, over the runs
        QStringList warnings;       // the counted runs', each once, translated
        QString devices;            // what the last run's own devices did
    };

    // What marks a cell: an unstable point's index and CV; the index of a
    // point whose verify checked nothing, or that has warnings.
    struct Marks {
        bool unstable = false;
        bool verify = false;
        bool warnings = false;
        bool regimes = false;  // the analysis flags the point: regimes or its first run
    };

    void rebuild();
    void addRun(int at);     // result().points[at] came in
    void showAnalysis();     // the cells the analysis marks
    void updateCharacter();  // hasSpread and throughputFirst; the header says when they change
    const ResultSet& onHost() const { return shown_->onHost(); }
    const Analysis& analysis() const { return shown_->analysis(); }
    Row makeRow(int point, const QList<int>& runs) const;
    QString unstableText(const Row& row) const;
    QString cpuText(const Row& row) const;
    Marks marksOf(const Row& row, int column) const;
    const LimitsGroup* limitsOf(const Row& row,
                                surfio::Bound* bound) const;  // nullptr: no fitted group (or one host shown)
    QList<RunRegimes> regimesOf(const Row& row) const;        // of its counted runs
    QString boundTip(const Row& row) const;
    QString regimesTip(const Row& row) const;
    QVariant sortKey(const Row& row, int column) const;
    QVariant toolTip(const Row& row, int column) const;
    QVariant looks(const Row& row, int column, int role) const;
    QVariant displayText(const Row& row, int column) const;

    const ShownResult* shown_;
    QList<Row> rows_;
    bool hasSpread_ = false;
    bool throughputFirst_ = false;
    bool hasBounds_ = false;
    bool hasTargetCounts_ = false;
};

}  // namespace surfio
