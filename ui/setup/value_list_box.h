#pragma once

#include <QWidget>

class QAction;
class QListView;

namespace surfio {

class ProblemField;
class ValueListModel;

// A checkable list of values (ValueListModel) under its label, with a field
// to add custom entries, checked, and buttons to add and remove them (Delete
// in the list removes too). Text in the field that cannot be an entry is
// marked there, and not added.
class ValueListBox : public QWidget {
    Q_OBJECT
public:
    // name: the list's object name, and with "Add" its field's; title: the
    // label, with its accelerator.
    ValueListBox(ValueListModel* model, const QString& name, const QString& title, const QString& addHint,
                 QWidget* parent = nullptr);
    ~ValueListBox() override;

    void setReadOnly(bool readOnly);
    void updateRemoveAction();  // Remove for a custom entry only

private:
    void addEntry();
    void removeEntry();
    void updateAddField();

    ValueListModel* model_ = nullptr;
    QListView* view_ = nullptr;
    ProblemField* add_ = nullptr;
    QAction* addAction_ = nullptr;
    QAction* removeAction_ = nullptr;
    bool readOnly_ = false;
};

}  // namespace surfio
