#include "ui/setup/engine_box.h"

#include <QStandardItemModel>

namespace surfio {

namespace {

// Core's messages start mid-sentence.
QString sentence(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

}  // namespace

EngineBox::EngineBox(QWidget* parent)
    : QComboBox(parent)
{
    setObjectName(QStringLiteral("engine"));
    // In EngineChoice's order.
    addItem(tr("Surfio's engine (io_uring, psync fallback)"), int(EngineChoice::Auto));
    setItemData(0,
                tr("Surfio's own io_uring engine; where io_uring is unavailable, plain pread/pwrite, and the "
                   "result says why"),
                Qt::ToolTipRole);
    addItem(tr("io_uring only"), int(EngineChoice::IoUring));
    setItemData(1, tr("Surfio's io_uring engine, and a failed run where io_uring is unavailable"), Qt::ToolTipRole);
    addItem(tr("psync"), int(EngineChoice::Sync));
    setItemData(2, tr("Surfio's pread/pwrite engine: one I/O per system call"), Qt::ToolTipRole);
    addItem(QString(), int(EngineChoice::Fio));
    setToolTip(tr("What issues the I/O; fio can also run the points on other hosts"));
    setFioAvailability({});
}

EngineChoice EngineBox::engine() const
{
    return EngineChoice(currentData().toInt());
}

void EngineBox::setEngine(EngineChoice engine)
{
    setCurrentIndex(findData(int(engine)));
}

void EngineBox::setFioAvailability(const FioAvailability& fio)
{
    fio_ = fio;
    const int row = findData(int(EngineChoice::Fio));
    QStandardItem* item = qobject_cast<QStandardItemModel*>(model())->item(row);
    if (!fio.known) {
        item->setText(tr("fio (looking for it…)"));
        item->setToolTip(tr("Runs every point through fio, on this machine or on fio servers"));
    } else if (fio.found) {
        item->setText(tr("fio %1").arg(fio.program.version));
        item->setToolTip(tr("Runs every point through %1 (fio %2), on this machine or on fio servers")
                             .arg(fio.program.path, fio.program.version));
    } else {
        item->setText(tr("fio (not available)"));
        item->setToolTip(sentence(fio.error));
    }
    // A loaded matrix may still have fio: it shows, and problem() says why it cannot run.
    item->setEnabled(!fio.known || fio.found);
}

QString EngineBox::problem() const
{
    if (engine() != EngineChoice::Fio || !fio_.known || fio_.found)
        return {};
    return sentence(fio_.error);
}

}  // namespace surfio
