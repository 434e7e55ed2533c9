#pragma once

#include "core/result/result_set.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace surfio {

// The run a demo races (--demo-reference=RESULT.json): a saved result, and
// for the point running now, how its IOPS compare with the reference's at
// the same workload ("4.2× the IOPS of a SATA SSD at 4 KiB random read").
// The reference's device is named from the result's own target facts.
struct DemoReference {
    Q_DECLARE_TR_FUNCTIONS(surfio::DemoReference)
public:
    QString path;  // empty: no reference, nothing to race
    ResultSet result;

    // False with a message naming the file and the fix.
    static bool load(const QString& path, DemoReference& reference, QString& error);

    bool isSet() const { return !path.isEmpty(); }
    QString deviceName() const;
    // The mean IOPS (reads and writes) of the reference's runs of the same
    // workload as spec; none when the reference did not run it.
    std::optional<double> iopsAt(const JobSpec& spec) const;
    // "4.2× the IOPS of <device> at 4 KiB random read", or that the
    // reference has no such point.
    QString raceText(const JobSpec& spec, double iops) const;
    // The race as the demo's face says it under the workload: "4.2× the
    // IOPS of <device>"; empty when the reference did not run the workload.
    QString ratioText(const JobSpec& spec, double iops) const;
};

// Whether two points ran the same workload: pattern, block size or split,
// mix, queue depth and jobs (not the rate, runtime or target), as
// core/compare/ matches the points of two runs.
bool sameWorkload(const JobSpec& a, const JobSpec& b);

// A target's device for people: its model, else its block device, else its path.
QString deviceNameOf(const TargetInfo& target);

// "4 KiB random read", "64 KiB sequential write", "8 KiB random, 70 % read".
QString workloadText(const JobSpec& spec);

}  // namespace surfio
