#include "ui/window/file_actions.h"

#include "core/fio/fio_export.h"
#include "core/result/result_csv.h"
#include "core/result/result_json.h"
#include "core/result/saved_result.h"
#include "core/run/run_policy.h"
#include "core/text/input_file.h"
#include "core/text/output_file.h"
#include "render/image_export.h"
#include "render/report/report.h"
#include "render/report/report_html.h"
#include "render/report/report_pdf.h"
#include "ui/models/shown_result.h"
#include "ui/surface/surface_view.h"
#include "ui/views/compare_view.h"
#include "ui/views/result_views.h"
#include "ui/window/chart_export_dialog.h"
#include "ui/window/recent_runs.h"
#include "ui/window/run_session.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDesktopServices>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonDocument>
#include <QMenu>
#include <QMessageBox>
#include <QTextStream>
#include <QUrl>

#include <algorithm>

namespace surfio {

namespace {

// The window's translation context: these messages were the window's before it had pages.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(surfio::MainWindow)
};

constexpr int kRecentRuns = 10;

}  // namespace

FileActions::FileActions(ResultViews* views, QWidget* window)
    : QObject(window)
    , views_(views)
    , window_(window)
{
}

void FileActions::warn(const QString& title, const QString& text)
{
    if (!unattended_) {
        QMessageBox::warning(window_, title, text);
        return;
    }
    Q_EMIT logged(text);
    QTextStream(stderr) << Text::tr("surfio: %1").arg(text) << Qt::endl;
}

bool FileActions::open(const QString& path)
{
    QString error;
    ResultSet results;
    if (!readSavedResult(path, results, error)) {
        warn(Text::tr("Open result"), error);
        return false;
    }
    Q_EMIT opened(path, results);
    return true;
}

bool FileActions::save(const QString& path)
{
    QString error;
    if (writeOutputFile(path, QJsonDocument(toJson(views_->shown())).toJson(QJsonDocument::Indented), error)) {
        Q_EMIT logged(Text::tr("Saved the result to %1").arg(path));
        Q_EMIT saved(path);
        return true;
    }
    warn(Text::tr("Save result"), error);
    return false;
}

void FileActions::chooseAndOpen()
{
    const QString path =
        QFileDialog::getOpenFileName(window_, Text::tr("Open a Surfio or fio result"), RunSession::runsDirectory(),
                                     Text::tr("Surfio and fio JSON results (*.json);;All files (*)"));
    if (!path.isEmpty())
        open(path);
}

void FileActions::chooseAndSave()
{
    const QString path =
        QFileDialog::getSaveFileName(window_, Text::tr("Save the result"), QStringLiteral("surfio-result.json"),
                                     Text::tr("Surfio results (*.json)"));
    if (!path.isEmpty())
        save(path);
}

void FileActions::exportCsv()
{
    const QString path = QFileDialog::getSaveFileName(
        window_, Text::tr("Export CSV"), QStringLiteral("surfio-result.csv"), Text::tr("CSV files (*.csv)"));
    QString error;
    if (!path.isEmpty() && !writeOutputFile(path, toCsv(views_->shown()).toUtf8(), error))
        warn(Text::tr("Export CSV"), error);
}

void FileActions::exportChart()
{
    const QString noChart = Text::tr("The tab on show has no chart to export yet: open a result or run a matrix.");
    if (!views_->chartFigure().plot) {
        QMessageBox::information(window_, Text::tr("Export the chart"), noChart);
        return;
    }
    ChartExportOptions start;
    start.title = views_->chartTitle();
    ChartExportDialog dialog(start, window_);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString png = Text::tr("PNG images (*.png)");
    QString filter = png;
    QString path =
        QFileDialog::getSaveFileName(window_, Text::tr("Export the chart"), QStringLiteral("surfio-chart.png"),
                                     png + QStringLiteral(";;") + Text::tr("SVG drawings (*.svg)"), &filter);
    if (path.isEmpty())
        return;
    if (!isImageExportPath(path))
        path += filter == png ? QStringLiteral(".png") : QStringLiteral(".svg");  // the format follows the filter
    QString error;
    if (!writeChart(path, dialog.options(), error))
        warn(Text::tr("Export the chart"), error);
    else
        Q_EMIT logged(Text::tr("Exported the chart to %1").arg(path));
}

void FileActions::exportSurface()
{
    views_->setCurrentWidget(views_->surface());
    exportChart();
}

bool FileActions::writeChart(const QString& path, const ChartExportOptions& options, QString& error)
{
    const ChartFigure figure = views_->chartFigure();
    if (!figure.plot) {
        error = Text::tr("The tab on show has no chart to export yet: open a result or run a matrix.");
        return false;
    }
    return surfio::exportChart(path, options, figure, error);
}

// A run going on has no result to report yet: its runs so far are kept
// without their histograms while its journal has them.
bool FileActions::hasReportableResult() const
{
    return !views_->shown().points.isEmpty() && !views_->shownResult()->isRunning();
}

void FileActions::exportReport()
{
    if (!hasReportableResult()) {
        QMessageBox::information(window_, Text::tr("Export a report"),
                                 Text::tr("There is no result to report on yet: open a result or run a matrix."));
        return;
    }
    const QString html = Text::tr("HTML, one file with its images (*.html)");
    QString filter = html;
    QString path =
        QFileDialog::getSaveFileName(window_, Text::tr("Export a report"), QStringLiteral("surfio-report.html"),
                                     html + QStringLiteral(";;") + Text::tr("PDF documents (*.pdf)"), &filter);
    if (path.isEmpty())
        return;
    if (!isReportPath(path)) {
        path += filter == html ? QStringLiteral(".html") : QStringLiteral(".pdf");  // the format follows the filter
        // The dialog asked about the name without its suffix.
        if (QFileInfo::exists(path)
            && QMessageBox::question(window_, Text::tr("Export a report"), Text::tr("%1 exists. Replace it?").arg(path))
                   != QMessageBox::Yes)
            return;
    }
    QApplication::setOverrideCursor(Qt::WaitCursor);
    QString error;
    const bool written = writeReport(path, error);
    QApplication::restoreOverrideCursor();
    if (!written)
        warn(Text::tr("Export a report"), error);
    else
        Q_EMIT logged(Text::tr("Wrote the report %1").arg(path));
}

bool FileActions::writeReport(const QString& path, QString& error)
{
    if (!hasReportableResult()) {
        error = Text::tr("There is no result to report on yet: open a result or run a matrix.");
        return false;
    }
    ReportSource source;
    source.results = views_->shown();
    views_->compare()->describeComparison(source);
    const Report report = Report::of(source);
    if (QFileInfo(path).suffix().toLower() == QLatin1String("pdf"))
        return writeReportPdf(path, report, error);
    return writeReportHtml(path, report, error);
}

void FileActions::exportFioJob(const Matrix& matrix)
{
    const QString path =
        QFileDialog::getSaveFileName(window_, Text::tr("Export as a fio job file"), QStringLiteral("surfio.fio"),
                                     Text::tr("fio job files (*.fio);;All files (*)"));
    if (path.isEmpty())
        return;
    QString notes;
    QString error;
    if (!writeOutputFile(path, toFioJobFile(matrix, &notes).toUtf8(), error)) {
        warn(Text::tr("Export as a fio job file"), error);
        return;
    }
    Q_EMIT logged(Text::tr("Exported the matrix as a fio job file to %1").arg(path));
    if (!notes.isEmpty())
        Q_EMIT logged(notes);
}

// File → Recent runs: the results run, saved or opened here and those of
// the runs folder, newest first, named by preset, targets and date.
void FileActions::fillRecentRuns(QMenu* menu)
{
    menu->clear();
    menu->setToolTipsVisible(true);
    const QString directory = RunSession::runsDirectory();
    const QList<RecentRun> runs = RecentRuns::list(kRecentRuns);
    for (const RecentRun& run : runs)
        menu->addAction(recentRunName(run), this, [this, path = run.path] { open(path); })->setToolTip(run.path);
    if (runs.isEmpty())
        menu->addAction(Text::tr("No runs saved yet in %1").arg(directory))->setEnabled(false);
    menu->addSeparator();
    menu->addAction(Text::tr("Open the runs folder…"), this,
                    [directory] { QDesktopServices::openUrl(QUrl::fromLocalFile(directory)); });
}

}  // namespace surfio
