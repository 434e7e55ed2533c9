#pragma once

#include "core/result/result_set.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace surfio {

// Reads fio's --output-format=json or json+ output (fio 3.x) as a Surfio result.
//
// - Text before the JSON (fio's own lines, client mode's "<host> ..." lines)
//   is skipped: a document starts with a '{' at the start of a line.
// - Several documents one after another (--status-interval) are cumulative
//   snapshots: the last complete one gives the totals, and the differences
//   between consecutive ones become the runs' samples. A cut-off last
//   document (fio killed mid-write) is ignored.
// - Every entry of "jobs" (or client mode's "client_stats") with the same
//   job name, group and options is one run: numjobs clones without
//   group_reporting and the hosts of client mode add up, with one
//   WorkerTotals per entry. In client mode each host is one of the run's
//   targets, its path "hostname:filename", and a worker's target says which
//   host it ran on. fio's own "All clients" entry is skipped: the run already
//   is the sum of the hosts, and fio 3.33 builds that entry from the first
//   reports to arrive, which mixes jobs when a client runs more than one.
// - Latency min/max/mean/stddev come from lat_ns (submission + completion,
//   Surfio's meaning), or clat_ns when lat_ns has no samples. The histogram
//   comes from the json+ "bins" (lat_ns's with lat_percentiles=1, else
//   clat_ns's, bucket for bucket); plain json has no bins, so it is rebuilt
//   from fio's percentile list, which then reads back the same at those
//   percentiles.
// - The matrix groups the runs by pattern, depth and jobs; within such a
//   group, when the block sizes and mixes form a full grid, it is one sweep
//   of them, otherwise one sweep per point. A point that ran more than once
//   gets a trial per run. Options that a matrix cannot vary (target,
//   runtime, ...) come from the first job.
//
// Returns false with a message naming what is wrong (and the line, for
// damaged JSON); `results` is then left as it was.
bool readFioJson(const QByteArray& data, ResultSet& results, QString& error);

// The targets of a point Surfio gives fio, in its order: path (as named)
// and ioPath (the file fio opens: a directory's scratch file).
using PointTargets = std::vector<TargetInfo>;

// fio's output for one point that Surfio's fio engine wrote (toFioJobFile
// with FioGroups::PerTarget), read as readFioJson reads a run, except that
// every entry of the document is a part of the one run: the point's
// section (named `section`) ran on targets[0], its "-fK" section
// (fioTargetSectionSuffix) on targets[K-1], and each entry is one worker on
// its target. Run here, the run's targets are
// `targets`; in client mode each host's share of each target is a target
// of its own, path "host:path" (host as readFioJson names it), host set,
// ordered by host and then as `targets`. The sum is what fio reports for
// the point as one group. False with why when the output does not read or
// an entry is not one of the point's sections.
bool readFioPointJson(const QByteArray& data, const QString& section, const PointTargets& targets, JobResult& result,
                      QString& error);

// In client mode, what a point read by readFioPointJson lacks to be the sum
// it claims: "host:path" for each host that reported and each of spec's
// targets with jobs (fioJobsOnTarget) it reported nothing for. A host that
// reported nothing at all is not known here.
QStringList missingHostTargets(const JobResult& point, const JobSpec& spec);

// fio's output as it arrives (--status-interval): the complete documents at
// the front of buffer, each with the text before it, are removed from it and
// returned; an unfinished document stays for the next call.
QList<QByteArray> takeFioDocuments(QByteArray& buffer);

// The interval between two cumulative snapshots of one run: its I/Os,
// bytes and mean latency, and the 99th percentile when both have bins.
IntervalSample sampleBetween(const JobResult& before, const JobResult& now);

}  // namespace surfio
