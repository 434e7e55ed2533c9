#pragma once

#include <QAbstractTableModel>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace surfio {

// The whole block devices in /sys/block a person can pick as targets, with
// model and size, checkable. Zero-size devices (unattached loop devices, empty
// card readers) are left out; loop and RAM devices stay, being handy test
// targets. Reads sysfs only: nothing is opened, so listing is quick and never
// spins up a disk.
class DeviceListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Name, Size, Model, ColumnCount };

    struct Device {
        QString name;  // "nvme0n1"
        QString path;  // "/dev/nvme0n1"
        quint64 size = 0;
        QString model;  // device/model, or "loop: <backing file>"
    };

    explicit DeviceListModel(QObject* parent = nullptr);

    // What sysBlock (normally /sys/block) lists, sorted by name.
    static QList<Device> scan(const QString& sysBlock = QStringLiteral("/sys/block"));

    void refresh();  // scans again; check marks follow the paths
    const QList<Device>& devices() const { return devices_; }

    // Check marks set by the program, which emit no checkToggled().
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
