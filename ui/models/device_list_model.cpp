#include "ui/models/device_list_model.h"

#include "core/text/units.h"

namespace surfio {

DeviceListModel::DeviceListModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void DeviceListModel::setDevices(const QList<Device>& devices)
{
    beginResetModel();
    devices_ = devices;
    endResetModel();
}

void DeviceListModel::setCheckedPaths(const QStringList& paths)
{
    const QSet<QString> checked(paths.begin(), paths.end());
    if (checked == checked_)
        return;
    checked_ = checked;
    if (!devices_.isEmpty())
        Q_EMIT dataChanged(index(0, Name), index(rowCount() - 1, Name), {Qt::CheckStateRole});
}

QStringList DeviceListModel::checkedPaths() const
{
    QStringList paths;
    for (const Device& d : devices_)
        if (checked_.contains(d.path))
            paths << d.path;
    return paths;
}

int DeviceListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(devices_.size());
}

int DeviceListModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DeviceListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= devices_.size())
        return {};
    const Device& d = devices_[index.row()];
    if (role == Qt::CheckStateRole && index.column() == Name)
        return checked_.contains(d.path) ? Qt::Checked : Qt::Unchecked;
    if (role == Qt::ToolTipRole)
        return tr("%1: %2, %3").arg(d.path, formatSize(d.size), d.model.isEmpty() ? tr("model not reported") : d.model);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Name:
        return d.name;
    case Size:
        return formatSize(d.size);
    case Model:
        return d.model;
    }
    return {};
}

QVariant DeviceListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name:
        return tr("Device");
    case Size:
        return tr("Size");
    case Model:
        return tr("Model");
    }
    return {};
}

Qt::ItemFlags DeviceListModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == Name)
        f |= Qt::ItemIsUserCheckable;
    return f;
}

bool DeviceListModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::CheckStateRole || !index.isValid() || index.column() != Name || index.row() >= devices_.size())
        return false;
    const QString path = devices_[index.row()].path;
    const bool check = static_cast<Qt::CheckState>(value.toInt()) == Qt::Checked;
    if (check == checked_.contains(path))
        return true;
    if (check)
        checked_.insert(path);
    else
        checked_.remove(path);
    Q_EMIT dataChanged(index, index, {Qt::CheckStateRole});
    Q_EMIT checkToggled(path, check);
    return true;
}

}  // namespace surfio
