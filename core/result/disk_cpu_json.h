#pragma once

#include "core/engine/job_result.h"

#include <QJsonArray>
#include <QJsonObject>

#include <vector>

namespace surfio {

// fio's JSON names for what the devices and the CPU did, which Surfio's
// result files and the reading of fio's own output share.

// A disk_util entry under fio 3.33's keys (name, read_ios, write_ios,
// read_merges, write_merges, read_ticks, write_ticks, in_queue, util), fio
// 3.36's read_sectors and write_sectors, and Surfio's own msec (the span)
// and mean_queue_depth (in_queue / msec).
QJsonArray diskUtilToJson(const std::vector<DiskUtil>& disks);
// fio writes no span; msecIfAbsent is the caller's best knowledge of it.
std::vector<DiskUtil> diskUtilFromJson(const QJsonArray& disks, double msecIfAbsent);

// A job's CPU as fio writes it per job: usr_cpu and sys_cpu (% of
// job_runtime), ctx and job_runtime (ms). Nothing when not recorded.
void addCpuJson(QJsonObject& job, const CpuUse& cpu);
// Not recorded when job_runtime is absent or 0 (results from before Surfio measured it).
CpuUse cpuFromJson(const QJsonObject& job);

}  // namespace surfio
