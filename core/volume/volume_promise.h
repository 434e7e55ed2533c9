#pragma once

// What a provider promises for the volume a run measured, resolved from a
// volume profile (volume_profile.h) when the run began and kept in the
// matrix, so a result read years later is held against the promise of its
// day, whatever the profile files say by then.

#include <cstdint>
#include <string>

namespace surfio {

struct VolumeBurst {
    double iops = 0;         // the burst ceiling
    double bandwidth = 0;    // bytes/s; 0: not stated
    double bucketIos = 0;    // credits a full bucket holds; 0: stated as a time
    double fullSeconds = 0;  // how long a full bucket lasts at the ceiling, refilled at the baseline
    bool operator==(const VolumeBurst&) const = default;
};

struct VolumePromise {
    std::string spec;     // as the person gave it: "aws-gp2:100g"
    std::string profile;  // "aws-gp2"; empty: no promise
    std::string title;
    std::string source;        // the provider's page
    std::string tier;          // "P10" where the profile sizes in tiers
    uint64_t sizeBytes = 0;    // 0: not known, and no figure depends on it
    uint64_t targetBytes = 0;  // the first target's size when the run began; 0: not known (a file, a remote host)
    double iops = 0;           // 0: the profile promises none
    double bandwidth = 0;      // bytes/s; 0: none
    uint64_t ioUnitBytes = 0;  // an I/O larger counts as ceil(bs / unit) I/Os; 0: one whatever its size
    bool hasBurst = false;
    VolumeBurst burst;

    bool empty() const { return profile.empty(); }
    // Whether the target is far from the size the promise is for (more than
    // 10 % either way): a test device standing for a volume, or a size
    // stated wrong.
    bool targetSizeDiffers() const
    {
        return sizeBytes > 0 && targetBytes > 0
               && (double(targetBytes) < 0.9 * double(sizeBytes) || double(targetBytes) > 1.1 * double(sizeBytes));
    }
    // IOPS as the provider counts them for I/Os of this size.
    double countedIops(double iops, uint64_t blockSize) const
    {
        if (ioUnitBytes == 0)
            return iops;
        const uint64_t units = (blockSize + ioUnitBytes - 1) / ioUnitBytes;  // whole units, rounded up
        return iops * double(units);
    }
    bool operator==(const VolumePromise&) const = default;
};

}  // namespace surfio
