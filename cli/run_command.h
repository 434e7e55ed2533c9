#pragma once

#include "core/result/result_set.h"

#include <QByteArray>
#include <QStringList>

namespace surfio {

// `surfio run [options]`: parses fio-named options into a matrix, runs it on
// a Runner in a worker thread and prints or writes the result. arguments
// start with the program name, then "run". Returns the exit code: 0 success,
// 1 failure during the run (finished points still written), 2 bad input,
// 130/143 after SIGINT/SIGTERM (the result so far is written).
int runCommand(const QStringList& arguments);

// `surfio resume JOURNAL`: runs what an interrupted run left out and writes
// the whole result to its original output file. Same exit codes.
int resumeCommand(const QStringList& arguments);

}  // namespace surfio
