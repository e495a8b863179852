#pragma once

// The playtest's heat maps as pictures, without a display: where the muncher was caught on a
// level (--heatmap), and where the catches moved between two versions of it (--heatmap-diff).

#include "game/playtest.h"
#include "maze/maze.h"

#include <QImage>

namespace mazeworks::cli {

// The level, its food dimmed, with each tile where the muncher was caught tinted from dark red
// (once) to yellow (the most), as the editor's Playtest report draws it.
QImage deathHeatPicture(const Maze& maze, const PlaytestTally& tally, int tile = 16);

// The level with each tile tinted by the catches on it in `mine` less those in `other` (the
// same number of games on the same seeds): warm where there are more, blue where fewer, the
// stronger the larger the change.
QImage deathDifferencePicture(const Maze& maze, const PlaytestTally& mine, const PlaytestTally& other, int tile = 16);

} // namespace mazeworks::cli
