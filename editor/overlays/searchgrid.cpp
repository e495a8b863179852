#include "searchgrid.h"

namespace mazeworks {

std::shared_ptr<SearchGrid> SearchGrid::of(const Maze& maze, Edges edges)
{
    auto grid = std::make_shared<SearchGrid>();
    grid->edges = edges;
    if (!maze.hasMap()) return grid;
    grid->width = maze.width();
    grid->height = maze.height();
    grid->open.resize(maze.tiles.size());
    grid->weights.assign(maze.tiles.size(), 1);
    grid->read(maze, QRect(0, 0, grid->width, grid->height));
    return grid;
}

void SearchGrid::read(const Maze& maze, const QRect& area)
{
    const QRect inside = area.intersected(QRect(0, 0, width, height));
    const bool hasWeights = !maze.weights.empty();
    for (int row = inside.top(); row <= inside.bottom(); ++row) {
        for (int col = inside.left(); col <= inside.right(); ++col) {
            const std::size_t i = maze.tiles.index(col, row);
            open[i] = isCorridor(maze.tiles[i]) ? 1 : 0;
            // The count of heavy tiles follows the edit: a stroke of the brush costs what it painted.
            heavy -= weights[i] != 1;
            weights[i] = hasWeights ? maze.weights[i] : 1;
            heavy += weights[i] != 1;
        }
    }
}

} // namespace mazeworks
