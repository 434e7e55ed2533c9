#include "ui/window/fio_importer.h"

#include "core/text/input_file.h"
#include "ui/window/fio_command_dialog.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

namespace surfio {

namespace {

// The window's translation context: these messages were the window's before it had pages.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(surfio::MainWindow)
};

}  // namespace

FioImporter::FioImporter(QWidget* window)
    : QObject(window)
    , window_(window)
{
}

void FioImporter::chooseJobFile()
{
    const QString path = QFileDialog::getOpenFileName(window_, Text::tr("Import a fio job file"), {},
                                                      Text::tr("fio job files (*.fio *.ini *.job);;All files (*)"));
    if (!path.isEmpty())
        importJobFile(path);
}

void FioImporter::pasteCommand()
{
    FioCommandDialog dialog(window_);
    while (dialog.exec() == QDialog::Accepted)
        if (importCommand(dialog.command()))
            return;
}

bool FioImporter::importJobFile(const QString& path)
{
    QByteArray text;
    QString error;
    if (!readInputFile(path, InputKind::FioJobFile, text, error)) {
        QMessageBox::warning(window_, Text::tr("Import a fio job file"), error);
        return false;
    }
    FioImport import;
    if (!importFioJobFile(QString::fromUtf8(text), import, error)) {
        QMessageBox::warning(window_, Text::tr("Import a fio job file"),
                             Text::tr("%1 cannot be imported: %2").arg(path, error));
        return false;
    }
    take(import, QFileInfo(path).fileName());
    return true;
}

bool FioImporter::importCommand(const QString& command)
{
    FioImport import;
    QString error;
    if (!importFioCommandLine(command, import, error)) {
        QMessageBox::warning(window_, Text::tr("Paste a fio command line"),
                             Text::tr("The command cannot be imported: %1").arg(error));
        return false;
    }
    take(import, {});
    return true;
}

void FioImporter::take(const FioImport& import, const QString& fileName)
{
    Q_EMIT imported(import);
    // Whole sentences for a file and for a pasted command, so each translates as one.
    const int points = int(import.matrix.expand().size());
    Q_EMIT logged(fileName.isEmpty()
                      ? Text::tr("Imported the fio command line as the matrix: %n point(s)", nullptr, points)
                      : Text::tr("Imported %1 as the matrix: %n point(s)", nullptr, points).arg(fileName));
    for (const QString& line : import.unused)
        Q_EMIT logged(line);
    for (const QString& line : import.notes)
        Q_EMIT logged(line);
    Q_EMIT statusChanged(statusOf(import, fileName));
}

QString FioImporter::statusOf(const FioImport& import, const QString& fileName)
{
    const bool pasted = fileName.isEmpty();
    const int unused = int(import.unused.size());
    if (unused == 0)
        return pasted ? Text::tr("Imported the fio command line: every option is used")
                      : Text::tr("Imported %1: every option is used").arg(fileName);
    return pasted ? Text::tr("Imported the fio command line: %n option(s) not used by Surfio's engine, listed in the "
                             "Log tab",
                             nullptr, unused)
                  : Text::tr("Imported %1: %n option(s) not used by Surfio's engine, listed in the Log tab", nullptr,
                             unused)
                        .arg(fileName);
}

}  // namespace surfio
