#pragma once

#include "core/engine/job_result.h"
#include "core/result/target_figures.h"

#include <QAbstractTableModel>

#include <vector>

namespace surfio {

// One row per target of a run: what each volume did beside the sum
// (target_figures.h) — its read and write IOPS, MB/s and mean latency, and
// its share of the run's IOPS. The Results tab shows the picked point's row
// in detail with it, and the point detail its run's; a run whose split over
// its targets is not known (fio's group_reporting) has no rows.
class TargetFiguresModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Target, ReadIops, ReadMBps, ReadMeanLat, WriteIops, WriteMBps, WriteMeanLat, Share, ColumnCount };

    explicit TargetFiguresModel(QObject* parent = nullptr);

    void setRun(const JobResult& run);
    void clear();
    bool hasReads() const;   // some target read
    bool hasWrites() const;  // some target wrote

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString cellText(const TargetFigures& t, int column) const;

    std::vector<TargetFigures> targets_;
    double sumIops_ = 0;
};

}  // namespace surfio
