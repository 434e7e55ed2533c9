#pragma once

#include "result_set.h"

#include <QAbstractTableModel>

namespace surfio {

// One row per finished point: its spec and measured figures (IOPS, MB/s,
// mean/p50/p99/p99.9 latency per direction). Sorting goes through a proxy;
// Qt::UserRole gives the point's index, and sort keys are numbers.
class ResultsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Index, Pattern, BlockSize, ReadPercent, QueueDepth, Jobs,
        ReadIops, ReadMBps, ReadMeanLat, ReadP50, ReadP99, ReadP999,
        WriteIops, WriteMBps, WriteMeanLat, WriteP50, WriteP99, WriteP999,
        TotalIops, ColumnCount
    };
    static constexpr int PointIndexRole = Qt::UserRole;
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit ResultsModel(QObject* parent = nullptr);

    void clear();
    void addPoint(int index, const JobResult& point);
    void setResults(const ResultSet& results);
    const JobResult* point(int index) const;   // by point index, nullptr when absent
    int rowOfPoint(int index) const;           // -1 when absent

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        int index;
        JobResult point;
    };
    QList<Row> rows_;
};

} // namespace surfio
