#include "ui/surface/flat_slice_view.h"

#include "render/chart_render.h"
#include "render/slice_chart.h"
#include "ui/models/heat_map_model.h"

#include <QChart>
#include <QChartView>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QPainter>
#include <QScopedValueRollback>
#include <QTableView>

#include <algorithm>
#include <limits>
#include <memory>

namespace surfio {

namespace {

constexpr int kMarkerSize = 9;  // the default dots are too small to click

QColor selectedColor()
{
    return {0xe6, 0x55, 0x0d};  // orange: stands out from the blue line
}

}  // namespace

FlatSliceView::FlatSliceView(QWidget* parent)
    : QStackedWidget(parent)
{
    onePoint_ = new QLabel(this);
    onePoint_->setObjectName(QStringLiteral("onePoint"));
    onePoint_->setAlignment(Qt::AlignCenter);
    onePoint_->setWordWrap(true);
    onePoint_->setMargin(24);
    addWidget(onePoint_);
    connect(onePoint_, &QLabel::linkActivated, this, [this] {
        if (slice_.measuredCount() > 0)
            Q_EMIT pointActivated(slice_.at(0, 0).pointIndex);
    });

    heatModel_ = new HeatMapModel(this);
    heatMap_ = new QTableView(this);
    heatMap_->setObjectName(QStringLiteral("heatMap"));
    heatMap_->setModel(heatModel_);
    heatMap_->setSelectionMode(QAbstractItemView::SingleSelection);
    heatMap_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    heatMap_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    heatMap_->verticalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    heatMap_->setToolTip(tr("No OpenGL here, so the surface is a table: rows are read %, columns block sizes."));
    addWidget(heatMap_);
    connect(heatMap_->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex& current) {
        if (!quiet_)
            Q_EMIT pointPicked(heatModel_->pointIndex(current));
    });
    connect(heatMap_, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        if (const int point = heatModel_->pointIndex(index); point >= 0)
            Q_EMIT pointActivated(point);
    });

    chartView_ = new QChartView(new QChart, this);
    chartView_->setObjectName(QStringLiteral("chart"));
    chartView_->setRenderHint(QPainter::Antialiasing);
    addWidget(chartView_);
}

void FlatSliceView::showOnePoint(const SurfaceGrid::Slice& slice, const QString& figure)
{
    slice_ = slice;
    const QString where = tr("%1, %2 % read").arg(slice.columnName(0), QLocale().toString(slice.readPercents.front()));
    QString text = tr("<p>One block size and one read mix here (%1): a single point, which a surface cannot show.</p>"
                      "<p>A surface needs two block sizes or more <i>and</i> two read % values or more; a line "
                      "needs two of either. Add them to the matrix in Setup to see how the figures change with "
                      "them.</p>")
                       .arg(where.toHtmlEscaped());
    if (!figure.isEmpty())
        text +=
            tr("<p><b>%1</b></p><p><a href=\"detail\">Show this point's details</a></p>").arg(figure.toHtmlEscaped());
    else
        text += tr("<p>Not measured yet.</p>");
    onePoint_->setText(text);
    setCurrentWidget(onePoint_);
}

void FlatSliceView::showHeatMap(const SurfaceGrid::Slice& slice, SurfaceMetric metric, const MetricScale& scale)
{
    slice_ = slice;
    metric_ = metric;
    scale_ = scale;
    const QScopedValueRollback quiet(quiet_, true);
    heatModel_->setTable(SliceChart::heatMap(slice, metric, scale));
    setCurrentWidget(heatMap_);
    select(selected_);
}

void FlatSliceView::showChart(const SurfaceGrid::Slice& slice, SurfaceMetric metric, const MetricScale& scale,
                              const std::vector<RoofLine>& roof, const RoofLine& promised, const QString& promisedName)
{
    slice_ = slice;
    metric_ = metric;
    scale_ = scale;
    roof_ = roof;
    promised_ = promised;
    promisedName_ = promisedName;
    chartPoints_ = SliceChart::linePoints(slice, 0);
    QChart* old = chartView_->chart();
    chartView_->setChart(newChart());
    delete old;  // released, not deleted, by setChart
    connectChart();
    setCurrentWidget(chartView_);
}

FlatSliceView::Shown FlatSliceView::shown() const
{
    if (currentWidget() == heatMap_)
        return Shown::HeatMap;
    return currentWidget() == chartView_ ? Shown::Chart : Shown::OnePoint;
}

void FlatSliceView::select(int pointIndex)
{
    const QScopedValueRollback quiet(quiet_, true);
    selected_ = pointIndex;
    const QModelIndex index = heatModel_->indexOfPoint(pointIndex);
    if (index.isValid())
        heatMap_->setCurrentIndex(index);
    else
        heatMap_->selectionModel()->clear();
    if (shown() == Shown::Chart)
        markSelected(chartView_->chart());
}

ChartFigure FlatSliceView::figure() const
{
    ChartFigure figure;
    switch (shown()) {
    case Shown::HeatMap:
        figure.colorScale = scale_;
        figure.plot = [table = heatModel_->table()](QPainter& painter, const QRectF& room, const ChartLook& look) {
            paintHeatMap(painter, room, table, look);
        };
        break;
    case Shown::Chart:
        figure.plot = [this](QPainter& painter, const QRectF& room, const ChartLook& look) {
            const std::unique_ptr<QChart> chart(newChart());
            paintChart(painter, room, chart.get(), look);
        };
        break;
    case Shown::OnePoint:
        figure.plot = [this](QPainter& painter, const QRectF& room, const ChartLook& /*look*/) {
            painter.drawImage(room, renderOnePoint(room.size().toSize()));
        };
        break;
    }
    return figure;
}

// The roofs' lines after the measured line, which stays the chart's first:
// the fitted roof dashed, the promised one dash-dotted after it.
QChart* FlatSliceView::newChart() const
{
    QChart* chart = SliceChart::lines(slice_, metric_, scale_);
    auto* line = static_cast<QXYSeries*>(chart->series().at(0));
    line->setMarkerSize(kMarkerSize);
    line->setSelectedColor(selectedColor());
    for (const RoofLine& roof : roof_)
        addRoofSeries(chart, roof, roof.crossover ? tr("Crossover") : tr("Limits roof"),
                      QPen(roofColor(), 2, Qt::DashLine));
    if (!promised_.points.empty())
        addRoofSeries(chart, promised_, promisedName_, QPen(promisedColor(), 2, Qt::DashDotLine));
    markSelected(chart);
    return chart;
}

void FlatSliceView::addRoofSeries(QChart* chart, const RoofLine& roof, const QString& name, const QPen& pen) const
{
    auto* series = new QLineSeries;
    series->setName(name);
    series->setPen(pen);
    QList<QPointF> points;
    for (const QPointF& p : roof.points)
        points.append({SliceChart::octave(p.x()), p.y()});
    series->replace(points);
    const QList<QAbstractAxis*> axes = chart->axes();
    chart->addSeries(series);
    for (QAbstractAxis* axis : axes)
        series->attachAxis(axis);
}

void FlatSliceView::markSelected(QChart* chart) const
{
    auto* series = static_cast<QXYSeries*>(chart->series().value(0));
    if (!series)
        return;
    series->deselectAllPoints();
    const auto it = std::find(chartPoints_.begin(), chartPoints_.end(), selected_);
    if (selected_ >= 0 && it != chartPoints_.end())
        series->selectPoint(int(it - chartPoints_.begin()));
}

void FlatSliceView::connectChart()
{
    auto* series = static_cast<QXYSeries*>(chartView_->chart()->series().at(0));
    connect(series, &QXYSeries::clicked, this, [this](const QPointF& point) {
        if (const int index = nearestChartPoint(point); index >= 0)
            Q_EMIT pointPicked(index);
    });
    connect(series, &QXYSeries::doubleClicked, this, [this](const QPointF& point) {
        if (const int index = nearestChartPoint(point); index >= 0)
            Q_EMIT pointActivated(index);
    });
}

int FlatSliceView::nearestChartPoint(const QPointF& point) const
{
    QChart* chart = chartView_->chart();
    auto* series = static_cast<QXYSeries*>(chart->series().value(0));
    if (!series || chartPoints_.empty())
        return -1;
    // The click lands anywhere on the line: take the point nearest on screen.
    const QPointF clicked = chart->mapToPosition(point, series);
    const QList<QPointF> points = series->points();
    int nearest = 0;
    double best = std::numeric_limits<double>::max();
    for (qsizetype i = 0; i < points.size(); ++i) {
        const QPointF d = chart->mapToPosition(points[i], series) - clicked;
        const double distance = QPointF::dotProduct(d, d);
        if (distance < best) {
            best = distance;
            nearest = int(i);
        }
    }
    return chartPoints_[size_t(nearest)];
}

// A stand-in laid out at the asked size, whether or not the view is on
// screen: scaling the shown page would blur it or change its shape.
QImage FlatSliceView::renderOnePoint(const QSize& size) const
{
    QLabel stage(onePoint_->text());
    stage.setAlignment(onePoint_->alignment());
    stage.setWordWrap(true);
    stage.setMargin(onePoint_->margin());
    stage.setAutoFillBackground(true);
    stage.setAttribute(Qt::WA_DontShowOnScreen);
    stage.resize(size);
    stage.show();
    QImage image = stage.grab().toImage();
    // grab() works in device pixels; the file is to have the pixels asked for.
    if (image.size() != size)
        image = image.scaled(size, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    return image;
}

}  // namespace surfio
