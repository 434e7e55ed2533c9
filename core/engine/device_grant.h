#pragma once

#include <string>
#include <vector>

namespace surfio {

// How a target was opened: by Surfio itself (open(2) on the path), or by
// UDisks2 on polkit's word, which handed over a descriptor.
enum class OpenedBy { Direct, UDisks2 };
const char* openedByName(OpenedBy by);  // "direct", "udisks2": the result's names

// A block device opened for Surfio by a service allowed to open it (UDisks2),
// so that a person who may not open the device node runs on it all the same.
struct DeviceGrant {
    std::string path;  // as the person named it
    int fd = -1;       // owned by the DeviceGrants holding it
    bool writable = false;
};

// The grants of one run, asked for once before it starts and kept open for
// the whole run and its resume, so nobody is asked again mid-run (polkit's
// grant lasts minutes; a descriptor lasts as long as it is open). Owns the
// descriptors: closes them when destroyed. Shared read-only between threads.
class DeviceGrants {
public:
    DeviceGrants() = default;
    ~DeviceGrants();
    DeviceGrants(const DeviceGrants&) = delete;
    DeviceGrants& operator=(const DeviceGrants&) = delete;

    // Takes fd over; a second grant for the same path replaces the first.
    void add(const std::string& path, int fd, bool writable);
    const DeviceGrant* find(const std::string& path) const;
    bool empty() const { return grants_.empty(); }
    const std::vector<DeviceGrant>& all() const { return grants_; }

private:
    std::vector<DeviceGrant> grants_;
};

}  // namespace surfio
