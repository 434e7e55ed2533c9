#pragma once

#include "matrix.h"

#include <QHash>
#include <QString>
#include <QWidget>

class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QSpinBox;

namespace surfio {

class ValueListModel;

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
    ~MatrixEditor() override;

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

private:
    // A checkable list with its field for custom entries.
    struct ValueList {
        ValueListModel* model = nullptr;
        QListView* view = nullptr;
        QLineEdit* add = nullptr;
        QAction* addAction = nullptr;
        QAction* removeAction = nullptr;
    };

    QWidget* buildValueList(ValueList& list, const QString& name, const QString& title, const QString& addHint);
    QLineEdit* newField(const QString& name, const QString& hint);
    void markProblem(QLineEdit* edit, const QString& problem);
    void addEntry(ValueList& list);
    void removeEntry(ValueList& list);
    void updateListActions(ValueList& list);
    void updateAddField(ValueList& list);
    QString blockSizeProblem(uint64_t blockSize) const;
    void onEdited();
    void refresh();

    JobSpec base_;   // what the editor does not show (seed, rate, engine...) passes through
    ValueList blockSizes_;
    ValueList readPercents_;
    QComboBox* pattern_ = nullptr;
    QSpinBox* percentageRandom_ = nullptr;
    QLineEdit* queueDepths_ = nullptr;
    QLineEdit* jobs_ = nullptr;
    QLineEdit* runtime_ = nullptr;
    QLineEdit* rampTime_ = nullptr;
    QLineEdit* regionSize_ = nullptr;
    QCheckBox* direct_ = nullptr;
    QLabel* summary_ = nullptr;
    QLabel* problemIcon_ = nullptr;
    QLabel* problem_ = nullptr;
    QHash<QLineEdit*, QAction*> problemActions_;
    bool filling_ = false;      // setMatrix() is filling the widgets
    bool refreshing_ = false;   // refresh() is revalidating the lists
    bool readOnly_ = false;
};

} // namespace surfio
