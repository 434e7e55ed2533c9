// Specifies preset.h and `surfio presets`: every built-in preset is compiled
// in, loads, has the point count it documents and only valid points; a
// person's own preset saves and loads back unchanged and wins over a
// built-in of the same name; a damaged file is reported with its path and the
// line or key at fault; an unknown name is answered with the known ones.

#include "core/matrix/preset.h"
#include "tests/system_tools.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace surfio;
using namespace std::chrono_literals;

namespace {

// Name and points of one round of every built-in, written out so that a
// changed file is caught here.
const QList<QPair<QString, int>> kBuiltIns{
    {QStringLiteral("db-log"), 1},     {QStringLiteral("desktop"), 8},        {QStringLiteral("file-server"), 7},
    {QStringLiteral("fiop"), 1},       {QStringLiteral("host-max"), 7},       {QStringLiteral("io-analyzer"), 3},
    {QStringLiteral("limits"), 18},    {QStringLiteral("oci-iops"), 3},       {QStringLiteral("oci-latency"), 2},
    {QStringLiteral("oci-sweep"), 45}, {QStringLiteral("oci-throughput"), 3}, {QStringLiteral("oltp"), 3},
    {QStringLiteral("pts-iops"), 56},  {QStringLiteral("pts-latency"), 9},    {QStringLiteral("pts-throughput"), 4},
    {QStringLiteral("qd-sweep"), 18},  {QStringLiteral("video"), 2},          {QStringLiteral("vng"), 3},
};

QStringList builtInNames()
{
    QStringList names;
    for (const auto& [name, points] : kBuiltIns)
        names.append(name);
    return names;
}

void writeFile(const QString& path, const QByteArray& data)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(data);
}

QString describe(const JobSpec& s)
{
    return QStringLiteral("%1 bs%2 r%3")
        .arg(QString::fromStdString(patternName(s.pattern)))
        .arg(s.blockSize)
        .arg(s.readPercent);
}

}  // namespace

class TestPreset : public QObject {
    Q_OBJECT

    QTemporaryDir home_;

private slots:
    void initTestCase()
    {
        QVERIFY(home_.isValid());
        // The own presets go to a scratch data directory, never the person's.
        qputenv("XDG_DATA_HOME", home_.path().toLocal8Bit());
        QVERIFY(userPresetDirectory().startsWith(home_.path()));
    }

    void cleanup() { QDir(userPresetDirectory()).removeRecursively(); }

    void listsEveryBuiltInFromTheResources()
    {
        QStringList names;
        for (const Preset& p : allPresets()) {
            QVERIFY2(p.builtIn, qPrintable(p.path));
            QCOMPARE(p.path, QStringLiteral(":/presets/%1.json").arg(p.name));
            names.append(p.name);
        }
        QCOMPARE(names, builtInNames());
    }

    void builtInLoadsWithItsDocumentedPoints_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("points");
        for (const auto& [name, points] : kBuiltIns)
            QTest::newRow(qPrintable(name)) << name << points;
    }

    void builtInLoadsWithItsDocumentedPoints()
    {
        QFETCH(QString, name);
        QFETCH(int, points);
        Preset p;
        QString error;
        QVERIFY2(findPreset(name, p, error), qPrintable(error));
        QCOMPARE(p.name, name);
        QVERIFY(p.builtIn);
        QVERIFY(!p.title.isEmpty());
        QVERIFY(p.description.size() > 100);  // says what it measures and where it comes from
        QCOMPARE(p.points, points);
        const std::vector<JobSpec> expanded = p.matrix.expand();
        QCOMPARE(int(expanded.size()), points);

        // What a run records to say it was this preset, and whether it was shrunk.
        QCOMPARE(QString::fromStdString(p.matrix.preset), name);
        QCOMPARE(p.matrix.presetRuntime, p.matrix.base.runtime);
        QCOMPARE(p.matrix.presetRegion, p.matrix.base.regionSize);
        QVERIFY(p.matrix.base.runtime > 0ns);
        QVERIFY(!p.matrix.shrunk());
        QVERIFY(p.matrix.base.targets.empty());

        for (JobSpec spec : expanded) {
            spec.targets = {"/tmp/surfio-preset-test"};
            const std::string problem = validateSpec(spec);
            QVERIFY2(problem.empty(),
                     qPrintable(describe(spec) + QStringLiteral(": ") + QString::fromStdString(problem)));
        }
    }

    void ptsIopsRunsMixOuterBlockSizeDescendingToSteadyState()
    {
        Preset p;
        QString error;
        QVERIFY2(findPreset(QStringLiteral("pts-iops"), p, error), qPrintable(error));
        const std::vector<JobSpec> points = p.matrix.expand();
        QCOMPARE(describe(points.front()), QStringLiteral("randrw bs1048576 r100"));
        QCOMPARE(describe(points[7]), QStringLiteral("randrw bs512 r100"));
        QCOMPARE(describe(points[8]), QStringLiteral("randrw bs1048576 r95"));
        QCOMPARE(describe(points.back()), QStringLiteral("randrw bs512 r0"));
        QVERIFY(p.matrix.precondition);
        QVERIFY(p.matrix.steadyState.enabled);
        QCOMPARE(p.matrix.steadyState.window, 5);
        QCOMPARE(p.matrix.steadyState.maxRounds, 25);
        QCOMPARE(p.matrix.steadyState.trackers, (std::vector<SteadyStateTracker>{{4096, 0}}));
    }

    // The points the load curve reads: one curve per pattern, differing only
    // in depth, which doubles from 1 to 256; reads before writes.
    void qdSweepDoublesTheDepthOfReadsThenWrites()
    {
        Preset p;
        QString error;
        QVERIFY2(findPreset(QStringLiteral("qd-sweep"), p, error), qPrintable(error));
        const std::vector<JobSpec> points = p.matrix.expand();
        QCOMPARE(points.size(), size_t(18));
        for (size_t i = 0; i < points.size(); ++i) {
            const JobSpec& s = points[i];
            QCOMPARE(s.pattern, i < 9 ? Pattern::RandRead : Pattern::RandWrite);
            QCOMPARE(s.blockSize, uint64_t(4096));
            QCOMPARE(s.jobs, 1u);
            QCOMPARE(s.queueDepth, 1u << (i % 9));
        }
    }

    // The points the roofline fit reads: per mix, one group differing only
    // in block size, 4 KiB … 1 MiB, past AWS's 256 KiB unit; reads and writes
    // alone, at one depth deep enough to saturate a capped volume.
    void limitsSweepsBlockSizesOfReadsAndOfWrites()
    {
        Preset p;
        QString error;
        QVERIFY2(findPreset(QStringLiteral("limits"), p, error), qPrintable(error));
        const std::vector<JobSpec> points = p.matrix.expand();
        QCOMPARE(points.size(), size_t(18));
        for (size_t i = 0; i < points.size(); ++i) {
            const JobSpec& s = points[i];
            QCOMPARE(s.effectiveReadPercent(), i < 9 ? 100 : 0);
            QCOMPARE(s.blockSize, uint64_t(4096) << (i % 9));
            QVERIFY(s.blockSplit.empty());
            QCOMPARE(s.queueDepth * s.jobs, 32u);
            QCOMPARE(s.effectiveRandomPercent(), 100);
        }
        QCOMPARE(points.back().blockSize, uint64_t(1) << 20);
    }

    // A preset's region is "up to" its size: the whole of the smallest
    // target when that holds less past the offset; a size the person gave,
    // or a target whose size is unknown (0), leaves it.
    void presetRegionFitsItsTarget_data()
    {
        QTest::addColumn<uint64_t>("region");  // the matrix's before fitting
        QTest::addColumn<uint64_t>("offset");
        QTest::addColumn<QList<quint64>>("targets");
        QTest::addColumn<uint64_t>("fitted");  // the region after
        QTest::addColumn<bool>("flagged");
        constexpr uint64_t kGiB = 1ULL << 30, kMiB = 1ULL << 20;
        QTest::newRow("a 512 MiB device")
            << 10 * kGiB << uint64_t(0) << QList<quint64>{512 * kMiB} << 512 * kMiB << true;
        QTest::newRow("a device past the offset")
            << 10 * kGiB << 128 * kMiB << QList<quint64>{512 * kMiB} << 384 * kMiB << true;
        QTest::newRow("the smallest of two")
            << 10 * kGiB << uint64_t(0) << QList<quint64>{5 * kGiB, 2 * kGiB} << 2 * kGiB << true;
        QTest::newRow("a larger device") << 10 * kGiB << uint64_t(0) << QList<quint64>{100 * kGiB} << 10 * kGiB
                                         << false;
        QTest::newRow("exactly the region")
            << 10 * kGiB << uint64_t(0) << QList<quint64>{10 * kGiB} << 10 * kGiB << false;
        QTest::newRow("unknown sizes (a file to create)")
            << 10 * kGiB << uint64_t(0) << QList<quint64>{0} << 10 * kGiB << false;
        QTest::newRow("nothing past the offset: the engine says so")
            << 10 * kGiB << kGiB << QList<quint64>{512 * kMiB} << 10 * kGiB << false;
        QTest::newRow("a size the person gave stays")
            << 1 * kGiB << uint64_t(0) << QList<quint64>{512 * kMiB} << 1 * kGiB << false;
    }
    void presetRegionFitsItsTarget()
    {
        QFETCH(uint64_t, region);
        QFETCH(uint64_t, offset);
        QFETCH(QList<quint64>, targets);
        QFETCH(uint64_t, fitted);
        QFETCH(bool, flagged);
        Preset p;
        QString error;
        QVERIFY2(findPreset(QStringLiteral("limits"), p, error), qPrintable(error));
        QCOMPARE(p.matrix.presetRegion, 10ULL << 30);
        Matrix m = p.matrix;
        m.base.regionSize = region;
        m.base.regionOffset = offset;
        fitPresetRegion(m, std::vector<uint64_t>(targets.begin(), targets.end()));
        QCOMPARE(m.base.regionSize, fitted);
        QCOMPARE(m.presetRegionFitted, flagged);
        QCOMPARE(m.shrunk(), fitted < m.presetRegion);
        // Fitted again to a larger target, it is the preset's own again.
        fitPresetRegion(m, {100ULL << 30});
        QCOMPARE(m.base.regionSize, region);
        QVERIFY(!m.presetRegionFitted);
    }

    void ownPresetRoundTrips()
    {
        Preset own;
        own.title = QStringLiteral("Mine");
        own.description = QStringLiteral("Two sweeps, a split, shuffled.");
        Matrix& m = own.matrix;
        m.base.targets = {"/dev/should-not-be-saved"};
        m.base.runtime = 7s;
        m.base.rampTime = 1500ms;
        m.base.regionSize = 3ULL << 30;
        m.base.byteTotal = 1ULL << 30;
        m.base.direct = false;
        Sweep a;
        a.patterns = {Pattern::RandReadWrite, Pattern::Read};
        a.readPercents = {90, 10};
        a.blockSizes = {4096, 1ULL << 20};
        a.blockSplits = {BlockSplit{{4096, 70}, {65536, 30}}};
        a.queueDepths = {1, 16};
        a.jobCounts = {2};
        Sweep b;
        b.patterns = {Pattern::Write};
        b.blockSizes = {512};
        m.sweeps = {a, b};
        m.order = MatrixOrder::Shuffled;
        m.orderSeed = 0xfeedfacecafebeefULL;
        m.trials = 3;
        m.steadyState.enabled = true;
        m.steadyState.trackers = {{4096, 90}, {1ULL << 20, 10}};
        m.steadyState.window = 4;
        m.steadyState.maxRounds = 9;
        m.preset = "vng";  // where it was first loaded from: not carried into the new preset

        const QString path = QDir(userPresetDirectory()).filePath(QStringLiteral("mine.json"));
        QString error;
        QVERIFY2(savePreset(own, path, error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(!text.contains("should-not-be-saved"));
        QVERIFY(text.contains("\"surfio_preset\": 1"));

        Preset back;
        QVERIFY2(findPreset(QStringLiteral("mine"), back, error), qPrintable(error));
        QCOMPARE(back.name, QStringLiteral("mine"));
        QCOMPARE(back.title, own.title);
        QCOMPARE(back.description, own.description);
        QVERIFY(!back.builtIn);
        QCOMPARE(back.path, path);
        QCOMPARE(back.points, int(m.expand().size()));
        QCOMPARE(back.matrix.sweeps, m.sweeps);
        QCOMPARE(back.matrix.order, m.order);
        QCOMPARE(back.matrix.orderSeed, m.orderSeed);
        QCOMPARE(back.matrix.trials, m.trials);
        QCOMPARE(back.matrix.steadyState, m.steadyState);
        QCOMPARE(back.matrix.base.runtime, m.base.runtime);
        QCOMPARE(back.matrix.base.rampTime, m.base.rampTime);
        QCOMPARE(back.matrix.base.regionSize, m.base.regionSize);
        QCOMPARE(back.matrix.base.byteTotal, m.base.byteTotal);
        QCOMPARE(back.matrix.base.direct, m.base.direct);
        QVERIFY(back.matrix.base.targets.empty());
        QCOMPARE(back.matrix.preset, std::string("mine"));
        QCOMPARE(back.matrix.presetRuntime, 7s);
        QCOMPARE(back.matrix.presetRegion, 3ULL << 30);

        const QList<Preset> all = allPresets();
        QCOMPARE(all.size(), kBuiltIns.size() + 1);
        QCOMPARE(all.back().name, QStringLiteral("mine"));
    }

    // A preset file someone shared is used where it lies, by its path.
    void sharedPresetFileLoadsByPath()
    {
        Preset shared;
        shared.title = QStringLiteral("Shared");
        shared.matrix.sweeps.front().blockSizes = {8192};
        QTemporaryDir elsewhere;
        const QString path = elsewhere.filePath(QStringLiteral("from-a-colleague.json"));
        QString error;
        QVERIFY2(savePreset(shared, path, error), qPrintable(error));
        Preset back;
        QVERIFY2(findPreset(path, back, error), qPrintable(error));
        QCOMPARE(back.title, QStringLiteral("Shared"));
        QCOMPARE(back.matrix.sweeps.front().blockSizes, (std::vector<uint64_t>{8192}));
        QCOMPARE(back.matrix.preset, std::string("from-a-colleague"));
    }

    void ownPresetWinsOverTheBuiltInOfItsName()
    {
        Preset own;
        QString error;
        QVERIFY2(findPreset(QStringLiteral("vng"), own, error), qPrintable(error));
        own.title = QStringLiteral("VNG, my way");
        own.matrix.base.runtime = 5s;
        QVERIFY2(savePreset(own, QDir(userPresetDirectory()).filePath(QStringLiteral("vng.json")), error),
                 qPrintable(error));

        Preset found;
        QVERIFY2(findPreset(QStringLiteral("vng"), found, error), qPrintable(error));
        QVERIFY(!found.builtIn);
        QCOMPARE(found.title, own.title);
        QCOMPARE(found.matrix.base.runtime, 5s);

        // Listed after the built-in it replaces.
        QStringList origins;
        for (const Preset& p : allPresets())
            if (p.name == QLatin1String("vng"))
                origins.append(p.builtIn ? QStringLiteral("built-in") : QStringLiteral("own"));
        QCOMPARE(origins, (QStringList{QStringLiteral("built-in"), QStringLiteral("own")}));
    }

    void damagedPresetNamesFileAndPlace_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");
        QTest::newRow("missing comma") << QByteArray(
            "{\n  \"surfio_preset\": 1,\n  \"title\": \"x\"\n  \"matrix\": {}\n}\n")
                                       << QStringLiteral("line 4, column");  // where the parser noticed
        QTest::newRow("unclosed") << QByteArray("{\"surfio_preset\": 1,\n\"matrix\": {\"bs\": [4096]\n")
                                  << QStringLiteral("line 3");
        QTest::newRow("bad block size") << QByteArray(R"({"surfio_preset": 1, "matrix": {"bs": ["4q"]}})")
                                        << QStringLiteral("\"matrix\": \"bs\" holds 4q");
        QTest::newRow("bad sweep") << QByteArray(
            R"({"surfio_preset": 1, "matrix": {"sweeps": [{"rw": ["sideways"]}]}})")
                                   << QStringLiteral("sweep 1: \"rw\" holds \"sideways\"");
        QTest::newRow("no matrix") << QByteArray(R"({"surfio_preset": 1})") << QStringLiteral("\"matrix\" is missing");
        QTest::newRow("not a preset") << QByteArray(R"({"format": "surfio-result"})")
                                      << QStringLiteral("\"surfio_preset\"");
        QTest::newRow("a list") << QByteArray("[1, 2]") << QStringLiteral("JSON object");
        QTest::newRow("bad points") << QByteArray(R"({"surfio_preset": 1, "points": "many", "matrix": {}})")
                                    << QStringLiteral("\"points\"");
    }

    void damagedPresetNamesFileAndPlace()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        const QString path = QDir(userPresetDirectory()).filePath(QStringLiteral("broken.json"));
        writeFile(path, content);
        Preset p;
        QString error;
        QVERIFY(!loadPreset(path, p, error));
        QVERIFY2(error.startsWith(path), qPrintable(error));
        QVERIFY2(error.contains(expected), qPrintable(error));

        // Asked for by name it says the same, rather than skipping to another preset.
        QString byName;
        QVERIFY(!findPreset(QStringLiteral("broken"), p, byName));
        QCOMPARE(byName, error);
        // The list leaves it out.
        for (const Preset& listed : allPresets())
            QVERIFY(listed.name != QLatin1String("broken"));
    }

    void unreadableFileIsNamed()
    {
        Preset p;
        QString error;
        const QString path = QDir(home_.path()).filePath(QStringLiteral("absent.json"));
        QVERIFY(!loadPreset(path, p, error));
        QVERIFY2(error.contains(path), qPrintable(error));
    }

    void unknownNameListsTheKnownOnes_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("unknown") << QStringLiteral("nope");
        QTest::newRow("a path") << QStringLiteral("../presets/vng");
        QTest::newRow("empty") << QString();
    }

    void unknownNameListsTheKnownOnes()
    {
        QFETCH(QString, name);
        Preset p;
        QString error;
        QVERIFY(!findPreset(name, p, error));
        QVERIFY2(error.contains(QLatin1Char('"') + name + QLatin1Char('"')), qPrintable(error));
        for (const QString& known : builtInNames())
            QVERIFY2(error.contains(known), qPrintable(error));
    }

    void presetsCommandListsAndDescribes()
    {
        const QString bin = qEnvironmentVariable("SURFIO_BIN");
        if (bin.isEmpty())
            QSKIP("SURFIO_BIN is not set: run through ctest, or set it to build/app/surfio");
        if (!QFileInfo::exists(bin))
            QSKIP("surfio is not built here: the sanitizer presets build the engine and core tests only");
        auto surfio = [&](const QStringList& args) {
            QProcess p;
            p.start(bin, args);
            return testing::finish(p, QStringLiteral("surfio"), 30000);
        };

        const testing::Run listing = surfio({QStringLiteral("presets")});
        QVERIFY2(listing.ok(), qPrintable(listing.err));
        const QStringList lines = listing.out.split(QLatin1Char('\n'));
        for (const auto& [name, points] : kBuiltIns) {
            const QString line = lines.filter(QRegularExpression(QStringLiteral("^%1 ").arg(name))).value(0);
            QVERIFY2(line.contains(QStringLiteral(" %1 point").arg(points)),
                     qPrintable(name + QStringLiteral(": ") + line));
            QVERIFY2(line.contains(QStringLiteral("built-in")), qPrintable(line));
        }

        const testing::Run one = surfio({QStringLiteral("presets"), QStringLiteral("pts-iops")});
        QVERIFY2(one.ok(), qPrintable(one.err));
        for (const QString& part : {QStringLiteral("Sweeps:"), QStringLiteral("Method:"), QStringLiteral("steady"),
                                    QStringLiteral(":/presets/pts-iops.json"), QStringLiteral("SNIA")})
            QVERIFY2(one.out.contains(part), qPrintable(part + QStringLiteral(" missing in:\n") + one.out));

        const testing::Run unknown = surfio({QStringLiteral("presets"), QStringLiteral("nope")});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains(QStringLiteral("pts-iops")), qPrintable(unknown.err));
    }
};

QTEST_GUILESS_MAIN(TestPreset)
#include "tst_preset.moc"
