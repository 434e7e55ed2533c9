#pragma once

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <optional>

namespace surfio {

// The opening every command shares: a parser with --help, which says what is
// wrong as "surfio COMMAND: ... (see surfio COMMAND --help)" and prints its
// help under the command's name. The command adds its own options to
// parser() before parse().
class CommandLine {
public:
    // How a single dash reads: "-name=x" as "--name=x", as fio's options
    // do, or "-ab" as "-a -b" (Qt's default).
    enum class SingleDash { Words, Letters };

    CommandLine(const QString& command, const QString& description, SingleDash dash);

    QCommandLineParser& parser() { return parser_; }

    // Parses arguments (the program name, the command, then its own). An
    // exit code when the command ends here: 0 after printing --help, 2 after
    // a parse error; nothing when it goes on.
    std::optional<int> parse(const QStringList& arguments);

    // For a command that takes options only: 2 after saying which argument
    // is not one; nothing when there is none.
    std::optional<int> refuseArguments() const;

private:
    QString command_;
    QCommandLineParser parser_;
};

}  // namespace surfio
