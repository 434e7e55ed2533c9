#include "core/text/units.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

#include <climits>
#include <cstdlib>
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

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Units)
};
}

bool parseBlockSplit(const QString& text, BlockSplit& split, QString& error)
{
    BlockSplit parts;
    unsigned given = 0;
    int unspecified = 0;
    const QStringList items = text.split(QLatin1Char(':'));
    if (items.size() > 64) {
        error = Text::tr("the block-size split \"%1\" has more than 64 parts").arg(text);
        return false;
    }
    for (const QString& item : items) {
        const QStringList sizeAndPercent = item.split(QLatin1Char('/'));
        const auto size = parseSize(sizeAndPercent.value(0));
        if (!size || *size == 0 || sizeAndPercent.size() > 2) {
            error = Text::tr("\"%1\" in the block-size split \"%2\" is not a size/percent part, e.g. 4k/60")
                        .arg(item, text);
            return false;
        }
        BlockSplitPart part{*size, 0};
        if (sizeAndPercent.size() == 2 && !sizeAndPercent[1].trimmed().isEmpty()) {
            bool ok = false;
            const uint percent = sizeAndPercent[1].trimmed().toUInt(&ok);
            if (!ok || percent > 100) {
                error = Text::tr("\"%1\" in the block-size split \"%2\" has a percent that is not 0 to 100")
                            .arg(item, text);
                return false;
            }
            part.percent = percent;
            given += percent;
        } else {
            part.percent = UINT_MAX;  // filled in below
            ++unspecified;
        }
        parts.push_back(part);
    }
    if (given > 100 || (unspecified == 0 && given != 100)) {
        error = Text::tr("the percents of the block-size split \"%1\" add up to %2, not 100").arg(text).arg(given);
        return false;
    }
    // What is left goes to the parts without a percent, the first ones taking the rounding.
    const unsigned left = 100 - given;
    int seen = 0;
    for (BlockSplitPart& part : parts)
        if (unspecified > 0 && part.percent == UINT_MAX) {  // only those parts are UINT_MAX
            part.percent = left / unsigned(unspecified) + (unsigned(seen) < left % unsigned(unspecified) ? 1 : 0);
            ++seen;
        }
    std::erase_if(parts, [](const BlockSplitPart& p) { return p.percent == 0; });
    if (parts.empty()) {
        error = Text::tr("the block-size split \"%1\" gives no part a share").arg(text);
        return false;
    }
    split = parts;
    return true;
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
    if (unit == QLatin1String("ns"))
        scale = 1;
    else if (unit == QLatin1String("us"))
        scale = 1'000;
    else if (unit == QLatin1String("ms"))
        scale = 1'000'000;
    else if (unit == QLatin1String("m"))
        scale = 60'000'000'000ULL;
    else if (unit == QLatin1String("h"))
        scale = 3'600'000'000'000ULL;
    else if (unit == QLatin1String("d"))
        scale = 86'400'000'000'000ULL;
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

QString fioDuration(std::chrono::nanoseconds duration)
{
    struct Unit {
        int64_t ns;
        const char* suffix;
    };
    static constexpr Unit units[] = {{86'400'000'000'000, "d"}, {3'600'000'000'000, "h"}, {60'000'000'000, "m"},
                                     {1'000'000'000, "s"},      {1'000'000, "ms"},        {1'000, "us"}};
    const int64_t ns = duration.count();
    if (ns == 0)
        return QStringLiteral("0");
    for (const Unit& unit : units)
        if (ns % unit.ns == 0)
            return QString::number(ns / unit.ns) + QLatin1String(unit.suffix);
    return QString::number((ns + 999) / 1000) + QLatin1String("us");
}

QString formatDuration(std::chrono::nanoseconds duration)
{
    const double seconds = double(duration.count()) / 1e9;
    if (seconds < 1)
        return Text::tr("%1 ms").arg(QLocale().toString(seconds * 1e3, 'g', 3));
    return Text::tr("%1 s").arg(QLocale().toString(seconds, 'g', 4));
}

QString formatEstimate(qint64 seconds)
{
    const QLocale locale;
    if (seconds < 60)
        return Text::tr("%1 s").arg(locale.toString(seconds));
    if (seconds < 3600) {
        const qint64 minutes = seconds / 60;
        const qint64 rest = seconds % 60;
        return rest ? Text::tr("%1 min %2 s").arg(locale.toString(minutes), locale.toString(rest))
                    : Text::tr("%1 min").arg(locale.toString(minutes));
    }
    const qint64 hours = seconds / 3600;
    const qint64 minutes = seconds % 3600 / 60;
    return minutes ? Text::tr("%1 h %2 min").arg(locale.toString(hours), locale.toString(minutes))
                   : Text::tr("%1 h").arg(locale.toString(hours));
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

int terminalWidth(const QString& text)
{
    int width = 0;
    for (const uint c : text.toUcs4()) {
        const bool wide =
            (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0x303E) || (c >= 0x3041 && c <= 0x33FF)
            || (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xA000 && c <= 0xA4CF)
            || (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F)
            || (c >= 0xFF00 && c <= 0xFF60) || (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
        const QChar::Category category = QChar::category(c);
        const bool mark = category == QChar::Mark_NonSpacing || category == QChar::Mark_Enclosing;
        width += wide ? 2 : mark ? 0 : 1;
    }
    return width;
}

QString padded(const QString& text, int width)
{
    const int fill = std::abs(width) - terminalWidth(text);
    if (fill <= 0)
        return text;
    const QString spaces(fill, QLatin1Char(' '));
    return width > 0 ? spaces + text : text + spaces;
}

}  // namespace surfio
