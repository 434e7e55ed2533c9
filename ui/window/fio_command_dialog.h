#pragma once

#include <QDialog>

class QPlainTextEdit;
class QPushButton;

namespace surfio {

// Where a person pastes a fio command line, as found in a how-to, to import
// it as the matrix. The window imports command() when it is accepted.
class FioCommandDialog : public QDialog {
    Q_OBJECT
public:
    explicit FioCommandDialog(QWidget* parent = nullptr);

    QString command() const;
    void setCommand(const QString& command);
    QPushButton* importButton() const { return import_; }

private:
    QPlainTextEdit* edit_ = nullptr;
    QPushButton* import_ = nullptr;
};

}  // namespace surfio
