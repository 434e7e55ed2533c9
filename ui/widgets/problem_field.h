#pragma once

#include <QLineEdit>

class QAction;

namespace surfio {

// A line edit that shows what is wrong with its text: an icon inside the
// field, not a colour of our own, so every theme keeps its look; the problem
// is the tooltip of both while there is one, and the field's own tooltip
// (what it is for) comes back once it is mended.
class ProblemField : public QLineEdit {
    Q_OBJECT
public:
    // name: the object name, by which tests and launch options find it; hint: the placeholder.
    ProblemField(const QString& name, const QString& hint, QWidget* parent = nullptr);

    void setProblem(const QString& problem);  // empty: none

protected:
    bool event(QEvent* event) override;

private:
    QAction* problemAction_ = nullptr;
    QString about_;         // the tooltip the field was given
    bool showing_ = false;  // setProblem sets the tooltip, not the field's owner
};

}  // namespace surfio
