#pragma once

#include "job_result.h"

#include <QDialog>

class QChart;
class QChartView;

namespace surfio {

// The drill-down of one point: its own time series over the run (IOPS and
// latency per interval) and its latency histogram, log-scaled, read and write,
// with the percentiles marked — why the point is where it is.
class PointDetail : public QDialog {
    Q_OBJECT
public:
    explicit PointDetail(const JobResult& point, int index, QWidget* parent = nullptr);

private:
    QWidget* makeHeader(const JobResult& point, int index);
    QChartView* makeTimeChart(const JobResult& point);
    QChartView* makeHistogramChart(const JobResult& point);
};

} // namespace surfio
