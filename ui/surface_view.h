#pragma once

#include "matrix.h"
#include "result_set.h"

#include <QSize>
#include <QWidget>

namespace surfio {

// The block size × read % × metric surface (Q3DSurface): X = block size on a
// base-2 log axis labelled in KiB/MiB, Z = read %, Y = IOPS, MB/s, mean or
// p99 latency (a selector). Fills in as points finish. A matrix with one block
// size or one mix gets a 2D chart instead; without an OpenGL context, a 2D
// heat-map table of the same data. A matrix with several patterns, depths or
// job counts gets a selector for which slice to show.
class SurfaceView : public QWidget {
    Q_OBJECT
public:
    enum class Metric { Iops, Bandwidth, MeanLatency, P99Latency };

    explicit SurfaceView(QWidget* parent = nullptr);

    void setMatrix(const Matrix& matrix);       // a new run: axes from the matrix, no data
    void addPoint(int index, const JobResult& result);
    void setResults(const ResultSet& results);  // a saved run: matrix from its points
    void selectPoint(int index);                // -1: none

    Metric metric() const;
    void setMetric(Metric metric);
    bool hasOpenGL() const;
    bool exportPng(const QString& path, const QSize& size);

Q_SIGNALS:
    void pointSelected(int index);
};

} // namespace surfio
