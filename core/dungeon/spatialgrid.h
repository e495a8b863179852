#pragma once

#include <cstdint>
#include <vector>

namespace mazeworks {

// Buckets of items by the cell of the grid their point lies in, so that the items near a point
// are found by looking at a few cells instead of at every item. Each cell is a linked list
// threaded through one array: inserting costs nothing and clearing costs the cells.
class SpatialGrid {
public:
    // A grid over [0, width) x [0, height) in cells of cellWidth x cellHeight; points outside
    // fall into the border cells.
    void reset(double width, double height, double cellWidth, double cellHeight, int items);

    void insert(int item, double x, double y);

    int cellCol(double x) const { return clampCell(static_cast<int>(x / m_cellWidth), m_cols); }
    int cellRow(double y) const { return clampCell(static_cast<int>(y / m_cellHeight), m_rows); }
    int cols() const { return m_cols; }
    int rows() const { return m_rows; }

    // Calls visit(item) for every item in the cells from (col0, row0) to (col1, row1), clipped
    // to the grid; within a cell the latest inserted comes first.
    template <class Visit> void forEachIn(int col0, int row0, int col1, int row1, Visit&& visit) const
    {
        if (col0 < 0) col0 = 0;
        if (row0 < 0) row0 = 0;
        if (col1 >= m_cols) col1 = m_cols - 1;
        if (row1 >= m_rows) row1 = m_rows - 1;
        for (int r = row0; r <= row1; ++r) {
            for (int c = col0; c <= col1; ++c) {
                for (std::int32_t i = m_head[static_cast<std::size_t>(r) * m_cols + c]; i >= 0;
                     i = m_next[static_cast<std::size_t>(i)]) {
                    visit(static_cast<int>(i));
                }
            }
        }
    }

private:
    static int clampCell(int v, int n) { return v < 0 ? 0 : v >= n ? n - 1 : v; }

    double m_cellWidth = 1;
    double m_cellHeight = 1;
    int m_cols = 1;
    int m_rows = 1;
    std::vector<std::int32_t> m_head; // first item of each cell, -1 for none
    std::vector<std::int32_t> m_next; // the next item in the same cell
};

} // namespace mazeworks
