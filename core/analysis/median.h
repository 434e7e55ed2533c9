#pragma once

#include <vector>

namespace surfio {

// The middle value, or the mean of the two middle ones; 0 for none. Taken
// by value: it reorders its copy.
double median(std::vector<double> values);

}  // namespace surfio
