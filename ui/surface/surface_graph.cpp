#include "ui/surface/surface_graph.h"

#include "core/plot/nice_numbers.h"
#include "render/metric_gradient.h"
#include "ui/surface/block_size_axis_formatter.h"
#include "ui/surface/surface_overlays.h"

#include <Q3DCamera>
#include <Q3DSurface>
#include <Q3DTheme>
#include <QFontMetricsF>
#include <QLinearGradient>
#include <QLocale>
#include <QPainter>
#include <QScopedValueRollback>
#include <QSurface3DSeries>
#include <QSurfaceDataProxy>
#include <QVBoxLayout>
#include <QValue3DAxis>

#include <algorithm>
#include <cmath>

namespace surfio {

namespace {

// Percent of Qt's default distance: larger, the near corner and its labels
// fall outside the frame in the iso view; smaller, the labels crowd the box.
constexpr float kDefaultZoom = 80;
constexpr float kShowcaseZoom = 115;  // a booth's surface fills its place; no one reads the wall labels there

// Qt DataVisualization draws a label texture (0.05 + point size / 500) scene
// units high; measured on this view at zoom 80 in an orthographic view, a
// digit's ink is then kLabelInk × that × the view's width (or 1.5 × its
// height, whichever is less) pixels, in proportion to the zoom.
constexpr double kLabelInk = 0.15;
constexpr double kLabelHeightPerWidth = 1.5;
// A little over the application's own digits, for rounding and for labels
// turned towards the viewer (tst_surface_view_gl measures the smallest).
constexpr double kLabelMargin = 1.15;
constexpr int kMostHeightSegments = 5;
constexpr double kMostLabelledOctaves = 5;
// Horizontal over vertical scale; Qt's 2 leaves the height axis too short
// for labels that can be read.
constexpr float kGraphAspectRatio = 1.4f;

int indexOf(const std::vector<int>& list, int value)
{
    const auto it = std::find(list.begin(), list.end(), value);
    return it == list.end() ? -1 : int(it - list.begin());
}

}  // namespace

SurfaceGraph* SurfaceGraph::create(QWidget* parent)
{
    auto* graph = new Q3DSurface;
    // Without a context (offscreen, no GL driver) every further call on the
    // graph crashes; deleting it is the one safe thing left.
    if (!graph->hasContext()) {
        delete graph;
        return nullptr;
    }
    return new SurfaceGraph(graph, parent);
}

SurfaceGraph::SurfaceGraph(Q3DSurface* graph, QWidget* parent)
    : QWidget(parent)
    , graph_(graph)
{
    setObjectName(QStringLiteral("surface"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    graph_->setShadowQuality(QAbstract3DGraph::ShadowQualityNone);
    graph_->setSelectionMode(QAbstract3DGraph::SelectionItem);
    graph_->setLocale(QLocale());
    // Left at 0 the X:Z ratio follows the data ranges (bytes against percent),
    // which flattens the read % axis to a sliver.
    graph_->setHorizontalAspectRatio(1.0);
    graph_->setAspectRatio(kGraphAspectRatio);
    // Read like a chart: grid lines straight, and labels as large at the far
    // corner as at the near one (perspective halves the far ones).
    graph_->setOrthoProjection(true);
    Q3DTheme* theme = graph_->activeTheme();
    theme->setType(Q3DTheme::ThemeQt);
    // The default strong spot light whitens any face turned to it, and the
    // colour scale is the point: more ambient, less spot.
    theme->setAmbientLightStrength(0.6f);
    theme->setLightStrength(2.0f);
    // Boxes around labels read as clutter at a size that can be read.
    theme->setLabelBackgroundEnabled(false);
    theme->setLabelBorderEnabled(false);
    setUpAxes();
    setUpSeries();
    graph_->installEventFilter(this);

    container_ = QWidget::createWindowContainer(graph_, this);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(container_);
    graph_->scene()->activeCamera()->setZoomLevel(kDefaultZoom);
    setCamera(Q3DCamera::CameraPresetIsometricRight);
}

void SurfaceGraph::setUpAxes()
{
    auto* x = new QValue3DAxis;
    x->setFormatter(new BlockSizeAxisFormatter(x));
    x->setTitle(tr("Block size"));
    x->setTitleVisible(true);
    auto* y = new QValue3DAxis;
    y->setTitleVisible(true);
    auto* z = new QValue3DAxis;
    z->setTitle(tr("Read %"));
    z->setTitleVisible(true);
    z->setLabelFormat(QStringLiteral("%.0f"));
    for (QValue3DAxis* axis : {x, y, z}) {
        axis->setLabelAutoRotation(90);  // face the viewer: flat on the floor they cannot be read
        axis->setTitleFixed(false);      // the titles too: fixed, a title seen along its axis turns edge-on
    }
    graph_->setAxisX(x);
    graph_->setAxisY(y);
    graph_->setAxisZ(z);
}

void SurfaceGraph::setUpSeries()
{
    series_ = new QSurface3DSeries;
    graph_->addSeries(series_);
    // After addSeries: adding applies the theme's colours over the series' own.
    series_->setDrawMode(QSurface3DSeries::DrawSurfaceAndWireframe);
    QLinearGradient gradient;
    gradient.setStops(metricGradientStops());
    series_->setBaseGradient(gradient);
    series_->setColorStyle(Q3DTheme::ColorStyleRangeGradient);
    // The picked point's figures are in the readout below, at a size that reads.
    series_->setItemLabelVisible(false);
    connect(series_, &QSurface3DSeries::selectedPointChanged, this, &SurfaceGraph::pointChanged);
}

QString SurfaceGraph::show(const SurfaceGrid::Slice& slice, SurfaceMetric metric, const MetricScale& scale,
                           const std::vector<RoofPatch>& roof, const RoofPatch& promised, SurfaceOverlays& overlays)
{
    clear(overlays);
    drawn_ = SurfaceGrid::measuredBlock(slice);
    if (drawn_.rows.size() < 2 || drawn_.columns.size() < 2)
        drawn_ = {};
    auto* array = new QSurfaceDataArray;
    array->reserve(qsizetype(drawn_.rows.size()));
    for (int r : drawn_.rows) {
        auto* row = new QSurfaceDataRow(qsizetype(drawn_.columns.size()));
        for (size_t i = 0; i < drawn_.columns.size(); ++i) {
            const int c = drawn_.columns[i];
            const float y = float(scale.shown(slice.at(r, c).figures->value(metric)));
            (*row)[qsizetype(i)].setPosition(
                QVector3D(float(slice.positions[size_t(c)]), y, float(slice.readPercents[size_t(r)])));
        }
        array->append(row);
    }
    series_->dataProxy()->resetArray(array);
    setAxes(slice, scale);
    drawRoof(roof, roofColor());
    if (!promised.empty())
        drawRoof({promised}, promisedColor());
    fitLabelFont();
    return overlays.empty() ? QString() : overlays.draw(graph_, slice, metric, scale);
}

void SurfaceGraph::setAxes(const SurfaceGrid::Slice& slice, const MetricScale& scale)
{
    graph_->axisX()->setRange(float(slice.positions.front()), float(slice.positions.back()));
    BlockSizeAxisFormatter::SplitLabels splits;
    for (int c = 0; c < slice.columns(); ++c)
        if (slice.isSplit(c))
            splits.emplace_back(slice.positions[size_t(c)], slice.columnName(c));
    auto* sizes = static_cast<BlockSizeAxisFormatter*>(graph_->axisX()->formatter());
    sizes->setSplitLabels(splits);
    // A label per octave crowds once labels are as large as the window's text.
    const double octaves = std::log2(slice.positions.back() / slice.positions.front());
    sizes->setBase(octaves > kMostLabelledOctaves && !slice.hasSplits() ? 4.0 : 2.0);  // a split sits one octave on
    graph_->axisZ()->setRange(float(slice.readPercents.front()), float(slice.readPercents.back()));
    // From zero: heights compare as ratios, and the colours match the heat map's.
    QValue3DAxis* y = graph_->axisY();
    y->setTitle(scale.title());
    y->setRange(0, float(scale.top()));
    // Fewer ticks than the colour scale: the height axis is short in the scene
    // and its labels are as large as the application's text.
    const double step = niceStep(scale.top(), kMostHeightSegments);
    y->setSegmentCount(std::max(1, int(std::lround(scale.top() / step))));
    y->setLabelFormat(scale.labelFormat());
}

// One surface series per piece of roof, wireframe in its colour over the measured surface.
void SurfaceGraph::drawRoof(const std::vector<RoofPatch>& roof, const QColor& colour)
{
    for (const RoofPatch& patch : roof) {
        auto* array = new QSurfaceDataArray;
        for (const std::vector<QVector3D>& points : patch) {
            auto* row = new QSurfaceDataRow(qsizetype(points.size()));
            for (size_t i = 0; i < points.size(); ++i)
                (*row)[qsizetype(i)].setPosition(points[i]);
            array->append(row);
        }
        auto* series = new QSurface3DSeries;
        series->dataProxy()->resetArray(array);
        graph_->addSeries(series);
        // After addSeries, as for the measured one: the theme's colours go first.
        // A net only: a sheet, even translucent, renders opaque under the
        // theme's lighting here and hides the surface.
        series->setDrawMode(QSurface3DSeries::DrawWireframe);
        series->setWireframeColor(colour);
        series->setBaseColor(colour);
        series->setColorStyle(Q3DTheme::ColorStyleUniform);
        series->setItemLabelVisible(false);
        roofSeries_.append(series);
    }
}

void SurfaceGraph::clear(SurfaceOverlays& overlays)
{
    for (QSurface3DSeries* series : std::as_const(roofSeries_)) {
        graph_->removeSeries(series);
        delete series;
    }
    roofSeries_.clear();
    overlays.clear(graph_);
}

void SurfaceGraph::select(int row, int column)
{
    const QScopedValueRollback quiet(quiet_, true);
    const int r = indexOf(drawn_.rows, row);
    const int c = indexOf(drawn_.columns, column);
    series_->setSelectedPoint(r >= 0 && c >= 0 ? QPoint(r, c) : QSurface3DSeries::invalidSelectionPosition());
}

void SurfaceGraph::pointChanged(const QPoint& position)
{
    if (quiet_)
        return;
    const int row = position.x();
    const int column = position.y();
    if (row < 0 || column < 0 || size_t(row) >= drawn_.rows.size() || size_t(column) >= drawn_.columns.size())
        Q_EMIT pointPicked(-1, -1);
    else
        Q_EMIT pointPicked(drawn_.rows[size_t(row)], drawn_.columns[size_t(column)]);
}

void SurfaceGraph::setCamera(int preset)
{
    graph_->scene()->activeCamera()->setCameraPreset(Q3DCamera::CameraPreset(preset));
}

void SurfaceGraph::resetZoom()
{
    Q3DCamera* camera = graph_->scene()->activeCamera();
    camera->setZoomLevel(kDefaultZoom);
    camera->setTarget(QVector3D());
}

void SurfaceGraph::setShowcase()
{
    graph_->scene()->activeCamera()->setZoomLevel(kShowcaseZoom);
    fitLabelFont();
}

void SurfaceGraph::turn(float degrees)
{
    Q3DCamera* camera = graph_->scene()->activeCamera();
    camera->setXRotation(camera->xRotation() + degrees);  // wraps past 180° (wrapXRotation)
}

bool SurfaceGraph::isWindow(const QObject* object) const
{
    return object && object == graph_;
}

// The theme in the export's colours and its labels at the export's tick
// size for the time of the render; the view on screen keeps its own.
QImage SurfaceGraph::render(const QSize& size, const ChartLook& look)
{
    Q3DTheme* theme = graph_->activeTheme();
    const QFont font = theme->font();
    const QColor background = theme->backgroundColor();
    const QColor window = theme->windowColor();
    const QColor labelText = theme->labelTextColor();
    const QColor grid = theme->gridLineColor();
    const double digits = QFontMetricsF(look.tick).tightBoundingRect(QStringLiteral("0123456789")).height();
    theme->setFont(labelFontFor(size, digits, look.tick));
    theme->setBackgroundColor(look.plotBackground);
    theme->setWindowColor(look.background);
    theme->setLabelTextColor(look.text);
    theme->setGridLineColor(look.grid);
    QImage image = graph_->renderToImage(4, size);
    theme->setFont(font);
    theme->setBackgroundColor(background);
    theme->setWindowColor(window);
    theme->setLabelTextColor(labelText);
    theme->setGridLineColor(grid);
    return image;
}

void SurfaceGraph::paintInto(QPixmap& windowGrab, const QWidget* window) const
{
    if (!isVisible())
        return;
    const qreal ratio = windowGrab.devicePixelRatio();
    const QImage image = graph_->renderToImage(0, size() * ratio);
    if (image.isNull())
        return;
    QPainter painter(&windowGrab);
    painter.drawImage(QRect(mapTo(window, QPoint(0, 0)), size()), image);
}

void SurfaceGraph::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitLabelFont();
}

bool SurfaceGraph::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == graph_ && event->type() == QEvent::MouseButtonDblClick)
        Q_EMIT doubleClicked();
    return QWidget::eventFilter(watched, event);
}

void SurfaceGraph::fitLabelFont()
{
    const double digits = QFontMetricsF(font()).tightBoundingRect(QStringLiteral("0123456789")).height();
    const QFont labels = labelFontFor(size(), digits, font());
    Q3DTheme* theme = graph_->activeTheme();
    if (theme->font() != labels)
        theme->setFont(labels);
}

QFont SurfaceGraph::labelFontFor(const QSize& view, double digitsHeight, const QFont& base) const
{
    QFont labels = base;
    const double span = std::min(double(view.width()), kLabelHeightPerWidth * view.height());
    if (span < 1)
        return graph_->activeTheme()->font();
    const double zoom = graph_->scene()->activeCamera()->zoomLevel() / 80.0;
    const double sceneHeight = kLabelMargin * digitsHeight / (kLabelInk * span * zoom);
    labels.setPointSizeF(std::clamp(500 * (sceneHeight - 0.05), 1.0, 200.0));
    return labels;
}

}  // namespace surfio
