#include "core/compare/compare_text.h"

#include "core/text/text_columns.h"
#include "core/text/units.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <algorithm>

namespace surfio {

namespace {

// The translation context of this file's messages.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(CompareText)
};

QString valueCell(const Comparison& c, const RunValue& v)
{
    if (!v.present)
        return Text::tr("—");
    if (!v.hasValue)
        return c.metric == CompareMetric::P99Latency ? Text::tr("no p99") : Text::tr("—");
    QString text = metricValueText(c.metric, v.value());
    if (v.spread.n > 1)
        text += QStringLiteral(" ±%1%").arg(QLocale().toString(v.spread.cv * 100, 'f', 1));
    if (v.incomplete)
        text += QLatin1Char(' ') + Text::tr("(incomplete)");
    return text;
}

QString ratioCell(const RunValue& v)
{
    if (!v.present)
        return Text::tr("—");
    return v.ratio > 0 ? QLocale().toString(v.ratio, 'f', 3) : Text::tr("n/a");
}

QString verdictCell(const RunValue& a, const RunValue& v)
{
    if (!v.present)
        return Text::tr("not in this run");
    QString text = verdictText(v.verdict);
    if (v.welch)
        text += QLatin1Char(' ')
                + Text::tr("(%1, %2 vs %3 trials)").arg(pValueText(v.welch->p)).arg(a.spread.n).arg(v.spread.n);
    return text;
}

// The cells of one point's line.
QStringList rowOf(const Comparison& c, const ComparedPoint& p)
{
    QStringList row{pointLabel(c, p)};
    for (const RunValue& v : p.values)
        row.append(valueCell(c, v));
    for (qsizetype r = 1; r < p.values.size(); ++r)
        row << ratioCell(p.values[r]) << verdictCell(p.values.front(), p.values[r]);
    return row;
}

QStringList headerOf(const Comparison& c)
{
    QStringList row{Text::tr("point")};
    for (qsizetype r = 0; r < c.runs.size(); ++r)
        row.append(runLetter(int(r)));
    for (qsizetype r = 1; r < c.runs.size(); ++r)
        row << QStringLiteral("%1/A").arg(runLetter(int(r))) << Text::tr("%1 verdict").arg(runLetter(int(r)));
    return row;
}

// Columns as wide as their widest cell: the point, each run's value and
// each later run's ratio to A (to the right) and verdict.
QString tableOf(const QList<QStringList>& rows, int runs)
{
    QList<TextColumn> columns{TextColumn{}};
    for (int i = 1; i <= runs; ++i)
        columns.append(TextColumn{0, true});
    for (int i = 1; i < runs; ++i)
        columns << TextColumn{0, true} << TextColumn{};
    TextColumns table(columns);
    table.fit(rows);
    return table.lines(rows);
}

QString unmatchedLines(const Comparison& c)
{
    if (c.unmatched.isEmpty())
        return {};
    QString out = Text::tr("Not in every run (compared only where present):") + QLatin1Char('\n');
    for (const UnmatchedPoint& u : c.unmatched)
        out += QStringLiteral("  ")
               + Text::tr("%1: in %2, not in %3").arg(u.key.text(), runLetters(u.having), runLetters(u.lacking))
               + QLatin1Char('\n');
    return out;
}

QString ambiguousLines(const Comparison& c)
{
    if (c.ambiguous.isEmpty())
        return {};
    QString out = Text::tr("Not compared: points of one run that the keys matched on do not tell apart (drop fewer "
                           "keys from the match; they are never averaged):")
                  + QLatin1Char('\n');
    for (const AmbiguousPoints& a : c.ambiguous) {
        QStringList points;
        for (int p : a.points)
            points.append(QString::number(p + 1));
        out += QStringLiteral("  ")
               + Text::tr("%1: %2: points %3").arg(runLetter(a.run), a.key.text(), points.join(QLatin1String(", ")))
               + QLatin1Char('\n');
    }
    return out;
}

}  // namespace

QString specKeyList(const QList<SpecKey>& keys)
{
    QStringList names;
    for (SpecKey k : keys)
        names.append(specKeyName(k));
    return names.join(QLatin1String(", "));
}

QString runLetters(const QList<int>& runs)
{
    QStringList letters;
    for (int r : runs)
        letters.append(runLetter(r));
    return letters.join(QLatin1String(", "));
}

// "p = 0.41", "p < 0.001".
QString pValueText(double p)
{
    if (p < 0.001)
        return Text::tr("p < %1").arg(QLocale().toString(0.001));
    return Text::tr("p = %1").arg(QLocale().toString(p, 'g', 2));
}

QString metricValueText(CompareMetric metric, double value)
{
    switch (metric) {
    case CompareMetric::Iops:
        return Text::tr("%1 IOPS").arg(formatCount(value));
    case CompareMetric::Bandwidth:
        return Text::tr("%1 MB/s").arg(QLocale().toString(value, 'f', 1));
    case CompareMetric::MeanLatency:
    case CompareMetric::P99Latency:
        return formatLatency(value);
    }
    return {};
}

QString runSummary(const Comparison& c, int run)
{
    const RunTally t = tallyOf(c, run);
    auto times = [](double ratio) { return QLocale().toString(ratio, 'f', 2); };
    const QString ratios = t.withRatio == 0
                               ? Text::tr("%1 (%2) against A: no ratio in %3")
                                     .arg(runLetter(run), c.runs.value(run), compareMetricName(c.metric))
                               : Text::tr("%1 (%2) against A: %3× in %4 (geometric mean over %n point(s), %5× to %6×)",
                                          nullptr, t.withRatio)
                                     .arg(runLetter(run), c.runs.value(run), times(t.geometricMean),
                                          compareMetricName(c.metric), times(t.lowest), times(t.highest));
    const QString verdicts = Text::tr("faster at %1, slower at %2, within noise at %3 and without trials to judge at "
                                      "%4 of %n matched point(s)",
                                      nullptr, t.compared)
                                 .arg(t.faster)
                                 .arg(t.slower)
                                 .arg(t.withinNoise)
                                 .arg(t.noiseUnknown);
    return ratios + QStringLiteral("; ") + verdicts + QLatin1Char('.');
}

QString pointLabel(const Comparison& comparison, const ComparedPoint& point)
{
    QStringList parts;
    for (SpecKey k : allSpecKeys()) {
        QStringList values;
        for (const RunValue& v : point.values)
            if (v.present && !values.contains(specKeyValue(v.spec, k)))
                values.append(specKeyValue(v.spec, k));
        // What goes without saying: the read share of a pattern that is not a mix, no rate cap, one target.
        const bool implied = values.size() == 1
                             && ((k == SpecKey::RwMixRead && point.spec.pattern != Pattern::ReadWrite
                                  && point.spec.pattern != Pattern::RandReadWrite)
                                 || (k == SpecKey::RateIops && values.front() == QLatin1String("0"))
                                 || (k == SpecKey::TargetCount && values.front() == QLatin1String("1")));
        if ((comparison.keys.contains(k) || values.size() > 1) && !implied)
            parts.append(specKeyName(k) + QLatin1Char('=') + values.join(QLatin1Char('/')));
    }
    return parts.join(QLatin1Char(' '));
}

QString comparisonText(const Comparison& c, std::optional<double> failBelow)
{
    QString out = Text::tr("Comparing %1 at %n matched point(s), matched on %2", nullptr, int(c.matched.size()))
                      .arg(compareMetricName(c.metric), specKeyList(c.keys));
    const QList<SpecKey> dropped = [&] {
        QList<SpecKey> d;
        for (SpecKey k : allSpecKeys())
            if (!c.keys.contains(k))
                d.append(k);
        return d;
    }();
    if (!dropped.isEmpty())
        out += QLatin1Char(' ') + Text::tr("(not %1)").arg(specKeyList(dropped));
    out += QLatin1Char('\n');
    for (qsizetype r = 0; r < c.runs.size(); ++r)
        out += QStringLiteral("  %1: %2\n").arg(runLetter(int(r)), c.runs[r]);
    out += ratioReading(c.metric, failBelow) + QLatin1Char('\n');
    out += Text::tr("±: the coefficient of variation over a point's trials; a verdict is Welch's t-test on them "
                    "(p < %1, two-sided) when both runs have two or more")
               .arg(kSignificance)
           + QLatin1String("\n\n");
    QList<QStringList> rows{headerOf(c)};
    for (const ComparedPoint& p : c.matched)
        rows.append(rowOf(c, p));
    out += tableOf(rows, int(c.runs.size()));
    if (!c.matched.isEmpty()) {
        out += QLatin1Char('\n');
        for (int r = 1; r < c.runs.size(); ++r)
            out += runSummary(c, r) + QLatin1Char('\n');
    }
    for (const QString& block : {unmatchedLines(c), ambiguousLines(c)})
        if (!block.isEmpty())
            out += QLatin1Char('\n') + block;
    return out;
}

}  // namespace surfio
