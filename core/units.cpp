#include "units.h"

#include <QLocale>
#include <QRegularExpression>

#include <limits>

namespace surfio {

std::optional<uint64_t> parseSize(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("^\\s*(\\d+)\\s*([kmgtp]?)(i?b)?\\s*$"),
                                       QRegularExpression::CaseInsensitiveOption);
    const auto m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    bool ok = false;
    const uint64_t value = m.captured(1).toULongLong(&ok);
    if (!ok)
        return std::nullopt;
    const QString unit = m.captured(2).toLower();
    const QString suffixB = m.captured(3);
    if (unit.isEmpty() && !suffixB.isEmpty() && suffixB.compare(QLatin1String("b"), Qt::CaseInsensitive) != 0)
        return std::nullopt;  // "4ib"
    int shift = 0;
    if (!unit.isEmpty())
        shift = 10 * (1 + int(QStringLiteral("kmgtp").indexOf(unit)));
    if (shift && value > (std::numeric_limits<uint64_t>::max() >> shift))
        return std::nullopt;
    return value << shift;
}

std::optional<std::chrono::nanoseconds> parseDuration(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("^\\s*(\\d+)\\s*(ns|us|ms|s|m|h|d)?\\s*$"),
                                       QRegularExpression::CaseInsensitiveOption);
    const auto m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    bool ok = false;
    const uint64_t value = m.captured(1).toULongLong(&ok);
    if (!ok)
        return std::nullopt;
    const QString unit = m.captured(2).toLower();
    uint64_t scale = 1'000'000'000ULL;  // seconds by default, as fio
    if (unit == QLatin1String("ns")) scale = 1;
    else if (unit == QLatin1String("us")) scale = 1'000;
    else if (unit == QLatin1String("ms")) scale = 1'000'000;
    else if (unit == QLatin1String("m")) scale = 60'000'000'000ULL;
    else if (unit == QLatin1String("h")) scale = 3'600'000'000'000ULL;
    else if (unit == QLatin1String("d")) scale = 86'400'000'000'000ULL;
    if (value > uint64_t(std::numeric_limits<int64_t>::max()) / scale)
        return std::nullopt;
    return std::chrono::nanoseconds(int64_t(value * scale));
}

uint64_t toCount(double value)
{
    if (!(value > 0))
        return 0;
    if (value >= 18446744073709551616.0)  // 2^64
        return std::numeric_limits<uint64_t>::max();
    return uint64_t(value);
}

QString formatSize(uint64_t bytes)
{
    static const char* const units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
    int u = 0;
    double v = double(bytes);
    while (v >= 1024.0 && u < 5) {
        v /= 1024.0;
        ++u;
    }
    const QLocale locale;
    const int decimals = (v == double(qint64(v))) ? 0 : (v < 10 ? 2 : 1);
    return locale.toString(v, 'f', decimals) + QLatin1Char(' ') + QLatin1String(units[u]);
}

QString formatCount(double value)
{
    const QLocale locale;
    if (value >= 1e6)
        return locale.toString(value / 1e6, 'f', 2) + QLatin1Char('M');
    if (value >= 1e4)
        return locale.toString(value / 1e3, 'f', 1) + QLatin1Char('k');
    return locale.toString(value, 'f', 0);
}

QString formatLatency(double ns)
{
    const QLocale locale;
    if (ns >= 1e9)
        return locale.toString(ns / 1e9, 'f', 2) + QStringLiteral(" s");
    if (ns >= 1e6)
        return locale.toString(ns / 1e6, 'f', 2) + QStringLiteral(" ms");
    if (ns >= 1e3)
        return locale.toString(ns / 1e3, 'f', 1) + QStringLiteral(" µs");
    return locale.toString(ns, 'f', 0) + QStringLiteral(" ns");
}

} // namespace surfio
