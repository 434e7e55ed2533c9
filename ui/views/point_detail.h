#pragma once

#include "core/analysis/regimes.h"
#include "core/engine/job_result.h"
#include "core/result/point_summary.h"

#include <QDialog>

#include <optional>

class QChart;
class QChartView;
class QFormLayout;
class QGridLayout;
class QLabel;

namespace surfio {

// The drill-down of one point: its own time series over the run (IOPS and
// latency per interval) and its latency histogram, log-scaled, read and write,
// with the percentiles marked — why the point is where it is. What the
// devices under the targets and the worker threads' CPU did (fio's disk_util,
// usr_cpu, sys_cpu, ctx) sits between the two, with the depth the devices
// really saw and the point's warnings; a point on several targets has each
// target's own figures below them (target_figures.h). A point run more than once shows one
// run (its last) and the spread of all its counted runs. A run that held more
// than one level has its regimes tinted in the time chart, their levels
// drawn, and says so in words: its mean mixes them. Over the time chart, a
// switch draws the run's bandwidth against the GiB it had written instead
// (WrittenChart), where a drive's write cache shows as a drop at so many GiB.
class PointDetail : public QDialog {
    Q_OBJECT
public:
    explicit PointDetail(const JobResult& point, int index, QWidget* parent = nullptr);
    PointDetail(const JobResult& shownRun, const PointSummary& summary, QWidget* parent = nullptr);

private:
    void build(const JobResult& point, int index, const PointSummary* summary);
    QWidget* makeHeader(const JobResult& point, int index, const PointSummary* summary);
    QLabel* makeTitle(const JobResult& point, int index, QWidget* parent);
    QGridLayout* makeTotals(const JobResult& point, QWidget* parent);
    QFormLayout* makeFacts(const JobResult& point, const PointSummary* summary, QWidget* parent);
    QWidget* makeObservations(const JobResult& point);
    QWidget* makeDiskTable(const JobResult& point, QWidget* parent);
    QWidget* makeTargets(const JobResult& point);    // nullptr: one target
    QWidget* makeRunCharts(const JobResult& point);  // the time chart, or bandwidth against GiB written
    QChartView* makeTimeChart(const JobResult& point);
    QChartView* makeHistogramChart(const JobResult& point);

    std::optional<Regimes> regimes_;  // of the run shown, when it held more than one level
};

}  // namespace surfio
