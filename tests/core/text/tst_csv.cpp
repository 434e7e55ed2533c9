#include "core/text/csv.h"

#include <QTest>

using namespace surfio;
using namespace Qt::StringLiterals;

class TestCsv : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void cellsAreQuotedAsNeeded_data()
    {
        QTest::addColumn<QStringList>("cells");
        QTest::addColumn<QString>("line");
        QTest::newRow("plain") << QStringList{u"randread"_s, u"4096"_s, QString()} << u"randread,4096,\n"_s;
        QTest::newRow("comma") << QStringList{u"a,b"_s, u"c"_s} << u"\"a,b\",c\n"_s;
        QTest::newRow("quote doubled") << QStringList{u"say \"hi\""_s} << u"\"say \"\"hi\"\"\"\n"_s;
        QTest::newRow("line break") << QStringList{u"one\ntwo"_s, u"x\ry"_s} << u"\"one\ntwo\",\"x\ry\"\n"_s;
        QTest::newRow("none") << QStringList{} << u"\n"_s;
    }
    void cellsAreQuotedAsNeeded()
    {
        QFETCH(QStringList, cells);
        QFETCH(QString, line);
        QCOMPARE(csvLine(cells), line);
    }
};

QTEST_APPLESS_MAIN(TestCsv)
#include "tst_csv.moc"
