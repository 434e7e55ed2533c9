// A saved result a person names is read the same way by File → Open and
// `surfio compare`: Surfio's document, or else fio's JSON output; anything
// else is refused with a message naming the file.

#include "core/result/saved_result.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace surfio;
using namespace Qt::Literals::StringLiterals;

class TestSavedResult : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void read_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("named");  // in the message of a refusal
        const QString corpus = QStringLiteral(SURFIO_CORPUS);
        QTest::newRow("Surfio's result") << corpus + u"/result_json/shuffled.json"_s << true << QString();
        QTest::newRow("fio's json, after fio's own lines")
            << corpus + u"/fio_json/json_randrw.json"_s << true << QString();
        QTest::newRow("fio's json+") << corpus + u"/fio_json/jsonplus_latpct.json"_s << true << QString();
        QTest::newRow("a fio job file") << corpus + u"/fio_job_file/client.fio"_s << false << u"client.fio"_s;
        QTest::newRow("missing") << corpus + u"/no-such-result.json"_s << false << u"no-such-result.json"_s;
    }
    void read()
    {
        QFETCH(QString, path);
        QFETCH(bool, ok);
        QFETCH(QString, named);
        ResultSet results;
        QString error;
        QCOMPARE(readSavedResult(path, results, error), ok);
        if (!ok) {
            QVERIFY2(error.contains(named), qPrintable(error));
            QVERIFY(results.points.isEmpty());
            return;
        }
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(!results.points.isEmpty());
    }

    // Neither Surfio's nor fio's: the message is Surfio's reading of it, naming the file.
    void notAResult()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"notes.json"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"hello\": 1}\n");
        f.close();
        ResultSet results;
        QString error;
        QVERIFY(!readSavedResult(path, results, error));
        QVERIFY2(error.contains(u"notes.json"_s), qPrintable(error));
    }
};

QTEST_APPLESS_MAIN(TestSavedResult)
#include "tst_saved_result.moc"
