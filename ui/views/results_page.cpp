#include "ui/views/results_page.h"

#include "ui/models/results_model.h"
#include "ui/models/shown_result.h"
#include "ui/views/host_selector.h"
#include "ui/views/results_table.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QSortFilterProxyModel>
#include <QStyle>
#include <QVBoxLayout>

namespace surfio {

namespace {

// The window's translation context: these messages were the window's before it had pages.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(surfio::MainWindow)
};

}  // namespace

ResultsPage::ResultsPage(ShownResult* shown, bool persistColumns, QWidget* parent)
    : QWidget(parent)
    , shown_(shown)
    , model_(new ResultsModel(shown, this))
    , proxy_(new QSortFilterProxyModel(this))
    , host_(new HostSelector)
{
    proxy_->setSourceModel(model_);
    proxy_->setSortRole(ResultsModel::SortRole);
    buildTable(persistColumns);
    connect(host_, &HostSelector::hostChanged, shown_, &ShownResult::setHost);
    for (auto change : {&ShownResult::runBegun, &ShownResult::runFinished, &ShownResult::resultShown})
        connect(shown_, change, this, &ResultsPage::showHosts);
    connect(shown_, &ShownResult::runAdded, this, &ResultsPage::showHosts);
    connect(shown_, &ShownResult::hostChanged, this, &ResultsPage::showHosts);
    connect(shown_, &ShownResult::selectionChanged, this, &ResultsPage::showPicked);
    showHosts();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* controls = new QHBoxLayout;
    controls->setContentsMargins(style()->pixelMetric(QStyle::PM_LayoutLeftMargin), 0, 0, 0);
    controls->addWidget(host_);
    controls->addStretch(1);
    layout->addLayout(controls);
    layout->addWidget(table_, 1);
}

void ResultsPage::buildTable(bool persistColumns)
{
    table_ = new ResultsTable(persistColumns);
    table_->setObjectName(QStringLiteral("resultsTable"));
    table_->setModel(proxy_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(ResultsModel::Index, Qt::AscendingOrder);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->verticalHeader()->hide();
    table_->setToolTip(Text::tr("Double-click a point for its time series and latency histogram"));
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (current.isValid())
                    shown_->select(pointOf(current));
            });
    connect(table_, &QTableView::activated, this,
            [this](const QModelIndex& index) { Q_EMIT pointActivated(pointOf(index)); });
}

int ResultsPage::pointOf(const QModelIndex& proxyIndex) const
{
    return proxy_->data(proxyIndex, ResultsModel::PointIndexRole).toInt();
}

void ResultsPage::showHosts()
{
    host_->setHosts(shown_->hosts());
    host_->setHost(shown_->host());
}

void ResultsPage::showPicked(int index)
{
    const int row = model_->rowOfPoint(index);
    if (row < 0)
        return;
    const QModelIndex proxyIndex = proxy_->mapFromSource(model_->index(row, 0));
    table_->selectionModel()->setCurrentIndex(proxyIndex,
                                              QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

}  // namespace surfio
