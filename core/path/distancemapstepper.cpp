#include "path/distancemapstepper.h"

namespace mazeworks {

void DistanceMapStepper::start(std::span<const Cell> goals)
{
    m_settled.assign(m_map.m_cells.size(), 0);
    m_queue.reserve(static_cast<std::size_t>(m_map.m_width) * static_cast<std::size_t>(m_map.m_height));
    for (const Cell& goal : goals) {
        if (goal.col < 0 || goal.row < 0 || goal.col >= m_map.m_width || goal.row >= m_map.m_height) continue;
        const std::size_t p = m_map.padded(goal.col, goal.row);
        if (m_map.m_cells[p] != DistanceMap::Unseen) continue;
        m_map.m_cells[p] = 0;
        m_queue.push_back(static_cast<std::int32_t>(p));
    }
    m_map.m_visited = static_cast<int>(m_queue.size());
}

bool DistanceMapStepper::step()
{
    if (done()) return false;
    const std::int32_t p = m_queue[m_head++];
    m_settled[static_cast<std::size_t>(p)] = 1;
    const std::int32_t next = m_map.m_cells[static_cast<std::size_t>(p)] + 1;
    m_map.m_farthest = next - 1;
    const std::ptrdiff_t stride = m_map.m_width + 2;
    for (std::ptrdiff_t offset : { -stride, std::ptrdiff_t { -1 }, stride, std::ptrdiff_t { 1 } }) {
        auto n = static_cast<std::size_t>(p + offset);
        if (m_map.m_cells[n] == DistanceMap::Portal) n = m_map.throughPortal(n);
        if (m_map.m_cells[n] == DistanceMap::Unseen) {
            m_map.m_cells[n] = next;
            m_queue.push_back(static_cast<std::int32_t>(n));
        }
    }
    m_map.m_visited = static_cast<int>(m_queue.size());
    return true;
}

bool DistanceMapStepper::stepRing()
{
    if (done()) return false;
    const std::int32_t ring = m_map.m_cells[static_cast<std::size_t>(m_queue[m_head])];
    while (!done() && m_map.m_cells[static_cast<std::size_t>(m_queue[m_head])] == ring) step();
    return true;
}

void DistanceMapStepper::finish()
{
    while (step()) { }
}

Cell DistanceMapStepper::cellOf(std::int32_t padded) const
{
    const int paddedWidth = m_map.m_width + 2;
    return { padded % paddedWidth - 1, padded / paddedWidth - 1 };
}

std::vector<Cell> DistanceMapStepper::frontier() const
{
    std::vector<Cell> out;
    out.reserve(frontierSize());
    for (std::size_t i = m_head; i < m_queue.size(); ++i) out.push_back(cellOf(m_queue[i]));
    return out;
}

bool DistanceMapStepper::isSettled(Cell c) const
{
    if (c.col < 0 || c.row < 0 || c.col >= m_map.m_width || c.row >= m_map.m_height) return false;
    return m_settled[m_map.padded(c.col, c.row)] != 0;
}

std::optional<Cell> DistanceMapStepper::current() const
{
    if (m_head == 0) return std::nullopt;
    return cellOf(m_queue[m_head - 1]);
}

} // namespace mazeworks
