#pragma once

#include "core/analysis/analysis.h"
#include "core/matrix/matrix.h"
#include "core/plot/metric_scale.h"
#include "core/plot/surface_grid.h"
#include "core/result/result_set.h"
#include "render/chart_export.h"
#include "ui/surface/surface_overlays.h"
#include "ui/surface/surface_roof.h"

#include <QSize>
#include <QStringList>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QImage;
class QPixmap;
class QLabel;
class QLayout;
class QPushButton;
class QStackedWidget;

namespace surfio {

class ColorScaleBar;
class FlatSliceView;
class SurfaceGraph;
class HostSelector;
class MetricBox;
class ShownResult;

// The block size × read % × metric surface (Q3DSurface): X = block size on a
// base-2 log axis labelled in KiB/MiB, Z = read %, Y = IOPS, MB/s, mean or
// p99 latency (a selector). Fills in as runs finish, each cell the mean of its
// point's runs; a split (fio's bssplit) gets a column of its own past the
// largest block size, named after the split. A matrix with one block
// size or one mix gets a 2D chart instead; without an OpenGL context, a 2D
// heat-map table of the same data; a slice of one point says so in words: a
// dot on a surface tells nothing (flat_slice_view.h, the 2D tab's charts). A
// matrix with several patterns, depths or job counts gets a selector for
// which slice to show.
//
// Axis labels are Q3DTheme textures whose size on screen follows the view's
// size and the theme's font size: the font is fitted to the view so the
// labels read at the application's font size. The colour scale and the
// figures of the point picked are plain widgets. A result from several
// fio hosts gets a selector for their sum or one host's share (host_results.h);
// one host has no p99 to show.
//
// Given the limits fitted to the result (setLimits), a line under the chart
// says what each mix of the slice is bound by, and a toggle draws the fitted
// roof over the measured points (surface_roof.h): a wireframe over the
// surface, a dashed line on a block-size chart; for latency, a wall at the
// crossover block size. A result with a volume's promise (Matrix::volume)
// gets a second toggle for the promised roof beside the fitted one, in its
// own colour and named in a legend.
class SurfaceView : public QWidget {
    Q_OBJECT
public:
    using Metric = SurfaceMetric;

    // The view of the result on show: its cells, the point picked, the host
    // chosen, the limits of its analysis and the runs compared with it
    // (translucent over the 3D surface, surface_overlays.h) follow shown.
    explicit SurfaceView(ShownResult* shown, QWidget* parent = nullptr);

    bool roofShown() const;      // the toggle is on and the slice has a roof to draw
    bool promisedShown() const;  // the same for the promised roof

    Metric currentMetric() const;  // not metric(): QWidget::metric() is a virtual
    void setMetric(Metric metric);
    bool hasOpenGL() const;
    // Whether the 3D surface is on show with something drawn: measured
    // points that form a 2 × 2 grid or more.
    bool drawsSurface() const;
    // The chart on show for an export (chart_export.h): the 3D surface rendered
    // at the room's size with its labels at the export's tick size, and its
    // colour scale; the 2D chart or heat map in the export's look. No plot
    // when nothing is measured.
    ChartFigure figure();
    // A booth's view (--demo): the pages and the colour scale only, without
    // the controls and readouts, which no one reads from three metres.
    void setShowcase();
    // Turns the 3D view about its vertical axis (a demo's slow turn); nothing
    // without a 3D surface.
    void turnCamera(float degrees);
    // Whether object is the 3D surface's window: a person touching the surface.
    bool isSurfaceWindow(const QObject* object) const;
    // The figure alone (no title, no caption) as a PNG of this size: --surface-png.
    bool exportPng(const QString& path, const QSize& size);
    JobSpec sliceSpec() const;  // the slice on show (pattern, depth, jobs), for a title
    // QWidget::grab() of a window leaves the OpenGL surface blank: this paints
    // the rendered surface into a grab of window, where it sits on screen.
    void paintSurfaceInto(QPixmap& windowGrab, const QWidget* window) const;

Q_SIGNALS:
    // The person double-clicked a point: its details are asked for.
    void pointActivated(int index);

private:
    enum class Page { Empty, OnePoint, Surface, HeatMap, Chart };

    QLayout* buildControls();
    QLayout* buildPages();
    QLayout* buildReadouts();
    void connectControls();
    void connectPages();
    void followShown();
    void beginRun();
    void addRun(int at);  // of the shown result's runs
    void finishRun();
    void showResult();
    void showPicked(int index);
    void resetCamera();
    void rebuildSliceBox();
    void updateHosts();  // the selector follows the runs' hosts
    void showHost();     // the cells as the host chosen did them
    void refresh();
    void updateRoofBox(const SurfaceGrid::Slice& slice);
    QString roofUnavailable(const SurfaceGrid::Slice& slice) const;  // why no roof can be drawn; empty: it can
    void updatePromisedBox(const SurfaceGrid::Slice& slice);
    QString promisedUnavailable(const SurfaceGrid::Slice& slice) const;
    const VolumePromise& promise() const;
    // The 3D roofs' colours named, rich text: the promised roof's, and the
    // fitted one's before it when fitted (drawn too).
    QString roofLegend(const SurfaceGrid::Slice& slice, bool fitted) const;
    QString promisedName(const SurfaceGrid::Slice& slice) const;  // its legend: figures, and whether cut at the top
    void updateVerdict();
    int limitsIndexOf(const LimitsGroup& group) const;
    void showSurface(const SurfaceGrid::Slice& slice);
    void updateHint();
    void applySelection();
    void updateStatus();
    void updateSelectionLabel();
    void surfacePointPicked(int row, int column);  // of the slice shown; -1: none
    void setCamera(int choice);                    // an index of the camera box
    Page page() const;

    MetricScale scaleOf(const SurfaceGrid::Slice& slice) const;   // its unit and round top for the slice's values
    double rawValue(const SurfaceGrid::Figures& figures) const;   // IOPS, MB/s or ns
    double plotValue(const SurfaceGrid::Figures& figures) const;  // in scale_'s unit
    QString figureText(const SurfaceGrid::Figures& figures) const;
    QString pointText(int index) const;  // "#3: 4 KiB, 50 % read: 1.2 ms"; empty when not shown here
    const SurfaceGrid::Slice* currentSlice() const;

    ShownResult* shown_;
    Metric metric_ = Metric::Iops;
    MetricScale scale_;  // of the slice shown
    int slice_ = 0;
    bool followRun_ = true;    // show the slice the run is in until the person picks one
    bool quiet_ = false;       // selection changes made here, not by the person
    SliceLimits sliceLimits_;  // of the slice shown, on all hosts

    bool showcase_ = false;  // setShowcase()
    QWidget* controlRow_ = nullptr;
    QWidget* readoutRow_ = nullptr;
    MetricBox* metricBox_ = nullptr;
    HostSelector* hostSelector_ = nullptr;
    QLabel* sliceLabel_ = nullptr;
    QComboBox* sliceBox_ = nullptr;
    QLabel* cameraLabel_ = nullptr;
    QComboBox* cameraBox_ = nullptr;
    QPushButton* resetCamera_ = nullptr;
    QCheckBox* roofBox_ = nullptr;
    QCheckBox* promisedBox_ = nullptr;  // hidden without a promise
    QStackedWidget* pages_ = nullptr;
    QLabel* emptyPage_ = nullptr;
    ColorScaleBar* scaleBar_ = nullptr;
    FlatSliceView* flat_ = nullptr;
    SurfaceGraph* graph_ = nullptr;  // null without OpenGL
    QLabel* status_ = nullptr;
    QLabel* selection_ = nullptr;
    QLabel* hint_ = nullptr;
    QLabel* verdict_ = nullptr;
    QLabel* overlayLegend_ = nullptr;
    SurfaceOverlays overlays_;
};

}  // namespace surfio
