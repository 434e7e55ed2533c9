#include "ui/widgets/metric_box.h"

#include <QStandardItemModel>

namespace surfio {

MetricBox::MetricBox(QWidget* parent)
    : QComboBox(parent)
{
    setObjectName(QStringLiteral("metric"));
    addItem(tr("IOPS (reads + writes)"));
    addItem(tr("MB/s (reads + writes)"));
    addItem(tr("Mean latency"));
    addItem(tr("p99 latency"));
    setToolTip(tr("Latency counts reads and writes together: the mean over all I/Os (weighted by "
                  "their number) and the 99th percentile of all I/Os, so a mixed point is judged "
                  "by every I/O it did."));
}

void MetricBox::setHostChosen(bool chosen)
{
    QStandardItem* p99 = qobject_cast<QStandardItemModel*>(model())->item(int(SurfaceMetric::P99Latency));
    p99->setEnabled(!chosen);
    p99->setToolTip(chosen ? tr("fio's client mode gives each host's mean latency only: choose all hosts for the p99")
                           : QString());
    if (chosen && metric() == SurfaceMetric::P99Latency)
        setMetric(SurfaceMetric::MeanLatency);
}

}  // namespace surfio
