#pragma once

#include "ui/chart_export.h"
#include "ui/models/heat_map_model.h"

#include <QStringList>
#include <QWidget>

namespace surfio {

// A heat map drawn, not a table: one cell per read mix × block size coloured
// from the metric scale, each with its value printed, the mixes named down
// the left and the block sizes along the bottom. The same painting goes to
// the screen (in the application's font) and to an export (in the export's
// look), so what is shown is what is saved.
class HeatMapChart : public QWidget {
    Q_OBJECT
public:
    struct Table {
        QStringList rowHeaders;           // top to bottom
        QStringList columnHeaders;        // left to right
        QList<HeatMapModel::Cell> cells;  // row-major; unmeasured cells stay blank
        MetricScale scale;                // colours from 0 to its top; values are in its unit
        QString rowTitle;                 // "Read %"
        QString columnTitle;              // "Block size"
    };

    explicit HeatMapChart(QWidget* parent = nullptr);

    void setTable(const Table& table);
    const Table& table() const { return table_; }

    // Cells, headers and axis titles within room (no colour scale: the figure's).
    static void paint(QPainter& painter, const QRectF& room, const Table& table, const ChartLook& look);

    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    Table table_;
};

}  // namespace surfio
