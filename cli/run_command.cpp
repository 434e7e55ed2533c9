#include "cli/run_command.h"

#include "core/matrix/matrix.h"
#include "core/matrix/run_costs.h"
#include "core/matrix/run_options.h"
#include "core/result/result_table.h"
#include "core/run/run_policy.h"
#include "core/run/runner.h"
#include "core/text/engine_text.h"
#include "core/text/units.h"
#include "core/text/verify_text.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QTextStream>
#include <QThread>

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

bool writeOutput(const QString& path, const QByteArray& data, QString& error)
{
    if (path.isEmpty()) {
        // A full disk or a closed pipe behind stdout loses the result: say so.
        if (fwrite(data.constData(), 1, size_t(data.size()), stdout) != size_t(data.size()) || fflush(stdout) != 0) {
            error = Text::tr("cannot write %1: %2").arg(QStringLiteral("stdout"), qt_error_string(errno));
            return false;
        }
        return true;
    }
    QString why;
    if (!writeWholeFile(path, data, why)) {
        error = Text::tr("cannot write %1: %2").arg(path, why);
        return false;
    }
    return true;
}

}  // namespace

static int execute(const RunRequest& request, const QString& format, const QString& output)
{
    QTextStream err(stderr);
    if (request.matrix.shrunk())
        err << Text::tr(
                   "surfio run: preset %1 shrunk for a quick look: %2 per point of the intended %3, region %4 of %5; "
                   "the result records it")
                   .arg(QString::fromStdString(request.matrix.preset), formatDuration(request.matrix.base.runtime),
                        formatDuration(request.matrix.presetRuntime),
                        request.matrix.base.regionSize ? formatSize(request.matrix.base.regionSize)
                                                       : Text::tr("the target's size"),
                        formatSize(request.matrix.presetRegion))
            << Qt::endl;
    registerRunnerTypes();
    QThread thread;
    Runner runner;
    runner.moveToThread(&thread);
    thread.start();
    g_runner.store(&runner);
    struct sigaction action {};
    action.sa_handler = onSignal;
    sigaction(SIGINT, &action, nullptr);
    sigaction(SIGTERM, &action, nullptr);

    const bool progressLine = isatty(STDERR_FILENO);
    const Matrix& matrix = request.matrix;
    const int points = int(matrix.expand().size());
    QString currentPoint;
    bool headerPrinted = false;
    QEventLoop loop;
    ResultSet final;

    QObject::connect(&runner, &Runner::pointStarted, &loop, [&](int index, const JobSpec& spec) {
        currentPoint = Text::tr("%1/%2 · %3 %4 · %5% read · QD%6 x%7")
                           .arg(index + 1)
                           .arg(points)
                           .arg(spec.blockSplit.empty() ? formatSize(spec.blockSize)
                                                        : QString::fromStdString(blockSplitName(spec.blockSplit)),
                                QString::fromStdString(patternName(spec.pattern)))
                           .arg(spec.effectiveReadPercent())
                           .arg(spec.queueDepth)
                           .arg(spec.jobs);
    });
    QObject::connect(&runner, &Runner::progress, &loop, [&](const RunProgress& p) {
        if (!progressLine)
            return;
        QString text;
        if (p.phase == QLatin1String("layout"))
            text = Text::tr("laying out the target with random data: %1%").arg(int(p.fraction * 100));
        else if (p.phase == QLatin1String("precondition"))
            text = Text::tr("preconditioning: writing the region twice, 128 KiB sequential: %1%")
                       .arg(int(p.fraction * 100));
        else if (p.maxRounds > 1)
            text = Text::tr("round %1 (at most %2) · %3 · trial %4/%5 · %6% done")
                       .arg(p.round + 1)
                       .arg(p.maxRounds)
                       .arg(currentPoint)
                       .arg(p.trial + 1)
                       .arg(p.trials)
                       .arg(int(p.fraction * 100));
        else if (p.trials > 1)
            text = Text::tr("%1 · trial %2/%3 · %4% done · ETA %5 s")
                       .arg(currentPoint)
                       .arg(p.trial + 1)
                       .arg(p.trials)
                       .arg(int(p.fraction * 100))
                       .arg(std::llround(p.etaSeconds));
        else
            text = Text::tr("%1 · %2% done · ETA %3 s")
                       .arg(currentPoint)
                       .arg(int(p.fraction * 100))
                       .arg(std::llround(p.etaSeconds));
        err << QLatin1Char('\r') << text.leftJustified(79) << Qt::flush;
    });
    QObject::connect(&runner, &Runner::pointFinished, &loop, [&](int index, const JobResult& r) {
        if (format != QLatin1String("normal") || !output.isEmpty())
            return;  // the table goes out at once only when it is the output
        if (progressLine)
            err << QLatin1Char('\r') << QString(79, QLatin1Char(' ')) << QLatin1Char('\r') << Qt::flush;
        QTextStream out(stdout);
        if (!headerPrinted) {
            headerPrinted = true;
            ResultSet headerOnly;
            headerOnly.host = HostInfo::current();
            headerOnly.matrix = matrix;
            out << tableHeader(headerOnly, r) << tableColumns() << Qt::endl;
        }
        out << tableRow(index, r) << Qt::endl;
    });
    QObject::connect(&runner, &Runner::finished, &loop, [&](const ResultSet& r) {
        final = r;
        loop.quit();
    });
    QMetaObject::invokeMethod(
        &runner, [&] { runner.runRequest(request); }, Qt::QueuedConnection);
    loop.exec();
    g_runner.store(nullptr);
    thread.quit();
    thread.wait();
    RunCostBook(RunCostBook::defaultPath(), true).learn(final.timings);  // the next estimate knows this machine better
    if (progressLine)
        err << QLatin1Char('\r') << QString(79, QLatin1Char(' ')) << QLatin1Char('\r') << Qt::flush;

    if (final.inputError) {
        err << Text::tr("surfio run: %1").arg(final.error) << Qt::endl;
        return 2;
    }

    QByteArray data;
    if (format != QLatin1String("normal") || !output.isEmpty())
        data = resultDocument(final, format);
    else if (final.matrix.trials > 1 || final.matrix.steadyState.enabled) {
        // The runs went out as they finished; the points' means and spread close the table.
        const QList<PointSummary> summaries = summarize(final);
        if (!summaries.isEmpty()) {
            QString text = QLatin1Char('\n') + methodLines(final) + summaryColumns(true) + QLatin1Char('\n');
            for (const PointSummary& summary : summaries)
                text += summaryRow(summary, final, true) + QLatin1Char('\n');
            data = text.toUtf8();
        }
    }
    QString writeError;
    if (!data.isEmpty() && !writeOutput(output, data, writeError)) {
        err << Text::tr("surfio run: %1").arg(writeError) << Qt::endl;
        if (!request.journalPath.isEmpty())
            err << Text::tr("surfio run: every finished point is in %1; resume it with `surfio resume %1`")
                       .arg(request.journalPath)
                << Qt::endl;
        return 1;
    }
    if (settleJournal(request.journalPath, final, true))
        err << Text::tr("surfio run: the run is incomplete; `surfio resume %1` runs what is missing")
                   .arg(request.journalPath)
            << Qt::endl;

    // A verify that checked none of a point's reads passed without meaning anything: say so, whatever the format.
    std::map<int, JobResult::Verify> verified;
    for (const JobResult& r : final.points)
        verified[r.point].merge(r.verify);
    for (const auto& [point, v] : verified)
        if (const QString why = checkedNothingText(v); !why.isEmpty())
            err << Text::tr("surfio run: warning: point %1: %2").arg(point + 1).arg(why) << Qt::endl;
    // What the devices and the CPU say about the figures: the table shows it under its line, JSON and CSV hold it where
    // a person may not look.
    if (format != QLatin1String("normal")) {
        std::map<int, std::set<std::string>> warned;
        for (const JobResult& r : final.points)
            warned[r.point].insert(r.warnings.begin(), r.warnings.end());
        for (const auto& [point, warnings] : warned)
            for (const std::string& w : warnings)
                err << Text::tr("surfio run: warning: point %1: %2").arg(point + 1).arg(engineText(w)) << Qt::endl;
    }

    if (g_signal == SIGINT || g_signal == SIGTERM) {
        err << Text::tr("surfio run: stopped by a signal; the points finished so far are written") << Qt::endl;
        return 128 + g_signal;  // 130 for SIGINT, 143 for SIGTERM, as shells report them
    }
    if (!final.error.isEmpty()) {
        err << Text::tr("surfio run: the run failed: %1 (%n finished point(s) written)", nullptr,
                        int(final.points.size()))
                   .arg(final.error)
            << Qt::endl;
        return 1;
    }
    if (final.stopped)
        err << Text::tr("surfio run: stopped; the points finished so far are written") << Qt::endl;
    return 0;
}

int runCommand(const QStringList& arguments)
{
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Runs a job or a matrix of jobs headless. Options take fio's names; --bs, --rwmixread, --iodepth, "
                 "--numjobs and --rw take comma lists, whose cross product is the matrix. With no options: a quick "
                 "run of 3 block sizes x 3 mixes against a scratch file in the temp directory."));
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addHelpOption();
    addRunOptions(parser);
    QStringList args = arguments;
    if (args.size() > 1 && args.at(1) == QLatin1String("run"))
        args.removeAt(1);
    if (!parser.parse(runArguments(args))) {
        err << Text::tr("surfio run: %1 (see surfio run --help)").arg(parser.errorText()) << Qt::endl;
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << parser.helpText().replace(QLatin1String("[options]"), QLatin1String("run [options]"));
        return 0;
    }
    if (!parser.positionalArguments().isEmpty()) {
        err << Text::tr("surfio run: unexpected argument '%1': options take the form --name=value")
                   .arg(parser.positionalArguments().constFirst())
            << Qt::endl;
        return 2;
    }

    RunOptions options;
    QString error;
    if (!parseRunOptions(parser, options, error)) {
        err << Text::tr("surfio run: %1").arg(error) << Qt::endl;
        return 2;
    }

    RunRequest request;
    QString journal;
    if (!newRunRequest(options.matrix, RunFiles{options.output, options.format}, request, journal)) {
        err << Text::tr("surfio run: %1 exists: it belongs to an interrupted run. Resume it with `surfio resume %1`, "
                        "or remove it to start over")
                   .arg(journal)
            << Qt::endl;
        return 2;
    }
    return execute(request, options.format, options.output);
}

int resumeCommand(const QStringList& arguments)
{
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Resumes an interrupted run from its journal (RESULT.journal, next to the result file): runs only the "
                 "points that are missing and writes the whole result to the original output file."));
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("journal"), Text::tr("The journal of the interrupted run."));
    parser.addOption(QCommandLineOption(QStringLiteral("allow-write-device"),
                                        Text::tr("Allow writing to a block device, as the interrupted run did.")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("force"),
        Text::tr("With --allow-write-device: write even over a filesystem or partition signature.")));
    QStringList args = arguments;
    if (args.size() > 1 && args.at(1) == QLatin1String("resume"))
        args.removeAt(1);
    if (!parser.parse(args)) {
        err << Text::tr("surfio resume: %1 (see surfio resume --help)").arg(parser.errorText()) << Qt::endl;
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << parser.helpText().replace(QLatin1String("[options]"), QLatin1String("resume [options]"));
        return 0;
    }
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
    err << Text::tr("surfio resume: %n run(s) already finished; writing to %1", nullptr, finished)
               .arg(request.outputPath)
        << Qt::endl;
    return execute(request, request.outputFormat, request.outputPath);
}

}  // namespace surfio
