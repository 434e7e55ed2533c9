#pragma once

#include <QTreeView>

namespace surfio {

// The block devices to tick, as tall as its rows up to a few: one disk takes
// one line of the Setup dock, and a machine with many devices (loop devices
// by the dozen) scrolls this list rather than pushing the matrix out of sight.
class DeviceListView : public QTreeView {
    Q_OBJECT
public:
    explicit DeviceListView(QWidget* parent = nullptr);

protected:
    QSize viewportSizeHint() const override;
};

}  // namespace surfio
