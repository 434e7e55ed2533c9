#pragma once

#include <QStringList>

namespace surfio {

// `surfio volumes` lists the volume profiles (built-in and the person's own)
// with what each promises at a size (--size, 100 GiB by default); `surfio
// volumes SPEC…` describes what each spec promises (the --volume form:
// PROFILE[:SIZE][,iops=N][,throughput=N]) with the profile's source and notes.
// arguments start with the program name, then "volumes". Returns 0, or 2
// for an unknown or damaged profile or a spec it cannot promise.
int runVolumesCommand(const QStringList& arguments);

}  // namespace surfio
