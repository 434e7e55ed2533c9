#include "core/compare/welch.h"

#include <boost/math/distributions/students_t.hpp>

#include <algorithm>
#include <cmath>
#include <limits>

namespace surfio {

double studentTwoSidedP(double t, double degreesOfFreedom)
{
    if (std::isinf(t))
        return 0;
    // Boost.Math's Student's t, kept and tested by many, rather than a hand-made incomplete beta. Degrees of
    // freedom it cannot take give NaN, read below as no evidence (p = 1), never an exception.
    using Policy =
        boost::math::policies::policy<boost::math::policies::domain_error<boost::math::policies::ignore_error>,
                                      boost::math::policies::overflow_error<boost::math::policies::ignore_error>>;
    const boost::math::students_t_distribution<double, Policy> student(degreesOfFreedom);
    return std::min(1.0, 2 * boost::math::cdf(boost::math::complement(student, std::fabs(t))));
}

std::optional<WelchTest> welchTest(const Spread& a, const Spread& b)
{
    if (a.n < 2 || b.n < 2)
        return std::nullopt;
    WelchTest w;
    const double va = a.stddev * a.stddev / a.n;
    const double vb = b.stddev * b.stddev / b.n;
    const double difference = b.mean - a.mean;
    if (va + vb == 0) {
        w.t = difference == 0 ? 0 : std::copysign(std::numeric_limits<double>::infinity(), difference);
        w.degreesOfFreedom = a.n + b.n - 2;
        w.p = difference == 0 ? 1 : 0;
        return w;
    }
    w.t = difference / std::sqrt(va + vb);
    w.degreesOfFreedom = (va + vb) * (va + vb) / (va * va / (a.n - 1) + vb * vb / (b.n - 1));
    w.p = studentTwoSidedP(w.t, w.degreesOfFreedom);
    return w;
}

}  // namespace surfio
