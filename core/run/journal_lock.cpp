#include "core/run/journal_lock.h"

#include <QCoreApplication>
#include <QFile>

#include <cerrno>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace surfio {

namespace {

// The translation context of this file's messages.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(JournalLock)
};

QString inUse(const QString& path, qint64 pid)
{
    if (pid > 0)
        return Text::tr("%1 is in use by another Surfio run (PID %2): wait until it ends, or stop it first")
            .arg(path)
            .arg(pid);
    return Text::tr("%1 is in use by another Surfio run: wait until it ends, or stop it first").arg(path);
}

// One line of /proc/locks names the holder: "1: FLOCK  ADVISORY  WRITE 1234 fe:00:10953025 0 EOF".
qint64 holderInLine(const QByteArray& line, dev_t device, ino_t inode)
{
    const QList<QByteArray> fields = line.simplified().split(' ');
    if (fields.size() < 6 || fields.at(1) != "FLOCK")
        return 0;
    const QList<QByteArray> id = fields.at(5).split(':');
    if (id.size() != 3)
        return 0;
    bool ok[3] = {};
    const uint major = id.at(0).toUInt(&ok[0], 16);
    const uint minor = id.at(1).toUInt(&ok[1], 16);
    const qulonglong node = id.at(2).toULongLong(&ok[2]);
    if (!ok[0] || !ok[1] || !ok[2] || major != ::major(device) || minor != ::minor(device) || node != inode)
        return 0;
    return fields.at(4).toLongLong();
}

}  // namespace

JournalLock::~JournalLock()
{
    ::close(fd_);  // drops the claim
}

std::shared_ptr<const JournalLock> JournalLock::claimNew(const QString& path, bool& inTheWay, QString& error)
{
    inTheWay = false;
    const QByteArray name = QFile::encodeName(path);
    const int fd = ::open(name.constData(), O_RDONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd < 0 && errno == EEXIST)
        return adoptEmpty(path, inTheWay, error);
    if (fd < 0) {
        error = Text::tr("cannot create the journal %1: %2").arg(path, qt_error_string(errno));
        return nullptr;
    }
    // Only a resume that found the new file in the instant before this claim can hold it: it is in use.
    return lockOpened(fd, path, error);
}

// A journal already there: in use, an interrupted run's (inTheWay), or one
// that holds nothing (its run was killed before its first line was on the
// disk) and nobody holds, which the new run takes over rather than leave in
// the way of every later run.
std::shared_ptr<const JournalLock> JournalLock::adoptEmpty(const QString& path, bool& inTheWay, QString& error)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDWR | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0 || ::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        const int why = errno;
        if (fd >= 0)
            ::close(fd);
        if (why == EWOULDBLOCK)
            error = inUse(path, holder(path));
        else
            inTheWay = true;
        return nullptr;
    }
    char head[4096];
    const ssize_t n = ::pread(fd, head, sizeof head, 0);
    const bool holdsNothing =
        n == 0 || (n > 0 && !QByteArray::fromRawData(head, int(n)).contains('\n') && n < ssize_t(sizeof head));
    if (!holdsNothing || ::ftruncate(fd, 0) != 0) {
        ::close(fd);
        inTheWay = true;
        return nullptr;
    }
    return std::shared_ptr<const JournalLock>(new JournalLock(fd));
}

std::shared_ptr<const JournalLock> JournalLock::claimExisting(const QString& path, QString& error)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        error = Text::tr("cannot open the journal %1: %2").arg(path, qt_error_string(errno));
        return nullptr;
    }
    return lockOpened(fd, path, error);
}

// The claim on an opened journal; null with why (in use, by whom) when it cannot be had. fd is closed then.
std::shared_ptr<const JournalLock> JournalLock::lockOpened(int fd, const QString& path, QString& error)
{
    if (::flock(fd, LOCK_EX | LOCK_NB) == 0)
        return std::shared_ptr<const JournalLock>(new JournalLock(fd));
    const int why = errno;
    ::close(fd);
    error = why == EWOULDBLOCK ? inUse(path, holder(path))
                               : Text::tr("cannot lock the journal %1: %2").arg(path, qt_error_string(why));
    return nullptr;
}

qint64 JournalLock::holder(const QString& path)
{
    struct stat st {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return 0;
    QFile locks(QStringLiteral("/proc/locks"));
    if (!locks.open(QIODevice::ReadOnly | QIODevice::Text))
        return 0;
    // /proc files report no size: read line by line until the end.
    for (QByteArray line = locks.readLine(); !line.isEmpty(); line = locks.readLine())
        if (const qint64 pid = holderInLine(line, st.st_dev, st.st_ino))
            return pid;
    return 0;
}

}  // namespace surfio
