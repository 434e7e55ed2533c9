#pragma once

#include "render/heat_map_table.h"

#include <QWidget>

namespace surfio {

// A heat map drawn, not a table (heat_map_table.h), on screen.
class HeatMapChart : public QWidget {
    Q_OBJECT
public:
    explicit HeatMapChart(QWidget* parent = nullptr);

    void setTable(const HeatMapTable& table);
    const HeatMapTable& table() const { return table_; }

    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    HeatMapTable table_;
};

}  // namespace surfio
