#pragma once

#include <QStringList>

namespace surfio {

// `surfio presets` lists the built-in presets and the person's own, one line
// each (name, points, time a round, built-in or own, title); `surfio presets
// NAME` describes one: its description, sweeps in words, method and file.
// arguments start with the program name, then "presets". Returns 0, or 2
// for an unknown or damaged preset (the message says which and why).
int runPresetsCommand(const QStringList& arguments);

}  // namespace surfio
