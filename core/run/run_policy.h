#pragma once

#include "core/run/runner.h"

#include <QByteArray>
#include <QString>

namespace surfio {

// A run's life, one policy for the command line and the workbench: where its
// result and journal go, when it may start, how an interrupted run becomes a
// request again, and what becomes of the journal when the run ends. The front
// ends only phrase what it decides.

// Where a new run's result goes. output empty: nowhere (standard output, or
// a run not saved), and then no journal.
struct RunFiles {
    QString output;
    QString format = QStringLiteral("json");  // json, csv or normal
    bool journaled = true;                    // a journal beside output, for a resume
};

// A new run of matrix. False, with journalInTheWay set to its path, when the
// journal of an interrupted run is already beside the output: it must be
// resumed or removed first, never overwritten.
bool newRunRequest(const Matrix& matrix, const RunFiles& files, RunRequest& request, QString& journalInTheWay);

// An interrupted run from its journal: the runs it finished are kept, the
// rest will run, into the result file and format the journal names.
// finished: how many runs the journal holds. False with the reason when
// the journal cannot be read.
bool resumeRunRequest(const QString& journalPath, RunRequest& request, int& finished, QString& error);

// The runs a request has still to do: its matrix's, less those it keeps.
int runsToGo(const RunRequest& request);

// A result as a file of the given format (json, csv or normal), as `surfio
// run --output` and the workbench write it.
QByteArray resultDocument(const ResultSet& results, const QString& format);

// Writes a file whole or not at all (QSaveFile): a result, an export; false with the reason.
bool writeWholeFile(const QString& path, const QByteArray& data, QString& error);

// Once the run has ended and its result was or was not written: the journal
// goes only when the result is written and the run complete (no error, not
// stopped); else it stays, for a resume. True when a journal is left.
bool settleJournal(const QString& journalPath, const ResultSet& results, bool written);

}  // namespace surfio
