#include "core/compare/compare_options.h"

#include <QCommandLineParser>

namespace surfio {

void CompareChoice::addOptions(QCommandLineParser& parser, const QString& prefix)
{
    const QString ignore = prefix + QStringLiteral("ignore");
    parser.addOption(QCommandLineOption(
        prefix + QStringLiteral("metric"),
        tr("The figure compared: iops, bw (MB/s), lat_mean or lat_p99 (lower is faster). Default iops."),
        QStringLiteral("metric")));
    parser.addOption(QCommandLineOption(
        ignore,
        tr("Keys of a point's spec not to match on, comma-separated, from rw, bs (or bssplit), rwmixread, "
           "iodepth, numjobs, rate_iops, target_count; e.g. --%1=iodepth compares two queue depths.")
            .arg(ignore),
        QStringLiteral("keys")));
}

bool CompareChoice::read(const QCommandLineParser& parser, CompareChoice& choice, QString& error, const QString& prefix)
{
    const QString metricOption = prefix + QStringLiteral("metric");
    if (parser.isSet(metricOption)) {
        const QString name = parser.value(metricOption);
        const std::optional<CompareMetric> metric = parseCompareMetric(name);
        if (!metric) {
            error = tr("--%1=%2 is not a metric: use iops, bw, lat_mean or lat_p99").arg(metricOption, name);
            return false;
        }
        choice.metric = *metric;
    }
    const QString ignoreOption = prefix + QStringLiteral("ignore");
    QList<SpecKey> dropped;
    QString why;
    if (!parseSpecKeys(parser.value(ignoreOption), dropped, why)) {
        error = tr("--%1: %2").arg(ignoreOption, why);
        return false;
    }
    choice.keys = keysWithout(dropped);
    return true;
}

}  // namespace surfio
