#pragma once

#include "grid/tilemap.h"
#include "maze/tile.h"

#include <QHashFunctions>
#include <QImage>
#include <QRect>

namespace mazeworks {

// How the map view draws its chunks: the pixels a tile takes, whether the grid is drawn, the
// screen's device pixel ratio. The chunks of one style fit together into the map; those of
// another style stand in, scaled, while the new style's are made.
struct ChunkStyle {
    double scale = 24;
    bool grid = false;
    qreal ratio = 1;

    // The tiles on a side of a chunk: about 256 to 512 pixels, and a power of two, so that the
    // chunks of every style nest in those of the others.
    int tiles() const;
    friend bool operator==(const ChunkStyle&, const ChunkStyle&) = default;
};

// One chunk of the map in one style: the square of tiles from (cx, cy) * style.tiles().
struct ChunkKey {
    ChunkStyle style;
    int cx = 0;
    int cy = 0;

    // Its tiles on a map of `mapSize` tiles (those at the right and bottom edges are cut short).
    QRect area(const QSize& mapSize) const;
    friend bool operator==(const ChunkKey&, const ChunkKey&) = default;
};

size_t qHash(const ChunkKey& key, size_t seed = 0) noexcept;

// What one chunk's picture is drawn from: a copy of its tiles and of two rings round them (a
// wall's outline depends on its neighbours and theirs), taken on the UI thread so that a worker
// can draw while the level is being edited.
struct ChunkSnapshot {
    ChunkSnapshot(const TileMap<Tile>& map, const ChunkKey& key);

    ChunkKey key;
    QRect area; // the chunk's tiles on the map
    QPoint origin; // the map tile that `tiles` starts at
    TileMap<Tile> tiles;

    // The picture's size in device pixels.
    QSize pixels() const;
};

// The picture of a chunk as the map view shows it: the tiles, and the grid when the style has
// it. Safe to call from any thread. Null when memory is short.
QImage paintChunk(const ChunkSnapshot& snapshot);

// Paints the tiles `part` of a chunk's picture again from a newer snapshot of the chunk: the
// same pixels paintChunk would give, the rest of the picture left as it is.
void repaintChunk(QImage& picture, const ChunkSnapshot& snapshot, const QRect& part);

} // namespace mazeworks
