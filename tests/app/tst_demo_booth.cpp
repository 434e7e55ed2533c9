// --demo at a stand, end to end under Xvfb: a playlist of two presets, shortened
// by --runtime, races a reference run made here by `surfio run` at a low
// --rate_iops; the demo says which preset plays and how it compares, plays each
// preset once with --quit-when-done and leaves a screenshot of its face. Bad
// demo options are refused before any window opens.

#include "tests/app/surfio_process.h"

#include <QImage>
#include <QLocale>
#include <QSet>
#include <QTemporaryDir>

class TestDemoBooth : public QObject {
    Q_OBJECT

    // A scratch directory on a disk (not tmpfs): direct I/O, as at a stand.
    QTemporaryDir dir_{"/var/tmp/tst_demo_booth-XXXXXX"};

    QProcessEnvironment environment() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("XDG_CONFIG_HOME", dir_.filePath("config"));
        env.insert("XDG_DATA_HOME", dir_.filePath("data"));
        return env;
    }

    testing::Run workbench(const QStringList& args, int timeoutMs) const
    {
        QProcess p;
        p.setProcessEnvironment(environment());
        p.setStandardInputFile(QProcess::nullDevice());
        p.start(testing::surfioBinary(), args);
        if (!p.waitForStarted())
            return {-1, {}, "cannot start " + testing::surfioBinary()};
        return testing::finish(p, "surfio " + args.join(' '), timeoutMs);
    }

    static int distinctColours(const QImage& image)
    {
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7)
                colours.insert(image.pixel(x, y));
        return int(colours.size());
    }

    // What the demo names the reference's device after: its model, else its block device.
    static QString deviceOf(const QJsonObject& result)
    {
        const QJsonObject target = result["points"][0]["targets"][0].toObject();
        if (!target["model"].toString().trimmed().isEmpty())
            return target["model"].toString().trimmed();
        const QJsonArray devices = target["devices"].toArray();
        return devices.isEmpty() ? target["path"].toString() : "/dev/" + devices[0]["name"].toString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        testing::requireSurfioBinary();
        QVERIFY(dir_.isValid());
        QFile notAResult(dir_.filePath("not-a-result.json"));
        QVERIFY(notAResult.open(QIODevice::WriteOnly));
        notAResult.write(R"({"hello": "booth"})");
    }

    void racesAReferenceThroughAPlaylist()
    {
        // The reference: oci-latency's two points throttled to 50 IOPS, so the demo's are well above.
        const QString reference = dir_.filePath("reference.json");
        const QStringList referenceArgs{"--preset=oci-latency", "--filename=" + dir_.filePath("reference"),
                                        "--size=16m",           "--runtime=500ms",
                                        "--rate_iops=50",       "--output-format=json",
                                        "--output=" + reference};
        const testing::Run made = testing::surfio(referenceArgs, environment(), 120000);
        QVERIFY2(made.ok(), testing::describe(referenceArgs, made));
        QString why;
        const QJsonObject referenceResult = testing::readJson(reference, why);
        QVERIFY2(!referenceResult.isEmpty(), qPrintable(why));
        const QString device = deviceOf(referenceResult);
        QVERIFY(!device.isEmpty());

        const QString screenshot = dir_.filePath("demo.png");
        const testing::Run demo =
            workbench({"--demo", "--demo-reference=" + reference, "--demo-playlist=oci-latency,video",
                       "--filename=" + dir_.filePath("demo"), "--size=16m", "--runtime=300ms", "--ramp_time=0",
                       "--quit-when-done", "--screenshot=" + screenshot},
                      120000);
        QVERIFY2(demo.ok(), qPrintable(demo.err + demo.out));

        // Each preset once, in the playlist's order, each said as it starts.
        const QStringList lines = demo.out.split('\n', Qt::SkipEmptyParts);
        const qsizetype first = lines.indexOf("Demo: preset 1 of 2: oci-latency");
        const qsizetype second = lines.indexOf("Demo: preset 2 of 2: video");
        QVERIFY2(first >= 0 && second > first, qPrintable(demo.out));

        // oci-latency's 4 KiB random reads race the reference's, far above its 50 IOPS.
        const QString race = lines.value(first + 1);
        QVERIFY2(race.startsWith("Demo: point 1: ")
                     && race.contains("× the IOPS of " + device + " at 4 KiB random read"),
                 qPrintable(race));
        bool isNumber = false;
        const double ratio = QLocale().toDouble(race.section(' ', 3, 3).chopped(1), &isNumber);
        QVERIFY2(isNumber && ratio > 1, qPrintable(race));
        // video's 1 MiB reads are not in the reference: the demo says so.
        QVERIFY2(lines.value(second + 1).contains(device + " did not run 1 MiB sequential read"), qPrintable(demo.out));

        const QImage shot(screenshot);
        QVERIFY2(!shot.isNull(), "no screenshot");
        QVERIFY2(distinctColours(shot) > 20, "the screenshot is blank");
        QVERIFY(QDir(dir_.path()).entryList({"surfio-scratch-*"}, QDir::Files).isEmpty());
    }

    void refusesBadDemoOptions_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QStringList>("says");
        QTest::newRow("an unknown preset") << QStringList{"--demo", "--demo-playlist=oltp,nosuch"}
                                           << QStringList{"nosuch", "oltp", "video", "surfio presets"};
        QTest::newRow("a reference that is no result")
            << QStringList{"--demo", "--demo-reference=" + dir_.filePath("not-a-result.json")}
            << QStringList{"--demo-reference=", "File → Save result"};
    }
    void refusesBadDemoOptions()
    {
        QFETCH(QStringList, args);
        QFETCH(QStringList, says);
        const testing::Run run = workbench(args, 60000);
        QCOMPARE(run.exitCode, 2);
        for (const QString& s : says)
            QVERIFY2(run.err.contains(s), qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(TestDemoBooth)
#include "tst_demo_booth.moc"
