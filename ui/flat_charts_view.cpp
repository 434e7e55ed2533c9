#include "ui/flat_charts_view.h"

#include "ui/chart_render.h"
#include "ui/color_scale_bar.h"
#include "ui/scale_axis.h"

#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <cmath>
#include <memory>

namespace surfio {

namespace {

// Okabe and Ito's colours, told apart with colour blindness; one per mix.
QColor mixColor(int i)
{
    static const QColor colours[] = {{0x00, 0x72, 0xb2}, {0xe6, 0x9f, 0x00}, {0x00, 0x9e, 0x73}, {0xcc, 0x79, 0xa7},
                                     {0x56, 0xb4, 0xe9}, {0xd5, 0x5e, 0x00}, {0x7f, 0x7f, 0x7f}};
    return colours[i % int(std::size(colours))];
}

double octave(double position)
{
    return std::log2(position / 1024.0);
}

}  // namespace

FlatChartsView::FlatChartsView(QWidget* parent)
    : QWidget(parent)
{
    metricBox_ = new QComboBox(this);
    metricBox_->setObjectName(QStringLiteral("metric"));
    metricBox_->addItems(
        {tr("IOPS (reads + writes)"), tr("MB/s (reads + writes)"), tr("Mean latency"), tr("p99 latency")});
    auto* metricLabel = new QLabel(tr("&Metric:"), this);
    metricLabel->setBuddy(metricBox_);
    sliceBox_ = new QComboBox(this);
    sliceBox_->setObjectName(QStringLiteral("slice"));
    sliceBox_->setToolTip(tr("Which pattern, queue depth and job count to show"));
    sliceLabel_ = new QLabel(tr("&Slice:"), this);
    sliceLabel_->setBuddy(sliceBox_);
    kindBox_ = new QComboBox(this);
    kindBox_->setObjectName(QStringLiteral("kind"));
    kindBox_->addItems({tr("Lines"), tr("Heat map")});
    kindBox_->setToolTip(tr("The metric against block size with one line per read mix, or a heat map of the same "
                            "with each cell's value"));
    // The slice's name is long: it takes the room left and no more, so the tab fits a laptop beside Setup.
    sliceBox_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    sliceBox_->setMinimumContentsLength(12);
    sliceBox_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    auto* kindLabel = new QLabel(tr("S&how:"), this);
    kindLabel->setBuddy(kindBox_);
    auto* controls = new QHBoxLayout;
    for (QWidget* w : std::initializer_list<QWidget*>{metricLabel, metricBox_, kindLabel, kindBox_, sliceLabel_})
        controls->addWidget(w);
    controls->addWidget(sliceBox_, 1);
    controls->addStretch(1);

    empty_ = new QLabel(tr("No points measured yet."), this);
    empty_->setAlignment(Qt::AlignCenter);
    lines_ = new QChartView(new QChart, this);
    lines_->setRenderHint(QPainter::Antialiasing);
    heat_ = new HeatMapChart(this);
    auto* heatPage = new QWidget(this);
    auto* heatLayout = new QHBoxLayout(heatPage);
    heatLayout->addWidget(heat_, 1);
    auto* scaleBar = new ColorScaleBar(heatPage);
    scaleBar->setObjectName(QStringLiteral("flatScaleBar"));
    heatLayout->addWidget(scaleBar);
    pages_ = new QStackedWidget(this);
    pages_->addWidget(empty_);
    pages_->addWidget(lines_);
    pages_->addWidget(heatPage);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(pages_, 1);

    connect(metricBox_, &QComboBox::currentIndexChanged, this,
            [this](int i) { setMetric(SurfaceMetric(std::max(0, i))); });
    connect(kindBox_, &QComboBox::currentIndexChanged, this, [this](int i) { setKind(Kind(std::max(0, i))); });
    connect(sliceBox_, &QComboBox::currentIndexChanged, this, [this](int i) {
        slice_ = std::max(0, i);
        refresh();
    });
    rebuildSliceBox();
}

void FlatChartsView::setMatrix(const Matrix& matrix)
{
    grid_.setMatrix(matrix);
    rebuildSliceBox();
}

void FlatChartsView::addPoint(int index, const JobResult& result, const RunFigures& figures)
{
    const SurfaceGrid::Position at = grid_.setResult(index, result, figures);
    if (at.valid() && at.slice == slice_)
        refresh();
}

void FlatChartsView::finishRun(const ResultSet& results)
{
    grid_.setCounted(results);
    refresh();
}

void FlatChartsView::setResults(const ResultSet& results)
{
    grid_.setResults(results);
    rebuildSliceBox();
}

void FlatChartsView::setKind(Kind kind)
{
    kind_ = kind;
    const QSignalBlocker blocker(kindBox_);
    kindBox_->setCurrentIndex(int(kind));
    refresh();
}

void FlatChartsView::setMetric(SurfaceMetric metric)
{
    metric_ = metric;
    const QSignalBlocker blocker(metricBox_);
    metricBox_->setCurrentIndex(int(metric));
    refresh();
}

bool FlatChartsView::hasChart() const
{
    const SurfaceGrid::Slice* slice = currentSlice();
    return slice && slice->measuredCount() > 0;
}

JobSpec FlatChartsView::sliceSpec() const
{
    const SurfaceGrid::Slice* slice = currentSlice();
    return slice ? slice->spec() : JobSpec();
}

ChartFigure FlatChartsView::figure() const
{
    const SurfaceGrid::Slice* slice = currentSlice();
    return slice ? figureOf(*slice, kind_, metric_) : ChartFigure();
}

ChartFigure FlatChartsView::figureOf(const SurfaceGrid::Slice& slice, Kind kind, SurfaceMetric metric)
{
    ChartFigure figure;
    if (slice.measuredCount() == 0)
        return figure;
    const MetricScale scale = scaleOf(slice, metric);
    if (kind == Kind::HeatMap) {
        figure.colorScale = scale;
        figure.plot = [table = makeTable(slice, metric, scale)](QPainter& painter, const QRectF& room,
                                                                const ChartLook& look) {
            HeatMapChart::paint(painter, room, table, look);
        };
        return figure;
    }
    figure.plot = [slice, metric, scale](QPainter& painter, const QRectF& room, const ChartLook& look) {
        const std::unique_ptr<QChart> chart(makeLinesChart(slice, metric, scale));
        paintChart(painter, room, chart.get(), look);
    };
    return figure;
}

MetricScale FlatChartsView::scaleOf(const SurfaceGrid::Slice& slice, SurfaceMetric metric)
{
    return MetricScale::forRange(metric, slice.largest(metric));
}

const SurfaceGrid::Slice* FlatChartsView::currentSlice() const
{
    const auto& slices = grid_.slices();
    return slice_ >= 0 && size_t(slice_) < slices.size() ? &slices[size_t(slice_)] : nullptr;
}

void FlatChartsView::rebuildSliceBox()
{
    {
        const QSignalBlocker blocker(sliceBox_);
        sliceBox_->clear();
        for (const SurfaceGrid::Slice& slice : grid_.slices())
            sliceBox_->addItem(
                tr("%1, QD %2, %n job(s)", nullptr, int(slice.jobs))
                    .arg(QString::fromStdString(patternName(slice.pattern)), QLocale().toString(slice.queueDepth)));
        slice_ = 0;
        sliceBox_->setCurrentIndex(0);
    }
    const bool several = grid_.slices().size() > 1;
    sliceLabel_->setVisible(several);
    sliceBox_->setVisible(several);
    refresh();
}

void FlatChartsView::refresh()
{
    const SurfaceGrid::Slice* slice = currentSlice();
    if (!slice || slice->measuredCount() == 0) {
        pages_->setCurrentWidget(empty_);
        return;
    }
    scale_ = scaleOf(*slice, metric_);
    if (kind_ == Kind::HeatMap) {
        heat_->setTable(makeTable(*slice, metric_, scale_));
        findChild<ColorScaleBar*>(QStringLiteral("flatScaleBar"))->setScale(scale_);
        pages_->setCurrentIndex(2);
        return;
    }
    QChart* old = lines_->chart();
    lines_->setChart(makeLinesChart(*slice, metric_, scale_));
    delete old;
    pages_->setCurrentWidget(lines_);
}

QChart* FlatChartsView::makeLinesChart(const SurfaceGrid::Slice& slice, SurfaceMetric metric, const MetricScale& scale)
{
    auto* chart = new QChart;
    chart->legend()->setAlignment(Qt::AlignTop);
    auto* x = new QCategoryAxis;
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    const double first = octave(slice.positions.front());
    const double last = octave(slice.positions.back());
    x->setRange(first - 0.5, last + 0.5);
    x->setStartValue(first - 0.5);
    for (int c = 0; c < slice.columns(); ++c)
        x->append(slice.columnName(c), octave(slice.positions[size_t(c)]));
    x->setTitleText(tr("Block size"));
    chart->addAxis(x, Qt::AlignBottom);
    auto* y = new ScaleAxis(chart);
    y->setLinearRange(scale.top(), [scale](double value) { return scale.number(value); });
    y->setTitleText(scale.title());
    chart->addAxis(y, Qt::AlignLeft);
    const QLocale locale;
    for (int r = 0; r < slice.rows(); ++r) {
        auto* series = new QLineSeries;
        series->setName(tr("%1 % read").arg(locale.toString(slice.readPercents[size_t(r)])));
        series->setPointsVisible(true);
        series->setPen(QPen(mixColor(r), 3));
        for (int c = 0; c < slice.columns(); ++c)
            if (const auto& figures = slice.at(r, c).figures)
                series->append(octave(slice.positions[size_t(c)]), scale.shown(figures->value(metric)));
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
    }
    return chart;
}

HeatMapChart::Table FlatChartsView::makeTable(const SurfaceGrid::Slice& slice, SurfaceMetric metric,
                                              const MetricScale& scale)
{
    HeatMapChart::Table table;
    table.scale = scale;
    table.rowTitle = tr("Read %");
    table.columnTitle = tr("Block size");
    const QLocale locale;
    for (int c = 0; c < slice.columns(); ++c)
        table.columnHeaders.append(slice.columnName(c));
    // Most reads on top, as the surface seen from above.
    for (int r = slice.rows() - 1; r >= 0; --r) {
        table.rowHeaders.append(tr("%1 %").arg(locale.toString(slice.readPercents[size_t(r)])));
        for (int c = 0; c < slice.columns(); ++c) {
            const SurfaceGrid::Cell& cell = slice.at(r, c);
            HeatMapModel::Cell out;
            out.pointIndex = cell.pointIndex;
            if (cell.figures) {
                out.measured = true;
                out.value = scale.shown(cell.figures->value(metric));
            }
            table.cells.append(out);
        }
    }
    return table;
}

}  // namespace surfio
