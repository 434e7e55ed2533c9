#include "core/engine/host_limits.h"

#include "core/engine/message_text.h"

#include <liburing.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fstream>

namespace surfio {

bool ioUringAvailable(std::string& why)
{
    if (const char* off = std::getenv("SURFIO_DISABLE_IO_URING"); off && *off && std::strcmp(off, "0") != 0) {
        why = messages::kIoUringDisabledByEnvironment;
        return false;
    }
    io_uring ring;
    const int ret = io_uring_queue_init(2, &ring, 0);
    if (ret == 0) {
        io_uring_queue_exit(&ring);
        return true;
    }
    const char* message = ret == -ENOSYS  ? messages::kIoUringSetupNoKernelSupport
                          : ret == -EPERM ? messages::kIoUringSetupForbidden
                                          : messages::kIoUringSetupFailed;
    why = formatMessage(message, {errorText(-ret)});
    return false;
}

namespace {

// A number from a cgroup file; "max" (v2's no limit) is UINT64_MAX.
bool readCgroupNumber(const std::string& path, uint64_t& value)
{
    std::ifstream in(path);
    std::string text;
    if (!(in >> text))
        return false;
    if (text == "max") {
        value = UINT64_MAX;
        return true;
    }
    try {
        value = std::stoull(text);
    } catch (const std::exception&) {
        return false;
    }
    return true;
}

// What this process's memory cgroup (v2, or v1's memory controller) and each
// of its ancestors still let it take, the least of them; UINT64_MAX: no limit.
// Beyond it the kernel's OOM killer ends the process, whatever MemAvailable says.
uint64_t cgroupRoom(const std::string& root)
{
    std::ifstream in(root + "proc/self/cgroup");
    std::string line;
    uint64_t room = UINT64_MAX;
    while (std::getline(in, line)) {
        // "0::/path" (v2) or "4:memory:/path" (v1)
        const size_t first = line.find(':');
        const size_t second = first == std::string::npos ? first : line.find(':', first + 1);
        if (second == std::string::npos)
            continue;
        // Built by appends: GCC 12 takes "," + substr + "," for an overlapping copy (-Wrestrict).
        std::string controllers(1, ',');
        controllers.append(line, first + 1, second - first - 1).push_back(',');
        std::string path = line.substr(second + 1);
        std::string base, limitName, usageName;
        if (controllers == ",," && line.compare(0, first, "0") == 0) {
            base = root + "sys/fs/cgroup";
            limitName = "/memory.max";
            usageName = "/memory.current";
        } else if (controllers.find(",memory,") != std::string::npos) {
            base = root + "sys/fs/cgroup/memory";
            limitName = "/memory.limit_in_bytes";
            usageName = "/memory.usage_in_bytes";
        } else {
            continue;
        }
        while (!path.empty() && path.front() == '/') {
            const std::string dir = base + (path == "/" ? "" : path);
            uint64_t limit = 0, usage = 0;
            if (readCgroupNumber(dir + limitName, limit) && limit != UINT64_MAX
                && readCgroupNumber(dir + usageName, usage))
                room = std::min(room, limit > usage ? limit - usage : 0);
            if (path == "/")
                break;
            path.erase(path.rfind('/'));
            if (path.empty())
                path.push_back('/');  // not `= "/"`: GCC 12 takes that for an overlapping copy (-Wrestrict)
        }
    }
    return room;
}

}  // namespace

Problem checkBufferMemory(const JobSpec& spec, const std::string& root)
{
    // psync has one I/O in flight per job whatever the depth; io_uring a buffer per slot.
    const uint64_t slots = spec.engine == EngineChoice::Sync ? 1 : spec.queueDepth;
    const unsigned __int128 need = (unsigned __int128)spec.jobs * slots * spec.blockSize;
    std::ifstream in(root + "proc/meminfo");
    std::string key;
    uint64_t kib = 0;
    while (in >> key >> kib) {
        if (key == "MemAvailable:")
            break;
        in.ignore(256, '\n');
        kib = 0;
    }
    const unsigned __int128 machine = kib ? (unsigned __int128)kib * 1024 : ~(unsigned __int128)0;
    const uint64_t cgroup = cgroupRoom(root);
    const bool cgroupLimits = cgroup != UINT64_MAX && cgroup < machine;
    const unsigned __int128 available = cgroupLimits ? cgroup : machine;
    if ((kib || cgroupLimits) && need > available / 2) {
        const auto mib = [](unsigned __int128 v) { return std::to_string(uint64_t(v >> 20)) + " MiB"; };
        return Problem::input(formatMessage(cgroupLimits ? messages::kBuffersNeedTooMuchMemoryCgroup
                                                         : messages::kBuffersNeedTooMuchMemory,
                                            {mib(need), std::to_string(spec.jobs), std::to_string(slots),
                                             std::to_string(spec.blockSize), mib(available)}));
    }
    return {};
}

}  // namespace surfio
