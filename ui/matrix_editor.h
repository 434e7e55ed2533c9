#pragma once

#include "matrix.h"

#include <QString>
#include <QWidget>

namespace surfio {

// Edits everything of a matrix but its targets: block sizes and read
// percentages as checkable lists with custom entries, pattern (random,
// sequential, random %), queue depths, jobs, runtime and ramp per point,
// region size, direct I/O. Validates as the person types: invalid entries are
// marked, with the reason in a tooltip. Shows the number of points and the
// estimated total time.
class MatrixEditor : public QWidget {
    Q_OBJECT
public:
    explicit MatrixEditor(QWidget* parent = nullptr);

    // The matrix as edited; base.targets stays empty (the TargetPanel's).
    Matrix matrix() const;
    void setMatrix(const Matrix& matrix);

    bool isValid() const;
    QString firstProblem() const;   // the reason the matrix cannot run, empty when valid
    int pointCount() const;
    double estimatedSeconds() const;

    void setReadOnly(bool readOnly);   // while a run is going

Q_SIGNALS:
    void changed();   // any edit; check isValid()
};

} // namespace surfio
