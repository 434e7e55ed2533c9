#include "core/text/text_columns.h"

#include "core/text/units.h"

#include <algorithm>

namespace surfio {

TextColumns& TextColumns::operator+=(const TextColumns& more)
{
    columns_ += more.columns_;
    return *this;
}

void TextColumns::fit(const QList<QStringList>& rows)
{
    for (const QStringList& row : rows)
        for (qsizetype i = 0; i < row.size(); ++i) {
            if (columns_.size() <= i)
                columns_.append(TextColumn{});
            columns_[i].width = std::max(columns_[i].width, terminalWidth(row[i]));
        }
}

QString TextColumns::line(const QStringList& cells) const
{
    QString out;
    for (qsizetype i = 0; i < cells.size(); ++i) {
        const TextColumn column = i < columns_.size() ? columns_[i] : TextColumn{};
        if (i > 0)
            out += column.before;
        const bool last = i == cells.size() - 1;
        out += column.right ? padded(cells[i], column.width) : last ? cells[i] : padded(cells[i], -column.width);
    }
    return out;
}

QString TextColumns::lines(const QList<QStringList>& rows) const
{
    QString out;
    for (const QStringList& row : rows)
        out += line(row) + QLatin1Char('\n');
    return out;
}

}  // namespace surfio
