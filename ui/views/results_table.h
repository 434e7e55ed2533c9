#pragma once

#include "ui/views/column_choices.h"

#include <QTableView>

class QMenu;

namespace surfio {

// The Results table over a ResultsModel (or a proxy of one). Its spec
// columns (#, pattern, block size, mix, QD, jobs) stay in sight while the
// figures scroll: a second view over the same model and selection is laid
// over the left of this one, as in Qt's Frozen Column example, unless the
// view is too narrow to leave the figures room. Sorting, selection and
// double-click work in both parts. Which columns show, and in
// what order, is the model's default (its header roles: the spread only with
// trials, MB/s first for a throughput result) under what the person chose
// from the header's context menu; the choice is kept in QSettings when
// persistColumns (not in demo mode).
class ResultsTable : public QTableView {
    Q_OBJECT
public:
    explicit ResultsTable(bool persistColumns, QWidget* parent = nullptr);

    void setModel(QAbstractItemModel* model) override;
    QTableView* frozenView() const { return frozen_; }
    // The header's context menu: one checkable action per column, and one
    // back to the defaults. The caller owns it.
    QMenu* columnMenu();
    void chooseColumn(int column, bool shown);  // as the menu does: kept as the person's choice

protected:
    void resizeEvent(QResizeEvent* event) override;
    void updateGeometries() override;
    QModelIndex moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers modifiers) override;
    void scrollTo(const QModelIndex& index, ScrollHint hint = EnsureVisible) override;

private:
    void setUpFrozenView();
    void followSorting();
    void applyColumns();  // shown columns and their order, over the model's defaults
    bool wantsColumn(int column) const;
    void resetColumns();
    void showColumnMenu(const QPoint& at);
    bool freezes() const;
    void updateFrozenGeometry();
    int frozenWidth() const;

    QTableView* frozen_ = nullptr;
    ColumnChoices choices_;
};

}  // namespace surfio
