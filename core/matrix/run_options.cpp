#include "core/matrix/run_options.h"

#include "core/engine/block_device.h"
#include "core/engine/message_text.h"
#include "core/matrix/preset.h"
#include "core/result/result_json.h"
#include "core/text/engine_text.h"
#include "core/text/output_file.h"
#include "core/text/units.h"
#include "core/volume/volume_library.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <functional>
#include <type_traits>

namespace surfio {

namespace {

// The translation context of this file's messages.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(RunOptions)
};

// The options as --help lists them.
struct Declaration {
    const char* name;
    const char* valueName;  // nullptr: a switch, given or not
    const char* help;       // nullptr: fio's other name for the option above, hidden from --help
};

const Declaration kDeclarations[] = {
    {"filename", "path",
     QT_TRANSLATE_NOOP("RunOptions", "Target file or block device; repeat or separate with ':' for several.")},
    {"directory", "dir",
     QT_TRANSLATE_NOOP("RunOptions", "Directory for a scratch file, removed afterwards (see --keep).")},
    {"rw", "pattern",
     QT_TRANSLATE_NOOP("RunOptions", "read, write, randread, randwrite, rw or randrw (comma list). Default randread.")},
    {"bs", "size", QT_TRANSLATE_NOOP("RunOptions", "Block size, 512 to 64m (comma list). Default 4k.")},
    {"rwmixread", "percent",
     QT_TRANSLATE_NOOP("RunOptions", "Percentage of reads for rw/randrw, 0-100 (comma list). Default 50.")},
    {"rwmixwrite", "percent",
     QT_TRANSLATE_NOOP("RunOptions", "Percentage of writes for rw/randrw (instead of --rwmixread).")},
    {"percentage_random", "percent",
     QT_TRANSLATE_NOOP("RunOptions", "Share of random I/Os, 0-100 (Iometer's % random); default from --rw.")},
    {"iodepth", "n", QT_TRANSLATE_NOOP("RunOptions", "I/Os in flight per job, 1-65536 (comma list). Default 1.")},
    {"numjobs", "n", QT_TRANSLATE_NOOP("RunOptions", "Worker threads, 1-256 (comma list). Default 1.")},
    {"size", "size",
     QT_TRANSLATE_NOOP("RunOptions", "Region size; default: the file or device, or 1g for a new file.")},
    {"offset", "size", QT_TRANSLATE_NOOP("RunOptions", "Region start. Default 0.")},
    {"runtime", "time",
     QT_TRANSLATE_NOOP("RunOptions", "Measured time per point (s, or ms/s/m/h suffix). Default 10s.")},
    {"ramp_time", "time", QT_TRANSLATE_NOOP("RunOptions", "Unmeasured warm-up per point. Default 0.")},
    {"io_size", "size",
     QT_TRANSLATE_NOOP("RunOptions",
                       "Bytes per job after which a point ends (with --runtime: whichever comes first).")},
    {"direct", "0|1", QT_TRANSLATE_NOOP("RunOptions", "1: direct I/O (default), 0: through the page cache.")},
    {"verify", "kind",
     QT_TRANSLATE_NOOP(
         "RunOptions",
         "off (default) or crc32c: writes carry a checksummed header every 512 bytes, reads check it and a mismatch fails the point (costs CPU per I/O).")},
    {"rate_iops", "n",
     QT_TRANSLATE_NOOP("RunOptions",
                       "Cap on IOPS per job, as fio's rate_iops; 0: none (comma list, e.g. 0,500,1000). Default 0.")},
    {"target-count", "n",
     QT_TRANSLATE_NOOP("RunOptions",
                       "Run each point on the first N targets of --filename, for each N (comma list, e.g. 1,2,4): "
                       "the host maximum over the number of volumes. Default: all targets.")},
    {"rate-steps", "percents",
     QT_TRANSLATE_NOOP(
         "RunOptions",
         "vdbench's curve: run each point unthrottled, then at these shares of the IOPS it reached, ascending, "
         "e.g. 10,50,70,90,100%.")},
    {"slo", "time",
     QT_TRANSLATE_NOOP("RunOptions",
                       "Latency objective of the analysis: the most IOPS whose p99 stays within it, with a unit "
                       "(us, ms, s). Default 1ms.")},
    {"volume", "profile",
     QT_TRANSLATE_NOOP("RunOptions",
                       "What the provider promises for the volume, PROFILE[:SIZE][,iops=N][,throughput=N], e.g. "
                       "oci-balanced:50g or aws-gp3,iops=6000,throughput=250m: the analysis holds the limits it "
                       "finds against it (surfio volumes lists the profiles).")},
    {"randseed", "n",
     QT_TRANSLATE_NOOP("RunOptions", "Seed for offsets and mixes; the same seed repeats the same I/O.")},
    {"engine", "name",
     QT_TRANSLATE_NOOP(
         "RunOptions",
         "auto (io_uring, psync if unavailable), io_uring, psync, or fio (the installed fio runs each point).")},
    {"client", "host",
     QT_TRANSLATE_NOOP(
         "RunOptions",
         "Run each point through fio on a host that runs fio --server (host or host:port, default port 8765); repeat for several hosts. Implies --engine=fio; targets are paths on the hosts.")},
    {"sqthread_poll", "0|1",
     QT_TRANSLATE_NOOP(
         "RunOptions",
         "1 (or the option alone): a kernel thread polls io_uring's submission queue (SQPOLL), so submitting takes no system call but keeps a CPU busy. Default 0.")},
    {"sqthread_poll_cpu", "n",
     QT_TRANSLATE_NOOP("RunOptions", "The CPU that kernel thread runs on, with --sqthread_poll. Default: any.")},
    {"hipri", "0|1",
     QT_TRANSLATE_NOOP(
         "RunOptions",
         "1 (or the option alone): poll for completions (io_uring IOPOLL) rather than wait for interrupts; needs --direct=1 and a device with poll queues. Default 0.")},
    {"fixedbufs", "0|1",
     QT_TRANSLATE_NOOP("RunOptions", "1: registered I/O buffers (the default; fio's is 0), 0: plain ones.")},
    {"registerfiles", "0|1",
     QT_TRANSLATE_NOOP("RunOptions", "1: registered files (the default; fio's is 0), 0: plain file descriptors.")},
    {"cpus_allowed", "list",
     QT_TRANSLATE_NOOP(
         "RunOptions",
         "CPUs the jobs may run on, as fio's, e.g. 0-3,5. Default: any, but one CPU per job at a low queue "
         "depth on a loop device or a tmpfs file.")},
    {"iodepth_batch_submit", "n",
     QT_TRANSLATE_NOOP(
         "RunOptions",
         "I/Os submitted at once, up to --iodepth (also --iodepth_batch, as fio); 0 (default): Surfio's own rule (fio's 0 means --iodepth).")},
    {"iodepth_batch", "n", nullptr},
    {"iodepth_batch_complete_min", "n",
     QT_TRANSLATE_NOOP(
         "RunOptions",
         "Completions each wait asks for, 1 to --iodepth (also --iodepth_batch_complete, as fio). Default 1.")},
    {"iodepth_batch_complete", "n", nullptr},
    {"sample_interval", "time", QT_TRANSLATE_NOOP("RunOptions", "Time series resolution. Default 100ms.")},
    {"bssplit", "split",
     QT_TRANSLATE_NOOP(
         "RunOptions",
         "Block-size split as fio's, e.g. 4k/60:64k/30:1m/10: one more block-size column; repeat for several.")},
    {"trials", "n",
     QT_TRANSLATE_NOOP(
         "RunOptions",
         "Runs of each point, back to back; the result keeps each and reports mean, spread and CV. Default 1.")},
    {"order", "order",
     QT_TRANSLATE_NOOP("RunOptions",
                       "Point order: listed (default), pts (mix outer, block size descending) or shuffled.")},
    {"order-seed", "n",
     QT_TRANSLATE_NOOP("RunOptions", "Seed of the shuffled order; default: a new one, recorded in the result.")},
    {"precondition", nullptr,
     QT_TRANSLATE_NOOP("RunOptions", "First write the region twice with 128 KiB sequential writes (SNIA PTS).")},
    {"steady-state", nullptr,
     QT_TRANSLATE_NOOP(
         "RunOptions",
         "Repeat the matrix in rounds until steady state (SNIA PTS: last 5 rounds within 20 % range and 10 % slope).")},
    {"steady-track", "bs/read%",
     QT_TRANSLATE_NOOP(
         "RunOptions",
         "Tracking variable for --steady-state: block size/read %, e.g. 4k/0 (default); repeat for several.")},
    {"steady-rounds", "n", QT_TRANSLATE_NOOP("RunOptions", "Most rounds for --steady-state. Default 25.")},
    {"preset", "name",
     QT_TRANSLATE_NOOP("RunOptions",
                       "Start from a preset (see surfio presets) or a preset file (.json); other options change it.")},
    {"rerun", "result.json",
     QT_TRANSLATE_NOOP("RunOptions", "Run a saved result's matrix again, on its targets or those given.")},
    {"output-format", "format", QT_TRANSLATE_NOOP("RunOptions", "normal, json or csv.")},
    {"output", "file", QT_TRANSLATE_NOOP("RunOptions", "Write the result to this file instead of standard output.")},
    {"allow-write-device", nullptr,
     QT_TRANSLATE_NOOP("RunOptions", "Allow writing to a block device (never to a mounted or busy one).")},
    {"force", nullptr,
     QT_TRANSLATE_NOOP("RunOptions",
                       "With --allow-write-device: write even over a filesystem or partition signature.")},
    {"keep", nullptr,
     QT_TRANSLATE_NOOP("RunOptions",
                       "Keep a --directory scratch file (its layout is reused only through --filename).")},
};

// fio's switches that may stand alone; QCommandLineParser has no optional values.
const QStringList& standaloneSwitches()
{
    static const QStringList names{QStringLiteral("sqthread_poll"), QStringLiteral("hipri")};
    return names;
}

// The options whose every use counts: comma lists gathered over repeats,
// targets and hosts added one by one. Any other given twice with two values
// is refused, never settled by keeping the last without a word.
const QStringList& repeatableOptions()
{
    static const QStringList names{
        QStringLiteral("filename"),   QStringLiteral("directory"),   QStringLiteral("client"),
        QStringLiteral("rw"),         QStringLiteral("bs"),          QStringLiteral("rwmixread"),
        QStringLiteral("rwmixwrite"), QStringLiteral("iodepth"),     QStringLiteral("numjobs"),
        QStringLiteral("bssplit"),    QStringLiteral("rate_iops"),   QStringLiteral("steady-track"),
        QStringLiteral("rate-steps"), QStringLiteral("target-count")};
    return names;
}

// The options given, read into a RunOptions: first what the matrix starts
// from (a preset, a saved result or the quick matrix), then the hosts and
// targets, then each option that sets one thing, through its row of a table,
// in the order of the tables; the checks that involve several options come
// between them.
class RunOptionsReader {
public:
    // preset: the matrix starts from this preset, as if --preset=NAME were given.
    explicit RunOptionsReader(const QCommandLineParser& parser, QString preset = {})
        : p_(parser)
        , preset_(std::move(preset))
    {
        if (preset_.isEmpty() && isSet("preset"))
            preset_ = value(QStringLiteral("preset"));
    }

    bool read(RunOptions& out, QString& error);

    // An option given twice with two values: which one was meant?
    bool refuseConflictingRepeats()
    {
        for (const Declaration& d : kDeclarations) {
            const QString name = QLatin1String(d.name);
            if (!d.valueName || repeatableOptions().contains(name))
                continue;
            QStringList values = p_.values(name);
            values.removeDuplicates();
            if (values.size() > 1)
                return fail(Text::tr("--%1 is given %2 times, as %3: give it once")
                                .arg(name)
                                .arg(p_.values(name).size())
                                .arg(values.join(Text::tr(" and "))));
        }
        return true;
    }

private:
    // name: the option's name as given (one of the row's two).
    using Handler = bool (RunOptionsReader::*)(const QString& name);
    struct Row {
        const char* name;
        const char* alias;  // fio's other name for it, or nullptr
        Handler read;
    };
    static const Row kSweptOptions[], kMethodOptions[], kJobOptions[];

    const QCommandLineParser& p_;
    QString preset_;  // --preset's, or the caller's
    RunOptions o_;
    QString error_;
    Sweep sweep_;  // the swept lists given, for every sweep of the matrix
    bool fromResult_ = false;
    bool fresh_ = false;  // neither a preset nor a saved result
    bool remote_ = false;

    bool fail(const QString& message)
    {
        error_ = message;
        return false;
    }

    bool isSet(const char* name) const { return p_.isSet(QLatin1String(name)); }
    QString value(const QString& name) const { return p_.value(name); }
    JobSpec& base() { return o_.matrix.base; }
    const JobSpec& base() const { return o_.matrix.base; }

    template <size_t n> bool readRows(const Row (&rows)[n])
    {
        for (const Row& row : rows) {
            // An option that fio also knows under an alias: the name given, for its value and messages.
            const QString name =
                isSet(row.name) || !row.alias || !isSet(row.alias) ? QLatin1String(row.name) : QLatin1String(row.alias);
            if (p_.isSet(name) && !(this->*row.read)(name))
                return false;
        }
        return true;
    }

    // "--bs=4k,,64k" or "--bs=4k," would run fewer points than typed, and
    // "--numjobs=," none at all (found by tests/fuzz): refused. A value without a
    // comma is left to the value's own check, which names what it should be.
    bool refuseEmptyItems(const QString& option, const QString& list)
    {
        const QStringList items = list.split(QLatin1Char(','));
        if (items.size() > 1
            && std::any_of(items.begin(), items.end(), [](const QString& i) { return i.trimmed().isEmpty(); }))
            return fail(Text::tr("--%1=%2 has an empty item: give a value between each pair of commas, and no comma "
                                 "at either end")
                            .arg(option, list));
        return true;
    }

    bool listValues(const QString& name, QStringList& values)
    {
        for (const QString& v : p_.values(name)) {
            if (!refuseEmptyItems(name, v))
                return false;
            values += v.split(QLatin1Char(','));
        }
        return true;
    }

    bool sizeValue(const QString& option, const QString& text, uint64_t& out)
    {
        const auto v = parseSize(text);
        if (!v)
            return fail(
                Text::tr("--%1=%2 is not a size: use a number with an optional k, m, g or t suffix, e.g. --%1=4k")
                    .arg(option, text));
        out = *v;
        return true;
    }

    bool durationValue(const QString& option, const QString& text, Nanoseconds& out)
    {
        const auto v = parseDuration(text);
        if (!v)
            return fail(Text::tr("--%1=%2 is not a time: use seconds or a number with ms, s, m or h, e.g. --%1=30s")
                            .arg(option, text));
        out = *v;
        return true;
    }

    bool integerValue(const QString& option, const QString& text, uint64_t min, uint64_t max, uint64_t& out)
    {
        bool ok = false;
        const qulonglong v = text.trimmed().toULongLong(&ok);
        if (!ok || v < min || v > max)
            return fail(Text::tr("--%1=%2 is not a whole number from %3 to %4").arg(option, text).arg(min).arg(max));
        out = v;
        return true;
    }

    // The kinds of option that set one field of the base job.
    template <auto field> bool readSize(const QString& name) { return sizeValue(name, value(name), base().*field); }
    template <auto field> bool readDuration(const QString& name)
    {
        return durationValue(name, value(name), base().*field);
    }
    template <auto field, uint64_t min, uint64_t max> bool readNumber(const QString& name)
    {
        uint64_t v = 0;
        if (!integerValue(name, value(name), min, max, v))
            return false;
        base().*field = std::remove_reference_t<decltype(base().*field)>(v);
        return true;
    }
    template <auto field> bool readSwitch(const QString& name)
    {
        uint64_t v = 0;
        if (!integerValue(name, value(name), 0, 1, v))
            return false;
        base().*field = v == 1;
        return true;
    }

    bool startMatrix()
    {
        const bool fromPreset = !preset_.isEmpty();
        fromResult_ = isSet("rerun");
        fresh_ = !fromPreset && !fromResult_;
        if (fromPreset && fromResult_)
            return fail(Text::tr("give --preset or --rerun, not both"));
        if (fromPreset && !startFromPreset())
            return false;
        if (fromResult_ && !startFromResult())
            return false;
        if (fresh_ && !anyRunOption(p_))
            o_.matrix = quickMatrix();
        sweep_ = o_.matrix.sweeps.front();
        if (fresh_ && anyRunOption(p_)) {  // fio's defaults, where Surfio's differ
            base().rampTime = Nanoseconds(0);
            base().regionSize = 0;  // the target's own size; Target asks for --size when it must create one
            sweep_.readPercents = {50};
        }
        return true;
    }

    bool startFromPreset()
    {
        Preset preset;
        QString error;
        if (!findPreset(preset_, preset, error))
            return fail(Text::tr("--preset: %1").arg(error));
        o_.matrix = preset.matrix;
        base().targets.clear();
        return true;
    }

    bool startFromResult()
    {
        ResultSet saved;
        QString error;
        if (value(QStringLiteral("rerun")).isEmpty())
            return fail(Text::tr("--rerun needs a saved result, e.g. --rerun=result.json"));
        if (!readResultFile(value(QStringLiteral("rerun")), saved, error))
            return fail(Text::tr("--rerun: %1").arg(error));
        o_.matrix = saved.matrix;
        // Devices are written only when this run says so again.
        base().allowWriteDevice = false;
        base().force = false;
        return true;
    }

    bool otherEngine() const { return isSet("engine") && value(QStringLiteral("engine")) != QLatin1String("fio"); }

    bool readHosts()
    {
        const QStringList hosts = p_.values(QStringLiteral("client"));
        if (!hosts.isEmpty() || otherEngine())
            o_.matrix.hosts.clear();  // a rerun's saved hosts stay unless this run says otherwise
        for (const QString& h : hosts) {
            if (h.trimmed().isEmpty())
                return fail(Text::tr("--client needs a host, e.g. --client=server1 or --client=10.0.0.5:8765"));
            // host:port (one colon: an IPv6 address has more) needs a port a socket can have.
            if (const QStringList parts = h.trimmed().split(QLatin1Char(':')); parts.size() == 2) {
                bool ok = false;
                const uint port = parts.at(1).toUInt(&ok);
                if (!ok || port < 1 || port > 65535)
                    return fail(Text::tr("--client=%1: \"%2\" is not a port: give one from 1 to 65535, e.g. "
                                         "--client=%3:8765")
                                    .arg(h, parts.at(1), parts.at(0)));
            }
            o_.matrix.hosts.push_back(h.trimmed().toStdString());
        }
        remote_ = !o_.matrix.hosts.empty();
        return true;
    }

    bool readTargets()
    {
        std::vector<std::string>& targets = base().targets;
        const QStringList dirs = p_.values(QStringLiteral("directory"));
        if (fromResult_ && (isSet("filename") || !dirs.isEmpty()))
            targets.clear();  // another target than the saved run's
        for (const QString& f : p_.values(QStringLiteral("filename"))) {
            const QStringList parts = f.split(QLatin1Char(':'), Qt::SkipEmptyParts);
            if (parts.isEmpty())
                return fail(Text::tr("--filename=%1 names no file: give a file or block device, or leave --filename "
                                     "out for a scratch file in the temp folder")
                                .arg(f));
            for (const QString& part : parts)
                targets.push_back(part.toStdString());
        }
        for (const QString& d : dirs) {
            if (remote_) {  // a path on the hosts, which this machine cannot check
                targets.push_back(QDir::cleanPath(d).append(QLatin1Char('/')).toStdString());
                continue;
            }
            const QFileInfo info(d);
            if (!info.exists())
                return fail(Text::tr("--directory=%1 does not exist: create it or pick another directory").arg(d));
            if (!info.isDir())
                return fail(Text::tr("--directory=%1 is not a directory: use --filename for a file or device").arg(d));
            targets.push_back(d.toStdString());
        }
        if (targets.empty())
            targets.push_back(remote_ ? std::string("/tmp/") : QDir::tempPath().toStdString());
        return true;
    }

    // A comma list, of every time the option is given, into out: each item through read(text, value).
    template <typename T, typename Read> bool readList(const QString& name, std::vector<T>& out, Read read)
    {
        QStringList values;
        if (!listValues(name, values))
            return false;
        out.clear();
        for (const QString& v : std::as_const(values)) {
            T value{};
            if (!read(v, value))
                return false;
            out.push_back(value);
        }
        return true;
    }

    bool readPatterns(const QString& name)
    {
        return readList(name, sweep_.patterns, [this](const QString& v, Pattern& out) {
            const auto pattern = parsePattern(v.trimmed().toStdString());
            if (!pattern)
                return fail(
                    Text::tr("--rw=%1 is not a pattern: use read, write, randread, randwrite, rw or randrw").arg(v));
            out = *pattern;
            return true;
        });
    }

    bool readBlockSizes(const QString& name)
    {
        return readList(name, sweep_.blockSizes, [&](const QString& v, uint64_t& size) {
            if (!sizeValue(name, v, size))
                return false;
            if (size < kMinBlockSize || size > kMaxBlockSize)
                return fail(engineText(formatMessage(messages::kBsOutsideRange, {std::to_string(size)})));
            return true;
        });
    }

    // --rwmixread, or --rwmixwrite for its complement.
    bool readMix(const QString& name)
    {
        if (isSet("rwmixread") && isSet("rwmixwrite"))
            return fail(Text::tr("give --rwmixread or --rwmixwrite, not both"));
        return readList(name, sweep_.readPercents, [&](const QString& v, int& read) {
            bool ok = false;
            const int percent = v.trimmed().toInt(&ok);
            if (!ok || percent < 0 || percent > 100)
                return fail(Text::tr("--%1=%2 is outside 0 to 100: give a percentage").arg(name, v));
            read = name == QLatin1String("rwmixread") ? percent : 100 - percent;
            return true;
        });
    }

    template <auto field, uint64_t max> bool readCounts(const QString& name)
    {
        return readList(name, sweep_.*field, [&](const QString& v, uint32_t& count) {
            uint64_t n = 0;
            if (!integerValue(name, v, 1, max, n))
                return false;
            count = uint32_t(n);
            return true;
        });
    }

    bool readRates(const QString& name)
    {
        return readList(name, sweep_.rateIops,
                        [&](const QString& v, uint64_t& rate) { return integerValue(name, v, 0, UINT64_MAX, rate); });
    }

    bool readSplits(const QString& name)
    {
        sweep_.blockSplits.clear();
        for (const QString& v : p_.values(name)) {
            if (v.contains(QLatin1Char(',')))
                return fail(Text::tr("--bssplit=%1: Surfio has one split for reads and writes; repeat --bssplit "
                                     "for several columns")
                                .arg(v));
            BlockSplit split;
            QString error;
            if (!parseBlockSplit(v, split, error))
                return fail(Text::tr("--bssplit: %1").arg(error));
            for (const BlockSplitPart& part : split)
                if (part.size < kMinBlockSize || part.size > kMaxBlockSize)
                    return fail(engineText(formatMessage(messages::kBssplitPartSizeOutside,
                                                         {std::to_string(part.size), std::to_string(part.percent)})));
            sweep_.blockSplits.push_back(split);
        }
        if (!isSet("bs"))
            sweep_.blockSizes.clear();  // the splits are the columns
        return true;
    }

    // Swept lists given on the command line replace those of every sweep.
    bool applySweptLists()
    {
        for (Sweep& each : o_.matrix.sweeps) {
            if (fresh_ || isSet("rw"))
                each.patterns = sweep_.patterns;
            if (fresh_ || isSet("bs") || isSet("bssplit")) {
                each.blockSizes = sweep_.blockSizes;
                each.blockSplits = sweep_.blockSplits;
            }
            if (fresh_ || isSet("rwmixread") || isSet("rwmixwrite"))
                each.readPercents = sweep_.readPercents;
            if (fresh_ || isSet("iodepth"))
                each.queueDepths = sweep_.queueDepths;
            if (fresh_ || isSet("numjobs"))
                each.jobCounts = sweep_.jobCounts;
            if (fresh_ || isSet("rate_iops"))
                each.rateIops = sweep_.rateIops;
            if (fresh_ || isSet("target-count"))
                each.targetCounts = sweep_.targetCounts;
        }
        if (const uint64_t points = o_.matrix.pointCount(); points > kMaxPoints)
            return fail(Text::tr("the comma lists make %1 points, more than the %2 of a matrix Surfio runs: shorten "
                                 "them")
                            .arg(points)
                            .arg(kMaxPoints));
        return true;
    }

    bool readTrials(const QString& name)
    {
        uint64_t trials = 0;
        if (!integerValue(name, value(name), 1, kMaxTrials, trials))
            return false;
        o_.matrix.trials = int(trials);
        return true;
    }

    bool readOrder(const QString& name)
    {
        if (!parseMatrixOrder(value(name).toStdString(), o_.matrix.order))
            return fail(Text::tr("--order=%1 is not an order: use listed, pts or shuffled").arg(value(name)));
        if (fromResult_)
            o_.matrix.orderSeed = 0;  // a new order, unless --order-seed gives it
        return true;
    }

    bool readOrderSeed(const QString& name)
    {
        if (!integerValue(name, value(name), 1, UINT64_MAX, o_.matrix.orderSeed))
            return false;
        if (o_.matrix.order != MatrixOrder::Shuffled)
            return fail(Text::tr("--order-seed only goes with --order=shuffled"));
        return true;
    }

    // vdbench's curve: "10,50,90%" or "10%,50%,90%", shares of the unthrottled IOPS.
    bool readRateSteps(const QString& name)
    {
        if (!readList(name, o_.matrix.rateSteps, [&](const QString& v, int& share) {
                QString text = v.trimmed();
                if (text.endsWith(QLatin1Char('%')))
                    text.chop(1);
                bool ok = false;
                share = text.trimmed().toInt(&ok);
                if (!ok)
                    return fail(Text::tr("--%1: %2 is not a percentage: give shares of the unthrottled IOPS from 1 to "
                                         "100, e.g. --%1=10,50,90%")
                                    .arg(name, v.trimmed()));
                if (share > 100)
                    return fail(Text::tr("--%1: %2% is above 100%: a point cannot run faster than it did unthrottled")
                                    .arg(name)
                                    .arg(share));
                if (share < 1)
                    return fail(Text::tr("--%1: %2% is below 1%: give shares from 1 to 100").arg(name).arg(share));
                return true;
            }))
            return false;
        const std::vector<int>& steps = o_.matrix.rateSteps;
        if (std::adjacent_find(steps.begin(), steps.end(), std::greater_equal<>()) != steps.end())
            return fail(Text::tr("--%1=%2: give each share once, ascending, e.g. --%1=10,50,90%")
                            .arg(name, p_.values(name).join(QLatin1Char(','))));
        if (const uint64_t points = o_.matrix.pointCount(); points > kMaxPoints)
            return fail(Text::tr("the comma lists make %1 points, more than the %2 of a matrix Surfio runs: shorten "
                                 "them")
                            .arg(points)
                            .arg(kMaxPoints));
        return true;
    }

    // The promise is resolved now, against the first target's size where the
    // spec gives none, and kept in the matrix: the result is held against it.
    bool readVolume(const QString& name)
    {
        if (value(name).trimmed().isEmpty()) {  // --volume= : none (a rerun's saved one dropped)
            o_.matrix.volume = {};
            return true;
        }
        QString why;
        if (!resolveVolume(value(name), firstTargetBytes(), o_.matrix.volume, why))
            return fail(Text::tr("--%1=%2: %3").arg(name, value(name), why));
        return true;
    }

    // A rerun's volume, given as it was, resolved again against this run's
    // target: its size, and the figures that hang on it, are this target's.
    bool refreshSavedVolume()
    {
        VolumePromise& volume = o_.matrix.volume;
        if (!fromResult_ || isSet("volume") || volume.empty())
            return true;
        const QString spec = QString::fromStdString(volume.spec);
        QString why;
        if (!resolveVolume(spec, firstTargetBytes(), volume, why))
            return fail(Text::tr("--rerun: the saved run's volume %1: %2; give --volume again, or --volume= for none")
                            .arg(spec, why));
        return true;
    }

    // The first target's size where it is a block device on this machine; 0 otherwise.
    uint64_t firstTargetBytes() const
    {
        BlockDeviceFacts facts;
        if (remote_ || base().targets.empty() || describeBlockDevice(base().targets.front(), facts))
            return 0;
        return facts.size;
    }

    // A latency needs its unit: fio reads a bare number as seconds for times but as microseconds for latency_target.
    bool readSlo(const QString& name)
    {
        const QString text = value(name).trimmed();
        const auto slo = parseDuration(text);
        const bool hasUnit = !text.isEmpty() && !text.back().isDigit();
        if (!slo || !hasUnit)
            return fail(Text::tr("--%1=%2 is not a latency with a unit: give e.g. --%1=500us, --%1=1ms or --%1=2s")
                            .arg(name, text));
        if (slo->count() <= 0)
            return fail(Text::tr("--%1=%2 is not above zero: give the latency the storage should keep its p99 "
                                 "within, e.g. --%1=1ms")
                            .arg(name, text));
        o_.matrix.slo = *slo;
        return true;
    }

    bool readPrecondition(const QString&)
    {
        o_.matrix.precondition = true;
        return true;
    }

    bool readSteadyState(const QString&)
    {
        o_.matrix.steadyState.enabled = true;
        return true;
    }

    bool readSteadyTrackers(const QString& name)
    {
        o_.matrix.steadyState.trackers.clear();
        for (const QString& v : p_.values(name)) {
            const QStringList parts = v.split(QLatin1Char('/'));
            const auto size = parseSize(parts.value(0));
            bool ok = false;
            const int percent = parts.value(1).toInt(&ok);
            if (!size || *size < kMinBlockSize || *size > kMaxBlockSize || !ok || parts.size() != 2 || percent < 0
                || percent > 100)
                return fail(Text::tr("--steady-track=%1 is not block size/read %, e.g. --steady-track=4k/0").arg(v));
            o_.matrix.steadyState.trackers.push_back({*size, percent});
        }
        return true;
    }

    bool readSteadyRounds(const QString& name)
    {
        SteadyStateSpec& steady = o_.matrix.steadyState;
        uint64_t rounds = 0;
        if (!integerValue(name, value(name), uint64_t(steady.window), kMaxRounds, rounds))
            return false;
        steady.maxRounds = int(rounds);
        return true;
    }

    bool checkSteadyState()
    {
        if ((isSet("steady-track") || isSet("steady-rounds")) && !o_.matrix.steadyState.enabled)
            return fail(Text::tr("--steady-track and --steady-rounds only go with --steady-state"));
        return true;
    }

    bool readIoSize(const QString& name)
    {
        base().runtime = Nanoseconds(0);  // the byte total alone ends a point, unless --runtime says otherwise
        return sizeValue(name, value(name), base().byteTotal);
    }

    bool readVerify(const QString& name)
    {
        const QString v = value(name);
        const auto choice = parseVerifyChoice(v.toStdString());
        if (!choice)
            return fail(Text::tr("--verify=%1 is not a verify kind: use %2").arg(v, QLatin1String(kVerifyChoiceNames)));
        base().verify = *choice;
        return true;
    }

    // fio's CPU list; validateSpec checks it against the rest of the job.
    bool readCpus(const QString& name)
    {
        const QString list = value(name);
        if (!refuseEmptyItems(name, list))
            return false;
        const auto cpus = parseCpuList(list.toStdString());
        if (!cpus)
            return fail(Text::tr("--cpus_allowed=%1 is not a CPU list: give CPU numbers and ranges separated by "
                                 "commas, as fio's, e.g. --cpus_allowed=0-3,5")
                            .arg(list));
        base().cpusAllowed = *cpus;
        return true;
    }

    bool readEngine(const QString& name)
    {
        const QString e = value(name);
        const auto choice = parseEngineChoice(e.toStdString());
        if (!choice)
            return fail(Text::tr("--engine=%1 is not an engine: use auto, io_uring, psync or fio").arg(e));
        base().engine = *choice;
        return true;
    }

    bool chooseEngine()
    {
        if (!remote_)
            return true;
        if (isSet("client") && otherEngine())
            return fail(Text::tr("--client runs fio on other hosts: leave out --engine=%1, or give --engine=fio")
                            .arg(value(QStringLiteral("engine"))));
        base().engine = EngineChoice::Fio;
        return true;
    }

    bool readDevicePermissions()
    {
        base().allowWriteDevice = isSet("allow-write-device");
        base().force = isSet("force");
        base().keepScratch = isSet("keep");
        if (base().force && !base().allowWriteDevice)
            return fail(Text::tr("--force only goes with --allow-write-device"));
        return true;
    }

    // A scratch file in a directory needs a size; fio would refuse, Surfio picks 1 GiB and says so in --help.
    // 0 would read as "not given" and lay out a whole GiB: refused.
    bool readRegionSize(const QString& name)
    {
        if (!readSize<&JobSpec::regionSize>(name))
            return false;
        if (base().regionSize == 0)
            return fail(Text::tr("--%1=%2 is no region: give its size, e.g. --%1=1g, or leave --%1 out for the whole "
                                 "file or device")
                            .arg(name, value(name)));
        return true;
    }

    // A preset's own region is "up to" its size on this machine's targets;
    // a --size the person gave stays, for the engine to refuse when too large.
    bool fitRegionToTargets()
    {
        if (!isSet("size") && !remote_)
            fitPresetRegion(o_.matrix, existingTargetBytes(o_.matrix));
        return true;
    }

    bool sizeScratchRegion()
    {
        if (base().regionSize != 0)
            return true;
        bool needsSize = false;
        for (const std::string& t : base().targets) {
            const QString path = QString::fromStdString(t);
            // On a host, a directory ends with '/'; a file's size is fio's to find.
            needsSize =
                needsSize
                || (remote_ ? path.endsWith(QLatin1Char('/')) : QFileInfo(path).isDir() || !QFileInfo::exists(path));
        }
        if (needsSize)
            base().regionSize = 1ULL << 30;
        return true;
    }

    bool readOutput()
    {
        if (isSet("output-format")) {
            o_.format = value(QStringLiteral("output-format"));
            if (o_.format != QLatin1String("normal") && o_.format != QLatin1String("json")
                && o_.format != QLatin1String("csv"))
                return fail(Text::tr("--output-format=%1 is not a format: use normal, json or csv").arg(o_.format));
        }
        if (!isSet("output"))
            return true;
        o_.output = value(QStringLiteral("output"));
        if (o_.output.isEmpty())
            return fail(Text::tr("--output is empty: give a file name, or leave --output out to write to standard "
                                 "output"));
        // Found out now, not after an hour of measuring; never over what this run reads or measures.
        QStringList inputs;
        for (const std::string& t : base().targets)
            inputs.append(QString::fromStdString(t));
        for (const char* option : {"rerun", "preset"})  // a preset by name is no file here
            if (isSet(option) && QFileInfo(value(QLatin1String(option))).isFile())
                inputs.append(value(QLatin1String(option)));
        // A volume profile given as a file (--volume=mine.json,iops=N) is read too.
        if (const QString profile = value(QStringLiteral("volume")).section(QLatin1Char(','), 0, 0);
            isSet("volume") && QFileInfo(profile).isFile())
            inputs.append(profile);
        OutputWay way = OutputWay::Replace;
        QString why;
        if (!checkOutputPath(o_.output, remote_ ? QStringList() : inputs, way, why))
            return fail(Text::tr("--output: %1").arg(why));
        return true;
    }
};

using Reader = RunOptionsReader;

// The lists a matrix sweeps.
const Reader::Row Reader::kSweptOptions[] = {
    {"rw", nullptr, &Reader::readPatterns},
    {"bs", nullptr, &Reader::readBlockSizes},
    {"rwmixread", nullptr, &Reader::readMix},
    {"rwmixwrite", nullptr, &Reader::readMix},
    {"iodepth", nullptr, &Reader::readCounts<&Sweep::queueDepths, kMaxQueueDepth>},
    {"numjobs", nullptr, &Reader::readCounts<&Sweep::jobCounts, kMaxJobs>},
    {"bssplit", nullptr, &Reader::readSplits},
    {"rate_iops", nullptr, &Reader::readRates},
    {"target-count", nullptr, &Reader::readCounts<&Sweep::targetCounts, kMaxJobs>},
};

// How the matrix is run.
const Reader::Row Reader::kMethodOptions[] = {
    {"trials", nullptr, &Reader::readTrials},
    {"order", nullptr, &Reader::readOrder},
    {"order-seed", nullptr, &Reader::readOrderSeed},
    {"precondition", nullptr, &Reader::readPrecondition},
    {"steady-state", nullptr, &Reader::readSteadyState},
    {"steady-track", nullptr, &Reader::readSteadyTrackers},
    {"steady-rounds", nullptr, &Reader::readSteadyRounds},
    {"rate-steps", nullptr, &Reader::readRateSteps},
    {"slo", nullptr, &Reader::readSlo},
    {"volume", nullptr, &Reader::readVolume},
};

// What every point of the matrix shares.
const Reader::Row Reader::kJobOptions[] = {
    {"percentage_random", nullptr, &Reader::readNumber<&JobSpec::percentageRandom, 0, 100>},
    {"size", nullptr, &Reader::readRegionSize},
    {"offset", nullptr, &Reader::readSize<&JobSpec::regionOffset>},
    {"io_size", nullptr, &Reader::readIoSize},
    {"runtime", nullptr, &Reader::readDuration<&JobSpec::runtime>},
    {"ramp_time", nullptr, &Reader::readDuration<&JobSpec::rampTime>},
    {"sample_interval", nullptr, &Reader::readDuration<&JobSpec::interval>},
    {"direct", nullptr, &Reader::readSwitch<&JobSpec::direct>},
    {"verify", nullptr, &Reader::readVerify},
    // fio's io_uring options; validateSpec checks them against the rest of the job.
    {"sqthread_poll", nullptr, &Reader::readSwitch<&JobSpec::sqthreadPoll>},
    {"hipri", nullptr, &Reader::readSwitch<&JobSpec::hipri>},
    {"fixedbufs", nullptr, &Reader::readSwitch<&JobSpec::fixedBufs>},
    {"registerfiles", nullptr, &Reader::readSwitch<&JobSpec::registerFiles>},
    {"sqthread_poll_cpu", nullptr, &Reader::readNumber<&JobSpec::sqthreadPollCpu, 0, kMaxCpus - 1>},
    {"cpus_allowed", nullptr, &Reader::readCpus},
    {"iodepth_batch_submit", "iodepth_batch", &Reader::readNumber<&JobSpec::iodepthBatchSubmit, 0, kMaxQueueDepth>},
    {"iodepth_batch_complete_min", "iodepth_batch_complete",
     &Reader::readNumber<&JobSpec::iodepthBatchCompleteMin, 1, kMaxQueueDepth>},
    {"randseed", nullptr, &Reader::readNumber<&JobSpec::seed, 0, UINT64_MAX>},
    {"engine", nullptr, &Reader::readEngine},
};

bool RunOptionsReader::read(RunOptions& out, QString& error)
{
    const bool ok = refuseConflictingRepeats() && startMatrix() && readHosts() && readTargets()
                    && readRows(kSweptOptions) && applySweptLists() && readRows(kMethodOptions) && refreshSavedVolume()
                    && checkSteadyState() && readRows(kJobOptions) && chooseEngine() && readDevicePermissions()
                    && fitRegionToTargets() && sizeScratchRegion() && readOutput();
    if (!ok) {
        error = error_;
        return false;
    }
    out = o_;
    return true;
}

}  // namespace

void addRunOptions(QCommandLineParser& parser)
{
    for (const Declaration& d : kDeclarations) {
        QCommandLineOption option =
            d.valueName ? QCommandLineOption(QLatin1String(d.name), d.help ? Text::tr(d.help) : QString(),
                                             QLatin1String(d.valueName))
                        : QCommandLineOption(QLatin1String(d.name), Text::tr(d.help));
        if (!d.help)
            option.setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(option);
    }
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
    return std::any_of(std::begin(kDeclarations), std::end(kDeclarations),
                       [&](const Declaration& d) { return parser.isSet(QLatin1String(d.name)); });
}

bool parseRunOptions(const QCommandLineParser& parser, RunOptions& options, QString& error)
{
    return RunOptionsReader(parser).read(options, error);
}

bool parseRunOptionsFromPreset(const QCommandLineParser& parser, const QString& preset, RunOptions& options,
                               QString& error)
{
    return RunOptionsReader(parser, preset).read(options, error);
}

}  // namespace surfio
