#pragma once

// The whole level as one picture, at any number of pixels a tile, with or without the grid and
// the people and places, drawn by the same painter as the map view. QtGui alone: the command
// line renders without a display.

#include "maze/maze.h"

#include <QImage>

namespace mazeworks::mappicture {

struct Options {
    int scale = 24; // pixels a tile
    bool grid = false;
    bool places = true;
};

// The longest side a picture may have, in pixels (a 16384 x 16384 picture takes 1 GiB).
inline constexpr int kMaxSide = 16384;
// The most pixels a tile that keep the picture of `maze` within kMaxSide.
int maxScale(const Maze& maze);
// The picture; null when the map has no rows, the picture would be too large, or memory is short.
QImage render(const Maze& maze, const Options& options);

} // namespace mazeworks::mappicture
