#pragma once

#include "core/run/target_facts.h"
#include "core/volume/volume_promise.h"

#include <QList>
#include <QStringList>
#include <QWidget>

class QCheckBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QToolButton;
class QTreeView;
class QVBoxLayout;

namespace surfio {

class DeviceListModel;
class VolumePicker;

// Chooses where the I/O goes — a directory (scratch file), a file, or one or
// more block devices — and shows what a person needs to trust the run: free
// space and filesystem; for devices the model, size, logical/physical block
// size, rotational or not, the scheduler, and whether it is mounted or carries
// a filesystem. Writing to a device needs --allow-write-device's checkbox here
// and a typed confirmation at start, and is impossible for a mounted or busy
// device: the same rules as the command line. With fio's hosts the targets
// are paths there: typed, not checked here, and a device on them still needs
// the checkbox and the typed name.
class TargetPanel : public QWidget {
    Q_OBJECT
public:
    explicit TargetPanel(QWidget* parent = nullptr);

    QStringList targets() const;  // paths, as JobSpec::targets takes them
    // What each target holds as far as known (TargetFacts::bytes): 0 while
    // inspecting, for a directory, a file to create or a path on a host.
    std::vector<uint64_t> targetBytes() const;
    void setTargets(const QStringList& targets);
    bool allowWriteDevice() const;
    bool force() const;
    void setAllowWriteDevice(bool allow, bool force);

    QString firstProblem() const;  // why the targets cannot be used, empty when fine
    // The facts are gathered off the GUI thread (statfs, device ioctls and a
    // blkid probe can hang on a dead mount or device); until they arrive the
    // targets count as not yet usable.
    bool isInspecting() const { return inspecting_; }

    // Asked at Start when the matrix writes: for each block device, the person
    // types its name to confirm; refuses at once (with the reason shown) when a
    // device is mounted or in use. Returns false when writing must not happen.
    bool confirmWrites(QWidget* parent);

    void setReadOnly(bool readOnly);  // while a run is going

    // The fio hosts the targets are on; empty: this machine.
    QStringList remoteHosts() const { return remoteHosts_; }
    void setRemoteHosts(const QStringList& hosts);

    // The cloud volume the first target is (VolumePicker): the spec as
    // --volume= takes it, and its promise resolved with the target's size
    // (empty without one, or when it cannot be resolved: firstProblem says why).
    QString volumeSpec() const;
    void setVolumeSpec(const QString& spec);
    VolumePromise volumePromise() const;

Q_SIGNALS:
    void changed();

private:
    enum class Choice { Replace, Add };  // what a chosen directory or file does to the targets
    QGroupBox* buildTargetsBox();
    QGroupBox* buildDevicesBox();
    QGroupBox* buildVolumeBox();
    void showVolumeTarget();
    QToolButton* chooserButton(const QString& text, const QString& tip, const QString& addText,
                               void (TargetPanel::*choose)(Choice));
    void chooseDirectory(Choice choice);
    void chooseFile(Choice choice);
    void takeTarget(const QString& path, Choice choice);
    void typeRemotePath();
    void addTarget(const QString& path);
    void removeTarget(const QString& path);
    void refresh();       // devices and facts, which change under a running system
    void refreshFacts();  // in the background: the cards say "inspecting…" meanwhile
    void listDevices();
    void refreshFactsNow();  // on this thread, for confirmWrites: the person just pressed Start
    void showFacts();
    void updateEnabled();
    bool anyDeviceChosen() const;
    bool onlyDefaultTarget() const;
    bool sameTarget(const TargetFacts& target, const QString& path) const;

    QList<TargetFacts> facts_;  // one per target, in the order chosen
    bool readOnly_ = false;
    bool inspecting_ = false;
    int inspection_ = 0;  // the latest background inspection; older answers are dropped
    QString lastDirectory_;
    QStringList remoteHosts_;

    DeviceListModel* devices_ = nullptr;
    QTreeView* deviceView_ = nullptr;
    QVBoxLayout* cardLayout_ = nullptr;
    QLabel* noTargets_ = nullptr;
    QToolButton* useDirectory_ = nullptr;
    QToolButton* useFile_ = nullptr;
    QPushButton* addRemote_ = nullptr;
    QPushButton* refresh_ = nullptr;
    QCheckBox* allowWrite_ = nullptr;
    QCheckBox* force_ = nullptr;
    VolumePicker* volume_ = nullptr;
};

}  // namespace surfio
