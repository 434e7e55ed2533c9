#pragma once

#include "core/engine/job_result.h"
#include "core/matrix/matrix.h"
#include "core/plot/metric_scale.h"
#include "core/result/point_summary.h"
#include "core/result/result_set.h"

#include <QList>
#include <QString>

#include <optional>
#include <vector>

namespace surfio {

// The matrix as the surface sees it: one slice per (pattern, queue depth,
// jobs, rate: its rate_iops, or for rate steps their share; and target count
// with --target-count), each a grid of read % rows × block size columns, both
// ascending as QSurfaceDataProxy wants them. A column is a block size or a split (fio's bssplit): plain sizes ascending
// first, then the splits in the order the matrix lists them, placed beyond the largest size. A cell knows its point
// index and, once measured, its figures: the mean over the point's runs that
// count (its trials, or the rounds of the steady-state window).
class SurfaceGrid {
public:
    // What can be plotted for one point. Latency counts reads and writes
    // together: the mean over all I/Os (weighted by I/O count) and the 99th
    // percentile of the merged histogram, so a mixed point is judged by every
    // I/O it did rather than by one direction.
    struct Figures {
        double iops = 0;
        double megabytesPerSecond = 0;  // 10^6 bytes, as fio's MB/s
        double meanLatencyNs = 0;
        double p99LatencyNs = 0;

        static Figures of(const RunFigures& run);
        double value(SurfaceMetric metric) const;  // raw: IOPS, MB/s or ns
    };

    struct Cell {
        int pointIndex = -1;             // -1: no point of the run lands here
        std::optional<Figures> figures;  // the mean of its runs so far
        int runs = 0;
        Figures sum;  // of its runs' figures, for the mean
    };

    struct Slice {
        Pattern pattern = Pattern::RandRead;
        uint32_t queueDepth = 1;
        uint32_t jobs = 1;
        uint64_t rateIops = 0;             // rate_iops per job; 0: unthrottled, or a rate step's
        int rateSharePercent = 0;          // rate steps: the share of unthrottled IOPS; 0: none
        std::vector<uint64_t> blockSizes;  // by column: the size, or a split's largest part
        std::vector<BlockSplit> splits;    // by column: empty for a plain size
        std::vector<double> positions;     // by column, ascending: where it sits on a block-size axis
        std::vector<int> readPercents;     // rows, ascending
        std::vector<Cell> cells;           // row-major
        // --target-count: how many targets its points ran on; 0 when the
        // matrix has no such axis (every point on all of them).
        uint32_t targetCount = 0;

        int rows() const { return int(readPercents.size()); }
        int columns() const { return int(blockSizes.size()); }
        bool isSplit(int column) const { return !splits[size_t(column)].empty(); }
        bool hasSplits() const;
        QString columnName(int column) const;  // "4 KiB", or the split's "4k/60:64k/30:1m/10"
        const Cell& at(int row, int column) const { return cells[size_t(row) * blockSizes.size() + size_t(column)]; }
        Cell& at(int row, int column) { return cells[size_t(row) * blockSizes.size() + size_t(column)]; }
        // What the slice's points share (pattern, depth, jobs, rate, and the
        // number of targets as that many empty paths), for a title.
        JobSpec spec() const;
        double largest(SurfaceMetric metric) const;  // the highest measured cell's raw value; 0: none
        int pointCount() const;                      // cells with a point
        int measuredCount() const;
    };

    struct Position {
        int slice = -1;
        int row = -1;
        int column = -1;
        bool valid() const { return slice >= 0; }
    };

    // Rows and columns (indices into a slice) whose every crossing is measured.
    struct Block {
        std::vector<int> rows;
        std::vector<int> columns;
    };

    void setMatrix(const Matrix& matrix);  // point i is matrix.expand()[i]
    // A saved run: the layout from its runs' specs (matrixOf), each cell the
    // mean of its point's counted runs.
    void setResults(const ResultSet& results) { setResults(results, figuresOf(results.points)); }
    // The same with the figures of results.points, already computed.
    void setResults(const ResultSet& results, const QList<RunFigures>& figures);
    // A run of point `index` (a trial or a round) folded into its cell's mean;
    // invalid when it fits no cell.
    Position setResult(int index, const JobResult& result) { return setResult(index, result, figuresOf(result)); }
    // The same with the figures the run gave (for a run kept without its bins).
    Position setResult(int index, const JobResult& result, const RunFigures& figures);
    // The same layout, each cell the mean of its point's counted runs: the
    // final figures once a steady-state run knows its window. figures[i] is
    // of results.points[i].
    void setCounted(const ResultSet& results) { setCounted(results, figuresOf(results.points)); }
    void setCounted(const ResultSet& results, const QList<RunFigures>& figures);
    Position positionOf(int index) const;

    const std::vector<Slice>& slices() const { return slices_; }

    // The lists a saved run was swept over, each in order of first appearance,
    // splits included.
    static Matrix matrixOf(const QList<JobResult>& points);
    // Where the k-th split column sits: an octave apart from each other, the
    // first at the power of two above the largest plain size.
    static double splitPosition(uint64_t largestPlainSize, int k);

    // A matrix runs block sizes innermost, so a live run completes read % rows
    // one after another: the complete rows over all columns. Should a run have
    // gone the other way, complete columns over all rows; whichever holds more.
    static Block measuredBlock(const Slice& slice);

private:
    Position find(const JobSpec& spec) const;

    std::vector<Slice> slices_;
    bool targetAxis_ = false;          // the points ran on different numbers of targets: a slice each
    std::vector<Position> positions_;  // by point index
};

}  // namespace surfio
