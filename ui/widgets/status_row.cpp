#include "ui/widgets/status_row.h"

#include <QGridLayout>
#include <QLabel>

namespace surfio {

StatusRow addStatusRow(QGridLayout* grid, QWidget* parent, int row, const QColor& color, const QString& nameId,
                       const QString& textId)
{
    StatusRow out;
    out.name = new QLabel(parent);
    QFont bold = out.name->font();
    bold.setBold(true);
    out.name->setFont(bold);
    QPalette palette = out.name->palette();
    palette.setColor(QPalette::WindowText, color);
    out.name->setPalette(palette);
    out.name->setObjectName(nameId);
    out.text = new QLabel(parent);
    out.text->setWordWrap(true);
    out.text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    out.text->setObjectName(textId);
    grid->addWidget(out.name, row, 0, Qt::AlignLeft | Qt::AlignTop);
    grid->addWidget(out.text, row, 1, Qt::AlignTop);
    return out;
}

}  // namespace surfio
