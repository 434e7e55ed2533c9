#include "ui/window/fio_command_dialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace surfio {

FioCommandDialog::FioCommandDialog(QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Paste a fio command line"));

    edit_ = new QPlainTextEdit;
    edit_->setObjectName(QStringLiteral("command"));
    // The Vietnamese seed's command, as such pages print it.
    edit_->setPlaceholderText(QStringLiteral("sudo fio --randrepeat=1 --ioengine=libaio --direct=1 --gtod_reduce=1 "
                                             "--name=TGS --filename=TGS --bs=4k --iodepth=64 --size=4G "
                                             "--readwrite=randrw --rwmixread=75 --numjobs=8"));
    edit_->setTabChangesFocus(true);
    // A few lines of a command fit without scrolling, at any font size.
    edit_->setMinimumSize(edit_->fontMetrics().averageCharWidth() * 60, edit_->fontMetrics().lineSpacing() * 5);

    auto* label = new QLabel(tr("A fio &command line, with or without sudo; each --name starts a job, and each job "
                                "becomes a part of the matrix. Options Surfio's engine does not use are listed in the "
                                "Log tab."));
    label->setWordWrap(true);
    label->setBuddy(edit_);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    import_ = buttons->button(QDialogButtonBox::Ok);
    import_->setText(tr("&Import"));
    import_->setEnabled(false);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(label);
    layout->addWidget(edit_, 1);
    layout->addWidget(buttons);

    connect(edit_, &QPlainTextEdit::textChanged, this,
            [this] { import_->setEnabled(!edit_->toPlainText().trimmed().isEmpty()); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

QString FioCommandDialog::command() const
{
    return edit_->toPlainText();
}

void FioCommandDialog::setCommand(const QString& command)
{
    edit_->setPlainText(command);
}

}  // namespace surfio
