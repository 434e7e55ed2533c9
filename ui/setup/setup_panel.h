#pragma once

#include "core/matrix/matrix.h"
#include "ui/setup/fio_availability.h"

#include <QStringList>
#include <QWidget>

class QLabel;
class QPushButton;
class QScrollArea;

namespace surfio {

class MatrixEditor;
class PresetPicker;
class TargetPanel;

// The Setup dock's content: where the I/O goes (TargetPanel), a preset,
// what runs (MatrixEditor), why Start cannot start yet, and Start and Stop.
// The editor scrolls when the screen is short (a laptop's 768 px), and
// scrolls to the field the keyboard focuses; the problem line (in an error
// colour readable on the background, and as Start's tooltip), the points
// with their estimate and the buttons stay in sight below it. The targets
// follow the editor's fio hosts, and the editor's estimate what points cost
// on this machine for the kind of the first target.
class SetupPanel : public QWidget {
    Q_OBJECT
public:
    explicit SetupPanel(QWidget* parent = nullptr);

    QStringList targets() const;
    void setTargets(const QStringList& targets);
    void setTargetsOf(const Matrix& matrix);  // its targets, when it names any
    void setAllowWriteDevice(bool allow, bool force);
    void setVolumeSpec(const QString& spec);  // "This volume is…": --volume='s form
    // A result's cloud volume (an opened result's), when the targets here
    // are the ones it ran on: a promise is one volume's, and the picker
    // keeps it for the device, so it never goes to another target. Whether it did.
    bool takeVolumeOf(const Matrix& matrix);
    Matrix matrix() const;  // the editor's: no targets
    void setMatrix(const Matrix& matrix);
    // The matrix Start runs: the editor's, on the targets, with their permission to write devices.
    Matrix runMatrix() const;
    // A preset or an imported job says what to run; like the targets, the
    // engine and fio's hosts stay the person's unless it names an engine of its own.
    Matrix keepingEngine(Matrix matrix) const;
    // A resumed run writes a device again only when the targets are these very ones and may be written.
    void grantDeviceWrites(Matrix& matrix) const;

    bool isInspecting() const;            // the targets' facts are not in yet
    bool confirmWrites(QWidget* parent);  // TargetPanel::confirmWrites
    void updateStart();                   // the problem line and Start, after any change
    bool canStart() const;                // as of the last updateStart()
    QString problem() const;              // why Start cannot start, as of the last updateStart()
    void setRunning(bool running);        // the setup is read-only while a run goes; Stop only then
    void updateRunCosts();
    void setFioAvailability(const FioAvailability& fio);
    void showSetupTab(const QString& name);  // --setup-tab: points or method

Q_SIGNALS:
    void startClicked();
    void stopClicked();
    void targetsChanged();
    void canStartChanged(bool canStart);

private:
    QWidget* buildEditor();
    QLayout* buildFooter();
    QLayout* buildProblemRow();
    void followHosts();  // the targets are paths on the editor's fio hosts
    // A preset's own region is "up to" its size: on smaller targets the
    // editor shows the whole target instead (fitPresetRegion).
    void fitRegionToTargets();
    void updateSummary();
    void showFocused(QWidget* focused);  // a field the keyboard reached in the editor is scrolled into sight

    TargetPanel* targetPanel_ = nullptr;
    MatrixEditor* matrixEditor_ = nullptr;
    PresetPicker* presetPicker_ = nullptr;
    QScrollArea* scroll_ = nullptr;
    QLabel* problemIcon_ = nullptr;
    QLabel* problemLabel_ = nullptr;
    QLabel* summaryLabel_ = nullptr;  // the points and their estimate, beside Start
    QLabel* detailsLabel_ = nullptr;  // trials, rounds, what the estimate leaves open
    QPushButton* startButton_ = nullptr;
    QPushButton* stopButton_ = nullptr;
    bool running_ = false;
};

}  // namespace surfio
