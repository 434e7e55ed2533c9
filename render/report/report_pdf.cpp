#include "render/report/report_pdf.h"

#include "core/text/output_file.h"

#include <QAbstractTextDocumentLayout>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFontMetricsF>
#include <QPainter>
#include <QPdfWriter>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextList>
#include <QTextObjectInterface>
#include <QTextTable>

#include <memory>

namespace surfio {

namespace {

constexpr int kChartObject = QTextFormat::UserObject + 1;
constexpr int kFigureIndex = QTextFormat::UserProperty + 1;
constexpr int kResolution = 300;  // dpi of the writer's units; the page stays vectors
constexpr double kChartAspect = 9.0 / 16.0;

// Draws a report's figures where the document holds their placeholders:
// as wide as the text, 16:9, with paintChartFigure onto whatever painter
// draws the page (a PDF's, so they are vectors there).
class ChartObject : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)
public:
    explicit ChartObject(const Report& report)
        : report_(report)
    {
    }

    QSizeF intrinsicSize(QTextDocument* doc, int, const QTextFormat&) override
    {
        const double width = doc->pageSize().width() - 2 * doc->documentMargin();
        return {width, width * kChartAspect};
    }

    // The page being painted, in the document's coordinates: a chart is
    // drawn on its own page alone (Qt Charts paints past a painter's clip).
    void setPage(const QRectF& page) { page_ = page; }

    void drawObject(QPainter* painter, const QRectF& rect, QTextDocument*, int, const QTextFormat& format) override
    {
        const int index = format.intProperty(kFigureIndex);
        if (index < 0 || index >= report_.blocks.size() || !page_.intersects(rect) || rect.center().y() > page_.bottom()
            || rect.center().y() < page_.top())
            return;
        const ReportBlock& block = report_.blocks[index];
        ChartExportOptions options;
        options.title = block.text;
        options.size = rect.size().toSize();
        painter->save();
        paintChartFigure(*painter, rect, options, block.figure);
        painter->restore();
    }

private:
    const Report& report_;
    QRectF page_;
};

// Builds the document with a cursor, block by block.
class DocumentWriter {
public:
    explicit DocumentWriter(QTextDocument& doc)
        : cursor_(&doc)
    {
    }

    void add(const ReportBlock& b, int index)
    {
        switch (b.kind) {
        case ReportBlock::Kind::Heading:
            heading(b);
            break;
        case ReportBlock::Kind::Paragraph:
            paragraph(b.text);
            break;
        case ReportBlock::Kind::List:
            list(b.items);
            break;
        case ReportBlock::Kind::Table:
            table(b);
            break;
        case ReportBlock::Kind::Figure:
            figure(index);
            break;
        case ReportBlock::Kind::Code:
            code(b.text);
            break;
        }
    }

private:
    void newBlock(const QTextBlockFormat& format, const QTextCharFormat& chars)
    {
        if (first_) {
            cursor_.setBlockFormat(format);
            cursor_.setCharFormat(chars);
        } else {
            cursor_.insertBlock(format, chars);
        }
        first_ = false;
    }

    static QTextBlockFormat spaced(double above, double below)
    {
        QTextBlockFormat f;
        f.setTopMargin(above);
        f.setBottomMargin(below);
        return f;
    }

    void heading(const ReportBlock& b)
    {
        QTextBlockFormat format = spaced(b.level == 1 ? 0 : 18, 6);
        format.setHeadingLevel(b.level);
        QTextCharFormat chars;
        chars.setFontWeight(QFont::Bold);
        chars.setFontPointSize(b.level == 1 ? 18 : b.level == 2 ? 14 : 11.5);
        newBlock(format, chars);
        cursor_.insertText(b.text, chars);
    }

    void paragraph(const QString& text)
    {
        newBlock(spaced(0, 6), QTextCharFormat());
        cursor_.insertText(text, QTextCharFormat());
    }

    void list(const QStringList& items)
    {
        newBlock(spaced(0, 2), QTextCharFormat());
        QTextListFormat format;
        format.setStyle(QTextListFormat::ListDisc);
        format.setIndent(1);
        QTextList* list = cursor_.createList(format);
        for (int i = 0; i < items.size(); ++i) {
            if (i > 0) {
                cursor_.insertBlock(spaced(0, 2), QTextCharFormat());
                list->add(cursor_.block());
            }
            cursor_.insertText(items[i], QTextCharFormat());
        }
        cursor_.insertBlock(spaced(0, 4), QTextCharFormat());
        cursor_.setBlockFormat(spaced(0, 4));  // out of the list
        if (QTextList* still = cursor_.currentList())
            still->remove(cursor_.block());
    }

    void table(const ReportBlock& b)
    {
        newBlock(spaced(0, 0), QTextCharFormat());
        QTextTableFormat format;
        format.setHeaderRowCount(1);  // repeated on each page
        format.setCellPadding(3);
        format.setCellSpacing(0);
        format.setBorder(0.5);
        format.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
        format.setBorderCollapse(true);
        format.setWidth(QTextLength(QTextLength::PercentageLength, 100));
        const int columns = int(b.header.size());
        QTextTable* table = cursor_.insertTable(int(b.rows.size()) + 1, columns, format);
        QTextCharFormat head;
        head.setFontWeight(QFont::Bold);
        head.setFontPointSize(8);
        QTextCharFormat body;
        body.setFontPointSize(8);
        for (int c = 0; c < columns; ++c) {
            QTextTableCell cell = table->cellAt(0, c);
            QTextCharFormat shade = cell.format();
            shade.setBackground(QColor(0xee, 0xf3, 0xf8));
            cell.setFormat(shade);
            cell.firstCursorPosition().insertText(b.header[c], head);
        }
        for (int r = 0; r < b.rows.size(); ++r)
            for (int c = 0; c < columns && c < b.rows[r].size(); ++c) {
                QTextCursor at = table->cellAt(r + 1, c).firstCursorPosition();
                if (b.numeric.contains(c)) {
                    QTextBlockFormat right = at.blockFormat();
                    right.setAlignment(Qt::AlignRight);
                    at.setBlockFormat(right);
                }
                at.insertText(b.rows[r][c], body);
            }
        cursor_.movePosition(QTextCursor::End);
    }

    void figure(int index)
    {
        newBlock(spaced(6, 10), QTextCharFormat());
        QTextCharFormat object;
        object.setObjectType(kChartObject);
        object.setProperty(kFigureIndex, index);
        cursor_.insertText(QString(QChar::ObjectReplacementCharacter), object);
    }

    void code(const QString& text)
    {
        QTextCharFormat mono;
        mono.setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        mono.setFontPointSize(7);
        // A line longer than the page (a job file's comment, a long path)
        // wraps, anywhere if it must, its rest indented under it so that it
        // reads as the same line.
        QTextBlockFormat format = spaced(4, 8);
        format.setBackground(QColor(0xf4, 0xf4, 0xf4));
        const double indent =
            4 * QFontMetricsF(mono.font(), cursor_.document()->documentLayout()->paintDevice()).horizontalAdvance(u'x');
        format.setLeftMargin(indent);
        format.setTextIndent(-indent);
        const QStringList lines = text.split(QLatin1Char('\n'));
        for (const QString& line : lines) {
            newBlock(format, mono);
            format.setTopMargin(0);
            format.setBottomMargin(0);
            cursor_.insertText(line, mono);
        }
    }

    QTextCursor cursor_;
    bool first_ = true;
};

// Each page of the laid-out document, with a footer under it.
void paintPages(QPainter& painter, QPdfWriter& writer, QTextDocument& doc, ChartObject& charts, const QString& title,
                double footer)
{
    const QSizeF page = doc.pageSize();
    const int pages = doc.pageCount();
    QFont small = doc.defaultFont();
    small.setPointSizeF(7.5);
    for (int p = 0; p < pages; ++p) {
        if (p > 0)
            writer.newPage();
        painter.save();
        painter.translate(0, -p * page.height());
        const QRectF shown(0, p * page.height(), page.width(), page.height());
        charts.setPage(shown);
        doc.drawContents(&painter, shown);
        painter.restore();
        painter.setFont(small);
        painter.setPen(QColor(0x55, 0x55, 0x55));
        const QRectF line(0, page.height(), page.width(), footer);
        painter.drawText(line, Qt::AlignLeft | Qt::AlignBottom, title);
        painter.drawText(line, Qt::AlignRight | Qt::AlignBottom, Report::tr("page %1 of %2").arg(p + 1).arg(pages));
    }
}

}  // namespace

bool writeReportPdf(const QString& path, const Report& report, QString& error)
{
    OutputFile file(path);  // a file whole or not at all: an earlier report stays until this one is done
    if (!file.open(error))
        return false;
    bool painted = false;
    {
        QPdfWriter writer(file.device());
        writer.setResolution(kResolution);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(15, 15, 15, 12), QPageLayout::Millimeter);
        writer.setTitle(report.title);
        writer.setCreator(Report::tr("Surfio"));
        QPainter painter;
        if (painter.begin(&writer)) {
            QTextDocument doc;
            doc.documentLayout()->setPaintDevice(&writer);
            QFont font(QStringLiteral("DejaVu Sans"));
            font.setPointSizeF(9.5);
            doc.setDefaultFont(font);
            doc.setDocumentMargin(0);
            QTextOption wrapping = doc.defaultTextOption();
            wrapping.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
            doc.setDefaultTextOption(wrapping);
            const QRectF content = writer.pageLayout().paintRectPixels(kResolution);
            const double footer = kResolution * 0.3;  // a line of small type and its gap
            doc.setPageSize(QSizeF(content.width(), content.height() - footer));
            ChartObject charts(report);
            doc.documentLayout()->registerHandler(kChartObject, &charts);
            DocumentWriter out(doc);
            for (int i = 0; i < report.blocks.size(); ++i)
                out.add(report.blocks[i], i);
            paintPages(painter, writer, doc, charts, report.title, footer);
            painted = painter.end();
        }
    }
    if (!painted) {
        error = Report::tr("%1 cannot be written: the PDF could not be drawn").arg(path);
        return false;
    }
    return file.commit(error);
}

}  // namespace surfio

#include "report_pdf.moc"
