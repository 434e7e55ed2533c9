// fio as Surfio's engine: finding it, running points through it here and
// through fio servers (client/server mode), and the faults on the way.
// Every fio here is the installed one (Debian's fio 3.33), run for real.

#include "core/fio/fio_engine.h"
#include "core/matrix/run_options.h"
#include "core/result/host_results.h"
#include "core/run/runner.h"
#include "tests/fio_server.h"
#include "tests/runner_harness.h"

#include <QCommandLineParser>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <arpa/inet.h>
#include <csignal>
#include <netinet/in.h>
#include <optional>
#include <sys/socket.h>
#include <unistd.h>

using namespace surfio;
using namespace std::chrono_literals;
using testing::FioServer;
using testing::freePort;

namespace {

// PATH with one directory in front, for as long as it lives.
class PathInFront {
public:
    explicit PathInFront(const QString& dir)
        : saved_(qgetenv("PATH"))
    {
        qputenv("PATH", (dir + QLatin1Char(':')).toUtf8() + saved_);
    }
    ~PathInFront() { qputenv("PATH", saved_); }

private:
    QByteArray saved_;
};

}  // namespace

class TestFioEngine : public QObject {
    Q_OBJECT

    QTemporaryDir dir_{QDir::tempPath() + QStringLiteral("/tst_fio_engine-XXXXXX")};

    // Two points, 4k and 64k random reads, one second each, through fio.
    Matrix twoPoints(const std::string& target)
    {
        Matrix m;
        m.base.engine = EngineChoice::Fio;
        m.base.targets = {target};
        m.base.regionSize = 16ULL << 20;
        m.base.runtime = 1s;
        m.sweeps.front().patterns = {Pattern::RandRead};
        m.sweeps.front().queueDepths = {4};
        m.sweeps.front().blockSizes = {4096, 65536};
        return m;
    }

    static ResultSet runToEnd(RunnerHarness& h, const Matrix& m)
    {
        RunnerEvents events(h);
        h.start(m);
        if (!events.waitFinished(120000))
            return {};
        return *events.seen().finished;
    }

    // The options the arguments give, or none when they are refused.
    static std::optional<RunOptions> parsed(const QStringList& arguments)
    {
        QCommandLineParser parser;
        addRunOptions(parser);
        RunOptions options;
        QString error;
        if (!parser.parse(QStringList{QStringLiteral("surfio")} + arguments)
            || !parseRunOptions(parser, options, error))
            return std::nullopt;
        return options;
    }

private Q_SLOTS:
    void findsTheInstalledFio()
    {
        FioProgram fio;
        QString error;
        QVERIFY2(findFio(fio, error), qPrintable(error));
        QVERIFY(fio.path.endsWith(QLatin1String("/fio")));
        QVERIFY2(QRegularExpression(QStringLiteral("^3\\.\\d+")).match(fio.version).hasMatch(),
                 qPrintable(fio.version));
    }

    void refusesAMissingOrOldFio()
    {
        QTemporaryDir fake;
        QFile script(fake.filePath(QStringLiteral("fio")));
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write("#!/bin/sh\necho fio-2.2.10\n");
        script.close();
        script.setPermissions(script.permissions() | QFileDevice::ExeOwner);
        {
            PathInFront path(fake.path());
            FioProgram fio;
            QString error;
            QVERIFY(!findFio(fio, error));
            QVERIFY2(error.contains(QLatin1String("2.2")) && error.contains(QLatin1String("older than 3.13")),
                     qPrintable(error));

            // The runner refuses before anything is created.
            RunnerHarness h;
            const ResultSet r = runToEnd(h, twoPoints(dir_.filePath(QStringLiteral("never")).toStdString()));
            QVERIFY(r.inputError);
            QVERIFY2(r.error.contains(QLatin1String("older than")), qPrintable(r.error));
            QVERIFY(!QFile::exists(dir_.filePath(QStringLiteral("never"))));
        }
        const QByteArray saved = qgetenv("PATH");
        qputenv("PATH", fake.filePath(QStringLiteral("empty")).toUtf8());
        FioProgram fio;
        QString error;
        const bool found = findFio(fio, error);
        qputenv("PATH", saved);
        QVERIFY(!found);
        QVERIFY2(error.contains(QLatin1String("apt-get install fio")), qPrintable(error));
    }

    void spellsServersAsFioDoes()
    {
        QCOMPARE(fioClientAddress(QStringLiteral("server1")), QStringLiteral("server1"));
        QCOMPARE(fioClientAddress(QStringLiteral("10.0.0.5:9000")), QStringLiteral("10.0.0.5,9000"));
        QCOMPARE(fioClientAddress(QStringLiteral("[::1]:9000")), QStringLiteral("ip6:::1,9000"));
        QCOMPARE(fioClientAddress(QStringLiteral("[fe80::1]")), QStringLiteral("ip6:fe80::1"));
        QCOMPARE(fioClientAddress(QStringLiteral("ip:10.0.0.5,9000")), QStringLiteral("ip:10.0.0.5,9000"));
        QCOMPARE(fioClientAddress(QStringLiteral("sock:/run/fio.sock")), QStringLiteral("sock:/run/fio.sock"));
    }

    void clientOptionsMeanFioOnHosts()
    {
        const std::optional<RunOptions> o =
            parsed({QStringLiteral("--client=10.0.0.1"), QStringLiteral("--client=10.0.0.2:9000"),
                    QStringLiteral("--directory=/data/on/the/hosts"), QStringLiteral("--bs=4k")});
        QVERIFY(o);
        QCOMPARE(o->matrix.base.engine, EngineChoice::Fio);
        QCOMPARE(o->matrix.hosts, (std::vector<std::string>{"10.0.0.1", "10.0.0.2:9000"}));
        // Not checked here, where it does not exist: a directory on the hosts.
        QCOMPARE(o->matrix.base.targets, std::vector<std::string>{"/data/on/the/hosts/"});
        QCOMPARE(o->matrix.base.regionSize, 1ULL << 30);

        QVERIFY(!parsed({QStringLiteral("--client=h"), QStringLiteral("--engine=psync")}));
        QCOMPARE(parsed({QStringLiteral("--engine=fio")}).value_or(RunOptions{}).matrix.base.engine, EngineChoice::Fio);
    }

    // Locally fio works on the file Surfio laid out, and its status reports
    // become live samples.
    void runsPointsThroughFioHere()
    {
        RunnerHarness h;
        RunnerEvents events(h);
        h.start(twoPoints(dir_.path().toStdString()));
        QVERIFY(events.waitFinished(120000));
        const RunnerEvents::Seen seen = events.seen();
        const ResultSet& r = *seen.finished;
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.points.size(), 2);
        for (const JobResult& p : r.points) {
            QVERIFY(p.read.ios > 0);
            QCOMPARE(p.write.ios, uint64_t(0));
            QVERIFY2(QString::fromStdString(p.engine.name).startsWith(QLatin1String("fio 3.")), p.engine.name.c_str());
            QCOMPARE(p.targets.size(), size_t(1));
            QCOMPARE(p.targets[0].kind, TargetKind::Directory);  // Surfio's own target, laid out by Surfio
            QVERIFY(p.targets[0].host.empty());
            QVERIFY(p.read.histogram.total() > 0);  // json+ bins
            QVERIFY(!p.samples.empty());
        }
        QCOMPARE(r.points[1].spec.blockSize, uint64_t(65536));
        QVERIFY(r.points[1].read.bytes == r.points[1].read.ios * 65536);
        QVERIFY(seen.samples.size() >= 2);  // at least one batch per point, while it ran
        QVERIFY(QDir(dir_.path()).entryList({QStringLiteral("surfio-scratch-*")}, QDir::Files).isEmpty());
    }

    // The point's io_uring options reach fio's job file, and fio runs with
    // them: a fio in front on PATH keeps a copy of the file it is given.
    void passesTheUringOptionsToFio()
    {
        const QString realFio = QStandardPaths::findExecutable(QStringLiteral("fio"));
        QTemporaryDir fake;
        QVERIFY(!realFio.isEmpty() && fake.isValid());
        const QString seen = fake.filePath(QStringLiteral("seen.fio"));
        QFile script(fake.filePath(QStringLiteral("fio")));
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write(QStringLiteral("#!/bin/sh\nfor a in \"$@\"; do case \"$a\" in *.fio) cp \"$a\" '%1';; esac; done\n"
                                    "exec '%2' \"$@\"\n")
                         .arg(seen, realFio)
                         .toUtf8());
        script.close();
        script.setPermissions(script.permissions() | QFileDevice::ExeOwner);
        PathInFront path(fake.path());

        Matrix m = twoPoints(dir_.filePath(QStringLiteral("uring.dat")).toStdString());
        m.sweeps.front().blockSizes = {4096};
        m.base.cpusAllowed = {0};
        m.base.iodepthBatchSubmit = 2;
        m.base.iodepthBatchCompleteMin = 2;
        RunnerHarness h;
        const ResultSet r = runToEnd(h, m);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.points.size(), 1);
        QVERIFY(r.points[0].read.ios > 0);
        QFile file(seen);
        QVERIFY2(file.open(QIODevice::ReadOnly), "the fio in front was not run");
        const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
        for (const char* option : {"ioengine=io_uring", "fixedbufs=1", "registerfiles=1", "cpus_allowed=0",
                                   "iodepth_batch_submit=2", "iodepth_batch_complete_min=2"})
            QVERIFY2(lines.contains(QLatin1String(option)), option);
    }

    void stopsFioAndKeepsWhatItMeasured()
    {
        RunnerHarness h;
        Matrix m = twoPoints(dir_.filePath(QStringLiteral("stop.dat")).toStdString());
        m.base.runtime = 30s;
        RunnerEvents events(h);
        h.start(m);
        QVERIFY(events.waitFor([](const RunnerEvents::Seen& seen) { return !seen.samples.isEmpty(); }, 30000));
        h.runner.requestStop();
        QVERIFY(events.waitFinished(30000));
        const ResultSet r = *events.seen().finished;
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QVERIFY(r.stopped);
        QCOMPARE(r.points.size(), 1);
        QVERIFY(r.points[0].stopped);
        QVERIFY(r.points[0].read.ios > 0);
        QVERIFY(r.points[0].seconds < 25);
    }

    void showsWhatFioSaysWhenItFails()
    {
        RunnerHarness h;
        Matrix m = twoPoints(dir_.filePath(QStringLiteral("bad.dat")).toStdString());
        m.fioOptions = {"ioengine=no_such_engine"};
        const ResultSet r = runToEnd(h, m);
        QVERIFY(!r.inputError);
        QVERIFY2(r.error.contains(QLatin1String("fio exited with code"))
                     && r.error.contains(QLatin1String("no_such_engine")),
                 qPrintable(r.error));
        QVERIFY(r.points.isEmpty());
    }

    // Client mode end to end: a 2-point matrix through one fio server.
    void runsPointsThroughAFioServer()
    {
        FioServer server;
        QVERIFY(server.start());
        Matrix m = twoPoints(dir_.filePath(QStringLiteral("remote")).toStdString() + "/");
        m.hosts = {server.host().toStdString()};
        QVERIFY(QDir().mkpath(dir_.filePath(QStringLiteral("remote"))));
        RunnerHarness h;
        const ResultSet r = runToEnd(h, m);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.points.size(), 2);
        for (const JobResult& p : r.points) {
            QVERIFY(p.read.ios > 0);
            QCOMPARE(p.targets.size(), size_t(1));
            QCOMPARE(QString::fromStdString(p.targets[0].host), server.host());
            QCOMPARE(hostsOf(p), QStringList{server.host()});
            const std::optional<JobResult> share = onHost(p, server.host());
            QVERIFY(share);
            QCOMPARE(share->read.ios, p.read.ios);
        }
        // fio laid out its own file on the host, of the region's size.
        QCOMPARE(QFileInfo(dir_.filePath(QStringLiteral("remote/surfio-fio.scratch"))).size(), qint64(16) << 20);
        server.killAll();
    }

    void namesAServerThatCannotBeReached()
    {
        Matrix m = twoPoints("/tmp/");
        m.hosts = {QStringLiteral("127.0.0.1:%1").arg(freePort()).toStdString()};
        RunnerHarness h;
        const ResultSet r = runToEnd(h, m);
        QVERIFY2(r.error.contains(QString::fromStdString(m.hosts[0]))
                     && r.error.contains(QLatin1String("fio --server")),
                 qPrintable(r.error));
        QVERIFY(r.points.isEmpty());
    }

    // A server dying mid-run stops the run; the finished point stays.
    void keepsThePointsBeforeAServerDied()
    {
        FioServer server;
        QVERIFY(server.start());
        QVERIFY(QDir().mkpath(dir_.filePath(QStringLiteral("dies"))));
        Matrix m = twoPoints(dir_.filePath(QStringLiteral("dies")).toStdString() + "/");
        m.base.runtime = 4s;
        m.hosts = {server.host().toStdString()};
        RunnerHarness h;
        RunnerEvents events(h);
        h.start(m);
        QVERIFY(events.waitFor([](const RunnerEvents::Seen& seen) { return !seen.points.isEmpty(); }, 60000));
        QTest::qWait(1500);  // into the second point
        server.killAll();
        QVERIFY(events.waitFinished(120000));
        const ResultSet r = *events.seen().finished;
        QCOMPARE(r.points.size(), 1);
        QVERIFY(r.points[0].read.ios > 0);
        QVERIFY2(r.error.contains(server.host()) && r.error.contains(QLatin1String("went away")), qPrintable(r.error));
        QVERIFY(!r.inputError);
    }

    void refusesDeviceWritesOnHostsUnlessAllowed()
    {
        Matrix m = twoPoints("/dev/nvme0n1");
        m.hosts = {"10.0.0.1"};
        m.sweeps.front().patterns = {Pattern::RandWrite};
        RunnerHarness h;
        const ResultSet r = runToEnd(h, m);
        QVERIFY(r.inputError);
        QVERIFY2(r.error.contains(QLatin1String("--allow-write-device")), qPrintable(r.error));
    }
};

QTEST_GUILESS_MAIN(TestFioEngine)
#include "tst_fio_engine.moc"
