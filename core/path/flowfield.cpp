#include "path/flowfield.h"

#include <algorithm>
#include <queue>
#include <tuple>

namespace mazeworks {

FlowField::FlowField(
    const GridView& grid, Movement movement, Corners corners, bool weighted, std::span<const Cell> goals)
    : m_width(std::max(grid.width, 0))
    , m_height(std::max(grid.height, 0))
    , m_weighted(weighted)
{
    m_nodes.assign(static_cast<std::size_t>(m_width) * static_cast<std::size_t>(m_height), Node {});
    search(grid, movement, corners, goals);
}

void FlowField::search(const GridView& grid, Movement movement, Corners corners, std::span<const Cell> goals)
{
    // Ordered by cost, then by the order reached, so that of two ways of one cost the first
    // found is kept: the same arrows on every run.
    using Entry = std::tuple<double, std::uint64_t, std::int32_t>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    std::uint64_t order = 0;
    for (const Cell& goal : goals) {
        if (!inside(goal) || !grid.open[indexOf(goal)]) continue;
        Node& node = m_nodes[indexOf(goal)];
        if (node.straight >= 0) continue;
        node.straight = 0;
        open.emplace(0.0, order++, static_cast<std::int32_t>(indexOf(goal)));
    }
    const int ways = movement == Movement::Eight ? 8 : 4;
    while (!open.empty()) {
        const auto [key, when, n] = open.top();
        open.pop();
        Node& at = m_nodes[static_cast<std::size_t>(n)];
        if (at.settled) continue;
        at.settled = true;
        ++m_reached;
        m_farthest = std::max(m_farthest, at.cost());
        const Cell here { n % m_width, n / m_width };
        // Outwards from the goals: a tile c reached from `here` steps from c to here, paying
        // for entering here. The corner rule looks at the same two tiles either way.
        const int price = m_weighted && grid.weights ? grid.weights[static_cast<std::size_t>(n)] : 1;
        for (int way = 0; way < ways; ++way) {
            Cell c;
            if (!stepAllowed(grid, corners, here.col, here.row, kStepDx[way], kStepDy[way], c.col, c.row)) continue;
            Node& node = m_nodes[indexOf(c)];
            if (node.settled) continue;
            const bool diagonal = way >= 4 && m_weighted;
            const Node way2 { at.straight + (diagonal ? 0 : price), at.diagonal + (diagonal ? price : 0),
                static_cast<std::int32_t>(n), false };
            if (node.straight >= 0 && way2.cost() >= node.cost()) continue;
            node = way2;
            open.emplace(node.cost(), order++, static_cast<std::int32_t>(indexOf(c)));
        }
    }
}

double FlowField::cost(Cell c) const
{
    if (!inside(c)) return kInfinity;
    const Node& node = m_nodes[indexOf(c)];
    return node.straight < 0 ? kInfinity : node.cost();
}

std::optional<Cell> FlowField::next(Cell c) const
{
    if (!inside(c)) return std::nullopt;
    const std::int32_t n = m_nodes[indexOf(c)].next;
    if (n < 0) return std::nullopt;
    return Cell { n % m_width, n / m_width };
}

} // namespace mazeworks
