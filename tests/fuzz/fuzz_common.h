#pragma once

// What the fuzz targets share: the input as text, and a check that stops
// the process (libFuzzer then reports the input) when a property breaks.

#include "core/matrix/matrix.h"
#include "core/matrix/matrix_json.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace surfio::fuzz {

// Inputs larger than this are not what the parsers exist for (return -1:
// libFuzzer keeps them out of the corpus); run.sh's -max_len is below it.
constexpr size_t kMaxInput = size_t{64} * 1024;

inline QByteArray bytes(const uint8_t* data, size_t size)
{
    return QByteArray(reinterpret_cast<const char*>(data), qsizetype(size));
}

inline QString text(const uint8_t* data, size_t size)
{
    return QString::fromUtf8(reinterpret_cast<const char*>(data), qsizetype(size));
}

[[noreturn]] inline void fail(const char* property, const QString& detail = {})
{
    (void)std::fprintf(stderr, "fuzz: property broken: %s\n%s\n", property, qPrintable(detail));
    std::abort();
}

inline void require(bool holds, const char* property, const QString& detail = {})
{
    if (!holds)
        fail(property, detail);
}

// Where two JSON values first differ ("/points/0/read/iops: 0 vs 12"), for
// the report of a broken round trip.
inline QString firstDifference(const QJsonValue& a, const QJsonValue& b, const QString& path = {})
{
    if (a.isObject() && b.isObject()) {
        const QJsonObject x = a.toObject(), y = b.toObject();
        for (auto it = x.begin(); it != x.end(); ++it)
            if (QString d = firstDifference(it.value(), y.value(it.key()), path + QLatin1Char('/') + it.key());
                !d.isEmpty())
                return d;
        for (auto it = y.begin(); it != y.end(); ++it)
            if (!x.contains(it.key()))
                return path + QLatin1Char('/') + it.key() + QStringLiteral(": only in the second");
        return {};
    }
    if (a.isArray() && b.isArray()) {
        const QJsonArray x = a.toArray(), y = b.toArray();
        for (qsizetype i = 0; i < std::min(x.size(), y.size()); ++i)
            if (QString d = firstDifference(x.at(i), y.at(i), path + QLatin1Char('/') + QString::number(i));
                !d.isEmpty())
                return d;
        return x.size() == y.size() ? QString()
                                    : path + QStringLiteral(": %1 vs %2 entries").arg(x.size()).arg(y.size());
    }
    if (a == b)
        return {};
    // Moments go through sums of squares and back: the last bits may move.
    if (a.isDouble() && b.isDouble()
        && std::abs(a.toDouble() - b.toDouble()) <= 1e-12 * std::max(std::abs(a.toDouble()), std::abs(b.toDouble())))
        return {};
    const auto show = [](const QJsonValue& v) {
        return QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact));
    };
    return path + QStringLiteral(": ") + show(a) + QStringLiteral(" vs ") + show(b);
}

// A saved result without its "summary", which is derived from the points
// when writing (see the report: a damaged point can summarise differently
// once written, which the points themselves do not show).
inline QJsonObject withoutSummary(QJsonObject result)
{
    result.remove(QStringLiteral("summary"));
    return result;
}

// A parse either succeeds or says why not.
inline void requireMessage(bool ok, const QString& error, const char* parser)
{
    if (!ok && error.trimmed().isEmpty())
        fail(parser, QStringLiteral("returned false without a message"));
}

// A matrix that was read from outside input is one that matrix JSON (the
// format of presets, results and journals) writes and reads back unchanged.
inline void requireMatrixRoundTrip(const Matrix& matrix)
{
    const QJsonObject json = matrixToJson(matrix);
    Matrix again;
    QString error;
    if (!matrixFromJson(json, again, error))
        fail("matrixToJson's output reads back",
             error + QLatin1Char('\n') + QString::fromUtf8(QJsonDocument(json).toJson()));
    const QJsonObject twice = matrixToJson(again);
    if (twice != json)
        fail("matrix JSON round trip is the identity", firstDifference(json, twice));
}

}  // namespace surfio::fuzz
