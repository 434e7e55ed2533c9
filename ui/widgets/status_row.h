#pragma once

class QColor;
class QGridLayout;
class QLabel;
class QString;
class QWidget;

namespace surfio {

// A row of a status grid under a chart (the Steady state and Load tabs): the
// series' name in bold in its colour, then its wrapped, selectable text.
// The labels are named nameId and textId (for tests and screen readers).
struct StatusRow {
    QLabel* name = nullptr;
    QLabel* text = nullptr;
};
StatusRow addStatusRow(QGridLayout* grid, QWidget* parent, int row, const QColor& color, const QString& nameId,
                       const QString& textId);

}  // namespace surfio
