#pragma once

#include "core/plot/metric_scale.h"

#include <QStringList>
#include <QWidget>

namespace surfio {

// The colour scale beside the surface and the heat map: the metric gradient
// from 0 at the bottom to the scale's top, ticked in the scale's unit, with
// the metric and unit as its title. Painted in the widget's font, so it reads
// at the application's size whatever the 3D view does with its own labels.
class ColorScaleBar : public QWidget {
    Q_OBJECT
public:
    explicit ColorScaleBar(QWidget* parent = nullptr);

    void setScale(const MetricScale& scale);
    QString title() const { return scale_.title(); }
    QStringList tickLabels() const;  // bottom to top
    // Where each tick label is painted, bottom to top (for tests and layout).
    QList<QRect> tickLabelRects() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QRect barRect() const;
    QList<double> ticks() const;

    MetricScale scale_;
};

}  // namespace surfio
