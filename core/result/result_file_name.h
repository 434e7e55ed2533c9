#pragma once

#include <QDateTime>
#include <QString>

namespace surfio {

// A new result file in `directory`, named after the moment: surfio-20261201-
// 143005.json, or surfio-20261201-143005-2.json (then -3, …) when that name is
// taken by a result or by an interrupted run's journal. The file is created
// empty and exclusively (O_EXCL), so no two runs, in this process or another,
// get the same name, and no result is ever overwritten unasked; the run
// writes its result onto it (QSaveFile). Returns the path, or empty with
// `error` set.
QString createResultFile(const QString& directory, const QDateTime& when, QString& error);

// Where results go that a person did not name: the workbench's runs, and a
// headless run's whose standard output failed (~/.local/share/Surfio/surfio/runs).
QString runsDirectory();

// A new result file in runsDirectory() (made if missing) holding data:
// its path, or empty with error set.
QString keepInRunsDirectory(const QByteArray& data, QString& error);

}  // namespace surfio
