// Specifies matrix.h: a test matrix expands into the cross product of its
// lists in a fixed order (pattern, queue depth, jobs, rate, read %, block size
// — outermost first, each list in the order given), with everything else
// copied from base; patterns without a mix take one point per combination;
// rate steps follow each unthrottled point; and the quick matrix of a bare
// `surfio run` stays under two minutes.

#include "core/matrix/matrix.h"
#include "core/matrix/matrix_json.h"
#include "tests/core/uring_options_text.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <QTest>

#include <chrono>
#include <string>

using namespace surfio;
using namespace std::chrono_literals;

Q_DECLARE_METATYPE(surfio::Matrix)

namespace {

constexpr uint64_t KiB = 1024;

// One point as "<pattern> qd<depth> j<jobs> r<read %> bs<bytes>", then
// " rate<n>" with a rate_iops and " step<share>%" for a rate step.
QString describe(const JobSpec& s)
{
    QString text =
        QString::fromStdString(patternName(s.pattern))
        + QStringLiteral(" qd%1 j%2 r%3 bs%4").arg(s.queueDepth).arg(s.jobs).arg(s.readPercent).arg(s.blockSize);
    if (s.rateIops)
        text += QStringLiteral(" rate%1").arg(s.rateIops);
    if (s.rateSharePercent)
        text += QStringLiteral(" step%1%").arg(s.rateSharePercent);
    return text;
}

QStringList describe(const std::vector<JobSpec>& points)
{
    QStringList out;
    for (const JobSpec& s : points)
        out.append(describe(s));
    return out;
}

QStringList lines(const char* text)
{
    return QString::fromLatin1(text).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

Matrix matrix(std::vector<Pattern> patterns, std::vector<uint32_t> depths, std::vector<uint32_t> jobs,
              std::vector<int> reads, std::vector<uint64_t> sizes)
{
    Matrix m;
    m.sweeps.front().patterns = std::move(patterns);
    m.sweeps.front().queueDepths = std::move(depths);
    m.sweeps.front().jobCounts = std::move(jobs);
    m.sweeps.front().readPercents = std::move(reads);
    m.sweeps.front().blockSizes = std::move(sizes);
    return m;
}

}  // namespace

class TestMatrix : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // A point's own sweep expands back to that point alone: split or size, mix as it reads.
    void sweepOfAPointIsThatPoint()
    {
        JobSpec point;
        point.pattern = Pattern::RandReadWrite;
        point.readPercent = 70;
        point.queueDepth = 16;
        point.jobs = 2;
        point.blockSize = 65536;
        Matrix m;
        m.base = point;
        m.sweeps = {sweepOfPoint(point)};
        const std::vector<JobSpec> back = m.expand();
        QCOMPARE(back.size(), size_t(1));
        QCOMPARE(back.front().pattern, point.pattern);
        QCOMPARE(back.front().readPercent, 70);
        QCOMPARE(back.front().queueDepth, 16u);
        QCOMPARE(back.front().jobs, 2u);
        QCOMPARE(back.front().blockSize, uint64_t(65536));
        point.pattern = Pattern::RandWrite;  // reads nothing, whatever rwmixread says
        QCOMPARE(sweepOfPoint(point).readPercents, std::vector<int>{0});
        point.blockSplit = {{4096, 60}, {65536, 40}};
        const Sweep split = sweepOfPoint(point);
        QVERIFY(split.blockSizes.empty());
        QCOMPARE(split.blockSplits.size(), size_t(1));
        QCOMPARE(split.blockSplits.front(), point.blockSplit);
    }

    void defaultIsOnePoint() { QCOMPARE(describe(Matrix{}.expand()), lines("randread qd1 j1 r100 bs4096")); }

    void expandOrder_data()
    {
        QTest::addColumn<Matrix>("m");
        QTest::addColumn<QStringList>("points");
        QTest::newRow("randrw: depth, then read %, then block size")
            << matrix({Pattern::RandReadWrite}, {1, 32}, {1}, {100, 50}, {4 * KiB, 64 * KiB})
            << lines("randrw qd1 j1 r100 bs4096\n"
                     "randrw qd1 j1 r100 bs65536\n"
                     "randrw qd1 j1 r50 bs4096\n"
                     "randrw qd1 j1 r50 bs65536\n"
                     "randrw qd32 j1 r100 bs4096\n"
                     "randrw qd32 j1 r100 bs65536\n"
                     "randrw qd32 j1 r50 bs4096\n"
                     "randrw qd32 j1 r50 bs65536\n");
        QTest::newRow("lists keep their given order, jobs between depth and read %")
            << matrix({Pattern::ReadWrite}, {8}, {4, 1}, {70, 30}, {64 * KiB, 4 * KiB})
            << lines("rw qd8 j4 r70 bs65536\n"
                     "rw qd8 j4 r70 bs4096\n"
                     "rw qd8 j4 r30 bs65536\n"
                     "rw qd8 j4 r30 bs4096\n"
                     "rw qd8 j1 r70 bs65536\n"
                     "rw qd8 j1 r70 bs4096\n"
                     "rw qd8 j1 r30 bs65536\n"
                     "rw qd8 j1 r30 bs4096\n");
        QTest::newRow("queue depth outside jobs") << matrix({Pattern::RandRead}, {1, 8}, {1, 2}, {100}, {4 * KiB})
                                                  << lines("randread qd1 j1 r100 bs4096\n"
                                                           "randread qd1 j2 r100 bs4096\n"
                                                           "randread qd8 j1 r100 bs4096\n"
                                                           "randread qd8 j2 r100 bs4096\n");
        QTest::newRow("patterns outermost")
            << matrix({Pattern::RandWrite, Pattern::RandRead}, {1, 4}, {2}, {100}, {4 * KiB})
            << lines("randwrite qd1 j2 r100 bs4096\n"
                     "randwrite qd4 j2 r100 bs4096\n"
                     "randread qd1 j2 r100 bs4096\n"
                     "randread qd4 j2 r100 bs4096\n");
        // Patterns without a mix take one point per combination whatever the
        // read list holds; the mixes take one per read %.
        QTest::newRow("pure patterns ignore the read list") << matrix(
            {Pattern::RandRead, Pattern::Write, Pattern::RandReadWrite}, {1}, {1}, {100, 50, 0}, {4 * KiB, 8 * KiB})
                                                            << lines("randread qd1 j1 r100 bs4096\n"
                                                                     "randread qd1 j1 r100 bs8192\n"
                                                                     "write qd1 j1 r100 bs4096\n"
                                                                     "write qd1 j1 r100 bs8192\n"
                                                                     "randrw qd1 j1 r100 bs4096\n"
                                                                     "randrw qd1 j1 r100 bs8192\n"
                                                                     "randrw qd1 j1 r50 bs4096\n"
                                                                     "randrw qd1 j1 r50 bs8192\n"
                                                                     "randrw qd1 j1 r0 bs4096\n"
                                                                     "randrw qd1 j1 r0 bs8192\n");
        Matrix rates = matrix({Pattern::RandReadWrite}, {1}, {2}, {100, 0}, {4 * KiB});
        rates.sweeps.front().rateIops = {500, 0};
        QTest::newRow("rate between jobs and read %, in the given order") << rates
                                                                          << lines("randrw qd1 j2 r100 bs4096 rate500\n"
                                                                                   "randrw qd1 j2 r0 bs4096 rate500\n"
                                                                                   "randrw qd1 j2 r100 bs4096\n"
                                                                                   "randrw qd1 j2 r0 bs4096\n");
        // vdbench's curve: each unthrottled point, then its steps; a point with a rate has none.
        Matrix steps = rates;
        steps.rateSteps = {25, 50};
        QTest::newRow("rate steps after each unthrottled point") << steps
                                                                 << lines("randrw qd1 j2 r100 bs4096 rate500\n"
                                                                          "randrw qd1 j2 r0 bs4096 rate500\n"
                                                                          "randrw qd1 j2 r100 bs4096\n"
                                                                          "randrw qd1 j2 r100 bs4096 step25%\n"
                                                                          "randrw qd1 j2 r100 bs4096 step50%\n"
                                                                          "randrw qd1 j2 r0 bs4096\n"
                                                                          "randrw qd1 j2 r0 bs4096 step25%\n"
                                                                          "randrw qd1 j2 r0 bs4096 step50%\n");
        QTest::newRow("every pure pattern, one read % among several") << matrix(
            {Pattern::Read, Pattern::Write, Pattern::RandRead, Pattern::RandWrite}, {1}, {1}, {30, 60}, {4 * KiB})
                                                                      << lines("read qd1 j1 r30 bs4096\n"
                                                                               "write qd1 j1 r30 bs4096\n"
                                                                               "randread qd1 j1 r30 bs4096\n"
                                                                               "randwrite qd1 j1 r30 bs4096\n");
    }
    void expandOrder()
    {
        QFETCH(Matrix, m);
        QFETCH(QStringList, points);
        QCOMPARE(describe(m.expand()), points);
    }

    // The brief's own example, field by field.
    void expandFields()
    {
        const Matrix m = matrix({Pattern::RandReadWrite}, {1, 32}, {1}, {100, 50}, {4 * KiB, 64 * KiB});
        const auto points = m.expand();
        QCOMPARE(points.size(), size_t(8));
        const uint32_t depth[8] = {1, 1, 1, 1, 32, 32, 32, 32};
        const int read[8] = {100, 100, 50, 50, 100, 100, 50, 50};
        const uint64_t bs[8] = {4096, 65536, 4096, 65536, 4096, 65536, 4096, 65536};
        for (size_t i = 0; i < points.size(); ++i) {
            QCOMPARE(points[i].pattern, Pattern::RandReadWrite);
            QCOMPARE(points[i].queueDepth, depth[i]);
            QCOMPARE(points[i].jobs, uint32_t(1));
            QCOMPARE(points[i].readPercent, read[i]);
            QCOMPARE(points[i].effectiveReadPercent(), read[i]);
            QCOMPARE(points[i].blockSize, bs[i]);
        }
    }

    // A pure pattern's point reads or writes as its pattern says, whatever the
    // read % list holds.
    void purePatternsKeepTheirDirection()
    {
        const Matrix m = matrix({Pattern::RandRead, Pattern::Write}, {1}, {1}, {0, 50}, {4 * KiB});
        const auto points = m.expand();
        QCOMPARE(points.size(), size_t(2));
        QCOMPARE(points[0].effectiveReadPercent(), 100);
        QCOMPARE(points[1].effectiveReadPercent(), 0);
    }

    void baseIsCopiedIntoEveryPoint()
    {
        Matrix m =
            matrix({Pattern::RandRead, Pattern::RandReadWrite}, {1, 16}, {1, 2}, {100, 30}, {4 * KiB, 1024 * KiB});
        m.base.targets = {"/dev/null", "/tmp/surfio-a"};
        m.base.runtime = 7s;
        m.base.rampTime = 2s;
        m.base.direct = false;
        m.base.seed = 12345;
        m.base.regionSize = 1ULL << 30;
        m.base.regionOffset = 1ULL << 20;
        m.base.percentageRandom = 40;
        m.base.rateIops = 900;  // a swept list, as the block sizes: the sweep's rate wins
        const auto points = m.expand();
        QCOMPARE(points.size(), size_t(2 * 2 * 2 * 2 + 2 * 2 * 2));  // randrw x2 read %, randread x1
        for (const JobSpec& p : points) {
            QCOMPARE(p.targets, m.base.targets);
            QCOMPARE(p.runtime, Nanoseconds(7s));
            QCOMPARE(p.rampTime, Nanoseconds(2s));
            QCOMPARE(p.direct, false);
            QCOMPARE(p.seed, uint64_t(12345));
            QCOMPARE(p.regionSize, uint64_t(1) << 30);
            QCOMPARE(p.regionOffset, uint64_t(1) << 20);
            QCOMPARE(p.percentageRandom, 40);
            QCOMPARE(p.rateIops, uint64_t(0));
        }
    }

    // writes(): any point writes; reads(): any point reads. Decided by what
    // the points do, not by the read % list alone.
    void directions_data()
    {
        QTest::addColumn<Matrix>("m");
        QTest::addColumn<bool>("reads");
        QTest::addColumn<bool>("writes");
        QTest::newRow("randread") << matrix({Pattern::RandRead}, {1}, {1}, {100}, {4096}) << true << false;
        QTest::newRow("read and randread")
            << matrix({Pattern::Read, Pattern::RandRead}, {1, 32}, {1}, {100}, {4096}) << true << false;
        QTest::newRow("randread with read list {0}")
            << matrix({Pattern::RandRead}, {1}, {1}, {0}, {4096}) << true << false;
        QTest::newRow("randrw, reads {100}")
            << matrix({Pattern::RandReadWrite}, {1}, {1}, {100}, {4096}) << true << false;
        QTest::newRow("rw, reads {100}") << matrix({Pattern::ReadWrite}, {1}, {1}, {100}, {4096, 8192}) << true
                                         << false;
        QTest::newRow("randrw, reads {100, 0}")
            << matrix({Pattern::RandReadWrite}, {1}, {1}, {100, 0}, {4096}) << true << true;
        QTest::newRow("randrw, reads {100, 99}")
            << matrix({Pattern::RandReadWrite}, {1}, {1}, {100, 99}, {4096}) << true << true;
        QTest::newRow("randrw, reads {0}") << matrix({Pattern::RandReadWrite}, {1}, {1}, {0}, {4096}) << false << true;
        QTest::newRow("randrw, reads {1}") << matrix({Pattern::RandReadWrite}, {1}, {1}, {1}, {4096}) << true << true;
        QTest::newRow("write") << matrix({Pattern::Write}, {1}, {1}, {100}, {4096}) << false << true;
        QTest::newRow("randwrite with read list {100}")
            << matrix({Pattern::RandWrite}, {1}, {1}, {100}, {4096}) << false << true;
        QTest::newRow("randread then randwrite")
            << matrix({Pattern::RandRead, Pattern::RandWrite}, {1}, {1}, {100}, {4096}) << true << true;
    }
    void directions()
    {
        QFETCH(Matrix, m);
        QFETCH(bool, reads);
        QFETCH(bool, writes);
        QCOMPARE(m.reads(), reads);
        QCOMPARE(m.writes(), writes);
    }

    void distinctBlockSizes_data()
    {
        QTest::addColumn<QList<qulonglong>>("given");
        QTest::addColumn<QList<qulonglong>>("distinct");
        QTest::newRow("one") << QList<qulonglong>{4096} << QList<qulonglong>{4096};
        QTest::newRow("already sorted") << QList<qulonglong>{512, 4096, 65536} << QList<qulonglong>{512, 4096, 65536};
        QTest::newRow("unsorted with repeats")
            << QList<qulonglong>{65536, 4096, 65536, 512, 4096} << QList<qulonglong>{512, 4096, 65536};
        QTest::newRow("descending") << QList<qulonglong>{1048576, 65536, 4096}
                                    << QList<qulonglong>{4096, 65536, 1048576};
    }
    void distinctBlockSizes()
    {
        QFETCH(QList<qulonglong>, given);
        QFETCH(QList<qulonglong>, distinct);
        Matrix m;
        m.sweeps.front().blockSizes.assign(given.begin(), given.end());
        const auto sizes = m.distinctBlockSizes();
        QCOMPARE(QList<qulonglong>(sizes.begin(), sizes.end()), distinct);
        // The matrix itself keeps its order.
        QCOMPARE(QList<qulonglong>(m.sweeps.front().blockSizes.begin(), m.sweeps.front().blockSizes.end()), given);
    }

    void quickMatrix()
    {
        const Matrix m = surfio::quickMatrix();
        auto points = m.expand();
        QCOMPARE(points.size(), size_t(9));
        QVERIFY(m.base.runtime > Nanoseconds(0));
        QVERIFY(m.base.regionSize > 0);
        Nanoseconds total{0};
        for (JobSpec& p : points) {
            QVERIFY(p.runtime > Nanoseconds(0));
            QVERIFY(p.regionSize >= p.blockSize);
            total += p.runtime + p.rampTime;
            // Every point is a valid job once a target is given.
            p.targets = {"/tmp/surfio-quick"};
            QCOMPARE(QString::fromStdString(validateSpec(p)), QString());
        }
        QVERIFY2(total < Nanoseconds(2min),
                 qPrintable(QStringLiteral("%1 s").arg(std::chrono::duration<double>(total).count())));
        // A few block sizes by a few mixes: 3 sizes, reads and writes both.
        QCOMPARE(m.distinctBlockSizes().size(), size_t(3));
        QVERIFY(m.reads());
        QVERIFY(m.writes());
    }

    void ptsOrder();
    void shuffledOrderFollowsItsSeed();
    void sweepsFollowEachOther();
    void splitsAreColumnsAfterTheSizes();
    void preconditioningWrites();
    void jsonRoundTrip();
    void pointCountIsWhatExpandGives();
    void jsonUringOptions_data();
    void jsonUringOptions();
    void jsonErrorsNameTheKey_data();
    void jsonErrorsNameTheKey();
    void shuffledRateStepsFollowTheirPoint();
    void rateStepBaseIsThePointBefore();
    void rateStepIops_data();
    void rateStepIops();
    void steadyStateTracksNoRateStep();
    void jsonRatesAndSteps();
    void jsonBaseRateOfOlderFiles_data();
    void jsonBaseRateOfOlderFiles();
};

void TestMatrix::ptsOrder()
{
    // SNIA PTS: mix outer, block size descending inner, whatever order the sizes were listed in.
    Matrix m = matrix({Pattern::RandReadWrite}, {32}, {1}, {100, 65, 0}, {4096, 1 << 20, 512, 131072});
    m.order = MatrixOrder::Pts;
    QCOMPARE(describe(m.expand()), lines(R"(randrw qd32 j1 r100 bs1048576
randrw qd32 j1 r100 bs131072
randrw qd32 j1 r100 bs4096
randrw qd32 j1 r100 bs512
randrw qd32 j1 r65 bs1048576
randrw qd32 j1 r65 bs131072
randrw qd32 j1 r65 bs4096
randrw qd32 j1 r65 bs512
randrw qd32 j1 r0 bs1048576
randrw qd32 j1 r0 bs131072
randrw qd32 j1 r0 bs4096
randrw qd32 j1 r0 bs512)"));
}

void TestMatrix::shuffledOrderFollowsItsSeed()
{
    Matrix m = matrix({Pattern::RandReadWrite}, {1, 32}, {1}, {100, 50, 0}, {4096, 65536, 1 << 20});
    const QStringList listed = describe(m.expand());
    m.order = MatrixOrder::Shuffled;
    m.orderSeed = 42;
    const QStringList a = describe(m.expand());
    QCOMPARE(describe(m.expand()), a);  // the same seed, the same order
    QVERIFY(a != listed);
    QStringList sortedA = a, sortedListed = listed;
    sortedA.sort();
    sortedListed.sort();
    QCOMPARE(sortedA, sortedListed);  // the same points, each once
    m.orderSeed = 43;
    QVERIFY(describe(m.expand()) != a);
}

void TestMatrix::sweepsFollowEachOther()
{
    // The I/O Analyzer trio: no cross product gives it, two sweeps do.
    Matrix m = matrix({Pattern::Read}, {1}, {1}, {100}, {512, 4096});
    Sweep mixed;
    mixed.patterns = {Pattern::RandReadWrite};
    mixed.readPercents = {50};
    mixed.blockSizes = {4096};
    m.sweeps.push_back(mixed);
    QCOMPARE(describe(m.expand()), lines("read qd1 j1 r100 bs512\nread qd1 j1 r100 bs4096\nrandrw qd1 j1 r50 bs4096"));
}

void TestMatrix::splitsAreColumnsAfterTheSizes()
{
    Matrix m = matrix({Pattern::RandReadWrite}, {1}, {1}, {70}, {4096});
    m.sweeps.front().blockSplits = {{{4096, 60}, {65536, 30}, {1 << 20, 10}}};
    const auto points = m.expand();
    QCOMPARE(points.size(), size_t(2));
    QVERIFY(points[0].blockSplit.empty());
    QCOMPARE(points[1].blockSize, uint64_t(1 << 20));  // the largest part sizes the buffers
    QCOMPARE(QString::fromStdString(blockSplitName(points[1].blockSplit)), QStringLiteral("4k/60:64k/30:1m/10"));
    QCOMPARE(m.distinctBlockSizes(), (std::vector<uint64_t>{4096, 65536, 1 << 20}));
}

void TestMatrix::preconditioningWrites()
{
    Matrix m = matrix({Pattern::RandRead}, {1}, {1}, {100}, {4096});
    QVERIFY(!m.writes());
    m.precondition = true;
    QVERIFY(m.writes());
}

void TestMatrix::jsonRoundTrip()
{
    Matrix m = matrix({Pattern::RandReadWrite, Pattern::Read}, {1, 32}, {1, 4}, {100, 0}, {512, 4096});
    m.sweeps.push_back(Sweep{});
    m.sweeps.back().blockSizes = {};
    m.sweeps.back().blockSplits = {{{4096, 50}, {8192, 50}}};
    m.order = MatrixOrder::Pts;
    m.trials = 5;
    m.precondition = true;
    m.steadyState.enabled = true;
    m.steadyState.maxRounds = 10;
    m.steadyState.trackers = {{4096, 0}, {1 << 20, 100}};
    m.base.engine = EngineChoice::Sync;
    m.base.seed = 77;
    m.base.targets = {"/tmp/a", "/tmp/b"};
    m.base.verify = VerifyChoice::Crc32c;
    Matrix back;
    QString error;
    QVERIFY2(matrixFromJson(matrixToJson(m), back, error), qPrintable(error));
    QCOMPARE(back.sweeps, m.sweeps);
    QCOMPARE(back.order, m.order);
    QCOMPARE(back.trials, 5);
    QCOMPARE(back.precondition, true);
    QCOMPARE(back.steadyState, m.steadyState);
    QCOMPARE(back.base.engine, EngineChoice::Sync);
    QCOMPARE(back.base.seed, uint64_t(77));
    QCOMPARE(back.base.verify, VerifyChoice::Crc32c);
    QCOMPARE(matrixToJson(m).value(QStringLiteral("verify")).toString(), QStringLiteral("crc32c"));
    m.base.verify = VerifyChoice::Off;  // the default stays out of the file
    QVERIFY(!matrixToJson(m).contains(QStringLiteral("verify")));
    QCOMPARE(back.base.targets, m.base.targets);
    QCOMPARE(describe(back.expand()), describe(m.expand()));
}

// fio's io_uring options go to the file under fio's names, only away from
// their defaults, so a file written before them is written the same today.
void TestMatrix::jsonUringOptions_data()
{
    QTest::addColumn<Matrix>("matrix");
    QTest::addColumn<QStringList>("keys");  // the options' keys the file holds
    Matrix m;
    m.sweeps.front().queueDepths = {8};
    QTest::newRow("defaults") << m << QStringList();
    const auto with = [m](auto change) {
        Matrix changed = m;
        change(changed.base);
        return changed;
    };
    QTest::newRow("sqthread_poll") << with([](JobSpec& s) { s.sqthreadPoll = true; }) << words("sqthread_poll");
    QTest::newRow("sqthread_poll_cpu") << with([](JobSpec& s) {
        s.sqthreadPoll = true;
        s.sqthreadPollCpu = 0;
    }) << words("sqthread_poll sqthread_poll_cpu");
    QTest::newRow("hipri") << with([](JobSpec& s) { s.hipri = true; }) << words("hipri");
    QTest::newRow("fixedbufs off") << with([](JobSpec& s) { s.fixedBufs = false; }) << words("fixedbufs");
    QTest::newRow("registerfiles off") << with([](JobSpec& s) { s.registerFiles = false; }) << words("registerfiles");
    QTest::newRow("cpus_allowed") << with([](JobSpec& s) { s.cpusAllowed = {0, 1, 2, 3, 5}; }) << words("cpus_allowed");
    QTest::newRow("iodepth_batch_submit")
        << with([](JobSpec& s) { s.iodepthBatchSubmit = 8; }) << words("iodepth_batch_submit");
    QTest::newRow("iodepth_batch_complete_min")
        << with([](JobSpec& s) { s.iodepthBatchCompleteMin = 3; }) << words("iodepth_batch_complete_min");
    QTest::newRow("all of them") << with([](JobSpec& s) { s = withUringOptions(s); })
                                 << words("sqthread_poll sqthread_poll_cpu hipri fixedbufs registerfiles cpus_allowed "
                                          "iodepth_batch_submit iodepth_batch_complete_min");
}

void TestMatrix::jsonUringOptions()
{
    QFETCH(Matrix, matrix);
    QFETCH(QStringList, keys);
    const QJsonObject json = matrixToJson(matrix);
    for (const char* key : {"sqthread_poll", "sqthread_poll_cpu", "hipri", "fixedbufs", "registerfiles", "cpus_allowed",
                            "iodepth_batch_submit", "iodepth_batch_complete_min"})
        QVERIFY2(json.contains(QLatin1String(key)) == keys.contains(QLatin1String(key)), key);
    Matrix back;
    QString error;
    QVERIFY2(matrixFromJson(json, back, error), qPrintable(error));
    QCOMPARE(uringOptionsText(back.base), uringOptionsText(matrix.base));
    QCOMPARE(matrixToJson(back), json);
}

void TestMatrix::pointCountIsWhatExpandGives()
{
    Matrix m;
    m.sweeps.front().patterns = {Pattern::RandRead, Pattern::RandReadWrite};
    m.sweeps.front().blockSizes = {4096, 65536};
    m.sweeps.front().blockSplits = {{{4096, 50}, {65536, 50}}};
    m.sweeps.front().readPercents = {100, 70, 0};
    m.sweeps.front().queueDepths = {1, 32};
    Sweep second;
    second.jobCounts = {1, 2, 4};
    m.sweeps.push_back(second);
    QCOMPARE(m.pointCount(), uint64_t(m.expand().size()));
    QCOMPARE(m.pointCount(), uint64_t(2 * 3 + 2 * 3 * 3) + 3);  // randread ignores the mixes
    m.sweeps.front().readPercents.clear();
    QCOMPARE(m.pointCount(), uint64_t(m.expand().size()));
}

void TestMatrix::jsonErrorsNameTheKey_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("bad size") << QByteArray(R"({"bs": ["4q"]})") << "\"bs\"";
    QTest::newRow("bad split") << QByteArray(R"({"bssplit": ["4k/60:64k/30"]})") << "90";
    QTest::newRow("bad order") << QByteArray(R"({"order": "random"})") << "\"order\"";
    QTest::newRow("no trials") << QByteArray(R"({"trials": 0})") << "\"trials\"";
    QTest::newRow("both forms") << QByteArray(R"({"bs": [4096], "sweeps": [{}]})") << "\"bs\"";
    QTest::newRow("bad sweep") << QByteArray(R"({"sweeps": [{}, {"rw": ["sideways"]}]})") << "sweep 2";
    QTest::newRow("bad tracker") << QByteArray(R"({"steady_state": {"track": [{"bs": "x"}]}})") << "track";
    QTest::newRow("string size") << QByteArray(R"({"size": "lots"})") << "\"size\"";
    QTest::newRow("bad verify") << QByteArray(R"({"verify": "md5"})") << "off, crc32c";
    QTest::newRow("sqthread_poll 2") << QByteArray(R"({"sqthread_poll": 2})") << "\"sqthread_poll\" holds 2";
    QTest::newRow("hipri as a word") << QByteArray(R"({"hipri": "yes"})") << "\"hipri\"";
    QTest::newRow("fixedbufs -1") << QByteArray(R"({"fixedbufs": -1})") << "\"fixedbufs\"";
    QTest::newRow("registerfiles 0.5") << QByteArray(R"({"registerfiles": 0.5})") << "\"registerfiles\"";
    QTest::newRow("sqthread_poll_cpu -2") << QByteArray(R"({"sqthread_poll_cpu": -2})") << "\"sqthread_poll_cpu\"";
    QTest::newRow("sqthread_poll_cpu 8192") << QByteArray(R"({"sqthread_poll_cpu": 8192})") << "0 to 8191";
    QTest::newRow("cpus_allowed reversed") << QByteArray(R"({"cpus_allowed": "3-1"})") << "\"cpus_allowed\" holds 3-1";
    QTest::newRow("cpus_allowed a number") << QByteArray(R"({"cpus_allowed": 3})") << "\"cpus_allowed\"";
    QTest::newRow("iodepth_batch_submit 65537") << QByteArray(R"({"iodepth_batch_submit": 65537})") << "0 to 65536";
    QTest::newRow("iodepth_batch_complete_min 0") << QByteArray(R"({"iodepth_batch_complete_min": 0})") << "1 to 65536";
    // An 8 KB preset asked for a million points and loading it hung (found by tests/fuzz).
    const auto list = [](const char* value) {
        QByteArrayList values;
        for (int i = 0; i < 100; ++i)
            values << value;
        return "[" + values.join(',') + "]";
    };
    QTest::newRow("rate_iops not a number") << QByteArray(R"({"rate_iops": ["fast"]})") << "\"rate_iops\"";
    QTest::newRow("rate_iops a list at the top beside sweeps")
        << QByteArray(R"({"rate_iops": [500], "sweeps": [{}]})") << "\"rate_iops\" is given both";
    QTest::newRow("rate_steps above 100") << QByteArray(R"({"rate_steps": [50, 150]})")
                                          << "\"rate_steps\" holds 150, which is not a whole number from 1 to 100";
    QTest::newRow("rate_steps 0") << QByteArray(R"({"rate_steps": [0]})") << "\"rate_steps\" holds 0";
    QTest::newRow("rate_steps descending") << QByteArray(R"({"rate_steps": [50, 10]})") << "ascending";
    QTest::newRow("rate_steps twice") << QByteArray(R"({"rate_steps": [10, 10]})") << "each share once";
    QTest::newRow("rate_steps empty") << QByteArray(R"({"rate_steps": []})") << "\"rate_steps\" is empty";
    QTest::newRow("slo_ns 0") << QByteArray(R"({"slo_ns": 0})") << "\"slo_ns\" holds 0";
    QTest::newRow("slo_ns negative") << QByteArray(R"({"slo_ns": -5})") << "\"slo_ns\"";
    QTest::newRow("too many points") << R"({"bs": )" + list("512") + R"(, "iodepth": )" + list("1") + R"(, "numjobs": )"
                                            + list("1") + "}"
                                     << "1000000 points, more than the 100000";
}

void TestMatrix::jsonErrorsNameTheKey()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, mentions);
    Matrix m;
    QString error;
    QVERIFY(!matrixFromJson(QJsonDocument::fromJson(json).object(), m, error));
    QVERIFY2(error.contains(mentions), qPrintable(error));
}

// A shuffled order moves the points, and each point's rate steps with it.
void TestMatrix::shuffledRateStepsFollowTheirPoint()
{
    Matrix m = matrix({Pattern::RandRead}, {1, 2, 4, 8}, {1}, {100}, {4096, 8192});
    m.order = MatrixOrder::Shuffled;
    m.orderSeed = 7;
    const std::vector<JobSpec> shuffled = m.expand();
    m.rateSteps = {10, 90};
    const std::vector<JobSpec> points = m.expand();
    QCOMPARE(points.size(), shuffled.size() * 3);
    for (size_t i = 0; i < shuffled.size(); ++i) {
        QCOMPARE(describe(points[3 * i]), describe(shuffled[i]));
        QCOMPARE(describe(points[3 * i + 1]), describe(shuffled[i]) + QStringLiteral(" step10%"));
        QCOMPARE(describe(points[3 * i + 2]), describe(shuffled[i]) + QStringLiteral(" step90%"));
    }
    QCOMPARE(m.pointCount(), uint64_t(points.size()));
}

void TestMatrix::rateStepBaseIsThePointBefore()
{
    Matrix m = matrix({Pattern::RandRead}, {1, 32}, {1}, {100}, {4096});
    m.sweeps.front().rateIops = {0, 1000};
    m.rateSteps = {50, 100};
    const std::vector<JobSpec> points = m.expand();
    // qd1: unthrottled, 50 %, 100 %, at 1000; qd32 the same.
    QCOMPARE(points.size(), size_t(8));
    const std::vector<int> bases{-1, 0, 0, -1, -1, 4, 4, -1};
    for (size_t i = 0; i < points.size(); ++i)
        QCOMPARE(rateStepBase(points, i), bases[i]);
    QCOMPARE(rateStepBase(points, 99), -1);
    QCOMPARE(m.pointCount(), uint64_t(8));
}

void TestMatrix::rateStepIops_data()
{
    QTest::addColumn<double>("iops");
    QTest::addColumn<int>("share");
    QTest::addColumn<qulonglong>("workers");
    QTest::addColumn<qulonglong>("rate");
    QTest::newRow("half of 2000, one job") << 2000.0 << 50 << 1ULL << 1000ULL;
    QTest::newRow("a quarter over 4 jobs") << 12345.6 << 25 << 4ULL << 772ULL;              // 771.6 up
    QTest::newRow("rounding error stays whole") << 0.1 * 3 * 1000 << 70 << 1ULL << 210ULL;  // 210.00000000000003
    QTest::newRow("all of it") << 999.2 << 100 << 1ULL << 1000ULL;
    QTest::newRow("at least 1") << 3.0 << 10 << 8ULL << 1ULL;
    QTest::newRow("no workers counts as one") << 100.0 << 50 << 0ULL << 50ULL;
}

void TestMatrix::rateStepIops()
{
    QFETCH(double, iops);
    QFETCH(int, share);
    QFETCH(qulonglong, workers);
    QFETCH(qulonglong, rate);
    QCOMPARE(qulonglong(surfio::rateStepIops(iops, share, workers)), rate);
}

// A step's IOPS are its share of its point's: steady state watches the point.
void TestMatrix::steadyStateTracksNoRateStep()
{
    Matrix m = matrix({Pattern::RandWrite}, {1}, {1}, {0}, {4096});
    m.rateSteps = {50};
    const std::vector<JobSpec> points = m.expand();
    QCOMPARE(points.size(), size_t(2));
    QVERIFY(tracks(SteadyStateTracker{4096, 0}, points[0]));
    QVERIFY(!tracks(SteadyStateTracker{4096, 0}, points[1]));
}

void TestMatrix::jsonRatesAndSteps()
{
    Matrix m = matrix({Pattern::RandRead}, {1, 4}, {1}, {100}, {4096});
    m.sweeps.front().rateIops = {0, 500, 1000};
    m.sweeps.push_back(Sweep{});  // unthrottled alone: no "rate_iops" in the file
    m.rateSteps = {10, 50, 90};
    m.slo = 250us;
    const QJsonObject json = matrixToJson(m);
    const QJsonArray sweeps = json.value(QStringLiteral("sweeps")).toArray();
    QCOMPARE(sweeps.at(0).toObject().value(QStringLiteral("rate_iops")).toArray(), (QJsonArray{0, 500, 1000}));
    QVERIFY(!sweeps.at(1).toObject().contains(QStringLiteral("rate_iops")));
    QVERIFY(!json.contains(QStringLiteral("rate_iops")));
    QCOMPARE(json.value(QStringLiteral("rate_steps")).toArray(), (QJsonArray{10, 50, 90}));
    QCOMPARE(json.value(QStringLiteral("slo_ns")).toDouble(), 250000.0);
    Matrix back;
    QString error;
    QVERIFY2(matrixFromJson(json, back, error), qPrintable(error));
    QCOMPARE(back.sweeps, m.sweeps);
    QCOMPARE(back.rateSteps, m.rateSteps);
    QCOMPARE(back.slo, m.slo);
    QCOMPARE(describe(back.expand()), describe(m.expand()));
    QCOMPARE(matrixToJson(back), json);
    // Without steps, none in the file; without an SLO, the default 1 ms.
    m.rateSteps.clear();
    QVERIFY(!matrixToJson(m).contains(QStringLiteral("rate_steps")));
    QVERIFY2(matrixFromJson(QJsonObject{}, back, error), qPrintable(error));
    QCOMPARE(back.slo, Nanoseconds(1ms));
    QVERIFY(back.rateSteps.empty());
}

// Before rates were swept, "rate_iops" was one number at the top: it still is every sweep's.
void TestMatrix::jsonBaseRateOfOlderFiles_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QStringList>("points");
    QTest::newRow("a number beside sweeps")
        << QByteArray(R"({"rate_iops": 500, "sweeps": [{"iodepth": [1, 4]}, {"bs": [8192]}]})")
        << lines("randread qd1 j1 r100 bs4096 rate500\n"
                 "randread qd4 j1 r100 bs4096 rate500\n"
                 "randread qd1 j1 r100 bs8192 rate500");
    QTest::newRow("0 beside sweeps, as every older file has it")
        << QByteArray(R"({"rate_iops": 0, "sweeps": [{}]})") << lines("randread qd1 j1 r100 bs4096");
    QTest::newRow("a sweep's own list wins")
        << QByteArray(R"({"rate_iops": 500, "sweeps": [{}, {"rate_iops": [0, 100]}]})")
        << lines("randread qd1 j1 r100 bs4096 rate500\n"
                 "randread qd1 j1 r100 bs4096\n"
                 "randread qd1 j1 r100 bs4096 rate100");
    QTest::newRow("a number at the top of one sweep")
        << QByteArray(R"({"rate_iops": 700})") << lines("randread qd1 j1 r100 bs4096 rate700");
    QTest::newRow("a list at the top of one sweep") << QByteArray(R"({"rate_iops": [700, 0]})")
                                                    << lines("randread qd1 j1 r100 bs4096 rate700\n"
                                                             "randread qd1 j1 r100 bs4096");
}

void TestMatrix::jsonBaseRateOfOlderFiles()
{
    QFETCH(QByteArray, json);
    QFETCH(QStringList, points);
    Matrix m;
    QString error;
    QVERIFY2(matrixFromJson(QJsonDocument::fromJson(json).object(), m, error), qPrintable(error));
    QCOMPARE(describe(m.expand()), points);
}

QTEST_GUILESS_MAIN(TestMatrix)
#include "tst_matrix.moc"
