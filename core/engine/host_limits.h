#pragma once

// What the host lets a job have, asked before any worker starts: whether
// io_uring can be set up at all, and whether the job's I/O buffers fit in the
// memory the machine and the process's memory cgroup can still give. What a
// ring may register (RLIMIT_MEMLOCK) is found per worker as it sets its ring
// up, and said in its engine's fallback reason (ring_setup.cpp).

#include "core/engine/job_spec.h"
#include "core/engine/problem.h"

#include <string>

namespace surfio {

// Whether io_uring can be used here; when not, why (for the fallback record):
// SURFIO_DISABLE_IO_URING, no kernel support (ENOSYS), or forbidden (EPERM:
// kernel.io_uring_disabled or a seccomp filter).
bool ioUringAvailable(std::string& why);

// Memory the job's I/O buffers need (jobs × depth × block size), and a refusal
// when that is more than half of what the machine (MemAvailable) or the
// process's memory cgroup can still give. root: where /proc and /sys are
// (tests give a tree of their own).
Problem checkBufferMemory(const JobSpec& spec, const std::string& root = "/");

}  // namespace surfio
