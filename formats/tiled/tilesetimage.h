#pragma once

// The picture of the tileset that the Tiled maps we write refer to, painted as the map view
// paints tiles.

#include <QImage>

namespace mazeworks::tmjfile {

// One tmjfile::kTileSize tile per kind, in the order of kTiles.
QImage tilesetImage();

} // namespace mazeworks::tmjfile
