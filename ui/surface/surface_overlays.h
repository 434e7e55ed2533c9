#pragma once

#include "core/compare/point_match.h"
#include "core/plot/metric_scale.h"
#include "core/plot/surface_grid.h"
#include "core/result/result_set.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <vector>

class Q3DSurface;
class QSurface3DSeries;

namespace surfio {

// Saved results drawn over the Surface tab's surface (File → Compare
// with…): for the slice on show, each run's slice of the same pattern,
// depth, jobs and rate (but the keys not matched on), as a translucent surface in its own colour (Okabe
// and Ito's, one a run) with its wireframe, so the shown run's gradient
// stays readable under it. A run without that slice, or with fewer than
// 2 × 2 measured cells in it, is left out and the legend says so.
class SurfaceOverlays {
    Q_DECLARE_TR_FUNCTIONS(SurfaceOverlays)
public:
    // keys: what a slice is matched on (the Compare tab's): without iodepth
    // a run at another queue depth is drawn over this one, and so on.
    void setRuns(const QList<ResultSet>& runs, const QStringList& names, const QList<SpecKey>& keys);
    bool empty() const { return grids_.empty(); }

    // The largest raw value of the runs' slices matching `slice`: the
    // height axis must hold them too.
    double largest(const SurfaceGrid::Slice& slice, SurfaceMetric metric) const;
    // Adds one series a run over `slice`; returns the legend as rich text
    // ("■ B: new.json"), naming the runs left out and why.
    QString draw(Q3DSurface* graph, const SurfaceGrid::Slice& slice, SurfaceMetric metric, const MetricScale& scale);
    void clear(Q3DSurface* graph);

    static QColor colour(int run);  // of later run `run` (1 = B)

private:
    const SurfaceGrid::Slice* match(size_t run, const SurfaceGrid::Slice& slice) const;

    std::vector<SurfaceGrid> grids_;
    QStringList names_;
    QList<SpecKey> keys_;
    QList<QSurface3DSeries*> series_;
};

}  // namespace surfio
