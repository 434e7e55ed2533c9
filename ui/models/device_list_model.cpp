#include "ui/models/device_list_model.h"

#include "core/text/units.h"

#include <QFontMetrics>
#include <QGuiApplication>
#include <QIcon>
#include <QPainter>
#include <QPalette>
#include <QPixmap>

namespace surfio {

namespace {

// A padlock of the text's colour, as big as a line: opening this device asks
// for a password (polkit, through UDisks2). Drawn, since icon themes vary.
QIcon padlock()
{
    const int side = QFontMetrics(QGuiApplication::font()).height();
    QPixmap pixmap(side * 2, side * 2);  // drawn at twice the size: sharp on a HiDPI screen
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor ink = QGuiApplication::palette().color(QPalette::Text);
    const qreal s = side * 2;
    painter.setPen(QPen(ink, s * 0.09));
    painter.drawArc(QRectF(s * 0.3, s * 0.1, s * 0.4, s * 0.5), 0, 180 * 16);  // the shackle
    painter.drawLine(QPointF(s * 0.3, s * 0.35), QPointF(s * 0.3, s * 0.45));
    painter.drawLine(QPointF(s * 0.7, s * 0.35), QPointF(s * 0.7, s * 0.45));
    painter.setPen(Qt::NoPen);
    painter.setBrush(ink);
    painter.drawRoundedRect(QRectF(s * 0.2, s * 0.45, s * 0.6, s * 0.45), s * 0.06, s * 0.06);  // the body
    painter.end();
    pixmap.setDevicePixelRatio(2);
    return QIcon(pixmap);
}

QString accessTip(const ListedDevice& d)
{
    switch (d.way) {
    case DeviceWay::Direct:
        return DeviceListModel::tr("Surfio opens %1 itself").arg(d.path);
    case DeviceWay::UDisks2:
        return DeviceListModel::tr("You may not open %1 yourself: Surfio asks UDisks2 to open it, once, before the "
                                   "run (polkit may ask for a password)")
            .arg(d.path);
    case DeviceWay::None:
        break;
    }
    return DeviceListModel::tr("%1 cannot be opened: %2").arg(d.path, d.whyNot);
}

}  // namespace

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
    if (role == Qt::ToolTipRole && index.column() == Access)
        return accessTip(d);
    if (role == Qt::ToolTipRole)
        return tr("%1: %2, %3").arg(d.path, formatSize(d.size), d.model.isEmpty() ? tr("model not reported") : d.model);
    if (role == Qt::DecorationRole && index.column() == Access && d.way == DeviceWay::UDisks2)
        return padlock();
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Name:
        return d.name;
    case Size:
        return formatSize(d.size);
    case Access:
        return d.way == DeviceWay::Direct ? tr("directly") : d.way == DeviceWay::UDisks2 ? tr("UDisks2") : tr("no");
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
    case Access:
        return tr("Opens");
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
