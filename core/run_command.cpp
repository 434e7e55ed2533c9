#include "run_command.h"

#include "matrix.h"
#include "result_csv.h"
#include "result_json.h"
#include "result_table.h"
#include "runner.h"
#include "units.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>
#include <QTextStream>
#include <QThread>

#include <csignal>
#include <cstdio>
#include <unistd.h>

namespace surfio {

namespace {

// The translation context of this file's messages.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(RunCommand)
};

// Bad input: the message names the option and the fix.
struct InputError {
    QString message;
};

std::atomic<Runner*> g_runner{nullptr};
volatile sig_atomic_t g_signal = 0;

void onSignal(int sig)
{
    g_signal = sig;
    if (Runner* r = g_runner.load())
        r->requestStop();  // an atomic store: safe in a signal handler
}

QStringList listValues(const QCommandLineParser& parser, const QString& name)
{
    QStringList values;
    for (const QString& v : parser.values(name))
        values += v.split(QLatin1Char(','), Qt::SkipEmptyParts);
    return values;
}

uint64_t sizeValue(const QString& option, const QString& text)
{
    const auto v = parseSize(text);
    if (!v)
        throw InputError{Text::tr("--%1=%2 is not a size: use a number with an optional k, m, g or t suffix, e.g. --%1=4k")
                             .arg(option, text)};
    return *v;
}

std::chrono::nanoseconds durationValue(const QString& option, const QString& text)
{
    const auto v = parseDuration(text);
    if (!v)
        throw InputError{Text::tr("--%1=%2 is not a time: use seconds or a number with ms, s, m or h, e.g. --%1=30s")
                             .arg(option, text)};
    return *v;
}

uint64_t integerValue(const QString& option, const QString& text, uint64_t min, uint64_t max)
{
    bool ok = false;
    const qulonglong v = text.trimmed().toULongLong(&ok);
    if (!ok || v < min || v > max)
        throw InputError{Text::tr("--%1=%2 is not a whole number from %3 to %4").arg(option, text).arg(min).arg(max)};
    return v;
}

struct Options {
    Matrix matrix;
    QString format = QStringLiteral("normal");
    QString output;
};

void addOptions(QCommandLineParser& p)
{
    const auto opt = [&](const char* name, const char* help, const char* valueName = nullptr) {
        if (valueName)
            p.addOption(QCommandLineOption(QLatin1String(name), Text::tr(help), QLatin1String(valueName)));
        else
            p.addOption(QCommandLineOption(QLatin1String(name), Text::tr(help)));
    };
    p.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    p.setApplicationDescription(
        Text::tr("Runs a job or a matrix of jobs headless. Options take fio's names; --bs, --rwmixread, --iodepth, "
           "--numjobs and --rw take comma lists, whose cross product is the matrix. With no options: a quick "
           "run of 3 block sizes x 3 mixes against a scratch file in the temp directory."));
    p.addHelpOption();
    opt("filename", "Target file or block device; repeat or separate with ':' for several.", "path");
    opt("directory", "Directory for a scratch file, removed afterwards (see --keep).", "dir");
    opt("rw", "read, write, randread, randwrite, rw or randrw (comma list). Default randread.", "pattern");
    opt("bs", "Block size, 512 to 64m (comma list). Default 4k.", "size");
    opt("rwmixread", "Percentage of reads for rw/randrw, 0-100 (comma list). Default 50.", "percent");
    opt("rwmixwrite", "Percentage of writes for rw/randrw (instead of --rwmixread).", "percent");
    opt("percentage_random", "Share of random I/Os, 0-100 (Iometer's % random); default from --rw.", "percent");
    opt("iodepth", "I/Os in flight per job, 1-65536 (comma list). Default 1.", "n");
    opt("numjobs", "Worker threads, 1-256 (comma list). Default 1.", "n");
    opt("size", "Region size; default: the file or device, or 1g for a new file.", "size");
    opt("offset", "Region start. Default 0.", "size");
    opt("runtime", "Measured time per point (s, or ms/s/m/h suffix). Default 10s.", "time");
    opt("ramp_time", "Unmeasured warm-up per point. Default 0.", "time");
    opt("io_size", "Bytes per job after which a point ends (with --runtime: whichever comes first).", "size");
    opt("direct", "1: direct I/O (default), 0: through the page cache.", "0|1");
    opt("rate_iops", "Cap on IOPS for the whole point.", "n");
    opt("randseed", "Seed for offsets and mixes; the same seed repeats the same I/O.", "n");
    opt("engine", "auto (io_uring, psync if unavailable), io_uring or psync.", "name");
    opt("sample_interval", "Time series resolution. Default 100ms.", "time");
    opt("output-format", "normal, json or csv.", "format");
    opt("output", "Write the result to this file instead of standard output.", "file");
    opt("allow-write-device", "Allow writing to a block device (never to a mounted or busy one).");
    opt("force", "With --allow-write-device: write even over a filesystem or partition signature.");
    opt("keep", "Keep a --directory scratch file (its layout is reused only through --filename).");
}

Options parseOptions(const QCommandLineParser& p)
{
    Options o;
    const bool anyJobOption = !p.optionNames().isEmpty();
    o.matrix = anyJobOption ? Matrix{} : quickMatrix();
    JobSpec& base = o.matrix.base;
    if (anyJobOption)
        base.rampTime = std::chrono::nanoseconds(0);

    for (const QString& f : p.values(QStringLiteral("filename")))
        for (const QString& part : f.split(QLatin1Char(':'), Qt::SkipEmptyParts))
            base.targets.push_back(part.toStdString());
    const QStringList dirs = p.values(QStringLiteral("directory"));
    for (const QString& d : dirs) {
        const QFileInfo info(d);
        if (!info.exists())
            throw InputError{Text::tr("--directory=%1 does not exist: create it or pick another directory").arg(d)};
        if (!info.isDir())
            throw InputError{Text::tr("--directory=%1 is not a directory: use --filename for a file or device").arg(d)};
        base.targets.push_back(d.toStdString());
    }
    if (base.targets.empty())
        base.targets.push_back(QDir::tempPath().toStdString());

    if (p.isSet(QStringLiteral("rw"))) {
        o.matrix.patterns.clear();
        for (const QString& v : listValues(p, QStringLiteral("rw"))) {
            const auto pattern = parsePattern(v.trimmed().toStdString());
            if (!pattern)
                throw InputError{Text::tr("--rw=%1 is not a pattern: use read, write, randread, randwrite, rw or randrw").arg(v)};
            o.matrix.patterns.push_back(*pattern);
        }
    }
    if (p.isSet(QStringLiteral("bs"))) {
        o.matrix.blockSizes.clear();
        for (const QString& v : listValues(p, QStringLiteral("bs")))
            o.matrix.blockSizes.push_back(sizeValue(QStringLiteral("bs"), v));
    }
    const bool mixRead = p.isSet(QStringLiteral("rwmixread"));
    const bool mixWrite = p.isSet(QStringLiteral("rwmixwrite"));
    if (mixRead && mixWrite)
        throw InputError{Text::tr("give --rwmixread or --rwmixwrite, not both")};
    if (mixRead || mixWrite) {
        o.matrix.readPercents.clear();
        const QString name = mixRead ? QStringLiteral("rwmixread") : QStringLiteral("rwmixwrite");
        for (const QString& v : listValues(p, name)) {
            bool ok = false;
            const int percent = v.trimmed().toInt(&ok);
            if (!ok || percent < 0 || percent > 100)
                throw InputError{Text::tr("--%1=%2 is outside 0 to 100: give a percentage").arg(name, v)};
            o.matrix.readPercents.push_back(mixRead ? percent : 100 - percent);
        }
    } else if (anyJobOption) {
        o.matrix.readPercents = {50};  // fio's default mix
    }
    if (p.isSet(QStringLiteral("iodepth"))) {
        o.matrix.queueDepths.clear();
        for (const QString& v : listValues(p, QStringLiteral("iodepth")))
            o.matrix.queueDepths.push_back(uint32_t(integerValue(QStringLiteral("iodepth"), v, 1, kMaxQueueDepth)));
    }
    if (p.isSet(QStringLiteral("numjobs"))) {
        o.matrix.jobCounts.clear();
        for (const QString& v : listValues(p, QStringLiteral("numjobs")))
            o.matrix.jobCounts.push_back(uint32_t(integerValue(QStringLiteral("numjobs"), v, 1, kMaxJobs)));
    }
    if (p.isSet(QStringLiteral("percentage_random")))
        base.percentageRandom = int(integerValue(QStringLiteral("percentage_random"), p.value(QStringLiteral("percentage_random")), 0, 100));
    if (p.isSet(QStringLiteral("size")))
        base.regionSize = sizeValue(QStringLiteral("size"), p.value(QStringLiteral("size")));
    else if (anyJobOption)
        base.regionSize = 0;  // the target's own size; Target asks for --size when it must create one
    if (p.isSet(QStringLiteral("offset")))
        base.regionOffset = sizeValue(QStringLiteral("offset"), p.value(QStringLiteral("offset")));
    if (p.isSet(QStringLiteral("io_size")))
        base.byteTotal = sizeValue(QStringLiteral("io_size"), p.value(QStringLiteral("io_size")));
    if (p.isSet(QStringLiteral("runtime")))
        base.runtime = durationValue(QStringLiteral("runtime"), p.value(QStringLiteral("runtime")));
    else if (base.byteTotal)
        base.runtime = std::chrono::nanoseconds(0);  // the byte total alone ends a point
    if (p.isSet(QStringLiteral("ramp_time")))
        base.rampTime = durationValue(QStringLiteral("ramp_time"), p.value(QStringLiteral("ramp_time")));
    if (p.isSet(QStringLiteral("sample_interval")))
        base.interval = durationValue(QStringLiteral("sample_interval"), p.value(QStringLiteral("sample_interval")));
    if (p.isSet(QStringLiteral("direct")))
        base.direct = integerValue(QStringLiteral("direct"), p.value(QStringLiteral("direct")), 0, 1) == 1;
    if (p.isSet(QStringLiteral("rate_iops")))
        base.rateIops = integerValue(QStringLiteral("rate_iops"), p.value(QStringLiteral("rate_iops")), 1, UINT64_MAX);
    if (p.isSet(QStringLiteral("randseed")))
        base.seed = integerValue(QStringLiteral("randseed"), p.value(QStringLiteral("randseed")), 0, UINT64_MAX);
    if (p.isSet(QStringLiteral("engine"))) {
        const QString e = p.value(QStringLiteral("engine"));
        if (e == QLatin1String("auto")) base.engine = EngineChoice::Auto;
        else if (e == QLatin1String("io_uring")) base.engine = EngineChoice::IoUring;
        else if (e == QLatin1String("psync")) base.engine = EngineChoice::Sync;
        else throw InputError{Text::tr("--engine=%1 is not an engine: use auto, io_uring or psync").arg(e)};
    }
    base.allowWriteDevice = p.isSet(QStringLiteral("allow-write-device"));
    base.force = p.isSet(QStringLiteral("force"));
    base.keepScratch = p.isSet(QStringLiteral("keep"));
    if (base.force && !base.allowWriteDevice)
        throw InputError{Text::tr("--force only goes with --allow-write-device")};

    // A scratch file in a directory needs a size; fio would refuse, Surfio picks 1 GiB and says so in --help.
    if (base.regionSize == 0) {
        bool needsSize = false;
        for (const std::string& t : base.targets)
            needsSize = needsSize || QFileInfo(QString::fromStdString(t)).isDir() || !QFileInfo::exists(QString::fromStdString(t));
        if (needsSize)
            base.regionSize = 1ULL << 30;
    }

    if (p.isSet(QStringLiteral("output-format"))) {
        o.format = p.value(QStringLiteral("output-format"));
        if (o.format != QLatin1String("normal") && o.format != QLatin1String("json") && o.format != QLatin1String("csv"))
            throw InputError{Text::tr("--output-format=%1 is not a format: use normal, json or csv").arg(o.format)};
    }
    o.output = p.value(QStringLiteral("output"));
    if (!o.output.isEmpty()) {
        // Found out now, not after an hour of measuring.
        const QFileInfo out(o.output);
        const QFileInfo dir(out.absolutePath());
        if (out.isDir())
            throw InputError{Text::tr("--output=%1 is a directory: give a file name").arg(o.output)};
        if (!dir.isDir() || !dir.isWritable())
            throw InputError{Text::tr("--output=%1 cannot be written: %2 is not a writable directory")
                                 .arg(o.output, dir.filePath())};
    }
    return o;
}

QString normalReport(const ResultSet& results)
{
    if (results.points.isEmpty())
        return {};
    QString text = tableHeader(results, results.points.front()) + tableColumns() + QLatin1Char('\n');
    for (int i = 0; i < results.points.size(); ++i)
        text += tableRow(i, results.points[i]) + QLatin1Char('\n');
    return text;
}

bool writeOutput(const QString& path, const QByteArray& data, QString& error)
{
    if (path.isEmpty()) {
        fwrite(data.constData(), 1, size_t(data.size()), stdout);
        fflush(stdout);
        return true;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit()) {
        error = Text::tr("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace

int runCommand(const QStringList& arguments)
{
    QTextStream err(stderr);
    QCommandLineParser parser;
    addOptions(parser);
    QStringList args = arguments;
    if (args.size() > 1 && args.at(1) == QLatin1String("run"))
        args.removeAt(1);
    if (!parser.parse(args)) {
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

    Options options;
    try {
        options = parseOptions(parser);
    } catch (const InputError& e) {
        err << Text::tr("surfio run: %1").arg(e.message) << Qt::endl;
        return 2;
    }

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
    const int points = int(options.matrix.expand().size());
    QString currentPoint;
    QEventLoop loop;
    ResultSet final;

    QObject::connect(&runner, &Runner::pointStarted, &loop, [&](int index, const JobSpec& spec) {
        currentPoint = Text::tr("%1/%2 · %3 %4 · %5% read · QD%6 x%7")
                           .arg(index + 1)
                           .arg(points)
                           .arg(formatSize(spec.blockSize), QString::fromStdString(patternName(spec.pattern)))
                           .arg(spec.effectiveReadPercent())
                           .arg(spec.queueDepth)
                           .arg(spec.jobs);
    });
    QObject::connect(&runner, &Runner::progress, &loop, [&](const RunProgress& p) {
        if (!progressLine)
            return;
        const QString text = p.phase == QLatin1String("layout")
            ? Text::tr("laying out the target with random data: %1%").arg(int(p.fraction * 100))
            : Text::tr("%1 · %2% done · ETA %3 s").arg(currentPoint).arg(int(p.fraction * 100)).arg(qint64(p.etaSeconds + 0.5));
        err << QLatin1Char('\r') << text.leftJustified(79) << Qt::flush;
    });
    QObject::connect(&runner, &Runner::pointFinished, &loop, [&](int index, const JobResult& r) {
        if (options.format != QLatin1String("normal") || !options.output.isEmpty())
            return;  // the table goes out at once only when it is the output
        if (progressLine)
            err << QLatin1Char('\r') << QString(79, QLatin1Char(' ')) << QLatin1Char('\r') << Qt::flush;
        QTextStream out(stdout);
        if (index == 0) {
            ResultSet headerOnly;
            headerOnly.host = HostInfo::current();
            out << tableHeader(headerOnly, r) << tableColumns() << Qt::endl;
        }
        out << tableRow(index, r) << Qt::endl;
    });
    QObject::connect(&runner, &Runner::finished, &loop, [&](const ResultSet& r) {
        final = r;
        loop.quit();
    });
    QMetaObject::invokeMethod(&runner, [&] { runner.run(options.matrix); }, Qt::QueuedConnection);
    loop.exec();
    g_runner.store(nullptr);
    thread.quit();
    thread.wait();
    if (progressLine)
        err << QLatin1Char('\r') << QString(79, QLatin1Char(' ')) << QLatin1Char('\r') << Qt::flush;

    if (final.inputError) {
        err << Text::tr("surfio run: %1").arg(final.error) << Qt::endl;
        return 2;
    }

    QByteArray data;
    if (options.format == QLatin1String("json"))
        data = QJsonDocument(toJson(final)).toJson(QJsonDocument::Indented);
    else if (options.format == QLatin1String("csv"))
        data = toCsv(final).toUtf8();
    else if (!options.output.isEmpty())
        data = normalReport(final).toUtf8();
    QString writeError;
    if (!data.isEmpty() && !writeOutput(options.output, data, writeError)) {
        err << Text::tr("surfio run: %1").arg(writeError) << Qt::endl;
        return 1;
    }

    if (g_signal == SIGINT || g_signal == SIGTERM) {
        err << Text::tr("surfio run: stopped by a signal; the points finished so far are written") << Qt::endl;
        return 128 + g_signal;  // 130 for SIGINT, 143 for SIGTERM, as shells report them
    }
    if (!final.error.isEmpty()) {
        err << Text::tr("surfio run: the run failed: %1 (%n finished point(s) written)", nullptr, int(final.points.size()))
                   .arg(final.error)
            << Qt::endl;
        return 1;
    }
    if (final.stopped)
        err << Text::tr("surfio run: stopped; the points finished so far are written") << Qt::endl;
    return 0;
}

} // namespace surfio
