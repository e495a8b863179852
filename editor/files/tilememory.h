#pragma once

// The kinds a user gave the tiles of a designer's tileset, remembered in the settings for that
// tileset (by its name and the file name of its picture), so that the next import of any map
// that uses it asks nothing.

#include "tiled/tiledlevel.h"

#include <map>

namespace mazeworks {

namespace tilememory {

// The remembered kinds of the tilesets of `map`.
tiled::TileAnswers recalled(const tiled::Map& map);
// Remembers kinds for the tiles of the tileset, by tile.
void remember(const tiled::Tileset& tileset, const std::map<qint64, Tile>& kinds);
// Forgets every remembered kind (for tests, and a user who wants to start again).
void forgetAll();

} // namespace tilememory

} // namespace mazeworks
