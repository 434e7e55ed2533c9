// Chooses what to run: a subcommand of the command line, the workbench when
// there is a display, or the quick headless run when there is none.

#include "cli/command_line.h"
#include "cli/compare_command.h"
#include "cli/fio_export_command.h"
#include "cli/fio_import_command.h"
#include "cli/presets_command.h"
#include "cli/report_command.h"
#include "cli/run_command.h"
#include "cli/volumes_command.h"
#include "core/text/language.h"
#include "ui/window/launch_options.h"
#include "ui/window/main_window.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTextStream>

#include <cstdlib>
#include <cstring>
#include <memory>

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

// The commands: what each runs, and whether it draws (charts into a
// report: a QApplication on the offscreen platform where there is no
// display, so it runs over SSH too) and whether it says itself what became
// of its standard output (a run keeps its points when stdout fails).
struct Command {
    const char* name;
    int (*run)(const QStringList&);
    bool draws;
    bool ownsStdout;
};

const Command kCommands[] = {
    {"run", surfio::runCommand, false, true},
    {"resume", surfio::resumeCommand, false, true},
    {"presets", surfio::runPresetsCommand, false, false},
    {"volumes", surfio::runVolumesCommand, false, false},
    {"export-fio", surfio::exportFioCommand, false, false},
    {"import-fio", surfio::importFioCommand, false, false},
    {"compare", surfio::compareCommand, false, false},
    {"report", surfio::reportCommand, true, false},
};

const Command* findCommand(const char* name)
{
    for (const Command& c : kCommands)
        if (std::strcmp(c.name, name) == 0)
            return &c;
    return nullptr;
}

int runCommand(int argc, char* argv[], const Command& command)
{
    std::unique_ptr<QCoreApplication> app;
    if (command.draws) {
        if (!hasDisplay())
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    setIdentity();
    surfio::installTranslations(*app);
    const int code = command.run(QCoreApplication::arguments());
    return command.ownsStdout ? code : surfio::finishStandardOutput(QString::fromLatin1(command.name), code);
}

// A word that is no command: said as such, whether or not there is a display.
int refuseCommand(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    setIdentity();
    surfio::installTranslations(app);
    QStringList names;
    for (const Command& c : kCommands)
        names.append(QString::fromLatin1(c.name));
    QTextStream(stderr) << Text::tr("surfio: %1 is not a command: use one of %2, or options alone for the workbench "
                                    "(surfio --help)")
                               .arg(QString::fromLocal8Bit(argv[1]), names.join(QLatin1String(", ")))
                        << Qt::endl;
    return 2;
}

void describeOptions(QCommandLineParser& parser)
{
    parser.setApplicationDescription(Text::tr(
        "Surfio, a storage I/O benchmarking workbench. With a display it opens the workbench; the job "
        "options below (fio's names, as for `surfio run`) fill its matrix and target.\n"
        "Commands: surfio run [options] runs headless (surfio run --help); surfio presets [NAME] lists "
        "the presets or describes one; surfio volumes [SPEC] lists what cloud volumes promise; surfio resume JOURNAL finishes an interrupted run; surfio export-fio "
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
    surfio::guardStandardStreams();
    surfio::settleEnvironment();
    const char* command = argc > 1 ? argv[1] : "";
    if (std::strcmp(command, "--version") == 0 || std::strcmp(command, "version") == 0) {
        QCoreApplication app(argc, argv);
        setIdentity();
        surfio::installTranslations(app);  // the version line in the person's language, as every other
        QTextStream(stdout) << versionText();
        return surfio::finishStandardOutput(QStringLiteral("--version"), 0);
    }
    if (const Command* c = findCommand(command))
        return runCommand(argc, argv, *c);
    if (std::strcmp(command, "--help") == 0 || std::strcmp(command, "-h") == 0 || std::strcmp(command, "help") == 0) {
        QCoreApplication app(argc, argv);
        setIdentity();
        surfio::installTranslations(app);
        QCommandLineParser parser;
        describeOptions(parser);
        QTextStream(stdout) << parser.helpText();
        return surfio::finishStandardOutput(QStringLiteral("--help"), 0);
    }
    if (argc > 1 && command[0] != '-')
        return refuseCommand(argc, argv);
    if (!hasDisplay()) {
        if (argc == 1)  // the main job without a display: the quick run
            return runCommand(argc, argv, *findCommand("run"));
        QCoreApplication app(argc, argv);
        setIdentity();
        surfio::installTranslations(app);
        QTextStream(stderr) << Text::tr("surfio: there is no display for the workbench: use `surfio run` "
                                        "with the same options for a headless run, or set DISPLAY\n");
        return 2;
    }
    return runWorkbench(argc, argv);
}
