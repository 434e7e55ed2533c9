#pragma once

#include "core/plot/metric_scale.h"

#include <QComboBox>

namespace surfio {

// The metric a surface or its charts plot upwards: IOPS, MB/s, mean or p99
// latency of reads and writes together. One host's share (fio's client
// mode) has no histogram, so no p99: with a host chosen the p99 is not
// offered, and a view showing it turns to the mean.
class MetricBox : public QComboBox {
    Q_OBJECT
public:
    explicit MetricBox(QWidget* parent = nullptr);

    SurfaceMetric metric() const { return SurfaceMetric(std::max(0, currentIndex())); }
    void setMetric(SurfaceMetric metric) { setCurrentIndex(int(metric)); }
    void setHostChosen(bool chosen);
};

}  // namespace surfio
