#pragma once

#include "core/result/result_set.h"

#include <QFile>
#include <QString>

namespace surfio {

// The journal of a run in progress, next to its result file (res.json ->
// res.json.journal): one JSON object per line. The first line records the
// matrix, host, start time, the output path and format; each later line one
// finished run (every trial, every round) or preconditioning pass, flushed to
// the disk before the next one starts. A killed run loses at most the run in
// progress; `surfio resume` and the GUI run only what is missing. When it
// goes is run_policy.h's to decide (settleJournal).
class Journal {
public:
    static QString pathFor(const QString& output) { return output + QStringLiteral(".journal"); }

    // Starts a new journal, in a file that is not there or empty (claimed
    // by JournalLock); refuses to replace one that holds anything (an
    // interrupted run that can still be resumed).
    bool create(const QString& path, const ResultSet& header, const QString& output, const QString& format,
                QString& error);
    // Continues an existing journal (a resumed run).
    bool reopen(const QString& path, QString& error);
    bool isOpen() const { return file_.isOpen(); }
    QString path() const { return file_.fileName(); }

    bool appendRun(const JobResult& run, QString& error);
    bool appendPreconditioning(const JobResult& pass, QString& error);

private:
    bool appendLine(const QJsonObject& line, QString& error);
    QFile file_;
};

// What a journal holds.
struct JournalContents {
    QString output;         // the result file the run was writing to
    QString format;         // json, csv or normal
    ResultSet results;      // matrix, host, start, and every run recorded
    bool tornTail = false;  // the last line was cut off mid-write (the run in progress when killed)
};

// Reads a journal. A cut-off last line is dropped (tornTail); any other
// damage is an error naming the line. The file is only read.
bool readJournal(const QString& path, JournalContents& contents, QString& error);
// The same for a journal's bytes; `path` only names it in messages.
bool readJournalData(const QByteArray& data, const QString& path, JournalContents& contents, QString& error);

// A run in progress keeps only the totals of the runs its journal holds (see
// withoutDetail); this puts back the rest, each run from its journal line.
// Stopped runs, which are not journaled, and runs that still have their
// bins or samples (their journal line could not be written) are left as they are.
bool restoreFromJournal(const QString& path, QList<JobResult>& runs, QString& error);
// The run without what the journal has and a running matrix does not need:
// its latency bins and time series.
JobResult withoutDetail(JobResult run);

}  // namespace surfio
