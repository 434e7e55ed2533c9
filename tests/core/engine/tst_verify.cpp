// crc32c and the verify headers (core/engine/crc32c.h, verify.h).

#include "core/engine/crc32c.h"
#include "core/engine/verify.h"

#include <QTest>

#include <cstring>
#include <vector>

using namespace surfio;

class TestVerify : public QObject {
    Q_OBJECT

    static std::vector<char> stamped(uint64_t length, uint64_t offset, uint64_t generation)
    {
        std::vector<char> block(length);
        stampVerified(block.data(), length, offset, generation);
        return block;
    }

private Q_SLOTS:
    void checkValue_data()
    {
        QTest::addColumn<bool>("hardware");
        QTest::newRow("table") << false;
        QTest::newRow("sse4.2") << true;
    }
    // The standard check value of CRC-32C, and the empty input.
    void checkValue()
    {
        QFETCH(bool, hardware);
        if (hardware && !crc32cHardware())
            QSKIP("this CPU has no SSE4.2 crc32 instruction");
        const auto sum = [&](const char* text) {
            const auto update = hardware ? crc32cUpdateHardware : crc32cUpdateTable;
            return crc32cFinish(update(kCrc32cInit, text, std::strlen(text)));
        };
        QCOMPARE(sum("123456789"), 0xE3069283u);
        QCOMPARE(sum(""), 0u);
        QCOMPARE(crc32c("123456789", 9), 0xE3069283u);
    }

    // Every length and alignment the word loops can meet, and summing in pieces.
    void tableAndHardwareAgree()
    {
        if (!crc32cHardware())
            QSKIP("this CPU has no SSE4.2 crc32 instruction");
        std::vector<unsigned char> data(4200);
        for (size_t i = 0; i < data.size(); ++i)
            data[i] = static_cast<unsigned char>(i * 131 + (i >> 7));
        for (size_t start : {0, 1, 3, 7})
            for (size_t size : {0, 1, 4, 7, 8, 9, 31, 512, 4096, 4100})
                QCOMPARE(crc32cUpdateHardware(0x1234u, data.data() + start, size),
                         crc32cUpdateTable(0x1234u, data.data() + start, size));
        const uint32_t whole = crc32c(data.data(), 4096);
        const uint32_t pieces =
            crc32cFinish(crc32cUpdate(crc32cUpdate(kCrc32cInit, data.data(), 1000), data.data() + 1000, 3096));
        QCOMPARE(pieces, whole);
    }

    void stampedBlockChecks_data()
    {
        QTest::addColumn<uint64_t>("length");
        QTest::newRow("one unit") << uint64_t(512);
        QTest::newRow("4k") << uint64_t(4096);
        QTest::newRow("1m") << uint64_t(1 << 20);
    }
    void stampedBlockChecks()
    {
        QFETCH(uint64_t, length);
        const uint64_t offset = uint64_t{3} << 20;
        const std::vector<char> block = stamped(length, offset, 42);
        QVERIFY(!checkVerified(block.data(), length, offset));
        // Any 512-byte piece is a block of its own: a read of another size checks too.
        if (length > 512)
            QVERIFY(!checkVerified(block.data() + 512, 512, offset + 512));
        VerifyHeader header;
        std::memcpy(&header, block.data(), sizeof header);
        QCOMPARE(header.magic, kVerifyMagic);
        QCOMPARE(header.offset, offset);
        QCOMPARE(header.generation, uint64_t(42));
        QCOMPARE(header.length, uint32_t(kVerifyUnit));
        QCOMPARE(header.writeLength, uint32_t(length));
    }

    // Units differ from each other and between generations: nothing for dedup or compression.
    void patternsDiffer()
    {
        const std::vector<char> a = stamped(1024, 0, 1);
        const std::vector<char> b = stamped(1024, 0, 2);
        QVERIFY(std::memcmp(a.data() + 32, a.data() + 512 + 32, 480) != 0);
        QVERIFY(std::memcmp(a.data() + 32, b.data() + 32, 480) != 0);
        QVERIFY(std::count(a.begin() + 32, a.begin() + 512, '\0') < 16);  // ~2 of 480 random bytes
    }

    void mismatchIsFound_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<uint64_t>("badOffset");  // where the first failing unit is
        QTest::addColumn<QStringList>("inMessage");
        QTest::newRow("a data byte flipped")
            << "flip" << uint64_t(8192 + 1024)
            << QStringList{"at offset 9216:", "expected offset 9216, length 512, crc32c 0x",
                           "found offset 9216, length 512", "generation 7"};
        QTest::newRow("a block from elsewhere")
            << "misplaced" << uint64_t(8192)
            << QStringList{"at offset 8192:", "expected offset 8192", "found offset 0,", "from a 4096-byte write"};
        QTest::newRow("zeros") << "zeros" << uint64_t(8192)
                               << QStringList{"at offset 8192:", "magic 0x56465355", "found magic 0x00000000"};
    }
    void mismatchIsFound()
    {
        QFETCH(QString, damage);
        QFETCH(uint64_t, badOffset);
        QFETCH(QStringList, inMessage);
        const uint64_t offset = 8192;
        std::vector<char> block = stamped(4096, offset, 7);
        if (damage == "flip")
            block[1024 + 100] ^= 1;
        else if (damage == "misplaced")
            block = stamped(4096, 0, 7);
        else
            std::fill(block.begin(), block.end(), 0);
        const auto bad = checkVerified(block.data(), block.size(), offset);
        QVERIFY(bad);
        QCOMPARE(bad->offset, badOffset);
        const std::string message = verifyFailure("/t", *bad);
        QVERIFY2(message.starts_with("data verification failed on /t at offset "), message.c_str());
        for (const QString& part : inMessage)
            QVERIFY2(message.find(part.toStdString()) != std::string::npos, message.c_str());
        if (damage == "flip") {
            VerifyHeader header;
            std::memcpy(&header, block.data() + 1024, sizeof header);
            QCOMPARE(bad->found.crc, header.crc);
            QVERIFY(bad->computedCrc != header.crc);
        }
    }
};

QTEST_GUILESS_MAIN(TestVerify)
#include "tst_verify.moc"
