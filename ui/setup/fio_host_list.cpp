#include "ui/setup/fio_host_list.h"

#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace surfio {

namespace {

QString portProblem(const QString& host, const QString& port)
{
    bool ok = false;
    const int value = port.toInt(&ok);
    if (ok && value >= 1 && value <= 65535)
        return {};
    return FioHostList::tr("“%1”: the port after the colon must be a number from 1 to 65535, e.g. %2:8765")
        .arg(host, host.left(host.lastIndexOf(QLatin1Char(':'))));
}

}  // namespace

QString FioHostList::hostProblem(const QString& host)
{
    static const QRegularExpression space(QStringLiteral("\\s"));
    static const QRegularExpression v6(QStringLiteral("^\\[[^\\]]+\\](:.*)?$"));
    if (host.isEmpty())
        return tr("A host is empty: give a name or an address, e.g. 10.0.0.2");
    if (host.contains(space))
        return tr("“%1” is not a host: give a name or an address without spaces, e.g. server1 or 10.0.0.2:8765")
            .arg(host);
    // fio's own spellings pass as they are.
    for (const char* prefix : {"ip:", "ip6:", "sock:"})
        if (host.startsWith(QLatin1String(prefix)))
            return {};
    if (host.startsWith(QLatin1Char('['))) {
        const QRegularExpressionMatch m = v6.match(host);
        if (!m.hasMatch())
            return tr("“%1” is not an IPv6 address in brackets: give e.g. [fd00::2] or [fd00::2]:8765").arg(host);
        return m.hasCaptured(1) ? portProblem(host, m.captured(1).mid(1)) : QString();
    }
    const qsizetype colons = host.count(QLatin1Char(':'));
    if (colons > 1)
        return tr("“%1” looks like an IPv6 address: put it in brackets, e.g. [%1]:8765").arg(host);
    if (colons == 1)
        return portProblem(host, host.section(QLatin1Char(':'), 1));
    return {};
}

FioHostList::FioHostList(QWidget* parent)
    : QWidget(parent)
{
    list_ = new QListWidget;
    list_->setObjectName(QStringLiteral("hosts"));
    list_->setSelectionMode(QAbstractItemView::SingleSelection);
    list_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                           | QAbstractItemView::SelectedClicked);
    list_->setToolTip(tr("Double-click a host to edit it"));
    // A few lines: most runs have one to a handful of hosts.
    list_->setMaximumHeight(list_->fontMetrics().height() * 5 + 2 * list_->frameWidth());

    add_ = new QLineEdit;
    add_->setObjectName(QStringLiteral("hostsAdd"));
    add_->setPlaceholderText(tr("Add, e.g. 10.0.0.2 or server1:8765"));
    addButton_ = new QToolButton;
    addButton_->setText(tr("Add"));
    addButton_->setToolTip(tr("Add the host typed"));
    removeButton_ = new QToolButton;
    removeButton_->setText(tr("Remove"));
    removeButton_->setToolTip(tr("Remove the selected host"));

    auto* hint = new QLabel(tr("Each host must run “fio --server” (port 8765 unless given); the targets are then "
                               "paths on the hosts. No host: fio runs on this machine."));
    hint->setObjectName(QStringLiteral("hostsHint"));
    hint->setWordWrap(true);

    auto* addRow = new QHBoxLayout;
    addRow->addWidget(add_, 1);
    addRow->addWidget(addButton_);
    addRow->addWidget(removeButton_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(list_);
    layout->addLayout(addRow);
    layout->addWidget(hint);

    connect(add_, &QLineEdit::returnPressed, this, &FioHostList::addHost);
    connect(add_, &QLineEdit::textChanged, this, &FioHostList::updateButtons);
    connect(addButton_, &QToolButton::clicked, this, &FioHostList::addHost);
    connect(removeButton_, &QToolButton::clicked, this, &FioHostList::removeHost);
    connect(list_, &QListWidget::itemChanged, this, &FioHostList::onEdited);
    connect(list_, &QListWidget::currentRowChanged, this, &FioHostList::updateButtons);
    updateButtons();
}

QStringList FioHostList::hosts() const
{
    QStringList hosts;
    for (int row = 0; row < list_->count(); ++row)
        hosts << list_->item(row)->text().trimmed();
    return hosts;
}

void FioHostList::setHosts(const QStringList& hosts)
{
    if (hosts == this->hosts())
        return;
    filling_ = true;
    list_->clear();
    for (const QString& host : hosts) {
        auto* item = new QListWidgetItem(host, list_);
        item->setFlags(item->flags() | Qt::ItemIsEditable);
    }
    filling_ = false;
    markProblems();
    updateButtons();
}

QString FioHostList::firstProblem() const
{
    const QStringList all = hosts();
    for (qsizetype i = 0; i < all.size(); ++i) {
        if (QString p = hostProblem(all[i]); !p.isEmpty())
            return p;
        if (all.indexOf(all[i]) < i)
            return tr("“%1” is listed twice").arg(all[i]);
    }
    return {};
}

void FioHostList::setReadOnly(bool readOnly)
{
    readOnly_ = readOnly;
    add_->setReadOnly(readOnly);
    add_->setEnabled(!readOnly);
    list_->setEnabled(!readOnly);
    list_->setEditTriggers(readOnly ? QAbstractItemView::NoEditTriggers
                                    : QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                                          | QAbstractItemView::SelectedClicked);
    updateButtons();
}

void FioHostList::addHost()
{
    const QString host = add_->text().trimmed();
    if (readOnly_ || host.isEmpty())
        return;
    filling_ = true;
    auto* item = new QListWidgetItem(host, list_);
    item->setFlags(item->flags() | Qt::ItemIsEditable);
    filling_ = false;
    list_->setCurrentItem(item);
    add_->clear();
    onEdited();
}

void FioHostList::removeHost()
{
    if (readOnly_ || !list_->currentItem())
        return;
    delete list_->takeItem(list_->currentRow());
    onEdited();
}

void FioHostList::onEdited()
{
    if (filling_)
        return;
    markProblems();
    updateButtons();
    Q_EMIT changed();
}

void FioHostList::markProblems()
{
    const QSignalBlocker blocker(list_);  // icons and tooltips are no edits
    const QStringList all = hosts();
    const QIcon warning =
        QIcon::fromTheme(QStringLiteral("dialog-warning"), style()->standardIcon(QStyle::SP_MessageBoxWarning));
    for (int row = 0; row < list_->count(); ++row) {
        QString problem = hostProblem(all[row]);
        if (problem.isEmpty() && all.indexOf(all[row]) < row)
            problem = tr("“%1” is listed twice").arg(all[row]);
        QListWidgetItem* item = list_->item(row);
        item->setIcon(problem.isEmpty() ? QIcon() : warning);
        item->setToolTip(problem);
    }
}

void FioHostList::updateButtons()
{
    addButton_->setEnabled(!readOnly_ && !add_->text().trimmed().isEmpty());
    removeButton_->setEnabled(!readOnly_ && list_->currentItem() != nullptr);
}

}  // namespace surfio
