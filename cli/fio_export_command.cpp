#include "cli/fio_export_command.h"

#include "cli/command_line.h"
#include "core/fio/fio_export.h"
#include "core/matrix/run_options.h"
#include "core/text/output_file.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <cerrno>
#include <cstdio>

namespace surfio {

namespace {

// The translation context of this file's messages.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(FioExport)
};

}  // namespace

int exportFioCommand(const QStringList& arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    CommandLine line(
        QStringLiteral("export-fio"),
        Text::tr("Prints a matrix as a fio job file that fio runs unchanged: a preset, a saved result's matrix, or "
                 "the one the run options describe (the same options as surfio run). One stonewalled section per "
                 "point and trial, in Surfio's run order; what fio cannot express is said in comments."),
        CommandLine::SingleDash::Words);
    const QCommandLineParser& parser = line.parser();
    addRunOptions(line.parser());
    if (const std::optional<int> code = line.parse(runArguments(arguments)))
        return *code;
    if (const std::optional<int> code = line.refuseArguments())
        return *code;
    if (parser.isSet(QStringLiteral("output-format"))) {
        err << Text::tr("surfio export-fio: --output-format is for results; the job file has one format") << Qt::endl;
        return 2;
    }

    RunOptions options;
    QString error;
    if (!parseRunOptions(parser, options, error)) {
        err << Text::tr("surfio export-fio: %1").arg(error) << Qt::endl;
        return 2;
    }

    QString notes;
    const QByteArray file = toFioJobFile(options.matrix, &notes).toUtf8();
    if (options.output.isEmpty()) {
        out.flush();
        // A full disk or a closed pipe behind stdout is an error, as for --output.
        if (fwrite(file.constData(), 1, size_t(file.size()), stdout) != size_t(file.size()) || fflush(stdout) != 0) {
            err << Text::tr("surfio export-fio: cannot write %1: %2")
                       .arg(QStringLiteral("stdout"), qt_error_string(errno))
                << Qt::endl;
            return 2;
        }
    } else {
        if (!writeOutputFile(options.output, file, error)) {
            err << Text::tr("surfio export-fio: %1").arg(error) << Qt::endl;
            return 2;
        }
    }
    if (!notes.isEmpty())
        err << notes << Qt::endl;
    return 0;
}

}  // namespace surfio
