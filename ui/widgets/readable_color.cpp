#include "ui/widgets/readable_color.h"

#include <QPalette>

#include <algorithm>
#include <cmath>

namespace surfio {

namespace {

// sRGB's relative luminance, as WCAG 2 defines it.
double luminance(const QColor& color)
{
    const auto channel = [](double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    const QColor rgb = color.toRgb();
    return 0.2126 * channel(rgb.redF()) + 0.7152 * channel(rgb.greenF()) + 0.0722 * channel(rgb.blueF());
}

constexpr double kReadable = 4.5;  // WCAG AA for text of an ordinary size

}  // namespace

double contrastRatio(const QColor& a, const QColor& b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor errorTextColor(const QPalette& palette)
{
    const QColor background = palette.color(QPalette::Window);
    // The error panel's dark red on light backgrounds, a light red on dark ones.
    for (const QColor& red : {QColor(0xb0, 0x00, 0x20), QColor(0xff, 0x8a, 0x80)})
        if (contrastRatio(red, background) >= kReadable)
            return red;
    return palette.color(QPalette::WindowText);
}

QColor goodTextColor(const QPalette& palette)
{
    const QColor background = palette.color(QPalette::Window);
    for (const QColor& green : {QColor(0x1a, 0x6e, 0x2e), QColor(0x7e, 0xe7, 0x87)})
        if (contrastRatio(green, background) >= kReadable)
            return green;
    return palette.color(QPalette::WindowText);
}

}  // namespace surfio
