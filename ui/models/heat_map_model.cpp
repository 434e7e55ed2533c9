#include "ui/models/heat_map_model.h"

#include "render/metric_gradient.h"

#include <QBrush>

namespace surfio {

HeatMapModel::HeatMapModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void HeatMapModel::setTable(const QStringList& rowHeaders, const QStringList& columnHeaders, const QList<Cell>& cells,
                            double scaleMax)
{
    Q_ASSERT(cells.size() == rowHeaders.size() * columnHeaders.size());
    const bool sameShape = rowHeaders.size() == rowHeaders_.size() && columnHeaders.size() == columnHeaders_.size();
    if (!sameShape)
        beginResetModel();
    rowHeaders_ = rowHeaders;
    columnHeaders_ = columnHeaders;
    cells_ = cells;
    scaleMax_ = scaleMax;
    if (!sameShape) {
        endResetModel();
    } else if (!cells_.isEmpty()) {
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
        Q_EMIT headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
        Q_EMIT headerDataChanged(Qt::Vertical, 0, rowCount() - 1);
    }
}

void HeatMapModel::clear()
{
    setTable({}, {}, {}, 0);
}

int HeatMapModel::pointIndex(const QModelIndex& index) const
{
    const Cell* cell = cellAt(index);
    return cell ? cell->pointIndex : -1;
}

QModelIndex HeatMapModel::indexOfPoint(int pointIndex) const
{
    if (pointIndex < 0 || columnHeaders_.isEmpty())
        return {};
    for (qsizetype i = 0; i < cells_.size(); ++i)
        if (cells_[i].pointIndex == pointIndex)
            return index(int(i / columnHeaders_.size()), int(i % columnHeaders_.size()));
    return {};
}

int HeatMapModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(rowHeaders_.size());
}

int HeatMapModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(columnHeaders_.size());
}

QVariant HeatMapModel::data(const QModelIndex& index, int role) const
{
    const Cell* cell = cellAt(index);
    if (!cell)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return cell->measured ? cell->text : QString();
    case Qt::ToolTipRole:
        return cell->measured ? cell->text : tr("Not measured yet");
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    case Qt::BackgroundRole:
    case Qt::ForegroundRole: {
        if (!cell->measured)
            return {};
        const double t = scaleMax_ > 0 ? cell->value / scaleMax_ : 0.0;
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
    const QStringList& headers = orientation == Qt::Horizontal ? columnHeaders_ : rowHeaders_;
    return section >= 0 && section < headers.size() ? QVariant(headers[section]) : QVariant();
}

const HeatMapModel::Cell* HeatMapModel::cellAt(const QModelIndex& index) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return nullptr;
    return &cells_[qsizetype(index.row()) * columnHeaders_.size() + index.column()];
}

}  // namespace surfio
