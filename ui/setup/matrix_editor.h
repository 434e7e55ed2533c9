#pragma once

#include "core/matrix/matrix.h"
#include "core/matrix/run_costs.h"
#include "ui/setup/fio_availability.h"

#include <QString>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLayout;
class QLineEdit;
class QSpinBox;
class QTabWidget;
class QToolButton;

namespace surfio {

class MethodPage;
class ProblemField;
class ValueListBox;
class ValueListModel;

// Edits a whole matrix but its targets. Its sweeps ("parts") one at a time:
// block sizes and read percentages as checkable lists with custom entries,
// block-size splits, pattern (random, sequential, random %), queue depths,
// jobs. What every point shares: runtime and ramp, region size, direct I/O.
// The method on a second tab (MethodPage): the engine (and fio's hosts),
// fio's io_uring options, order, trials, preconditioning, steady state.
// Validates as the person types: invalid entries are marked, with the reason
// in a tooltip. Shows the number of points and the estimated total time.
//
// What it does not show passes through: matrix() is the matrix given to
// setMatrix() with the person's edits, and nothing else changed — a field
// whose widget still shows what it was given keeps the given value, even
// where the widget cannot tell two spellings apart (randread or randrw at
// 100 %, the order of a list).
class MatrixEditor : public QWidget {
    Q_OBJECT
public:
    enum class Page { Points, Method };  // the editor's tabs

    explicit MatrixEditor(QWidget* parent = nullptr);
    ~MatrixEditor() override;

    // The matrix as edited; base.targets stays empty (the TargetPanel's).
    Matrix matrix() const;
    void setMatrix(const Matrix& matrix);

    bool isValid() const;
    QString firstProblem() const;     // the reason the matrix cannot run, empty when valid
    int pointCount() const;           // of one round
    double estimatedSeconds() const;  // every trial; with steady state, every round up to the cap
    RunEstimate estimate() const;     // the same in parts (run_costs.h)
    // What a point costs on this machine for the kind of target that will
    // run (RunCostBook); until told, a cautious default.
    void setRunCosts(TargetKind kind, const RunCosts& costs);
    int currentPart() const { return part_; }
    void setCurrentPart(int part);  // from 0; which sweep the widgets show

    void setReadOnly(bool readOnly);  // while a run is going
    // Whether the points, estimate and problem show under the tabs; off where
    // the editor's host shows them itself (the Setup panel, beside Start).
    void setStatusShown(bool shown);
    void setCurrentPage(Page page);
    // Whether fio can be the engine: the window looks it up off the GUI thread.
    void setFioAvailability(const FioAvailability& fio);

Q_SIGNALS:
    void changed();  // any edit; check isValid()

private:
    QString blockSizeProblem(uint64_t blockSize) const;
    QString textProblem(const QLineEdit* field) const;  // why its text does not read; empty when it does
    QString regionProblem() const;
    QString splitsProblem() const;
    // The steps of firstProblem(), in its order.
    QString listsProblem() const;
    QString fieldsProblem() const;
    QString partsProblem() const;
    QString fioProblem() const;
    QString matrixProblem() const;
    QWidget* buildPointsPage();
    QLayout* buildPartSelector();
    void addSharedRows(QFormLayout* form);
    void applyWidgets(Matrix& m) const;  // the widgets' values over m where they differ from what m shows
    void showPart();                     // the current sweep into its widgets
    void addPart();
    void removePart();
    void onEdited();
    void refresh();
    void markFieldProblems();
    void updatePartSelector();
    void updateEnabled();

    TargetKind targetKind_ = TargetKind::Directory;
    RunCosts costs_;
    Matrix matrix_;  // as given, with the edits of parts no longer shown; targets stay empty
    int part_ = 0;   // the sweep the widgets show

    QLabel* partLabel_ = nullptr;
    QToolButton* previousPart_ = nullptr;
    QToolButton* nextPart_ = nullptr;
    QToolButton* addPart_ = nullptr;
    QToolButton* removePart_ = nullptr;
    ValueListModel* blockSizes_ = nullptr;
    ValueListModel* readPercents_ = nullptr;
    ValueListBox* blockSizesBox_ = nullptr;
    ValueListBox* readPercentsBox_ = nullptr;
    QComboBox* pattern_ = nullptr;
    QSpinBox* percentageRandom_ = nullptr;
    ProblemField* queueDepths_ = nullptr;
    ProblemField* jobs_ = nullptr;
    ProblemField* rates_ = nullptr;
    ProblemField* targetCounts_ = nullptr;
    ProblemField* blockSplits_ = nullptr;
    ProblemField* runtime_ = nullptr;
    ProblemField* rampTime_ = nullptr;
    ProblemField* regionSize_ = nullptr;
    QCheckBox* direct_ = nullptr;
    QCheckBox* verify_ = nullptr;

    QTabWidget* tabs_ = nullptr;
    MethodPage* method_ = nullptr;

    QLabel* summary_ = nullptr;
    QLabel* shrunk_ = nullptr;
    QLabel* problemIcon_ = nullptr;
    QLabel* problem_ = nullptr;
    bool filling_ = false;     // setMatrix() is filling the widgets
    bool refreshing_ = false;  // refresh() is revalidating the lists
    bool readOnly_ = false;
    bool statusShown_ = true;
};

}  // namespace surfio
