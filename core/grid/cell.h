#pragma once

#include <cstddef>
#include <functional>

namespace mazeworks {

// A tile's place: column 0 is the left, row 0 the top.
struct Cell {
    int col = 0;
    int row = 0;

    friend constexpr bool operator==(const Cell&, const Cell&) = default;
    // Row-major order, as the tiles are read. (No <=>: Qt 6.4's moc cannot read <compare>.)
    friend constexpr bool operator<(const Cell& a, const Cell& b)
    {
        return a.row != b.row ? a.row < b.row : a.col < b.col;
    }
};

} // namespace mazeworks

template <> struct std::hash<mazeworks::Cell> {
    std::size_t operator()(const mazeworks::Cell& c) const noexcept
    {
        return std::hash<long long>()((static_cast<long long>(c.row) << 32) ^ static_cast<unsigned>(c.col));
    }
};
