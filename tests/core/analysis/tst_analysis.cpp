// The analysis of a whole result: which points form a limits group or a load
// curve, which runs count, and what reaches the JSON, the CSV and the
// terminal table. The fits themselves have their own tests (tst_roofline,
// tst_regimes, tst_load_curve); here the results are built by hand.
#include "core/analysis/analysis.h"
#include "core/analysis/analysis_json.h"
#include "core/analysis/analysis_text.h"
#include "core/result/result_csv.h"
#include "core/result/result_json.h"
#include "core/result/result_table.h"

#include <QJsonArray>
#include <QLocale>
#include <QTest>

#include <algorithm>

using namespace surfio;
using namespace Qt::Literals::StringLiterals;

namespace {

// One finished run of a point: `iops` reads (or writes) a second for one
// second, at a latency of `latencyNs`.
JobResult run(int point, Pattern pattern, uint64_t bs, uint32_t depth, double iops, double latencyNs = 100e3)
{
    JobResult r;
    r.point = point;
    r.spec.pattern = pattern;
    r.spec.blockSize = bs;
    r.spec.queueDepth = depth;
    r.seconds = 1;
    DirectionTotals& d = r.spec.effectiveReadPercent() == 0 ? r.write : r.read;
    d.ios = uint64_t(iops);
    d.bytes = uint64_t(iops) * bs;
    d.latSumNs = latencyNs * iops;
    for (int i = 0; i < 100; ++i)
        d.histogram.add(uint64_t(latencyNs));
    return r;
}

// A volume at 3,000 IOPS and 24 MiB/s, swept over 1 KiB … 1 MiB at QD 32.
ResultSet cappedSweep(Pattern pattern = Pattern::RandRead)
{
    ResultSet results;
    int point = 0;
    for (uint64_t bs = 1024; bs <= (1u << 20); bs *= 2)
        results.points.append(run(point++, pattern, bs, 32, std::min(3000.0, 24.0 * (1 << 20) / double(bs))));
    return results;
}

// A group that looks capped at `iops` (and at 1 GiB/s from 64 KiB), at one
// depth and number of jobs, over 4 KiB … 256 KiB.
void addPlateau(ResultSet& results, uint32_t depth, uint32_t jobs, double iops)
{
    for (uint64_t bs = 4096; bs <= 256 * 1024; bs *= 2) {
        results.points.append(run(int(results.points.size()), Pattern::RandRead, bs, depth,
                                  std::min(iops, double(1u << 30) / double(bs))));
        results.points.last().spec.jobs = jobs;
    }
}

const LimitsGroup* groupAt(const Analysis& a, uint32_t depth, uint32_t jobs)
{
    for (const LimitsGroup& g : a.limits)
        if (g.iodepth == depth && g.jobs == jobs)
            return &g;
    return nullptr;
}

// A burst: 20,000 IOPS for 4 s, then 5,000 for 6 s, in 100-ms samples.
void addBurst(JobResult& r)
{
    std::vector<IntervalSample> samples;
    for (int i = 1; i <= 100; ++i) {
        IntervalSample s;
        s.t = 0.1 * i;
        s.seconds = 0.1;
        const double iops = s.t <= 4.0 ? 20000 : 5000;
        s.read.ios = uint64_t(iops * 0.1 * (1 + 0.01 * ((i * 7) % 5 - 2)));
        s.read.bytes = s.read.ios * r.spec.blockSize;
        samples.push_back(s);
    }
    r.samples = SharedVector<IntervalSample>(std::move(samples));
}

}  // namespace

class TestAnalysis : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void blockSizeSweepIsOneLimitsGroup()
    {
        const Analysis a = analyze(cappedSweep(), 1e6);
        QCOMPARE(a.limits.size(), 1);
        const LimitsGroup& g = a.limits.first();
        QVERIFY(g.fit.fitted);
        QCOMPARE(g.direction, FitDirection::Read);
        QCOMPARE(g.points.size(), 11);
        QVERIFY2(std::abs(g.fit.iopsLimit - 3000) < 30, qPrintable(QString::number(g.fit.iopsLimit)));
        QVERIFY(std::abs(g.fit.bandwidthLimit - 24.0 * (1 << 20)) < 0.01 * 24.0 * (1 << 20));
        int index = -1;
        QCOMPARE(a.limitsOf(0, &index), &g);
        QCOMPARE(index, 0);
        QCOMPARE(g.fit.bounds[0], Bound::Iops);
        QCOMPARE(g.fit.bounds[10], Bound::Bandwidth);
        QVERIFY2(limitsVerdict(g).contains(QStringLiteral("IOPS-limited at")), qPrintable(limitsVerdict(g)));
    }

    // One I/O at a time measures latency, not a cap; and a plateau that a
    // deeper group of the same points goes past was latency at that depth.
    // Limits are read only from points deep enough to saturate.
    void qd1VerdictIsLatency_data()
    {
        QTest::addColumn<uint32_t>("depth");
        QTest::addColumn<uint32_t>("jobs");
        QTest::addColumn<double>("plateau");
        QTest::addColumn<uint32_t>("deeperDepth");  // 0: no deeper group
        QTest::addColumn<double>("deeperPlateau");
        QTest::addColumn<int>("bound");  // LatencyBound
        QTest::addColumn<QString>("verdictStart");

        const auto one = int(LatencyBound::OneAtATime), deeper = int(LatencyBound::DeeperWentOn),
                   no = int(LatencyBound::No);
        QTest::newRow("QD1 alone, flat like a cap")
            << 1u << 1u << 23064.0 << 0u << 0.0 << one << u"latency-bound at QD 1: one I/O at a time"_s;
        QTest::newRow("QD1 beside a QD8 at 96.7k")
            << 1u << 1u << 23064.0 << 8u << 96700.0 << one << u"latency-bound at QD 1: one I/O at a time"_s;
        QTest::newRow("QD2 below a QD8 at 96.7k")
            << 2u << 1u << 40000.0 << 8u << 96700.0 << deeper
            << u"latency-bound at QD 2: QD 8 reached %1 IOPS at 4 KiB"_s.arg(QLocale().toString(96700));
        QTest::newRow("QD1 × 4 jobs on a 3,000 cap") << 1u << 4u << 3000.0 << 0u << 0.0 << no << u"IOPS-limited at"_s;
        QTest::newRow("QD8 and QD32 on one 3,000 cap")
            << 8u << 1u << 3000.0 << 32u << 3030.0 << no << u"IOPS-limited at"_s;
    }
    void qd1VerdictIsLatency()
    {
        QFETCH(uint32_t, depth);
        QFETCH(uint32_t, jobs);
        QFETCH(double, plateau);
        QFETCH(uint32_t, deeperDepth);
        QFETCH(double, deeperPlateau);
        QFETCH(int, bound);
        QFETCH(QString, verdictStart);

        ResultSet results;
        addPlateau(results, depth, jobs, plateau);
        if (deeperDepth)
            addPlateau(results, deeperDepth, 1, deeperPlateau);
        const Analysis a = analyze(results, 1e6);
        const LimitsGroup* g = groupAt(a, depth, jobs);
        QVERIFY(g);
        QVERIFY(g->fit.fitted);
        const QString verdict = limitsVerdict(*g);
        QVERIFY2(verdict.startsWith(verdictStart), qPrintable(verdict));
        QCOMPARE(int(g->latencyBound), bound);
        const QJsonObject json = toJson(a).value(u"limits"_s).toArray().first().toObject();
        if (bound == int(LatencyBound::No)) {
            QVERIFY(g->fit.iopsLimit > 0);
            return;
        }
        QVERIFY2(!verdict.contains(u"limited"_s), qPrintable(verdict));
        QVERIFY2(verdict.contains(u"up to %1 IOPS"_s.arg(QLocale().toString(qRound64(plateau)))), qPrintable(verdict));
        QCOMPARE(g->fit.iopsLimit, 0.0);
        QCOMPARE(g->fit.bandwidthLimit, 0.0);
        QVERIFY(std::all_of(g->fit.bounds.begin(), g->fit.bounds.end(), [](Bound b) { return b == Bound::Neither; }));
        QVERIFY(json.value(u"iops_limit"_s).isNull());
        QCOMPARE(json.value(u"latency_bound"_s).toString(),
                 bound == int(LatencyBound::OneAtATime) ? u"one-at-a-time"_s : u"deeper-went-on"_s);
        if (deeperDepth)
            QVERIFY2(limitsVerdict(*groupAt(a, deeperDepth, 1)).startsWith(u"IOPS-limited"_s),
                     qPrintable(limitsVerdict(*groupAt(a, deeperDepth, 1))));
    }

    // Points that differ in more than block size are separate groups; a
    // group of two block sizes has nothing to say.
    void groupsSplitByEverythingButBlockSize()
    {
        ResultSet results = cappedSweep();
        const int n = int(results.points.size());
        for (int i = 0; i < 3; ++i)
            results.points.append(run(n + i, Pattern::RandRead, 4096u << i, 8, 1000));
        results.points.append(run(n + 3, Pattern::RandWrite, 4096, 32, 900));
        results.points.append(run(n + 4, Pattern::RandWrite, 8192, 32, 900));
        const Analysis a = analyze(results, 1e6);
        QCOMPARE(a.limits.size(), 2);
        QVERIFY(a.limitsOf(n + 3) == nullptr);
        QCOMPARE(a.limitsOf(n)->iodepth, 8u);
    }

    // A run that failed or was stopped does not count for its point.
    // Points that differ only in their target count form one host-limit
    // group (and stay apart in the limits groups): 25,000 IOPS per volume up
    // to a host of 100,000, named in the JSON and the summary.
    void targetCountsAreOneHostGroup()
    {
        ResultSet results;
        const std::vector<uint32_t> counts{1, 2, 4, 8, 12};
        for (uint32_t n : counts) {
            for (uint64_t bs : {4096u, 8192u, 16384u}) {
                JobResult r = run(int(results.points.size()), Pattern::RandRead, bs, 32,
                                  std::min(25000.0 * n, 100000.0) * 4096 / double(bs));
                r.spec.targets.assign(n, "/dev/sdx");
                r.spec.jobs = 12;
                results.points.append(r);
            }
        }
        const Analysis a = analyze(results);
        QCOMPARE(a.hostLimit.size(), 3);  // one per block size
        const HostLimitGroup& g = a.hostLimit.front();
        QCOMPARE(g.blockSize, uint64_t(4096));
        QCOMPARE(g.targets, (QList<uint32_t>{1, 2, 4, 8, 12}));
        QCOMPARE(hostLimitShapeName(g.iops.shape), "saturating");
        QCOMPARE(g.iops.hostLimit, 100000.0);
        QCOMPARE(g.iops.reachedAt, 4u);
        QCOMPARE(a.limits.size(), int(counts.size()));  // a limits group per count, not one mixing them
        const QJsonObject host = toJson(a)[u"host_limit"_s].toArray().first().toObject();
        QCOMPARE(host[u"iops"_s].toObject()[u"host_limit"_s].toDouble(), 100000.0);
        QCOMPARE(host[u"iops"_s].toObject()[u"reached_at_targets"_s].toInt(), 4);
        QCOMPARE(host[u"points"_s].toArray().size(), 5);
        const QString summary = analysisSummary(a);
        QVERIFY2(summary.contains(u"Host, randread · 4 KiB"_s), qPrintable(summary));
        QVERIFY2(summary.contains(u"the host's limit is "_s + QLocale().toString(100000) + u" IOPS"_s),
                 qPrintable(summary));
    }

    void failedRunsTakeNoPart()
    {
        ResultSet results = cappedSweep();
        results.points[0].error = std::string("EIO");
        results.points[1].stopped = true;
        const Analysis a = analyze(results, 1e6);
        QCOMPARE(a.limits.size(), 1);
        QCOMPARE(a.limits.first().points.size(), 9);
        QVERIFY(a.limitsOf(0) == nullptr);
    }

    void writesAreFittedOnWrites()
    {
        const Analysis a = analyze(cappedSweep(Pattern::RandWrite), 1e6);
        QCOMPARE(a.limits.size(), 1);
        QCOMPARE(a.limits.first().direction, FitDirection::Write);
        QVERIFY(a.limits.first().fit.iopsLimit > 2900);
    }

    void burstIsTheRunsRegimes()
    {
        ResultSet results;
        results.points.append(run(0, Pattern::RandRead, 4096, 32, 10000));
        addBurst(results.points[0]);
        results.points.append(run(1, Pattern::RandRead, 8192, 32, 10000));  // no samples: nothing to say
        const Analysis a = analyze(results, 1e6);
        QCOMPARE(a.regimes.size(), 1);
        QCOMPARE(a.regimes.first().point, 0);
        QCOMPARE(a.regimes.first().regimes.kind, RegimeKind::Burst);
        QVERIFY(a.regimesOf(1).isEmpty());
        const QString csv = toCsv(results);
        QVERIFY2(csv.section(u'\n', 1, 1).contains(QStringLiteral(",burst,")), qPrintable(csv));
    }

    void slowFirstTrialIsFlagged()
    {
        ResultSet results;
        results.matrix.trials = 3;
        const double iops[] = {700, 1000, 1010};
        for (int t = 0; t < 3; ++t) {
            results.points.append(run(0, Pattern::RandRead, 4096, 1, iops[t]));
            results.points.last().trial = t;
        }
        const Analysis a = analyze(results, 1e6);
        QCOMPARE(a.firstRun.size(), 1);
        QVERIFY(std::abs(a.firstRun.first().ratio - 700.0 / 1005.0) < 0.01);
        QVERIFY(a.firstRunOf(0) != nullptr);
    }

    // Depths 1 … 64 against a device that serves 50,000 IOPS at most, each
    // I/O taking 20 µs when alone: a load curve whose best point under a
    // 1-ms SLO is the deepest one within it.
    void depthSweepIsOneLoadCurve()
    {
        ResultSet results;
        int point = 0;
        for (uint32_t qd = 1; qd <= 64; qd *= 2) {
            const double iops = std::min(qd / 20e-6, 50000.0);
            results.points.append(run(point++, Pattern::RandRead, 4096, qd, iops, qd / iops * 1e9));
        }
        const Analysis a = analyze(results, 1e6);
        QCOMPARE(a.load.size(), 1);
        const LoadCurve& c = a.load.first().curve;
        QCOMPARE(int(c.points.size()), 7);
        QVERIFY(c.knee >= 0);
        QVERIFY(c.bestUnderSlo >= 0);
        for (const LoadPoint& p : c.points)
            QVERIFY(p.p99LatencyNs > 1e6 || p.iops <= c.points[size_t(c.bestUnderSlo)].iops);
        QVERIFY2(loadVerdict(a.load.first(), 1e6).contains(QStringLiteral("knee at QD")),
                 qPrintable(loadVerdict(a.load.first(), 1e6)));
    }

    // A plan forms a load group as findLoad groups finished points: three
    // that differ only in depth or rate, none with a block-size split.
    void plannedLoadGroup_data()
    {
        QTest::addColumn<QString>("depths");
        QTest::addColumn<QString>("rates");
        QTest::addColumn<QString>("patterns");
        QTest::addColumn<bool>("split");
        QTest::addColumn<bool>("planned");
        QTest::newRow("three depths") << u"1,2,4"_s << u"0"_s << u"randread"_s << false << true;
        QTest::newRow("two depths") << u"1,2"_s << u"0"_s << u"randread"_s << false << false;
        QTest::newRow("two depths of two patterns") << u"1,2"_s << u"0"_s << u"randread,randwrite"_s << false << false;
        QTest::newRow("three rates at one depth") << u"32"_s << u"1000,2000,3000"_s << u"randread"_s << false << true;
        QTest::newRow("two depths by two rates: no curve of three")
            << u"1,2"_s << u"0,1000"_s << u"randread"_s << false << false;
        QTest::newRow("three depths by two rates") << u"1,2,4"_s << u"0,1000"_s << u"randread"_s << false << true;
        QTest::newRow("a block-size split") << u"1,2,4"_s << u"0"_s << u"randread"_s << true << false;
    }

    void plannedLoadGroup()
    {
        QFETCH(QString, depths);
        QFETCH(QString, rates);
        QFETCH(QString, patterns);
        QFETCH(bool, split);
        QFETCH(bool, planned);
        std::vector<JobSpec> specs;
        for (const QString& pattern : patterns.split(u','))
            for (const QString& depth : depths.split(u','))
                for (const QString& rate : rates.split(u',')) {
                    JobSpec s;
                    s.pattern = pattern == u"randread"_s ? Pattern::RandRead : Pattern::RandWrite;
                    s.queueDepth = depth.toUInt();
                    s.rateIops = rate.toULongLong();
                    if (split)
                        s.blockSplit = {{4096, 50}, {65536, 50}};
                    specs.push_back(s);
                }
        QCOMPARE(plansLoadGroup(specs), planned);
    }

    // Rate steps on a depth sweep: one curve over the depths (unthrottled
    // points only) and one over the rates at each depth, never a mix of both.
    void rateStepsMakeACurveOfTheirOwnPerDepth()
    {
        ResultSet results;
        int point = 0;
        for (uint32_t qd : {1u, 4u, 16u}) {
            const double top = std::min(qd / 20e-6, 100000.0);
            results.points.append(run(point++, Pattern::RandRead, 4096, qd, top, qd / top * 1e9));
            for (int share : {25, 50, 75}) {
                JobResult r = run(point++, Pattern::RandRead, 4096, qd, top * share / 100, 20e3);
                r.spec.rateSharePercent = share;
                r.spec.rateIops = uint64_t(top * share / 100);
                results.points.append(r);
            }
        }
        const Analysis a = analyze(results, 1e6);
        QCOMPARE(a.load.size(), 4);  // depths, then the rates at each of the three
        int byDepth = 0;
        for (const LoadGroup& g : a.load) {
            if (!g.byRate) {
                ++byDepth;
                QCOMPARE(int(g.curve.points.size()), 3);
                for (const LoadPoint& p : g.curve.points)
                    QCOMPARE(p.rateIops, uint64_t(0));
            } else {
                QCOMPARE(int(g.curve.points.size()), 4);
                for (const LoadPoint& p : g.curve.points)
                    QCOMPARE(p.iodepth, g.curve.points.front().iodepth);
            }
        }
        QCOMPARE(byDepth, 1);
        QCOMPARE(toJson(a).value(u"load"_s).toArray().first().toObject().value(u"varies"_s).toString(), u"iodepth"_s);
    }

    // A first trial that failed leaves nothing to call the first run.
    void failedFirstTrialIsNoFirstRun()
    {
        ResultSet results;
        results.matrix.trials = 4;
        const double iops[] = {500, 700, 1000, 1010};
        for (int t = 0; t < 4; ++t) {
            results.points.append(run(0, Pattern::RandRead, 4096, 1, iops[t]));
            results.points.last().trial = t;
        }
        results.points[0].error = std::string("EIO");
        QVERIFY(analyze(results, 1e6).firstRun.isEmpty());
    }

    // The JSON block has the shape: a limit not reached is null.
    void jsonShape()
    {
        ResultSet results;
        for (int i = 0; i < 4; ++i)  // bandwidth rising with the size: no limit reached at all
            results.points.append(run(i, Pattern::RandRead, 4096u << i, 1, 1000 * (1 - 0.1 * i)));
        const QJsonObject o = toJson(analyze(results, 2e6));
        QCOMPARE(o.value(u"slo_ns"_s).toDouble(), 2e6);
        const QJsonObject g = o.value(u"limits"_s).toArray().first().toObject();
        QCOMPARE(g.value(u"rw"_s).toString(), QStringLiteral("randread"));
        QCOMPARE(g.value(u"rwmixread"_s).toInt(), 100);
        QCOMPARE(g.value(u"iodepth"_s).toInt(), 1);
        QCOMPARE(g.value(u"model"_s).toString(), QStringLiteral("min"));
        QVERIFY(g.value(u"iops_limit"_s).isNull());
        QVERIFY(g.value(u"bw_limit_bytes"_s).isNull());
        QVERIFY(g.value(u"crossover_bs"_s).isNull());
        QCOMPARE(g.value(u"points"_s).toArray().size(), 4);
        QCOMPARE(g.value(u"points"_s).toArray().at(3).toObject().value(u"bs"_s).toDouble(), 32768.0);
        QVERIFY(o.value(u"regimes"_s).isArray() && o.value(u"first_run"_s).isArray() && o.value(u"load"_s).isArray());
    }

    // The result document, the CSV and the terminal table carry it.
    void resultFormatsCarryIt()
    {
        const ResultSet results = cappedSweep();
        const QJsonObject doc = toJson(results);
        QCOMPARE(doc.value(u"analysis"_s).toObject().value(u"limits"_s).toArray().size(), 1);
        const QStringList csv = toCsv(results).split(u'\n');
        const QStringList header = csv.first().split(u',');
        const qsizetype bound = header.indexOf(QStringLiteral("bound"));
        QVERIFY(bound > 0);
        QCOMPARE(csv.at(1).split(u',').at(bound), QStringLiteral("iops"));
        QCOMPARE(csv.at(11).split(u',').at(bound), QStringLiteral("bandwidth"));
        const QString table = resultTable(results);
        QVERIFY2(table.contains(QStringLiteral("Analysis")) && table.contains(QStringLiteral("IOPS-limited at")),
                 qPrintable(table));
    }
};

QTEST_GUILESS_MAIN(TestAnalysis)
#include "tst_analysis.moc"
