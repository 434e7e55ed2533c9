#pragma once

#include "job_result.h"

#include <QList>
#include <QWidget>

namespace surfio {

// Live charts (Qt Charts) of IOPS (read and write), MB/s and latency (mean
// and p99) against elapsed seconds, with point boundaries marked. Keeps every
// sample, but the series get a decimated copy (about twice the plot width)
// through QXYSeries::replace on a 10 Hz timer, so hours of samples keep the UI
// smooth and the series small.
class LiveView : public QWidget {
    Q_OBJECT
public:
    explicit LiveView(QWidget* parent = nullptr);

    void clear();
    void beginPoint(int index, const JobSpec& spec);
    void addSamples(int index, const QList<IntervalSample>& samples);
    // Shows a finished run again (samples from each point's result).
    void setResults(const QList<JobResult>& points);

    bool exportImage(const QString& path) const;   // .png or .svg by suffix
};

} // namespace surfio
