#pragma once

#include "core/engine/job_spec.h"
#include "core/result/result_set.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <map>
#include <optional>

namespace surfio {

// The parts of a point's spec that comparing runs matches points on, under
// fio's names: rw, bs (or bssplit), rwmixread, iodepth, numjobs,
// rate_iops (a rate cap, or a rate step's share: a result over rates holds
// points that differ in nothing else), and target_count (the targets the
// point ran on, on each of fio's hosts: --target-count's points differ in
// nothing else). Each can be dropped from the match, e.g. iodepth to
// compare two queue depths.
enum class SpecKey { Rw, Bs, RwMixRead, IoDepth, NumJobs, RateIops, TargetCount };

QList<SpecKey> allSpecKeys();
// "rw", "bs", "rwmixread", "iodepth", "numjobs", "rate_iops", "target_count"
QString specKeyName(SpecKey key);
// A key by its name; "bssplit" is bs. nullopt for anything else.
std::optional<SpecKey> parseSpecKey(const QString& name);
// A comma list of key names ("iodepth,numjobs"); false with a message
// naming the unknown one and the names there are.
bool parseSpecKeys(const QString& list, QList<SpecKey>& keys, QString& error);
// allSpecKeys() without `dropped`.
QList<SpecKey> keysWithout(const QList<SpecKey>& dropped);

// A key's value for a spec, as fio spells it: "randread", "4k" or
// "4k/60:64k/40", "70" (the effective read share), "32", "1", and for
// rate_iops "0" (no cap), "2000", or "50%" for a rate step, and for
// target_count "1" (also for a point that names no target: it runs on one).
QString specKeyValue(const JobSpec& spec, SpecKey key);

// What a point is matched by: the values of the keys it is matched on.
struct PointKey {
    QList<SpecKey> keys;  // in allSpecKeys() order
    QStringList values;   // one per key

    // "rw=randread bs=4k rwmixread=100 iodepth=32 numjobs=1 rate_iops=0",
    // with " target_count=N" only past one target (one goes without saying)
    QString text() const;
    bool operator==(const PointKey& o) const { return keys == o.keys && values == o.values; }
    bool operator<(const PointKey& o) const { return values < o.values; }
};

PointKey pointKeyOf(const JobSpec& spec, const QList<SpecKey>& keys);

// A result's points by key: each key's point indices (into Matrix::expand()),
// ascending. A key with more than one point is ambiguous: dropping keys made
// points of one run alike, and they are never averaged into one.
std::map<PointKey, QList<int>> pointsByKey(const ResultSet& results, const QList<SpecKey>& keys);
// The same from specs alone (a running matrix's Matrix::expand()).
std::map<PointKey, QList<int>> pointsByKey(const std::vector<JobSpec>& specs, const QList<SpecKey>& keys);

}  // namespace surfio
