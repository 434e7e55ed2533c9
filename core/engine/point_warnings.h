#pragma once

#include "core/engine/job_result.h"

#include <string>
#include <vector>

namespace surfio {

// What a person must know before trusting a point's figures, from what the
// devices and the CPU did (engine messages, message_text.h):
// - a device under a target completed far fewer I/Os than the engine counted
//   (a cache answered them: buffered I/O, a caching filesystem) or far more
//   (the block layer split them);
// - a worker thread kept a CPU busy almost all of its measured time, so the
//   load generator, not the storage, may set the figures;
// - the process was paused or starved (a sampling interval far longer than
//   asked), so the figures count time in which nothing was issued;
// - a drive under a target reached its warning (or critical) temperature,
//   so it may have slowed itself down.
// Empty when nothing stands out, or the point has no such figures.
std::vector<std::string> pointWarnings(const JobResult& result);

}  // namespace surfio
