// Chooses what to run: a subcommand of the command line, the workbench when
// there is a display, or the quick headless run when there is none.

#include "cli/compare_command.h"
#include "cli/fio_export_command.h"
#include "cli/fio_import_command.h"
#include "cli/presets_command.h"
#include "cli/report_command.h"
#include "cli/run_command.h"
#include "core/text/language.h"
#include "ui/launch_options.h"
#include "ui/main_window.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTextStream>

#include <cstdlib>
#include <cstring>

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Main)
};

bool hasDisplay()
{
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        if (const char* v = std::getenv(name); v && *v)
            return true;
    return false;
}

void setIdentity()
{
    QCoreApplication::setApplicationName(QStringLiteral("surfio"));
    QCoreApplication::setOrganizationName(QStringLiteral("Surfio"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SURFIO_VERSION));
}

QString versionText()
{
    return Text::tr("surfio %1 (liburing %2, Qt %3)\n")
        .arg(QStringLiteral(SURFIO_VERSION), QStringLiteral(SURFIO_LIBURING_VERSION), QString::fromLatin1(qVersion()));
}

int runHeadless(int argc, char* argv[], int (*command)(const QStringList&))
{
    QCoreApplication app(argc, argv);
    setIdentity();
    surfio::installTranslations(app);
    return command(QCoreApplication::arguments());
}

// A command that draws (charts into a report) without showing anything: on
// the offscreen platform where there is no display, so it runs over SSH too.
int runDrawing(int argc, char* argv[], int (*command)(const QStringList&))
{
    if (!hasDisplay())
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    setIdentity();
    surfio::installTranslations(app);
    return command(QCoreApplication::arguments());
}

void describeOptions(QCommandLineParser& parser)
{
    parser.setApplicationDescription(Text::tr(
        "Surfio, a storage I/O benchmarking workbench. With a display it opens the workbench; the job "
        "options below (fio's names, as for `surfio run`) fill its matrix and target.\n"
        "Commands: surfio run [options] runs headless (surfio run --help); surfio presets [NAME] lists "
        "the presets or describes one; surfio resume JOURNAL finishes an interrupted run; surfio export-fio "
        "[options] writes the matrix as a fio job file; surfio import-fio FILE reads one; surfio compare A.json B.json compares saved results point by point; surfio report RESULT.json "
        "--output=FILE.html|FILE.pdf writes a report of one."));
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addHelpOption();
    surfio::addLaunchOptions(parser);
}

int runWorkbench(int argc, char* argv[])
{
    QApplication app(argc, argv);
    setIdentity();
    surfio::installTranslations(app);
    QApplication::setApplicationDisplayName(Text::tr("Surfio"));
    QCommandLineParser parser;
    describeOptions(parser);
    QTextStream err(stderr);
    if (!parser.parse(surfio::runArguments(QCoreApplication::arguments()))) {
        err << Text::tr("surfio: %1 (see surfio --help)").arg(parser.errorText()) << Qt::endl;
        return 2;
    }
    surfio::LaunchOptions launch;
    QString error;
    if (!surfio::parseLaunchOptions(parser, launch, error)) {
        err << Text::tr("surfio: %1").arg(error) << Qt::endl;
        return 2;
    }
    surfio::MainWindow window(launch);
    window.show();
    const int code = QApplication::exec();
    return launch.quitWhenDone ? window.exitCode() : code;
}

}  // namespace

int main(int argc, char* argv[])
{
    const char* command = argc > 1 ? argv[1] : "";
    if (std::strcmp(command, "--version") == 0 || std::strcmp(command, "version") == 0) {
        QCoreApplication app(argc, argv);
        setIdentity();
        surfio::installTranslations(app);  // the version line in the person's language, as every other
        QTextStream(stdout) << versionText();
        return 0;
    }
    if (std::strcmp(command, "run") == 0)
        return runHeadless(argc, argv, surfio::runCommand);
    if (std::strcmp(command, "resume") == 0)
        return runHeadless(argc, argv, surfio::resumeCommand);
    if (std::strcmp(command, "presets") == 0)
        return runHeadless(argc, argv, surfio::runPresetsCommand);
    if (std::strcmp(command, "export-fio") == 0)
        return runHeadless(argc, argv, surfio::exportFioCommand);
    if (std::strcmp(command, "import-fio") == 0)
        return runHeadless(argc, argv, surfio::importFioCommand);
    if (std::strcmp(command, "compare") == 0)
        return runHeadless(argc, argv, surfio::compareCommand);
    if (std::strcmp(command, "report") == 0)
        return runDrawing(argc, argv, surfio::reportCommand);
    if (std::strcmp(command, "--help") == 0 || std::strcmp(command, "-h") == 0 || std::strcmp(command, "help") == 0) {
        QCoreApplication app(argc, argv);
        setIdentity();
        surfio::installTranslations(app);
        QCommandLineParser parser;
        describeOptions(parser);
        QTextStream(stdout) << parser.helpText();
        return 0;
    }
    if (!hasDisplay()) {
        if (argc == 1)
            return runHeadless(argc, argv, surfio::runCommand);  // the main job without a display: the quick run
        QCoreApplication app(argc, argv);
        setIdentity();
        surfio::installTranslations(app);
        QTextStream(stderr) << Text::tr("surfio: there is no display for the workbench: use `surfio run` "
                                        "with the same options for a headless run, or set DISPLAY\n");
        return 2;
    }
    return runWorkbench(argc, argv);
}
