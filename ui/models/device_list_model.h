#pragma once

#include "core/run/block_device_list.h"

#include <QAbstractTableModel>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace surfio {

// The whole block devices a person can pick as targets, with model, size and
// how Surfio can open them (itself, through UDisks2 with a padlock, or not
// and why), checkable. The list comes from core (listBlockDevices, run off the
// GUI thread by the target panel): the model reads nothing itself.
class DeviceListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Name, Size, Access, Model, ColumnCount };

    using Device = ListedDevice;

    explicit DeviceListModel(QObject* parent = nullptr);

    void setDevices(const QList<Device>& devices);  // check marks follow the paths
    const QList<Device>& devices() const { return devices_; }

    // Check marks set by the program, which emit no checkToggled(); device
    // paths as listed (a link such as /dev/disk/by-id/… resolved: TargetFacts).
    void setCheckedPaths(const QStringList& paths);
    QStringList checkedPaths() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

Q_SIGNALS:
    void checkToggled(const QString& path, bool checked);  // by the person

private:
    QList<Device> devices_;
    QSet<QString> checked_;  // device paths
};

}  // namespace surfio
