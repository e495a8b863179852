#include "dungeon/pointgrid.h"

#include <algorithm>
#include <cmath>

namespace mazeworks {

PointGrid::PointGrid(const std::vector<Point>& points, std::int64_t cell)
{
    m_start.assign(2, 0);
    if (points.empty()) return;
    m_x0 = m_high.x = points.front().x;
    m_y0 = m_high.y = points.front().y;
    for (const Point& p : points) {
        m_x0 = std::min(m_x0, p.x);
        m_y0 = std::min(m_y0, p.y);
        m_high.x = std::max(m_high.x, p.x);
        m_high.y = std::max(m_high.y, p.y);
    }
    const std::int64_t spanX = m_high.x - m_x0 + 1;
    const std::int64_t spanY = m_high.y - m_y0 + 1;
    if (cell <= 0) {
        const double area = static_cast<double>(spanX) * static_cast<double>(spanY);
        cell = static_cast<std::int64_t>(std::ceil(std::sqrt(2.0 * area / static_cast<double>(points.size()))));
    }
    // Not more cells than a few for each point, however far apart the points are.
    const std::int64_t most = 4 * static_cast<std::int64_t>(points.size()) + 16;
    m_side = std::max<std::int64_t>(cell, 1);
    while (((spanX + m_side - 1) / m_side) * ((spanY + m_side - 1) / m_side) > most) m_side *= 2;
    m_cols = static_cast<int>((spanX + m_side - 1) / m_side);
    m_rows = static_cast<int>((spanY + m_side - 1) / m_side);
    const std::size_t cells = static_cast<std::size_t>(m_cols) * static_cast<std::size_t>(m_rows);
    m_start.assign(cells + 1, 0);
    std::vector<std::size_t> cellOf(points.size());
    for (std::size_t i = 0; i < points.size(); ++i) {
        cellOf[i] = static_cast<std::size_t>(rowOf(points[i].y)) * static_cast<std::size_t>(m_cols)
            + static_cast<std::size_t>(colOf(points[i].x));
        ++m_start[cellOf[i] + 1];
    }
    for (std::size_t c = 1; c <= cells; ++c) m_start[c] += m_start[c - 1];
    m_items.resize(points.size());
    std::vector<std::int32_t> fill(m_start.begin(), m_start.end() - 1);
    for (std::size_t i = 0; i < points.size(); ++i)
        m_items[static_cast<std::size_t>(fill[cellOf[i]]++)] = static_cast<std::int32_t>(i);
}

int PointGrid::lastRing(int col, int row) const { return std::max({ col, m_cols - 1 - col, row, m_rows - 1 - row }); }

} // namespace mazeworks
