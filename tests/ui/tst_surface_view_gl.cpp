// The surface itself: needs an OpenGL context (run under Xvfb with xcb).
#include "ui/models/shown_result.h"
#include "ui/surface/surface_view.h"

#include "core/analysis/analysis.h"
#include "core/analysis/promised.h"
#include "tests/ui/made_up_sweep.h"

#include <Q3DSurface>
#include <Q3DTheme>
#include <QApplication>
#include <QCheckBox>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QImage>
#include <QLabel>
#include <QSet>
#include <QSignalSpy>
#include <QSurface3DSeries>
#include <QSurfaceDataProxy>
#include <QTemporaryDir>
#include <QTest>
#include <QValue3DAxis>

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

// IOPS that fall with block size and rise with reads, as a real device's would.
uint64_t expectedIops(const JobSpec& spec)
{
    return 2'000'000'000ULL / (spec.blockSize + 16384) * uint64_t(100 + spec.effectiveReadPercent()) / 100;
}

// One second of made-up I/O at expectedIops().
JobResult measured(const JobSpec& spec)
{
    JobResult r;
    r.spec = spec;
    r.seconds = 1.0;
    const uint64_t ios = expectedIops(spec);
    r.read.ios = ios * uint64_t(spec.effectiveReadPercent()) / 100;
    r.write.ios = ios - r.read.ios;
    r.read.bytes = r.read.ios * spec.blockSize;
    r.write.bytes = r.write.ios * spec.blockSize;
    return r;
}

Matrix mixMatrix()
{
    Matrix m;
    m.sweeps.front().patterns = {Pattern::RandReadWrite};
    m.sweeps.front().queueDepths = {32};
    m.sweeps.front().readPercents = {100, 50, 0};
    m.sweeps.front().blockSizes = {4096, 65536, 1 << 20};
    return m;
}

// A volume capped at 5,000 IOPS and 40 MiB/s, swept over 4 KiB … 1 MiB at
// `reads` % read: each point on its roof, one second each.
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
            const auto ios = uint64_t(std::min(5000.0, 40.0 * (1 << 20) / double(bs)));
            r.read.ios = ios * uint64_t(read) / 100;
            r.write.ios = ios - r.read.ios;
            r.read.bytes = r.read.ios * bs;
            r.write.bytes = r.write.ios * bs;
            set.points.append(r);
        }
    }
    return set;
}

// The drawn series after the measured one: the roof's pieces.
QList<QSurface3DSeries*> roofSeries(Q3DSurface* graph)
{
    return graph->seriesList().mid(1);
}

Q3DSurface* graphOf()
{
    // The graph is a QWindow inside a window container, outside the widget tree.
    for (QWindow* window : QGuiApplication::allWindows())
        if (auto* graph = qobject_cast<Q3DSurface*>(window))
            return graph;
    return nullptr;
}

// The ink heights of the upright labels (the height axis's, "150.0") in a
// render where only the labels are red: the glyphs of one label merged across
// gaps of up to `gap` pixels.
std::vector<int> redLabelHeights(const QImage& render, int gap)
{
    const QImage image = render.convertToFormat(QImage::Format_RGB32);
    const int w = image.width();
    const int h = image.height();
    std::vector<char> ink(size_t(w * h), 0);
    for (int y = 0; y < h; ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        for (int x = 0; x < w; ++x)
            ink[size_t(y * w + x)] = qRed(line[x]) - std::max(qGreen(line[x]), qBlue(line[x])) > 60;
    }
    std::vector<char> merged(ink);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            if (ink[size_t(y * w + x)])
                for (int dy = 0; dy <= gap && y + dy < h; ++dy)
                    for (int dx = 0; dx <= gap && x + dx < w; ++dx)
                        merged[size_t((y + dy) * w + x + dx)] = 1;
    std::vector<int> heights;
    std::vector<int> stack;
    for (int start = 0; start < w * h; ++start) {
        if (merged[size_t(start)] != 1)
            continue;
        QRect box;
        int pixels = 0;
        merged[size_t(start)] = 2;
        stack.push_back(start);
        while (!stack.empty()) {
            const int p = stack.back();
            stack.pop_back();
            const int x = p % w;
            const int y = p / w;
            if (ink[size_t(p)]) {
                box |= QRect(x, y, 1, 1);
                ++pixels;
            }
            for (const int q : {x > 0 ? p - 1 : -1, x < w - 1 ? p + 1 : -1, y > 0 ? p - w : -1, y < h - 1 ? p + w : -1})
                if (q >= 0 && merged[size_t(q)] == 1) {
                    merged[size_t(q)] = 2;
                    stack.push_back(q);
                }
        }
        // Upright labels only: a slanted one falls apart into words whose
        // boxes say little. All labels share one font, so these tell the size.
        if (pixels > 8 && box.width() >= 2 * box.height())
            heights.push_back(box.height());
    }
    return heights;
}

// The ink height of digits in the application's font, as a label would have.
double applicationDigitHeight()
{
    return QFontMetricsF(QApplication::font()).tightBoundingRect(QStringLiteral("0123456789")).height();
}

}  // namespace

class TestSurfaceViewGl : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void init()
    {
        shown_ = std::make_unique<ShownResult>();
        view_ = std::make_unique<SurfaceView>(shown_.get());
        view_->resize(900, 700);
        view_->show();
        QVERIFY(QTest::qWaitForWindowExposed(view_.get()));
        QVERIFY(view_->hasOpenGL());
        graph_ = graphOf();
        QVERIFY(graph_);
        shown_->beginRun(mixMatrix());
    }

    void cleanup()
    {
        view_.reset();
        shown_.reset();
    }

    // A compared run over the surface: its matching slice as one more
    // series in its own colour, the height axis raised to hold it, its name
    // under the chart; a run at another depth only once iodepth is not matched.
    void comparedRunsOverTheSurface()
    {
        shown_->show(testing::sweep(1));
        const int shown = int(graph_->seriesList().size());
        const float top = graph_->axisY()->max();
        auto* legend = view_->findChild<QLabel*>(QStringLiteral("overlays"));
        shown_->addCompared({testing::sweep(2)}, {QStringLiteral("b.json")});
        QCOMPARE(int(graph_->seriesList().size()), shown + 1);
        QVERIFY(graph_->axisY()->max() > top);
        QVERIFY2(legend->isVisibleTo(view_.get()) && legend->text().contains(QStringLiteral("B: b.json")),
                 qPrintable(legend->text()));
        QSurface3DSeries* over = graph_->seriesList().last();
        QCOMPARE(over->dataProxy()->rowCount(), 2);
        QCOMPARE(over->baseColor().alpha() < 255, true);

        ResultSet deeper = testing::sweep(2);
        for (JobResult& run : deeper.points)
            run.spec.queueDepth = 32;
        shown_->clearCompared();
        shown_->addCompared({deeper}, {QStringLiteral("qd32.json")});
        QCOMPARE(int(graph_->seriesList().size()), shown);
        QVERIFY(legend->text().contains(QStringLiteral("not drawn")));
        shown_->setCompareKeys(keysWithout({SpecKey::IoDepth}));
        QCOMPARE(int(graph_->seriesList().size()), shown + 1);
        shown_->clearCompared();
        QCOMPARE(int(graph_->seriesList().size()), shown);
        QVERIFY(!legend->isVisibleTo(view_.get()));
    }

    void surfaceGrowsByCompleteRows()
    {
        const std::vector<JobSpec> specs = mixMatrix().expand();
        QSurfaceDataProxy* proxy = graph_->seriesList().at(0)->dataProxy();
        auto* status = view_->findChild<QLabel*>(QStringLiteral("status"));
        for (int i = 0; i < 5; ++i)
            shown_->addRun(i, measured(specs[size_t(i)]));
        // One complete row cannot make a surface: nothing drawn, and it says so.
        QCOMPARE(proxy->rowCount(), 0);
        QVERIFY(status->text().contains(QStringLiteral("5 of 9 point")));
        QVERIFY(status->text().contains(QStringLiteral("measured;")));
        shown_->addRun(5, measured(specs[5]));
        QCOMPARE(proxy->rowCount(), 2);
        QCOMPARE(proxy->columnCount(), 3);
    }

    void surfaceHoldsEveryPoint()
    {
        const std::vector<JobSpec> specs = mixMatrix().expand();
        for (size_t i = 0; i < specs.size(); ++i)
            shown_->addRun(int(i), measured(specs[i]));
        QSurfaceDataProxy* proxy = graph_->seriesList().at(0)->dataProxy();
        QCOMPARE(proxy->rowCount(), 3);
        QCOMPARE(proxy->columnCount(), 3);
        const std::vector<int> reads{0, 50, 100};
        const std::vector<uint64_t> sizes{4096, 65536, 1 << 20};
        for (int r = 0; r < 3; ++r) {
            for (int c = 0; c < 3; ++c) {
                const QSurfaceDataItem* item = proxy->itemAt(r, c);
                JobSpec spec = specs[0];
                spec.readPercent = reads[size_t(r)];
                spec.blockSize = sizes[size_t(c)];
                QCOMPARE(item->x(), float(sizes[size_t(c)]));
                QCOMPARE(item->z(), float(reads[size_t(r)]));
                QCOMPARE(item->y(), float(expectedIops(spec) / 1000.0));  // in thousands, as the axis says
            }
        }
        QVERIFY(view_->findChild<QLabel*>(QStringLiteral("status"))->text().contains(QStringLiteral("9 of 9 point")));

        view_->setMetric(SurfaceView::Metric::Bandwidth);
        JobSpec spec = specs[0];
        spec.readPercent = 0;
        spec.blockSize = 4096;
        QCOMPARE(proxy->itemAt(0, 0)->y(), float(expectedIops(spec) * 4096 / 1e6));
        QCOMPARE(graph_->axisY()->title(), QStringLiteral("MB/s"));
    }

    void blockSizeAxisReadsAsSizes()
    {
        const std::vector<JobSpec> specs = mixMatrix().expand();
        for (size_t i = 0; i < specs.size(); ++i)
            shown_->addRun(int(i), measured(specs[i]));
        QCoreApplication::processEvents();
        const QStringList labels = graph_->axisX()->labels();
        QVERIFY2(labels.contains(QStringLiteral("4 KiB")), qPrintable(labels.join(QLatin1Char('|'))));
        QVERIFY2(labels.contains(QStringLiteral("64 KiB")), qPrintable(labels.join(QLatin1Char('|'))));
        QVERIFY2(labels.contains(QStringLiteral("1 MiB")), qPrintable(labels.join(QLatin1Char('|'))));
        QCOMPARE(graph_->axisX()->min(), 4096.0f);
        QCOMPARE(graph_->axisX()->max(), float(1 << 20));
        QCOMPARE(graph_->axisZ()->min(), 0.0f);
        QCOMPARE(graph_->axisZ()->max(), 100.0f);
    }

    void aSplitColumnSitsPastTheLargestSizeUnderItsName()
    {
        Matrix matrix = mixMatrix();
        matrix.sweeps.front().blockSplits = {{{4096, 60}, {65536, 30}, {1 << 20, 10}}};
        shown_->beginRun(matrix);
        const std::vector<JobSpec> specs = matrix.expand();
        for (size_t i = 0; i < specs.size(); ++i)
            shown_->addRun(int(i), measured(specs[i]));
        QCoreApplication::processEvents();
        QSurfaceDataProxy* proxy = graph_->seriesList().at(0)->dataProxy();
        QCOMPARE(proxy->columnCount(), 4);
        // X ascending, the split one octave past 1 MiB, though its largest part is 1 MiB too.
        QCOMPARE(proxy->itemAt(0, 2)->x(), float(1 << 20));
        QCOMPARE(proxy->itemAt(0, 3)->x(), float(2 << 20));
        QCOMPARE(graph_->axisX()->max(), float(2 << 20));
        const QStringList labels = graph_->axisX()->labels();
        QVERIFY2(labels.contains(QStringLiteral("1 MiB")), qPrintable(labels.join(QLatin1Char('|'))));
        QVERIFY2(labels.contains(QStringLiteral("4k/60:64k/30:1m/10")), qPrintable(labels.join(QLatin1Char('|'))));
        QVERIFY2(!labels.contains(QStringLiteral("2 MiB")), qPrintable(labels.join(QLatin1Char('|'))));
        QVERIFY(!graph_->renderToImage(0, QSize(320, 240)).isNull());
    }

    void labelsReadAtTheApplicationFontSize_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1366 x 768 window") << QSize(820, 640);
        QTest::newRow("1280 x 720 window") << QSize(740, 580);
        QTest::newRow("maximized 1600") << QSize(1050, 860);
        QTest::newRow("narrow") << QSize(560, 700);
    }

    void labelsReadAtTheApplicationFontSize()
    {
        QFETCH(QSize, size);
        view_->resize(size);
        const std::vector<JobSpec> specs = mixMatrix().expand();
        for (size_t i = 0; i < specs.size(); ++i)
            shown_->addRun(int(i), measured(specs[i]));
        QCoreApplication::processEvents();
        // Only the labels left, in red: the surface, grid and titles hidden.
        Q3DTheme* theme = graph_->activeTheme();
        theme->setLabelTextColor(Qt::red);
        theme->setGridEnabled(false);
        theme->setBackgroundEnabled(false);
        graph_->seriesList().at(0)->setVisible(false);
        for (QValue3DAxis* axis : {graph_->axisX(), graph_->axisY(), graph_->axisZ()})
            axis->setTitleVisible(false);
        // Labels of one glyph ("0") would be measured by their width: two or more.
        graph_->axisY()->setLabelFormat(QStringLiteral("%.1f"));
        graph_->axisZ()->setLabelFormat(QStringLiteral("%.0f %%"));
        auto* container = view_->findChild<QWidget*>(QStringLiteral("surface"));
        const QImage render = graph_->renderToImage(0, container->size());
        const double wanted = applicationDigitHeight();
        const std::vector<int> heights = redLabelHeights(render, int(std::ceil(wanted / 2)));
        // The height axis on both sides: 0, 50, 100, 150, 200.
        QVERIFY2(heights.size() >= 8, qPrintable(QString::number(heights.size())));
        const int smallest = *std::min_element(heights.begin(), heights.end());
        QVERIFY2(smallest >= std::floor(wanted),
                 qPrintable(QStringLiteral("smallest label %1 px, the application's digits %2 px at %3 × %4")
                                .arg(smallest)
                                .arg(wanted)
                                .arg(container->width())
                                .arg(container->height())));
    }

    void doubleClickAsksForThePointsDetail()
    {
        const std::vector<JobSpec> specs = mixMatrix().expand();
        for (size_t i = 0; i < specs.size(); ++i)
            shown_->addRun(int(i), measured(specs[i]));
        auto* container = view_->findChild<QWidget*>(QStringLiteral("surface"));
        // The first press of a double-click picks the point (as selectPoint does
        // here: a click's pick resolves on a frame drawn to the screen).
        shown_->select(4);
        QSignalSpy activated(view_.get(), &SurfaceView::pointActivated);
        QTest::mouseDClick(graph_, Qt::LeftButton, {}, QPoint(container->width() / 2, container->height() / 2));
        QCOMPARE(activated.count(), 1);
        QCOMPARE(activated.at(0).at(0).toInt(), 4);
    }

    void exportsARenderOfTheAskedSize()
    {
        const std::vector<JobSpec> specs = mixMatrix().expand();
        for (size_t i = 0; i < specs.size(); ++i)
            shown_->addRun(int(i), measured(specs[i]));
        shown_->select(4);
        QTemporaryDir temp;
        // SURFIO_TEST_OUTPUT keeps the image for a person to look at.
        const QString dir = qEnvironmentVariable("SURFIO_TEST_OUTPUT", temp.path());
        const QString path = dir + QStringLiteral("/surface.png");
        QVERIFY(view_->exportPng(path, QSize(1024, 768)));
        const QImage image(path);
        QCOMPARE(image.size(), QSize(1024, 768));
        // A blank or single-colour frame means nothing was drawn.
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 4)
            for (int x = 0; x < image.width(); x += 4)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 200, qPrintable(QString::number(colours.size())));
    }

    void exportsWhileNotOnScreen()
    {
        // Another tab in front: the window is hidden, the render still works.
        view_->hide();
        const std::vector<JobSpec> specs = mixMatrix().expand();
        for (size_t i = 0; i < specs.size(); ++i)
            shown_->addRun(int(i), measured(specs[i]));
        QTemporaryDir temp;
        const QString path = temp.filePath(QStringLiteral("hidden.png"));
        QVERIFY(view_->exportPng(path, QSize(640, 480)));
        const QImage image(path);
        QCOMPARE(image.size(), QSize(640, 480));
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 4)
            for (int x = 0; x < image.width(); x += 4)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 200, qPrintable(QString::number(colours.size())));
    }

    void selectionMapsGridPositionsToPoints()
    {
        const std::vector<JobSpec> specs = mixMatrix().expand();
        for (size_t i = 0; i < specs.size(); ++i)
            shown_->addRun(int(i), measured(specs[i]));
        QSurface3DSeries* series = graph_->seriesList().at(0);
        QSignalSpy picked(shown_.get(), &ShownResult::selectionChanged);

        // Point 5 is 50 % read (proxy row 1) at 1 MiB (column 2).
        shown_->select(5);
        QCOMPARE(series->selectedPoint(), QPoint(1, 2));
        QCOMPARE(picked.count(), 1);  // the change itself: the surface picks nothing back
        picked.clear();
        auto* selection = view_->findChild<QLabel*>(QStringLiteral("selection"));
        QVERIFY(selection->text().contains(QStringLiteral("1 MiB, 50 % read")));

        // As a click on the surface does it: 0 % read (row 0) at 4 KiB (column 0) is point 6.
        series->setSelectedPoint(QPoint(0, 0));
        QCOMPARE(picked.count(), 1);
        QCOMPARE(picked.takeFirst().at(0).toInt(), 6);
        QVERIFY(selection->text().contains(QStringLiteral("4 KiB, 0 % read")));

        // Every point goes there and back.
        for (int i = 0; i < int(specs.size()); ++i) {
            shown_->select(i);
            const QPoint at = series->selectedPoint();
            shown_->select(-1);
            QCOMPARE(series->selectedPoint(), QSurface3DSeries::invalidSelectionPosition());
            picked.clear();
            series->setSelectedPoint(at);
            QCOMPARE(picked.count(), 1);
            QCOMPARE(picked.takeFirst().at(0).toInt(), i);
        }

        // A new point keeps the selection where it was.
        shown_->select(3);  // 50 % read, 4 KiB
        picked.clear();
        shown_->addRun(0, measured(specs[0]));
        QCOMPARE(series->selectedPoint(), QPoint(1, 0));
        QCOMPARE(picked.count(), 0);
    }

    // The roof of each fitted mix over its block sizes: IOPS(bs) = min(I, B / bs)
    // as the fit says, at every size and at the crossover; in MB/s for MB/s;
    // for latency, a wall at the crossover.
    void roofIsTheFitOverEachMix()
    {
        const ResultSet set = cappedSweep({100, 0});
        const QList<LimitsGroup> limits = analyze(set).limits;
        QCOMPARE(limits.size(), 2);
        shown_->show(set);
        setLimits(*shown_, limits);
        auto* box = view_->findChild<QCheckBox*>(QStringLiteral("roof"));
        QVERIFY(box->isEnabled());
        QVERIFY(box->isChecked());
        QVERIFY(view_->roofShown());
        // The two mixes are neighbours on the slice: one piece, 0 % read first
        // and 100 % last, rows of the net between them.
        QCOMPARE(roofSeries(graph_).size(), 1);
        QSurfaceDataProxy* roof = roofSeries(graph_).first()->dataProxy();
        QVERIFY(roof->rowCount() > 2);
        const auto groupAt = [&](int read) {
            return *std::find_if(limits.begin(), limits.end(),
                                 [&](const LimitsGroup& g) { return g.readPercent == read; });
        };
        // Lifted a little above the points that meet it, so that it shows.
        const double lift = kRoofLift * graph_->axisY()->max();
        for (const int r : {0, int(roof->rowCount()) - 1}) {
            const LimitsGroup group = groupAt(r == 0 ? 0 : 100);
            QSet<uint64_t> sizes;
            for (int c = 0; c < roof->columnCount(); ++c) {
                const QSurfaceDataItem* item = roof->itemAt(r, c);
                QCOMPARE(item->z(), float(group.readPercent));
                const auto bs = uint64_t(item->x());
                QVERIFY2(qAbs(item->y() - lift - rooflineIops(group.fit, bs)) < 0.5,
                         qPrintable(QStringLiteral("%1 B: %2").arg(bs).arg(item->y())));
                sizes.insert(bs);
            }
            // Every size measured, and the corner.
            for (uint64_t bs = 4096; bs <= (1u << 20); bs *= 2)
                QVERIFY(sizes.contains(bs));
            QVERIFY(sizes.contains(uint64_t(std::llround(group.fit.crossoverBlockSize))));
        }
        auto* verdict = view_->findChild<QLabel*>(QStringLiteral("limits"));
        QVERIFY2(verdict->text().contains(QStringLiteral("100 % read: IOPS-limited at 5000 below 8.19 KiB")),
                 qPrintable(verdict->text()));

        view_->setMetric(SurfaceView::Metric::Bandwidth);
        roof = roofSeries(graph_).first()->dataProxy();
        const QSurfaceDataItem* largest = roof->itemAt(1, roof->columnCount() - 1);
        QCOMPARE(largest->x(), float(1 << 20));
        QVERIFY(qAbs(largest->y() - kRoofLift * graph_->axisY()->max() - 40.0 * (1 << 20) / 1e6) < 0.05);  // MB/s

        view_->setMetric(SurfaceView::Metric::MeanLatency);
        QCOMPARE(roofSeries(graph_).size(), 2);  // a wall per mix
        roof = roofSeries(graph_).first()->dataProxy();
        QCOMPARE(roof->itemAt(0, 0)->x(), roof->itemAt(0, 1)->x());
        QVERIFY(qAbs(double(roof->itemAt(0, 0)->x()) - groupAt(0).fit.crossoverBlockSize) < 1);
        QCOMPARE(roof->itemAt(0, 0)->y(), 0.0f);
        QCOMPARE(roof->itemAt(0, 1)->y(), graph_->axisY()->max());

        box->setChecked(false);
        QVERIFY(roofSeries(graph_).isEmpty());
        QVERIFY(!graph_->renderToImage(0, QSize(320, 240)).isNull());
    }

    // A mix between two fitted ones that was not fitted itself: no roof spans it.
    void aRoofSpansOnlyFittedMixes()
    {
        ResultSet set = cappedSweep({100, 50, 0});
        // 50 % read at 4 KiB and 1 MiB only: too few sizes to fit.
        set.points.erase(std::remove_if(set.points.begin(), set.points.end(),
                                        [](const JobResult& r) {
                                            return r.spec.readPercent == 50 && r.spec.blockSize != 4096
                                                   && r.spec.blockSize != (1u << 20);
                                        }),
                         set.points.end());
        shown_->show(set);
        setLimits(*shown_, analyze(set).limits);
        const QList<QSurface3DSeries*> pieces = roofSeries(graph_);
        QCOMPARE(pieces.size(), 2);
        for (QSurface3DSeries* piece : pieces) {
            QSurfaceDataProxy* proxy = piece->dataProxy();
            QCOMPARE(proxy->rowCount(), 2);
            // A ribbon along its own mix, narrow: never reaching 50 %.
            const float low = proxy->itemAt(0, 0)->z();
            const float high = proxy->itemAt(1, 0)->z();
            QVERIFY(high - low > 0 && high - low < 5);
            QVERIFY(high < 50 || low > 50);
        }
    }

    // A result with a promise: one more piece, in the promised roof's
    // colour, a lid over every mix at promisedIops (lifted as the fitted
    // roof is), named beside the fitted roof under the chart.
    void promisedRoofIsALidOverEveryMix()
    {
        ResultSet set = cappedSweep({100, 50, 0});
        VolumePromise promise;
        promise.spec = "made-up:100g";
        promise.profile = "made-up";
        promise.sizeBytes = 100ULL << 30;
        promise.iops = 3000;
        promise.bandwidth = 24 << 20;
        promise.ioUnitBytes = 256 << 10;
        set.matrix.volume = promise;
        shown_->show(set);
        setLimits(*shown_, analyze(set).limits);
        QVERIFY(view_->promisedShown());
        const QList<QSurface3DSeries*> pieces = roofSeries(graph_);
        QCOMPARE(pieces.size(), 2);  // the fitted roof's one piece, then the promised one
        QSurface3DSeries* lid = pieces.last();
        QCOMPARE(lid->wireframeColor(), promisedColor());
        QCOMPARE(pieces.first()->wireframeColor(), roofColor());
        QSurfaceDataProxy* proxy = lid->dataProxy();
        QCOMPARE(proxy->rowCount(), 2 * 4 + 1);  // a row a mix, three between each two
        const double lift = kRoofLift * graph_->axisY()->max();
        for (int r = 0; r < proxy->rowCount(); ++r)
            for (int c = 0; c < proxy->columnCount(); ++c) {
                const QSurfaceDataItem* item = proxy->itemAt(r, c);
                const double expected = promisedIops(promise, uint64_t(item->x()));
                QVERIFY2(qAbs(item->y() - lift - expected) < 0.5,
                         qPrintable(QStringLiteral("%1 B: %2, not %3").arg(item->x()).arg(item->y()).arg(expected)));
            }
        QCOMPARE(proxy->itemAt(0, 0)->z(), 0.0f);
        QCOMPARE(proxy->itemAt(4, 0)->z(), 50.0f);
        QCOMPARE(proxy->itemAt(8, 0)->z(), 100.0f);
        auto* legend = view_->findChild<QLabel*>(QStringLiteral("overlays"));
        QVERIFY(legend->isVisibleTo(view_.get()));
        QVERIFY2(legend->text().contains(QStringLiteral("promised: made-up 100 GiB, 3000 IOPS · 24 MiB/s"))
                     && legend->text().contains(QStringLiteral("Limits roof"))
                     && !legend->text().contains(QStringLiteral("above the scale")),
                 qPrintable(legend->text()));
        // Room above the lid's top, so it is off the box's border.
        QVERIFY2(graph_->axisY()->max() > 3000 + lift, qPrintable(QString::number(graph_->axisY()->max())));

        // A promise far above the points: cut at the axis' top, named so.
        set.matrix.volume.iops = 100000;
        set.matrix.volume.bandwidth = 4000.0 * (1 << 20);
        shown_->show(set);
        setLimits(*shown_, analyze(set).limits);
        QVERIFY2(legend->text().contains(QStringLiteral("100000 IOPS · 4000 MiB/s (above the scale)")),
                 qPrintable(legend->text()));
        QVERIFY(graph_->axisY()->max() < 100000);

        view_->findChild<QCheckBox*>(QStringLiteral("promisedRoof"))->setChecked(false);
        QCOMPARE(roofSeries(graph_).size(), 1);
        QVERIFY(!legend->isVisibleTo(view_.get()));
    }

    void noFittedMixNoRoof()
    {
        // 4 KiB, 64 KiB and 1 MiB, but two of them: no group of three.
        ResultSet set = cappedSweep({100, 0});
        set.points.erase(std::remove_if(set.points.begin(), set.points.end(),
                                        [](const JobResult& r) { return r.spec.blockSize > 8192; }),
                         set.points.end());
        shown_->show(set);
        setLimits(*shown_, analyze(set).limits);
        auto* box = view_->findChild<QCheckBox*>(QStringLiteral("roof"));
        QVERIFY(!box->isEnabled());
        QVERIFY(box->toolTip().contains(QStringLiteral("No limits fitted")));
        QVERIFY(!view_->roofShown());
        QVERIFY(roofSeries(graph_).isEmpty());
        QVERIFY(!view_->findChild<QLabel*>(QStringLiteral("limits"))->isVisibleTo(view_.get()));
        QVERIFY(!view_->findChild<QCheckBox*>(QStringLiteral("promisedRoof"))->isVisibleTo(view_.get()));
        QVERIFY(!view_->promisedShown());
    }

    void rendersTheRoof_data()
    {
        QTest::addColumn<SurfaceView::Metric>("metric");
        QTest::addColumn<QString>("name");
        QTest::newRow("IOPS") << SurfaceView::Metric::Iops << QStringLiteral("roof-iops.png");
        QTest::newRow("MB/s") << SurfaceView::Metric::Bandwidth << QStringLiteral("roof-mbps.png");
        QTest::newRow("p99: the crossover") << SurfaceView::Metric::P99Latency << QStringLiteral("roof-p99.png");
    }

    // SURFIO_TEST_OUTPUT keeps the render for a person to look at.
    void rendersTheRoof()
    {
        QFETCH(SurfaceView::Metric, metric);
        QFETCH(QString, name);
        ResultSet set = cappedSweep({100, 0});
        for (JobResult& r : set.points) {
            // Latency grows with the block size, as a capped volume's does.
            DirectionTotals& d = r.read.ios ? r.read : r.write;
            d.latSumNs = double(d.ios) * 32e9 / std::max(1.0, double(d.ios));
            d.histogram.add(uint64_t(32e9 / std::max(1.0, double(d.ios))));
        }
        shown_->show(set);
        setLimits(*shown_, analyze(set).limits);
        view_->setMetric(metric);
        QVERIFY(view_->roofShown());
        QVERIFY(!roofSeries(graph_).isEmpty());
        QTemporaryDir temp;
        const QString path = qEnvironmentVariable("SURFIO_TEST_OUTPUT", temp.path()) + QLatin1Char('/') + name;
        QVERIFY(view_->exportPng(path, QSize(1024, 768)));
        QCOMPARE(QImage(path).size(), QSize(1024, 768));
    }

private:
    std::unique_ptr<ShownResult> shown_;
    std::unique_ptr<SurfaceView> view_;
    Q3DSurface* graph_ = nullptr;
};

QTEST_MAIN(TestSurfaceViewGl)
#include "tst_surface_view_gl.moc"
