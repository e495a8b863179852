#include "stats/interval.h"

#include <algorithm>
#include <cmath>

namespace mazeworks::stats {

namespace {

// The continued fraction of the regularised incomplete beta function, evaluated from the top
// by the modified Lentz method; it converges fast for x below (a + 1) / (a + b + 2).
double betaFraction(double a, double b, double x)
{
    constexpr double tiny = 1e-300;
    constexpr double epsilon = 1e-16;
    double c = 1;
    double d = 1 - (a + b) * x / (a + 1);
    if (std::fabs(d) < tiny) d = tiny;
    d = 1 / d;
    double f = d;
    for (int m = 1; m <= 100000; ++m) {
        const double m2 = 2.0 * m;
        // The even term, then the odd one.
        double numerator = m * (b - m) * x / ((a + m2 - 1) * (a + m2));
        d = 1 + numerator * d;
        c = 1 + numerator / c;
        if (std::fabs(d) < tiny) d = tiny;
        if (std::fabs(c) < tiny) c = tiny;
        d = 1 / d;
        f *= d * c;
        numerator = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1));
        d = 1 + numerator * d;
        c = 1 + numerator / c;
        if (std::fabs(d) < tiny) d = tiny;
        if (std::fabs(c) < tiny) c = tiny;
        d = 1 / d;
        const double step = d * c;
        f *= step;
        if (std::fabs(step - 1) < epsilon) break;
    }
    return f;
}

// I_x(a, b), the regularised incomplete beta function.
double incompleteBeta(double a, double b, double x)
{
    if (x <= 0) return 0;
    if (x >= 1) return 1;
    const double logFront
        = a * std::log(x) + b * std::log1p(-x) - (std::lgamma(a) + std::lgamma(b) - std::lgamma(a + b));
    if (x < (a + 1) / (a + b + 2)) return std::exp(logFront) * betaFraction(a, b, x) / a;
    return 1 - std::exp(logFront) * betaFraction(b, a, 1 - x) / b;
}

// P(T > t) for t >= 0.
double upperTail(double t, double df) { return 0.5 * incompleteBeta(df / 2, 0.5, df / (df + t * t)); }

// The standard normal's p-quantile, by bisection on erfc (only for the expansion below).
double normalQuantile(double p)
{
    double low = -40;
    double high = 40;
    for (int i = 0; i < 200; ++i) {
        const double mid = (low + high) / 2;
        if (0.5 * std::erfc(-mid / std::sqrt(2.0)) < p)
            low = mid;
        else
            high = mid;
    }
    return (low + high) / 2;
}

} // namespace

Interval wilson(std::int64_t successes, std::int64_t trials, double z)
{
    if (trials <= 0) return { 0, 1 };
    const double n = static_cast<double>(trials);
    const double p = static_cast<double>(std::clamp<std::int64_t>(successes, 0, trials)) / n;
    const double z2 = z * z;
    const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    const double half = z / (1 + z2 / n) * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n));
    // At 0 or n successes one end is exactly 0 or 1; rounding must not leave it a hair inside.
    const double low = successes <= 0 ? 0.0 : std::max(0.0, centre - half);
    const double high = successes >= trials ? 1.0 : std::min(1.0, centre + half);
    return { low, high };
}

double studentQuantile(double p, double df)
{
    if (p == 0.5) return 0;
    if (p < 0.5) return -studentQuantile(1 - p, df);
    if (df > 1000) {
        // Many degrees of freedom: the Cornish-Fisher expansion about the normal quantile, whose
        // next term is below 1e-13 here.
        const double z = normalQuantile(p);
        const double z3 = z * z * z;
        const double z5 = z3 * z * z;
        const double z7 = z5 * z * z;
        const double z9 = z7 * z * z;
        const double g1 = (z3 + z) / 4;
        const double g2 = (5 * z5 + 16 * z3 + 3 * z) / 96;
        const double g3 = (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / 384;
        const double g4 = (79 * z9 + 776 * z7 + 1482 * z5 - 1920 * z3 - 945 * z) / 92160;
        return z + g1 / df + g2 / (df * df) + g3 / (df * df * df) + g4 / (df * df * df * df);
    }
    // Bisection on the tail: slow to write down, exact to the last bits that matter.
    const double tail = 1 - p;
    double low = 0;
    double high = 1;
    while (upperTail(high, df) > tail && high < 1e300) high *= 2;
    for (int i = 0; i < 200 && low < high; ++i) {
        const double mid = low + (high - low) / 2;
        if (mid <= low || mid >= high) break;
        if (upperTail(mid, df) > tail)
            low = mid;
        else
            high = mid;
    }
    return low + (high - low) / 2;
}

std::optional<Interval> meanInterval(double mean, double variance, std::int64_t count)
{
    if (count < 2) return std::nullopt;
    const double half = studentQuantile(0.975, static_cast<double>(count - 1))
        * std::sqrt(std::max(0.0, variance) / static_cast<double>(count));
    return Interval { mean - half, mean + half };
}

Interval proportionDifference(
    std::int64_t successes1, std::int64_t trials1, std::int64_t successes2, std::int64_t trials2, double z)
{
    const double p1 = trials1 > 0 ? static_cast<double>(successes1) / static_cast<double>(trials1) : 0;
    const double p2 = trials2 > 0 ? static_cast<double>(successes2) / static_cast<double>(trials2) : 0;
    const Interval one = wilson(successes1, trials1, z);
    const Interval two = wilson(successes2, trials2, z);
    const double d = p1 - p2;
    return { d - std::hypot(p1 - one.low, two.high - p2), d + std::hypot(one.high - p1, p2 - two.low) };
}

std::optional<Interval> meanDifference(
    double mean1, double variance1, std::int64_t count1, double mean2, double variance2, std::int64_t count2)
{
    if (count1 < 2 || count2 < 2) return std::nullopt;
    const double d = mean1 - mean2;
    const double a = std::max(0.0, variance1) / static_cast<double>(count1);
    const double b = std::max(0.0, variance2) / static_cast<double>(count2);
    const double se2 = a + b;
    if (se2 <= 0) return Interval { d, d };
    // Welch-Satterthwaite's degrees of freedom.
    const double df = se2 * se2 / (a * a / static_cast<double>(count1 - 1) + b * b / static_cast<double>(count2 - 1));
    const double half = studentQuantile(0.975, df) * std::sqrt(se2);
    return Interval { d - half, d + half };
}

} // namespace mazeworks::stats
