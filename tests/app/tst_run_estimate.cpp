// The estimate of a run is what the run then takes: a shrunk oci-sweep, its
// costs learnt from an earlier run on the same target, is estimated within
// 25 % of the wall time `surfio run` needs for it. Not a check of speed but
// of the estimate, which is the feature.

#include "core/matrix/run_costs.h"
#include "core/matrix/run_options.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace surfio;

class TestRunEstimate : public QObject {
    Q_OBJECT

    QTemporaryDir home_;  // the child's XDG_DATA_HOME: its run-costs.ini
    QString target_ = QStringLiteral("/var/tmp/tst_run_estimate-%1.dat").arg(QCoreApplication::applicationPid());

    QStringList shrunkSweep() const
    {
        return {
            QStringLiteral("--preset=oci-sweep"),   QStringLiteral("--runtime=300ms"),
            QStringLiteral("--size=64m"),           QStringLiteral("--filename=") + target_,
            QStringLiteral("--output-format=json"), QStringLiteral("--output=") + target_ + QStringLiteral(".json")};
    }

    QProcessEnvironment environment() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), home_.path());
        return env;
    }

    static Matrix matrixOf(const QStringList& args)
    {
        QCommandLineParser parser;
        addRunOptions(parser);
        if (!parser.parse(runArguments(QStringList{QStringLiteral("surfio")} + args)))
            return {};
        RunOptions options;
        QString error;
        if (!parseRunOptions(parser, options, error))
            return {};
        return options.matrix;
    }

    // Runs `surfio run` with args; its wall time in seconds, or -1 when it failed.
    double timedRun(const QStringList& args) const
    {
        QElapsedTimer clock;
        clock.start();
        QProcess p;
        p.setProcessEnvironment(environment());
        p.setStandardInputFile(QProcess::nullDevice());
        p.start(qEnvironmentVariable("SURFIO_BIN"), QStringList{QStringLiteral("run")} + args);
        if (!p.waitForFinished(240'000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
            qWarning("surfio run %s: %s", qPrintable(args.join(QLatin1Char(' '))),
                     p.readAllStandardError().constData());
            return -1;
        }
        return double(clock.nsecsElapsed()) / 1e9;
    }

    void removeTarget() const
    {
        QFile::remove(target_);
        QFile::remove(target_ + QStringLiteral(".json"));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(QFileInfo(qEnvironmentVariable("SURFIO_BIN")).isExecutable(),
                 "SURFIO_BIN is not set: run through ctest, or set it to build/app/surfio");
    }
    void cleanup() { removeTarget(); }

    // The machine is shared (builds, other tests): a run that another load
    // slowed teaches the next estimate, and a second pair gets its chance.
    void shrunkSweepTakesWhatItWasEstimatedAt()
    {
        // An earlier run of the sweep teaches the costs, as a person's first run does. Its
        // 1 MiB points at 256 × 4 in flight take 1–3 s to drain on the virtio disk, which a
        // teaching run of a few points measures too roughly.
        QVERIFY(timedRun(shrunkSweep()) > 0);
        const RunCostBook book(home_.path() + QStringLiteral("/Surfio/surfio/run-costs.ini"), false);
        const Matrix sweep = matrixOf(shrunkSweep());
        QCOMPARE(sweep.expand().size(), size_t(45));
        double estimate = 0;
        double took = 0;
        for (int attempt = 0; attempt < 2; ++attempt) {
            removeTarget();  // laid out again, as the estimate counts it
            estimate = estimateRun(sweep, TargetKind::File, book.costs(TargetKind::File)).seconds();
            took = timedRun(shrunkSweep());
            QVERIFY(took > 0);
            qInfo("45 points of 300 ms: estimated %.1f s, took %.1f s (runtime alone: 13.5 s)", estimate, took);
            if (std::abs(estimate - took) <= 0.25 * took)
                break;
        }
        QVERIFY2(std::abs(estimate - took) <= 0.25 * took,
                 qPrintable(QStringLiteral("estimated %1 s, took %2 s").arg(estimate).arg(took)));
    }

    // A point that ends by bytes at a speed not known yet is not "under a
    // second": its I/O time is left for the text to say, and once a run has
    // measured the speed the estimate counts it.
    void byteBoundedPointIsNotUnderASecond()
    {
        Matrix m;
        m.base.runtime = Nanoseconds(0);
        m.base.byteTotal = 1ULL << 30;
        m.base.regionSize = 1ULL << 30;
        m.sweeps.front().jobCounts = {4};
        const RunEstimate unknown = estimateRun(m, TargetKind::File, RunCosts{});
        QCOMPARE(unknown.untilBytesPerJob, 1ULL << 30);
        RunCosts measured;
        measured.bytesPerSecond = 400e6;
        const RunEstimate known = estimateRun(m, TargetKind::File, measured);
        QCOMPARE(known.untilBytesPerJob, 0ULL);
        QVERIFY2(known.pointSeconds >= 4 * double(1ULL << 30) / 400e6, qPrintable(QString::number(known.pointSeconds)));
    }
};

QTEST_GUILESS_MAIN(TestRunEstimate)
#include "tst_run_estimate.moc"
