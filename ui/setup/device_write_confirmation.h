#pragma once

#include "core/engine/block_device.h"

#include <QDialog>
#include <QString>
#include <QStringList>

class QLineEdit;
class QPushButton;

namespace surfio {

// The last word before a run writes to a block device: the person types the
// device's name ("loop3" or "/dev/loop3") and only then may accept, so a
// habitual Enter cannot destroy a disk.
class DeviceWriteConfirmation : public QDialog {
    Q_OBJECT
public:
    DeviceWriteConfirmation(const QString& path, const BlockDeviceFacts& facts, QWidget* parent = nullptr);
    // A device on fio's hosts, which this machine cannot inspect.
    DeviceWriteConfirmation(const QString& path, const QStringList& hosts, QWidget* parent = nullptr);

    bool isTypedNameRight() const;
    QLineEdit* nameEdit() const { return edit_; }
    QPushButton* confirmButton() const { return confirm_; }

private:
    void build(const QString& path, const QString& name, const QString& message);

    QStringList acceptedNames_;
    QLineEdit* edit_ = nullptr;
    QPushButton* confirm_ = nullptr;
};

}  // namespace surfio
