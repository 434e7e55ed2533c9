#pragma once

#include <QLabel>

namespace surfio {

// Plain, selectable text wrapped to the width its layout gives it. A word
// wider than a line (a path with no space, hyphen or slash where it could
// break) is broken where the line ends instead of running past the edge, so
// a long path neither widens the panel it sits in nor hides behind its edge.
class WrappingLabel : public QLabel {
    Q_OBJECT
public:
    explicit WrappingLabel(const QString& text, QWidget* parent = nullptr);

    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void fit();  // text() is text_ with the line breaks this width needs

    QString text_;
};

}  // namespace surfio
