#include "latency_histogram.h"

#include <bit>
#include <cmath>

namespace surfio {

namespace histogram {

size_t bucketOf(uint64_t ns)
{
    if (ns < 2 * uint64_t(kValues))
        return size_t(ns);
    const unsigned msb = 63u - unsigned(std::countl_zero(ns));
    const unsigned errorBits = msb - kBits;           // low bits the bucket drops
    const size_t index = size_t(errorBits + 1) * kValues + ((ns >> errorBits) & (kValues - 1));
    return index < kBuckets ? index : kBuckets - 1;
}

uint64_t bucketLow(size_t index)
{
    if (index < 2 * size_t(kValues))
        return index;
    const unsigned errorBits = unsigned(index / kValues) - 1;
    const uint64_t base = uint64_t(1) << (errorBits + kBits);
    return base + (uint64_t(index % kValues) << errorBits);
}

double bucketValue(size_t index)
{
    if (index < 2 * size_t(kValues))
        return double(index);
    const unsigned errorBits = unsigned(index / kValues) - 1;
    return double(bucketLow(index)) + double(uint64_t(1) << errorBits) / 2.0;
}

} // namespace histogram

uint64_t LatencyHistogram::total() const
{
    uint64_t n = 0;
    for (uint64_t c : counts)
        n += c;
    return n;
}

void LatencyHistogram::merge(const LatencyHistogram& other)
{
    for (size_t i = 0; i < counts.size(); ++i)
        counts[i] += other.counts[i];
}

void LatencyHistogram::subtract(const LatencyHistogram& earlier)
{
    for (size_t i = 0; i < counts.size(); ++i)
        counts[i] -= earlier.counts[i];
}

double LatencyHistogram::percentile(double p) const
{
    const uint64_t n = total();
    if (n == 0)
        return 0.0;
    // Rank of the sample that p % of all samples reach, at least the first.
    const double wanted = std::max(1.0, std::ceil(p / 100.0 * double(n)));
    uint64_t seen = 0;
    for (size_t i = 0; i < counts.size(); ++i) {
        seen += counts[i];
        if (double(seen) >= wanted)
            return histogram::bucketValue(i);
    }
    return histogram::bucketValue(counts.size() - 1);
}

void SharedLatencyHistogram::addTo(LatencyHistogram& into) const
{
    for (size_t i = 0; i < counts.size(); ++i)
        into.counts[i] += counts[i].load(std::memory_order_relaxed);
}

void SharedLatencyHistogram::reset()
{
    for (auto& c : counts)
        c.store(0, std::memory_order_relaxed);
}

} // namespace surfio
