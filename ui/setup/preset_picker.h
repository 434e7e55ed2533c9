#pragma once

#include "core/matrix/preset.h"

#include <QList>
#include <QString>
#include <QWidget>

#include <functional>

class QComboBox;
class QPushButton;

namespace surfio {

// Chooses a preset to fill the matrix editor, and saves the edited matrix as
// the person's own preset. Lists allPresets(): built-in ones first, then the
// person's own, marked; a preset's description is its tooltip.
class PresetPicker : public QWidget {
    Q_OBJECT
public:
    explicit PresetPicker(QWidget* parent = nullptr);

    // Where "Save as preset…" takes the matrix from.
    void setMatrixSource(std::function<Matrix()> source);

    QList<Preset> presets() const { return presets_; }
    void reload();  // reads the presets again, keeping the one shown

    // Why name cannot be an own preset's name, empty when it can: a file name
    // in the preset directory, not a built-in preset's.
    QString nameProblem(const QString& name) const;
    bool isOwnPresetName(const QString& name) const;
    // Saves the source's matrix as userPresetDirectory()/NAME.json and lists
    // it; replaces an own preset of that name only when replace is true.
    bool saveAs(const QString& name, const QString& title, const QString& description, bool replace, QString& error);

Q_SIGNALS:
    void presetChosen(const surfio::Preset& preset);

private:
    void choose(int index);
    void askAndSave();
    void fill(const QString& selectName, bool selectOwn);

    QComboBox* combo_ = nullptr;
    QPushButton* saveButton_ = nullptr;
    QList<Preset> presets_;
    std::function<Matrix()> source_;
};

}  // namespace surfio
