#pragma once

#include "grid/cell.h"
#include "grid/tilemap.h"
#include "maze/mazefile.h"
#include "maze/tile.h"

#include <vector>

namespace mazeworks {

// What the rows of a level that do not form a map still show, to draw it all the same: each row
// at its place, a letter that is no tile (`Q`) as a floor tile, a row shorter than the longest
// padded with walls, every such tile marked. Empty when the level has no rows to draw (or rows
// past kMaxMapSide). Only for drawing: the level itself has no map until its rows are right.
struct MapDraft {
    TileMap<Tile> tiles;
    std::vector<Cell> marked; // the unknown letters and the padding, in reading order
};

MapDraft draftMap(const MazeSource& source);

} // namespace mazeworks
