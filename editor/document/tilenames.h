#pragma once

#include "maze/maze.h"
#include "maze/ruleset.h"

#include <QString>

namespace mazeworks {

// The names of tiles, ghosts and directions as the user reads them, translated.
QString tileName(Tile tile);
QString ghostName(GhostKind kind);
QString directionName(Direction direction);
// A variant of the game's rules by its title (not the word in the file).
QString ruleTitle(GameRule rule);

} // namespace mazeworks
