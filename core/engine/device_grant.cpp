#include "core/engine/device_grant.h"

#include <unistd.h>

namespace surfio {

const char* openedByName(OpenedBy by)
{
    return by == OpenedBy::UDisks2 ? "udisks2" : "direct";
}

DeviceGrants::~DeviceGrants()
{
    for (const DeviceGrant& g : grants_)
        ::close(g.fd);
}

void DeviceGrants::add(const std::string& path, int fd, bool writable)
{
    for (DeviceGrant& g : grants_)
        if (g.path == path) {
            ::close(g.fd);
            g.fd = fd;
            g.writable = writable;
            return;
        }
    grants_.push_back({path, fd, writable});
}

const DeviceGrant* DeviceGrants::find(const std::string& path) const
{
    for (const DeviceGrant& g : grants_)
        if (g.path == path)
            return &g;
    return nullptr;
}

}  // namespace surfio
