#include "core/result/host_results.h"

#include "core/engine/point_warnings.h"

#include <algorithm>

namespace surfio {

namespace {

void appendHosts(const JobResult& run, QStringList& hosts)
{
    for (const TargetInfo& t : run.targets) {
        const QString host = QString::fromStdString(t.host);
        if (!host.isEmpty() && !hosts.contains(host))
            hosts << host;
    }
}

void addWorker(DirectionTotals& d, uint64_t ios, uint64_t bytes, double meanLatNs)
{
    d.ios += ios;
    d.bytes += bytes;
    d.latSumNs += meanLatNs * double(ios);
}

// Only the mean is known per worker: the spread within each is lost.
void settle(DirectionTotals& d)
{
    d.setLatencyMoments(d.meanLatNs(), 0);
}

}  // namespace

QStringList hostsOf(const JobResult& run)
{
    QStringList hosts;
    appendHosts(run, hosts);
    hosts.sort();
    return hosts;
}

QStringList hostsOf(const ResultSet& results)
{
    QStringList hosts;
    for (const JobResult& run : results.points)
        appendHosts(run, hosts);
    hosts.sort();
    return hosts;
}

std::optional<JobResult> onHost(const JobResult& run, const QString& host)
{
    if (host.isEmpty())
        return run;
    const std::string wanted = host.toStdString();
    JobResult r = run;
    r.read = {};
    r.write = {};
    r.targets.clear();
    r.workers.clear();
    r.samples.clear();  // the sum over the hosts, not this one's
    r.blockSplitIos.clear();
    r.diskUtil.clear();  // devices are not told apart by host
    r.seconds = 0;
    std::vector<int> newIndex(run.targets.size(), -1);
    for (size_t i = 0; i < run.targets.size(); ++i)
        if (run.targets[i].host == wanted) {
            newIndex[i] = int(r.targets.size());
            r.targets.push_back(run.targets[i]);
        }
    for (const WorkerTotals& w : run.workers) {
        if (w.target >= newIndex.size() || newIndex[w.target] < 0)
            continue;
        WorkerTotals mine = w;
        mine.index = unsigned(r.workers.size());
        mine.target = unsigned(newIndex[w.target]);
        r.workers.push_back(mine);
        addWorker(r.read, w.readIos, w.readBytes, w.readMeanLatNs);
        addWorker(r.write, w.writeIos, w.writeBytes, w.writeMeanLatNs);
        // A host's workers run side by side: its run lasts as long as the longest.
        r.seconds = std::max(r.seconds, w.seconds);
    }
    if (r.workers.empty())
        return std::nullopt;
    settle(r.read);
    settle(r.write);
    r.warnings = pointWarnings(r);  // this host's workers' own
    return r;
}

ResultSet onHost(const ResultSet& results, const QString& host)
{
    if (host.isEmpty())
        return results;
    ResultSet narrowed = results;
    narrowed.points.clear();
    narrowed.preconditioning.clear();
    for (const JobResult& run : results.points)
        if (const auto mine = onHost(run, host))
            narrowed.points.append(*mine);
    for (const JobResult& pass : results.preconditioning)
        if (const auto mine = onHost(pass, host))
            narrowed.preconditioning.append(*mine);
    return narrowed;
}

}  // namespace surfio
