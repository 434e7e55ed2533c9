#pragma once

#include "core/matrix/matrix.h"

#include <QString>
#include <QStringList>

namespace surfio {

// A fio workload as a Surfio matrix. Each job becomes one sweep of one point,
// so the matrix runs the jobs in the order fio lists them; what the jobs share
// (target, size, runtime, direct, ...) is the matrix's base.
struct FioImport {
    Matrix matrix;
    // Options Surfio's engine does not model, never dropped, in the order
    // given: "section: option=value — not used by Surfio's engine[: why]".
    QStringList unused;
    // Where the matrix is not exactly what fio would run, and why: jobs that
    // disagree on a base option, jobs fio runs at the same time, fio defaults.
    QStringList notes;
};

// A fio job file (INI): [global] sections apply to the jobs below them, ';'
// and '#' start comments anywhere on a line, as in fio. False with a message
// naming the line ("line 7: ...") for an unterminated section header, an
// option outside a section, an unknown rw value or a malformed number.
bool importFioJobFile(const QString& text, FioImport& result, QString& error);

// A fio command line as people paste it: with or without a leading sudo or
// fio, "--" or "-" before option names, a value after '=' or as the next
// argument. Options before the first --name are global; each --name starts a
// job, as in fio. Messages name the argument at fault.
bool importFioCommandLine(const QString& command, FioImport& result, QString& error);
bool importFioArguments(const QStringList& arguments, FioImport& result, QString& error);

}  // namespace surfio
