#include "core/text/csv.h"

namespace surfio {

namespace {

QString quoted(const QString& cell)
{
    const bool plain = !cell.contains(QLatin1Char(',')) && !cell.contains(QLatin1Char('"'))
                       && !cell.contains(QLatin1Char('\n')) && !cell.contains(QLatin1Char('\r'));
    if (plain)
        return cell;
    QString q = cell;
    q.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + q + QLatin1Char('"');
}

}  // namespace

QString csvLine(const QStringList& cells)
{
    QString line;
    for (qsizetype i = 0; i < cells.size(); ++i) {
        if (i > 0)
            line += QLatin1Char(',');
        line += quoted(cells[i]);
    }
    return line + QLatin1Char('\n');
}

}  // namespace surfio
