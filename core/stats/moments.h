#pragma once

// The count, sum and sum of squares of whole, non-negative numbers, kept exactly: two sets of
// them merged in any order give the same figures to the last bit, so a playtest split into
// shards and merged reports what one run reports. A sum of squares of a million games of
// scores in the millions outgrows 64 bits, so it is kept in 128.

#include <cstdint>
#include <optional>
#include <string>

namespace mazeworks::stats {

__extension__ typedef unsigned __int128 Uint128;

// `value` in decimal, and back (none for a word that is not a whole number that fits).
std::string toDecimal(Uint128 value);
std::optional<Uint128> fromDecimal(const std::string& word);

struct Moments {
    std::int64_t count = 0;
    std::uint64_t sum = 0;
    Uint128 squares = 0;

    void add(std::uint64_t x)
    {
        ++count;
        sum += x;
        squares += static_cast<Uint128>(x) * x;
    }
    void merge(const Moments& other)
    {
        count += other.count;
        sum += other.sum;
        squares += other.squares;
    }
    double mean() const { return count > 0 ? static_cast<double>(sum) / static_cast<double>(count) : 0.0; }
    // The sample variance (divided by count - 1), worked out exactly before the one rounding.
    double variance() const;

    friend bool operator==(const Moments&, const Moments&) = default;
};

} // namespace mazeworks::stats
