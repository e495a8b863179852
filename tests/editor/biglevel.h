#pragma once

// A big playable level for the validation tests and benchmark: corridors round pillars, a
// ghosts' house in the middle, every place set. Clean, so that validation does all its work
// (the reachability search over every tile) and reports nothing.

#include "maze/mazefile.h"

#include <QByteArray>

#include <string>

namespace mazeworks::test {

inline Maze bigLevel(int side)
{
    Maze maze;
    maze.name = "Big " + std::to_string(side);
    maze.tiles = TileMap<Tile>(side, side, Tile::Dot);
    for (int row = 0; row < side; ++row) {
        for (int col = 0; col < side; ++col) {
            const bool border = row == 0 || col == 0 || row == side - 1 || col == side - 1;
            if (border || (row % 2 == 0 && col % 2 == 0)) maze.tiles.set(col, row, Tile::Wall);
        }
    }
    // The house: a ring of wall, the door in the middle of its top, a corridor above the door.
    const int left = side / 2 - 4;
    const int top = side / 2 - 2;
    for (int row = top; row <= top + 4; ++row) {
        for (int col = left; col <= left + 8; ++col) {
            const bool ring = row == top || row == top + 4 || col == left || col == left + 8;
            maze.tiles.set(col, row, ring ? Tile::Wall : Tile::House);
        }
    }
    maze.tiles.set(left + 4, top, Tile::Door);
    maze.tiles.set(left + 4, top - 1, Tile::Floor);
    maze.muncher = Start { { 1, 1 }, Direction::Right };
    maze.ghosts[indexOf(GhostKind::Red)] = Start { { left + 4, top - 1 }, Direction::Left };
    maze.ghosts[indexOf(GhostKind::Pink)] = Start { { left + 4, top + 2 }, Direction::Up };
    maze.ghosts[indexOf(GhostKind::Cyan)] = Start { { left + 2, top + 2 }, Direction::Up };
    maze.ghosts[indexOf(GhostKind::Orange)] = Start { { left + 6, top + 2 }, Direction::Up };
    maze.fruit = Cell { 3, 1 };
    return maze;
}

inline QByteArray bigLevelText(int side)
{
    const std::string text = writeMaze(bigLevel(side));
    return QByteArray(text.data(), static_cast<qsizetype>(text.size()));
}

} // namespace mazeworks::test
