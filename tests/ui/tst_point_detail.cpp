#include "ui/views/point_detail.h"

#include "core/analysis/analysis.h"
#include "core/analysis/analysis_text.h"
#include "core/result/point_summary.h"
#include "core/text/units.h"
#include "render/scale_axis.h"
#include "ui/views/point_bands.h"
#include "ui/views/written_chart.h"

#include <QChart>
#include <QChartView>
#include <QDir>
#include <QFontMetricsF>
#include <QLabel>
#include <QLineSeries>
#include <QStackedWidget>
#include <QTest>
#include <QToolButton>

#include <cmath>
#include <random>

using namespace surfio;

namespace {

JobResult knownPoint()
{
    JobResult r;
    r.spec.targets = {"/dev/loop7"};
    r.spec.pattern = Pattern::RandReadWrite;
    r.spec.blockSize = 4096;
    r.spec.readPercent = 70;
    r.spec.queueDepth = 32;
    r.spec.jobs = 4;
    r.engine.name = "io_uring";
    r.engine.ringFlagNames = "SINGLE_ISSUER|DEFER_TASKRUN|COOP_TASKRUN|CQSIZE";
    r.engine.registeredBuffers = true;
    r.engine.registeredFiles = true;
    TargetInfo target;
    target.path = "/dev/loop7";
    target.ioPath = "/dev/loop7";
    target.kind = TargetKind::BlockDevice;
    target.size = 1ULL << 30;
    r.targets.push_back(target);
    r.seconds = 10;

    // Read: a body around 80 µs, a shoulder at 400 µs and a tail reaching 12 ms.
    const auto addRead = [&](uint64_t ns, int n) {
        for (int i = 0; i < n; ++i) {
            r.read.histogram.add(ns + uint64_t(i % 50) * 500);
            r.read.latSumNs += double(ns);
        }
        r.read.ios += uint64_t(n);
    };
    addRead(80'000, 90'000);
    addRead(400'000, 9'000);
    addRead(2'000'000, 900);
    addRead(12'000'000, 100);
    r.read.bytes = r.read.ios * 4096;
    // Write: slower, narrower.
    for (int i = 0; i < 40'000; ++i)
        r.write.histogram.add(150'000 + uint64_t(i % 200) * 1000);
    r.write.histogram.add(40'000'000);
    r.write.ios = 40'001;
    r.write.bytes = r.write.ios * 4096;
    r.write.latSumNs = 40'001 * 250'000.0;

    for (int i = 0; i < 100; ++i) {
        IntervalSample s;
        s.t = (i + 1) * 0.1;
        s.seconds = 0.1;
        s.read.ios = 1000 + uint64_t(i % 7) * 10;
        s.read.bytes = s.read.ios * 4096;
        s.read.meanLatNs = 90'000;
        s.read.p99LatNs = 2'000'000 + i * 1000.0;
        s.write.ios = 400;
        s.write.bytes = s.write.ios * 4096;
        s.write.meanLatNs = 250'000;
        s.write.p99LatNs = 380'000;
        r.samples.push_back(s);
    }
    return r;
}

// What a file on ext4 on a loop device over a file on the disk saw, and a busy worker.
void addObservations(JobResult& r)
{
    r.targets.front().devices = {{"loop7", {}, {}}, {"vda1", "vda", "loop7"}};
    DiskUtil loop;
    loop.name = "loop7";
    loop.readIos = 99'800;
    loop.writeIos = 40'001;
    loop.readMerges = 12;
    loop.readSectors = 99'800ULL * 8;
    loop.writeSectors = 40'001ULL * 8;
    loop.readTicks = 8'100;
    loop.writeTicks = 10'200;
    loop.inQueue = 283'000;
    loop.util = 99.6;
    loop.msec = 10'000;
    DiskUtil disk = loop;
    disk.name = "vda1";
    disk.readIos = 99'750;
    disk.inQueue = 141'500;
    r.diskUtil = {loop, disk};
    WorkerTotals w;
    w.seconds = 10;
    w.cpu = {10, 1.2, 8.5, 52'000};
    r.workers = {w, w, w, w};
    r.workers[2].cpu.systemSeconds = 8.4;
    r.warnings = {"2 of the 4 worker threads kept a CPU busy 95 % of the measured time or more (the busiest 97 %): the "
                  "CPU that generates the load, not the storage, may be what limits these figures"};
}

// Log-normal latencies with a slow tail, as a real device gives.
JobResult realisticPoint()
{
    JobResult r = knownPoint();
    std::mt19937_64 rng(99);
    std::lognormal_distribution<double> readLat(std::log(90'000.0), 0.3);
    std::lognormal_distribution<double> writeLat(std::log(260'000.0), 0.45);
    std::lognormal_distribution<double> tail(std::log(3'000'000.0), 0.8);
    std::uniform_real_distribution<double> unit(0, 1);
    r.read = {};
    r.write = {};
    for (int i = 0; i < 700'000; ++i) {
        const double ns = unit(rng) < 0.002 ? tail(rng) : readLat(rng);
        r.read.histogram.add(uint64_t(ns));
        r.read.latSumNs += ns;
        ++r.read.ios;
    }
    for (int i = 0; i < 300'000; ++i) {
        const double ns = unit(rng) < 0.004 ? tail(rng) * 2 : writeLat(rng);
        r.write.histogram.add(uint64_t(ns));
        r.write.latSumNs += ns;
        ++r.write.ios;
    }
    r.read.bytes = r.read.ios * 4096;
    r.write.bytes = r.write.ios * 4096;
    for (size_t i = 0; i < r.samples.size(); ++i) {
        IntervalSample& s = r.samples.edit()[i];
        s.read.ios = 7000 + uint64_t(unit(rng) * 300);
        s.write.ios = 3000 + uint64_t(unit(rng) * 150);
        s.read.p99LatNs = 190'000 * (1 + 0.1 * unit(rng)) * (i % 37 == 0 ? 8 : 1);
        s.write.p99LatNs = 780'000 * (1 + 0.1 * unit(rng));
    }
    return r;
}

QXYSeries* seriesByObjectName(const PointDetail& dialog, const QString& name)
{
    for (QChartView* view : dialog.findChildren<QChartView*>()) {
        for (QAbstractSeries* s : view->chart()->series()) {
            if (s->objectName() == name)
                return static_cast<QXYSeries*>(s);
        }
    }
    return nullptr;
}

// A 4 KiB random read run of 100-ms samples at `first` IOPS until
// `change` seconds and `then` IOPS after, each sample within ±3 %.
JobResult levelsRun(double first, double change, double then, double seconds)
{
    JobResult r;
    r.spec.pattern = Pattern::RandRead;
    r.spec.blockSize = 4096;
    r.spec.readPercent = 100;
    r.spec.queueDepth = 32;
    r.seconds = seconds;
    std::mt19937_64 rng(17);
    std::uniform_real_distribution<double> wobble(0.97, 1.03);
    for (int i = 0; i < int(std::lround(seconds / 0.1)); ++i) {
        IntervalSample s;
        s.seconds = 0.1;
        s.t = (i + 1) * 0.1;
        const double iops = s.t <= change + 1e-9 ? first : then;
        s.read.ios = uint64_t(iops * wobble(rng) * s.seconds);
        s.read.bytes = s.read.ios * 4096;
        s.read.meanLatNs = 32 / iops * 1e9;
        s.read.p99LatNs = 3 * s.read.meanLatNs;
        r.read.ios += s.read.ios;
        r.read.bytes += s.read.bytes;
        r.read.latSumNs += double(s.read.ios) * s.read.meanLatNs;
        r.read.histogram.add(uint64_t(s.read.meanLatNs));
        r.samples.push_back(s);
    }
    return r;
}

// A write-only run of 1 MiB blocks over 0.1-s samples: 2,000 MB/s until
// `cacheGib` GiB are written (a drive's SLC cache), 500 MB/s after.
JobResult cacheRun(double cacheGib, double seconds)
{
    JobResult r;
    r.spec.pattern = Pattern::Write;
    r.spec.blockSize = 1 << 20;
    r.spec.readPercent = 0;
    r.seconds = seconds;
    double written = 0;
    for (int i = 0; i < int(std::lround(seconds / 0.1)); ++i) {
        IntervalSample s;
        s.seconds = 0.1;
        s.t = (i + 1) * 0.1;
        const double mbps = written < cacheGib * double(1ULL << 30) ? 2000e6 : 500e6;
        s.write.ios = uint64_t(mbps * s.seconds) >> 20;
        s.write.bytes = s.write.ios << 20;
        s.write.meanLatNs = 500'000;
        s.write.p99LatNs = 900'000;
        written += double(s.write.bytes);
        r.write.ios += s.write.ios;
        r.write.bytes += s.write.bytes;
        r.write.histogram.add(500'000);
        r.samples.push_back(s);
    }
    return r;
}

QList<PointBands::Regime> regimesShown(const PointDetail& dialog)
{
    QList<PointBands::Regime> regimes;
    for (QChartView* view : dialog.findChildren<QChartView*>())
        for (QGraphicsItem* item : view->chart()->childItems())
            if (auto* bands = dynamic_cast<PointBands*>(item))
                regimes += bands->regimes();
    return regimes;
}

}  // namespace

class TestPointDetail : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void histogramHasOnePointPerNonEmptyBucket_data()
    {
        QTest::addColumn<QString>("direction");
        QTest::newRow("read") << QStringLiteral("read");
        QTest::newRow("write") << QStringLiteral("write");
    }
    void histogramHasOnePointPerNonEmptyBucket()
    {
        QFETCH(QString, direction);
        const JobResult point = knownPoint();
        const LatencyHistogram& h = direction == QLatin1String("read") ? point.read.histogram : point.write.histogram;
        PointDetail dialog(point, 2);
        QXYSeries* series = seriesByObjectName(dialog, direction + QStringLiteral("-histogram"));
        QVERIFY(series);
        QList<QPointF> expected;
        for (const LatencyHistogram::Bin& b : h.bins())
            expected.append(QPointF(std::log10(histogram::bucketValue(b.index)), std::log10(double(b.count))));
        QCOMPARE(series->points(), expected);
    }

    void percentileMarkersSitAtThePercentiles_data()
    {
        QTest::addColumn<QString>("direction");
        QTest::addColumn<double>("p");
        QTest::addColumn<QString>("name");
        for (const char* d : {"read", "write"}) {
            QTest::addRow("%s p50", d) << QString::fromLatin1(d) << 50.0 << QStringLiteral("p50");
            QTest::addRow("%s p99", d) << QString::fromLatin1(d) << 99.0 << QStringLiteral("p99");
            QTest::addRow("%s p99.9", d) << QString::fromLatin1(d) << 99.9 << QStringLiteral("p99.9");
        }
    }
    void percentileMarkersSitAtThePercentiles()
    {
        QFETCH(QString, direction);
        QFETCH(double, p);
        QFETCH(QString, name);
        const JobResult point = knownPoint();
        const LatencyHistogram& h = direction == QLatin1String("read") ? point.read.histogram : point.write.histogram;
        PointDetail dialog(point, 0);
        QXYSeries* marker = seriesByObjectName(dialog, direction + QLatin1Char('-') + name);
        QVERIFY(marker);
        QCOMPARE(marker->count(), 2);
        const double x = std::log10(h.percentile(p));
        QCOMPARE(marker->at(0).x(), x);
        QCOMPARE(marker->at(1).x(), x);
        QVERIFY(marker->at(1).y() > marker->at(0).y());
    }

    void idleDirectionHasNoSeries()
    {
        JobResult point = knownPoint();
        point.write = DirectionTotals{};
        for (auto& s : point.samples.edit())
            s.write = {};
        PointDetail dialog(point, 0);
        QVERIFY(!seriesByObjectName(dialog, QStringLiteral("write-histogram")));
        QVERIFY(!seriesByObjectName(dialog, QStringLiteral("write-p99")));
        QVERIFY(seriesByObjectName(dialog, QStringLiteral("read-p99")));
    }

    void timeSeriesFollowTheSamples()
    {
        const JobResult point = knownPoint();
        PointDetail dialog(point, 0);
        QXYSeries* iops = seriesByObjectName(dialog, QStringLiteral("read-iops"));
        QVERIFY(iops);
        QCOMPARE(iops->count(), qsizetype(point.samples.size()));
        QCOMPARE(iops->at(0).y(), point.samples[0].iops(point.samples[0].read));
    }

    // A burst (20,000 IOPS for 4 s, then 5,000) is tinted in the time chart,
    // each regime's level drawn, and said in words with what it does to the
    // mean; a run of one level has none of it.
    void regimesAreShadedAndSaid_data()
    {
        QTest::addColumn<double>("first");
        QTest::addColumn<int>("regimes");
        QTest::newRow("burst") << 20'000.0 << 2;
        QTest::newRow("steady") << 5'000.0 << 0;
    }
    void regimesAreShadedAndSaid()
    {
        QFETCH(double, first);
        QFETCH(int, regimes);
        const JobResult run = levelsRun(first, 4, 5'000, 10);
        PointDetail dialog(run, 0);
        const QList<PointBands::Regime> shown = regimesShown(dialog);
        QCOMPARE(shown.size(), regimes);
        auto* words = dialog.findChild<QLabel*>(QStringLiteral("regimes"));
        if (regimes == 0) {
            QVERIFY(!words);
            return;
        }
        QCOMPARE(shown[0].start, 0.0);
        QVERIFY2(std::fabs(shown[0].end - 4) <= 0.15, QByteArray::number(shown[0].end));
        QCOMPARE(shown[1].start, shown[0].end);
        QCOMPARE(shown[1].end, 10.0);
        QCOMPARE(shown[0].levels.size(), 1);
        QVERIFY2(std::fabs(shown[0].levels[0].value / 20'000 - 1) < 0.03, QByteArray::number(shown[0].levels[0].value));
        QVERIFY2(std::fabs(shown[1].levels[0].value / 5'000 - 1) < 0.03, QByteArray::number(shown[1].levels[0].value));

        QVERIFY(words);
        const Regimes found = *regimesOfRun(run);
        QVERIFY(words->text().startsWith(regimesVerdict(found)));
        QVERIFY(words->text().startsWith(QStringLiteral("burst at ")));
        QVERIFY(words->text().contains(
            QStringLiteral("the mean mixes regimes: sustained level %1 IOPS").arg(formatCount(found.sustainedIops))));
    }

    // "GiB written" puts bandwidth against the GiB written in the time
    // chart's place: each series' x is the run's cumulative GiB written, so
    // a cache that fills after 3 GiB drops at x = 3; "Time" brings the time
    // chart back. A run that wrote nothing has nothing to draw so.
    void bandwidthAgainstGibWritten()
    {
        const JobResult run = cacheRun(3, 6);
        PointDetail dialog(run, 0);
        auto* stack = dialog.findChild<QStackedWidget*>();
        auto* written = dialog.findChild<WrittenChart*>(QStringLiteral("writtenChart"));
        auto* toWritten = dialog.findChild<QToolButton*>(QStringLiteral("writtenButton"));
        auto* toTime = dialog.findChild<QToolButton*>(QStringLiteral("timeButton"));
        QVERIFY(stack && written && toWritten && toTime && toWritten->isEnabled());
        QVERIFY(stack->currentWidget() != written);
        toWritten->click();
        QCOMPARE(stack->currentWidget(), written);
        QCOMPARE(written->chart()->axes(Qt::Horizontal).value(0)->titleText(), QStringLiteral("GiB written"));
        QXYSeries* line = nullptr;
        for (QAbstractSeries* s : written->chart()->series())
            if (s->name() == QStringLiteral("Write") && static_cast<QXYSeries*>(s)->count() > 0)
                line = static_cast<QXYSeries*>(s);
        QVERIFY(line);
        // Every point sits at the GiB written by the end of one of the samples, the last at the total.
        std::vector<double> cumulative;
        double gib = 0;
        for (const IntervalSample& s : run.samples) {
            gib += double(s.write.bytes) / double(1ULL << 30);
            cumulative.push_back(gib);
        }
        for (qsizetype i = 0; i < line->count(); ++i) {
            const double x = line->at(i).x();
            QVERIFY2(
                std::any_of(cumulative.begin(), cumulative.end(), [x](double c) { return std::fabs(x - c) < 1e-9; }),
                qPrintable(QString::number(x)));
        }
        QCOMPARE(line->at(line->count() - 1).x(), gib);
        QVERIFY(line->count() >= qsizetype(run.samples.size()) / 2);
        // The drop sits at 3 GiB on this axis: the last point at 2,000 MB/s is the one that reaches 3 GiB.
        qsizetype lastFast = 0;
        for (qsizetype i = 0; i < line->count(); ++i)
            if (line->at(i).y() > 1000)
                lastFast = i;
        QVERIFY2(std::fabs(line->at(lastFast).x() - 3) < 0.2, qPrintable(QString::number(line->at(lastFast).x())));
        toTime->click();
        QVERIFY(stack->currentWidget() != written);

        PointDetail reads(knownPoint(), 0);
        reads.findChild<QToolButton*>(QStringLiteral("writtenButton"))->click();
        PointDetail readOnly(levelsRun(5'000, 1, 5'000, 2), 0);
        QVERIFY(!readOnly.findChild<QToolButton*>(QStringLiteral("writtenButton"))->isEnabled());
    }

    // The time axis ends near the run's end (a 0.3 s point is not drawn on a
    // second), and the axis titles are whole, not elided, in a short chart.
    void timeChartFitsTheRun_data()
    {
        QTest::addColumn<double>("seconds");
        QTest::addColumn<double>("lowestEnd");
        QTest::addColumn<double>("highestEnd");
        QTest::newRow("0.3 s") << 0.3 << 0.3 << 0.35;
        QTest::newRow("0.5 s") << 0.5 << 0.5 << 0.6;
        QTest::newRow("10 s") << 10.0 << 10.0 << 12.0;
        QTest::newRow("42 s") << 42.0 << 42.0 << 50.0;
    }
    void timeChartFitsTheRun()
    {
        QFETCH(double, seconds);
        QFETCH(double, lowestEnd);
        QFETCH(double, highestEnd);
        PointDetail dialog(levelsRun(5'000, seconds, 5'000, seconds), 0);
        dialog.resize(840, 690);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QChart* chart = seriesByObjectName(dialog, QStringLiteral("read-iops"))->chart();
        const auto* time = qobject_cast<ScaleAxis*>(chart->axes(Qt::Horizontal).value(0));
        QVERIFY(time);
        QVERIFY2(time->max() >= lowestEnd - 1e-9 && time->max() <= highestEnd + 1e-9, QByteArray::number(time->max()));
        QTRY_VERIFY(chart->plotArea().height() > 0);
        for (QAbstractAxis* axis : chart->axes(Qt::Vertical)) {
            const double length = QFontMetricsF(axis->titleFont()).horizontalAdvance(axis->titleText());
            QVERIFY2(length <= chart->plotArea().height(),
                     qPrintable(QStringLiteral("\"%1\" is %2 px along a %3-px axis")
                                    .arg(axis->titleText())
                                    .arg(length)
                                    .arg(chart->plotArea().height())));
        }
    }

    void buildsAndPaintsOffscreen()
    {
        PointDetail dialog(knownPoint(), 4);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(!dialog.grab().isNull());
        PointDetail empty(JobResult{}, 0);
        empty.show();
        QVERIFY(QTest::qWaitForWindowExposed(&empty));
        QVERIFY(!empty.grab().isNull());
    }

    // For a person to look at: SURFIO_RENDER_DIR=/tmp ./tst_point_detail render
    void render()
    {
        const QString dir = qEnvironmentVariable("SURFIO_RENDER_DIR");
        if (dir.isEmpty())
            QSKIP("set SURFIO_RENDER_DIR to save renders");
        JobResult point = realisticPoint();
        addObservations(point);
        PointDetail dialog(point, 11);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTest::qWait(100);  // renders for a person (SURFIO_RENDER_DIR), never in CI: the charts' queued relayout
        QVERIFY(dialog.grab().save(QDir(dir).filePath(QStringLiteral("point_detail.png"))));
        PointDetail empty(JobResult{}, 0);
        empty.show();
        QVERIFY(QTest::qWaitForWindowExposed(&empty));
        QVERIFY(empty.grab().save(QDir(dir).filePath(QStringLiteral("point_detail_empty.png"))));
        PointDetail burst(levelsRun(20'000, 4, 5'000, 10), 0);
        burst.show();
        QVERIFY(QTest::qWaitForWindowExposed(&burst));
        QTest::qWait(100);  // as above
        QVERIFY(burst.grab().save(QDir(dir).filePath(QStringLiteral("point_detail_regimes.png"))));
        for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
            PointDetail cache(cacheRun(3, 6), 0);
            cache.resize(size * 0.9);
            cache.show();
            QVERIFY(QTest::qWaitForWindowExposed(&cache));
            const QString name = QStringLiteral("point_detail_cache_%1_%2.png").arg(size.width());
            QTest::qWait(100);  // as above
            QVERIFY(cache.grab().save(QDir(dir).filePath(name.arg(QStringLiteral("time")))));
            cache.findChild<QToolButton*>(QStringLiteral("writtenButton"))->click();
            QTest::qWait(100);  // as above
            QVERIFY(cache.grab().save(QDir(dir).filePath(name.arg(QStringLiteral("written")))));
        }
    }

    // fio's disk_util per device (a device reached through another says
    // which), the depth asked against the one the devices saw, the CPU and
    // the warnings; an older result shows no such section.
    void showsWhatTheDevicesAndTheCpuDid()
    {
        QLocale::setDefault(QLocale::c());
        JobResult r = knownPoint();
        addObservations(r);
        PointDetail detail(r, 0);
        auto* table = detail.findChild<QWidget*>(QStringLiteral("disk-util"));
        QVERIFY(table);
        QStringList cells;
        for (const QLabel* label : table->findChildren<QLabel*>())
            cells.append(label->text());
        for (const char* expected :
             {"Device", "loop7", "vda1, under loop7", "99800", "12 / 0", "8100 ms", "99.6 %", "28.3", "14.2"})
            QVERIFY2(
                cells.contains(QLatin1String(expected)),
                qPrintable(QLatin1String(expected) + QStringLiteral(" not in ") + cells.join(QStringLiteral(" | "))));
        auto* depth = detail.findChild<QLabel*>(QStringLiteral("device-depth"));
        QVERIFY(depth);
        QVERIFY2(depth->text().contains(QStringLiteral("32 in flight per job × 4 job"))
                     && depth->text().contains(QStringLiteral("had 28.3 in flight")),
                 qPrintable(depth->text()));
        auto* cpu = detail.findChild<QLabel*>(QStringLiteral("cpu"));
        QVERIFY(cpu);
        QVERIFY2(cpu->text().contains(QStringLiteral("12.0 % user, 84.8 % system"))
                     && cpu->text().contains(QStringLiteral("208000 context")),
                 qPrintable(cpu->text()));
        auto* warnings = detail.findChild<QLabel*>(QStringLiteral("warnings"));
        QVERIFY(warnings);
        QVERIFY2(warnings->text().startsWith(QStringLiteral("2 of the 4 worker threads")),
                 qPrintable(warnings->text()));

        PointDetail older(knownPoint(), 0);
        QVERIFY(!older.findChild<QWidget*>(QStringLiteral("observations")));
    }

    void aPointRunSeveralTimesShowsTheSpread()
    {
        QLocale::setDefault(QLocale::c());
        ResultSet set;
        for (int trial = 0; trial < 3; ++trial) {
            JobResult r = knownPoint();
            r.point = 2;
            r.trial = trial;
            r.seconds = 10.0 / (trial == 1 ? 1.3 : trial == 2 ? 0.7 : 1.0);  // IOPS at 1×, 1.3×, 0.7×
            set.points.append(r);
        }
        const PointSummary summary = summarize(set).constFirst();
        QVERIFY(summary.unstable());
        PointDetail detail(set.points.last(), summary);
        QVERIFY(detail.windowTitle().startsWith(QStringLiteral("Point 3")));
        auto* runs = detail.findChild<QLabel*>(QStringLiteral("runs"));
        QVERIFY(runs);
        QVERIFY2(runs->text().contains(QStringLiteral("3 run")), qPrintable(runs->text()));
        QVERIFY2(runs->text().contains(QStringLiteral("trial 3")), qPrintable(runs->text()));
        QVERIFY2(runs->text().contains(QStringLiteral("Unstable")), qPrintable(runs->text()));

        // One run: nothing to spread.
        ResultSet single;
        single.points = {knownPoint()};
        PointDetail one(single.points.first(), summarize(single).constFirst());
        QVERIFY(!one.findChild<QLabel*>(QStringLiteral("runs")));
    }

    // With verify on the header says how many reads were checked, warns when
    // none were, and says so when an older result did not count them.
    void verifySaysWhatItChecked_data()
    {
        QTest::addColumn<bool>("recorded");
        QTest::addColumn<uint64_t>("checked");
        QTest::addColumn<uint64_t>("skipped");
        QTest::addColumn<QStringList>("says");
        QTest::newRow("checked") << true << uint64_t(99'000) << uint64_t(1'000)
                                 << QStringList{QStringLiteral("99000 read"), QStringLiteral("1000 skipped"),
                                                QStringLiteral("386.7 MiB of data")};
        QTest::newRow("nothing checked") << true << uint64_t(0) << uint64_t(100'000)
                                         << QStringList{QStringLiteral("0 read"), QStringLiteral("100000 skipped"),
                                                        QStringLiteral("Verify checked none of its 100000")};
        QTest::newRow("not recorded") << false << uint64_t(0) << uint64_t(0)
                                      << QStringList{QStringLiteral("does not record how many reads")};
    }
    void verifySaysWhatItChecked()
    {
        QFETCH(bool, recorded);
        QFETCH(uint64_t, checked);
        QFETCH(uint64_t, skipped);
        QFETCH(QStringList, says);
        QLocale::setDefault(QLocale::c());
        JobResult r = knownPoint();
        r.spec.verify = VerifyChoice::Crc32c;
        r.verify = {recorded, checked, skipped, checked * 4096};
        PointDetail detail(r, 0);
        auto* verify = detail.findChild<QLabel*>(QStringLiteral("verify"));
        QVERIFY(verify);
        for (const QString& part : says)
            QVERIFY2(verify->text().contains(part), qPrintable(verify->text()));
        QCOMPARE(verify->palette().color(QPalette::WindowText) == QColor(0xb3, 0x5c, 0x00), checked == 0 && recorded);

        PointDetail off(knownPoint(), 0);
        QVERIFY(!off.findChild<QLabel*>(QStringLiteral("verify")));
    }
};

QTEST_MAIN(TestPointDetail)
#include "tst_point_detail.moc"
