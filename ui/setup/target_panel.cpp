#include "ui/setup/target_panel.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include "core/text/engine_text.h"
#include "ui/models/device_list_model.h"
#include "ui/setup/device_list_view.h"
#include "ui/setup/device_write_confirmation.h"
#include "ui/setup/target_card.h"
#include "ui/setup/volume_picker.h"

#include <QCheckBox>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace surfio {

namespace {

std::string enginePath(const QString& path)
{
    return QFile::encodeName(path).toStdString();
}

// A device's stable name (/dev/disk/by-id/…, the first in order), which
// survives a renumbering of /dev/sdX; the path itself where none is known.
QString stableDeviceKey(const TargetFacts& f)
{
    const QString device = f.canonicalPath.isEmpty() ? f.path : f.canonicalPath;
    QStringList ids;
    QDirIterator it(QStringLiteral("/dev/disk/by-id"), QDir::System | QDir::Files | QDir::NoDotAndDotDot);
    while (it.hasNext()) {
        const QString link = it.next();
        if (QFileInfo(link).canonicalFilePath() == device)
            ids.append(link);
    }
    ids.sort();
    return ids.isEmpty() ? device : ids.first();
}

}  // namespace

TargetPanel::TargetPanel(QWidget* parent)
    : QWidget(parent)
    , lastDirectory_(QDir::homePath())
{
    QGroupBox* targetsBox = buildTargetsBox();
    QGroupBox* devicesBox = buildDevicesBox();
    // Neither a scroll area nor a splitter of their own: the cards get the
    // height their wrapped lines need for the width, which only layouts that
    // honour height-for-width, up to the Setup dock's scroll area, give them.
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins({});
    layout->addWidget(targetsBox);
    layout->addWidget(buildVolumeBox());
    layout->addWidget(devicesBox);

    connect(addRemote_, &QPushButton::clicked, this, &TargetPanel::typeRemotePath);
    connect(refresh_, &QPushButton::clicked, this, &TargetPanel::refresh);
    connect(devices_, &DeviceListModel::checkToggled, this, [this](const QString& path, bool checked) {
        if (checked && onlyDefaultTarget())
            setTargets({path});  // a device ticked is where to run, not one more target beside the scratch file
        else if (checked)
            addTarget(path);
        else
            removeTarget(path);
    });
    connect(allowWrite_, &QCheckBox::toggled, this, [this] {
        updateEnabled();
        Q_EMIT changed();
    });
    connect(force_, &QCheckBox::toggled, this, &TargetPanel::changed);

    showFacts();
    listDevices();
}

// The machine's block devices, listed off the GUI thread (a survey of the
// targets lists them again).
void TargetPanel::listDevices()
{
    auto* watcher = new QFutureWatcher<QList<ListedDevice>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        watcher->deleteLater();
        if (!inspecting_)  // a survey under way brings a newer list
            devices_->setDevices(watcher->result());
    });
    watcher->setFuture(QtConcurrent::run([] {
        QList<ListedDevice> devices = listBlockDevices();
        markAccess(devices);
        return devices;
    }));
}

// The targets' cards, and the buttons that choose them.
QGroupBox* TargetPanel::buildTargetsBox()
{
    cardLayout_ = new QVBoxLayout;
    noTargets_ = new QLabel(tr("No target chosen yet: use a directory or a file, or tick block devices below."));
    noTargets_->setWordWrap(true);
    cardLayout_->addWidget(noTargets_);

    useDirectory_ = chooserButton(tr("Use a &directory…"),
                                  tr("Runs on a scratch file made in the directory and removed afterwards; "
                                     "it replaces the targets (the arrow adds one instead)"),
                                  tr("Add a directory as another target…"), &TargetPanel::chooseDirectory);
    useDirectory_->setObjectName(QStringLiteral("useDirectory"));
    useFile_ = chooserButton(tr("&Use a file…"),
                             tr("Runs on a file, existing or to be created; it replaces the targets "
                                "(the arrow adds one instead)"),
                             tr("Add a file as another target…"), &TargetPanel::chooseFile);
    useFile_->setObjectName(QStringLiteral("useFile"));
    addRemote_ = new QPushButton(tr("Add a path on the hosts…"));
    addRemote_->setToolTip(tr("A file, a directory ending in “/” or a block device, as the fio hosts see it"));
    addRemote_->hide();
    refresh_ = new QPushButton(tr("Refresh"));
    refresh_->setToolTip(tr("Lists the block devices again and looks at every target anew"));
    auto* addButtons = new QHBoxLayout;
    addButtons->addWidget(useDirectory_);
    addButtons->addWidget(useFile_);
    addButtons->addWidget(addRemote_);
    addButtons->addStretch(1);
    addButtons->addWidget(refresh_);

    auto* targetsBox = new QGroupBox(tr("Targets"));
    auto* targetsLayout = new QVBoxLayout(targetsBox);
    targetsLayout->addLayout(cardLayout_);
    targetsLayout->addLayout(addButtons);
    return targetsBox;
}

// A click replaces the targets, as a person choosing "where to run" expects;
// the arrow's menu adds another target beside them.
QToolButton* TargetPanel::chooserButton(const QString& text, const QString& tip, const QString& addText,
                                        void (TargetPanel::*choose)(Choice))
{
    auto* button = new QToolButton;
    button->setText(text);
    button->setToolTip(tip);
    button->setPopupMode(QToolButton::MenuButtonPopup);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto* menu = new QMenu(button);
    menu->addAction(text, this, [this, choose] { (this->*choose)(Choice::Replace); });
    menu->addAction(addText, this, [this, choose] { (this->*choose)(Choice::Add); });
    button->setMenu(menu);
    connect(button, &QToolButton::clicked, this, [this, choose] { (this->*choose)(Choice::Replace); });
    return button;
}

// The machine's block devices, to tick as targets, and the permission to write them.
QGroupBox* TargetPanel::buildDevicesBox()
{
    devices_ = new DeviceListModel(this);
    deviceView_ = new DeviceListView;
    deviceView_->setModel(devices_);
    deviceView_->setRootIsDecorated(false);
    deviceView_->setUniformRowHeights(true);
    deviceView_->setAlternatingRowColors(true);
    deviceView_->header()->setSectionResizeMode(DeviceListModel::Name, QHeaderView::ResizeToContents);
    deviceView_->header()->setSectionResizeMode(DeviceListModel::Size, QHeaderView::ResizeToContents);
    deviceView_->header()->setSectionResizeMode(DeviceListModel::Access, QHeaderView::ResizeToContents);
    deviceView_->header()->setStretchLastSection(true);

    allowWrite_ = new QCheckBox(tr("Allow writing to block devices"));
    allowWrite_->setToolTip(tr("Points that write destroy the data on the chosen devices (--allow-write-device). "
                               "Mounted or busy devices are never written to."));
    force_ = new QCheckBox(tr("even over a filesystem signature"));
    force_->setToolTip(tr("Also write to devices that carry a filesystem, RAID or partition-table "
                          "signature (--force)"));
    auto* forceRow = new QHBoxLayout;
    forceRow->addSpacing(style()->pixelMetric(QStyle::PM_IndicatorWidth, nullptr, allowWrite_)
                         + style()->pixelMetric(QStyle::PM_CheckBoxLabelSpacing, nullptr, allowWrite_));
    forceRow->addWidget(force_, 1);

    auto* devicesBox = new QGroupBox(tr("Block devices"));
    auto* devicesLayout = new QVBoxLayout(devicesBox);
    devicesLayout->addWidget(deviceView_, 1);
    devicesLayout->addWidget(allowWrite_);
    devicesLayout->addLayout(forceRow);
    return devicesBox;
}

QStringList TargetPanel::targets() const
{
    QStringList paths;
    for (const TargetFacts& f : facts_)
        paths << f.path;
    return paths;
}

std::vector<uint64_t> TargetPanel::targetBytes() const
{
    std::vector<uint64_t> out;
    for (const TargetFacts& f : facts_)
        out.push_back(f.bytes);
    return out;
}

void TargetPanel::setTargets(const QStringList& targets)
{
    QStringList unique;
    for (const QString& path : targets)
        if (!path.isEmpty() && !unique.contains(path))
            unique << path;
    if (unique == this->targets())
        return;
    facts_.clear();
    for (const QString& path : unique)
        facts_ << TargetFacts::pending(path);
    refreshFacts();
}

bool TargetPanel::allowWriteDevice() const
{
    return allowWrite_->isChecked();
}

bool TargetPanel::force() const
{
    return force_->isChecked();
}

void TargetPanel::setAllowWriteDevice(bool allow, bool force)
{
    const QSignalBlocker blockAllow(allowWrite_);
    const QSignalBlocker blockForce(force_);
    const bool different = allow != allowWrite_->isChecked() || force != force_->isChecked();
    allowWrite_->setChecked(allow);
    force_->setChecked(force);
    updateEnabled();
    if (different)
        Q_EMIT changed();
}

QString TargetPanel::firstProblem() const
{
    if (inspecting_)
        return tr("Inspecting the targets…");
    if (facts_.isEmpty())
        return tr("No target chosen: add a directory or a file, or tick a block device.");
    for (const TargetFacts& f : facts_)
        if (!f.problem.isEmpty())
            return f.problem;
    return volume_->problem();
}

QGroupBox* TargetPanel::buildVolumeBox()
{
    auto* box = new QGroupBox(tr("Cloud volume"));
    volume_ = new VolumePicker;
    auto* layout = new QVBoxLayout(box);
    layout->addWidget(volume_);
    connect(volume_, &VolumePicker::changed, this, &TargetPanel::changed);
    return box;
}

QString TargetPanel::volumeSpec() const
{
    return volume_->spec();
}

void TargetPanel::setVolumeSpec(const QString& spec)
{
    volume_->setSpec(spec);
}

VolumePromise TargetPanel::volumePromise() const
{
    VolumePromise promise;
    QString error;
    return volume_->resolve(promise, error) ? promise : VolumePromise{};
}

// The picker describes the first target: its device's size, remembered by its stable name.
void TargetPanel::showVolumeTarget()
{
    if (facts_.isEmpty() || !remoteHosts_.isEmpty()) {
        volume_->setTarget({}, 0);
        return;
    }
    const TargetFacts& f = facts_.first();
    if (f.kind == TargetFacts::Kind::BlockDevice)
        volume_->setTarget(stableDeviceKey(f), f.device.size);
    else
        volume_->setTarget({}, 0);
}

bool TargetPanel::confirmWrites(QWidget* parent)
{
    if (!remoteHosts_.isEmpty()) {
        // Nothing to inspect from here: the checkbox and the typed name are all the guard there is.
        const QStringList paths = targets();
        for (const QString& path : paths)
            if (TargetFacts::pending(path).kind == TargetFacts::Kind::BlockDevice && !allowWrite_->isChecked()) {
                QMessageBox::warning(
                    parent, tr("Cannot write to %1").arg(path),
                    tr("The matrix writes, and writing would destroy the data on %1 on the fio hosts, "
                       "so Surfio will not do it unless \"%2\" is ticked.\n\n"
                       "Tick it if the data on %1 may go on every host, or choose points that only read.")
                        .arg(path, allowWrite_->text()));
                return false;
            }
        for (const QString& path : paths)
            if (TargetFacts::pending(path).kind == TargetFacts::Kind::BlockDevice) {
                DeviceWriteConfirmation confirmation(path, remoteHosts_, parent);
                if (confirmation.exec() != QDialog::Accepted)
                    return false;
            }
        return true;
    }
    // Devices get mounted, formatted and claimed while the panel sits there.
    refreshFactsNow();

    // Copies: the dialogs below run event loops, in which the targets may change.
    QList<TargetFacts> devices;
    for (const TargetFacts& f : facts_)
        if (f.kind == TargetFacts::Kind::BlockDevice)
            devices << f;

    // Every refusal before any confirmation, so nobody types a name in vain.
    for (const TargetFacts& d : devices) {
        const QString title = tr("Cannot write to %1").arg(d.path);
        if (!d.problem.isEmpty()) {
            QMessageBox::warning(parent, title, d.problem);
            return false;
        }
        if (!allowWrite_->isChecked()) {
            QMessageBox::warning(parent, title,
                                 tr("The matrix writes, and writing would destroy the data on %1, so Surfio "
                                    "will not do it unless \"%2\" is ticked.\n\n"
                                    "Tick it if the data on %1 may go, or choose points that only read.")
                                     .arg(d.path, allowWrite_->text()));
            return false;
        }
        if (d.access == DeviceWay::UDisks2)
            continue;  // checked on the descriptor UDisks2 hands over, before the run writes anything
        const std::string path = enginePath(d.path);
        if (const Problem refusal = checkDeviceWritable(path, true, force_->isChecked())) {
            QString text = tr("Surfio will not write to %1:\n\n%2").arg(d.path, engineText(refusal.message));
            if (!force_->isChecked() && !checkDeviceWritable(path, true, true))
                text += QLatin1String("\n\n") + tr("Tick \"%1\" to write over it anyway.").arg(force_->text());
            QMessageBox::warning(parent, title, text);
            return false;
        }
    }
    for (const TargetFacts& d : devices) {
        DeviceWriteConfirmation confirmation(d.path, d.device, parent);
        if (confirmation.exec() != QDialog::Accepted)
            return false;
    }
    return true;
}

void TargetPanel::setReadOnly(bool readOnly)
{
    if (readOnly == readOnly_)
        return;
    readOnly_ = readOnly;
    // A run just ended: free space moved, and the facts shown should say so.
    if (!readOnly)
        refreshFacts();
    updateEnabled();
}

void TargetPanel::chooseDirectory(Choice choice)
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Directory for the scratch file"), lastDirectory_);
    if (dir.isEmpty())
        return;
    lastDirectory_ = dir;
    // The trailing slash keeps it a directory, for this panel and the engine
    // alike, should it vanish before the run.
    const QString clean = QDir::cleanPath(dir);
    takeTarget(clean.endsWith(QLatin1Char('/')) ? clean : clean + QLatin1Char('/'), choice);
}

void TargetPanel::chooseFile(Choice choice)
{
    const QString file = QFileDialog::getSaveFileName(this, tr("Target file (existing or new)"), lastDirectory_,
                                                      QString(), nullptr, QFileDialog::DontConfirmOverwrite);
    if (file.isEmpty())
        return;
    lastDirectory_ = QFileInfo(file).absolutePath();
    takeTarget(QDir::cleanPath(file), choice);
}

void TargetPanel::takeTarget(const QString& path, Choice choice)
{
    if (choice == Choice::Replace)
        setTargets({path});
    else
        addTarget(path);
}

void TargetPanel::typeRemotePath()
{
    bool ok = false;
    const QString path = QInputDialog::getText(this, tr("Path on the fio hosts"),
                                               tr("A file, a directory ending in “/” (fio makes a scratch file there) "
                                                  "or a block device, as the hosts see it:"),
                                               QLineEdit::Normal, QStringLiteral("/tmp/"), &ok)
                             .trimmed();
    if (ok && !path.isEmpty())
        addTarget(path);
}

bool TargetPanel::sameTarget(const TargetFacts& target, const QString& path) const
{
    if (target.path == path)
        return true;
    if (!remoteHosts_.isEmpty())
        return false;  // on the hosts only fio can tell
    // "/tmp" and "/tmp/" are one target; so are a link and what it names, once the facts know it.
    const QString clean = QDir::cleanPath(path);
    return QDir::cleanPath(target.path) == clean || target.canonicalPath == clean;
}

void TargetPanel::addTarget(const QString& path)
{
    if (std::any_of(facts_.begin(), facts_.end(), [&](const TargetFacts& f) { return sameTarget(f, path); }))
        return;
    facts_ << TargetFacts::pending(path);
    refreshFacts();
}

void TargetPanel::removeTarget(const QString& path)
{
    const qsizetype removed = facts_.removeIf([&](const TargetFacts& f) { return sameTarget(f, path); });
    if (removed == 0)
        return;
    showFacts();
    Q_EMIT changed();
}

void TargetPanel::refresh()
{
    refreshFacts();
}

void TargetPanel::setRemoteHosts(const QStringList& hosts)
{
    if (hosts == remoteHosts_)
        return;
    remoteHosts_ = hosts;
    refreshFacts();
}

void TargetPanel::refreshFacts()
{
    if (!remoteHosts_.isEmpty()) {
        refreshFactsNow();  // nothing here to look at: no background work
        return;
    }
    const QStringList paths = targets();
    const int inspection = ++inspection_;
    inspecting_ = true;
    showFacts();
    Q_EMIT changed();
    // The targets' facts and the machine's block devices, read off the GUI thread.
    struct Survey {
        QList<TargetFacts> facts;
        QList<ListedDevice> devices;
    };
    auto* watcher = new QFutureWatcher<Survey>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, inspection] {
        watcher->deleteLater();
        if (inspection != inspection_)
            return;  // the targets changed while this one ran
        const Survey survey = watcher->result();
        facts_ = survey.facts;
        devices_->setDevices(survey.devices);
        inspecting_ = false;
        showFacts();
        Q_EMIT changed();
    });
    watcher->setFuture(QtConcurrent::run([paths] {
        Survey survey;
        for (const QString& path : paths)
            survey.facts << TargetFacts::gather(path);
        survey.devices = listBlockDevices();
        markAccess(survey.devices);
        return survey;
    }));
}

void TargetPanel::refreshFactsNow()
{
    ++inspection_;  // whatever runs in the background is older than this
    inspecting_ = false;
    for (TargetFacts& f : facts_)
        f = remoteHosts_.isEmpty() ? TargetFacts::gather(f.path) : TargetFacts::remote(f.path, remoteHosts_);
    showFacts();
    Q_EMIT changed();
}

void TargetPanel::showFacts()
{
    while (cardLayout_->count() > 1) {
        QLayoutItem* item = cardLayout_->takeAt(1);
        delete item->widget();
        delete item;
    }
    for (const TargetFacts& f : facts_) {
        auto* card = new TargetCard(f);
        // Queued: removing deletes the card, which must not happen inside its own click.
        connect(card, &TargetCard::removeRequested, this, &TargetPanel::removeTarget, Qt::QueuedConnection);
        cardLayout_->addWidget(card);
    }
    noTargets_->setVisible(facts_.isEmpty());

    QStringList devicePaths;  // of this machine: a host's /dev/sdb is not the one listed here
    for (const TargetFacts& f : facts_)
        if (f.kind == TargetFacts::Kind::BlockDevice && remoteHosts_.isEmpty())
            devicePaths << (f.canonicalPath.isEmpty() ? f.path : f.canonicalPath);
    devices_->setCheckedPaths(devicePaths);
    if (!inspecting_)
        showVolumeTarget();
    updateEnabled();
}

void TargetPanel::updateEnabled()
{
    const bool editable = !readOnly_;
    const bool remote = !remoteHosts_.isEmpty();
    // This machine's dialogs and devices say nothing of the hosts' paths.
    useDirectory_->setVisible(!remote);
    useFile_->setVisible(!remote);
    addRemote_->setVisible(remote);
    useDirectory_->setEnabled(editable);
    useFile_->setEnabled(editable);
    addRemote_->setEnabled(editable);
    refresh_->setEnabled(editable);
    volume_->setEnabled(editable);
    deviceView_->setEnabled(editable && !remote);
    deviceView_->setToolTip(remote ? tr("This machine's devices: the targets are on the fio hosts, so add a device "
                                        "there with “%1”")
                                         .arg(addRemote_->text().remove(QLatin1Char('&')))
                                   : QString());
    allowWrite_->setEnabled(editable && anyDeviceChosen());
    force_->setEnabled(editable && anyDeviceChosen() && allowWrite_->isChecked());
    for (TargetCard* card : findChildren<TargetCard*>())
        card->setRemovable(editable);
}

// The scratch file in the temp directory a new window starts with, which
// nobody chose.
bool TargetPanel::onlyDefaultTarget() const
{
    const QString temp = QDir::cleanPath(QDir::tempPath());
    return facts_.size() == 1 && QDir::cleanPath(facts_.constFirst().path) == temp;
}

bool TargetPanel::anyDeviceChosen() const
{
    return std::any_of(facts_.begin(), facts_.end(),
                       [](const TargetFacts& f) { return f.kind == TargetFacts::Kind::BlockDevice; });
}

}  // namespace surfio
