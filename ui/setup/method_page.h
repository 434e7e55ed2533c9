#pragma once

#include "core/matrix/matrix.h"
#include "ui/setup/fio_availability.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QSpinBox;

namespace surfio {

class EngineBox;
class FioHostList;
class ProblemField;
class UringOptionsBox;

// The matrix editor's second tab: how a run goes about its points. The
// engine (and fio's hosts), fio's io_uring options, the order of the points
// and its seed, trials, preconditioning, steady state with the points it
// tracks and its maximum rounds.
//
// As the MatrixEditor that holds it, it passes through what it does not
// show: applyTo() leaves a value of the matrix as setMatrix() gave it while
// its widget still shows that value.
class MethodPage : public QWidget {
    Q_OBJECT
public:
    explicit MethodPage(QWidget* parent = nullptr);

    void setMatrix(const Matrix& matrix);  // the method of matrix into the widgets
    void applyTo(Matrix& m) const;         // the widgets' values over m where they differ from what m shows
    EngineChoice engine() const;           // the engine chosen, which the other tab's verify box follows

    // Why the page's matrix cannot run, in firstProblem()'s steps: a field
    // whose text does not read (the shuffle seed, the CPU list), the fio
    // engine or a host, the tracked block size while steady state is on.
    QString fieldsProblem() const;
    QString fioProblem() const;
    QString trackerProblem() const;

    void refresh();  // marks the fields' problems, enables what the values allow
    void setReadOnly(bool readOnly);
    void setFioAvailability(const FioAvailability& fio);

Q_SIGNALS:
    void changed();  // any edit

private:
    void addEngineRows(QFormLayout* form);
    void addOrderRows(QFormLayout* form);
    void addSteadyStateRows(QFormLayout* form);
    QString seedProblem() const;
    void updateEnabled();

    EngineBox* engine_ = nullptr;
    FioHostList* fioHosts_ = nullptr;
    ProblemField* cpusAllowed_ = nullptr;
    UringOptionsBox* uring_ = nullptr;
    QComboBox* order_ = nullptr;
    ProblemField* orderSeed_ = nullptr;
    QSpinBox* trials_ = nullptr;
    QCheckBox* precondition_ = nullptr;
    QCheckBox* steadyState_ = nullptr;
    QWidget* steadyStateFields_ = nullptr;
    ProblemField* trackBlockSize_ = nullptr;
    QSpinBox* trackReadPercent_ = nullptr;
    QSpinBox* maxRounds_ = nullptr;
    bool readOnly_ = false;
};

}  // namespace surfio
