#pragma once

#include "core/result/result_set.h"

#include <QJsonObject>

namespace surfio {

// Surfio's result document. Per point, "read" and "write" use fio's key names
// where the meaning is the same (io_bytes, bw_bytes, bw in KiB/s, iops,
// runtime in ms, total_ios, lat_ns{min,max,mean,stddev,N,percentile,bins}).
// "format" is versioned: readers check it.
// Version 2 added the matrix, point/trial/round per run, preconditioning
// and steady state; version 1 files still load.
constexpr int kResultFormatVersion = 2;

QJsonObject toJson(const ResultSet& results);
QJsonObject toJson(const JobResult& point, int index);

// Reads a document written by toJson back. Returns false, with a message
// naming what is wrong, when it is not a Surfio result or is malformed.
bool fromJson(const QJsonObject& document, ResultSet& results, QString& error);
bool fromJson(const QJsonObject& point, JobResult& result, QString& error);

// Adds json+ "bins" (latency in ns -> count), as fio writes them and Surfio's
// results do, to `into`; false, with why, when a bin is not named by a whole
// number of nanoseconds.
bool addLatencyBins(const QJsonObject& bins, LatencyHistogram& into, QString& why);

// Reads a result file; a damaged one gets a message naming its line (JSON
// syntax) or key (content). The file is only read.
bool readResultFile(const QString& path, ResultSet& results, QString& error);
// The same for a result file's bytes; `path` only names it in messages.
bool readResultData(const QByteArray& data, const QString& path, ResultSet& results, QString& error);

// The 1-based line of a byte offset, for messages about damaged files.
int lineOfOffset(const QByteArray& data, qsizetype offset);

}  // namespace surfio
