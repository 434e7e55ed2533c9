#include "host_totals.h"

#include <algorithm>

namespace surfio {

std::vector<HostTotals> hostTotals(const JobResult& run)
{
    std::vector<HostTotals> hosts;
    const auto slot = [&](const std::string& host) -> HostTotals& {
        auto it = std::find_if(hosts.begin(), hosts.end(), [&](const HostTotals& h) { return h.host == host; });
        if (it != hosts.end())
            return *it;
        hosts.push_back(HostTotals{host});
        return hosts.back();
    };
    for (const TargetInfo& t : run.targets)
        if (!t.host.empty())
            slot(t.host);
    if (hosts.empty())
        return hosts;
    // In host order, whichever host's report fio got first.
    std::sort(hosts.begin(), hosts.end(), [](const HostTotals& a, const HostTotals& b) { return a.host < b.host; });
    for (const WorkerTotals& w : run.workers) {
        if (w.target >= run.targets.size() || run.targets[w.target].host.empty())
            continue;
        HostTotals& h = slot(run.targets[w.target].host);
        h.readIos += w.readIos;
        h.readBytes += w.readBytes;
        h.writeIos += w.writeIos;
        h.writeBytes += w.writeBytes;
        h.readLatSumNs += w.readMeanLatNs * double(w.readIos);
        h.writeLatSumNs += w.writeMeanLatNs * double(w.writeIos);
        h.seconds = std::max(h.seconds, w.seconds);
    }
    return hosts;
}

std::vector<std::string> hostsOf(const std::vector<const JobResult*>& runs)
{
    std::vector<std::string> hosts;
    for (const JobResult* r : runs)
        for (const TargetInfo& t : r->targets)
            if (!t.host.empty() && std::find(hosts.begin(), hosts.end(), t.host) == hosts.end())
                hosts.push_back(t.host);
    std::sort(hosts.begin(), hosts.end());
    return hosts;
}

} // namespace surfio
