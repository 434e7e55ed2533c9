// The matrix editor's fields as text: what a person types reads into values,
// or gives the reason it does not, in the editor's words. A field with a
// problem still gives what it could read, so the summary follows the typing.

#include "core/matrix/matrix_text.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTest>
#include <QTranslator>

using namespace surfio;
using namespace std::chrono_literals;

class TestMatrixText : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init() { QLocale::setDefault(QLocale::c()); }

    void readsCountLists_data()
    {
        QTest::addColumn<QString>("list");  // "depths" or "jobs"
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("values");  // what it read, as countsText writes it
        QTest::addColumn<QString>("error");   // the whole message; empty when ok

        QTest::newRow("depths") << "depths"
                                << "1, 4,32" << true << "1,4,32"
                                << "";
        QTest::newRow("depths, the most") << "depths"
                                          << "65536" << true << "65536"
                                          << "";
        QTest::newRow("depths, empty") << "depths"
                                       << "  " << false << ""
                                       << "Give at least one queue depth, e.g. 1,4,32";
        QTest::newRow("depths, empty item") << "depths"
                                            << "1,4," << false << "1,4"
                                            << "A queue depth between commas is missing";
        QTest::newRow("depths, not a number")
            << "depths"
            << "4,x" << false << "4"
            << "“x” is not a queue depth: give whole numbers separated by commas, e.g. 1,4,32";
        QTest::newRow("depths, 0") << "depths"
                                   << "0" << false << ""
                                   << "A queue depth of 0 is outside 1 to 65536";
        QTest::newRow("depths, above the most") << "depths"
                                                << "70000,8" << false << "8"
                                                << "A queue depth of 70000 is outside 1 to 65536";
        QTest::newRow("depths, twice") << "depths"
                                       << "4,4" << false << "4"
                                       << "Queue depth 4 is listed twice";
        QTest::newRow("depths, the first bad item speaks")
            << "depths"
            << "x,0,2" << false << "2"
            << "“x” is not a queue depth: give whole numbers separated by commas, e.g. 1,4,32";
        QTest::newRow("jobs") << "jobs"
                              << "1,8" << true << "1,8"
                              << "";
        QTest::newRow("jobs, empty") << "jobs"
                                     << "" << false << ""
                                     << "Give at least one number of jobs, e.g. 1,4";
        QTest::newRow("jobs, empty item") << "jobs"
                                          << ",1" << false << "1"
                                          << "A number of jobs between commas is missing";
        QTest::newRow("jobs, not a number")
            << "jobs"
            << "a" << false << ""
            << "“a” is not a number of jobs: give whole numbers separated by commas, e.g. 1,4";
        QTest::newRow("jobs, above the most") << "jobs"
                                              << "257" << false << ""
                                              << "257 is not a job count from 1 to 256";
        QTest::newRow("jobs, twice") << "jobs"
                                     << "2, 2" << false << "2"
                                     << "2 jobs is listed twice";
    }

    void readsCountLists()
    {
        QFETCH(QString, list);
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QFETCH(QString, values);
        QFETCH(QString, error);
        std::vector<uint32_t> counts{99};  // replaced, not added to
        QString message;
        const bool read = list == QLatin1String("depths") ? parseQueueDepths(text, counts, message)
                                                          : parseJobCounts(text, counts, message);
        QCOMPARE(read, ok);
        QCOMPARE(countsText(counts), values);
        QCOMPARE(message, error);
    }

    void readsDurations_data()
    {
        QTest::addColumn<QString>("field");  // "runtime" or "ramp"
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("endsByBytes");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<qint64>("nanoseconds");
        QTest::addColumn<QString>("error");

        QTest::newRow("runtime 30s") << "runtime"
                                     << "30s" << false << true << qint64(30'000'000'000) << "";
        QTest::newRow("runtime 500ms") << "runtime"
                                       << "500ms" << false << true << qint64(500'000'000) << "";
        QTest::newRow("runtime 2m") << "runtime"
                                    << "2m" << false << true << qint64(120'000'000'000) << "";
        QTest::newRow("runtime empty") << "runtime"
                                       << "" << false << false << qint64(0) << "Give a runtime per point, e.g. 30s";
        QTest::newRow("runtime words") << "runtime"
                                       << " abc " << false << false << qint64(0)
                                       << "“abc” is not a runtime: give e.g. 30s, 500ms or 2m";
        QTest::newRow("runtime 0, ends by time")
            << "runtime"
            << "0" << false << false << qint64(0)
            << "A runtime of 0 means no time limit, so the point would never end: give e.g. 30s";
        QTest::newRow("runtime 0, ends by bytes") << "runtime"
                                                  << "0" << true << true << qint64(0) << "";
        QTest::newRow("ramp 5s") << "ramp"
                                 << "5s" << false << true << qint64(5'000'000'000) << "";
        QTest::newRow("ramp 0") << "ramp"
                                << "0" << false << true << qint64(0) << "";
        QTest::newRow("ramp empty: none") << "ramp"
                                          << "" << false << true << qint64(0) << "";
        QTest::newRow("ramp 5x") << "ramp"
                                 << "5x" << false << false << qint64(0)
                                 << "“5x” is not a ramp time: give e.g. 5s or 500ms, or 0 for none";
    }

    void readsDurations()
    {
        QFETCH(QString, field);
        QFETCH(QString, text);
        QFETCH(bool, endsByBytes);
        QFETCH(bool, ok);
        QFETCH(qint64, nanoseconds);
        QFETCH(QString, error);
        Nanoseconds value = 7s;
        QString message;
        const bool read = field == QLatin1String("runtime") ? parseRuntime(text, endsByBytes, value, message)
                                                            : parseRampTime(text, value, message);
        QCOMPARE(read, ok);
        QCOMPARE(qint64(value.count()), nanoseconds);
        QCOMPARE(message, error);
    }

    void readsNumbers_data()
    {
        QTest::addColumn<QString>("field");  // "region", "seed" or "tracked"
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<quint64>("value");
        QTest::addColumn<QString>("error");

        QTest::newRow("region 1g") << "region"
                                   << "1g" << true << quint64(1) * 1024 * 1024 * 1024 << "";
        QTest::newRow("region empty: the whole target") << "region"
                                                        << "" << true << quint64(0) << "";
        QTest::newRow("region words")
            << "region"
            << "lots" << false << quint64(0)
            << "“lots” is not a region size: give e.g. 1g or 256m, or leave it empty for the whole file or device";
        QTest::newRow("seed 42") << "seed"
                                 << " 42 " << true << quint64(42) << "";
        QTest::newRow("seed empty: a run picks one") << "seed"
                                                     << "" << true << quint64(0) << "";
        QTest::newRow("seed words") << "seed"
                                    << "x" << false << quint64(0)
                                    << "“x” is not a seed: give a whole number, or 0 for a new seed each run";
        QTest::newRow("tracked 4k") << "tracked"
                                    << "4k" << true << quint64(4096) << "";
        QTest::newRow("tracked empty") << "tracked"
                                       << "" << false << quint64(0)
                                       << "Give the block size steady state watches, e.g. 4k";
        QTest::newRow("tracked words") << "tracked"
                                       << "big" << false << quint64(0)
                                       << "“big” is not a block size: give e.g. 4k or 128k";
        QTest::newRow("tracked 0") << "tracked"
                                   << "0" << false << quint64(0) << "“0” is not a block size: give e.g. 4k or 128k";
    }

    void readsNumbers()
    {
        QFETCH(QString, field);
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QFETCH(quint64, value);
        QFETCH(QString, error);
        uint64_t read = 99;
        QString message;
        bool good = false;
        if (field == QLatin1String("region"))
            good = parseRegionSize(text, read, message);
        else if (field == QLatin1String("seed"))
            good = parseOrderSeed(text, read, message);
        else
            good = parseTrackedBlockSize(text, read, message);
        QCOMPARE(good, ok);
        QCOMPARE(quint64(read), value);
        QCOMPARE(message, error);
    }

    // Sizes in fio's syntax, the largest whole unit, read back as they were.
    void writesSizes_data()
    {
        QTest::addColumn<quint64>("bytes");
        QTest::addColumn<QString>("text");
        QTest::newRow("0") << quint64(0) << "0";
        QTest::newRow("512") << quint64(512) << "512";
        QTest::newRow("1536") << quint64(1536) << "1536";
        QTest::newRow("4 KiB") << quint64(4096) << "4k";
        QTest::newRow("1.5 MiB") << quint64(1536) * 1024 << "1536k";
        QTest::newRow("1 GiB") << (quint64(1) << 30) << "1g";
        QTest::newRow("3 TiB") << (quint64(3) << 40) << "3t";
        QTest::newRow("1 PiB") << (quint64(1) << 50) << "1p";
    }
    void writesSizes()
    {
        QFETCH(quint64, bytes);
        QFETCH(QString, text);
        QCOMPARE(sizeText(bytes), text);
        uint64_t read = 99;
        QString message;
        QVERIFY2(parseRegionSize(text, read, message), qPrintable(message));
        QCOMPARE(quint64(read), bytes);
    }

    void readsBlockSplits_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("splits");  // what it read, as splitsText writes it
        QTest::addColumn<QString>("error");   // a fragment; empty when ok

        QTest::newRow("one") << "4k/60:64k/30:1m/10" << true << "4k/60:64k/30:1m/10"
                             << "";
        QTest::newRow("two, spaces around") << "  4k/60:64k/40   8k/50:16k/50 " << true << "4k/60:64k/40 8k/50:16k/50"
                                            << "";
        QTest::newRow("none") << "" << true << ""
                              << "";
        QTest::newRow("not 100 %") << "4k/60:64k/30" << false << ""
                                   << "90";
        QTest::newRow("one bad of two") << "4k/50:8k/50 4k/50:x/50" << false << "4k/50:8k/50"
                                        << "x/50";
        QTest::newRow("twice") << "4k/50:8k/50 4k/50:8k/50" << false << "4k/50:8k/50"
                               << "The split 4k/50:8k/50 is listed twice";
    }

    void readsBlockSplits()
    {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QFETCH(QString, splits);
        QFETCH(QString, error);
        std::vector<BlockSplit> read{BlockSplit{{512, 100}}};  // replaced, not added to
        QString message;
        QCOMPARE(parseBlockSplits(text, read, message), ok);
        QCOMPARE(splitsText(read), splits);
        QVERIFY2(message.contains(error), qPrintable(message));
        QCOMPARE(message.isEmpty(), ok);
        if (!ok)
            QVERIFY2(message.front().isUpper() || !message.front().isLetter(), qPrintable(message));  // a sentence
    }

    // The messages are the matrix editor's, translated in its context.
    void speaksTheEditorsLanguage()
    {
        QTranslator french;
        QVERIFY(french.load(QStringLiteral(":/i18n/surfio_fr.qm")));
        QCoreApplication::installTranslator(&french);
        std::vector<uint32_t> depths;
        Nanoseconds runtime{0};
        QString depthsMessage, runtimeMessage;
        parseQueueDepths(QString(), depths, depthsMessage);
        parseRuntime(QString(), false, runtime, runtimeMessage);
        QCoreApplication::removeTranslator(&french);
        QCOMPARE(depthsMessage, QStringLiteral("Donnez au moins une profondeur de file, p. ex. 1,4,32"));
        QCOMPARE(runtimeMessage, QStringLiteral("Donnez une durée par point, p. ex. 30s"));
    }
};

QTEST_GUILESS_MAIN(TestMatrixText)
#include "tst_matrix_text.moc"
