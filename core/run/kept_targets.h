#pragma once

#include "core/engine/target.h"
#include "core/matrix/matrix.h"

#include <memory>
#include <vector>

namespace surfio {

// The opened targets of one run, kept for the next run of a matrix that opens
// them the same way: a matrix run again and again (the workbench's demo) lays
// its targets out once, and a directory keeps one scratch file, removed when
// the targets are released. One run at a time uses them, on the runner's
// thread; release them only while no run is going.
class KeptTargets {
public:
    // The kept targets when `matrix` opens the same paths with the same
    // options; otherwise none, and whatever was kept is closed.
    std::vector<std::unique_ptr<Target>> take(const Matrix& matrix, const std::vector<uint64_t>& blockSizes);
    void keep(const Matrix& matrix, const std::vector<uint64_t>& blockSizes,
              std::vector<std::unique_ptr<Target>> targets);
    void release();

private:
    // What Target::open and layOut depend on.
    struct Opening {
        std::vector<std::string> paths;
        std::vector<uint64_t> blockSizes;
        uint64_t regionOffset = 0;
        uint64_t regionSize = 0;
        bool direct = false;
        bool verify = false;
        bool hipri = false;
        bool allowWriteDevice = false;
        bool force = false;
        bool keepScratch = false;
        bool writes = false;
        bool reads = false;
        bool operator==(const Opening&) const = default;
    };
    static Opening openingOf(const Matrix& matrix, const std::vector<uint64_t>& blockSizes);

    Opening opening_;
    std::vector<std::unique_ptr<Target>> targets_;
};

}  // namespace surfio
