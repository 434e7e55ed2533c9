#pragma once

#include <QLineEdit>

class QAction;

namespace surfio {

// A line edit that shows what is wrong with its text: an icon inside the
// field, not a colour of our own, so every theme keeps its look; the problem
// is the tooltip of both.
class ProblemField : public QLineEdit {
    Q_OBJECT
public:
    // name: the object name, by which tests and launch options find it; hint: the placeholder.
    ProblemField(const QString& name, const QString& hint, QWidget* parent = nullptr);

    void setProblem(const QString& problem);  // empty: none

private:
    QAction* problemAction_ = nullptr;
};

}  // namespace surfio
