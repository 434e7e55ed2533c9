#pragma once

#include "core/analysis/analysis.h"
#include "core/compare/point_match.h"
#include "core/engine/job_result.h"
#include "core/matrix/matrix.h"
#include "core/plot/surface_grid.h"
#include "core/result/point_summary.h"
#include "core/result/result_set.h"

#include <QList>
#include <QObject>
#include <QStringList>

namespace surfio {

// The result on show in the window, held once: the run going on (its runs
// so far, kept without their bins while a journal has them) or the one
// finished or opened, the figures each run gave, its points laid out as the
// surface's grid, what the analysis says of it, the point picked, the host
// chosen (fio's client mode: empty for all hosts summed) and the saved runs
// compared with it. The views observe it instead of keeping copies, so they
// show one point on one host.
class ShownResult : public QObject {
    Q_OBJECT
public:
    explicit ShownResult(QObject* parent = nullptr);

    // A run begins: its matrix, and the runs a resumed run had done already.
    void beginRun(const Matrix& matrix, const ResultSet& done = {});
    // A finished run of point `index` (a trial or a round), as kept, with the
    // figures it gave (withoutDetail keeps no bins to take them from).
    void addRun(int index, const JobResult& run, const RunFigures& figures);
    void addRun(int index, const JobResult& run) { addRun(index, run, figuresOf(run)); }
    // The run ended: its result, the runs whole again from the journal. A run
    // whose bins did not come back keeps the figures it showed.
    void finishRun(const ResultSet& results);
    void show(const ResultSet& results);  // a result opened or a run resumed
    void setAnalysis(const Analysis& analysis);
    void setSlo(Nanoseconds slo);       // the person's objective (the Load tab), saved with the result
    void select(int index);             // -1: none
    void setHost(const QString& host);  // not among hosts(): all hosts
    // What the result on show is called: a file's name, or the run going on.
    void setName(const QString& name);
    // Saved results compared with it (File → Compare with…): B, C, … in
    // order, until cleared; and the parts of a point's spec they are matched
    // on (all of them at first; without iodepth, a QD 8 run is matched to a
    // QD 1 one).
    void addCompared(const QList<ResultSet>& runs, const QStringList& names);
    void clearCompared();
    void setCompareKeys(const QList<SpecKey>& keys);

    bool isRunning() const { return running_; }
    // Every run so far, all hosts, with the matrix that says which count.
    const ResultSet& result() const { return all_; }
    const QList<RunFigures>& figures() const { return allFigures_; }  // of result().points, one each
    // As shown: with a host chosen, that host's share of the runs, else result().
    const ResultSet& onHost() const { return host_.isEmpty() ? all_ : onHost_; }
    const QList<RunFigures>& onHostFigures() const { return host_.isEmpty() ? allFigures_ : onHostFigures_; }
    // The points by slice, read mix and block size, each cell the mean of its
    // point's runs that count on the host chosen; laid out from every run,
    // so one host's share leaves no column out. Up to date before a signal.
    const SurfaceGrid& grid() const { return grid_; }
    const Analysis& analysis() const { return analysis_; }
    int selected() const { return selected_; }
    QString host() const { return host_; }
    QStringList hosts() const;
    QString name() const { return name_; }
    const QList<ResultSet>& comparedRuns() const { return comparedRuns_; }
    const QStringList& comparedNames() const { return comparedNames_; }
    const QList<SpecKey>& compareKeys() const { return compareKeys_; }

Q_SIGNALS:
    void runBegun();        // the matrix, and what a resumed run had done
    void runAdded(int at);  // result().points[at] is new
    void runFinished();     // the runs so far replaced by the run's result
    void resultShown();     // a result opened
    void analysisChanged();
    void hostChanged(const QString& host);  // not sent when a new result leaves the host
    void selectionChanged(int index);
    void named();
    void comparedChanged();  // runs added or let go, or the keys changed

private:
    void keepHost();   // a host the runs do not know: all hosts
    void countGrid();  // each cell from the runs that count on the host chosen

    ResultSet all_;
    QList<RunFigures> allFigures_;
    bool running_ = false;
    QString host_;
    ResultSet onHost_;  // with host_ chosen: all_'s share on it
    QList<RunFigures> onHostFigures_;
    SurfaceGrid grid_;
    Analysis analysis_;
    int selected_ = -1;
    QString name_;
    QList<ResultSet> comparedRuns_;
    QStringList comparedNames_;
    QList<SpecKey> compareKeys_ = allSpecKeys();
};

}  // namespace surfio
