#pragma once

#include <QWidget>

class QLabel;
class QSortFilterProxyModel;
class QTableView;

namespace surfio {

class HostSelector;
class ResultsModel;
class ResultsTable;
class ShownResult;
class TargetFiguresModel;

// The Results tab: the table of the result on show, sorted by the person,
// and the choice of host for a result of fio's client mode. The table's
// rows speak of points; this page turns rows into point indices and back:
// its current row is the shown result's point picked, its host the host chosen.
// A result whose points ran on more than one target (--target-count, or
// several --filename) has the picked point's row in detail below the table:
// each target's own figures beside the sum. A result with a volume's
// promise says above the table what was promised and what the analysis
// found against it, as the Surface's verdict panel does.
class ResultsPage : public QWidget {
    Q_OBJECT
public:
    // persistColumns: the person's choice of columns is kept (not in a demo).
    ResultsPage(ShownResult* shown, bool persistColumns, QWidget* parent = nullptr);

    ResultsModel* model() const { return model_; }

Q_SIGNALS:
    void pointActivated(int index);  // a row was double-clicked or entered

protected:
    void changeEvent(QEvent* event) override;  // the verdicts' colours follow the palette

private:
    void buildTable(bool persistColumns);
    int pointOf(const QModelIndex& proxyIndex) const;
    void showHosts();            // the selector offers the hosts the result ran on
    void showPicked(int index);  // its row becomes the current one; nothing when it has none
    QWidget* buildTargets();
    void showTargets();  // the picked point's targets, when some point ran on several
    void showPromise();  // the promise and its verdicts; hidden without one

    ShownResult* shown_;

    ResultsModel* model_ = nullptr;
    QSortFilterProxyModel* proxy_ = nullptr;
    ResultsTable* table_ = nullptr;
    HostSelector* host_ = nullptr;
    QLabel* promise_ = nullptr;
    TargetFiguresModel* targets_ = nullptr;
    QWidget* targetsBox_ = nullptr;
    QLabel* targetsTitle_ = nullptr;
    QTableView* targetsTable_ = nullptr;
};

}  // namespace surfio
