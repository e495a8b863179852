#pragma once

#include "maze/maze.h"

#include <optional>

namespace mazeworks {

// Rows and columns added to each side of a map; a negative count takes them away.
struct Margins {
    int left = 0;
    int top = 0;
    int right = 0;
    int bottom = 0;
    friend bool operator==(const Margins&, const Margins&) = default;
};

// The level with `margins` added round its map, new tiles being `fill`. Places shift with the
// map; a start or the fruit that falls off is removed; corners shift but stay even when off the
// map (they may lie outside). Nothing when the new size is not 1 to kMaxMapSide on each side.
std::optional<Maze> resized(const Maze& maze, const Margins& margins, Tile fill);

// What a new map is filled with.
enum class NewMapFill { Arena, Walls, Floor, Dots };

// A level of `width` x `height` without any places: an arena is floor inside a border of
// walls (all walls when it is too small to have an inside). Nothing when a side is not 1 to
// kMaxMapSide.
std::optional<Maze> newMaze(int width, int height, NewMapFill fill);

} // namespace mazeworks
