#include "ui/views/live_view.h"

#include "core/analysis/analysis.h"
#include "core/analysis/analysis_text.h"
#include "ui/views/point_bands.h"
#include "ui/views/written_chart.h"

#include <QChart>
#include <QChartView>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLineSeries>
#include <QPainter>
#include <QRandomGenerator>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <iterator>
#include <limits>

using namespace surfio;

namespace {

constexpr double kInterval = 0.1;
constexpr double kReadSpike = 9'000'000;  // IOPS, once per point
constexpr double kWriteSpikeNs = 2.5e9;   // p99, once per point

// A run of `points` points of `perPoint` samples each. With spikes, each
// point has one read IOPS spike and one write p99 spike that decimation must
// keep; without, it looks like a real run.
QList<JobResult> syntheticRun(int points, int perPoint, bool spikes = true)
{
    static const uint64_t sizes[] = {4096, 65536, 1 << 20, 8192, 131072};
    static const int mixes[] = {100, 65, 0, 50, 95};
    QRandomGenerator rng(1234);
    QList<JobResult> run;
    for (int p = 0; p < points; ++p) {
        JobResult r;
        r.point = p;
        r.spec.pattern = Pattern::RandReadWrite;
        r.spec.blockSize = sizes[p % 5];
        r.spec.readPercent = mixes[p % 5];
        r.spec.queueDepth = 32;
        const int read = r.spec.effectiveReadPercent();
        const double iops = 200'000.0 / (1 + double(r.spec.blockSize) / 65536);
        for (int i = 0; i < perPoint; ++i) {
            IntervalSample s;
            s.seconds = kInterval;
            s.t = (i + 1) * kInterval;
            const double wobble = 0.9 + rng.bounded(0.2);
            const auto ios = [&](double share) { return uint64_t(iops * share * wobble * kInterval); };
            if (read > 0) {
                s.read.ios = spikes && i == perPoint / 3 ? uint64_t(kReadSpike * kInterval) : ios(read / 100.0);
                s.read.bytes = s.read.ios * r.spec.blockSize;
                s.read.meanLatNs = 80'000 * wobble;
                s.read.p99LatNs = 300'000 * wobble;
            }
            if (read < 100) {
                s.write.ios = ios((100 - read) / 100.0);
                s.write.bytes = s.write.ios * r.spec.blockSize;
                s.write.meanLatNs = 120'000 * wobble;
                s.write.p99LatNs =
                    spikes && i == perPoint / 2 ? kWriteSpikeNs : 900'000 * wobble * (rng.bounded(50) == 0 ? 4 : 1);
            }
            r.samples.push_back(s);
        }
        r.seconds = perPoint * kInterval;
        run.append(r);
    }
    return run;
}

// Feeds a run the way the runner does: point by point, in ~10 Hz batches.
void feedLive(LiveView& view, const QList<JobResult>& run, int batch)
{
    for (int p = 0; p < run.size(); ++p) {
        view.beginPoint(p, run[p].spec);
        const auto& samples = run[p].samples;
        for (std::ptrdiff_t i = 0; i < std::ssize(samples); i += batch) {
            const std::ptrdiff_t end = std::min(std::ssize(samples), i + batch);
            view.addSamples(p, QList<IntervalSample>(samples.begin() + i, samples.begin() + end));
        }
    }
}

// The charts on show (the temperature chart only once a sample has a temperature).
QList<QChart*> charts(const LiveView& view)
{
    QList<QChart*> out;
    for (QChartView* v : view.findChildren<QChartView*>())
        if (v->isVisibleTo(&view))
            out.append(v->chart());
    return out;
}

QList<PointBands*> bandsOf(const QChart* chart)
{
    QList<PointBands*> out;
    for (QGraphicsItem* item : chart->childItems()) {
        if (auto* bands = dynamic_cast<PointBands*>(item))
            out.append(bands);
    }
    return out;
}

QList<QLineSeries*> seriesNamed(const LiveView& view, const QString& name)
{
    QList<QLineSeries*> out;
    for (QChart* chart : charts(view)) {
        for (QAbstractSeries* s : chart->series()) {
            if (s->name() == name)
                out.append(static_cast<QLineSeries*>(s));
        }
    }
    return out;
}

double maxY(const QList<QLineSeries*>& series)
{
    double m = -std::numeric_limits<double>::infinity();
    for (const QLineSeries* s : series) {
        for (const QPointF& p : s->points())
            m = std::max(m, p.y());
    }
    return m;
}

// Lets the charts lay out (posted layout requests), then asks the view
// until its 10 Hz refresh has brought the lines up to date, relayouts that
// refresh caused included.
bool settle(const LiveView& view)
{
    for (int pass = 0; pass < 3; ++pass) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        if (!QTest::qWaitFor([&] { return view.isUpToDate(); }, 5000))
            return false;
    }
    return true;
}

// On screen, as a person sees it: a view never shown keeps relaying out
// its charts, so its lines are never reported up to date.
void showAndWait(LiveView& view)
{
    view.resize(1000, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
}

bool sameSeries(const LiveView& a, const LiveView& b)
{
    const QList<QChart*> ca = charts(a);
    const QList<QChart*> cb = charts(b);
    for (int c = 0; c < ca.size(); ++c) {
        const auto sa = ca[c]->series();
        const auto sb = cb[c]->series();
        if (ca[c]->plotArea() != cb[c]->plotArea() || sa.size() != sb.size())
            return false;
        for (int s = 0; s < sa.size(); ++s) {
            if (static_cast<QLineSeries*>(sa[s])->points() != static_cast<QLineSeries*>(sb[s])->points())
                return false;
        }
    }
    return true;
}

// A 4 KiB random read run of 100-ms samples at `first` IOPS until
// `change` seconds and `then` IOPS after, each sample within ±3 %: a burst
// that drains its credits, or with first == then one level.
JobResult levelsRun(double first, double change, double then, double seconds)
{
    JobResult r;
    r.spec.pattern = Pattern::RandRead;
    r.spec.blockSize = 4096;
    r.spec.readPercent = 100;
    r.spec.queueDepth = 32;
    r.seconds = seconds;
    QRandomGenerator rng(17);
    const int n = int(std::lround(seconds / kInterval));
    for (int i = 0; i < n; ++i) {
        IntervalSample s;
        s.seconds = kInterval;
        s.t = (i + 1) * kInterval;
        const double iops = s.t <= change + 1e-9 ? first : then;
        s.read.ios = uint64_t(iops * (0.97 + rng.bounded(0.06)) * kInterval);
        s.read.bytes = s.read.ios * 4096;
        s.read.meanLatNs = 32 / iops * 1e9;
        s.read.p99LatNs = 3 * s.read.meanLatNs;
        r.read.ios += s.read.ios;
        r.read.bytes += s.read.bytes;
        r.samples.push_back(s);
    }
    return r;
}

// A write-only run of 1 MiB blocks over 100-ms samples: 2,000 MB/s until
// `cacheGib` GiB are written (a drive's SLC cache), 500 MB/s after.
JobResult cacheRun(double cacheGib, double seconds)
{
    JobResult r;
    r.spec.pattern = Pattern::Write;
    r.spec.blockSize = 1 << 20;
    r.spec.readPercent = 0;
    r.seconds = seconds;
    double written = 0;
    for (int i = 0; i < int(std::lround(seconds / kInterval)); ++i) {
        IntervalSample s;
        s.seconds = kInterval;
        s.t = (i + 1) * kInterval;
        const double mbps = written < cacheGib * double(1ULL << 30) ? 2000e6 : 500e6;
        s.write.ios = uint64_t(mbps * kInterval) >> 20;
        s.write.bytes = s.write.ios << 20;
        s.write.meanLatNs = 500'000;
        s.write.p99LatNs = 900'000;
        written += double(s.write.bytes);
        r.write.ios += s.write.ios;
        r.write.bytes += s.write.bytes;
        r.samples.push_back(s);
    }
    return r;
}

JobResult burstRun()
{
    return levelsRun(20'000, 4, 5'000, 10);
}

JobResult steadyRun()
{
    return levelsRun(5'000, 10, 5'000, 10);
}

// One finished run, fed as the runner does.
void runLive(LiveView& view, int index, const JobResult& run)
{
    view.beginPoint(index, run.spec);
    view.addSamples(index, QList<IntervalSample>(run.samples.begin(), run.samples.end()));
    view.finishPoint(index, run);
}

QList<PointBands::Regime> regimesOf(const QChart* chart)
{
    return bandsOf(chart).front()->regimes();
}

QString verdictOf(const LiveView& view)
{
    return view.findChild<QLabel*>(QStringLiteral("regimes"))->text();
}

// How violet a pixel is: the regimes' tint over a white plot.
int tintAt(const QImage& image, QPointF at)
{
    const QColor c = image.pixelColor(at.toPoint());
    return c.blue() - c.green();
}

}  // namespace

class TestLiveView : public QObject {
    Q_OBJECT
private:
    static constexpr int kPoints = 5;
    static constexpr int kPerPoint = 40'000;  // 200,000 samples in all
    QList<JobResult> run_ = syntheticRun(kPoints, kPerPoint);

private Q_SLOTS:
    // A reference run (File → Compare with…) under the live one: each live
    // point gets the reference's samples of the same point on its own
    // stretch of the clock, no longer than the live point runs (1.5 s of the
    // reference's 2); a point the reference lacks gets none.
    void referenceRunsUnderTheLiveOne()
    {
        LiveView view;
        view.resize(1200, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        ResultSet reference;
        reference.points = syntheticRun(2, 20, false);  // 4 KiB and 64 KiB, 2 s each
        view.setReference(reference, QStringLiteral("ref.json"), allSpecKeys());
        QList<JobResult> live = syntheticRun(3, 30, false);  // the same two, then 1 MiB; 3 s of samples each
        for (JobResult& run : live)
            run.spec.runtime = std::chrono::milliseconds(1500);
        feedLive(view, live, 5);
        QVERIFY(settle(view));
        const QString name = QStringLiteral("ref.json (reference)");
        QList<double> xs;
        for (const QLineSeries* series : seriesNamed(view, name))
            for (const QPointF& p : series->points())
                xs.append(p.x());
        QVERIFY2(!xs.isEmpty(), "no reference line");
        for (double x : xs)
            QVERIFY2((x > 0.05 && x < 1.55) || (x > 3.05 && x < 4.55), qPrintable(QString::number(x)));
        QVERIFY(std::any_of(xs.begin(), xs.end(), [](double x) { return x > 3.05; }));
        view.setReference({}, {}, {});
        QVERIFY(settle(view));
        for (const QLineSeries* series : seriesNamed(view, QStringLiteral(" (reference)")))
            QCOMPARE(series->count(), 0);
    }

    void seriesStayNearTwicePlotWidth()
    {
        LiveView view;
        view.resize(1200, 900);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        feedLive(view, run_, 200);
        QVERIFY(settle(view));
        const QList<QChart*> all = charts(view);
        QCOMPARE(all.size(), 3);
        for (QChart* chart : all) {
            const int width = int(chart->plotArea().width());
            QVERIFY(width > 500);
            // Each line of the chart, summed over the pieces it breaks into.
            QHash<QString, int> points;
            // (The reference's line stays empty: no run is compared.)
            for (QAbstractSeries* s : chart->series())
                if (!s->name().endsWith(QStringLiteral("(reference)")))
                    points[s->name()] += int(static_cast<QLineSeries*>(s)->count());
            for (auto it = points.cbegin(); it != points.cend(); ++it) {
                QVERIFY2(it.value() > 0, qPrintable(it.key()));
                QVERIFY2(
                    it.value() <= 2 * width + 8,
                    qPrintable(QStringLiteral("%1: %2 points for %3 px").arg(it.key()).arg(it.value()).arg(width)));
            }
        }
    }

    // The lines keep their buckets, not their samples: a window made wider
    // after the run still gets finer lines, as fine as a fresh view that size.
    void widerWindowGetsFinerLines()
    {
        const auto pointsOf = [](const LiveView& view) {
            int n = 0;
            for (const QLineSeries* s : seriesNamed(view, QStringLiteral("Read")))
                n += int(s->count());
            return n;
        };
        LiveView view;
        view.resize(600, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        feedLive(view, run_, 200);
        QVERIFY(settle(view));
        const int narrow = pointsOf(view);
        view.resize(1500, 900);
        QVERIFY(settle(view));
        LiveView fresh;
        fresh.resize(1500, 900);
        fresh.show();
        QVERIFY(QTest::qWaitForWindowExposed(&fresh));
        feedLive(fresh, run_, 200);
        QVERIFY(settle(fresh));
        QVERIFY2(pointsOf(view) > narrow * 3 / 2,
                 qPrintable(QStringLiteral("%1 then %2").arg(narrow).arg(pointsOf(view))));
        QVERIFY(sameSeries(view, fresh));
    }

    // Gaps early in a long run split a line into many pieces; as the buckets
    // widen the gaps close, and the pieces' series must go with them.
    void closedGapsLeaveNoSeriesBehind()
    {
        LiveView view;
        view.resize(1000, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        auto sample = [](int i, bool readIdle) {
            IntervalSample s;
            s.t = (i + 1) * 0.1;
            s.seconds = 0.1;
            s.read = {readIdle ? 0u : 500u, readIdle ? 0u : 500u * 4096, 100'000, 200'000};
            s.write = {200, 200ULL * 4096, 300'000, 600'000};
            return s;
        };
        QList<IntervalSample> gapped;
        for (int i = 0; i < 200; ++i)
            gapped.append(sample(i, i % 10 == 5));
        view.addSamples(0, gapped);
        QVERIFY(settle(view));
        const auto readP99 = [&] { return seriesNamed(view, QStringLiteral("Read p99")); };
        QVERIFY2(readP99().size() >= 10, qPrintable(QString::number(readP99().size())));
        // 2,000 s more without a gap: a bucket now spans seconds, and every
        // early gap shares its bucket with reads.
        for (int batch = 0; batch < 20; ++batch) {
            QList<IntervalSample> more;
            for (int i = 0; i < 1000; ++i)
                more.append(sample(200 + batch * 1000 + i, false));
            view.addSamples(0, more);
        }
        QVERIFY(settle(view));
        const QList<QLineSeries*> left = readP99();
        QCOMPARE(left.size(), 1);
        QVERIFY(left.front()->count() > 0);
    }

    void spikesSurviveDecimation()
    {
        LiveView view;
        view.resize(1000, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        feedLive(view, run_, 500);
        QVERIFY(settle(view));
        QCOMPARE(maxY(seriesNamed(view, QStringLiteral("Read"))), kReadSpike);
        QCOMPARE(maxY(seriesNamed(view, QStringLiteral("Write p99"))), std::log10(kWriteSpikeNs));
    }

    // Point 2 only writes: no read latency there, and no line bridging it.
    void latencyBreaksWhereADirectionIsIdle()
    {
        LiveView view;
        view.resize(1000, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setResults(run_);
        QVERIFY(settle(view));
        const double idleFrom = 2 * kPerPoint * kInterval;
        const double idleTo = 3 * kPerPoint * kInterval;
        QList<QLineSeries*> pieces;
        for (QLineSeries* s : seriesNamed(view, QStringLiteral("Read p99"))) {
            if (s->count() > 0)
                pieces.append(s);
        }
        QCOMPARE(pieces.size(), 2);
        QVERIFY(pieces[0]->points().back().x() <= idleFrom);
        QVERIFY(pieces[1]->points().front().x() > idleTo);
        // Read IOPS is a number in every interval: 0 there, one unbroken line.
        QCOMPARE(seriesNamed(view, QStringLiteral("Read")).size(), 2);  // IOPS and MB/s
    }

    void pointBoundariesFollowTheRun()
    {
        LiveView view;
        feedLive(view, run_, 1000);
        QVERIFY(settle(view));
        for (QChart* chart : charts(view)) {
            const auto bands = bandsOf(chart);
            QCOMPARE(bands.size(), 1);
            const auto& list = bands.front()->bands();
            QCOMPARE(list.size(), kPoints);
            for (int p = 0; p < kPoints; ++p) {
                QCOMPARE(list[p].start, p * kPerPoint * kInterval);
                QCOMPARE(list[p].end, (p + 1) * kPerPoint * kInterval);
            }
        }
        const auto top = bandsOf(charts(view).front()).front()->bands();
        QCOMPARE(top[1].label, QStringLiteral("64 KiB · 65% read"));
        QCOMPARE(top[2].label, QStringLiteral("1 MiB · write"));
    }

    // When the block size does not tell the points apart, the labels name
    // what does: here the depth, then the jobs and the access order.
    void labelsNameWhatDiffers()
    {
        QList<JobResult> run = run_;
        for (int p = 0; p < run.size(); ++p) {
            run[p].spec.blockSize = 4096;
            run[p].spec.readPercent = 100;
            run[p].spec.pattern = Pattern::RandRead;
            run[p].spec.queueDepth = uint32_t(1) << (2 * p);
        }
        LiveView view;
        showAndWait(view);
        view.setResults(run);
        QVERIFY(settle(view));
        auto top = bandsOf(charts(view).front()).front()->bands();
        QCOMPARE(top.size(), run.size());
        QCOMPARE(top[0].label, QStringLiteral("QD 1"));
        QCOMPARE(top[1].label, QStringLiteral("QD 4"));
        QCOMPARE(top[1].shortLabel, QStringLiteral("Q4"));

        run[1].spec.jobs = 4;
        run[2].spec.pattern = Pattern::Read;
        view.setResults(run);
        QVERIFY(settle(view));
        top = bandsOf(charts(view).front()).front()->bands();
        QCOMPARE(top[1].label, QStringLiteral("random · QD 4 · ") + PointBands::tr("%n job(s)", nullptr, 4));
        QCOMPARE(top[2].label, QStringLiteral("sequential · QD 16 · ") + PointBands::tr("%n job(s)", nullptr, 1));
    }

    void secondPointStartsWhereTheFirstEnded()
    {
        LiveView view;
        view.beginPoint(0, run_[0].spec);
        view.addSamples(0, {run_[0].samples[0], run_[0].samples[1]});
        view.beginPoint(1, run_[1].spec);
        view.addSamples(1, {run_[1].samples[0]});
        QVERIFY(settle(view));
        const auto read = seriesNamed(view, QStringLiteral("Read")).front()->points();
        QCOMPARE(read.size(), 3);
        QCOMPARE(read.back().x(), 2 * kInterval + kInterval);
    }

    // Trials and steady-state rounds run a point again: each run gets its own
    // stretch of the clock rather than piling onto the first.
    void aPointRunAgainGetsItsOwnStretch()
    {
        LiveView view;
        view.beginPoint(0, run_[0].spec);
        view.addSamples(0, {run_[0].samples[0], run_[0].samples[1]});
        view.beginPoint(0, run_[0].spec);  // trial 2
        view.addSamples(0, {run_[0].samples[0], run_[0].samples[1]});
        QList<JobResult> saved{run_[0], run_[0]};
        saved[1].trial = 1;
        LiveView replay;
        showAndWait(replay);
        replay.setResults(saved);
        QVERIFY(settle(replay));
        for (LiveView* v : {&view, &replay}) {
            double lastX = -1;
            int count = 0;
            for (const QLineSeries* s : seriesNamed(*v, QStringLiteral("Read")))
                for (const QPointF& p : s->points()) {
                    lastX = std::max(lastX, p.x());
                    ++count;
                }
            QVERIFY2(count >= 4, QByteArray::number(count));
            // Two samples of 0.1 s each, twice: the second run ends at 0.4 s, not 0.2 s.
            QVERIFY2(lastX > run_[0].samples[1].t * 1.5, QByteArray::number(lastX));
        }
    }

    void setResultsReproducesTheLiveSeries()
    {
        LiveView live;
        LiveView replay;
        for (LiveView* v : {&live, &replay}) {
            v->resize(1100, 800);
            v->show();
            QVERIFY(QTest::qWaitForWindowExposed(v));
        }
        feedLive(live, run_, 300);
        replay.setResults(run_);
        QTRY_VERIFY_WITH_TIMEOUT(sameSeries(live, replay), 5000);
        const QList<QChart*> a = charts(live);
        const QList<QChart*> b = charts(replay);
        QCOMPARE(a.size(), b.size());
        for (int c = 0; c < a.size(); ++c) {
            QCOMPARE(a[c]->plotArea(), b[c]->plotArea());
            const auto sa = a[c]->series();
            const auto sb = b[c]->series();
            QCOMPARE(sa.size(), sb.size());
            for (int s = 0; s < sa.size(); ++s) {
                QCOMPARE(sa[s]->name(), sb[s]->name());
                QCOMPARE(static_cast<QLineSeries*>(sa[s])->points(), static_cast<QLineSeries*>(sb[s])->points());
            }
        }
    }

    // A drive's temperature, read once a second, gets a chart under the
    // others, one unbroken line through the samples that have none, and the
    // time axis moves under it; without temperatures it stays hidden.
    void temperatureChartShowsOnlyWithReadings()
    {
        LiveView view;
        view.resize(1000, 900);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setResults(run_);
        QVERIFY(settle(view));
        QCOMPARE(charts(view).size(), 3);
        QVERIFY(seriesNamed(view, QStringLiteral("Hottest drive")).isEmpty());
        const auto timeLabelsShown = [&] {
            QList<bool> shown;
            for (QChart* chart : charts(view))
                shown.append(chart->axes(Qt::Horizontal).front()->labelsVisible());
            return shown;
        };
        QCOMPARE(timeLabelsShown(), (QList<bool>{false, false, true}));

        QList<JobResult> warm = syntheticRun(2, 100, false);
        for (int p = 0; p < warm.size(); ++p) {
            std::vector<IntervalSample> samples = warm[p].samples.get();
            for (size_t i = 0; i < samples.size(); i += 10)
                samples[i].temperatureC = 40 + 5 * p + 0.5 * double(i / 10);
            warm[p].samples = samples;
        }
        view.clear();
        feedLive(view, warm, 7);
        QVERIFY(settle(view));
        QCOMPARE(charts(view).size(), 4);
        QCOMPARE(timeLabelsShown(), (QList<bool>{false, false, false, true}));
        const QList<QLineSeries*> line = seriesNamed(view, QStringLiteral("Hottest drive"));
        QCOMPARE(line.size(), 1);
        QCOMPARE(line.front()->count(), 20);  // a reading in one sample of ten, no gaps between them
        QCOMPARE(maxY(line), 49.5);
        QCOMPARE(line.front()->points().front(), QPointF(warm[0].samples[0].t, 40));
        QVERIFY(line.front()->chart()->axes(Qt::Vertical).front()->property("max").toDouble() >= 49.5);
        const QString dir = qEnvironmentVariable("SURFIO_RENDER_DIR");
        if (!dir.isEmpty())
            QVERIFY(view.grab().save(QDir(dir).filePath(QStringLiteral("live_view_temperature.png"))));

        LiveView replay;
        replay.resize(1000, 900);
        replay.show();
        QVERIFY(QTest::qWaitForWindowExposed(&replay));
        replay.setResults(warm);
        QTRY_VERIFY_WITH_TIMEOUT(sameSeries(view, replay), 5000);

        view.clear();
        QVERIFY(settle(view));
        QCOMPARE(charts(view).size(), 3);
        QCOMPARE(timeLabelsShown(), (QList<bool>{false, false, true}));
    }

    // A burst (20,000 IOPS for 4 s, then 5,000): two regimes in the run's
    // stretch of every chart, the levels of each in the IOPS and MB/s
    // charts, and the verdict above them; wherever the run sits on the clock.
    void aBurstIsShadedInItsStretch_data()
    {
        QTest::addColumn<bool>("afterASteadyPoint");
        QTest::newRow("first point") << false;
        QTest::newRow("after a steady point") << true;
    }
    void aBurstIsShadedInItsStretch()
    {
        QFETCH(bool, afterASteadyPoint);
        LiveView view;
        const JobResult burst = burstRun();
        double start = 0;
        if (afterASteadyPoint) {
            runLive(view, 0, steadyRun());
            start = 10;
        }
        runLive(view, afterASteadyPoint ? 1 : 0, burst);
        QVERIFY(settle(view));
        const QList<QChart*> all = charts(view);
        QCOMPARE(all.size(), 3);
        for (QChart* chart : all) {
            const QList<PointBands::Regime> regimes = regimesOf(chart);
            QCOMPARE(regimes.size(), 2);
            QCOMPARE(regimes[0].start, start);
            QVERIFY2(std::fabs(regimes[0].end - (start + 4)) <= 0.15, QByteArray::number(regimes[0].end));
            QCOMPARE(regimes[1].start, regimes[0].end);
            QCOMPARE(regimes[1].end, start + 10);
            QCOMPARE(regimes[0].index, 0);
            QCOMPARE(regimes[1].index, 1);
        }
        const struct {
            QChart* chart;
            double first, then;
        } levels[] = {{all[0], 20'000, 5'000}, {all[1], 20'000 * 4096 / 1e6, 5'000 * 4096 / 1e6}};
        for (const auto& [chart, first, then] : levels) {
            const QList<PointBands::Regime> regimes = regimesOf(chart);
            QCOMPARE(regimes[0].levels.size(), 1);  // reads only
            QVERIFY2(std::fabs(regimes[0].levels[0].value / first - 1) < 0.03,
                     QByteArray::number(regimes[0].levels[0].value));
            QVERIFY2(std::fabs(regimes[1].levels[0].value / then - 1) < 0.03,
                     QByteArray::number(regimes[1].levels[0].value));
        }
        QVERIFY(regimesOf(all[2]).front().levels.isEmpty());  // latency: tinted only
        const QString verdict = regimesVerdict(*regimesOfRun(burst));
        QVERIFY(verdict.startsWith(QStringLiteral("burst at ")));
        QCOMPARE(verdictOf(view), QStringLiteral("Point %1: %2").arg(afterASteadyPoint ? 2 : 1).arg(verdict));
    }

    void aSteadyRunIsNotShaded()
    {
        LiveView view;
        runLive(view, 0, steadyRun());
        QVERIFY(settle(view));
        for (QChart* chart : charts(view))
            QVERIFY(regimesOf(chart).isEmpty());
        QVERIFY(verdictOf(view).isEmpty());
    }

    // The charts hold the whole run's timeline: the burst's tint stays in
    // its own stretch while the next point runs unshaded; a new run clears it.
    void theNextPointStartsUnshaded()
    {
        LiveView view;
        runLive(view, 0, burstRun());
        const JobResult next = steadyRun();
        view.beginPoint(1, next.spec);
        view.addSamples(1, QList<IntervalSample>(next.samples.begin(), next.samples.begin() + 30));
        QVERIFY(settle(view));
        for (QChart* chart : charts(view)) {
            const QList<PointBands::Regime> regimes = regimesOf(chart);
            QCOMPARE(regimes.size(), 2);
            QCOMPARE(regimes.back().end, 10.0);  // where the next point began
            QCOMPARE(bandsOf(chart).front()->bands().back().start, 10.0);
        }
        view.finishPoint(1, next);
        QCOMPARE(regimesOf(charts(view).front()).size(), 2);
        QVERIFY(verdictOf(view).startsWith(QStringLiteral("Point 1: burst")));

        view.clear();
        for (QChart* chart : charts(view))
            QVERIFY(regimesOf(chart).isEmpty());
        QVERIFY(verdictOf(view).isEmpty());
    }

    // What a person sees: the burst's stretch tinted more strongly than the
    // sustained one's, both unlike the plain plot of a steady run.
    void theTintIsPainted()
    {
        const auto render = [](const JobResult& run, QImage& image, QRectF& area) {
            LiveView view;
            view.resize(1000, 800);
            view.show();
            if (!QTest::qWaitForWindowExposed(&view))
                return false;
            runLive(view, 0, run);
            if (!settle(view))
                return false;
            QChart* chart = charts(view).front();
            area = chart->plotArea();
            image = QImage(chart->size().toSize(), QImage::Format_ARGB32);
            image.fill(Qt::white);
            QPainter painter(&image);
            chart->scene()->render(&painter, QRectF(image.rect()), chart->sceneBoundingRect());
            return true;
        };
        QImage burst, steady;
        QRectF area, steadyArea;
        QVERIFY(render(burstRun(), burst, area));
        QVERIFY(render(steadyRun(), steady, steadyArea));
        // Low in the plot, under the lines and between grid lines (the axis's steps are 2,500 at least).
        const qreal y = area.bottom() - area.height() * 0.04;
        const auto at = [&](const QRectF& a, double seconds) {
            return QPointF(a.left() + a.width() * seconds / 10, y);
        };
        const int burstTint = tintAt(burst, at(area, 2));
        const int sustainedTint = tintAt(burst, at(area, 7));
        QVERIFY2(burstTint > sustainedTint * 3 / 2,
                 qPrintable(QStringLiteral("%1 %2").arg(burstTint).arg(sustainedTint)));
        QVERIFY2(sustainedTint > 5, QByteArray::number(sustainedTint));
        QCOMPARE(tintAt(steady, at(steadyArea, 2)), 0);
        QCOMPARE(tintAt(steady, at(steadyArea, 7)), 0);
    }

    // A saved result shows the regimes the live run showed.
    void setResultsShadesAsTheLiveRunDid()
    {
        const QList<JobResult> run{steadyRun(), burstRun()};
        LiveView live;
        runLive(live, 0, run[0]);
        runLive(live, 1, run[1]);
        QList<JobResult> saved = run;
        saved[1].point = 1;
        LiveView replay;
        showAndWait(replay);
        replay.setResults(saved);
        QVERIFY(settle(replay));
        const QList<QChart*> a = charts(live);
        const QList<QChart*> b = charts(replay);
        for (int c = 0; c < a.size(); ++c) {
            const QList<PointBands::Regime> ra = regimesOf(a[c]);
            const QList<PointBands::Regime> rb = regimesOf(b[c]);
            QCOMPARE(rb.size(), 2);
            for (int i = 0; i < ra.size(); ++i) {
                QCOMPARE(rb[i].start, ra[i].start);
                QCOMPARE(rb[i].end, ra[i].end);
                QCOMPARE(rb[i].levels.size(), ra[i].levels.size());
            }
        }
        QCOMPARE(verdictOf(replay), verdictOf(live));
    }

    // "GiB written" shows read and write MB/s against the GiB the run had
    // written, on through its points: each x is the cumulative GiB. The time
    // charts step aside and come back with "Time"; the drop is said in GiB.
    void bandwidthAgainstGibWritten()
    {
        LiveView view;
        showAndWait(view);
        const JobResult cache = cacheRun(3, 6);
        runLive(view, 0, cache);
        runLive(view, 1, cache);
        QVERIFY(settle(view));
        QVERIFY2(verdictOf(view).contains(QStringLiteral("GiB written")), qPrintable(verdictOf(view)));
        auto* written = view.findChild<WrittenChart*>(QStringLiteral("writtenChart"));
        QVERIFY(written && !written->isVisibleTo(&view));
        view.findChild<QToolButton*>(QStringLiteral("writtenButton"))->click();
        QVERIFY(written->isVisibleTo(&view));
        QCOMPARE(charts(view), QList<QChart*>{written->chart()});
        QCOMPARE(written->chart()->axes(Qt::Horizontal).value(0)->titleText(), QStringLiteral("GiB written"));
        QVERIFY(settle(view));
        std::vector<double> cumulative;
        double gib = 0;
        for (int point = 0; point < 2; ++point)
            for (const IntervalSample& s : cache.samples) {
                gib += double(s.write.bytes) / double(1ULL << 30);
                cumulative.push_back(gib);
            }
        const QList<QLineSeries*> lines = seriesNamed(view, QStringLiteral("Write"));
        QVERIFY(!lines.isEmpty());
        double last = 0;
        for (const QLineSeries* line : lines)
            for (const QPointF& p : line->points()) {
                QVERIFY2(std::any_of(cumulative.begin(), cumulative.end(),
                                     [&p](double c) { return std::fabs(p.x() - c) < 1e-9; }),
                         qPrintable(QString::number(p.x())));
                last = std::max(last, p.x());
            }
        QCOMPARE(last, gib);
        QVERIFY(maxY(lines) > 1900 && maxY(lines) < 2100);
        view.findChild<QToolButton*>(QStringLiteral("timeButton"))->click();
        QVERIFY(!written->isVisibleTo(&view));
        QVERIFY(charts(view).size() >= 3);
        view.clear();
        QCOMPARE(written->writtenGib(), 0.0);
    }

    void clearEmptiesEverything()
    {
        LiveView view;
        view.setResults(run_);
        view.clear();
        QVERIFY(settle(view));
        for (QChart* chart : charts(view)) {
            for (QAbstractSeries* s : chart->series())
                QCOMPARE(static_cast<QLineSeries*>(s)->count(), 0);
            QCOMPARE(bandsOf(chart).front()->bands().size(), 0);
        }
    }

    void exportsPngAndSvg()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        LiveView view;
        view.resize(1000, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setResults(run_);
        QVERIFY(settle(view));

        const QString png = dir.filePath(QStringLiteral("live.png"));
        QVERIFY(view.exportImage(png));
        const QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() > 500);

        const QString svg = dir.filePath(QStringLiteral("live.SVG"));
        QVERIFY(view.exportImage(svg));
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(text.contains("<svg"));
        QVERIFY(text.size() > 10'000);
        QVERIFY(QSvgRenderer(text).isValid());

        QVERIFY(!view.exportImage(dir.filePath(QStringLiteral("live.bmpx"))));
        QVERIFY(!view.exportImage(dir.filePath(QStringLiteral("live"))));
        QVERIFY(!view.exportImage(dir.filePath(QStringLiteral("missing/dir/live.png"))));
        QVERIFY(!view.exportImage(dir.filePath(QStringLiteral("missing/dir/live.svg"))));
    }

    void exportsBeforeBeingShown()
    {
        QTemporaryDir dir;
        LiveView view;
        view.resize(900, 700);
        view.setResults(run_);
        const QString png = dir.filePath(QStringLiteral("hidden.png"));
        QVERIFY(view.exportImage(png));
        const QImage image(png);
        QVERIFY(!image.isNull());
        const QString out = qEnvironmentVariable("SURFIO_RENDER_DIR");
        if (!out.isEmpty())
            image.save(QDir(out).filePath(QStringLiteral("live_view_hidden_export.png")));
    }

    // For a person to look at: SURFIO_RENDER_DIR=/tmp ./tst_live_view render
    void render()
    {
        const QString dir = qEnvironmentVariable("SURFIO_RENDER_DIR");
        if (dir.isEmpty())
            QSKIP("set SURFIO_RENDER_DIR to save renders");
        LiveView view;
        view.resize(700, 520);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(settle(view));
        QVERIFY(view.grab().save(QDir(dir).filePath(QStringLiteral("live_view_empty_small.png"))));
        const JobResult first = syntheticRun(1, 40, false).front();
        view.beginPoint(0, first.spec);
        view.addSamples(0, QList<IntervalSample>(first.samples.begin(), first.samples.end()));
        QVERIFY(settle(view));
        QVERIFY(view.grab().save(QDir(dir).filePath(QStringLiteral("live_view_start_small.png"))));
        view.clear();
        view.resize(1100, 850);
        runLive(view, 0, steadyRun());
        runLive(view, 1, burstRun());
        runLive(view, 2, levelsRun(3'000, 3, 9'000, 8));
        QVERIFY(settle(view));
        QVERIFY(view.grab().save(QDir(dir).filePath(QStringLiteral("live_view_regimes.png"))));
        for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
            view.clear();
            view.resize(size - QSize(0, 120));  // the window's menu, tabs and status bar take the rest
            runLive(view, 0, cacheRun(3, 6));
            runLive(view, 1, cacheRun(3, 6));
            const QString name = QStringLiteral("live_view_cache_%1_%2.png").arg(size.width());
            QVERIFY(settle(view));
            QVERIFY(view.grab().save(QDir(dir).filePath(name.arg(QStringLiteral("time")))));
            view.findChild<QToolButton*>(QStringLiteral("writtenButton"))->click();
            QVERIFY(settle(view));
            QTest::qWait(100);  // renders for a person, never in CI: the chart's queued relayout
            QVERIFY(view.grab().save(QDir(dir).filePath(name.arg(QStringLiteral("written")))));
            view.findChild<QToolButton*>(QStringLiteral("timeButton"))->click();
        }
        view.clear();
        view.resize(1100, 850);
        feedLive(view, syntheticRun(5, 300, false), 10);
        QVERIFY(settle(view));
        QVERIFY(view.grab().save(QDir(dir).filePath(QStringLiteral("live_view.png"))));
        view.setResults(syntheticRun(8, 20'000, false));
        QVERIFY(settle(view));
        QVERIFY(view.grab().save(QDir(dir).filePath(QStringLiteral("live_view_long.png"))));
        QVERIFY(view.exportImage(QDir(dir).filePath(QStringLiteral("live_view_export.png"))));
        const QString svg = QDir(dir).filePath(QStringLiteral("live_view_export.svg"));
        QVERIFY(view.exportImage(svg));
        // The SVG drawn back, to compare with the PNG.
        QSvgRenderer renderer(svg);
        QImage drawn(renderer.defaultSize(), QImage::Format_ARGB32);
        drawn.fill(Qt::white);
        QPainter painter(&drawn);
        renderer.render(&painter);
        painter.end();
        QVERIFY(drawn.save(QDir(dir).filePath(QStringLiteral("live_view_export_svg.png"))));
    }
};

QTEST_MAIN(TestLiveView)
#include "tst_live_view.moc"
