#pragma once

#include "core/matrix/matrix.h"
#include "core/result/result_set.h"

#include <QObject>

class QMenu;

namespace surfio {

class ResultViews;

// What the File menu does with files of results: open a saved run
// (Surfio's JSON, or fio's JSON or json+ output), save the result on show
// or export it as CSV, export the live charts (PNG or SVG), the surface (PNG
// at a chosen size) or the matrix (a fio job file), and list the recent
// runs of the runs directory. Dialogs and messages are the window's.
class FileActions : public QObject {
    Q_OBJECT
public:
    FileActions(ResultViews* views, QWidget* window);

    bool open(const QString& path);  // emits opened; false with the message shown
    bool save(const QString& path);  // the result on show; false with the message shown
    void chooseAndOpen();
    void chooseAndSave();
    void exportCsv();
    void exportCharts();
    void exportSurface();
    void exportFioJob(const Matrix& matrix);
    void fillRecentRuns(QMenu* menu);

Q_SIGNALS:
    void opened(const QString& path, const surfio::ResultSet& results);
    void logged(const QString& line);

private:
    QSize chooseSurfaceSize();  // empty when the person gave none

    ResultViews* views_ = nullptr;
    QWidget* window_ = nullptr;
};

}  // namespace surfio
