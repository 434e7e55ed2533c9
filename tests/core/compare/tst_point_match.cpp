// Points of different runs are matched by their spec's keys under fio's
// names; a person can drop keys, and points one run holds twice under the
// remaining keys are found, never merged.

#include "core/compare/point_match.h"

#include <QTest>

using namespace surfio;
using namespace Qt::Literals::StringLiterals;

Q_DECLARE_METATYPE(surfio::SpecKey)

namespace {

JobSpec spec(Pattern pattern, uint64_t bs, uint32_t depth)
{
    JobSpec s;
    s.pattern = pattern;
    s.blockSize = bs;
    s.queueDepth = depth;
    return s;
}

}  // namespace

class TestPointMatch : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void keyValue_data()
    {
        QTest::addColumn<JobSpec>("spec");
        QTest::addColumn<SpecKey>("key");
        QTest::addColumn<QString>("value");
        QTest::newRow("rw") << spec(Pattern::RandRead, 4096, 1) << SpecKey::Rw << u"randread"_s;
        QTest::newRow("bs 4k") << spec(Pattern::RandRead, 4096, 1) << SpecKey::Bs << u"4k"_s;
        QTest::newRow("bs 1m") << spec(Pattern::Read, 1 << 20, 1) << SpecKey::Bs << u"1m"_s;
        QTest::newRow("bs 512") << spec(Pattern::Read, 512, 1) << SpecKey::Bs << u"512"_s;
        JobSpec split = spec(Pattern::RandRead, 65536, 1);
        split.blockSplit = {{4096, 60}, {65536, 40}};
        QTest::newRow("bssplit") << split << SpecKey::Bs << u"4k/60:64k/40"_s;
        JobSpec mix = spec(Pattern::RandReadWrite, 4096, 1);
        mix.readPercent = 70;
        QTest::newRow("rwmixread of randrw") << mix << SpecKey::RwMixRead << u"70"_s;
        QTest::newRow("rwmixread of randwrite: 0") << spec(Pattern::RandWrite, 4096, 1) << SpecKey::RwMixRead << u"0"_s;
        QTest::newRow("iodepth") << spec(Pattern::RandRead, 4096, 32) << SpecKey::IoDepth << u"32"_s;
        QTest::newRow("numjobs") << spec(Pattern::RandRead, 4096, 1) << SpecKey::NumJobs << u"1"_s;
        QTest::newRow("rate_iops unthrottled") << spec(Pattern::RandRead, 4096, 1) << SpecKey::RateIops << u"0"_s;
        JobSpec capped = spec(Pattern::RandRead, 4096, 1);
        capped.rateIops = 2000;
        QTest::newRow("rate_iops cap") << capped << SpecKey::RateIops << u"2000"_s;
        // A rate step's cap is a share of what the point before reached: the share is what repeats.
        JobSpec step = capped;
        step.rateSharePercent = 50;
        QTest::newRow("rate step: its share") << step << SpecKey::RateIops << u"50%"_s;
        JobSpec two = spec(Pattern::RandRead, 4096, 1);
        two.targets = {"/dev/sdb", "/dev/sdc"};
        QTest::newRow("target_count") << two << SpecKey::TargetCount << u"2"_s;
        QTest::newRow("target_count: no target named runs on one")
            << spec(Pattern::RandRead, 4096, 1) << SpecKey::TargetCount << u"1"_s;
    }
    void keyValue()
    {
        QFETCH(JobSpec, spec);
        QFETCH(SpecKey, key);
        QFETCH(QString, value);
        QCOMPARE(specKeyValue(spec, key), value);
    }

    void parseKeys_data()
    {
        QTest::addColumn<QString>("list");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QStringList>("names");  // parsed, or the words the error holds
        QTest::newRow("none") << u""_s << true << QStringList{};
        QTest::newRow("two") << u"iodepth,numjobs"_s << true << QStringList{u"iodepth"_s, u"numjobs"_s};
        QTest::newRow("bssplit is bs, once") << u"bssplit,bs"_s << true << QStringList{u"bs"_s};
        QTest::newRow("spaces and case") << u" IODEPTH , rate_iops"_s << true
                                         << QStringList{u"iodepth"_s, u"rate_iops"_s};
        QTest::newRow("unknown: named, with the keys there are")
            << u"iodepth,depth"_s << false
            << QStringList{u"'depth'"_s, u"rw, bs, rwmixread, iodepth, numjobs, rate_iops, target_count"_s};
    }
    void parseKeys()
    {
        QFETCH(QString, list);
        QFETCH(bool, ok);
        QFETCH(QStringList, names);
        QList<SpecKey> keys{SpecKey::Rw};
        QString error;
        QCOMPARE(parseSpecKeys(list, keys, error), ok);
        if (!ok) {
            for (const QString& word : names)
                QVERIFY2(error.contains(word), qPrintable(error));
            QCOMPARE(keys, QList<SpecKey>{SpecKey::Rw});  // left as it was
            return;
        }
        QStringList parsed;
        for (SpecKey k : keys)
            parsed.append(specKeyName(k));
        QCOMPARE(parsed, names);
    }

    void keyText()
    {
        const PointKey key = pointKeyOf(spec(Pattern::RandRead, 4096, 32), keysWithout({SpecKey::NumJobs}));
        QCOMPARE(key.text(), u"rw=randread bs=4k rwmixread=100 iodepth=32 rate_iops=0"_s);
        JobSpec three = spec(Pattern::RandRead, 4096, 32);
        three.targets = {"a", "b", "c"};
        QCOMPARE(pointKeyOf(three, allSpecKeys()).text(),
                 u"rw=randread bs=4k rwmixread=100 iodepth=32 numjobs=1 rate_iops=0 target_count=3"_s);
    }

    // --target-count's points differ only in their targets: apart by default, alike without target_count.
    void targetCountsAreDifferentPoints()
    {
        std::vector<JobSpec> specs(2, spec(Pattern::RandRead, 4096, 1));
        specs[0].targets = {"/dev/sdb"};
        specs[1].targets = {"/dev/sdb", "/dev/sdc"};
        QCOMPARE(pointsByKey(specs, allSpecKeys()).size(), size_t(2));
        QCOMPARE(pointsByKey(specs, keysWithout({SpecKey::TargetCount})).size(), size_t(1));
    }

    // Dropping iodepth makes QD 1 and QD 4 one key: both points are kept under it.
    void pointsByKeyKeepsAlikePoints_data()
    {
        QTest::addColumn<QList<SpecKey>>("dropped");
        QTest::addColumn<int>("keys");
        QTest::addColumn<QList<int>>("pointsOfFirstKey");
        QTest::newRow("every key") << QList<SpecKey>{} << 3 << QList<int>{0};
        QTest::newRow("without iodepth") << QList<SpecKey>{SpecKey::IoDepth} << 2 << QList<int>{0, 1};
        QTest::newRow("without rw and iodepth")
            << QList<SpecKey>{SpecKey::Rw, SpecKey::IoDepth} << 2 << QList<int>{0, 1};
    }
    void pointsByKeyKeepsAlikePoints()
    {
        QFETCH(QList<SpecKey>, dropped);
        QFETCH(int, keys);
        QFETCH(QList<int>, pointsOfFirstKey);
        const std::vector<JobSpec> specs{spec(Pattern::RandRead, 4096, 1), spec(Pattern::RandRead, 4096, 4),
                                         spec(Pattern::RandRead, 1 << 20, 1)};
        const std::map<PointKey, QList<int>> byKey = pointsByKey(specs, keysWithout(dropped));
        QCOMPARE(int(byKey.size()), keys);
        const auto first =
            std::find_if(byKey.begin(), byKey.end(), [](const auto& entry) { return entry.second.contains(0); });
        QCOMPARE(first->second, pointsOfFirstKey);
    }
};

QTEST_APPLESS_MAIN(TestPointMatch)
#include "tst_point_match.moc"
