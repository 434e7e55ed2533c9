#pragma once

#include <QDialog>

namespace surfio {

// Help → How to read the surface: what the axes, colours and metrics mean,
// and how the figures were measured, in a few paragraphs.
class SurfaceGuide : public QDialog {
    Q_OBJECT
public:
    explicit SurfaceGuide(QWidget* parent = nullptr);

    static QString html();
};

}  // namespace surfio
