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

QString spelling(const Option& o)
{
    return o.hasValue ? QStringLiteral("%1=%2").arg(o.name, o.value) : o.name;
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

// What an import says besides the matrix: the options Surfio's engine does
// not use, the notes, and the error that ends it.
class Report {
public:
    explicit Report(FioImport& out)
        : out_(out)
    {
    }

    FioImport& out() { return out_; }
    const QString& error() const { return error_; }

    // The import fails with this message; false, to be returned at once.
    bool fail(const QString& message)
    {
        error_ = message;
        return false;
    }

    // The import fails at a line or argument.
    bool fail(const QString& where, const QString& message) { return fail(Text::tr("%1: %2").arg(where, message)); }

    // What Surfio's matrix cannot hold (and its JSON would not read back) is
    // refused on the option's line, with the engine's message, not later when
    // it runs.
    bool failEngine(const QString& where, const char* templ, std::initializer_list<std::string> args)
    {
        return fail(where, engineText(formatMessage(templ, args)));
    }

    bool requireInRange(const QString& where, const char* templ, uint64_t value, uint64_t min, uint64_t max)
    {
        return (value >= min && value <= max) || failEngine(where, templ, {std::to_string(value), std::to_string(max)});
    }

    void unused(const Option& o, const QString& why = {})
    {
        const QString key = o.where + QLatin1Char('\n') + o.name + QLatin1Char('\n') + why;
        if (reported_.contains(key))
            return;
        reported_.insert(key);
        if (why.isEmpty())
            passThrough(o);
        out_.unused.append(why.isEmpty()
                               ? Text::tr("%1: %2 — not used by Surfio's engine").arg(o.section, spelling(o))
                               : Text::tr("%1: %2 — not used by Surfio's engine: %3").arg(o.section, spelling(o), why));
    }

    // An option of the fio program rather than of a job (command line only).
    void programOption(const Option& o)
    {
        out_.unused.append(Text::tr("%1: %2 — not used by Surfio's engine: an option of fio itself")
                               .arg(QStringLiteral("fio"), spelling(o)));
    }

    // Kept for fio: written to the [global] of the job files Surfio gives it.
    void passThrough(const Option& o)
    {
        const std::string text = (o.hasValue ? o.name + QLatin1Char('=') + o.value : o.name).toStdString();
        std::vector<std::string>& kept = out_.matrix.fioOptions;
        if (std::find(kept.begin(), kept.end(), text) == kept.end())
            kept.push_back(text);
    }

    void note(const QString& text)
    {
        if (!out_.notes.contains(text))
            out_.notes.append(text);
    }

private:
    FioImport& out_;
    QString error_;
    QSet<QString> reported_;  // options already listed, by place and text
};

// One job as fio reads it: the options of the [global]s above it, then its
// own, each through its row of the option table (as fio's options[]); then
// the sweep and spec they make. Starts from fio's defaults where they differ
// from Surfio's.
class JobReader {
public:
    JobReader(Report& report, const Section& section)
        : report_(report)
    {
        job_.name = section.name;
        job_.where = section.where;
        job_.spec.fixedBufs = false;  // fio's defaults, which Surfio's are not
        job_.spec.registerFiles = false;
    }

    bool read(const Option& o)
    {
        if (!o.hasValue && !isFlag(o.name))
            return report_.fail(o.where, Text::tr("%1 needs a value, e.g. %1=1").arg(o.name));
        const Row* row = rowFor(o.name);
        if (!row) {
            report_.unused(o);
            return true;
        }
        return (this->*row->read)(o);
    }

    // The job the options make; false when Surfio's matrix cannot hold it.
    bool finish(Job& job)
    {
        shapeSweep();
        if (!chooseBlockSizes())
            return false;
        fillSpec();
        capDirections();
        placeTargets();
        chooseEnding();
        job_.stonewall = stonewall_;
        job_.groupReporting = groupReporting_;
        job = job_;
        return true;
    }

private:
    using Handler = bool (JobReader::*)(const Option&);
    struct Row {
        const char* name;
        const char* alias;  // fio's other name for it, or nullptr
        Handler read;
    };
    static const Row kOptions[];

    static const Row* rowFor(const QString& name);

    Report& report_;
    Job job_;
    int kbBase_ = 1024;
    Pattern rw_ = Pattern::Read;
    std::optional<Option> rwSuffixOption_, mixOption_, bsOption_, splitOption_, rangeOption_;
    std::optional<Option> rateOption_, sizePercentOption_, randomOption_;
    int readMix_ = 50;
    Directions bs_{QStringLiteral("4k"), QStringLiteral("4k")};
    Directions split_, rate_, random_;
    uint32_t depth_ = 1, jobCount_ = 1;
    std::optional<uint64_t> size_, ioSize_;
    uint64_t offset_ = 0;
    int sizePercent_ = -1;  // size=N%: N
    QStringList filenames_, directories_;
    std::optional<Nanoseconds> runtime_;
    Nanoseconds ramp_{0};
    bool timeBased_ = false, direct_ = false, stonewall_ = false, groupReporting_ = false;
    VerifyChoice verify_ = VerifyChoice::Off;
    std::optional<uint64_t> seed_;
    std::optional<uint32_t> submit_;  // iodepth_batch_submit as given; its 0 is fio's "iodepth"

    // A whole number from 0 to max, with fio's size suffixes.
    bool number(const Option& o, const QString& text, int kbBase, uint64_t max, uint64_t& out)
    {
        const auto v = fioSize(text, kbBase);
        if (!v || *v > max)
            return report_.fail(o.where, Text::tr("%1 is not a whole number from 0 to %2").arg(spelling(o)).arg(max));
        out = *v;
        return true;
    }

    bool number(const Option& o, uint64_t max, uint64_t& out)
    {
        return number(o, o.value.trimmed(), kbBase_, max, out);
    }

    bool boolean(const Option& o, bool& out)
    {
        if (!o.hasValue) {
            out = true;  // time_based, stonewall, group_reporting alone mean 1
            return true;
        }
        const QString v = o.value.trimmed();
        if (v == QLatin1String("1") || v == QLatin1String("true") || v == QLatin1String("on")) {
            out = true;
            return true;
        }
        if (v == QLatin1String("0") || v == QLatin1String("false") || v == QLatin1String("off")) {
            out = false;
            return true;
        }
        return report_.fail(o.where, Text::tr("%1 is not 0 or 1").arg(spelling(o)));
    }

    template <bool JobReader::*flag> bool readFlag(const Option& o) { return boolean(o, this->*flag); }
    template <bool JobSpec::*flag> bool readSpecFlag(const Option& o) { return boolean(o, job_.spec.*flag); }

    // The values of a per-direction option, each a whole number from 0 to max (or empty).
    bool directionNumbers(const Option& o, uint64_t max, Directions& out)
    {
        out = directions(o.value.trimmed());
        uint64_t ignored = 0;
        for (const QString& part : {out.read, out.write})
            if (!part.isEmpty() && !number(o, part, kbBase_, max, ignored))
                return false;
        return true;
    }

    bool readPattern(const Option& o)
    {
        const QString v = o.value.trimmed();
        const qsizetype colon = v.indexOf(QLatin1Char(':'));
        const QString name = colon < 0 ? v : v.left(colon);
        static const QStringList trims{QStringLiteral("trim"), QStringLiteral("randtrim"), QStringLiteral("trimwrite"),
                                       QStringLiteral("randtrimwrite")};
        if (trims.contains(name))
            return report_.fail(
                o.where, Text::tr("%1: Surfio does not issue trims, so this job cannot be imported").arg(spelling(o)));
        const auto p = parsePattern(name.toStdString());
        if (!p || name.startsWith(QLatin1String("seq")))
            return report_.fail(o.where, Text::tr("%1 is not an I/O pattern fio knows: use read, write, randread, "
                                                  "randwrite, rw (readwrite) or randrw")
                                             .arg(spelling(o)));
        rw_ = *p;
        rwSuffixOption_ = colon < 0 ? std::nullopt : std::optional<Option>(o);
        return true;
    }

    bool readMix(const Option& o)
    {
        uint64_t p = 0;
        if (!number(o, 100, p))
            return false;
        readMix_ = o.name == QLatin1String("rwmixread") ? int(p) : 100 - int(p);
        mixOption_ = o;
        return true;
    }

    bool readBlockSize(const Option& o)
    {
        bs_ = directions(o.value.trimmed());
        if (bs_.read.isEmpty())
            bs_.read = QStringLiteral("4k");
        if (bs_.write.isEmpty())
            bs_.write = QStringLiteral("4k");
        for (const QString& part : {bs_.read, bs_.write})
            if (!fioSize(part, kbBase_) || *fioSize(part, kbBase_) == 0)
                return report_.fail(o.where, Text::tr("%1 is not a block size: use a number with an optional k or "
                                                      "m suffix, e.g. bs=4k")
                                                 .arg(spelling(o)));
        bsOption_ = o;
        return true;
    }

    bool readSplit(const Option& o)
    {
        split_ = directions(o.value.trimmed());
        for (const QString& part : {split_.read, split_.write}) {
            BlockSplit parsed;
            QString error;
            if (!part.isEmpty() && !parseBlockSplit(part, parsed, error))
                return report_.fail(o.where, Text::tr("bssplit: %1").arg(error));
        }
        splitOption_ = o;
        return true;
    }

    bool readRange(const Option& o)
    {
        rangeOption_ = o;
        return true;
    }

    bool readDepth(const Option& o)
    {
        uint64_t d = 0;
        if (!number(o, UINT32_MAX, d)
            || !report_.requireInRange(o.where, messages::kIodepthOutside, d, 1, kMaxQueueDepth))
            return false;
        depth_ = uint32_t(d);
        return true;
    }

    bool readJobCount(const Option& o)
    {
        uint64_t j = 0;
        if (!number(o, UINT32_MAX, j) || !report_.requireInRange(o.where, messages::kNumjobsOutside, j, 1, kMaxJobs))
            return false;
        jobCount_ = uint32_t(j);
        return true;
    }

    bool readSize(const Option& o)
    {
        const QString v = o.value.trimmed();
        if (const auto p = percentValue(v)) {
            sizePercent_ = *p;
            sizePercentOption_ = o;
            size_.reset();
        } else if (const auto s = fioSize(v, kbBase_)) {
            size_ = *s;
            sizePercent_ = -1;
        } else {
            return report_.fail(o.where, Text::tr("%1 is not a size: use a number with an optional k, m, g or t "
                                                  "suffix, or a percentage, e.g. size=4g or size=50%")
                                             .arg(spelling(o)));
        }
        return true;
    }

    bool readIoSize(const Option& o)
    {
        const auto s = fioSize(o.value.trimmed(), kbBase_);
        if (!s)
            return report_.fail(o.where, Text::tr("%1 is not a size, e.g. %2=1g").arg(spelling(o), o.name));
        ioSize_ = *s;
        return true;
    }

    bool readOffset(const Option& o)
    {
        const QString v = o.value.trimmed();
        if (percentValue(v)) {
            report_.unused(o, Text::tr("Surfio's region starts at a byte offset; it starts at 0"));
            offset_ = 0;
        } else if (const auto s = fioSize(v, kbBase_)) {
            offset_ = *s;
        } else {
            return report_.fail(o.where, Text::tr("%1 is not a size, e.g. offset=1g").arg(spelling(o)));
        }
        return true;
    }

    bool readFilenames(const Option& o)
    {
        filenames_ = fioList(o.value.trimmed());
        return true;
    }

    bool readDirectories(const Option& o)
    {
        directories_ = fioList(o.value.trimmed());
        return true;
    }

    bool readRuntime(const Option& o)
    {
        const auto d = parseDuration(o.value.trimmed());
        if (!d)
            return report_.fail(o.where, Text::tr("%1 is not a time: use seconds or a number with ms, s, m or h, "
                                                  "e.g. runtime=60")
                                             .arg(spelling(o)));
        runtime_ = d->count() > 0 ? std::optional<Nanoseconds>(*d) : std::nullopt;  // 0: no limit, as fio
        return true;
    }

    bool readRampTime(const Option& o)
    {
        const auto d = parseDuration(o.value.trimmed());
        if (!d)
            return report_.fail(o.where, Text::tr("%1 is not a time, e.g. ramp_time=5s").arg(spelling(o)));
        ramp_ = *d;
        return true;
    }

    bool readBuffered(const Option& o)
    {
        bool buffered = false;
        if (!boolean(o, buffered))
            return false;
        direct_ = !buffered;
        return true;
    }

    bool readVerify(const Option& o)
    {
        if (const auto choice = parseVerifyChoice(o.value.trimmed().toStdString())) {
            verify_ = *choice;
        } else {
            verify_ = VerifyChoice::Off;
            report_.unused(o, Text::tr("Surfio checks with crc32c only, so this job runs without verify; "
                                       "verify=crc32c keeps it"));
        }
        return true;
    }

    bool readVerifyInterval(const Option& o)
    {
        report_.unused(o, Text::tr("Surfio checks every 512 bytes"));
        return true;
    }

    bool readEngine(const Option& o)
    {
        report_.unused(o, Text::tr("Surfio runs its own engine (io_uring, or psync where io_uring is unavailable); "
                                   "with --engine=fio, fio uses it"));
        report_.passThrough(o);
        return true;
    }

    bool readRate(const Option& o)
    {
        if (!directionNumbers(o, UINT64_MAX, rate_))
            return false;
        rateOption_ = o;
        return true;
    }

    bool readRandRepeat(const Option& o)
    {
        bool repeat = true;
        if (!boolean(o, repeat))
            return false;
        if (!repeat)
            report_.unused(o, Text::tr("Surfio repeats the same offsets from its seed on every run"));
        return true;
    }

    bool readSeed(const Option& o)
    {
        uint64_t seed = 0;
        if (!number(o, UINT64_MAX, seed))
            return false;
        seed_ = seed;
        return true;
    }

    bool readRandomShare(const Option& o)
    {
        if (!directionNumbers(o, 100, random_))
            return false;
        randomOption_ = o;
        return true;
    }

    bool readName(const Option& o)
    {
        if (o.section != QLatin1String("global"))
            job_.name = o.value.trimmed();
        else
            report_.unused(o);
        return true;
    }

    bool readKbBase(const Option& o)
    {
        uint64_t base = 0;
        if (!number(o, o.value.trimmed(), 1024, 1024, base))
            return false;
        if (base != 1000 && base != 1024)
            return report_.fail(o.where, Text::tr("%1 is not 1000 or 1024").arg(spelling(o)));
        kbBase_ = int(base);
        return true;
    }

    bool readNoRandomMap(const Option& o)
    {
        report_.note(
            Text::tr("%1: norandommap is what Surfio always does: random offsets keep no coverage map").arg(o.section));
        return true;
    }

    bool readPollCpu(const Option& o)
    {
        uint64_t cpu = 0;
        if (!number(o, kMaxCpus - 1, cpu))
            return false;
        job_.spec.sqthreadPollCpu = int(cpu);
        return true;
    }

    bool readCpus(const Option& o)
    {
        const auto cpus = parseCpuList(o.value.trimmed().toStdString());
        if (!cpus)
            return report_.fail(o.where, Text::tr("%1 is not a CPU list: give CPU numbers and ranges separated by "
                                                  "commas, e.g. cpus_allowed=0-3,5")
                                             .arg(spelling(o)));
        job_.spec.cpusAllowed = *cpus;
        return true;
    }

    bool readBatchSubmit(const Option& o)
    {
        uint64_t submit = 0;
        if (!number(o, kMaxQueueDepth, submit))
            return false;
        submit_ = uint32_t(submit);
        return true;
    }

    bool readBatchCompleteMin(const Option& o)
    {
        uint64_t least = 0;
        if (!number(o, kMaxQueueDepth, least))
            return false;
        job_.spec.iodepthBatchCompleteMin = uint32_t(least);
        if (least == 0) {  // fio's: reap without waiting
            job_.spec.iodepthBatchCompleteMin = 1;
            report_.unused(o, Text::tr("Surfio's engine waits for at least one completion, so 1 is used"));
        }
        return true;
    }

    // The pattern decides which direction's value of a per-direction option counts.
    const QString& pick(const Directions& d) const { return isWrite(rw_) ? d.write : d.read; }
    bool mixed() const { return !isRead(rw_) && !isWrite(rw_); }

    void shapeSweep()
    {
        Sweep& s = job_.sweep;
        s.patterns = {rw_};
        s.queueDepths = {depth_};
        s.jobCounts = {jobCount_};
        s.readPercents = {isRead(rw_) ? 100 : isWrite(rw_) ? 0 : readMix_};
        if (mixOption_ && !mixed())
            report_.note(Text::tr("%1: %2 has no effect on rw=%3, in fio as in Surfio")
                             .arg(job_.name, spelling(*mixOption_), QString::fromStdString(patternName(rw_))));
        if (rwSuffixOption_)
            report_.unused(*rwSuffixOption_,
                           Text::tr("the %1 suffix (offsets skipped or random runs) is not modelled")
                               .arg(rwSuffixOption_->value.mid(rwSuffixOption_->value.indexOf(QLatin1Char(':')))));
    }

    bool chooseBlockSizes()
    {
        const QString splitText = splitOption_ ? pick(split_) : QString();
        if (!(splitText.isEmpty() ? chooseBlockSize() : chooseSplit(splitText)))
            return false;
        const Sweep& s = job_.sweep;
        if (rangeOption_)
            report_.unused(
                *rangeOption_,
                s.blockSizes.empty()
                    ? Text::tr("Surfio has no block-size ranges; the bssplit is used")
                    : Text::tr("Surfio has no block-size ranges; %1 is used").arg(formatSize(s.blockSizes.front())));
        return true;
    }

    bool chooseSplit(const QString& text)
    {
        Sweep& s = job_.sweep;
        BlockSplit parsed;
        QString error;
        parseBlockSplit(text, parsed, error);
        for (const BlockSplitPart& part : parsed)
            if (part.size < kMinBlockSize || part.size > kMaxBlockSize)
                return report_.failEngine(splitOption_->where, messages::kBssplitPartSizeOutside,
                                          {std::to_string(part.size), std::to_string(part.percent)});
        s.blockSizes = {};
        s.blockSplits = {parsed};
        if (split_.differ() && mixed())
            report_.unused(*splitOption_, Text::tr("Surfio has one split for reads and writes; %1 is used").arg(text));
        if (bsOption_)
            report_.unused(*bsOption_, Text::tr("bssplit wins over bs, as in fio"));
        return true;
    }

    bool chooseBlockSize()
    {
        Sweep& s = job_.sweep;
        s.blockSizes = {*fioSize(pick(bs_), kbBase_)};
        if (s.blockSizes.front() < kMinBlockSize || s.blockSizes.front() > kMaxBlockSize)
            return report_.failEngine(bsOption_ ? bsOption_->where : job_.name, messages::kBsOutsideRange,
                                      {std::to_string(s.blockSizes.front())});
        s.blockSplits = {};
        if (splitOption_)
            report_.unused(*splitOption_, Text::tr("it gives no split for this job's direction"));
        if (bsOption_ && bs_.differ()) {
            if (mixed())
                report_.unused(*bsOption_,
                               Text::tr("Surfio has one block size for reads and writes; the read size %1 is used")
                                   .arg(formatSize(s.blockSizes.front())));
            else
                report_.note((isWrite(rw_) ? Text::tr("%1: %2 — the job only writes, so %3 is used")
                                           : Text::tr("%1: %2 — the job only reads, so %3 is used"))
                                 .arg(job_.name, spelling(*bsOption_), formatSize(s.blockSizes.front())));
        }
        return true;
    }

    // iodepth_batch_submit as Surfio holds it: fio's 0 is the job's iodepth,
    // and without it Surfio submits by its own rule.
    uint32_t batchSubmit()
    {
        if (!submit_)
            report_.note(
                Text::tr("iodepth_batch_submit is not given: fio would submit each I/O on its own (its default, 1), "
                         "Surfio submits by its own rule; give iodepth_batch_submit=1 to submit as fio does"));
        return !submit_ ? 0 : *submit_ == 0 ? depth_ : *submit_;
    }

    void fillSpec()
    {
        JobSpec& spec = job_.spec;
        spec.iodepthBatchSubmit = batchSubmit();
        spec.pattern = rw_;
        spec.direct = direct_;
        spec.verify = verify_;
        spec.rampTime = ramp_;
        spec.regionOffset = offset_;
        spec.regionSize = size_.value_or(0);
        if (seed_)
            spec.seed = *seed_;
    }

    // The options fio applies to reads and writes apart, and the region's share.
    void capDirections()
    {
        JobSpec& spec = job_.spec;
        if (rateOption_) {
            const QString text = pick(rate_);
            spec.rateIops = text.isEmpty() ? 0 : *fioSize(text, kbBase_);
            job_.sweep.rateIops = {spec.rateIops};  // each job's own: a matrix sweeps rates
            if (rate_.differ() && mixed())
                report_.unused(*rateOption_, Text::tr("Surfio has one cap for reads and writes; %1 is used").arg(text));
            else if (mixed())
                report_.note(Text::tr("%1: %2 — fio caps reads and writes at this rate each; Surfio caps all I/Os of "
                                      "a job together")
                                 .arg(job_.name, spelling(*rateOption_)));
        }
        if (randomOption_) {
            const QString text = pick(random_);
            spec.percentageRandom = text.isEmpty() ? -1 : int(*fioSize(text, kbBase_));
            if (random_.differ() && mixed())
                report_.unused(*randomOption_,
                               Text::tr("Surfio has one random share for reads and writes; %1 is used").arg(text));
        }
        if (sizePercent_ >= 0) {
            if (sizePercent_ == 100)
                report_.note(Text::tr("%1: size=100% — the whole target, as Surfio's default region").arg(job_.name));
            else
                report_.unused(*sizePercentOption_, Text::tr("Surfio's region is the whole target or a size in bytes; "
                                                             "the whole target is used"));
        }
    }

    // Targets: fio puts the directory in front of each file name.
    void placeTargets()
    {
        JobSpec& spec = job_.spec;
        const QString dir = directories_.value(0);
        for (const QString& f : std::as_const(filenames_))
            spec.targets.push_back(
                (dir.isEmpty() || QDir::isAbsolutePath(f) ? f : QDir(dir).filePath(f)).toStdString());
        if (filenames_.isEmpty())
            for (const QString& d : std::as_const(directories_))
                spec.targets.push_back(d.toStdString());
        if (directories_.size() > 1 && !filenames_.isEmpty())
            report_.note(Text::tr("%1: fio spreads the jobs' files over %2 directories; Surfio's targets are in %3")
                             .arg(job_.name)
                             .arg(directories_.size())
                             .arg(dir));
        if (filenames_.isEmpty() && directories_.isEmpty())
            report_.note(Text::tr("%1: no filename or directory, so fio would create its files in the directory it "
                                  "runs in; give Surfio a target (--filename or --directory) when running")
                             .arg(job_.name));
        else if (filenames_.isEmpty() && jobCount_ > 1)
            report_.note(Text::tr("%1: fio gives each of the %2 jobs its own file in the directory; Surfio's jobs "
                                  "share one scratch file")
                             .arg(job_.name)
                             .arg(jobCount_));
    }

    // How a job ends. Without time_based fio stops after size (or io_size)
    // bytes per job, or at runtime, whichever comes first.
    void chooseEnding()
    {
        JobSpec& spec = job_.spec;
        const std::optional<uint64_t> bytes = ioSize_ ? ioSize_ : size_;
        if (timeBased_ && runtime_) {
            spec.runtime = *runtime_;
            spec.byteTotal = 0;
        } else if (timeBased_) {
            report_.note(Text::tr("%1: time_based without runtime runs until fio is stopped; Surfio runs %2")
                             .arg(job_.name, formatDuration(spec.runtime)));
        } else if (bytes) {
            spec.runtime = runtime_.value_or(Nanoseconds(0));
            spec.byteTotal = *bytes;
        } else {
            if (runtime_)
                spec.runtime = *runtime_;
            report_.note((runtime_ ? Text::tr("%1: fio ends the job after one pass over the target or at runtime; "
                                              "Surfio does not know the target's size here and runs %2")
                                   : Text::tr("%1: fio ends the job after one pass over the target; Surfio does not "
                                              "know the target's size here and runs %2"))
                             .arg(job_.name, formatDuration(spec.runtime)));
        }
    }
};

// The fio options Surfio reads, by fio's name (and fio's other name).
const JobReader::Row JobReader::kOptions[] = {
    {"rw", "readwrite", &JobReader::readPattern},
    {"rwmixread", nullptr, &JobReader::readMix},
    {"rwmixwrite", nullptr, &JobReader::readMix},
    {"bs", "blocksize", &JobReader::readBlockSize},
    {"bssplit", nullptr, &JobReader::readSplit},
    {"bsrange", "blocksize_range", &JobReader::readRange},
    {"iodepth", nullptr, &JobReader::readDepth},
    {"numjobs", nullptr, &JobReader::readJobCount},
    {"size", nullptr, &JobReader::readSize},
    {"io_size", "io_limit", &JobReader::readIoSize},
    {"offset", nullptr, &JobReader::readOffset},
    {"filename", nullptr, &JobReader::readFilenames},
    {"directory", nullptr, &JobReader::readDirectories},
    {"runtime", "timeout", &JobReader::readRuntime},
    {"ramp_time", nullptr, &JobReader::readRampTime},
    {"time_based", nullptr, &JobReader::readFlag<&JobReader::timeBased_>},
    {"direct", nullptr, &JobReader::readFlag<&JobReader::direct_>},
    {"buffered", nullptr, &JobReader::readBuffered},
    {"verify", nullptr, &JobReader::readVerify},
    {"verify_interval", nullptr, &JobReader::readVerifyInterval},
    {"ioengine", nullptr, &JobReader::readEngine},
    {"rate_iops", nullptr, &JobReader::readRate},
    {"randrepeat", nullptr, &JobReader::readRandRepeat},
    {"randseed", nullptr, &JobReader::readSeed},
    {"percentage_random", nullptr, &JobReader::readRandomShare},
    {"group_reporting", nullptr, &JobReader::readFlag<&JobReader::groupReporting_>},
    // In a [global] it stonewalls every job below, as in fio.
    {"stonewall", "wait_for_previous", &JobReader::readFlag<&JobReader::stonewall_>},
    {"name", nullptr, &JobReader::readName},
    {"kb_base", nullptr, &JobReader::readKbBase},
    {"norandommap", nullptr, &JobReader::readNoRandomMap},
    // fio's io_uring engine options.
    {"sqthread_poll", nullptr, &JobReader::readSpecFlag<&JobSpec::sqthreadPoll>},
    {"sqthread_poll_cpu", nullptr, &JobReader::readPollCpu},
    {"hipri", nullptr, &JobReader::readSpecFlag<&JobSpec::hipri>},
    {"fixedbufs", nullptr, &JobReader::readSpecFlag<&JobSpec::fixedBufs>},
    {"registerfiles", nullptr, &JobReader::readSpecFlag<&JobSpec::registerFiles>},
    {"cpus_allowed", nullptr, &JobReader::readCpus},
    {"iodepth_batch_submit", "iodepth_batch", &JobReader::readBatchSubmit},
    {"iodepth_batch_complete_min", "iodepth_batch_complete", &JobReader::readBatchCompleteMin},
};

const JobReader::Row* JobReader::rowFor(const QString& name)
{
    for (const Row& row : kOptions)
        if (name == QLatin1String(row.name) || (row.alias && name == QLatin1String(row.alias)))
            return &row;
    return nullptr;
}

// The jobs of a job file or command line as one matrix.
class Importer {
public:
    explicit Importer(Report& report)
        : report_(report)
    {
    }

    bool run(const QList<Section>& sections)
    {
        QList<Option> globals;
        QList<Job> jobs;
        for (const Section& section : sections) {
            if (section.global) {
                globals += section.options;  // a later [global] adds to the earlier ones, as in fio
                continue;
            }
            Job job;
            if (!resolve(section, globals, job))
                return false;
            jobs.append(job);
        }
        if (jobs.isEmpty())
            return report_.fail(Text::tr("no job: fio runs only the sections other than [global], and there is none"));
        assemble(jobs);
        return true;
    }

private:
    Report& report_;

    bool resolve(const Section& section, const QList<Option>& globals, Job& job)
    {
        JobReader reader(report_, section);
        for (const QList<Option>* options : {&globals, &section.options})
            for (const Option& o : *options)
                if (!reader.read(o))
                    return false;
        return reader.finish(job);
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
        Matrix& m = report_.out().matrix;
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
                 {"targets", "size", "offset", "runtime", "ramp_time", "io_size", "direct", "verify", "randseed",
                  "percentage_random", "sqthread_poll", "sqthread_poll_cpu", "hipri", "fixedbufs", "registerfiles",
                  "cpus_allowed", "iodepth_batch_submit", "iodepth_batch_complete_min"}) {
                const QString mine = describeBase(field, job.spec), theirs = describeBase(field, first.spec);
                if (mine != theirs)
                    report_.note(
                        Text::tr("job %1 (%2) has %3 %4 but job %5 has %6: Surfio's matrix has one %3 for every "
                                 "point, so %6 from job %5 is used; import the jobs separately to keep both")
                            .arg(job.name, job.where, QLatin1String(field), mine, first.name, theirs));
            }
            if (!job.stonewall)
                report_.note(
                    Text::tr("job %1 (%2) has no stonewall, so fio runs it at the same time as the job before it; "
                             "Surfio runs the jobs one after another")
                        .arg(job.name, job.where));
        }
        if (std::any_of(jobs.begin(), jobs.end(), [](const Job& j) { return j.groupReporting; }))
            report_.note(Text::tr(
                "group_reporting: Surfio always reports the jobs of a point together, as group_reporting does"));
        if (!m.base.direct)
            report_.note(
                Text::tr("direct=0: the runs go through the page cache (fio's default when direct is not given)"));

        // Say now what Surfio will refuse to run.
        const std::vector<JobSpec> points = m.expand();
        for (size_t i = 0; i < points.size() && i < size_t(jobs.size()); ++i) {
            JobSpec spec = points[i];
            if (spec.targets.empty())
                spec.targets.push_back("target");
            if (const std::string problem = validateSpec(spec); !problem.empty())
                report_.note(Text::tr("job %1: Surfio will not run this point as it is: %2")
                                 .arg(jobs.at(qsizetype(i)).name, engineText(problem)));
        }
    }
};

// The sections of a job file: false at the first line that is not one.
bool jobFileSections(const QString& text, Report& report, QList<Section>& sections)
{
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
                return report.fail(where, Text::tr("the section header \"%1\" has no closing ]").arg(line));
            const QString name = line.mid(1, line.size() - 2).trimmed();
            if (name.isEmpty())
                return report.fail(where, Text::tr("the section header \"%1\" has no name").arg(line));
            sections.append(Section{name, where, name == QLatin1String("global"), {}});
            continue;
        }
        if (line.startsWith(QLatin1String("include ")))
            return report.fail(
                where, Text::tr("\"%1\": included job files are not read; import that file on its own").arg(line));
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        Option o;
        o.name = (eq < 0 ? line : line.left(eq)).trimmed();
        o.hasValue = eq >= 0;
        o.value = eq < 0 ? QString() : line.mid(eq + 1).trimmed();
        o.where = where;
        if (sections.isEmpty())
            return report.fail(where,
                               Text::tr("the option \"%1\" comes before any section: put it under [global] or a [job]")
                                   .arg(spelling(o)));
        o.section = sections.last().name;
        sections.last().options.append(o);
    }
    return true;
}

// The sections of a command line: the options before the first --name are
// [global], each --name starts a job. False at the first argument that is
// not an option.
bool commandSections(QStringList args, Report& report, QList<Section>& sections)
{
    // Skip "sudo", environment settings and the fio program itself.
    for (qsizetype i = 0; i < args.size(); ++i)
        if (QFileInfo(args.at(i)).fileName() == QLatin1String("fio")) {
            args = args.mid(i + 1);
            break;
        }
    sections = {Section{QStringLiteral("global"), Text::tr("the command line"), true, {}}};
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString where = Text::tr("argument %1 (%2)").arg(i + 1).arg(args.at(i));
        QString arg = args.at(i);
        if (!arg.startsWith(QLatin1Char('-')) || arg == QLatin1String("-") || arg == QLatin1String("--"))
            return report.fail(where,
                               arg.startsWith(QLatin1Char('-'))
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
            report.programOption(o);
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
    return true;
}

// The sections read, then imported as one matrix.
template <typename ReadSections> bool importSections(ReadSections read, FioImport& result, QString& error)
{
    FioImport imported;
    Report report(imported);
    QList<Section> sections;
    if (!read(report, sections) || !Importer(report).run(sections)) {
        error = report.error();
        return false;
    }
    result = imported;
    return true;
}

}  // namespace

bool importFioJobFile(const QString& text, FioImport& result, QString& error)
{
    return importSections(
        [&](Report& report, QList<Section>& sections) { return jobFileSections(text, report, sections); }, result,
        error);
}

bool importFioArguments(const QStringList& arguments, FioImport& result, QString& error)
{
    return importSections(
        [&](Report& report, QList<Section>& sections) { return commandSections(arguments, report, sections); }, result,
        error);
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
