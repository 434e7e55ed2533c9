// The Results tab's detail of the point picked, for a result whose points ran
// on more than one target (--target-count): each target's own figures below
// the table, following the pick; the Targets column where the counts differ;
// the point detail's table of the same; nothing of it for a result on one
// target. A result with a volume's promise says it above the table, with
// the analysis' verdicts; one without says nothing of it.

#include "core/analysis/analysis_text.h"
#include "core/analysis/promised.h"
#include "ui/models/results_model.h"
#include "ui/models/shown_result.h"
#include "ui/models/target_figures_model.h"
#include "ui/views/point_detail.h"
#include "ui/views/results_page.h"
#include "ui/widgets/readable_color.h"

#include <QLabel>
#include <QTableView>
#include <QTest>

using namespace surfio;
using namespace Qt::StringLiterals;

namespace {

// A 4 KiB random-read run on `iops.size()` targets, one worker each at these IOPS for 1 s.
JobResult run(int point, const QList<double>& iops, bool perTarget = true)
{
    JobResult r;
    r.point = point;
    r.seconds = 1;
    r.spec.jobs = uint32_t(std::max<qsizetype>(1, iops.size()));
    for (qsizetype t = 0; t < iops.size(); ++t) {
        const std::string path = "/dev/loop" + std::to_string(t + 1);
        r.spec.targets.push_back(path);
        TargetInfo info;
        info.path = path;
        r.targets.push_back(info);
        WorkerTotals w;
        w.index = unsigned(t);
        // fio's group_reporting: one worker for all, on the first target.
        w.target = perTarget ? unsigned(t) : 0;
        w.seconds = 1;
        w.readIos = uint64_t(iops[t]);
        w.readBytes = w.readIos * 4096;
        w.readMeanLatNs = 500000;
        r.workers.push_back(w);
        r.read.ios += w.readIos;
        r.read.bytes += w.readBytes;
        r.read.latSumNs += 500000 * double(w.readIos);
    }
    if (!perTarget)
        r.workers.resize(1);
    return r;
}

ResultSet resultOf(const QList<JobResult>& runs)
{
    ResultSet results;
    results.points = runs;
    return results;
}

QString cell(const QAbstractItemModel* model, int row, int column)
{
    return model->data(model->index(row, column)).toString();
}

}  // namespace

class TestResultsPage : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void showsThePickedPointsTargets_data()
    {
        QTest::addColumn<QList<JobResult>>("runs");
        QTest::addColumn<int>("picked");
        QTest::addColumn<bool>("detail");       // the detail is there at all
        QTest::addColumn<QStringList>("iops");  // the detail's read IOPS, by target
        QTest::addColumn<QString>("title");     // a fragment of its title

        const QList<JobResult> counts{run(0, {2000}), run(1, {2010, 1990})};
        QTest::newRow("count 2 picked") << counts << 1 << true << QStringList{u"2010"_s, u"1990"_s}
                                        << u"4000 IOPS in all"_s;
        QTest::newRow("count 1 picked") << counts << 0 << true << QStringList{u"2000"_s} << u"its 1 target"_s;
        QTest::newRow("one target throughout")
            << QList<JobResult>{run(0, {2000}), run(1, {3000})} << 1 << false << QStringList{} << u""_s;
        QTest::newRow("fio reports one group") << QList<JobResult>{run(0, {2000}), run(1, {2000, 2000}, false)} << 1
                                               << true << QStringList{} << u"is not known"_s;
    }

    void showsThePickedPointsTargets()
    {
        QFETCH(QList<JobResult>, runs);
        QFETCH(int, picked);
        QFETCH(bool, detail);
        QFETCH(QStringList, iops);
        QFETCH(QString, title);
        ShownResult shown;
        ResultsPage page(&shown, false);
        page.resize(1000, 600);
        page.show();
        shown.show(resultOf(runs));
        shown.select(picked);
        auto* box = page.findChild<QWidget*>(QStringLiteral("targetDetail"));
        QVERIFY(box);
        QCOMPARE(box->isVisible(), detail);
        if (!detail)
            return;
        const auto* table = page.findChild<QTableView*>(QStringLiteral("targetFigures"));
        QCOMPARE(table->model()->rowCount(), iops.size());
        for (int row = 0; row < iops.size(); ++row) {
            QCOMPARE(cell(table->model(), row, TargetFiguresModel::ReadIops), iops[row]);
            QCOMPARE(cell(table->model(), row, TargetFiguresModel::Target), QStringLiteral("/dev/loop%1").arg(row + 1));
        }
        // Nothing was written: the write columns are hidden.
        QVERIFY(table->isColumnHidden(TargetFiguresModel::WriteIops));
        QCOMPARE(table->isColumnHidden(TargetFiguresModel::ReadIops), iops.isEmpty());
        const auto* label = page.findChild<QLabel*>(QStringLiteral("targetDetailTitle"));
        QVERIFY2(label->text().contains(title), qPrintable(label->text()));
    }

    // The Targets column is shown where the points ran on different numbers of targets.
    void targetsColumnWhereCountsDiffer()
    {
        ShownResult shown;
        ResultsModel model(&shown);
        shown.show(resultOf({run(0, {2000}), run(1, {2000, 2000})}));
        QVERIFY(model.headerData(ResultsModel::Targets, Qt::Horizontal, ResultsModel::ShownByDefaultRole).toBool());
        QCOMPARE(model.data(model.index(model.rowOfPoint(1), ResultsModel::Targets)).toString(), QStringLiteral("2"));
        shown.show(resultOf({run(0, {2000, 2000}), run(1, {2000, 2000})}));
        QVERIFY(!model.headerData(ResultsModel::Targets, Qt::Horizontal, ResultsModel::ShownByDefaultRole).toBool());
    }

    // The point detail of a run on two targets has their table; on one, none.
    void pointDetailShowsTheTargets()
    {
        PointDetail two(run(1, {2010, 1990}), 1);
        const auto* table = two.findChild<QTableView*>(QStringLiteral("targetFigures"));
        QVERIFY(table);
        QCOMPARE(table->model()->rowCount(), 2);
        QCOMPARE(cell(table->model(), 1, TargetFiguresModel::Share), QStringLiteral("49.8 %"));
        PointDetail one(run(0, {2000}), 0);
        QVERIFY(!one.findChild<QTableView*>(QStringLiteral("targetFigures")));
    }

    // The promise's heading, then each verdict in the analysis' words, the
    // word "met" coloured; nothing once a result without a promise is shown.
    void showsThePromiseAndItsVerdicts()
    {
        ShownResult shown;
        ResultsPage page(&shown, false);
        page.resize(1000, 600);
        page.show();
        ResultSet results = resultOf({run(0, {3010})});
        VolumePromise promise;
        promise.spec = "aws-gp3:100g";
        promise.profile = "aws-gp3";
        promise.sizeBytes = 100ULL << 30;
        promise.iops = 3000;
        promise.bandwidth = 125 << 20;
        results.matrix.volume = promise;
        shown.show(results);
        auto* label = page.findChild<QLabel*>(QStringLiteral("promise"));
        QVERIFY(label);
        QVERIFY(!label->isVisible());  // no analysis yet: nothing checked
        Analysis analysis;
        analysis.promised.promise = promise;
        PromiseCheck iops;
        iops.limit = PromiseLimit::Iops;
        iops.verdict = PromiseVerdict::Met;
        iops.promised = 3000;
        iops.measured = 3010;
        PromiseCheck bandwidth;
        bandwidth.limit = PromiseLimit::Bandwidth;
        bandwidth.verdict = PromiseVerdict::NotReached;
        bandwidth.promised = 125 << 20;
        bandwidth.measured = 3010 * 4096.0;
        bandwidth.neededBlockSize = 64 << 10;
        analysis.promised.checks = {iops, bandwidth};
        shown.setAnalysis(analysis);
        QVERIFY(label->isVisible());
        const QString text = label->text();
        const QStringList lines = text.split(u"<br>"_s);
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines[0], promiseHeading(promise).toHtmlEscaped());
        QVERIFY2(lines[0].contains(u"3,000 IOPS"_s) || lines[0].contains(u"3000 IOPS"_s), qPrintable(lines[0]));
        const QString met = promiseCheckText(iops, promise).toHtmlEscaped();
        QVERIFY2(met.startsWith(u"met"_s), qPrintable(met));
        QVERIFY2(lines[1].startsWith(u"Promised IOPS: "_s), qPrintable(lines[1]));
        QVERIFY2(lines[1].endsWith(u"\">met</b>"_s + met.mid(3)), qPrintable(lines[1]));
        QCOMPARE(lines[2], u"Promised bandwidth: "_s + promiseCheckText(bandwidth, promise).toHtmlEscaped());

        // The IOPS checked on two groups: each line names its own.
        analysis.limits = {LimitsGroup{}, LimitsGroup{}};
        analysis.limits[0].readPercent = 100;
        analysis.limits[1].readPercent = 0;
        analysis.limits[1].pattern = Pattern::RandWrite;
        iops.group = 0;
        PromiseCheck writes = iops;
        writes.group = 1;
        writes.verdict = PromiseVerdict::Below;
        writes.measured = 2000;
        analysis.promised.checks = {iops, writes};
        shown.setAnalysis(analysis);
        const QStringList named = label->text().split(u"<br>"_s);
        QCOMPARE(named.size(), 3);
        QVERIFY2(named[1].startsWith(u"Promised IOPS, "_s + limitsGroupLabel(analysis.limits[0]).toHtmlEscaped()),
                 qPrintable(named[1]));
        QVERIFY2(named[2].startsWith(u"Promised IOPS, "_s + limitsGroupLabel(analysis.limits[1]).toHtmlEscaped()),
                 qPrintable(named[2]));
        QVERIFY2(named[2].contains(u">below</b>"_s), qPrintable(named[2]));

        // A dark palette: the verdicts redrawn in colours that read on it.
        QPalette dark = page.palette();
        dark.setColor(QPalette::Window, Qt::black);
        dark.setColor(QPalette::WindowText, Qt::white);
        page.setPalette(dark);
        QVERIFY2(label->text().contains(goodTextColor(dark).name()), qPrintable(label->text()));
        QVERIFY(goodTextColor(dark) != goodTextColor(QPalette(Qt::white)));

        shown.show(resultOf({run(0, {3010})}));
        shown.setAnalysis(Analysis{});
        QVERIFY(!label->isVisible());
        QVERIFY(label->text().isEmpty());
    }
};

QTEST_MAIN(TestResultsPage)
#include "tst_results_page.moc"
