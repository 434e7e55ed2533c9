#include "render/chart_render.h"

#include "render/scale_axis.h"

#include <QAbstractAxis>
#include <QChart>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QLegend>
#include <QPainter>
#include <QXYSeries>

#include <algorithm>
#include <cmath>

#include <memory>
#include <vector>

namespace surfio {

namespace {

constexpr double kScreenEm = 16;

// What a chart looked like before the export restyled it.
class ChartStyle {
public:
    explicit ChartStyle(QChart* chart)
        : chart_(chart)
        , geometry_(chart->geometry())
        , margins_(chart->margins())
        , background_(chart->backgroundBrush())
        , plotBackground_(chart->plotAreaBackgroundBrush())
        , plotBackgroundShown_(chart->isPlotAreaBackgroundVisible())
        , titleFont_(chart->titleFont())
        , titleBrush_(chart->titleBrush())
        , legendFont_(chart->legend()->font())
        , legendColor_(chart->legend()->labelColor())
        , roundness_(chart->backgroundRoundness())
    {
        for (const QAbstractSeries* series : chart->series())
            if (const auto* xy = qobject_cast<const QXYSeries*>(series))
                lines_.append({xy->pen(), xy->markerSize()});
        for (const QAbstractAxis* axis : chart->axes())
            axes_.append({axis->labelsFont(), axis->labelsBrush(), axis->titleFont(), axis->titleBrush(),
                          axis->gridLinePen(), axis->linePen()});
    }

    void apply(const ChartLook& look, const QSizeF& size) const
    {
        const int gap = int(look.em / 2);
        chart_->setMargins(QMargins(gap, gap, gap, gap));
        chart_->setBackgroundBrush(look.background);
        chart_->setBackgroundRoundness(0);
        chart_->setPlotAreaBackgroundBrush(look.plotBackground);
        chart_->setPlotAreaBackgroundVisible(true);
        chart_->setTitleFont(look.axisTitle);
        chart_->setTitleBrush(look.text);
        chart_->legend()->setFont(look.tick);
        chart_->legend()->setLabelColor(look.text);
        const double line = std::max(1.0, look.em / 16);
        for (QAbstractAxis* axis : chart_->axes()) {
            axis->setLabelsFont(look.tick);
            axis->setLabelsBrush(look.text);
            axis->setTitleFont(look.axisTitle);
            axis->setTitleBrush(look.text);
            axis->setGridLinePen(QPen(look.grid, line));
            axis->setLinePen(QPen(look.axisLine, line));
        }
        // Lines and dots thicken with the export as its text does (an em on screen is about 16 pixels).
        const double thicker = std::max(1.0, look.em / kScreenEm);
        qsizetype i = 0;
        for (QAbstractSeries* series : chart_->series()) {
            if (auto* xy = qobject_cast<QXYSeries*>(series); xy && i < lines_.size()) {
                QPen pen = lines_[i].pen;
                pen.setWidthF(std::max(1.0, pen.widthF()) * thicker);
                xy->setPen(pen);
                xy->setMarkerSize(lines_[i].markerSize * thicker);
                ++i;
            }
        }
        resize(QRectF(geometry_.topLeft(), size));
    }

    void restore() const
    {
        chart_->setMargins(margins_);
        chart_->setBackgroundBrush(background_);
        chart_->setBackgroundRoundness(roundness_);
        chart_->setPlotAreaBackgroundBrush(plotBackground_);
        chart_->setPlotAreaBackgroundVisible(plotBackgroundShown_);
        chart_->setTitleFont(titleFont_);
        chart_->setTitleBrush(titleBrush_);
        chart_->legend()->setFont(legendFont_);
        chart_->legend()->setLabelColor(legendColor_);
        const QList<QAbstractAxis*> axes = chart_->axes();
        for (qsizetype i = 0; i < axes.size() && i < axes_.size(); ++i) {
            const Axis& a = axes_[i];
            axes[i]->setLabelsFont(a.labelsFont);
            axes[i]->setLabelsBrush(a.labelsBrush);
            axes[i]->setTitleFont(a.titleFont);
            axes[i]->setTitleBrush(a.titleBrush);
            axes[i]->setGridLinePen(a.grid);
            axes[i]->setLinePen(a.line);
        }
        qsizetype i = 0;
        for (QAbstractSeries* series : chart_->series()) {
            if (auto* xy = qobject_cast<QXYSeries*>(series); xy && i < lines_.size()) {
                xy->setPen(lines_[i].pen);
                xy->setMarkerSize(lines_[i].markerSize);
                ++i;
            }
        }
        resize(geometry_);
    }

    // Moves the plot area's edges to these (in the chart's coordinates), so stacked charts share their x.
    void alignPlot(double left, double right) const
    {
        QMargins m = chart_->margins();
        const QRectF plot = chart_->plotArea();
        m.setLeft(m.left() + int(std::lround(left - plot.left())));
        m.setRight(m.right() + int(std::lround(plot.right() - right)));
        chart_->setMargins(m);
        relayout();
    }

private:
    struct Line {
        QPen pen;
        qreal markerSize;
    };

    struct Axis {
        QFont labelsFont;
        QBrush labelsBrush;
        QFont titleFont;
        QBrush titleBrush;
        QPen grid;
        QPen line;
    };

    // Scale axes fit their ticks to the plot as the layout settles: now.
    void resize(const QRectF& geometry) const
    {
        chart_->setGeometry(geometry);
        relayout();
    }

    void relayout() const
    {
        chart_->layout()->activate();
        for (QAbstractAxis* axis : chart_->axes())
            if (auto* scale = qobject_cast<ScaleAxis*>(axis))
                scale->fitToPlot();
        chart_->layout()->activate();
    }

    QChart* chart_;
    QRectF geometry_;
    QMargins margins_;
    QBrush background_;
    QBrush plotBackground_;
    bool plotBackgroundShown_;
    QFont titleFont_;
    QBrush titleBrush_;
    QFont legendFont_;
    QColor legendColor_;
    qreal roundness_;
    QList<Axis> axes_;
    QList<Line> lines_;
};

}  // namespace

void paintChart(QPainter& painter, const QRectF& room, QChart* chart, const ChartLook& look,
                const std::function<void()>& placeItems)
{
    std::unique_ptr<QGraphicsScene> scene;
    if (!chart->scene()) {
        scene = std::make_unique<QGraphicsScene>();
        scene->addItem(chart);
    }
    const ChartStyle style(chart);
    style.apply(look, room.size());
    if (placeItems)
        placeItems();
    chart->scene()->render(&painter, room, chart->sceneBoundingRect());
    style.restore();
    if (placeItems)
        placeItems();
    if (scene)
        scene->removeItem(chart);
}

void paintCharts(QPainter& painter, const QRectF& room, const QList<QChart*>& charts, const ChartLook& look)
{
    if (charts.isEmpty())
        return;
    const double share = room.height() / double(charts.size());
    std::vector<std::unique_ptr<ChartStyle>> styles;
    double left = 0;
    double right = room.width();
    for (QChart* chart : charts) {
        styles.push_back(std::make_unique<ChartStyle>(chart));
        styles.back()->apply(look, QSizeF(room.width(), share));
        left = std::max(left, chart->plotArea().left());
        right = std::min(right, chart->plotArea().right());
    }
    for (const auto& style : styles)
        style->alignPlot(left, right);
    for (qsizetype i = 0; i < charts.size(); ++i)
        charts[i]->scene()->render(&painter, QRectF(room.left(), room.top() + share * double(i), room.width(), share),
                                   charts[i]->sceneBoundingRect());
    for (const auto& style : styles)
        style->restore();
}

void setTightLayout(QChart* chart, int margin, int right)
{
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(margin, margin / 2, right, margin / 2));
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->legend()->setAlignment(Qt::AlignTop);
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    chart->legend()->layout()->setContentsMargins(0, 0, 0, 0);
}

}  // namespace surfio
