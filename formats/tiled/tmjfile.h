#pragma once

#include "maze/maze.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace mazeworks {

// Tiled's JSON map format (.tmj, doc.mapeditor.org/en/stable/reference/json-map-format):
// one tile layer "tiles" whose tiles come from a small embedded tileset, each tile of which
// carries its kind as the custom property "kind" ("wall", "dot", ...); the places (muncher,
// ghosts with their heading and release, corners, fruit) as objects of the object layer
// "places", their type naming what they are. In formats, on QtCore alone: core has no JSON
// reader and Qt's is well tested, and the command line reads and writes maps without a display.
// The picture of the tileset is the editor's (files/tilesetimage.h): it paints tiles.
namespace tmjfile {

// Pixels a tile takes in the files written: the size Tiled shows the map at.
inline constexpr int kTileSize = 32;

// The name of a tile kind in the tileset's "kind" property; and back.
QString kindName(Tile tile);
std::optional<Tile> kindFromName(const QString& name);

// The map of `maze` (which must have a map), its tileset image named by `tilesetImage`
// (relative to the map's folder, as Tiled resolves it).
QByteArray write(const Maze& maze, const QString& tilesetImage);

struct TmjReadResult {
    Maze maze;
    // Each names the place (line and column, layer and tile, object) and the problem.
    QStringList errors;
    // What was read but left out, such as objects that are no place of a maze.
    QStringList warnings;
    bool ok() const { return errors.isEmpty(); }
};

// Reads external tilesets: the bytes of a file named relative to the map, or nothing and, in
// `why`, the reason (a missing file, a device, a file too large).
using TilesetReader = std::function<std::optional<QByteArray>(const QString& source, QString* why)>;

// A level from a Tiled map; never throws, whatever the bytes. Empty tiles (GID 0) are floor.
TmjReadResult read(const QByteArray& bytes, const TilesetReader& readTileset = {});
// The same from a map already in the shape of Tiled's JSON format, as tmxfile makes of a .tmx.
TmjReadResult readMap(const QJsonObject& map, const TilesetReader& readTileset = {});

} // namespace tmjfile

} // namespace mazeworks
