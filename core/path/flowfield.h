#pragma once

#include "grid/cell.h"
#include "path/gridsearch.h"
#include "path/searchoptions.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace mazeworks {

// The way every tile's unit walks to the nearest of one or several goals, as Red Blob Games
// teaches it: one search outwards from all the goals at once, breadth-first (steps) or Dijkstra
// (the costs of the tiles entered, sqrt 2 times a diagonal step), and at every tile it reached
// an arrow to the neighbour its cheapest way goes through. Following the arrows from any tile
// walks a cheapest way to a goal. FlowFieldStepper makes the same field a tile at a time.
class FlowField {
public:
    // Goals off the grid or on a wall are left out. `weighted`: Dijkstra over the grid's
    // weights (1 without them), sqrt 2 times for a diagonal step; otherwise breadth-first
    // search, every step 1.
    FlowField(const GridView& grid, Movement movement, Corners corners, bool weighted, std::span<const Cell> goals);

    int width() const { return m_width; }
    int height() const { return m_height; }
    bool weighted() const { return m_weighted; }

    // The cost of the way from the tile to the nearest goal (steps without weights); infinity
    // where no way leads.
    double cost(Cell c) const;
    // The next tile on that way; none at a goal, on a wall or where no way leads.
    std::optional<Cell> next(Cell c) const;
    // Tiles reached, goals included; the largest finite cost.
    int reached() const { return m_reached; }
    double farthest() const { return m_farthest; }

private:
    friend class FlowFieldStepper;

    // Nothing reached yet: the stepper's field before its first step.
    FlowField(int width, int height, bool weighted)
        : m_width(std::max(width, 0))
        , m_height(std::max(height, 0))
        , m_weighted(weighted)
        , m_nodes(static_cast<std::size_t>(m_width) * static_cast<std::size_t>(m_height))
    {
    }

    struct Node {
        std::int32_t straight = -1; // -1: not reached
        std::int32_t diagonal = 0;
        std::int32_t next = -1;
        bool settled = false;
        double cost() const { return straight + diagonal * kSqrt2; }
    };

    bool inside(Cell c) const { return c.col >= 0 && c.row >= 0 && c.col < m_width && c.row < m_height; }
    std::size_t indexOf(Cell c) const
    {
        return static_cast<std::size_t>(c.row) * static_cast<std::size_t>(m_width) + static_cast<std::size_t>(c.col);
    }
    void search(const GridView& grid, Movement movement, Corners corners, std::span<const Cell> goals);

    int m_width = 0;
    int m_height = 0;
    bool m_weighted = false;
    std::vector<Node> m_nodes;
    int m_reached = 0;
    double m_farthest = 0;
};

} // namespace mazeworks
