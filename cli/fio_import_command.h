#pragma once

#include <QStringList>

namespace surfio {

// `surfio import-fio FILE|-` and `surfio import-fio --command "fio ..."`:
// prints the fio job file or command line as Surfio matrix JSON (the format
// of preset files) on standard output, and on standard error the options
// Surfio's engine does not use and where the matrix differs from what fio
// would run. arguments start with the program name, then "import-fio".
// Returns 0, or 2 when the input cannot be read or imported (the message
// names the line or argument at fault).
int importFioCommand(const QStringList& arguments);

}  // namespace surfio
