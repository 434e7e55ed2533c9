#include "ui/views/results_table.h"

#include "ui/models/results_model.h"

#include <QHeaderView>
#include <QMenu>
#include <QScrollBar>
#include <QSignalBlocker>

#include <algorithm>
#include <numeric>

namespace surfio {

namespace {

constexpr int kFrozen = ResultsModel::FrozenColumns;

}  // namespace

ResultsTable::ResultsTable(bool persistColumns, QWidget* parent)
    : QTableView(parent)
    , frozen_(new QTableView(this))
    , choices_(QStringLiteral("results/columns"), persistColumns)
{
    setSelectionBehavior(SelectRows);
    setSelectionMode(SingleSelection);
    setHorizontalScrollMode(ScrollPerPixel);
    setVerticalScrollMode(ScrollPerPixel);
    verticalHeader()->hide();
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(horizontalHeader(), &QHeaderView::customContextMenuRequested, this, &ResultsTable::showColumnMenu);
    setUpFrozenView();
}

void ResultsTable::setUpFrozenView()
{
    frozen_->setObjectName(QStringLiteral("frozenColumns"));
    frozen_->setFocusPolicy(Qt::NoFocus);
    frozen_->setFrameShape(QFrame::NoFrame);
    frozen_->verticalHeader()->hide();
    frozen_->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    frozen_->horizontalHeader()->setSectionsClickable(true);
    frozen_->horizontalHeader()->setSortIndicatorShown(true);
    frozen_->horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    frozen_->setSelectionBehavior(SelectRows);
    frozen_->setSelectionMode(SingleSelection);
    frozen_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    frozen_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    frozen_->setVerticalScrollMode(ScrollPerPixel);
    viewport()->stackUnder(frozen_);
    connect(frozen_->horizontalHeader(), &QHeaderView::customContextMenuRequested, this, &ResultsTable::showColumnMenu);
    connect(horizontalHeader(), &QHeaderView::sectionResized, this, [this](int column, int, int size) {
        frozen_->setColumnWidth(column, size);
        updateFrozenGeometry();
    });
    connect(verticalHeader(), &QHeaderView::sectionResized, this,
            [this](int row, int, int size) { frozen_->setRowHeight(row, size); });
    connect(frozen_->verticalScrollBar(), &QScrollBar::valueChanged, verticalScrollBar(), &QScrollBar::setValue);
    connect(verticalScrollBar(), &QScrollBar::valueChanged, frozen_->verticalScrollBar(), &QScrollBar::setValue);
    // Both parts act as one table: what one is asked, this one answers.
    connect(frozen_, &QTableView::activated, this, &QTableView::activated);
    connect(frozen_, &QTableView::doubleClicked, this, &QTableView::doubleClicked);
    connect(frozen_, &QTableView::clicked, this, &QTableView::clicked);
    followSorting();
}

// A click on a frozen header sorts the whole table; each header shows the
// one sort indicator.
void ResultsTable::followSorting()
{
    connect(frozen_->horizontalHeader(), &QHeaderView::sortIndicatorChanged, this,
            [this](int column, Qt::SortOrder order) { horizontalHeader()->setSortIndicator(column, order); });
    connect(horizontalHeader(), &QHeaderView::sortIndicatorChanged, this, [this](int column, Qt::SortOrder order) {
        const QSignalBlocker quiet(frozen_->horizontalHeader());
        frozen_->horizontalHeader()->setSortIndicator(column, order);
        frozen_->horizontalHeader()->viewport()->update();
    });
}

void ResultsTable::setModel(QAbstractItemModel* model)
{
    QTableView::setModel(model);
    frozen_->setModel(model);
    frozen_->setSelectionModel(selectionModel());
    if (!model)
        return;
    // A reset forgets the header's hidden and moved sections: they are set again.
    connect(model, &QAbstractItemModel::modelReset, this, &ResultsTable::applyColumns);
    connect(model, &QAbstractItemModel::headerDataChanged, this, &ResultsTable::applyColumns);
    connect(model, &QAbstractItemModel::layoutChanged, this, &ResultsTable::updateFrozenGeometry);
    applyColumns();
}

bool ResultsTable::wantsColumn(int column) const
{
    if (column == ResultsModel::Index)
        return true;  // it carries the point's warnings
    const QString key = model()->headerData(column, Qt::Horizontal, ResultsModel::ColumnKeyRole).toString();
    const QVariant byDefault = model()->headerData(column, Qt::Horizontal, ResultsModel::ShownByDefaultRole);
    return choices_.shown(key).value_or(!byDefault.isValid() || byDefault.toBool());
}

void ResultsTable::applyColumns()
{
    if (!model())
        return;
    const int count = model()->columnCount();
    std::vector<int> order(size_t(std::max(count, 0)));
    std::iota(order.begin(), order.end(), 0);
    const auto position = [this](int column) {
        const QVariant p = model()->headerData(column, Qt::Horizontal, ResultsModel::DefaultPositionRole);
        return p.isValid() ? p.toInt() : column;
    };
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return position(a) < position(b); });
    QHeaderView* header = horizontalHeader();
    for (int visual = 0; visual < count; ++visual)
        header->moveSection(header->visualIndex(order[size_t(visual)]), visual);
    for (int column = 0; column < count; ++column) {
        const bool shown = wantsColumn(column);
        setColumnHidden(column, !shown);
        frozen_->setColumnHidden(column, !shown || column >= kFrozen);
        frozen_->setColumnWidth(column, columnWidth(column));
    }
    updateFrozenGeometry();
}

QMenu* ResultsTable::columnMenu()
{
    auto* menu = new QMenu(this);
    QHeaderView* header = horizontalHeader();
    for (int visual = 0; model() && visual < header->count(); ++visual) {
        const int column = header->logicalIndex(visual);
        if (column == ResultsModel::Index)
            continue;
        QAction* action = menu->addAction(model()->headerData(column, Qt::Horizontal).toString());
        action->setCheckable(true);
        action->setChecked(!isColumnHidden(column));
        connect(action, &QAction::toggled, this, [this, column](bool on) { chooseColumn(column, on); });
    }
    menu->addSeparator();
    menu->addAction(tr("Default columns"), this, &ResultsTable::resetColumns);
    return menu;
}

void ResultsTable::chooseColumn(int column, bool shown)
{
    if (!model() || column == ResultsModel::Index)
        return;
    choices_.choose(model()->headerData(column, Qt::Horizontal, ResultsModel::ColumnKeyRole).toString(), shown);
    applyColumns();
}

void ResultsTable::resetColumns()
{
    choices_.clear();
    applyColumns();
}

void ResultsTable::showColumnMenu(const QPoint& at)
{
    QMenu* menu = columnMenu();
    menu->setAttribute(Qt::WA_DeleteOnClose);
    const auto* header = qobject_cast<QWidget*>(sender());
    menu->popup(header ? header->mapToGlobal(at) : mapToGlobal(at));
}

int ResultsTable::frozenWidth() const
{
    int width = 0;
    for (int column = 0; model() && column < std::min(kFrozen, model()->columnCount()); ++column)
        if (!isColumnHidden(column))
            width += columnWidth(column);
    return width;
}

// In a view too narrow for the spec and a quarter more, nothing is frozen:
// the figures would have no room to scroll through.
bool ResultsTable::freezes() const
{
    return frozenWidth() <= viewport()->width() * 3 / 4;
}

void ResultsTable::updateFrozenGeometry()
{
    const QRect port = viewport()->geometry();
    frozen_->setGeometry(port.left(), frameWidth(), frozenWidth(), port.height() + horizontalHeader()->height());
    frozen_->setVisible(freezes());
}

void ResultsTable::resizeEvent(QResizeEvent* event)
{
    QTableView::resizeEvent(event);
    updateFrozenGeometry();
}

void ResultsTable::updateGeometries()
{
    QTableView::updateGeometries();
    updateFrozenGeometry();
}

// The keyboard never leaves the current cell under the frozen part.
QModelIndex ResultsTable::moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers modifiers)
{
    const QModelIndex current = QTableView::moveCursor(cursorAction, modifiers);
    const int hiddenBy = frozenWidth() - visualRect(current).left();
    if (cursorAction == MoveLeft && current.column() >= kFrozen && hiddenBy > 0 && freezes())
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - hiddenBy);
    return current;
}

// A frozen cell is always in sight across: only its row needs scrolling to.
void ResultsTable::scrollTo(const QModelIndex& index, ScrollHint hint)
{
    if (index.column() >= kFrozen || !freezes()) {
        QTableView::scrollTo(index, hint);
        return;
    }
    const int across = horizontalScrollBar()->value();
    QTableView::scrollTo(index, hint);
    horizontalScrollBar()->setValue(across);
}

}  // namespace surfio
