#pragma once

// The tiles of a layer or chunk as Tiled stores them in text, in both of its formats: CSV, or
// Base64 of 4 bytes a tile (little-endian GIDs), uncompressed or compressed with zlib, gzip or
// zstd. Compressed data is uncompressed to at most the 4 bytes of each tile it should hold.

#include "tiledproblem.h"

#include <QString>
#include <QStringView>

#include <optional>
#include <vector>

namespace mazeworks::tiled {

// The GIDs of the width x height tiles of a layer or chunk, row by row, or nothing with the
// problem added to `problems` at `place`.
std::optional<std::vector<quint32>> decodeTileData(QStringView text, const QString& encoding,
    const QString& compression, int width, int height, const Place& place, Problems& problems);

// A GID read from text or JSON, or nothing when it is not a whole number from 0 to 2^32 - 1.
std::optional<quint32> gidOf(double number);

// Whether `count` tiles are those of width x height; if not, the problem is added.
bool checkTileCount(qint64 count, int width, int height, const Place& place, Problems& problems);

} // namespace mazeworks::tiled
