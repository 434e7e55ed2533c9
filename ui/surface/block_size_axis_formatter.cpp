#include "ui/surface/block_size_axis_formatter.h"

#include "core/text/units.h"

#include <QtMath>

#include <cmath>

namespace surfio {

BlockSizeAxisFormatter::BlockSizeAxisFormatter(QObject* parent)
    : QLogValue3DAxisFormatter(parent)
{
    setBase(2.0);
    // Labels only at powers of two: an edge label at an odd minimum would
    // crowd its neighbour.
    setShowEdgeLabels(false);
}

void BlockSizeAxisFormatter::setSplitLabels(const SplitLabels& labels)
{
    if (labels == splits_)
        return;
    splits_ = labels;
    markDirty(true);
}

QValue3DAxisFormatter* BlockSizeAxisFormatter::createNewInstance() const
{
    return new BlockSizeAxisFormatter;
}

void BlockSizeAxisFormatter::populateCopy(QValue3DAxisFormatter& copy) const
{
    QLogValue3DAxisFormatter::populateCopy(copy);
    if (auto* same = qobject_cast<BlockSizeAxisFormatter*>(&copy))
        same->splits_ = splits_;
}

QString BlockSizeAxisFormatter::stringForValue(qreal value, const QString& format) const
{
    Q_UNUSED(format)
    if (!splits_.empty() && value > 0) {
        // Label positions come from float powers: compare in octaves.
        const double octave = std::log2(value);
        for (const auto& [position, name] : splits_)
            if (std::abs(octave - std::log2(position)) < 0.01)
                return name;
        if (octave > std::log2(splits_.front().first))
            return {};
    }
    // Label positions come from float powers, so 4096 may arrive as 4095.99.
    return formatSize(uint64_t(qMax<qint64>(0, qRound64(value))));
}

}  // namespace surfio
