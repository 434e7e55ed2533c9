// The booth demo on a real screen (Xvfb at 1920 × 1080 and at 1366 × 768,
// with OpenGL, under a window manager where there is one): the face of every
// built-in preset, half run and run whole, has its big figure, no hint meant
// for the workbench, a race line that fits one line and the points so far
// (the surface once it can be drawn, the points' bars until then and for a
// matrix without one); and a key that stops the demo gives the workbench
// back inside the screen, on the Surface. With SURFIO_DEMO_SHOTS set, each
// face is saved there as PRESET-WxH-half.png and PRESET-WxH-whole.png.

#include "core/matrix/preset.h"
#include "core/text/units.h"
#include "tests/ui/made_up_sweep.h"
#include "ui/demo/demo_view.h"
#include "ui/surface/surface_view.h"
#include "ui/views/result_views.h"
#include "ui/window/main_window.h"

#include <QApplication>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QDir>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace surfio;

namespace {

// IOPS that fall with block size and depend on the mix and depth, as a device's would.
double madeUpIops(const JobSpec& spec)
{
    const double depth = std::min(double(spec.queueDepth * spec.jobs), 32.0);
    return 400'000.0 / (double(spec.blockSize) / 4096 + 1) * (0.5 + depth / 64)
           * (1 + spec.effectiveReadPercent() / 200.0);
}

IntervalSample sampleAt(double iops, const JobSpec& spec)
{
    IntervalSample s;
    s.seconds = 0.1;
    s.read.ios = uint64_t(iops / 10);
    s.read.bytes = s.read.ios * spec.blockSize;
    s.read.meanLatNs = 1e9 / iops;
    return s;
}

// A reference that ran the preset's first point only, at a fifth of these IOPS.
DemoReference referenceFor(const std::vector<JobSpec>& specs)
{
    DemoReference reference;
    reference.path = QStringLiteral("reference.json");
    reference.result.points.append(testing::runOf(specs.front(), 0, 0, madeUpIops(specs.front()) / 5));
    reference.result.points.front().targets.front().model = "SATA SSD X";
    return reference;
}

// Words of the workbench's hints that a booth's face never shows.
const QStringList kWorkbenchHints{QStringLiteral("Add them to the matrix"), QStringLiteral("a surface cannot show"),
                                  QStringLiteral("No points yet"), QStringLiteral("Click a point")};

}  // namespace

class TestDemoFaces : public QObject {
    Q_OBJECT

    QTemporaryDir target_{QDir::tempPath() + QStringLiteral("/tst_demo_faces-XXXXXX")};

    static QSize screenSize() { return QGuiApplication::primaryScreen()->geometry().size(); }

    static QString sizeName() { return QStringLiteral("%1x%2").arg(screenSize().width()).arg(screenSize().height()); }

    // The face as a person sees it, the OpenGL surface painted in; saved when asked.
    static void keepShot(DemoView& face, const QString& name)
    {
        const QString dir = qEnvironmentVariable("SURFIO_DEMO_SHOTS");
        if (dir.isEmpty())
            return;
        QPixmap shot = face.grab();
        face.surface()->paintSurfaceInto(shot, &face);
        QDir().mkpath(dir);
        QVERIFY(shot.save(QDir(dir).filePath(name + QStringLiteral(".png"))));
    }

    // What every face shows, whatever the preset and however far it went.
    static void checkFace(DemoView& face, int measured)
    {
        const int height = face.height();
        auto* iops = face.findChild<QLabel*>(QStringLiteral("iops"));
        const int pixels = QFontInfo(iops->font()).pixelSize();
        QVERIFY2(pixels * 12 >= height, qPrintable(QStringLiteral("%1 px on %2").arg(pixels).arg(height)));
        QVERIFY(iops->height() >= pixels);
        QVERIFY2(iops->text() != QStringLiteral("–"), "a figure, not a dash");
        for (const QLabel* label : face.findChildren<QLabel*>()) {
            if (!label->isVisibleTo(&face))
                continue;
            for (const QString& hint : kWorkbenchHints)
                QVERIFY2(!label->text().contains(hint),
                         qPrintable(label->objectName() + QLatin1Char(' ') + label->text()));
        }
        auto* race = face.findChild<QLabel*>(QStringLiteral("race"));
        const QFontMetrics metrics(race->font());
        QVERIFY2(metrics.horizontalAdvance(race->text()) <= race->contentsRect().width(), qPrintable(race->text()));
        QVERIFY2(race->height() < 2 * metrics.height(), "the race on one line");
        QVERIFY2(!race->text().contains(QStringLiteral("nothing to race")), "a point the reference lacks is quiet");
        if (face.showsSurface())
            return;
        auto* points = face.findChild<QChartView*>(QStringLiteral("demoPoints"));
        QVERIFY(points->isVisibleTo(&face));
        int bars = 0;
        for (QAbstractSeries* series : points->chart()->series())
            for (const QBarSet* set : static_cast<QBarSeries*>(series)->barSets())
                for (int i = 0; i < set->count(); ++i)
                    bars += set->at(i) > 0 ? 1 : 0;
        QVERIFY2(bars >= std::min(measured, 1), "the points so far as bars");
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(target_.isValid());
        QSettings().clear();
    }

    void everyPresetsFace_data()
    {
        QTest::addColumn<QString>("name");
        for (const Preset& preset : allPresets())
            if (preset.builtIn)
                QTest::newRow(qPrintable(preset.name)) << preset.name;
    }
    void everyPresetsFace()
    {
        QFETCH(QString, name);
        Preset preset;
        QString error;
        QVERIFY2(findPreset(name, preset, error), qPrintable(error));
        Matrix matrix = preset.matrix;
        matrix.base.runtime = std::chrono::milliseconds(500);  // as a booth shortens it
        const std::vector<JobSpec> specs = matrix.expand();
        DemoView face(referenceFor(specs));
        face.setGeometry(QGuiApplication::primaryScreen()->geometry());
        face.show();
        QVERIFY(QTest::qWaitForWindowExposed(&face));
        face.beginRun(matrix, 1, 1);
        QVERIFY2(face.findChild<QLabel*>(QStringLiteral("preset"))
                     ->text()
                     .replace(QChar(0x00a0), QLatin1Char(' '))
                     .contains(formatDuration(std::chrono::milliseconds(500))),
                 "the heading says how long each point runs");
        const int half = std::max(1, int(specs.size()) / 2);
        for (int i = 0; i < int(specs.size()); ++i) {
            const JobSpec& spec = specs[size_t(i)];
            face.beginPoint(i, spec);
            if (i > 0)
                QVERIFY2(face.findChild<QLabel*>(QStringLiteral("iops"))->text() != QStringLiteral("–"),
                         "the last figure stays until the new point's first sample");
            face.addSamples(i, {sampleAt(madeUpIops(spec), spec)});
            face.addPoint(i, testing::runOf(spec, i, 0, madeUpIops(spec)));
            if (i + 1 == half || i + 1 == int(specs.size())) {
                // The heading whole, never squeezed by the figures and the points below it.
                for (const char* name : {"device", "preset", "presetAbout"}) {
                    auto* heading = face.findChild<QLabel*>(QLatin1String(name));
                    QTRY_VERIFY2(heading->height() >= heading->heightForWidth(heading->width()), name);
                }
                // What the event loop does between two points at a stand: the new chart laid out, its ticks fitted.
                for (int pass = 0; pass < 3; ++pass) {
                    QCoreApplication::sendPostedEvents();
                    QCoreApplication::processEvents();
                }
                checkFace(face, i + 1);
                keepShot(face, name + QLatin1Char('-') + sizeName()
                                   + (i + 1 == half && half < int(specs.size()) ? QStringLiteral("-half")
                                                                                : QStringLiteral("-whole")));
            }
        }
        if (face.surface()->hasOpenGL() && name == QStringLiteral("limits"))
            QVERIFY2(face.showsSurface(), "a surface once its points form one");
    }

    // A key stops the demo: the workbench as it was before, inside the screen, on the Surface.
    void stoppedDemoFitsTheScreen()
    {
        LaunchOptions launch;
        launch.demo = true;
        launch.autostart = true;
        launch.hasMatrix = true;
        launch.hasTargets = true;
        launch.tab = QStringLiteral("log");
        Matrix& m = launch.options.matrix;
        m.base.targets = {target_.path().toStdString()};
        m.base.regionSize = 4ULL << 20;
        m.base.runtime = std::chrono::milliseconds(100);
        m.base.rampTime = Nanoseconds(0);
        m.sweeps.front().patterns = {Pattern::RandRead};
        m.sweeps.front().queueDepths = {1};
        m.sweeps.front().blockSizes = {4096};
        MainWindow window(launch);
        window.show();
        auto* face = window.findChild<DemoView*>();
        QTRY_VERIFY(face->isVisible());
        QVERIFY2(!window.menuBar()->isVisible(), "no menu bar on the face");
        QTRY_VERIFY_WITH_TIMEOUT(face->findChild<QLabel*>(QStringLiteral("iops"))->text() != QStringLiteral("–"),
                                 20000);
        QTest::keyClick(face, Qt::Key_Space);
        QTRY_VERIFY(!window.isFullScreen());
        QTRY_VERIFY(!face->isVisible());
        const QRect screen = window.screen()->availableGeometry();
        QTRY_VERIFY2(screen.contains(window.frameGeometry()), qPrintable(QStringLiteral("%1,%2 %3×%4 on %5×%6")
                                                                             .arg(window.frameGeometry().x())
                                                                             .arg(window.frameGeometry().y())
                                                                             .arg(window.frameGeometry().width())
                                                                             .arg(window.frameGeometry().height())
                                                                             .arg(screen.width())
                                                                             .arg(screen.height())));
        QVERIFY2(window.size() != screenSize(), "the workbench's own size, not the demo's");
        QVERIFY(window.menuBar()->isVisible());
        auto* views = window.findChild<ResultViews*>();
        QCOMPARE(views->currentWidget(), static_cast<QWidget*>(views->surface()));
        QVERIFY(window.close());
        QFile::remove(MainWindow::demoResultPath());
    }
};

// A home of the test's own: the demo's settings and runs are this test's.
int main(int argc, char* argv[])
{
    QTemporaryDir home(QDir::tempPath() + QStringLiteral("/tst_demo_faces-home-XXXXXX"));
    if (!home.isValid())
        return 1;
    qputenv("HOME", QFile::encodeName(home.path()));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(home.filePath(QStringLiteral("config"))));
    qputenv("XDG_DATA_HOME", QFile::encodeName(home.filePath(QStringLiteral("data"))));
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Surfio"));
    QCoreApplication::setApplicationName(QStringLiteral("surfio"));
    TestDemoFaces test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_demo_faces.moc"
