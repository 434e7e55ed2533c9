#pragma once

#include <cstdint>

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
    uint64_t s_[4];
};

// Where the next I/O of one worker goes and which way. Each I/O is a read
// with probability readPercent, and random with probability randomPercent,
// else the block after the previous one of the same direction (fio keeps a
// sequential position per direction too). Sequential streams wrap at the end
// of the region.
class IoPlan {
public:
    struct Io {
        bool read;
        uint64_t offset;
    };

    IoPlan(uint64_t regionOffset, uint64_t regionSize, uint64_t blockSize, int readPercent,
           int randomPercent, uint64_t seed, uint64_t firstBlock)
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

} // namespace surfio
