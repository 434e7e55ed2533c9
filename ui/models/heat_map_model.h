#pragma once

#include "render/heat_map_table.h"

#include <QAbstractTableModel>
#include <QList>
#include <QStringList>

namespace surfio {

// The surface flattened into a table for hosts without OpenGL: rows and
// columns as the caller lays them out (read % × block size), each cell a
// formatted figure on a background from the metric colour scale. Cells not
// measured yet stay blank, so no number is shown that was not measured.
class HeatMapModel : public QAbstractTableModel {
    Q_OBJECT
public:
    static constexpr int PointIndexRole = Qt::UserRole;  // int, -1 when none
    static constexpr int ValueRole = Qt::UserRole + 1;   // double, invalid when not measured

    using Cell = HeatMapCell;

    explicit HeatMapModel(QObject* parent = nullptr);

    // cells: rows × columns, row-major; coloured from zero to scaleMax, the
    // top of the surface's height axis, so a colour means the same value in
    // both. Same shape as before: updated in place, so a view keeps its
    // selection while points come in.
    void setTable(const QStringList& rowHeaders, const QStringList& columnHeaders, const QList<Cell>& cells,
                  double scaleMax);
    void clear();

    int pointIndex(const QModelIndex& index) const;
    QModelIndex indexOfPoint(int pointIndex) const;  // invalid when absent

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const Cell* cellAt(const QModelIndex& index) const;

    QStringList rowHeaders_;
    QStringList columnHeaders_;
    QList<Cell> cells_;
    double scaleMax_ = 0;
};

}  // namespace surfio
