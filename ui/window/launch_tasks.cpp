#include "ui/window/launch_tasks.h"

#include "render/image_export.h"
#include "ui/demo/demo_view.h"
#include "ui/models/shown_result.h"
#include "ui/setup/setup_panel.h"
#include "ui/surface/surface_view.h"
#include "ui/views/compare_view.h"
#include "ui/views/convergence_view.h"
#include "ui/views/flat_charts_view.h"
#include "ui/views/live_view.h"
#include "ui/views/load_view.h"
#include "ui/views/result_views.h"
#include "ui/views/results_page.h"
#include "ui/window/file_actions.h"
#include "ui/window/main_window.h"

#include <QPixmap>
#include <QTextStream>
#include <QTimer>

namespace surfio {

LaunchTasks::LaunchTasks(const LaunchOptions& launch, const Parts& parts, QObject* parent)
    : QObject(parent)
    , launch_(launch)
    , parts_(parts)
{
}

void LaunchTasks::finish()
{
    // Give the views a moment to draw the last point before they are captured.
    QTimer::singleShot(300, this, &LaunchTasks::runAll);
}

void LaunchTasks::runAll()
{
    if (!launch_.save.isEmpty() && !parts_.window->saveResult(launch_.save))
        Q_EMIT failed();
    if (!launch_.surfacePng.isEmpty()) {
        parts_.views->setCurrentWidget(parts_.views->surface());
        if (!parts_.views->surface()->exportPng(launch_.surfacePng, QSize(1280, 960)))
            fail(tr("Could not write the surface to %1").arg(launch_.surfacePng));
    }
    if (launch_.point > 0)
        parts_.views->shownResult()->select(launch_.point - 1);
    showTab();
    exportChart();
    exportReport();
    takeScreenshot();
    QString error;
    if (!launch_.detailPng.isEmpty() && !parts_.views->saveFirstPointDetail(launch_.detailPng, error))
        fail(tr("Could not write the first point's detail: %1").arg(error));
    Q_EMIT done();
}

void LaunchTasks::showTab()
{
    ResultViews* views = parts_.views;
    const QList<std::pair<QString, QWidget*>> tabs{{QStringLiteral("live"), views->live()},
                                                   {QStringLiteral("surface"), views->surface()},
                                                   {QStringLiteral("2d"), views->flat()},
                                                   {QStringLiteral("results"), views->results()},
                                                   {QStringLiteral("steady-state"), views->convergence()},
                                                   {QStringLiteral("load"), views->load()},
                                                   {QStringLiteral("compare"), views->compare()},
                                                   {QStringLiteral("log"), parts_.logView}};
    for (const auto& [name, view] : tabs)
        if (name == launch_.tab)
            views->setCurrentWidget(view);
    parts_.setup->showSetupTab(launch_.setupTab);
    if (!launch_.flatChart.isEmpty())
        views->flat()->setKind(launch_.flatChart == QLatin1String("heat-map") ? FlatChartsView::Kind::HeatMap
                                                                              : FlatChartsView::Kind::Lines);
}

// --export-chart: the chart of the tab on show, titled from the result unless --export-title said otherwise.
void LaunchTasks::exportChart()
{
    if (launch_.exportChart.isEmpty())
        return;
    ChartExportOptions options = launch_.exportOptions;
    if (!launch_.exportTitleGiven)
        options.title = parts_.views->chartTitle();
    QString error;
    if (!parts_.files->writeChart(launch_.exportChart, options, error))
        fail(tr("Could not export the chart: %1").arg(error));
}

// --export-report: the result on show and the runs compared with it.
void LaunchTasks::exportReport()
{
    if (launch_.exportReport.isEmpty())
        return;
    QString error;
    if (!parts_.files->writeReport(launch_.exportReport, error)) {
        fail(tr("Could not write the report: %1").arg(error));
        return;
    }
    Q_EMIT logged(tr("Wrote the report %1").arg(launch_.exportReport));
}

// --screenshot: the window as it is, the OpenGL surfaces painted in (a grab leaves them blank).
void LaunchTasks::takeScreenshot()
{
    if (launch_.screenshot.isEmpty())
        return;
    QPixmap shot = parts_.window->grab();
    parts_.views->surface()->paintSurfaceInto(shot, parts_.window);
    if (parts_.demo)
        parts_.demo->surface()->paintSurfaceInto(shot, parts_.window);
    QString error;
    if (!saveImage(launch_.screenshot, shot.toImage(), error))
        fail(tr("Could not write the screenshot: %1").arg(error));
}

void LaunchTasks::fail(const QString& problem)
{
    sayProblem(problem);
    Q_EMIT failed();
}

void LaunchTasks::sayProblem(const QString& text)
{
    Q_EMIT logged(text);
    if (launch_.unattended())
        QTextStream(stderr) << tr("surfio: %1").arg(text) << Qt::endl;
}

}  // namespace surfio
