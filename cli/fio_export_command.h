#pragma once

#include <QStringList>

namespace surfio {

// `surfio export-fio [--preset=NAME | --rerun=RESULT.json | run options]`
// prints the matrix those options describe as a fio job file (see
// toFioJobFile), or writes it to --output=FILE; what fio cannot express goes
// to standard error. arguments start with the program name, then
// "export-fio". Returns 0, or 2 for bad options or an unwritable file.
int exportFioCommand(const QStringList& arguments);

}  // namespace surfio
