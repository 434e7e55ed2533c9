#include "cli/command_line.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTextStream>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <poll.h>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

namespace surfio {

namespace {

// The translation context of this file's messages.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

bool g_stdoutClosed = false;

// Why writing to standard output failed, asked again of the descriptor: the
// errno of the failed write is long gone when the streams above it flush.
int stdoutError(int earlier)
{
    if (::write(STDOUT_FILENO, "", 0) < 0)  // a device that refuses every write (/dev/full) says so even to this
        return errno;
    pollfd p{STDOUT_FILENO, POLLOUT, 0};
    if (::poll(&p, 1, 0) == 1 && (p.revents & POLLERR))  // a pipe whose reader is gone
        return EPIPE;
    for (int plausible : {ENOSPC, EDQUOT, EFBIG, EIO, EPIPE, EBADF})
        if (earlier == plausible)
            return earlier;
    return 0;
}

}  // namespace

void guardStandardStreams()
{
    std::signal(SIGPIPE, SIG_IGN);
    for (int fd : {STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO}) {
        if (::fcntl(fd, F_GETFD) != -1 || errno != EBADF)
            continue;
        const int filler =
            ::open(fd == STDIN_FILENO ? "/dev/null" : "/dev/full", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY);
        if (filler >= 0 && filler != fd) {  // open takes the lowest free number: fd itself
            ::dup2(filler, fd);
            ::close(filler);
        }
        g_stdoutClosed = g_stdoutClosed || fd == STDOUT_FILENO;
    }
}

void settleEnvironment()
{
    const char* home = std::getenv("HOME");
    if (!home || *home != '/')
        if (const passwd* entry = ::getpwuid(::getuid()); entry && entry->pw_dir && *entry->pw_dir == '/')
            ::setenv("HOME", entry->pw_dir, 1);
    if (const char* runtime = std::getenv("XDG_RUNTIME_DIR"); runtime && *runtime == '/')
        return;
    const QByteArray dir = QFile::encodeName(QDir::tempPath()) + "/runtime-" + QByteArray::number(::getuid());
    ::mkdir(dir.constData(), 0700);
    struct stat st {};
    // Only a folder of this user's that no one else may enter; else Qt chooses, and says why.
    if (::lstat(dir.constData(), &st) == 0 && S_ISDIR(st.st_mode) && st.st_uid == ::getuid()
        && (st.st_mode & 0777) == 0700)
        ::setenv("XDG_RUNTIME_DIR", dir.constData(), 1);
}

bool standardOutputClosed()
{
    return g_stdoutClosed;
}

bool flushStandardOutput(QString& why)
{
    // An earlier write that failed left its error in errno, most likely: the flush may have nothing left to fail.
    const int earlier = errno;
    errno = 0;
    if (std::fflush(stdout) == 0 && !std::ferror(stdout))
        return true;
    const int error = stdoutError(errno ? errno : earlier);
    if (g_stdoutClosed)
        why = Text::tr("it is closed");
    else
        why = error ? qt_error_string(error) : Text::tr("a write failed");
    std::clearerr(stdout);
    return false;
}

int finishStandardOutput(const QString& command, int code)
{
    QString why;
    if (flushStandardOutput(why))
        return code;
    QTextStream(stderr) << Text::tr("surfio %1: cannot write stdout: %2").arg(command, why) << Qt::endl;
    return 2;
}

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
