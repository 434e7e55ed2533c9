#include "ui/views/host_selector.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>

namespace surfio {

HostSelector::HostSelector(QWidget* parent)
    : QWidget(parent)
{
    box_ = new QComboBox;
    box_->setObjectName(QStringLiteral("host"));
    box_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    box_->setToolTip(tr("fio ran each point on several hosts at once: their sum, or what one host did. One host's "
                        "latency is the mean of its jobs' means, weighted by their I/Os; its percentiles are not "
                        "known."));
    auto* label = new QLabel(tr("Host:"));
    label->setBuddy(box_);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(label);
    layout->addWidget(box_);
    setHosts({});

    connect(box_, &QComboBox::activated, this, [this] { Q_EMIT hostChanged(host()); });
}

void HostSelector::setHosts(const QStringList& hosts)
{
    const QString kept = host();
    hosts_ = hosts;
    const QSignalBlocker blocker(box_);
    box_->clear();
    box_->addItem(tr("All hosts (sum)"), QString());
    for (const QString& h : hosts)
        box_->addItem(h, h);
    box_->setCurrentIndex(std::max(0, box_->findData(kept)));
    setVisible(hosts.size() > 1);
}

QString HostSelector::host() const
{
    return box_->currentData().toString();
}

void HostSelector::setHost(const QString& host)
{
    const QSignalBlocker blocker(box_);
    box_->setCurrentIndex(std::max(0, box_->findData(host)));
}

}  // namespace surfio
