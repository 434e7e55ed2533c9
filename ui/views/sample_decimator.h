#pragma once

#include <QList>
#include <QPointF>

#include <cstdint>
#include <vector>

namespace surfio {

// Reduces a growing line (x never decreasing) to the first-seen minimum and
// maximum of each x bucket, so a chart gets at most two points per bucket and
// every spike stays visible. Buckets are power-of-two multiples of a base
// width on a grid anchored at 0: when a new bucket would exceed the budget,
// the width doubles and neighbours merge, which gives exactly what bucketing
// the whole line at the new width from scratch would. Memory stays bounded by
// the budget, however long the line grows.
class SampleDecimator {
public:
    explicit SampleDecimator(int maxBuckets = 1000);

    int maxBuckets() const { return maxBuckets_; }
    // Keeps the buckets already made (coarsening if needed): feed the line
    // again after clear() to get a finer one.
    void setMaxBuckets(int maxBuckets);
    void clear();

    // x must not decrease; a smaller x joins the last bucket.
    void add(double x, double y);
    // No value at x: the line breaks where a whole bucket holds nothing else.
    void addGap(double x);

    double bucketWidth() const { return width_; }
    int bucketCount() const { return int(buckets_.size()); }
    // The decimated line, split at gaps; each piece in x order.
    QList<QList<QPointF>> segments() const { return segments(maxBuckets_); }
    // The line as a decimator with the smaller budget would give it, from
    // the buckets kept (wider buckets are unions of these): a line kept at a
    // fine budget shows at any coarser one without its points.
    QList<QList<QPointF>> segments(int maxBuckets) const;
    int pointCount() const;

    static constexpr double kBaseWidth = 1.0 / 1024;

private:
    struct Bucket {
        int64_t index = 0;
        bool hasData = false;
        QPointF min, max;
    };

    Bucket& bucketAt(double x);
    void coarsen();
    // How many halvings of the width leave no more than maxBuckets buckets.
    int halvingsFor(int maxBuckets) const;
    static void mergeInto(Bucket& into, const Bucket& later);

    int maxBuckets_;
    double width_ = kBaseWidth;
    std::vector<Bucket> buckets_;
};

}  // namespace surfio
