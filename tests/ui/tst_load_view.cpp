// Specifies load_view.h: one p99 and one mean curve per load group holding
// the group's points in order of load, the knee and the best point under the
// SLO marked where the analysis puts them, the SLO line, the explanation
// where a result has no queue-depth sweep, the SLO control, and the chart
// filling in as a run's points finish.
#include "ui/models/shown_result.h"
#include "ui/views/load_view.h"

#include "core/analysis/analysis_text.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QScatterSeries>
#include <QSettings>
#include <QSignalSpy>
#include <QStackedLayout>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace surfio;
using namespace std::chrono_literals;

namespace {

constexpr uint32_t kDepths[] = {1, 2, 4, 8, 16, 32, 64, 128, 256};
constexpr double kNsPerS = 1e9;
constexpr double kLat0Ns = 100e3;  // an I/O's latency when nothing waits
constexpr double kCap = 40000;     // the volume's IOPS limit

// One finished run of a point: `iops` I/Os a second for a second, with a
// mean latency of `meanNs` and a p99 of twice that (97 % of the I/Os at the
// mean, the slowest 3 % at twice it).
JobResult run(int point, Pattern pattern, uint32_t depth, double iops, double meanNs)
{
    JobResult r;
    r.point = point;
    r.spec.pattern = pattern;
    r.spec.blockSize = 4096;
    r.spec.queueDepth = depth;
    r.seconds = 1;
    DirectionTotals& d = r.spec.effectiveReadPercent() == 0 ? r.write : r.read;
    d.ios = uint64_t(iops);
    d.bytes = d.ios * r.spec.blockSize;
    d.latSumNs = meanNs * double(d.ios);
    for (int i = 0; i < 100; ++i)
        d.histogram.add(uint64_t(i < 97 ? meanNs : 2 * meanNs));
    return r;
}

// A QD 1 … 256 sweep on a volume that serves an I/O in kLat0Ns and at most
// kCap I/Os a second (a little more with each doubling past it, as queues
// let it merge): IOPS rise with the depth up to QD 4, then latency does
// (Little's law: mean = QD / IOPS). p99 at 1 ms: QD 16 the most IOPS within.
QList<JobResult> sweep(Pattern pattern = Pattern::RandRead, int firstPoint = 0)
{
    QList<JobResult> runs;
    int point = firstPoint;
    for (const uint32_t depth : kDepths) {
        const double open = depth * kNsPerS / kLat0Ns;
        const double iops = open <= kCap ? open : kCap * (1 + 0.01 * std::log2(depth / 4.0));
        runs.append(run(point++, pattern, depth, iops, depth * kNsPerS / iops));
    }
    return runs;
}

ResultSet result(const QList<JobResult>& runs, Nanoseconds slo = 1ms)
{
    ResultSet r;
    r.matrix.slo = slo;
    r.points = runs;
    return r;
}

// What the analysis says of the same result, found apart from the view.
QList<LoadGroup> expectedGroups(const ResultSet& r, Nanoseconds slo)
{
    return findLoad(r, figuresOf(r.points), double(slo.count()));
}

QChart* chartOf(const LoadView& view)
{
    auto* chartView = view.findChild<QChartView*>();
    return chartView ? chartView->chart() : nullptr;
}

template <typename Series> Series* seriesNamed(const LoadView& view, const QString& objectName)
{
    for (QAbstractSeries* s : chartOf(view)->series())
        if (s->objectName() == objectName)
            return qobject_cast<Series*>(s);
    return nullptr;
}

bool showsExplanation(const LoadView& view)
{
    const auto* stack = static_cast<const QStackedLayout*>(view.layout());
    return stack->currentWidget() == view.findChild<QLabel*>(QStringLiteral("loadEmpty"));
}

QString explanation(const LoadView& view)
{
    return view.findChild<QLabel*>(QStringLiteral("loadEmpty"))->text();
}

double yOf(const LoadView& view, double ns)
{
    return view.logLatency() ? std::log10(ns) : ns;
}

QList<QPointF> curveOf(const LoadView& view, const LoadCurve& curve, bool p99)
{
    QList<QPointF> points;
    for (const LoadPoint& p : curve.points)
        points.append(QPointF(p.iops, yOf(view, p99 ? p.p99LatencyNs : p.meanLatencyNs)));
    return points;
}

// The depth of the point a one-point marker series sits on; 0 when it is empty.
uint32_t depthUnder(const LoadView& view, const QScatterSeries& marker, const LoadCurve& curve)
{
    if (marker.count() == 0)
        return 0;
    const QPointF at = marker.at(0);
    for (const LoadPoint& p : curve.points)
        if (p.iops == at.x() && yOf(view, p.p99LatencyNs) == at.y())
            return p.iodepth;
    return uint32_t(-1);  // on no point of the curve
}

void typeSlo(LoadView& view, const QString& text)
{
    auto* edit = view.findChild<QComboBox*>(QStringLiteral("loadSlo"))->lineEdit();
    edit->selectAll();
    QTest::keyClicks(edit, text);
    QTest::keyClick(edit, Qt::Key_Return);
}

}  // namespace

class TestLoadView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void explainsWithoutASweep_data();
    void explainsWithoutASweep();
    void curvesHoldTheGroupsPoints();
    void kneeAndBestSitOnTheirPoints();
    void oneLabelWhereTheKneeIsBest();
    void sloLineAndControlFollowTheResult();
    void sloChangeMovesTheBestMarker_data();
    void sloChangeMovesTheBestMarker();
    void badSloTextKeepsTheSlo();
    void personsSloIsRememberedForRuns();
    void fillsInAsPointsFinish();
    void parsesSlo_data();
    void parsesSlo();
    void labelsAvoidTheSloLine_data();
    void labelsAvoidTheSloLine();
};

void TestLoadView::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    // The expected texts are in English with C-locale numbers.
    QLocale::setDefault(QLocale::c());
}

void TestLoadView::init()
{
    QSettings().clear();
}

void TestLoadView::explainsWithoutASweep_data()
{
    QTest::addColumn<QList<JobResult>>("runs");
    QList<JobResult> sizes;  // a block-size sweep at one depth
    for (int i = 0; i < 4; ++i) {
        sizes.append(run(i, Pattern::RandRead, 32, 1000, 1e6));
        sizes.last().spec.blockSize = 4096u << i;
    }
    QList<JobResult> twoDepths{run(0, Pattern::RandRead, 1, 1000, 1e6), run(1, Pattern::RandRead, 2, 2000, 1e6)};
    QList<JobResult> split = sweep();  // depths of different patterns: no group
    for (int i = 0; i < split.size(); ++i)
        split[i].spec.pattern = i % 2 ? Pattern::RandRead : Pattern::RandWrite;
    split = split.mid(0, 4);

    QTest::newRow("nothing shown") << QList<JobResult>{};
    QTest::newRow("block sizes only") << sizes;
    QTest::newRow("two depths") << twoDepths;
    QTest::newRow("depths of two patterns") << split;
}

void TestLoadView::explainsWithoutASweep()
{
    QFETCH(QList<JobResult>, runs);
    ShownResult shown;
    LoadView view(&shown, false);
    shown.show(result(runs));
    QVERIFY(view.groups().isEmpty());
    QVERIFY(showsExplanation(view));
    QVERIFY2(explanation(view).contains(QLatin1String("qd-sweep"))
                 && explanation(view).contains(QLatin1String("--iodepth=1,2,4")),
             qPrintable(explanation(view)));
}

void TestLoadView::curvesHoldTheGroupsPoints()
{
    ShownResult shown;
    LoadView view(&shown, false);
    const ResultSet r = result(sweep(Pattern::RandRead) + sweep(Pattern::RandWrite, 9));
    shown.show(r);
    QVERIFY(!showsExplanation(view));
    const QList<LoadGroup> expected = expectedGroups(r, 1ms);
    QCOMPARE(view.groups().size(), 2);
    QCOMPARE(expected.size(), 2);
    // Latency spans more than a decade here (100 µs … 12 ms): a log scale.
    QVERIFY(view.logLatency());
    for (int i = 0; i < expected.size(); ++i) {
        const auto* p99 = seriesNamed<QLineSeries>(view, QStringLiteral("loadP99_%1").arg(i));
        const auto* mean = seriesNamed<QLineSeries>(view, QStringLiteral("loadMean_%1").arg(i));
        QVERIFY(p99 && mean);
        QCOMPARE(p99->points(), curveOf(view, expected[i].curve, true));
        QCOMPARE(mean->points(), curveOf(view, expected[i].curve, false));
        QCOMPARE(p99->points().size(), 9);
        QCOMPARE(p99->name(), loadGroupLabel(expected[i]));
        QCOMPARE(view.findChild<QLabel*>(QStringLiteral("loadVerdict%1").arg(i))->text(),
                 loadVerdict(expected[i], 1e6));
    }
}

void TestLoadView::kneeAndBestSitOnTheirPoints()
{
    ShownResult shown;
    LoadView view(&shown, false);
    const ResultSet r = result(sweep());
    shown.show(r);
    const QList<LoadGroup> groups = expectedGroups(r, 1ms);
    const LoadCurve& curve = groups.first().curve;
    const auto* knee = seriesNamed<QScatterSeries>(view, QStringLiteral("loadKnee_0"));
    const auto* best = seriesNamed<QScatterSeries>(view, QStringLiteral("loadBest_0"));
    QVERIFY(knee);
    QVERIFY(best);
    // The knee where IOPS stop rising with the depth; the most IOPS with p99 ≤ 1 ms at QD 16.
    QCOMPARE(depthUnder(view, *knee, curve), 4u);
    QCOMPARE(depthUnder(view, *best, curve), 16u);
    QCOMPARE(depthUnder(view, *knee, curve), curve.points[size_t(curve.knee)].iodepth);
    QCOMPARE(depthUnder(view, *best, curve), curve.points[size_t(curve.bestUnderSlo)].iodepth);
    // Their words, drawn beside them.
    QCOMPARE(knee->name(), QStringLiteral("knee QD 4"));
    QCOMPARE(best->name(), QStringLiteral("best ≤ 1 ms: QD 16"));
}

// At 300 µs the most IOPS within is the knee's point (QD 4, p99 200 µs):
// one label says both, and the ring still marks it.
void TestLoadView::oneLabelWhereTheKneeIsBest()
{
    ShownResult shown;
    LoadView view(&shown, false);
    shown.show(result(sweep(), 300us));
    const LoadCurve& curve = view.groups().first().curve;
    QCOMPARE(curve.knee, curve.bestUnderSlo);
    const auto* knee = seriesNamed<QScatterSeries>(view, QStringLiteral("loadKnee_0"));
    const auto* best = seriesNamed<QScatterSeries>(view, QStringLiteral("loadBest_0"));
    QVERIFY(knee);
    QVERIFY(best);
    QCOMPARE(depthUnder(view, *knee, curve), 4u);
    QCOMPARE(depthUnder(view, *best, curve), 4u);
    QCOMPARE(knee->name(), QStringLiteral("knee, best ≤ 300 µs: QD 4"));
    QVERIFY(best->name().isEmpty());
}

void TestLoadView::sloLineAndControlFollowTheResult()
{
    ShownResult shown;
    LoadView view(&shown, false);
    shown.show(result(sweep(), 2ms));
    QCOMPARE(view.slo(), Nanoseconds(2ms));
    QCOMPARE(view.findChild<QComboBox*>(QStringLiteral("loadSlo"))->currentText(), QStringLiteral("2 ms"));
    const auto* line = seriesNamed<QLineSeries>(view, QStringLiteral("loadSloLine"));
    QVERIFY(line);
    QCOMPARE(line->count(), 2);
    QCOMPARE(line->at(0).y(), yOf(view, 2e6));
    QCOMPARE(line->at(1).y(), yOf(view, 2e6));
    QCOMPARE(line->name(), QStringLiteral("SLO: p99 ≤ 2 ms"));
    // The line crosses the whole plot, past the most IOPS.
    QVERIFY(line->at(1).x() >= view.groups().first().curve.points.back().iops);
}

void TestLoadView::sloChangeMovesTheBestMarker_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<qint64>("sloNs");
    QTest::addColumn<uint>("bestDepth");  // 0: no point within
    // p99 by depth: 200 µs up to QD 4, then 396 µs, 784 µs, 1.55 ms, 3.08 ms, 6.1 ms, 12.1 ms.
    QTest::newRow("100 µs: none within") << QStringLiteral("100 µs") << qint64(100'000) << 0u;
    QTest::newRow("500us") << QStringLiteral("500us") << qint64(500'000) << 8u;
    QTest::newRow("2 ms") << QStringLiteral("2 ms") << qint64(2'000'000) << 32u;
    QTest::newRow("5ms") << QStringLiteral("5ms") << qint64(5'000'000) << 64u;
    QTest::newRow("bare 20: ms") << QStringLiteral("20") << qint64(20'000'000) << 256u;
}

void TestLoadView::sloChangeMovesTheBestMarker()
{
    QFETCH(QString, typed);
    QFETCH(qint64, sloNs);
    QFETCH(uint, bestDepth);
    ShownResult shown;
    LoadView view(&shown, false);
    const ResultSet r = result(sweep());
    shown.show(r);
    QSignalSpy chosen(&view, &LoadView::sloChosen);
    typeSlo(view, typed);
    QCOMPARE(view.slo().count(), sloNs);
    QCOMPARE(chosen.size(), 1);
    const QList<LoadGroup> groups = expectedGroups(r, Nanoseconds(sloNs));
    const LoadCurve& curve = groups.first().curve;
    const auto* best = seriesNamed<QScatterSeries>(view, QStringLiteral("loadBest_0"));
    QVERIFY(best);
    QCOMPARE(depthUnder(view, *best, curve), bestDepth);
    QCOMPARE(curve.bestUnderSlo < 0 ? 0u : curve.points[size_t(curve.bestUnderSlo)].iodepth, bestDepth);
    QCOMPARE(seriesNamed<QLineSeries>(view, QStringLiteral("loadSloLine"))->at(0).y(), yOf(view, double(sloNs)));
    QCOMPARE(view.findChild<QLabel*>(QStringLiteral("loadVerdict0"))->text(),
             loadVerdict(view.groups().first(), double(sloNs)));
}

void TestLoadView::badSloTextKeepsTheSlo()
{
    ShownResult shown;
    LoadView view(&shown, false);
    shown.show(result(sweep()));
    QSignalSpy chosen(&view, &LoadView::sloChosen);
    typeSlo(view, QStringLiteral("soon"));
    QCOMPARE(view.slo(), Nanoseconds(1ms));
    QCOMPARE(chosen.size(), 0);
    QCOMPARE(view.findChild<QComboBox*>(QStringLiteral("loadSlo"))->currentText(), QStringLiteral("1 ms"));
}

// The person's choice is the SLO of the next runs that set none; a run
// that sets its own, or a result opened from a file, keeps its own.
void TestLoadView::personsSloIsRememberedForRuns()
{
    Matrix plain;
    Matrix own;
    own.slo = 3ms;
    ShownResult shown;
    LoadView view(&shown, true);
    QCOMPARE(view.sloForRun(plain), Nanoseconds(1ms));
    shown.show(result(sweep()));
    typeSlo(view, QStringLiteral("500 µs"));
    QCOMPARE(view.sloForRun(plain), Nanoseconds(500us));
    QCOMPARE(view.sloForRun(own), Nanoseconds(3ms));
    ShownResult laterShown;
    LoadView later(&laterShown, true);  // another session
    QCOMPARE(later.sloForRun(plain), Nanoseconds(500us));
    laterShown.show(result(sweep(), 2ms));
    QCOMPARE(later.slo(), Nanoseconds(2ms));

    ShownResult demoShown;

    LoadView demo(&demoShown, false);  // remembers nothing, and reads nothing remembered
    QCOMPARE(demo.sloForRun(plain), Nanoseconds(1ms));
    demoShown.show(result(sweep()));
    typeSlo(demo, QStringLiteral("200 µs"));
    QCOMPARE(view.sloForRun(plain), Nanoseconds(500us));
}

void TestLoadView::fillsInAsPointsFinish()
{
    Matrix matrix;
    matrix.sweeps.front().queueDepths.assign(std::begin(kDepths), std::end(kDepths));
    QCOMPARE(int(matrix.expand().size()), 9);
    const QList<JobResult> runs = sweep();
    ShownResult shown;
    LoadView view(&shown, false);
    shown.beginRun(matrix, ResultSet{});
    QVERIFY(showsExplanation(view));
    QVERIFY2(explanation(view).contains(QLatin1String("once three points")), qPrintable(explanation(view)));
    for (int i = 0; i < runs.size(); ++i) {
        shown.addRun(runs[i].point, runs[i], figuresOf(runs[i]));
        QCOMPARE(showsExplanation(view), i + 1 < kMinLoadPoints);
        if (i + 1 >= kMinLoadPoints) {
            const auto* p99 = seriesNamed<QLineSeries>(view, QStringLiteral("loadP99_0"));
            QVERIFY(p99);
            QCOMPARE(p99->count(), i + 1);
            QCOMPARE(p99->at(i).x(), figuresOf(runs[i]).iops);
        }
    }
    // The run's end keeps what it showed, and a knee once there is one.
    ResultSet finished = result(runs);
    finished.matrix = matrix;
    shown.finishRun(finished);
    QCOMPARE(seriesNamed<QLineSeries>(view, QStringLiteral("loadP99_0"))->count(), 9);
    QCOMPARE(seriesNamed<QScatterSeries>(view, QStringLiteral("loadKnee_0"))->count(), 1);
}

// A best point just under the objective: its words go beside it, not on
// the SLO's line (p99 by depth: 396 µs at QD 8, 784 µs at 16, 1.55 ms at 32).
void TestLoadView::labelsAvoidTheSloLine_data()
{
    QTest::addColumn<qint64>("sloUs");
    QTest::newRow("400 µs, QD 8 at 396 µs") << qint64(400);
    QTest::newRow("800 µs, QD 16 at 784 µs") << qint64(800);
    QTest::newRow("1.6 ms, QD 32 at 1.55 ms") << qint64(1600);
}

void TestLoadView::labelsAvoidTheSloLine()
{
    QFETCH(qint64, sloUs);
    ShownResult shown;
    LoadView view(&shown, false);
    view.resize(800, 560);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    shown.show(result(sweep(), std::chrono::microseconds(sloUs)));
    QChart* chart = chartOf(view);
    auto* line = seriesNamed<QLineSeries>(view, QStringLiteral("loadSloLine"));
    QVERIFY(line);
    QCOMPARE(line->count(), 2);
    QTRY_VERIFY(chart->plotArea().height() > 100);
    QCoreApplication::processEvents();
    const QLineF slo(chart->mapToPosition(line->at(0), line), chart->mapToPosition(line->at(1), line));
    int labels = 0;
    for (QGraphicsItem* item : chart->childItems()) {
        auto* box = dynamic_cast<QGraphicsRectItem*>(item);
        if (!box || !box->isVisible() || box->childItems().isEmpty())
            continue;
        const QRectF rect = box->mapRectToParent(box->rect());
        const auto* text = dynamic_cast<QGraphicsSimpleTextItem*>(box->childItems().first());
        if (!text || text->text().startsWith(QStringLiteral("SLO")))
            continue;
        ++labels;
        QVERIFY2(rect.bottom() < slo.y1() || rect.top() > slo.y1(),
                 qPrintable(QStringLiteral("\"%1\" spans %2 … %3 px, the SLO line is at %4 px")
                                .arg(text->text())
                                .arg(rect.top())
                                .arg(rect.bottom())
                                .arg(slo.y1())));
    }
    QVERIFY(labels >= 1);
}

void TestLoadView::parsesSlo_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("ns");  // 0: refused
    QTest::newRow("µs") << QStringLiteral("500 µs") << qint64(500'000);
    QTest::newRow("us") << QStringLiteral("750us") << qint64(750'000);
    QTest::newRow("ms") << QStringLiteral("2ms") << qint64(2'000'000);
    QTest::newRow("fraction") << QStringLiteral("1.5 ms") << qint64(1'500'000);
    QTest::newRow("bare: ms") << QStringLiteral("3") << qint64(3'000'000);
    QTest::newRow("s") << QStringLiteral(" 1 s ") << qint64(1'000'000'000);
    QTest::newRow("ns") << QStringLiteral("900 ns") << qint64(900);
    QTest::newRow("upper case") << QStringLiteral("4 MS") << qint64(4'000'000);
    QTest::newRow("zero") << QStringLiteral("0 ms") << qint64(0);
    QTest::newRow("negative") << QStringLiteral("-1 ms") << qint64(0);
    QTest::newRow("unknown unit") << QStringLiteral("2 parsecs") << qint64(0);
    QTest::newRow("words") << QStringLiteral("fast") << qint64(0);
    QTest::newRow("empty") << QString() << qint64(0);
}

void TestLoadView::parsesSlo()
{
    QFETCH(QString, text);
    QFETCH(qint64, ns);
    const std::optional<Nanoseconds> slo = LoadView::parseSlo(text);
    QCOMPARE(slo.has_value(), ns > 0);
    if (slo)
        QCOMPARE(slo->count(), ns);
}

QTEST_MAIN(TestLoadView)
#include "tst_load_view.moc"
