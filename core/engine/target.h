#pragma once

#include "core/engine/device_grant.h"
#include "core/engine/job_result.h"
#include "core/engine/job_spec.h"
#include "core/engine/problem.h"

#include <atomic>
#include <functional>
#include <memory>
#include <string>

namespace surfio {

// An opened target, kept open across the points of a matrix so the region is
// laid out once. Owns a directory target's scratch file and removes it on
// destruction unless the spec says to keep it.
class Target {
public:
    // Checks everything that can be checked before any file is created or
    // touched (existence, read-only filesystems, free space, device safety,
    // direct-I/O alignment against every block size in blockSizes), then opens
    // or creates the file. writes: whether any point will write. grant: a
    // block device's descriptor that UDisks2 handed over, run on instead of
    // opening the path (the device checks run on it; the grant stays open).
    static std::unique_ptr<Target> open(const std::string& path, const JobSpec& spec, bool writes,
                                        const std::vector<uint64_t>& blockSizes, Problem& problem,
                                        const DeviceGrant* grant = nullptr);
    ~Target();
    Target(const Target&) = delete;
    Target& operator=(const Target&) = delete;

    int fd() const { return fd_; }
    const TargetInfo& info() const { return info_; }

    // Fills the region with incompressible random data so that reads never
    // hit never-written (sparse) blocks, and writes overwrite allocated ones;
    // skipped when a file already holds a hole-free region that Surfio laid out
    // before, or when this target laid it out for an earlier run. A block
    // device is laid out only when some point reads (reads) and writing to it
    // is allowed. progress gets 0..1.
    Problem layOut(bool reads, const std::atomic<bool>& stop, const std::function<void(double)>& progress);
    uint64_t laidOutBytes() const
    {
        return laidOutBytes_;
    }  // what the latest layOut wrote; 0 when it had nothing to do

    // Whether a job's block size fits this target (alignment and region).
    Problem checkBlockSize(uint64_t blockSize, bool direct) const;

    // Whether a job with hipri (polled completions) can run here: the
    // target's own device must poll (queue/io_poll).
    Problem checkPolling(bool hipri) const;

    // Whether the file opened is still the one at its path and still holds the
    // region: a file deleted, replaced or truncated by someone else during a
    // run makes its figures meaningless (a run problem); so does a block
    // device that shrank short of the region. A block device detached with
    // losetup -d passes: the kernel keeps it until Surfio closes it.
    Problem checkStillThere() const;

private:
    Target() = default;
    int fd_ = -1;
    bool removeOnClose_ = false;
    bool writable_ = false;
    bool verify_ = false;        // lay out verifiable blocks (verify.h)
    bool laidOut_ = false;       // layOut wrote the region: a later run on this target need not
    uint64_t laidOutBytes_ = 0;  // what the latest layOut wrote
    TargetInfo info_;
};

}  // namespace surfio
