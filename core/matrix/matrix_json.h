#pragma once

#include "core/matrix/matrix.h"

#include <QJsonObject>
#include <QString>

namespace surfio {

// A matrix as JSON, the format of preset files and of the "matrix" a result
// and a journal record. fio's names for the base options; lists for the swept
// ones, either at the top (one sweep) or as "sweeps": [{...}, ...]:
//
//   {"sweeps": [{"rw": ["randrw"], "bs": ["4k", 65536], "bssplit": ["4k/60:64k/40"],
//                "rwmixread": [100, 0], "iodepth": [32], "numjobs": [1], "rate_iops": [0, 500]}],
//    "runtime_ms": 3000, "ramp_time_ms": 1000, "size": "256m", "offset": 0,
//    "io_size": 0, "direct": 1, "percentage_random": -1,
//    "engine": "auto", "randseed": "1592090384", "sample_interval_ms": 100,
//    "order": "listed" | "pts" | "shuffled", "order_seed": "0", "trials": 1,
//    "precondition": false, "rate_steps": [10, 50, 90], "slo_ns": 1000000,
//    "steady_state": {"enabled": false, "window": 5, "max_rounds": 25,
//                     "track": [{"bs": 4096, "rwmixread": 0}]},
//    "preset": "", "preset_runtime_ms": 0, "preset_size": 0, "targets": [...],
//    "sqthread_poll": 1, "sqthread_poll_cpu": 1, "hipri": 1, "fixedbufs": 0, "registerfiles": 0,
//    "cpus_allowed": "0-3,5", "iodepth_batch_submit": 8, "iodepth_batch_complete_min": 4}
//
// A sweep's "rate_iops" is written only when it is not [0] (unthrottled);
// a single number at the top beside "sweeps" (files from before rates were
// swept) is every sweep's that lists none. "rate_steps" only when given.
// Sizes are bytes or fio size strings ("4k"); 64-bit seeds are strings.
QJsonObject matrixToJson(const Matrix& matrix);
// Missing keys keep the defaults of Matrix{}; false with a message naming the
// key at fault when a value is malformed.
bool matrixFromJson(const QJsonObject& json, Matrix& matrix, QString& error);

// fio's io_uring options of a spec under fio's names, as above, each only where
// it differs from JobSpec's default, so files from before them stay as they
// were. A matrix's base and a result's spec hold them.
void uringOptionsToJson(const JobSpec& spec, QJsonObject& json);
// Absent keys keep spec's values; false with a message naming the key at fault.
bool uringOptionsFromJson(const QJsonObject& json, JobSpec& spec, QString& error);

}  // namespace surfio
