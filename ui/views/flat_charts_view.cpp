#include "ui/views/flat_charts_view.h"

#include "ui/models/shown_result.h"
#include "ui/widgets/metric_box.h"

#include "core/result/provenance.h"
#include "ui/widgets/color_scale_bar.h"
#include "ui/widgets/slice_box.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace surfio {

FlatChartsView::FlatChartsView(const ShownResult* shown, QWidget* parent)
    : QWidget(parent)
    , shown_(shown)
{
    metricBox_ = new MetricBox(this);
    auto* metricLabel = new QLabel(tr("Metri&c:"), this);
    metricLabel->setBuddy(metricBox_);
    sliceBox_ = new QComboBox(this);
    sliceBox_->setObjectName(QStringLiteral("slice"));
    sliceBox_->setToolTip(tr("Which pattern, queue depth and job count to show"));
    sliceLabel_ = new QLabel(tr("S&lice:"), this);
    sliceLabel_->setBuddy(sliceBox_);
    kindBox_ = new QComboBox(this);
    kindBox_->setObjectName(QStringLiteral("kind"));
    kindBox_->addItems({tr("Lines"), tr("Heat map")});
    kindBox_->setToolTip(tr("The metric against block size with one line per read mix, or a heat map of the same "
                            "with each cell's value"));
    auto* kindLabel = new QLabel(tr("Sho&w:"), this);
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
    // The grid is the shown result's, on the host chosen.
    connect(shown_, &ShownResult::runBegun, this, &FlatChartsView::rebuildSliceBox);
    connect(shown_, &ShownResult::runAdded, this, &FlatChartsView::addRun);
    connect(shown_, &ShownResult::runFinished, this, &FlatChartsView::refresh);
    connect(shown_, &ShownResult::resultShown, this, &FlatChartsView::rebuildSliceBox);
    connect(shown_, &ShownResult::hostChanged, this, [this] {
        metricBox_->setHostChosen(!shown_->host().isEmpty());  // may turn from the p99 to the mean
        refresh();
    });
    rebuildSliceBox();
}

void FlatChartsView::addRun(int at)
{
    const SurfaceGrid::Position where = shown_->grid().positionOf(shown_->result().points[at].point);
    if (where.valid() && where.slice == slice_)
        refresh();
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
    metricBox_->setMetric(metric);
    refresh();
}

bool FlatChartsView::hasChart() const
{
    const SurfaceGrid::Slice* slice = currentSlice();
    return slice && slice->measuredCount() > 0;
}

int FlatChartsView::sliceCount() const
{
    return int(shown_->grid().slices().size());
}

JobSpec FlatChartsView::sliceSpec() const
{
    const SurfaceGrid::Slice* slice = currentSlice();
    return slice ? slice->spec() : JobSpec();
}

ChartFigure FlatChartsView::figure() const
{
    const SurfaceGrid::Slice* slice = currentSlice();
    return slice ? SliceChart::figure(*slice, kind_, metric_) : ChartFigure();
}

const SurfaceGrid::Slice* FlatChartsView::currentSlice() const
{
    const auto& slices = shown_->grid().slices();
    return slice_ >= 0 && size_t(slice_) < slices.size() ? &slices[size_t(slice_)] : nullptr;
}

void FlatChartsView::rebuildSliceBox()
{
    fillSliceBox(sliceBox_, sliceLabel_, shown_->grid());
    slice_ = 0;
    refresh();
}

void FlatChartsView::refresh()
{
    const SurfaceGrid::Slice* slice = currentSlice();
    if (!slice || slice->measuredCount() == 0) {
        pages_->setCurrentWidget(empty_);
        return;
    }
    scale_ = SliceChart::scale(*slice, metric_);
    if (kind_ == Kind::HeatMap) {
        heat_->setTable(SliceChart::heatMap(*slice, metric_, scale_));
        findChild<ColorScaleBar*>(QStringLiteral("flatScaleBar"))->setScale(scale_);
        pages_->setCurrentIndex(2);
        return;
    }
    QChart* old = lines_->chart();
    lines_->setChart(SliceChart::lines(*slice, metric_, scale_));
    delete old;
    pages_->setCurrentWidget(lines_);
}

}  // namespace surfio
