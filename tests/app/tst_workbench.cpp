// The workbench end to end, as automation drives it: a tiny matrix started at
// launch, a screenshot, the surface and the result saved, then it quits.

#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

class TestWorkbench : public QObject {
    Q_OBJECT

    static int distinctColours(const QImage& image)
    {
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7)
                colours.insert(image.pixel(x, y));
        return int(colours.size());
    }

private Q_SLOTS:
    void runsAMatrixAndSavesEverything()
    {
        QTemporaryDir dir(QDir::tempPath() + QStringLiteral("/tst_workbench-XXXXXX"));
        QVERIFY(dir.isValid());
        const QString screenshot = dir.filePath(QStringLiteral("window.png"));
        const QString surface = dir.filePath(QStringLiteral("surface.png"));
        const QString saved = dir.filePath(QStringLiteral("result.json"));
        QProcess app;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));  // no saved state
        env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));  // its runs and run costs
        app.setProcessEnvironment(env);
        app.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        app.start(qEnvironmentVariable("SURFIO_BIN"),
                  {QStringLiteral("--directory=") + dir.path(), QStringLiteral("--size=8m"),
                   QStringLiteral("--rw=randrw"), QStringLiteral("--bs=4k,64k"), QStringLiteral("--rwmixread=100,0"),
                   QStringLiteral("--iodepth=4"), QStringLiteral("--runtime=300ms"), QStringLiteral("--autostart"),
                   QStringLiteral("--screenshot=") + screenshot, QStringLiteral("--surface-png=") + surface,
                   QStringLiteral("--save=") + saved, QStringLiteral("--quit-when-done")});
        QVERIFY(app.waitForStarted());
        QVERIFY2(app.waitForFinished(120000), "the workbench did not quit when done");
        QCOMPARE(app.exitStatus(), QProcess::NormalExit);
        QCOMPARE(app.exitCode(), 0);

        const QImage window(screenshot);
        QVERIFY2(!window.isNull(), "no screenshot");
        QVERIFY(window.width() > 400 && window.height() > 300);
        QVERIFY2(distinctColours(window) > 50, "the screenshot is blank");

        const QImage surfaceImage(surface);
        QVERIFY2(!surfaceImage.isNull(), "no surface image");
        QVERIFY2(distinctColours(surfaceImage) > 20, "the surface image is blank");

        QFile file(saved);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject doc = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(doc[QStringLiteral("format")].toString(), QStringLiteral("surfio-result"));
        const QJsonArray points = doc[QStringLiteral("points")].toArray();
        QCOMPARE(points.size(), 4);
        for (const QJsonValue p : points) {
            const QJsonObject point = p.toObject();
            const double ios = point[QStringLiteral("read")][QStringLiteral("total_ios")].toDouble()
                               + point[QStringLiteral("write")][QStringLiteral("total_ios")].toDouble();
            QVERIFY(ios > 0);
        }
        // The scratch file went away with the run.
        QVERIFY(QDir(dir.path()).entryList({QStringLiteral("surfio-scratch-*")}, QDir::Files).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestWorkbench)
#include "tst_workbench.moc"
