#pragma once

// Test data in fio's spelling: "4k/60:64k/30:1m/10" as a BlockSplit. Sizes
// take k/m suffixes (powers of 1024); no checks, so rows can hold bad splits.

#include "core/engine/job_spec.h"

#include <QString>
#include <QStringList>

#include <algorithm>

inline surfio::BlockSplit blockSplitFromText(const QString& text)
{
    surfio::BlockSplit split;
    for (const QString& item : text.split(QLatin1Char(':'))) {
        const QStringList sizeAndPercent = item.split(QLatin1Char('/'));
        QString size = sizeAndPercent.value(0).toLower();
        uint64_t unit = 1;
        if (size.endsWith(QLatin1Char('k')))
            unit = 1024;
        else if (size.endsWith(QLatin1Char('m')))
            unit = uint64_t{1024} * 1024;
        if (unit > 1)
            size.chop(1);
        split.push_back({size.toULongLong() * unit, sizeAndPercent.value(1).toUInt()});
    }
    return split;
}

// The split's largest part, which JobSpec::blockSize must be.
inline uint64_t largestPart(const surfio::BlockSplit& split)
{
    uint64_t largest = 0;
    for (const surfio::BlockSplitPart& part : split)
        largest = std::max(largest, part.size);
    return largest;
}
