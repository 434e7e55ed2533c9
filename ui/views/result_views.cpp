#include "ui/views/result_views.h"

#include "core/result/provenance.h"
#include "core/run/journal.h"
#include "render/image_export.h"
#include "ui/models/results_model.h"
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

namespace surfio {

namespace {

// The window's translation context: these messages were the window's before it had pages.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(surfio::MainWindow)
};

}  // namespace

ResultViews::ResultViews(bool persistColumns, QWidget* parent)
    : QTabWidget(parent)
    , live_(new LiveView)
    , surface_(new SurfaceView)
    , convergence_(new ConvergenceView)
    , results_(new ResultsPage(persistColumns))
    , load_(new LoadView(persistColumns))
    , flat_(new FlatChartsView)
    , compare_(new CompareView)
{
    setObjectName(QStringLiteral("views"));
    addTab(live_, Text::tr("Live"));
    addTab(surface_, Text::tr("Surface"));
    addTab(flat_, Text::tr("2D charts"));
    addTab(results_, Text::tr("Results"));
    addTab(convergence_, Text::tr("Steady state"));
    addTab(load_, Text::tr("Load"));
    addTab(compare_, Text::tr("Compare"));
    keepInStep();
    // The person's SLO is the result's: a save writes the analysis they see.
    connect(load_, &LoadView::sloChosen, this, [this](Nanoseconds slo) { shown_.matrix.slo = slo; });
}

// One selected point and one choice of host for both views of the result.
void ResultViews::keepInStep()
{
    connect(surface_, &SurfaceView::pointSelected, results_, &ResultsPage::selectPoint);
    connect(surface_, &SurfaceView::hostChanged, this, &ResultViews::showHost);
    connect(surface_, &SurfaceView::pointActivated, this, &ResultViews::showPointDetail);
    connect(results_, &ResultsPage::pointSelected, surface_, &SurfaceView::selectPoint);
    connect(results_, &ResultsPage::pointActivated, this, &ResultViews::showPointDetail);
    connect(results_, &ResultsPage::hostChosen, this, [this](const QString& host) {
        showHost(host);
        surface_->setHost(host);
    });
}

void ResultViews::showHost(const QString& host)
{
    results_->showHost(host);
}

void ResultViews::beginRun(const RunRequest& request)
{
    shown_ = request.done;
    journal_ = request.journalPath;
    ResultsModel* model = results_->model();
    model->clear();
    const std::vector<JobSpec> planned = request.matrix.expand();
    live_->setPlan(QList<JobSpec>(planned.begin(), planned.end()));
    live_->clear();
    surface_->setMatrix(request.matrix);
    flat_->setMatrix(request.matrix);
    convergence_->clear();
    convergence_->setSpec(request.matrix.steadyState);
    load_->beginRun(request.matrix, request.done);
    analysis_ = Analysis{};
    if (!request.done.points.isEmpty()) {
        model->setResults(request.done);
        for (const JobResult& r : request.done.points) {
            surface_->addPoint(r.point, r);
            flat_->addPoint(r.point, r, figuresOf(r));
        }
        analysis_.regimes = analyze(request.done).regimes;
    }
    updateAnalysis();
    showHost(model->host());
}

void ResultViews::addPoint(int index, const JobResult& result)
{
    // The journal keeps a finished run's bins and samples; the views keep
    // the figures they gave, so a run of hours does not pile them up here.
    // A stopped run is not journaled: it stays whole. The run's result
    // brings them all back when it ends (finishRun).
    const RunFigures figures = figuresOf(result);
    if (const std::optional<Regimes> regimes = regimesOfRun(result))
        analysis_.regimes.append(
            {index, result.trial, result.round, int(results_->model()->results().points.size()), *regimes});
    const JobResult kept = journal_.isEmpty() || result.stopped ? result : withoutDetail(result);
    results_->model()->addPoint(index, kept, figures);
    surface_->addPoint(index, kept, figures);
    flat_->addPoint(index, kept, figures);
    load_->addRun(kept, figures);
    updateAnalysis();
    showHost(results_->model()->host());
}

void ResultViews::updateAnalysis()
{
    const ResultsModel* model = results_->model();
    analysis_.limits = findLimits(model->results(), model->figures());
    analysis_.firstRun = findFirstRuns(model->results(), model->figures());
    showAnalysis();
}

void ResultViews::showAnalysis()
{
    results_->model()->setAnalysis(analysis_);
    surface_->setLimits(analysis_.limits);
}

void ResultViews::finishRun(const ResultSet& results)
{
    shown_ = results;
    journal_.clear();
    results_->model()->finishRun(results);
    surface_->finishRun(results);
    flat_->finishRun(results);
    load_->finishRun(results);
    shown_.matrix.slo = load_->slo();  // when the person chose one during the run
    analysis_ = analyze(shown_);
    showAnalysis();
    showHost(results_->model()->host());
}

void ResultViews::showResult(const ResultSet& results)
{
    convergence_->clear();
    convergence_->setSpec(results.matrix.steadyState);
    if (results.matrix.steadyState.enabled)
        convergence_->setReport(results.steadyState);
    shown_ = results;
    results_->model()->setResults(results);
    surface_->setResults(results);
    flat_->setResults(results);
    analysis_ = analyze(results);
    showAnalysis();
    showHost(results_->model()->host());
    live_->setResults(results.points);
    load_->showResult(results);
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
    figure.caption = Provenance::caption(measured());
    return figure;
}

QString ResultViews::chartTitle() const
{
    const ResultSet& results = measured();
    if (currentWidget() == flat_ && flat_->hasChart())
        return Provenance::title(results, flat_->sliceSpec());
    if (currentWidget() == compare_)
        return compare_->figureTitle();
    if (currentWidget() == live_ || currentWidget() == load_ || results.points.isEmpty())
        return Provenance::title(results);
    return Provenance::title(results, surface_->sliceSpec());
}

// During a run the result on show has only what a resumed run had done: the table has every run so far.
const ResultSet& ResultViews::measured() const
{
    return shown_.points.isEmpty() ? results_->model()->results() : shown_;
}

void ResultViews::showPointDetail(int index)
{
    const ResultsModel* model = results_->model();
    const JobResult* point = model->point(index);
    const PointSummary* summary = model->summary(index);
    if (!point || !summary)
        return;
    // One host's share has no bins or samples to read back.
    if (journal_.isEmpty() || !model->host().isEmpty())
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
    const JobResult* point = results_->model()->point(0);
    const PointSummary* summary = results_->model()->summary(0);
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
