#include "core/fio/fio_job_file.h"

#include "core/engine/message_text.h"
#include "core/text/engine_text.h"
#include "core/text/units.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <limits>
#include <optional>

namespace surfio {

namespace {

// The translation context of this file's messages.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(FioImport)
};

// A malformed job file or command line: the message names the line or argument.
struct ImportFailure {
    QString message;
};

struct Option {
    QString name;
    QString value;
    bool hasValue = false;
    QString where;    // "line 7", "argument 3": for messages
    QString section;  // the section it was written in
};

struct Section {
    QString name;
    QString where;
    bool global = false;
    QList<Option> options;
};

[[noreturn]] void fail(const QString& where, const QString& message)
{
    throw ImportFailure{Text::tr("%1: %2").arg(where, message)};
}

QString spelling(const Option& o)
{
    return o.hasValue ? QStringLiteral("%1=%2").arg(o.name, o.value) : o.name;
}

// What Surfio's matrix holds (and its JSON reads back) is refused on the
// option's line, with the engine's message, not later when it runs.
[[noreturn]] void failEngine(const QString& where, const char* templ, std::initializer_list<std::string> args)
{
    fail(where, engineText(formatMessage(templ, args)));
}

void requireInRange(const QString& where, const char* templ, uint64_t value, uint64_t min, uint64_t max)
{
    if (value < min || value > max)
        failEngine(where, templ, {std::to_string(value), std::to_string(max)});
}

// fio's sizes: k, m, g, t, p are powers of 1024 by default (kb_base=1024), and
// then "KiB" means 1000 — fio 3.33 makes size=4KiB 4000 bytes. kb_base=1000
// swaps the two.
std::optional<uint64_t> fioSize(const QString& text, int kbBase)
{
    static const QRegularExpression re(QStringLiteral("^(\\d+)\\s*(?:([kmgtp])(i)?)?b?$"),
                                       QRegularExpression::CaseInsensitiveOption);
    const auto m = re.match(text.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    bool ok = false;
    uint64_t value = m.captured(1).toULongLong(&ok);
    if (!ok)
        return std::nullopt;
    const QString unit = m.captured(2).toLower();
    if (unit.isEmpty())
        return value;
    const bool iec = !m.captured(3).isEmpty();
    const uint64_t base = ((kbBase == 1000) != iec) ? 1000 : 1024;
    const int power = 1 + int(QStringLiteral("kmgtp").indexOf(unit));
    for (int i = 0; i < power; ++i) {
        if (value > std::numeric_limits<uint64_t>::max() / base)
            return std::nullopt;
        value *= base;
    }
    return value;
}

std::optional<int> percentValue(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("^\\s*(\\d{1,3})\\s*%\\s*$"));
    const auto m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    const int p = m.captured(1).toInt();
    return p <= 100 ? std::optional<int>(p) : std::nullopt;
}

// fio's per-direction values: "a" is a for reads and writes, "a,b" a for
// reads and b for writes, an empty part the option's default.
struct Directions {
    QString read;
    QString write;
    bool differ() const { return read != write; }
};

Directions directions(const QString& value)
{
    const QStringList parts = value.split(QLatin1Char(','));
    return {parts.value(0).trimmed(), (parts.size() > 1 ? parts.at(1) : parts.at(0)).trimmed()};
}

QStringList fioList(const QString& value)
{
    // ':' separates names; fio lets "\:" stand for a colon inside one.
    static const QRegularExpression separator(QStringLiteral("(?<!\\\\):"));
    QStringList names;
    for (QString part : value.split(separator, Qt::SkipEmptyParts))
        names.append(part.replace(QLatin1String("\\:"), QLatin1String(":")));
    return names;
}

bool isWrite(Pattern p)
{
    return p == Pattern::Write || p == Pattern::RandWrite;
}

bool isRead(Pattern p)
{
    return p == Pattern::Read || p == Pattern::RandRead;
}

// One job with every option of the globals above it and its own applied.
struct Job {
    QString name;
    QString where;
    Sweep sweep;
    JobSpec spec;  // the options Surfio keeps in the matrix's base
    bool stonewall = false;
    bool groupReporting = false;
};

// Options of fio itself rather than of a job (command line only).
bool isProgramOption(const QString& name)
{
    static const QSet<QString> names{
        QStringLiteral("output"),         QStringLiteral("output-format"), QStringLiteral("status-interval"),
        QStringLiteral("minimal"),        QStringLiteral("eta"),           QStringLiteral("eta-newline"),
        QStringLiteral("eta-interval"),   QStringLiteral("client"),        QStringLiteral("server"),
        QStringLiteral("daemonize"),      QStringLiteral("debug"),         QStringLiteral("parse-only"),
        QStringLiteral("section"),        QStringLiteral("alloc-size"),    QStringLiteral("warnings-fatal"),
        QStringLiteral("max-jobs"),       QStringLiteral("bandwidth-log"), QStringLiteral("latency-log"),
        QStringLiteral("showcmd"),        QStringLiteral("readonly"),      QStringLiteral("terse-version"),
        QStringLiteral("append-terse"),   QStringLiteral("version"),       QStringLiteral("help"),
        QStringLiteral("cmdhelp"),        QStringLiteral("enghelp"),       QStringLiteral("idle-prof"),
        QStringLiteral("inflate-log"),    QStringLiteral("aux-path"),      QStringLiteral("remote-config"),
        QStringLiteral("trigger"),        QStringLiteral("trigger-file"),  QStringLiteral("trigger-timeout"),
        QStringLiteral("trigger-remote"), QStringLiteral("crctest"),       QStringLiteral("merge-blktrace-only")};
    return names.contains(name);
}

// Options that take no value on fio's command line.
bool isFlag(const QString& name)
{
    static const QSet<QString> names{QStringLiteral("time_based"),
                                     QStringLiteral("group_reporting"),
                                     QStringLiteral("stonewall"),
                                     QStringLiteral("wait_for_previous"),
                                     QStringLiteral("new_group"),
                                     QStringLiteral("thread"),
                                     QStringLiteral("norandommap"),
                                     QStringLiteral("exitall"),
                                     QStringLiteral("exitall_on_error"),
                                     QStringLiteral("minimal"),
                                     QStringLiteral("parse-only"),
                                     QStringLiteral("showcmd"),
                                     QStringLiteral("version"),
                                     QStringLiteral("help"),
                                     QStringLiteral("readonly"),
                                     QStringLiteral("append-terse"),
                                     QStringLiteral("warnings-fatal"),
                                     QStringLiteral("latency-log"),
                                     QStringLiteral("bandwidth-log"),
                                     QStringLiteral("merge-blktrace-only"),
                                     QStringLiteral("daemonize"),
                                     QStringLiteral("sqthread_poll"),
                                     QStringLiteral("hipri"),
                                     QStringLiteral("fixedbufs"),
                                     QStringLiteral("registerfiles")};
    return names.contains(name);
}

class Importer {
public:
    explicit Importer(FioImport& out)
        : m_out(out)
    {
    }

    void run(const QList<Section>& sections)
    {
        QList<Option> globals;
        QList<Job> jobs;
        for (const Section& section : sections) {
            if (section.global)
                globals += section.options;  // a later [global] adds to the earlier ones, as in fio
            else
                jobs.append(resolve(section, globals));
        }
        if (jobs.isEmpty())
            throw ImportFailure{Text::tr("no job: fio runs only the sections other than [global], and there is none")};
        assemble(jobs);
    }

private:
    FioImport& m_out;
    QSet<QString> m_reported;  // options already listed, by place and text

    void unused(const Option& o, const QString& why = {})
    {
        const QString key = o.where + QLatin1Char('\n') + o.name + QLatin1Char('\n') + why;
        if (m_reported.contains(key))
            return;
        m_reported.insert(key);
        if (why.isEmpty())
            passThrough(o);
        m_out.unused.append(
            why.isEmpty() ? Text::tr("%1: %2 — not used by Surfio's engine").arg(o.section, spelling(o))
                          : Text::tr("%1: %2 — not used by Surfio's engine: %3").arg(o.section, spelling(o), why));
    }

    // Kept for fio: written to the [global] of the job files Surfio gives it.
    void passThrough(const Option& o)
    {
        const std::string text = (o.hasValue ? o.name + QLatin1Char('=') + o.value : o.name).toStdString();
        std::vector<std::string>& kept = m_out.matrix.fioOptions;
        if (std::find(kept.begin(), kept.end(), text) == kept.end())
            kept.push_back(text);
    }

    void note(const QString& text)
    {
        if (!m_out.notes.contains(text))
            m_out.notes.append(text);
    }

    static uint64_t number(const Option& o, const QString& text, int kbBase, uint64_t max = UINT32_MAX)
    {
        const auto v = fioSize(text, kbBase);
        if (!v || *v > max)
            fail(o.where, Text::tr("%1 is not a whole number from 0 to %2").arg(spelling(o)).arg(max));
        return *v;
    }

    static bool boolean(const Option& o)
    {
        if (!o.hasValue)
            return true;  // time_based, stonewall, group_reporting alone mean 1
        const QString v = o.value.trimmed();
        if (v == QLatin1String("1") || v == QLatin1String("true") || v == QLatin1String("on"))
            return true;
        if (v == QLatin1String("0") || v == QLatin1String("false") || v == QLatin1String("off"))
            return false;
        fail(o.where, Text::tr("%1 is not 0 or 1").arg(spelling(o)));
    }

    static Pattern pattern(const Option& o, QString& suffix)
    {
        const QString v = o.value.trimmed();
        const qsizetype colon = v.indexOf(QLatin1Char(':'));
        const QString name = colon < 0 ? v : v.left(colon);
        suffix = colon < 0 ? QString() : v.mid(colon);
        static const QStringList trims{QStringLiteral("trim"), QStringLiteral("randtrim"), QStringLiteral("trimwrite"),
                                       QStringLiteral("randtrimwrite")};
        if (trims.contains(name))
            fail(o.where, Text::tr("%1: Surfio does not issue trims, so this job cannot be imported").arg(spelling(o)));
        const auto p = parsePattern(name.toStdString());
        if (!p || name.startsWith(QLatin1String("seq")))
            fail(o.where, Text::tr("%1 is not an I/O pattern fio knows: use read, write, randread, randwrite, "
                                   "rw (readwrite) or randrw")
                              .arg(spelling(o)));
        return *p;
    }

    // fio's io_uring options into spec; submit: iodepth_batch_submit as given,
    // whose 0 is fio's "iodepth". False for any other option.
    bool uringOption(const Option& o, int kbBase, JobSpec& spec, std::optional<uint32_t>& submit)
    {
        const QString& n = o.name;
        const QString v = o.value.trimmed();
        if (n == QLatin1String("sqthread_poll")) {
            spec.sqthreadPoll = boolean(o);
        } else if (n == QLatin1String("sqthread_poll_cpu")) {
            spec.sqthreadPollCpu = int(number(o, v, kbBase, kMaxCpus - 1));
        } else if (n == QLatin1String("hipri")) {
            spec.hipri = boolean(o);
        } else if (n == QLatin1String("fixedbufs")) {
            spec.fixedBufs = boolean(o);
        } else if (n == QLatin1String("registerfiles")) {
            spec.registerFiles = boolean(o);
        } else if (n == QLatin1String("cpus_allowed")) {
            const auto cpus = parseCpuList(v.toStdString());
            if (!cpus)
                fail(o.where, Text::tr("%1 is not a CPU list: give CPU numbers and ranges separated by commas, e.g. "
                                       "cpus_allowed=0-3,5")
                                  .arg(spelling(o)));
            spec.cpusAllowed = *cpus;
        } else if (n == QLatin1String("iodepth_batch_submit") || n == QLatin1String("iodepth_batch")) {
            submit = uint32_t(number(o, v, kbBase, kMaxQueueDepth));
        } else if (n == QLatin1String("iodepth_batch_complete_min") || n == QLatin1String("iodepth_batch_complete")) {
            spec.iodepthBatchCompleteMin = uint32_t(number(o, v, kbBase, kMaxQueueDepth));
            if (spec.iodepthBatchCompleteMin == 0) {  // fio's: reap without waiting
                spec.iodepthBatchCompleteMin = 1;
                unused(o, Text::tr("Surfio's engine waits for at least one completion, so 1 is used"));
            }
        } else {
            return false;
        }
        return true;
    }

    // iodepth_batch_submit as Surfio holds it: fio's 0 is the job's iodepth,
    // and without it Surfio submits by its own rule.
    uint32_t batchSubmit(const std::optional<uint32_t>& submit, uint32_t depth)
    {
        if (!submit)
            note(Text::tr("iodepth_batch_submit is not given: fio would submit each I/O on its own (its default, 1), "
                          "Surfio submits by its own rule; give iodepth_batch_submit=1 to submit as fio does"));
        return !submit ? 0 : *submit == 0 ? depth : *submit;
    }

    Job resolve(const Section& section, const QList<Option>& globals)
    {
        Job job;
        job.name = section.name;
        job.where = section.where;

        // fio's defaults, where they differ from Surfio's.
        Pattern rw = Pattern::Read;
        std::optional<Option> rwOption, rwSuffixOption, mixOption, bsOption, splitOption, rangeOption;
        std::optional<Option> rateOption, sizePercentOption, randomOption;
        int readMix = 50;
        Directions bs{QStringLiteral("4k"), QStringLiteral("4k")};
        Directions split, rate, random;
        uint32_t depth = 1, jobCount = 1;
        std::optional<uint64_t> size, ioSize;
        uint64_t offset = 0;
        int sizePercent = -1;  // size=N%: N
        QStringList filenames, directories;
        std::optional<Nanoseconds> runtime;
        Nanoseconds ramp{0};
        bool timeBased = false, direct = false, randRepeat = true;
        VerifyChoice verify = VerifyChoice::Off;
        std::optional<uint64_t> seed;
        int kbBase = 1024;
        job.spec.fixedBufs = false;  // fio's defaults, which Surfio's are not
        job.spec.registerFiles = false;
        std::optional<uint32_t> submit;

        QList<Option> options = globals;
        options += section.options;
        for (const Option& o : options) {
            const QString& n = o.name;
            const QString v = o.value.trimmed();
            if (!o.hasValue && !isFlag(n))
                fail(o.where, Text::tr("%1 needs a value, e.g. %1=1").arg(n));
            if (uringOption(o, kbBase, job.spec, submit))
                continue;
            if (n == QLatin1String("rw") || n == QLatin1String("readwrite")) {
                QString suffix;
                rw = pattern(o, suffix);
                rwOption = o;
                rwSuffixOption = suffix.isEmpty() ? std::nullopt : std::optional<Option>(o);
            } else if (n == QLatin1String("rwmixread") || n == QLatin1String("rwmixwrite")) {
                const uint64_t p = number(o, v, kbBase, 100);
                readMix = n == QLatin1String("rwmixread") ? int(p) : 100 - int(p);
                mixOption = o;
            } else if (n == QLatin1String("bs") || n == QLatin1String("blocksize")) {
                bs = directions(v);
                if (bs.read.isEmpty())
                    bs.read = QStringLiteral("4k");
                if (bs.write.isEmpty())
                    bs.write = QStringLiteral("4k");
                for (const QString& part : {bs.read, bs.write})
                    if (!fioSize(part, kbBase) || *fioSize(part, kbBase) == 0)
                        fail(o.where, Text::tr("%1 is not a block size: use a number with an optional k or m suffix, "
                                               "e.g. bs=4k")
                                          .arg(spelling(o)));
                bsOption = o;
            } else if (n == QLatin1String("bssplit")) {
                split = directions(v);
                for (const QString& part : {split.read, split.write}) {
                    BlockSplit parsed;
                    QString error;
                    if (!part.isEmpty() && !parseBlockSplit(part, parsed, error))
                        fail(o.where, Text::tr("bssplit: %1").arg(error));
                }
                splitOption = o;
            } else if (n == QLatin1String("bsrange") || n == QLatin1String("blocksize_range")) {
                rangeOption = o;
            } else if (n == QLatin1String("iodepth")) {
                const uint64_t d = number(o, v, kbBase);
                requireInRange(o.where, messages::kIodepthOutside, d, 1, kMaxQueueDepth);
                depth = uint32_t(d);
            } else if (n == QLatin1String("numjobs")) {
                const uint64_t j = number(o, v, kbBase);
                requireInRange(o.where, messages::kNumjobsOutside, j, 1, kMaxJobs);
                jobCount = uint32_t(j);
            } else if (n == QLatin1String("size")) {
                if (const auto p = percentValue(v)) {
                    sizePercent = *p;
                    sizePercentOption = o;
                    size.reset();
                } else if (const auto s = fioSize(v, kbBase)) {
                    size = *s;
                    sizePercent = -1;
                } else {
                    fail(o.where, Text::tr("%1 is not a size: use a number with an optional k, m, g or t suffix, "
                                           "or a percentage, e.g. size=4g or size=50%")
                                      .arg(spelling(o)));
                }
            } else if (n == QLatin1String("io_size") || n == QLatin1String("io_limit")) {
                const auto s = fioSize(v, kbBase);
                if (!s)
                    fail(o.where, Text::tr("%1 is not a size, e.g. %2=1g").arg(spelling(o), n));
                ioSize = *s;
            } else if (n == QLatin1String("offset")) {
                if (percentValue(v)) {
                    unused(o, Text::tr("Surfio's region starts at a byte offset; it starts at 0"));
                    offset = 0;
                } else if (const auto s = fioSize(v, kbBase)) {
                    offset = *s;
                } else {
                    fail(o.where, Text::tr("%1 is not a size, e.g. offset=1g").arg(spelling(o)));
                }
            } else if (n == QLatin1String("filename")) {
                filenames = fioList(v);
            } else if (n == QLatin1String("directory")) {
                directories = fioList(v);
            } else if (n == QLatin1String("runtime") || n == QLatin1String("timeout")) {
                const auto d = parseDuration(v);
                if (!d)
                    fail(o.where, Text::tr("%1 is not a time: use seconds or a number with ms, s, m or h, "
                                           "e.g. runtime=60")
                                      .arg(spelling(o)));
                runtime = d->count() > 0 ? std::optional<Nanoseconds>(*d) : std::nullopt;  // 0: no limit, as fio
            } else if (n == QLatin1String("ramp_time")) {
                const auto d = parseDuration(v);
                if (!d)
                    fail(o.where, Text::tr("%1 is not a time, e.g. ramp_time=5s").arg(spelling(o)));
                ramp = *d;
            } else if (n == QLatin1String("time_based")) {
                timeBased = boolean(o);
            } else if (n == QLatin1String("direct")) {
                direct = boolean(o);
            } else if (n == QLatin1String("buffered")) {
                direct = !boolean(o);
            } else if (n == QLatin1String("verify")) {
                if (const auto choice = parseVerifyChoice(v.toStdString())) {
                    verify = *choice;
                } else {
                    verify = VerifyChoice::Off;
                    unused(o, Text::tr("Surfio checks with crc32c only, so this job runs without verify; "
                                       "verify=crc32c keeps it"));
                }
            } else if (n == QLatin1String("verify_interval")) {
                unused(o, Text::tr("Surfio checks every 512 bytes"));
            } else if (n == QLatin1String("ioengine")) {
                unused(o, Text::tr("Surfio runs its own engine (io_uring, or psync where io_uring is unavailable); "
                                   "with --engine=fio, fio uses it"));
                passThrough(o);
            } else if (n == QLatin1String("rate_iops")) {
                rate = directions(v);
                for (const QString& part : {rate.read, rate.write})
                    if (!part.isEmpty())
                        number(o, part, kbBase, UINT64_MAX);
                rateOption = o;
            } else if (n == QLatin1String("randrepeat")) {
                randRepeat = boolean(o);
                if (!randRepeat)
                    unused(o, Text::tr("Surfio repeats the same offsets from its seed on every run"));
            } else if (n == QLatin1String("randseed")) {
                seed = number(o, v, kbBase, UINT64_MAX);
            } else if (n == QLatin1String("percentage_random")) {
                random = directions(v);
                for (const QString& part : {random.read, random.write})
                    if (!part.isEmpty())
                        number(o, part, kbBase, 100);
                randomOption = o;
            } else if (n == QLatin1String("group_reporting")) {
                job.groupReporting = boolean(o);
            } else if (n == QLatin1String("stonewall") || n == QLatin1String("wait_for_previous")) {
                // In a [global] it stonewalls every job below, as in fio.
                job.stonewall = boolean(o);
            } else if (n == QLatin1String("name")) {
                if (o.section != QLatin1String("global") && !section.global)
                    job.name = v;
                else
                    unused(o);
            } else if (n == QLatin1String("kb_base")) {
                kbBase = int(number(o, v, 1024, 1024));
                if (kbBase != 1000 && kbBase != 1024)
                    fail(o.where, Text::tr("%1 is not 1000 or 1024").arg(spelling(o)));
            } else if (n == QLatin1String("norandommap")) {
                note(Text::tr("%1: norandommap is what Surfio always does: random offsets keep no coverage map")
                         .arg(o.section));
            } else {
                unused(o);
            }
        }

        // The pattern decides which direction's value of a per-direction option counts.
        const auto pick = [&](const Directions& d) { return isWrite(rw) ? d.write : d.read; };
        const QString job_ = job.name;

        Sweep& s = job.sweep;
        s.patterns = {rw};
        s.queueDepths = {depth};
        s.jobCounts = {jobCount};
        s.readPercents = {isRead(rw) ? 100 : isWrite(rw) ? 0 : readMix};
        if (mixOption && (isRead(rw) || isWrite(rw)))
            note(Text::tr("%1: %2 has no effect on rw=%3, in fio as in Surfio")
                     .arg(job_, spelling(*mixOption), QString::fromStdString(patternName(rw))));
        if (rwSuffixOption)
            unused(*rwSuffixOption,
                   Text::tr("the %1 suffix (offsets skipped or random runs) is not modelled")
                       .arg(rwSuffixOption->value.mid(rwSuffixOption->value.indexOf(QLatin1Char(':')))));

        const QString splitText = splitOption ? pick(split) : QString();
        if (!splitText.isEmpty()) {
            const QString& text = splitText;
            BlockSplit parsed;
            QString error;
            parseBlockSplit(text, parsed, error);
            for (const BlockSplitPart& part : parsed)
                if (part.size < kMinBlockSize || part.size > kMaxBlockSize)
                    failEngine(splitOption->where, messages::kBssplitPartSizeOutside,
                               {std::to_string(part.size), std::to_string(part.percent)});
            s.blockSizes = {};
            s.blockSplits = {parsed};
            if (split.differ() && !isRead(rw) && !isWrite(rw))
                unused(*splitOption, Text::tr("Surfio has one split for reads and writes; %1 is used").arg(text));
            if (bsOption)
                unused(*bsOption, Text::tr("bssplit wins over bs, as in fio"));
        } else {
            s.blockSizes = {*fioSize(pick(bs), kbBase)};
            if (s.blockSizes.front() < kMinBlockSize || s.blockSizes.front() > kMaxBlockSize)
                failEngine(bsOption ? bsOption->where : job_, messages::kBsOutsideRange,
                           {std::to_string(s.blockSizes.front())});
            s.blockSplits = {};
            if (splitOption)
                unused(*splitOption, Text::tr("it gives no split for this job's direction"));
            if (bsOption && bs.differ()) {
                if (!isRead(rw) && !isWrite(rw))
                    unused(*bsOption,
                           Text::tr("Surfio has one block size for reads and writes; the read size %1 is used")
                               .arg(formatSize(s.blockSizes.front())));
                else
                    note((isWrite(rw) ? Text::tr("%1: %2 — the job only writes, so %3 is used")
                                      : Text::tr("%1: %2 — the job only reads, so %3 is used"))
                             .arg(job_, spelling(*bsOption), formatSize(s.blockSizes.front())));
            }
        }
        if (rangeOption)
            unused(*rangeOption,
                   s.blockSizes.empty()
                       ? Text::tr("Surfio has no block-size ranges; the bssplit is used")
                       : Text::tr("Surfio has no block-size ranges; %1 is used").arg(formatSize(s.blockSizes.front())));

        JobSpec& spec = job.spec;
        spec.iodepthBatchSubmit = batchSubmit(submit, depth);
        spec.pattern = rw;
        spec.direct = direct;
        spec.verify = verify;
        spec.rampTime = ramp;
        spec.regionOffset = offset;
        spec.regionSize = size.value_or(0);
        if (seed)
            spec.seed = *seed;
        if (rateOption) {
            const QString text = pick(rate);
            spec.rateIops = text.isEmpty() ? 0 : *fioSize(text, kbBase);
            if (rate.differ() && !isRead(rw) && !isWrite(rw))
                unused(*rateOption, Text::tr("Surfio has one cap for reads and writes; %1 is used").arg(text));
            else if (!isRead(rw) && !isWrite(rw))
                note(Text::tr("%1: %2 — fio caps reads and writes at this rate each; Surfio caps all I/Os of a job "
                              "together")
                         .arg(job_, spelling(*rateOption)));
        }
        if (randomOption) {
            const QString text = pick(random);
            spec.percentageRandom = text.isEmpty() ? -1 : int(*fioSize(text, kbBase));
            if (random.differ() && !isRead(rw) && !isWrite(rw))
                unused(*randomOption,
                       Text::tr("Surfio has one random share for reads and writes; %1 is used").arg(text));
        }
        if (sizePercent >= 0) {
            if (sizePercent == 100)
                note(Text::tr("%1: size=100% — the whole target, as Surfio's default region").arg(job_));
            else
                unused(*sizePercentOption, Text::tr("Surfio's region is the whole target or a size in bytes; "
                                                    "the whole target is used"));
        }

        // Targets: fio puts the directory in front of each file name.
        const QString dir = directories.value(0);
        for (const QString& f : filenames)
            spec.targets.push_back(
                (dir.isEmpty() || QDir::isAbsolutePath(f) ? f : QDir(dir).filePath(f)).toStdString());
        if (filenames.isEmpty())
            for (const QString& d : directories)
                spec.targets.push_back(d.toStdString());
        if (directories.size() > 1 && !filenames.isEmpty())
            note(Text::tr("%1: fio spreads the jobs' files over %2 directories; Surfio's targets are in %3")
                     .arg(job_)
                     .arg(directories.size())
                     .arg(dir));
        if (filenames.isEmpty() && directories.isEmpty())
            note(Text::tr("%1: no filename or directory, so fio would create its files in the directory it runs in; "
                          "give Surfio a target (--filename or --directory) when running")
                     .arg(job_));
        else if (filenames.isEmpty() && jobCount > 1)
            note(Text::tr("%1: fio gives each of the %2 jobs its own file in the directory; Surfio's jobs share one "
                          "scratch file")
                     .arg(job_)
                     .arg(jobCount));

        // How a job ends. Without time_based fio stops after size (or io_size)
        // bytes per job, or at runtime, whichever comes first.
        const std::optional<uint64_t> bytes = ioSize ? ioSize : size;
        if (timeBased && runtime) {
            spec.runtime = *runtime;
            spec.byteTotal = 0;
        } else if (timeBased) {
            note(Text::tr("%1: time_based without runtime runs until fio is stopped; Surfio runs %2")
                     .arg(job_, formatDuration(spec.runtime)));
        } else if (bytes) {
            spec.runtime = runtime.value_or(Nanoseconds(0));
            spec.byteTotal = *bytes;
        } else {
            if (runtime)
                spec.runtime = *runtime;
            note((runtime
                      ? Text::tr("%1: fio ends the job after one pass over the target or at runtime; Surfio does not "
                                 "know the target's size here and runs %2")
                      : Text::tr("%1: fio ends the job after one pass over the target; Surfio does not know the "
                                 "target's size here and runs %2"))
                     .arg(job_, formatDuration(spec.runtime)));
        }
        return job;
    }

    QString describeBase(const char* field, const JobSpec& spec) const
    {
        const QString f = QLatin1String(field);
        if (f == QLatin1String("targets")) {
            QStringList names;
            for (const std::string& t : spec.targets)
                names.append(QString::fromStdString(t));
            return names.isEmpty() ? Text::tr("none") : names.join(QLatin1Char(':'));
        }
        if (f == QLatin1String("size"))
            return spec.regionSize ? formatSize(spec.regionSize) : Text::tr("the whole target");
        if (f == QLatin1String("offset"))
            return formatSize(spec.regionOffset);
        if (f == QLatin1String("runtime"))
            return spec.runtime.count() ? formatDuration(spec.runtime) : Text::tr("none");
        if (f == QLatin1String("ramp_time"))
            return formatDuration(spec.rampTime);
        if (f == QLatin1String("io_size"))
            return spec.byteTotal ? formatSize(spec.byteTotal) : Text::tr("none");
        if (f == QLatin1String("direct"))
            return QString::number(spec.direct ? 1 : 0);
        if (f == QLatin1String("verify"))
            return QString::fromStdString(verifyChoiceName(spec.verify));
        if (f == QLatin1String("rate_iops"))
            return QString::number(spec.rateIops);
        if (f == QLatin1String("randseed"))
            return QString::number(spec.seed);
        if (f == QLatin1String("percentage_random"))
            return QString::number(spec.percentageRandom);
        return uringOptionText(f, spec);
    }

    static QString uringOptionText(const QString& f, const JobSpec& spec)
    {
        if (f == QLatin1String("cpus_allowed"))
            return spec.cpusAllowed.empty() ? Text::tr("any") : QString::fromStdString(cpuListName(spec.cpusAllowed));
        const std::pair<const char*, long> numbers[] = {{"sqthread_poll", spec.sqthreadPoll},
                                                        {"sqthread_poll_cpu", spec.sqthreadPollCpu},
                                                        {"hipri", spec.hipri},
                                                        {"fixedbufs", spec.fixedBufs},
                                                        {"registerfiles", spec.registerFiles},
                                                        {"iodepth_batch_submit", spec.iodepthBatchSubmit},
                                                        {"iodepth_batch_complete_min", spec.iodepthBatchCompleteMin}};
        for (const auto& [name, value] : numbers)
            if (f == QLatin1String(name))
                return QString::number(value);
        return {};
    }

    void assemble(const QList<Job>& jobs)
    {
        Matrix& m = m_out.matrix;
        const std::vector<std::string> passedThrough = m.fioOptions;
        m = Matrix{};
        m.fioOptions = passedThrough;
        m.base = jobs.front().spec;
        m.sweeps.clear();
        for (const Job& job : jobs)
            m.sweeps.push_back(job.sweep);

        const Job& first = jobs.front();
        for (qsizetype i = 1; i < jobs.size(); ++i) {
            const Job& job = jobs.at(i);
            for (const char* field :
                 {"targets", "size", "offset", "runtime", "ramp_time", "io_size", "direct", "verify", "rate_iops",
                  "randseed", "percentage_random", "sqthread_poll", "sqthread_poll_cpu", "hipri", "fixedbufs",
                  "registerfiles", "cpus_allowed", "iodepth_batch_submit", "iodepth_batch_complete_min"}) {
                const QString mine = describeBase(field, job.spec), theirs = describeBase(field, first.spec);
                if (mine != theirs)
                    note(Text::tr("job %1 (%2) has %3 %4 but job %5 has %6: Surfio's matrix has one %3 for every "
                                  "point, so %6 from job %5 is used; import the jobs separately to keep both")
                             .arg(job.name, job.where, QLatin1String(field), mine, first.name, theirs));
            }
            if (!job.stonewall)
                note(Text::tr("job %1 (%2) has no stonewall, so fio runs it at the same time as the job before it; "
                              "Surfio runs the jobs one after another")
                         .arg(job.name, job.where));
        }
        if (std::any_of(jobs.begin(), jobs.end(), [](const Job& j) { return j.groupReporting; }))
            note(Text::tr(
                "group_reporting: Surfio always reports the jobs of a point together, as group_reporting does"));
        if (!m.base.direct)
            note(Text::tr("direct=0: the runs go through the page cache (fio's default when direct is not given)"));

        // Say now what Surfio will refuse to run.
        const std::vector<JobSpec> points = m.expand();
        for (size_t i = 0; i < points.size() && i < size_t(jobs.size()); ++i) {
            JobSpec spec = points[i];
            if (spec.targets.empty())
                spec.targets.push_back("target");
            if (const std::string problem = validateSpec(spec); !problem.empty())
                note(Text::tr("job %1: Surfio will not run this point as it is: %2")
                         .arg(jobs.at(qsizetype(i)).name, engineText(problem)));
        }
    }
};

QList<Section> jobFileSections(const QString& text)
{
    QList<Section> sections;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString where = Text::tr("line %1").arg(i + 1);
        QString line = lines.at(i);
        // fio ends a line at the first ';' or '#', wherever it is.
        const qsizetype comment = line.indexOf(QRegularExpression(QStringLiteral("[;#]")));
        if (comment >= 0)
            line.truncate(comment);
        line = line.trimmed();
        if (line.isEmpty())
            continue;
        if (line.startsWith(QLatin1Char('['))) {
            if (!line.endsWith(QLatin1Char(']')))
                fail(where, Text::tr("the section header \"%1\" has no closing ]").arg(line));
            const QString name = line.mid(1, line.size() - 2).trimmed();
            if (name.isEmpty())
                fail(where, Text::tr("the section header \"%1\" has no name").arg(line));
            sections.append(Section{name, where, name == QLatin1String("global"), {}});
            continue;
        }
        if (line.startsWith(QLatin1String("include ")))
            fail(where, Text::tr("\"%1\": included job files are not read; import that file on its own").arg(line));
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        Option o;
        o.name = (eq < 0 ? line : line.left(eq)).trimmed();
        o.hasValue = eq >= 0;
        o.value = eq < 0 ? QString() : line.mid(eq + 1).trimmed();
        o.where = where;
        if (sections.isEmpty())
            fail(where, Text::tr("the option \"%1\" comes before any section: put it under [global] or a [job]")
                            .arg(spelling(o)));
        o.section = sections.last().name;
        sections.last().options.append(o);
    }
    return sections;
}

QList<Section> commandSections(QStringList args, FioImport& out)
{
    // Skip "sudo", environment settings and the fio program itself.
    for (qsizetype i = 0; i < args.size(); ++i)
        if (QFileInfo(args.at(i)).fileName() == QLatin1String("fio")) {
            args = args.mid(i + 1);
            break;
        }
    QList<Section> sections{Section{QStringLiteral("global"), Text::tr("the command line"), true, {}}};
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString where = Text::tr("argument %1 (%2)").arg(i + 1).arg(args.at(i));
        QString arg = args.at(i);
        if (!arg.startsWith(QLatin1Char('-')) || arg == QLatin1String("-") || arg == QLatin1String("--"))
            fail(where, arg.startsWith(QLatin1Char('-'))
                            ? Text::tr("reading a job file from standard input is not imported here")
                            : Text::tr("\"%1\" is a job file: import it with surfio import-fio %1").arg(arg));
        arg.remove(0, arg.startsWith(QLatin1String("--")) ? 2 : 1);
        const qsizetype eq = arg.indexOf(QLatin1Char('='));
        Option o;
        o.name = eq < 0 ? arg : arg.left(eq);
        o.hasValue = eq >= 0;
        o.value = eq < 0 ? QString() : arg.mid(eq + 1);
        o.where = where;
        if (!o.hasValue && !isFlag(o.name) && i + 1 < args.size() && !args.at(i + 1).startsWith(QLatin1Char('-'))) {
            o.value = args.at(++i);  // "--bs 4k", as fio's getopt allows
            o.hasValue = true;
        }
        if (isProgramOption(o.name)) {
            out.unused.append(Text::tr("%1: %2 — not used by Surfio's engine: an option of fio itself")
                                  .arg(QStringLiteral("fio"), spelling(o)));
            continue;
        }
        if (o.name == QLatin1String("name")) {
            const QString name = o.value.trimmed();
            sections.append(Section{name, where, name == QLatin1String("global"), {}});
            if (name == QLatin1String("global"))
                continue;
        }
        o.section = sections.last().name;
        sections.last().options.append(o);
    }
    return sections;
}

}  // namespace

bool importFioJobFile(const QString& text, FioImport& result, QString& error)
{
    try {
        FioImport imported;
        Importer(imported).run(jobFileSections(text));
        result = imported;
        return true;
    } catch (const ImportFailure& failure) {
        error = failure.message;
        return false;
    }
}

bool importFioArguments(const QStringList& arguments, FioImport& result, QString& error)
{
    try {
        FioImport imported;
        const QList<Section> sections = commandSections(arguments, imported);
        Importer(imported).run(sections);
        result = imported;
        return true;
    } catch (const ImportFailure& failure) {
        error = failure.message;
        return false;
    }
}

bool importFioCommandLine(const QString& command, FioImport& result, QString& error)
{
    // A pasted command may span lines ending in a backslash.
    QString joined = command;
    joined.replace(QRegularExpression(QStringLiteral("\\\\\\r?\\n")), QStringLiteral(" "));
    joined.replace(QLatin1Char('\n'), QLatin1Char(' '));
    const QStringList arguments = QProcess::splitCommand(joined);
    if (arguments.isEmpty()) {
        error = Text::tr("the fio command line is empty");
        return false;
    }
    return importFioArguments(arguments, result, error);
}

}  // namespace surfio
