#include "ui/models/heat_map_model.h"

#include "render/metric_gradient.h"

#include <QBrush>

namespace surfio {

HeatMapModel::HeatMapModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void HeatMapModel::setTable(const HeatMapTable& table)
{
    Q_ASSERT(table.cells.size() == table.rowHeaders.size() * table.columnHeaders.size());
    const bool sameShape = table.rowHeaders.size() == table_.rowHeaders.size()
                           && table.columnHeaders.size() == table_.columnHeaders.size();
    if (!sameShape)
        beginResetModel();
    table_ = table;
    if (!sameShape) {
        endResetModel();
    } else if (!table_.cells.isEmpty()) {
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
        Q_EMIT headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
        Q_EMIT headerDataChanged(Qt::Vertical, 0, rowCount() - 1);
    }
}

void HeatMapModel::clear()
{
    setTable({});
}

int HeatMapModel::pointIndex(const QModelIndex& index) const
{
    const HeatMapCell* cell = cellAt(index);
    return cell ? cell->pointIndex : -1;
}

QModelIndex HeatMapModel::indexOfPoint(int pointIndex) const
{
    const qsizetype columns = table_.columnHeaders.size();
    if (pointIndex < 0 || columns == 0)
        return {};
    for (qsizetype i = 0; i < table_.cells.size(); ++i)
        if (table_.cells[i].pointIndex == pointIndex)
            return index(int(i / columns), int(i % columns));
    return {};
}

int HeatMapModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(table_.rowHeaders.size());
}

int HeatMapModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(table_.columnHeaders.size());
}

QVariant HeatMapModel::data(const QModelIndex& index, int role) const
{
    const HeatMapCell* cell = cellAt(index);
    if (!cell)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return cell->measured ? heatMapCellText(cell->value) : QString();
    case Qt::ToolTipRole:
        return cell->measured
                   ? tr("%1 %2", "a value and its unit").arg(heatMapCellText(cell->value), table_.scale.unit())
                   : tr("Not measured yet");
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    case Qt::BackgroundRole:
    case Qt::ForegroundRole: {
        if (!cell->measured)
            return {};
        const double top = table_.scale.top();
        const double t = top > 0 ? cell->value / top : 0.0;
        const QColor background = metricColor(t);
        if (role == Qt::BackgroundRole)
            return QBrush(background);
        return QBrush(background.lightnessF() < 0.55 ? Qt::white : Qt::black);
    }
    case PointIndexRole:
        return cell->pointIndex;
    case ValueRole:
        return cell->measured ? QVariant(cell->value) : QVariant();
    default:
        return {};
    }
}

QVariant HeatMapModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    // The tooltip repeats the header: a split's name may not fit its column.
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    const QStringList& headers = orientation == Qt::Horizontal ? table_.columnHeaders : table_.rowHeaders;
    return section >= 0 && section < headers.size() ? QVariant(headers[section]) : QVariant();
}

const HeatMapCell* HeatMapModel::cellAt(const QModelIndex& index) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return nullptr;
    return &table_.cells[qsizetype(index.row()) * table_.columnHeaders.size() + index.column()];
}

}  // namespace surfio
