#include "ui/models/comparison_model.h"

#include "core/compare/compare_text.h"

#include <QBrush>
#include <QColor>
#include <QLocale>

#include <algorithm>

namespace surfio {

namespace {

// Light backgrounds with dark text, so a dark theme reads them too; the
// words say the same.
QColor verdictBackground(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Faster:
        return {0xd4, 0xed, 0xda};
    case Verdict::Slower:
        return {0xf8, 0xd7, 0xda};
    case Verdict::WithinNoise:
        return {0xe2, 0xe3, 0xe5};
    case Verdict::NoiseUnknown:
        return {0xff, 0xf3, 0xcd};
    case Verdict::NoValue:
        break;
    }
    return {};
}

}  // namespace

ComparisonModel::ComparisonModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void ComparisonModel::setRuns(const QList<ResultSet>& runs, const QStringList& names)
{
    runs_ = runs;
    names_ = names;
    compare();
}

void ComparisonModel::setMetric(CompareMetric metric)
{
    comparison_.metric = metric;
    compare();
}

void ComparisonModel::setKeys(const QList<SpecKey>& keys)
{
    keys_ = keys;
    compare();
}

void ComparisonModel::compare()
{
    beginResetModel();
    const CompareMetric metric = comparison_.metric;
    comparison_ = comparing() ? compareRuns(runs_, names_, metric, keys_) : Comparison{};
    comparison_.metric = metric;
    comparison_.keys = keys_;
    endResetModel();
}

int ComparisonModel::ratioColumn(int run) const
{
    return 1 + int(runs_.size()) + 2 * (run - 1);
}

int ComparisonModel::verdictColumn(int run) const
{
    return ratioColumn(run) + 1;
}

std::pair<int, int> ComparisonModel::columnPart(int column) const
{
    const int runs = int(runs_.size());
    if (column <= runs)
        return {column - 1, 0};
    const int later = column - 1 - runs;
    return {1 + later / 2, 1 + later % 2};
}

int ComparisonModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(comparison_.matched.size());
}

int ComparisonModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() || !comparing() ? 0 : 1 + int(runs_.size()) + 2 * int(runs_.size() - 1);
}

QVariant ComparisonModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const ComparedPoint& point = comparison_.matched[index.row()];
    if (index.column() == Point) {
        if (role == Qt::DisplayRole)
            return pointLabel(comparison_, point);
        if (role == Qt::ToolTipRole)
            return point.key.text();
        return {};
    }
    const auto [run, part] = columnPart(index.column());
    if (role == Qt::TextAlignmentRole)
        return part == 2 ? QVariant() : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    switch (part) {
    case 0:
        return valueData(point, run, role);
    case 1:
        return ratioData(point, run, role);
    default:
        return verdictData(point, run, role);
    }
}

QVariant ComparisonModel::valueData(const ComparedPoint& point, int run, int role) const
{
    const RunValue& v = point.values[run];
    if (role == Qt::DisplayRole) {
        if (!v.present)
            return tr("not in %1").arg(runLetter(run));
        if (!v.hasValue)
            return comparison_.metric == CompareMetric::P99Latency ? tr("no p99") : tr("—");
        QString text = metricValueText(comparison_.metric, v.value());
        if (v.spread.n > 1)
            text += QStringLiteral(" ±%1 %").arg(QLocale().toString(v.spread.cv * 100, 'f', 1));
        if (v.incomplete)
            text += QLatin1Char(' ') + tr("(incomplete)");
        return text;
    }
    if (role == Qt::ToolTipRole && v.present && v.hasValue)
        return v.spread.n > 1 ? tr("The mean of %1 trials, from %2 to %3; ± is their coefficient of variation")
                                    .arg(v.spread.n)
                                    .arg(metricValueText(comparison_.metric, v.spread.min),
                                         metricValueText(comparison_.metric, v.spread.max))
                              : tr("One run: no spread");
    return {};
}

QVariant ComparisonModel::ratioData(const ComparedPoint& point, int run, int role) const
{
    const RunValue& v = point.values[run];
    if (role == RatioRole)
        return v.present ? v.ratio : QVariant();
    if (role == Qt::DisplayRole) {
        if (!v.present)
            return tr("—");
        return v.ratio > 0 ? tr("%1×").arg(QLocale().toString(v.ratio, 'f', 2)) : tr("n/a");
    }
    if (role == Qt::ToolTipRole && v.present && v.ratio > 0)
        return tr("%1's %2 ÷ A's; %3")
            .arg(runLetter(run), compareMetricName(comparison_.metric), ratioReading(comparison_.metric, {}));
    return {};
}

QVariant ComparisonModel::verdictData(const ComparedPoint& point, int run, int role) const
{
    const RunValue& v = point.values[run];
    const RunValue& a = point.values.front();
    switch (role) {
    case VerdictRole:
        return v.present ? QVariant(int(v.verdict)) : QVariant();
    case Qt::DisplayRole:
        if (!v.present)
            return tr("not in %1").arg(runLetter(run));
        return v.welch ? tr("%1 (%2)").arg(verdictText(v.verdict), pValueText(v.welch->p)) : verdictText(v.verdict);
    case Qt::ToolTipRole:
        if (!v.present)
            return tr("%1 has no such point: it is listed below the table").arg(runLetter(run));
        if (v.welch)
            return tr("Welch's t-test on %1 trials of A and %2 of %3: %4, t = %5; below p = %6 the difference is "
                      "more than the trials' noise")
                .arg(a.spread.n)
                .arg(v.spread.n)
                .arg(runLetter(run), pValueText(v.welch->p), QLocale().toString(v.welch->t, 'f', 2))
                .arg(QLocale().toString(kSignificance));
        if (v.verdict == Verdict::NoiseUnknown)
            return tr("A or %1 has fewer than two trials at this point: the ratio alone, its noise unknown (run "
                      "with trials to know it)")
                .arg(runLetter(run));
        return tr("No ratio: a run lacks the figure, or A's is 0");
    case Qt::BackgroundRole:
        if (v.present && verdictBackground(v.verdict).isValid())
            return QBrush(verdictBackground(v.verdict));
        return {};
    case Qt::ForegroundRole:
        if (v.present && verdictBackground(v.verdict).isValid())
            return QBrush(QColor(0x21, 0x25, 0x29));
        return {};
    default:
        return {};
    }
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == Point) {
        if (role == Qt::DisplayRole)
            return tr("Point");
        return {};
    }
    const auto [run, part] = columnPart(section);
    if (role == Qt::DisplayRole) {
        if (part == 0)
            return runLetter(run);
        return part == 1 ? tr("%1 ÷ A").arg(runLetter(run)) : tr("%1 verdict").arg(runLetter(run));
    }
    if (role == Qt::ToolTipRole)
        return names_.value(run);
    return {};
}

QStringList ComparisonModel::notes() const
{
    if (!comparing())
        return {};
    QStringList notes = unmatchedNotes();
    notes += ambiguousNotes();
    return notes;
}

QStringList ComparisonModel::unmatchedNotes() const
{
    QStringList notes;
    for (const UnmatchedPoint& u : comparison_.unmatched)
        notes.append(tr("%1: in %2, not in %3").arg(u.key.text(), runLetters(u.having), runLetters(u.lacking)));
    return notes;
}

namespace {

// The dropped keys that tell a run's points apart.
QList<SpecKey> keysApart(const ResultSet& run, const QList<int>& points)
{
    QList<SpecKey> apart;
    for (SpecKey k : allSpecKeys()) {
        QStringList values;
        for (const JobResult& r : run.points)
            if (points.contains(r.point) && !values.contains(specKeyValue(r.spec, k)))
                values.append(specKeyValue(r.spec, k));
        if (values.size() > 1)
            apart.append(k);
    }
    return apart;
}

}  // namespace

QList<SpecKey> ComparisonModel::keysToTickAgain() const
{
    QList<SpecKey> keys;
    for (const AmbiguousPoints& a : comparison_.ambiguous)
        for (SpecKey k : keysApart(runs_[a.run], a.points))
            if (!keys.contains(k))
                keys.append(k);
    std::sort(keys.begin(), keys.end());
    return keys;
}

// Points of a run the keys leave alike, and the keys to match on again.
QStringList ComparisonModel::ambiguousNotes() const
{
    QStringList notes;
    for (const AmbiguousPoints& a : comparison_.ambiguous) {
        const QList<SpecKey> apart = keysApart(runs_[a.run], a.points);
        notes.append(tr("Not compared: %1 has %n point(s) at %2 that the keys matched on do not tell apart (they are "
                        "never averaged): match on %3 again",
                        nullptr, int(a.points.size()))
                         .arg(runLetter(a.run), a.key.text(), apart.isEmpty() ? tr("more keys") : specKeyList(apart)));
    }
    return notes;
}

QString ComparisonModel::noMatch() const
{
    if (!comparing() || !comparison_.matched.isEmpty())
        return {};
    if (!comparison_.differingKeys.isEmpty())
        return tr("No point of a later run matches one of A: the runs differ in %1. Untick it under \"Match on\" to "
                  "compare them anyway.")
            .arg(specKeyList(comparison_.differingKeys));
    if (!comparison_.ambiguous.isEmpty())
        return tr("No point matched one point of each run: the keys left several points of a run alike. Tick more "
                  "keys under \"Match on\".");
    return tr("No point of a later run matches one of A on %1: no two runs measured the same point.")
        .arg(specKeyList(comparison_.keys));
}

}  // namespace surfio
