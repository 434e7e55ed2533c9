#include "cli/volumes_command.h"

#include "cli/command_line.h"
#include "core/analysis/analysis_text.h"
#include "core/text/text_columns.h"
#include "core/text/units.h"
#include "core/volume/volume_library.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QTextStream>

namespace surfio {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(VolumesCommand)
};

constexpr uint64_t kListSize = uint64_t{100} << 30;

QString whole(double v)
{
    return v > 0 ? QLocale().toString(qRound64(v)) : QStringLiteral("–");
}

QString mib(double bytes)
{
    return bytes > 0 ? QLocale().toString(bytes / double(1 << 20), 'f', 1) : QStringLiteral("–");
}

QString burstCell(const VolumePromise& p)
{
    if (!p.hasBurst)
        return QStringLiteral("–");
    return Text::tr("%1 IOPS for %2").arg(whole(p.burst.iops), formatEstimate(qRound64(p.burst.fullSeconds)));
}

QString originText(const VolumeProfile& p)
{
    return p.builtIn ? Text::tr("built-in") : Text::tr("own");
}

int list(uint64_t size, QTextStream& out, QTextStream& err)
{
    QList<QStringList> rows{{Text::tr("profile"), Text::tr("IOPS"), Text::tr("MiB/s"), Text::tr("burst, full bucket"),
                             Text::tr("origin"), Text::tr("title")}};
    QStringList cannot;
    for (const VolumeProfile& profile : allVolumeProfiles()) {
        VolumeSpec spec;
        spec.profile = profile.name;
        spec.sizeBytes = size;
        spec.text = profile.name;
        VolumePromise p;
        QString why;
        if (!promiseOf(profile, spec, 0, p, why))
            cannot << QStringLiteral("  ") + why;  // at a size alone, every reason names the profile
        rows.append({profile.name, whole(p.iops), mib(p.bandwidth), burstCell(p), originText(profile), profile.title});
    }
    TextColumns table(
        {TextColumn{4}, TextColumn{0, true}, TextColumn{0, true}, TextColumn{0, true}, TextColumn{}, TextColumn{}});
    table.fit(rows);
    out << Text::tr("What each volume promises at %1:").arg(formatSize(size)) << '\n' << table.lines(rows);
    for (const QString& line : std::as_const(cannot))
        out << line << '\n';
    out << Text::tr("Give another size with --size=SIZE; surfio volumes SPEC describes one, e.g. surfio volumes "
                    "aws-gp2:100g. Your own profiles: %1.")
               .arg(QDir::toNativeSeparators(userVolumeDirectory()))
        << '\n';
    out.flush();
    // An own file that does not load is worth a word rather than a silent gap in the list.
    const QDir own(userVolumeDirectory());
    for (const QString& file : own.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        VolumeProfile ignored;
        QString error;
        if (!loadVolumeProfile(own.absoluteFilePath(file), ignored, error))
            err << Text::tr("surfio volumes: skipped %1").arg(error) << Qt::endl;
    }
    return 0;
}

int describe(const QString& text, QTextStream& out, QTextStream& err)
{
    VolumeSpec spec;
    VolumeProfile profile;
    VolumePromise p;
    QString error;
    if (!parseVolumeSpec(text, spec, error) || !findVolumeProfile(spec.profile, profile, error)
        || !promiseOf(profile, spec, 0, p, error)) {
        err << Text::tr("surfio volumes: %1: %2").arg(text, error) << Qt::endl;
        return 2;
    }
    out << profile.name << " — " << profile.title << '\n';
    out << wrapped(promiseHeading(p) + QLatin1Char('.'), 78, QStringLiteral("  "), QStringLiteral("  "));
    if (p.hasBurst)
        out << wrapped(Text::tr("A full bucket lasts %1 at %2 IOPS, refilled at the baseline.")
                           .arg(formatEstimate(qRound64(p.burst.fullSeconds)), whole(p.burst.iops)),
                       78, QStringLiteral("  "), QStringLiteral("  "));
    if (!profile.notes.isEmpty())
        out << wrapped(profile.notes, 78, QStringLiteral("  "), QStringLiteral("  "));
    const QString origin = QDir::toNativeSeparators(profile.path);
    out << wrapped(
        profile.read.isEmpty()
            ? Text::tr("Source: %1 (%2: %3)").arg(profile.source, originText(profile), origin)
            : Text::tr("Source: %1, read %2 (%3: %4)").arg(profile.source, profile.read, originText(profile), origin),
        78, QStringLiteral("  "), QStringLiteral("    "));
    out << Text::tr("  Hold a run against it: surfio run --volume=%1 --preset=limits --filename=DEVICE").arg(text)
        << '\n';
    return 0;
}

}  // namespace

int runVolumesCommand(const QStringList& arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    CommandLine line(QStringLiteral("volumes"),
                     Text::tr("Lists the cloud volume profiles, built-in and your own, with what each promises at a "
                              "size, or describes what a volume spec promises, with the provider's source."),
                     CommandLine::SingleDash::Letters);
    line.parser().addOption(QCommandLineOption(QStringLiteral("size"),
                                               Text::tr("The size the list shows the promises at. Default 100g."),
                                               QStringLiteral("size"), QStringLiteral("100g")));
    line.parser().addPositionalArgument(
        QStringLiteral("spec"), Text::tr("A volume as --volume takes it: PROFILE[:SIZE][,iops=N][,throughput=N]."),
        QStringLiteral("[SPEC...]"));
    if (const std::optional<int> code = line.parse(arguments))
        return *code;
    const std::optional<uint64_t> size = parseSize(line.parser().value(QStringLiteral("size")));
    if (!size || *size == 0) {
        err << Text::tr("surfio volumes: --size=%1 is not a size: give e.g. --size=50g")
                   .arg(line.parser().value(QStringLiteral("size")))
            << Qt::endl;
        return 2;
    }
    const QStringList specs = line.parser().positionalArguments();
    if (specs.isEmpty())
        return list(*size, out, err);
    int code = 0;
    for (const QString& spec : specs)
        code = std::max(code, describe(spec, out, err));
    return code;
}

}  // namespace surfio
