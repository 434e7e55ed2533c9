#pragma once

// What a cloud provider promises for one type of volume, as data: IOPS and
// throughput as functions of the volume's size (per-GB rates, baselines,
// minimums, maximums, size tiers, performance levels), what may be
// provisioned beyond them, the I/O size the provider counts an I/O in, and
// its burst credits. One JSON file per volume type, with the provider's page
// and the date it was read (resources/volumes, docs/volumes.md); a person's
// own files in userVolumeDirectory() override the built-in ones by name.
//
// promiseOf() turns a profile and what the person says of their volume
// (size, provisioned IOPS and throughput, a level) into a VolumePromise: the
// figures the analysis holds the measured limits against (core/analysis/promised.h).

#include "core/volume/volume_promise.h"

#include <QList>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace surfio {

// A figure as a function of the size in the profile's unit (GiB or GB) and,
// for throughput, of the IOPS: max(baseline, perGb × size, perIops × IOPS,
// the step for the size), then held within [min, max].
struct VolumeRate {
    double baseline = 0;
    double perGb = 0;
    double perIops = 0;  // throughput only, bytes/s per IOPS (io2's 0.256 MiB/s)
    double min = 0;
    double max = 0;  // 0: none
    struct Step {
        double upToGb = 0;  // 0: any larger size
        double value = 0;
    };
    std::vector<Step> steps;  // ascending by size (gp2's 128 MiB/s up to 170 GiB, then 250)
    bool given = false;       // the file states this figure at all

    double at(double sizeGb, double iops) const;
};

// What a person may provision beyond the rate: within [min, max], at most
// perGbMax × size and (throughput) perIopsMax × IOPS.
struct VolumeProvisioning {
    bool allowed = false;
    double min = 0;
    double max = 0;
    double perGbMax = 0;
    double perIopsMax = 0;
};

// A size tier (Azure's P10 up to 128 GiB): a volume takes the smallest that holds it.
struct VolumeTier {
    QString name;
    double upToGb = 0;
    double iops = 0;
    double bandwidth = 0;  // bytes/s
};

// A performance level chosen with the volume (OCI's VPUs/GB): its own rates.
struct VolumeLevel {
    int value = 0;
    VolumeRate iops, throughput;
};

struct VolumeBurstModel {
    bool given = false;
    double iops = 0;
    double bandwidth = 0;      // bytes/s; 0: not stated
    double bucketIos = 0;      // credits a full bucket holds (gp2's 5.4 million)
    double bucketSeconds = 0;  // or how long a full bucket lasts at full burst (Azure's 30 min)
    double upToGb = 0;         // bursts only up to this size (0: while its baseline is below the burst)
};

struct VolumeProfile {
    QString name;  // file name without .json: what --volume= takes
    QString title;
    QString provider;
    QString source;  // the provider's page
    QString read;    // when it was read, "2026-12-05"
    QString notes;
    double unitBytes = double(uint64_t{1} << 30);  // what "per GB" counts: GiB, or 10^9 for "GB"
    double minGb = 0, maxGb = 0;                   // sizes the provider offers; 0: not stated
    VolumeRate iops, throughput;
    VolumeProvisioning provisionedIops, provisionedThroughput;
    QList<VolumeTier> tiers;
    QString levelKey;  // "vpus": the spec's key for a level
    QList<VolumeLevel> levels;
    int defaultLevel = 0;
    uint64_t ioUnitBytes = 0;  // 0: an I/O of any size counts as one
    VolumeBurstModel burst;
    QString path;  // where it was read from
    bool builtIn = false;

    bool sizeMatters() const;  // whether a figure depends on the size
};

// What a person says of their volume: --volume=PROFILE[:SIZE][,iops=N][,throughput=N][,vpus=N].
struct VolumeSpec {
    QString profile;
    uint64_t sizeBytes = 0;    // 0: not given (the target's size is taken where it is a device)
    double iops = 0;           // provisioned; 0: not given
    double bandwidth = 0;      // provisioned bytes/s; 0: not given
    std::optional<int> level;  // vpus=N
    QString levelKey;          // "vpus" where a level was given
    QString text;              // as given
};

// False with a message naming the part at fault and the form.
bool parseVolumeSpec(const QString& text, VolumeSpec& spec, QString& error);

// False with a message naming the file, the line and the key at fault.
bool readVolumeProfile(const QByteArray& data, const QString& path, VolumeProfile& profile, QString& error);
bool loadVolumeProfile(const QString& path, VolumeProfile& profile, QString& error);

// What the profile promises for the volume the spec describes. sizeBytes:
// the spec's, else the target's (0 when unknown). False with a message when
// the size is needed and unknown, out of the provider's range, or a
// provisioned figure is more than the provider allows.
bool promiseOf(const VolumeProfile& profile, const VolumeSpec& spec, uint64_t targetBytes, VolumePromise& promise,
               QString& error);

}  // namespace surfio
