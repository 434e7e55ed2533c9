// What writing a file a person named does with what is at the path: a
// regular file appears whole or not at all, a device node or a FIFO is
// written in place and never replaced, and the run's own inputs are refused.

#include "core/text/output_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using namespace surfio;

namespace {

QByteArray contents(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool isCharacterDevice(const QString& path)
{
    struct stat st {};
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 && S_ISCHR(st.st_mode);
}

}  // namespace

class TestOutputFile : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

    QString path(const char* name) const { return dir_.filePath(QLatin1String(name)); }

    // A node of this test's own, never one in /dev: c 1 3 is what /dev/null is, c 1 7 /dev/full.
    bool makeNode(const QString& at, mode_t kind, unsigned minor)
    {
        return ::mknod(QFile::encodeName(at).constData(), kind | 0666, makedev(1, minor)) == 0;
    }

private Q_SLOTS:
    void aRegularFileIsWrittenWhole()
    {
        const QString out = path("whole.json");
        QString error;
        QVERIFY2(writeOutputFile(out, "{}", error), qPrintable(error));
        QCOMPARE(contents(out), QByteArray("{}"));
        QVERIFY2(writeOutputFile(out, "[1]", error), qPrintable(error));  // replaced
        QCOMPARE(contents(out), QByteArray("[1]"));
    }

    void aFolderThatIsNotThereIsSaid()
    {
        QString error;
        QVERIFY(!writeOutputFile(path("no/such/dir/x.json"), "{}", error));
        QVERIFY2(error.contains(QStringLiteral("does not exist")), qPrintable(error));
    }

    void aDeviceNodeIsWrittenInPlaceNeverReplaced()
    {
        if (geteuid() != 0)
            QSKIP("mknod needs root");
        const QString null = path("null");
        QVERIFY(makeNode(null, S_IFCHR, 3));
        QString error;
        QVERIFY2(writeOutputFile(null, "thrown away", error), qPrintable(error));
        QVERIFY(isCharacterDevice(null));

        const QString full = path("full");
        QVERIFY(makeNode(full, S_IFCHR, 7));
        QVERIFY(!writeOutputFile(full, "lost", error));
        QVERIFY2(error.contains(QString::fromLocal8Bit(strerror(ENOSPC))), qPrintable(error));
        QVERIFY(isCharacterDevice(full));
    }

    // /dev/stdout, /dev/fd/N: through the descriptor, at its offset, as `>>` left it; never renamed over.
    void aDescriptorNameIsWrittenThroughTheDescriptor()
    {
        const QString log = path("shell.log");
        QString written;
        QVERIFY2(writeOutputFile(log, "before\n", written), qPrintable(written));
        const int fd = ::open(QFile::encodeName(log).constData(), O_WRONLY | O_APPEND);
        QVERIFY(fd >= 0);
        struct stat before {};
        QVERIFY(::fstat(fd, &before) == 0);
        QString error;
        OutputWay way = OutputWay::Replace;
        const QString name = QStringLiteral("/proc/self/fd/%1").arg(fd);
        QVERIFY2(checkOutputPath(name, {}, way, error), qPrintable(error));
        QCOMPARE(way, OutputWay::Stream);
        QVERIFY2(writeOutputFile(QStringLiteral("/dev/fd/%1").arg(fd), "after\n", error), qPrintable(error));
        ::close(fd);
        QCOMPARE(contents(log), QByteArray("before\nafter\n"));
        struct stat after {};
        QVERIFY(::stat(QFile::encodeName(log).constData(), &after) == 0);
        QCOMPARE(after.st_ino, before.st_ino);
    }

    // Only devices that take and drop what they are given, or terminals: opening another may act at once.
    void otherCharacterDevicesAreRefused()
    {
        if (geteuid() != 0)
            QSKIP("mknod needs root");
        const QString random = path("random");
        QVERIFY(makeNode(random, S_IFCHR, 8));  // what /dev/random is: harmless even if it were written
        QString error;
        OutputWay way = OutputWay::Replace;
        QVERIFY(!checkOutputPath(random, {}, way, error));
        QVERIFY2(error.contains(QStringLiteral("does not write to")), qPrintable(error));
    }

    void aFileItMayNotWriteIsRefusedFirst()
    {
        if (geteuid() == 0)
            QSKIP("root may write any file");
        const QString locked = path("locked.json");
        QString error;
        QVERIFY2(writeOutputFile(locked, "{}", error), qPrintable(error));
        QVERIFY(QFile::setPermissions(locked, QFileDevice::ReadOwner));
        OutputWay way = OutputWay::Replace;
        QVERIFY(!checkOutputPath(locked, {}, way, error));
        QVERIFY2(error.contains(QStringLiteral("chmod u+w")), qPrintable(error));
    }

    void aFifoIsAStream()
    {
        const QString fifo = path("fifo");
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        QString error;
        QVERIFY(!writeOutputFile(fifo, "nobody reads", error));  // refused at once, never a hang
        QVERIFY2(error.contains(QStringLiteral("no program reads")), qPrintable(error));

        const int reader = ::open(QFile::encodeName(fifo).constData(), O_RDONLY | O_NONBLOCK);
        QVERIFY(reader >= 0);
        QVERIFY2(writeOutputFile(fifo, "read", error), qPrintable(error));
        char got[8] = {};
        QCOMPARE(::read(reader, got, sizeof got), ssize_t(4));
        QCOMPARE(QByteArray(got), QByteArray("read"));
        ::close(reader);
        struct stat st {};
        QVERIFY(::lstat(QFile::encodeName(fifo).constData(), &st) == 0 && S_ISFIFO(st.st_mode));
    }

    void whatIsNotAFileNorAStreamIsRefused_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("said");
        QTest::newRow("directory") << QStringLiteral("folder") << QStringLiteral("a directory");
        QTest::newRow("block device") << QStringLiteral("block") << QStringLiteral("a block device");
        QTest::newRow("empty") << QString() << QStringLiteral("empty");
    }

    void whatIsNotAFileNorAStreamIsRefused()
    {
        QFETCH(QString, name);
        QFETCH(QString, said);
        QVERIFY(QDir(dir_.path()).mkpath(QStringLiteral("folder")));
        if (name == QLatin1String("block")) {
            if (geteuid() != 0)
                QSKIP("mknod needs root");
            // loop0's numbers, in this test's folder: it is only looked at.
            QVERIFY(::mknod(QFile::encodeName(path("block")).constData(), S_IFBLK | 0600, makedev(7, 0)) == 0);
        }
        const QString out = name.isEmpty() ? QString() : dir_.filePath(name);
        QString error;
        OutputWay way = OutputWay::Replace;
        QVERIFY(!checkOutputPath(out, {}, way, error));
        QVERIFY2(error.contains(said), qPrintable(error));
        QVERIFY(!writeOutputFile(out, "x", error));
    }

    // Through any other name: a hard link, a symbolic link, a relative path.
    void anInputIsNeverAnOutput()
    {
        const QString input = path("input.json");
        QString written;
        QVERIFY2(writeOutputFile(input, "keep me", written), qPrintable(written));
        QVERIFY(::link(QFile::encodeName(input).constData(), QFile::encodeName(path("hard")).constData()) == 0);
        QVERIFY(QFile::link(input, path("soft")));
        for (const QString& out : {input, path("hard"), path("soft"), dir_.path() + QStringLiteral("/./input.json")}) {
            QString error;
            OutputWay way = OutputWay::Replace;
            QVERIFY2(!checkOutputPath(out, {QStringLiteral("/nowhere"), input}, way, error), qPrintable(out));
            QVERIFY2(error.contains(QStringLiteral("same file")), qPrintable(error));
        }
        QCOMPARE(contents(input), QByteArray("keep me"));
        QVERIFY(sameFile(path("not-yet"), dir_.path() + QStringLiteral("/./not-yet")));  // neither there: by name
        QVERIFY(!sameFile(path("not-yet"), input));
    }
};

QTEST_GUILESS_MAIN(TestOutputFile)
#include "tst_output_file.moc"
