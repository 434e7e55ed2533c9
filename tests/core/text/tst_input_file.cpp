// Specifies input_file.h: a file a person names is read whole when it is a
// regular file within its kind's limit; a device, a FIFO, a socket or a
// directory is refused without reading (or waiting on) it, and so is a file
// past the limit, each with a message naming the path and what to give
// instead. Only a fio job file takes "-" for standard input, read up to the
// limit and no further.

#include "core/text/input_file.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <thread>
#include <unistd.h>

using namespace surfio;

Q_DECLARE_METATYPE(surfio::InputKind)

namespace {

bool writeFile(const QString& path, const QByteArray& data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

// A file of `size` bytes that takes no room: the size is what is checked.
bool sparseFile(const QString& path, qint64 size)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.resize(size);
}

// A Unix socket bound at `path`, closed with the test.
struct BoundSocket {
    int fd = -1;
    explicit BoundSocket(const QString& path)
    {
        sockaddr_un address{};
        address.sun_family = AF_UNIX;
        const QByteArray name = QFile::encodeName(path);
        if (size_t(name.size()) >= sizeof(address.sun_path))
            return;
        std::memcpy(address.sun_path, name.constData(), size_t(name.size()));
        fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
        if (fd >= 0 && ::bind(fd, reinterpret_cast<const sockaddr*>(&address), sizeof(address)) != 0) {
            ::close(fd);
            fd = -1;
        }
    }
    ~BoundSocket()
    {
        if (fd >= 0)
            ::close(fd);
    }
    BoundSocket(const BoundSocket&) = delete;
    BoundSocket& operator=(const BoundSocket&) = delete;
};

// Standard input taken from a file for the scope, then given back.
struct StdinFrom {
    int saved = ::dup(STDIN_FILENO);
    explicit StdinFrom(const QString& path)
    {
        const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY);
        ::dup2(fd, STDIN_FILENO);
        ::close(fd);
        std::rewind(stdin);  // no buffered bytes or end-of-file left from before
    }
    ~StdinFrom()
    {
        ::dup2(saved, STDIN_FILENO);
        ::close(saved);
        std::rewind(stdin);
    }
    StdinFrom(const StdinFrom&) = delete;
    StdinFrom& operator=(const StdinFrom&) = delete;
};

}  // namespace

class TestInputFile : public QObject {
    Q_OBJECT

private slots:
    void readsARegularFile()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("job.fio"));
        const QByteArray text = "[global]\nbs=4k\n[a]\nrw=randread\n";
        QVERIFY(writeFile(path, text));
        QByteArray data;
        QString error;
        QVERIFY2(readInputFile(path, InputKind::FioJobFile, data, error), qPrintable(error));
        QCOMPARE(data, text);
    }

    void readsAFileOfExactlyTheLimit()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("preset.json"));
        QVERIFY(sparseFile(path, kTextFileLimit));
        QByteArray data;
        QString error;
        QVERIFY2(readInputFile(path, InputKind::Preset, data, error), qPrintable(error));
        QCOMPARE(data.size(), kTextFileLimit);
    }

    void readsABuiltInResource()
    {
        QByteArray data;
        QString error;
        QVERIFY2(readInputFile(QStringLiteral(":/presets/vng.json"), InputKind::Preset, data, error),
                 qPrintable(error));
        QVERIFY2(data.contains("\"surfio_preset\"") && data.contains("\"vng\""), data.left(200).constData());
    }

    void limits()
    {
        QCOMPARE(inputLimit(InputKind::FioJobFile), qint64(16) << 20);
        QCOMPARE(inputLimit(InputKind::Preset), qint64(16) << 20);
        QCOMPARE(inputLimit(InputKind::Result), qint64(1) << 30);
        QCOMPARE(inputLimit(InputKind::Journal), qint64(1) << 30);
    }

    void refusesWhatIsNoFile_data()
    {
        QTest::addColumn<QString>("path");  // %dir: a temp directory with a socket in it
        QTest::addColumn<InputKind>("kind");
        QTest::addColumn<QString>("expected");
        QTest::newRow("/dev/zero as a job file")
            << QStringLiteral("/dev/zero") << InputKind::FioJobFile
            << QStringLiteral("/dev/zero is a character device, not a file: give a fio job file");
        QTest::newRow("/dev/urandom as a job file") << QStringLiteral("/dev/urandom") << InputKind::FioJobFile
                                                    << QStringLiteral("/dev/urandom is a character device, not a file");
        QTest::newRow("/dev/zero as a result")
            << QStringLiteral("/dev/zero") << InputKind::Result
            << QStringLiteral("/dev/zero is a character device, not a file: give a result file");
        QTest::newRow("/dev/zero as a preset")
            << QStringLiteral("/dev/zero") << InputKind::Preset
            << QStringLiteral("/dev/zero is a character device, not a file: give a preset file");
        QTest::newRow("/dev/zero as a journal")
            << QStringLiteral("/dev/zero") << InputKind::Journal
            << QStringLiteral("/dev/zero is a character device, not a file: give the journal");
        QTest::newRow("a socket") << QStringLiteral("%dir/socket") << InputKind::FioJobFile
                                  << QStringLiteral("%dir/socket is a socket, not a file");
        QTest::newRow("a directory") << QStringLiteral("%dir") << InputKind::Result
                                     << QStringLiteral("%dir is a directory, not a file");
        QTest::newRow("a missing file") << QStringLiteral("%dir/missing.fio") << InputKind::FioJobFile
                                        << QStringLiteral("cannot read %dir/missing.fio: ");
        QTest::newRow("- is a file's name for a result")
            << QStringLiteral("-") << InputKind::Result << QStringLiteral("cannot read -: ");
    }

    void refusesWhatIsNoFile()
    {
        QFETCH(QString, path);
        QFETCH(InputKind, kind);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const BoundSocket socket(dir.filePath(QStringLiteral("socket")));
        QVERIFY2(socket.fd >= 0, qPrintable(qt_error_string(errno)));
        path.replace(QLatin1String("%dir"), dir.path());
        expected.replace(QLatin1String("%dir"), dir.path());
        QByteArray data = "untouched";
        QString error;
        QVERIFY(!readInputFile(path, kind, data, error));
        QVERIFY2(error.startsWith(expected), qPrintable(error));
        QCOMPARE(data, QByteArray("untouched"));
    }

    // Opening a FIFO for reading waits for a writer, which never comes.
    void refusesAFifoWithoutWaitingOnIt()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QByteArray fifo = QFile::encodeName(dir.filePath(QStringLiteral("fifo")));
        QVERIFY2(::mkfifo(fifo.constData(), 0600) == 0, qPrintable(qt_error_string(errno)));
        std::atomic<bool> done{false};
        bool read = true;
        QString error;
        std::thread reader([&] {
            QByteArray data;
            read = readInputFile(QFile::decodeName(fifo), InputKind::FioJobFile, data, error);
            done = true;
        });
        const bool returned = QTest::qWaitFor([&] { return done.load(); }, 20000);
        if (!returned) {  // a reader stuck in open(): a writer frees it, so the test ends
            const int fd = ::open(fifo.constData(), O_WRONLY);
            if (fd >= 0)
                ::close(fd);
        }
        reader.join();
        QVERIFY2(returned, "readInputFile waited on a FIFO");
        QVERIFY(!read);
        QVERIFY2(error.contains(QLatin1String("is a FIFO (named pipe), not a file: give a fio job file")),
                 qPrintable(error));
    }

    void refusesAFileLargerThanTheLimit_data()
    {
        QTest::addColumn<InputKind>("kind");
        QTest::addColumn<qint64>("size");
        QTest::addColumn<QString>("expected");
        QTest::newRow("job file") << InputKind::FioJobFile << kTextFileLimit + 1
                                  << QStringLiteral("is larger than 16 MiB: a fio job file is text of a few KiB");
        QTest::newRow("preset") << InputKind::Preset << kTextFileLimit + 1
                                << QStringLiteral("is larger than 16 MiB: a preset file is text of a few KiB");
        QTest::newRow("result") << InputKind::Result << kResultFileLimit + 1 << QStringLiteral("is larger than 1 GiB");
        QTest::newRow("journal") << InputKind::Journal << kResultFileLimit + 1
                                 << QStringLiteral("is larger than 1 GiB");
    }

    void refusesAFileLargerThanTheLimit()
    {
        QFETCH(InputKind, kind);
        QFETCH(qint64, size);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("large"));
        QVERIFY(sparseFile(path, size));
        QByteArray data;
        QString error;
        QVERIFY(!readInputFile(path, kind, data, error));
        QVERIFY2(error.startsWith(path + QLatin1Char(' ')) && error.contains(expected), qPrintable(error));
    }

    // Standard input has no size to look at first: it is read up to one byte past the limit.
    void readsStandardInputUpToTheLimit_data()
    {
        QTest::addColumn<qint64>("size");
        QTest::addColumn<bool>("read");
        QTest::newRow("a job file") << qint64(100) << true;
        QTest::newRow("the limit") << kTextFileLimit << true;
        QTest::newRow("a byte more") << kTextFileLimit + 1 << false;
    }

    void readsStandardInputUpToTheLimit()
    {
        QFETCH(qint64, size);
        QFETCH(bool, read);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("input"));
        QVERIFY(sparseFile(path, size));
        QByteArray data;
        QString error;
        bool ok = false;
        {
            const StdinFrom input(path);
            ok = readInputFile(QStringLiteral("-"), InputKind::FioJobFile, data, error);
        }
        QCOMPARE(ok, read);
        if (read)
            QCOMPARE(data.size(), size);
        else
            QVERIFY2(error.startsWith(QLatin1String("standard input is larger than 16 MiB")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestInputFile)
#include "tst_input_file.moc"
