#pragma once

#include <QStringList>

class QPalette;

namespace surfio {

struct Analysis;

// A volume's promise and each check of it (promised.h) as rich text, in the
// analysis' own words (analysis_text.h): the heading first ("aws-gp3 at 100
// GiB promises 3,000 IOPS and 125 MiB/s"), then a line a check ("Promised
// IOPS: met: 3,010 of 3,000 IOPS promised"), its verdict word coloured (met
// green, below red, where readable on the palette); where a limit was checked
// on several limits groups, each line names its group ("Promised IOPS,
// randrw · 50 % read · QD 16 × 1: above: …"). Empty without a promise.
// The Surface's verdict panel and the Results page say it the same way.
// firstGroup: the checks read from this limits group (an index into
// Analysis::limits) come first after the heading, as the mix picked does.
QStringList promisedLines(const Analysis& analysis, const QPalette& palette, int firstGroup = -1);

}  // namespace surfio
