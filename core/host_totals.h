#pragma once

#include "job_result.h"

#include <string>
#include <vector>

namespace surfio {

// One fio server's share of a run in fio's client mode: the sum of its
// workers (one per job and host in fio's client_stats).
struct HostTotals {
    std::string host;          // as TargetInfo::host: "10.0.0.2" or "10.0.0.2:9000"
    uint64_t readIos = 0, readBytes = 0, writeIos = 0, writeBytes = 0;
    double readLatSumNs = 0, writeLatSumNs = 0;  // mean × I/Os, for I/O-weighted means
    double seconds = 0;        // the longest of its workers

    double readIops() const { return seconds > 0 ? double(readIos) / seconds : 0; }
    double writeIops() const { return seconds > 0 ? double(writeIos) / seconds : 0; }
    double readBandwidth() const { return seconds > 0 ? double(readBytes) / seconds : 0; }
    double writeBandwidth() const { return seconds > 0 ? double(writeBytes) / seconds : 0; }
    double readMeanLatNs() const { return readIos ? readLatSumNs / double(readIos) : 0; }
    double writeMeanLatNs() const { return writeIos ? writeLatSumNs / double(writeIos) : 0; }
};

// Per host, sorted by name; empty
// when the run did not go through fio servers.
std::vector<HostTotals> hostTotals(const JobResult& run);

// Every host any of the runs went through, sorted by name.
std::vector<std::string> hostsOf(const std::vector<const JobResult*>& runs);

} // namespace surfio
