#include "core/result/provenance.h"

#include <QTest>

using namespace surfio;
using namespace Qt::Literals::StringLiterals;

namespace {

ResultSet oneRun(const std::string& model)
{
    ResultSet results;
    results.matrix.trials = 3;
    results.matrix.base.runtime = std::chrono::seconds(10);
    results.started = QDateTime(QDate(2026, 12, 2), QTime(9, 30));
    results.host.surfioVersion = u"0.17.0"_s;
    JobResult r;
    r.spec.pattern = Pattern::RandRead;
    r.spec.queueDepth = 32;
    r.spec.jobs = 4;
    r.engine.name = "io_uring";
    r.engine.ringFlagNames = "SINGLE_ISSUER|DEFER_TASKRUN";
    TargetInfo target;
    target.path = target.ioPath = "/dev/nvme0n1";
    target.model = model;
    r.targets = {target};
    results.points.append(r);
    return results;
}

}  // namespace

class TestProvenance : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // The device's model where it is known, the target's path otherwise (tests load no translation: "job(s)").
    void titleNamesTheDeviceAndTheWorkload_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("title");
        QTest::newRow("model known") << u"Samsung SSD 980 1TB"_s
                                     << u"Samsung SSD 980 1TB · randread · QD 32 × 4 job(s)"_s;
        QTest::newRow("no model") << QString() << u"/dev/nvme0n1 · randread · QD 32 × 4 job(s)"_s;
    }

    void titleNamesTheDeviceAndTheWorkload()
    {
        QFETCH(QString, model);
        QFETCH(QString, title);
        QCOMPARE(Provenance::title(oneRun(model.toStdString())), title);
    }

    void titleOfASlice()
    {
        JobSpec slice;
        slice.pattern = Pattern::RandWrite;
        slice.queueDepth = 1;
        slice.jobs = 1;
        QCOMPARE(Provenance::title(oneRun("X"), slice), u"X · randwrite · QD 1 × 1 job(s)"_s);
    }

    void captionSaysHowItWasMeasured()
    {
        const QString caption = Provenance::caption(oneRun("Samsung SSD 980 1TB"));
        QCOMPARE(caption, u"/dev/nvme0n1 (Samsung SSD 980 1TB) · engine io_uring SINGLE_ISSUER|DEFER_TASKRUN · "
                          "direct I/O · 10 s per point, 3 trial(s) · 2026-12-02 · Surfio 0.17.0"_s);
    }

    void aMatrixNotRunYetHasItsTargetAndEngine()
    {
        ResultSet results;
        results.matrix.base.targets = {"/tmp/scratch"};
        QVERIFY2(Provenance::title(results).startsWith(u"/tmp/scratch · randread"_s),
                 qPrintable(Provenance::title(results)));
        QVERIFY2(Provenance::caption(results).contains(u"not run"_s), qPrintable(Provenance::caption(results)));
    }
};

QTEST_GUILESS_MAIN(TestProvenance)
#include "tst_provenance.moc"
