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
// What stands on a tile of the level: its name, then the places that start there ("dot, the
// fruit"), as the status bar and the screen reader's cells of the map say it.
QString tileWords(const Maze& maze, Cell cell);

} // namespace mazeworks
