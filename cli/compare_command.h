#pragma once

#include <QStringList>

namespace surfio {

// `surfio compare A.json B.json [C.json…]`: saved results (Surfio's or
// fio's JSON) compared point by point against the first (core/compare/):
// one row per matched point with each run's value, the ratio to A and a
// verdict; the points not every run has, listed. arguments start with the
// program name, then "compare". Returns 0; 1 when --fail-below=R is given
// and a later run's point is below R × A (read as speed: for latencies,
// above A / R); 2 on bad input (a file missing or not a result, fewer than
// two, a bad option, no point matched), with a message naming the fix.
int compareCommand(const QStringList& arguments);

}  // namespace surfio
