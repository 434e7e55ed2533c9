// One host's share of a result from fio's client mode, as the Surface tab and
// the Results table show it: I/Os and bytes of that host's workers over their
// time, latency the I/O-weighted mean of their means; "All hosts" the sum.

#include "core/result/host_results.h"
#include "core/result/point_summary.h"
#include "ui/models/heat_map_model.h"
#include "ui/models/results_model.h"
#include "ui/models/shown_result.h"
#include "ui/surface/surface_view.h"
#include "ui/views/flat_charts_view.h"
#include "ui/widgets/heat_map_chart.h"

#include <QComboBox>
#include <QLabel>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>

using namespace surfio;

namespace {

const QString kHostA = QStringLiteral("10.0.0.2");
const QString kHostB = QStringLiteral("10.0.0.3:9000");

struct Work {
    QString host;
    uint64_t readIos = 0, writeIos = 0;
    double readMeanNs = 0, writeMeanNs = 0;
    double seconds = 1;
};

// A run as fio's client mode gives it: one target per host, one worker per
// host and job, and the totals summed over every worker.
JobResult clientRun(int point, uint64_t blockSize, int readPercent, const QList<Work>& work)
{
    JobResult r;
    r.point = point;
    r.spec.pattern = Pattern::RandReadWrite;
    r.spec.blockSize = blockSize;
    r.spec.readPercent = readPercent;
    r.spec.queueDepth = 16;
    r.spec.engine = EngineChoice::Fio;
    for (const Work& w : work) {
        unsigned target = 0;
        while (target < r.targets.size() && r.targets[target].host != w.host.toStdString())
            ++target;
        if (target == r.targets.size()) {
            TargetInfo t;
            t.host = w.host.toStdString();
            t.path = t.host + ":/data/f";
            t.ioPath = "/data/f";
            r.targets.push_back(t);
        }
        WorkerTotals worker;
        worker.index = unsigned(r.workers.size());
        worker.target = target;
        worker.readIos = w.readIos;
        worker.readBytes = w.readIos * blockSize;
        worker.writeIos = w.writeIos;
        worker.writeBytes = w.writeIos * blockSize;
        worker.readMeanLatNs = w.readMeanNs;
        worker.writeMeanLatNs = w.writeMeanNs;
        worker.seconds = w.seconds;
        r.workers.push_back(worker);
        r.read.ios += w.readIos;
        r.read.bytes += worker.readBytes;
        r.read.latSumNs += w.readMeanNs * double(w.readIos);
        r.write.ios += w.writeIos;
        r.write.bytes += worker.writeBytes;
        r.write.latSumNs += w.writeMeanNs * double(w.writeIos);
        for (uint64_t i = 0; i < w.readIos; i += 10)
            r.read.histogram.add(uint64_t(w.readMeanNs));
        for (uint64_t i = 0; i < w.writeIos; i += 10)
            r.write.histogram.add(uint64_t(w.writeMeanNs));
        r.seconds = std::max(r.seconds, w.seconds);
    }
    return r;
}

// Two points on two hosts; host B runs point 0 with two jobs of unequal time.
ResultSet twoHosts()
{
    ResultSet set;
    set.points.append(clientRun(
        0, 4096, 100,
        {{kHostA, 1000, 0, 100'000, 0, 2.0}, {kHostB, 300, 0, 200'000, 0, 2.0}, {kHostB, 100, 0, 400'000, 0, 1.5}}));
    set.points.append(clientRun(
        1, 65536, 50, {{kHostA, 100, 100, 1'000'000, 3'000'000, 1.0}, {kHostB, 50, 150, 2'000'000, 4'000'000, 1.0}}));
    return set;
}

struct Expected {
    double iops, megabytesPerSecond, meanLatencyNs;
};

void compareFigures(const RunFigures& f, const Expected& e)
{
    QCOMPARE(f.iops, e.iops);
    QVERIFY(qAbs(f.megabytesPerSecond - e.megabytesPerSecond) < 1e-9);
    QVERIFY(qAbs(f.meanLatencyNs - e.meanLatencyNs) < 1e-6);
}

QTableView* heatMap(SurfaceView& view)
{
    return view.findChild<QTableView*>(QStringLiteral("heatMap"));
}

double heatValue(SurfaceView& view, int point)
{
    auto* model = qobject_cast<HeatMapModel*>(heatMap(view)->model());
    return model->indexOfPoint(point).data(HeatMapModel::ValueRole).toDouble();
}

}  // namespace

class TestHostResults : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void namesTheHostsInOrder()
    {
        QCOMPARE(hostsOf(twoHosts()), QStringList({kHostA, kHostB}));
        ResultSet local;
        local.points.append(JobResult{});
        local.points.last().targets.push_back(TargetInfo{});
        QVERIFY(hostsOf(local).isEmpty());
    }

    void figuresPerHostAndTheirSum_data()
    {
        QTest::addColumn<int>("point");
        QTest::addColumn<QString>("host");
        QTest::addColumn<double>("iops");
        QTest::addColumn<double>("megabytesPerSecond");
        QTest::addColumn<double>("meanLatencyNs");
        // Point 0: A 1000 reads in 2 s at 100 µs; B 300 at 200 µs and 100 at
        // 400 µs, its longest job 2 s. The sum: 1400 reads in 2 s.
        QTest::newRow("4k, host A") << 0 << kHostA << 500.0 << 500 * 4096 / 1e6 << 100'000.0;
        QTest::newRow("4k, host B") << 0 << kHostB << 200.0 << 200 * 4096 / 1e6 << 250'000.0;
        QTest::newRow("4k, all hosts") << 0 << QString() << 700.0 << 700 * 4096 / 1e6
                                       << (1000 * 100e3 + 300 * 200e3 + 100 * 400e3) / 1400;
        // Point 1, reads and writes together, 1 s: A 100 at 1 ms + 100 at
        // 3 ms; B 50 at 2 ms + 150 at 4 ms.
        QTest::newRow("64k mix, host A") << 1 << kHostA << 200.0 << 200 * 65536 / 1e6 << 2e6;
        QTest::newRow("64k mix, host B") << 1 << kHostB << 200.0 << 200 * 65536 / 1e6 << 3.5e6;
        QTest::newRow("64k mix, all hosts") << 1 << QString() << 400.0 << 400 * 65536 / 1e6 << 2.75e6;
    }

    void figuresPerHostAndTheirSum()
    {
        QFETCH(int, point);
        QFETCH(QString, host);
        QFETCH(double, iops);
        QFETCH(double, megabytesPerSecond);
        QFETCH(double, meanLatencyNs);
        const ResultSet all = twoHosts();
        const auto run = onHost(all.points[point], host);
        QVERIFY(run);
        compareFigures(figuresOf(*run), {iops, megabytesPerSecond, meanLatencyNs});
        const ResultSet narrowed = onHost(all, host);
        QCOMPARE(narrowed.points.size(), 2);
        compareFigures(figuresOf(narrowed.points[point]), {iops, megabytesPerSecond, meanLatencyNs});
        if (!host.isEmpty()) {
            // Only that host's target and workers, and no percentiles it does not have.
            QCOMPARE(run->targets.size(), size_t(1));
            QCOMPARE(QString::fromStdString(run->targets.front().host), host);
            for (const WorkerTotals& w : run->workers)
                QCOMPARE(w.target, 0u);
            QCOMPARE(run->read.histogram.total() + run->write.histogram.total(), uint64_t(0));
        }
    }

    void theHostsAddUpToTheSum()
    {
        const ResultSet all = twoHosts();
        for (const JobResult& run : all.points) {
            const RunFigures a = figuresOf(*onHost(run, kHostA));
            const RunFigures b = figuresOf(*onHost(run, kHostB));
            QCOMPARE(a.iops + b.iops, figuresOf(run).iops);
        }
    }

    void aHostWithoutAPartIsLeftOut()
    {
        ResultSet set = twoHosts();
        set.points.append(clientRun(2, 8192, 100, {{kHostA, 10, 0, 1000, 0, 1.0}}));
        QVERIFY(!onHost(set.points[2], kHostB));
        QCOMPARE(onHost(set, kHostB).points.size(), 2);
        QVERIFY(!onHost(set.points[0], QStringLiteral("elsewhere")));
    }

    void resultsTableShowsTheChosenHost()
    {
        ShownResult shown;
        ResultsModel model(&shown);
        shown.show(twoHosts());
        QCOMPARE(shown.hosts(), QStringList({kHostA, kHostB}));
        const auto value = [&model](int row, int column) {
            return model.index(row, column).data(ResultsModel::SortRole).toDouble();
        };
        const auto text = [&model](int row, int column) { return model.index(row, column).data().toString(); };
        QCOMPARE(value(0, ResultsModel::TotalIops), 700.0);
        QVERIFY(text(0, ResultsModel::ReadP99) != QStringLiteral("–"));

        shown.setHost(kHostB);
        QCOMPARE(shown.host(), kHostB);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(value(0, ResultsModel::TotalIops), 200.0);
        QCOMPARE(value(0, ResultsModel::ReadIops), 200.0);
        QCOMPARE(value(0, ResultsModel::ReadMeanLat), 250'000.0);
        QCOMPARE(value(1, ResultsModel::WriteIops), 150.0);
        QCOMPARE(value(1, ResultsModel::WriteMeanLat), 4e6);
        QCOMPARE(text(0, ResultsModel::ReadP99), QStringLiteral("–"));  // not known per host
        QVERIFY(!model.index(0, ResultsModel::ReadP99).data(Qt::ToolTipRole).toString().isEmpty());

        shown.setHost(QString());
        QCOMPARE(value(0, ResultsModel::TotalIops), 700.0);
        shown.setHost(QStringLiteral("elsewhere"));  // not a host of these runs: the sum
        QCOMPARE(shown.host(), QString());

        // Points arriving during a run are narrowed as they come.
        ShownResult liveShown;
        ResultsModel live(&liveShown);
        liveShown.addRun(0, twoHosts().points[0]);
        liveShown.setHost(kHostA);
        liveShown.addRun(1, twoHosts().points[1]);
        QCOMPARE(live.index(1, ResultsModel::TotalIops).data(ResultsModel::SortRole).toDouble(), 200.0);
        QCOMPARE(live.index(1, ResultsModel::WriteMeanLat).data(ResultsModel::SortRole).toDouble(), 3e6);
    }

    void surfaceShowsTheChosenHost()
    {
        ShownResult shown;
        SurfaceView view(&shown);
        view.resize(800, 600);
        view.show();
        auto* hostBox = view.findChild<QComboBox*>(QStringLiteral("host"));
        QVERIFY(hostBox);
        shown.show(ResultSet{});
        QVERIFY(!hostBox->isVisibleTo(&view));  // one machine: nothing to choose

        shown.show(twoHosts());
        QVERIFY(hostBox->isVisibleTo(&view));
        QCOMPARE(hostBox->count(), 3);  // all hosts, A, B
        QCOMPARE(hostBox->currentIndex(), 0);
        QCOMPARE(heatValue(view, 0), 700.0);
        QCOMPARE(heatValue(view, 1), 400.0);

        QSignalSpy chosen(&shown, &ShownResult::hostChanged);
        hostBox->setCurrentIndex(2);
        Q_EMIT hostBox->activated(2);  // as the person picks it
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(shown.host(), kHostB);
        QCOMPARE(heatValue(view, 0), 200.0);
        QCOMPARE(heatValue(view, 1), 200.0);

        view.setMetric(SurfaceView::Metric::MeanLatency);
        QCOMPARE(heatValue(view, 0), 0.25);  // ms: the slice reaches 3,500 µs
        QCOMPARE(heatValue(view, 1), 3.5);

        // One host has no p99: the choice is disabled, and a p99 view moves to the mean.
        auto* metrics =
            qobject_cast<QStandardItemModel*>(view.findChild<QComboBox*>(QStringLiteral("metric"))->model());
        QVERIFY(!metrics->item(int(SurfaceView::Metric::P99Latency))->isEnabled());
        shown.setHost(QString());
        QVERIFY(metrics->item(int(SurfaceView::Metric::P99Latency))->isEnabled());
        view.setMetric(SurfaceView::Metric::P99Latency);
        shown.setHost(kHostA);
        QCOMPARE(view.currentMetric(), SurfaceView::Metric::MeanLatency);
        QCOMPARE(heatValue(view, 0), 0.1);  // ms, as host A's slice reaches thousands of µs
        QCOMPARE(hostBox->currentIndex(), 1);
    }

    // The 2D tab shows the same grid as the Surface: the host chosen there
    // is the 2D tab's too, and its p99 goes the same way.
    void twoDChartsFollowTheChosenHost()
    {
        ShownResult shown;
        SurfaceView surface(&shown);
        FlatChartsView flat(&shown);
        flat.setKind(FlatChartsView::Kind::HeatMap);
        shown.show(twoHosts());
        const auto flatValue = [&flat](int point) {
            const HeatMapTable& table = flat.findChild<HeatMapChart*>()->table();
            for (const HeatMapCell& cell : table.cells)
                if (cell.pointIndex == point)
                    return cell.value;
            return -1.0;
        };
        QCOMPARE(flatValue(0), 700.0);
        QCOMPARE(flatValue(1), 400.0);
        flat.setMetric(SurfaceMetric::P99Latency);
        shown.setHost(kHostB);
        QCOMPARE(flat.currentMetric(), SurfaceMetric::MeanLatency);
        flat.setMetric(SurfaceMetric::Iops);
        QCOMPARE(flatValue(0), heatValue(surface, 0));
        QCOMPARE(flatValue(0), 200.0);
        QCOMPARE(flatValue(1), 200.0);
    }

    void surfaceNarrowsALiveRun()
    {
        ShownResult shown;
        SurfaceView view(&shown);
        Matrix m;
        m.sweeps.front().patterns = {Pattern::RandReadWrite};
        m.sweeps.front().queueDepths = {16};
        m.sweeps.front().readPercents = {100, 50};
        m.sweeps.front().blockSizes = {4096, 65536};
        shown.beginRun(m);
        const ResultSet all = twoHosts();
        // Point indices of this matrix: read % outer, block size inner.
        shown.addRun(0, all.points[0]);
        QCOMPARE(shown.hosts(), QStringList({kHostA, kHostB}));
        shown.setHost(kHostA);
        JobResult mixed = all.points[1];
        shown.addRun(3, mixed);
        QCOMPARE(heatValue(view, 0), 500.0);
        QCOMPARE(heatValue(view, 3), 200.0);
        shown.beginRun(m);  // a new run: no host known yet
        QCOMPARE(shown.host(), QString());
    }
};

QTEST_MAIN(TestHostResults)
#include "tst_host_results.moc"
