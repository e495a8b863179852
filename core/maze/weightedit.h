#pragma once

#include "maze/maze.h"

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

namespace mazeworks {

// An edit of a level's weights (the cost of entering each tile, its `weight` lines) as a diff,
// as MazeEdit is of its tiles: each changed tile with its weight before and after. A level
// without weights gets them, 1 on every other tile, with its first change, and has none again
// when that change is reverted, so that undoing gives back the very file.
class WeightEdit {
public:
    struct Change {
        Cell cell;
        std::uint8_t before;
        std::uint8_t after;
        friend bool operator==(const Change&, const Change&) = default;
    };

    static constexpr int kLightest = 1;
    static constexpr int kHeaviest = 9;

    // Gives `cell` the weight (1 to 9; a cell off the map is ignored); a cell changed twice
    // keeps its first weight before and its latest after.
    void setWeight(const Maze& maze, Cell cell, int weight);
    void setWeights(const Maze& maze, const std::vector<Cell>& cells, int weight);
    // Adds a later edit of the same gesture to this one (a drag is one step).
    void merge(const WeightEdit& later);

    void apply(Maze& maze) const;
    void revert(Maze& maze) const;

    bool empty() const { return changed() == 0; }
    // How many tiles get another weight.
    int changed() const;
    const std::vector<Change>& changes() const { return m_changes; }
    // The smallest rectangle holding every changed tile.
    std::optional<std::pair<Cell, Cell>> bounds() const;

private:
    static std::uint64_t key(Cell c)
    {
        return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(c.row)) << 32)
            | static_cast<std::uint32_t>(c.col);
    }
    void record(const Change& change);

    std::vector<Change> m_changes;
    std::unordered_map<std::uint64_t, std::size_t> m_positions; // where each cell is in m_changes
    std::optional<bool> m_hadWeights; // whether the level had weights before the first change
};

} // namespace mazeworks
