#include "core/text/units.h"

#include <QTest>

using namespace surfio;
using namespace std::chrono_literals;

class TestUnits : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void sizes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<qulonglong>("bytes");
        QTest::newRow("plain") << "4096" << true << 4096ULL;
        QTest::newRow("k") << "4k" << true << 4096ULL;
        QTest::newRow("K") << "4K" << true << 4096ULL;
        QTest::newRow("KiB") << "64KiB" << true << 65536ULL;
        QTest::newRow("m") << "1m" << true << 1048576ULL;
        QTest::newRow("g") << "2g" << true << 2147483648ULL;
        QTest::newRow("t") << "1t" << true << (1ULL << 40);
        QTest::newRow("B") << "512b" << true << 512ULL;
        QTest::newRow("empty") << "" << false << 0ULL;
        QTest::newRow("negative") << "-4k" << false << 0ULL;
        QTest::newRow("fraction") << "1.5m" << false << 0ULL;
        QTest::newRow("unknown unit") << "4x" << false << 0ULL;
        QTest::newRow("overflow") << "99999999999999p" << false << 0ULL;
    }
    void sizes()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QFETCH(qulonglong, bytes);
        const auto v = parseSize(text);
        QCOMPARE(v.has_value(), valid);
        if (valid)
            QCOMPARE(qulonglong(*v), bytes);
    }

    void durations_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<qlonglong>("ns");
        QTest::newRow("seconds by default") << "10" << true << qlonglong(10'000'000'000);
        QTest::newRow("s") << "3s" << true << qlonglong(3'000'000'000);
        QTest::newRow("ms") << "250ms" << true << qlonglong(250'000'000);
        QTest::newRow("us") << "5us" << true << qlonglong(5'000);
        QTest::newRow("m") << "2m" << true << qlonglong(120'000'000'000);
        QTest::newRow("h") << "1h" << true << qlonglong(3'600'000'000'000);
        QTest::newRow("zero") << "0" << true << qlonglong(0);
        QTest::newRow("garbage") << "soon" << false << qlonglong(0);
        QTest::newRow("negative") << "-1" << false << qlonglong(0);
    }
    void durations()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QFETCH(qlonglong, ns);
        const auto v = parseDuration(text);
        QCOMPARE(v.has_value(), valid);
        if (valid)
            QCOMPARE(qlonglong(v->count()), ns);
    }

    void fioDurations_data()
    {
        QTest::addColumn<qint64>("ns");
        QTest::addColumn<QString>("text");
        QTest::newRow("zero") << qint64(0) << "0";
        QTest::newRow("seconds") << qint64(10'000'000'000) << "10s";
        QTest::newRow("minutes") << qint64(120'000'000'000) << "2m";
        QTest::newRow("90 s stays seconds") << qint64(90'000'000'000) << "90s";
        QTest::newRow("hours") << qint64(3'600'000'000'000) << "1h";
        QTest::newRow("a day") << qint64(86'400'000'000'000) << "1d";
        QTest::newRow("milliseconds") << qint64(500'000'000) << "500ms";
        QTest::newRow("microseconds") << qint64(1'500'000) << "1500us";
        QTest::newRow("below a microsecond: rounded up") << qint64(1'500) << "2us";
    }
    void fioDurations()
    {
        QFETCH(qint64, ns);
        QFETCH(QString, text);
        QCOMPARE(fioDuration(std::chrono::nanoseconds(ns)), text);
        // What it writes, the parser fio's syntax goes through reads back (whole microseconds up).
        const auto back = parseDuration(text);
        QVERIFY2(back.has_value(), qPrintable(text));
        QCOMPARE(back->count(), ns == 1'500 ? qint64(2'000) : ns);
    }

    void formatting()
    {
        QLocale::setDefault(QLocale::c());
        QCOMPARE(formatSize(4096), QStringLiteral("4 KiB"));
        QCOMPARE(formatSize(1ULL << 20), QStringLiteral("1 MiB"));
        QCOMPARE(formatSize(512), QStringLiteral("512 B"));
        QCOMPARE(formatLatency(85'200), QStringLiteral("85.2 µs"));
        QCOMPARE(formatCount(123'456), QStringLiteral("123.5k"));
        QLocale::setDefault(QLocale(QStringLiteral("fr")));
        QCOMPARE(formatLatency(85'200), QStringLiteral("85,2 µs"));  // the language's decimal comma
        QLocale::setDefault(QLocale::c());
    }

    // Terminal columns: Japanese characters take two, Vietnamese marks none.
    void padsToTerminalColumns()
    {
        QCOMPARE(terminalWidth(QStringLiteral("IOPS")), 4);
        QCOMPARE(terminalWidth(QStringLiteral("読込 IOPS")), 9);
        QCOMPARE(terminalWidth(QStringLiteral("ｱ")), 1);                  // halfwidth katakana
        QCOMPARE(terminalWidth(QStringLiteral("Tie\u0302\u0301ng")), 5);  // e with combining circumflex and acute
        QCOMPARE(padded(QStringLiteral("読込"), 6), QStringLiteral("  読込"));
        QCOMPARE(padded(QStringLiteral("読込"), -6), QStringLiteral("読込  "));
        QCOMPARE(padded(QStringLiteral("longer"), 3), QStringLiteral("longer"));
        QCOMPARE(padded(QStringLiteral("ab"), -4), QStringLiteral("ab  "));
    }
};

QTEST_GUILESS_MAIN(TestUnits)
#include "tst_units.moc"
