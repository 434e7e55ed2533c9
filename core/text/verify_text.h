#pragma once

#include "core/engine/job_result.h"

#include <QList>
#include <QString>

namespace surfio {

// What --verify=crc32c checked, in the words the terminal table, the CSV's
// readers and the workbench share.

// The counts of some runs (the counted runs of a point) added up.
JobResult::Verify verifiedIn(const QList<const JobResult*>& runs);

// "1,234 reads checked, 5 skipped"; empty when nothing was recorded (verify
// off, an older result) or no read ran.
QString verifiedReadsText(const JobResult::Verify& v);

// When verify was on and reads ran but none could be checked ("verify passed"
// then means nothing): why, and what to change. Empty otherwise.
QString checkedNothingText(const JobResult::Verify& v);

}  // namespace surfio
