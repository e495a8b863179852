#include "dungeon/levelmaker.h"

#include "dungeon/dungeonparams.h"
#include "path/distancemap.h"

#include <climits>
#include <cstdlib>

namespace mazeworks {

namespace {

std::int64_t centreDistance(const Rect& r, int width, int height)
{
    const std::int64_t dx = 2 * r.x + r.w - width;
    const std::int64_t dy = 2 * r.y + r.h - height;
    return dx * dx + dy * dy;
}

// The house block inside its room: the walls and the inside, its door at the top.
struct HouseBlock {
    int x = 0;
    int y = 0;
    int w = 0;
    int h = 0;
    int doorCol() const { return x + w / 2; }
};

HouseBlock blockIn(const Rect& room)
{
    // An inside of 3 x 1 at least; 5 wide and 2 high as in the arcade when the room is roomy.
    const int insideW = room.w >= 9 ? 5 : 3;
    const int insideH = room.h >= 6 ? 2 : 1;
    HouseBlock b;
    b.w = insideW + 2;
    b.h = insideH + 2;
    b.x = room.x + (room.w - b.w) / 2;
    b.y = room.y + (room.h - b.h) / 2;
    return b;
}

} // namespace

TileMap<Tile> LevelMaker::rasterise(
    int width, int height, const std::vector<Rect>& rooms, const std::vector<Corridor>& corridors)
{
    TileMap<Tile> tiles(width, height, Tile::Wall);
    for (const Rect& r : rooms) {
        for (int row = r.y; row < r.bottom(); ++row) {
            for (int col = r.x; col < r.right(); ++col) tiles.set(col, row, Tile::Floor);
        }
    }
    for (const Corridor& c : corridors) {
        for (const Cell cell : c.cells) tiles.set(cell, Tile::Floor);
    }
    return tiles;
}

int LevelMaker::houseRoom(const std::vector<Rect>& rooms, int width, int height)
{
    int best = -1;
    std::int64_t bestDistance = 0;
    for (std::size_t i = 0; i < rooms.size(); ++i) {
        const Rect& r = rooms[i];
        if (r.w < kHouseRoomWidth || r.h < kHouseRoomHeight) continue;
        const std::int64_t d = centreDistance(r, width, height);
        if (best < 0 || d < bestDistance) {
            best = static_cast<int>(i);
            bestDistance = d;
        }
    }
    return best;
}

void LevelMaker::placeHouse(Maze& maze, const Rect& room)
{
    const HouseBlock b = blockIn(room);
    for (int row = b.y; row < b.y + b.h; ++row) {
        for (int col = b.x; col < b.x + b.w; ++col) {
            const bool edge = row == b.y || row == b.y + b.h - 1 || col == b.x || col == b.x + b.w - 1;
            maze.tiles.set(col, row, edge ? Tile::Wall : Tile::House);
        }
    }
    const int door = b.doorCol();
    maze.tiles.set(door, b.y, Tile::Door);
    const int bottom = b.y + b.h - 2; // the lowest row of the inside
    const int side = (b.w - 2) / 2;
    maze.ghosts[indexOf(GhostKind::Red)] = Start { { door, b.y - 1 }, Direction::Left };
    maze.ghosts[indexOf(GhostKind::Pink)] = Start { { door, bottom }, Direction::Up };
    maze.ghosts[indexOf(GhostKind::Cyan)] = Start { { door - side, bottom }, Direction::Up };
    maze.ghosts[indexOf(GhostKind::Orange)] = Start { { door + side, bottom }, Direction::Up };
    // They leave one after the other, as in the arcade.
    maze.releases[indexOf(GhostKind::Pink)] = 0.0;
    maze.releases[indexOf(GhostKind::Cyan)] = 5.0;
    maze.releases[indexOf(GhostKind::Orange)] = 10.0;
    // Each scatters towards a corner beyond the map.
    const int w = maze.tiles.width();
    const int h = maze.tiles.height();
    maze.corners[indexOf(GhostKind::Red)] = Cell { w - 3, -3 };
    maze.corners[indexOf(GhostKind::Pink)] = Cell { 2, -3 };
    maze.corners[indexOf(GhostKind::Cyan)] = Cell { w - 1, h + 1 };
    maze.corners[indexOf(GhostKind::Orange)] = Cell { 0, h + 1 };
}

LevelMaker::Food LevelMaker::populate(Maze& maze, const std::vector<Rect>& rooms, int house)
{
    TileMap<Tile>& tiles = maze.tiles;
    const int w = tiles.width();
    const int h = tiles.height();
    const Rect& houseRect = rooms[static_cast<std::size_t>(house)];
    const HouseBlock block = blockIn(houseRect);
    const Cell doorstep { block.doorCol(), block.y - 1 };
    const Cell fruit { block.doorCol(), block.y + block.h };
    auto walkable = [&tiles](int col, int row) { return isCorridor(tiles[tiles.index(col, row)]); };

    // The muncher starts in the middle of the room farthest from the door, out of the ghosts' way.
    const DistanceMap fromDoor = DistanceMap::search(w, h, walkable, doorstep);
    Cell start { -1, -1 };
    int farthest = -1;
    for (std::size_t i = 0; i < rooms.size(); ++i) {
        if (static_cast<int>(i) == house) continue;
        const Rect& r = rooms[i];
        const Cell middle { r.x + r.w / 2, r.y + r.h / 2 };
        const int d = fromDoor.distance(middle);
        if (d != DistanceMap::Unreachable && d > farthest) {
            farthest = d;
            start = middle;
        }
    }
    if (farthest < 0) {
        // The house room alone: the floor tile of its ring farthest from the door.
        for (int row = houseRect.y; row < houseRect.bottom(); ++row) {
            for (int col = houseRect.x; col < houseRect.right(); ++col) {
                const int d = fromDoor.distance(col, row);
                if (d != DistanceMap::Unreachable && d > farthest && !(Cell { col, row } == fruit)) {
                    farthest = d;
                    start = { col, row };
                }
            }
        }
    }
    Direction heading = Direction::Left;
    for (Direction d : { Direction::Left, Direction::Right, Direction::Up, Direction::Down }) {
        const Cell next = tiles.step(start, d);
        if (walkable(next.col, next.row)) {
            heading = d;
            break;
        }
    }
    maze.muncher = Start { start, heading };
    maze.fruit = fruit;

    // Food wherever the muncher can go, but on the tiles where someone starts or the fruit shows.
    const DistanceMap reach = DistanceMap::search(w, h, walkable, start);
    Food food;
    for (int row = 0; row < h; ++row) {
        for (int col = 0; col < w; ++col) {
            const std::size_t i = tiles.index(col, row);
            if (!isCorridor(tiles[i])) continue;
            if (reach.distance(col, row) == DistanceMap::Unreachable) {
                tiles[i] = Tile::Wall; // never an island the level cannot be cleared without
                continue;
            }
            const Cell c { col, row };
            const bool kept = c == start || c == fruit || c == doorstep;
            tiles[i] = kept ? Tile::Floor : Tile::Dot;
            if (!kept) ++food.dots;
        }
    }
    // An energizer on the dot nearest each corner of the map (the first in reading order on a tie).
    const Cell corners[4] = { { 1, 1 }, { w - 2, 1 }, { 1, h - 2 }, { w - 2, h - 2 } };
    for (const Cell corner : corners) {
        std::size_t best = tiles.size();
        int bestDistance = INT_MAX;
        for (std::size_t i = 0; i < tiles.size(); ++i) {
            if (tiles[i] != Tile::Dot) continue;
            const Cell c = tiles.cellAt(i);
            const int d = std::abs(c.col - corner.col) + std::abs(c.row - corner.row);
            if (d < bestDistance) {
                bestDistance = d;
                best = i;
            }
        }
        if (best == tiles.size()) continue;
        tiles[best] = Tile::Energizer;
        --food.dots;
        ++food.energizers;
    }
    return food;
}

} // namespace mazeworks
