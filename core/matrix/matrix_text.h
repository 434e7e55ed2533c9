#pragma once

#include "core/engine/job_spec.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace surfio {

// The text of the matrix editor's fields read into a matrix's values, and
// the lists written back as that text. Each parser is false with the reason
// a person reads beside the field; it still gives what it could read (a
// list its good items, a duration its value), so the summary follows the
// typing while the field is marked.

// "1, 4,32": queue depths, each 1 to kMaxQueueDepth and listed once.
bool parseQueueDepths(const QString& text, std::vector<uint32_t>& depths, QString& error);
// "1,4": numbers of jobs, each 1 to kMaxJobs and listed once.
bool parseJobCounts(const QString& text, std::vector<uint32_t>& jobs, QString& error);
// "1,2,4": how many of the targets each point runs on (--target-count), each
// 1 to kMaxJobs and listed once; empty: all of them, no axis.
bool parseTargetCounts(const QString& text, std::vector<uint32_t>& counts, QString& error);
// "0, 500,1000": rate_iops per job, each listed once, 0 unthrottled; empty: unthrottled alone.
bool parseRates(const QString& text, std::vector<uint64_t>& rates, QString& error);
// "30s", "500ms", "2m": 0 means no time limit, which only a point that ends by its bytes may have.
bool parseRuntime(const QString& text, bool endsByBytes, Nanoseconds& runtime, QString& error);
// "5s", "0"; empty: no ramp.
bool parseRampTime(const QString& text, Nanoseconds& rampTime, QString& error);
// "1g", "256m"; empty: 0, the whole file or device.
bool parseRegionSize(const QString& text, uint64_t& regionSize, QString& error);
// fio's bssplit spellings separated by spaces: "4k/60:64k/40 8k/50:1m/50", each listed once.
bool parseBlockSplits(const QString& text, std::vector<BlockSplit>& splits, QString& error);
// A whole number; empty: 0, a run picks a seed.
bool parseOrderSeed(const QString& text, uint64_t& seed, QString& error);
// The block size steady state watches, "4k": given and not 0.
bool parseTrackedBlockSize(const QString& text, uint64_t& blockSize, QString& error);

QString countsText(const std::vector<uint32_t>& counts);    // "1,4,32"
QString ratesText(const std::vector<uint64_t>& rates);      // "0,500,1000"; empty for unthrottled alone
QString splitsText(const std::vector<BlockSplit>& splits);  // "4k/60:64k/40 8k/50:1m/50"
// "4k", "1g", "1536": a size in fio's syntax in its largest whole unit, as a
// job file says it and parseRegionSize, parseTrackedBlockSize read it back.
QString sizeText(uint64_t bytes);

}  // namespace surfio
