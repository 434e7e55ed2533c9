#include "ui/surface_sketch.h"

#include "ui/metric_gradient.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
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
    Projection(const QRectF& plot)
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

struct Layout {
    const SurfaceGrid::Slice& slice;
    SurfaceMetric metric;
    MetricScale scale;

    double u(int column) const { return slice.columns() > 1 ? double(column) / (slice.columns() - 1) : 0.5; }
    double v(int row) const { return slice.rows() > 1 ? double(row) / (slice.rows() - 1) : 0.5; }
    // The cell's height in the box; nullopt when not measured.
    std::optional<double> w(int row, int column) const
    {
        const auto& figures = slice.at(row, column).figures;
        if (!figures)
            return std::nullopt;
        return std::clamp(scale.shown(figures->value(metric)) / scale.top(), 0.0, 1.0);
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
    for (double tick = 0; tick <= layout.scale.top() + layout.scale.step() / 2; tick += layout.scale.step()) {
        const double w = tick / layout.scale.top();
        const QPointF corner = to.at({0, 1, w});
        painter.setPen(QPen(look.grid, std::max(1.0, look.em / 16)));
        painter.drawLine(to.at({0, 0, w}), corner);
        painter.drawLine(corner, to.at({1, 1, w}));
        painter.setPen(look.text);
        const QString label = layout.scale.number(tick);
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
        double w = 0;
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
                quad.w += w.value_or(0) / 4;
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
        const QColor fill = metricColor(quad.w);
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
        }
    painter.setPen(QPen(look.text, std::max(1.5, look.em / 6)));
    painter.drawPolyline(line);
    for (const QPointF& p : line) {
        const double w =
            std::clamp((to.at({0, 0, 0}).y() - p.y()) / (to.at({0, 0, 0}).y() - to.at({0, 0, 1}).y()), 0.0, 1.0);
        painter.setBrush(metricColor(w));
        painter.drawEllipse(p, dot, dot);
    }
}

}  // namespace

ChartFigure SurfaceSketch::figure(const SurfaceGrid::Slice& slice, SurfaceMetric metric)
{
    ChartFigure figure;
    double largest = 0;
    for (const SurfaceGrid::Cell& cell : slice.cells)
        if (cell.figures)
            largest = std::max(largest, cell.figures->value(metric));
    if (slice.measuredCount() == 0)
        return figure;
    const MetricScale scale = MetricScale::forRange(metric, largest);
    figure.colorScale = scale;
    figure.plot = [slice, metric, scale](QPainter& painter, const QRectF& room, const ChartLook& look) {
        const Layout layout{slice, metric, scale};
        const QFontMetricsF tick(look.tick);
        const QFontMetricsF title(look.axisTitle);
        double rowNames = 0;
        for (int r = 0; r < slice.rows(); ++r)
            rowNames = std::max(rowNames, tick.horizontalAdvance(layout.rowName(r)));
        // Room for the metric's ticks and title on the left, the read mixes on the right, block sizes and their
        // title below.
        const double left = tick.horizontalAdvance(scale.number(scale.top())) + title.height() + look.em * 1.5;
        const double right = std::max(rowNames, tick.horizontalAdvance(tr("Read %"))) + look.em;
        const double bottom = tick.height() + title.height() + look.em * 1.2;
        const QRectF plot = room.adjusted(left, look.em, -right, -bottom);
        if (plot.width() <= 0 || plot.height() <= 0)
            return;
        const Projection to(plot);
        painter.save();
        painter.setRenderHint(QPainter::Antialiasing);
        paintBox(painter, to, layout, look);
        if (slice.rows() > 1 && slice.columns() > 1)
            paintQuads(painter, to, layout, look);
        else
            paintLine(painter, to, layout, look);
        paintFloorLabels(painter, to, layout, look);
        painter.setFont(look.axisTitle);
        painter.setPen(look.text);
        painter.translate(room.left() + title.ascent(), plot.center().y() + title.horizontalAdvance(scale.title()) / 2);
        painter.rotate(-90);
        painter.drawText(QPointF(0, 0), scale.title());
        painter.restore();
    };
    return figure;
}

}  // namespace surfio
