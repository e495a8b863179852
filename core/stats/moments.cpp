#include "stats/moments.h"

#include <algorithm>

namespace mazeworks::stats {

std::string toDecimal(Uint128 value)
{
    std::string digits;
    do {
        digits += static_cast<char>('0' + static_cast<int>(value % 10));
        value /= 10;
    } while (value != 0);
    std::reverse(digits.begin(), digits.end());
    return digits;
}

std::optional<Uint128> fromDecimal(const std::string& word)
{
    if (word.empty() || word.size() > 39) return std::nullopt;
    Uint128 value = 0;
    const Uint128 most = ~Uint128(0);
    for (char c : word) {
        if (c < '0' || c > '9') return std::nullopt;
        const unsigned digit = static_cast<unsigned>(c - '0');
        if (value > (most - digit) / 10) return std::nullopt;
        value = value * 10 + digit;
    }
    return value;
}

double Moments::variance() const
{
    if (count < 2) return 0;
    // n * sum(x^2) - (sum x)^2 is never negative, and fits 128 bits while the count squared times
    // the largest value squared does (a hundred levels of a million games of scores below 2^31
    // take 2^116).
    const Uint128 n = static_cast<Uint128>(count);
    const Uint128 s = sum;
    const Uint128 spread = n * squares - s * s;
    return static_cast<double>(spread) / (static_cast<double>(count) * static_cast<double>(count - 1));
}

} // namespace mazeworks::stats
