#pragma once

#include "core/analysis/analysis.h"
#include "core/engine/job_result.h"
#include "core/result/point_summary.h"
#include "core/result/result_set.h"
#include "core/run/run_policy.h"
#include "render/chart_export.h"

#include <QList>
#include <QTabWidget>

namespace surfio {

class CompareView;
class ConvergenceView;
class FlatChartsView;
class LiveView;
class LoadView;
class ResultsPage;
class ShownResult;
class SurfaceView;

// The views of a run and of a result, as tabs: the Live charts, the
// Surface, its 2D companion, the Results table, the Steady state, latency
// against Load, and the Compare tab (the result on show against saved ones).
// They show one result, the one on show: the run going on or last finished,
// or one opened from a file, held once (ShownResult) with its analysis, the
// point picked and the host chosen, which the Surface and the Results table
// follow; either opens a point's detail. The analysis's regimes are found on
// each run as it comes in, before the views let its samples go. While a journaled run
// goes on, the views keep its finished runs without their bins and samples
// (the journal has them, megabytes of it after hours) and a point's detail
// reads them back off the GUI thread.
class ResultViews : public QTabWidget {
    Q_OBJECT
public:
    // persistColumns: the Results table keeps the person's choice of columns, the Load tab
    // their latency objective (not in a demo).
    explicit ResultViews(bool persistColumns, QWidget* parent = nullptr);

    LiveView* live() const { return live_; }
    SurfaceView* surface() const { return surface_; }
    ResultsPage* results() const { return results_; }
    ConvergenceView* convergence() const { return convergence_; }
    LoadView* load() const { return load_; }
    FlatChartsView* flat() const { return flat_; }
    CompareView* compare() const { return compare_; }  // A is the result on show; the window sets it
    ShownResult* shownResult() const { return shown_; }
    const ResultSet& shown() const;    // the result on show: every run so far
    const Analysis& analysis() const;  // of the result on show, as far as it goes

    void beginRun(const RunRequest& request);  // the plan, and what a resumed run has done already
    void addPoint(int index, const JobResult& result);
    // Which rounds count is known only at the end, and the runs come back
    // whole from the journal: the views take the final result.
    void finishRun(const ResultSet& results);
    void showResult(const ResultSet& results);  // a saved one
    void showPointDetail(int index);            // in a window of its own

    // The chart of the tab on show for an export (chart_export.h), its
    // caption the result's provenance; no plot on a tab without a chart or
    // with nothing measured. The Results tab and the others give the Surface's.
    ChartFigure chartFigure() const;
    // What the chart on show measured: device or target · pattern · QD × jobs.
    QString chartTitle() const;
    // The detail window of the point picked, else of the first (--detail-png).
    bool saveFirstPointDetail(const QString& path, QString& error);

Q_SIGNALS:
    void logged(const QString& line);

private:
    // A finished run's detail as read back from the journal.
    struct ReadBack {
        QList<JobResult> runs;
        QString error;
    };

    // During a run: the limits and first runs again from the figures kept,
    // the regimes as each run came in (analysis.regimes); then shown.
    void updateAnalysis(Analysis analysis);
    void openDetail(const JobResult& run, const PointSummary& summary);
    void readBackDetail(int index, const JobResult& run, const PointSummary& summary);
    void showReadBack(int index, const ReadBack& read, const PointSummary& summary);

    ShownResult* shown_;
    LiveView* live_ = nullptr;
    SurfaceView* surface_ = nullptr;
    ConvergenceView* convergence_ = nullptr;
    ResultsPage* results_ = nullptr;
    LoadView* load_ = nullptr;
    FlatChartsView* flat_ = nullptr;
    CompareView* compare_ = nullptr;
    QString journal_;  // the running run's journal, empty when no journaled run goes on
};

}  // namespace surfio
