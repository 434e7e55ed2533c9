#include "cli/fio_import_command.h"

#include "cli/command_line.h"
#include "core/fio/fio_job_file.h"
#include "core/matrix/matrix_json.h"
#include "core/matrix/preset.h"
#include "core/text/input_file.h"
#include "core/text/output_file.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>
#include <QStringDecoder>
#include <QTextStream>

#include <cstdio>

namespace surfio {

namespace {

// The translation context of this file's messages.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(FioImport)
};

// What was imported, and from where.
struct Import {
    FioImport result;
    QString source;  // for messages: "--command", "standard input" or the file
    QString origin;  // for the preset's title: the fio command line or the file
};

void addImportOptions(QCommandLineParser& parser)
{
    parser.addOption(QCommandLineOption(QStringLiteral("command"),
                                        Text::tr("A fio command line, e.g. \"fio --name=a --rw=randread --bs=4k\"."),
                                        QStringLiteral("fio command")));
    parser.addOption(QCommandLineOption(QStringLiteral("output"),
                                        Text::tr("Save it as a preset file instead (NAME.json), which surfio run "
                                                 "--preset=NAME.json runs; add --engine=fio to run it through fio "
                                                 "with the options Surfio's engine does not use."),
                                        QStringLiteral("file.json")));
    parser.addPositionalArgument(QStringLiteral("file"), Text::tr("A fio job file, or - for standard input."),
                                 QStringLiteral("[FILE|-]"));
}

// What is plainly no job file, said as such rather than as a job file's first bad line (which would echo
// binary bytes to the terminal).
bool isJobFileText(const QByteArray& text, QString& error)
{
    QJsonParseError parsed{};
    QJsonDocument::fromJson(text, &parsed);
    if (text.trimmed().startsWith('{') || parsed.error == QJsonParseError::NoError) {
        error = Text::tr("this is JSON, not a fio job file: fio's JSON output is read by surfio compare, surfio report "
                         "and the workbench's Open; import-fio reads job files (name=value lines under [sections])");
        return false;
    }
    QStringDecoder utf8(QStringDecoder::Utf8);
    (void)utf8.decode(text);  // only whether it decodes
    if (utf8.hasError() || text.contains('\0')) {
        error = Text::tr("this is not text: give a fio job file (name=value lines under [sections])");
        return false;
    }
    return true;
}

// The job file or the command line the options name, imported; false after
// saying why.
bool importInput(const QCommandLineParser& parser, Import& import, QTextStream& err)
{
    const QStringList files = parser.positionalArguments();
    const bool fromCommand = parser.isSet(QStringLiteral("command"));
    if (files.size() + (fromCommand ? 1 : 0) != 1) {
        err << Text::tr("surfio import-fio: give one job file (or - for standard input), or --command \"fio ...\"")
            << Qt::endl;
        return false;
    }
    QString error;
    bool ok = false;
    if (fromCommand) {
        import.source = Text::tr("--command");
        import.origin = parser.value(QStringLiteral("command"));
        ok = importFioCommandLine(import.origin, import.result, error);
    } else {
        QByteArray text;
        if (!readInputFile(files.front(), InputKind::FioJobFile, text, error)) {
            err << Text::tr("surfio import-fio: %1").arg(error) << Qt::endl;  // the message names the file
            return false;
        }
        import.source = files.front() == QLatin1String("-") ? Text::tr("standard input") : files.front();
        import.origin = import.source;
        ok = isJobFileText(text, error) && importFioJobFile(QString::fromUtf8(text), import.result, error);
    }
    if (!ok)
        err << Text::tr("surfio import-fio: %1: %2").arg(import.source, error) << Qt::endl;
    return ok;
}

// The imported workload as a preset, its origin and what it leaves out in its description.
Preset presetOf(const Import& import)
{
    const FioImport& imported = import.result;
    Preset preset;
    preset.title = Text::tr("Imported from fio: %1").arg(import.origin);
    QStringList description{preset.title};
    if (!imported.unused.isEmpty())
        description << Text::tr("Not used by Surfio's engine: %1").arg(imported.unused.join(QStringLiteral("; ")));
    if (!imported.notes.isEmpty())
        description << Text::tr("Notes: %1").arg(imported.notes.join(QStringLiteral("; ")));
    preset.description = description.join(QLatin1Char('\n'));
    preset.matrix = imported.matrix;
    return preset;
}

// The preset file, and how to run it; the exit code.
int savePresetFile(const Import& import, const QString& output, QTextStream& out, QTextStream& err)
{
    const FioImport& imported = import.result;
    QString error;
    if (!savePreset(presetOf(import), output, error)) {
        err << Text::tr("surfio import-fio: --output: %1").arg(error) << Qt::endl;
        return 2;
    }
    const QStringList targets = targetPaths(imported.matrix);
    out << Text::tr("Saved the preset %1. Run it with:").arg(output) << Qt::endl
        << QStringLiteral("  surfio run --preset=%1%2")
               .arg(output,
                    targets.isEmpty() ? QString() : QStringLiteral(" --filename=") + targets.join(QLatin1Char(':')))
        << Qt::endl
        << Text::tr("(a preset holds no target: give one, as above; add --engine=fio to run it through fio)")
        << Qt::endl;
    return 0;
}

// What the matrix leaves out of the fio workload, and where it differs.
void listFindings(const FioImport& imported, QTextStream& err)
{
    if (!imported.unused.isEmpty()) {
        err << Text::tr("Not used by Surfio's engine (kept for a run through fio):") << Qt::endl;
        for (const QString& line : imported.unused)
            err << QLatin1String("  ") << line << Qt::endl;
    }
    if (!imported.notes.isEmpty()) {
        err << Text::tr("Notes:") << Qt::endl;
        for (const QString& line : imported.notes)
            err << QLatin1String("  ") << line << Qt::endl;
    }
}

// --output before anything is read: a preset file (.json) that can be written and is not the job file.
std::optional<int> checkOutput(const QCommandLineParser& parser, const QString& output, QTextStream& err)
{
    if (!parser.isSet(QStringLiteral("output")))
        return std::nullopt;
    QString error;
    OutputWay way = OutputWay::Replace;
    if (output.isEmpty())
        error = Text::tr("--output is empty: give the preset file to save (NAME.json), or leave --output out to "
                         "print the preset");
    else if (!output.endsWith(QLatin1String(".json")))
        error = Text::tr("--output=%1: a preset file's name ends in .json").arg(output);
    else if (!checkOutputPath(output, parser.positionalArguments(), way, error))
        error = Text::tr("--output: %1").arg(error);
    if (error.isEmpty())
        return std::nullopt;
    err << Text::tr("surfio import-fio: %1").arg(error) << Qt::endl;
    return 2;
}

}  // namespace

int importFioCommand(const QStringList& arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    CommandLine line(
        QStringLiteral("import-fio"),
        Text::tr("Reads a fio job file or a fio command line and prints it as a Surfio preset file (JSON, which "
                 "surfio run --preset=FILE.json runs). Each fio job becomes one point, in the file's order. Options "
                 "Surfio's engine does not use, and where the matrix differs from what fio would run, are listed on "
                 "standard error."),
        CommandLine::SingleDash::Letters);
    addImportOptions(line.parser());
    if (const std::optional<int> code = line.parse(arguments))
        return *code;
    const QString output = line.parser().value(QStringLiteral("output"));
    if (const std::optional<int> code = checkOutput(line.parser(), output, err))
        return *code;
    Import import;
    if (!importInput(line.parser(), import, err))
        return 2;

    if (output.isEmpty()) {
        const bool fromFile = QFileInfo(import.source).isFile();
        const QString name = fromFile ? QFileInfo(import.source).completeBaseName() : QStringLiteral("imported");
        out << QString::fromUtf8(presetDocument(presetOf(import), name));
        out.flush();
    } else if (const int code = savePresetFile(import, output, out, err); code != 0) {
        return code;
    }
    listFindings(import.result, err);
    return 0;
}

}  // namespace surfio
