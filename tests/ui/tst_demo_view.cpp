// The face of a booth demo: figures a person reads from three metres, the
// race against a reference run said in words, a touch or a key to stop it,
// and the launch options that set it up.

#include "core/matrix/preset.h"
#include "ui/demo/demo_view.h"
#include "ui/surface/surface_view.h"
#include "ui/window/launch_options.h"
#include "ui/window/main_window.h"

#include <QCommandLineParser>
#include <QLabel>
#include <QLocale>
#include <QScreen>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace surfio;
using namespace std::chrono_literals;
using namespace Qt::Literals::StringLiterals;

namespace {

JobSpec workload(Pattern pattern, uint64_t blockSize, int readPercent, uint32_t depth, uint32_t jobs = 1)
{
    JobSpec spec;
    spec.pattern = pattern;
    spec.blockSize = blockSize;
    spec.readPercent = readPercent;
    spec.queueDepth = depth;
    spec.jobs = jobs;
    return spec;
}

// A reference run on "SATA SSD X" of 4 KiB random reads at depth 1, 1,000 IOPS
// over two trials, and 64 KiB sequential writes at depth 4.
DemoReference sataReference()
{
    DemoReference reference;
    reference.path = QStringLiteral("sata.json");
    const struct {
        JobSpec spec;
        uint64_t ios;
    } runs[] = {{workload(Pattern::RandRead, 4096, 100, 1), 800},
                {workload(Pattern::RandRead, 4096, 100, 1), 1200},
                {workload(Pattern::Write, 65536, 0, 4), 300}};
    for (const auto& [spec, ios] : runs) {
        JobResult run;
        run.spec = spec;
        run.seconds = 1;
        (spec.reads() ? run.read : run.write).ios = ios;
        TargetInfo target;
        target.path = "/var/tmp/x";
        target.model = "SATA SSD X";
        run.targets = {target};
        reference.result.points.append(run);
    }
    return reference;
}

IntervalSample sample(uint64_t readIos, uint64_t bytes)
{
    IntervalSample s;
    s.seconds = 0.1;
    s.read.ios = readIos;
    s.read.bytes = bytes;
    s.read.meanLatNs = 50'000;
    return s;
}

QString ratio(double r)
{
    return QLocale().toString(r, 'f', 1);
}

}  // namespace

class TestDemoView : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void raceAgainstTheReference_data()
    {
        QTest::addColumn<JobSpec>("spec");
        QTest::addColumn<double>("iops");
        QTest::addColumn<QString>("expected");
        const JobSpec rr = workload(Pattern::RandRead, 4096, 100, 1);
        QTest::newRow("4.2 times the mean of its trials")
            << rr << 4200.0 << ratio(4.2) + QStringLiteral("× the IOPS of SATA SSD X at 4 KiB random read");
        QTest::newRow("slower than the reference")
            << rr << 500.0 << ratio(0.5) + QStringLiteral("× the IOPS of SATA SSD X at 4 KiB random read");
        QTest::newRow("another queue depth is another workload")
            << workload(Pattern::RandRead, 4096, 100, 32) << 4200.0
            << QStringLiteral("SATA SSD X did not run 4 KiB random read, queue depth 32: nothing to race here");
        QTest::newRow("another block size is another workload")
            << workload(Pattern::RandRead, 8192, 100, 1) << 4200.0
            << QStringLiteral("SATA SSD X did not run 8 KiB random read: nothing to race here");
        QTest::newRow("sequential writes at depth 4")
            << workload(Pattern::Write, 65536, 0, 4) << 600.0
            << ratio(2) + QStringLiteral("× the IOPS of SATA SSD X at 64 KiB sequential write, queue depth 4");
    }
    void raceAgainstTheReference()
    {
        QFETCH(JobSpec, spec);
        QFETCH(double, iops);
        QFETCH(QString, expected);
        QCOMPARE(sataReference().raceText(spec, iops), expected);
    }

    void workloadInWords_data()
    {
        QTest::addColumn<JobSpec>("spec");
        QTest::addColumn<QString>("expected");
        QTest::newRow("random write") << workload(Pattern::RandWrite, 4096, 0, 1) << u"4 KiB random write"_s;
        QTest::newRow("sequential read") << workload(Pattern::Read, 1 << 20, 100, 1) << u"1 MiB sequential read"_s;
        QTest::newRow("random mix, jobs") << workload(Pattern::RandReadWrite, 8192, 70, 16, 4)
                                          << u"8 KiB random, 70 % read, queue depth 16 × 4 jobs"_s;
    }
    void workloadInWords()
    {
        QFETCH(JobSpec, spec);
        QFETCH(QString, expected);
        QCOMPARE(workloadText(spec), expected);
    }

    // The race line follows the figures as samples come in, under the
    // workload it races at; a workload the reference did not run is raced
    // against nothing, quietly.
    void raceIsLive()
    {
        DemoView view(sataReference());
        auto* race = view.findChild<QLabel*>(QStringLiteral("race"));
        QVERIFY(race->text().contains(QStringLiteral("SATA SSD X")));
        view.beginPoint(0, workload(Pattern::RandRead, 4096, 100, 1));
        view.addSamples(0, {sample(300, 300ULL * 4096), sample(300, 300ULL * 4096)});
        QCOMPARE(view.findChild<QLabel*>(QStringLiteral("iops"))->text(), QLocale().toString(3000));
        QCOMPARE(race->text(), ratio(3) + QStringLiteral("× the IOPS of SATA SSD X"));
        QCOMPARE(view.raceText(), ratio(3) + QStringLiteral("× the IOPS of SATA SSD X"));
        QCOMPARE(view.findChild<QLabel*>(QStringLiteral("workload"))->text(), QStringLiteral("4\u00a0KiB random read"));
        view.beginPoint(1, workload(Pattern::RandRead, 4096, 100, 32));
        view.addSamples(1, {sample(900, 900ULL * 4096)});
        QCOMPARE(race->text(), QString());
        QVERIFY(!DemoView(DemoReference()).findChild<QLabel*>(QStringLiteral("race"))->isVisibleTo(&view));
    }

    // A point starting shows no empty figure: the last point's figures,
    // workload and race stay until the new point's first sample.
    void figuresStayUntilTheNextPointsFirstSample()
    {
        DemoView view(sataReference());
        auto* iops = view.findChild<QLabel*>(QStringLiteral("iops"));
        auto* what = view.findChild<QLabel*>(QStringLiteral("workload"));
        QCOMPARE(iops->text(), QStringLiteral("–"));  // before the demo's first sample, nothing to show
        view.beginPoint(0, workload(Pattern::RandRead, 4096, 100, 1));
        view.addSamples(0, {sample(300, 300ULL * 4096)});
        const QString first = iops->text();
        const QString firstWorkload = what->text();
        view.beginPoint(1, workload(Pattern::Write, 65536, 0, 4));
        QCOMPARE(iops->text(), first);
        QCOMPARE(what->text(), firstWorkload);
        view.addSamples(1, {sample(50, 50ULL * 65536)});
        QCOMPARE(iops->text(), QLocale().toString(500));
        QVERIFY(what->text().contains(QStringLiteral("sequential write")));
    }

    // In full screen the demo's face shows, its IOPS at least a twelfth of
    // the screen's height: readable from three metres.
    void mainFigureReadsFromThreeMetres()
    {
        LaunchOptions launch;
        launch.demo = true;
        launch.demoReference = sataReference();
        MainWindow window(launch);
        window.show();
        QVERIFY(window.isFullScreen());
        auto* demo = window.findChild<DemoView*>();
        QTRY_VERIFY(demo->isVisible());
        const int screenHeight = window.screen()->geometry().height();
        QTRY_COMPARE(window.height(), screenHeight);
        auto* iops = demo->findChild<QLabel*>(QStringLiteral("iops"));
        const int pixels = QFontInfo(iops->font()).pixelSize();
        QVERIFY2(pixels * 12 >= screenHeight,
                 qPrintable(QStringLiteral("%1 px on a %2 px screen").arg(pixels).arg(screenHeight)));
        QVERIFY(iops->height() >= pixels);
        QVERIFY2(demo->findChild<QLabel*>(QStringLiteral("race"))->isVisible(), "the race is on the face");
        for (const char* name : {"bandwidth", "latency", "race", "device"})
            QVERIFY2(QFontInfo(demo->findChild<QLabel*>(QLatin1String(name))->font()).pixelSize() * 24 >= screenHeight,
                     name);
        window.stop();
    }

    // A touch on the figures or a key stops the demo; Esc and F11 leave full
    // screen as ever; a touch on the surface turns it.
    void touchOrKeyStops_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<bool>("stops");
        QTest::newRow("touch the figures") << u"iops"_s << true;
        QTest::newRow("touch the race line") << u"race"_s << true;
        QTest::newRow("space") << u"Space"_s << true;
        QTest::newRow("a letter") << u"A"_s << true;
        QTest::newRow("Esc leaves full screen") << u"Escape"_s << false;
        QTest::newRow("F11 leaves full screen") << u"F11"_s << false;
        QTest::newRow("touch the surface") << u"surface"_s << false;
    }
    void touchOrKeyStops()
    {
        QFETCH(QString, what);
        QFETCH(bool, stops);
        QWidget window;
        auto* view = new DemoView(sataReference(), &window);
        window.resize(1000, 700);
        view->resize(window.size());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy stopAsked(view, &DemoView::stopAsked);
        if (what == QLatin1String("surface"))
            QTest::mouseClick(view->surface(), Qt::LeftButton);
        else if (auto* label = view->findChild<QLabel*>(what))
            QTest::mouseClick(label, Qt::LeftButton);
        else
            QTest::keyClick(&window, Qt::Key(QKeySequence::fromString(what)[0].key()));
        QCOMPARE(stopAsked.size(), stops ? 1 : 0);
    }

    // --demo-playlist: each preset with the other options given applied to it.
    void playlistTakesTheOtherOptions()
    {
        QCommandLineParser parser;
        addLaunchOptions(parser);
        QVERIFY(parser.parse({QStringLiteral("surfio"), QStringLiteral("--demo"),
                              QStringLiteral("--demo-playlist=oltp,video"), QStringLiteral("--runtime=300ms")}));
        LaunchOptions launch;
        QString error;
        QVERIFY2(parseLaunchOptions(parser, launch, error), qPrintable(error));
        QCOMPARE(launch.demoPlaylist.size(), 2);
        QCOMPARE(launch.demoPlaylist[0].preset, std::string("oltp"));
        QCOMPARE(launch.demoPlaylist[1].preset, std::string("video"));
        for (const Matrix& m : launch.demoPlaylist)
            QCOMPARE(m.base.runtime, Nanoseconds(300ms));
        QCOMPARE(launch.options.matrix.preset, std::string("oltp"));  // the first loop's
        QVERIFY(launch.autostart);
    }

    void refusedDemoOptions_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("says");
        QTest::newRow("an unknown preset") << QStringList{u"--demo"_s, u"--demo-playlist=oltp,nosuch"_s}
                                           << u"there is no preset \"nosuch\": the presets are "_s;
        QTest::newRow("an empty name") << QStringList{u"--demo"_s, u"--demo-playlist=oltp,,video"_s}
                                       << u"an empty name"_s;
        QTest::newRow("with --preset") << QStringList{u"--demo"_s, u"--demo-playlist=oltp"_s, u"--preset=video"_s}
                                       << u"leave out --preset"_s;
        QTest::newRow("playlist without --demo")
            << QStringList{u"--demo-playlist=oltp"_s} << u"only goes with --demo"_s;
        QTest::newRow("reference without --demo")
            << QStringList{u"--demo-reference=r.json"_s} << u"only goes with --demo"_s;
        QTest::newRow("a missing reference") << QStringList{u"--demo"_s, u"--demo-reference=/nonexistent/r.json"_s}
                                             << u"--demo-reference=/nonexistent/r.json"_s;
    }
    void refusedDemoOptions()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, says);
        QCommandLineParser parser;
        addLaunchOptions(parser);
        QVERIFY(parser.parse(QStringList{u"surfio"_s} + arguments));
        LaunchOptions launch;
        QString error;
        QVERIFY(!parseLaunchOptions(parser, launch, error));
        QVERIFY2(error.contains(says), qPrintable(error));
        if (arguments.contains(QStringLiteral("--demo-playlist=oltp,nosuch")))
            for (const Preset& p : allPresets())
                QVERIFY2(error.contains(p.name), "every valid name is listed");
    }
};

int main(int argc, char* argv[])
{
    QTemporaryDir home(QDir::tempPath() + QStringLiteral("/tst_demo_view-home-XXXXXX"));
    if (!home.isValid())
        return 1;
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(home.filePath(QStringLiteral("config"))));
    qputenv("XDG_DATA_HOME", QFile::encodeName(home.filePath(QStringLiteral("data"))));
    QApplication app(argc, argv);
    TestDemoView test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_demo_view.moc"
