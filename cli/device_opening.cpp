#include "cli/device_opening.h"

#include "core/access/udisks_opener.h"

#include <QCoreApplication>
#include <QProcess>
#include <QStandardPaths>

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

namespace surfio {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(DeviceOpening)
};

// polkit's text agent for this process's requests, while devices are opened:
// it asks for the password in the terminal the command was typed in (not as
// a fallback: polkit drops a fallback agent where there is no login session).
// Only where there is a terminal and no one has said not to ask.
class TtyAgent {
public:
    TtyAgent()
    {
        const QString program = QStandardPaths::findExecutable(QStringLiteral("pkttyagent"));
        if (program.isEmpty() || !isatty(STDIN_FILENO))
            return;
        int ready[2];
        if (pipe2(ready, 0) != 0)
            return;
        fcntl(ready[0], F_SETFD, FD_CLOEXEC);
        agent_.setProgram(program);
        // For this process (polkit takes no bus name for an agent): UDisks2 asks polkit about our bus name, which
        // polkit traces back to this process.
        agent_.setArguments({QStringLiteral("--process=%1").arg(QCoreApplication::applicationPid()),
                             QStringLiteral("--notify-fd=%1").arg(ready[1])});
        agent_.setProcessChannelMode(QProcess::ForwardedChannels);
        agent_.setInputChannelMode(QProcess::ForwardedInputChannel);
        agent_.start();
        ::close(ready[1]);
        if (agent_.waitForStarted()) {
            // It closes the notify descriptor once registered (or dies): wait for that, not for a time.
            pollfd p{ready[0], POLLIN, 0};
            char byte;
            while (poll(&p, 1, -1) > 0 && read(ready[0], &byte, 1) > 0) {}
        }
        ::close(ready[0]);
    }
    ~TtyAgent()
    {
        if (agent_.state() == QProcess::NotRunning)
            return;
        agent_.terminate();
        if (!agent_.waitForFinished(5000))
            agent_.kill();
        agent_.waitForFinished();
    }
    TtyAgent(const TtyAgent&) = delete;
    TtyAgent& operator=(const TtyAgent&) = delete;

private:
    QProcess agent_;
};

}  // namespace

std::optional<int> openDevicesFor(RunRequest& request, bool mayAsk, const QString& command, QTextStream& err)
{
    const DevicesToOpen devices = devicesToOpen(request.matrix);
    if (devices.paths.isEmpty())
        return std::nullopt;
    if (!devices.problem.isEmpty()) {
        err << Text::tr("surfio %1: %2").arg(command, devices.problem) << Qt::endl;
        return 2;
    }
    err << Text::tr("surfio %1: asking UDisks2 to open %2 for %3 (polkit may ask for a password once)")
               .arg(command, devices.paths.join(QStringLiteral(", ")),
                    devices.write ? Text::tr("reading and writing") : Text::tr("reading"))
        << Qt::endl;
    UDisksOpening opening;
    {
        std::optional<TtyAgent> agent;
        if (mayAsk)
            agent.emplace();
        opening = UDisksOpener::open(devices, mayAsk);
    }
    if (!opening.grants) {
        err << Text::tr("surfio %1: %2").arg(command, opening.error) << Qt::endl;
        return 2;
    }
    request.grants = std::move(opening.grants);
    return std::nullopt;
}

}  // namespace surfio
