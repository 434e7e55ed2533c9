#include "render/report/report_html.h"

#include "core/text/output_file.h"

#include <QBuffer>

namespace surfio {

namespace {

// Plain rules, no comments (a "//" nowhere), no font or image from outside.
const char* const kStyle = R"(
body { font-family: "DejaVu Sans", "Noto Sans", Arial, sans-serif; margin: 2em auto; max-width: 72em;
       padding: 0 1em; color: #1a1a1a; background: #ffffff; line-height: 1.45; }
h1 { font-size: 1.7em; border-bottom: 2px solid #0072b2; padding-bottom: 0.2em; }
h2 { font-size: 1.35em; margin-top: 2em; border-bottom: 1px solid #cccccc; }
h3 { font-size: 1.1em; margin-top: 1.5em; }
table { border-collapse: collapse; margin: 0.8em 0; font-size: 0.92em; }
th, td { border: 1px solid #cccccc; padding: 0.25em 0.6em; text-align: left; vertical-align: top; }
th { background: #eef3f8; }
td.n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
tbody tr:nth-child(even) { background: #f7f7f7; }
figure { margin: 1em 0; }
figure img { max-width: 100%; height: auto; border: 1px solid #dddddd; }
figcaption { font-size: 0.9em; color: #555555; }
pre { background: #f4f4f4; border: 1px solid #dddddd; padding: 0.8em; font-size: 0.85em; white-space: pre-wrap; overflow-wrap: anywhere; }
)";

QString escaped(const QString& text)
{
    return text.toHtmlEscaped();
}

QString idAttribute(const QString& id)
{
    return id.isEmpty() ? QString() : QStringLiteral(" id=\"%1\"").arg(escaped(id));
}

QString tableHtml(const ReportBlock& b)
{
    QString html = QStringLiteral("<table%1>\n<thead><tr>").arg(idAttribute(b.id));
    for (const QString& h : b.header)
        html += QStringLiteral("<th>%1</th>").arg(escaped(h));
    html += QStringLiteral("</tr></thead>\n<tbody>\n");
    for (const QStringList& row : b.rows) {
        html += QStringLiteral("<tr>");
        for (int c = 0; c < row.size(); ++c)
            html += (b.numeric.contains(c) ? QStringLiteral("<td class=\"n\">%1</td>") : QStringLiteral("<td>%1</td>"))
                        .arg(escaped(row[c]));
        html += QStringLiteral("</tr>\n");
    }
    return html + QStringLiteral("</tbody>\n</table>\n");
}

QString figureHtml(const ReportBlock& b, QSize size)
{
    ChartExportOptions options;
    options.title = b.text;
    options.size = size;
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    renderChart(options, b.figure).save(&buffer, "PNG");
    return QStringLiteral("<figure><img width=\"%1\" height=\"%2\" alt=\"%3\" src=\"data:image/png;base64,%4\">"
                          "<figcaption>%3</figcaption></figure>\n")
        .arg(size.width())
        .arg(size.height())
        .arg(escaped(b.text), QString::fromLatin1(png.toBase64()));
}

QString blockHtml(const ReportBlock& b, QSize chartSize)
{
    switch (b.kind) {
    case ReportBlock::Kind::Heading:
        return QStringLiteral("<h%1%2>%3</h%1>\n").arg(b.level).arg(idAttribute(b.id), escaped(b.text));
    case ReportBlock::Kind::Paragraph:
        return QStringLiteral("<p>%1</p>\n").arg(escaped(b.text));
    case ReportBlock::Kind::List: {
        QString html = QStringLiteral("<ul>\n");
        for (const QString& item : b.items)
            html += QStringLiteral("<li>%1</li>\n").arg(escaped(item));
        return html + QStringLiteral("</ul>\n");
    }
    case ReportBlock::Kind::Table:
        return tableHtml(b);
    case ReportBlock::Kind::Figure:
        return figureHtml(b, chartSize);
    case ReportBlock::Kind::Code:
        return QStringLiteral("<pre>%1</pre>\n").arg(escaped(b.text));
    }
    return {};
}

}  // namespace

QByteArray reportHtml(const Report& report, QSize chartSize)
{
    QString html = QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\">\n"
                                  "<title>%2</title>\n<style>%3</style>\n</head>\n<body>\n")
                       .arg(escaped(report.language), escaped(report.title), QString::fromLatin1(kStyle));
    for (const ReportBlock& b : report.blocks)
        html += blockHtml(b, chartSize);
    html += QStringLiteral("</body>\n</html>\n");
    return html.toUtf8();
}

bool writeReportHtml(const QString& path, const Report& report, QString& error)
{
    return writeOutputFile(path, reportHtml(report), error);
}

}  // namespace surfio
