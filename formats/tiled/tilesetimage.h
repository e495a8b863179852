#pragma once

// The picture of the tileset that the Tiled maps Mazeworks writes refer to, painted as the map
// view paints tiles.

#include <QImage>

namespace mazeworks::tiled {

// One kTileSize tile per kind, in the order of kTiles.
QImage tilesetImage();

} // namespace mazeworks::tiled
