#pragma once

#include "dungeon/spanningtree.h"

#include <cstdint>
#include <vector>

namespace mazeworks {

// Points with whole coordinates in square buckets, for the nearest points of a point without
// looking at all of them. Rings are looked at outwards from a point's cell: after ring r, every
// point not yet seen lies more than r cell sides away, so a search may stop as soon as what it
// found is no farther than that. Exact, with integers only: the answers are those of looking at
// every point.
class PointGrid {
public:
    PointGrid() = default;
    // Cells of `cell` units a side; 0 chooses a side that holds about two points a cell.
    explicit PointGrid(const std::vector<Point>& points, std::int64_t cell = 0);

    std::int64_t cellSide() const { return m_side; }
    int cols() const { return m_cols; }
    int rows() const { return m_rows; }
    int colOf(std::int64_t x) const { return clamp((x - m_x0) / m_side, m_cols); }
    int rowOf(std::int64_t y) const { return clamp((y - m_y0) / m_side, m_rows); }
    // The smallest and largest coordinates of the points.
    Point low() const { return { m_x0, m_y0 }; }
    Point high() const { return m_high; }
    // The last ring around (col, row) that holds any cell.
    int lastRing(int col, int row) const;

    // Calls visit(point number) for every point in the cells exactly `ring` cells away from
    // (col, row) (ring 0 is the cell itself); within a cell in the order of the numbers.
    template <class Visit> void forEachInRing(int col, int row, int ring, Visit&& visit) const
    {
        if (ring == 0) {
            visitCell(col, row, visit);
            return;
        }
        const int c0 = col - ring, c1 = col + ring, r0 = row - ring, r1 = row + ring;
        for (int c = c0; c <= c1; ++c) {
            visitCell(c, r0, visit);
            visitCell(c, r1, visit);
        }
        for (int r = r0 + 1; r < r1; ++r) {
            visitCell(c0, r, visit);
            visitCell(c1, r, visit);
        }
    }

private:
    static int clamp(std::int64_t v, int n) { return v < 0 ? 0 : v >= n ? n - 1 : static_cast<int>(v); }
    template <class Visit> void visitCell(int c, int r, Visit& visit) const
    {
        if (c < 0 || r < 0 || c >= m_cols || r >= m_rows) return;
        const std::size_t cell
            = static_cast<std::size_t>(r) * static_cast<std::size_t>(m_cols) + static_cast<std::size_t>(c);
        for (std::int32_t k = m_start[cell]; k < m_start[cell + 1]; ++k)
            visit(static_cast<int>(m_items[static_cast<std::size_t>(k)]));
    }

    std::int64_t m_side = 1;
    std::int64_t m_x0 = 0;
    std::int64_t m_y0 = 0;
    Point m_high;
    int m_cols = 1;
    int m_rows = 1;
    std::vector<std::int32_t> m_start; // each cell's first entry in m_items, then one past the last
    std::vector<std::int32_t> m_items; // point numbers, cell after cell, rising in each
};

} // namespace mazeworks
