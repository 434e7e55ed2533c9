#include "render/surface_sketch.h"

#include "core/plot/nice_numbers.h"
#include "render/metric_gradient.h"
#include "render/scale_axis.h"
#include "render/slice_chart.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>
#include <vector>

namespace surfio {

namespace {

// The view: turned 30° about the vertical so both floor axes show, and the
// floor's depth drawn at half its length, as a person looking down at it.
constexpr double kTurn = 0.5235987755982988;  // 30°
constexpr double kFloorTilt = 0.5;
constexpr double kHeight = 0.8;  // the metric's axis against the floor's width

// A point of the unit box: u along block size, v along read %, w up the
// metric, each 0..1.
struct BoxPoint {
    double u = 0, v = 0, w = 0;
};

// Where the unit box lands in the room: a projection then a fit.
class Projection {
public:
    explicit Projection(const QRectF& plot)
    {
        double left = 1e9, right = -1e9, top = -1e9, bottom = 1e9;
        for (int corner = 0; corner < 8; ++corner) {
            const QPointF p = view({double(corner & 1), double((corner >> 1) & 1), double((corner >> 2) & 1)});
            left = std::min(left, p.x());
            right = std::max(right, p.x());
            bottom = std::min(bottom, p.y());
            top = std::max(top, p.y());
        }
        scale_ = std::min(plot.width() / (right - left), plot.height() / (top - bottom));
        // Centred in the plot.
        origin_ =
            QPointF(plot.center().x() - scale_ * (left + right) / 2, plot.center().y() + scale_ * (top + bottom) / 2);
    }

    QPointF at(const BoxPoint& p) const
    {
        const QPointF v = view(p);
        return {origin_.x() + scale_ * v.x(), origin_.y() - scale_ * v.y()};
    }
    // How far back a point is: larger is farther, painted first.
    static double depth(const BoxPoint& p) { return -(p.u - 0.5) * std::sin(kTurn) + (p.v - 0.5) * std::cos(kTurn); }

private:
    static QPointF view(const BoxPoint& p)
    {
        const double x = (p.u - 0.5) * std::cos(kTurn) + (p.v - 0.5) * std::sin(kTurn);
        return {x, p.w * kHeight + depth(p) * kFloorTilt};
    }

    double scale_ = 1;
    QPointF origin_;
};

// What is painted: the slice's layout (rows, columns, their names), a
// height per cell in the axis's unit, the axis's ticks and title, and a
// colour per height.
struct Layout {
    SurfaceGrid::Slice slice;                    // a copy: the figure outlives the grid it came from
    std::vector<std::optional<double>> heights;  // row-major, as the slice's cells
    double top = 1;
    double step = 1;
    std::function<QString(double)> tick;
    QString title;
    std::function<QColor(double)> colour;

    double u(int column) const { return slice.columns() > 1 ? double(column) / (slice.columns() - 1) : 0.5; }
    double v(int row) const { return slice.rows() > 1 ? double(row) / (slice.rows() - 1) : 0.5; }
    const std::optional<double>& height(int row, int column) const
    {
        return heights[size_t(row) * size_t(slice.columns()) + size_t(column)];
    }
    // The cell's height in the box; nullopt when it has none.
    std::optional<double> w(int row, int column) const
    {
        const std::optional<double>& h = height(row, column);
        return h ? std::optional<double>(std::clamp(*h / top, 0.0, 1.0)) : std::nullopt;
    }
    QString rowName(int row) const
    {
        return SurfaceSketch::tr("%1 %").arg(QLocale().toString(slice.readPercents[size_t(row)]));
    }
};

// The back walls' lines at each tick of the metric, the floor's edges, and
// the ticks' labels up the back-left edge.
void paintBox(QPainter& painter, const Projection& to, const Layout& layout, const ChartLook& look)
{
    painter.setPen(QPen(look.grid, std::max(1.0, look.em / 16)));
    const QFontMetricsF metrics(look.tick);
    painter.setFont(look.tick);
    for (double tick = 0; tick <= layout.top + layout.step / 2; tick += layout.step) {
        const double w = tick / layout.top;
        const QPointF corner = to.at({0, 1, w});
        painter.setPen(QPen(look.grid, std::max(1.0, look.em / 16)));
        painter.drawLine(to.at({0, 0, w}), corner);
        painter.drawLine(corner, to.at({1, 1, w}));
        painter.setPen(look.text);
        const QString label = layout.tick(tick);
        const QPointF left = to.at({0, 0, w});
        painter.drawText(
            QPointF(left.x() - metrics.horizontalAdvance(label) - look.em * 0.4, left.y() + metrics.capHeight() / 2),
            label);
    }
    painter.setPen(QPen(look.axisLine, std::max(1.0, look.em / 10)));
    painter.drawLine(to.at({0, 0, 0}), to.at({1, 0, 0}));
    painter.drawLine(to.at({1, 0, 0}), to.at({1, 1, 0}));
    painter.drawLine(to.at({0, 0, 0}), to.at({0, 0, 1}));
    painter.drawLine(to.at({0, 1, 0}), to.at({0, 1, 1}));
}

// Block sizes under the front edge, read % right of the right edge, and the
// axes' titles.
void paintFloorLabels(QPainter& painter, const Projection& to, const Layout& layout, const ChartLook& look)
{
    const QFontMetricsF tick(look.tick);
    painter.setPen(look.text);
    painter.setFont(look.tick);
    for (int c = 0; c < layout.slice.columns(); ++c) {
        const QString name = layout.slice.columnName(c);
        const QPointF at = to.at({layout.u(c), 0, 0});
        painter.drawText(QPointF(at.x() - tick.horizontalAdvance(name) / 2, at.y() + tick.ascent() + look.em * 0.4),
                         name);
    }
    for (int r = 0; r < layout.slice.rows(); ++r) {
        const QPointF at = to.at({1, layout.v(r), 0});
        painter.drawText(QPointF(at.x() + look.em * 0.5, at.y() + tick.capHeight() / 2), layout.rowName(r));
    }
    painter.setFont(look.axisTitle);
    const QFontMetricsF title(look.axisTitle);
    // The front edge falls to the right: the title goes under its higher, left half, clear of the labels.
    const QPointF front = to.at({0.5, 0, 0});
    const QString blockSize = SurfaceSketch::tr("Block size");
    painter.drawText(QPointF(front.x() - title.horizontalAdvance(blockSize) - look.em,
                             front.y() + tick.height() + title.ascent() + look.em * 0.4),
                     blockSize);
    const QPointF right = to.at({1, 1, 0});
    painter.drawText(QPointF(right.x() + look.em * 0.5, right.y() - tick.height() - look.em * 0.4),
                     SurfaceSketch::tr("Read %"));
}

QColor shaded(const QColor& colour, const ChartLook& look)
{
    return look.theme == ChartTheme::Dark ? colour.lighter(130) : colour.darker(140);
}

// The quads back to front, each coloured by its corners' mean height.
void paintQuads(QPainter& painter, const Projection& to, const Layout& layout, const ChartLook& look)
{
    struct Quad {
        double depth = 0;
        double height = 0;  // the corners' mean, in the axis's unit
        BoxPoint corners[4];
    };
    std::vector<Quad> quads;
    for (int r = 0; r + 1 < layout.slice.rows(); ++r)
        for (int c = 0; c + 1 < layout.slice.columns(); ++c) {
            const int rows[4] = {r, r, r + 1, r + 1};
            const int columns[4] = {c, c + 1, c + 1, c};
            Quad quad;
            bool measured = true;
            for (int k = 0; k < 4 && measured; ++k) {
                const std::optional<double> w = layout.w(rows[k], columns[k]);
                measured = w.has_value();
                quad.corners[k] = {layout.u(columns[k]), layout.v(rows[k]), w.value_or(0)};
                quad.height += layout.height(rows[k], columns[k]).value_or(0) / 4;
                quad.depth += Projection::depth(quad.corners[k]) / 4;
            }
            if (measured)
                quads.push_back(quad);
        }
    std::sort(quads.begin(), quads.end(), [](const Quad& a, const Quad& b) { return a.depth > b.depth; });
    for (const Quad& quad : quads) {
        QPolygonF polygon;
        for (const BoxPoint& corner : quad.corners)
            polygon.append(to.at(corner));
        const QColor fill = layout.colour(quad.height);
        painter.setPen(QPen(shaded(fill, look), std::max(1.0, look.em / 14)));
        painter.setBrush(fill);
        painter.drawPolygon(polygon);
    }
}

// One row or one column: a line through the measured cells, each dropped to
// the floor, for a slice with no quad to draw.
void paintLine(QPainter& painter, const Projection& to, const Layout& layout, const ChartLook& look)
{
    QPolygonF line;
    std::vector<QColor> colours;
    const double dot = look.em * 0.35;
    for (int r = 0; r < layout.slice.rows(); ++r)
        for (int c = 0; c < layout.slice.columns(); ++c) {
            const std::optional<double> w = layout.w(r, c);
            if (!w)
                continue;
            const QPointF top = to.at({layout.u(c), layout.v(r), *w});
            painter.setPen(QPen(look.grid, std::max(1.0, look.em / 12), Qt::DashLine));
            painter.drawLine(to.at({layout.u(c), layout.v(r), 0}), top);
            line.append(top);
            colours.push_back(layout.colour(*layout.height(r, c)));
        }
    painter.setPen(QPen(look.text, std::max(1.5, look.em / 6)));
    painter.drawPolyline(line);
    for (size_t i = 0; i < colours.size(); ++i) {
        painter.setBrush(colours[i]);
        painter.drawEllipse(line[qsizetype(i)], dot, dot);
    }
}

// The plot of a layout: room for the axis's ticks and title on the left,
// the read mixes on the right, block sizes and their title below.
// Each measured cell's top, where the painter put it, and what it is.
void recordSpots(const QPainter& painter, const Projection& to, const Layout& layout, std::vector<ChartSpot>& spots)
{
    spots.clear();
    for (int r = 0; r < layout.slice.rows(); ++r)
        for (int c = 0; c < layout.slice.columns(); ++c)
            if (const std::optional<double> w = layout.w(r, c))
                spots.push_back(
                    {painter.transform().map(to.at({layout.u(c), layout.v(r), *w})),
                     SurfaceSketch::tr("%1, %2: %3")
                         .arg(layout.slice.columnName(c), layout.rowName(r), layout.tick(*layout.height(r, c)))});
}

void paintLayout(QPainter& painter, const QRectF& room, const Layout& layout, const ChartLook& look,
                 std::vector<ChartSpot>* spots = nullptr)
{
    const QFontMetricsF tick(look.tick);
    const QFontMetricsF title(look.axisTitle);
    double rowNames = 0;
    for (int r = 0; r < layout.slice.rows(); ++r)
        rowNames = std::max(rowNames, tick.horizontalAdvance(layout.rowName(r)));
    const double left = tick.horizontalAdvance(layout.tick(layout.top)) + title.height() + look.em * 1.5;
    const double right = std::max(rowNames, tick.horizontalAdvance(SurfaceSketch::tr("Read %"))) + look.em;
    const double bottom = tick.height() + title.height() + look.em * 1.2;
    const QRectF plot = room.adjusted(left, look.em, -right, -bottom);
    if (plot.width() <= 0 || plot.height() <= 0)
        return;
    const Projection to(plot);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    paintBox(painter, to, layout, look);
    if (layout.slice.rows() > 1 && layout.slice.columns() > 1)
        paintQuads(painter, to, layout, look);
    else
        paintLine(painter, to, layout, look);
    paintFloorLabels(painter, to, layout, look);
    if (spots)
        recordSpots(painter, to, layout, *spots);
    painter.setFont(look.axisTitle);
    painter.setPen(look.text);
    // Beside the ticks, wherever the box landed in the plot.
    const double ticks = to.at({0, 0, 0}).x() - tick.horizontalAdvance(layout.tick(layout.top)) - look.em;
    painter.translate(std::max(room.left() + title.ascent(), ticks - title.descent()),
                      plot.center().y() + title.horizontalAdvance(layout.title) / 2);
    painter.rotate(-90);
    painter.drawText(QPointF(0, 0), layout.title);
    painter.restore();
}

// Blue above 1, vermilion below (Okabe and Ito's, told apart with colour
// blindness), light grey at 1, in even steps of log2(ratio) up to `reach`.
QColor ratioColour(double ratio, double reach)
{
    const QColor above(0x00, 0x72, 0xb2), below(0xd5, 0x5e, 0x00), even(0xee, 0xee, 0xee);
    const double t = std::clamp(std::log2(std::max(ratio, 1e-9)) / std::max(reach, 1e-9), -1.0, 1.0);
    const QColor& end = t >= 0 ? above : below;
    const double f = std::abs(t);
    return QColor::fromRgbF(float(even.redF() + (end.redF() - even.redF()) * f),
                            float(even.greenF() + (end.greenF() - even.greenF()) * f),
                            float(even.blueF() + (end.blueF() - even.blueF()) * f));
}

// The ratio's legend down the right of room: the colours from the lowest
// ratio to the highest, 1× marked. Returns the room left of it.
QRectF paintRatioLegend(QPainter& painter, const QRectF& room, double lowest, double highest, double reach,
                        const ChartLook& look)
{
    const QFontMetricsF tick(look.tick);
    const QLocale locale;
    const auto label = [&](double r) { return SurfaceSketch::tr("%1×").arg(locale.toString(r, 'f', 2)); };
    const double width = look.em * 1.2 + look.em * 0.5
                         + std::max(tick.horizontalAdvance(label(lowest)), tick.horizontalAdvance(label(highest)));
    const QRectF bar(room.right() - width, room.top() + look.em * 2, look.em * 1.2, room.height() - look.em * 4);
    const double span = std::log2(highest) - std::log2(lowest);
    const auto yOf = [&](double r) {
        return span > 0 ? bar.bottom() - bar.height() * (std::log2(r) - std::log2(lowest)) / span : bar.center().y();
    };
    const int steps = 64;
    for (int i = 0; i < steps; ++i) {
        const double r0 = lowest * std::pow(highest / lowest, double(i) / steps);
        const double r1 = lowest * std::pow(highest / lowest, double(i + 1) / steps);
        painter.fillRect(QRectF(bar.left(), yOf(r1), bar.width(), yOf(r0) - yOf(r1) + 0.5), ratioColour(r0, reach));
    }
    painter.setPen(look.text);
    painter.setFont(look.tick);
    for (double r : {lowest, 1.0, highest}) {
        if (r < lowest || r > highest)
            continue;
        const double y = yOf(r);
        painter.drawLine(QPointF(bar.left(), y), QPointF(bar.right() + look.em * 0.3, y));
        painter.drawText(QPointF(bar.right() + look.em * 0.5, y + tick.capHeight() / 2), label(r));
    }
    return room.adjusted(0, 0, -width - look.em, 0);
}

}  // namespace

ChartFigure SurfaceSketch::figure(const SurfaceGrid::Slice& slice, SurfaceMetric metric)
{
    ChartFigure figure;
    if (slice.measuredCount() == 0)
        return figure;
    const MetricScale scale = MetricScale::forRange(metric, slice.largest(metric));
    Layout layout{slice,
                  {},
                  scale.top(),
                  scale.step(),
                  [scale](double v) { return scale.number(v); },
                  scale.title(),
                  [scale](double v) { return metricColor(v / scale.top()); }};
    for (const SurfaceGrid::Cell& cell : slice.cells)
        layout.heights.push_back(cell.figures ? std::optional<double>(scale.shown(cell.figures->value(metric)))
                                              : std::nullopt);
    figure.colorScale = scale;
    figure.plot = [layout](QPainter& painter, const QRectF& room, const ChartLook& look) {
        paintLayout(painter, room, layout, look);
    };
    return figure;
}

ChartFigure SurfaceSketch::ratioFigure(const SurfaceGrid::Slice& slice,
                                       const std::vector<std::optional<double>>& ratios, const QString& axisTitle)
{
    ChartFigure figure;
    if (ratios.size() != slice.cells.size())
        return figure;  // not this slice's: nothing to draw
    // One read mix (or one block size) is a line: drawn flat, not in a box.
    if (slice.rows() == 1 || slice.columns() == 1)
        return SliceChart::ratioFigure(slice, ratios, axisTitle);
    double lowest = 1, highest = 1;
    for (const std::optional<double>& r : ratios)
        if (r) {
            lowest = std::min(lowest, *r);
            highest = std::max(highest, *r);
        }
    if (std::none_of(ratios.begin(), ratios.end(), [](const auto& r) { return r.has_value(); }))
        return figure;
    const double reach = std::max(std::abs(std::log2(lowest)), std::abs(std::log2(highest)));
    const double step = niceStep(highest * 1.05, 5);
    const double top = std::ceil(highest * 1.05 / step) * step;
    const QLocale locale;
    Layout layout{slice,
                  ratios,
                  top,
                  step,
                  [locale](double v) { return SurfaceSketch::tr("%1×").arg(locale.toString(v, 'g', 3)); },
                  axisTitle,
                  [reach](double v) { return ratioColour(v, reach); }};
    figure.spots = std::make_shared<std::vector<ChartSpot>>();
    figure.plot = [layout, lowest, highest, reach, spots = figure.spots](QPainter& painter, const QRectF& room,
                                                                         const ChartLook& look) {
        const QRectF left = paintRatioLegend(painter, room, std::max(lowest, 1e-3), highest, reach, look);
        paintLayout(painter, left, layout, look, spots.get());
    };
    return figure;
}

std::vector<std::optional<double>> SurfaceSketch::ratiosOf(const SurfaceGrid::Slice& slice,
                                                           const Comparison& comparison, int run)
{
    std::vector<std::optional<double>> ratios;
    ratios.reserve(slice.cells.size());
    for (const SurfaceGrid::Cell& cell : slice.cells) {
        std::optional<double> ratio;
        for (const ComparedPoint& p : comparison.matched)
            if (cell.pointIndex >= 0 && p.values.front().present && p.values.front().point == cell.pointIndex
                && run < p.values.size() && p.values[run].present && p.values[run].ratio > 0)
                ratio = p.values[run].ratio;
        ratios.push_back(ratio);
    }
    return ratios;
}

QString SurfaceSketch::ratioHeadline(const std::vector<std::optional<double>>& ratios, const Comparison& comparison,
                                     int run)
{
    double logSum = 0;
    int n = 0;
    for (const std::optional<double>& r : ratios)
        if (r) {
            logSum += std::log(*r);
            ++n;
        }
    if (n == 0)
        return {};
    return tr("%1 is %2× A in %3 (geometric mean over %n point(s))", nullptr, n)
        .arg(runLetter(run), QLocale().toString(std::exp(logSum / n), 'f', 2), compareMetricName(comparison.metric));
}

QString SurfaceSketch::ratioAxisTitle(const Comparison& comparison, int run)
{
    return tr("%1 ÷ A, %2").arg(runLetter(run), compareMetricName(comparison.metric));
}

}  // namespace surfio
