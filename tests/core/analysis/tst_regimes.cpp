// Regimes in time: steps of at least 1 s and 20 % are found with their
// levels, time and the bytes before them; noise, short dips, spikes at the
// start and drain tails are no regime; a slow slide is a decay, not a step.
// A stretch with no completion is a stall, a segment of its own with its
// length, never averaged into a level; the sustained level shrugs off one
// odd interval.
// And the first-run effect: trial 1 against the others' mean and spread.

#include "core/analysis/regimes.h"

#include <QTest>

#include <cmath>
#include <functional>
#include <random>

using namespace surfio;

Q_DECLARE_METATYPE(std::vector<surfio::IntervalSample>)
Q_DECLARE_METATYPE(surfio::RegimeKind)

namespace {

constexpr uint64_t kKiB = 1024;
constexpr uint64_t kMiB = 1024 * kKiB;
constexpr uint64_t kGiB = 1024 * kMiB;

// A run's samples from its IOPS over time: each interval holds the mean of
// the level over it (so a change inside an interval splits it, as in a real
// run), times 1 + noise × u with u uniform in [-1, 1] from a seeded
// generator (std::mt19937 is the same everywhere; the standard's
// distributions are not).
struct Run {
    std::function<double(double)> iopsAt;
    double seconds = 20;
    double interval = 0.1;
    double noise = 0;
    uint64_t blockSize = 4 * kKiB;
    bool writes = false;
    unsigned seed = 17;

    std::vector<IntervalSample> samples() const
    {
        std::mt19937 random(seed);
        std::vector<IntervalSample> out;
        const auto count = size_t(std::llround(seconds / interval));
        for (size_t i = 0; i < count; ++i) {
            const double start = double(i) * interval;
            double level = 0;
            for (int k = 0; k < 10; ++k)
                level += iopsAt(start + (k + 0.5) * interval / 10) / 10;
            const double u =
                2.0 * double(random() - std::mt19937::min()) / double(std::mt19937::max() - std::mt19937::min()) - 1;
            out.push_back(sample(start + interval, interval, level * (1 + noise * u)));
        }
        return out;
    }
    IntervalSample sample(double t, double length, double iops) const
    {
        IntervalSample s;
        s.t = t;
        s.seconds = length;
        IntervalSample::Direction& d = writes ? s.write : s.read;
        d.ios = uint64_t(std::llround(std::max(0.0, iops) * length));
        d.bytes = d.ios * blockSize;
        return s;
    }
};

std::function<double(double)> steps(const std::vector<std::pair<double, double>>& levelsUntil)
{
    return [levelsUntil](double t) {
        for (const auto& [level, until] : levelsUntil) {
            if (t < until)
                return level;
        }
        return levelsUntil.back().first;
    };
}

std::function<double(double)> slide(double level, double from, double to, double endLevel)
{
    return [=](double t) {
        if (t < from)
            return level;
        if (t >= to)
            return endLevel;
        return level + (endLevel - level) * (t - from) / (to - from);
    };
}

bool near(double value, double expected, double share)
{
    return std::fabs(value - expected) <= share * std::fabs(expected);
}

}  // namespace

class TestRegimes : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void find_data();
    void find();
    void stalls_data();
    void stalls();
    void kindNames();
    void firstRun_data();
    void firstRun();
};

void TestRegimes::find_data()
{
    QTest::addColumn<std::vector<IntervalSample>>("samples");
    QTest::addColumn<bool>("writes");
    QTest::addColumn<uint64_t>("blockSize");
    QTest::addColumn<RegimeKind>("kind");
    QTest::addColumn<int>("segments");    // -1: not checked
    QTest::addColumn<double>("changeS");  // NaN: not checked
    QTest::addColumn<double>("changeTolerance");
    QTest::addColumn<double>("firstIops");      // NaN: not checked
    QTest::addColumn<double>("sustainedIops");  // after a slide: the mean of the last second
    QTest::addColumn<double>("bytesBefore");    // NaN: not checked
    const double skip = qQNaN();
    const auto row = [](const char* name, const Run& run) -> QTestData& {
        return QTest::newRow(name) << run.samples() << run.writes << run.blockSize;
    };

    row("burst, then a baseline", {steps({{18900, 12.4}, {3010, 30}}), 30, 0.1, 0.03})
        << RegimeKind::Burst << 2 << 12.4 << 0.2 << 18900.0 << 3010.0 << 18900 * 12.4 * 4096;
    row("burst, with a spike as the cap falls", {steps({{18900, 12.4}, {60000, 12.5}, {3010, 30}}), 30, 0.1, 0.03})
        << RegimeKind::Burst << 2 << 12.4 << 0.2 << 18900.0 << 3010.0 << skip;
    row("two steps down", {steps({{12000, 8}, {6000, 14}, {2500, 24}}), 24, 0.1, 0.03})
        << RegimeKind::Burst << 3 << 8.0 << 0.2 << 12000.0 << 2500.0 << 12000 * 8.0 * 4096;
    row("down, then half way up", {steps({{12000, 6}, {3000, 14}, {6000, 24}}), 24, 0.1, 0.03})
        << RegimeKind::Burst << 3 << 6.0 << 0.2 << 12000.0 << 6000.0 << 12000 * 6.0 * 4096;
    row("noise only, ±10 %", {steps({{5000, 20}}), 20, 0.1, 0.10})
        << RegimeKind::Steady << 1 << skip << 0.0 << 5000.0 << 5000.0 << skip;
    row("noise only, ±40 %", {steps({{5000, 20}}), 20, 0.1, 0.40})
        << RegimeKind::Steady << 1 << skip << 0.0 << 5000.0 << 5000.0 << skip;
    // Here 1 s pieces of noise differ by 20 % often: only the noise-scaled penalty keeps them one level.
    row("noise only, ±80 %", {steps({{5000, 20}}), 20, 0.1, 0.80})
        << RegimeKind::Steady << 1 << skip << 0.0 << 5000.0 << 5000.0 << skip;
    row("a step under 20 %", {steps({{10000, 10}, {8500, 20}}), 20, 0.1, 0.03})
        << RegimeKind::Steady << 1 << skip << 0.0 << 9250.0 << 9250.0 << skip;
    row("a dip shorter than a regime", {steps({{8000, 9}, {4000, 9.6}, {8000, 20}}), 20, 0.1, 0.03})
        << RegimeKind::Steady << 1 << skip << 0.0 << 8000.0 << 8000.0 << skip;
    row("a slow decay", {slide(10000, 0, 20, 6000), 20, 0.1, 0.05})
        << RegimeKind::Decay << 1 << 0.0 << 0.2 << skip << 6100.0 << 0.0;
    row("a level, then a slow decay", {slide(10000, 8, 20, 6000), 20, 0.1, 0.05})
        << RegimeKind::Decay << 2 << 8.0 << 1.0 << 10000.0 << 6000 + 4000 / 12.0 / 2 << skip;
    row("a fall over 2 s is a step", {slide(10000, 8, 10, 5000), 20, 0.1, 0.05})
        << RegimeKind::Burst << 2 << 9.0 << 0.5 << 10000.0 << 5000.0 << skip;
    row("an exponential decay", {[](double t) { return 3000 + 7000 * std::exp(-t / 5); }, 30, 0.1, 0.05})
        << RegimeKind::Decay << -1 << 0.0 << 0.5 << skip << 3000.0 << skip;
    row("a slow rise", {slide(5000, 0, 20, 9000), 20, 0.1, 0.05})
        << RegimeKind::Rise << 1 << 0.0 << 0.2 << skip << 8900.0 << 0.0;
    row("write cache full after 6 GiB", {steps({{2048, 3}, {400, 10}}), 10, 0.1, 0.03, kMiB, true})
        << RegimeKind::Drop << 2 << 3.0 << 0.2 << 2048.0 << 400.0 << double(6 * kGiB);
    row("a spike in the first interval", {steps({{40000, 0.1}, {5000, 10}}), 10, 0.1, 0.03})
        << RegimeKind::Steady << 1 << skip << 0.0 << 5000.0 << 5000.0 << skip;
    row("a rise", {steps({{2000, 5}, {9000, 15}}), 15, 0.1, 0.03})
        << RegimeKind::Rise << 2 << 5.0 << 0.2 << 2000.0 << 9000.0 << 2000 * 5.0 * 4096;
    row("one-second samples, a burst", {steps({{18900, 12}, {3010, 40}}), 40, 1.0, 0.03})
        << RegimeKind::Burst << 2 << 12.0 << 0.2 << 18900.0 << 3010.0 << 18900 * 12.0 * 4096;
    row("one-second samples, noise only, ±20 %", {steps({{5000, 60}}), 60, 1.0, 0.20})
        << RegimeKind::Steady << 1 << skip << 0.0 << 5000.0 << 5000.0 << skip;
    row("one-second samples, a spike in the first", {steps({{10000, 1}, {5000, 20}}), 20, 1.0, 0.03})
        << RegimeKind::Steady << 1 << skip << 0.0 << 5000.0 << 5000.0 << skip;
    row("a single outlying interval after a burst",
        {steps({{18900, 6}, {3010, 15}, {30000, 15.1}, {3010, 20}}), 20, 0.1, 0.03})
        << RegimeKind::Burst << 2 << 6.0 << 0.2 << 18900.0 << 3010.0 << skip;
    row("a single short dip to nothing is no stall", {steps({{5000, 10}, {0, 10.1}, {5000, 20}}), 20, 0.1, 0.03})
        << RegimeKind::Steady << 1 << skip << 0.0 << 5000.0 << 5000.0 << skip;

    // A first interval cut short at a burst's pace, and a drain tail.
    const Run tail{steps({{5000, 10}}), 10, 0.1, 0.03};
    std::vector<IntervalSample> partial{tail.sample(0.02, 0.02, 40000)};
    for (IntervalSample s : tail.samples()) {
        s.t += 0.02;
        partial.push_back(s);
    }
    partial.push_back(tail.sample(10.05, 0.03, 300));
    QTest::newRow("partial first and last intervals")
        << partial << false << 4 * kKiB << RegimeKind::Steady << 1 << skip << 0.0 << 5000.0 << 5000.0 << skip;
    QTest::newRow("no samples") << std::vector<IntervalSample>{} << false << 4 * kKiB << RegimeKind::Steady << 0 << skip
                                << 0.0 << skip << 0.0 << skip;
    QTest::newRow("one sample") << std::vector<IntervalSample>{tail.sample(0.1, 0.1, 5000)} << false << 4 * kKiB
                                << RegimeKind::Steady << 1 << skip << 0.0 << 5000.0 << 5000.0 << skip;
}

void TestRegimes::find()
{
    QFETCH(std::vector<IntervalSample>, samples);
    QFETCH(bool, writes);
    QFETCH(uint64_t, blockSize);
    QFETCH(RegimeKind, kind);
    QFETCH(int, segments);
    QFETCH(double, changeS);
    QFETCH(double, changeTolerance);
    QFETCH(double, firstIops);
    QFETCH(double, sustainedIops);
    QFETCH(double, bytesBefore);

    const Regimes r = findRegimes(samples, writes);
    QCOMPARE(regimeKindName(r.kind), regimeKindName(kind));
    if (segments >= 0)
        QCOMPARE(int(r.segments.size()), segments);
    QCOMPARE(r.mixed(), kind != RegimeKind::Steady);
    if (!qIsNaN(changeS))
        QVERIFY2(std::fabs(r.changeS - changeS) <= changeTolerance, qPrintable(QString::number(r.changeS)));
    if (!qIsNaN(firstIops))
        QVERIFY2(near(r.firstLevel()->iops, firstIops, 0.03), qPrintable(QString::number(r.firstLevel()->iops)));
    QVERIFY2(near(r.sustainedIops, sustainedIops, 0.03), qPrintable(QString::number(r.sustainedIops)));
    QVERIFY(near(r.sustainedBandwidth, r.sustainedIops * double(blockSize), 1e-6));
    if (!qIsNaN(bytesBefore))
        QVERIFY2(near(r.bytesBeforeChange, bytesBefore, 0.03), qPrintable(QString::number(r.bytesBeforeChange)));
    // The segments cover the run, one after the other.
    if (!r.segments.empty()) {
        QCOMPARE(r.segments.front().startS, samples.front().t - samples.front().seconds);
        QCOMPARE(r.segments.back().endS, samples.back().t);
        for (size_t i = 1; i < r.segments.size(); ++i)
            QCOMPARE(r.segments[i].startS, r.segments[i - 1].endS);
    }
}

void TestRegimes::stalls_data()
{
    QTest::addColumn<std::vector<IntervalSample>>("samples");
    QTest::addColumn<RegimeKind>("kind");
    QTest::addColumn<QList<double>>("levels");  // the segments' IOPS in order, a stall as 0
    QTest::addColumn<double>("stallStart");
    QTest::addColumn<double>("stallSeconds");
    QTest::addColumn<double>("sustainedIops");
    const auto samples = [](const Run& run) { return run.samples(); };

    // The known case: a throttle lowered from 20,000 to 2,000 IOPS owes half a second.
    QTest::newRow("a burst, a stall, then the baseline")
        << samples({steps({{20000, 3}, {0, 3.5}, {2000, 6}}), 6, 0.1, 0.03}) << RegimeKind::Burst
        << QList<double>{20000, 0, 2000} << 3.0 << 0.5 << 2000.0;
    QTest::newRow("a stall in the middle of one level")
        << samples({steps({{5000, 8}, {0, 9}, {5000, 20}}), 20, 0.1, 0.03}) << RegimeKind::Stall
        << QList<double>{5000, 0, 5000} << 8.0 << 1.0 << 5000.0;
    QTest::newRow("a stall at the start") << samples({steps({{0, 0.5}, {5000, 10}}), 10, 0.1, 0.03})
                                          << RegimeKind::Stall << QList<double>{0, 5000} << 0.0 << 0.5 << 5000.0;
    QTest::newRow("two stalls in a level")
        << samples({steps({{5000, 4}, {0, 4.3}, {5000, 8}, {0, 8.4}, {5000, 12}}), 12, 0.1, 0.03}) << RegimeKind::Stall
        << QList<double>{5000, 0, 5000, 0, 5000} << 4.0 << 0.7 << 5000.0;
    QTest::newRow("one-second samples, a stall after a burst")
        << samples({steps({{18900, 10}, {0, 11}, {3010, 30}}), 30, 1.0, 0.03}) << RegimeKind::Burst
        << QList<double>{18900, 0, 3010} << 10.0 << 1.0 << 3010.0;
}

void TestRegimes::stalls()
{
    QFETCH(std::vector<IntervalSample>, samples);
    QFETCH(RegimeKind, kind);
    QFETCH(QList<double>, levels);
    QFETCH(double, stallStart);
    QFETCH(double, stallSeconds);
    QFETCH(double, sustainedIops);

    const Regimes r = findRegimes(samples, false);
    QCOMPARE(regimeKindName(r.kind), regimeKindName(kind));
    QVERIFY(r.mixed());
    QCOMPARE(int(r.segments.size()), int(levels.size()));
    for (size_t i = 0; i < r.segments.size(); ++i) {
        const RegimeSegment& s = r.segments[i];
        QCOMPARE(s.stall, levels[qsizetype(i)] == 0);
        QVERIFY2(s.stall ? s.iops == 0 && s.bandwidth == 0 : near(s.iops, levels[qsizetype(i)], 0.03),
                 qPrintable(QStringLiteral("segment %1: %2 IOPS").arg(i).arg(s.iops)));
    }
    QCOMPARE(r.segments.front().startS, samples.front().t - samples.front().seconds);
    QCOMPARE(r.segments.back().endS, samples.back().t);
    for (size_t i = 1; i < r.segments.size(); ++i)
        QVERIFY(std::fabs(r.segments[i].startS - r.segments[i - 1].endS) < 1e-9);
    const std::vector<RegimeSegment> found = r.stalls();
    QVERIFY(!found.empty());
    QVERIFY2(std::fabs(found.front().startS - stallStart) < 1e-6, qPrintable(QString::number(found.front().startS)));
    QVERIFY2(std::fabs(r.stallSeconds - stallSeconds) < 1e-6, qPrintable(QString::number(r.stallSeconds)));
    QVERIFY2(near(r.sustainedIops, sustainedIops, 0.03), qPrintable(QString::number(r.sustainedIops)));
}

void TestRegimes::kindNames()
{
    QCOMPARE(regimeKindName(RegimeKind::Steady), "steady");
    QCOMPARE(regimeKindName(RegimeKind::Burst), "burst");
    QCOMPARE(regimeKindName(RegimeKind::Drop), "drop");
    QCOMPARE(regimeKindName(RegimeKind::Decay), "decay");
    QCOMPARE(regimeKindName(RegimeKind::Rise), "rise");
    QCOMPARE(regimeKindName(RegimeKind::Stall), "stall");
}

void TestRegimes::firstRun_data()
{
    QTest::addColumn<QList<double>>("trials");
    QTest::addColumn<double>("ratio");  // NaN: no first-run effect
    const double none = qQNaN();
    QTest::newRow("slow first trial") << QList<double>{0.7, 1.0, 1.02, 0.99} << 0.7 / (3.01 / 3);
    QTest::newRow("fast first trial") << QList<double>{1.5, 1.0, 1.1, 0.9} << 1.5;
    QTest::newRow("within the others' spread") << QList<double>{0.85, 1.0, 0.8, 1.2} << none;
    QTest::newRow("within 10 %") << QList<double>{0.95, 1.0, 1.0, 1.0} << none;
    QTest::newRow("one value") << QList<double>{0.7} << none;
    QTest::newRow("no value") << QList<double>{} << none;
    QTest::newRow("two values: no spread to judge by") << QList<double>{1.3, 1.0} << none;
    QTest::newRow("two values within 10 %") << QList<double>{1.05, 1.0} << none;
}

void TestRegimes::firstRun()
{
    QFETCH(QList<double>, trials);
    QFETCH(double, ratio);
    const std::optional<double> found = firstRunRatio(std::vector<double>(trials.begin(), trials.end()));
    QCOMPARE(found.has_value(), !qIsNaN(ratio));
    if (found)
        QVERIFY2(std::fabs(*found - ratio) < 1e-9, qPrintable(QString::number(*found)));
}

QTEST_GUILESS_MAIN(TestRegimes)
#include "tst_regimes.moc"
