#pragma once

#include "core/volume/volume_profile.h"

#include <QList>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;

namespace surfio {

// "This volume is…": the cloud volume the target is, from the volume
// profiles (core/volume/volume_library.h), with its size (empty: the
// device's), the IOPS and throughput provisioned where the profile takes
// them, and its performance level where it has levels. Shows what the
// volume promises, or why the spec cannot be resolved. Remembered per device
// (QSettings, by the device's stable path where one is known), so choosing
// the same device again brings its volume back.
class VolumePicker : public QWidget {
    Q_OBJECT
public:
    explicit VolumePicker(QWidget* parent = nullptr);

    // The spec as --volume= takes it; empty: not a cloud volume.
    QString spec() const;
    void setSpec(const QString& spec);  // an unknown profile leaves the picker at none
    // The target it describes: key for remembering (empty: not remembered),
    // and its size in bytes (0: unknown). The current spec is kept for the
    // previous key; the new key's spec, where one was kept, comes back.
    void setTarget(const QString& key, uint64_t targetBytes);
    // The promise for the target, or false with why not (an empty spec resolves to no promise).
    bool resolve(VolumePromise& promise, QString& error) const;
    QString problem() const;  // why Start cannot take the spec; empty when it can

    static QString settingsKey(const QString& deviceKey);

Q_SIGNALS:
    void changed();

private:
    const VolumeProfile* profile() const;
    void showProfileFields();
    void update();
    void applySpec(const QString& text);
    void remember() const;

    QList<VolumeProfile> profiles_;
    QString key_;
    uint64_t targetBytes_ = 0;
    bool restoring_ = false;
    bool pinned_ = false;

    QComboBox* profile_ = nullptr;
    QLineEdit* size_ = nullptr;
    QLineEdit* iops_ = nullptr;
    QLineEdit* throughput_ = nullptr;
    QComboBox* level_ = nullptr;
    QLabel* iopsLabel_ = nullptr;
    QLabel* throughputLabel_ = nullptr;
    QLabel* levelLabel_ = nullptr;
    QLabel* sizeLabel_ = nullptr;
    QLabel* promise_ = nullptr;
};

}  // namespace surfio
