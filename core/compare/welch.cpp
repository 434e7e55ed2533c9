#include "core/compare/welch.h"

#include <cmath>
#include <limits>

namespace surfio {

namespace {

// Lentz's evaluation of the continued fraction of I_x(a, b), which converges
// quickly for x < (a + 1) / (a + b + 2).
double betaContinuedFraction(double x, double a, double b)
{
    constexpr int kMaxTerms = 300;
    constexpr double kEpsilon = 1e-15;
    constexpr double kTiny = 1e-300;
    const double qab = a + b;
    const double qap = a + 1;
    const double qam = a - 1;
    double c = 1;
    double d = 1 - qab * x / qap;
    if (std::fabs(d) < kTiny)
        d = kTiny;
    d = 1 / d;
    double h = d;
    for (int m = 1; m <= kMaxTerms; ++m) {
        const int m2 = 2 * m;
        double aa = m * (b - m) * x / ((qam + m2) * (a + m2));
        d = 1 + aa * d;
        d = std::fabs(d) < kTiny ? kTiny : d;
        c = 1 + aa / c;
        c = std::fabs(c) < kTiny ? kTiny : c;
        d = 1 / d;
        h *= d * c;
        aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2));
        d = 1 + aa * d;
        d = std::fabs(d) < kTiny ? kTiny : d;
        c = 1 + aa / c;
        c = std::fabs(c) < kTiny ? kTiny : c;
        d = 1 / d;
        const double delta = d * c;
        h *= delta;
        if (std::fabs(delta - 1) < kEpsilon)
            break;
    }
    return h;
}

}  // namespace

double regularizedIncompleteBeta(double x, double a, double b)
{
    if (x <= 0)
        return 0;
    if (x >= 1)
        return 1;
    // x^a (1 − x)^b / (a B(a, b)), through logarithms to stay in range.
    const double front =
        std::exp(std::lgamma(a + b) - std::lgamma(a) - std::lgamma(b) + a * std::log(x) + b * std::log1p(-x));
    if (x < (a + 1) / (a + b + 2))
        return front * betaContinuedFraction(x, a, b) / a;
    return 1 - front * betaContinuedFraction(1 - x, b, a) / b;
}

double studentTwoSidedP(double t, double degreesOfFreedom)
{
    if (std::isinf(t))
        return 0;
    const double v = degreesOfFreedom;
    return regularizedIncompleteBeta(v / (v + t * t), v / 2, 0.5);
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
