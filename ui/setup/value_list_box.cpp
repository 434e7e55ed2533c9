#include "ui/setup/value_list_box.h"

#include "ui/models/value_list_model.h"
#include "ui/widgets/problem_field.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace surfio {

ValueListBox::ValueListBox(ValueListModel* model, const QString& name, const QString& title, const QString& addHint,
                           QWidget* parent)
    : QWidget(parent)
    , model_(model)
{
    view_ = new QListView;
    view_->setObjectName(name);
    view_->setModel(model_);
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    view_->setIconSize(QSize(iconSize, iconSize));
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->setContextMenuPolicy(Qt::ActionsContextMenu);

    add_ = new ProblemField(name + QStringLiteral("Add"), addHint);
    addAction_ = new QAction(tr("Add"), this);
    addAction_->setToolTip(tr("Add the value typed as a checked custom entry"));
    removeAction_ = new QAction(tr("Remove"), this);
    removeAction_->setToolTip(tr("Remove the selected custom entry"));
    removeAction_->setShortcut(QKeySequence::Delete);
    removeAction_->setShortcutContext(Qt::WidgetShortcut);
    view_->addAction(removeAction_);
    auto* addButton = new QToolButton;
    addButton->setDefaultAction(addAction_);
    auto* removeButton = new QToolButton;
    removeButton->setDefaultAction(removeAction_);

    connect(add_, &QLineEdit::textChanged, this, &ValueListBox::updateAddField);
    connect(add_, &QLineEdit::returnPressed, this, &ValueListBox::addEntry);
    connect(addAction_, &QAction::triggered, this, &ValueListBox::addEntry);
    connect(removeAction_, &QAction::triggered, this, &ValueListBox::removeEntry);
    connect(view_->selectionModel(), &QItemSelectionModel::currentChanged, this, &ValueListBox::updateRemoveAction);

    auto* addRow = new QHBoxLayout;
    addRow->addWidget(add_, 1);
    addRow->addWidget(addButton);
    addRow->addWidget(removeButton);
    auto* label = new QLabel(title);
    label->setBuddy(view_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(label);
    layout->addWidget(view_, 1);
    layout->addLayout(addRow);
    updateAddField();
    updateRemoveAction();
}

ValueListBox::~ValueListBox()
{
    // QWidget's destructor closes an open in-place editor, whose commit can
    // move the current entry after this object's members are gone.
    view_->selectionModel()->disconnect(this);
}

void ValueListBox::setReadOnly(bool readOnly)
{
    readOnly_ = readOnly;
    model_->setReadOnly(readOnly);
    add_->setReadOnly(readOnly);
    add_->setEnabled(!readOnly);
    view_->setEnabled(!readOnly);
    updateAddField();
    updateRemoveAction();
}

void ValueListBox::addEntry()
{
    const QString text = add_->text();
    if (readOnly_ || text.trimmed().isEmpty() || !model_->textProblem(text).isEmpty())
        return;
    const QModelIndex index = model_->addCustom(*model_->parse(text));
    add_->clear();
    view_->setCurrentIndex(index);
    view_->scrollTo(index);
}

void ValueListBox::removeEntry()
{
    const QModelIndex current = view_->currentIndex();
    if (current.isValid() && current.data(ValueListModel::CustomRole).toBool())
        model_->removeRow(current.row());
}

void ValueListBox::updateRemoveAction()
{
    const QModelIndex current = view_->currentIndex();
    removeAction_->setEnabled(!readOnly_ && current.isValid() && current.data(ValueListModel::CustomRole).toBool());
}

void ValueListBox::updateAddField()
{
    const QString text = add_->text();
    const QString problem = text.trimmed().isEmpty() ? QString() : model_->textProblem(text);
    add_->setProblem(problem);
    addAction_->setEnabled(!readOnly_ && !text.trimmed().isEmpty() && problem.isEmpty());
}

}  // namespace surfio
