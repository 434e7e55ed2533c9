#pragma once

#include "render/chart_export.h"

#include <QWidget>

namespace surfio {

// A chart figure (chart_export.h) painted on screen as it would be
// exported at the widget's size: for views whose chart is painted rather
// than a Qt Charts or 3D widget (the Compare tab's ratio surface). Where the
// figure marks its values (ChartFigure::spots), pointing at one or clicking
// it tells its value in a tooltip.
class FigureWidget : public QWidget {
    Q_OBJECT
public:
    explicit FigureWidget(QWidget* parent = nullptr);

    void setFigure(const ChartFigure& figure, const QString& title);
    const ChartFigure& figure() const { return figure_; }
    const QString& title() const { return title_; }

    QSize sizeHint() const override { return {640, 400}; }

    // The value of the spot nearest `at` within a finger's reach, as last
    // painted; empty where none is near.
    QString valueAt(QPointF at) const;

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    void tellValue(QMouseEvent* event);

    ChartFigure figure_;
    QString title_;
};

}  // namespace surfio
