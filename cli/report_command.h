#pragma once

#include <QStringList>

namespace surfio {

// `surfio report RESULT.json [--compare OTHER.json…] --output=FILE.html|FILE.pdf`:
// one file that stands alone with what a saved result says (render/report/):
// summary and verdicts, the surface and 2D charts, the table, the flagged
// points, the comparison with the other runs when given, and the
// provenance with the fio job file that reproduces the run. Drawn without a
// display (the offscreen platform) where there is none. arguments start
// with the program name, then "report". Returns 0, or 2 on bad input (a
// file missing or not a result, no --output, a suffix neither .html nor
// .pdf, a file that cannot be written) with a message naming the fix.
int reportCommand(const QStringList& arguments);

}  // namespace surfio
