#pragma once

#include "core/engine/job_spec.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace surfio {

// xoshiro256** (Blackman & Vigna): fast, small state, good enough for offsets
// and read/write decisions. Seeded through splitmix64 so that nearby seeds
// give unrelated streams.
class Xoshiro256 {
public:
    explicit Xoshiro256(uint64_t seed)
    {
        for (auto& word : s_) {
            seed += 0x9e3779b97f4a7c15ULL;
            uint64_t z = seed;
            z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
            z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
            word = z ^ (z >> 31);
        }
    }

    uint64_t next()
    {
        const uint64_t result = rotl(s_[1] * 5, 7) * 9;
        const uint64_t t = s_[1] << 17;
        s_[2] ^= s_[0];
        s_[3] ^= s_[1];
        s_[1] ^= s_[2];
        s_[0] ^= s_[3];
        s_[2] ^= t;
        s_[3] = rotl(s_[3], 45);
        return result;
    }

    // Uniform in [0, n) without modulo bias (Lemire's multiply-and-reject).
    uint64_t below(uint64_t n)
    {
        unsigned __int128 m = (unsigned __int128)next() * n;
        uint64_t low = uint64_t(m);
        if (low < n) {
            const uint64_t threshold = -n % n;
            while (low < threshold) {
                m = (unsigned __int128)next() * n;
                low = uint64_t(m);
            }
        }
        return uint64_t(m >> 64);
    }

    // True with probability percent / 100, decided on 32 random bits.
    bool chance(uint32_t threshold) { return uint32_t(next() >> 32) < threshold; }

    static uint32_t thresholdFor(int percent)
    {
        if (percent >= 100)
            return UINT32_MAX;  // the 2^-32 miss is below any measurable share
        return uint32_t((uint64_t(percent) << 32) / 100);
    }

private:
    static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    uint64_t s_[4]{};
};

// Where the next I/O of one worker goes and which way. Each I/O is a read
// with probability readPercent, and random with probability randomPercent,
// else the block after the previous one of the same direction (fio keeps a
// sequential position per direction too). Sequential streams wrap at the end
// of the region.
class IoPlan {
public:
    static constexpr bool kSplit = false;  // every I/O is blockSize
    struct Io {
        bool read;
        uint64_t offset;
    };

    IoPlan(uint64_t regionOffset, uint64_t regionSize, uint64_t blockSize, int readPercent, int randomPercent,
           uint64_t seed, uint64_t firstBlock)
        : rng_(seed)
        , regionOffset_(regionOffset)
        , blockSize_(blockSize)
        , blocks_(regionSize / blockSize)
        , readPercent_(readPercent)
        , randomPercent_(randomPercent)
        , readThreshold_(Xoshiro256::thresholdFor(readPercent))
        , randomThreshold_(Xoshiro256::thresholdFor(randomPercent))
        , next_{firstBlock % blocks_, firstBlock % blocks_}
    {
    }

    Io next()
    {
        const bool read = readPercent_ >= 100 || (readPercent_ > 0 && rng_.chance(readThreshold_));
        uint64_t& cursor = next_[read ? 0 : 1];
        uint64_t block;
        if (randomPercent_ >= 100 || (randomPercent_ > 0 && rng_.chance(randomThreshold_))) {
            block = rng_.below(blocks_);
        } else {
            block = cursor;
        }
        cursor = block + 1 == blocks_ ? 0 : block + 1;
        return {read, regionOffset_ + block * blockSize_};
    }

    uint64_t blocks() const { return blocks_; }

private:
    Xoshiro256 rng_;
    uint64_t regionOffset_;
    uint64_t blockSize_;
    uint64_t blocks_;
    int readPercent_;
    int randomPercent_;
    uint32_t readThreshold_;
    uint32_t randomThreshold_;
    uint64_t next_[2];
};

// IoPlan for fio's bssplit: each I/O also draws its size, part k of the split
// with probability percent_k / 100. Random offsets are multiples of the
// smallest part from the region start (fio's default blockalign) such that
// the whole I/O fits; a sequential stream advances by each I/O's size and
// goes back to the region start when the next I/O would not fit. Streams
// start at firstOffset (bytes into the region), rounded down to that
// alignment. Kept apart from IoPlan so the single-size path stays as short
// as it is.
class SplitIoPlan {
public:
    static constexpr bool kSplit = true;
    struct Io {
        bool read;
        uint32_t part;  // index into the split
        uint64_t offset;
        uint64_t size;
    };

    SplitIoPlan(uint64_t regionOffset, uint64_t regionSize, const BlockSplit& split, int readPercent, int randomPercent,
                uint64_t seed, uint64_t firstOffset)
        : rng_(seed)
        , regionOffset_(regionOffset)
        , regionSize_(regionSize)
        , readPercent_(readPercent)
        , randomPercent_(randomPercent)
        , readThreshold_(Xoshiro256::thresholdFor(readPercent))
        , randomThreshold_(Xoshiro256::thresholdFor(randomPercent))
    {
        uint64_t smallest = UINT64_MAX;
        for (const BlockSplitPart& part : split) {
            sizes_.push_back(part.size);
            smallest = std::min(smallest, part.size);
        }
        align_ = std::max<uint64_t>(smallest, 1);
        // Most likely first, so the scan in draw() usually stops early; parts
        // of 0 % are never drawn.
        std::vector<uint32_t> order;
        for (uint32_t i = 0; i < split.size(); ++i)
            if (split[i].percent > 0)
                order.push_back(i);
        std::stable_sort(order.begin(), order.end(),
                         [&](uint32_t a, uint32_t b) { return split[a].percent > split[b].percent; });
        uint64_t cumulative = 0;
        for (uint32_t i : order) {
            cumulative += split[i].percent;
            const uint64_t size = split[i].size;
            const uint64_t positions = size <= regionSize ? (regionSize - size) / align_ + 1 : 1;
            parts_.push_back({uint32_t(std::min<uint64_t>((cumulative << 32) / 100, UINT32_MAX)), i, size, positions});
        }
        if (!parts_.empty())
            parts_.back().threshold = UINT32_MAX;  // the last part takes what is left, rounding included
        const uint64_t start = regionSize ? firstOffset % regionSize / align_ * align_ : 0;
        next_[0] = next_[1] = start;
    }

    Io next()
    {
        const bool read = readPercent_ >= 100 || (readPercent_ > 0 && rng_.chance(readThreshold_));
        const Part& part = draw();
        uint64_t& cursor = next_[read ? 0 : 1];
        uint64_t at;
        if (randomPercent_ >= 100 || (randomPercent_ > 0 && rng_.chance(randomThreshold_)))
            at = rng_.below(part.positions) * align_;
        else
            at = cursor + part.size > regionSize_ ? 0 : cursor;
        cursor = at + part.size;
        return {read, part.index, regionOffset_ + at, part.size};
    }

    uint64_t partSize(uint32_t part) const { return sizes_[part]; }
    uint64_t alignment() const { return align_; }

private:
    struct Part {
        uint32_t threshold;  // drawn while 32 random bits are below it (cumulative)
        uint32_t index;      // in the split
        uint64_t size;
        uint64_t positions;  // aligned offsets where the whole I/O fits
    };

    const Part& draw()
    {
        const uint32_t r = uint32_t(rng_.next() >> 32);
        size_t k = 0;
        while (k + 1 < parts_.size() && r >= parts_[k].threshold)
            ++k;
        return parts_[k];
    }

    Xoshiro256 rng_;
    uint64_t regionOffset_;
    uint64_t regionSize_;
    uint64_t align_ = 1;
    int readPercent_;
    int randomPercent_;
    uint32_t readThreshold_;
    uint32_t randomThreshold_;
    std::vector<Part> parts_;
    std::vector<uint64_t> sizes_;  // by index in the split
    uint64_t next_[2];
};

}  // namespace surfio
