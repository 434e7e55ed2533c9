#pragma once

#include "render/chart_export.h"

#include <QWidget>

namespace surfio {

// A chart figure (chart_export.h) painted on screen as it would be
// exported at the widget's size: for views whose chart is painted rather
// than a Qt Charts or 3D widget (the Compare tab's ratio surface).
class FigureWidget : public QWidget {
    Q_OBJECT
public:
    explicit FigureWidget(QWidget* parent = nullptr);

    void setFigure(const ChartFigure& figure, const QString& title);
    const ChartFigure& figure() const { return figure_; }
    const QString& title() const { return title_; }

    QSize sizeHint() const override { return {640, 400}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    ChartFigure figure_;
    QString title_;
};

}  // namespace surfio
