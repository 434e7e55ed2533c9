#include "ui/setup/volume_picker.h"

#include "core/analysis/analysis_text.h"
#include "core/volume/volume_library.h"
#include "ui/widgets/readable_color.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>

#include <utility>

namespace surfio {

VolumePicker::VolumePicker(QWidget* parent)
    : QWidget(parent)
    , profiles_(allVolumeProfiles())
    , profile_(new QComboBox)
    , size_(new QLineEdit)
    , iops_(new QLineEdit)
    , throughput_(new QLineEdit)
    , level_(new QComboBox)
    , iopsLabel_(new QLabel(tr("Provisioned IOPS:")))
    , throughputLabel_(new QLabel(tr("Provisioned throughput:")))
    , levelLabel_(new QLabel(tr("Performance level:")))
    , sizeLabel_(new QLabel(tr("Size:")))
    , promise_(new QLabel)
{
    // Titles are long ("OCI Block Volume, Ultra High Performance …"): the
    // combo takes the panel's width, not its longest item's.
    profile_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    profile_->setMinimumContentsLength(6);
    level_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    profile_->addItem(tr("not a cloud volume"));
    for (const VolumeProfile& p : profiles_)
        profile_->addItem(tr("%1 (%2)").arg(p.title, p.name), p.name);
    profile_->setToolTip(tr("What the provider promises for this volume is held against what the run measures"));
    size_->setPlaceholderText(tr("the device's size"));
    size_->setToolTip(tr("The volume's size, e.g. 100g or 1t; empty: the device's size"));
    iops_->setPlaceholderText(tr("none"));
    throughput_->setPlaceholderText(tr("none"));
    throughput_->setToolTip(tr("Bytes per second, e.g. 250m"));
    promise_->setWordWrap(true);
    promise_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* form = new QFormLayout(this);
    form->setContentsMargins({});
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);  // a narrow panel puts labels above their fields
    form->addRow(tr("This volume is:"), profile_);
    form->addRow(sizeLabel_, size_);
    form->addRow(iopsLabel_, iops_);
    form->addRow(throughputLabel_, throughput_);
    form->addRow(levelLabel_, level_);
    form->addRow(promise_);
    connect(profile_, &QComboBox::currentIndexChanged, this, [this] {
        showProfileFields();
        update();
    });
    for (QLineEdit* edit : {size_, iops_, throughput_})
        connect(edit, &QLineEdit::textChanged, this, &VolumePicker::update);
    connect(level_, &QComboBox::currentIndexChanged, this, &VolumePicker::update);
    showProfileFields();
    update();
}

QString VolumePicker::settingsKey(const QString& deviceKey)
{
    return QStringLiteral("volumes/") + QString(deviceKey).replace(QLatin1Char('/'), QLatin1Char('|'));
}

const VolumeProfile* VolumePicker::profile() const
{
    const int index = profile_->currentIndex() - 1;
    return index >= 0 && index < profiles_.size() ? &profiles_[index] : nullptr;
}

void VolumePicker::showProfileFields()
{
    const VolumeProfile* p = profile();
    const bool iops = p && p->provisionedIops.allowed;
    const bool throughput = p && p->provisionedThroughput.allowed;
    const bool levels = p && !p->levels.isEmpty();
    sizeLabel_->setVisible(p);
    size_->setVisible(p);
    iopsLabel_->setVisible(iops);
    iops_->setVisible(iops);
    throughputLabel_->setVisible(throughput);
    throughput_->setVisible(throughput);
    levelLabel_->setVisible(levels);
    level_->setVisible(levels);
    const QSignalBlocker block(level_);
    level_->clear();
    if (levels) {
        levelLabel_->setText(tr("Level (%1):").arg(p->levelKey));
        for (const VolumeLevel& l : p->levels)
            level_->addItem(QLocale().toString(l.value), l.value);
        level_->setCurrentIndex(std::max(0, level_->findData(p->defaultLevel)));
    }
}

QString VolumePicker::spec() const
{
    const VolumeProfile* p = profile();
    if (!p)
        return {};
    QString text = p->name;
    if (const QString size = size_->text().trimmed(); !size.isEmpty())
        text += QLatin1Char(':') + size;
    if (const QString iops = iops_->text().trimmed(); p->provisionedIops.allowed && !iops.isEmpty())
        text += QStringLiteral(",iops=") + iops;
    const QString throughput = throughput_->text().trimmed();
    if (p->provisionedThroughput.allowed && !throughput.isEmpty())
        text += QStringLiteral(",throughput=") + throughput;
    if (!p->levels.isEmpty() && level_->currentData().toInt() != p->defaultLevel)
        text += QStringLiteral(",%1=%2").arg(p->levelKey).arg(level_->currentData().toInt());
    return text;
}

void VolumePicker::setSpec(const QString& text)
{
    pinned_ = true;  // given (launch options, a result's matrix): wins over what was kept for the device
    applySpec(text);
}

void VolumePicker::applySpec(const QString& text)
{
    VolumeSpec spec;
    QString error;
    int index = 0;
    if (!text.isEmpty() && parseVolumeSpec(text, spec, error))
        index = std::max(0, profile_->findData(spec.profile));
    restoring_ = true;
    profile_->setCurrentIndex(index);
    showProfileFields();
    // The size as given (not re-spelt), and the provisioned figures as the spec had them.
    const QStringList parts = text.section(QLatin1Char(','), 0, 0).split(QLatin1Char(':'));
    size_->setText(index && parts.size() > 1 ? parts[1] : QString());
    iops_->clear();
    throughput_->clear();
    for (const QString& part : text.split(QLatin1Char(',')).mid(1)) {
        const QString key = part.section(QLatin1Char('='), 0, 0).trimmed();
        const QString value = part.section(QLatin1Char('='), 1).trimmed();
        if (key == QLatin1String("iops"))
            iops_->setText(value);
        else if (key == QLatin1String("throughput"))
            throughput_->setText(value);
        else if (index && key == spec.levelKey && level_->findData(value.toInt()) >= 0)
            level_->setCurrentIndex(level_->findData(value.toInt()));
    }
    restoring_ = false;
    update();
}

void VolumePicker::setTarget(const QString& key, uint64_t targetBytes)
{
    if (key == key_ && targetBytes == targetBytes_)
        return;
    remember();
    const bool otherKey = key != key_;
    const bool hadKey = !key_.isEmpty();
    key_ = key;
    targetBytes_ = targetBytes;
    const bool pinned = std::exchange(pinned_, false);
    if (otherKey && !key_.isEmpty() && !pinned) {
        const QVariant kept = QSettings().value(settingsKey(key_));
        if (kept.isValid()) {
            applySpec(kept.toString());
            return;
        }
        if (hadKey) {  // another device, of which nothing is known
            applySpec({});
            return;
        }
    }
    update();
}

void VolumePicker::remember() const
{
    if (key_.isEmpty() || restoring_)
        return;
    QSettings settings;
    if (spec().isEmpty())
        settings.remove(settingsKey(key_));
    else
        settings.setValue(settingsKey(key_), spec());
}

bool VolumePicker::resolve(VolumePromise& promise, QString& error) const
{
    promise = {};
    const QString text = spec();
    return text.isEmpty() || resolveVolume(text, targetBytes_, promise, error);
}

QString VolumePicker::problem() const
{
    VolumePromise promise;
    QString error;
    return resolve(promise, error) ? QString() : tr("The volume: %1").arg(error);
}

void VolumePicker::update()
{
    if (restoring_)
        return;
    VolumePromise promise;
    QString error;
    const bool fine = resolve(promise, error);
    QPalette palette = this->palette();
    if (!fine)
        palette.setColor(QPalette::WindowText, errorTextColor(palette));
    promise_->setPalette(palette);
    promise_->setText(fine ? (promise.empty() ? QString() : promiseHeading(promise)) : error);
    promise_->setVisible(!promise_->text().isEmpty());
    remember();
    Q_EMIT changed();
}

}  // namespace surfio
