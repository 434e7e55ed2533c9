#pragma once

#include "core/result/result_set.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace surfio {

// fio's client mode runs each point on several hosts at once. A run's read and
// write totals are the sum over the hosts; its workers (one per host and job)
// say what each host did. These narrow a result to one host, so every view
// that shows a result can show one host's share the same way.

// The distinct TargetInfo::host names, sorted (fio reports hosts in the order
// their results arrive, which changes from point to point); empty
// for runs on this machine.
QStringList hostsOf(const JobResult& run);
QStringList hostsOf(const ResultSet& results);

// The run as one host saw it: its workers' I/Os and bytes over the longest of
// their times, and latency as the I/O-weighted mean of their means. A host's
// minimum, maximum and percentiles are not known (the histogram stays empty),
// nor its time series, split counts or devices; its warnings are its own
// workers'. An empty host gives the run as it is;
// nullopt when the host did no part of the run.
std::optional<JobResult> onHost(const JobResult& run, const QString& host);
// Every run narrowed to the host, those it had no part in left out.
ResultSet onHost(const ResultSet& results, const QString& host);

}  // namespace surfio
