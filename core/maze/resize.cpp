#include "maze/resize.h"

#include "maze/mazefile.h"

namespace mazeworks {

namespace {

bool sideFits(long long side) { return side >= 1 && side <= kMaxMapSide; }

} // namespace

std::optional<Maze> resized(const Maze& maze, const Margins& margins, Tile fill)
{
    if (!maze.hasMap()) return std::nullopt;
    // In long long: a margin can be anything an int holds, and the sum must not wrap.
    const long long width = static_cast<long long>(maze.width()) + margins.left + margins.right;
    const long long height = static_cast<long long>(maze.height()) + margins.top + margins.bottom;
    if (!sideFits(width) || !sideFits(height)) return std::nullopt;

    Maze out = maze;
    out.tiles = TileMap<Tile>(static_cast<int>(width), static_cast<int>(height), fill);
    // The old tiles that are still on the map, copied row by row.
    for (int row = 0; row < maze.height(); ++row) {
        const int newRow = row + margins.top;
        if (newRow < 0 || newRow >= out.height()) continue;
        for (int col = 0; col < maze.width(); ++col) {
            const int newCol = col + margins.left;
            if (newCol < 0 || newCol >= out.width()) continue;
            out.tiles[out.tiles.index(newCol, newRow)] = maze.tiles[maze.tiles.index(col, row)];
        }
    }
    if (!maze.weights.empty()) {
        // New tiles cost 1, as everywhere on a level without weights.
        out.weights = TileMap<std::uint8_t>(out.width(), out.height(), 1);
        for (int row = 0; row < maze.height(); ++row) {
            for (int col = 0; col < maze.width(); ++col) {
                const Cell c { col + margins.left, row + margins.top };
                if (out.weights.contains(c)) out.weights.set(c, static_cast<std::uint8_t>(maze.weight(col, row)));
            }
        }
    }
    auto shift = [&](Cell c) { return Cell { c.col + margins.left, c.row + margins.top }; };
    auto shiftStart = [&](std::optional<Start>& start) {
        if (!start) return;
        start->cell = shift(start->cell);
        if (!out.tiles.contains(start->cell)) start.reset();
    };
    shiftStart(out.muncher);
    for (auto& ghost : out.ghosts) shiftStart(ghost);
    for (auto& corner : out.corners) {
        if (corner) corner = shift(*corner);
    }
    if (out.fruit) {
        out.fruit = shift(*out.fruit);
        if (!out.tiles.contains(*out.fruit)) out.fruit.reset();
    }
    return out;
}

std::optional<Maze> newMaze(int width, int height, NewMapFill fill)
{
    if (!sideFits(width) || !sideFits(height)) return std::nullopt;
    Maze maze;
    switch (fill) {
    case NewMapFill::Walls:
        maze.tiles = TileMap<Tile>(width, height, Tile::Wall);
        break;
    case NewMapFill::Floor:
        maze.tiles = TileMap<Tile>(width, height, Tile::Floor);
        break;
    case NewMapFill::Dots:
        maze.tiles = TileMap<Tile>(width, height, Tile::Dot);
        break;
    case NewMapFill::Arena:
        maze.tiles = TileMap<Tile>(width, height, Tile::Wall);
        for (int row = 1; row + 1 < height; ++row) {
            for (int col = 1; col + 1 < width; ++col) maze.tiles[maze.tiles.index(col, row)] = Tile::Floor;
        }
        break;
    }
    return maze;
}

} // namespace mazeworks
