#include "ui/views/result_views.h"

#include "core/result/provenance.h"
#include "core/run/journal.h"
#include "render/image_export.h"
#include "ui/models/results_model.h"
#include "ui/models/shown_result.h"
#include "ui/surface/surface_view.h"
#include "ui/views/compare_view.h"
#include "ui/views/convergence_view.h"
#include "ui/views/flat_charts_view.h"
#include "ui/views/live_view.h"
#include "ui/views/load_view.h"
#include "ui/views/point_detail.h"
#include "ui/views/results_page.h"

#include <QApplication>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace surfio {

namespace {

// The window's translation context: these messages were the window's before it had pages.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(surfio::MainWindow)
};

}  // namespace

ResultViews::ResultViews(bool persistColumns, QWidget* parent)
    : QTabWidget(parent)
    , shown_(new ShownResult(this))
    , live_(new LiveView)
    , surface_(new SurfaceView(shown_))
    , convergence_(new ConvergenceView)
    , results_(new ResultsPage(shown_, persistColumns))
    , load_(new LoadView(shown_, persistColumns))
    , flat_(new FlatChartsView(shown_))
    , compare_(new CompareView(shown_))
{
    setObjectName(QStringLiteral("views"));
    addTab(live_, Text::tr("Live"));
    addTab(surface_, Text::tr("Surface"));
    addTab(flat_, Text::tr("2D charts"));
    addTab(results_, Text::tr("Results"));
    addTab(convergence_, Text::tr("Steady state"));
    addTab(load_, Text::tr("Load"));
    addTab(compare_, Text::tr("Compare"));
    connect(surface_, &SurfaceView::pointActivated, this, &ResultViews::showPointDetail);
    connect(results_, &ResultsPage::pointActivated, this, &ResultViews::showPointDetail);
    // The person's SLO is the result's: a save writes the analysis they see.
    connect(load_, &LoadView::sloChosen, shown_, &ShownResult::setSlo);
    // The first compared run runs under the live one (the Surface draws them all).
    connect(shown_, &ShownResult::comparedChanged, this, [this] {
        live_->setReference(shown_->comparedRuns().value(0), shown_->comparedNames().value(0), shown_->compareKeys());
    });
}

void ResultViews::beginRun(const RunRequest& request)
{
    journal_ = request.journalPath;
    const std::vector<JobSpec> planned = request.matrix.expand();
    live_->setPlan(QList<JobSpec>(planned.begin(), planned.end()));
    live_->clear();
    shown_->beginRun(request.matrix, request.done);
    convergence_->clear();
    convergence_->setSpec(request.matrix.steadyState);
    Analysis analysis;
    if (!request.done.points.isEmpty())
        analysis.regimes = analyze(request.done).regimes;
    updateAnalysis(analysis);
}

void ResultViews::addPoint(int index, const JobResult& result)
{
    // The journal keeps a finished run's bins and samples; the views keep
    // the figures they gave, so a run of hours does not pile them up here.
    // A stopped run is not journaled: it stays whole. The run's result
    // brings them all back when it ends (finishRun).
    const RunFigures figures = figuresOf(result);
    Analysis analysis = shown_->analysis();
    if (const std::optional<Regimes> regimes = regimesOfRun(result))
        analysis.regimes.append({index, result.trial, result.round, int(shown_->result().points.size()), *regimes});
    const JobResult kept = journal_.isEmpty() || result.stopped ? result : withoutDetail(result);
    shown_->addRun(index, kept, figures);
    updateAnalysis(analysis);
}

// The limits and first runs again from the figures kept, beside the regimes
// found on each run as it came in.
void ResultViews::updateAnalysis(Analysis analysis)
{
    analysis.limits = findLimits(shown_->result(), shown_->figures());
    analysis.firstRun = findFirstRuns(shown_->result(), shown_->figures());
    shown_->setAnalysis(analysis);
}

void ResultViews::finishRun(const ResultSet& results)
{
    journal_.clear();
    shown_->finishRun(results);
    shown_->setSlo(load_->slo());  // when the person chose one during the run
    shown_->setAnalysis(analyze(shown_->result()));
}

void ResultViews::showResult(const ResultSet& results)
{
    convergence_->clear();
    convergence_->setSpec(results.matrix.steadyState);
    if (results.matrix.steadyState.enabled)
        convergence_->setReport(results.steadyState);
    shown_->show(results);
    shown_->setAnalysis(analyze(results));
    live_->setResults(results.points);
}

const ResultSet& ResultViews::shown() const
{
    return shown_->result();
}

const Analysis& ResultViews::analysis() const
{
    return shown_->analysis();
}

ChartFigure ResultViews::chartFigure() const
{
    ChartFigure figure;
    if (currentWidget() == live_)
        figure = live_->figure();
    else if (currentWidget() == load_)
        figure = load_->figure();
    else if (currentWidget() == flat_)
        figure = flat_->figure();
    else if (currentWidget() == compare_)
        figure = compare_->figure();
    else
        figure = surface_->figure();
    figure.caption = Provenance::caption(shown_->result());
    return figure;
}

QString ResultViews::chartTitle() const
{
    const ResultSet& results = shown_->result();
    if (currentWidget() == flat_ && flat_->hasChart())
        return Provenance::title(results, flat_->sliceSpec());
    if (currentWidget() == compare_)
        return compare_->figureTitle();
    if (currentWidget() == live_ || currentWidget() == load_ || results.points.isEmpty())
        return Provenance::title(results);
    return Provenance::title(results, surface_->sliceSpec());
}

void ResultViews::showPointDetail(int index)
{
    const ResultsModel* model = results_->model();
    const JobResult* point = model->point(index);
    const PointSummary* summary = model->summary(index);
    if (!point || !summary)
        return;
    // One host's share has no bins or samples to read back.
    if (journal_.isEmpty() || !shown_->host().isEmpty())
        openDetail(*point, *summary);
    else
        readBackDetail(index, *point, *summary);
}

void ResultViews::openDetail(const JobResult& run, const PointSummary& summary)
{
    auto* detail = new PointDetail(run, summary, window());
    detail->setAttribute(Qt::WA_DeleteOnClose);
    detail->show();
}

void ResultViews::readBackDetail(int index, const JobResult& run, const PointSummary& summary)
{
    auto* watcher = new QFutureWatcher<ReadBack>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, index, summary] {
        watcher->deleteLater();
        showReadBack(index, watcher->result(), summary);
    });
    watcher->setFuture(QtConcurrent::run([journal = journal_, run] {
        ReadBack read{{run}, {}};
        restoreFromJournal(journal, read.runs, read.error);
        return read;
    }));
}

void ResultViews::showReadBack(int index, const ReadBack& read, const PointSummary& summary)
{
    // The run may have ended meanwhile (its journal removed): the views
    // then have the whole run.
    const JobResult* now = results_->model()->point(index);
    if (!read.error.isEmpty() && journal_.isEmpty() && now && now->trial == read.runs.front().trial
        && now->round == read.runs.front().round) {
        openDetail(*now, summary);
        return;
    }
    if (!read.error.isEmpty())
        Q_EMIT logged(Text::tr("Point %1: its latency histogram and time series could not be read back: %2")
                          .arg(index + 1)
                          .arg(read.error));
    openDetail(read.runs.front(), summary);
}

// --detail-png: the first point's detail window, as a person opens it.
bool ResultViews::saveFirstPointDetail(const QString& path, QString& error)
{
    // The point picked (--point), else the first.
    const int index = std::max(0, shown_->selected());
    const JobResult* point = results_->model()->point(index);
    const PointSummary* summary = results_->model()->summary(index);
    if (!point || !summary) {
        error = tr("there is no point to show");
        return false;
    }
    PointDetail detail(*point, *summary, window());
    detail.show();
    QApplication::processEvents();
    return saveImage(path, detail.grab().toImage(), error);
}

}  // namespace surfio
