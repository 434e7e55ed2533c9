#include "core/result/json_numbers.h"

#include "core/text/units.h"

#include <QCoreApplication>

#include <cmath>

namespace surfio {

namespace {

// The translation context of this file's messages.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(JsonNumbers)
};

// A value as it was written, for the message: "12x", true, {…}.
QString written(const QJsonValue& v)
{
    if (v.isString())
        return QLatin1Char('"') + v.toString().left(40) + QLatin1Char('"');
    if (v.isBool())
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (v.isNull())
        return QStringLiteral("null");
    if (v.isObject())
        return QStringLiteral("{…}");
    if (v.isArray())
        return QStringLiteral("[…]");
    return QString::number(v.toDouble(), 'g', 12);
}

}  // namespace

void JsonNumbers::refuse(const QString& name, const QJsonValue& v, const QString& expected)
{
    if (problem_.isEmpty())
        problem_ = Text::tr("%1 is %2, not %3").arg(name, written(v), expected);
}

uint64_t JsonNumbers::count(const QJsonObject& o, const QString& key, const QString& where)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined())
        return 0;
    if (v.isString()) {
        bool ok = false;
        const qulonglong n = v.toString().toULongLong(&ok);
        if (ok)
            return n;
    } else if (v.isDouble()) {
        const double d = v.toDouble();
        if (std::isfinite(d) && d >= 0 && std::floor(d) == d)
            return toCount(d);
    }
    refuse(where + key, v, Text::tr("a count (a whole number from 0)"));
    return 0;
}

double JsonNumbers::number(const QJsonObject& o, const QString& key, const QString& where, double fallback)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined() || v.isNull())
        return fallback;
    if (v.isDouble() && std::isfinite(v.toDouble()) && v.toDouble() >= 0)
        return v.toDouble();
    refuse(where + key, v, Text::tr("a number from 0"));
    return fallback;
}

}  // namespace surfio
