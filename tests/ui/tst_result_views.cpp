// The views of a run work out what the result says about the storage as the
// runs come in: the regimes of each run before its samples go (the journal
// keeps them), the limits from the figures kept; and again from the whole
// result when the run ends.
#include "ui/views/result_views.h"

#include "ui/models/results_model.h"
#include "ui/surface/surface_view.h"
#include "ui/views/results_page.h"

#include <QTest>

using namespace surfio;

namespace {

// 1 KiB … 1 MiB, all reads, at QD 32.
Matrix sweep()
{
    Matrix m;
    m.sweeps.front().patterns = {Pattern::RandReadWrite};
    m.sweeps.front().queueDepths = {32};
    m.sweeps.front().readPercents = {100};
    m.sweeps.front().blockSizes = {1024, 2048, 4096, 8192, 16384, 65536, 262144, 1 << 20};
    return m;
}

// One run of a volume capped at 5,000 IOPS and 40 MiB/s over 10 s, in
// 100-ms samples; with `burst`, the cap is lowered to a quarter after 4 s.
JobResult capped(const JobSpec& spec, int point, bool burst)
{
    JobResult r;
    r.spec = spec;
    r.point = point;
    r.seconds = 10;
    const double level = std::min(5000.0, 40.0 * (1 << 20) / double(spec.blockSize));
    std::vector<IntervalSample> samples;
    for (int i = 1; i <= 100; ++i) {
        IntervalSample s;
        s.t = 0.1 * i;
        s.seconds = 0.1;
        const double iops = burst && s.t > 4.0 ? level / 4 : level;
        s.read.ios = uint64_t(iops * 0.1 * (1 + 0.01 * ((i * 7) % 5 - 2)));
        s.read.bytes = s.read.ios * spec.blockSize;
        r.read.ios += s.read.ios;
        r.read.bytes += s.read.bytes;
        samples.push_back(s);
    }
    r.read.latSumNs = double(r.read.ios) * 6e6;
    r.read.histogram.add(6'000'000);
    r.samples = SharedVector<IntervalSample>(std::move(samples));
    return r;
}

}  // namespace

class TestResultViews : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void aJournaledRunIsAnalysedAsItGoes()
    {
        ResultViews views(false);
        RunRequest request;
        request.matrix = sweep();
        request.journalPath = QStringLiteral("journal-of-the-test");  // the views keep runs without detail
        views.beginRun(request);
        const std::vector<JobSpec> specs = request.matrix.expand();
        const auto indexOf = [&](uint64_t bs) {
            return int(std::find_if(specs.begin(), specs.end(), [&](const JobSpec& s) { return s.blockSize == bs; })
                       - specs.begin());
        };
        const int burstPoint = indexOf(4096);
        ResultSet whole;
        whole.matrix = request.matrix;
        for (int i = 0; i < int(specs.size()); ++i) {
            whole.points.append(capped(specs[size_t(i)], i, i == burstPoint));
            views.addPoint(i, whole.points.last());
        }
        const ResultsModel* model = views.results()->model();
        QVERIFY(model->point(burstPoint)->samples.empty());
        const auto flagged = [&](int point) {
            return model->index(model->rowOfPoint(point), 0).data(ResultsModel::RegimesRole).toBool();
        };
        QVERIFY(flagged(burstPoint));
        QVERIFY(!flagged(indexOf(1024)));
        QCOMPARE(views.analysis().regimes.size(), 1);
        QCOMPARE(views.analysis().regimes.first().run, burstPoint);
        QCOMPARE(views.analysis().limits.size(), 1);
        QCOMPARE(model->index(model->rowOfPoint(indexOf(65536)), ResultsModel::Bound).data().toString(),
                 QStringLiteral("bandwidth"));
        QVERIFY(views.surface()->roofShown());

        // The end: the whole result, its samples back from the journal.
        views.finishRun(whole);
        QVERIFY(flagged(burstPoint));
        QCOMPARE(views.analysis().regimes.size(), 1);
        QCOMPARE(views.analysis().limits.size(), 1);
        QVERIFY(views.surface()->roofShown());

        // A new run starts with nothing to say.
        views.beginRun(request);
        QVERIFY(views.analysis().empty());
        QVERIFY(!views.surface()->roofShown());
    }
};

QTEST_MAIN(TestResultViews)
#include "tst_result_views.moc"
