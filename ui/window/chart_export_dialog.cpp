#include "ui/window/chart_export_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

namespace surfio {

namespace {

constexpr int kSmallestSide = 16;
constexpr int kLargestSide = 16384;

QSpinBox* pixelBox(int value, QWidget* parent)
{
    auto* box = new QSpinBox(parent);
    box->setRange(kSmallestSide, kLargestSide);
    box->setValue(value);
    return box;
}

}  // namespace

ChartExportDialog::ChartExportDialog(const ChartExportOptions& start, QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Export the chart"));
    title_ = new QLineEdit(start.title, this);
    title_->setObjectName(QStringLiteral("exportTitle"));
    title_->setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('x')) * 50);
    preset_ = new QComboBox(this);
    preset_->setObjectName(QStringLiteral("exportPreset"));
    int chosen = -1;
    const QList<ChartExportOptions::Preset> presets = ChartExportOptions::presets();
    for (qsizetype i = 0; i < presets.size(); ++i) {
        preset_->addItem(presets[i].name);
        if (presets[i].size == start.size && presets[i].dpi == start.dpi)
            chosen = int(i);
    }
    preset_->addItem(tr("Free"));
    width_ = pixelBox(start.size.width(), this);
    height_ = pixelBox(start.size.height(), this);
    dpi_ = new QSpinBox(this);
    dpi_->setRange(72, 1200);
    dpi_->setValue(start.dpi);
    dpi_->setSuffix(tr(" dpi"));
    auto* size = new QHBoxLayout;
    size->addWidget(width_);
    size->addWidget(new QLabel(QStringLiteral("×"), this));
    size->addWidget(height_);
    size->addWidget(new QLabel(tr("pixels at"), this));
    size->addWidget(dpi_);
    theme_ = new QComboBox(this);
    theme_->setObjectName(QStringLiteral("exportTheme"));
    theme_->addItem(tr("Light"));
    theme_->addItem(tr("Dark"));
    theme_->setCurrentIndex(start.theme == ChartTheme::Dark ? 1 : 0);
    caption_ = new QCheckBox(tr("How it was measured, under the chart"), this);
    caption_->setChecked(start.caption);

    auto* form = new QFormLayout;
    form->addRow(tr("&Title:"), title_);
    form->addRow(tr("&Size:"), preset_);
    form->addRow(QString(), size);
    form->addRow(tr("T&heme:"), theme_);
    form->addRow(tr("Caption:"), caption_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(preset_, &QComboBox::currentIndexChanged, this, &ChartExportDialog::presetChosen);
    preset_->setCurrentIndex(chosen >= 0 ? chosen : preset_->count() - 1);
    presetChosen(preset_->currentIndex());
}

void ChartExportDialog::presetChosen(int index)
{
    const QList<ChartExportOptions::Preset> presets = ChartExportOptions::presets();
    const bool free = index < 0 || index >= presets.size();
    if (!free) {
        width_->setValue(presets[index].size.width());
        height_->setValue(presets[index].size.height());
        dpi_->setValue(presets[index].dpi);
    }
    for (QSpinBox* box : {width_, height_, dpi_})
        box->setEnabled(free);
}

ChartExportOptions ChartExportDialog::options() const
{
    ChartExportOptions options;
    options.title = title_->text().trimmed();
    options.size = QSize(width_->value(), height_->value());
    options.dpi = dpi_->value();
    options.theme = theme_->currentIndex() == 1 ? ChartTheme::Dark : ChartTheme::Light;
    options.caption = caption_->isChecked();
    return options;
}

}  // namespace surfio
