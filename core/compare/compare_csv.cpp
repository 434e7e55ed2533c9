#include "core/compare/compare_csv.h"

#include "core/text/csv.h"

#include <QStringList>

namespace surfio {

namespace {

QString number(double v)
{
    return QString::number(v, 'g', 10);
}

QString lettersOf(const QList<int>& runs)
{
    QStringList letters;
    for (int r : runs)
        letters.append(runLetter(r));
    return letters.join(QLatin1Char(' '));
}

// A key that came after the CSV's columns were set (target_count): its
// column goes last, so the columns before it stay where they were.
bool lateKey(SpecKey k)
{
    return k == SpecKey::TargetCount;
}

// The key columns, first (late = false) or last: the key's value, or empty
// for a key not matched on.
QStringList keyCells(const PointKey& key, bool late)
{
    QStringList cells;
    for (SpecKey k : allSpecKeys()) {
        if (lateKey(k) != late)
            continue;
        const qsizetype i = key.keys.indexOf(k);
        cells.append(i >= 0 && i < key.values.size() ? key.values[i] : QString());
    }
    return cells;
}

QStringList header(const Comparison& c)
{
    QStringList cells{QStringLiteral("status")};
    for (SpecKey k : allSpecKeys())
        if (!lateKey(k))
            cells.append(specKeyName(k));
    cells << QStringLiteral("missing_in") << QStringLiteral("points");
    for (qsizetype r = 0; r < c.runs.size(); ++r) {
        const QString run = runLetter(int(r));
        cells << run + QStringLiteral("_") + compareMetricName(c.metric) << run + QStringLiteral("_trials");
        if (r > 0)
            cells << run + QStringLiteral("_ratio") << run + QStringLiteral("_verdict") << run + QStringLiteral("_p");
    }
    for (SpecKey k : allSpecKeys())
        if (lateKey(k))
            cells.append(specKeyName(k));
    return cells;
}

QStringList valueCells(const RunValue& v, bool later)
{
    QStringList cells{v.present && v.hasValue ? number(v.value()) : QString(),
                      v.present ? QString::number(v.spread.n) : QString()};
    if (later)
        cells << (v.ratio > 0 ? number(v.ratio) : QString()) << (v.present ? verdictName(v.verdict) : QString())
              << (v.welch ? number(v.welch->p) : QString());
    return cells;
}

QStringList emptyRunCells(const Comparison& c)
{
    QStringList cells;
    for (qsizetype r = 0; r < c.runs.size(); ++r)
        cells << QString() << QString() << (r > 0 ? QStringList{QString(), QString(), QString()} : QStringList{});
    return cells;
}

}  // namespace

QString comparisonCsv(const Comparison& c)
{
    QList<QStringList> rows{header(c)};
    for (const ComparedPoint& p : c.matched) {
        QStringList row =
            QStringList{QStringLiteral("matched")} + keyCells(p.key, false) + QStringList{QString(), QString()};
        for (qsizetype r = 0; r < p.values.size(); ++r)
            row += valueCells(p.values[r], r > 0);
        rows.append(row + keyCells(p.key, true));
    }
    for (const UnmatchedPoint& u : c.unmatched)
        rows.append(QStringList{QStringLiteral("unmatched")} + keyCells(u.key, false)
                    + QStringList{lettersOf(u.lacking), QString()} + emptyRunCells(c) + keyCells(u.key, true));
    for (const AmbiguousPoints& a : c.ambiguous) {
        QStringList points;
        for (int p : a.points)
            points.append(QString::number(p));
        rows.append(QStringList{QStringLiteral("ambiguous")} + keyCells(a.key, false)
                    + QStringList{QString(), runLetter(a.run) + QLatin1Char(':') + points.join(QLatin1Char(' '))}
                    + emptyRunCells(c) + keyCells(a.key, true));
    }
    QString out;
    for (const QStringList& row : rows)
        out += csvLine(row);
    return out;
}

}  // namespace surfio
