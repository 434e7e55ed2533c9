// Without OpenGL (QT_QPA_PLATFORM=offscreen) the surface view shows a heat-map
// table; a matrix with one block size or one mix gets a 2D chart.
#include "core/analysis/analysis.h"
#include "core/analysis/promised.h"
#include "core/plot/surface_grid.h"
#include "ui/models/heat_map_model.h"
#include "ui/models/shown_result.h"
#include "ui/surface/block_size_axis_formatter.h"
#include "ui/surface/surface_view.h"
#include "ui/widgets/color_scale_bar.h"

#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QLogValueAxis>
#include <QSet>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QValue3DAxis>
#include <QXYSeries>

using namespace surfio;

Q_DECLARE_METATYPE(surfio::SurfaceView::Metric)

namespace {

// The limits of an analysis, as the window's analysis gives them.
void setLimits(ShownResult& shown, const QList<LimitsGroup>& limits)
{
    Analysis analysis;
    analysis.limits = limits;
    shown.setAnalysis(analysis);
}

// A made-up measurement: one second, IOPS that tell the point's place apart
// (block size in KiB + 10 × read % + 100000 × queue depth), latency from a
// histogram of 1 µs reads and 3 µs writes.
uint64_t madeUpIos(const JobSpec& spec)
{
    return spec.blockSize / 1024 + 10 * uint64_t(spec.effectiveReadPercent()) + 100000 * uint64_t(spec.queueDepth);
}

JobResult measured(const JobSpec& spec, int point = 0, int trial = 0, int round = 0)
{
    JobResult r;
    r.spec = spec;
    r.point = point;
    r.trial = trial;
    r.round = round;
    r.seconds = 1.0;
    const uint64_t ios = madeUpIos(spec);
    r.read.ios = ios * uint64_t(spec.effectiveReadPercent()) / 100;
    r.write.ios = ios - r.read.ios;
    r.read.bytes = r.read.ios * spec.blockSize;
    r.write.bytes = r.write.ios * spec.blockSize;
    r.read.latSumNs = double(r.read.ios) * 1000;
    r.write.latSumNs = double(r.write.ios) * 3000;
    for (uint64_t i = 0; i < r.read.ios; i += 100)
        r.read.histogram.add(1000);
    for (uint64_t i = 0; i < r.write.ios; i += 100)
        r.write.histogram.add(3000);
    return r;
}

double expectedIops(const JobSpec& spec)
{
    return double(madeUpIos(spec));  // in one second
}

// Every made-up point has 100,000 IOPS or more: plotted in thousands, as the
// axis title says, and MB/s (over 10,000 here) in GB/s.
double plotted(double iopsOrMegabytes)
{
    return iopsOrMegabytes / 1000;
}

Matrix mixMatrix()
{
    Matrix m;
    m.sweeps.front().patterns = {Pattern::RandReadWrite};
    m.sweeps.front().queueDepths = {32};
    m.sweeps.front().readPercents = {100, 50, 0};  // descending, as people write it
    m.sweeps.front().blockSizes = {1 << 20, 4096, 65536};
    return m;
}

// The mix matrix with a split after its three sizes.
Matrix splitMatrix()
{
    Matrix m = mixMatrix();
    m.sweeps.front().blockSplits = {{{4096, 60}, {65536, 30}, {1 << 20, 10}}};
    return m;
}

// The same measurement scaled: a trial that ran `factor` times as fast.
JobResult scaled(JobResult r, double factor)
{
    r.seconds /= factor;
    return r;
}

// A volume capped at 5,000 IOPS and 40 MiB/s, swept over 4 KiB … 1 MiB at
// each of `reads` % read, each point on its roof but 1 MiB, at half of it.
ResultSet cappedSweep(const std::vector<int>& reads)
{
    ResultSet set;
    for (const int read : reads) {
        for (uint64_t bs = 4096; bs <= (1u << 20); bs *= 2) {
            JobSpec spec;
            spec.pattern = Pattern::RandReadWrite;
            spec.queueDepth = 32;
            spec.readPercent = read;
            spec.blockSize = bs;
            JobResult r;
            r.spec = spec;
            r.point = int(set.points.size());
            r.seconds = 1.0;
            const double roof = std::min(5000.0, 40.0 * (1 << 20) / double(bs));
            const auto ios = uint64_t(bs == (1u << 20) ? roof / 2 : roof);
            r.read.ios = ios * uint64_t(read) / 100;
            r.write.ios = ios - r.read.ios;
            r.read.bytes = r.read.ios * bs;
            r.write.bytes = r.write.ios * bs;
            set.points.append(r);
        }
    }
    return set;
}

// A volume promising 3,000 IOPS and 24 MiB/s, counting I/Os in 256 KiB
// units: its knee at 8,389 B, and 750 IOPS counted at 1 MiB were it not
// for the bandwidth (24 there).
VolumePromise madeUpPromise()
{
    VolumePromise p;
    p.spec = "made-up:100g";
    p.profile = "made-up";
    p.sizeBytes = 100ULL << 30;
    p.iops = 3000;
    p.bandwidth = 24 << 20;
    p.ioUnitBytes = 256 << 10;
    return p;
}

// Its legend: the name and what it promises (the C locale has no group separator).
const QString kMadeUpName = QStringLiteral("promised: made-up 100 GiB, 3000 IOPS · 24 MiB/s");

QXYSeries* seriesNamed(SurfaceView& view, const QString& name)
{
    auto* chartView = view.findChild<QChartView*>(QStringLiteral("chart"));
    for (QAbstractSeries* s : chartView->chart()->series())
        if (s->name() == name)
            return qobject_cast<QXYSeries*>(s);
    return nullptr;
}

QCheckBox* roofBox(SurfaceView& view)
{
    return view.findChild<QCheckBox*>(QStringLiteral("roof"));
}

QLabel* verdict(SurfaceView& view)
{
    return view.findChild<QLabel*>(QStringLiteral("limits"));
}

QTableView* heatMap(SurfaceView& view)
{
    return view.findChild<QTableView*>(QStringLiteral("heatMap"));
}

QXYSeries* chartSeries(SurfaceView& view)
{
    auto* chartView = view.findChild<QChartView*>(QStringLiteral("chart"));
    return chartView ? qobject_cast<QXYSeries*>(chartView->chart()->series().value(0)) : nullptr;
}

QString status(SurfaceView& view)
{
    return view.findChild<QLabel*>(QStringLiteral("status"))->text();
}

// The heat-map cell of a point: rows run from the most reads down, columns
// from the smallest block size up.
QModelIndex cellOf(QAbstractItemModel* model, const JobSpec& spec, const std::vector<int>& readsDown,
                   const std::vector<uint64_t>& sizesUp)
{
    const int row = int(std::find(readsDown.begin(), readsDown.end(), spec.effectiveReadPercent()) - readsDown.begin());
    const int column = int(std::find(sizesUp.begin(), sizesUp.end(), spec.blockSize) - sizesUp.begin());
    return model->index(row, column);
}

}  // namespace

class TestSurfaceView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void fallsBackToAHeatMapWithoutOpenGL()
    {
        ShownResult shown;
        SurfaceView view(&shown);
        QVERIFY(!view.hasOpenGL());
        shown.beginRun(mixMatrix());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(heatMap(view)->isVisible());
        QVERIFY(status(view).contains(QStringLiteral("0 of 9 point")));
    }

    void heatMapHoldsEveryCellOnceMeasured()
    {
        ShownResult shown;
        SurfaceView view(&shown);
        const Matrix matrix = mixMatrix();
        shown.beginRun(matrix);
        QAbstractItemModel* model = heatMap(view)->model();
        QCOMPARE(model->rowCount(), 3);
        QCOMPARE(model->columnCount(), 3);
        QCOMPARE(model->headerData(0, Qt::Horizontal).toString(), QStringLiteral("4 KiB"));
        QCOMPARE(model->headerData(2, Qt::Horizontal).toString(), QStringLiteral("1 MiB"));
        QCOMPARE(model->headerData(0, Qt::Vertical).toString(), QStringLiteral("100 %"));
        QCOMPARE(model->headerData(2, Qt::Vertical).toString(), QStringLiteral("0 %"));

        const std::vector<JobSpec> specs = matrix.expand();
        const std::vector<int> readsDown{100, 50, 0};
        const std::vector<uint64_t> sizesUp{4096, 65536, 1 << 20};
        for (size_t i = 0; i < specs.size(); ++i) {
            // Not measured yet: no number, only its point.
            const QModelIndex cell = cellOf(model, specs[i], readsDown, sizesUp);
            QVERIFY(!cell.data(HeatMapModel::ValueRole).isValid());
            QCOMPARE(cell.data(Qt::DisplayRole).toString(), QString());
            QCOMPARE(cell.data(HeatMapModel::PointIndexRole).toInt(), int(i));
            shown.addRun(int(i), measured(specs[i]));
            QCOMPARE(cell.data(HeatMapModel::ValueRole).toDouble(), plotted(expectedIops(specs[i])));
            QVERIFY(cell.data(Qt::BackgroundRole).isValid());
        }
        QCOMPARE(model->rowCount() * model->columnCount(), int(specs.size()));
        QVERIFY(status(view).contains(QStringLiteral("9 of 9 point")));
        // 1 MiB, 100 % read: 1024 + 1000 + 3,200,000 IOPS, printed as the 2D
        // tab's heat map prints it, in the colour scale's unit; the tooltip names it.
        QCOMPARE(model->index(0, 2).data().toString(), QStringLiteral("3202"));
        QCOMPARE(model->index(0, 2).data(Qt::ToolTipRole).toString(), QStringLiteral("3202 IOPS (thousands)"));

        view.setMetric(SurfaceView::Metric::Bandwidth);
        const QModelIndex big = cellOf(model, specs[0], readsDown, sizesUp);  // 1 MiB, 100 % read
        QCOMPARE(big.data(HeatMapModel::ValueRole).toDouble(), plotted(expectedIops(specs[0]) * (1 << 20) / 1e6));
        view.setMetric(SurfaceView::Metric::MeanLatency);
        // 50 % read: half the I/Os at 1 µs, half at 3 µs; the mean weighs them by count.
        const QModelIndex mixed = cellOf(model, specs[3], readsDown, sizesUp);
        QCOMPARE(specs[3].readPercent, 50);
        QVERIFY(qAbs(mixed.data(HeatMapModel::ValueRole).toDouble() - 2.0) < 0.01);
        view.setMetric(SurfaceView::Metric::P99Latency);
        QVERIFY(qAbs(mixed.data(HeatMapModel::ValueRole).toDouble() - 3.0) < 0.03);
        QCOMPARE(view.findChild<QComboBox*>(QStringLiteral("metric"))->currentIndex(), 3);
    }

    void partialRunSaysWhatIsMissing()
    {
        ShownResult shown;
        SurfaceView view(&shown);
        const Matrix matrix = mixMatrix();
        shown.beginRun(matrix);
        const std::vector<JobSpec> specs = matrix.expand();
        for (int i = 0; i < 5; ++i)
            shown.addRun(i, measured(specs[size_t(i)]));
        QVERIFY(status(view).contains(QStringLiteral("5 of 9 point")));
        QVERIFY(status(view).contains(QStringLiteral("measured;")));
        int blank = 0;
        QAbstractItemModel* model = heatMap(view)->model();
        for (int r = 0; r < 3; ++r)
            for (int c = 0; c < 3; ++c)
                blank += model->index(r, c).data(HeatMapModel::ValueRole).isValid() ? 0 : 1;
        QCOMPARE(blank, 4);
    }

    void oneBlockSizeGivesALineChart()
    {
        ShownResult shown;
        SurfaceView view(&shown);
        Matrix matrix = mixMatrix();
        matrix.sweeps.front().blockSizes = {4096};
        shown.beginRun(matrix);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(!heatMap(view)->isVisible());
        QVERIFY(view.findChild<QChartView*>(QStringLiteral("chart"))->isVisible());
        const std::vector<JobSpec> specs = matrix.expand();
        shown.addRun(0, measured(specs[0]));
        shown.addRun(2, measured(specs[2]));
        QXYSeries* series = chartSeries(view);
        QVERIFY(series);
        // Measured points only, along read % ascending.
        QCOMPARE(series->count(), 2);
        QCOMPARE(series->at(0), QPointF(0, plotted(expectedIops(specs[2]))));
        QCOMPARE(series->at(1), QPointF(100, plotted(expectedIops(specs[0]))));
        QVERIFY(status(view).contains(QStringLiteral("2 of 3 point")));
        QVERIFY(status(view).contains(QStringLiteral("measured;")));
        // All measured: two sentences, each ended.
        shown.addRun(1, measured(specs[1]));
        QVERIFY2(status(view).startsWith(QStringLiteral("3 of 3 point"))
                     && status(view).contains(QStringLiteral(". Only the read mix varies")),
                 qPrintable(status(view)));
    }

    // The 2D tab's chart (render/slice_chart): block sizes in octaves above
    // 1 KiB, each named on a category axis.
    void oneMixGivesABlockSizeChartInOctaves()
    {
        ShownResult shown;
        SurfaceView view(&shown);
        Matrix matrix = mixMatrix();
        matrix.sweeps.front().readPercents = {70};
        shown.beginRun(matrix);
        const std::vector<JobSpec> specs = matrix.expand();
        for (size_t i = 0; i < specs.size(); ++i)
            shown.addRun(int(i), measured(specs[i]));
        QXYSeries* series = chartSeries(view);
        QCOMPARE(series->count(), 3);
        QCOMPARE(series->at(0).x(), 2.0);   // 4 KiB, ascending
        QCOMPARE(series->at(2).x(), 10.0);  // 1 MiB
        const auto axes = series->attachedAxes();
        const auto sizes =
            std::find_if(axes.begin(), axes.end(), [](QAbstractAxis* a) { return qobject_cast<QCategoryAxis*>(a); });
        QVERIFY(sizes != axes.end());
        QCOMPARE(static_cast<QCategoryAxis*>(*sizes)->categoriesLabels(),
                 QStringList({QStringLiteral("4 KiB"), QStringLiteral("64 KiB"), QStringLiteral("1 MiB")}));
    }

    // One mix: its block-size chart gets the roof as a dashed line, at the
    // fit's IOPS for every size and the crossover, whatever the points did.
    void aBlockSizeChartDrawsTheRoof()
    {
        const ResultSet set = cappedSweep({100});
        const QList<LimitsGroup> limits = analyze(set).limits;
        QCOMPARE(limits.size(), 1);
        const RooflineFit& fit = limits.first().fit;
        ShownResult shown;
        SurfaceView view(&shown);
        shown.show(set);
        setLimits(shown, limits);
        QVERIFY(roofBox(view)->isEnabled());
        QVERIFY(view.roofShown());
        auto* chart = view.findChild<QChartView*>(QStringLiteral("chart"))->chart();
        QCOMPARE(chart->series().size(), 2);
        auto* roof = qobject_cast<QXYSeries*>(chart->series().at(1));
        QSet<double> sizes;
        for (const QPointF& p : roof->points()) {
            const double bs = std::round(1024 * std::exp2(p.x()));  // x in octaves above 1 KiB
            QVERIFY2(qAbs(p.y() - rooflineIops(fit, uint64_t(bs))) < 0.5,
                     qPrintable(QStringLiteral("%1 B: %2").arg(bs).arg(p.y())));
            sizes.insert(bs);
        }
        QVERIFY(sizes.contains(4096) && sizes.contains(1 << 20));
        QVERIFY(sizes.contains(std::round(fit.crossoverBlockSize)));
        // 1 MiB fell to half its roof: the roof stays where the fit puts it.
        QCOMPARE(chartSeries(view)->points().last().y(), 20.0);
        QCOMPARE(roof->points().last().y(), 40.0);
        QVERIFY2(verdict(view)->isVisibleTo(&view), "the verdict shows");
        QVERIFY2(verdict(view)->text().startsWith(QStringLiteral("100 % read: IOPS-limited at 5000 below 8.19 KiB")),
                 qPrintable(verdict(view)->text()));

        // The export draws it too. SURFIO_TEST_OUTPUT keeps the image for a person to look at.
        QTemporaryDir temp;
        const QString path =
            qEnvironmentVariable("SURFIO_TEST_OUTPUT", temp.path()) + QStringLiteral("/roof-chart.png");
        QVERIFY(view.exportPng(path, QSize(800, 500)));

        roofBox(view)->setChecked(false);
        chart = view.findChild<QChartView*>(QStringLiteral("chart"))->chart();  // a new chart
        QCOMPARE(chart->series().size(), 1);
        QVERIFY(verdict(view)->isVisibleTo(&view));  // the answer stays; the toggle only draws
    }

    // A result with a promise: its roof beside the fitted one, dash-dotted
    // and named, at promisedIops for every size, with the knee where the
    // bandwidth takes over and both sides of the I/O unit's steps.
    void aBlockSizeChartDrawsThePromisedRoof()
    {
        ResultSet set = cappedSweep({100});
        set.matrix.volume = madeUpPromise();
        ShownResult shown;
        SurfaceView view(&shown);
        shown.show(set);
        setLimits(shown, analyze(set).limits);
        auto* box = view.findChild<QCheckBox*>(QStringLiteral("promisedRoof"));
        QVERIFY(box->isVisibleTo(&view));
        QVERIFY(view.promisedShown());
        auto* chart = view.findChild<QChartView*>(QStringLiteral("chart"))->chart();
        QCOMPARE(chart->series().size(), 3);  // the points, the fitted roof, the promised one
        QXYSeries* promised = seriesNamed(view, kMadeUpName);
        QVERIFY(promised);
        QCOMPARE(promised, chart->series().at(2));
        QCOMPARE(promised->pen().style(), Qt::DashDotLine);
        QCOMPARE(promised->pen().color(), promisedColor());
        QSet<double> sizes;
        for (const QPointF& p : promised->points()) {
            const double bs = std::round(1024 * std::exp2(p.x()));
            QVERIFY2(qAbs(p.y() - promisedIops(set.matrix.volume, uint64_t(bs))) < 0.01,
                     qPrintable(QStringLiteral("%1 B: %2").arg(bs).arg(p.y())));
            sizes.insert(bs);
        }
        for (const double bs : {4096.0, 8389.0, 262144.0, 262145.0, 1048576.0})
            QVERIFY2(sizes.contains(bs), qPrintable(QString::number(bs)));
        QCOMPARE(promised->points().first().y(), 3000.0);
        QCOMPARE(promised->points().last().y(), 24.0);
        // MB/s: the same roof in MB/s, 24 MiB/s wherever the bandwidth holds.
        view.setMetric(SurfaceView::Metric::Bandwidth);
        promised = seriesNamed(view, kMadeUpName);
        QVERIFY(promised);
        QVERIFY(qAbs(promised->points().last().y() - 24.0 * (1 << 20) / 1e6) < 1e-6);
        // Latency: nothing promised, the toggle says so.
        view.setMetric(SurfaceView::Metric::MeanLatency);
        QVERIFY(!seriesNamed(view, kMadeUpName));
        QVERIFY(!box->isEnabled());
        QVERIFY2(box->toolTip().contains(QStringLiteral("latency")), qPrintable(box->toolTip()));
        view.setMetric(SurfaceView::Metric::Iops);
        box->setChecked(false);
        QVERIFY(!seriesNamed(view, kMadeUpName));
        QCOMPARE(view.findChild<QChartView*>(QStringLiteral("chart"))->chart()->series().size(), 2);
    }

    // The axis stands above the highest value drawn, points and roofs, so a
    // roof at the top is off the plot's border. A promise far above what the
    // volume gave is cut at the axis' top, and its legend says so.
    void aPromiseAboveTheScaleIsNamedSo()
    {
        ResultSet set = cappedSweep({100});
        set.matrix.volume = madeUpPromise();
        ShownResult shown;
        SurfaceView view(&shown);
        shown.show(set);
        setLimits(shown, analyze(set).limits);
        const auto axisTop = [&view] {
            auto* chart = view.findChild<QChartView*>(QStringLiteral("chart"))->chart();
            return qobject_cast<QCategoryAxis*>(chart->axes(Qt::Vertical).first())->max();
        };
        const auto highest = [&view] {
            double y = 0;
            for (QAbstractSeries* s : view.findChild<QChartView*>(QStringLiteral("chart"))->chart()->series())
                for (const QPointF& p : qobject_cast<QXYSeries*>(s)->points())
                    y = std::max(y, p.y());
            return y;
        };
        QVERIFY(seriesNamed(view, kMadeUpName));  // within the scale: no note
        QVERIFY2(axisTop() > highest(), qPrintable(QStringLiteral("%1 ≤ %2").arg(axisTop()).arg(highest())));
        // Points topping out at exactly the promise.
        set.matrix.volume.iops = 5000;
        shown.show(set);
        setLimits(shown, analyze(set).limits);
        QVERIFY(seriesNamed(view, QStringLiteral("promised: made-up 100 GiB, 5000 IOPS · 24 MiB/s")));
        QCOMPARE(highest(), 5000.0);
        QVERIFY2(axisTop() > highest(), qPrintable(QString::number(axisTop())));
        // Twenty times the points: cut at the top, named so.
        set.matrix.volume.iops = 100000;
        set.matrix.volume.bandwidth = 4000.0 * (1 << 20);
        shown.show(set);
        setLimits(shown, analyze(set).limits);
        QXYSeries* promised =
            seriesNamed(view, QStringLiteral("promised: made-up 100 GiB, 100000 IOPS · 4000 MiB/s (above the scale)"));
        QVERIFY(promised);
        QCOMPARE(promised->points().first().y(), axisTop());
        QVERIFY(axisTop() < 100000);
    }

    // The promise heads the verdict lines: its heading, the verdicts of the
    // mix picked first, two at most, the rest in the tooltip with every mix's.
    void thePromiseHeadsTheVerdictsShort()
    {
        ResultSet set = cappedSweep({100, 50, 0});
        set.matrix.volume = madeUpPromise();
        const Analysis analysis = analyze(set);
        QCOMPARE(analysis.limits.size(), 3);
        QVERIFY2(analysis.promised.checks.size() > 3, "IOPS and bandwidth on each mix");
        ShownResult shown;
        SurfaceView view(&shown);
        shown.show(set);
        shown.setAnalysis(analysis);
        QStringList lines = verdict(view)->text().split(QStringLiteral("<br>"));
        QCOMPARE(lines.size(), 1 + 2 + 1 + 3);  // heading, two verdicts, "… and n more", three mixes
        QVERIFY2(lines[0].startsWith(QStringLiteral("made-up at 100 GiB promises")), qPrintable(lines[0]));
        QVERIFY2(lines[1].startsWith(QStringLiteral("Promised IOPS, randrw · 100 % read")), qPrintable(lines[1]));
        QVERIFY2(lines[3].contains(QStringLiteral("more verdict")), qPrintable(lines[3]));
        const QString every = verdict(view)->toolTip();
        QCOMPARE(every.split(QStringLiteral("<br>")).size(), 1 + int(analysis.promised.checks.size()) + 3);
        shown.select(2 * 9);  // 0 % read, 4 KiB
        lines = verdict(view)->text().split(QStringLiteral("<br>"));
        QVERIFY2(lines[1].startsWith(QStringLiteral("Promised IOPS, randrw · 0 % read")), qPrintable(lines[1]));
        QVERIFY2(lines[4].startsWith(QStringLiteral("0 % read:")), qPrintable(lines[4]));
    }

    // No promise: no toggle, no promised line.
    void noPromiseNoPromisedRoof()
    {
        const ResultSet set = cappedSweep({100});
        ShownResult shown;
        SurfaceView view(&shown);
        shown.show(set);
        setLimits(shown, analyze(set).limits);
        QVERIFY(!view.findChild<QCheckBox*>(QStringLiteral("promisedRoof"))->isVisibleTo(&view));
        QVERIFY(!view.promisedShown());
        const auto series = view.findChild<QChartView*>(QStringLiteral("chart"))->chart()->series();
        QCOMPARE(series.size(), 2);
        for (QAbstractSeries* s : series)
            QVERIFY2(!s->name().startsWith(QStringLiteral("promised")), qPrintable(s->name()));
    }

    // Why the toggle is off, where it is.
    void theRoofSaysWhyItCannotBeDrawn_data()
    {
        QTest::addColumn<std::vector<int>>("reads");
        QTest::addColumn<uint64_t>("largest");  // block sizes up to it
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("why");
        QTest::newRow("two block sizes") << std::vector<int>{100} << uint64_t(8192) << QString()
                                         << QStringLiteral("No limits fitted");
        QTest::newRow("two mixes, no OpenGL: a table")
            << std::vector<int>{100, 0} << uint64_t(1 << 20) << QString() << QStringLiteral("No OpenGL");
    }

    void theRoofSaysWhyItCannotBeDrawn()
    {
        QFETCH(std::vector<int>, reads);
        QFETCH(uint64_t, largest);
        QFETCH(QString, why);
        ResultSet set = cappedSweep(reads);
        set.points.erase(std::remove_if(set.points.begin(), set.points.end(),
                                        [&](const JobResult& r) { return r.spec.blockSize > largest; }),
                         set.points.end());
        ShownResult shown;
        SurfaceView view(&shown);
        shown.show(set);
        setLimits(shown, analyze(set).limits);
        QVERIFY(!roofBox(view)->isEnabled());
        QVERIFY(!view.roofShown());
        QVERIFY2(roofBox(view)->toolTip().contains(why), qPrintable(roofBox(view)->toolTip()));
    }

    // With several mixes, the verdicts of the first few under the chart, the
    // picked point's mix first, and every one in the tooltip.
    void manyMixesListTheirVerdictsShort()
    {
        const ResultSet set = cappedSweep({100, 80, 60, 40, 20, 0});
        ShownResult shown;
        SurfaceView view(&shown);
        shown.show(set);
        setLimits(shown, analyze(set).limits);
        QStringList lines = verdict(view)->text().split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 4);
        QVERIFY(lines.first().startsWith(QStringLiteral("100 % read:")));
        QVERIFY(lines.last().contains(QStringLiteral("3 more")));
        QCOMPARE(verdict(view)->toolTip().split(QLatin1Char('\n')).size(), 6);
        shown.select(5 * 9);  // 0 % read, 4 KiB
        lines = verdict(view)->text().split(QLatin1Char('\n'));
        QVERIFY2(lines.first().startsWith(QStringLiteral("0 % read:")), qPrintable(lines.first()));
    }

    void sliceSelectorChoosesPatternDepthAndJobs()
    {
        ShownResult shown;
        SurfaceView view(&shown);
        Matrix matrix = mixMatrix();
        matrix.sweeps.front().queueDepths = {1, 32};
        shown.beginRun(matrix);
        auto* slices = view.findChild<QComboBox*>(QStringLiteral("slice"));
        QCOMPARE(slices->count(), 2);
        QVERIFY(slices->itemText(1).contains(QStringLiteral("QD 32")));
        QVERIFY(!slices->isHidden());

        // While nobody picks a slice, the view follows the run.
        const std::vector<JobSpec> specs = matrix.expand();
        for (size_t i = 0; i < specs.size(); ++i)
            shown.addRun(int(i), measured(specs[i]));
        QCOMPARE(slices->currentIndex(), 1);
        QAbstractItemModel* model = heatMap(view)->model();
        QCOMPARE(model->index(0, 0).data(HeatMapModel::ValueRole).toDouble(), plotted(4 + 1000 + 3200000.0));

        slices->setCurrentIndex(0);
        QCOMPARE(model->index(0, 0).data(HeatMapModel::ValueRole).toDouble(), plotted(4 + 1000 + 100000.0));
        QCOMPARE(model->index(0, 0).data(HeatMapModel::PointIndexRole).toInt(), 1);  // QD 1, 100 %, 4 KiB

        // A finished result opens on its deepest slice, then on the person's.
        ResultSet done;
        done.matrix = matrix;
        for (size_t i = 0; i < specs.size(); ++i)
            done.points.append(measured(specs[i], int(i)));
        shown.show(done);
        QCOMPARE(slices->currentIndex(), 1);
        slices->setCurrentIndex(0);
        QCOMPARE(slices->currentIndex(), 0);
        shown.setAnalysis(analyze(done));
        QCOMPARE(slices->currentIndex(), 0);

        Matrix single = mixMatrix();
        shown.beginRun(single);
        QCOMPARE(slices->count(), 1);
        QVERIFY(slices->isHidden());
    }

    // Points that differ only in their rate are slices apart, as depths are: a
    // rate of the list by its rate, a rate step by its share, whatever rate
    // its point's IOPS gave it; live and from a saved run alike.
    void ratesAndRateStepsAreSlicesOfTheirOwn()
    {
        Matrix matrix = mixMatrix();
        matrix.sweeps.front().rateIops = {0, 500};
        matrix.rateSteps = {50};
        std::vector<JobSpec> specs = matrix.expand();
        QCOMPARE(specs.size(), size_t(27));  // 9 unthrottled, 9 steps, 9 at 500
        ShownResult shown;
        SurfaceView view(&shown);
        shown.beginRun(matrix);
        auto* slices = view.findChild<QComboBox*>(QStringLiteral("slice"));
        QCOMPARE(slices->count(), 3);
        QVERIFY2(slices->itemText(1).contains(QStringLiteral("at 50 % of the unthrottled IOPS")),
                 qPrintable(slices->itemText(1)));
        QVERIFY2(slices->itemText(2).contains(QStringLiteral("500 IOPS per job")), qPrintable(slices->itemText(2)));
        ResultSet set;
        for (size_t i = 0; i < specs.size(); ++i) {
            if (specs[i].rateSharePercent > 0)
                specs[i].rateIops = 1000 + i;  // as the Runner sets it, a rate per point
            set.points.append(measured(specs[i], int(i)));
            shown.addRun(int(i), set.points.last());
        }
        ShownResult opened;
        opened.show(set);
        SurfaceView fromFile(&opened);
        for (SurfaceView* v : {&view, &fromFile}) {
            auto* s = v->findChild<QComboBox*>(QStringLiteral("slice"));
            QCOMPARE(s->count(), 3);
            for (int slice = 0; slice < 3; ++slice) {
                s->setCurrentIndex(slice);
                QAbstractItemModel* model = heatMap(*v)->model();
                // Point 0 is unthrottled 1 MiB at 100 % read, point 1 its step; 4 KiB at 100 % is point 3.
                const int point = model->index(0, 0).data(HeatMapModel::PointIndexRole).toInt();
                QCOMPARE(specs[size_t(point)].blockSize, uint64_t(4096));
                QCOMPARE(specs[size_t(point)].rateSharePercent, slice == 1 ? 50 : 0);
                QCOMPARE(specs[size_t(point)].rateIops > 0, slice > 0);
            }
        }
    }

    void tableSelectionMapsToPointIndices()
    {
        ShownResult shown;
        SurfaceView view(&shown);
        const Matrix matrix = mixMatrix();
        shown.beginRun(matrix);
        const std::vector<JobSpec> specs = matrix.expand();
        for (size_t i = 0; i < specs.size(); ++i)
            shown.addRun(int(i), measured(specs[i]));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy picked(&shown, &ShownResult::selectionChanged);
        QTableView* table = heatMap(view);

        // The person clicks 64 KiB at 0 % read: point 8 (mix outer, block size
        // inner, each in the matrix's own order).
        const QModelIndex cell = table->model()->index(2, 1);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(cell).center());
        QCOMPARE(picked.count(), 1);
        QCOMPARE(picked.takeFirst().at(0).toInt(), 8);
        auto* selection = view.findChild<QLabel*>(QStringLiteral("selection"));
        QVERIFY(selection->text().contains(QStringLiteral("64 KiB, 0 % read")));

        // Selecting from outside (the Results table) moves the table, without
        // the view picking anything back: two changes, the outside ones.
        shown.select(0);  // 1 MiB, 100 % read
        QCOMPARE(table->currentIndex(), table->model()->index(0, 2));
        QVERIFY(selection->text().contains(QStringLiteral("1 MiB, 100 % read")));
        shown.select(-1);
        QVERIFY(!table->selectionModel()->hasSelection());
        QVERIFY(selection->text().isEmpty());
        QCOMPARE(picked.count(), 2);
        QCOMPARE(shown.selected(), -1);
    }

    void selectingAPointOfAnotherSliceShowsThatSlice()
    {
        ShownResult shown;
        SurfaceView view(&shown);
        Matrix matrix = mixMatrix();
        matrix.sweeps.front().jobCounts = {1, 4};
        shown.beginRun(matrix);
        auto* slices = view.findChild<QComboBox*>(QStringLiteral("slice"));
        QCOMPARE(slices->currentIndex(), 0);
        shown.select(9 + 4);  // jobs 4, 50 % read, 4 KiB
        QCOMPARE(slices->currentIndex(), 1);
        QCOMPARE(heatMap(view)->currentIndex(), heatMap(view)->model()->index(1, 0));
    }

    void savedRunBuildsItsOwnMatrix()
    {
        // A stopped run: 7 of a 3 × 3 matrix, plus a randread point that must
        // not add read % rows to the mix slice.
        const Matrix matrix = mixMatrix();
        const std::vector<JobSpec> specs = matrix.expand();
        ResultSet set;
        for (int i = 0; i < 7; ++i)
            set.points.append(measured(specs[size_t(i)], i));
        JobSpec readOnly = specs[0];
        readOnly.pattern = Pattern::RandRead;
        readOnly.readPercent = 30;
        set.points.append(measured(readOnly, 7));

        const Matrix derived = SurfaceGrid::matrixOf(set.points);
        QCOMPARE(derived.sweeps.front().readPercents, (std::vector<int>{100, 50, 0}));
        QCOMPARE(derived.sweeps.front().blockSizes, (std::vector<uint64_t>{1 << 20, 4096, 65536}));
        QCOMPARE(derived.sweeps.front().patterns.size(), size_t(2));

        ShownResult shown;

        SurfaceView view(&shown);
        shown.show(set);
        auto* slices = view.findChild<QComboBox*>(QStringLiteral("slice"));
        QCOMPARE(slices->count(), 2);
        QAbstractItemModel* model = heatMap(view)->model();
        QCOMPARE(model->rowCount(), 3);
        QCOMPARE(model->columnCount(), 3);
        QVERIFY(status(view).contains(QStringLiteral("7 of 9 point")));
        QVERIFY(status(view).contains(QStringLiteral("measured;")));
        QCOMPARE(model->index(1, 0).data(HeatMapModel::PointIndexRole).toInt(), 4);   // 50 %, 4 KiB
        QCOMPARE(model->index(2, 1).data(HeatMapModel::PointIndexRole).toInt(), -1);  // never ran

        // The randread slice has the saved sizes, one measured: a chart of that
        // point, its status saying the rest was not measured.
        slices->setCurrentIndex(1);
        QCOMPARE(chartSeries(view)->count(), 1);
        QCOMPARE(chartSeries(view)->at(0).x(), 10.0);  // 1 MiB, 10 octaves above 1 KiB
    }

    void aCellPlotsTheMeanOfItsTrials()
    {
        ShownResult shown;
        SurfaceView view(&shown);
        Matrix matrix = mixMatrix();
        matrix.trials = 3;
        shown.beginRun(matrix);
        const std::vector<JobSpec> specs = matrix.expand();
        QAbstractItemModel* model = heatMap(view)->model();
        const QModelIndex cell = model->index(0, 2);  // 1 MiB, 100 % read: point 0
        const double iops = plotted(expectedIops(specs[0]));
        // Trials at 1×, 1.3× and 0.7× the IOPS: each folds into the mean as it comes.
        shown.addRun(0, measured(specs[0], 0, 0));
        QCOMPARE(cell.data(HeatMapModel::ValueRole).toDouble(), iops);
        shown.addRun(0, scaled(measured(specs[0], 0, 1), 1.3));
        QCOMPARE(cell.data(HeatMapModel::ValueRole).toDouble(), iops * 1.15);
        shown.addRun(0, scaled(measured(specs[0], 0, 2), 0.7));
        QCOMPARE(cell.data(HeatMapModel::ValueRole).toDouble(), iops);
        QVERIFY(status(view).contains(QStringLiteral("1 of 9 point")));
        shown.select(0);
        const QString selected = view.findChild<QLabel*>(QStringLiteral("selection"))->text();
        QVERIFY2(selected.contains(QStringLiteral("mean of 3 run")), qPrintable(selected));

        // Saved, the same three runs give the same mean.
        ResultSet set;
        set.matrix = matrix;
        set.points = {measured(specs[0], 0, 0), scaled(measured(specs[0], 0, 1), 1.3),
                      scaled(measured(specs[0], 0, 2), 0.7)};
        for (size_t i = 1; i < specs.size(); ++i)
            set.points.append(measured(specs[i], int(i)));
        ShownResult savedShown;
        SurfaceView saved(&savedShown);
        savedShown.show(set);
        QAbstractItemModel* savedModel = heatMap(saved)->model();
        QCOMPARE(savedModel->index(0, 2).data(HeatMapModel::ValueRole).toDouble(), iops);
        QCOMPARE(savedModel->index(0, 2).data(HeatMapModel::PointIndexRole).toInt(), 0);
        QCOMPARE(savedModel->index(0, 0).data(HeatMapModel::PointIndexRole).toInt(), 1);
    }

    void steadyStatePlotsItsWindowOnceKnown()
    {
        ShownResult shown;
        SurfaceView view(&shown);
        Matrix matrix = mixMatrix();
        matrix.steadyState.enabled = true;
        matrix.steadyState.window = 2;
        shown.beginRun(matrix);
        const std::vector<JobSpec> specs = matrix.expand();
        ResultSet set;
        set.matrix = matrix;
        // Round 0 at 3×, rounds 1 and 2 at 1× and 1.2×.
        const double factors[] = {3, 1, 1.2};
        for (int round = 0; round < 3; ++round) {
            const JobResult run = scaled(measured(specs[0], 0, 0, round), factors[round]);
            set.points.append(run);
            shown.addRun(0, run);
        }
        QModelIndex cell = heatMap(view)->model()->index(0, 2);
        const double iops = plotted(expectedIops(specs[0]));
        QCOMPARE(cell.data(HeatMapModel::ValueRole).toDouble(), iops * 5.2 / 3);  // every round while running
        set.steadyState.windowFirstRound = 1;
        shown.finishRun(set);
        cell = heatMap(view)->model()->index(0, 2);
        QCOMPARE(cell.data(HeatMapModel::ValueRole).toDouble(), iops * 1.1);  // the window's rounds
        QCOMPARE(cell.data(HeatMapModel::PointIndexRole).toInt(), 0);
    }

    void aSplitGetsItsOwnColumn()
    {
        const Matrix matrix = splitMatrix();
        SurfaceGrid grid;
        grid.setMatrix(matrix);
        const SurfaceGrid::Slice& slice = grid.slices().front();
        QCOMPARE(slice.columns(), 4);
        // Plain sizes ascending, then the split one octave past the largest.
        QCOMPARE(slice.positions, (std::vector<double>{4096, 65536, 1 << 20, 2 << 20}));
        QCOMPARE(slice.blockSizes.back(), uint64_t(1) << 20);  // its largest part, like the 1 MiB column
        QVERIFY(slice.isSplit(3) && !slice.isSplit(2));
        QCOMPARE(slice.columnName(3), QStringLiteral("4k/60:64k/30:1m/10"));
        QCOMPARE(SurfaceGrid::splitPosition(uint64_t{96} * 1024, 1), 256.0 * 1024);  // past an odd largest size too

        ShownResult shown;

        SurfaceView view(&shown);
        shown.beginRun(matrix);
        QAbstractItemModel* model = heatMap(view)->model();
        QCOMPARE(model->columnCount(), 4);
        QCOMPARE(model->headerData(2, Qt::Horizontal).toString(), QStringLiteral("1 MiB"));
        QCOMPARE(model->headerData(3, Qt::Horizontal).toString(), QStringLiteral("4k/60:64k/30:1m/10"));
        // Mix outer, sizes then the split inner: point 3 is the split at 100 % read.
        const std::vector<JobSpec> specs = matrix.expand();
        QVERIFY(!specs[3].blockSplit.empty());
        QCOMPARE(model->index(0, 3).data(HeatMapModel::PointIndexRole).toInt(), 3);
        QCOMPARE(model->index(0, 2).data(HeatMapModel::PointIndexRole).toInt(), 0);  // plain 1 MiB
        shown.addRun(3, measured(specs[3], 3));
        QCOMPARE(model->index(0, 3).data(HeatMapModel::ValueRole).toDouble(), plotted(expectedIops(specs[3])));
        QVERIFY(!model->index(0, 2).data(HeatMapModel::ValueRole).isValid());

        // A saved run keeps its split apart from the size it shares.
        ResultSet set;
        for (size_t i = 0; i < specs.size(); ++i)
            set.points.append(measured(specs[i], int(i)));
        const Matrix derived = SurfaceGrid::matrixOf(set.points);
        QCOMPARE(derived.sweeps.front().blockSizes, (std::vector<uint64_t>{1 << 20, 4096, 65536}));
        QCOMPARE(derived.sweeps.front().blockSplits, matrix.sweeps.front().blockSplits);
        ShownResult savedShown;
        SurfaceView saved(&savedShown);
        savedShown.show(set);
        QCOMPARE(heatMap(saved)->model()->headerData(3, Qt::Horizontal).toString(),
                 QStringLiteral("4k/60:64k/30:1m/10"));
        QCOMPARE(heatMap(saved)->model()->index(0, 3).data(HeatMapModel::PointIndexRole).toInt(), 3);
    }

    void theAxisNamesSplitPositions()
    {
        // The 3D axis asks its formatter for labels at powers of two.
        QValue3DAxis axis;
        auto* formatter = new BlockSizeAxisFormatter(&axis);
        axis.setFormatter(formatter);
        formatter->setSplitLabels(
            {{2 << 20, QStringLiteral("4k/60:1m/40")}, {4 << 20, QStringLiteral("8k/50:64k/50")}});
        axis.setRange(4096, 4 << 20);
        const QStringList labels = axis.labels();
        QVERIFY2(labels.contains(QStringLiteral("4 KiB")), qPrintable(labels.join(QLatin1Char(','))));
        QVERIFY2(labels.contains(QStringLiteral("1 MiB")), qPrintable(labels.join(QLatin1Char(','))));
        QVERIFY2(labels.contains(QStringLiteral("4k/60:1m/40")), qPrintable(labels.join(QLatin1Char(','))));
        QVERIFY2(labels.contains(QStringLiteral("8k/50:64k/50")), qPrintable(labels.join(QLatin1Char(','))));
        QVERIFY2(!labels.contains(QStringLiteral("2 MiB")), qPrintable(labels.join(QLatin1Char(','))));
        QCOMPARE(formatter->stringForValue(4095.99, {}), QStringLiteral("4 KiB"));
        QCOMPARE(formatter->stringForValue(3 << 20, {}), QString());  // between splits: nothing
    }

    void onePointSaysWhatASurfaceNeeds()
    {
        ShownResult shown;
        SurfaceView view(&shown);
        Matrix matrix = mixMatrix();
        matrix.sweeps.front().blockSizes = {4096};
        matrix.sweeps.front().readPercents = {70};
        shown.beginRun(matrix);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        shown.addRun(0, measured(matrix.expand().front()));
        auto* onePoint = view.findChild<QLabel*>(QStringLiteral("onePoint"));
        QVERIFY(onePoint->isVisible());
        QVERIFY(!view.findChild<QChartView*>(QStringLiteral("chart"))->isVisible());
        QVERIFY(!heatMap(view)->isVisible());
        QVERIFY2(onePoint->text().contains(QStringLiteral("4 KiB, 70 % read")), qPrintable(onePoint->text()));
        QVERIFY(onePoint->text().contains(QStringLiteral("two block sizes")));
        QVERIFY(onePoint->text().contains(QStringLiteral("IOPS")));  // the point's own figure
        // Its link asks for the point's details, as a double-click does elsewhere.
        QSignalSpy activated(&view, &SurfaceView::pointActivated);
        Q_EMIT onePoint->linkActivated(QStringLiteral("detail"));
        QCOMPARE(activated.count(), 1);
        QCOMPARE(activated.at(0).at(0).toInt(), 0);
    }

    void chartAndColourScaleCountInTheTitlesUnit_data()
    {
        QTest::addColumn<SurfaceView::Metric>("metric");
        QTest::addColumn<QString>("title");
        // madeUpIos: 100,000 × QD 32 and more; reads at 1 µs, writes at 3 µs.
        QTest::newRow("IOPS") << SurfaceView::Metric::Iops << QStringLiteral("IOPS (thousands)");
        QTest::newRow("MB/s") << SurfaceView::Metric::Bandwidth << QStringLiteral("GB/s");
        QTest::newRow("mean latency") << SurfaceView::Metric::MeanLatency << QStringLiteral("Mean latency (µs)");
        QTest::newRow("p99 latency") << SurfaceView::Metric::P99Latency << QStringLiteral("p99 latency (µs)");
    }

    void chartAndColourScaleCountInTheTitlesUnit()
    {
        QFETCH(SurfaceView::Metric, metric);
        QFETCH(QString, title);
        for (const bool oneSize : {true, false}) {
            ShownResult shown;
            SurfaceView view(&shown);
            Matrix matrix = mixMatrix();
            if (oneSize)
                matrix.sweeps.front().blockSizes = {4096};  // a line chart
            shown.beginRun(matrix);
            const std::vector<JobSpec> specs = matrix.expand();
            double largest = 0;
            for (size_t i = 0; i < specs.size(); ++i)
                shown.addRun(int(i), measured(specs[i]));
            view.setMetric(metric);
            QStringList ticks;
            QList<double> plottedValues;
            if (oneSize) {
                QXYSeries* series = chartSeries(view);
                auto* y = qobject_cast<QCategoryAxis*>(series->attachedAxes().value(1));
                QVERIFY(y);
                QCOMPARE(y->titleText(), title);
                ticks = y->categoriesLabels();
                for (const QPointF& p : series->points())
                    plottedValues.append(p.y());
            } else {
                auto* bar = view.findChild<ColorScaleBar*>(QStringLiteral("colorScale"));
                QCOMPARE(bar->title(), title);
                ticks = bar->tickLabels();
                for (int r = 0; r < 3; ++r)
                    for (int c = 0; c < 3; ++c)
                        plottedValues.append(
                            heatMap(view)->model()->index(r, c).data(HeatMapModel::ValueRole).toDouble());
            }
            // Plain numbers: the unit is in the title only, and the ticks span
            // the values plotted in that unit (not a thousand times them).
            for (const double value : plottedValues)
                largest = std::max(largest, value);
            bool numbers = !ticks.isEmpty();
            double topTick = 0;
            for (const QString& tick : ticks) {
                bool ok = false;
                topTick = std::max(topTick, QString(tick).remove(QChar(0x200B)).toDouble(&ok));
                numbers = numbers && ok;
            }
            QVERIFY2(numbers, qPrintable(ticks.join(QLatin1Char('|'))));
            QVERIFY2(topTick >= largest && topTick < 10 * largest,
                     qPrintable(QStringLiteral("top tick %1, largest %2").arg(topTick).arg(largest)));
        }
    }

    void aChartNamesItsSplit()
    {
        ShownResult shown;
        SurfaceView view(&shown);
        Matrix matrix = splitMatrix();
        matrix.sweeps.front().readPercents = {70};
        shown.beginRun(matrix);
        const std::vector<JobSpec> specs = matrix.expand();
        for (size_t i = 0; i < specs.size(); ++i)
            shown.addRun(int(i), measured(specs[i], int(i)));
        QXYSeries* series = chartSeries(view);
        QCOMPARE(series->count(), 4);
        const auto axes = series->attachedAxes();
        const auto category =
            std::find_if(axes.begin(), axes.end(), [](QAbstractAxis* a) { return qobject_cast<QCategoryAxis*>(a); });
        QVERIFY(category != axes.end());
        const QStringList labels = static_cast<QCategoryAxis*>(*category)->categoriesLabels();
        QCOMPARE(labels, (QStringList{QStringLiteral("4 KiB"), QStringLiteral("64 KiB"), QStringLiteral("1 MiB"),
                                      QStringLiteral("4k/60:64k/30:1m/10")}));
        QVERIFY(series->at(3).x() > series->at(2).x());
    }

    void measuredBlockFollowsCompleteRows_data()
    {
        QTest::addColumn<int>("measuredPoints");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("columns");
        QTest::newRow("one row") << 3 << 1 << 3;
        QTest::newRow("one row and a bit") << 5 << 1 << 3;
        QTest::newRow("two rows") << 6 << 2 << 3;
        QTest::newRow("all") << 9 << 3 << 3;
    }

    void measuredBlockFollowsCompleteRows()
    {
        QFETCH(int, measuredPoints);
        QFETCH(int, rows);
        QFETCH(int, columns);
        SurfaceGrid grid;
        const Matrix matrix = mixMatrix();
        grid.setMatrix(matrix);
        const std::vector<JobSpec> specs = matrix.expand();
        for (int i = 0; i < measuredPoints; ++i)
            grid.setResult(i, measured(specs[size_t(i)]));
        const SurfaceGrid::Block block = SurfaceGrid::measuredBlock(grid.slices()[0]);
        QCOMPARE(int(block.rows.size()), rows);
        QCOMPARE(int(block.columns.size()), columns);
    }

    // A run kept without its bins counts in its cell by the figures it gave,
    // the same as whole: p99 included.
    void runsWithoutDetailCountByTheirFigures()
    {
        const Matrix matrix = mixMatrix();
        const std::vector<JobSpec> specs = matrix.expand();
        ResultSet whole;
        ResultSet stripped;
        for (int trial = 0; trial < 2; ++trial)
            for (int i = 0; i < int(specs.size()); ++i) {
                JobResult r = measured(specs[size_t(i)], i, trial);
                r.write.histogram.add(50'000 + uint64_t(i) * 1000 + uint64_t(trial) * 7000);
                whole.points.append(r);
                r.read.histogram.clear();
                r.write.histogram.clear();
                stripped.points.append(r);
            }
        SurfaceGrid full;
        SurfaceGrid live;
        SurfaceGrid counted;
        for (SurfaceGrid* grid : {&full, &live, &counted})
            grid->setMatrix(matrix);
        const QList<RunFigures> figures = figuresOf(whole.points);
        for (int i = 0; i < whole.points.size(); ++i) {
            full.setResult(whole.points[i].point, whole.points[i]);
            live.setResult(stripped.points[i].point, stripped.points[i], figures[i]);
        }
        counted.setCounted(stripped, figures);
        int cells = 0;
        for (size_t s = 0; s < full.slices().size(); ++s)
            for (size_t c = 0; c < full.slices()[s].cells.size(); ++c) {
                const auto& want = full.slices()[s].cells[c].figures;
                for (const SurfaceGrid* grid : {&live, &counted}) {
                    const auto& got = grid->slices()[s].cells[c].figures;
                    QCOMPARE(got.has_value(), want.has_value());
                    if (want) {
                        QVERIFY(want->p99LatencyNs > 0);
                        QCOMPARE(got->p99LatencyNs, want->p99LatencyNs);
                        QCOMPARE(got->iops, want->iops);
                        QCOMPARE(got->meanLatencyNs, want->meanLatencyNs);
                    }
                }
                cells += want ? 1 : 0;
            }
        QCOMPARE(cells, int(specs.size()));
    }

    void exportsAtTheAskedSize_data()
    {
        QTest::addColumn<std::vector<int>>("readPercents");
        QTest::addColumn<QString>("name");
        QTest::newRow("heat map") << std::vector<int>{100, 50, 0} << QStringLiteral("heat-map.png");
        QTest::newRow("chart") << std::vector<int>{70} << QStringLiteral("chart.png");
    }

    void exportsAtTheAskedSize()
    {
        QFETCH(std::vector<int>, readPercents);
        QFETCH(QString, name);
        ShownResult shown;
        SurfaceView view(&shown);
        Matrix matrix = mixMatrix();
        matrix.sweeps.front().readPercents = readPercents;
        shown.beginRun(matrix);
        const std::vector<JobSpec> specs = matrix.expand();
        for (size_t i = 0; i < specs.size(); ++i)
            shown.addRun(int(i), measured(specs[i]));
        shown.select(1);
        QTemporaryDir temp;
        // SURFIO_TEST_OUTPUT keeps the image for a person to look at.
        const QString path = qEnvironmentVariable("SURFIO_TEST_OUTPUT", temp.path()) + QLatin1Char('/') + name;
        QVERIFY(view.exportPng(path, QSize(640, 400)));
        const QImage image(path);
        QCOMPARE(image.size(), QSize(640, 400));
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 2)
            for (int x = 0; x < image.width(); x += 2)
                colours.insert(image.pixel(x, y));
        QVERIFY(colours.size() > 20);
        QVERIFY(!view.exportPng(path, QSize()));
    }
};

QTEST_MAIN(TestSurfaceView)
#include "tst_surface_view.moc"
