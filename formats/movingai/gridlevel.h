#pragma once

// A Moving AI benchmark map as a level: its open cells floor, the rest wall, no places.

#include "maze/maze.h"
#include "path/movingai.h"

#include <optional>
#include <string>

namespace mazeworks {

// The level, or nothing when the map is larger than a level may be (1 to kMaxMapSide a side).
std::optional<Maze> levelOfGrid(const GridMap& grid, std::string name);

} // namespace mazeworks
