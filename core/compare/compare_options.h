#pragma once

#include "core/compare/comparison.h"
#include "core/compare/point_match.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

class QCommandLineParser;

namespace surfio {

// What a comparison sets side by side and matches on: the metric and the
// keys of a point's spec. One definition of the options that choose them,
// with one wording, for `surfio compare` and `surfio report` (--metric,
// --ignore) and the window (--compare-metric, --compare-ignore).
struct CompareChoice {
    Q_DECLARE_TR_FUNCTIONS(surfio::CompareChoice)
public:
    CompareMetric metric = CompareMetric::Iops;
    QList<SpecKey> keys = allSpecKeys();

    // prefix: "" for --metric and --ignore, "compare-" for the window's.
    static void addOptions(QCommandLineParser& parser, const QString& prefix = {});
    // False with error naming the option and the fix.
    static bool read(const QCommandLineParser& parser, CompareChoice& choice, QString& error,
                     const QString& prefix = {});
};

}  // namespace surfio
