#pragma once

#include "core/engine/job_spec.h"
#include "core/plot/metric_scale.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

class QChart;

namespace surfio {

// The points of a run side by side, for a matrix that has no surface to
// show yet or ever (each slice one block size and one mix: queue depths,
// patterns, job counts): the metric as bars, in groups along what varies
// most among the points (queue depth, block size, job count or the
// workload), one colour for each combination of the rest. A point not
// measured yet has no bar; its group is there from the start, so the chart
// fills in without moving. Drawn for the booth demo's face.
class PointsChart {
    Q_DECLARE_TR_FUNCTIONS(surfio::PointsChart)
public:
    struct Point {
        JobSpec spec;
        std::optional<double> value;  // raw: IOPS, MB/s or ns; none until measured
    };

    // A new chart; the caller owns it. Its legend names the colours only
    // when there are several.
    static QChart* bars(const std::vector<Point>& points, SurfaceMetric metric);
    // The groups along the x axis, in their order ("QD 1", "QD 8"…).
    static QStringList groups(const std::vector<Point>& points);
};

}  // namespace surfio
