#pragma once

#include <QWidget>

class QSortFilterProxyModel;

namespace surfio {

class HostSelector;
class ResultsModel;
class ResultsTable;

// The Results tab: the table of the result on show, sorted by the person,
// and the choice of host for a result of fio's client mode. The table's
// rows speak of points; this page turns rows into point indices and back.
class ResultsPage : public QWidget {
    Q_OBJECT
public:
    // persistColumns: the person's choice of columns is kept (not in a demo).
    explicit ResultsPage(bool persistColumns, QWidget* parent = nullptr);

    ResultsModel* model() const { return model_; }
    // One host's share of the result ("": all hosts, summed); the selector
    // offers the hosts the result ran on.
    void showHost(const QString& host);
    void selectPoint(int index);  // its row becomes the current one; nothing when it has none

Q_SIGNALS:
    void pointSelected(int index);         // the current row changed
    void pointActivated(int index);        // a row was double-clicked or entered
    void hostChosen(const QString& host);  // the person's choice in the selector

private:
    void buildTable(bool persistColumns);
    int pointOf(const QModelIndex& proxyIndex) const;

    ResultsModel* model_ = nullptr;
    QSortFilterProxyModel* proxy_ = nullptr;
    ResultsTable* table_ = nullptr;
    HostSelector* host_ = nullptr;
};

}  // namespace surfio
