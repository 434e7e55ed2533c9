#pragma once

namespace surfio {

// Round numbers for a plot's scale, shared by the 2D axes, the colour
// scale, the 3D height axis and the sketches, on screen and in exports.

// The smallest 1, 2, 2.5 or 5 × 10^k step that reaches `value` in at most
// maxSteps steps.
double niceStep(double value, int maxSteps);
// The smallest of 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 × 10^k at or above
// value: close enough that data fills most of the plot.
double niceMax(double value);
// A 1, 2, 2.5 or 5 × 10^k step dividing a niceMax() into 4 to 8 whole steps.
double niceStep(double max);

}  // namespace surfio
