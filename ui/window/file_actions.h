#pragma once

#include "core/matrix/matrix.h"
#include "core/result/result_set.h"
#include "render/chart_export.h"

#include <QObject>

class QMenu;

namespace surfio {

class ResultViews;

// What the File menu does with files of results: open a saved run
// (Surfio's JSON, or fio's JSON or json+ output), save the result on show
// or export it as CSV, export the chart on show (PNG or SVG, with its title,
// colour scale and provenance: chart_export.h) or the matrix (a fio job
// file), and list the recent runs of the runs directory. Dialogs and
// messages are the window's.
class FileActions : public QObject {
    Q_OBJECT
public:
    FileActions(ResultViews* views, QWidget* window);

    bool open(const QString& path);  // emits opened; false with the message shown
    bool save(const QString& path);  // the result on show; false with the message shown
    void chooseAndOpen();
    void chooseAndSave();
    void exportCsv();
    void exportChart();    // of the tab on show: the export dialog, then the file
    void exportSurface();  // the same from the Surface tab
    // The chart of the tab on show to a PNG or SVG (by suffix); false with error set.
    bool writeChart(const QString& path, const ChartExportOptions& options, QString& error);
    void exportReport();  // the report dialog's file, then the report
    // A report of the result on show and the runs compared with it, HTML or PDF by suffix; false with error set.
    bool writeReport(const QString& path, QString& error);
    void exportFioJob(const Matrix& matrix);
    void fillRecentRuns(QMenu* menu);
    // Nobody answers dialogs (--quit-when-done): problems go to stderr and the log.
    void setUnattended(bool unattended) { unattended_ = unattended; }

Q_SIGNALS:
    void opened(const QString& path, const surfio::ResultSet& results);
    void saved(const QString& path);  // the result on show is in this file now
    void logged(const QString& line);

private:
    bool hasReportableResult() const;
    ResultViews* views_ = nullptr;
    QWidget* window_ = nullptr;
    bool unattended_ = false;

    void warn(const QString& title, const QString& text);
};

}  // namespace surfio
