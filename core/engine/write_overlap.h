#pragma once

// Which reads of a worker verify may check. Internal to core/engine.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace surfio {

// Verify, within one worker: a read must not be checked when a write of the
// same worker to any of its bytes was in flight at any time during the read,
// since the read may then see a half-written block (page-cache copies and
// loop devices copy bytes, not whole sectors). The region is cut into chunks
// of the largest block, so an I/O touches at most two; each chunk hashes to a
// bucket that counts the writes in flight on it and the writes ever issued
// on it. A read is checked when, at its issue, no write was in flight in its
// buckets and, at its completion, none was issued there since. Collisions
// only leave a read unchecked, never a mismatch unreported; I/Os are
// still issued exactly as without verify. fio checks no read of a mixed job
// at all (only reads of read-only jobs and of its verify phase); this checks
// all but the overlapping ones.
// A bucket per chunk of the region when it has few enough (no collisions at
// all), else 256 per I/O in flight up to 65536 (512 KiB), where a read
// collides with a write elsewhere about once in 256 / (writes in flight and
// issued during it). With 4 per I/O in flight, a 4k randrw at QD16 left 16 %
// of its reads unchecked, mostly collisions.
class WriteOverlap {
public:
    static constexpr size_t kMinBuckets = 64;
    static constexpr size_t kMaxBuckets = 65536;

    WriteOverlap(unsigned depth, uint64_t chunk, uint64_t regionOffset, uint64_t regionSize)
        : chunk_(chunk)
    {
        const uint64_t chunks =
            regionSize == 0 ? 1 : (regionOffset + regionSize - 1) / chunk - regionOffset / chunk + 1;
        const uint64_t wanted =
            std::min<uint64_t>(chunks, std::clamp<uint64_t>(256 * uint64_t(depth), kMinBuckets, kMaxBuckets));
        size_t buckets = kMinBuckets;
        while (buckets < wanted)
            buckets *= 2;
        mask_ = buckets - 1;
        inFlight_.assign(buckets, 0);
        issued_.assign(buckets, 0);
    }
    void writeIssued(uint64_t offset, uint64_t length)
    {
        const auto [a, b] = buckets(offset, length);
        ++inFlight_[a], ++issued_[a];
        if (b != a)
            ++inFlight_[b], ++issued_[b];
    }
    void writeDone(uint64_t offset, uint64_t length)
    {
        const auto [a, b] = buckets(offset, length);
        --inFlight_[a];
        if (b != a)
            --inFlight_[b];
    }
    // At a read's issue: whether it can be checked, and the marks to compare at its end.
    bool readIssued(uint64_t offset, uint64_t length, uint32_t marks[2]) const
    {
        const auto [a, b] = buckets(offset, length);
        marks[0] = issued_[a];
        marks[1] = issued_[b];
        return inFlight_[a] == 0 && inFlight_[b] == 0;
    }
    bool untouchedSince(uint64_t offset, uint64_t length, const uint32_t marks[2]) const
    {
        const auto [a, b] = buckets(offset, length);
        return issued_[a] == marks[0] && issued_[b] == marks[1];
    }

private:
    std::pair<size_t, size_t> buckets(uint64_t offset, uint64_t length) const
    {
        return {size_t(offset / chunk_) & mask_, size_t((offset + length - 1) / chunk_) & mask_};
    }
    uint64_t chunk_;
    size_t mask_ = 0;
    std::vector<uint32_t> inFlight_;
    std::vector<uint32_t> issued_;
};

}  // namespace surfio
