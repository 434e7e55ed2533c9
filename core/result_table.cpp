#include "result_table.h"

#include "units.h"

#include <QCoreApplication>

namespace surfio {

namespace {

// The translation context of this file's messages.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(ResultTable)
};

QString mibPerSecond(double bytesPerSecond)
{
    return QLocale().toString(bytesPerSecond / (1024.0 * 1024.0), 'f', 1);
}

QString mix(const JobSpec& s)
{
    return Text::tr("%1% read").arg(s.effectiveReadPercent());
}

} // namespace

QString tableHeader(const ResultSet& results, const JobResult& first)
{
    QString engine = QString::fromStdString(first.engine.name);
    if (!first.engine.ringFlagNames.empty())
        engine += QLatin1Char(' ') + QString::fromStdString(first.engine.ringFlagNames);
    if (first.engine.registeredBuffers)
        engine += Text::tr(", registered buffers");
    if (first.engine.registeredFiles)
        engine += Text::tr(", registered files");
    QString text = Text::tr("Surfio %1 · engine %2 · direct I/O %3 · kernel %4 · %5\n")
                       .arg(results.host.surfioVersion, engine,
                            first.spec.direct ? Text::tr("on") : Text::tr("off"), results.host.kernel, results.host.cpu);
    if (!first.engine.fallbackReason.empty())
        text += Text::tr("Engine note: %1\n").arg(QString::fromStdString(first.engine.fallbackReason));
    for (const TargetInfo& t : first.targets) {
        text += Text::tr("Target %1 (%2%3): region %4 at offset %5, alignment %6 B from %7; %8\n")
                    .arg(QString::fromStdString(t.ioPath), QString::fromStdString(targetKindName(t.kind)),
                         t.filesystem.empty() ? QString() : QStringLiteral(", ") + QString::fromStdString(t.filesystem),
                         formatSize(t.regionSize), formatSize(t.regionOffset))
                    .arg(t.dioOffsetAlign)
                    .arg(QString::fromStdString(t.alignSource), QString::fromStdString(t.layout));
    }
    return text;
}

QString tableColumns()
{
    return QStringLiteral("%1 %2 %3 %4 %5 %6 | %7 %8 %9 | %10 %11 %12")
        .arg(Text::tr("#"), 3)
        .arg(Text::tr("rw"), -9)
        .arg(Text::tr("bs"), 9)
        .arg(Text::tr("mix"), 10)
        .arg(Text::tr("QD"), 5)
        .arg(Text::tr("jobs"), 4)
        .arg(Text::tr("read IOPS"), 10)
        .arg(Text::tr("MiB/s"), 8)
        .arg(Text::tr("p99 lat"), 9)
        .arg(Text::tr("write IOPS"), 10)
        .arg(Text::tr("MiB/s"), 8)
        .arg(Text::tr("p99 lat"), 9);
}

QString tableRow(int index, const JobResult& r)
{
    const JobSpec& s = r.spec;
    auto iops = [&](const DirectionTotals& d) { return d.ios ? formatCount(r.iops(d)) : QStringLiteral("-"); };
    auto bw = [&](const DirectionTotals& d) { return d.ios ? mibPerSecond(r.bandwidth(d)) : QStringLiteral("-"); };
    auto p99 = [&](const DirectionTotals& d) {
        return d.ios ? formatLatency(d.histogram.percentile(99)) : QStringLiteral("-");
    };
    QString row = QStringLiteral("%1 %2 %3 %4 %5 %6 | %7 %8 %9 | %10 %11 %12")
                      .arg(index + 1, 3)
                      .arg(QString::fromStdString(patternName(s.pattern)), -9)
                      .arg(formatSize(s.blockSize), 9)
                      .arg(mix(s), 10)
                      .arg(s.queueDepth, 5)
                      .arg(s.jobs, 4)
                      .arg(iops(r.read), 10)
                      .arg(bw(r.read), 8)
                      .arg(p99(r.read), 9)
                      .arg(iops(r.write), 10)
                      .arg(bw(r.write), 8)
                      .arg(p99(r.write), 9);
    if (r.stopped)
        row += QLatin1Char(' ') + Text::tr("(stopped)");
    return row;
}

} // namespace surfio
