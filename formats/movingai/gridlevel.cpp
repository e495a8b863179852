#include "gridlevel.h"

#include "maze/mazefile.h"

namespace mazeworks {

std::optional<Maze> levelOfGrid(const GridMap& grid, std::string name)
{
    if (grid.width < 1 || grid.height < 1 || grid.width > kMaxMapSide || grid.height > kMaxMapSide) return std::nullopt;
    Maze maze;
    maze.name = std::move(name);
    maze.tiles = TileMap<Tile>(grid.width, grid.height, Tile::Wall);
    for (std::size_t i = 0; i < grid.open.size() && i < maze.tiles.size(); ++i) {
        if (grid.open[i]) maze.tiles[i] = Tile::Floor;
    }
    return maze;
}

} // namespace mazeworks
