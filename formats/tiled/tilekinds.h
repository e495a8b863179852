#pragma once

// The words a Tiled map uses for what a maze has: kinds of tiles, types of objects, ghosts and
// headings. Matched without regard to case, '-' and '_' read as spaces, with the words designers'
// own tilesets use for the same thing ("Power Pellet", "pellet", "empty").

#include "grid/direction.h"
#include "maze/maze.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace mazeworks::tiled {

// The kind's own word, as the files Mazeworks writes have it: "wall", "dot", ...
QString kindName(Tile tile);
std::optional<Tile> kindFromName(const QString& word);
// Every word read as this kind, its own first.
QStringList kindWords(Tile tile);

enum class PlaceType { Muncher, Ghost, Corner, Fruit };
std::optional<PlaceType> placeTypeFromName(const QString& word);
QStringList placeTypeWords(PlaceType type);
// "red", "pink", ... also by the arcade's names (Blinky, Pinky, Inky, Clyde).
std::optional<GhostKind> ghostFromName(const QString& word);
// "up", "left", ... also by the compass (north, west, south, east).
std::optional<Direction> headingFromName(const QString& word);

} // namespace mazeworks::tiled
