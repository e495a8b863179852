#pragma once

// Tiled's XML spelling (.tmx maps, .tsx tilesets, .tx templates;
// doc.mapeditor.org/en/stable/reference/tmx-map-format), read element by element into a
// tiled::Map, as Tiled's own mapreader.cpp does. Whatever the bytes, no throw and no crash:
// problems are added with their line.

#include "tiledfiles.h"

namespace mazeworks::tiled {

// The map in `bytes`, the file `file` (relative to the map's folder: empty for the map).
std::optional<Map> readTmxMap(const QByteArray& bytes, ExternalFiles& files, Problems& problems);
// A .tsx tileset, read from the file `file`.
std::optional<Tileset> readTsx(const QByteArray& bytes, const QString& file, ExternalFiles& files, Problems& problems);
// A .tx template, read from the file `file`.
std::optional<Template> readTx(const QByteArray& bytes, const QString& file, ExternalFiles& files, Problems& problems);

} // namespace mazeworks::tiled
