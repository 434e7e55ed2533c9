#pragma once

#include <QString>

namespace surfio {

// The machine a result was measured on.
struct HostInfo {
    QString hostname;
    QString kernel;  // uname -r
    QString cpu;     // model name from /proc/cpuinfo
    int cores = 0;
    QString surfioVersion;
    QString liburingVersion;
    QString qtVersion;

    static HostInfo current();
};

}  // namespace surfio
