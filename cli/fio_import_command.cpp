#include "cli/fio_import_command.h"

#include "core/fio/fio_job_file.h"
#include "core/matrix/matrix_json.h"
#include "core/matrix/preset.h"
#include "core/text/input_file.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QTextStream>

#include <cstdio>

namespace surfio {

namespace {

// The translation context of this file's messages.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(FioImport)
};

}  // namespace

int importFioCommand(const QStringList& arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Reads a fio job file or a fio command line and prints it as a Surfio matrix (JSON, as preset files "
                 "hold). Each fio job becomes one point, in the file's order. Options Surfio's engine does not use, "
                 "and where the matrix differs from what fio would run, are listed on standard error."));
    parser.addHelpOption();
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
    QStringList args = arguments;
    if (args.size() > 1 && args.at(1) == QLatin1String("import-fio"))
        args.removeAt(1);
    if (!parser.parse(args)) {
        err << Text::tr("surfio import-fio: %1 (see surfio import-fio --help)").arg(parser.errorText()) << Qt::endl;
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText().replace(QLatin1String("[options]"), QLatin1String("import-fio [options]"));
        return 0;
    }
    const QStringList files = parser.positionalArguments();
    const bool fromCommand = parser.isSet(QStringLiteral("command"));
    if (files.size() + (fromCommand ? 1 : 0) != 1) {
        err << Text::tr("surfio import-fio: give one job file (or - for standard input), or --command \"fio ...\"")
            << Qt::endl;
        return 2;
    }

    FioImport imported;
    QString error;
    bool ok = false;
    QString source;
    if (fromCommand) {
        source = Text::tr("--command");
        ok = importFioCommandLine(parser.value(QStringLiteral("command")), imported, error);
    } else {
        QByteArray text;
        if (!readInputFile(files.front(), InputKind::FioJobFile, text, error)) {
            err << Text::tr("surfio import-fio: %1").arg(error) << Qt::endl;  // the message names the file
            return 2;
        }
        source = files.front() == QLatin1String("-") ? Text::tr("standard input") : files.front();
        ok = importFioJobFile(QString::fromUtf8(text), imported, error);
    }
    if (!ok) {
        err << Text::tr("surfio import-fio: %1: %2").arg(source, error) << Qt::endl;
        return 2;
    }

    const QString output = parser.value(QStringLiteral("output"));
    if (output.isEmpty()) {
        out << QString::fromUtf8(QJsonDocument(matrixToJson(imported.matrix)).toJson(QJsonDocument::Indented));
        out.flush();
    } else {
        if (!output.endsWith(QLatin1String(".json"))) {
            err << Text::tr("surfio import-fio: --output=%1: a preset file's name ends in .json").arg(output)
                << Qt::endl;
            return 2;
        }
        Preset preset;
        preset.title =
            Text::tr("Imported from fio: %1").arg(fromCommand ? parser.value(QStringLiteral("command")) : source);
        QStringList description{preset.title};
        if (!imported.unused.isEmpty())
            description << Text::tr("Not used by Surfio's engine: %1").arg(imported.unused.join(QStringLiteral("; ")));
        if (!imported.notes.isEmpty())
            description << Text::tr("Notes: %1").arg(imported.notes.join(QStringLiteral("; ")));
        preset.description = description.join(QLatin1Char('\n'));
        preset.matrix = imported.matrix;
        if (!savePreset(preset, output, error)) {
            err << Text::tr("surfio import-fio: %1").arg(error) << Qt::endl;
            return 1;
        }
        QStringList targets;
        for (const std::string& t : imported.matrix.base.targets)
            targets << QString::fromStdString(t);
        out << Text::tr("Saved the preset %1. Run it with:").arg(output) << Qt::endl
            << QStringLiteral("  surfio run --preset=%1%2")
                   .arg(output,
                        targets.isEmpty() ? QString() : QStringLiteral(" --filename=") + targets.join(QLatin1Char(':')))
            << Qt::endl
            << Text::tr("(a preset holds no target: give one, as above; add --engine=fio to run it through fio)")
            << Qt::endl;
    }
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
    return 0;
}

}  // namespace surfio
