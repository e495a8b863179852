#pragma once

#include <cstdint>

namespace mazeworks {

// The one random source of Mazeworks: xoshiro256** seeded through splitmix64, with its own
// range mapping, so a seed gives the same numbers with every compiler and standard library.
// Never rand(), never std::uniform_*_distribution in anything a seed must reproduce.
class Random {
public:
    explicit Random(std::uint64_t seed = 0) { reseed(seed); }

    void reseed(std::uint64_t seed)
    {
        std::uint64_t x = seed;
        for (auto& word : m_state) word = splitmix64(x);
    }

    // 64 random bits.
    std::uint64_t next()
    {
        const std::uint64_t result = rotl(m_state[1] * 5, 7) * 9;
        const std::uint64_t t = m_state[1] << 17;
        m_state[2] ^= m_state[0];
        m_state[3] ^= m_state[1];
        m_state[1] ^= m_state[2];
        m_state[0] ^= m_state[3];
        m_state[2] ^= t;
        m_state[3] = rotl(m_state[3], 45);
        return result;
    }

    // A whole number in [0, bound), without bias: draws below the largest multiple of bound
    // are rejected. 0 when bound is 0.
    std::uint64_t below(std::uint64_t bound)
    {
        if (bound == 0) return 0;
        const std::uint64_t threshold = (0 - bound) % bound; // 2^64 mod bound
        for (;;) {
            const std::uint64_t r = next();
            if (r >= threshold) return r % bound;
        }
    }

    // A whole number in [low, high], both included.
    int between(int low, int high)
    {
        if (high <= low) return low;
        const auto span = static_cast<std::uint64_t>(static_cast<std::int64_t>(high) - low + 1);
        return static_cast<int>(low + static_cast<std::int64_t>(below(span)));
    }

    // A real number in [0, 1) with 53 random bits.
    double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

    // A real number in [low, high).
    double real(double low, double high) { return low + (high - low) * unit(); }

    // True with probability p.
    bool chance(double p) { return unit() < p; }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    static std::uint64_t splitmix64(std::uint64_t& x)
    {
        std::uint64_t z = (x += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }

    std::uint64_t m_state[4] {};
};

} // namespace mazeworks
