#include "cli/command_line.h"

#include <QCoreApplication>
#include <QTextStream>

namespace surfio {

namespace {

// The translation context of this file's messages.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

}  // namespace

CommandLine::CommandLine(const QString& command, const QString& description, SingleDash dash)
    : command_(command)
{
    parser_.setApplicationDescription(description);
    if (dash == SingleDash::Words)
        parser_.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser_.addHelpOption();
}

std::optional<int> CommandLine::parse(const QStringList& arguments)
{
    QStringList args = arguments;
    if (args.size() > 1 && args.at(1) == command_)
        args.removeAt(1);
    if (!parser_.parse(args)) {
        QTextStream(stderr) << Text::tr("surfio %1: %2 (see surfio %1 --help)").arg(command_, parser_.errorText())
                            << Qt::endl;
        return 2;
    }
    if (parser_.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << parser_.helpText().replace(QLatin1String("[options]"),
                                                          command_ + QLatin1String(" [options]"));
        return 0;
    }
    return std::nullopt;
}

std::optional<int> CommandLine::refuseArguments() const
{
    if (parser_.positionalArguments().isEmpty())
        return std::nullopt;
    QTextStream(stderr) << Text::tr("surfio %1: unexpected argument '%2': options take the form --name=value")
                               .arg(command_, parser_.positionalArguments().constFirst())
                        << Qt::endl;
    return 2;
}

}  // namespace surfio
