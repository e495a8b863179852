#pragma once

// Confidence intervals for what a playtest measures, on the standard library alone: a rate
// (games that cleared a level out of all games) by Wilson's score interval, a mean (score,
// seconds) by Student's t, and the difference between two levels' figures, for a rate by
// Newcombe's hybrid score interval (his method 10: two Wilson intervals put together) and for
// a mean by Welch's t. All at 95 % unless asked otherwise.

#include <cstdint>
#include <optional>

namespace mazeworks::stats {

// The standard normal's 97.5th percentile: a two-sided 95 % interval is this many standard
// errors either side.
inline constexpr double kZ95 = 1.959963984540054;

struct Interval {
    double low = 0;
    double high = 0;
    bool contains(double x) const { return low <= x && x <= high; }
    friend bool operator==(const Interval&, const Interval&) = default;
};

// Wilson's score interval for `successes` out of `trials` (a proportion, 0 to 1); with no
// trials, the whole of [0, 1].
Interval wilson(std::int64_t successes, std::int64_t trials, double z = kZ95);

// The p-quantile of Student's t distribution with `df` degrees of freedom (df > 0, 0 < p < 1).
double studentQuantile(double p, double df);

// The two-sided 95 % interval of a mean from `count` values whose sample variance (divided by
// count - 1) is `variance`; none for fewer than two values.
std::optional<Interval> meanInterval(double mean, double variance, std::int64_t count);

// Newcombe's hybrid score interval for p1 - p2, two independent proportions.
Interval proportionDifference(
    std::int64_t successes1, std::int64_t trials1, std::int64_t successes2, std::int64_t trials2, double z = kZ95);

// Welch's 95 % interval for mean1 - mean2, two samples that may differ in variance; none when
// either has fewer than two values.
std::optional<Interval> meanDifference(
    double mean1, double variance1, std::int64_t count1, double mean2, double variance2, std::int64_t count2);

} // namespace mazeworks::stats
