#pragma once

#include "maze/maze.h"

#include <QString>

namespace mazeworks {

// The names of tiles, ghosts and directions as the user reads them, translated.
QString tileName(Tile tile);
QString ghostName(GhostKind kind);
QString directionName(Direction direction);

} // namespace mazeworks
