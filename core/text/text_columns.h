#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <utility>

namespace surfio {

// One column of text for a terminal: its width in terminal cells (a wide
// CJK character counts two: terminalWidth, units.h), its side, and what
// comes before it on a line (two spaces, or " | " where a group begins).
struct TextColumn {
    int width = 0;
    bool right = false;  // numbers to the right, words to the left
    QString before = QStringLiteral("  ");
};

// Columns laid out once for every table Surfio prints: the terminal summary
// of a run (written as its rows arrive, so its widths are fixed), surfio
// compare's table and the preset list (written whole, so fitted to their
// widest cells). A left-aligned last cell is not padded: no line ends in
// spaces. A row with fewer cells than columns stops where its cells do.
class TextColumns {
public:
    explicit TextColumns(QList<TextColumn> columns = {})
        : columns_(std::move(columns))
    {
    }

    TextColumns& operator+=(const TextColumns& more);  // a group after these
    // Each column at least as wide as its widest cell in rows.
    void fit(const QList<QStringList>& rows);
    QString line(const QStringList& cells) const;         // without a line end
    QString lines(const QList<QStringList>& rows) const;  // each ending in a line end

private:
    QList<TextColumn> columns_;
};

// Breaks a paragraph into lines of at most `width` characters, the first
// after `first`, the others after `rest`; a number stays with its unit.
QString wrapped(const QString& text, int width, const QString& first, const QString& rest);

}  // namespace surfio
