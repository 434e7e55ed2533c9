#include "ui/views/sample_decimator.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace surfio {

SampleDecimator::SampleDecimator(int maxBuckets)
    : maxBuckets_(std::max(2, maxBuckets))
{
}

void SampleDecimator::setMaxBuckets(int maxBuckets)
{
    maxBuckets_ = std::max(2, maxBuckets);
    while (int(buckets_.size()) > maxBuckets_)
        coarsen();
}

void SampleDecimator::clear()
{
    buckets_.clear();
    width_ = kBaseWidth;
}

SampleDecimator::Bucket& SampleDecimator::bucketAt(double x)
{
    const auto index = int64_t(std::floor(x / width_));
    if (buckets_.empty() || buckets_.back().index < index) {
        buckets_.push_back(Bucket{index, false, {}, {}});
        while (int(buckets_.size()) > maxBuckets_)
            coarsen();
    }
    return buckets_.back();
}

void SampleDecimator::add(double x, double y)
{
    Bucket& b = bucketAt(x);
    const QPointF p(x, y);
    if (!b.hasData) {
        b.hasData = true;
        b.min = b.max = p;
        return;
    }
    // Strict comparisons keep the earliest of equal values, as a merge does.
    if (y < b.min.y())
        b.min = p;
    if (y > b.max.y())
        b.max = p;
}

void SampleDecimator::addGap(double x)
{
    bucketAt(x);
}

void SampleDecimator::mergeInto(Bucket& into, const Bucket& later)
{
    if (!later.hasData)
        return;
    if (!into.hasData) {
        into.hasData = true;
        into.min = later.min;
        into.max = later.max;
        return;
    }
    if (later.min.y() < into.min.y())
        into.min = later.min;
    if (later.max.y() > into.max.y())
        into.max = later.max;
}

void SampleDecimator::coarsen()
{
    width_ *= 2;
    size_t out = 0;
    for (size_t i = 0; i < buckets_.size(); ++i) {
        Bucket b = buckets_[i];
        b.index >>= 1;  // floor division: the grid stays anchored at 0 for negative x too
        if (out > 0 && buckets_[out - 1].index == b.index)
            mergeInto(buckets_[out - 1], b);
        else
            buckets_[out++] = b;
    }
    buckets_.resize(out);
}

int SampleDecimator::halvingsFor(int maxBuckets) const
{
    for (int halvings = 0;; ++halvings) {
        int count = 0;
        for (size_t i = 0; i < buckets_.size() && count <= maxBuckets; ++i)
            // >> on a signed index is floor division: the grid stays anchored at 0.
            count += i == 0 || (buckets_[i].index >> halvings) != (buckets_[i - 1].index >> halvings) ? 1 : 0;
        if (count <= maxBuckets)
            return halvings;
    }
}

QList<QList<QPointF>> SampleDecimator::segments(int maxBuckets) const
{
    const int halvings = halvingsFor(std::max(2, maxBuckets));
    QList<QList<QPointF>> pieces;
    QList<QPointF> current;
    const auto appendBucket = [&](const Bucket& b) {
        if (!b.hasData) {
            if (!current.isEmpty())
                pieces.append(std::exchange(current, {}));
            return;
        }
        if (b.min == b.max) {
            current.append(b.min);
        } else if (b.min.x() <= b.max.x()) {
            current.append(b.min);
            current.append(b.max);
        } else {
            current.append(b.max);
            current.append(b.min);
        }
    };
    for (size_t i = 0; i < buckets_.size();) {
        Bucket wide = buckets_[i];
        wide.index >>= halvings;
        for (++i; i < buckets_.size() && (buckets_[i].index >> halvings) == wide.index; ++i)
            mergeInto(wide, buckets_[i]);
        appendBucket(wide);
    }
    if (!current.isEmpty())
        pieces.append(current);
    return pieces;
}

int SampleDecimator::pointCount() const
{
    int n = 0;
    for (const Bucket& b : buckets_)
        n += b.hasData ? (b.min == b.max ? 1 : 2) : 0;
    return n;
}

}  // namespace surfio
