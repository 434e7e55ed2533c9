#include "core/result/host_info.h"

#include <QFile>
#include <QSysInfo>
#include <QThread>

#include <sys/utsname.h>

namespace surfio {

HostInfo HostInfo::current()
{
    HostInfo h;
    h.hostname = QSysInfo::machineHostName();
    utsname u{};
    if (uname(&u) == 0)
        h.kernel = QString::fromLocal8Bit(u.release);
    QFile cpuinfo(QStringLiteral("/proc/cpuinfo"));
    if (cpuinfo.open(QIODevice::ReadOnly)) {
        for (const QByteArray& line : cpuinfo.readAll().split('\n')) {
            if (line.startsWith("model name")) {
                h.cpu = QString::fromUtf8(line.mid(line.indexOf(':') + 1).trimmed());
                break;
            }
        }
    }
    h.cores = QThread::idealThreadCount();
    h.surfioVersion = QStringLiteral(SURFIO_VERSION);
    h.liburingVersion = QStringLiteral(SURFIO_LIBURING_VERSION);
    h.qtVersion = QString::fromLatin1(qVersion());
    return h;
}

}  // namespace surfio
