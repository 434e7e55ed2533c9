#pragma once

#include "job_result.h"
#include "matrix.h"

#include <QList>

#include <optional>
#include <vector>

namespace surfio {

// The matrix as the surface sees it: one slice per (pattern, queue depth,
// jobs), each a grid of read % rows × block size columns, both ascending as
// QSurfaceDataProxy wants them. A cell knows its point index and, once
// measured, its figures.
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

        static Figures of(const JobResult& result);
    };

    struct Cell {
        int pointIndex = -1;  // -1: no point of the run lands here
        std::optional<Figures> figures;
    };

    struct Slice {
        Pattern pattern = Pattern::RandRead;
        uint32_t queueDepth = 1;
        uint32_t jobs = 1;
        std::vector<uint64_t> blockSizes;  // columns, ascending
        std::vector<int> readPercents;     // rows, ascending
        std::vector<Cell> cells;           // row-major

        int rows() const { return int(readPercents.size()); }
        int columns() const { return int(blockSizes.size()); }
        const Cell& at(int row, int column) const { return cells[size_t(row) * blockSizes.size() + size_t(column)]; }
        Cell& at(int row, int column) { return cells[size_t(row) * blockSizes.size() + size_t(column)]; }
        int pointCount() const;     // cells with a point
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

    void setMatrix(const Matrix& matrix);                  // point i is matrix.expand()[i]
    void setResults(const QList<JobResult>& points);       // point i is points[i]
    Position setResult(int index, const JobResult& result);  // invalid when it fits no cell
    Position positionOf(int index) const;

    const std::vector<Slice>& slices() const { return slices_; }

    // The lists a saved run was swept over, each in order of first appearance.
    static Matrix matrixOf(const QList<JobResult>& points);

    // A matrix runs block sizes innermost, so a live run completes read % rows
    // one after another: the complete rows over all columns. Should a run have
    // gone the other way, complete columns over all rows; whichever holds more.
    static Block measuredBlock(const Slice& slice);

private:
    Position find(const JobSpec& spec) const;

    std::vector<Slice> slices_;
    std::vector<Position> positions_;  // by point index
};

} // namespace surfio
