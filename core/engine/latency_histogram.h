#pragma once

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>

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

// Plain counts: merged by adding, compared by subtracting.
struct LatencyHistogram {
    std::array<uint64_t, histogram::kBuckets> counts{};

    void add(uint64_t ns) { ++counts[histogram::bucketOf(ns)]; }
    uint64_t total() const;
    void merge(const LatencyHistogram& other);
    void subtract(const LatencyHistogram& earlier);  // this -= earlier
    // p in [0, 100]; 0 when empty. Same rule as fio: the value of the first
    // bucket whose cumulative count reaches p % of the total.
    double percentile(double p) const;
    void clear() { counts.fill(0); }
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
    void addTo(LatencyHistogram& into) const;
    void reset();  // only by the writing thread
};

} // namespace surfio
