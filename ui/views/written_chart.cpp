#include "ui/views/written_chart.h"

#include "render/scale_axis.h"
#include "ui/widgets/direction_colors.h"

#include <QButtonGroup>
#include <QChart>
#include <QGraphicsLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QToolButton>

#include <algorithm>

namespace surfio {

namespace {

constexpr int kMinBuckets = 100;    // before the chart has a size
constexpr int kKeptBuckets = 2048;  // as the Live view's lines: a pixel each up to this width
constexpr int kChartMargin = 6;
constexpr double kHeadroom = 1.05;  // keeps the highest line off the frame
// Before anything is written: an axis up to 1 MiB, so the first megabytes draw.
constexpr double kMinGib = 1.0 / 1024;

QString plainLabel(double value)
{
    return QLocale().toString(value, value >= 1000 ? 'f' : 'g', value >= 1000 ? 0 : 3);
}

double mbps(const IntervalSample& s, const IntervalSample::Direction& d)
{
    return s.seconds > 0 ? double(d.bytes) / s.seconds / 1e6 : 0.0;
}

}  // namespace

WrittenChart::WrittenChart(QWidget* parent)
    : QChartView(parent)
    , chart_(new QChart)
{
    setObjectName(QStringLiteral("writtenChart"));
    chart_->setBackgroundRoundness(0);
    chart_->setMargins(QMargins(kChartMargin, kChartMargin / 2, kChartMargin * 3, kChartMargin / 2));
    chart_->layout()->setContentsMargins(0, 0, 0, 0);
    chart_->legend()->setAlignment(Qt::AlignTop);
    x_ = new ScaleAxis(chart_);
    x_->setObjectName(QStringLiteral("writtenAxis"));
    x_->setTitleText(tr("GiB written"));
    chart_->addAxis(x_, Qt::AlignBottom);
    y_ = new ScaleAxis(chart_);
    y_->setTitleText(tr("MB/s"));
    chart_->addAxis(y_, Qt::AlignLeft);
    addLine(tr("Read"), kReadColor);
    addLine(tr("Write"), kWriteColor);
    setChart(chart_);
    setRenderHint(QPainter::Antialiasing);
    connect(chart_, &QChart::plotAreaChanged, this, [this] { refresh(); });
    clear();
}

void WrittenChart::addLine(const QString& name, const QColor& color)
{
    Line line;
    line.decimator.setMaxBuckets(kKeptBuckets);
    lines_.push_back(std::move(line));
    QLineSeries* first = makeSeries(lines_.back(), true);
    first->setName(name);
    QPen pen(color, 1.5);
    pen.setCosmetic(true);
    first->setPen(pen);
    lines_.back().series.append(first);
}

QLineSeries* WrittenChart::makeSeries(const Line& line, bool inLegend)
{
    auto* series = new QLineSeries(chart_);
    if (!line.series.isEmpty()) {
        series->setName(line.series.front()->name());
        series->setPen(line.series.front()->pen());
    }
    chart_->addSeries(series);
    series->attachAxis(x_);
    series->attachAxis(y_);
    if (!inLegend)
        for (QLegendMarker* marker : chart_->legend()->markers(series))
            marker->setVisible(false);
    return series;
}

void WrittenChart::clear()
{
    writtenBytes_ = 0;
    for (Line& line : lines_) {
        line.decimator.clear();
        while (line.series.size() > 1) {
            QLineSeries* extra = line.series.takeLast();
            chart_->removeSeries(extra);
            delete extra;
        }
        line.series.front()->clear();
        line.moved = false;
    }
    x_->setLinearRange(kMinGib, plainLabel);
    y_->setLinearRange(1, plainLabel);
}

void WrittenChart::add(const IntervalSample& sample)
{
    writtenBytes_ += double(sample.write.bytes);
    const double x = writtenGib();
    const double values[] = {mbps(sample, sample.read), mbps(sample, sample.write)};
    for (size_t i = 0; i < lines_.size(); ++i) {
        lines_[i].decimator.add(x, values[i]);
        lines_[i].moved = lines_[i].moved || values[i] > 0;
    }
}

void WrittenChart::add(const std::vector<IntervalSample>& samples)
{
    for (const IntervalSample& s : samples)
        add(s);
}

void WrittenChart::refresh()
{
    const int width = std::max(kMinBuckets, int(chart_->plotArea().width()));
    double high = 0;
    for (Line& line : lines_) {
        const QList<QList<QPointF>> pieces = line.decimator.segments(width);
        while (line.series.size() < pieces.size())
            line.series.append(makeSeries(line, false));
        for (int i = 0; i < line.series.size(); ++i) {
            line.series[i]->replace(i < pieces.size() ? pieces[i] : QList<QPointF>());
            line.series[i]->setVisible(line.moved);
        }
        for (QLegendMarker* marker : chart_->legend()->markers(line.series.front()))
            marker->setVisible(line.moved);
        for (const QList<QPointF>& piece : pieces)
            for (const QPointF& p : piece)
                high = std::max(high, p.y());
    }
    if (writtenGib() > x_->max())
        x_->setLinearRange(writtenGib(), plainLabel);
    if (high > y_->max())
        y_->setLinearRange(high * kHeadroom, plainLabel);
}

XAxisSwitch::XAxisSwitch(QWidget* parent)
    : QWidget(parent)
    , time_(new QToolButton(this))
    , written_(new QToolButton(this))
{
    setObjectName(QStringLiteral("xAxisSwitch"));
    time_->setObjectName(QStringLiteral("timeButton"));
    time_->setText(tr("Time"));
    time_->setToolTip(tr("Draw the run against elapsed time"));
    written_->setObjectName(QStringLiteral("writtenButton"));
    written_->setText(tr("GiB written"));
    written_->setToolTip(tr("Draw bandwidth against the data written so far: a drive's write cache fills after so "
                            "many GiB, whatever the time it took"));
    auto* group = new QButtonGroup(this);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    for (QToolButton* button : {time_, written_}) {
        button->setCheckable(true);
        button->setAutoRaise(false);
        group->addButton(button);
        layout->addWidget(button);
    }
    time_->setChecked(true);
    connect(written_, &QToolButton::toggled, this,
            [this](bool written) { Q_EMIT axisChanged(written ? Axis::Written : Axis::Time); });
}

XAxisSwitch::Axis XAxisSwitch::axis() const
{
    return written_->isChecked() ? Axis::Written : Axis::Time;
}

void XAxisSwitch::setAxis(Axis axis)
{
    (axis == Axis::Written ? written_ : time_)->setChecked(true);
}

}  // namespace surfio
