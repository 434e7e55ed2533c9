#include "cli/presets_command.h"

#include "cli/command_line.h"
#include "core/matrix/preset.h"
#include "core/matrix/run_costs.h"
#include "core/text/text_columns.h"
#include "core/text/units.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QTextStream>

#include <algorithm>
#include <cmath>

namespace surfio {

namespace {

// The translation context of this file's messages.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(PresetsCommand)
};

// Time of one round, as the workbench estimates it (estimateRun) at no learned
// costs: every point, every trial, runtime and ramp. Layout and
// preconditioning come on top and depend on the target.
QString roundTime(Matrix m)
{
    if (m.base.runtime.count() == 0)
        return Text::tr("until io_size");
    m.steadyState.enabled = false;  // one round
    return formatEstimate(std::llround(estimateRun(m, TargetKind::File, RunCosts::none()).pointSeconds));
}

QString sizeList(const Sweep& s)
{
    QStringList items;
    for (uint64_t bs : s.blockSizes)
        items.append(formatSize(bs));
    for (const BlockSplit& split : s.blockSplits)
        items.append(Text::tr("split %1").arg(QString::fromStdString(blockSplitName(split))));
    return items.join(QLatin1String(", "));
}

template <typename T> QString numberList(const std::vector<T>& values)
{
    QStringList items;
    for (T v : values)
        items.append(QString::number(v));
    return items.join(QLatin1String(", "));
}

QString patternText(Pattern p)
{
    switch (p) {
    case Pattern::Read:
        return Text::tr("sequential read");
    case Pattern::Write:
        return Text::tr("sequential write");
    case Pattern::RandRead:
        return Text::tr("random read");
    case Pattern::RandWrite:
        return Text::tr("random write");
    case Pattern::ReadWrite:
        return Text::tr("sequential read/write");
    case Pattern::RandReadWrite:
        return Text::tr("random read/write");
    }
    return {};
}

bool hasMix(const Sweep& s)
{
    return std::any_of(s.patterns.begin(), s.patterns.end(),
                       [](Pattern p) { return p == Pattern::ReadWrite || p == Pattern::RandReadWrite; });
}

// "random read/write at 100, 75, 50 % read; 4 KiB, 1 MiB; QD 256; 4 jobs (15 points)", and
// "on the first 1, 2, 4 targets: " before it with --target-count.
QString sweepText(const Sweep& s, const JobSpec& base)
{
    QStringList patterns;
    for (Pattern p : s.patterns)
        patterns.append(patternText(p));
    QString text = patterns.join(QLatin1String(", "));
    if (hasMix(s))
        text += Text::tr(" at %1 % read").arg(numberList(s.readPercents));
    text += QLatin1String("; ") + sizeList(s);
    text += QLatin1String("; ") + Text::tr("QD %1").arg(numberList(s.queueDepths));
    text += QLatin1String("; ")
            + (s.jobCounts.size() == 1 ? Text::tr("%n job(s)", nullptr, int(s.jobCounts.front()))
                                       : Text::tr("%1 jobs").arg(numberList(s.jobCounts)));
    if (!s.targetCounts.empty())  // the outermost axis (--target-count)
        text = Text::tr("on the first %1 targets: ").arg(numberList(s.targetCounts)) + text;
    Matrix one;
    one.base = base;
    one.sweeps = {s};
    const int points = int(one.expand().size());
    return text + QLatin1Char(' ') + Text::tr("(%n point(s))", nullptr, points);
}

QString orderText(const Matrix& m)
{
    switch (m.order) {
    case MatrixOrder::AsListed:
        return Text::tr("as listed");
    case MatrixOrder::Pts:
        return Text::tr("SNIA PTS (mix outer, block size descending inner)");
    case MatrixOrder::Shuffled:
        return Text::tr("shuffled");
    }
    return {};
}

QString methodText(const Matrix& m)
{
    QStringList parts;
    parts.append(Text::tr("order %1").arg(orderText(m)));
    if (m.trials > 1)
        parts.append(Text::tr("%1 runs of each point, back to back").arg(m.trials));
    if (m.precondition)
        parts.append(Text::tr("the region written twice in 128 KiB sequential writes first"));
    if (m.steadyState.enabled) {
        QStringList trackers;
        for (const SteadyStateTracker& t : m.steadyState.trackers)
            trackers.append(Text::tr("%1 at %2 % read").arg(formatSize(t.blockSize)).arg(t.readPercent));
        parts.append(Text::tr("rounds until the IOPS of %1 are steady over the last %2 rounds, at most %3")
                         .arg(trackers.join(QLatin1String(", ")))
                         .arg(m.steadyState.window)
                         .arg(m.steadyState.maxRounds));
    }
    return parts.join(QLatin1String("; "));
}

QString jobText(const Matrix& m)
{
    const JobSpec& b = m.base;
    QStringList parts;
    parts.append(Text::tr("%1 s").arg(double(b.runtime.count()) / 1e9));
    if (b.rampTime.count() > 0)
        parts.append(Text::tr("after %1 s of ramp").arg(double(b.rampTime.count()) / 1e9));
    if (b.byteTotal > 0)
        parts.append(Text::tr("or until each job has moved %1").arg(formatSize(b.byteTotal)));
    parts.append(b.regionSize ? Text::tr("region %1").arg(formatSize(b.regionSize))
                              : Text::tr("region: the whole file or device (give --size for a new file)"));
    parts.append(b.direct ? Text::tr("direct I/O") : Text::tr("buffered I/O"));
    if (b.verify == VerifyChoice::Crc32c)
        parts.append(Text::tr("reads verified (crc32c)"));
    return parts.join(QLatin1String(", "));
}

QString originText(const Preset& p, const QList<Preset>& all)
{
    if (p.builtIn)
        return Text::tr("built-in");
    const bool replaces =
        std::any_of(all.begin(), all.end(), [&](const Preset& o) { return o.builtIn && o.name == p.name; });
    return replaces ? Text::tr("own, replaces the built-in") : Text::tr("own");
}

int list(QTextStream& out, QTextStream& err)
{
    const QList<Preset> presets = allPresets();
    QList<QStringList> rows;
    for (const Preset& p : presets) {
        QString time = roundTime(p.matrix);
        if (p.matrix.steadyState.enabled)
            time = Text::tr("%1 × ≤%2").arg(time).arg(p.matrix.steadyState.maxRounds);
        rows.append({p.name, Text::tr("%n point(s)", nullptr, p.points), time, originText(p, presets), p.title});
    }
    TextColumns table({TextColumn{4}});  // a name of 1 to 3 letters still stands apart from the rest
    table.fit(rows);
    out << table.lines(rows);
    out << Text::tr("Times are one round from runtime and ramp (× rounds until steady state); laying out and "
                    "preconditioning the region come on top.\n"
                    "Your own presets: %1. surfio presets NAME describes one.")
               .arg(QDir::toNativeSeparators(userPresetDirectory()))
        << '\n';

    out.flush();

    // An own file that does not load is worth a word rather than a silent gap in the list.
    QStringList loaded;
    for (const Preset& p : presets)
        loaded.append(QFileInfo(p.path).absoluteFilePath());
    const QDir own(userPresetDirectory());
    for (const QString& file : own.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        const QString path = own.absoluteFilePath(file);
        Preset ignored;
        QString error;
        if (!loaded.contains(path) && !loadPreset(path, ignored, error))
            err << Text::tr("surfio presets: skipped %1").arg(error) << Qt::endl;
    }
    return 0;
}

int describe(const QString& name, QTextStream& out, QTextStream& err)
{
    Preset p;
    QString error;
    if (!findPreset(name, p, error)) {
        err << Text::tr("surfio presets: %1").arg(error) << Qt::endl;
        return 2;
    }
    const int points = int(p.matrix.expand().size());
    out << p.name << " — " << p.title << "\n\n";
    out << wrapped(p.description, 78, QString(), QString()) << '\n';
    QString count = Text::tr("%n point(s) a round", nullptr, points);
    if (points != p.points)
        count += QLatin1Char(' ') + Text::tr("(the file says %1)").arg(p.points);
    QString time = Text::tr("about %1").arg(roundTime(p.matrix));
    if (p.matrix.steadyState.enabled)
        time += QLatin1Char(' ') + Text::tr("a round, up to %1 rounds").arg(p.matrix.steadyState.maxRounds);
    out << wrapped(Text::tr("Points: %1, %2").arg(count, time), 78, QString(), QStringLiteral("  "));
    out << wrapped(Text::tr("Each point: %1").arg(jobText(p.matrix)), 78, QString(), QStringLiteral("  "));
    out << Text::tr("Sweeps:") << '\n';
    int n = 0;
    for (const Sweep& s : p.matrix.sweeps)
        out << wrapped(sweepText(s, p.matrix.base), 78, QStringLiteral("  %1. ").arg(++n), QStringLiteral("     "));
    out << wrapped(Text::tr("Method: %1").arg(methodText(p.matrix)), 78, QString(), QStringLiteral("  "));
    out << Text::tr("Source: %1 (%2)").arg(QDir::toNativeSeparators(p.path), originText(p, allPresets())) << '\n';
    out << Text::tr("Run it: surfio run --preset=%1 --filename=TARGET (other options change it, e.g. --runtime=5s "
                    "for a quick look, which the result records as shrunk)")
               .arg(p.name)
        << '\n';
    return 0;
}

}  // namespace

int runPresetsCommand(const QStringList& arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    CommandLine line(QStringLiteral("presets"),
                     Text::tr("Lists the presets, built-in and your own, or describes one: what it measures, where "
                              "its parameters come from, its sweeps and method."),
                     CommandLine::SingleDash::Letters);
    line.parser().addPositionalArgument(QStringLiteral("name"), Text::tr("The preset to describe."),
                                        QStringLiteral("[NAME]"));
    if (const std::optional<int> code = line.parse(arguments))
        return *code;
    const QStringList names = line.parser().positionalArguments();
    if (names.size() > 1) {
        err << Text::tr("surfio presets: give one preset name, not %1").arg(names.size()) << Qt::endl;
        return 2;
    }
    return names.isEmpty() ? list(out, err) : describe(names.front(), out, err);
}

}  // namespace surfio
