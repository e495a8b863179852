#include "dungeon/spatialgrid.h"

#include <algorithm>

namespace mazeworks {

void SpatialGrid::reset(double width, double height, double cellWidth, double cellHeight, int items)
{
    m_cellWidth = std::max(cellWidth, 1.0);
    m_cellHeight = std::max(cellHeight, 1.0);
    m_cols = std::max(1, static_cast<int>(width / m_cellWidth) + 1);
    m_rows = std::max(1, static_cast<int>(height / m_cellHeight) + 1);
    m_head.assign(static_cast<std::size_t>(m_cols) * static_cast<std::size_t>(m_rows), -1);
    m_next.assign(static_cast<std::size_t>(std::max(items, 0)), -1);
}

void SpatialGrid::insert(int item, double x, double y)
{
    const std::size_t cell = static_cast<std::size_t>(cellRow(y)) * m_cols + cellCol(x);
    if (static_cast<std::size_t>(item) >= m_next.size()) m_next.resize(static_cast<std::size_t>(item) + 1, -1);
    m_next[static_cast<std::size_t>(item)] = m_head[cell];
    m_head[cell] = item;
}

} // namespace mazeworks
