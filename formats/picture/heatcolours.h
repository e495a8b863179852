#pragma once

// The colours of a playtest's heat maps, one scale for the editor and the command line: where
// the muncher was caught, dark red (once) to yellow (the most), and in a map of where the catches
// moved between two versions of a level, blue to pale cyan where there are fewer.

#include "maze/maze.h"

#include <QColor>
#include <QImage>

#include <cstdint>

namespace mazeworks::heatcolours {

// A tile caught `count` times when the most is `most`; transparent for none (0 and below).
QColor more(std::int64_t count, std::int64_t most);
// A tile caught `count` times fewer than before when the largest change is `most`.
QColor fewer(std::int64_t count, std::int64_t most);

// The level a heat map lies over, `tile` pixels a tile: its walls, and its food dimmed, for the
// walls are what the eye needs to place a tile. Null when the level has no map or the picture
// cannot be made.
QImage levelUnderHeat(const Maze& maze, int tile);

} // namespace mazeworks::heatcolours
