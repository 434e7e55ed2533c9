#include "ui/views/results_page.h"

#include "ui/models/results_model.h"
#include "ui/models/shown_result.h"
#include "ui/models/target_figures_model.h"
#include "ui/views/host_selector.h"
#include "ui/views/results_table.h"
#include "ui/widgets/promised_lines.h"

#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

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
    , targets_(new TargetFiguresModel(this))
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
    for (auto change : {&ShownResult::runBegun, &ShownResult::runFinished, &ShownResult::resultShown})
        connect(shown_, change, this, &ResultsPage::showTargets);
    connect(shown_, &ShownResult::runAdded, this, &ResultsPage::showTargets);
    connect(shown_, &ShownResult::hostChanged, this, &ResultsPage::showTargets);
    connect(shown_, &ShownResult::selectionChanged, this, &ResultsPage::showTargets);
    connect(shown_, &ShownResult::analysisChanged, this, &ResultsPage::showPromise);
    connect(shown_, &ShownResult::resultShown, this, &ResultsPage::showPromise);
    connect(shown_, &ShownResult::runBegun, this, &ResultsPage::showPromise);
    showHosts();

    promise_ = new QLabel(this);
    promise_->setObjectName(QStringLiteral("promise"));
    promise_->setTextFormat(Qt::RichText);
    promise_->setWordWrap(true);
    promise_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    promise_->setContentsMargins(style()->pixelMetric(QStyle::PM_LayoutLeftMargin),
                                 style()->pixelMetric(QStyle::PM_LayoutVerticalSpacing), 0, 0);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* controls = new QHBoxLayout;
    controls->setContentsMargins(style()->pixelMetric(QStyle::PM_LayoutLeftMargin), 0, 0, 0);
    controls->addWidget(host_);
    controls->addStretch(1);
    layout->addLayout(controls);
    layout->addWidget(promise_);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->setChildrenCollapsible(false);
    split->addWidget(table_);
    split->addWidget(buildTargets());
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    layout->addWidget(split, 1);
    showTargets();
    showPromise();
}

// The heading, then a line a verdict, as on the Surface: run together, the
// groups' names (themselves joined by dots) no longer read apart.
void ResultsPage::showPromise()
{
    const QStringList lines = promisedLines(shown_->analysis(), palette());
    promise_->setVisible(!lines.isEmpty());
    promise_->setText(lines.join(QStringLiteral("<br>")));
}

void ResultsPage::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        showPromise();
}

QWidget* ResultsPage::buildTargets()
{
    targetsBox_ = new QWidget;
    targetsBox_->setObjectName(QStringLiteral("targetDetail"));
    auto* box = new QVBoxLayout(targetsBox_);
    box->setContentsMargins(style()->pixelMetric(QStyle::PM_LayoutLeftMargin), 0, 0, 0);
    targetsTitle_ = new QLabel(targetsBox_);
    targetsTitle_->setObjectName(QStringLiteral("targetDetailTitle"));
    targetsTitle_->setWordWrap(true);
    targetsTable_ = new QTableView(targetsBox_);
    targetsTable_->setObjectName(QStringLiteral("targetFigures"));
    targetsTable_->setModel(targets_);
    targetsTable_->verticalHeader()->hide();
    targetsTable_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    targetsTable_->setSelectionMode(QAbstractItemView::NoSelection);
    box->addWidget(targetsTitle_);
    box->addWidget(targetsTable_, 1);
    return targetsBox_;
}

void ResultsPage::showTargets()
{
    const QList<JobResult>& runs = shown_->result().points;
    const bool several = std::any_of(runs.begin(), runs.end(), [](const JobResult& r) { return r.targets.size() > 1; });
    targetsBox_->setVisible(several);
    const int index = shown_->selected();
    const JobResult* run = index >= 0 ? model_->point(index) : nullptr;
    if (!several || !run) {
        targets_->clear();
        targetsTitle_->setText(Text::tr("Pick a point for what each of its targets did."));
        return;
    }
    targets_->setRun(*run);
    for (int c : {TargetFiguresModel::ReadIops, TargetFiguresModel::ReadMBps, TargetFiguresModel::ReadMeanLat})
        targetsTable_->setColumnHidden(c, !targets_->hasReads());
    for (int c : {TargetFiguresModel::WriteIops, TargetFiguresModel::WriteMBps, TargetFiguresModel::WriteMeanLat})
        targetsTable_->setColumnHidden(c, !targets_->hasWrites());
    const QLocale locale;
    if (targets_->rowCount() == 0)
        targetsTitle_->setText(Text::tr("Point %1: how its I/O split over its %n target(s) is not known (fio "
                                        "reports the jobs of a host together).",
                                        nullptr, int(run->targets.size()))
                                   .arg(locale.toString(index + 1)));
    else
        targetsTitle_->setText(Text::tr("Point %1 on its %n target(s): %2 IOPS in all, each target's own figures "
                                        "(its last run)",
                                        nullptr, int(run->targets.size()))
                                   .arg(locale.toString(index + 1),
                                        locale.toString(run->iops(run->read) + run->iops(run->write), 'f', 0)));
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
