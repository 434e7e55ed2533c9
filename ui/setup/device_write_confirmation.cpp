#include "ui/setup/device_write_confirmation.h"

#include "core/text/units.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace surfio {

DeviceWriteConfirmation::DeviceWriteConfirmation(const QString& path, const BlockDeviceFacts& facts, QWidget* parent)
    : QDialog(parent)
{
    // The kernel's name, so a /dev/disk/by-id/... path still asks for "sdb".
    QString name = QString::fromStdString(facts.sysfsName);
    if (name.isEmpty())
        name = QFileInfo(path).fileName();
    const QString model = facts.model.empty() ? tr("model not reported") : QString::fromStdString(facts.model);
    build(path, name,
          tr("<p>The run writes to <b>%1</b> (%2, %3). Everything stored on it will be "
             "destroyed, and no run can bring it back.</p>"
             "<p>Type <b>%4</b> to confirm.</p>")
              .arg(path.toHtmlEscaped(), model.toHtmlEscaped(), formatSize(facts.size), name.toHtmlEscaped()));
}

DeviceWriteConfirmation::DeviceWriteConfirmation(const QString& path, const QStringList& hosts, QWidget* parent)
    : QDialog(parent)
{
    const QString name = QFileInfo(path).fileName();
    build(path, name,
          tr("<p>The run writes to <b>%1</b> on the fio hosts %2, which Surfio cannot inspect from here: whether it "
             "is mounted or holds a filesystem is not checked. Everything stored on it will be destroyed on every one "
             "of them, and no run can bring it back.</p>"
             "<p>Type <b>%3</b> to confirm.</p>")
              .arg(path.toHtmlEscaped(), hosts.join(QStringLiteral(", ")).toHtmlEscaped(), name.toHtmlEscaped()));
}

void DeviceWriteConfirmation::build(const QString& path, const QString& name, const QString& message)
{
    acceptedNames_ = {name, QStringLiteral("/dev/") + name, path};

    setWindowTitle(tr("Destroy the data on %1?").arg(name));

    auto* icon = new QLabel;
    const int iconSize = style()->pixelMetric(QStyle::PM_MessageBoxIconSize, nullptr, this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning, nullptr, this).pixmap(iconSize));
    icon->setAlignment(Qt::AlignTop);

    auto* text = new QLabel(message);
    text->setTextFormat(Qt::RichText);
    text->setWordWrap(true);
    // Wide enough that a long model or backing file does not make a narrow column.
    text->setMinimumWidth(text->fontMetrics().averageCharWidth() * 50);

    edit_ = new QLineEdit;
    edit_->setPlaceholderText(name);
    text->setBuddy(edit_);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    confirm_ = buttons->button(QDialogButtonBox::Ok);
    confirm_->setText(tr("Destroy data on %1").arg(name));
    confirm_->setEnabled(false);

    auto* textColumn = new QVBoxLayout;
    textColumn->addWidget(text);
    textColumn->addWidget(edit_);
    auto* top = new QHBoxLayout;
    top->addWidget(icon);
    top->addLayout(textColumn, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(buttons);

    connect(edit_, &QLineEdit::textChanged, this, [this] { confirm_->setEnabled(isTypedNameRight()); });
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (isTypedNameRight())
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

bool DeviceWriteConfirmation::isTypedNameRight() const
{
    return acceptedNames_.contains(edit_->text().trimmed());
}

}  // namespace surfio
