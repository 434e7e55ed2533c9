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

// Why a run cannot start. interruptedJournal: the journal of an interrupted
// run is beside the output and must be resumed or removed first, never
// overwritten (each front end says how); else error says what is wrong.
struct RunRefusal {
    QString interruptedJournal;
    QString error;
};

// A new run of matrix, checked before anything runs: the output can be
// written and is none of the run's targets (outputWriting), and its journal
// is made and claimed by this process. An output that is not a file (a
// pipe, /dev/null) gets no journal. False with why.
bool newRunRequest(const Matrix& matrix, const RunFiles& files, RunRequest& request, RunRefusal& refusal);

// The files a run of matrix reads or measures on this machine: its targets
// that are files or devices (a directory's scratch files are made anew).
QStringList localTargetPaths(const Matrix& matrix);

// An interrupted run from its journal, claimed by this process: the runs
// it finished are kept, the rest will run, into the result file and format
// the journal names. finished: how many runs the journal holds. False with
// the reason when the journal cannot be read, another process holds it, or
// its output cannot be written.
bool resumeRunRequest(const QString& journalPath, RunRequest& request, int& finished, QString& error);

// The runs a request has still to do: its matrix's, less those it keeps.
int runsToGo(const RunRequest& request);

// A result as a file of the given format (json, csv or normal), as `surfio
// run --output` and the workbench write it.
QByteArray resultDocument(const ResultSet& results, const QString& format);

// Once the run has ended and its result was or was not written: the journal
// goes when the result is written and the run complete (no error, not
// stopped), or when it holds nothing to resume (not even its first line: a
// run refused at its start, a full disk); else it stays, for a resume. True
// when a journal is left.
bool settleJournal(const QString& journalPath, const ResultSet& results, bool written);

}  // namespace surfio
