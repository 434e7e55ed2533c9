#pragma once

#include "core/compare/comparison.h"
#include "core/result/result_set.h"

#include <QAbstractTableModel>
#include <QList>
#include <QStringList>

namespace surfio {

// The Compare tab's table: saved runs set point by point against the first
// (A, the result on show), as `surfio compare` prints them (comparison.h).
// One row per matched point: its spec, each run's figure (± the spread of
// its trials), then for each later run its ratio to A and its verdict, in
// words and in a colour that only repeats them. The runs, the metric and
// the keys matched on are the model's; a change of any matches again.
// What is not in the table (points some run lacks, points the keys leave
// alike within a run) is in notes(); why it is empty, in noMatch().
class ComparisonModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Point = 0 };  // then a value per run, then ratio and verdict per later run
    enum Role { VerdictRole = Qt::UserRole + 1, RatioRole };

    explicit ComparisonModel(QObject* parent = nullptr);

    // runs[0] is A. Names are for people (file names), one per run.
    void setRuns(const QList<ResultSet>& runs, const QStringList& names);
    void setMetric(CompareMetric metric);
    void setKeys(const QList<SpecKey>& keys);

    const QList<ResultSet>& runs() const { return runs_; }
    const QStringList& names() const { return names_; }
    CompareMetric metric() const { return comparison_.metric; }
    const QList<SpecKey>& keys() const { return keys_; }
    const Comparison& comparison() const { return comparison_; }
    bool comparing() const { return runs_.size() >= 2; }

    // The columns of run r's figure, of a later run's ratio and verdict.
    int valueColumn(int run) const { return 1 + run; }
    int ratioColumn(int run) const;    // run ≥ 1
    int verdictColumn(int run) const;  // run ≥ 1

    // One line per point not every run has, and per set of points the keys
    // leave alike: what the table leaves out.
    QStringList notes() const;
    // Why no point matched, and what to untick or tick; empty when some did
    // or nothing is compared.
    QString noMatch() const;
    // The dropped keys that would tell apart the points of a run the keys
    // leave alike, in allSpecKeys() order.
    QList<SpecKey> keysToTickAgain() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void compare();
    // Which run and what a column shows: 0 value, 1 ratio, 2 verdict.
    std::pair<int, int> columnPart(int column) const;
    QVariant valueData(const ComparedPoint& point, int run, int role) const;
    QVariant ratioData(const ComparedPoint& point, int run, int role) const;
    QVariant verdictData(const ComparedPoint& point, int run, int role) const;
    QStringList unmatchedNotes() const;
    QStringList ambiguousNotes() const;

    QList<ResultSet> runs_;
    QStringList names_;
    QList<SpecKey> keys_ = allSpecKeys();
    Comparison comparison_;
};

}  // namespace surfio
