#include "path/flowfieldstepper.h"

#include <algorithm>

namespace mazeworks {

FlowFieldStepper::FlowFieldStepper(
    const GridView& grid, Movement movement, Corners corners, bool weighted, std::span<const Cell> goals)
    : m_grid(grid)
    , m_corners(corners)
    , m_ways(movement == Movement::Eight ? 8 : 4)
    , m_field(grid.width, grid.height, weighted)
{
    for (const Cell& goal : goals) {
        if (!m_field.inside(goal) || !grid.open[m_field.indexOf(goal)]) continue;
        FlowField::Node& node = m_field.m_nodes[m_field.indexOf(goal)];
        if (node.straight >= 0) continue;
        node.straight = 0;
        ++m_frontier;
        m_open.emplace(0.0, m_order++, static_cast<std::int32_t>(m_field.indexOf(goal)));
    }
}

bool FlowFieldStepper::step()
{
    if (done()) return false;
    // Entries left behind by a cheaper way found later are passed over.
    std::int32_t n = -1;
    while (n < 0) {
        const std::int32_t top = std::get<2>(m_open.top());
        m_open.pop();
        if (!m_field.m_nodes[static_cast<std::size_t>(top)].settled) n = top;
    }
    FlowField::Node& at = m_field.m_nodes[static_cast<std::size_t>(n)];
    at.settled = true;
    --m_frontier;
    m_current = n;
    ++m_field.m_reached;
    m_field.m_farthest = std::max(m_field.m_farthest, at.cost());
    const int width = m_field.m_width;
    const Cell here { n % width, n / width };
    // Outwards from the goals: a tile c reached from `here` steps from c to here, paying for
    // entering here. The corner rule looks at the same two tiles either way.
    const bool weighted = m_field.m_weighted;
    const int price = weighted && m_grid.weights ? m_grid.weights[static_cast<std::size_t>(n)] : 1;
    for (int way = 0; way < m_ways; ++way) {
        Cell c;
        if (!stepAllowed(m_grid, m_corners, here.col, here.row, kStepDx[way], kStepDy[way], c.col, c.row)) continue;
        FlowField::Node& node = m_field.m_nodes[m_field.indexOf(c)];
        if (node.settled) continue;
        const bool diagonal = way >= 4 && weighted;
        const FlowField::Node way2 { at.straight + (diagonal ? 0 : price), at.diagonal + (diagonal ? price : 0), n,
            false };
        if (node.straight >= 0 && way2.cost() >= node.cost()) continue;
        if (node.straight < 0) ++m_frontier;
        node = way2;
        m_open.emplace(node.cost(), m_order++, static_cast<std::int32_t>(m_field.indexOf(c)));
    }
    return true;
}

void FlowFieldStepper::finish()
{
    while (step()) { }
}

bool FlowFieldStepper::isSettled(Cell c) const
{
    return m_field.inside(c) && m_field.m_nodes[m_field.indexOf(c)].settled;
}

std::optional<Cell> FlowFieldStepper::current() const
{
    if (m_current < 0) return std::nullopt;
    return Cell { m_current % m_field.m_width, m_current / m_field.m_width };
}

std::vector<Cell> FlowFieldStepper::cheapestFrontier() const
{
    // The open list in the order it is taken: an entry of a settled tile, or one left behind by
    // a cheaper way found later (its cost is no longer the tile's), is passed over as step() would.
    std::vector<Cell> cheapest;
    auto open = m_open;
    double least = 0;
    while (!open.empty()) {
        const auto [cost, order, n] = open.top();
        open.pop();
        const FlowField::Node& node = m_field.m_nodes[static_cast<std::size_t>(n)];
        if (node.settled || cost != node.cost()) continue;
        if (cheapest.empty())
            least = cost;
        else if (cost != least)
            break;
        const Cell c { n % m_field.m_width, n / m_field.m_width };
        if (std::find(cheapest.begin(), cheapest.end(), c) == cheapest.end()) cheapest.push_back(c);
    }
    return cheapest;
}

} // namespace mazeworks
