#pragma once

#include "core/fio/fio_job_file.h"

#include <QObject>

namespace surfio {

// File → Import a fio job file, and Paste a fio command line: fio's jobs
// become the matrix (and the targets, when they name any); what Surfio's
// engine does not use goes to the Log tab, and the status line says how
// much of it there was. The importer's refusals are shown in a message box.
class FioImporter : public QObject {
    Q_OBJECT
public:
    explicit FioImporter(QWidget* window);

    void chooseJobFile();
    void pasteCommand();  // a command the importer refuses stays in the dialog, to be put right
    bool importJobFile(const QString& path);
    bool importCommand(const QString& command);

Q_SIGNALS:
    void imported(const surfio::FioImport& import);  // for the Setup, before the log and the status line speak of it
    void logged(const QString& line);
    void statusChanged(const QString& line);

private:
    void take(const FioImport& import, const QString& fileName);  // empty: a pasted command
    static QString statusOf(const FioImport& import, const QString& fileName);

    QWidget* window_ = nullptr;
};

}  // namespace surfio
