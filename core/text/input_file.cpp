#include "core/text/input_file.h"

#include "core/text/units.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace surfio {

namespace {

// The translation context of this file's messages.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(InputFile)
};

// Per kind: whether "-" is standard input, how much it may hold, what a refusal says.
struct KindRules {
    InputKind kind;
    bool dashIsStdin;
    qint64 limit;
    const char* notAFile;  // %1 the path, %2 what it is instead ("a FIFO")
    const char* tooLarge;  // %1 the path, %2 the limit ("16 MiB")
};

const KindRules kKinds[] = {
    {InputKind::FioJobFile, true, kTextFileLimit,
     QT_TRANSLATE_NOOP("InputFile", "%1 is %2, not a file: give a fio job file"),
     QT_TRANSLATE_NOOP("InputFile", "%1 is larger than %2: a fio job file is text of a few KiB")},
    {InputKind::Preset, false, kTextFileLimit,
     QT_TRANSLATE_NOOP("InputFile", "%1 is %2, not a file: give a preset file (.json)"),
     QT_TRANSLATE_NOOP("InputFile", "%1 is larger than %2: a preset file is text of a few KiB")},
    {InputKind::Volume, false, kTextFileLimit,
     QT_TRANSLATE_NOOP("InputFile", "%1 is %2, not a file: give a volume profile file (.json)"),
     QT_TRANSLATE_NOOP("InputFile", "%1 is larger than %2: a volume profile is text of a few KiB")},
    {InputKind::Result, false, kResultFileLimit,
     QT_TRANSLATE_NOOP("InputFile", "%1 is %2, not a file: give a result file (.json)"),
     QT_TRANSLATE_NOOP("InputFile", "%1 is larger than %2, the most Surfio reads as a result: is it a result file?")},
    {InputKind::Journal, false, kResultFileLimit,
     QT_TRANSLATE_NOOP("InputFile",
                       "%1 is %2, not a file: give the journal of an interrupted run (RESULT.json.journal)"),
     QT_TRANSLATE_NOOP("InputFile", "%1 is larger than %2, the most Surfio reads as a journal: is it a journal?")},
};

const KindRules& rulesOf(InputKind kind)
{
    return *std::find_if(std::begin(kKinds), std::end(kKinds), [kind](const KindRules& r) { return r.kind == kind; });
}

}  // namespace

QString fileTypeName(unsigned mode)
{
    if (S_ISDIR(mode))
        return Text::tr("a directory");
    if (S_ISCHR(mode))
        return Text::tr("a character device");
    if (S_ISBLK(mode))
        return Text::tr("a block device");
    if (S_ISFIFO(mode))
        return Text::tr("a FIFO (named pipe)");
    if (S_ISSOCK(mode))
        return Text::tr("a socket");
    return Text::tr("a special file");
}

namespace {

QString cannotRead(const QString& name, const QString& why)
{
    return Text::tr("cannot read %1: %2").arg(name, why);
}

QString tooLarge(const KindRules& rules, const QString& name)
{
    return Text::tr(rules.tooLarge).arg(name, formatSize(uint64_t(rules.limit)));
}

// Opened without blocking, since opening a FIFO waits for a writer; the
// type is checked on what was opened, not on a name that may change meanwhile.
bool openRegularFile(const QString& path, const KindRules& rules, QFile& file, QString& error)
{
    const QByteArray name = QFile::encodeName(path);
    struct stat st {};
    const int fd = ::open(name.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        const int openError = errno;
        // A socket cannot be opened at all: still say what it is.
        if (::stat(name.constData(), &st) == 0 && !S_ISREG(st.st_mode))
            error = Text::tr(rules.notAFile).arg(path, fileTypeName(st.st_mode));
        else
            error = cannotRead(path, qt_error_string(openError));
        return false;
    }
    if (::fstat(fd, &st) != 0)
        error = cannotRead(path, qt_error_string(errno));
    else if (!S_ISREG(st.st_mode))
        error = Text::tr(rules.notAFile).arg(path, fileTypeName(st.st_mode));
    else if (st.st_size > rules.limit)
        error = tooLarge(rules, path);
    else if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle))
        error = cannotRead(path, file.errorString());
    else
        return true;
    ::close(fd);
    return false;
}

// Up to one byte past the limit, which tells a file at the limit from a larger one.
bool readUpToLimit(QFile& file, const QString& name, const KindRules& rules, QByteArray& data, QString& error)
{
    constexpr qint64 kChunk = qint64(1) << 20;
    QByteArray read;
    while (read.size() <= rules.limit) {
        const QByteArray chunk = file.read(std::min(kChunk, rules.limit + 1 - read.size()));
        if (chunk.isEmpty()) {
            if (file.error() != QFileDevice::NoError) {
                error = cannotRead(name, file.errorString());
                return false;
            }
            break;
        }
        read += chunk;
    }
    if (read.size() > rules.limit) {
        error = tooLarge(rules, name);
        return false;
    }
    data = read;
    return true;
}

}  // namespace

qint64 inputLimit(InputKind kind)
{
    return rulesOf(kind).limit;
}

bool readInputFile(const QString& path, InputKind kind, QByteArray& data, QString& error)
{
    const KindRules& rules = rulesOf(kind);
    QFile file;
    if (rules.dashIsStdin && path == QLatin1String("-")) {
        const QString name = Text::tr("standard input");
        if (!file.open(stdin, QIODevice::ReadOnly)) {
            error = cannotRead(name, file.errorString());
            return false;
        }
        return readUpToLimit(file, name, rules, data, error);
    }
    if (path.startsWith(QLatin1Char(':'))) {  // a resource: built in, no device
        file.setFileName(path);
        if (!file.open(QIODevice::ReadOnly)) {
            error = cannotRead(path, file.errorString());
            return false;
        }
    } else if (!openRegularFile(path, rules, file, error)) {
        return false;
    }
    return readUpToLimit(file, path, rules, data, error);
}

}  // namespace surfio
