#pragma once

#include "core/compare/comparison.h"

#include <QJsonObject>

#include <optional>

namespace surfio {

// A comparison as JSON (`surfio compare --output-format=json`), in snake_case
// as fio names things: "format": "surfio-compare", the metric and its unit,
// the keys matched on and dropped, the runs, one entry per matched point
// with each run's value, ratio to A and verdict, then "unmatched" and
// "ambiguous"; with a gate, "fail_below" and the points below it
// (docs/json-format.md, "The comparison").
QJsonObject comparisonToJson(const Comparison& comparison, std::optional<double> failBelow);

constexpr int kCompareFormatVersion = 1;

}  // namespace surfio
