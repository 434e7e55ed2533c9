#include "core/analysis/median.h"

#include <algorithm>

namespace surfio {

double median(std::vector<double> values)
{
    if (values.empty())
        return 0;
    const size_t mid = values.size() / 2;
    const auto middle = values.begin() + std::ptrdiff_t(mid);
    std::nth_element(values.begin(), middle, values.end());
    const double upper = *middle;
    if (values.size() % 2)
        return upper;
    return (*std::max_element(values.begin(), middle) + upper) / 2;
}

}  // namespace surfio
