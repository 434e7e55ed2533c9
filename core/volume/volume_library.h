#pragma once

// Where volume profiles come from: built in (resources/volumes, compiled in
// as :/volumes/NAME.json), and the person's own folder, whose files win by
// name, as presets do.

#include "core/volume/volume_profile.h"

namespace surfio {

// The profiles: built-in (:/volumes), then the person's own, which win by name.
QList<VolumeProfile> allVolumeProfiles();
QString userVolumeDirectory();
// By name, or a profile file's path ending in .json; false with the known names.
bool findVolumeProfile(const QString& name, VolumeProfile& profile, QString& error);

// findVolumeProfile and promiseOf in one, for --volume and the window's picker.
bool resolveVolume(const QString& specText, uint64_t targetBytes, VolumePromise& promise, QString& error);

}  // namespace surfio
