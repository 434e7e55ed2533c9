#pragma once

#include "core/matrix/matrix.h"

#include <QString>

class QCommandLineParser;

namespace surfio {

// What `surfio run` and the GUI's launch options describe: a matrix and
// where its result goes.
struct RunOptions {
    Matrix matrix;
    QString format = QStringLiteral("normal");  // normal, json or csv
    QString output;                             // empty: standard output
};

// The job and matrix options, with fio's names.
void addRunOptions(QCommandLineParser& parser);

// The arguments with fio's switches that may stand alone (--sqthread_poll,
// --hipri) given as --name=1, for QCommandLineParser, whose options either
// always or never take a value. Parse these rather than the arguments.
QStringList runArguments(const QStringList& arguments);

// Whether any of those options is set.
bool anyRunOption(const QCommandLineParser& parser);

// With none of the options set: the quick matrix. False with a message that
// names the option and the fix.
bool parseRunOptions(const QCommandLineParser& parser, RunOptions& options, QString& error);
// The same, starting from the preset named, as if --preset=NAME were given
// (a demo's playlist: the other options given change every preset of it).
bool parseRunOptionsFromPreset(const QCommandLineParser& parser, const QString& preset, RunOptions& options,
                               QString& error);

}  // namespace surfio
