#include "block_size_axis_formatter.h"

#include "units.h"

#include <QtMath>

namespace surfio {

BlockSizeAxisFormatter::BlockSizeAxisFormatter(QObject* parent)
    : QLogValue3DAxisFormatter(parent)
{
    setBase(2.0);
    // Labels only at powers of two: an edge label at an odd minimum would
    // crowd its neighbour.
    setShowEdgeLabels(false);
}

QValue3DAxisFormatter* BlockSizeAxisFormatter::createNewInstance() const
{
    return new BlockSizeAxisFormatter;
}

QString BlockSizeAxisFormatter::stringForValue(qreal value, const QString& format) const
{
    Q_UNUSED(format)
    // Label positions come from float powers, so 4096 may arrive as 4095.99.
    return formatSize(uint64_t(qMax<qint64>(0, qRound64(value))));
}

} // namespace surfio
