#include "ui/setup/preset_picker.h"

#include "core/matrix/run_costs.h"
#include "core/text/units.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QStyle>

#include <algorithm>

namespace surfio {

namespace {

constexpr int kMaxNameLength = 64;
constexpr int kNoPreset = -1;

QString ownPresetPath(const QString& name)
{
    return QDir(userPresetDirectory()).filePath(name + QStringLiteral(".json"));
}

// Rich text, so a long description wraps in the tooltip.
QString presetToolTip(const Preset& preset)
{
    QString tip = QStringLiteral("<p>%1</p>").arg(preset.description.toHtmlEscaped());
    if (preset.points > 0)
        tip += QStringLiteral("<p>%1</p>")
                   .arg(PresetPicker::tr("%Ln point(s) per round", nullptr, preset.points).toHtmlEscaped());
    if (!preset.builtIn)
        tip += QStringLiteral("<p>%1</p>")
                   .arg(PresetPicker::tr("Your own preset, in %1").arg(preset.path).toHtmlEscaped());
    return tip;
}

// "OCI block volumes (oci-sweep) · 45 points · about 1 h 30 min": what a
// person needs to pick one, in the list itself.
QString presetItemText(const Preset& preset)
{
    const std::vector<JobSpec> points = preset.matrix.expand();
    // At the cautious first-run costs, the same for everyone: a list, not this machine's estimate (the editor gives
    // that).
    const RunEstimate estimate = estimateRun(preset.matrix, TargetKind::File, RunCosts{});
    const QString title =
        preset.builtIn ? preset.title : PresetPicker::tr("%1 (yours)", "an own preset in the list").arg(preset.title);
    const QString size = PresetPicker::tr("%Ln point(s)", nullptr, qlonglong(points.size()));
    if (estimate.untilBytesPerJob != 0)  // ends by bytes: no duration to promise
        return PresetPicker::tr("%1 (%2) · %3").arg(title, preset.name, size);
    const qint64 seconds = std::max<qint64>(1, qRound64(estimate.seconds()));
    const QString time = preset.matrix.steadyState.enabled ? PresetPicker::tr("up to %1").arg(formatEstimate(seconds))
                                                           : PresetPicker::tr("about %1").arg(formatEstimate(seconds));
    return PresetPicker::tr("%1 (%2) · %3 · %4").arg(title, preset.name, size, time);
}

}  // namespace

PresetPicker::PresetPicker(QWidget* parent)
    : QWidget(parent)
{
    combo_ = new QComboBox;
    combo_->setObjectName(QStringLiteral("presets"));
    combo_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo_->setMinimumContentsLength(12);
    combo_->setToolTip(tr("A matrix from published test methods, or one of your own; it replaces the matrix below, "
                          "the targets stay"));
    saveButton_ = new QPushButton(tr("Save as preset…"));
    saveButton_->setObjectName(QStringLiteral("savePreset"));
    saveButton_->setToolTip(tr("Keep the matrix below as a preset of your own"));
    saveButton_->setEnabled(false);  // until there is a matrix to save

    auto* label = new QLabel(tr("&Preset:"));
    label->setBuddy(combo_);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(label);
    layout->addWidget(combo_, 1);
    layout->addWidget(saveButton_);

    // activated, not currentIndexChanged: only a person's choice replaces the matrix.
    connect(combo_, &QComboBox::activated, this, &PresetPicker::choose);
    connect(saveButton_, &QPushButton::clicked, this, &PresetPicker::askAndSave);
    reload();
}

void PresetPicker::setMatrixSource(std::function<Matrix()> source)
{
    source_ = std::move(source);
    saveButton_->setEnabled(bool(source_));
}

void PresetPicker::reload()
{
    const int shown = combo_->currentData().toInt();
    const bool any = shown >= 0 && shown < presets_.size();
    const QString name = any ? presets_[shown].name : QString();
    const bool own = any && !presets_[shown].builtIn;
    presets_ = allPresets();
    fill(name, own);
}

void PresetPicker::fill(const QString& selectName, bool selectOwn)
{
    const QSignalBlocker blocker(combo_);
    combo_->clear();
    combo_->addItem(tr("Choose a preset…"), kNoPreset);
    int select = 0;
    bool separated = false;
    for (int i = 0; i < presets_.size(); ++i) {
        const Preset& preset = presets_[i];
        if (!preset.builtIn && !separated) {
            combo_->insertSeparator(combo_->count());
            separated = true;
        }
        combo_->addItem(presetItemText(preset), i);
        combo_->setItemData(combo_->count() - 1, presetToolTip(preset), Qt::ToolTipRole);
        if (preset.name == selectName && preset.builtIn != selectOwn)
            select = combo_->count() - 1;
    }
    combo_->setCurrentIndex(select);
    // The list opens as wide as its longest line; the box itself stays narrow.
    combo_->view()->setMinimumWidth(combo_->view()->sizeHintForColumn(0) + 2 * combo_->view()->frameWidth()
                                    + style()->pixelMetric(QStyle::PM_ScrollBarExtent));
}

void PresetPicker::choose(int index)
{
    const int i = combo_->itemData(index).toInt();
    if (i < 0 || i >= presets_.size())
        return;
    emit presetChosen(presets_[i]);
}

bool PresetPicker::isOwnPresetName(const QString& name) const
{
    return std::any_of(presets_.begin(), presets_.end(),
                       [&name](const Preset& p) { return !p.builtIn && p.name == name; })
           || QFileInfo::exists(ownPresetPath(name));
}

QString PresetPicker::nameProblem(const QString& name) const
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_][A-Za-z0-9._-]*$"));
    if (name.isEmpty())
        return tr("Give the preset a name: letters, digits, “-”, “_” and “.”, e.g. my-ssd");
    if (!plain.match(name).hasMatch())
        return tr("“%1” cannot be a preset's name: use letters, digits, “-”, “_” and “.”, not first, e.g. my-ssd")
            .arg(name);
    if (name.size() > kMaxNameLength)
        return tr("The name is longer than %n character(s): shorten it", nullptr, kMaxNameLength);
    for (const Preset& p : presets_)
        if (p.builtIn && p.name == name)
            return tr("“%1” is a built-in preset's name: choose another").arg(name);
    return {};
}

bool PresetPicker::saveAs(const QString& name, const QString& title, const QString& description, bool replace,
                          QString& error)
{
    if (!source_) {
        error = tr("There is no matrix to save");
        return false;
    }
    if (const QString problem = nameProblem(name); !problem.isEmpty()) {
        error = problem;
        return false;
    }
    if (!replace && isOwnPresetName(name)) {
        error = tr("You already have a preset named “%1”").arg(name);
        return false;
    }
    Preset preset;
    preset.name = name;
    preset.title = title.trimmed().isEmpty() ? name : title.trimmed();
    preset.description = description.trimmed();
    preset.matrix = source_();
    preset.matrix.base.targets.clear();  // a preset says what to run, never where
    if (!savePreset(preset, ownPresetPath(name), error))
        return false;
    presets_ = allPresets();
    fill(name, true);
    return true;
}

void PresetPicker::askAndSave()
{
    auto* dialog = new QDialog(this);
    dialog->setObjectName(QStringLiteral("savePresetDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Save as Preset"));

    auto* name = new QLineEdit;
    name->setObjectName(QStringLiteral("presetName"));
    name->setPlaceholderText(tr("e.g. my-ssd"));
    name->setToolTip(tr("The file name, and what surfio run --preset= takes"));
    auto* title = new QLineEdit;
    title->setObjectName(QStringLiteral("presetTitle"));
    title->setPlaceholderText(tr("e.g. My SSD, before and after the firmware update"));
    auto* description = new QPlainTextEdit;
    description->setObjectName(QStringLiteral("presetDescription"));
    description->setPlaceholderText(tr("What it measures and where its parameters come from"));
    description->setTabChangesFocus(true);
    auto* problem = new QLabel;
    problem->setObjectName(QStringLiteral("presetNameProblem"));
    problem->setWordWrap(true);

    // An own preset shown in the list is the likely one to update.
    const int shown = combo_->currentData().toInt();
    if (shown >= 0 && shown < presets_.size() && !presets_[shown].builtIn) {
        name->setText(presets_[shown].name);
        title->setText(presets_[shown].title);
        description->setPlainText(presets_[shown].description);
    }

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel);
    auto* form = new QFormLayout(dialog);
    form->addRow(tr("&Name:"), name);
    form->addRow(tr("&Title:"), title);
    form->addRow(tr("&Description:"), description);
    form->addRow(problem);
    form->addRow(buttons);

    const auto validate = [this, name, problem, buttons] {
        const QString why = nameProblem(name->text().trimmed());
        // The empty field's hint is its placeholder; a reason shows once there is something to fault.
        problem->setText(name->text().isEmpty() ? QString() : why);
        problem->setVisible(!problem->text().isEmpty());
        buttons->button(QDialogButtonBox::Save)->setEnabled(why.isEmpty());
    };
    connect(name, &QLineEdit::textChanged, dialog, validate);
    validate();

    const auto save = [this, dialog, name, title, description](bool replace) {
        QString error;
        if (saveAs(name->text().trimmed(), title->text(), description->toPlainText(), replace, error)) {
            dialog->accept();
            return;
        }
        auto* box = new QMessageBox(QMessageBox::Warning, tr("Preset Not Saved"), error, QMessageBox::Ok, dialog);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    };
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    connect(buttons, &QDialogButtonBox::accepted, dialog, [this, dialog, name, save] {
        const QString n = name->text().trimmed();
        if (!isOwnPresetName(n)) {
            save(false);
            return;
        }
        auto* ask = new QMessageBox(QMessageBox::Question, tr("Replace Preset"),
                                    tr("You already have a preset named “%1”. Replace it?").arg(n),
                                    QMessageBox::Yes | QMessageBox::No, dialog);
        ask->setObjectName(QStringLiteral("replacePreset"));
        ask->setDefaultButton(QMessageBox::No);
        ask->setAttribute(Qt::WA_DeleteOnClose);
        connect(ask, &QMessageBox::finished, dialog, [save](int result) {
            if (result == QMessageBox::Yes)
                save(true);
        });
        ask->open();
    });
    dialog->open();
}

}  // namespace surfio
