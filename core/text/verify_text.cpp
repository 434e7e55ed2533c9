#include "core/text/verify_text.h"

#include <QCoreApplication>

#include <algorithm>
#include <climits>

namespace surfio {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(VerifyText)
};

// The count that picks a plural form; the text shows the whole number (%L1).
int pluralOf(uint64_t n)
{
    return int(std::min<uint64_t>(n, INT_MAX));
}

}  // namespace

JobResult::Verify verifiedIn(const QList<const JobResult*>& runs)
{
    JobResult::Verify sum;
    for (const JobResult* r : runs)
        sum.merge(r->verify);
    return sum;
}

QString verifiedReadsText(const JobResult::Verify& v)
{
    if (!v.recorded || v.checkedReads + v.skippedReads == 0)
        return {};
    //: --verify=crc32c: %1 reads had every 512-byte sector checked; %2 were not checked because a write of the
    //: same job to the same part of the region was in flight. The plural form follows %1.
    return Text::tr("%L1 read(s) checked, %L2 skipped", nullptr, pluralOf(v.checkedReads))
        .arg(v.checkedReads)
        .arg(v.skippedReads);
}

QString checkedNothingText(const JobResult::Verify& v)
{
    if (!v.checkedNothing())
        return {};
    //: --verify=crc32c found no read it could check; %1 the number of reads
    return Text::tr("Verify checked none of its %L1 read(s): each one ran while a write of its own job to the same "
                    "part of the region was in flight. A larger region or a lower queue depth leaves reads to check.",
                    nullptr, pluralOf(v.skippedReads))
        .arg(v.skippedReads);
}

}  // namespace surfio
