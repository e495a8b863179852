#include "maze/weightedit.h"

#include <algorithm>

namespace mazeworks {

void WeightEdit::record(const Change& change)
{
    auto [it, inserted] = m_positions.try_emplace(key(change.cell), m_changes.size());
    if (inserted)
        m_changes.push_back(change);
    else
        m_changes[it->second].after = change.after;
}

void WeightEdit::setWeight(const Maze& maze, Cell cell, int weight)
{
    if (!maze.tiles.contains(cell)) return;
    if (!m_hadWeights) m_hadWeights = !maze.weights.empty();
    const auto w = static_cast<std::uint8_t>(std::clamp(weight, kLightest, kHeaviest));
    record({ cell, static_cast<std::uint8_t>(maze.weight(cell.col, cell.row)), w });
}

void WeightEdit::setWeights(const Maze& maze, const std::vector<Cell>& cells, int weight)
{
    m_changes.reserve(m_changes.size() + cells.size());
    for (const Cell& c : cells) setWeight(maze, c, weight);
}

void WeightEdit::merge(const WeightEdit& later)
{
    if (!m_hadWeights) m_hadWeights = later.m_hadWeights;
    for (const Change& change : later.m_changes) record(change);
}

void WeightEdit::apply(Maze& maze) const
{
    if (m_changes.empty() || !maze.hasMap()) return;
    if (maze.weights.empty()) maze.weights = TileMap<std::uint8_t>(maze.width(), maze.height(), kLightest);
    for (const Change& change : m_changes) {
        if (maze.weights.contains(change.cell)) maze.weights.set(change.cell, change.after);
    }
}

void WeightEdit::revert(Maze& maze) const
{
    if (m_hadWeights == false) {
        maze.weights = {};
        return;
    }
    for (auto it = m_changes.rbegin(); it != m_changes.rend(); ++it) {
        if (maze.weights.contains(it->cell)) maze.weights.set(it->cell, it->before);
    }
}

int WeightEdit::changed() const
{
    return static_cast<int>(
        std::count_if(m_changes.begin(), m_changes.end(), [](const Change& c) { return c.before != c.after; }));
}

std::optional<std::pair<Cell, Cell>> WeightEdit::bounds() const
{
    if (m_changes.empty()) return std::nullopt;
    Cell low = m_changes.front().cell;
    Cell high = low;
    for (const Change& c : m_changes) {
        low = { std::min(low.col, c.cell.col), std::min(low.row, c.cell.row) };
        high = { std::max(high.col, c.cell.col), std::max(high.row, c.cell.row) };
    }
    return std::pair { low, high };
}

} // namespace mazeworks
