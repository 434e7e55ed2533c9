#include "core/result/disk_cpu_json.h"

#include "core/text/units.h"

namespace surfio {

namespace {

uint64_t count(const QJsonValue& v)
{
    const qint64 n = v.toInteger(-1);
    return n >= 0 ? uint64_t(n) : toCount(v.toDouble());
}

// The counters of a disk_util entry: fio's key and where it goes.
struct Counter {
    const char* key;
    uint64_t DiskUtil::*field;
};
constexpr Counter kCounters[] = {
    {"read_ios", &DiskUtil::readIos},         {"write_ios", &DiskUtil::writeIos},
    {"read_merges", &DiskUtil::readMerges},   {"write_merges", &DiskUtil::writeMerges},
    {"read_sectors", &DiskUtil::readSectors}, {"write_sectors", &DiskUtil::writeSectors},
    {"read_ticks", &DiskUtil::readTicks},     {"write_ticks", &DiskUtil::writeTicks},
    {"in_queue", &DiskUtil::inQueue},
};

}  // namespace

QJsonArray diskUtilToJson(const std::vector<DiskUtil>& disks)
{
    QJsonArray array;
    for (const DiskUtil& d : disks) {
        QJsonObject o;
        o[QStringLiteral("name")] = QString::fromStdString(d.name);
        for (const Counter& c : kCounters)
            o[QLatin1String(c.key)] = double(d.*c.field);
        o[QStringLiteral("util")] = d.util;
        o[QStringLiteral("msec")] = d.msec;
        o[QStringLiteral("mean_queue_depth")] = d.meanQueueDepth();
        array.append(o);
    }
    return array;
}

std::vector<DiskUtil> diskUtilFromJson(const QJsonArray& disks, double msecIfAbsent)
{
    std::vector<DiskUtil> out;
    for (const QJsonValue v : disks) {
        const QJsonObject o = v.toObject();
        DiskUtil d;
        d.name = o[QStringLiteral("name")].toString().toStdString();
        for (const Counter& c : kCounters)
            d.*c.field = count(o[QLatin1String(c.key)]);
        d.util = o[QStringLiteral("util")].toDouble();
        d.msec = o[QStringLiteral("msec")].toDouble(msecIfAbsent);
        out.push_back(d);
    }
    return out;
}

void addCpuJson(QJsonObject& job, const CpuUse& cpu)
{
    if (!cpu.recorded())
        return;
    job[QStringLiteral("job_runtime")] = cpu.seconds * 1000;
    job[QStringLiteral("usr_cpu")] = cpu.userPercent();
    job[QStringLiteral("sys_cpu")] = cpu.systemPercent();
    job[QStringLiteral("ctx")] = double(cpu.contextSwitches);
}

CpuUse cpuFromJson(const QJsonObject& job)
{
    CpuUse cpu;
    cpu.seconds = job[QStringLiteral("job_runtime")].toDouble() / 1000;
    if (!cpu.recorded())
        return {};
    cpu.userSeconds = job[QStringLiteral("usr_cpu")].toDouble() / 100 * cpu.seconds;
    cpu.systemSeconds = job[QStringLiteral("sys_cpu")].toDouble() / 100 * cpu.seconds;
    cpu.contextSwitches = count(job[QStringLiteral("ctx")]);
    return cpu;
}

}  // namespace surfio
