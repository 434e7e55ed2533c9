#pragma once

#include "core/plot/metric_scale.h"
#include "core/plot/surface_grid.h"
#include "render/chart_export.h"
#include "ui/surface/surface_roof.h"

#include <QList>
#include <QWidget>

#include <vector>

class Q3DSurface;
class QPixmap;
class QSurface3DSeries;

namespace surfio {

class SurfaceOverlays;

// A slice as a 3D surface (Qt Data Visualization's Q3DSurface): X the block
// size on a base-2 log axis labelled in KiB and MiB (splits by name past the
// largest size), Z the read %, Y the metric from zero to the scale's top,
// coloured by the metric gradient. The fitted roof lies over it as red
// wireframe pieces, a volume's promised roof as a dark one, compared runs as translucent surfaces. The axis labels
// are fitted to the view's size so they read at the application's font
// size. Only where OpenGL is: create() says whether it is.
class SurfaceGraph : public QWidget {
    Q_OBJECT
public:
    // Null without an OpenGL context (offscreen, no GL driver).
    static SurfaceGraph* create(QWidget* parent);

    // Draws the slice's measured rows and columns (SurfaceGrid::measuredBlock;
    // nothing until they make 2 × 2), the fitted roof's pieces, the
    // promised roof (empty: none) and the runs of overlays matching the
    // slice; returns the overlays' legend, empty without any. The axes span
    // the whole slice, so the box stays put while the surface grows.
    QString show(const SurfaceGrid::Slice& slice, SurfaceMetric metric, const MetricScale& scale,
                 const std::vector<RoofPatch>& roof, const RoofPatch& promised, SurfaceOverlays& overlays);
    bool drawsAny() const { return !drawn_.rows.empty(); }
    void clear(SurfaceOverlays& overlays);  // the roof and the overlays off, the measured surface kept

    void select(int row, int column);  // of the slice; -1: none. Not sent back as pointPicked.

    void setCamera(int preset);  // a Q3DCamera::CameraPreset
    void resetZoom();            // the first zoom, centred
    void setShowcase();          // a booth's zoom: the surface fills its place
    void turn(float degrees);    // about the vertical axis (a demo's slow turn)
    bool isWindow(const QObject* object) const;

    // The surface in an export's colours with its labels at the export's tick size.
    QImage render(const QSize& size, const ChartLook& look);
    // QWidget::grab() of a window leaves the OpenGL surface blank: this paints
    // the rendered surface into a grab of window, where it sits on screen.
    void paintInto(QPixmap& windowGrab, const QWidget* window) const;

Q_SIGNALS:
    void pointPicked(int row, int column);  // of the slice; -1, -1: none
    void doubleClicked();                   // the press before it picked the point

protected:
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    SurfaceGraph(Q3DSurface* graph, QWidget* parent);
    void setUpAxes();
    void setUpSeries();
    void setAxes(const SurfaceGrid::Slice& slice, const MetricScale& scale);
    void drawRoof(const std::vector<RoofPatch>& roof, const QColor& colour);
    void fitLabelFont();  // the labels at the application's font size for the view's size
    // A label font whose digits' ink is digitsHeight pixels in a view of this size.
    QFont labelFontFor(const QSize& view, double digitsHeight, const QFont& base) const;
    void pointChanged(const QPoint& position);

    Q3DSurface* graph_ = nullptr;
    QWidget* container_ = nullptr;
    QSurface3DSeries* series_ = nullptr;
    QList<QSurface3DSeries*> roofSeries_;
    SurfaceGrid::Block drawn_;  // the slice's rows and columns in the series
    bool quiet_ = false;        // selection changes made here, not by the person
};

}  // namespace surfio
