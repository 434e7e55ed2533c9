#include "core/fio/fio_engine.h"

#include "core/fio/fio_export.h"
#include "core/fio/fio_json.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryFile>

#include <set>
#include <utility>

namespace surfio {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(FioEngine)
};

constexpr int kPollMs = 100;
constexpr int kStatusIntervalMs = 500;
// After a stop or a time-out fio gets this long to report and exit before it is killed.
constexpr int kExitWaitMs = 10'000;
constexpr int kErrorLines = 12;  // of fio's messages, in an error

// The point as a one-point matrix, which is what the job file writer takes.
Matrix pointMatrix(const FioRun& run, const JobSpec& spec)
{
    Matrix m;
    m.base = spec;
    m.sweeps = {sweepOfPoint(spec)};
    m.hosts = run.hosts;
    m.fioOptions = run.options;
    return m;
}

// The last lines of what fio said, for an error message.
QString lastLines(const QByteArray& text)
{
    QStringList lines = QString::fromLocal8Bit(text).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (QString& line : lines)
        line = line.trimmed();
    // Client mode's "<host> job: (g=0): rw=..." banners say nothing about a fault.
    lines.removeIf([](const QString& line) { return line.isEmpty() || line.startsWith(QLatin1Char('<')); });
    if (lines.size() > kErrorLines)
        lines = lines.mid(lines.size() - kErrorLines);
    return lines.join(QStringLiteral("; "));
}

// fio's standard output as it arrives, in bounded memory however long the
// point: the newest complete report (each one is cumulative), the samples
// between consecutive reports, and what fio wrote besides its JSON (client
// mode's messages, "client: host=... disconnected", go there), its end.
class FioOutput {
public:
    FioOutput(bool sampled, QString section, PointTargets targets, const SampleSink& onSample)
        : sampled_(sampled)
        , section_(std::move(section))
        , targets_(std::move(targets))
        , onSample_(onSample)
    {
    }

    void add(const QByteArray& chunk)
    {
        pending_ += chunk;
        for (const QByteArray& document : takeFioDocuments(pending_)) {
            const qsizetype start = document.startsWith('{') ? 0 : document.indexOf("\n{") + 1;
            addText(document.left(start));
            report_ = document.mid(start);
            if (sampled_)
                sample();
        }
    }
    // fio is gone: what is left is text, or a report it did not finish.
    void finish() { addText(std::exchange(pending_, {})); }

    const QByteArray& report() const { return report_; }
    const QByteArray& text() const { return text_; }
    const std::vector<IntervalSample>& samples() const { return samples_; }

private:
    static constexpr qsizetype kTextKept = qsizetype(64) * 1024;

    void addText(const QByteArray& text)
    {
        text_ += text;
        if (text_.size() > kTextKept)
            text_.remove(0, text_.size() - kTextKept);
    }

    void sample()
    {
        JobResult now;
        QString ignored;
        if (!readFioPointJson(report_, section_, targets_, now, ignored))
            return;
        if (now.seconds <= previous_.seconds)
            return;
        samples_.push_back(sampleBetween(previous_, now));
        if (onSample_)
            onSample_(samples_.back());
        previous_ = now;
        previous_.samples.clear();
    }

    bool sampled_;
    QString section_;
    PointTargets targets_;
    const SampleSink& onSample_;
    QByteArray pending_, report_, text_;
    JobResult previous_;
    std::vector<IntervalSample> samples_;
};

// fio's client messages about a server, turned into one naming the host and the fix.
QString serverProblem(const QString& messages, const FioRun& run)
{
    static const QRegularExpression refused(QStringLiteral("failed to connect to (\\S+)"));
    static const QRegularExpression unknown(QStringLiteral("failed to resolve <([^>]*)>"));
    // Killed: the connection closes; or, on a busy machine, fio's client gives up waiting first.
    static const QRegularExpression gone(
        QStringLiteral("client: host=(\\S+) disconnected|fio: client (\\S+) timed out"));
    const auto named = [&](const QString& address) {
        for (const std::string& h : run.hosts) {
            QString host = QString::fromStdString(h);
            if (address.startsWith(host) || fioClientAddress(host).contains(address))
                return host;
        }
        return address;
    };
    if (const auto m = refused.match(messages); m.hasMatch())
        return Text::tr("the fio server %1 cannot be reached (%2): start `fio --server` on it, or check the address "
                        "and port (fio's default is 8765) and the firewall")
            .arg(named(m.captured(1)), messages);
    if (const auto m = unknown.match(messages); m.hasMatch())
        return Text::tr("the fio server %1 is not a known host name (%2): check its spelling or give its address")
            .arg(named(m.captured(1)), messages);
    if (const auto m = gone.match(messages); m.hasMatch())
        return Text::tr("the fio server %1 went away mid-run (%2): the points before this one are kept")
            .arg(named(m.captured(1).isEmpty() ? m.captured(2) : m.captured(1)), messages);
    return {};
}

QString hostList(const FioRun& run)
{
    QStringList hosts;
    for (const std::string& h : run.hosts)
        hosts << QString::fromStdString(h);
    return hosts.join(QStringLiteral(", "));
}

}  // namespace

bool findFio(FioProgram& fio, QString& error)
{
    const QString path = QStandardPaths::findExecutable(QStringLiteral("fio"));
    if (path.isEmpty()) {
        error = Text::tr("fio is not installed (not found on PATH): install it (Debian: apt-get install fio) or choose "
                         "Surfio's own engine");
        return false;
    }
    QProcess process;
    process.start(path, {QStringLiteral("--version")});
    if (!process.waitForFinished(10'000) || process.exitStatus() != QProcess::NormalExit) {
        process.kill();
        process.waitForFinished(1000);
        error = Text::tr("%1 --version did not answer: check that this fio runs").arg(path);
        return false;
    }
    const QString said = QString::fromLocal8Bit(process.readAllStandardOutput()).trimmed();
    static const QRegularExpression versionText(QStringLiteral("^fio-(\\d+)\\.(\\d+)"));
    const auto m = versionText.match(said);
    if (!m.hasMatch()) {
        error = Text::tr("%1 --version says \"%2\", which is not fio's version: check that %1 is fio").arg(path, said);
        return false;
    }
    const int major = m.captured(1).toInt();
    const int minor = m.captured(2).toInt();
    if (major < kMinFioMajor || (major == kMinFioMajor && minor < kMinFioMinor)) {
        error =
            Text::tr("%1 is fio %2.%3, older than %4.%5, the first with the io_uring engine Surfio's job files use: "
                     "install a newer fio or put one first on PATH")
                .arg(path)
                .arg(major)
                .arg(minor)
                .arg(kMinFioMajor)
                .arg(kMinFioMinor);
        return false;
    }
    fio.path = path;
    fio.version = said.mid(4);
    return true;
}

QString fioClientAddress(const QString& host)
{
    static const QRegularExpression v6(QStringLiteral("^\\[([^\\]]+)\\](?::(\\d+))?$"));
    static const QRegularExpression hostPort(QStringLiteral("^([^:,\\s]+):(\\d+)$"));
    if (const auto m = v6.match(host); m.hasMatch())
        return QStringLiteral("ip6:%1").arg(m.captured(1))
               + (m.captured(2).isEmpty() ? QString() : QLatin1Char(',') + m.captured(2));
    if (const auto m = hostPort.match(host); m.hasMatch())
        return m.captured(1) + QLatin1Char(',') + m.captured(2);
    return host;
}

namespace {

// How fio ended, and the end of what it said.
struct FioExit {
    bool stopped = false;   // a stop request interrupted it
    bool timedOut = false;  // it ran past its time and was interrupted
    bool crashed = false;
    int code = 0;
    QString said;
};

// fio's command line: json+ reports, every 500 ms here; on hosts, the same job file for each.
QStringList fioArguments(const FioRun& run, const QString& jobFile)
{
    QStringList arguments{QStringLiteral("--output-format=json+")};
    if (run.hosts.empty())
        return arguments << QStringLiteral("--status-interval=%1ms").arg(kStatusIntervalMs) << jobFile;
    for (const std::string& host : run.hosts)
        arguments << QStringLiteral("--client=%1").arg(fioClientAddress(QString::fromStdString(host))) << jobFile;
    return arguments;
}

// Reads fio until it exits; interrupts it on a stop or past limitMs (-1: none),
// and kills it when it does not exit after that.
FioExit supervise(QProcess& fio, qint64 limitMs, const std::atomic<bool>& stop, FioOutput& output,
                  const std::function<void()>& tick)
{
    QElapsedTimer clock;
    clock.start();
    QByteArray messages;
    FioExit exit;
    qint64 interruptedAt = -1;
    while (fio.state() != QProcess::NotRunning) {
        fio.waitForReadyRead(kPollMs);
        output.add(fio.readAllStandardOutput());
        messages = (messages + fio.readAllStandardError()).right(qsizetype(64) * 1024);
        if (tick)
            tick();
        if (interruptedAt < 0 && (stop.load() || (limitMs >= 0 && clock.elapsed() > limitMs))) {
            exit.timedOut = !stop.load();
            exit.stopped = !exit.timedOut;
            interruptedAt = clock.elapsed();
            fio.terminate();  // SIGTERM: fio stops its jobs and reports, as on Ctrl-C
        }
        if (interruptedAt >= 0 && clock.elapsed() - interruptedAt > kExitWaitMs) {
            fio.kill();
            fio.waitForFinished(kExitWaitMs);
            break;
        }
    }
    output.add(fio.readAllStandardOutput());
    output.finish();
    messages += fio.readAllStandardError();
    exit.crashed = fio.exitStatus() != QProcess::NormalExit;
    exit.code = fio.exitCode();
    exit.said = lastLines(messages + output.text());
    return exit;
}

// Why the point failed, or empty when fio ended as it should.
QString exitProblem(const FioExit& exit, const FioRun& run, qint64 limitMs)
{
    const bool remote = !run.hosts.empty();
    if (exit.timedOut)
        return remote ? Text::tr("fio did not finish within %1 s (ramp, runtime and %2 s to spare) on %3: a host may "
                                 "have stopped answering; it was stopped")
                            .arg(limitMs / 1000)
                            .arg(run.grace.count())
                            .arg(hostList(run))
                      : Text::tr("fio did not finish within %1 s (ramp, runtime and %2 s to spare): it was stopped")
                            .arg(limitMs / 1000)
                            .arg(run.grace.count());
    if (exit.stopped)
        return {};
    if (exit.crashed)
        return exit.said.isEmpty() ? Text::tr("fio crashed") : Text::tr("fio crashed: %1").arg(exit.said);
    if (exit.code == 0)
        return {};
    if (QString server = remote ? serverProblem(exit.said, run) : QString(); !server.isEmpty())
        return server;
    return exit.said.isEmpty() ? Text::tr("fio exited with code %1 and said nothing on its error output").arg(exit.code)
                               : Text::tr("fio exited with code %1: %2").arg(exit.code).arg(exit.said);
}

// The point's targets as fio opens them: here the files Surfio laid out; on
// hosts the paths there, a directory's scratch file in it.
PointTargets pointTargets(const FioRun& run, const JobSpec& spec)
{
    PointTargets targets;
    for (const std::string& path : spec.targets) {
        TargetInfo t;
        t.path = path;
        t.ioPath = fioTargetFile(path, !run.hosts.empty()).toStdString();
        targets.push_back(t);
    }
    return targets;
}

// A run on hosts that lacks a host's report, or a host's report on one of
// the point's targets, is not the sum it claims to be.
QString missingHosts(const JobResult& measured, const FioRun& run, const JobSpec& spec)
{
    if (run.hosts.empty())
        return {};
    std::set<std::string> reporting;
    for (const TargetInfo& t : measured.targets)
        reporting.insert(t.host);
    if (reporting.size() < run.hosts.size())
        return Text::tr("fio reported results from %1 of the %2 hosts (%3): the run stops here")
            .arg(reporting.size())
            .arg(run.hosts.size())
            .arg(hostList(run));
    const QStringList missing = missingHostTargets(measured, spec);
    if (missing.isEmpty())
        return {};
    return Text::tr("fio reported no results for %1 (host:target): the run stops here")
        .arg(missing.join(QStringLiteral(", ")));
}

}  // namespace

JobResult runFioJob(const FioRun& run, const JobSpec& spec, const std::atomic<bool>& stop, const SampleSink& onSample,
                    const std::function<void()>& tick)
{
    JobResult result;
    result.spec = spec;
    result.engine.name = QStringLiteral("fio %1").arg(run.fio.version).toStdString();
    const auto failed = [&](const QString& why) {
        result.error = why.toStdString();
        return result;
    };

    QTemporaryFile jobFile(QDir(QDir::tempPath()).filePath(QStringLiteral("surfio-XXXXXX.fio")));
    if (!jobFile.open())
        return failed(Text::tr("cannot write fio's job file in %1: %2").arg(QDir::tempPath(), jobFile.errorString()));
    // A reporting group per target, so each target's figures (on each host) are known.
    jobFile.write(toFioJobFile(pointMatrix(run, spec), nullptr, FioGroups::PerTarget).toUtf8());
    jobFile.close();

    QProcess fio;
    fio.start(run.fio.path, fioArguments(run, jobFile.fileName()));
    if (!fio.waitForStarted(10'000))
        return failed(Text::tr("%1 did not start: %2").arg(run.fio.path, fio.errorString()));
    // A time-based point ends after its ramp and runtime; past that and the
    // grace, fio is stuck (a host that stopped answering).
    const qint64 limitMs =
        spec.runtime.count() > 0 ? (spec.rampTime + spec.runtime).count() / 1'000'000 + run.grace.count() * 1000 : -1;
    const bool remote = !run.hosts.empty();
    const PointTargets targets = pointTargets(run, spec);
    // pointMatrix's one point, run once: the job file's section for it.
    const QString section = fioSectionName(spec, 1);
    FioOutput output(!remote, section, targets, onSample);  // fio's client mode sends no reports before the end
    const FioExit exit = supervise(fio, limitMs, stop, output, tick);
    result.stopped = exit.stopped;
    if (const QString problem = exitProblem(exit, run, limitMs); !problem.isEmpty())
        return failed(problem);

    JobResult measured;
    QString why;
    if (output.report().isEmpty() || !readFioPointJson(output.report(), section, targets, measured, why)) {
        if (exit.stopped)
            return result;  // stopped before fio had anything to report
        if (output.report().isEmpty())
            return failed(exit.said.isEmpty() ? Text::tr("fio wrote no report")
                                              : Text::tr("fio wrote no report; it said: %1").arg(exit.said));
        return failed(Text::tr("fio's report cannot be read: %1").arg(why));
    }
    if (!remote)
        measured.samples = output.samples();
    measured.spec = spec;
    measured.stopped = exit.stopped;
    measured.point = 0;
    measured.trial = 0;
    if (measured.error.empty())
        measured.error = missingHosts(measured, run, spec).toStdString();
    return measured;
}

}  // namespace surfio
