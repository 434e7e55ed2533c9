// The run options of issue 17's load curve, as `surfio run` and the window's
// launch options read them: --rate_iops as a swept list, --rate-steps
// (vdbench's curve) as shares of the unthrottled IOPS, and --slo as a latency
// with its unit. Bad values are refused with a message naming the option and
// the fix; the command turns that into exit code 2 (tests/app).

#include "core/matrix/run_options.h"
#include "core/result/result_json.h"
#include "core/volume/volume_library.h"

#include <QCommandLineParser>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <chrono>

using namespace surfio;
using namespace std::chrono_literals;
using namespace Qt::StringLiterals;

namespace {

// The options parsed as `surfio run` parses them.
bool parse(const QStringList& args, RunOptions& options, QString& error)
{
    QCommandLineParser parser;
    addRunOptions(parser);
    if (!parser.parse(QStringList{u"surfio"_s} + runArguments(args))) {
        error = parser.errorText();
        return false;
    }
    return parseRunOptions(parser, options, error);
}

QString numbers(const auto& list)
{
    QStringList out;
    for (const auto& v : list)
        out << QString::number(v);
    return out.join(QLatin1Char(','));
}

}  // namespace

class TestRunOptions : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // "rates": every sweep's rate list; "steps": the matrix's rate steps; "slo" in ns.
    void reads_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("rates");
        QTest::addColumn<QString>("steps");
        QTest::addColumn<qlonglong>("slo");
        QTest::addColumn<int>("points");
        QTest::newRow("defaults: unthrottled, no steps, 1 ms")
            << QStringList{u"--bs=4k"_s} << u"0"_s << u""_s << qlonglong(1'000'000) << 1;
        QTest::newRow("one rate") << QStringList{u"--rate_iops=500"_s} << u"500"_s << u""_s << qlonglong(1'000'000)
                                  << 1;
        QTest::newRow("a rate list is an axis") << QStringList{u"--rate_iops=500,1000"_s, u"--iodepth=1,4"_s}
                                                << u"500,1000"_s << u""_s << qlonglong(1'000'000) << 4;
        QTest::newRow("0 is unthrottled")
            << QStringList{u"--rate_iops=0, 2000"_s} << u"0,2000"_s << u""_s << qlonglong(1'000'000) << 2;
        QTest::newRow("repeated options add up") << QStringList{u"--rate_iops=100"_s, u"--rate_iops=200"_s}
                                                 << u"100,200"_s << u""_s << qlonglong(1'000'000) << 2;
        QTest::newRow("vdbench's curve, % at the end") << QStringList{u"--rate-steps=10,50,70,90,100%"_s} << u"0"_s
                                                       << u"10,50,70,90,100"_s << qlonglong(1'000'000) << 6;
        QTest::newRow("% on each, beside a rate list") << QStringList{u"--rate-steps=25%,50%"_s, u"--rate_iops=0,800"_s}
                                                       << u"0,800"_s << u"25,50"_s << qlonglong(1'000'000) << 4;
        QTest::newRow("bare shares") << QStringList{u"--rate-steps=100"_s} << u"0"_s << u"100"_s << qlonglong(1'000'000)
                                     << 2;
        QTest::newRow("--slo in us") << QStringList{u"--slo=500us"_s} << u"0"_s << u""_s << qlonglong(500'000) << 1;
        QTest::newRow("--slo in ms") << QStringList{u"--slo=2ms"_s} << u"0"_s << u""_s << qlonglong(2'000'000) << 1;
        QTest::newRow("--slo in s") << QStringList{u"--slo=1s"_s} << u"0"_s << u""_s << qlonglong(1'000'000'000) << 1;
        QTest::newRow("--slo with a space")
            << QStringList{u"--slo= 3 ms"_s} << u"0"_s << u""_s << qlonglong(3'000'000) << 1;
    }

    void reads()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, rates);
        QFETCH(QString, steps);
        QFETCH(qlonglong, slo);
        QFETCH(int, points);
        RunOptions options;
        QString error;
        QVERIFY2(parse(args, options, error), qPrintable(error));
        for (const Sweep& sweep : options.matrix.sweeps)
            QCOMPARE(numbers(sweep.rateIops), rates);
        QCOMPARE(numbers(options.matrix.rateSteps), steps);
        QCOMPARE(qlonglong(options.matrix.slo.count()), slo);
        QCOMPARE(int(options.matrix.expand().size()), points);
        QCOMPARE(int(options.matrix.pointCount()), points);
    }

    // A preset's sweeps all take the rates given.
    void ratesReplaceEverySweepOfAPreset()
    {
        RunOptions options;
        QString error;
        QVERIFY2(parse({u"--preset=io-analyzer"_s, u"--rate_iops=0,300"_s}, options, error), qPrintable(error));
        QCOMPARE(options.matrix.sweeps.size(), size_t(2));  // the I/O Analyzer trio is two sweeps
        for (const Sweep& sweep : options.matrix.sweeps)
            QCOMPARE(sweep.rateIops, (std::vector<uint64_t>{0, 300}));
    }

    void refuses_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");  // a fragment
        QTest::newRow("rate not a number")
            << QStringList{u"--rate_iops=fast"_s} << u"--rate_iops=fast is not a whole number from 0 to"_s;
        QTest::newRow("negative rate") << QStringList{u"--rate_iops=-5"_s} << u"--rate_iops=-5 is not a whole number"_s;
        QTest::newRow("rate list with an empty item")
            << QStringList{u"--rate_iops=500,,1000"_s} << u"--rate_iops=500,,1000 has an empty item"_s;
        QTest::newRow("step above 100 %")
            << QStringList{u"--rate-steps=10,150%"_s} << u"--rate-steps: 150% is above 100%"_s;
        QTest::newRow("step 0 %") << QStringList{u"--rate-steps=0,50%"_s} << u"--rate-steps: 0% is below 1%"_s;
        QTest::newRow("step not a number")
            << QStringList{u"--rate-steps=ten"_s} << u"--rate-steps: ten is not a percentage"_s;
        QTest::newRow("steps descending")
            << QStringList{u"--rate-steps=50,10%"_s} << u"--rate-steps=50,10%: give each share once, ascending"_s;
        QTest::newRow("a step twice") << QStringList{u"--rate-steps=10,10"_s} << u"each share once, ascending"_s;
        QTest::newRow("steps with an empty item") << QStringList{u"--rate-steps=10,,50%"_s} << u"has an empty item"_s;
        QTest::newRow("--slo without a unit") << QStringList{u"--slo=1"_s} << u"--slo=1 is not a latency with a unit"_s;
        QTest::newRow("--slo of 0") << QStringList{u"--slo=0ms"_s} << u"--slo=0ms is not above zero"_s;
        QTest::newRow("--slo negative") << QStringList{u"--slo=-1ms"_s} << u"--slo=-1ms is not a latency"_s;
        QTest::newRow("--slo a word") << QStringList{u"--slo=fast"_s} << u"e.g. --slo=500us"_s;
        QTest::newRow("--slo empty") << QStringList{u"--slo="_s} << u"--slo= is not a latency"_s;
    }

    void refuses()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        RunOptions options;
        QString error;
        QVERIFY(!parse(args, options, error));
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    // A rerun's volume is resolved again against this run's target: the
    // saved run's target size does not carry over, a size that came from the
    // old target must be given again, and --volume replaces or (empty) drops it.
    void rerunResolvesTheVolumeAgain_data()
    {
        QTest::addColumn<QString>("savedSpec");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("profile");  // empty: none
        QTest::addColumn<QString>("refusal");  // a fragment; empty: read
        QTest::newRow("a stated size") << u"oci-balanced:50g"_s << QStringList{} << u"oci-balanced"_s << QString();
        QTest::newRow("the size of the old target")
            << u"oci-balanced"_s << QStringList{} << QString()
            << u"--rerun: the saved run's volume oci-balanced: oci-balanced promises by size"_s;
        QTest::newRow("dropped") << u"oci-balanced"_s << QStringList{u"--volume="_s} << QString() << QString();
        QTest::newRow("replaced") << u"oci-balanced"_s << QStringList{u"--volume=aws-gp3"_s} << u"aws-gp3"_s
                                  << QString();
    }

    void rerunResolvesTheVolumeAgain()
    {
        QFETCH(QString, savedSpec);
        QFETCH(QStringList, args);
        QFETCH(QString, profile);
        QFETCH(QString, refusal);
        QTemporaryDir dir;
        ResultSet saved;
        saved.matrix.base.targets = {"/dev/loop-gone"};
        QString error;
        QVERIFY2(resolveVolume(savedSpec, 50ULL << 30, saved.matrix.volume, error), qPrintable(error));
        saved.matrix.volume.targetBytes = 256ULL << 20;  // a test device stood for it
        QFile file(dir.filePath(u"saved.json"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(toJson(saved)).toJson());
        file.close();
        RunOptions options;
        const QStringList all =
            QStringList{u"--rerun="_s + file.fileName(), u"--filename="_s + dir.filePath(u"f"_s), u"--size=1m"_s}
            + args;
        const bool read = parse(all, options, error);
        QVERIFY2(read == refusal.isEmpty(), qPrintable(error));
        if (!read) {
            QVERIFY2(error.contains(refusal) && error.contains(u"give --volume again"_s), qPrintable(error));
            return;
        }
        const VolumePromise& v = options.matrix.volume;
        QCOMPARE(QString::fromStdString(v.profile), profile);
        QCOMPARE(v.targetBytes, uint64_t(0));  // a file: no size to hold the volume's against
        if (profile == u"oci-balanced"_s)
            QCOMPARE(v.sizeBytes, 50ULL << 30);
    }
};

QTEST_GUILESS_MAIN(TestRunOptions)
#include "tst_run_options.moc"
