#include "ui/views/convergence_view.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QLineSeries>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

using namespace surfio;

namespace {

const QList<double> kSettling{80, 90, 100, 110, 120, 100, 101, 99, 100, 100};

SteadyStateSpec spec()
{
    SteadyStateSpec s;
    s.enabled = true;
    s.trackers = {SteadyStateTracker{4096, 0}};
    s.window = 5;
    s.maxRounds = 25;
    return s;
}

SteadyStateReport::Series series(const QList<double>& values, uint64_t blockSize = 4096, int readPercent = 0)
{
    SteadyStateReport::Series s;
    s.tracker = SteadyStateTracker{blockSize, readPercent};
    s.label = QStringLiteral("%1 KiB %2 % read IOPS").arg(blockSize / 1024).arg(readPercent);
    s.values = values;
    return s;
}

// The report after `rounds` rounds of a run, the way the runner sends it.
SteadyStateReport reportAfter(const QList<double>& values, int rounds, bool reached = false)
{
    SteadyStateReport r;
    r.series.append(series(values.first(rounds)));
    r.rounds = rounds;
    r.reached = reached;
    r.windowFirstRound = rounds >= 5 ? rounds - 5 : -1;
    return r;
}

QChart* chartOf(ConvergenceView& view)
{
    auto* chartView = view.findChild<QChartView*>();
    return chartView ? chartView->chart() : nullptr;
}

QLineSeries* lineNamed(ConvergenceView& view, const QString& name)
{
    for (QAbstractSeries* s : chartOf(view)->series()) {
        if (s->name() == name)
            return qobject_cast<QLineSeries*>(s);
    }
    return nullptr;
}

QList<QAreaSeries*> bands(ConvergenceView& view)
{
    QList<QAreaSeries*> found;
    for (QAbstractSeries* s : chartOf(view)->series()) {
        if (auto* area = qobject_cast<QAreaSeries*>(s))
            found.append(area);
    }
    return found;
}

QString status(ConvergenceView& view, int tracker = 0)
{
    auto* label = view.findChild<QLabel*>(QStringLiteral("convergenceStatus%1").arg(tracker));
    return label ? label->text() : QString();
}

QList<QPointF> byRound(const QList<double>& values)
{
    QList<QPointF> points;
    for (int i = 0; i < values.size(); ++i)
        points.append(QPointF(i + 1, values[i]));
    return points;
}

}  // namespace

class TestConvergenceView : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void emptyStateSaysHowToTurnItOn();
    void seriesHoldTheValuesByRound();
    void bandIsAroundTheWindowMean();
    void windowFirstRoundChoosesTheWindow();
    void statusFollowsTheRounds_data();
    void statusFollowsTheRounds();
    void notReachedAfterTheCap();
    void xAxisSpansTheCap();
    void oneSeriesPerTracker();
    void clearReturnsToTheEmptyState();
    void exportsPngAndSvg_data();
    void exportsPngAndSvg();
};

void TestConvergenceView::initTestCase()
{
    // The expected texts are in English with C-locale numbers.
    QLocale::setDefault(QLocale::c());
}

void TestConvergenceView::emptyStateSaysHowToTurnItOn()
{
    ConvergenceView view;
    auto* empty = view.findChild<QLabel*>(QStringLiteral("convergenceEmpty"));
    QVERIFY(empty);
    QVERIFY(empty->text().contains(QStringLiteral("Steady state is off")));
    QVERIFY(empty->text().contains(QStringLiteral("Repeat until steady state")));
    QVERIFY(!view.exportImage(QDir::temp().filePath(QStringLiteral("never.png"))));

    view.setSpec(spec());
    QVERIFY(!empty->text().contains(QStringLiteral("is off")));
    QVERIFY(empty->text().contains(QStringLiteral("25 rounds")));
}

void TestConvergenceView::seriesHoldTheValuesByRound()
{
    ConvergenceView view;
    view.setSpec(spec());
    view.setReport(reportAfter(kSettling, 10, true));
    QLineSeries* values = lineNamed(view, QStringLiteral("4 KiB 0 % read IOPS"));
    QVERIFY(values);
    QCOMPARE(values->points(), byRound(kSettling));
    QVERIFY(values->pointsVisible());
}

void TestConvergenceView::bandIsAroundTheWindowMean()
{
    ConvergenceView view;
    view.setSpec(spec());
    view.setReport(reportAfter(kSettling, 10, true));
    // Rounds 6–10 are 100, 101, 99, 100, 100: mean 100.
    const QList<QAreaSeries*> found = bands(view);
    QCOMPARE(found.size(), 1);
    QCOMPARE(found[0]->upperSeries()->points(), (QList<QPointF>{{6, 110}, {10, 110}}));
    QCOMPARE(found[0]->lowerSeries()->points(), (QList<QPointF>{{6, 90}, {10, 90}}));
    QLineSeries* mean = lineNamed(view, QStringLiteral("Window mean"));
    QVERIFY(mean);
    QCOMPARE(mean->points(), (QList<QPointF>{{6, 100}, {10, 100}}));
    // Least squares over 100, 101, 99, 100, 100: slope −0.1, through (8, 100).
    QLineSeries* fit = lineNamed(view, QStringLiteral("Least-squares line"));
    QVERIFY(fit);
    QCOMPARE(fit->count(), 2);
    QCOMPARE(fit->at(0).x(), 6.0);
    QCOMPARE(fit->at(1).x(), 10.0);
    QVERIFY(qAbs(fit->at(0).y() - 100.2) < 1e-9);
    QVERIFY(qAbs(fit->at(1).y() - 99.8) < 1e-9);
}

void TestConvergenceView::windowFirstRoundChoosesTheWindow()
{
    // A saved run that reached steady state at round 7 (rounds 3–7), then
    // reported no more: the window is the report's, not the last five.
    ConvergenceView view;
    view.setSpec(spec());
    SteadyStateReport report = reportAfter(kSettling, 7, true);
    report.windowFirstRound = 2;
    view.setReport(report);
    QCOMPARE(bands(view)[0]->upperSeries()->at(0).x(), 3.0);
    QCOMPARE(bands(view)[0]->upperSeries()->at(1).x(), 7.0);
    QVERIFY2(status(view).contains(QStringLiteral("window 3–7")), qPrintable(status(view)));
}

void TestConvergenceView::statusFollowsTheRounds_data()
{
    QTest::addColumn<int>("rounds");
    QTest::addColumn<QString>("expected");
    QTest::newRow("round 3: window not full")
        << 3 << QStringLiteral("Round 3 of at most 25 · not yet steady: the check needs 5 rounds");
    QTest::newRow("round 5: 80..120 ranges 40 %")
        << 5
        << QStringLiteral("Round 5 of at most 25 · window 1–5: range 40.0 % of mean (≤ 20 %), "
                          "slope excursion 40.0 % (≤ 10 %) · not yet steady");
    QTest::newRow("round 10: settled") << 10
                                       << QStringLiteral(
                                              "Round 10 of at most 25 · window 6–10: range 2.0 % of mean (≤ 20 %), "
                                              "slope excursion 0.4 % (≤ 10 %) · steady");
}

void TestConvergenceView::statusFollowsTheRounds()
{
    QFETCH(int, rounds);
    QFETCH(QString, expected);
    ConvergenceView view;
    view.setSpec(spec());
    // Fed round by round, as during a run: each report replaces the last.
    for (int r = 1; r <= rounds; ++r)
        view.setReport(reportAfter(kSettling, r));
    QCOMPARE(status(view), expected);
    QCOMPARE(lineNamed(view, QStringLiteral("4 KiB 0 % read IOPS"))->points(), byRound(kSettling.first(rounds)));
    if (rounds < 5)
        QCOMPARE(bands(view)[0]->upperSeries()->count(), 0);
}

void TestConvergenceView::notReachedAfterTheCap()
{
    QList<double> swinging;
    for (int r = 0; r < 25; ++r)
        swinging.append(r % 2 ? 150 : 50);
    ConvergenceView view;
    view.setSpec(spec());
    view.setReport(reportAfter(swinging, 25, false));
    QVERIFY2(status(view).startsWith(QStringLiteral("Round 25 of at most 25 · window 21–25")),
             qPrintable(status(view)));
    QVERIFY2(status(view).endsWith(QStringLiteral("· steady state not reached after 25 rounds")),
             qPrintable(status(view)));
}

void TestConvergenceView::xAxisSpansTheCap()
{
    ConvergenceView view;
    view.setSpec(spec());
    view.setReport(reportAfter(kSettling, 3));
    auto* x = qobject_cast<QCategoryAxis*>(chartOf(view)->axes(Qt::Horizontal).value(0));
    QVERIFY(x);
    QVERIFY(x->min() < 1);
    QVERIFY(x->max() >= 25);
    QVERIFY(x->categoriesLabels().contains(QStringLiteral("25")));
}

void TestConvergenceView::oneSeriesPerTracker()
{
    ConvergenceView view;
    SteadyStateSpec s = spec();
    s.trackers.push_back(SteadyStateTracker{131072, 100});
    view.setSpec(s);
    SteadyStateReport report = reportAfter(kSettling, 10, true);
    report.series.append(series({400, 410, 405, 398, 402, 401, 400, 399, 400, 401}, 131072, 100));
    view.setReport(report);
    QLineSeries* first = lineNamed(view, QStringLiteral("4 KiB 0 % read IOPS"));
    QLineSeries* second = lineNamed(view, QStringLiteral("128 KiB 100 % read IOPS"));
    QVERIFY(first);
    QVERIFY(second);
    QVERIFY(first->color() != second->color());
    QCOMPARE(second->count(), 10);
    QCOMPARE(bands(view).size(), 2);
    QVERIFY(status(view, 0).endsWith(QStringLiteral("· steady")));
    QVERIFY(status(view, 1).endsWith(QStringLiteral("· steady")));

    // Back to one tracker: its series only.
    view.setReport(reportAfter(kSettling, 10, true));
    QCOMPARE(bands(view).size(), 1);
    QVERIFY(!lineNamed(view, QStringLiteral("128 KiB 100 % read IOPS")));
}

void TestConvergenceView::clearReturnsToTheEmptyState()
{
    ConvergenceView view;
    view.setSpec(spec());
    view.setReport(reportAfter(kSettling, 6));
    QVERIFY(!chartOf(view)->series().isEmpty());
    view.clear();
    QVERIFY(chartOf(view)->series().isEmpty());
    QVERIFY(!view.findChild<QLabel*>(QStringLiteral("convergenceEmpty"))->isHidden());
}

void TestConvergenceView::exportsPngAndSvg_data()
{
    QTest::addColumn<int>("rounds");
    QTest::addColumn<bool>("twoTrackers");
    QTest::newRow("one tracker, settling") << 7 << false;
    QTest::newRow("one tracker, steady") << 10 << false;
    QTest::newRow("two trackers, steady") << 10 << true;
}

void TestConvergenceView::exportsPngAndSvg()
{
    QFETCH(int, rounds);
    QFETCH(bool, twoTrackers);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    ConvergenceView view;
    view.resize(900, 520);
    SteadyStateSpec s = spec();
    SteadyStateReport report = reportAfter(kSettling, rounds);
    if (twoTrackers) {
        s.trackers.push_back(SteadyStateTracker{131072, 100});
        report.series.append(series(QList<double>{60, 66, 72, 69, 71, 70, 71, 69, 70, 70}.first(rounds), 131072, 100));
    }
    view.setSpec(s);
    view.setReport(report);

    const QString png = dir.filePath(QStringLiteral("convergence.png"));
    QVERIFY(view.exportImage(png));
    const QImage image(png);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), QSize(900, 520));
    // Not blank: some pixels are neither white nor grey.
    bool coloured = false;
    for (int y = 0; y < image.height() && !coloured; y += 2) {
        for (int x = 0; x < image.width() && !coloured; x += 2)
            coloured = image.pixelColor(x, y).saturation() > 100;
    }
    QVERIFY(coloured);
    // SURFIO_KEEP_IMAGES=dir keeps the PNGs for a person to look at.
    if (qEnvironmentVariableIsSet("SURFIO_KEEP_IMAGES")) {
        const QString name = QString::fromLatin1(QTest::currentDataTag())
                                 .replace(QRegularExpression(QStringLiteral("\\W+")), QStringLiteral("-"));
        QFile::copy(png, QDir(qEnvironmentVariable("SURFIO_KEEP_IMAGES")).filePath(name + QStringLiteral(".png")));
    }

    const QString svg = dir.filePath(QStringLiteral("convergence.svg"));
    QVERIFY(view.exportImage(svg));
    QVERIFY(QFileInfo(svg).size() > 0);
    QSvgRenderer renderer(svg);
    QVERIFY(renderer.isValid());

    QVERIFY(!view.exportImage(dir.filePath(QStringLiteral("convergence.bmp"))));
}

QTEST_MAIN(TestConvergenceView)
#include "tst_convergence_view.moc"
