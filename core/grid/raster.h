#pragma once

#include "grid/cell.h"
#include "grid/tilemap.h"

#include <cstdlib>
#include <vector>

namespace mazeworks {

// The cells of a straight line from a to b, both included, each a side-neighbour of the one
// before (no diagonal gaps): a brush dragged fast paints a line without holes.
inline std::vector<Cell> lineCells(Cell a, Cell b)
{
    std::vector<Cell> cells;
    const int dxAbs = std::abs(b.col - a.col);
    const int dyAbs = std::abs(b.row - a.row);
    const int sx = a.col < b.col ? 1 : -1;
    const int sy = a.row < b.row ? 1 : -1;
    cells.reserve(static_cast<std::size_t>(dxAbs + dyAbs + 1));
    Cell at = a;
    int error = dxAbs - dyAbs;
    cells.push_back(at);
    while (at != b) {
        // A four-connected Bresenham: one axis at a time.
        if (2 * error > -dyAbs && (2 * error >= dxAbs || at.row == b.row)) {
            error -= dyAbs;
            at.col += sx;
        } else {
            error += dxAbs;
            at.row += sy;
        }
        cells.push_back(at);
    }
    return cells;
}

// The cells of the rectangle between two corners, both included, row by row.
inline std::vector<Cell> rectangleCells(Cell a, Cell b)
{
    std::vector<Cell> cells;
    const int left = std::min(a.col, b.col);
    const int right = std::max(a.col, b.col);
    const int top = std::min(a.row, b.row);
    const int bottom = std::max(a.row, b.row);
    for (int row = top; row <= bottom; ++row) {
        for (int col = left; col <= right; ++col) cells.push_back({ col, row });
    }
    return cells;
}

// The cells reached from `start` over side-neighbours whose tile equals the start's, without
// wrapping over the edges (a fill stays where the designer sees it). Iterative: a 4096 x 4096
// region does not overflow a stack.
template <class T> std::vector<Cell> floodFill(const TileMap<T>& map, Cell start)
{
    std::vector<Cell> cells;
    if (!map.contains(start)) return cells;
    const T same = map.get(start);
    std::vector<std::uint8_t> seen(map.size(), 0);
    std::vector<Cell> stack { start };
    seen[map.index(start)] = 1;
    while (!stack.empty()) {
        const Cell c = stack.back();
        stack.pop_back();
        cells.push_back(c);
        for (Direction d : kDirections) {
            const Cell n { c.col + dx(d), c.row + dy(d) };
            if (!map.contains(n)) continue;
            const std::size_t i = map.index(n);
            if (seen[i] || !(map[i] == same)) continue;
            seen[i] = 1;
            stack.push_back(n);
        }
    }
    return cells;
}

} // namespace mazeworks
