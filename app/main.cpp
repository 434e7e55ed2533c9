// Chooses what to run: a subcommand of the command line, or (with no
// arguments) Surfio's main job.

#include "run_command.h"

#include <QCoreApplication>
#include <QTextStream>

namespace {

// The translation context of this file's messages.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Main)
};

QString usage()
{
    return Text::tr("Usage: surfio [command] [options]\n"
              "\n"
              "Commands:\n"
              "  run        run a job or a matrix of jobs headless (surfio run --help)\n"
              "  --version  print the version\n"
              "  --help     print this help\n"
              "\n"
              "With no command: a quick run (3 block sizes x 3 read/write mixes, a few seconds\n"
              "each) against a scratch file in the temp directory.\n");
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("surfio"));
    QCoreApplication::setOrganizationName(QStringLiteral("Surfio"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SURFIO_VERSION));

    const QStringList args = QCoreApplication::arguments();
    const QString command = args.size() > 1 ? args.at(1) : QString();
    if (command == QLatin1String("--version") || command == QLatin1String("version")) {
        QTextStream(stdout) << Text::tr("surfio %1 (liburing %2, Qt %3)\n")
                                   .arg(QStringLiteral(SURFIO_VERSION), QStringLiteral(SURFIO_LIBURING_VERSION),
                                        QString::fromLatin1(qVersion()));
        return 0;
    }
    if (command == QLatin1String("--help") || command == QLatin1String("-h") || command == QLatin1String("help")) {
        QTextStream(stdout) << usage();
        return 0;
    }
    if (command.isEmpty() || command == QLatin1String("run"))
        return surfio::runCommand(args);
    QTextStream(stderr) << Text::tr("surfio: unknown command '%1'\n\n").arg(command) << usage();
    return 2;
}
