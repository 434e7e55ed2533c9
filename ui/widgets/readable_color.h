#pragma once

#include <QColor>

class QPalette;

namespace surfio {

// WCAG 2's contrast ratio of two colours, from 1 (the same) to 21 (black on white).
double contrastRatio(const QColor& a, const QColor& b);

// The colour to say what is wrong in, on the palette's window background:
// an error red where it stands out from the background at WCAG AA (4.5:1),
// else the palette's own text colour (a dark theme keeps its light text).
QColor errorTextColor(const QPalette& palette);
// The same for what went well (a promise met): a green, else the text colour.
QColor goodTextColor(const QPalette& palette);

}  // namespace surfio
