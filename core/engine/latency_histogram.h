#pragma once

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/engine/shared_vector.h"

namespace surfio {

// fio's log-linear latency layout: values below 128 ns are exact; above, each
// power of two is split into 64 buckets, so a bucket's midpoint is within
// 1/128 (0.78 %) of any value in it. 29 groups reach ~17 s; longer values land
// in the last bucket. The same layout as fio's json+ "bins", so percentiles
// compare 1:1.
namespace histogram {
constexpr unsigned kBits = 6;
constexpr unsigned kValues = 1u << kBits;  // 64
constexpr unsigned kGroups = 29;
constexpr size_t kBuckets = size_t(kGroups) * kValues;  // 1856

size_t bucketOf(uint64_t ns);
// The value a bucket stands for (its midpoint; exact below 128 ns).
double bucketValue(size_t index);
// Lowest value that falls into the bucket.
uint64_t bucketLow(size_t index);
}

// Plain counts: merged by adding, compared by subtracting. Only the buckets
// that hold samples are kept (a run fills a few hundred of the 1856), in
// index order, and copies share them: a finished run's histogram costs a few
// KiB once, not 15 KiB per copy.
class LatencyHistogram {
public:
    struct Bin {
        uint64_t index : 11;
        uint64_t count : 53;
    };
    static_assert(histogram::kBuckets <= (size_t(1) << 11), "a bucket index fits Bin::index");
    // What a bucket counts at most (2^53 - 1, exact as a JSON number); more
    // saturates there. Only damaged input comes near it.
    static constexpr uint64_t kMaxCount = (uint64_t{1} << 53) - 1;

    // From buckets already in index order, each once, none empty.
    static LatencyHistogram fromBins(std::vector<Bin> bins);

    void add(uint64_t ns) { addToBucket(histogram::bucketOf(ns), 1); }
    void addToBucket(size_t index, uint64_t n);  // index < kBuckets; saturates at kMaxCount
    uint64_t count(size_t index) const;
    const std::vector<Bin>& bins() const { return bins_.get(); }  // the non-empty buckets, in index order
    bool empty() const { return bins_.empty(); }
    uint64_t total() const;
    void merge(const LatencyHistogram& other);
    // this -= earlier, for counts that only grew since `earlier`; a bucket
    // that would go below zero stays at zero.
    void subtract(const LatencyHistogram& earlier);
    // p in [0, 100]; 0 when empty. Same rule as fio: the value of the first
    // bucket whose cumulative count reaches p % of the total.
    double percentile(double p) const;
    void clear() { bins_.clear(); }
    bool sharesWith(const LatencyHistogram& other) const { return bins_.sharesWith(other.bins_); }
    friend bool operator==(const LatencyHistogram& a, const LatencyHistogram& b);

private:
    SharedVector<Bin> bins_;
};

// Written by one worker thread, read by the snapshot thread: relaxed loads and
// stores, never read-modify-write, so adding costs what a plain increment does.
struct SharedLatencyHistogram {
    std::array<std::atomic<uint64_t>, histogram::kBuckets> counts{};

    void add(uint64_t ns)
    {
        auto& c = counts[histogram::bucketOf(ns)];
        c.store(c.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
    }
    void addTo(LatencyHistogram& into) const;  // the snapshot thread
    void reset();                              // only by the writing thread
};

}  // namespace surfio
