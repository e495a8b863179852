#pragma once

#include "maze/maze.h"
#include "path/gridsearch.h"

#include <QRect>

#include <cstdint>
#include <memory>
#include <vector>

namespace mazeworks {

// What the overlays' searches read of a level: its open tiles (the corridors) and their weights,
// copied, so that a search in the background or a race reads a map that stays as it was while
// the level is edited. Walls block; a level wraps round over its edges, a Moving AI map does not.
struct SearchGrid {
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> open; // row-major, 1 where a step may go
    std::vector<std::uint8_t> weights; // the cost of entering each tile, 1 to 9
    Edges edges = Edges::Wrap;
    std::size_t heavy = 0; // tiles that cost more than 1

    bool weighted() const { return heavy > 0; }

    static std::shared_ptr<SearchGrid> of(const Maze& maze, Edges edges);
    // Reads the tiles of `area` again after an edit.
    void read(const Maze& maze, const QRect& area);

    GridView view() const { return { width, height, open.data(), weights.data(), edges }; }
    bool isOpen(Cell c) const
    {
        return c.col >= 0 && c.row >= 0 && c.col < width && c.row < height
            && open[static_cast<std::size_t>(c.row) * static_cast<std::size_t>(width)
                + static_cast<std::size_t>(c.col)];
    }
    std::size_t size() const { return open.size(); }
};

} // namespace mazeworks
