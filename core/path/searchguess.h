#pragma once

#include "grid/cell.h"
#include "path/inlining.h"
#include "path/openlist.h"
#include "path/searchoptions.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <type_traits>

namespace mazeworks {

// A*'s guess of the cost still to come from a cell to the goal, and the open list's entry that
// carries it: f = g + h, and h again to break ties between equal f, nearer the goal first.
// Both are worked out as straight + sqrt(2) * diagonal from whole numbers, so that on a grid of
// whole costs equal ways compare equal.
class Guess {
public:
    Guess(Heuristic heuristic, int width, int height, Cell goal)
        : m_heuristic(heuristic)
        , m_width(width)
        , m_height(height)
        , m_goal(goal)
    {
        chooseKey();
    }

    // Whether the open list needs WideEntry: h does not fit CompactEntry's key on this grid.
    bool wide() const { return m_wide; }

    // The open list's entry for cell n at (col, row), reached at straight + sqrt(2) * diagonal.
    template <class Entry, bool Wrap>
    MAZEWORKS_INLINE Entry entry(double straight, double diagonal, int col, int row, std::int32_t n) const
    {
        double f = 0.0;
        return entry<Entry, Wrap>(straight, diagonal, col, row, n, f);
    }

    // The same, and its f.
    template <class Entry, bool Wrap>
    MAZEWORKS_INLINE Entry entry(double straight, double diagonal, int col, int row, std::int32_t n, double& f) const
    {
        int ddx = std::abs(col - m_goal.col);
        int ddy = std::abs(row - m_goal.row);
        if constexpr (Wrap) {
            ddx = std::min(ddx, m_width - ddx);
            ddy = std::min(ddy, m_height - ddy);
        }
        double hStraight = 0.0;
        double hDiagonal = 0.0;
        std::uint64_t key = 0;
        switch (m_heuristic) {
        case Heuristic::Manhattan:
            key = static_cast<std::uint64_t>(ddx) + static_cast<std::uint64_t>(ddy);
            hStraight = static_cast<double>(key);
            break;
        case Heuristic::Octile: {
            // max + (sqrt(2) - 1) * min: min diagonal steps and max - min straight ones. The
            // smaller by arithmetic: either is as likely, and a branch would guess wrong half the time.
            const int diff = ddx - ddy;
            const int lo = ddy + (diff & -static_cast<int>(diff < 0));
            hStraight = ddx + ddy - 2 * lo;
            hDiagonal = lo;
            break;
        }
        case Heuristic::Euclidean:
            key = static_cast<std::uint64_t>(ddx) * static_cast<std::uint64_t>(ddx)
                + static_cast<std::uint64_t>(ddy) * static_cast<std::uint64_t>(ddy);
            hStraight = std::sqrt(static_cast<double>(key));
            break;
        case Heuristic::Chebyshev:
            key = static_cast<std::uint64_t>(std::max(ddx, ddy));
            hStraight = static_cast<double>(key);
            break;
        case Heuristic::None:
            break;
        }
        const double h = hStraight + hDiagonal * kSqrt2;
        f = (straight + hStraight) + (diagonal + hDiagonal) * kSqrt2;
        if constexpr (std::is_same_v<Entry, WideEntry>) {
            return Entry::make(f, orderKey(h), n);
        } else {
            if (m_heuristic == Heuristic::Octile)
                key = static_cast<std::uint64_t>(static_cast<std::int64_t>(h * m_octileScale + 0.5));
            return Entry::make(f, key, n);
        }
    }

private:
    // CompactEntry keeps h as a 32-bit whole number that must order exactly as h does: the
    // number of steps for Manhattan, dx^2 + dy^2 for Euclidean, and for Octile, whose values
    // a + b sqrt(2) (b at most the shorter side, m) lie at least 1 / (1 + 2 sqrt(2) m)
    // apart, h times a power of two of at least 2 (3m + 2), rounded, so that two different
    // guesses are more than 2 apart before rounding. Only huge grids need WideEntry.
    void chooseKey()
    {
        const auto w = static_cast<std::uint64_t>(std::max(m_width, 0));
        const auto h = static_cast<std::uint64_t>(std::max(m_height, 0));
        const std::uint64_t shorter = std::min(w, h);
        const std::uint64_t longer = std::max(w, h);
        constexpr std::uint64_t kLimit = std::uint64_t { 1 } << 32;
        switch (m_heuristic) {
        case Heuristic::Euclidean:
            m_wide = w * w + h * h >= kLimit;
            break;
        case Heuristic::Octile: {
            std::uint64_t scale = 1;
            while (scale < 2 * (3 * shorter + 2)) scale *= 2;
            m_octileScale = static_cast<double>(scale);
            m_wide = (longer + shorter) * scale + 1 >= kLimit;
            break;
        }
        case Heuristic::Manhattan:
        case Heuristic::Chebyshev:
        case Heuristic::None:
            m_wide = false;
            break;
        }
    }

    Heuristic m_heuristic;
    int m_width;
    int m_height;
    Cell m_goal;
    double m_octileScale = 1.0;
    bool m_wide = false;
};

} // namespace mazeworks
