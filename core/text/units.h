#pragma once

#include "core/engine/job_spec.h"

#include <QString>

#include <chrono>
#include <cstdint>
#include <optional>

namespace surfio {

// fio's size syntax: a number with an optional k/m/g/t/p suffix (also KiB,
// KB, "4k"), powers of 1024 as fio does by default. Case-insensitive; no
// fractions (fio accepts them only on some options). nullopt when malformed
// or overflowing.
std::optional<uint64_t> parseSize(const QString& text);

// fio's bssplit syntax, "4k/60:64k/30:1m/10": sizes with the percent of
// I/Os that have each. Parts without a percent share what the others leave,
// as in fio; the percents must come to 100. False with a message naming the
// part at fault.
bool parseBlockSplit(const QString& text, BlockSplit& split, QString& error);

// fio's time syntax: a number, seconds by default, or with an ns/us/ms/s/m/h/d
// suffix. nullopt when malformed.
std::optional<std::chrono::nanoseconds> parseDuration(const QString& text);

// A JSON number as a count or size: 0 for negative or NaN, saturated at the
// top (converting such doubles directly is undefined behaviour).
uint64_t toCount(double value);

// "4 KiB", "1 MiB", "512 B", "1.5 GiB" — block sizes and regions for people.
QString formatSize(uint64_t bytes);

// fio's time syntax in the largest unit that keeps the value whole: "2m",
// "10s", "500ms", "0"; below a microsecond, rounded up to one (fio takes no
// nanoseconds). What export-fio writes and the matrix editor shows.
QString fioDuration(std::chrono::nanoseconds duration);

// "60 s", "1.5 s", "250 ms": runtimes for people.
QString formatDuration(std::chrono::nanoseconds duration);
// "6 min 30 s", "1 h 30 min": an estimate for people, so hours drop the seconds.
QString formatEstimate(qint64 seconds);

// "12.3k", "1.2M": IOPS in a table.
QString formatCount(double value);

// "85.2 µs", "1.31 ms": latencies.
QString formatLatency(double ns);

// The columns a terminal gives text: 2 for East Asian wide and fullwidth
// characters (Japanese), 0 for combining marks, 1 for the rest.
int terminalWidth(const QString& text);
// text filled with spaces to `width` terminal columns, as QString::arg's
// field width: on the left for a positive width, on the right for a negative one.
QString padded(const QString& text, int width);

}  // namespace surfio
