// The opening every command shares (cli/command_line.h): what it prints for
// --help and for a parse error, the exit codes, and how a single dash reads.

#include "cli/command_line.h"

#include <QFile>
#include <QTemporaryFile>
#include <QTest>

#include <cstdio>
#include <functional>
#include <unistd.h>

using namespace surfio;

namespace {

// What a call writes to a standard stream (fd 1 or 2), taken from it.
QString written(int fd, const std::function<void()>& call)
{
    QTemporaryFile file;
    if (!file.open() || std::fflush(nullptr) != 0)
        return QStringLiteral("(no temporary file)");
    const int saved = ::dup(fd);
    ::dup2(file.handle(), fd);
    call();
    const bool flushed = std::fflush(nullptr) == 0;
    ::dup2(saved, fd);
    ::close(saved);
    if (!flushed)
        return QStringLiteral("(not flushed)");
    file.seek(0);
    return QString::fromUtf8(file.readAll());
}

QStringList arguments(const QStringList& own)
{
    return QStringList{QStringLiteral("surfio"), QStringLiteral("run")} + own;
}

// A command "run" with one option, --bs.
struct RunLine : CommandLine {
    explicit RunLine(SingleDash dash = SingleDash::Words)
        : CommandLine(QStringLiteral("run"), QStringLiteral("Runs things."), dash)
    {
        parser().addOption(
            QCommandLineOption(QStringLiteral("bs"), QStringLiteral("Block size."), QStringLiteral("size")));
    }
};

}  // namespace

class TestCommandLine : public QObject {
    Q_OBJECT

private slots:
    void goesOnWithItsOptions()
    {
        RunLine line;
        QVERIFY(!line.parse(arguments({QStringLiteral("--bs=4k")})));
        QCOMPARE(line.parser().value(QStringLiteral("bs")), QStringLiteral("4k"));
        QVERIFY(line.parser().positionalArguments().isEmpty());  // "run" is the command, not an argument
        QVERIFY(!line.refuseArguments());
    }

    void printsItsHelpUnderTheCommandsName()
    {
        RunLine line;
        std::optional<int> code;
        const QString out = written(STDOUT_FILENO, [&] { code = line.parse(arguments({QStringLiteral("--help")})); });
        QCOMPARE(code, std::optional<int>(0));
        QVERIFY2(out.contains(QLatin1String("run [options]")), qPrintable(out));
        QVERIFY2(out.contains(QLatin1String("Runs things.")) && out.contains(QLatin1String("--bs <size>")),
                 qPrintable(out));
    }

    void saysAParseErrorAndWhereHelpIs()
    {
        RunLine line;
        std::optional<int> code;
        const QString err = written(STDERR_FILENO, [&] { code = line.parse(arguments({QStringLiteral("--bogus")})); });
        QCOMPARE(code, std::optional<int>(2));
        QCOMPARE(err, QStringLiteral("surfio run: Unknown option 'bogus'. (see surfio run --help)\n"));
    }

    void refusesAStrayArgument()
    {
        RunLine line;
        QVERIFY(!line.parse(arguments({QStringLiteral("stray"), QStringLiteral("--bs=4k")})));
        std::optional<int> code;
        const QString err = written(STDERR_FILENO, [&] { code = line.refuseArguments(); });
        QCOMPARE(code, std::optional<int>(2));
        QCOMPARE(err, QStringLiteral("surfio run: unexpected argument 'stray': options take the form --name=value\n"));
    }

    void aSingleDashReadsAsFioOrAsQt()
    {
        RunLine fio(CommandLine::SingleDash::Words);
        QVERIFY(!fio.parse(arguments({QStringLiteral("-bs=8k")})));
        QCOMPARE(fio.parser().value(QStringLiteral("bs")), QStringLiteral("8k"));

        RunLine qt(CommandLine::SingleDash::Letters);
        std::optional<int> code;
        written(STDERR_FILENO, [&] { code = qt.parse(arguments({QStringLiteral("-bs=8k")})); });
        QCOMPARE(code, std::optional<int>(2));  // -b -s=8k: no such options
    }
};

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_command_line.moc"
