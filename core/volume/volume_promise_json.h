#pragma once

// A volume's promise as JSON: the matrix's "volume" (what a run was held
// against) and the analysis's "promised", in one shape, fio-like names.

#include "core/volume/volume_promise.h"

#include <QJsonObject>
#include <QString>

namespace surfio {

// {"spec", "profile", "title", "source", "tier", "size_bytes", "iops",
// "bw_bytes", "io_unit_bytes": N | null, "burst": {...} | null}
QJsonObject volumePromiseToJson(const VolumePromise& promise);
// False with a message naming the key at fault.
bool volumePromiseFromJson(const QJsonObject& json, VolumePromise& promise, QString& error);

}  // namespace surfio
