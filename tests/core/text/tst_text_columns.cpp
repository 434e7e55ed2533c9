#include "core/text/text_columns.h"

#include <QTest>

using namespace surfio;
using namespace Qt::StringLiterals;

class TestTextColumns : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Fitted to the widest cell, numbers right, words left, the last word unpadded.
    void fitsTheWidestCell()
    {
        const QList<QStringList> rows{{u"point"_s, u"A"_s, u"verdict"_s}, {u"bs=4k"_s, u"1,200"_s, u"faster"_s}};
        TextColumns table({TextColumn{}, TextColumn{0, true}, TextColumn{}});
        table.fit(rows);
        QCOMPARE(table.lines(rows), u"point      A  verdict\nbs=4k  1,200  faster\n"_s);
    }

    // A wide character takes two cells of a terminal, so its column pads by them.
    void wideCharactersCountTwice()
    {
        const QList<QStringList> rows{{u"読み"_s, u"x"_s}, {u"abcde"_s, u"y"_s}};
        TextColumns table;
        table.fit(rows);
        QCOMPARE(table.lines(rows), u"読み   x\nabcde  y\n"_s);
    }

    // Fixed widths for a table written as it goes; a group's separator before
    // its first column; a cell wider than its column pushes the rest along.
    void fixedWidthsAndGroups()
    {
        TextColumns table({{3, true}, {4, false, u" "_s}});
        table += TextColumns({{5, true, u" | "_s}});
        QCOMPARE(table.line({u"1"_s, u"ab"_s, u"9"_s}), u"  1 ab   |     9"_s);
        QCOMPARE(table.line({u"1234"_s, u"abcdef"_s, u"9"_s}), u"1234 abcdef |     9"_s);
        QCOMPARE(table.line({u"1"_s, u"ab"_s}), u"  1 ab"_s);  // a short row: no trailing spaces
    }
};

QTEST_MAIN(TestTextColumns)
#include "tst_text_columns.moc"
