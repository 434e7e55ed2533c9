#include "ui/setup/target_card.h"

#include "ui/widgets/wrapping_label.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace surfio {

namespace {

QStyle::StandardPixmap iconOf(const TargetFacts& facts)
{
    if (!facts.problem.isEmpty())
        return QStyle::SP_MessageBoxCritical;
    switch (facts.kind) {
    case TargetFacts::Kind::Directory:
        return QStyle::SP_DirIcon;
    case TargetFacts::Kind::File:
    case TargetFacts::Kind::NewFile:
        return QStyle::SP_FileIcon;
    case TargetFacts::Kind::BlockDevice:
        return QStyle::SP_DriveHDIcon;
    case TargetFacts::Kind::Unusable:
        break;
    }
    return QStyle::SP_MessageBoxCritical;
}

QLabel* iconLabel(QWidget* owner, QStyle::StandardPixmap pixmap)
{
    auto* label = new QLabel;
    const int size = owner->style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, owner);
    label->setPixmap(owner->style()->standardIcon(pixmap, nullptr, owner).pixmap(size));
    label->setAlignment(Qt::AlignTop);
    return label;
}

QLayout* iconRow(QWidget* owner, QStyle::StandardPixmap pixmap, QLabel* text)
{
    auto* row = new QHBoxLayout;
    row->addWidget(iconLabel(owner, pixmap));
    row->addWidget(text, 1);
    return row;
}

}  // namespace

TargetCard::TargetCard(const TargetFacts& facts, QWidget* parent)
    : QFrame(parent)
    , path_(facts.path)
{
    setFrameShape(QFrame::StyledPanel);

    auto* title = new WrappingLabel(facts.path);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);

    remove_ = new QToolButton;
    remove_->setText(tr("Remove"));
    remove_->setToolTip(tr("Remove %1 from the targets").arg(facts.path));
    connect(remove_, &QToolButton::clicked, this, [this] { Q_EMIT removeRequested(path_); });

    auto* header = new QHBoxLayout;
    header->addWidget(iconLabel(this, iconOf(facts)));
    header->addWidget(title, 1);
    header->addWidget(remove_, 0, Qt::AlignTop);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(header);

    if (!facts.rows.isEmpty()) {
        // A grid rather than a QFormLayout: its height follows wrapped values,
        // up to the Setup dock's scroll area.
        auto* grid = new QGridLayout;
        grid->setColumnStretch(1, 1);
        for (const TargetFacts::Row& row : facts.rows) {
            const int r = grid->rowCount();
            grid->addWidget(new QLabel(tr("%1:").arg(row.label)), r, 0, Qt::AlignTop);
            grid->addWidget(new WrappingLabel(row.value), r, 1);
        }
        layout->addLayout(grid);
    }
    if (!facts.problem.isEmpty())
        layout->addLayout(iconRow(this, QStyle::SP_MessageBoxCritical, new WrappingLabel(facts.problem)));
    for (const QString& warning : facts.warnings)
        layout->addLayout(iconRow(this, QStyle::SP_MessageBoxWarning, new WrappingLabel(warning)));
}

void TargetCard::setRemovable(bool removable)
{
    remove_->setEnabled(removable);
}

}  // namespace surfio
