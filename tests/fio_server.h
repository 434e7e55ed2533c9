#pragma once

// `fio --server` for tests: a real fio server on 127.0.0.1 at a port the
// kernel picked, started by the test and killed with everything it forked
// when it goes. Several on one machine are several hosts to fio's client
// ("127.0.0.1:PORT" each).

#include <QProcess>
#include <QString>
#include <QThread>

#include <arpa/inet.h>
#include <csignal>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace testing {

// A port nobody listens on right now: the kernel picks it, the socket closes.
inline int freePort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof address;
    if (fd < 0 || ::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0
        || ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) != 0) {
        if (fd >= 0)
            ::close(fd);
        return 0;
    }
    ::close(fd);
    return ntohs(address.sin_port);
}

// `fio --server` on 127.0.0.1 in a process group of its own: fio forks a
// process per connection and per job, and killing the group ends them all.
class FioServer {
public:
    bool start()
    {
        port_ = freePort();
        process_.setProgram(QStringLiteral("fio"));
        process_.setArguments({QStringLiteral("--server=ip:127.0.0.1,%1").arg(port_)});
        process_.setChildProcessModifier([] { ::setsid(); });
        process_.start();
        if (port_ == 0 || !process_.waitForStarted(5000))
            return false;
        // Listening once a connection is accepted.
        for (int i = 0; i < 100; ++i) {
            const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
            sockaddr_in address{};
            address.sin_family = AF_INET;
            address.sin_port = htons(uint16_t(port_));
            address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
            const bool up = ::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0;
            ::close(fd);
            if (up)
                return true;
            QThread::msleep(50);
        }
        return false;
    }
    // SIGKILL to the server and everything it forked: a host that dies.
    void killAll()
    {
        if (process_.processId() > 0)
            ::kill(-pid_t(process_.processId()), SIGKILL);
        process_.waitForFinished(5000);
    }
    ~FioServer() { killAll(); }
    QString host() const { return QStringLiteral("127.0.0.1:%1").arg(port_); }

private:
    QProcess process_;
    int port_ = 0;
};

}  // namespace testing
