#pragma once

// What the fuzz targets share: the input as text, and a check that stops
// the process (libFuzzer then reports the input) when a property breaks.

#include "matrix.h"
#include "matrix_json.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QString>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace surfio::fuzz {

// Inputs larger than this are not what the parsers exist for; run.sh passes
// the same -max_len, so replays and fuzzing see the same inputs.
constexpr size_t kMaxInput = 64 * 1024;

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
    std::fprintf(stderr, "fuzz: property broken: %s\n%s\n", property, qPrintable(detail));
    std::abort();
}

inline void require(bool holds, const char* property, const QString& detail = {})
{
    if (!holds)
        fail(property, detail);
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
        fail("matrixToJson's output reads back", error + QLatin1Char('\n') + QString::fromUtf8(QJsonDocument(json).toJson()));
    const QJsonObject twice = matrixToJson(again);
    if (twice != json)
        fail("matrix JSON round trip is the identity",
             QString::fromUtf8(QJsonDocument(json).toJson()) + QStringLiteral("\n---\n")
                 + QString::fromUtf8(QJsonDocument(twice).toJson()));
}

} // namespace surfio::fuzz
