#pragma once

// The io_uring worker's ring and buffers, set up before the clock starts:
// ring flags and their fallbacks, the buffer region (huge pages where the
// kernel gives them), registration. Internal to core/engine.

#include "core/engine/worker.h"

#include <liburing.h>

#include <cstdint>
#include <string>

namespace surfio {

// One aligned region of I/O buffers, a slot per I/O in flight. Backed by huge
// pages where it can be, so that an I/O larger than a page is physically
// contiguous and reaches the device as one request (a buffer of 4 KiB pages is
// one segment per page, and a device's segment limit splits the I/O).
class BufferRegion {
public:
    BufferRegion() = default;
    BufferRegion(const BufferRegion&) = delete;
    BufferRegion& operator=(const BufferRegion&) = delete;
    ~BufferRegion();

    // size bytes, on huge pages when wantHuge; records the pages it got (and
    // why not huge) in info. False when there is no memory for it (errno set).
    bool map(size_t size, bool wantHuge, EngineInfo& info);
    // Incompressible bytes in every page; this first touch decides what
    // transparent huge pages back the region with, recorded in info.
    void fill(uint64_t seed, EngineInfo& info);
    char* data() const { return base_; }
    size_t size() const { return size_; }

private:
    bool mapHugetlb(size_t size);
    bool mapTransparentHuge(size_t size, EngineInfo& info);
    char* base_ = nullptr;
    size_t size_ = 0;        // what the I/Os use
    size_t mappedSize_ = 0;  // what munmap releases
    bool transparent_ = false;
};

// The ring of one worker, with what was registered in it.
struct RingSetup {
    io_uring ring{};
    bool created = false;
    BufferRegion buffers;
    uint64_t stride = 0;         // bytes from one slot to the next
    unsigned slotsPerIovec = 1;  // slot i is in registered buffer i / slotsPerIovec
    bool fixedBuffers = false;
    bool fixedFile = false;
    bool polled = false;  // IOPOLL: no timeouts in this ring, completions are polled

    RingSetup() = default;
    RingSetup(const RingSetup&) = delete;
    RingSetup& operator=(const RingSetup&) = delete;
    ~RingSetup();
};

// Creates the ring for w's spec (SQPOLL, IOPOLL; flags dropped one by one on
// EINVAL), maps and registers the buffers and the file as the spec asks, and
// records what ran in w.engine. Ready: go. RingRefused: io_uring_setup failed
// with -ringError (the caller may fall back to psync). Failed: w.error says why.
enum class SetupOutcome { Ready, RingRefused, Failed };
SetupOutcome setUpRing(Worker& w, RingSetup& setup, int& ringError);

}  // namespace surfio
