#include "core/text/output_file.h"

#include "core/text/input_file.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
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

// A path not there yet: its folder must be there and writable (a read-only
// mount, a folder of another user), or the work before the write is lost.
bool checkFolder(const QString& path, QString& error)
{
    const QString folder = QFileInfo(path).absolutePath();
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
    struct stat st {};
    if (!statPath(path, st)) {
        way = OutputWay::Replace;
        return checkFolder(path, error);
    }
    if (S_ISREG(st.st_mode)) {
        way = OutputWay::Replace;
        return checkFolder(path, error);  // QSaveFile makes its new file beside the old one
    }
    if (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode)) {
        way = OutputWay::Stream;
        return true;
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
        const int fd = openStream(path_, error);
        if (fd < 0)
            return false;
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
