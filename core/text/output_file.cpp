#include "core/text/output_file.h"

#include "core/text/input_file.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace surfio {

namespace {

// The translation context of this file's messages.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(OutputFile)
};

bool statPath(const QString& path, struct stat& st)
{
    return ::stat(QFile::encodeName(path).constData(), &st) == 0;
}

QString cannotWrite(const QString& path, const QString& why)
{
    return Text::tr("cannot write %1: %2").arg(path, why);
}

// A name for one of this process's open descriptors (/dev/stdout,
// /dev/stderr, /dev/fd/N, /proc/self/fd/N): written through that very
// descriptor, at its offset, as a shell's `>` or `>>` left it. Opening the
// name again would start at offset 0 of a redirected file, and a rename
// would replace the shell's file and lose what else goes there. -1: none.
int descriptorOf(const QString& path)
{
    static const QRegularExpression fdName(QStringLiteral("^/(?:dev|proc/self)/fd/(\\d+)$"));
    int fd = -1;
    if (path == QLatin1String("/dev/stdout"))
        fd = STDOUT_FILENO;
    else if (path == QLatin1String("/dev/stderr"))
        fd = STDERR_FILENO;
    else if (const QRegularExpressionMatch m = fdName.match(path); m.hasMatch())
        fd = m.captured(1).toInt();
    return fd >= 0 && ::fcntl(fd, F_GETFD) != -1 ? fd : -1;
}

// The character devices written in place: the ones that take and drop what
// they are given (/dev/null, /dev/zero), or refuse it (/dev/full), and
// terminals. Opening others may act at once (/dev/watchdog arms a reboot),
// and writing them is not keeping a result.
bool isStreamDevice(const struct stat& st)
{
    const unsigned kind = major(st.st_rdev);
    const unsigned unit = minor(st.st_rdev);
    const bool memory = kind == 1 && (unit == 3 || unit == 5 || unit == 7);        // null, zero, full
    const bool terminal = kind == 4 || kind == 5 || (kind >= 136 && kind <= 143);  // tty, /dev/tty, pts
    return memory || terminal;
}

// A path not there yet: its folder must be there and writable (a read-only
// mount, a folder of another user), or the work before the write is lost.
// Through a symbolic link, the folder of the file it names.
bool checkFolder(const QString& path, QString& error)
{
    const QString target = QFileInfo(path).isSymLink() ? QFileInfo(path).symLinkTarget() : path;
    const QString folder = QFileInfo(target).absolutePath();
    struct stat st {};
    if (!statPath(folder, st) || !S_ISDIR(st.st_mode)) {
        error = Text::tr("%1 cannot be written: the folder %2 does not exist: create it or name a file in another "
                         "folder")
                    .arg(path, QDir::toNativeSeparators(folder));
        return false;
    }
    if (::access(QFile::encodeName(folder).constData(), W_OK) != 0) {
        error = Text::tr("%1 cannot be written: the folder %2 is not writable (%3): name a file in a folder you can "
                         "write to")
                    .arg(path, QDir::toNativeSeparators(folder), qt_error_string(errno));
        return false;
    }
    return true;
}

// Opened without blocking: a FIFO nobody reads would wait forever.
int openStream(const QString& path, QString& error)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        error = errno == ENXIO ? Text::tr("no program reads the FIFO %1: start its reader first").arg(path)
                               : cannotWrite(path, qt_error_string(errno));
        return -1;
    }
    const int flags = ::fcntl(fd, F_GETFL);
    ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);  // then a full pipe waits for its reader, as a shell's would
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !(S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode))) {
        // Replaced by something else since it was checked: not ours to write in place.
        error = Text::tr("%1 changed while Surfio was working: check what it is and try again").arg(path);
        ::close(fd);
        return -1;
    }
    return fd;
}

}  // namespace

bool sameFile(const QString& a, const QString& b)
{
    struct stat sa {
    }, sb{};
    if (statPath(a, sa) && statPath(b, sb))
        return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
    return QFileInfo(a).absoluteFilePath() == QFileInfo(b).absoluteFilePath();
}

bool checkOutputPath(const QString& path, const QStringList& inputs, OutputWay& way, QString& error)
{
    if (path.isEmpty()) {
        error = Text::tr("an empty file name: name the file to write");
        return false;
    }
    for (const QString& input : inputs) {
        if (!input.isEmpty() && sameFile(path, input)) {
            error = Text::tr("%1 is the same file as %2, which is read or measured here: writing there would destroy "
                             "it; name another file")
                        .arg(path, input);
            return false;
        }
    }
    if (descriptorOf(path) >= 0) {
        way = OutputWay::Stream;
        return true;
    }
    struct stat st {};
    if (!statPath(path, st)) {
        way = OutputWay::Replace;
        return checkFolder(path, error);
    }
    if (S_ISREG(st.st_mode)) {
        way = OutputWay::Replace;
        // QSaveFile makes its new file beside the old one, and refuses to replace a file it may not write.
        if (::access(QFile::encodeName(path).constData(), W_OK) != 0) {
            error = Text::tr("%1 cannot be replaced: %2: make it writable (chmod u+w) or name another file")
                        .arg(path, qt_error_string(errno));
            return false;
        }
        return checkFolder(path, error);
    }
    if (S_ISFIFO(st.st_mode) || (S_ISCHR(st.st_mode) && isStreamDevice(st))) {
        way = OutputWay::Stream;
        return true;
    }
    if (S_ISCHR(st.st_mode)) {
        error = Text::tr("%1 is a character device Surfio does not write to: name a file (or a pipe, a terminal, or "
                         "/dev/null to throw it away)")
                    .arg(path);
        return false;
    }
    error = Text::tr("%1 is %2, not a file: name a file to write (or a pipe, or /dev/null to throw it away)")
                .arg(path, fileTypeName(st.st_mode));
    return false;
}

OutputFile::OutputFile(const QString& path)
    : path_(path)
{
}

OutputFile::~OutputFile() = default;

bool OutputFile::open(QString& error)
{
    OutputWay way = OutputWay::Replace;
    if (!checkOutputPath(path_, {}, way, error))
        return false;
    if (way == OutputWay::Stream) {
        const int own = descriptorOf(path_);
        const int fd = own >= 0 ? ::fcntl(own, F_DUPFD_CLOEXEC, 3) : openStream(path_, error);
        if (fd < 0) {
            if (error.isEmpty())
                error = cannotWrite(path_, qt_error_string(errno));
            return false;
        }
        stream_ = std::make_unique<QFile>();
        if (!stream_->open(fd, QIODevice::WriteOnly | QIODevice::Unbuffered, QFileDevice::AutoCloseHandle)) {
            error = cannotWrite(path_, stream_->errorString());
            ::close(fd);
            stream_.reset();
            return false;
        }
        return true;
    }
    save_ = std::make_unique<QSaveFile>(path_);
    if (!save_->open(QIODevice::WriteOnly)) {
        error = cannotWrite(path_, save_->errorString());
        save_.reset();
        return false;
    }
    return true;
}

QIODevice* OutputFile::device() const
{
    if (stream_)
        return stream_.get();
    return save_.get();
}

bool OutputFile::commit(QString& error)
{
    if (stream_) {
        const bool ok = stream_->error() == QFileDevice::NoError && stream_->flush();
        if (!ok)
            error = cannotWrite(path_, stream_->errorString());
        stream_->close();
        return ok;
    }
    if (save_ && save_->commit())
        return true;
    error = cannotWrite(path_, save_ ? save_->errorString() : Text::tr("it was not opened"));
    return false;
}

bool writeOutputFile(const QString& path, const QByteArray& data, QString& error)
{
    OutputFile file(path);
    if (!file.open(error))
        return false;
    if (file.device()->write(data) != data.size()) {
        const QString why = file.device()->errorString();
        QString ignored;
        if (!file.isStream())
            static_cast<QSaveFile*>(file.device())->cancelWriting();
        file.commit(ignored);
        error = cannotWrite(path, why);
        return false;
    }
    return file.commit(error);
}

}  // namespace surfio
