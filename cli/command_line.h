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

// Before anything else: a closed pipe becomes a write error that is said
// (SIGPIPE ignored) instead of a silent death, and a closed descriptor 0, 1
// or 2 is filled, so that no file a command opens takes its number (1 and
// 2 with /dev/full, so writing there fails and is said).
void guardStandardStreams();

// HOME unset or empty (a service, `env -u HOME`): the home the password
// database names, as GLib and the XDG rules' readers do, so that Surfio's
// files never land in /.local at the filesystem's root. XDG_RUNTIME_DIR
// unset (root without a login session): a private folder of this user in
// the temp folder, made as Qt would, without Qt's warning on every start.
void settleEnvironment();

// Whether standard output was closed when Surfio started (`surfio run >&-`).
bool standardOutputClosed();

// Flushes standard output; false with why when any byte written there was
// lost (a reader gone, a full disk, a closed descriptor).
bool flushStandardOutput(QString& why);

// A command's exit code once its standard output is flushed: a loss there
// is said on stderr ("surfio COMMAND: cannot write stdout: why") and is
// exit 2, whatever the command would have said.
int finishStandardOutput(const QString& command, int code);

}  // namespace surfio
