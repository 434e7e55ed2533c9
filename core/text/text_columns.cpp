#include "core/text/text_columns.h"

#include "core/text/units.h"

#include <QRegularExpression>

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

QString wrapped(const QString& text, int width, const QString& first, const QString& rest)
{
    static const QStringList units{
        QStringLiteral("%"),  QStringLiteral("B"),  QStringLiteral("KiB"), QStringLiteral("MiB"), QStringLiteral("GiB"),
        QStringLiteral("KB"), QStringLiteral("MB"), QStringLiteral("GB"),  QStringLiteral("TB"),  QStringLiteral("s"),
        QStringLiteral("ms"), QStringLiteral("µs"), QStringLiteral("min")};
    QStringList words;
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString bare = word.section(QRegularExpression(QStringLiteral("[,.;:)]")), 0, 0);
        if (!words.isEmpty() && words.last().back().isDigit() && units.contains(bare))
            words.last() += QLatin1Char(' ') + word;
        else
            words.append(word);
    }
    QString out, line;
    for (const QString& word : std::as_const(words)) {
        const QString& indent = out.isEmpty() ? first : rest;
        if (!line.isEmpty() && indent.size() + line.size() + 1 + word.size() > width) {
            out += indent + line + QLatin1Char('\n');
            line.clear();
        }
        line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + word;
    }
    if (!line.isEmpty())
        out += (out.isEmpty() ? first : rest) + line + QLatin1Char('\n');
    return out;
}

}  // namespace surfio
