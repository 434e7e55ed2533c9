#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <memory>

class QFile;
class QIODevice;
class QSaveFile;

namespace surfio {

// Writing a file a person named (a result, a report, a chart, a preset, a
// job file), one way for every command and the workbench. What is at the
// path decides how, and nothing is ever renamed over what is not a regular
// file: a renamed file over /dev/null, as root, breaks the machine.
enum class OutputWay {
    Replace,  // nothing there, or a regular file: a new file, renamed into place once whole (QSaveFile)
    Stream,   // a character device, a FIFO (a pipe, /dev/stdout, /dev/null, /dev/full): written in place
};

// Whether path can be written, found before any work: false with a message
// naming the fix when it is a directory, a block device, a socket, in a
// folder that is missing or not writable, or the same file as one of inputs
// (compared by device and inode, so through any link or other name; a path
// not yet there is compared by name). way says how it will be written.
bool checkOutputPath(const QString& path, const QStringList& inputs, OutputWay& way, QString& error);

// True when a and b name the same file: the same device and inode when both
// exist, else the same absolute path.
bool sameFile(const QString& a, const QString& b);

// An output being written: device() takes the bytes, commit() ends it. A
// regular file appears whole at commit() or not at all (an earlier one stays
// until then); a stream takes the bytes as they come, and its errors (a full
// device, a reader gone) are reported, not swallowed.
class OutputFile {
public:
    explicit OutputFile(const QString& path);
    ~OutputFile();
    OutputFile(const OutputFile&) = delete;
    OutputFile& operator=(const OutputFile&) = delete;

    bool open(QString& error);
    QIODevice* device() const;
    bool isStream() const { return stream_ != nullptr; }
    // False with the reason (the device's own error) when any byte was lost.
    bool commit(QString& error);

private:
    QString path_;
    std::unique_ptr<QSaveFile> save_;
    std::unique_ptr<QFile> stream_;
};

// data to path as above, whole: false with "cannot write PATH: why".
bool writeOutputFile(const QString& path, const QByteArray& data, QString& error);

}  // namespace surfio
