#pragma once

#include "render/heat_map_table.h"

#include <QAbstractTableModel>

namespace surfio {

// The surface flattened into a table for hosts without OpenGL: a heat map's
// cells (render/slice_chart, as the 2D tab paints them), each its value as
// the painted map prints it on a background from the metric colour scale.
// Cells not measured yet stay blank, so no number is shown that was not
// measured. A table, not a painting: a keyboard and a screen reader walk it.
class HeatMapModel : public QAbstractTableModel {
    Q_OBJECT
public:
    static constexpr int PointIndexRole = Qt::UserRole;  // int, -1 when none
    static constexpr int ValueRole = Qt::UserRole + 1;   // double, invalid when not measured

    explicit HeatMapModel(QObject* parent = nullptr);

    // Coloured from zero to the table's scale top, the top of the surface's
    // height axis, so a colour means the same value in both. Same shape as
    // before: updated in place, so a view keeps its selection while points
    // come in.
    void setTable(const HeatMapTable& table);
    const HeatMapTable& table() const { return table_; }
    void clear();

    int pointIndex(const QModelIndex& index) const;
    QModelIndex indexOfPoint(int pointIndex) const;  // invalid when absent

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const HeatMapCell* cellAt(const QModelIndex& index) const;

    HeatMapTable table_;
};

}  // namespace surfio
