// A report of a made-up result (a randrw sweep of 2 mixes × 3 block sizes,
// 3 trials a point, one point unstable) and of the same compared with a run
// twice as fast: its sections say what they must (one table row per point,
// the unstable point flagged with why, the comparison's verdicts, the fio
// job file); its HTML stands alone (no http, no // and no src="file outside
// the embedded images, no script, every image a PNG inside the file that
// is not blank); its PDF renders with pdftoppm to pages that are not blank,
// and holds its charts as vectors (no image object in the file).

#include "render/report/report.h"
#include "render/report/report_html.h"
#include "render/report/report_pdf.h"
#include "tests/system_tools.h"
#include "tests/ui/made_up_sweep.h"

#include <QDir>
#include <QImage>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace surfio;
using namespace Qt::Literals::StringLiterals;

namespace {

constexpr int kPoints = 6;
using testing::sweep;

const ReportBlock* table(const Report& report, const QString& id)
{
    for (const ReportBlock& b : report.blocks)
        if (b.kind == ReportBlock::Kind::Table && b.id == id)
            return &b;
    return nullptr;
}

QStringList headings(const Report& report)
{
    QStringList out;
    for (const ReportBlock& b : report.blocks)
        if (b.kind == ReportBlock::Kind::Heading)
            out.append(b.text);
    return out;
}

int count(const Report& report, ReportBlock::Kind kind)
{
    return int(std::count_if(report.blocks.begin(), report.blocks.end(),
                             [kind](const ReportBlock& b) { return b.kind == kind; }));
}

Report comparedReport()
{
    ReportSource source;
    source.results = sweep(1);
    source.file = u"a.json"_s;
    source.compared = {sweep(2)};
    source.comparedFiles = {u"b.json"_s};
    return Report::of(source);
}

// The HTML with its embedded images' data taken out: what could refer outside.
QString withoutImageData(QString html)
{
    return html.replace(QRegularExpression(u"data:image/png;base64,[A-Za-z0-9+/=]+"_s), u"data:image/png;base64,"_s);
}

bool blank(const QImage& image)
{
    const QRgb first = image.pixel(0, 0);
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3)
            if (image.pixel(x, y) != first)
                return false;
    return true;
}

}  // namespace

class TestReport : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void sectionsOfAResult()
    {
        ReportSource source;
        source.results = sweep(1);
        const Report report = Report::of(source);
        const QStringList h = headings(report);
        for (const QString& section : {u"Summary"_s, u"Charts"_s, u"Points"_s, u"Flagged points"_s, u"Provenance"_s})
            QVERIFY2(h.contains(section), qPrintable(h.join(u" | "_s)));
        QVERIFY2(!h.contains(u"Comparison"_s), "a result alone has no comparison");
        const ReportBlock* points = table(report, u"points"_s);
        QVERIFY(points);
        QCOMPARE(points->rows.size(), kPoints);
        // One slice of 2 × 3 cells: its surface, IOPS and MB/s lines, and p99 heat map.
        QCOMPARE(count(report, ReportBlock::Kind::Figure), 4);
        // Point 5 (index 4) is flagged, under its own heading, for its spread.
        QVERIFY2(!h.filter(u"Point 5: randrw 64"_s).isEmpty(), qPrintable(h.join(u" | "_s)));
        QCOMPARE(h.filter(QRegularExpression(u"^Point \\d+:"_s)).size(), 1);
        bool saidUnstable = false;
        for (const ReportBlock& b : report.blocks)
            if (b.kind == ReportBlock::Kind::List)
                saidUnstable = saidUnstable || b.items.join(u' ').contains(u"unstable"_s);
        QVERIFY(saidUnstable);
        // The job file that makes it again.
        bool jobFile = false;
        for (const ReportBlock& b : report.blocks)
            jobFile = jobFile || (b.kind == ReportBlock::Kind::Code && b.text.contains(u"[global]"_s));
        QVERIFY(jobFile);
    }

    void comparisonSaysWhichIsFaster()
    {
        const Report report = comparedReport();
        QVERIFY(headings(report).contains(u"Comparison"_s));
        const ReportBlock* compared = table(report, u"comparison-table"_s);
        QVERIFY(compared);
        QCOMPARE(compared->rows.size(), kPoints);
        int faster = 0;
        for (const QStringList& row : compared->rows) {
            QCOMPARE(row.size(), compared->header.size());
            faster += row.last().startsWith(u"faster"_s);
        }
        // Every point but the unstable one is twice as fast beyond doubt.
        QVERIFY2(faster >= kPoints - 1, qPrintable(QString::number(faster)));
        QCOMPARE(compared->rows.first()[3], QLocale().toString(2.0, 'f', 3));
        bool ratioSurface = false;
        for (const ReportBlock& b : report.blocks)
            ratioSurface =
                ratioSurface || (b.kind == ReportBlock::Kind::Figure && b.text.contains(u"B is 2.00× A in iops"_s));
        QVERIFY(ratioSurface);
        // The summary states the ratio it measured, not only the verdicts.
        QString summary;
        for (const ReportBlock& b : report.blocks)
            if (b.kind == ReportBlock::Kind::List)
                summary += b.items.join(u'\n');
        const QString two = QLocale().toString(2.0, 'f', 2);
        QVERIFY2(summary.contains(
                     u"B (b.json) against A: %1× in iops (geometric mean over %2 point(s), "_s.arg(two).arg(kPoints)),
                 qPrintable(summary));
    }

    void htmlStandsAlone()
    {
        const Report report = comparedReport();
        const QString html = QString::fromUtf8(reportHtml(report, QSize(800, 450)));
        const QString outside = withoutImageData(html);
        for (const QString& reference : {u"http"_s, u"//"_s, u"src=\"file"_s, u"<script"_s, u"<link"_s, u"url("_s})
            QVERIFY2(!outside.contains(reference, Qt::CaseInsensitive), qPrintable(reference));
        // One row per point in the points table.
        const QRegularExpression pointsTable(u"<table id=\"points\">.*?<tbody>(.*?)</tbody>"_s,
                                             QRegularExpression::DotMatchesEverythingOption);
        const QRegularExpressionMatch m = pointsTable.match(html);
        QVERIFY(m.hasMatch());
        QCOMPARE(m.captured(1).count(u"<tr>"_s), kPoints);
        // Every image inside, decodable and drawn.
        const QRegularExpression image(u"<img [^>]*src=\"([^\"]*)\""_s);
        int images = 0;
        for (auto it = image.globalMatch(html); it.hasNext(); ++images) {
            const QString src = it.next().captured(1);
            QVERIFY2(src.startsWith(u"data:image/png;base64,"_s), qPrintable(src.left(40)));
            const QImage png = QImage::fromData(QByteArray::fromBase64(src.mid(22).toLatin1()), "PNG");
            QCOMPARE(png.size(), QSize(800, 450));
            QVERIFY(!blank(png));
        }
        QCOMPARE(images, 5);  // the surface, two line charts and a heat map; B ÷ A's ratio surface
    }

    void pdfRendersAsVectors()
    {
        const QString pdftoppm = testing::tool(u"pdftoppm"_s);
        if (pdftoppm.isEmpty())
            QFAIL("pdftoppm is missing: packaging/deps.sh installs poppler-utils");
        QTemporaryDir dir;
        const QString pdf = dir.filePath(u"report.pdf"_s);
        QString error;
        QVERIFY2(writeReportPdf(pdf, comparedReport(), error), qPrintable(error));
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY(bytes.startsWith("%PDF"));
        QVERIFY2(!bytes.contains("/Subtype /Image"), "a chart went into the PDF as an image");
        QProcess p;
        p.start(pdftoppm, {u"-r"_s, u"40"_s, u"-png"_s, pdf, dir.filePath(u"page"_s)});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QStringList pages = QDir(dir.path()).entryList({u"page*.png"_s}, QDir::Files, QDir::Name);
        QVERIFY2(pages.size() >= 3, qPrintable(pages.join(u' ')));
        for (const QString& page : pages) {
            const QImage image(dir.filePath(page));
            QVERIFY2(!image.isNull() && !blank(image), qPrintable(page));
        }
    }

    // A job file's line longer than the page (a comment, a long path) wraps
    // inside the page instead of running off it.
    void longJobFileLinesWrap_data()
    {
        QTest::addColumn<QString>("line");
        QTest::newRow("a comment of words")
            << u"; "_s + u"the region every point of this matrix shares, laid out once before the first "_s.repeated(4);
        QTest::newRow("a path without a space") << u"filename="_s + u"/very-long-directory-name"_s.repeated(12);
    }
    void longJobFileLinesWrap()
    {
        QFETCH(QString, line);
        const QString pdftotext = testing::tool(u"pdftotext"_s);
        if (pdftotext.isEmpty())
            QFAIL("pdftotext is missing: packaging/deps.sh installs poppler-utils");
        Report report;
        report.title = u"Wrapping"_s;
        ReportBlock code;
        code.kind = ReportBlock::Kind::Code;
        code.text = u"[global]\n"_s + line + u"\nrw=randread"_s;
        report.blocks.append(code);
        QTemporaryDir dir;
        const QString pdf = dir.filePath(u"report.pdf"_s);
        QString error;
        QVERIFY2(writeReportPdf(pdf, report, error), qPrintable(error));
        QProcess p;
        p.start(pdftotext, {u"-bbox"_s, pdf, u"-"_s});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QString boxes = QString::fromUtf8(p.readAllStandardOutput());
        const double pageWidth = QRegularExpression(u"<page width=\"([0-9.]+)\""_s).match(boxes).captured(1).toDouble();
        QVERIFY(pageWidth > 0);
        const double rightMargin = 15 / 25.4 * 72;  // 15 mm in points
        int words = 0;
        QRegularExpressionMatchIterator it = QRegularExpression(u"xMax=\"([0-9.]+)\""_s).globalMatch(boxes);
        for (; it.hasNext(); ++words) {
            const double right = it.next().captured(1).toDouble();
            QVERIFY2(right <= pageWidth - rightMargin + 1,
                     qPrintable(u"a word ends at %1 pt on a %2-pt page"_s.arg(right).arg(pageWidth)));
        }
        QVERIFY(words > 3);
    }

    void unwritableFileSaysSo()
    {
        QString error;
        QVERIFY(!writeReportPdf(u"/nonexistent-folder/report.pdf"_s, comparedReport(), error));
        QVERIFY2(error.contains(u"/nonexistent-folder/report.pdf"_s), qPrintable(error));
        error.clear();
        QVERIFY(!writeReportHtml(u"/nonexistent-folder/report.html"_s, comparedReport(), error));
        QVERIFY2(error.contains(u"does not exist"_s), qPrintable(error));
    }
};

QTEST_MAIN(TestReport)
#include "tst_report.moc"
