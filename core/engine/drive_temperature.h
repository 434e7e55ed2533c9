#pragma once

// The temperature of the drives under a run's targets, from the kernel's
// hwmon sensors: an NVMe controller's (the nvme driver's, under the
// controller, or under its PCI device on older kernels) and a SATA drive's
// (the drivetemp module's, under its SCSI device). A drive too hot slows
// itself down, which a benchmark would take for the drive's speed.
//
// Everything is read under a sysfs root, "/sys" unless a test points it at a
// fixture tree. A reading can cost the drive a command (NVMe's SMART log,
// ATA's SCT status), and polling can itself warm it: a run reads once a
// second, on the sampling thread, never the workers'.

#include "core/engine/job_result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace surfio {

struct TemperatureSensor {
    DriveTemperature facts;  // the drive, the sensor and its thresholds; no peak yet
    std::string input;       // the temp1_input file, in millidegrees Celsius
};

// The sensor of the drive that holds device (a sysfs block device name, a
// partition's being its disk's), under root ("/sys"); nullopt when that
// drive reports no temperature, or root has no such device.
std::optional<TemperatureSensor> findTemperatureSensor(const std::string& root, const std::string& device);

// The temperature in °C a temp1_input file holds; nullopt when it cannot be
// read or holds no whole number of millidegrees (a drive that did not answer).
std::optional<double> readTemperatureC(const std::string& input);

// Where a job reads sysfs for temperatures: SURFIO_SYSFS_ROOT, for the tests
// that point it at a fixture tree, else "/sys".
std::string temperatureSysfsRoot();

// The sensors of every drive under some targets, each once, read at most
// once a second of measured time.
class TemperatureWatch {
public:
    TemperatureWatch(const std::vector<TargetInfo>& targets, const std::string& root);

    bool empty() const { return sensors_.empty(); }
    // The hottest reading when one is due at sinceMeasureNs (measured time):
    // at the first call, then at the first call at or after each whole second
    // that follows the last reading. NaN when none is due or no sensor could
    // be read.
    double readIfDue(uint64_t sinceMeasureNs);
    // The sensors that gave a reading, each with the hottest it gave.
    std::vector<DriveTemperature> results() const;

private:
    std::vector<TemperatureSensor> sensors_;
    std::vector<double> peaks_;  // NaN: no reading yet
    uint64_t nextNs_ = 0;
};

}  // namespace surfio
