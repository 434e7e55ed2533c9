#pragma once

#include "core/engine/engine.h"

#include <QString>

#include <atomic>
#include <chrono>
#include <functional>
#include <string>
#include <vector>

namespace surfio {

// The installed fio: where it is and which version it says it is.
struct FioProgram {
    QString path;     // "/usr/bin/fio"
    QString version;  // "3.33"
};

// The oldest fio Surfio drives: its job files use ioengine=io_uring, which
// came with fio 3.13.
constexpr int kMinFioMajor = 3;
constexpr int kMinFioMinor = 13;

// Finds fio on PATH, runs `fio --version` and checks it is new enough.
// False with a message naming the fix (install Debian's fio package, or put
// a newer fio first on PATH).
bool findFio(FioProgram& fio, QString& error);

// fio's spelling of a server for --client: "host" and fio's own forms
// ("ip:host,port", "ip6:…", "sock:path", "host,port") stay as they are;
// "host:port" becomes "host,port" and "[v6addr]:port" becomes
// "ip6:v6addr,port".
QString fioClientAddress(const QString& host);

// How the points go through fio.
struct FioRun {
    FioProgram fio;
    std::vector<std::string> hosts;    // fio --server hosts; empty: fio runs here
    std::vector<std::string> options;  // written to each job file's [global], last
    // How long past a point's ramp + runtime fio may take (start-up, laying
    // out a new file, a slow drain) before Surfio gives up on it and says so.
    std::chrono::seconds grace{60};
};

// Runs one job through fio and blocks until it ends. spec.targets are the
// paths fio opens: on this machine the files Surfio laid out, on hosts paths
// there (a directory ends with '/').
// - Locally fio reports every 500 ms (--status-interval) and each report
//   becomes a sample; fio's client mode sends no reports (3.33), so hosts
//   give no samples until the job ends. tick is called about every 100 ms
//   either way.
// - stop: fio is interrupted as by Ctrl-C (it reports what it measured),
//   the result is marked stopped.
// - Faults end in result.error, naming the host where one is at fault: fio
//   exiting with an error (its messages), a server unreachable or gone
//   mid-run, output that does not read, a job running past its time.
JobResult runFioJob(const FioRun& run, const JobSpec& spec, const std::atomic<bool>& stop,
                    const SampleSink& onSample = {}, const std::function<void()>& tick = {});

}  // namespace surfio
