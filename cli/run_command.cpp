#include "cli/run_command.h"

#include "cli/command_line.h"
#include "cli/device_opening.h"
#include "core/analysis/analysis_text.h"
#include "core/matrix/matrix.h"
#include "core/matrix/run_costs.h"
#include "core/matrix/run_options.h"
#include "core/result/result_file_name.h"
#include "core/result/result_table.h"
#include "core/run/progress_text.h"
#include "core/run/run_policy.h"
#include "core/run/runner_thread.h"
#include "core/text/engine_text.h"
#include "core/text/output_file.h"
#include "core/text/units.h"
#include "core/text/verify_text.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QTextStream>

#include <cerrno>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <map>
#include <set>
#include <unistd.h>

namespace surfio {

namespace {

// The translation context of this file's messages.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(RunCommand)
};

std::atomic<Runner*> g_runner{nullptr};
volatile sig_atomic_t g_signal = 0;

void onSignal(int sig)
{
    g_signal = sig;
    if (Runner* r = g_runner.load())
        r->requestStop();  // an atomic store: safe in a signal handler
}

bool isStopSignal(int sig)
{
    return sig == SIGINT || sig == SIGTERM || sig == SIGHUP;  // SIGHUP: the terminal or SSH session went away
}

bool writeOutput(const QString& path, const QByteArray& data, QString& error)
{
    if (!path.isEmpty())
        return writeOutputFile(path, data, error);
    // A full disk or a closed pipe behind stdout loses the result: say so.
    QString why;
    if (std::fwrite(data.constData(), 1, size_t(data.size()), stdout) != size_t(data.size())
        || !flushStandardOutput(why)) {
        error = Text::tr("cannot write stdout: %1").arg(why.isEmpty() ? qt_error_string(errno) : why);
        return false;
    }
    return true;
}

// One run on a Runner in a worker thread and what the terminal sees of it:
// a progress line (on a terminal), the table's lines as runs finish when the
// table is the output, then the result, its warnings and the exit code.
class HeadlessRun {
public:
    HeadlessRun(const RunRequest& request, const QString& format, const QString& output)
        : request_(request)
        , format_(format)
        , output_(output)
        , err_(stderr)
        , progressLine_(isatty(STDERR_FILENO))
    {
    }

    int execute()
    {
        sayShrunk();
        sayVolumeSize();
        const ResultSet result = run();
        if (result.inputError) {
            settleJournal(request_.journalPath, result, false);  // an empty journal goes
            err_ << Text::tr("surfio run: %1").arg(result.error) << Qt::endl;
            return 2;
        }
        if (!writeResult(result))
            return result.points.isEmpty() ? 2 : 1;
        if (settleJournal(request_.journalPath, result, true))
            err_ << Text::tr("surfio run: the run is incomplete; `surfio resume %1` runs what is missing")
                        .arg(request_.journalPath)
                 << Qt::endl;
        warnOfUnverifiedPoints(result);
        // What the devices and the CPU say about the figures: the table shows it under its line, JSON and CSV
        // hold it where a person may not look.
        if (format_ != QLatin1String("normal"))
            warnOfPointWarnings(result);
        return exitCode(result);
    }

private:
    const RunRequest& request_;
    const QString format_;
    const QString output_;
    QTextStream err_;
    const bool progressLine_;
    JobSpec runningSpec_;  // the point the progress line speaks of
    bool headerPrinted_ = false;
    std::vector<TargetInfo> described_;  // the targets the table has described
    QString stdoutError_;                // why the table could not go out as the points finished

    // The table goes out at once only when it is the output.
    bool tableIsOutput() const { return format_ == QLatin1String("normal") && output_.isEmpty(); }

    void sayShrunk()
    {
        const Matrix& m = request_.matrix;
        if (!m.shrunk())
            return;
        const QString preset = QString::fromStdString(m.preset);
        const bool quick = m.presetRuntime.count() > 0 && m.base.runtime < m.presetRuntime;
        if (m.presetRegionFitted && !quick) {
            err_ << Text::tr("surfio run: preset %1 runs on the whole target, %2, as it is smaller than the preset's "
                             "region of %3; the result records it")
                        .arg(preset, formatSize(m.base.regionSize), formatSize(m.presetRegion))
                 << Qt::endl;
            return;
        }
        QString region = m.base.regionSize ? formatSize(m.base.regionSize) : Text::tr("the target's size");
        if (m.presetRegionFitted)
            region = Text::tr("%1 (the whole target)").arg(region);
        err_ << Text::tr(
                    "surfio run: preset %1 shrunk for a quick look: %2 per point of the intended %3, region %4 of %5; "
                    "the result records it")
                    .arg(preset, formatDuration(m.base.runtime), formatDuration(m.presetRuntime), region,
                         formatSize(m.presetRegion))
             << Qt::endl;
    }

    // A promise for a volume far from the target's size holds for the target
    // only if it stands for that volume (a test device does): said before the
    // run, and in the result's heading.
    void sayVolumeSize()
    {
        const VolumePromise& p = request_.matrix.volume;
        if (!p.targetSizeDiffers())
            return;
        err_ << Text::tr("surfio run: --volume=%1 is for a volume of %2, and the target %3 is %4: the verdicts hold "
                         "for the target only if it stands in for such a volume")
                    .arg(QString::fromStdString(p.spec), formatSize(p.sizeBytes),
                         QString::fromStdString(request_.matrix.base.targets.front()), formatSize(p.targetBytes))
             << Qt::endl;
    }

    ResultSet run()
    {
        RunnerThread thread;
        Runner* runner = thread.start(request_);
        g_runner.store(runner);
        // Let go on the runner's thread as it ends, before it can be deleted.
        QObject::connect(
            runner, &Runner::finished, runner, [] { g_runner.store(nullptr); }, Qt::DirectConnection);
        struct sigaction action {};
        action.sa_handler = onSignal;
        for (int sig : {SIGINT, SIGTERM, SIGHUP})
            sigaction(sig, &action, nullptr);

        QEventLoop loop;
        ResultSet result;
        QObject::connect(runner, &Runner::pointStarted, &loop,
                         [this](int index, const JobSpec& spec) { pointStarted(index, spec); });
        QObject::connect(runner, &Runner::progress, &loop, [this](const RunProgress& p) { showProgress(p); });
        QObject::connect(runner, &Runner::pointFinished, &loop,
                         [this](int index, const JobResult& r) { pointFinished(index, r); });
        QObject::connect(&thread, &RunnerThread::finished, &loop, [&](const ResultSet& r) {
            result = r;
            loop.quit();
        });
        loop.exec();
        // The next estimate knows this machine better.
        RunCostBook(RunCostBook::defaultPath(), true).learn(result.timings);
        clearProgressLine();
        return result;
    }

    void pointStarted(int /*index*/, const JobSpec& spec) { runningSpec_ = spec; }

    void showProgress(const RunProgress& p)
    {
        if (progressLine_)
            err_ << QLatin1Char('\r') << ProgressText::line(p, runningSpec_).leftJustified(79) << Qt::flush;
    }

    void pointFinished(int index, const JobResult& r)
    {
        if (!tableIsOutput())
            return;
        clearProgressLine();
        QTextStream out(stdout);
        if (!headerPrinted_) {
            headerPrinted_ = true;
            ResultSet headerOnly;
            headerOnly.host = HostInfo::current();
            headerOnly.matrix = request_.matrix;
            out << tableHeader(headerOnly, r) << tableColumns() << Qt::endl;
            described_ = r.targets;
        }
        // A target first used by this run (--target-count): its line before the row.
        for (const TargetInfo& t : r.targets)
            if (!usesTarget(described_, t)) {
                out << targetLine(t);
                described_.push_back(t);
            }
        out << tableRow(index, r) << Qt::endl;
        QString why;
        if (stdoutError_.isEmpty() && !flushStandardOutput(why)) {
            stdoutError_ = why;  // nobody reads the rest: stop, and keep what ran
            if (Runner* runner = g_runner.load())
                runner->requestStop();
        }
    }

    void clearProgressLine()
    {
        if (progressLine_)
            err_ << QLatin1Char('\r') << QString(79, QLatin1Char(' ')) << QLatin1Char('\r') << Qt::flush;
    }

    // The result document; for the table, whose runs went out as they finished, the points' means and spread
    // that close it (with trials or steady state), then what the analysis found.
    QByteArray resultData(const ResultSet& result) const
    {
        if (!tableIsOutput())
            return resultDocument(result, format_);
        QString text;
        const QList<PointSummary> summaries = summarize(result);
        if ((result.matrix.trials > 1 || result.matrix.steadyState.enabled) && !summaries.isEmpty()) {
            text = QLatin1Char('\n') + methodLines(result) + summaryColumns(true) + QLatin1Char('\n');
            for (const PointSummary& summary : summaries)
                text += summaryRow(summary, result, true) + QLatin1Char('\n');
        }
        const QString analysis = analysisSummary(analyze(result));
        if (!analysis.isEmpty())
            text += QLatin1Char('\n') + analysis;
        return text.toUtf8();
    }

    bool writeResult(const ResultSet& result)
    {
        const QByteArray data = resultData(result);
        QString writeError = stdoutError_.isEmpty() ? QString() : Text::tr("cannot write stdout: %1").arg(stdoutError_);
        if (writeError.isEmpty() && (data.isEmpty() || writeOutput(output_, data, writeError)))
            return true;
        err_ << Text::tr("surfio run: %1").arg(writeError) << Qt::endl;
        if (!request_.journalPath.isEmpty())
            err_ << Text::tr("surfio run: every finished point is in %1; resume it with `surfio resume %1`")
                        .arg(request_.journalPath)
                 << Qt::endl;
        else if (!result.points.isEmpty())
            keepElsewhere(result);
        return false;
    }

    // The output failed (stdout, a full device), and there is no journal: the finished points go where the
    // workbench keeps runs.
    void keepElsewhere(const ResultSet& result)
    {
        QString error;
        const QString kept = keepInRunsDirectory(resultDocument(result, QStringLiteral("json")), error);
        if (kept.isEmpty())
            err_ << Text::tr("surfio run: the finished points could not be kept either: %1").arg(error) << Qt::endl;
        else
            err_ << Text::tr("surfio run: the %n finished run(s) are kept in %1", nullptr, int(result.points.size()))
                        .arg(kept)
                 << Qt::endl;
    }

    // A verify that checked none of a point's reads passed without meaning anything: say so, whatever the format.
    void warnOfUnverifiedPoints(const ResultSet& result)
    {
        std::map<int, JobResult::Verify> verified;
        for (const JobResult& r : result.points)
            verified[r.point].merge(r.verify);
        for (const auto& [point, v] : verified)
            if (const QString why = checkedNothingText(v); !why.isEmpty())
                err_ << Text::tr("surfio run: warning: point %1: %2").arg(point + 1).arg(why) << Qt::endl;
    }

    void warnOfPointWarnings(const ResultSet& result)
    {
        std::map<int, std::set<std::string>> warned;
        for (const JobResult& r : result.points)
            warned[r.point].insert(r.warnings.begin(), r.warnings.end());
        for (const auto& [point, warnings] : warned)
            for (const std::string& w : warnings)
                err_ << Text::tr("surfio run: warning: point %1: %2").arg(point + 1).arg(engineText(w)) << Qt::endl;
    }

    int exitCode(const ResultSet& result)
    {
        if (isStopSignal(g_signal)) {
            err_ << Text::tr("surfio run: stopped by a signal; what it measured until then is written: %n point(s)",
                             nullptr, int(result.points.size()))
                 << Qt::endl;
            return 128 + g_signal;  // 130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP, as shells report them
        }
        if (!result.error.isEmpty()) {
            err_ << Text::tr("surfio run: the run failed: %1 (%n finished point(s) written)", nullptr,
                             int(result.points.size()))
                        .arg(result.error)
                 << Qt::endl;
            return 1;
        }
        if (result.stopped)
            err_ << Text::tr("surfio run: stopped; what it measured until then is written: %n point(s)", nullptr,
                             int(result.points.size()))
                 << Qt::endl;
        return 0;
    }
};

QCommandLineOption noAskOption()
{
    return QCommandLineOption(
        QStringLiteral("no-ask"),
        Text::tr("Never ask for a password: a block device this user may not open is opened by UDisks2 only where a "
                 "polkit rule allows it without asking; else the run stops before it starts."));
}

}  // namespace

int runCommand(const QStringList& arguments)
{
    QTextStream err(stderr);
    CommandLine line(
        QStringLiteral("run"),
        Text::tr(
            "Runs a job or a matrix of jobs headless. Options take fio's names; --bs, --rwmixread, --iodepth, "
            "--numjobs, --rate_iops and --rw take comma lists, whose cross product is the matrix. With no options: a quick "
            "run of 3 block sizes x 3 mixes against a scratch file in the temp directory."),
        CommandLine::SingleDash::Words);
    addRunOptions(line.parser());
    line.parser().addOption(noAskOption());
    if (const std::optional<int> code = line.parse(runArguments(arguments)))
        return *code;
    if (const std::optional<int> code = line.refuseArguments())
        return *code;

    RunOptions options;
    QString error;
    if (!parseRunOptions(line.parser(), options, error)) {
        err << Text::tr("surfio run: %1").arg(error) << Qt::endl;
        return 2;
    }

    if (options.output.isEmpty() && standardOutputClosed()) {
        err << Text::tr("surfio run: standard output is closed, so the result would be lost: give --output=FILE")
            << Qt::endl;
        return 2;
    }
    RunRequest request;
    RunRefusal refusal;
    if (!newRunRequest(options.matrix, RunFiles{options.output, options.format}, request, refusal)) {
        if (refusal.interruptedJournal.isEmpty())
            err << Text::tr("surfio run: --output: %1").arg(refusal.error) << Qt::endl;
        else
            err << Text::tr("surfio run: %1 exists: it belongs to an interrupted run. Resume it with `surfio resume "
                            "%1`, or remove it to start over")
                       .arg(refusal.interruptedJournal)
                << Qt::endl;
        return 2;
    }
    const bool mayAsk = !line.parser().isSet(QStringLiteral("no-ask"));
    if (const std::optional<int> code = openDevicesFor(request, mayAsk, QStringLiteral("run"), err))
        return *code;
    return HeadlessRun(request, options.format, options.output).execute();
}

int resumeCommand(const QStringList& arguments)
{
    QTextStream err(stderr);
    CommandLine line(
        QStringLiteral("resume"),
        Text::tr("Resumes an interrupted run from its journal (RESULT.journal, next to the result file): runs only the "
                 "points that are missing and writes the whole result to the original output file."),
        CommandLine::SingleDash::Words);
    QCommandLineParser& parser = line.parser();
    parser.addPositionalArgument(QStringLiteral("journal"), Text::tr("The journal of the interrupted run."));
    parser.addOption(QCommandLineOption(QStringLiteral("allow-write-device"),
                                        Text::tr("Allow writing to a block device, as the interrupted run did.")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("force"),
        Text::tr("With --allow-write-device: write even over a filesystem or partition signature.")));
    parser.addOption(noAskOption());
    if (const std::optional<int> code = line.parse(arguments))
        return *code;
    if (parser.positionalArguments().size() != 1) {
        err << Text::tr(
            "surfio resume: give the journal of the interrupted run, e.g. surfio resume result.json.journal")
            << Qt::endl;
        return 2;
    }
    const QString path = parser.positionalArguments().constFirst();
    RunRequest request;
    int finished = 0;
    QString error;
    if (!resumeRunRequest(path, request, finished, error)) {
        err << Text::tr("surfio resume: %1").arg(error) << Qt::endl;
        return 2;
    }
    request.matrix.base.allowWriteDevice = parser.isSet(QStringLiteral("allow-write-device"));
    request.matrix.base.force = parser.isSet(QStringLiteral("force"));
    if (const std::optional<int> code =
            openDevicesFor(request, !parser.isSet(QStringLiteral("no-ask")), QStringLiteral("resume"), err))
        return *code;
    err << Text::tr("surfio resume: %n run(s) already finished; writing to %1", nullptr, finished)
               .arg(request.outputPath)
        << Qt::endl;
    return HeadlessRun(request, request.outputFormat, request.outputPath).execute();
}

}  // namespace surfio
