#include "ui/widgets/problem_field.h"

#include <QAction>
#include <QEvent>
#include <QIcon>
#include <QScopedValueRollback>
#include <QStyle>

namespace surfio {

ProblemField::ProblemField(const QString& name, const QString& hint, QWidget* parent)
    : QLineEdit(parent)
{
    setObjectName(name);
    setPlaceholderText(hint);
    problemAction_ = addAction(
        QIcon::fromTheme(QStringLiteral("dialog-warning"), style()->standardIcon(QStyle::SP_MessageBoxWarning)),
        QLineEdit::TrailingPosition);
    problemAction_->setVisible(false);
}

void ProblemField::setProblem(const QString& problem)
{
    problemAction_->setVisible(!problem.isEmpty());
    problemAction_->setToolTip(problem);
    const QScopedValueRollback showing(showing_, true);
    setToolTip(problem.isEmpty() ? about_ : problem);
}

bool ProblemField::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTipChange && !showing_)
        about_ = toolTip();
    return QLineEdit::event(event);
}

}  // namespace surfio
