#include "cli/report_command.h"

#include "cli/command_line.h"
#include "core/compare/compare_options.h"
#include "core/result/saved_result.h"
#include "core/text/output_file.h"
#include "render/report/report.h"
#include "render/report/report_html.h"
#include "render/report/report_pdf.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QTextStream>

namespace surfio {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(ReportCommand)
};

void addReportOptions(QCommandLineParser& parser)
{
    parser.addOption(QCommandLineOption(
        QStringLiteral("output"), Text::tr("The report to write: FILE.html (one file, images inside) or FILE.pdf."),
        QStringLiteral("file")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("compare"),
        Text::tr("A saved result to compare against RESULT point by point (as surfio compare does); repeat it, or "
                 "list more files after RESULT, for several."),
        QStringLiteral("other")));
    CompareChoice::addOptions(parser);
    parser.addPositionalArgument(QStringLiteral("result"),
                                 Text::tr("A saved result, Surfio's or fio's JSON; more files are compared with it."),
                                 QStringLiteral("RESULT.json [OTHER.json…]"));
}

// The options read into source; false after saying what is wrong and how to fix it.
bool readOptions(const QCommandLineParser& parser, ReportSource& source, QString& output, QTextStream& err)
{
    const auto fail = [&](const QString& message) {
        err << Text::tr("surfio report: %1").arg(message) << Qt::endl;
        return false;
    };
    QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        return fail(Text::tr("give the saved result to report on: surfio report RESULT.json --output=FILE.html"));
    output = parser.value(QStringLiteral("output"));
    if (!isReportPath(output))
        return fail(Text::tr("give --output=FILE.html or --output=FILE.pdf: the suffix chooses the format"));
    QString error;
    CompareChoice choice;
    if (!CompareChoice::read(parser, choice, error))
        return fail(error);
    source.metric = choice.metric;
    source.keys = choice.keys;
    source.file = files.takeFirst();
    source.comparedFiles = parser.values(QStringLiteral("compare")) + files;
    OutputWay way = OutputWay::Replace;
    if (!checkOutputPath(output, QStringList{source.file} + source.comparedFiles, way, error))
        return fail(Text::tr("--output: %1").arg(error));
    return true;
}

bool readResult(const QString& file, ResultSet& results, QTextStream& err)
{
    QString error;
    if (!readSavedResult(file, results, error)) {
        err << Text::tr("surfio report: %1 (give a result saved by surfio run --output-format=json or the "
                        "workbench, or fio's --output-format=json output)")
                   .arg(error)
            << Qt::endl;
        return false;
    }
    return true;
}

}  // namespace

int reportCommand(const QStringList& arguments)
{
    QTextStream err(stderr);
    CommandLine line(QStringLiteral("report"),
                     Text::tr("Writes one self-contained report of a saved result, HTML or PDF: a summary with the "
                              "analysis's verdicts, the surface and 2D charts, the table, the flagged points, the "
                              "comparison with other runs when given, and how it was measured, with the fio job "
                              "file that reproduces it."),
                     CommandLine::SingleDash::Words);
    addReportOptions(line.parser());
    if (const std::optional<int> code = line.parse(arguments))
        return *code;
    ReportSource source;
    QString output;
    if (!readOptions(line.parser(), source, output, err) || !readResult(source.file, source.results, err))
        return 2;
    for (const QString& file : source.comparedFiles) {
        ResultSet other;
        if (!readResult(file, other, err))
            return 2;
        source.compared.append(other);
    }
    const Report report = Report::of(source);
    QString error;
    const bool pdf = QFileInfo(output).suffix().toLower() == QLatin1String("pdf");
    if (!(pdf ? writeReportPdf(output, report, error) : writeReportHtml(output, report, error))) {
        err << Text::tr("surfio report: %1").arg(error) << Qt::endl;
        return 2;
    }
    QTextStream(stdout) << Text::tr("Wrote %1").arg(output) << Qt::endl;
    return 0;
}

}  // namespace surfio
