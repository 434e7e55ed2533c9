#include "core/matrix/run_options.h"

#include "core/engine/message_text.h"
#include "core/matrix/preset.h"
#include "core/result/result_json.h"
#include "core/text/engine_text.h"
#include "core/text/units.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <utility>

namespace surfio {

namespace {

// The translation context of this file's messages.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(RunOptions)
};

// "--bs=4k,,64k" or "--bs=4k," would run fewer points than typed, and
// "--numjobs=," none at all (found by tests/fuzz): refused. A value without a
// comma is left to the value's own check, which names what it should be.
void refuseEmptyItems(const QString& option, const QString& list)
{
    const QStringList items = list.split(QLatin1Char(','));
    if (items.size() > 1
        && std::any_of(items.begin(), items.end(), [](const QString& i) { return i.trimmed().isEmpty(); }))
        throw InputError{Text::tr("--%1=%2 has an empty item: give a value between each pair of commas, and no comma "
                                  "at either end")
                             .arg(option, list)};
}

QStringList listValues(const QCommandLineParser& parser, const QString& name)
{
    QStringList values;
    for (const QString& v : parser.values(name)) {
        refuseEmptyItems(name, v);
        values += v.split(QLatin1Char(','));
    }
    return values;
}

uint64_t sizeValue(const QString& option, const QString& text)
{
    const auto v = parseSize(text);
    if (!v)
        throw InputError{
            Text::tr("--%1=%2 is not a size: use a number with an optional k, m, g or t suffix, e.g. --%1=4k")
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

// An option that fio also knows under an alias: the name given, for its value and messages.
QString givenName(const QCommandLineParser& p, const QString& name, const QString& alias)
{
    return p.isSet(name) || !p.isSet(alias) ? name : alias;
}

bool switchValue(const QCommandLineParser& p, const QString& name)
{
    return integerValue(name, p.value(name), 0, 1) == 1;
}

// fio's io_uring options; validateSpec checks them against the rest of the job.
void parseUringOptions(const QCommandLineParser& p, JobSpec& base)
{
    using Switch = std::pair<const char*, bool JobSpec::*>;
    for (const auto& [name, field] :
         {Switch{"sqthread_poll", &JobSpec::sqthreadPoll}, Switch{"hipri", &JobSpec::hipri},
          Switch{"fixedbufs", &JobSpec::fixedBufs}, Switch{"registerfiles", &JobSpec::registerFiles}})
        if (p.isSet(QLatin1String(name)))
            base.*field = switchValue(p, QLatin1String(name));
    const QString pollCpu = QStringLiteral("sqthread_poll_cpu");
    if (p.isSet(pollCpu))
        base.sqthreadPollCpu = int(integerValue(pollCpu, p.value(pollCpu), 0, kMaxCpus - 1));
    if (p.isSet(QStringLiteral("cpus_allowed"))) {
        const QString list = p.value(QStringLiteral("cpus_allowed"));
        refuseEmptyItems(QStringLiteral("cpus_allowed"), list);
        const auto cpus = parseCpuList(list.toStdString());
        if (!cpus)
            throw InputError{Text::tr("--cpus_allowed=%1 is not a CPU list: give CPU numbers and ranges separated by "
                                      "commas, as fio's, e.g. --cpus_allowed=0-3,5")
                                 .arg(list)};
        base.cpusAllowed = *cpus;
    }
    const QString submit = givenName(p, QStringLiteral("iodepth_batch_submit"), QStringLiteral("iodepth_batch"));
    if (p.isSet(submit))
        base.iodepthBatchSubmit = uint32_t(integerValue(submit, p.value(submit), 0, kMaxQueueDepth));
    const QString completeMin =
        givenName(p, QStringLiteral("iodepth_batch_complete_min"), QStringLiteral("iodepth_batch_complete"));
    if (p.isSet(completeMin))
        base.iodepthBatchCompleteMin = uint32_t(integerValue(completeMin, p.value(completeMin), 1, kMaxQueueDepth));
}

// fio's switches that may stand alone; QCommandLineParser has no optional values.
const QStringList& standaloneSwitches()
{
    static const QStringList names{QStringLiteral("sqthread_poll"), QStringLiteral("hipri")};
    return names;
}

QStringList runOptionNames()
{
    static const char* const names[] = {"filename",
                                        "directory",
                                        "rw",
                                        "bs",
                                        "rwmixread",
                                        "rwmixwrite",
                                        "percentage_random",
                                        "iodepth",
                                        "numjobs",
                                        "size",
                                        "offset",
                                        "runtime",
                                        "ramp_time",
                                        "io_size",
                                        "direct",
                                        "verify",
                                        "rate_iops",
                                        "randseed",
                                        "engine",
                                        "sample_interval",
                                        "output-format",
                                        "output",
                                        "allow-write-device",
                                        "force",
                                        "keep",
                                        "bssplit",
                                        "trials",
                                        "order",
                                        "order-seed",
                                        "precondition",
                                        "steady-state",
                                        "steady-track",
                                        "steady-rounds",
                                        "preset",
                                        "rerun",
                                        "client",
                                        "sqthread_poll",
                                        "sqthread_poll_cpu",
                                        "hipri",
                                        "fixedbufs",
                                        "registerfiles",
                                        "cpus_allowed",
                                        "iodepth_batch_submit",
                                        "iodepth_batch",
                                        "iodepth_batch_complete_min",
                                        "iodepth_batch_complete"};
    QStringList list;
    for (const char* n : names)
        list << QLatin1String(n);
    return list;
}

}  // namespace

void addRunOptions(QCommandLineParser& p)
{
    const auto opt = [&](const char* name, const char* help, const char* valueName = nullptr) {
        if (valueName)
            p.addOption(QCommandLineOption(QLatin1String(name), Text::tr(help), QLatin1String(valueName)));
        else
            p.addOption(QCommandLineOption(QLatin1String(name), Text::tr(help)));
    };
    // fio's other name for an option; its help names it.
    const auto alias = [&](const char* name, const char* valueName) {
        QCommandLineOption o{QLatin1String(name), QString(), QLatin1String(valueName)};
        o.setFlags(QCommandLineOption::HiddenFromHelp);
        p.addOption(o);
    };
    opt("filename",
        QT_TRANSLATE_NOOP("RunOptions", "Target file or block device; repeat or separate with ':' for several."),
        "path");
    opt("directory", QT_TRANSLATE_NOOP("RunOptions", "Directory for a scratch file, removed afterwards (see --keep)."),
        "dir");
    opt("rw",
        QT_TRANSLATE_NOOP("RunOptions",
                          "read, write, randread, randwrite, rw or randrw (comma list). Default randread."),
        "pattern");
    opt("bs", QT_TRANSLATE_NOOP("RunOptions", "Block size, 512 to 64m (comma list). Default 4k."), "size");
    opt("rwmixread",
        QT_TRANSLATE_NOOP("RunOptions", "Percentage of reads for rw/randrw, 0-100 (comma list). Default 50."),
        "percent");
    opt("rwmixwrite", QT_TRANSLATE_NOOP("RunOptions", "Percentage of writes for rw/randrw (instead of --rwmixread)."),
        "percent");
    opt("percentage_random",
        QT_TRANSLATE_NOOP("RunOptions", "Share of random I/Os, 0-100 (Iometer's % random); default from --rw."),
        "percent");
    opt("iodepth", QT_TRANSLATE_NOOP("RunOptions", "I/Os in flight per job, 1-65536 (comma list). Default 1."), "n");
    opt("numjobs", QT_TRANSLATE_NOOP("RunOptions", "Worker threads, 1-256 (comma list). Default 1."), "n");
    opt("size", QT_TRANSLATE_NOOP("RunOptions", "Region size; default: the file or device, or 1g for a new file."),
        "size");
    opt("offset", QT_TRANSLATE_NOOP("RunOptions", "Region start. Default 0."), "size");
    opt("runtime", QT_TRANSLATE_NOOP("RunOptions", "Measured time per point (s, or ms/s/m/h suffix). Default 10s."),
        "time");
    opt("ramp_time", QT_TRANSLATE_NOOP("RunOptions", "Unmeasured warm-up per point. Default 0."), "time");
    opt("io_size",
        QT_TRANSLATE_NOOP("RunOptions",
                          "Bytes per job after which a point ends (with --runtime: whichever comes first)."),
        "size");
    opt("direct", QT_TRANSLATE_NOOP("RunOptions", "1: direct I/O (default), 0: through the page cache."), "0|1");
    opt("verify",
        QT_TRANSLATE_NOOP(
            "RunOptions",
            "off (default) or crc32c: writes carry a checksummed header every 512 bytes, reads check it and a mismatch fails the point (costs CPU per I/O)."),
        "kind");
    opt("rate_iops", QT_TRANSLATE_NOOP("RunOptions", "Cap on IOPS per job, as fio's rate_iops."), "n");
    opt("randseed", QT_TRANSLATE_NOOP("RunOptions", "Seed for offsets and mixes; the same seed repeats the same I/O."),
        "n");
    opt("engine",
        QT_TRANSLATE_NOOP(
            "RunOptions",
            "auto (io_uring, psync if unavailable), io_uring, psync, or fio (the installed fio runs each point)."),
        "name");
    opt("client",
        QT_TRANSLATE_NOOP(
            "RunOptions",
            "Run each point through fio on a host that runs fio --server (host or host:port, default port 8765); repeat for several hosts. Implies --engine=fio; targets are paths on the hosts."),
        "host");
    opt("sqthread_poll",
        QT_TRANSLATE_NOOP(
            "RunOptions",
            "1 (or the option alone): a kernel thread polls io_uring's submission queue (SQPOLL), so submitting takes no system call but keeps a CPU busy. Default 0."),
        "0|1");
    opt("sqthread_poll_cpu",
        QT_TRANSLATE_NOOP("RunOptions", "The CPU that kernel thread runs on, with --sqthread_poll. Default: any."),
        "n");
    opt("hipri",
        QT_TRANSLATE_NOOP(
            "RunOptions",
            "1 (or the option alone): poll for completions (io_uring IOPOLL) rather than wait for interrupts; needs --direct=1 and a device with poll queues. Default 0."),
        "0|1");
    opt("fixedbufs",
        QT_TRANSLATE_NOOP("RunOptions", "1: registered I/O buffers (the default; fio's is 0), 0: plain ones."), "0|1");
    opt("registerfiles",
        QT_TRANSLATE_NOOP("RunOptions", "1: registered files (the default; fio's is 0), 0: plain file descriptors."),
        "0|1");
    opt("cpus_allowed",
        QT_TRANSLATE_NOOP(
            "RunOptions",
            "CPUs the jobs may run on, as fio's, e.g. 0-3,5. Default: any, but one CPU per job at a low queue "
            "depth on a loop device or a tmpfs file."),
        "list");
    opt("iodepth_batch_submit",
        QT_TRANSLATE_NOOP(
            "RunOptions",
            "I/Os submitted at once, up to --iodepth (also --iodepth_batch, as fio); 0 (default): Surfio's own rule (fio's 0 means --iodepth)."),
        "n");
    alias("iodepth_batch", "n");
    opt("iodepth_batch_complete_min",
        QT_TRANSLATE_NOOP(
            "RunOptions",
            "Completions each wait asks for, 1 to --iodepth (also --iodepth_batch_complete, as fio). Default 1."),
        "n");
    alias("iodepth_batch_complete", "n");
    opt("sample_interval", QT_TRANSLATE_NOOP("RunOptions", "Time series resolution. Default 100ms."), "time");
    opt("bssplit",
        QT_TRANSLATE_NOOP(
            "RunOptions",
            "Block-size split as fio's, e.g. 4k/60:64k/30:1m/10: one more block-size column; repeat for several."),
        "split");
    opt("trials",
        QT_TRANSLATE_NOOP(
            "RunOptions",
            "Runs of each point, back to back; the result keeps each and reports mean, spread and CV. Default 1."),
        "n");
    opt("order",
        QT_TRANSLATE_NOOP("RunOptions",
                          "Point order: listed (default), pts (mix outer, block size descending) or shuffled."),
        "order");
    opt("order-seed",
        QT_TRANSLATE_NOOP("RunOptions", "Seed of the shuffled order; default: a new one, recorded in the result."),
        "n");
    opt("precondition",
        QT_TRANSLATE_NOOP("RunOptions", "First write the region twice with 128 KiB sequential writes (SNIA PTS)."));
    opt("steady-state",
        QT_TRANSLATE_NOOP(
            "RunOptions",
            "Repeat the matrix in rounds until steady state (SNIA PTS: last 5 rounds within 20 % range and 10 % slope)."));
    opt("steady-track",
        QT_TRANSLATE_NOOP(
            "RunOptions",
            "Tracking variable for --steady-state: block size/read %, e.g. 4k/0 (default); repeat for several."),
        "bs/read%");
    opt("steady-rounds", QT_TRANSLATE_NOOP("RunOptions", "Most rounds for --steady-state. Default 25."), "n");
    opt("preset",
        QT_TRANSLATE_NOOP(
            "RunOptions",
            "Start from a preset (see surfio presets) or a preset file (.json); other options change it."),
        "name");
    opt("rerun", QT_TRANSLATE_NOOP("RunOptions", "Run a saved result's matrix again, on its targets or those given."),
        "result.json");
    opt("output-format", QT_TRANSLATE_NOOP("RunOptions", "normal, json or csv."), "format");
    opt("output", QT_TRANSLATE_NOOP("RunOptions", "Write the result to this file instead of standard output."), "file");
    opt("allow-write-device",
        QT_TRANSLATE_NOOP("RunOptions", "Allow writing to a block device (never to a mounted or busy one)."));
    opt("force", QT_TRANSLATE_NOOP("RunOptions",
                                   "With --allow-write-device: write even over a filesystem or partition signature."));
    opt("keep", QT_TRANSLATE_NOOP("RunOptions",
                                  "Keep a --directory scratch file (its layout is reused only through --filename)."));
}

QStringList runArguments(const QStringList& arguments)
{
    QStringList out;
    bool options = true;  // until "--", after which everything is an argument
    for (const QString& a : arguments) {
        options = options && a != QLatin1String("--");
        const bool dashed = a.startsWith(QLatin1Char('-'));
        const QString name = dashed ? a.mid(a.startsWith(QLatin1String("--")) ? 2 : 1) : QString();
        out << (options && dashed && standaloneSwitches().contains(name) ? a + QLatin1String("=1") : a);
    }
    return out;
}

bool anyRunOption(const QCommandLineParser& parser)
{
    const QStringList names = runOptionNames();
    return std::any_of(names.begin(), names.end(), [&](const QString& n) { return parser.isSet(n); });
}

RunOptions parseRunOptions(const QCommandLineParser& p)
{
    RunOptions o;
    const bool anyJobOption = anyRunOption(p);
    const bool fromPreset = p.isSet(QStringLiteral("preset"));
    const bool fromResult = p.isSet(QStringLiteral("rerun"));
    if (fromPreset && fromResult)
        throw InputError{Text::tr("give --preset or --rerun, not both")};
    if (fromPreset) {
        Preset preset;
        QString error;
        if (!findPreset(p.value(QStringLiteral("preset")), preset, error))
            throw InputError{Text::tr("--preset: %1").arg(error)};
        o.matrix = preset.matrix;
        o.matrix.base.targets.clear();
    } else if (fromResult) {
        ResultSet saved;
        QString error;
        if (p.value(QStringLiteral("rerun")).isEmpty())
            throw InputError{Text::tr("--rerun needs a saved result, e.g. --rerun=result.json")};
        if (!readResultFile(p.value(QStringLiteral("rerun")), saved, error))
            throw InputError{Text::tr("--rerun: %1").arg(error)};
        o.matrix = saved.matrix;
        // Devices are written only when this run says so again.
        o.matrix.base.allowWriteDevice = false;
        o.matrix.base.force = false;
    } else {
        if (anyJobOption)
            o.matrix.base.rampTime = std::chrono::nanoseconds(0);
        else
            o.matrix = quickMatrix();
    }
    const bool fresh = !fromPreset && !fromResult;
    JobSpec& base = o.matrix.base;
    Sweep sweep = o.matrix.sweeps.front();

    const QStringList hostList = p.values(QStringLiteral("client"));
    const bool otherEngine =
        p.isSet(QStringLiteral("engine")) && p.value(QStringLiteral("engine")) != QLatin1String("fio");
    if (!hostList.isEmpty() || otherEngine)
        o.matrix.hosts.clear();  // a rerun's saved hosts stay unless this run says otherwise
    for (const QString& h : hostList) {
        if (h.trimmed().isEmpty())
            throw InputError{Text::tr("--client needs a host, e.g. --client=server1 or --client=10.0.0.5:8765")};
        o.matrix.hosts.push_back(h.trimmed().toStdString());
    }
    const bool remote = !o.matrix.hosts.empty();

    const QStringList dirs = p.values(QStringLiteral("directory"));
    if (fromResult && (p.isSet(QStringLiteral("filename")) || !dirs.isEmpty()))
        base.targets.clear();  // another target than the saved run's
    for (const QString& f : p.values(QStringLiteral("filename")))
        for (const QString& part : f.split(QLatin1Char(':'), Qt::SkipEmptyParts))
            base.targets.push_back(part.toStdString());
    for (const QString& d : dirs) {
        if (remote) {  // a path on the hosts, which this machine cannot check
            base.targets.push_back(QDir::cleanPath(d).append(QLatin1Char('/')).toStdString());
            continue;
        }
        const QFileInfo info(d);
        if (!info.exists())
            throw InputError{Text::tr("--directory=%1 does not exist: create it or pick another directory").arg(d)};
        if (!info.isDir())
            throw InputError{Text::tr("--directory=%1 is not a directory: use --filename for a file or device").arg(d)};
        base.targets.push_back(d.toStdString());
    }
    if (base.targets.empty())
        base.targets.push_back(remote ? std::string("/tmp/") : QDir::tempPath().toStdString());

    if (p.isSet(QStringLiteral("rw"))) {
        sweep.patterns.clear();
        for (const QString& v : listValues(p, QStringLiteral("rw"))) {
            const auto pattern = parsePattern(v.trimmed().toStdString());
            if (!pattern)
                throw InputError{
                    Text::tr("--rw=%1 is not a pattern: use read, write, randread, randwrite, rw or randrw").arg(v)};
            sweep.patterns.push_back(*pattern);
        }
    }
    if (p.isSet(QStringLiteral("bs"))) {
        sweep.blockSizes.clear();
        for (const QString& v : listValues(p, QStringLiteral("bs"))) {
            const uint64_t size = sizeValue(QStringLiteral("bs"), v);
            if (size < kMinBlockSize || size > kMaxBlockSize)
                throw InputError{engineText(formatMessage(messages::kBsOutsideRange, {std::to_string(size)}))};
            sweep.blockSizes.push_back(size);
        }
    }
    const bool mixRead = p.isSet(QStringLiteral("rwmixread"));
    const bool mixWrite = p.isSet(QStringLiteral("rwmixwrite"));
    if (mixRead && mixWrite)
        throw InputError{Text::tr("give --rwmixread or --rwmixwrite, not both")};
    if (mixRead || mixWrite) {
        sweep.readPercents.clear();
        const QString name = mixRead ? QStringLiteral("rwmixread") : QStringLiteral("rwmixwrite");
        for (const QString& v : listValues(p, name)) {
            bool ok = false;
            const int percent = v.trimmed().toInt(&ok);
            if (!ok || percent < 0 || percent > 100)
                throw InputError{Text::tr("--%1=%2 is outside 0 to 100: give a percentage").arg(name, v)};
            sweep.readPercents.push_back(mixRead ? percent : 100 - percent);
        }
    } else if (anyJobOption && fresh) {
        sweep.readPercents = {50};  // fio's default mix
    }
    if (p.isSet(QStringLiteral("iodepth"))) {
        sweep.queueDepths.clear();
        for (const QString& v : listValues(p, QStringLiteral("iodepth")))
            sweep.queueDepths.push_back(uint32_t(integerValue(QStringLiteral("iodepth"), v, 1, kMaxQueueDepth)));
    }
    if (p.isSet(QStringLiteral("numjobs"))) {
        sweep.jobCounts.clear();
        for (const QString& v : listValues(p, QStringLiteral("numjobs")))
            sweep.jobCounts.push_back(uint32_t(integerValue(QStringLiteral("numjobs"), v, 1, kMaxJobs)));
    }
    if (p.isSet(QStringLiteral("bssplit"))) {
        sweep.blockSplits.clear();
        for (const QString& v : p.values(QStringLiteral("bssplit"))) {
            if (v.contains(QLatin1Char(',')))
                throw InputError{Text::tr("--bssplit=%1: Surfio has one split for reads and writes; repeat --bssplit "
                                          "for several columns")
                                     .arg(v)};
            BlockSplit split;
            QString error;
            if (!parseBlockSplit(v, split, error))
                throw InputError{Text::tr("--bssplit: %1").arg(error)};
            for (const BlockSplitPart& part : split)
                if (part.size < kMinBlockSize || part.size > kMaxBlockSize)
                    throw InputError{engineText(formatMessage(
                        messages::kBssplitPartSizeOutside, {std::to_string(part.size), std::to_string(part.percent)}))};
            sweep.blockSplits.push_back(split);
        }
        if (!p.isSet(QStringLiteral("bs")))
            sweep.blockSizes.clear();  // the splits are the columns
    }
    // Swept lists given on the command line replace those of every sweep.
    for (Sweep& each : o.matrix.sweeps) {
        if (fresh || p.isSet(QStringLiteral("rw")))
            each.patterns = sweep.patterns;
        if (fresh || p.isSet(QStringLiteral("bs")) || p.isSet(QStringLiteral("bssplit"))) {
            each.blockSizes = sweep.blockSizes;
            each.blockSplits = sweep.blockSplits;
        }
        if (fresh || mixRead || mixWrite)
            each.readPercents = sweep.readPercents;
        if (fresh || p.isSet(QStringLiteral("iodepth")))
            each.queueDepths = sweep.queueDepths;
        if (fresh || p.isSet(QStringLiteral("numjobs")))
            each.jobCounts = sweep.jobCounts;
    }
    if (const uint64_t points = o.matrix.pointCount(); points > kMaxPoints)
        throw InputError{Text::tr("the comma lists make %1 points, more than the %2 of a matrix Surfio runs: shorten "
                                  "them")
                             .arg(points)
                             .arg(kMaxPoints)};
    if (p.isSet(QStringLiteral("trials")))
        o.matrix.trials = int(integerValue(QStringLiteral("trials"), p.value(QStringLiteral("trials")), 1, kMaxTrials));
    if (p.isSet(QStringLiteral("order"))
        && !parseMatrixOrder(p.value(QStringLiteral("order")).toStdString(), o.matrix.order))
        throw InputError{
            Text::tr("--order=%1 is not an order: use listed, pts or shuffled").arg(p.value(QStringLiteral("order")))};
    if (p.isSet(QStringLiteral("order-seed"))) {
        o.matrix.orderSeed =
            integerValue(QStringLiteral("order-seed"), p.value(QStringLiteral("order-seed")), 1, UINT64_MAX);
        if (o.matrix.order != MatrixOrder::Shuffled)
            throw InputError{Text::tr("--order-seed only goes with --order=shuffled")};
    } else if (fromResult && p.isSet(QStringLiteral("order"))) {
        o.matrix.orderSeed = 0;
    }
    if (p.isSet(QStringLiteral("precondition")))
        o.matrix.precondition = true;
    if (p.isSet(QStringLiteral("steady-state")))
        o.matrix.steadyState.enabled = true;
    if (p.isSet(QStringLiteral("steady-track"))) {
        o.matrix.steadyState.trackers.clear();
        for (const QString& v : p.values(QStringLiteral("steady-track"))) {
            const QStringList parts = v.split(QLatin1Char('/'));
            const auto size = parseSize(parts.value(0));
            bool ok = false;
            const int percent = parts.value(1).toInt(&ok);
            if (!size || *size < kMinBlockSize || *size > kMaxBlockSize || !ok || parts.size() != 2 || percent < 0
                || percent > 100)
                throw InputError{
                    Text::tr("--steady-track=%1 is not block size/read %, e.g. --steady-track=4k/0").arg(v)};
            o.matrix.steadyState.trackers.push_back({*size, percent});
        }
    }
    if (p.isSet(QStringLiteral("steady-rounds")))
        o.matrix.steadyState.maxRounds =
            int(integerValue(QStringLiteral("steady-rounds"), p.value(QStringLiteral("steady-rounds")),
                             uint64_t(o.matrix.steadyState.window), kMaxRounds));
    if ((p.isSet(QStringLiteral("steady-track")) || p.isSet(QStringLiteral("steady-rounds")))
        && !o.matrix.steadyState.enabled)
        throw InputError{Text::tr("--steady-track and --steady-rounds only go with --steady-state")};
    if (p.isSet(QStringLiteral("percentage_random")))
        base.percentageRandom = int(
            integerValue(QStringLiteral("percentage_random"), p.value(QStringLiteral("percentage_random")), 0, 100));
    if (p.isSet(QStringLiteral("size")))
        base.regionSize = sizeValue(QStringLiteral("size"), p.value(QStringLiteral("size")));
    else if (anyJobOption && fresh)
        base.regionSize = 0;  // the target's own size; Target asks for --size when it must create one
    if (p.isSet(QStringLiteral("offset")))
        base.regionOffset = sizeValue(QStringLiteral("offset"), p.value(QStringLiteral("offset")));
    if (p.isSet(QStringLiteral("io_size")))
        base.byteTotal = sizeValue(QStringLiteral("io_size"), p.value(QStringLiteral("io_size")));
    if (p.isSet(QStringLiteral("runtime")))
        base.runtime = durationValue(QStringLiteral("runtime"), p.value(QStringLiteral("runtime")));
    else if (p.isSet(QStringLiteral("io_size")))
        base.runtime = std::chrono::nanoseconds(0);  // the byte total alone ends a point
    if (p.isSet(QStringLiteral("ramp_time")))
        base.rampTime = durationValue(QStringLiteral("ramp_time"), p.value(QStringLiteral("ramp_time")));
    if (p.isSet(QStringLiteral("sample_interval")))
        base.interval = durationValue(QStringLiteral("sample_interval"), p.value(QStringLiteral("sample_interval")));
    if (p.isSet(QStringLiteral("direct")))
        base.direct = integerValue(QStringLiteral("direct"), p.value(QStringLiteral("direct")), 0, 1) == 1;
    if (p.isSet(QStringLiteral("verify"))) {
        const QString v = p.value(QStringLiteral("verify"));
        const auto choice = parseVerifyChoice(v.toStdString());
        if (!choice)
            throw InputError{
                Text::tr("--verify=%1 is not a verify kind: use %2").arg(v, QLatin1String(kVerifyChoiceNames))};
        base.verify = *choice;
    }
    if (p.isSet(QStringLiteral("rate_iops")))
        base.rateIops = integerValue(QStringLiteral("rate_iops"), p.value(QStringLiteral("rate_iops")), 1, UINT64_MAX);
    parseUringOptions(p, base);
    if (p.isSet(QStringLiteral("randseed")))
        base.seed = integerValue(QStringLiteral("randseed"), p.value(QStringLiteral("randseed")), 0, UINT64_MAX);
    if (p.isSet(QStringLiteral("engine"))) {
        const QString e = p.value(QStringLiteral("engine"));
        const auto choice = parseEngineChoice(e.toStdString());
        if (!choice)
            throw InputError{Text::tr("--engine=%1 is not an engine: use auto, io_uring, psync or fio").arg(e)};
        base.engine = *choice;
    }
    if (remote) {
        if (!hostList.isEmpty() && otherEngine)
            throw InputError{Text::tr("--client runs fio on other hosts: leave out --engine=%1, or give --engine=fio")
                                 .arg(p.value(QStringLiteral("engine")))};
        base.engine = EngineChoice::Fio;
    }
    base.allowWriteDevice = p.isSet(QStringLiteral("allow-write-device"));
    base.force = p.isSet(QStringLiteral("force"));
    base.keepScratch = p.isSet(QStringLiteral("keep"));
    if (base.force && !base.allowWriteDevice)
        throw InputError{Text::tr("--force only goes with --allow-write-device")};

    // A scratch file in a directory needs a size; fio would refuse, Surfio picks 1 GiB and says so in --help.
    if (base.regionSize == 0) {
        bool needsSize = false;
        for (const std::string& t : base.targets) {
            const QString path = QString::fromStdString(t);
            // On a host, a directory ends with '/'; a file's size is fio's to find.
            needsSize =
                needsSize
                || (remote ? path.endsWith(QLatin1Char('/')) : QFileInfo(path).isDir() || !QFileInfo::exists(path));
        }
        if (needsSize)
            base.regionSize = 1ULL << 30;
    }

    if (p.isSet(QStringLiteral("output-format"))) {
        o.format = p.value(QStringLiteral("output-format"));
        if (o.format != QLatin1String("normal") && o.format != QLatin1String("json")
            && o.format != QLatin1String("csv"))
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

}  // namespace surfio
