#include "core/fio/fio_export.h"

#include "core/engine/cpu_placement.h"
#include "core/text/units.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace surfio {

namespace {

// The translation context of this file's messages.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(FioExport)
};

// As Surfio's runner preconditions: one job per target, 128 KiB at QD32.
constexpr uint64_t kPreconditionBlock = uint64_t(128) * 1024;
constexpr uint32_t kPreconditionDepth = 32;

// fio's file name for a directory target: one file that every point and job
// shares, as Surfio's scratch file (fio's directory= would make one per job).
const QLatin1String kScratchName("surfio-fio.scratch");

bool hasMix(Pattern p)
{
    return p == Pattern::ReadWrite || p == Pattern::RandReadWrite;
}

// fio splits filename= lists at ':', so a colon inside a path is escaped.
QString fioPath(const std::string& path)
{
    return QString::fromStdString(path).replace(QLatin1Char(':'), QLatin1String("\\:"));
}

// Whether a target is a directory: on other hosts (fio's client mode) this
// machine cannot look, and a directory is written with a trailing '/'.
bool isDirectory(const QString& path, bool remote)
{
    return remote ? path.endsWith(QLatin1Char('/')) : QFileInfo(path).isDir();
}

// The file fio does I/O on for one of Surfio's targets, as a job file spells it.
QString targetFile(const std::string& target, bool remote)
{
    return fioPath(fioTargetFile(target, remote).toStdString());
}

// Sequential patterns that fio's percentage_random has to make partly random
// are written as their random form: fio applies it to rand* patterns only.
Pattern fioPattern(const JobSpec& s)
{
    if (s.percentageRandom < 0)
        return s.pattern;
    switch (s.pattern) {
    case Pattern::Read:
        return Pattern::RandRead;
    case Pattern::Write:
        return Pattern::RandWrite;
    case Pattern::ReadWrite:
        return Pattern::RandReadWrite;
    default:
        return s.pattern;
    }
}

class Writer {
public:
    Writer(const Matrix& m, FioGroups groups)
        : m_(m)
        , groups_(groups)
    {
    }

    QString file()
    {
        const std::vector<JobSpec> points = m_.expand();
        collectNotes(points);
        header(points);
        global();
        if (m_.precondition)
            precondition();
        int index = 0;
        for (const JobSpec& point : points) {
            ++index;  // Surfio's point numbers, rate steps left out or not
            for (int trial = 1; point.rateSharePercent == 0 && trial <= m_.trials; ++trial)
                pointSections(point, index, trial);
        }
        return out_;
    }

    QString notes() const { return notes_.join(QLatin1Char('\n')); }

private:
    void line(const QString& text) { out_ += text + QLatin1Char('\n'); }
    void option(const char* name, const QString& value) { line(QLatin1String(name) + QLatin1Char('=') + value); }
    void option(const char* name, qulonglong value) { option(name, QString::number(value)); }
    void comment(const QString& text) { line(QLatin1String("; ") + text); }
    bool remote() const { return !m_.hosts.empty(); }

    void collectNotes(const std::vector<JobSpec>& points)
    {
        if (m_.steadyState.enabled)
            notes_.append(Text::tr("Surfio repeats this matrix in rounds until steady state (at most %1 rounds); "
                                   "fio cannot, so the file holds one round.")
                              .arg(m_.steadyState.maxRounds));
        if (m_.order == MatrixOrder::Shuffled && m_.orderSeed == 0)
            notes_.append(Text::tr("The shuffled order's seed is picked when Surfio runs the matrix; the file has "
                                   "the order of seed 0. Give --order-seed for another."));
        if (!m_.rateSteps.empty())
            notes_.append(Text::tr("Surfio runs each unthrottled point again at shares of the IOPS it reached "
                                   "(--rate-steps); fio cannot measure a point before it sets a rate, so the file "
                                   "leaves those runs out. Give fio rate_iops= for them by hand."));
        if (m_.base.engine == EngineChoice::Auto)
            notes_.append(Text::tr("fio runs io_uring; where io_uring is unavailable Surfio would fall back to psync "
                                   "and fio stops with an error."));
        for (const std::string& t : m_.base.targets) {
            const QString path = QString::fromStdString(t);
            if (isDirectory(path, remote()))
                notes_.append(Text::tr("For the directory %1, fio works on one file, %2, and keeps it afterwards.")
                                  .arg(path, QDir(path).filePath(kScratchName)));
            else if (path.startsWith(QLatin1String("/dev/")) && m_.writes())
                notes_.append(Text::tr("The file writes to the device %1 and fio does not ask first, whatever is "
                                       "on it.")
                                  .arg(path));
        }
        // Where Surfio would pin (cpu_placement.h), a target at a depth it pins at.
        const bool pins = !remote() && std::any_of(points.begin(), points.end(), [](const JobSpec& s) {
            return placementIsSurfios(s) && std::any_of(s.targets.begin(), s.targets.end(), [&](const std::string& t) {
                       return s.queueDepth <= pinnedDepthLimit(handOffOfPath(t));
                   });
        });
        if (pins)
            //: %1 and %2 queue depths
            notes_.append(Text::tr("On a loop device (queue depth %1 or less) or a file on tmpfs (%2 or less), Surfio "
                                   "runs each job on one CPU of its own, as its result's worker_cpus says, since "
                                   "every I/O is a hand-off to a kernel thread; fio leaves them to the scheduler. "
                                   "For the same in fio, add cpus_allowed= with those CPUs and "
                                   "cpus_allowed_policy=split to those sections.")
                              .arg(pinnedDepthLimit(HandOff::LoopWorker))
                              .arg(pinnedDepthLimit(HandOff::IoWorker)));
        const bool spreads = std::any_of(points.begin(), points.end(), [](const JobSpec& s) {
            return s.effectiveRandomPercent() < 100 && s.jobs > s.targets.size();
        });
        if (spreads && m_.base.regionSize == 0)
            notes_.append(Text::tr("Surfio starts the sequential streams of several jobs on one target spread over "
                                   "its region; without a --size the file cannot say where, so in fio they all "
                                   "start at the region's start."));
    }

    void header(const std::vector<JobSpec>& points)
    {
        comment(QStringLiteral("fio job file exported by Surfio %1 (for fio 3.33 or later)")
                    .arg(QLatin1String(SURFIO_VERSION)));
        if (!m_.preset.empty())
            comment(QStringLiteral("from the preset %1").arg(QString::fromStdString(m_.preset)));
        comment(
            QStringLiteral("%1 in Surfio's run order (%2), one stonewalled section each, "
                           "so each runs alone and has its own result")
                .arg(points.size() == 1 ? QStringLiteral("1 point") : QStringLiteral("%1 points").arg(points.size()))
                .arg(QString::fromStdString(matrixOrderName(m_.order))));
        if (m_.trials > 1)
            comment(QStringLiteral("%1 trials: each point's section is repeated (-t2, -t3, ...) rather than using "
                                   "fio's loops=, which would merge the trials into one result")
                        .arg(m_.trials));
        for (const QString& note : std::as_const(notes_))
            comment(note);
        line({});
    }

    void global()
    {
        const JobSpec& b = m_.base;
        line(QStringLiteral("[global]"));
        if (b.engine == EngineChoice::Sync) {
            option("ioengine", QStringLiteral("psync"));
        } else {
            option("ioengine", QStringLiteral("io_uring"));
            uringOptions(b);
        }
        if (!b.cpusAllowed.empty())  // fio's general option: psync workers are pinned too
            option("cpus_allowed", QString::fromStdString(cpuListName(b.cpusAllowed)));
        option("direct", b.direct ? 1 : 0);
        if (b.verify == VerifyChoice::Crc32c) {
            comment(
                QStringLiteral("writes carry a crc32c header every 512 bytes, as in Surfio (fio's header format is "
                               "its own: it checks only what fio wrote); read-only sections check every read, "
                               "the reads of mixed sections fio leaves unchecked (Surfio checks them); no verify "
                               "phase after writing, so write points stay writes; the first mismatch ends the job"));
            option("verify", QStringLiteral("crc32c"));
            option("verify_interval", 512);
            option("do_verify", 0);
            option("verify_fatal", 1);
        }
        if (b.targets.size() == 1)
            option("filename", targetFile(b.targets.front(), remote()));
        if (b.regionSize)
            option("size", fioSize(b.regionSize));
        if (b.regionOffset)
            option("offset", fioSize(b.regionOffset));
        if (b.runtime.count() > 0)
            option("runtime", fioDuration(b.runtime));
        if (b.byteTotal) {
            comment(QStringLiteral("each job ends after io_size bytes or at runtime, whichever comes first"));
            option("io_size", fioSize(b.byteTotal));
        } else {
            option("time_based", 1);
        }
        if (b.rampTime.count() > 0)
            option("ramp_time", fioDuration(b.rampTime));
        comment(QStringLiteral("the same seed in every point, so every point repeats the same offsets, as in Surfio"));
        option("randrepeat", 1);
        option("randseed", b.seed);
        comment(QStringLiteral("no coverage map, as Surfio's engine"));
        option("norandommap", 1);
        option("group_reporting", 1);
        if (!m_.fioOptions.empty()) {
            comment(QStringLiteral(
                "options of the imported job that Surfio's engine does not model, passed to fio as given"));
            for (const std::string& o : m_.fioOptions)
                line(QString::fromStdString(o));
        }
        line({});
    }

    // fio's io_uring options as Surfio's engine sets them (fio's engine
    // options go after ioengine=, which brings them in).
    void uringOptions(const JobSpec& b)
    {
        if (b.fixedBufs || b.registerFiles)
            comment(QStringLiteral("registered buffers and files, as Surfio's engine has by default and fio does not; "
                                   "fio's fixedbufs needs RLIMIT_MEMLOCK to hold numjobs x iodepth x bs"));
        if (b.fixedBufs)
            option("fixedbufs", 1);
        if (b.registerFiles)
            option("registerfiles", 1);
        if (b.sqthreadPoll)
            option("sqthread_poll", 1);
        if (b.sqthreadPollCpu >= 0)
            option("sqthread_poll_cpu", qulonglong(b.sqthreadPollCpu));
        if (b.hipri)
            option("hipri", 1);
        if (b.iodepthBatchSubmit)
            option("iodepth_batch_submit", b.iodepthBatchSubmit);
        else
            comment(QStringLiteral("Surfio submits by its own rule, which fio has not: fio submits as its "
                                   "iodepth_batch_submit (default 1) says"));
        if (b.iodepthBatchCompleteMin != JobSpec{}.iodepthBatchCompleteMin)
            option("iodepth_batch_complete_min", b.iodepthBatchCompleteMin);
    }

    // fio writes the targets one after the other, each in its own section.
    void precondition()
    {
        const JobSpec& b = m_.base;
        comment(QStringLiteral("Preconditioning: each target's region written twice in 128 KiB sequential writes"));
        for (size_t t = 0; t < b.targets.size(); ++t) {
            line(b.targets.size() == 1 ? QStringLiteral("[precondition]")
                                       : QStringLiteral("[precondition-t%1]").arg(t + 1));
            option("stonewall", 1);
            if (b.targets.size() > 1)
                option("filename", targetFile(b.targets[t], remote()));
            option("rw", QStringLiteral("write"));
            option("bs", fioSize(kPreconditionBlock));
            option("iodepth", kPreconditionDepth);
            option("numjobs", 1);
            option("time_based", 0);
            option("runtime", 0);
            option("ramp_time", 0);
            if (b.regionSize)
                option("io_size", fioSize(2 * b.regionSize));
            else
                option("loops", 2);  // the whole file or device, of a size known only to fio
            line({});
        }
    }

    // One section per target; those after the first run alongside it and
    // report in its group, or (FioGroups::PerTarget) each in a group of its own.
    void pointSections(const JobSpec& s, int index, int trial)
    {
        const QString name = fioSectionName(s, index) + (m_.trials > 1 ? QStringLiteral("-t%1").arg(trial) : QString());
        // No target (a matrix imported from a job file without filename):
        // one section without one, so fio names a file for each job in the
        // directory it runs in, as the imported file had it.
        const size_t n = s.targets.size();
        for (size_t t = 0; t < std::max<size_t>(n, 1); ++t) {
            const uint32_t jobs = n == 0 ? s.jobs : fioJobsOnTarget(s, t);
            if (jobs == 0)
                continue;
            line(QLatin1Char('[') + name + fioTargetSectionSuffix(t) + QLatin1Char(']'));
            if (t == 0)
                option("stonewall", 1);
            else if (groups_ == FioGroups::PerTarget)
                option("new_group", 1);  // runs beside the first, reported on its own
            // One target of several (--target-count): [global] names none.
            if (n > 1 || (n == 1 && m_.base.targets.size() > 1))
                option("filename", targetFile(s.targets[t], remote()));
            option("rw", QString::fromStdString(patternName(fioPattern(s))));
            if (hasMix(s.pattern))
                option("rwmixread", qulonglong(s.readPercent));
            if (s.blockSplit.empty())
                option("bs", fioSize(s.blockSize));
            else
                option("bssplit", QString::fromStdString(blockSplitName(s.blockSplit)));
            if (s.percentageRandom >= 0)
                option("percentage_random", qulonglong(s.percentageRandom));
            option("iodepth", s.queueDepth);
            option("numjobs", jobs);
            if (s.rateIops)
                option("rate_iops", s.rateIops);
            spread(s, jobs);
            line({});
        }
    }

    // Surfio starts the sequential streams of several jobs on one target
    // spread over the region; in fio each job gets its own slice.
    void spread(const JobSpec& s, uint32_t jobs)
    {
        if (jobs < 2 || s.effectiveRandomPercent() == 100 || s.regionSize == 0)
            return;
        const uint64_t align = std::max<uint64_t>(s.blockSize, 4096);
        const uint64_t slice = s.regionSize / jobs / align * align;
        if (slice < s.blockSize)
            return;
        comment(QStringLiteral("sequential streams spread over the region as in Surfio: a slice per job "
                               "(Surfio's streams wrap around the whole region)"));
        option("size", fioSize(slice));
        option("offset_increment", fioSize(slice));
    }

    const Matrix& m_;
    FioGroups groups_;
    QString out_;
    QStringList notes_;
};

}  // namespace

QString fioSize(uint64_t bytes)
{
    static const char units[] = {'k', 'm', 'g', 't'};
    QString suffix;
    for (char u : units) {
        if (bytes < 1024 || bytes % 1024 != 0)
            break;
        bytes /= 1024;
        suffix = QLatin1Char(u);
    }
    return QString::number(bytes) + suffix;
}

QString fioSectionName(const JobSpec& s, int index)
{
    QString name = QStringLiteral("p%1-%2").arg(index).arg(QString::fromStdString(patternName(s.pattern)));
    name += QLatin1Char('-') + (s.blockSplit.empty() ? fioSize(s.blockSize) : QStringLiteral("bssplit"));
    if (hasMix(s.pattern))
        name += QStringLiteral("-r%1").arg(s.readPercent);
    if (s.percentageRandom >= 0)
        name += QStringLiteral("-rand%1").arg(s.percentageRandom);
    name += QStringLiteral("-qd%1-j%2").arg(s.queueDepth).arg(s.jobs);
    if (s.rateIops)
        name += QStringLiteral("-rate%1").arg(s.rateIops);
    return name;
}

QString fioTargetFile(const std::string& target, bool remote)
{
    const QString path = QString::fromStdString(target);
    return isDirectory(path, remote) ? QDir(path).filePath(kScratchName) : path;
}

uint32_t fioJobsOnTarget(const JobSpec& s, size_t t)
{
    const size_t n = s.targets.size();
    return uint32_t((s.jobs - t + n - 1) / n);
}

QString fioTargetSectionSuffix(size_t t)
{
    return t == 0 ? QString() : QStringLiteral("-f%1").arg(t + 1);
}

QString toFioJobFile(const Matrix& matrix, QString* notes, FioGroups groups)
{
    Writer writer(matrix, groups);
    QString file = writer.file();
    if (notes)
        *notes = writer.notes();
    return file;
}

}  // namespace surfio
