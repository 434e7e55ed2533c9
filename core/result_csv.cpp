#include "result_csv.h"

#include <QStringList>

namespace surfio {

namespace {

QString quoted(const QString& field)
{
    if (!field.contains(QLatin1Char(',')) && !field.contains(QLatin1Char('"')) && !field.contains(QLatin1Char('\n')))
        return field;
    QString q = field;
    q.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + q + QLatin1Char('"');
}

QString num(double v)
{
    return QString::number(v, 'f', 2);
}

void appendDirection(QStringList& row, const JobResult& r, const DirectionTotals& d)
{
    row << num(r.iops(d)) << num(r.bandwidth(d)) << QString::number(d.ios) << num(d.meanLatNs())
        << num(d.histogram.percentile(50)) << num(d.histogram.percentile(99))
        << num(d.histogram.percentile(99.9)) << QString::number(d.latMaxNs);
}

} // namespace

QString toCsv(const ResultSet& results)
{
    QStringList header{QStringLiteral("index"), QStringLiteral("rw"), QStringLiteral("bs"),
                       QStringLiteral("rwmixread"), QStringLiteral("percentage_random"),
                       QStringLiteral("iodepth"), QStringLiteral("numjobs"), QStringLiteral("direct"),
                       QStringLiteral("engine"), QStringLiteral("seconds")};
    for (const char* dir : {"read", "write"})
        for (const char* col : {"iops", "bw_bytes", "total_ios", "lat_mean_ns", "lat_p50_ns", "lat_p99_ns",
                                "lat_p99.9_ns", "lat_max_ns"})
            header << QLatin1String(dir) + QLatin1Char('_') + QLatin1String(col);
    header << QStringLiteral("stopped") << QStringLiteral("error");

    QString out = header.join(QLatin1Char(',')) + QLatin1Char('\n');
    for (int i = 0; i < results.points.size(); ++i) {
        const JobResult& r = results.points[i];
        QStringList row{QString::number(i), QString::fromStdString(patternName(r.spec.pattern)),
                        QString::number(r.spec.blockSize), QString::number(r.spec.effectiveReadPercent()),
                        QString::number(r.spec.effectiveRandomPercent()), QString::number(r.spec.queueDepth),
                        QString::number(r.spec.jobs), QString::number(r.spec.direct ? 1 : 0),
                        QString::fromStdString(r.engine.name), num(r.seconds)};
        appendDirection(row, r, r.read);
        appendDirection(row, r, r.write);
        row << QString::number(r.stopped ? 1 : 0) << QString::fromStdString(r.error);
        for (QString& field : row)
            field = quoted(field);
        out += row.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out;
}

} // namespace surfio
