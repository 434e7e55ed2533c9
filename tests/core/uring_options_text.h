#pragma once

// fio's io_uring options of a JobSpec in test data and comparisons: specs
// that set them, and the options as one line in fio's spelling, so a test
// that loses one says which.

#include "core/engine/job_spec.h"

#include <QString>
#include <QStringList>

// Test data: "fixedbufs=1 hipri=1" as a list, one option or key each.
inline QStringList words(const char* text)
{
    return QString::fromLatin1(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

// Every option away from its default, as a person asking for all of them would.
inline surfio::JobSpec withUringOptions(surfio::JobSpec spec)
{
    spec.sqthreadPoll = true;
    spec.sqthreadPollCpu = 1;
    spec.hipri = true;
    spec.fixedBufs = false;
    spec.registerFiles = false;
    spec.cpusAllowed = {0, 1, 3};
    spec.iodepthBatchSubmit = 4;
    spec.iodepthBatchCompleteMin = 2;
    return spec;
}

inline QString uringOptionsText(const surfio::JobSpec& s)
{
    return QStringLiteral("sqthread_poll=%1 sqthread_poll_cpu=%2 hipri=%3 fixedbufs=%4 registerfiles=%5 "
                          "cpus_allowed=%6 iodepth_batch_submit=%7 iodepth_batch_complete_min=%8")
        .arg(int(s.sqthreadPoll))
        .arg(s.sqthreadPollCpu)
        .arg(int(s.hipri))
        .arg(int(s.fixedBufs))
        .arg(int(s.registerFiles))
        .arg(QString::fromStdString(surfio::cpuListName(s.cpusAllowed)))
        .arg(s.iodepthBatchSubmit)
        .arg(s.iodepthBatchCompleteMin);
}
