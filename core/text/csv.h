#pragma once

#include <QString>
#include <QStringList>

namespace surfio {

// One line of CSV (RFC 4180) from its cells, newline included: a cell
// holding a comma, a quote or a line break is quoted, its quotes doubled.
// Every CSV Surfio writes (results, comparisons) is made of these.
QString csvLine(const QStringList& cells);

}  // namespace surfio
