#pragma once

#include "matrix.h"

#include <QJsonObject>
#include <QString>

namespace surfio {

// A matrix as JSON, with fio's names for the base options and lists for the
// swept ones: {"rw": ["randrw"], "bs": [4096, 65536], "rwmixread": [100, 0],
// "iodepth": [32], "numjobs": [1], "runtime_ms": 3000, "ramp_time_ms": 1000,
// "size": 268435456, "direct": 1, "percentage_random": -1, "targets": [...]}.
// Used for the GUI's saved state (and later the preset files).
QJsonObject matrixToJson(const Matrix& matrix);
// Missing keys keep the defaults of Matrix{}; false with a message when a
// value is malformed.
bool matrixFromJson(const QJsonObject& json, Matrix& matrix, QString& error);

} // namespace surfio
