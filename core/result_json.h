#pragma once

#include "result_set.h"

#include <QJsonObject>

namespace surfio {

// Surfio's result document. Per point, "read" and "write" use fio's key names
// where the meaning is the same (io_bytes, bw_bytes, bw in KiB/s, iops,
// runtime in ms, total_ios, lat_ns{min,max,mean,stddev,N,percentile,bins}).
// "format" is versioned: readers check it.
constexpr int kResultFormatVersion = 1;

QJsonObject toJson(const ResultSet& results);
QJsonObject toJson(const JobResult& point, int index);

// Reads a document written by toJson back. Returns false, with a message
// naming what is wrong, when it is not a Surfio result or is malformed.
bool fromJson(const QJsonObject& document, ResultSet& results, QString& error);

} // namespace surfio
