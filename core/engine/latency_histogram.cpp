#include "core/engine/latency_histogram.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace surfio {

namespace histogram {

size_t bucketOf(uint64_t ns)
{
    if (ns < 2 * uint64_t(kValues))
        return size_t(ns);
    const unsigned msb = 63u - unsigned(std::countl_zero(ns));
    const unsigned errorBits = msb - kBits;  // low bits the bucket drops
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

}  // namespace histogram

void LatencyHistogram::addToBucket(size_t index, uint64_t n)
{
    if (n == 0)
        return;
    std::vector<Bin>& bins = bins_.edit();
    const auto at =
        std::lower_bound(bins.begin(), bins.end(), index, [](const Bin& b, size_t i) { return b.index < i; });
    if (at != bins.end() && at->index == index)
        at->count = n >= kMaxCount - at->count ? kMaxCount : at->count + n;
    else
        bins.insert(at, Bin{index, std::min(n, kMaxCount)});
}

LatencyHistogram LatencyHistogram::fromBins(std::vector<Bin> bins)
{
    LatencyHistogram h;
    h.bins_ = SharedVector<Bin>(std::move(bins));
    return h;
}

uint64_t LatencyHistogram::count(size_t index) const
{
    const std::vector<Bin>& bins = bins_.get();
    const auto at =
        std::lower_bound(bins.begin(), bins.end(), index, [](const Bin& b, size_t i) { return b.index < i; });
    return at != bins.end() && at->index == index ? uint64_t(at->count) : 0;
}

bool operator==(const LatencyHistogram& a, const LatencyHistogram& b)
{
    return std::equal(a.bins().begin(), a.bins().end(), b.bins().begin(), b.bins().end(),
                      [](const LatencyHistogram::Bin& x, const LatencyHistogram::Bin& y) {
                          return x.index == y.index && x.count == y.count;
                      });
}

uint64_t LatencyHistogram::total() const
{
    uint64_t n = 0;
    for (const Bin& b : bins_)
        n += b.count;
    return n;
}

void LatencyHistogram::merge(const LatencyHistogram& other)
{
    if (other.empty())
        return;
    if (empty()) {
        bins_ = other.bins_;  // shared, not copied
        return;
    }
    const std::vector<Bin>& a = bins_.get();
    const std::vector<Bin>& b = other.bins_.get();
    std::vector<Bin> merged;
    merged.reserve(a.size() + b.size());
    auto i = a.begin();
    auto j = b.begin();
    while (i != a.end() || j != b.end()) {
        if (j == b.end() || (i != a.end() && i->index < j->index))
            merged.push_back(*i++);
        else if (i == a.end() || j->index < i->index)
            merged.push_back(*j++);
        else {
            merged.push_back(Bin{i->index, std::min(uint64_t(i->count) + uint64_t(j->count), kMaxCount)});
            ++i;
            ++j;
        }
    }
    merged.shrink_to_fit();  // kept for the life of a result: no room for growth
    bins_ = SharedVector<Bin>(std::move(merged));
}

void LatencyHistogram::subtract(const LatencyHistogram& earlier)
{
    if (earlier.empty() || empty())
        return;
    const std::vector<Bin>& gone = earlier.bins_.get();
    std::vector<Bin> left;
    left.reserve(bins_.size());
    auto j = gone.begin();
    for (const Bin& b : bins_) {
        while (j != gone.end() && j->index < b.index)
            ++j;
        const uint64_t less = j != gone.end() && j->index == b.index ? uint64_t(j->count) : 0;
        if (b.count > less)
            left.push_back(Bin{b.index, uint64_t(b.count) - less});
    }
    left.shrink_to_fit();
    bins_ = SharedVector<Bin>(std::move(left));
}

double LatencyHistogram::percentile(double p) const
{
    const uint64_t n = total();
    if (n == 0)
        return 0.0;
    // Rank of the sample that p % of all samples reach, at least the first.
    const double wanted = std::max(1.0, std::ceil(p / 100.0 * double(n)));
    uint64_t seen = 0;
    for (const Bin& b : bins_) {
        seen += b.count;
        if (double(seen) >= wanted)
            return histogram::bucketValue(b.index);
    }
    return histogram::bucketValue(bins_.back().index);
}

void SharedLatencyHistogram::addTo(LatencyHistogram& into) const
{
    // Counted first, so that the buckets kept take no more room than they need.
    std::array<uint64_t, histogram::kBuckets> now;
    size_t held = 0;
    for (size_t i = 0; i < counts.size(); ++i) {
        now[i] = counts[i].load(std::memory_order_relaxed);
        held += now[i] ? 1 : 0;
    }
    std::vector<LatencyHistogram::Bin> bins;
    bins.reserve(held);
    for (size_t i = 0; i < now.size(); ++i)
        if (now[i])
            bins.push_back(LatencyHistogram::Bin{i, now[i]});
    into.merge(LatencyHistogram::fromBins(std::move(bins)));
}

void SharedLatencyHistogram::reset()
{
    for (auto& c : counts)
        c.store(0, std::memory_order_relaxed);
}

}  // namespace surfio
