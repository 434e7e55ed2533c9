#pragma once

#include "render/chart_export.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QSpinBox;

namespace surfio {

// File → Export chart: the title (prefilled from the result), the size (a
// preset or free, in pixels), light or dark, and whether the provenance
// caption goes under the chart. The file and its format come after, from
// the save dialog.
class ChartExportDialog : public QDialog {
    Q_OBJECT
public:
    explicit ChartExportDialog(const ChartExportOptions& start, QWidget* parent = nullptr);

    ChartExportOptions options() const;

private:
    void presetChosen(int index);

    QLineEdit* title_ = nullptr;
    QComboBox* preset_ = nullptr;
    QSpinBox* width_ = nullptr;
    QSpinBox* height_ = nullptr;
    QSpinBox* dpi_ = nullptr;
    QComboBox* theme_ = nullptr;
    QCheckBox* caption_ = nullptr;
};

}  // namespace surfio
