#include "core/engine/drive_temperature.h"

#include "core/engine/block_device.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <limits>

namespace surfio {

namespace {

namespace fs = std::filesystem;

constexpr uint64_t kSecondNs = 1'000'000'000;

bool exists(const std::string& path)
{
    std::error_code ec;
    return fs::exists(path, ec);
}

// A threshold in °C; NaN when absent or at or below 0 °C: a drive that sets
// none can report 0 K, which would flag every run.
double thresholdC(const std::string& path)
{
    const std::optional<double> c = readTemperatureC(path);
    return c && *c > 0 ? *c : std::numeric_limits<double>::quiet_NaN();
}

// The hwmon directories in dir, in name order: "hwmonN" entries (a class
// device under a class device, as the nvme driver's under its controller),
// and those in a "hwmon" folder (under a bus device: a PCI function, a SCSI
// device with drivetemp).
std::vector<std::string> hwmonDirsIn(const std::string& dir)
{
    std::vector<std::string> found;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        const std::string name = entry.path().filename().string();
        if (name == "hwmon") {
            std::error_code inner;
            for (const auto& sub : fs::directory_iterator(entry.path(), inner))
                if (sub.path().filename().string().rfind("hwmon", 0) == 0)
                    found.push_back(sub.path().string());
        } else if (name.rfind("hwmon", 0) == 0) {
            found.push_back(entry.path().string());
        }
    }
    std::sort(found.begin(), found.end());
    return found;
}

// Where a disk's sensor can be, from its device/ link: the device itself
// (a SCSI device; an NVMe controller), its parent (the PCI function, where
// older kernels put the nvme driver's sensor), and, for an NVMe
// namespace whose device is its subsystem (native multipath), the
// subsystem's controllers.
std::vector<std::string> placesOfSensors(const std::string& device)
{
    std::vector<std::string> places{device, device + "/device"};
    std::vector<std::string> controllers;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(device, ec)) {
        const std::string name = entry.path().filename().string();
        const bool controller = name.size() > 4 && name.rfind("nvme", 0) == 0
                                && name.find_first_not_of("0123456789", 4) == std::string::npos;
        if (controller)
            controllers.push_back(entry.path().string());
    }
    std::sort(controllers.begin(), controllers.end());
    places.insert(places.end(), controllers.begin(), controllers.end());
    return places;
}

std::optional<TemperatureSensor> sensorIn(const std::string& hwmon)
{
    if (!exists(hwmon + "/temp1_input"))
        return std::nullopt;
    TemperatureSensor s;
    s.input = hwmon + "/temp1_input";
    s.facts.sensor = readSysfsLine(hwmon + "/name");
    s.facts.label = readSysfsLine(hwmon + "/temp1_label");
    s.facts.maxC = thresholdC(hwmon + "/temp1_max");
    s.facts.critC = thresholdC(hwmon + "/temp1_crit");
    return s;
}

// The same sensor reached through two devices (two namespaces of one
// controller, two partitions of one disk) is read once.
std::string identity(const std::string& input)
{
    std::error_code ec;
    const fs::path canonical = fs::canonical(input, ec);
    return ec ? input : canonical.string();
}

}  // namespace

std::optional<TemperatureSensor> findTemperatureSensor(const std::string& root, const std::string& device)
{
    if (device.empty() || device.find('/') != std::string::npos)
        return std::nullopt;
    const std::string dir = root + "/class/block/" + device;
    if (!exists(dir))
        return std::nullopt;
    // A partition has no device/ of its own: its disk is one level up (the
    // kernel resolves ".." after following the class/block link).
    const std::string disk = exists(dir + "/partition") ? dir + "/.." : dir;
    for (const std::string& place : placesOfSensors(disk + "/device"))
        for (const std::string& hwmon : hwmonDirsIn(place))
            if (std::optional<TemperatureSensor> sensor = sensorIn(hwmon)) {
                std::error_code ec;
                const fs::path diskPath = fs::canonical(disk, ec);
                sensor->facts.device = ec ? device : diskPath.filename().string();
                return sensor;
            }
    return std::nullopt;
}

std::optional<double> readTemperatureC(const std::string& input)
{
    const std::string text = readSysfsLine(input);
    int64_t millidegrees = 0;
    const char* end = text.data() + text.size();
    const auto r = std::from_chars(text.data(), end, millidegrees);
    if (text.empty() || r.ec != std::errc() || r.ptr != end)
        return std::nullopt;
    return double(millidegrees) / 1000.0;
}

std::string temperatureSysfsRoot()
{
    const char* root = std::getenv("SURFIO_SYSFS_ROOT");
    return root && *root ? std::string(root) : std::string("/sys");
}

TemperatureWatch::TemperatureWatch(const std::vector<TargetInfo>& targets, const std::string& root)
{
    std::vector<std::string> seen;
    for (const TargetInfo& t : targets)
        for (const TargetDevice& d : t.devices) {
            std::optional<TemperatureSensor> sensor = findTemperatureSensor(root, d.disk.empty() ? d.name : d.disk);
            if (!sensor)
                continue;
            const std::string id = identity(sensor->input);
            if (std::find(seen.begin(), seen.end(), id) != seen.end())
                continue;
            seen.push_back(id);
            sensors_.push_back(std::move(*sensor));
        }
    peaks_.assign(sensors_.size(), std::numeric_limits<double>::quiet_NaN());
}

double TemperatureWatch::readIfDue(uint64_t sinceMeasureNs)
{
    double hottest = std::numeric_limits<double>::quiet_NaN();
    if (sensors_.empty() || sinceMeasureNs < nextNs_)
        return hottest;
    // On the grid of whole seconds, so that ticks a little late do not make
    // the readings drift apart.
    nextNs_ = (sinceMeasureNs / kSecondNs + 1) * kSecondNs;
    for (size_t i = 0; i < sensors_.size(); ++i) {
        const std::optional<double> c = readTemperatureC(sensors_[i].input);
        if (!c)
            continue;
        peaks_[i] = std::isnan(peaks_[i]) ? *c : std::max(peaks_[i], *c);
        hottest = std::isnan(hottest) ? *c : std::max(hottest, *c);
    }
    return hottest;
}

std::vector<DriveTemperature> TemperatureWatch::results() const
{
    std::vector<DriveTemperature> out;
    for (size_t i = 0; i < sensors_.size(); ++i)
        if (!std::isnan(peaks_[i])) {
            out.push_back(sensors_[i].facts);
            out.back().peakC = peaks_[i];
        }
    return out;
}

}  // namespace surfio
