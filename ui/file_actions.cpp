#include "ui/file_actions.h"

#include "core/fio/fio_export.h"
#include "core/result/result_csv.h"
#include "core/result/result_json.h"
#include "core/result/saved_result.h"
#include "core/run/run_policy.h"
#include "ui/live_view.h"
#include "ui/result_views.h"
#include "ui/run_session.h"
#include "ui/surface_view.h"

#include <QCoreApplication>
#include <QDesktopServices>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QJsonDocument>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QRegularExpression>
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

bool FileActions::open(const QString& path)
{
    QString error;
    ResultSet results;
    if (!readSavedResult(path, results, error)) {
        QMessageBox::warning(window_, Text::tr("Open result"), error);
        return false;
    }
    Q_EMIT opened(path, results);
    return true;
}

bool FileActions::save(const QString& path)
{
    QString error;
    if (writeWholeFile(path, QJsonDocument(toJson(views_->shown())).toJson(QJsonDocument::Indented), error)) {
        Q_EMIT logged(Text::tr("Saved the result to %1").arg(path));
        return true;
    }
    QMessageBox::warning(window_, Text::tr("Save result"), Text::tr("%1 cannot be written: %2").arg(path, error));
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
    if (!path.isEmpty() && !writeWholeFile(path, toCsv(views_->shown()).toUtf8(), error))
        QMessageBox::warning(window_, Text::tr("Export CSV"), Text::tr("%1 cannot be written: %2").arg(path, error));
}

void FileActions::exportCharts()
{
    const QString png = Text::tr("PNG images (*.png)");
    QString filter = png;
    QString path = QFileDialog::getSaveFileName(window_, Text::tr("Export charts"), QStringLiteral("surfio-live.png"),
                                                png + QStringLiteral(";;") + Text::tr("SVG drawings (*.svg)"), &filter);
    if (path.isEmpty())
        return;
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg"))
        path += filter == png ? QStringLiteral(".png") : QStringLiteral(".svg");  // the format follows the filter
    if (!views_->live()->exportImage(path))
        QMessageBox::warning(window_, Text::tr("Export charts"),
                             Text::tr("%1 cannot be written: check that the folder exists and is writable").arg(path));
}

void FileActions::exportSurface()
{
    const QSize size = chooseSurfaceSize();
    if (size.isEmpty())
        return;
    const QString path = QFileDialog::getSaveFileName(
        window_, Text::tr("Export the surface"), QStringLiteral("surfio-surface.png"), Text::tr("PNG images (*.png)"));
    if (!path.isEmpty() && !views_->surface()->exportPng(path, size))
        QMessageBox::warning(window_, Text::tr("Export the surface"), Text::tr("%1 cannot be written").arg(path));
}

QSize FileActions::chooseSurfaceSize()
{
    const QStringList sizes{QStringLiteral("1280 × 960"), QStringLiteral("1920 × 1440"), QStringLiteral("2560 × 1920"),
                            QStringLiteral("3840 × 2880")};
    QInputDialog dialog(window_);
    dialog.setWindowTitle(Text::tr("Export the surface"));
    dialog.setLabelText(Text::tr("Image size in pixels (width × height):"));
    dialog.setComboBoxItems(sizes);
    dialog.setComboBoxEditable(true);
    dialog.setTextValue(sizes.at(1));
    // Sized to its label alone, the window manager cuts the title ("Export th… e").
    const int titleRoom = dialog.fontMetrics().horizontalAdvance(dialog.windowTitle()) * 2;
    dialog.setMinimumWidth(std::max(dialog.sizeHint().width(), titleRoom + 160));
    if (dialog.exec() != QDialog::Accepted)
        return {};
    const QString chosen = dialog.textValue();
    static const QRegularExpression pattern(QStringLiteral("^\\s*(\\d+)\\s*[x×*]\\s*(\\d+)\\s*$"));
    const QRegularExpressionMatch m = pattern.match(chosen);
    const QSize size = m.hasMatch() ? QSize(m.captured(1).toInt(), m.captured(2).toInt()) : QSize();
    if (size.width() < 16 || size.height() < 16 || size.width() > 16384 || size.height() > 16384) {
        QMessageBox::warning(
            window_, Text::tr("Export the surface"),
            Text::tr("\"%1\" is not a size: give width × height in pixels, e.g. 1920 × 1440").arg(chosen));
        return {};
    }
    return size;
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
    if (!writeWholeFile(path, toFioJobFile(matrix, &notes).toUtf8(), error)) {
        QMessageBox::warning(window_, Text::tr("Export as a fio job file"),
                             Text::tr("%1 cannot be written: %2").arg(path, error));
        return;
    }
    Q_EMIT logged(Text::tr("Exported the matrix as a fio job file to %1").arg(path));
    if (!notes.isEmpty())
        Q_EMIT logged(notes);
}

// File → Recent runs: the newest results in the runs folder.
void FileActions::fillRecentRuns(QMenu* menu)
{
    menu->clear();
    const QString directory = RunSession::runsDirectory();
    QFileInfoList runs = QDir(directory).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Time);
    runs.removeIf([](const QFileInfo& run) { return run.size() == 0; });  // a name a running or cut-short run holds
    for (const QFileInfo& run : runs.mid(0, kRecentRuns)) {
        const QString path = run.filePath();
        menu->addAction(
            Text::tr("%1 (%2)").arg(run.fileName(), QLocale().toString(run.lastModified(), QLocale::ShortFormat)), this,
            [this, path] { open(path); });
    }
    if (runs.isEmpty())
        menu->addAction(Text::tr("No runs saved yet in %1").arg(directory))->setEnabled(false);
    menu->addSeparator();
    menu->addAction(Text::tr("Open the runs folder…"), this,
                    [directory] { QDesktopServices::openUrl(QUrl::fromLocalFile(directory)); });
}

}  // namespace surfio
