#include "core/result/provenance.h"
#include "render/chart_export.h"
#include "ui/models/shown_result.h"
#include "ui/views/flat_charts_view.h"

#include <QApplication>
#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace surfio;
using namespace Qt::Literals::StringLiterals;

namespace {

// A 3 mixes × 5 block sizes matrix, measured: IOPS fall with the block size and the writes.
ResultSet measuredResult()
{
    ResultSet results;
    results.matrix.base.targets = {"/dev/nvme0n1"};
    results.matrix.base.pattern = Pattern::RandReadWrite;
    results.matrix.base.queueDepth = 32;
    results.matrix.base.jobs = 4;
    results.matrix.sweeps.front().patterns = {Pattern::RandReadWrite};
    results.matrix.sweeps.front().queueDepths = {32};
    results.matrix.sweeps.front().jobCounts = {4};
    results.matrix.sweeps.front().readPercents = {100, 70, 0};
    results.matrix.sweeps.front().blockSizes = {4096, 16384, 65536, 262144, 1 << 20};
    results.started = QDateTime(QDate(2026, 12, 2), QTime(9, 30));
    results.host.surfioVersion = u"0.17.0"_s;
    const std::vector<JobSpec> specs = results.matrix.expand();
    for (size_t i = 0; i < specs.size(); ++i) {
        JobResult r;
        r.spec = specs[i];
        r.point = int(i);
        r.seconds = 1.0;
        const uint64_t ios =
            uint64_t{400000} * 4096 / (specs[i].blockSize + 60000) * uint64_t(100 + specs[i].readPercent) / 200;
        r.read.ios = ios * uint64_t(specs[i].effectiveReadPercent()) / 100;
        r.write.ios = ios - r.read.ios;
        r.read.bytes = r.read.ios * specs[i].blockSize;
        r.write.bytes = r.write.ios * specs[i].blockSize;
        r.read.latSumNs = double(r.read.ios) * 80000;
        r.write.latSumNs = double(r.write.ios) * 120000;
        r.engine.name = "io_uring";
        r.engine.ringFlagNames = "SINGLE_ISSUER|DEFER_TASKRUN";
        TargetInfo target;
        target.path = target.ioPath = "/dev/nvme0n1";
        target.model = "Samsung SSD 980 1TB";
        r.targets = {target};
        results.points.append(r);
    }
    return results;
}

bool isInk(QRgb pixel, QRgb background)
{
    const int difference = std::abs(qGray(pixel) - qGray(background));
    return difference > 100;
}

// Rows of ink, bottom up, over the middle of the image's width: runs of
// consecutive rows with ink (first: top row, second: height).
QList<std::pair<int, int>> inkRunsFromBottom(const QImage& image)
{
    const QRgb background = image.pixel(2, image.height() - 2);
    QList<std::pair<int, int>> runs;
    int runBottom = -1;
    for (int y = image.height() - 1; y >= 0; --y) {
        bool ink = false;
        for (int x = image.width() / 5; x < image.width() * 4 / 5 && !ink; ++x)
            ink = isInk(image.pixel(x, y), background);
        if (ink && runBottom < 0)
            runBottom = y;
        if (!ink && runBottom >= 0) {
            runs.append({y + 1, runBottom - y});
            runBottom = -1;
        }
    }
    return runs;
}

// The height of the tick labels along the bottom: the second run of ink from
// the bottom, over the axis title.
int bottomTickLabelHeight(const QImage& image)
{
    const QList<std::pair<int, int>> runs = inkRunsFromBottom(image);
    return runs.size() >= 2 ? runs[1].second : 0;
}

QImage exported(const FlatChartsView& view, const QSize& size, ChartTheme theme, const QString& name)
{
    ChartExportOptions options;
    options.size = size;
    options.caption = false;
    options.theme = theme;
    // SURFIO_TEST_OUTPUT keeps the images for a person to look at.
    static QTemporaryDir temp;
    const QString path = qEnvironmentVariable("SURFIO_TEST_OUTPUT", temp.path()) + u'/' + name;
    QString error;
    if (!exportChart(path, options, view.figure(), error))
        qWarning() << error;
    return QImage(path);
}

}  // namespace

class TestChartExport : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Fonts follow the export's size, not the screen's: the tick labels are
    // the same share of the image in a 1280 × 720 export as in a 3840 × 2160
    // one, and large enough to read in both.
    void tickLabelsReadAtAnySize_data()
    {
        QTest::addColumn<FlatChartsView::Kind>("kind");
        QTest::newRow("lines per mix") << FlatChartsView::Kind::Lines;
        QTest::newRow("heat map") << FlatChartsView::Kind::HeatMap;
    }

    void tickLabelsReadAtAnySize()
    {
        QFETCH(FlatChartsView::Kind, kind);
        ShownResult shown;
        FlatChartsView view(&shown);
        shown.show(measuredResult());
        view.setKind(kind);
        QVERIFY(view.hasChart());
        const QString tag = QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-');
        QList<double> shares;
        for (const QSize& size : {QSize(3840, 2160), QSize(1280, 720)}) {
            const QImage image = exported(view, size, ChartTheme::Light,
                                          u"ticks-%1-%2x%3.png"_s.arg(tag).arg(size.width()).arg(size.height()));
            QCOMPARE(image.size(), size);
            const int height = bottomTickLabelHeight(image);
            const double share = double(height) / image.height();
            QVERIFY2(share >= 0.01,
                     qPrintable(u"tick labels %1 px high in %2 px: under 1 %"_s.arg(height).arg(image.height())));
            qInfo("%dx%d: tick labels %d px high, %.2f %% of the height", size.width(), size.height(), height,
                  100 * share);
            shares.append(share);
        }
        // In proportion: the same share of the height, within a pixel's rounding at the small size.
        QVERIFY2(std::abs(shares[0] - shares[1]) < 0.15 * shares[1],
                 qPrintable(u"%1 against %2"_s.arg(shares[0]).arg(shares[1])));
    }

    void svgCarriesTitleAndCaption()
    {
        ShownResult shown;
        FlatChartsView view(&shown);
        const ResultSet results = measuredResult();
        shown.show(results);
        ChartExportOptions options;
        options.title = Provenance::title(results, view.sliceSpec());
        options.size = QSize(1280, 720);
        ChartFigure figure = view.figure();
        figure.caption = Provenance::caption(results);
        QTemporaryDir temp;
        const QString path = temp.filePath(u"chart.svg"_s);
        QString error;
        QVERIFY2(exportChart(path, options, figure, error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString svg = QString::fromUtf8(file.readAll());
        QVERIFY2(svg.contains(u"Samsung SSD 980 1TB · randrw · QD 32 × 4 job(s)"_s), "the title");
        QVERIFY2(svg.contains(u"SINGLE_ISSUER|DEFER_TASKRUN"_s), "the caption's engine");
        QVERIFY2(svg.contains(u"2026-12-02"_s), "the caption's date");
        QVERIFY2(svg.contains(u"Block size"_s), "the axis title");
    }

    // Qt's family names mean nothing to a browser: every family in an SVG
    // ends with a CSS generic one, so "Sans Serif" is not drawn as a serif.
    void svgFontFamily_data()
    {
        QTest::addColumn<QString>("family");
        QTest::addColumn<QString>("css");
        QTest::newRow("Qt's Sans Serif") << u"Sans Serif"_s << u"sans-serif"_s;
        QTest::newRow("fontconfig's Sans") << u"Sans"_s << u"sans-serif"_s;
        QTest::newRow("Serif") << u"Serif"_s << u"serif"_s;
        QTest::newRow("Monospace") << u"Monospace"_s << u"monospace"_s;
        QTest::newRow("DejaVu Sans") << u"DejaVu Sans"_s << u"'DejaVu Sans', sans-serif"_s;
        QTest::newRow("DejaVu Sans Mono") << u"DejaVu Sans Mono"_s << u"'DejaVu Sans Mono', monospace"_s;
        QTest::newRow("Noto Serif") << u"Noto Serif"_s << u"'Noto Serif', serif"_s;
        QTest::newRow("Cantarell") << u"Cantarell"_s << u"'Cantarell', sans-serif"_s;
    }
    void svgFontFamily()
    {
        QFETCH(QString, family);
        QFETCH(QString, css);
        QCOMPARE(cssFontFamily(family), css);
        // And in an exported file, drawn in that family.
        ShownResult shown;
        FlatChartsView view(&shown);
        shown.show(measuredResult());
        const QFont before = QGuiApplication::font();
        QFont font = before;
        font.setFamily(family);
        QGuiApplication::setFont(font);
        ChartExportOptions options;
        options.size = QSize(640, 360);
        QTemporaryDir temp;
        const QString path = temp.filePath(u"chart.svg"_s);
        QString error;
        const bool written = exportChart(path, options, view.figure(), error);
        QGuiApplication::setFont(before);
        QVERIFY2(written, qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString svg = QString::fromUtf8(file.readAll());
        static const QRegularExpression attribute(u"font-family=\"([^\"]*)\""_s);
        int families = 0;
        for (QRegularExpressionMatchIterator it = attribute.globalMatch(svg); it.hasNext(); ++families) {
            const QString value = it.next().captured(1);
            QVERIFY2(value.endsWith(u"sans-serif"_s) || value.endsWith(u"serif"_s) || value.endsWith(u"monospace"_s),
                     qPrintable(value));
        }
        QVERIFY(families > 0);
    }

    void themeSetsTheBackground_data()
    {
        QTest::addColumn<ChartTheme>("theme");
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << ChartTheme::Light << false;
        QTest::newRow("dark") << ChartTheme::Dark << true;
    }

    void themeSetsTheBackground()
    {
        QFETCH(ChartTheme, theme);
        QFETCH(bool, dark);
        ShownResult shown;
        FlatChartsView view(&shown);
        shown.show(measuredResult());
        const QImage image = exported(view, QSize(1280, 720), theme,
                                      u"theme-%1.png"_s.arg(QString::fromLatin1(QTest::currentDataTag())));
        double lightness = 0;
        int samples = 0;
        for (int y = 0; y < image.height(); y += 8)
            for (int x = 0; x < image.width(); x += 8, ++samples)
                lightness += qGray(image.pixel(x, y)) / 255.0;
        lightness /= samples;
        QVERIFY2(dark ? lightness < 0.3 : lightness > 0.8, qPrintable(QString::number(lightness)));
    }

    void sizesAndThemesParse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QSize>("size");
        QTest::newRow("x") << u"1920x1080"_s << QSize(1920, 1080);
        QTest::newRow("times sign, spaces") << u" 3840 × 2160 "_s << QSize(3840, 2160);
        QTest::newRow("too small") << u"8x8"_s << QSize();
        QTest::newRow("too large") << u"20000x1000"_s << QSize();
        QTest::newRow("one number") << u"1920"_s << QSize();
    }

    void sizesAndThemesParse()
    {
        QFETCH(QString, text);
        QFETCH(QSize, size);
        QCOMPARE(ChartExportOptions::parseSize(text), size);
        QCOMPARE(ChartExportOptions::parseTheme(u"dark"_s), std::optional(ChartTheme::Dark));
        QCOMPARE(ChartExportOptions::parseTheme(u"grey"_s), std::nullopt);
    }
};

QTEST_MAIN(TestChartExport)
#include "tst_chart_export.moc"
