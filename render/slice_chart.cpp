#include "render/slice_chart.h"

#include "render/chart_render.h"
#include "render/scale_axis.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <memory>

namespace surfio {

QColor SliceChart::seriesColor(int i)
{
    static const QColor colours[] = {{0x00, 0x72, 0xb2}, {0xe6, 0x9f, 0x00}, {0x00, 0x9e, 0x73}, {0xcc, 0x79, 0xa7},
                                     {0x56, 0xb4, 0xe9}, {0xd5, 0x5e, 0x00}, {0x7f, 0x7f, 0x7f}};
    return colours[i % int(std::size(colours))];
}

double SliceChart::octave(double bytes)
{
    return std::log2(bytes / 1024.0);
}

std::vector<int> SliceChart::linePoints(const SurfaceGrid::Slice& slice, int line)
{
    const bool overMix = overReadPercent(slice);
    const int count = overMix ? slice.rows() : slice.columns();
    std::vector<int> points;
    for (int i = 0; i < count; ++i)
        if (const SurfaceGrid::Cell& cell = overMix ? slice.at(i, 0) : slice.at(line, i); cell.figures)
            points.push_back(cell.pointIndex);
    return points;
}

ChartFigure SliceChart::figure(const SurfaceGrid::Slice& slice, Kind kind, SurfaceMetric metric)
{
    ChartFigure figure;
    if (slice.measuredCount() == 0)
        return figure;
    const MetricScale scale = SliceChart::scale(slice, metric);
    if (kind == Kind::HeatMap) {
        figure.colorScale = scale;
        figure.plot = [table = heatMap(slice, metric, scale)](QPainter& painter, const QRectF& room,
                                                              const ChartLook& look) {
            paintHeatMap(painter, room, table, look);
        };
        return figure;
    }
    figure.plot = [slice, metric, scale](QPainter& painter, const QRectF& room, const ChartLook& look) {
        const std::unique_ptr<QChart> chart(lines(slice, metric, scale));
        paintChart(painter, room, chart.get(), look);
    };
    return figure;
}

MetricScale SliceChart::scale(const SurfaceGrid::Slice& slice, SurfaceMetric metric)
{
    return MetricScale::forRange(metric, slice.largest(metric));
}

QChart* SliceChart::lines(const SurfaceGrid::Slice& slice, SurfaceMetric metric, const MetricScale& scale)
{
    auto* chart = new QChart;
    chart->legend()->setAlignment(Qt::AlignTop);
    QAbstractAxis* x = overReadPercent(slice) ? readPercentAxis() : blockSizeAxis(slice);
    chart->addAxis(x, Qt::AlignBottom);
    auto* y = new ScaleAxis(chart);
    y->setLinearRange(scale.top(), [scale](double value) { return scale.number(value); });
    y->setTitleText(scale.title());
    chart->addAxis(y, Qt::AlignLeft);
    const QLocale locale;
    const auto addLine = [&](const QString& name, const QColor& colour) {
        auto* series = new QLineSeries;
        series->setName(name);
        series->setPointsVisible(true);
        series->setPen(QPen(colour, 3));
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
        return series;
    };
    if (overReadPercent(slice)) {
        QLineSeries* series = addLine(slice.columnName(0), seriesColor(0));
        for (int r = 0; r < slice.rows(); ++r)
            if (const auto& figures = slice.at(r, 0).figures)
                series->append(slice.readPercents[size_t(r)], scale.shown(figures->value(metric)));
        return chart;
    }
    for (int r = 0; r < slice.rows(); ++r) {
        QLineSeries* series =
            addLine(tr("%1 % read").arg(locale.toString(slice.readPercents[size_t(r)])), seriesColor(r));
        for (int c = 0; c < slice.columns(); ++c)
            if (const auto& figures = slice.at(r, c).figures)
                series->append(octave(slice.positions[size_t(c)]), scale.shown(figures->value(metric)));
    }
    return chart;
}

ChartFigure SliceChart::ratioFigure(const SurfaceGrid::Slice& slice, const std::vector<std::optional<double>>& ratios,
                                    const QString& axisTitle)
{
    ChartFigure figure;
    if (ratios.size() != slice.cells.size()
        || std::none_of(ratios.begin(), ratios.end(), [](const auto& r) { return r.has_value(); }))
        return figure;
    figure.plot = [slice, ratios, axisTitle](QPainter& painter, const QRectF& room, const ChartLook& look) {
        const std::unique_ptr<QChart> chart(ratioLines(slice, ratios, axisTitle));
        for (QAbstractSeries* series : chart->series())
            if (auto* line = qobject_cast<QLineSeries*>(series)) {
                line->setPointLabelsFont(look.tick);
                line->setPointLabelsColor(look.text);
            }
        paintChart(painter, room, chart.get(), look);
    };
    return figure;
}

QChart* SliceChart::ratioLines(const SurfaceGrid::Slice& slice, const std::vector<std::optional<double>>& ratios,
                               const QString& axisTitle)
{
    auto* chart = new QChart;
    chart->legend()->hide();
    chart->setLocalizeNumbers(true);
    const bool overMix = overReadPercent(slice);
    QAbstractAxis* x = overMix ? readPercentAxis() : blockSizeAxis(slice);
    chart->addAxis(x, Qt::AlignBottom);
    auto* ratio = new QLineSeries;
    // Each point's ratio over it, to two decimals as the table's verdicts read.
    ratio->setPointsVisible(true);
    ratio->setPen(QPen(seriesColor(0), 3));
    ratio->setPointLabelsVisible(true);
    ratio->setPointLabelsClipping(false);
    ratio->setPointLabelsFormat(tr("@yPoint×"));
    double highest = 1;
    for (int i = 0; i < int(ratios.size()); ++i) {
        if (!ratios[size_t(i)])
            continue;
        const double value = std::round(*ratios[size_t(i)] * 100) / 100;
        highest = std::max(highest, value);
        const int r = i / slice.columns(), c = i % slice.columns();
        ratio->append(overMix ? slice.readPercents[size_t(r)] : octave(slice.positions[size_t(c)]), value);
    }
    auto* y = new ScaleAxis(chart);
    const QLocale locale;
    y->setLinearRange(highest * 1.15, [locale](double v) { return tr("%1×").arg(locale.toString(v, 'g', 3)); });
    y->setTitleText(axisTitle);
    chart->addAxis(y, Qt::AlignLeft);
    // Even: 1× across the plot, thin and grey, under the ratios.
    auto* even = new QLineSeries;
    even->setPen(QPen(QColor(0x80, 0x80, 0x80), 1.5, Qt::DashLine));
    const double left = overMix ? 0 : octave(slice.positions.front()) - 0.5;
    const double right = overMix ? 100 : octave(slice.positions.back()) + 0.5;
    even->append({QPointF(left, 1), QPointF(right, 1)});
    for (QLineSeries* series : {even, ratio}) {
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
    }
    return chart;
}

// Octaves, one label per column: the sizes as "4 KiB", the splits by name.
QAbstractAxis* SliceChart::blockSizeAxis(const SurfaceGrid::Slice& slice)
{
    auto* x = new QCategoryAxis;
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    const double first = octave(slice.positions.front());
    const double last = octave(slice.positions.back());
    x->setRange(first - 0.5, last + 0.5);
    x->setStartValue(first - 0.5);
    for (int c = 0; c < slice.columns(); ++c)
        x->append(slice.columnName(c), octave(slice.positions[size_t(c)]));
    x->setTitleText(tr("Block size"));
    return x;
}

QAbstractAxis* SliceChart::readPercentAxis()
{
    auto* x = new QValueAxis;
    x->setRange(0, 100);
    x->setTickCount(11);
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->setTitleText(tr("Read %"));
    return x;
}

HeatMapTable SliceChart::heatMap(const SurfaceGrid::Slice& slice, SurfaceMetric metric, const MetricScale& scale)
{
    HeatMapTable table;
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
            HeatMapCell out;
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
