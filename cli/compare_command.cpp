#include "cli/compare_command.h"

#include "cli/command_line.h"
#include "core/compare/compare_csv.h"
#include "core/compare/compare_json.h"
#include "core/compare/compare_options.h"
#include "core/compare/compare_text.h"
#include "core/compare/comparison.h"
#include "core/result/saved_result.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QLocale>
#include <QTextStream>

#include <cmath>

namespace surfio {

namespace {

// The translation context of this file's messages.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(CompareCommand)
};

// What the command line asks for.
struct CompareOptions {
    QStringList files;
    CompareChoice choice;
    QString format = QStringLiteral("normal");
    std::optional<double> failBelow;
};

void addCompareOptions(QCommandLineParser& parser)
{
    CompareChoice::addOptions(parser);
    parser.addOption(QCommandLineOption(QStringLiteral("output-format"),
                                        Text::tr("normal (a table), json or csv. Default normal."),
                                        QStringLiteral("format")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("fail-below"),
        Text::tr("Exit 1 when a matched point of a later run is below R × A's value, read as speed (for latencies: "
                 "above A's / R): a regression gate, e.g. 0.9."),
        QStringLiteral("R")));
    parser.addPositionalArgument(QStringLiteral("files"),
                                 Text::tr("Saved results, Surfio's or fio's JSON: A (the reference), then B, C, …"),
                                 QStringLiteral("A.json B.json [C.json…]"));
}

// The options read; false after saying what is wrong and how to fix it.
bool readOptions(const QCommandLineParser& parser, CompareOptions& o, QTextStream& err)
{
    const auto fail = [&](const QString& message) {
        err << Text::tr("surfio compare: %1").arg(message) << Qt::endl;
        return false;
    };
    o.files = parser.positionalArguments();
    if (o.files.size() < 2)
        return fail(Text::tr("give two or more saved results, A.json B.json [C.json…]: the first is the reference"));
    QString error;
    if (!CompareChoice::read(parser, o.choice, error))
        return fail(error);
    if (parser.isSet(QStringLiteral("output-format"))) {
        o.format = parser.value(QStringLiteral("output-format"));
        if (o.format != QLatin1String("normal") && o.format != QLatin1String("json")
            && o.format != QLatin1String("csv"))
            return fail(Text::tr("--output-format=%1 is not a format: use normal, json or csv").arg(o.format));
    }
    if (parser.isSet(QStringLiteral("fail-below"))) {
        bool ok = false;
        const double r = parser.value(QStringLiteral("fail-below")).toDouble(&ok);
        if (!ok || !std::isfinite(r) || r <= 0)
            return fail(Text::tr("--fail-below=%1 is not a ratio: give a number above 0, e.g. 0.9 for 90 % of A")
                            .arg(parser.value(QStringLiteral("fail-below"))));
        o.failBelow = r;
    }
    return true;
}

bool readRuns(const QStringList& files, QList<ResultSet>& runs, QTextStream& err)
{
    for (const QString& file : files) {
        ResultSet results;
        QString error;
        if (!readSavedResult(file, results, error)) {
            err << Text::tr("surfio compare: %1 (give a result saved by surfio run --output-format=json or the "
                            "workbench, or fio's --output-format=json output)")
                       .arg(error)
                << Qt::endl;
            return false;
        }
        if (results.points.isEmpty()) {
            err << Text::tr("surfio compare: %1 holds no finished point: there is nothing in it to compare").arg(file)
                << Qt::endl;
            return false;
        }
        runs.append(results);
    }
    return true;
}

// Why nothing matched, and what to drop from the match.
QString noMatchMessage(const Comparison& c)
{
    if (!c.differingKeys.isEmpty()) {
        QStringList names;
        for (SpecKey k : c.differingKeys)
            names.append(specKeyName(k));
        return Text::tr("no point of a later run matches one of A: the runs differ in %1; add --ignore=%2 to compare "
                        "them anyway")
            .arg(names.join(QLatin1String(", ")), names.join(QLatin1Char(',')));
    }
    if (!c.ambiguous.isEmpty())
        return Text::tr("no point matched one point of each run: the keys left several points of a run alike; "
                        "drop fewer keys with --ignore");
    QStringList names;
    for (SpecKey k : c.keys)
        names.append(specKeyName(k));
    return Text::tr("no point of a later run matches one of A on %1: no two runs measured the same point; drop the "
                    "keys they differ in with --ignore")
        .arg(names.join(QLatin1String(", ")));
}

// Which way the gate reads for the metric: "iops: higher is faster", or
// "lat_p99: lower is faster, a latency above 1.11 × A's".
QString gateReading(CompareMetric metric, double failBelow)
{
    if (higherIsFaster(metric))
        return Text::tr("%1: higher is faster").arg(compareMetricName(metric));
    return Text::tr("%1: lower is faster, so a latency above %2 × A's")
        .arg(compareMetricName(metric), QLocale().toString(1 / failBelow, 'f', 2));
}

QString failureLine(const Comparison& c, const GateFailure& f)
{
    if (f.why == GateFailure::Why::Missing)
        return Text::tr("%1 lacks a point of A: %2").arg(runLetter(f.run), c.unmatched[f.point].key.text());
    const ComparedPoint& p = c.matched[f.point];
    const RunValue& a = p.values[0];
    if (f.why == GateFailure::Why::NoValue && (!a.hasValue || a.value() <= 0))
        return Text::tr("%1 at %2: A has no %3 here to compare with: it cannot pass; run A's point again, or compare "
                        "another --metric")
            .arg(runLetter(f.run), pointLabel(c, p), compareMetricName(c.metric));
    if (f.why == GateFailure::Why::NoValue)
        return Text::tr("%1 at %2: no %3 to compare (%4 in %1, %5 in A): it cannot pass")
            .arg(runLetter(f.run), pointLabel(c, p), compareMetricName(c.metric),
                 metricValueText(c.metric, p.values[f.run].value()), metricValueText(c.metric, p.values[0].value()));
    return Text::tr("%1 at %2: ratio %3 to A, %4 × A's speed")
        .arg(runLetter(f.run), pointLabel(c, p), QLocale().toString(p.values[f.run].ratio, 'f', 3),
             QLocale().toString(f.speedup, 'f', 3));
}

// The regression gate in words; the exit code.
int gate(const Comparison& c, double failBelow, QTextStream& out)
{
    const QList<GateFailure> failures = pointsBelow(c, failBelow);
    const QString threshold = QLocale().toString(failBelow);
    if (failures.isEmpty()) {
        out << Text::tr("Passed --fail-below=%1: no matched point of a later run is below %1 × A's speed (%2)")
                   .arg(threshold, gateReading(c.metric, failBelow))
            << Qt::endl;
        return 0;
    }
    out << Text::tr("Failed --fail-below=%1: %n point(s) below %1 × A's speed, without a value or missing (%2):",
                    nullptr, int(failures.size()))
               .arg(threshold, gateReading(c.metric, failBelow))
        << Qt::endl;
    for (const GateFailure& f : failures)
        out << QStringLiteral("  ") << failureLine(c, f) << Qt::endl;
    return 1;
}

}  // namespace

int compareCommand(const QStringList& arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    CommandLine line(QStringLiteral("compare"),
                     Text::tr("Compares saved results point by point against the first (A): each run's value, the "
                              "ratio to A and a verdict (faster, slower or within noise: Welch's t-test on the "
                              "trials when both have two or more). Points are matched by rw, bs, rwmixread, "
                              "iodepth, numjobs, rate_iops and target_count; points not every run has are listed."),
                     CommandLine::SingleDash::Letters);
    addCompareOptions(line.parser());
    if (const std::optional<int> code = line.parse(arguments))
        return *code;
    CompareOptions o;
    QList<ResultSet> runs;
    if (!readOptions(line.parser(), o, err) || !readRuns(o.files, runs, err))
        return 2;
    const Comparison c = compareRuns(runs, o.files, o.choice.metric, o.choice.keys);
    if (c.matched.isEmpty()) {
        err << Text::tr("surfio compare: %1").arg(noMatchMessage(c)) << Qt::endl;
        return 2;
    }
    if (o.format == QLatin1String("json"))
        out << QString::fromUtf8(QJsonDocument(comparisonToJson(c, o.failBelow)).toJson(QJsonDocument::Indented));
    else if (o.format == QLatin1String("csv"))
        out << comparisonCsv(c);
    else
        out << comparisonText(c, o.failBelow);
    out.flush();
    if (!o.failBelow)
        return 0;
    // The gate's words go with the table, or apart from a document a program reads.
    QTextStream& said = o.format == QLatin1String("normal") ? out : err;
    if (o.format == QLatin1String("normal"))
        out << '\n';
    return gate(c, *o.failBelow, said);
}

}  // namespace surfio
